import BridgeModel
import BridgeProperties

/// What shrinking produced.
public struct ShrinkResult: Sendable {
  /// The minimal actions; the last one violates the property.
  public let actions: [Action]
  /// The violation the minimal actions produce.
  public let violation: Violation
  /// Whether deleting any single action was tried and none still violates (1-minimal, G1).
  public let isCertified: Bool
  /// Whether every shorter action list was tried and none breaks the property.
  public let isShortest: Bool
  /// Candidate runs made (cache hits not counted).
  public let candidatesRun: Int
  /// Set when the candidate budget ran out before a fixed point.
  public let budgetExhausted: Bool
}

/// Shrinks a failing action list to a certified 1-minimal one that breaks the same property.
///
/// Passes, repeated to a fixed point (engine.md §3.6):
/// 1. truncate after the violating step;
/// 2. chunk deletion, halving chunk sizes down to single actions (ddmin);
/// 3. payload lowering: each argument toward the simplest value of its domain;
/// then, for short traces, an exhaustive search of every shorter list (bounded):
/// a shorter trace found there is shrunk again, and otherwise the length is
/// proven minimal. A candidate counts only if it breaks the *same* property (G4, no slippage);
/// actions no longer possible at their point are skipped and dropped. No
/// randomness is used (G5), and results are cached by candidate.
public struct Shrinker {
  let execution: Execution
  let property: PropertyID
  let maxCandidates: Int
  private var cache: [[Action]: [Action]?] = [:]
  private var candidatesRun = 0
  private var lowering: PayloadLowering

  /// Replays the exhaustive search of shorter traces may make.
  let searchBudget: Int

  public init(
    _ execution: Execution, property: PropertyID, maxCandidates: Int = 20_000, searchBudget: Int = 20_000
  ) {
    self.searchBudget = searchBudget
    self.execution = execution
    self.property = property
    self.maxCandidates = maxCandidates
    self.lowering = PayloadLowering(execution.scenario)
  }

  /// Shrinks `actions`, which must break `property`. Nil if they do not.
  public mutating func shrink(_ actions: [Action]) -> ShrinkResult? {
    guard var current = reproduce(actions) else { return nil }
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
      let search = MinimumSearch(execution, property: property)
        .search(maxDepth: current.count - 1, budget: searchBudget)
      candidatesRun += search.replays
      if let shorter = search.shortest, let kept = reproduce(shorter) {
        current = kept
        continue
      }
      isShortest = search.isComplete
      break
    }
    let certified = !exhausted && certify(current)
    guard let final = reproduceWithViolation(current) else { return nil }
    return ShrinkResult(
      actions: final.actions, violation: final.violation, isCertified: certified, isShortest: isShortest,
      candidatesRun: candidatesRun, budgetExhausted: exhausted)
  }

  private var exhausted: Bool { candidatesRun >= maxCandidates }

  /// The executed prefix of `candidate` if it breaks the property, else nil.
  mutating func reproduce(_ candidate: [Action]) -> [Action]? {
    if let known = cache[candidate] { return known }
    candidatesRun += 1
    let result = execution.replay(candidate)
    let outcome = result.violation?.property == property ? result.actions : nil
    cache[candidate] = outcome
    return outcome
  }

  private func reproduceWithViolation(_ actions: [Action]) -> (actions: [Action], violation: Violation)? {
    let result = execution.replay(actions)
    guard let violation = result.violation, violation.property == property else { return nil }
    return (result.actions, violation)
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
