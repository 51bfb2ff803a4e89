import BridgeModel

/// Draws the next action from what the world affords now.
///
/// Each sequence enables a random subset of action families (swarm testing),
/// so a sequence can dwell on a few kinds of interaction; a family is then
/// drawn by weight among the enabled families possible now, and a payload
/// uniformly among its options.
public struct Generator {
  private var random: RandomSource
  private let weights: ActionWeights
  /// The families this sequence may draw, by `ActionKind.index`.
  private let enabled: [Bool]

  public init(seed: UInt64, weights: ActionWeights, swarm: Bool = true) {
    var random = RandomSource(seed: seed)
    var enabled = [Bool](repeating: !swarm, count: ActionKind.allCases.count)
    if swarm {
      for kind in ActionKind.allCases where random.chance(1, in: 2) { enabled[kind.index] = true }
    }
    self.random = random
    self.weights = weights
    self.enabled = enabled
  }

  /// The next action, or nil if the world affords nothing.
  public mutating func next(in world: World) -> Action? {
    let (choices, generation) = world.choicesAndGeneration()
    if generation != totalsGeneration { computeTotals(choices, generation) }
    // The swarm's families when one of them is possible now, else all.
    let ends = swarmEnds.isEmpty ? allEnds : swarmEnds
    guard let total = ends.last?.end else { return nil }
    let pick = random.next(below: total)
    // The first drawable choice whose running total of weights exceeds the pick: a binary
    // search over the running totals (a screen of N rows affords N fields' choices).
    var low = 0
    var high = ends.count - 1
    while low < high {
      let middle = (low + high) / 2
      if ends[middle].end > pick { high = middle } else { low = middle + 1 }
    }
    let index = ends[low].choice
    return choices[index].option(random.next(below: choices[index].count))
  }

  private var totalsGeneration = -1
  /// For each drawable choice with a weight, in order: its index and the running total of
  /// weights up to and including it, of the swarm's families and of all (drawn from when none
  /// of the swarm's is possible now). Kept until the world's choices change.
  private var swarmEnds: [(choice: Int, end: Int)] = []
  private var allEnds: [(choice: Int, end: Int)] = []

  private mutating func computeTotals(_ choices: [ActionChoice], _ generation: Int) {
    // By index: iterating the elements would copy each choice's payloads.
    swarmEnds.removeAll(keepingCapacity: true)
    allEnds.removeAll(keepingCapacity: true)
    allEnds.reserveCapacity(choices.count)
    swarmEnds.reserveCapacity(choices.count)
    for index in choices.indices {
      let kind = choices[index].kind
      let weight = weights[kind]
      guard weight > 0 else { continue }
      allEnds.append((index, (allEnds.last?.end ?? 0) + weight))
      if enabled[kind.index] { swarmEnds.append((index, (swarmEnds.last?.end ?? 0) + weight)) }
    }
    totalsGeneration = generation
  }
}
