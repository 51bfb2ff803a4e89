import BridgeCheck
import BridgeModel

/// Seed 001 Part 1 "Coordinator Pattern": makeCoordinator is optional for a
/// display-only view.
struct StatusLabel: UIViewRepresentable {
  let status: String

  func makeUIView(context: Context) -> UILabel { UILabel() }

  func updateUIView(_ label: UILabel, context: Context) { label.text = status }
}

struct StatusScreen: View {
  @State var status = "idle"
  var body: some View { StatusLabel(status: status) }
}

nonisolated enum StaticLabelScenarios {
  static let all: [Scenario] = [
    Scenario(
      "static-label/no-coordinator", expect: .holds, summary: "a UILabel with no coordinator",
      source: "seed 001 Part 1 Coordinator Pattern (makeCoordinator is optional)"
    ) { StatusScreen() }
    .domain("status", ["idle", "busy"])
    .mirror(
      "status", of: { (screen: StatusScreen) in screen.status },
      UILabel.self, "text", of: { $0.text ?? "" })
  ]
}
