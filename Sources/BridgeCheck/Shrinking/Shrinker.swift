import BridgeModel
import BridgeProperties

/// What shrinking produced.
public struct ShrinkResult: Sendable {
  /// The minimal actions; the last one violates the property.
  public let actions: [Action]
  /// The violation the minimal actions produce.
  public let violation: Violation
  /// The other findings the minimal actions break before this one, in order.
  public let precededBy: [FindingKey]
  /// The behaviour profile the minimal actions need: the one they started under, with every
  /// knob that is not needed set back to the execution's (the scenario's) value.
  public let profile: BehaviourProfile
  /// For each knob the minimal steps need, every value of it under which they break the
  /// finding (`touchesDuringTransition = outgoingOnly or all`), in declaration order; empty
  /// when the documented behaviour breaks it.
  public let profileConditions: [String]
  /// Whether deleting any single action was tried and none still violates (1-minimal, G1).
  public let isCertified: Bool
  /// Whether every shorter action list was tried and none breaks the property.
  public let isShortest: Bool
  /// Candidate runs made (cache hits not counted).
  public let candidatesRun: Int
  /// Set when the candidate budget ran out before a fixed point.
  public let budgetExhausted: Bool
}

/// Shrinks a failing action list to a certified 1-minimal one that breaks the same property
/// with the same signature (one finding).
///
/// Passes, repeated to a fixed point (engine.md §3.6):
/// 1. truncate after the violating step;
/// 2. chunk deletion, halving chunk sizes down to single actions (ddmin);
/// 3. payload lowering: each argument toward the simplest value of its domain;
/// then, for short traces, an exhaustive search of every shorter list (bounded):
/// a shorter trace found there is shrunk again, and otherwise the length is
/// proven minimal. A candidate counts only if it breaks the *same* property with the same
/// signature (G4, no slippage; violations of other findings on the way do not count and do
/// not stop the candidate);
/// actions no longer possible at their point are skipped and dropped. No
/// randomness is used (G5), and results are cached by candidate.
public struct Shrinker {
  let execution: Execution
  let finding: FindingKey
  let maxCandidates: Int
  /// Shrinking stops here (the run's `--time`), uncertified, with what it has.
  let deadline: ContinuousClock.Instant?
  private var cache: [[Action]: [Action]?] = [:]
  /// The profile candidates run under (nil: the execution's); lowered toward it while shrinking.
  private var profile: BehaviourProfile?
  private var candidatesRun = 0
  /// Replays of the exhaustive search: it has its own budget, so a search that runs out does
  /// not stop the deletions or the certificate.
  private var searchReplays = 0
  private var lowering: PayloadLowering

  /// Replays the exhaustive search of shorter traces may make.
  let searchBudget: Int

  public init(
    _ execution: Execution, finding: FindingKey, profile: BehaviourProfile? = nil, maxCandidates: Int = 20_000,
    searchBudget: Int = 20_000, deadline: ContinuousClock.Instant? = nil
  ) {
    self.profile = profile == execution.profile ? nil : profile
    self.searchBudget = searchBudget
    self.execution = execution
    self.finding = finding
    self.maxCandidates = maxCandidates
    self.deadline = deadline
    self.lowering = PayloadLowering(execution.scenario)
  }

  /// Shrinks `actions`, which must break the finding. Nil if they do not.
  ///
  /// - Parameter consequenceOf: findings already known; if the deleted-down trace breaks one of
  ///   them first, the finding will be shown as its consequence, and the costly search for a
  ///   shorter trace is skipped (the trace is still 1-minimal).
  public mutating func shrink(_ actions: [Action], consequenceOf known: [FindingKey] = []) -> ShrinkResult? {
    guard var current = reproduce(actions) else { return nil }
    lowerProfile(current)
    var isShortest = false
    while true {
      var progressed = true
      while progressed, !exhausted {
        progressed = false
        if deleteChunks(&current) { progressed = true }
        if lowerPayloads(&current) { progressed = true }
      }
      guard !exhausted, !current.isEmpty else {
        isShortest = current.isEmpty
        break
      }
      if !known.isEmpty, let preceded = reproduceWithViolation(current)?.precededBy,
        preceded.contains(where: { known.contains($0) })
      {
        break
      }
      let search = MinimumSearch(execution, finding: finding, profile: profile)
        .search(maxDepth: current.count - 1, budget: searchBudget, deadline: deadline)
      searchReplays += search.replays
      if let shorter = search.shortest, let kept = reproduce(shorter) {
        current = kept
        continue
      }
      isShortest = search.isComplete
      break
    }
    if lowerProfile(current) { isShortest = false }
    let certified = !exhausted && certify(current)
    guard let final = reproduceWithViolation(current) else { return nil }
    let conditions = profileConditions(final.actions)
    return ShrinkResult(
      actions: final.actions, violation: final.violation, precededBy: final.precededBy,
      profile: profile ?? execution.profile, profileConditions: conditions, isCertified: certified,
      isShortest: isShortest,
      candidatesRun: candidatesRun + searchReplays, budgetExhausted: exhausted)
  }

