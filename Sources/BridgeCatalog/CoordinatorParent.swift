import BridgeCheck
import BridgeModel

/// A name field whose coordinator keeps the representable it was made from
/// (`parent`). The screen switches the field between two names; the binding
/// passed in changes location. Seed 003 §3 refreshes `parent` in update
/// ("Refresh binding references"); without that the coordinator writes to the
/// name the field showed when it was made.
struct NameField: UIViewRepresentable {
  @Binding var name: String
  let refreshesParent: Bool

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.addTarget(context.coordinator, action: Coordinator.changed, for: .editingChanged)
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    if refreshesParent { context.coordinator.parent = self }
    if uiView.text != name { uiView.text = name }
  }

  final class Coordinator: NSObject {
    var parent: NameField
    init(_ parent: NameField) { self.parent = parent }
    func changed(_ field: UITextField) { parent.name = field.text ?? "" }
  }
}

struct TwoNamesScreen: View {
  @State var home = ""
  @State var work = ""
  @State var editingWork = false
  let refreshesParent: Bool

  var body: some View {
    NameField(name: editingWork ? $work : $home, refreshesParent: refreshesParent)
  }
}

nonisolated enum CoordinatorParentScenarios {
  static func screen(_ name: String, expect: Expectation, summary: String, refreshes: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "seed 003 §3 (context.coordinator.parent = self)") {
      TwoNamesScreen(refreshesParent: refreshes)
    }
    .mirror(
      "editingWork ? work : home", of: { (screen: TwoNamesScreen) in screen.editingWork ? screen.work : screen.home },
      UITextField.self, "text", of: { $0.text ?? "" })
  }

  static let all: [Scenario] = [
    screen(
      "coordinator-parent/refreshed", expect: .holds,
      summary: "updateUIView refreshes coordinator.parent, so edits go to the binding shown", refreshes: true),
    screen(
      "coordinator-parent/stale", expect: .violation("representable.view-matches-state"),
      summary: "coordinator.parent is set once in makeCoordinator and goes stale", refreshes: false),
  ]
}
