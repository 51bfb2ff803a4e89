// README-EXAMPLE-BEGIN
import BridgeCheck
import BridgeCheckTesting
import BridgeModel  // in the app: import SwiftUI / import UIKit
import Testing

// 1. The representable, pasted from the app.
struct NoteField: UIViewRepresentable {
  @Binding var text: String

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.addTarget(context.coordinator, action: Coordinator.edited, for: .editingChanged)
    return field
  }

  func updateUIView(_ field: UITextField, context: Context) {
    context.coordinator.parent = self
    if field.text != text { field.text = text }
  }

  final class Coordinator: NSObject {
    var parent: NoteField
    init(_ parent: NoteField) { self.parent = parent }
    func edited(_ field: UITextField) { parent.text = field.text ?? "" }
  }
}

// 2. The screen it lives on, written as in SwiftUI.
struct NoteScreen: View {
  @State var text = ""
  @State var isEditing = true

  var body: some View {
    if isEditing {
      NoteField(text: $text)
    }
    Button("Clear") { text = "" }
  }
}

// 3. The scenario: the root view, and which UIKit value mirrors which state.
let noteScenario = Scenario("notes/note-field") { NoteScreen() }
  .mirror(
    "text", of: { (screen: NoteScreen) in screen.text },
    UITextField.self, "text", of: { $0.text ?? "" })

// 4. A test: fuzz it, and fail with the shrunk report if any property breaks.
@Test @MainActor func noteFieldIsSound() {
  BridgeCheckTesting.expectHolds(noteScenario, sequences: 500)
}
// README-EXAMPLE-END
