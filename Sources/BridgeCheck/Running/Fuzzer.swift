import BridgeModel
import BridgeProperties

/// The budget and seed of a fuzzing run.
nonisolated public struct FuzzOptions: Sendable {
  public var seed: UInt64 = 1
  public var sequences = 10_000
  public var maxSteps = 50
  /// A wall-clock cap; when it is hit, fewer sequences run (the counts say how many).
  public var timeLimit: Duration?
  public var shrink = true
  public init() {}
}

/// What fuzzing a scenario found.
public struct FuzzResult: Sendable {
  public let scenario: String
  public let seed: UInt64
  /// The violation, if one was found (the shrunk one when shrinking ran).
  public let violation: Violation?
  /// The actions of the failing sequence as generated.
  public let original: [Action]
  /// The shrunk trace, when shrinking ran.
  public let shrunk: ShrinkResult?
  /// The index of the sequence that failed.
  public let failingSequence: Int?
  public let sequencesRun: Int
  public let stepsRun: Int
  /// Wall time to find the violation (or to run the whole budget) and to shrink it.
  public let findTime: Duration
  public let shrinkTime: Duration
  /// Whether the time limit stopped the run early.
  public let timedOut: Bool

  /// The minimal (or, without shrinking, the original) failing actions.
  public var steps: [Action] { shrunk?.actions ?? original }
}

/// Runs generated sequences until a property breaks or the budget is spent, then shrinks.
public struct Fuzzer {
  public let scenario: Scenario
  public let options: FuzzOptions

  public init(_ scenario: Scenario, options: FuzzOptions) {
    self.scenario = scenario
    self.options = options
  }

  public func run() -> FuzzResult {
    let execution = Execution(scenario)
    let clock = ContinuousClock()
    let start = clock.now
    var steps = 0
    var sequences = 0
    var timedOut = false
    var found: (index: Int, result: RunResult)?
    while sequences < options.sequences {
      if let limit = options.timeLimit, clock.now - start >= limit {
        timedOut = true
        break
      }
      let seed = SplitMix64.seed(of: sequences, in: options.seed)
      let result = execution.generate(seed: seed, maxSteps: options.maxSteps)
      sequences += 1
      steps += result.actions.count
      if result.violation != nil {
        found = (sequences - 1, result)
        break
      }
    }
    let findTime = clock.now - start
    guard let found, let violation = found.result.violation else {
      return FuzzResult(
        scenario: scenario.name, seed: options.seed, violation: nil, original: [], shrunk: nil,
        failingSequence: nil, sequencesRun: sequences, stepsRun: steps, findTime: findTime,
        shrinkTime: .zero, timedOut: timedOut)
    }
    var shrunk: ShrinkResult?
    let shrinkStart = clock.now
    if options.shrink {
      var shrinker = Shrinker(execution, property: violation.property)
      shrunk = shrinker.shrink(found.result.actions)
    }
    return FuzzResult(
      scenario: scenario.name, seed: options.seed, violation: shrunk?.violation ?? violation,
      original: found.result.actions, shrunk: shrunk, failingSequence: found.index,
      sequencesRun: sequences, stepsRun: steps, findTime: findTime, shrinkTime: clock.now - shrinkStart,
      timedOut: timedOut)
  }
}
