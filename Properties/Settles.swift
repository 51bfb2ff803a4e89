import BridgeModel

/// After the user's last action, the world reaches quiet.
///
/// An update that schedules work for later (`asyncAfter`, a main-queue block drained in a later
/// step) whose state write updates the representable again, which schedules again, keeps the
/// app busy for ever although every single drain settles. The world follows each chain across
/// steps by the turn that scheduled each link (only links an update scheduled; a timer or a
/// poll that re-arms itself is not a feedback chain) until the next user action.
public struct Settles: Property {
  public nonisolated static let info = PropertyInfo(
    id: "representable.settles",
    claim:
      "After the user's last action the world reaches quiet: no update keeps scheduling work that writes state and updates it again.",
    rationale:
      "An equal write is a no-op (S4), so a write-back chain ends once its values converge. One that goes through the clock — updateUIView schedules an asyncAfter that writes the binding, the write updates the view, which schedules again — never converges if each round trip changes the value (a measured height that alternates, a reload that re-triggers itself), and no single drain shows it: each turn ends, the next comes on the clock. The world follows the chain across clock advances and drains by the turn that scheduled each link, and stops it at the feedback bound (S9).",
    symptom:
      "A screen that never stops relayouting or reloading after the user let go: jitter, a scroll position that creeps, battery drain and a hot device.",
    fix:
      "Write back only when the value differs from what the state holds, and make the value converge (measure once, round the same way both ways); do not schedule state writes from updateUIView.",
    sources: ["fidelity S4", "S9", "E3"], severity: .hang)

  public nonisolated static let interests: EventInterest = .bounds

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard case .boundExceeded(.settleTurns, let limit, let history) = event.kind else { return nil }
    let cycle = history.isEmpty ? "" : " Values that kept changing: " + history.joined(separator: "; ") + "."
    return Violation(
      Self.id,
      "After the last user action, a write-back scheduled by updates kept changing state and updating representables for more than \(limit) turns across later clock advances.\(cycle)",
      kind: "never settles", subject: NoInfiniteUpdateLoop.stateNames(in: history))
  }
}
