import BridgeModel

/// Which behaviour profiles a fuzz run uses.
nonisolated public enum ProfileSampling: String, Sendable, CaseIterable {
  /// The scenario's profile (the documented defaults unless the scenario changes a knob).
  case `default`
  /// A profile drawn for each sequence from the knobs' values: where fidelity.md has a "?",
  /// a default is a guess, and a guess must not decide a verdict alone.
  case all
}

nonisolated extension BehaviourProfile {
  /// The profile of one sequence under `ProfileSampling.all`: a quarter of the sequences keep
  /// `base` whole; in the others each knob keeps its value with probability 3/4, else takes
  /// one of its other values, uniformly. `base`'s values (the documented defaults) stay the
  /// most likely, and every value of every knob is reached. The same seed draws the same.
  public static func drawn(from base: BehaviourProfile, seed: UInt64) -> BehaviourProfile {
    var random = RandomSource(seed: seed ^ 0x5052_4F46_494C_4553)
    guard !random.chance(1, in: 4) else { return base }
    var profile = base
    for knob in base.knobs where random.chance(1, in: 4) {
      let others = knob.allowed.filter { $0 != knob.value }
      guard !others.isEmpty else { continue }
      try? profile.set(knob.name, to: others[random.next(below: others.count)])
    }
    return profile
  }

  /// The knobs whose value differs from `base`'s, as `name = value`, in declaration order.
  public func differences(from base: BehaviourProfile) -> [String] {
    zip(knobs, base.knobs).compactMap { mine, theirs in
      mine.value == theirs.value ? nil : "\(mine.name) = \(mine.value)"
    }
  }
}
