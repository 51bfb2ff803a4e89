import BridgeModel
import BridgeProperties

/// Finds the shortest action list breaking a finding (a property with a signature), by
/// iterative deepening.
///
/// It tries every action the world affords at each point (every family, every
/// payload of the scenario's domains), depth by depth. The shrinker runs it
/// below the length of its 1-minimal trace; the tests run it to check the
/// shrinker's lengths.
public struct MinimumSearch {
  let execution: Execution
  let finding: FindingKey
  /// The profile runs use (nil: the execution's).
  let profile: BehaviourProfile?

  public init(_ execution: Execution, finding: FindingKey, profile: BehaviourProfile? = nil) {
    self.execution = execution
    self.finding = finding
    self.profile = profile
  }

  /// What a bounded search found.
  public struct Outcome {
    /// The shortest failing list, if one of at most `maxDepth` actions exists.
    public let shortest: [Action]?
    /// Whether every list up to the depth searched was tried (false if the budget ran out).
    public let isComplete: Bool
    /// Replays made.
    public let replays: Int
  }

  /// The shortest failing action list of at most `maxDepth` actions, if one exists.
  public func shortest(maxDepth: Int) -> [Action]? {
    search(maxDepth: maxDepth, budget: .max).shortest
  }

  /// Searches lengths 0…`maxDepth` with at most `budget` replays.
  ///
  /// A first pass skips clock advances while nothing is scheduled: the world after one differs
  /// only in its time, which app code that never reads the clock cannot see, so any list with
  /// such a step fails only if the list without it does. If any run of the pass read the clock,
  /// the pass proves nothing and the search runs again without skipping.
  public func search(maxDepth: Int, budget: Int, deadline: ContinuousClock.Instant? = nil) -> Outcome {
    search(maxDepth: maxDepth, budget: budget, skippingIdleClock: true, deadline: deadline)
  }

  /// The search, with or without the first pass that skips idle clock advances (tests
  /// compare the two).
  public func search(
    maxDepth: Int, budget: Int, skippingIdleClock: Bool, deadline: ContinuousClock.Instant? = nil
  ) -> Outcome {
    var limits = Limits(budget: budget, deadline: deadline)
    guard skippingIdleClock else {
      var unused = false
      return search(maxDepth: maxDepth, limits: &limits, skipIdleClock: false, clockRead: &unused)
    }
    var clockRead = false
    let pruned = search(maxDepth: maxDepth, limits: &limits, skipIdleClock: true, clockRead: &clockRead)
    guard clockRead else { return pruned }
    var unused = false
    limits.budget = max(0, budget - pruned.replays)
    let full = search(maxDepth: maxDepth, limits: &limits, skipIdleClock: false, clockRead: &unused)
    return Outcome(shortest: full.shortest, isComplete: full.isComplete, replays: pruned.replays + full.replays)
  }

  /// What a search may spend: replays, and wall time.
  private struct Limits {
    var budget: Int
    let deadline: ContinuousClock.Instant?
    func allows(_ replays: Int) -> Bool {
      replays < budget && (deadline.map { ContinuousClock.now < $0 } ?? true)
    }
  }

  private func search(maxDepth: Int, limits: inout Limits, skipIdleClock: Bool, clockRead: inout Bool) -> Outcome {
    var replays = 0
    guard maxDepth >= 0 else { return Outcome(shortest: nil, isComplete: true, replays: 0) }
    for depth in 0...maxDepth {
      switch explore(
        [], remaining: depth, replays: &replays, limits: limits, skipIdleClock: skipIdleClock, clockRead: &clockRead)
      {
      case .found(let actions): return Outcome(shortest: actions, isComplete: true, replays: replays)
      case .exhausted, .clockRead: return Outcome(shortest: nil, isComplete: false, replays: replays)
      case .none: continue
      }
    }
    return Outcome(shortest: nil, isComplete: true, replays: replays)
  }

  private enum Step {
    case found([Action])
    case exhausted
    /// A run read the clock: the pass that skips idle clock advances must stop.
    case clockRead
    case none
  }

  private func explore(
    _ prefix: [Action], remaining: Int, replays: inout Int, limits: Limits, skipIdleClock: Bool,
    clockRead: inout Bool
  ) -> Step {
    guard limits.allows(replays) else { return .exhausted }
    replays += 1
    let result = execution.replay(prefix, until: finding, profile: profile)
    if skipIdleClock, result.world.clockReads > 0 {
      clockRead = true
      return .clockRead
    }
    guard result.actions.count == prefix.count else { return .none }
    if result.violation != nil { return remaining == 0 ? .found(prefix) : .none }
    // A halted world (UIKit raised, a bound was exceeded) takes no further steps.
    guard remaining > 0, !result.world.isHalted else { return .none }
    let world = result.world
    let idle = skipIdleClock && !world.hasScheduledWork
    for choice in world.choices() {
      if idle, choice.kind == .clock { continue }
      for option in choice.options {
        // Writing the value a state already has is a complete no-op (fidelity S4): any list
        // with it fails only if the list without it does, which a shallower depth tried.
        if case .set(let name, let value) = option, world.currentValueText(ofState: name) == value { continue }
        let step = explore(
          prefix + [option], remaining: remaining - 1, replays: &replays, limits: limits,
          skipIdleClock: skipIdleClock, clockRead: &clockRead)
        if case .none = step { continue }
        return step
      }
    }
    return .none
  }
}
