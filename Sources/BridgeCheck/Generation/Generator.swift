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
    let total = swarmed ? swarmTotal : allTotal
    guard total > 0 else { return nil }
    var pick = random.next(below: total)
    for index in choices.indices where !swarmed || enabled[choices[index].kind.index] {
      let weight = weights[choices[index].kind]
      if pick < weight { return choices[index].option(random.next(below: choices[index].count)) }
      pick -= weight
    }
    return nil
  }

  /// The weights of the current choices: of the swarm's families, and of all (drawn from
  /// when none of the swarm's is possible now). Kept until the world's choices change.
  private var swarmTotal = 0
  private var allTotal = 0
  private var swarmed: Bool { swarmTotal > 0 }
  private var totalsGeneration = -1

  private mutating func computeTotals(_ choices: [ActionChoice], _ generation: Int) {
    // By index: iterating the elements would copy each choice's payloads.
    swarmTotal = 0
    allTotal = 0
    for index in choices.indices {
      let kind = choices[index].kind
      let weight = weights[kind]
      allTotal += weight
      if enabled[kind.index] { swarmTotal += weight }
    }
    totalsGeneration = generation
  }
}
