import BridgeCheck
import BridgeModel

/// The SearchField of the Hypothesis peer (../shared/peers/hypothesis), in
/// Swift: a UITextField bound to `text`, shown while `visible` is on.
/// buggy: update always assigns the text and the coordinator writes from
/// `textFieldDidChangeSelection`; correct: update is guarded and the
/// coordinator writes from the edit callback.
struct PeerSearchField: UIViewRepresentable {
  @Binding var text: String
  let buggy: Bool

  func makeCoordinator() -> Coordinator { Coordinator(text: $text, buggy: buggy) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.delegate = context.coordinator
    field.addTarget(context.coordinator, action: Coordinator.didChange, for: .editingChanged)
    return field
  }

  func updateUIView(_ field: UITextField, context: Context) {
    context.coordinator.text = $text
    if buggy {
      field.text = text
    } else if field.text != text {
      field.text = text
    }
  }

  static func dismantleUIView(_ field: UITextField, coordinator: Coordinator) { field.delegate = nil }

  final class Coordinator: NSObject, UITextFieldDelegate {
    var text: Binding<String>
    let buggy: Bool
    init(text: Binding<String>, buggy: Bool) {
      self.text = text
      self.buggy = buggy
    }
    func didChange(_ field: UITextField) { if !buggy { text.wrappedValue = field.text ?? "" } }
    func textFieldDidChangeSelection(_ field: UITextField) { if buggy { text.wrappedValue = field.text ?? "" } }
  }
}

struct PeerSearchScreen: View {
  @State var text = ""
  @State var visible = false
  let buggy: Bool

  var body: some View {
    if visible {
      PeerSearchField(text: $text, buggy: buggy)
    }
  }
}

nonisolated enum PeerSearchFieldScenarios {
  /// The peer's text setter calls did_change_selection on every assignment, equal or not,
  /// and its clock moves in 0.1, 0.2, 0.5 and 1 s steps (results.md, "Model semantics").
  static func screen(_ name: String, expect: Expectation, summary: String, buggy: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "../shared/peers/hypothesis results.md (SearchField)") {
      PeerSearchScreen(buggy: buggy)
    }
    .domain("text", ["", "a", "b", "ab", " a", "A"])
    .profile { $0.tfSelectionOnProgrammaticText = .always }
    .actions {
      $0.typedTexts = ["a", "b", "ab", " a", "A"]
      $0.clockSteps = [100, 200, 500, 1000]
    }
    .mirror(
      "text", of: { (screen: PeerSearchScreen) in screen.text },
      UITextField.self, "text", of: { $0.text ?? "" })
  }

  static let all: [Scenario] = [
    screen(
      "peer-search-field/correct", expect: .holds,
      summary: "the peer's SearchField/correct: guarded update, write from the edit callback", buggy: false),
    screen(
      "peer-search-field/buggy", expect: .violation("representable.no-state-write-during-update"),
      summary: "the peer's SearchField/buggy: unguarded update, write from did_change_selection", buggy: true),
  ]
}
