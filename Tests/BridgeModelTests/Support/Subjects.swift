import BridgeModel

/// A text field bound to `text`: guarded or not, writing back from a chosen callback.
struct TextFieldRep: UIViewRepresentable {
  @Binding var text: String
  var guarded = true
  var writeFromSelection = false

  func makeCoordinator() -> Coordinator { Coordinator(text: $text, fromSelection: writeFromSelection) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.delegate = context.coordinator
    field.addTarget(context.coordinator, action: Coordinator.changed, for: .editingChanged)
    return field
  }

  func updateUIView(_ field: UITextField, context: Context) {
    context.coordinator.text = $text
    if !guarded || field.text != text { field.text = text }
  }

  final class Coordinator: NSObject, UITextFieldDelegate {
    var text: Binding<String>
    let fromSelection: Bool
    init(text: Binding<String>, fromSelection: Bool) {
      self.text = text
      self.fromSelection = fromSelection
    }
    func changed(_ field: UITextField) { if !fromSelection { text.wrappedValue = field.text ?? "" } }
    func textFieldDidChangeSelection(_ field: UITextField) {
      if fromSelection { text.wrappedValue = field.text ?? "" }
    }
  }
}

/// A screen that shows the field when `show` is on.
struct FieldScreen: View {
  @State var text = ""
  @State var show = true
  var guarded = true
  var writeFromSelection = false

  var body: some View {
    if show {
      TextFieldRep(text: $text, guarded: guarded, writeFromSelection: writeFromSelection)
    }
  }
}
