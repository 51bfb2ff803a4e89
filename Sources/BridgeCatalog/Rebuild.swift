import BridgeCheck
import BridgeModel

/// A badge: a container view holding a label. Seed 001 Part 1 "Patch, don't
/// recreate": make builds the label once; update sets its text.
struct Badge: UIViewRepresentable {
  let text: String
  let rebuildsInUpdate: Bool

  func makeUIView(context: Context) -> UIView {
    let container = UIView()
    container.addSubview(UILabel())
    return container
  }

  func updateUIView(_ container: UIView, context: Context) {
    if rebuildsInUpdate {
      // ❌ "I'll rebuild the UIKit view every update" (seed 001 Part 6)
      for subview in container.subviews { subview.removeFromSuperview() }
      let label = UILabel()
      label.text = text
      container.addSubview(label)
    } else {
      (container.subviews.first as? UILabel)?.text = text
    }
  }
}

struct BadgeScreen: View {
  @State var count = 0
  let rebuilds: Bool
  var body: some View { Badge(text: "\(count) new", rebuildsInUpdate: rebuilds) }
}

nonisolated enum RebuildScenarios {
  static func screen(_ name: String, expect: Expectation, summary: String, rebuilds: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "seed 001 Part 1 Lifecycle; Part 6 Anti-Patterns") {
      BadgeScreen(rebuilds: rebuilds)
    }
    .mirror(
      "count", of: { (screen: BadgeScreen) in "\(screen.count) new" },
      UILabel.self, "text", of: { $0.text ?? "" })
  }

  static let all: [Scenario] = [
    screen("rebuild/patches", expect: .holds, summary: "update sets the label made in make", rebuilds: false),
    screen(
      "rebuild/recreates-in-update", expect: .violation("representable.no-rebuild-in-update"),
      summary: "update throws the label away and makes a new one", rebuilds: true),
  ]
}
