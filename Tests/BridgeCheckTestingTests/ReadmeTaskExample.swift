// README-TASK-EXAMPLE-BEGIN
import BridgeCheck
import BridgeCheckTesting
import BridgeModel
import Testing

struct UppercaseField: UIViewRepresentable {
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
    var parent: UppercaseField
    init(_ parent: UppercaseField) { self.parent = parent }

    func edited(_ field: UITextField) {
      let typed = field.text ?? ""
      Task { @MainActor in
        try? await Task.sleep(for: .milliseconds(100))
        self.parent.text = typed.uppercased()
      }
    }
  }
}

struct UppercaseScreen: View {
  @State var text = ""
  var body: some View { UppercaseField(text: $text) }
}

let uppercaseScenario = Scenario("notes/uppercase-field") { UppercaseScreen() }
  .mirror(
    "text", of: { (screen: UppercaseScreen) in screen.text },
    UITextField.self, "text", of: { $0.text ?? "" })

@Test @MainActor func uppercaseFieldSettles() {
  BridgeCheckTesting.expectHolds(uppercaseScenario, sequences: 300)
}
// README-TASK-EXAMPLE-END
