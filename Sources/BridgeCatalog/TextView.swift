import BridgeCheck
import BridgeModel

/// Seed 003 §2 "Pattern 2 — Internal-edit flag": the coordinator sets
/// `isInternalUpdate` before writing from `textViewDidChange`; `updateUIView`
/// skips one update while the flag is set, then clears it.
struct InternalFlagTextView: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  func makeUIView(context: Context) -> UITextView {
    let textView = UITextView()
    textView.delegate = context.coordinator
    return textView
  }

  func updateUIView(_ uiView: UITextView, context: Context) {
    guard !context.coordinator.isInternalUpdate else {
      context.coordinator.isInternalUpdate = false
      return
    }
    if uiView.text != text { uiView.text = text }
  }

  final class Coordinator: NSObject, UITextViewDelegate {
    var text: Binding<String>
    var isInternalUpdate = false
    init(text: Binding<String>) { self.text = text }

    func textViewDidChange(_ textView: UITextView) {
      isInternalUpdate = true
      text.wrappedValue = textView.text
    }
  }
}

/// A text view that mirrors its selection into SwiftUI from
/// `textViewDidChangeSelection`, without telling user moves from the ones its
/// own `text =` causes (fidelity C4: a programmatic text change reports a
/// selection change synchronously).
struct SelectionBindingTextView: UIViewRepresentable {
  @Binding var text: String
  @Binding var selection: Int

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextView {
    let textView = UITextView()
    textView.delegate = context.coordinator
    return textView
  }

  func updateUIView(_ uiView: UITextView, context: Context) {
    context.coordinator.parent = self
    if uiView.text != text {
      uiView.text = text  // moves the caret: textViewDidChangeSelection fires right here, inside update
    }
  }

  final class Coordinator: NSObject, UITextViewDelegate {
    var parent: SelectionBindingTextView
    init(_ parent: SelectionBindingTextView) { self.parent = parent }

    func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
    func textViewDidChangeSelection(_ textView: UITextView) {
      parent.selection = textView.selectedRange.location  // ❌ also for programmatic changes
    }
  }
}

struct InternalFlagScreen: View {
  @State var text = ""
  var body: some View { InternalFlagTextView(text: $text) }
}

struct SelectionBindingScreen: View {
  @State var text = ""
  @State var selection = 0
  var body: some View { SelectionBindingTextView(text: $text, selection: $selection) }
}

nonisolated enum TextViewScenarios {
  static let all: [Scenario] = [
    Scenario(
      "text-view/internal-flag", expect: .holds,
      summary: "UITextView; the coordinator's isInternalUpdate flag skips the update its own edit causes",
      source: "seed 003 §2 ✅ Pattern 2 — Internal-edit flag"
    ) { InternalFlagScreen() }
    .mirror(
      "text", of: { (screen: InternalFlagScreen) in screen.text },
      UITextView.self, "text", of: { $0.text ?? "" }),
    Scenario(
      "text-view/selection-binding-unguarded", expect: .violation("representable.no-state-write-during-update"),
      summary: "UITextView; selection written back from textViewDidChangeSelection, which text = also fires",
      source: "seed 003 §2 (delegate write-back); fidelity C4"
    ) { SelectionBindingScreen() }
    .mirror(
      "text", of: { (screen: SelectionBindingScreen) in screen.text },
      UITextView.self, "text", of: { $0.text ?? "" }),
  ]
}
