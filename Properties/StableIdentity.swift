import BridgeModel

/// A re-render with unchanged inputs remakes nothing.
///
/// Identity is structural, and `.id(x)` makes a new one when `x` changes
/// (L10): the old representable is dismantled and a new one made, with new
/// state and a new UIKit view. An id that changes on every body evaluation
/// (`.id(UUID())`) rebuilds on every re-render, even when nothing changed.
public struct StableIdentity: Property {
  public nonisolated static let info = PropertyInfo(
    id: "representable.stable-identity",
    claim: "A re-render with unchanged inputs remakes nothing.",
    rationale:
      "SwiftUI identity is structural; a branch flip or a new .id(x) is a new identity whose state and UIKit view are made anew (L10, WWDC21 Demystify SwiftUI). An identity computed afresh on each body evaluation is replaced whenever SwiftUI re-renders the parent, even with equal inputs.",
    symptom: "makeUIView called again and again: lost text, scroll position and focus; flicker (seed 001 Part 5).",
    fix: "Give .id(_:) a value derived from your data (an item's id), never UUID() or a counter made in body.",
    sources: ["fidelity L10", "seed 001 Part 5 (makeUIView called multiple times)"], severity: .misuse)

  public nonisolated static let interests: EventInterest = .identity

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard case .identityReplaced(let old, let new, false) = event.kind else { return nil }
    return Violation(
      Self.id,
      "A re-render with unchanged inputs replaced \(world.name(of: old)) with a new identity, \(world.name(of: new)).",
      kind: "new identity on re-render", subject: world.typeName(ofNode: new))
  }
}
