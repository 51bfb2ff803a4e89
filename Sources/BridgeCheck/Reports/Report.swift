import BridgeModel
import BridgeProperties

/// Everything a failure report says, as a value; rendered as text by `render()`.
public struct Report {
  public let scenario: String
  public let info: PropertyInfo
  public let violation: Violation
  /// The minimal steps; the last one is the violating one (none: the first render).
  public let steps: [Action]
  public let isCertified: Bool
  /// Whether no shorter action list breaks the property (searched exhaustively).
  public let isShortest: Bool
  /// The "Why" lines: what happened in the violating turn.
  public let why: [String]
  public let seed: UInt64?
  /// The commands that reproduce it, most direct first.
  public let reproduce: [String]
  /// The behaviour knobs the steps need that differ from the scenario's profile
  /// (`touchesDuringTransition = outgoingOnly`); empty when the documented behaviour breaks it.
  public var profileNeeds: [String] = []

  /// Replays `steps` with a recording world and builds the report of their violation: of
  /// `finding` if given, else of the first one.
  ///
  /// - Parameter reproduce: the commands that reproduce it, most direct first.
  public static func make(
    scenario: Scenario, steps: [Action], finding: FindingKey? = nil, profile: BehaviourProfile? = nil,
    isCertified: Bool, isShortest: Bool = false, seed: UInt64?, reproduce: [String],
    profileConditions: [String]? = nil
  ) -> Report? {
    let result = Execution(scenario, profile: profile).replay(steps, until: finding, recording: true)
    guard let violation = result.violation, let info = Properties.info(violation.property),
      let log = result.world.log
    else { return nil }
    let turnEvents = log.events.filter { $0.turn == violation.turn }
    var report = Report(
      scenario: scenario.name, info: info, violation: violation, steps: result.actions,
      isCertified: isCertified, isShortest: isShortest, why: EventText(world: result.world).lines(turnEvents),
      seed: seed, reproduce: reproduce)
    report.profileNeeds = profileConditions ?? (profile ?? scenario.profile).differences(from: scenario.profile)
    return report
  }

  /// The report as text: property and claim, steps, why, what to change, how to reproduce, seed.
  public func render() -> String {
    var lines: [String] = []
    lines.append("✗ \(info.id)")
    lines.append("  \(info.claim)")
    lines.append("")
    lines += wrap(violation.message, indent: "  ")
    if !profileNeeds.isEmpty {
      lines.append("")
      let knobs = profileNeeds.count == 1 ? "a knob" : "knobs"
      lines += wrap(
        "Only under a behaviour profile: these steps break it only when "
          + profileNeeds.joined(separator: " and ")
          + ", \(knobs) where the sources disagree or are silent (FIDELITY.md); under the documented behaviour they do not.",
        indent: "  ")
    }
    lines.append("")
    let certificate =
      isShortest ? ", certified: none shorter exists" : isCertified ? ", certified 1-minimal" : ""
    lines.append("Minimal steps (\(steps.count)\(certificate)) in \(scenario):")
    if steps.isEmpty {
      lines.append("  (none: it breaks during the first render of the scenario's root view)")
    }
    let width = steps.map(\.text.count).max() ?? 0
    for (index, step) in steps.enumerated() {
      let number = "\(index + 1).".padding(toLength: 4, withPad: " ", startingAt: 0)
      if index == steps.count - 1 {
        lines.append("→ \(number)\(step.text.padding(toLength: width, withPad: " ", startingAt: 0))  ← violated here")
      } else {
        lines.append("  \(number)\(step.text)")
      }
    }
    lines += directWriteNote
    lines.append("")
    if let last = steps.last {
      lines.append("Why (step \(steps.count), turn \(violation.turn)):")
      lines.append("  \(last.text)")
      lines += why.map { "    " + $0 }
    } else {
      lines.append("Why (the first render, turn \(violation.turn)):")
      lines += why.map { "  " + $0 }
    }
    lines += reportEnding(fix: info.fix, reproduce: reproduce, seed: seed)
    return lines.joined(separator: "\n") + "\n"
  }
}

extension Report {
  /// The states the steps set directly, as app code would, each once, in step order.
  public var directlyWrittenStates: [String] {
    var names: [String] = []
    for step in steps {
      if case .set(let name, _) = step, !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// A note under the steps when they set state directly: the finding needs app code that
  /// makes that write; if only the UI changes the state, the scenario should say so.
  var directWriteNote: [String] {
    let names = directlyWrittenStates
    guard !names.isEmpty else { return [] }
    let list = names.map { "`\($0)`" }.joined(separator: ", ")
    let declare = names.map { "\"\($0)\"" }.joined(separator: ", ")
    let pronoun = names.count == 1 ? "it" : "them"
    return [""]
      + wrap(
        "These steps set \(list) directly, as app code would. If only the UI changes \(pronoun), declare `.drivenByUI(\(declare))` in the scenario, and the fuzzer will change \(pronoun) only through the UI.",
        indent: "  ")
  }
}

/// Wraps text at 96 columns.
/// The end every report shares: what to change, the commands that reproduce it, the seed.
func reportEnding(fix: String, reproduce: [String], seed: UInt64?) -> [String] {
  ["", "What to change:"] + wrap(fix, indent: "  ") + ["", "Reproduce:"] + reproduce.map { "  " + $0 }
    + ["", "Seed: \(seed.map(hexSeed) ?? "none (replayed from a trace)")"]
}

func wrap(_ text: String, indent: String, width: Int = 96) -> [String] {
  var lines: [String] = []
  var current = indent
  for word in text.split(separator: " ") {
    if current.count + word.count + 1 > width, current.count > indent.count {
      lines.append(current)
      current = indent
    }
    current += (current.count > indent.count ? " " : "") + word
  }
  if current.count > indent.count { lines.append(current) }
  return lines
}
