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
  private let domains: ActionDomains
  private let enabled: Set<ActionKind>

  public init(seed: UInt64, weights: ActionWeights, domains: ActionDomains, swarm: Bool = true) {
    var random = RandomSource(seed: seed)
    var enabled: Set<ActionKind> = []
    if swarm {
      for kind in ActionKind.allCases where random.chance(1, in: 2) { enabled.insert(kind) }
    }
    if enabled.isEmpty { enabled = Set(ActionKind.allCases) }
    self.random = random
    self.weights = weights
    self.domains = domains
    self.enabled = enabled
  }

  /// The next action, or nil if the world affords nothing.
  public mutating func next(in world: World) -> Action? {
    let all = world.choices(domains)
    var choices = all.filter { enabled.contains($0.kind) && weights[$0.kind] > 0 }
    if choices.isEmpty { choices = all.filter { weights[$0.kind] > 0 } }
    let total = choices.reduce(0) { $0 + weights[$1.kind] }
    guard total > 0 else { return nil }
    var pick = random.next(below: total)
    for choice in choices {
      let weight = weights[choice.kind]
      if pick < weight { return choice.options[random.next(below: choice.options.count)] }
      pick -= weight
    }
    return nil
  }
}
