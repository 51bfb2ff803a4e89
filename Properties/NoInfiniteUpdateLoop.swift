import BridgeModel

/// Every action settles: SwiftUI and UIKit stop feeding each other changes within the bounds.
///
/// A write-back that changes the value on every round trip (a normaliser that
/// is not idempotent, a map that adjusts the span, float rounding) makes
/// update → UIKit callback → state write → update run forever: within one
/// turn as repeated flushes, or across turns through the main queue (S9).
public struct NoInfiniteUpdateLoop: Property {
  public nonisolated static let info = PropertyInfo(
    id: "representable.no-infinite-update-loop",
    claim: "Every action settles: SwiftUI and UIKit stop feeding each other changes within the run's bounds.",
    rationale:
      "A write-back loop — updateUIView sets UIKit, a callback writes the binding (directly or through DispatchQueue.main.async), the next flush updates again — ends only if the written values converge, since an equal write is a no-op (S4, S9). A round trip that changes the value (map span normalisation, a non-idempotent formatter) never converges.",
    symptom:
      "A hang or 100% CPU, a view that flickers or drifts on its own (a map zooming out, text growing a prefix), battery drain.",
    fix:
      "Write back the value UIKit shows without transforming it, compare before setting, and make any normalisation idempotent; never derive the setter's input from the value you wrote back.",
    sources: ["fidelity S4", "S9", "E2", "E3", "seed 003 §2 Guarding against infinite update loops"],
    severity: .hang)

  public nonisolated static let interests: EventInterest = .bounds

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard case .boundExceeded(let bound, let limit, let history) = event.kind else { return nil }
    let cycle = history.isEmpty ? "" : " Values that kept changing: " + history.joined(separator: "; ") + "."
    let states = Self.stateNames(in: history)
    switch bound {
    case .flushesPerTurn:
      return Violation(
        Self.id, "SwiftUI flushed \(limit) times in one turn without settling.\(cycle)", kind: "loop within a turn",
        subject: states)
    case .turnsPerDrain:
      return Violation(
        Self.id,
        "The main queue ran a chain of \(limit) blocks, each queued by the one before, without emptying.\(cycle)",
        kind: "loop across turns", subject: states)
    case .feedbackTurns:
      return Violation(
        Self.id,
        "A write-back kept changing state and updating representables for more than \(limit) turns in a row.\(cycle)",
        kind: "loop across turns", subject: states)
    case .settleTurns: return nil  // representable.settles: the chain went on across steps
    }
  }

  /// The names of the states in a loop's history (`text "a" → "ab", region …`), sorted, once
  /// each: the values change from run to run, the states that loop do not.
  static func stateNames(in history: [String]) -> String {
    var names: [String] = []
    for line in history {
      for write in line.split(separator: ",") {
        guard let first = write.split(separator: " ").first else { continue }
        let name = withoutOrdinals(String(first))
        guard !names.contains(name) else { continue }
        names.append(name)
      }
    }
    return names.sorted().joined(separator: ", ")
  }
}
