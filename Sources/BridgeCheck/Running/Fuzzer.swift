import BridgeModel
import BridgeProperties

/// The budget and seed of a fuzzing run.
nonisolated public struct FuzzOptions: Sendable {
  public var seed: UInt64 = 1
  public var sequences = 10_000
  public var maxSteps = 50
  /// A wall-clock cap on the whole run, shrinking included; when it is hit, fewer sequences
  /// run (the counts say how many) and a shrink in progress stops where it is.
  public var timeLimit: Duration?
  public var shrink = true
  /// Ends the run at the first sequence that breaks a property (the behaviour before every
  /// distinct finding was reported).
  public var stopAtFirst = false
  /// Which behaviour profiles sequences run under (nil: the scenario's choice,
  /// `Scenario.profiles(_:)`).
  public var profiles: ProfileSampling?
  /// The run's sequences are the indices `firstSequence`, `firstSequence + sequenceStride`, …
  /// (a campaign's batches and shards); each index's seed is `SplitMix64.seed(of: index, in:
  /// seed)`, so a sequence is the same whichever run reaches it.
  public var firstSequence = 0
  public var sequenceStride = 1
  /// Findings already found elsewhere (a campaign's earlier rounds): counted, not shrunk.
  public var alreadyFound: [FindingKey] = []
  public init() {}
}

/// One distinct way the scenario breaks: a property and a signature, with its minimal steps.
public struct Finding: Sendable {
  /// The property and the signature.
  public let key: FindingKey
  /// The behaviour profile its steps need (the scenario's, unless a knob had to differ).
  public let profile: BehaviourProfile
  /// The violation the reported steps give.
  public let violation: Violation
  /// The actions of the sequence that first broke it this way, up to the violating step.
  public let original: [Action]
  /// The shrunk trace, when shrinking ran.
  public let shrunk: ShrinkResult?
  /// The index of that sequence.
  public let sequence: Int
  /// In how many sequences it broke this way.
  public internal(set) var sequences: Int
  /// Wall time spent shrinking it.
  public let shrinkTime: Duration
  /// The other findings its steps break before it, in order.
  public let precededBy: [FindingKey]
  /// Findings whose minimal steps break this one first: the same bug seen through another
  /// property (a leaked coordinator keeps its controllers alive; a timer left after dismantle
  /// fires for a dismantled view). They are shown with it, not as findings of their own.
  public internal(set) var consequences: [Finding] = []

  public var property: PropertyID { key.property }
  public var signature: Signature { key.signature }
  public var severity: Severity { violation.severity }
  /// The minimal (or, without shrinking, the original) failing actions.
  public var steps: [Action] { shrunk?.actions ?? original }

  /// The knob values the finding needs, with every value of each knob that breaks it
  /// (`touchesDuringTransition = outgoingOnly or all`); empty under the documented behaviour.
  public func profileConditions(_ scenario: Scenario) -> [String] {
    shrunk?.profileConditions ?? profile.differences(from: scenario.profile)
  }
}

/// How often an acknowledged property broke.
public struct AcknowledgedCount: Sendable, Equatable {
  public let property: PropertyID
  public let because: String
  /// The sequences in which it broke.
  public let sequences: Int
}

/// What fuzzing a scenario found.
public struct FuzzResult: Sendable {
  public let scenario: String
  public let seed: UInt64
  public let options: FuzzOptions
  /// Every distinct finding, most severe first (see `Finding.ranked`); the findings that are
  /// consequences of another are inside it (`Finding.consequences`).
  public let findings: [Finding]
  /// The scenario's acknowledged properties, and in how many sequences each broke (maybe 0).
  public let acknowledged: [AcknowledgedCount]
  public let sequencesRun: Int
  public let stepsRun: Int
  /// Wall time spent generating (finding) and shrinking.
  public let findTime: Duration
  public let shrinkTime: Duration
  /// Whether the time limit stopped the run early.
  public let timedOut: Bool
  /// What in the scenario checked nothing: a `.domain` naming no state, a `.mirror` whose view
  /// never showed up. Each is an error to fix in the scenario, whatever the findings.
  public let problems: [String]

  /// The first finding's violation (the most severe), if any.
  public var violation: Violation? { findings.first?.violation }
  /// The first finding's actions as generated.
  public var original: [Action] { findings.first?.original ?? [] }
  /// The first finding's shrunk trace.
  public var shrunk: ShrinkResult? { findings.first?.shrunk }
  /// The index of the sequence that first broke the first finding.
  public var failingSequence: Int? { findings.first?.sequence }
  /// The first finding's minimal steps.
  public var steps: [Action] { findings.first?.steps ?? [] }
  /// The properties found broken, each once, in the order of the findings.
  public var properties: [PropertyID] {
    var ids: [PropertyID] = []
    for finding in findings where !ids.contains(finding.property) { ids.append(finding.property) }
    return ids
  }
}

