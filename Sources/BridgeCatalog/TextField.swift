import BridgeCheck
import BridgeModel

// MARK: - seed 003 §2: a UITextField bound to a String

/// Seed 003 §2 "✅ CORRECT: State-dependent config in updateUIView": the
/// coordinator writes the binding from the `.editingChanged` target, and
/// `updateUIView` sets the text only when it differs.
struct GuardedTextField: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  func makeUIView(context: Context) -> UITextField {
    let textField = UITextField()
    textField.borderStyle = .roundedRect
    textField.delegate = context.coordinator
    textField.addTarget(context.coordinator, action: Coordinator.textChanged, for: .editingChanged)
    return textField
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    if uiView.text != text { uiView.text = text }
  }

  final class Coordinator: NSObject, UITextFieldDelegate {
    var text: Binding<String>
    init(text: Binding<String>) { self.text = text }
    func textChanged(_ textField: UITextField) { text.wrappedValue = textField.text ?? "" }
  }
}

/// The same field with the guard removed: `updateUIView` always assigns the text.
struct UnguardedTextField: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  func makeUIView(context: Context) -> UITextField {
    let textField = UITextField()
    textField.delegate = context.coordinator
    textField.addTarget(context.coordinator, action: Coordinator.textChanged, for: .editingChanged)
    return textField
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    uiView.text = text  // ❌ no guard: runs on every update, even when the field already shows `text`
  }

  final class Coordinator: NSObject, UITextFieldDelegate {
    var text: Binding<String>
    init(text: Binding<String>) { self.text = text }
    func textChanged(_ textField: UITextField) { text.wrappedValue = textField.text ?? "" }
  }
}

/// Seed 001 Part 1 "✅ Coordinator: clean lifecycle, delegate support": the
/// coordinator writes `parent.text` from `textFieldDidChangeSelection`. It is
/// paired with the guarded update of seed 003 §2.
struct SelectionWritingTextField: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.delegate = context.coordinator
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    if uiView.text != text { uiView.text = text }
  }

  final class Coordinator: NSObject, UITextFieldDelegate {
    var parent: SelectionWritingTextField
    init(_ parent: SelectionWritingTextField) { self.parent = parent }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      parent.text = textField.text ?? ""
    }
  }
}

/// A screen with one text field bound to `text`, shown while `showField` is on.
struct TextFieldScreen<Field: UIViewRepresentable>: View {
  @State var text = ""
  @State var showField = true
  let field: (Binding<String>) -> Field

  var body: some View {
    if showField {
      field($text)
    }
  }
}

nonisolated enum TextFieldScenarios {
  static func screen<Field: UIViewRepresentable & SendableMetatype>(
    _ name: String, expect: Expectation, summary: String, source: String,
    _ field: @escaping @Sendable (Binding<String>) -> Field
  ) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: source) {
      TextFieldScreen(field: field)
    }
    .mirror(
      "text", of: { (screen: TextFieldScreen<Field>) in screen.text },
      UITextField.self, "text", of: { $0.text ?? "" })
  }

  static let all: [Scenario] = [
    screen(
      "text-field/guarded", expect: .holds,
      summary: "UITextField; update sets text only when it differs; binding written from .editingChanged",
      source: "seed 003 §2 ✅ State-dependent config in updateUIView"
    ) { GuardedTextField(text: $0) },
    screen(
      "text-field/unguarded-update", expect: .violation("representable.update-is-idempotent"),
      summary: "UITextField; update assigns text unconditionally",
      source: "seed 003 §2 ❌ No guards (the UITextView example, applied to the text field)"
    ) { UnguardedTextField(text: $0) },
    screen(
      "text-field/selection-writer", expect: .violation("representable.no-state-write-during-update"),
      summary: "UITextField; coordinator writes parent.text from textFieldDidChangeSelection",
      source: "seed 001 Part 1 Coordinator Pattern ✅ (textFieldDidChangeSelection)"
    ) { SelectionWritingTextField(text: $0) }
    .finding(
      """
      Seed 001 marks this coordinator ✅. Under the default profile a programmatic `text =` on a \
      focused field moves the caret, and UIKit reports the move through textFieldDidChangeSelection \
      synchronously, inside updateUIView (fidelity C2, knob tfSelectionOnProgrammaticText = \
      ifFirstResponder). The coordinator then writes the binding while SwiftUI is updating: SwiftUI \
      drops the write and logs "Modifying state during view update" (S2, S3). Two steps show it: focus \
      the field, then change the state from app code. Write from .editingChanged instead, which fires \
      for user edits only (C1).
      """),
  ]
}
