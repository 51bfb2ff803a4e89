import BridgeCheck
import Foundation

/// The budget of an `expectHolds` call, which the environment can change for a whole test run,
/// as Hypothesis's settings profiles do: the same `swift test` runs quick on a laptop and long
/// at night.
///
/// - `BRIDGECHECK_SEQUENCES=N`: every call runs N sequences, whatever it asks for.
/// - `BRIDGECHECK_SEED=N` (decimal, or hex with 0x): every call uses this seed.
/// - `BRIDGECHECK_TIME=SECONDS`: every call stops after this much wall time (then fewer
///   sequences may run; the report says how many ran).
struct Budget: Equatable {
  var seed: UInt64
  var sequences: Int
  var time: Duration?
  /// The variables that set it, as a shell prefix (`BRIDGECHECK_SEED=7 `), for the command
  /// that reproduces a finding; empty when none did.
  var prefix = ""
  /// What was wrong with a variable (the call's own value is used instead).
  var problems: [String] = []

  /// The call's budget, changed by the variables `environment` sets.
  init(seed: UInt64, sequences: Int, environment: [String: String]) {
    self.seed = seed
    self.sequences = sequences
    if let text = environment["BRIDGECHECK_SEQUENCES"] {
      if let number = Int(text), number > 0 {
        self.sequences = number
        prefix += "BRIDGECHECK_SEQUENCES=\(number) "
      } else {
        problems.append("BRIDGECHECK_SEQUENCES must be a whole number greater than 0, not `\(text)`; used \(sequences)")
      }
    }
    if let text = environment["BRIDGECHECK_SEED"] {
      if let parsed = parseSeed(text) {
        self.seed = parsed
        prefix += "BRIDGECHECK_SEED=\(text) "
      } else {
        problems.append(
          "BRIDGECHECK_SEED must be a whole number (decimal, or hex like 0x2545F4914F6CDD1D), not `\(text)`; used \(seed)"
        )
      }
    }
    if let text = environment["BRIDGECHECK_TIME"] {
      if let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 31_536_000 {
        time = .nanoseconds(Int64((seconds * 1e9).rounded()))
        prefix += "BRIDGECHECK_TIME=\(text) "
      } else {
        problems.append(
          "BRIDGECHECK_TIME must be a number of seconds greater than 0, not `\(text)`; no time limit used")
      }
    }
  }
}