/// Runs generated sequences to the end of the budget, collects every distinct finding, and
/// shrinks each on its own.
///
/// A finding is a property and a signature (`Violation.signature`). The first sequence that
/// breaks a property in a new way is shrunk, locked on that property and signature; later
/// sequences that break it the same way only add to its count. A sequence goes on after a
/// violation, so a bug that is easy to hit does not hide the others. With `stopAtFirst` the
/// run ends at the first violating sequence.
public struct Fuzzer {
  public let scenario: Scenario
  public let options: FuzzOptions
  /// Called with each sequence's index before it runs (a campaign's worker reports it, so a
  /// crash or a hang is pinned to its sequence).
  var willRun: ((Int) -> Void)?
  /// Called before a new finding is shrunk (a shrink runs many candidates with no sequence
  /// between them: a campaign gives a shrinking worker longer before it calls it hung).
  var willShrink: ((FindingKey) -> Void)?

  public init(_ scenario: Scenario, options: FuzzOptions) {
    self.scenario = scenario
    self.options = options
  }

  public func run() -> FuzzResult {
    let execution = Execution(scenario)
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = options.timeLimit.map { start + $0 }
    var steps = 0
    var sequences = 0
    var timedOut = false
    var findings: [Finding] = []
    var acknowledgedSequences = [Int](repeating: 0, count: scenario.acknowledgements.count)
    var shrinkTime = Duration.zero
    var usage = ScenarioUsage(scenario)
    let sampling = options.profiles ?? scenario.profileSampling
    while sequences < options.sequences {
      if let deadline, clock.now >= deadline {
        timedOut = true
        break
      }
      let index = options.firstSequence + sequences * options.sequenceStride
      willRun?(index)
      let seed = SplitMix64.seed(of: index, in: options.seed)
      let profile = sampling == .all ? BehaviourProfile.drawn(from: scenario.profile, seed: seed) : scenario.profile
      let result = execution.generate(
        seed: seed, maxSteps: options.maxSteps, profile: profile, stopAtFirst: options.stopAtFirst, deadline: deadline)
      sequences += 1
      steps += result.actions.count
      usage.note(result.world, coverage: execution.mirrorCoverage)
      for property in result.acknowledged {
        if let index = scenario.acknowledgements.firstIndex(where: { $0.property == property }) {
          acknowledgedSequences[index] += 1
        }
      }
      for violation in result.violations {
        if let index = findings.firstIndex(where: { $0.key == violation.key }) {
          findings[index].sequences += 1
          continue
        }
        let shrinkStart = clock.now
        let finding = found(
          violation, in: Array(result.actions.prefix(Int(violation.step))), profile: profile,
          known: findings.map(\.key), execution: execution, deadline: deadline)
        let spent = clock.now - shrinkStart
        shrinkTime += spent
        let before = finding.shrunk?.precededBy ?? result.violations.prefix { $0.key != violation.key }.map(\.key)
        findings.append(
          Finding(
            key: finding.violation.key, profile: finding.shrunk?.profile ?? profile, violation: finding.violation,
            original: finding.original,
            shrunk: finding.shrunk, sequence: index, sequences: 1, shrinkTime: spent,
            precededBy: before))
      }
      if options.stopAtFirst, !findings.isEmpty { break }
    }
    if let deadline, clock.now >= deadline, sequences < options.sequences { timedOut = true }
    // Every acknowledgement, broken or not: a count of 0 says it is in effect and did not fire.
    let acknowledged = scenario.acknowledgements.indices.map { index in
      let acknowledgement = scenario.acknowledgements[index]
      return AcknowledgedCount(
        property: acknowledgement.property, because: acknowledgement.because, sequences: acknowledgedSequences[index])
    }
    return FuzzResult(
      scenario: scenario.name, seed: options.seed, options: options,
      findings: Finding.ranked(Finding.groupingConsequences(findings)),
      acknowledged: acknowledged, sequencesRun: sequences, stepsRun: steps,
      findTime: clock.now - start - shrinkTime, shrinkTime: shrinkTime, timedOut: timedOut,
      problems: sequences == 0 ? [] : usage.problems(coverage: execution.mirrorCoverage, sequences: sequences))
  }

  /// Shrinks a new finding (when shrinking is on); the violation its minimal steps give.
  private func found(
    _ violation: Violation, in actions: [Action], profile: BehaviourProfile, known: [FindingKey],
    execution: Execution, deadline: ContinuousClock.Instant?
  ) -> (violation: Violation, original: [Action], shrunk: ShrinkResult?) {
    guard options.shrink, !options.alreadyFound.contains(violation.key) else { return (violation, actions, nil) }
    willShrink?(violation.key)
    var shrinker = Shrinker(execution, finding: violation.key, profile: profile, deadline: deadline)
    guard let shrunk = shrinker.shrink(actions, consequenceOf: known) else { return (violation, actions, nil) }
    return (shrunk.violation, actions, shrunk)
  }
}

