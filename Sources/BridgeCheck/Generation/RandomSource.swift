/// The engine's own random source: xoshiro256**, seeded through SplitMix64.
///
/// Never the system's: the same seed gives the same draws on every machine.
nonisolated public struct RandomSource: Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  public init(seed: UInt64) {
    var mixer = SplitMix64(seed)
    state = (mixer.next(), mixer.next(), mixer.next(), mixer.next())
  }

  public mutating func next() -> UInt64 {
    let result = rotate(state.1 &* 5, 7) &* 9
    let t = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= t
    state.3 = rotate(state.3, 45)
    return result
  }

  /// A uniform integer in `0..<bound` (Lemire's method, unbiased).
  public mutating func next(below bound: Int) -> Int {
    precondition(bound > 0, "bound must be positive")
    let range = UInt64(bound)
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold { product = next().multipliedFullWidth(by: range) }
    }
    return Int(product.high)
  }

  /// `true` with probability `numerator / denominator`.
  public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    next(below: denominator) < numerator
  }

  private func rotate(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}

/// SplitMix64: seeds streams, and derives one seed per sequence from the run's seed.
nonisolated public struct SplitMix64: Sendable {
  private var state: UInt64
  public init(_ seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// The seed of sequence `index` of a run seeded with `seed`.
  public static func seed(of index: Int, in seed: UInt64) -> UInt64 {
    var mixer = SplitMix64(seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    return mixer.next()
  }
}
