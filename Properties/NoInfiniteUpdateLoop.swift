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
  nonisolated static func stateNames(in history: [String]) -> String {
    var names: [String] = []
    for line in history {
      // A line of the model's own text is read as bytes: splitting it by Characters cost a
      // fifth of a run of `async-write-back/diverging`, which reports a loop in most
      // sequences. Another line (a value of the user's, `é` written as `e` and a combining
      // accent) is split by Characters, as a `,` or a space may begin a cluster there.
      guard splitsAsBytes(line) else {
        for write in line.split(separator: ",") {
          guard let first = write.split(separator: " ").first else { continue }
          note(withoutOrdinals(String(first)), in: &names)
        }
        continue
      }
      for write in line.utf8.split(separator: UInt8(ascii: ",")) {
        guard let first = write.split(separator: UInt8(ascii: " ")).first else { continue }
        note(asciiWithoutOrdinals(first), in: &names)
      }
    }
    return names.sorted().joined(separator: ", ")
  }

  /// Whether the line is ASCII but for the arrows between old and new values (`→`): then no
  /// scalar joins a `,` or a space into a cluster, and the line splits by bytes as it does by
  /// Characters.
  private nonisolated static func splitsAsBytes(_ line: String) -> Bool {
    for scalar in line.unicodeScalars where !scalar.isASCII && scalar != "→" { return false }
    return true
  }

  private nonisolated static func note(_ name: String, in names: inout [String]) {
    if !names.contains(name) { names.append(name) }
  }

  /// `withoutOrdinals` of a name split as bytes: `#` and the ASCII digits after it dropped (the
  /// name is ASCII but for arrows, which are no digits).
  private nonisolated static func asciiWithoutOrdinals(_ bytes: Substring.UTF8View) -> String {
    guard bytes.contains(UInt8(ascii: "#")) else { return String(Substring(bytes)) }
    var kept: [UInt8] = []
    var skipping = false
    for byte in bytes {
      if byte == UInt8(ascii: "#") {
        skipping = true
        continue
      }
      if skipping, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { continue }
      skipping = false
      kept.append(byte)
    }
    return String(decoding: kept, as: UTF8.self)
  }
}
