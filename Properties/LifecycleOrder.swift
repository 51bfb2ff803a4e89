import BridgeModel

/// A representable's life runs makeCoordinator → make → update… → dismantle, once, and nothing follows.
///
/// SwiftUI makes the coordinator first (L1), makes the view once per identity
/// (L2), updates it right after make (L3), keeps one coordinator per identity
/// (L4) and dismantles it exactly once, after which it drops view and
/// coordinator (L13, L14). The model is built to honour this; the property
/// checks the model, every profile of it, and the one part user code can
/// break: a timer, observer or delegate callback that reaches a representable
/// after its dismantle.
public struct LifecycleOrder: Property {
  public nonisolated static let info = PropertyInfo(
    id: "representable.lifecycle-order",
    claim:
      "A representable's life runs makeCoordinator, makeUIView, updateUIView… then dismantleUIView, once, and nothing reaches it afterwards.",
    rationale:
      "SwiftUI calls makeCoordinator before makeUIView (L1), makes the view once per identity (L2, L4), updates it right after make (L3) and dismantles it exactly once, then drops the view and the coordinator (L13, L14). Code that still runs for a dismantled representable acts on a view that is gone.",
    symptom:
      "Crashes or silent writes from a timer or delegate after the screen closed; state changed by a view nobody sees.",
    fix:
      "Invalidate timers, remove observers and clear delegates in static dismantleUIView(_:coordinator:).",
    sources: ["fidelity L1", "L2", "L3", "L4", "L13", "L14"], severity: .misuse)

  public nonisolated static let interests: EventInterest = [.lifecycle, .afterDismantle]

  private enum Stage { case coordinator, made, awaitingInitialUpdate, live, dismantled }
  private var stages = NodeTable<Stage>()
  /// Per node, what reached it after dismantle, for each violation returned.
  private var reportedAfterDismantle = NodeTable<[String]>()

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    switch event.kind {
    case .makeCoordinator(let node):
      guard stages[node] == nil else { return fail(world, node, "makeCoordinator() ran again") }
      stages[node] = .coordinator
    case .makeView(let node, _):
      guard stages[node] == .coordinator else {
        return fail(
          world, node, stages[node] == nil ? "makeUIView ran before makeCoordinator()" : "makeUIView ran twice")
      }
      stages[node] = .awaitingInitialUpdate
    case .updateView(let node, let reason):
      switch (stages[node], reason) {
      case (.awaitingInitialUpdate, .initial): stages[node] = .live
      case (.live, .initial): return fail(world, node, "an initial update ran twice")
      case (.live, _): break
      case (.awaitingInitialUpdate, _): return fail(world, node, "the first update after make did not come at once")
      case (.dismantled, _): return fail(world, node, "updateUIView ran after dismantleUIView")
      default: return fail(world, node, "updateUIView ran before makeUIView")
      }
    case .dismantleView(let node):
      switch stages[node] {
      case .live: stages[node] = .dismantled
      case .dismantled: return fail(world, node, "dismantleUIView ran twice")
      case .awaitingInitialUpdate: return fail(world, node, "dismantleUIView ran before the first update")
      default: return fail(world, node, "dismantleUIView ran for a view never made")
      }
    case .afterDismantle(let node, let what):
      // A repeat for the same node (a display link firing every frame after dismantle) has the
      // signature of a violation already returned, which the monitor keeps only once: no
      // message is built for it.
      var reported = reportedAfterDismantle[node] ?? []
      if reported.contains(what) { return nil }
      reported.append(what)
      reportedAfterDismantle[node] = reported
      return fail(world, node, "\(what) after it was dismantled")
    default: break
    }
    return nil
  }

  private func fail(_ world: World, _ node: NodeID, _ what: String) -> Violation {
    Violation(Self.id, "For \(world.name(of: node)), \(what).", kind: what, subject: world.typeName(ofNode: node))
  }
}
