import BridgeCheck
import BridgeModel

/// Seed 001 Part 1 "Sizing": `WrappedLabel` sizes itself through
/// `sizeThatFits(_:uiView:context:)`. The ❌ variant sets the label's frame in
/// update instead ("Layout Property Warning").
struct WrappedLabel: UIViewRepresentable {
  let text: String
  let setsFrame: Bool

  func makeUIView(context: Context) -> UILabel {
    let label = UILabel()
    label.numberOfLines = 0
    return label
  }

  func updateUIView(_ label: UILabel, context: Context) {
    label.text = text
    if setsFrame {
      label.frame = CGRect(x: 0, y: 0, width: 200, height: 44)  // ❌ SwiftUI owns the frame
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
    guard !setsFrame else { return nil }
    let width = proposal.width ?? UIView.layoutFittingCompressedSize.width
    return uiView.systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    )
  }
}

/// The label is shown by a toggle, so a trace shows the step that mounts it.
struct LabelScreen: View {
  @State var text = "Hello"
  @State var showLabel = false
  let setsFrame: Bool
  var body: some View {
    if showLabel {
      WrappedLabel(text: text, setsFrame: setsFrame)
    }
  }
}

nonisolated enum LayoutScenarios {
  static func screen(_ name: String, expect: Expectation, summary: String, setsFrame: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "seed 001 Part 1 Sizing; Layout Property Warning") {
      LabelScreen(setsFrame: setsFrame)
    }
    .domain("text", ["Hello", "Hello, world"])
    .mirror(
      "text", of: { (screen: LabelScreen) in screen.text },
      UILabel.self, "text", of: { $0.text ?? "" })
  }

  static let all: [Scenario] = [
    screen("layout/size-that-fits", expect: .holds, summary: "sizes through sizeThatFits", setsFrame: false),
    screen(
      "layout/sets-frame", expect: .violation("representable.layout-owned-by-swiftui"),
      summary: "sets label.frame in updateUIView", setsFrame: true),
  ]
}