extension Finding {
  /// Puts each finding whose minimal steps break another finding first under that one (or
  /// under what that one is a consequence of), as its consequence; the rest stay, in order.
  /// Where findings would be each other's cause, the one found first stays.
  static func groupingConsequences(_ findings: [Finding]) -> [Finding] {
    // The first finding each one's steps break before it.
    var causeOf = findings.indices.map { index -> Int? in
      for cause in findings[index].precededBy {
        if let causeIndex = findings.firstIndex(where: { $0.key == cause }), causeIndex != index { return causeIndex }
      }
      return nil
    }
    // Follow each chain to its root; a chain that comes back on itself ends at its earliest finding.
    var root = Array(findings.indices)
    for index in findings.indices {
      var path = [index]
      var current = index
      while let next = causeOf[current], !path.contains(next) {
        path.append(next)
        current = next
      }
      if let next = causeOf[current], let start = path.firstIndex(of: next) {
        let earliest = path[start...].min() ?? next
        causeOf[earliest] = nil
        current = earliest
      }
      root[index] = current
    }
    var grouped: [Finding] = []
    for index in findings.indices where root[index] == index {
      var finding = findings[index]
      for other in findings.indices where other != index && root[other] == index {
        finding.consequences.append(findings[other])
      }
      grouped.append(finding)
    }
    return grouped
  }

  /// Findings in the order reports show them: most severe first (a UIKit exception, then a
  /// hang, then state that disagrees with the screen, then leaks, then misuse), then by the
  /// property's place in `Properties.all`, then in the order they were found.
  static func ranked(_ findings: [Finding]) -> [Finding] {
    let order = Properties.ids
    return findings.enumerated().sorted { a, b in
      let rankA = (a.element.severity.rawValue, order.firstIndex(of: a.element.property) ?? order.count, a.offset)
      let rankB = (b.element.severity.rawValue, order.firstIndex(of: b.element.property) ?? order.count, b.offset)
      return rankA < rankB
    }.map(\.element)
  }
}

/// What a fuzz run saw of the scenario's declarations: the states that existed (for its
/// `.domain`s) and the represented UIKit views on screen (for its `.mirror`s).
struct ScenarioUsage {
  private let scenario: Scenario
  private var states: [String] = []
  private var viewTypes: [String] = []

  init(_ scenario: Scenario) { self.scenario = scenario }

  /// Notes a finished run's world (only while a declaration is still unexplained).
  mutating func note(_ world: World, coverage: MirrorCoverage) {
    if !scenario.domains.isEmpty || !scenario.statesDrivenByUI.isEmpty {
      for location in world.stateLocations where !states.contains(location.name) { states.append(location.name) }
    }
    if coverage.reached.contains(where: { $0 != .matches }) {
      for type in world.onScreenRepresentedTypeNames where !viewTypes.contains(type) { viewTypes.append(type) }
    }
  }

  func problems(coverage: MirrorCoverage, sequences: Int) -> [String] {
    var problems: [String] = []
    for name in scenario.domains.keys.sorted() where !states.contains(name) {
      let known = states.isEmpty ? "it has no @State" : "its states are " + states.sorted().joined(separator: ", ")
      problems.append(
        "`.domain(\"\(name)\", …)` names no state of \(scenario.name), so it changes nothing: \(known). "
          + "(In an app set up by UIKit code, a hosted screen's states are named `Screen.name`.)")
    }
    for name in scenario.statesDrivenByUI where !states.contains(name) {
      let known = states.isEmpty ? "it has no @State" : "its states are " + states.sorted().joined(separator: ", ")
      problems.append("`.drivenByUI(\"\(name)\")` names no state of \(scenario.name), so it changes nothing: \(known).")
    }
    for (index, mirror) in scenario.mirrors.enumerated() {
      let seen = viewTypes.isEmpty ? "none was" : viewTypes.sorted().joined(separator: ", ") + " were"
      switch coverage.reached[index] {
      case .noView:
        problems.append(
          "`.mirror` of \(mirror.label) checked nothing: no \(mirror.viewType) made by a representable was on screen "
            + "once the world settled, in \(sequences) sequences (of the represented views, \(seen)).")
      case .noRoot:
        problems.append(
          "`.mirror` of \(mirror.label) checked nothing: the \(mirror.viewType)s on screen were never inside a SwiftUI "
            + "view of type \(mirror.rootType), whose state it reads, in \(sequences) sequences.")
      default: break
      }
    }
    return problems
  }
}
