import Observation

/// A view that asked to be laid out. Not retained: a view that goes withdraws its request.
struct LayoutRequest {
  unowned(unsafe) let view: UIView
}

extension World {
  // MARK: UIKit's layout pass (F-L1, F-L2)

  /// A view in a window needs layout: it is laid out in this turn's layout pass.
  func requestLayout(for view: UIView) {
    guard !view.layoutRequested, !isTornDown else { return }
    view.layoutRequested = true
    layoutRequests.append(LayoutRequest(view: view))
  }

  /// The view is going: its request goes with it.
  func forgetLayoutRequest(for view: UIView) {
    view.layoutRequested = false
    var index = 0
    while index < layoutRequests.count {
      if layoutRequests[index].view === view {
        layoutRequests.remove(at: index)
      } else {
        index += 1
      }
    }
  }

  /// UIKit's layout pass, after SwiftUI's flush (E1): every view that asked, parent before child
  /// (F-L1), each once. A view that asks again during the pass after it was laid out is laid out
  /// in the next round of the turn (the turn's bound counts rounds: a view that always asks
  /// again is a layout feedback loop).
  func runLayoutPass() {
    guard !layoutRequests.isEmpty else { return }
    var laidOut: [ObjectIdentifier] = []
    var again: [LayoutRequest] = []
    within(Phase(.layout)) {
      while !isHalted, let next = takeShallowestRequest() {
        let view = next.view
        view.layoutRequested = false
        guard view.needsLayout, view.window != nil else { continue }
        let id = ObjectIdentifier(view)
        if laidOut.contains(id) {
          again.append(next)
          continue
        }
        laidOut.append(id)
        view.performLayout(in: self)
      }
    }
    for request in again where !request.view.layoutRequested {
      request.view.layoutRequested = true
      layoutRequests.append(request)
    }
  }

  /// Removes and returns the request of the view nearest the window (the earliest of equals).
  private func takeShallowestRequest() -> LayoutRequest? {
    guard !layoutRequests.isEmpty else { return nil }
    var best = 0
    var bestDepth = Int.max
    for index in layoutRequests.indices {
      let depth = layoutRequests[index].view.depthInHierarchy
      if depth < bestDepth {
        best = index
        bestDepth = depth
      }
    }
    return layoutRequests.remove(at: best)
  }

  /// `layoutIfNeeded()`: the view and its subviews that need layout, now, parent before child.
  func layOutSubtree(of view: UIView) {
    if view.needsLayout {
      if view.layoutRequested { forgetLayoutRequest(for: view) }
      view.performLayout(in: self)
    }
    for subview in view.subviews { layOutSubtree(of: subview) }
  }
}

extension UIView {
  /// The number of superviews above it.
  var depthInHierarchy: Int {
    var depth = 0
    var current = superview
    while let view = current {
      depth += 1
      current = view.superview
    }
    return depth
  }
}

/// What UIKit's automatic observation tracking calls back (O9): the view is laid out again.
/// One per view, made at its first layout, so tracking allocates nothing per layout.
final class LayoutObservationToken: @unchecked Sendable {
  nonisolated deinit {}

  @exclusivity(unchecked) unowned(unsafe) var view: UIView?

  init(_ view: UIView) { self.view = view }

  nonisolated func fire() {
    assumeOnModelThread(self) { token in token.view?.markNeedsLayout() }
  }
}

/// Runs a layout callback, tracking the `@Observable` properties it reads when `token` is given.
@inline(__always)
func trackingLayout(_ token: LayoutObservationToken?, _ body: () -> Void) {
  guard let token else { return body() }
  withObservationTracking(body, onChange: { token.fire() })
}
