import BridgeCheck
import BridgeModel

/// A scroll view whose vertical offset is a binding. The coordinator writes
/// back from `scrollViewDidScroll`, which UIKit calls synchronously inside the
/// `contentOffset` setter whenever the offset changes (fidelity C7).
struct OffsetScrollView: UIViewRepresentable {
  @Binding var offset: Double
  /// Write back only for user-driven scrolling (`isDragging || isDecelerating`).
  let onlyUserScrolls: Bool

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UIScrollView {
    let scrollView = UIScrollView()
    scrollView.contentSize = CGSize(width: 390, height: 2000)
    scrollView.delegate = context.coordinator
    return scrollView
  }

  func updateUIView(_ scrollView: UIScrollView, context: Context) {
    context.coordinator.parent = self
    if scrollView.contentOffset.y != CGFloat(offset) {
      scrollView.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
    }
  }

  final class Coordinator: NSObject, UIScrollViewDelegate {
    var parent: OffsetScrollView
    init(_ parent: OffsetScrollView) { self.parent = parent }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      if parent.onlyUserScrolls {
        guard scrollView.isDragging || scrollView.isDecelerating else { return }
      }
      parent.offset = Double(scrollView.contentOffset.y)
    }
  }
}

struct ScrollScreen: View {
  @State var offset = 0.0
  let onlyUserScrolls: Bool
  var body: some View { OffsetScrollView(offset: $offset, onlyUserScrolls: onlyUserScrolls) }
}

nonisolated enum ScrollViewScenarios {
  static func screen(_ name: String, expect: Expectation, summary: String, onlyUserScrolls: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "fidelity C7; seed 003 §2 guard patterns") {
      ScrollScreen(onlyUserScrolls: onlyUserScrolls)
    }
    .domain("offset", [0.0, 120, 480])
    .mirror(
      "offset", of: { (screen: ScrollScreen) in screen.offset },
      UIScrollView.self, "contentOffset.y", of: { Double($0.contentOffset.y) })
  }

  static let all: [Scenario] = [
    screen(
      "scroll-view/guarded", expect: .holds,
      summary: "offset binding; didScroll writes back only while the user drags", onlyUserScrolls: true),
    screen(
      "scroll-view/unguarded", expect: .violation("representable.no-state-write-during-update"),
      summary: "offset binding; didScroll writes back for programmatic offsets too", onlyUserScrolls: false),
  ]
}
