import BridgeModel
import BridgeProperties

/// `bridgecheck bench`: throughput, and time to find and shrink. Figures, never assertions.
enum BenchCommand {
  static let usage = """
    usage: bridgecheck bench [--scenario NAME…] [--sequences N] [--max-steps N] [--repeat N]
                             [--seeds N] [--profile KNOB=VALUE…] [--json]
      --sequences N   sequences timed per scenario (default 2000)
      --max-steps N   at most N steps per timed sequence (default 50, as `fuzz`); a world is
                      mounted per sequence, so longer sequences weigh the steps more
      --repeat N      times the throughput is measured; the median is reported (default 5)
      --seeds N       seeds per scenario expected to break (default 20)
      --profile KNOB=VALUE
                      time the sequences under this knob value instead of its default
                      (repeatable), e.g. to compare with a build whose defaults differed
    steps/s is – for a scenario that breaks during its first render: no step runs.
    Build with `swift build -c release` (or `swift run -c release bridgecheck bench`): a debug
    build is many times slower.

    """

  static func run(_ arguments: [String], _ context: CommandContext) throws(UsageError) -> Int32 {
    let scenarios = context.scenarios
    let console = context.console
    let args = try Arguments(
      arguments, valued: ["--scenario", "--sequences", "--max-steps", "--seeds", "--repeat", "--profile"],
      switches: ["--json"],
      usage: usage)
    try args.noPositional("bench")
    let names = args.all("--scenario")
    // A scenario that traps or hangs would end the benchmark: only a campaign runs it.
    let selected =
      names.isEmpty
      ? scenarios.filter { !$0.expectation.breaksProcess }
      : try BridgeCheckCommand.select(
        names, from: scenarios + names.compactMap { context.benchmarks($0) }, usage: usage)
    if let process = selected.first(where: { $0.expectation.breaksProcess }) {
      throw UsageError(
        message:
          "`\(process.name)` traps or hangs the process that runs it, so it cannot be benchmarked; fuzz it with `bridgecheck campaign --scenario \(process.name)`",
        usage: usage)
    }
    let sequences = try args.count("--sequences", default: 2000)
    let maxSteps = try args.count("--max-steps", default: FuzzOptions().maxSteps, maximum: 1_000_000)
    let seeds = try args.count("--seeds", default: 20)
    let repeats = try args.count("--repeat", default: 5)
    let profile = try knobs(args.all("--profile"))
    if !args.has("--json") {
      console.out("scenario                                  steps/s   sequences/s   median find   median shrink\n")
    }
    for scenario in selected {
      let measurement = measure(
        scenario, sequences: sequences, maxSteps: maxSteps, repeats: repeats, seeds: seeds, profile: profile)
      if args.has("--json") {
        console.out(measurement.json.text + "\n")
      } else {
        console.out(measurement.line + "\n")
      }
    }
    return 0
  }

  struct Measurement {
    let scenario: String
    let stepsPerSecond: Double
    let sequencesPerSecond: Double
    let medianFind: Duration?
    let medianShrink: Duration?
    let runs: Int

    var json: JSON {
      var pairs: [(String, JSON)] = [
        ("scenario", .string(scenario)),
        ("stepsPerSecond", .integer(Int(stepsPerSecond.rounded()))),
        ("sequencesPerSecond", .integer(Int(sequencesPerSecond.rounded()))),
      ]
      if let medianFind, let medianShrink {
        pairs.append(("medianFindMs", BridgeCheckCommand.milliseconds(medianFind)))
        pairs.append(("medianShrinkMs", BridgeCheckCommand.milliseconds(medianShrink)))
        pairs.append(("medianTotalMs", BridgeCheckCommand.milliseconds(medianFind + medianShrink)))
        pairs.append(("seeds", .integer(runs)))
      }
      return .object(pairs)
    }

