import BridgeModel

/// updateUIView patches the view makeUIView made; it never creates replacement UIKit views.
///
/// makeUIView runs once per identity (L2); everything else goes to update
/// (L3). Views created in update are thrown away and rebuilt on every change:
/// focus, scroll position, selection and in-flight animations are lost.
public struct NoRebuildInUpdate: Property {
  public nonisolated static let info = PropertyInfo(
    id: "representable.no-rebuild-in-update",
    claim: "updateUIView patches the view makeUIView made; it never creates replacement UIKit views.",
    rationale:
      "makeUIView is called once per identity and update for every change after it (L2, L3). Creating UIKit views in updateUIView rebuilds them on every state change (seed 001 Part 6, \"I'll rebuild the UIKit view every update\").",
    symptom: "Flicker, lost focus and scroll position, dropped input, and time spent on every update.",
    fix: "Create views in makeUIView (or once, lazily); in updateUIView only set properties on them.",
    sources: ["fidelity L2", "L3", "seed 001 Part 1 Lifecycle", "seed 001 Part 6"], severity: .misuse)

  public nonisolated static let interests: EventInterest = [.lifecycle, .viewCreation]

  private var updates = UpdateTracker()

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    updates.note(event)
    guard case .viewCreated(let object) = event.kind, let node = updates.laterUpdate(around: event) else {
      return nil
    }
    return Violation(
      Self.id, "updateUIView of \(world.name(of: node)) created a new \(world.typeName(of: object)).",
      kind: "creates \(world.typeName(of: object)) in update", subject: world.typeName(ofNode: node))
  }
}
