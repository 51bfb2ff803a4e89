import BridgeModel
import BridgeProperties

/// A replayable run: the scenario, what it is expected to show, and its actions.
///
/// Text form (version 1), one action per line, diff-friendly and hand-editable:
///
/// ```
/// bridgecheck-trace 1
/// scenario: text-field/unguarded-update
/// property: representable.update-is-idempotent
/// expect: violation
/// seed: 0x0000000000000001
/// profile: default
/// steps:
///   type "a" into text-field
/// ```
nonisolated public struct Trace: Equatable, Sendable {
  public static let version = 1

  public var scenario: String
  /// The property the trace breaks (nil for a trace expected to hold).
  public var property: PropertyID?
  public var expect: Verdict
  /// The seed of the run that found it, if a run did.
  public var seed: UInt64?
  public var profile: BehaviourProfile
  public var steps: [Action]

  public init(
    scenario: String, property: PropertyID?, expect: Verdict, seed: UInt64?, profile: BehaviourProfile,
    steps: [Action]
  ) {
    self.scenario = scenario
    self.property = property
    self.expect = expect
    self.seed = seed
    self.profile = profile
    self.steps = steps
  }

  /// The outcome a trace expects.
  public enum Verdict: String, Sendable, Equatable {
    case holds, violation
  }
}

nonisolated extension Trace {
  /// The text form.
  public var text: String {
    var lines = [
      "bridgecheck-trace \(Self.version)",
      "scenario: \(scenario)",
      "property: \(property?.rawValue ?? "none")",
      "expect: \(expect.rawValue)",
      "seed: \(seed.map(hexSeed) ?? "none")",
      "profile: \(profile.text)",
      "steps:",
    ]
    lines += steps.map { "  " + $0.text }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// A seed as traces and reports print it: `0x` and 16 hex digits.
nonisolated public func hexSeed(_ seed: UInt64) -> String {
  let digits = String(seed, radix: 16, uppercase: true)
  return "0x" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits
}

/// Parses a seed: decimal, or hex with `0x`.
nonisolated public func parseSeed(_ text: String) -> UInt64? {
  if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
  return UInt64(text)
}
