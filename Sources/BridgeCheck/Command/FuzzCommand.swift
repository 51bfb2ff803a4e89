import BridgeModel
import BridgeProperties

/// `bridgecheck fuzz`: generate, find, shrink; one JSON line or one report per scenario.
enum FuzzCommand {
  static let usage = """
    usage: bridgecheck fuzz --scenario NAME [--scenario NAME…] [--seed N] [--sequences N]
                            [--max-steps N] [--time SECONDS] [--corpus DIR] [--json]
      --seed N         the run's seed (default 1); the same seed gives the same result
      --sequences N    at most N generated sequences (default 10000)
      --max-steps N    at most N steps per sequence (default 50)
      --time SECONDS   stop after this much wall time (then fewer sequences run)
      --corpus DIR     save each minimal trace under DIR (one folder per scenario)
      --json           one JSON object per scenario on standard output

    """

  static func run(_ arguments: [String], _ scenarios: [Scenario], _ console: any Console) throws(UsageError) -> Int32 {
    let args = try Arguments(
      arguments, valued: ["--scenario", "--seed", "--sequences", "--max-steps", "--time", "--corpus"],
      switches: ["--json"], usage: usage)
    try args.noPositional("fuzz")
    guard !args.all("--scenario").isEmpty else {
      throw UsageError(message: "`fuzz` needs at least one `--scenario NAME`", usage: usage)
    }
    let selected = try BridgeCheckCommand.select(args.all("--scenario"), from: scenarios, usage: usage)
    var options = FuzzOptions()
    options.seed = try args.seed(default: 1)
    options.sequences = try args.count("--sequences", default: 10_000)
    options.maxSteps = try args.count("--max-steps", default: 50)
    options.timeLimit = try args.seconds("--time")
    let corpus = args.last("--corpus").map(Corpus.init(root:))
    var violated = false
    for scenario in selected {
      let result = Fuzzer(scenario, options: options).run()
      var tracePath: String?
      if let violation = result.violation, let corpus {
        let trace = Trace(
          scenario: scenario.name, property: violation.property, expect: .violation, seed: options.seed,
          profile: scenario.profile, steps: result.steps)
        do {
          tracePath = try corpus.write(trace)
        } catch {
          throw UsageError(message: "cannot write to `--corpus \(corpus.root)`: \(error)", usage: usage)
        }
      }
      if result.violation != nil { violated = true }
      if args.has("--json") {
        console.out(json(result, tracePath: tracePath).text + "\n")
      } else {
        console.err(human(result, scenario: scenario, tracePath: tracePath))
      }
    }
    return violated ? 1 : 0
  }

  static func json(_ result: FuzzResult, tracePath: String?) -> JSON {
    .object([
      ("scenario", .string(result.scenario)),
      ("seed", BridgeCheckCommand.seedJSON(result.seed)),
      ("outcome", .string(result.violation == nil ? "holds" : "violation")),
      ("property", result.violation.map { .string($0.property.rawValue) } ?? .null),
      ("steps", .array(result.steps.map { .string($0.text) })),
      ("trace", tracePath.map { .string($0) } ?? .null),
      ("sequences", .integer(result.sequencesRun)),
      ("stepsRun", .integer(result.stepsRun)),
      ("certified", result.shrunk.map { .bool($0.isCertified) } ?? .null),
      ("shortest", result.shrunk.map { .bool($0.isShortest) } ?? .null),
      ("message", result.violation.map { .string($0.message) } ?? .null),
      (
        "timing",
        .object([
          ("findMs", BridgeCheckCommand.milliseconds(result.findTime)),
          ("shrinkMs", BridgeCheckCommand.milliseconds(result.shrinkTime)),
          ("timedOut", .bool(result.timedOut)),
        ])
      ),
    ])
  }

  static func human(_ result: FuzzResult, scenario: Scenario, tracePath: String?) -> String {
    guard result.violation != nil else {
      let cut = result.timedOut ? " (stopped by --time)" : ""
      return "✓ \(scenario.name): every property held over \(result.sequencesRun) sequences, "
        + "\(result.stepsRun) steps\(cut). Seed \(result.seed).\n"
    }
    let report = Report.make(
      scenario: scenario, steps: result.steps, isCertified: result.shrunk?.isCertified ?? false,
      isShortest: result.shrunk?.isShortest ?? false,
      seed: result.seed, tracePath: tracePath)
    return (report?.render() ?? "✗ \(scenario.name): \(result.violation?.message ?? "")\n") + "\n"
  }
}