    var line: String {
      func ms(_ duration: Duration?) -> String {
        guard let duration else { return "–" }
        let (seconds, atto) = duration.components
        let value = Double(seconds) * 1000 + Double(atto) / 1e15
        return String(format: "%.2f ms", value)
      }
      // A scenario that breaks during its first render runs no step: it has no step rate.
      let steps = stepsPerSecond > 0 ? String(format: "%10.0f", stepsPerSecond) : "–".leftPadded(10)
      return scenario.padding(toLength: 40, withPad: " ", startingAt: 0)
        + steps + String(format: "  %12.0f", sequencesPerSecond)
        + ms(medianFind).leftPadded(14) + ms(medianShrink).leftPadded(16)
    }
  }

  /// Each `KNOB=VALUE`, checked against the knobs and their values.
  static func knobs(_ assignments: [String]) throws(UsageError) -> [(knob: String, value: String)] {
    var profile = BehaviourProfile.default
    var result: [(knob: String, value: String)] = []
    for assignment in assignments {
      let pair = assignment.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2 else {
        throw UsageError(message: "`--profile` takes KNOB=VALUE, not `\(assignment)`", usage: usage)
      }
      do {
        try profile.set(pair[0], to: pair[1])
      } catch {
        switch error {
        case .unknownKnob(let name, let known):
          throw UsageError(
            message: "`--profile`: unknown knob `\(name)`; knobs: \(known.joined(separator: ", "))", usage: usage)
        case .badValue(let knob, let value, let allowed):
          throw UsageError(
            message:
              "`--profile`: `\(value)` is not a value of \(knob); it is one of \(allowed.joined(separator: ", "))",
            usage: usage)
        }
      }
      result.append((pair[0], pair[1]))
    }
    return result
  }

  /// Runs of the scenario under its own profile with the knobs set (checked by `knobs(_:)`).
  static func execution(of scenario: Scenario, knobs: [(knob: String, value: String)]) -> Execution {
    var profile = scenario.profile
    for (knob, value) in knobs { try? profile.set(knob, to: value) }
    return Execution(scenario, profile: profile)
  }

  static func measure(
    _ scenario: Scenario, sequences: Int, maxSteps: Int = FuzzOptions().maxSteps, repeats: Int, seeds: Int,
    profile knobs: [(knob: String, value: String)] = []
  ) -> Measurement {
    let clock = ContinuousClock()
    let execution = execution(of: scenario, knobs: knobs)
    // Throughput: generated sequences with every property checked, no shrinking; the
    // same sequences `repeats` times, the median time kept (the machine may be shared).
    var steps = 0
    var times: [Duration] = []
    for _ in 0..<repeats {
      steps = 0
      let start = clock.now
      for index in 0..<sequences {
        steps += execution.generate(seed: SplitMix64.seed(of: index, in: 1), maxSteps: maxSteps).actions.count
      }
      times.append(clock.now - start)
    }
    let elapsed = seconds(median(times))
    guard !scenario.expectation.properties.isEmpty else {
      return Measurement(
        scenario: scenario.name, stepsPerSecond: Double(steps) / elapsed,
        sequencesPerSecond: Double(sequences) / elapsed, medianFind: nil, medianShrink: nil, runs: 0)
    }
    var finds: [Duration] = []
    var shrinks: [Duration] = []
    for seed in 1...UInt64(seeds) {
      // Time to the first finding, as before findings were collected to the end of the budget.
      var options = FuzzOptions()
      options.seed = seed
      options.stopAtFirst = true
      let result = Fuzzer(scenario, options: options).run()
      finds.append(result.findTime)
      shrinks.append(result.shrinkTime)
    }
    return Measurement(
      scenario: scenario.name, stepsPerSecond: Double(steps) / elapsed,
      sequencesPerSecond: Double(sequences) / elapsed, medianFind: median(finds), medianShrink: median(shrinks),
      runs: seeds)
  }

  static func median(_ values: [Duration]) -> Duration {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, atto) = duration.components
    return max(1e-9, Double(seconds) + Double(atto) / 1e18)
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
