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
    let choices = world.choices()
    var total = 0
    for choice in choices where enabled[choice.kind.index] { total += weights[choice.kind] }
    let swarmed = total > 0
    if !swarmed {
      for choice in choices { total += weights[choice.kind] }
    }
    guard total > 0 else { return nil }
    var pick = random.next(below: total)
    for choice in choices where !swarmed || enabled[choice.kind.index] {
      let weight = weights[choice.kind]
      if pick < weight { return choice.option(random.next(below: choice.count)) }
      pick -= weight
    }
    return nil
  }
}
