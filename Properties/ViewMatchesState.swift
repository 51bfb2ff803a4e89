import BridgeModel

/// Once the world settles, each UIKit value declared to mirror SwiftUI state shows that state.
///
/// Both directions of the bridge must hold once nothing is pending: updateUIView
/// must push every state change into UIKit (a value set only in makeUIView goes
/// stale, seed 003 §2), and user edits must reach the binding (a missing
/// delegate, a stale coordinator `parent`, or a write dropped during an
/// update, S10).
public struct ViewMatchesState: Property {
  public nonisolated static let info = PropertyInfo(
    id: "representable.view-matches-state",
    claim: "Once the world settles, every UIKit value declared to mirror SwiftUI state shows that state.",
    rationale:
      "State flows into UIKit through updateUIView and back through the coordinator (seed 001 State Synchronization). A setter only in makeUIView never updates; a coordinator holding a stale parent writes to the old binding; a write dropped during an update (S3, S10) leaves the two apart. After quiescence they must agree (S9's invariant).",
    symptom: "The screen shows text or a position the app does not have; edits are lost or come back.",
    fix:
      "Set every state-dependent property in updateUIView, reading @Observable models there rather than copies; refresh context.coordinator.parent = self in update; write user edits back from the delegate; observe again from withObservationTracking's onChange (it fires once).",
    sources: ["fidelity S9", "S10", "seed 001 State Synchronization", "seed 003 §2, §3", "FIDELITY.md F-OB1, F-OB2"],
    severity: .wrongState)

  public nonisolated static let interests: EventInterest = .settled

  private let mirrors: [StateMirror]
  private let coverage: MirrorCoverage?
  /// By mirror: it was found apart and reported. The monitor keeps a property's finding once
  /// per signature (here, the mirror's label), so a later mismatch of the same mirror changes
  /// nothing: it is not described (a screen left wrong is found apart at every settle), and
  /// the next mirror is checked.
  private var reported: [Bool]

  public init(_ context: PropertyContext) {
    mirrors = context.mirrors
    coverage = context.mirrorCoverage
    reported = Array(repeating: false, count: context.mirrors.count)
  }

  public mutating func observe(_ event: Event, in world: World) -> Violation? { nil }

  public mutating func settled(_ world: World) -> Violation? {
    var index = 0
    while index < mirrors.count {
      let mirror = mirrors[index]
      let check = mirror.check(in: world, describing: !reported[index])
      coverage?.note(check, of: index)
      if case .mismatch(let mismatch) = check {
        // A mirror reported apart is that finding again: the mirrors after it are looked at,
        // so one left wrong does not hide another that goes wrong later.
        guard !reported[index] else {
          index += 1
          continue
        }
        reported[index] = true
        return Violation(
          Self.id, "After the world settled, \(mismatch) (\(mirror.label)).", kind: "mismatch", subject: mirror.label)
      }
      index += 1
    }
    return nil
  }
}
