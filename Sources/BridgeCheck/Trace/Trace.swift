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
/// signature: redundant UITextField.text | UnguardedTextField
/// expect: violation
/// seed: 0x0000000000000001
/// profile: default
/// steps:
///   type "a" into text-field
/// ```
nonisolated public struct Trace: Equatable, Sendable {
  public static let version = 1

  /// The header keys of both forms, in the order the text form writes them.
  public static let headerKeys = ["scenario", "property", "signature", "expect", "seed", "profile"]

  public var scenario: String
  /// The property the trace breaks, or broke before it was fixed (a regression trace that
  /// expects `holds`); nil for a trace written to hold.
  public var property: PropertyID?
  /// How it breaks the property (its finding's signature); nil in traces written before
  /// findings had signatures, which then match any violation of the property.
  public var signature: Signature?
  public var expect: Verdict
  /// The seed of the run that found it, if a run did.
  public var seed: UInt64?
  public var profile: BehaviourProfile
  public var steps: [Action]
  /// The line of each step in the file it was read from (empty for a trace made in memory),
  /// for errors that name the step's line. Not part of equality.
  public var stepLines: [Int] = []

  public static func == (a: Trace, b: Trace) -> Bool {
    a.scenario == b.scenario && a.property == b.property && a.signature == b.signature && a.expect == b.expect
      && a.seed == b.seed && a.profile == b.profile && a.steps == b.steps
  }

  /// The file line of step `index` (0-based), or 0 when unknown.
  public func line(ofStep index: Int) -> Int { index < stepLines.count ? stepLines[index] : 0 }

  public init(
    scenario: String, property: PropertyID?, signature: Signature? = nil, expect: Verdict, seed: UInt64?,
    profile: BehaviourProfile, steps: [Action]
  ) {
    self.scenario = scenario
    self.property = property
    self.signature = signature
    self.expect = expect
    self.seed = seed
    self.profile = profile
    self.steps = steps
  }

  /// The outcome a trace expects.
  public enum Verdict: String, Sendable, Equatable {
    case holds, violation
  }

  /// The finding the trace breaks, when it names a property and a signature.
  public var finding: FindingKey? {
    guard let property, let signature else { return nil }
    return FindingKey(property: property, signature: signature)
  }
}

nonisolated extension Trace {
  /// The text form.
  public var text: String {
    var lines = [
      "bridgecheck-trace \(Self.version)",
      "scenario: \(scenario)",
      "property: \(property?.rawValue ?? "none")",
    ]
    if let signature { lines.append("signature: \(signature.traceText)") }
    lines += [
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
