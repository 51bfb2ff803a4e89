import Observation

/// A view that asked to be laid out. Not retained: a view that goes clears its request
/// (`view` becomes nil) rather than removing it, so a pass walking the requests by index stays
/// in step.
struct LayoutRequest {
  unowned(unsafe) var view: UIView?
  /// The view's depth below the window, found when its batch is ordered.
  var depth = 0
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
    for index in layoutRequests.indices where layoutRequests[index].view === view {
      layoutRequests[index].view = nil
    }
  }

  /// UIKit's layout pass, after SwiftUI's flush (E1): every view that asked, parent before child
  /// (F-L1), each once. Requests made during the pass are a further batch of it; a view that
  /// asks again after it was laid out is laid out in the next round of the turn (the turn's
  /// bound counts rounds: a view that always asks again is a layout feedback loop).
  func runLayoutPass() {
    guard !layoutRequests.isEmpty else { return }
    layoutPasses &+= 1
    let pass = layoutPasses
    var again: [UIView] = []
    enter(Phase(.layout))
    var index = 0
    while !isHalted, index < layoutRequests.count {
      let batchEnd = layoutRequests.count
      if batchEnd - index > 1 { orderByDepth(index..<batchEnd) }
      while index < batchEnd, !isHalted {
        let request = layoutRequests[index]
        index += 1
        guard let view = request.view else { continue }
        view.layoutRequested = false
        guard view.needsLayout, view.window != nil else { continue }
        if view.layoutPass == pass {
          again.append(view)
          continue
        }
        view.layoutPass = pass
        view.performLayout(in: self)
      }
    }
    leave()
    layoutRequests.removeAll(keepingCapacity: true)
    for view in again where !view.layoutRequested {
      view.layoutRequested = true
      layoutRequests.append(LayoutRequest(view: view))
    }
  }

  /// Orders a batch of requests shallowest first, in request order among equals.
  private func orderByDepth(_ range: Range<Int>) {
    var ordered = true
    for index in range {
      layoutRequests[index].depth = layoutRequests[index].view?.depthInHierarchy ?? 0
      if index > range.lowerBound, layoutRequests[index].depth < layoutRequests[index - 1].depth { ordered = false }
    }
    guard !ordered else { return }
    // A screen's first layout files a request per view: place them by depth in one pass,
    // keeping request order among equals (insertion sort would be quadratic there).
    if range.count > 16 {
      // Index loops only: a `for … in` over `[LayoutRequest]` never ends in a debug build of
      // Swift 6.3.1 (the iterator's `nil` reads as a request whose `unowned(unsafe)` view is nil).
      let batch = Array(layoutRequests[range])
      var deepest = 0
      for index in batch.indices { deepest = max(deepest, batch[index].depth) }
      var starts = [Int](repeating: 0, count: deepest + 2)
      for index in batch.indices { starts[batch[index].depth + 1] += 1 }
      for depth in 1..<starts.count { starts[depth] += starts[depth - 1] }
      for index in batch.indices {
        let depth = batch[index].depth
        layoutRequests[range.lowerBound + starts[depth]] = batch[index]
        starts[depth] += 1
      }
      return
    }
    // Insertion sort: batches are a handful of views, and it keeps equals in order.
    var next = range.lowerBound + 1
    while next < range.upperBound {
      let moving = layoutRequests[next]
      var slot = next
      while slot > range.lowerBound, layoutRequests[slot - 1].depth > moving.depth {
        layoutRequests[slot] = layoutRequests[slot - 1]
        slot -= 1
      }
      layoutRequests[slot] = moving
      next += 1
    }
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
