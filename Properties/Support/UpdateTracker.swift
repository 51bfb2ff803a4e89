import BridgeModel

/// Which update each representable is in, so a property can tell an event fired inside a
/// later `updateUIView` from one inside the first update right after make (L3), which may
/// legitimately configure the view.
public struct UpdateTracker {
  private var reasons = NodeTable<UpdateReason>()

  public init() {}

  /// Notes the reason of every update as it begins.
  public mutating func note(_ event: Event) {
    if case .updateView(let node, let reason) = event.kind { reasons[node] = reason }
  }

  /// The representable whose non-initial `updateUIView` `event` happened inside, if any.
  public func laterUpdate(around event: Event) -> NodeID? {
    guard let frame = event.updateFrame, frame.kind == .updateView, reasons[frame.node] != .initial
    else { return nil }
    return frame.node
  }
}