  private var exhausted: Bool {
    candidatesRun >= maxCandidates || (deadline.map { ContinuousClock.now >= $0 } ?? false)
  }

  /// Sets each knob that differs from the execution's profile back to its value, in
  /// declaration order, where `actions` still break the finding without it. Returns whether
  /// the profile changed.
  @discardableResult
  private mutating func lowerProfile(_ actions: [Action]) -> Bool {
    guard let current = profile else { return false }
    var lowered = current
    for (mine, base) in zip(current.knobs, execution.profile.knobs) where mine.value != base.value {
      var candidate = lowered
      try? candidate.set(mine.name, to: base.value)
      candidatesRun += 1
      if execution.replay(actions, until: finding, profile: candidate).violation != nil { lowered = candidate }
    }
    guard lowered != current else { return false }
    profile = lowered == execution.profile ? nil : lowered
    cache.removeAll()
    return true
  }

  /// For each knob the profile needs (differs from the execution's), the values of it, in the
  /// knob's order, under which `actions` break the finding: the one kept and every other one
  /// that also does (the documented value does not, or lowering would have kept it).
  private mutating func profileConditions(_ actions: [Action]) -> [String] {
    guard let current = profile else { return [] }
    var conditions: [String] = []
    for (mine, base) in zip(current.knobs, execution.profile.knobs) where mine.value != base.value {
      var values: [String] = []
      for value in mine.allowed where value != base.value {
        if value == mine.value {
          values.append(value)
          continue
        }
        var candidate = current
        try? candidate.set(mine.name, to: value)
        candidatesRun += 1
        if execution.replay(actions, until: finding, profile: candidate).violation != nil { values.append(value) }
      }
      conditions.append("\(mine.name) = " + values.joined(separator: " or "))
    }
    return conditions
  }

  /// The executed prefix of `candidate` if it breaks the finding, else nil.
  mutating func reproduce(_ candidate: [Action]) -> [Action]? {
    if let known = cache[candidate] { return known }
    candidatesRun += 1
    let result = execution.replay(candidate, until: finding, profile: profile)
    let outcome = result.violation != nil ? result.actions : nil
    cache[candidate] = outcome
    return outcome
  }

  private func reproduceWithViolation(_ actions: [Action])
    -> (actions: [Action], violation: Violation, precededBy: [FindingKey])?
  {
    let result = execution.replay(actions, until: finding, profile: profile)
    guard let violation = result.violation else { return nil }
    let before = result.violations.prefix { $0.key != finding }.map(\.key)
    return (result.actions, violation, Array(before))
  }

  /// Deletes chunks of halving size; keeps every deletion that still breaks the property.
  private mutating func deleteChunks(_ current: inout [Action]) -> Bool {
    var progressed = false
    var size = max(1, current.count / 2)
    while true {
      var start = 0
      while start + size <= current.count, !exhausted {
        var candidate = current
        candidate.removeSubrange(start..<(start + size))
        if let kept = reproduce(candidate) {
          current = kept
          progressed = true
        } else {
          start += 1
        }
      }
      if size == 1 { break }
      size = max(1, size / 2)
    }
    return progressed
  }

  /// Lowers each action's payload toward the simplest value that still breaks the property.
  private mutating func lowerPayloads(_ current: inout [Action]) -> Bool {
    var progressed = false
    var index = 0
    while index < current.count, !exhausted {
      var lowered = false
      for simpler in lowering.simpler(than: current[index]) {
        var candidate = current
        candidate[index] = simpler
        if let kept = reproduce(candidate) {
          current = kept
          lowered = true
          progressed = true
          break
        }
      }
      if !lowered { index += 1 }
    }
    return progressed
  }

  /// Checks that no single deletion still breaks the property (G1).
  private mutating func certify(_ actions: [Action]) -> Bool {
    for index in actions.indices {
      var candidate = actions
      candidate.remove(at: index)
      if reproduce(candidate) != nil { return false }
    }
    return true
  }
}
