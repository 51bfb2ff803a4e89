import BridgeModel

/// A representable never writes SwiftUI state while SwiftUI is updating it.
///
/// SwiftUI checks, on every `@State` write, whether its graph is updating on
/// this thread; if so it logs "Modifying state during view update" and drops
/// the write (S1–S3). That covers body, make, update and sizeThatFits, and any
/// UIKit delegate, target or notification callback fired synchronously from
/// them (S2), so the UIKit view and the state silently diverge (S10).
public struct NoStateWriteDuringUpdate: Property {
  public nonisolated static let info = PropertyInfo(
    id: "representable.no-state-write-during-update",
    claim: "A representable never writes SwiftUI state while SwiftUI is updating it.",
    rationale:
      "SwiftUI rejects a @State write made while its graph is updating and logs \"Modifying state during view update, this will cause undefined behavior.\" (S1–S3). That includes delegate and target callbacks that a setter in makeUIView, updateUIView or sizeThatFits fires synchronously (S2): the write is dropped and the view and the state disagree (S10).",
    symptom:
      "The runtime warning \"Modifying state during view update\"; a field that shows one value while the app holds another; edits that vanish.",
    fix:
      "Guard setters in updateUIView with an equality check (if view.text != text); write back only from user-initiated callbacks; or hop with DispatchQueue.main.async.",
    sources: ["fidelity S1", "S2", "S3", "S10", "seed 001 State Synchronization", "seed 003 §2"],
    severity: .wrongState)

  public nonisolated static let interests: EventInterest = .stateWrites

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    if case .objectWillChange(let node, duringUpdate: true) = event.kind {
      // S5: an ObservableObject published while its graph updates; SwiftUI applies it later.
      let frame = event.updateFrame
      let inside = frame.map { world.callName($0.kind, of: $0.node) } ?? "an update"
      return Violation(
        Self.id,
        "An ObservableObject \(world.name(of: node)) reads published a change \(world.whereabouts(of: event)); SwiftUI applied it later (undefined behaviour).",
        kind: "objectWillChange inside \(inside)", subject: frame.map { world.typeName(ofNode: $0.node) } ?? "")
    }
    guard case .stateWrite(let state, let outcome, _) = event.kind,
      outcome == .rejected || outcome == .deferred
    else { return nil }
    let effect =
      outcome == .rejected ? "SwiftUI dropped the write" : "SwiftUI applied it later (undefined behaviour)"
    let frame = event.updateFrame
    let inside = frame.map { world.callName($0.kind, of: $0.node) } ?? "an update"
    let kind =
      event.phase.kind == .callback ? "write in \(event.phase.name) inside \(inside)" : "write inside \(inside)"
    return Violation(
      Self.id, "\(world.name(of: state)) was written \(world.whereabouts(of: event)); \(effect).", kind: kind,
      subject: frame.map { world.typeName(ofNode: $0.node) } ?? "")
  }
}
