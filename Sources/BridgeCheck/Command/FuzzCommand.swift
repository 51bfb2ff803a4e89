import BridgeModel
import BridgeProperties

/// `bridgecheck fuzz`: generate to the end of the budget, shrink every distinct finding,
/// report them (text or one JSON line per scenario) on standard output.
enum FuzzCommand {
  static let usage = """
    usage: bridgecheck fuzz --scenario NAME [--scenario NAME…] [--seed N] [--sequences N]
                            [--max-steps N] [--time SECONDS] [--profiles default|all]
                            [--ignore PROPERTY…] [--stop-at-first]
                            [--corpus DIR [--save-as finding|regression]] [--json]
      --seed N           the run's seed (default 1); the same seed gives the same result
      --sequences N      at most N generated sequences (default 10000)
      --max-steps N      at most N steps per sequence (default 50, at most 1000000)
      --time SECONDS     stop after this much wall time, shrinking included (then fewer
                         sequences run, and a shrink may end uncertified)
      --profiles all     draw a behaviour profile per sequence from every knob's values (where
                         UIKit's behaviour is not established); a finding says which knob it needs
      --ignore PROPERTY  acknowledge a property: still checked and counted, but it fails
                         nothing (repeatable); the report says how often it broke
      --stop-at-first    end the run at the first sequence that breaks a property
      --corpus DIR       save each finding's minimal trace under DIR (one folder per scenario,
                         one file per finding; an existing file is never replaced)
      --save-as KIND     finding (default): the trace expects the violation, to replay the bug;
                         regression: it expects `holds`, a test that passes once the bug is fixed
      --json             one JSON object per scenario

    Every distinct finding (a property and the way it broke) is shrunk and reported, most
    severe first. Exit 0 when every property held, 1 when something broke, 2 for a usage
    error, a run that checked nothing, or a scenario declaration that checked nothing (a
    `.domain` naming no state, a `.mirror` whose view never showed up).

    The scenarios run in this process: a crash of the code under test (a force unwrap of nil,
    an index out of range) ends it, with a note naming the sequence and the `campaign` command
    that runs it in worker processes, where a crash is a finding with a trace that replays.

    """

  static func run(_ arguments: [String], _ context: CommandContext) throws(UsageError) -> Int32 {
    let args = try Arguments(
      arguments,
      valued: [
        "--scenario", "--seed", "--sequences", "--max-steps", "--time", "--corpus", "--save-as", "--ignore",
        "--profiles",
      ],
      switches: ["--json", "--stop-at-first"], usage: usage)
    try args.noPositional("fuzz")
    guard !args.all("--scenario").isEmpty else {
      throw UsageError(message: "`fuzz` needs at least one `--scenario NAME`", usage: usage)
    }
    var selected = try BridgeCheckCommand.select(args.all("--scenario"), from: context.scenarios, usage: usage)
    let ignored = try args.all("--ignore").map { name throws(UsageError) in try property(name) }
    for property in ignored {
      selected = selected.map { $0.acknowledging(property, because: "--ignore on the command line") }
    }
    var options = FuzzOptions()
    options.seed = try args.seed(default: 1)
    options.sequences = try args.count("--sequences", default: 10_000)
    options.maxSteps = try args.count("--max-steps", default: 50, maximum: 1_000_000)
    options.timeLimit = try args.seconds("--time")
    options.stopAtFirst = args.has("--stop-at-first")
    if args.last("--profiles") != nil {
      options.profiles = ProfileSampling(
        rawValue: try args.choice("--profiles", of: ProfileSampling.allCases.map(\.rawValue), default: "default"))
    }
    let corpus = try args.path("--corpus").map(Corpus.init(root:))
    let saveAs = try args.choice("--save-as", of: ["finding", "regression"], default: "finding")
    if args.last("--save-as") != nil, corpus == nil {
      throw UsageError(message: "`--save-as` goes with `--corpus DIR`", usage: usage)
    }
    var code: Int32 = 0
    for scenario in selected {
      // A crash of the code under test ends the process: a note says which sequence it was and
      // how to run it where a crash is a finding.
      let result = Fuzzer(scenario, options: options).run(notingCrashes: .campaign(program: context.program))
      guard result.sequencesRun > 0 else {
        context.console.err(
          "✗ \(scenario.name): checked nothing: --time ended the run before its first sequence; give it more time.\n")
        code = 2
        continue
      }
      var paths: [String?] = []
      for finding in result.findings {
        paths.append(corpus.flatMap { save(finding, of: result, scenario, as: saveAs, in: $0, context.console) })
      }
      let commands = ReproduceCommands(program: context.program, options: options, ignored: ignored)
      if args.has("--json") {
        context.console.out(json(result, paths: paths).text + "\n")
      } else {
        context.console.out(FuzzText.render(result, scenario: scenario, paths: paths, commands: commands))
      }
      if !result.findings.isEmpty, code == 0 { code = 1 }
      for problem in result.problems {
        context.console.err("error: \(scenario.name): \(problem)\n")
        code = 2
      }
    }
    return code
  }

  /// A property id from the command line; an unknown one names the known ones.
  static func property(_ name: String) throws(UsageError) -> PropertyID {
    // The process properties are checked by a campaign, outside the process: nothing to ignore here.
    guard Properties.named(PropertyID(name)) != nil else {
      throw UsageError(
        message: "no property named `\(name)`; known properties: "
          + Properties.ids.map(\.rawValue).joined(separator: ", "),
        usage: usage)
    }
    return PropertyID(name)
  }

  /// Saves a finding's trace; a write that fails is a warning, never the end of the run.
  private static func save(
    _ finding: Finding, of result: FuzzResult, _ scenario: Scenario, as kind: String, in corpus: Corpus,
    _ console: any Console
  ) -> String? {
    let trace = Trace(
      scenario: scenario.name, property: finding.property, signature: finding.signature,
      expect: kind == "regression" ? .holds : .violation, seed: result.seed, profile: finding.profile,
      steps: finding.steps)
    do {
      let outcome = try corpus.write(trace)
      if case .kept(let path) = outcome {
        console.err("note: \(path) already holds a trace of this finding; it is kept.\n")
      }
      return outcome.path
    } catch {
      console.err("warning: could not save the trace of \(finding.property) under `\(corpus.root)`: \(error)\n")
      return nil
    }
  }

  static func json(_ result: FuzzResult, paths: [String?]) -> JSON {
    let first = result.findings.first
    let findings: [JSON] = zip(result.findings, paths).map { finding, path in json(finding, path: path) }
    return .object([
      ("scenario", .string(result.scenario)),
      ("seed", BridgeCheckCommand.seedJSON(result.seed)),
      ("outcome", .string(first == nil ? "holds" : "violation")),
      ("property", first.map { .string($0.property.rawValue) } ?? .null),
      ("steps", .array(result.steps.map { .string($0.text) })),
      ("trace", (paths.first ?? nil).map { .string($0) } ?? .null),
      ("sequences", .integer(result.sequencesRun)),
      ("stepsRun", .integer(result.stepsRun)),
      ("certified", result.shrunk.map { .bool($0.isCertified) } ?? .null),
      ("shortest", result.shrunk.map { .bool($0.isShortest) } ?? .null),
      ("message", result.violation.map { .string($0.message) } ?? .null),
      ("findings", .array(findings)),
      ("problems", .array(result.problems.map { .string($0) })),
      (
        "acknowledged",
        .array(
          result.acknowledged.map {
            .object([
              ("property", .string($0.property.rawValue)), ("count", .integer($0.sequences)),
              ("because", .string($0.because)),
            ])
          })
      ),
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
}

extension FuzzCommand {
  /// A finding as `--json` writes it, with the findings that are its consequences (found on
  /// their own, reported under it: a reader of the JSON sees every property that broke).
  static func json(_ finding: Finding, path: String?) -> JSON {
    .object([
      ("property", .string(finding.property.rawValue)),
      ("signature", .string(finding.signature.traceText)),
      ("severity", .string(finding.severity.label)),
      ("profile", .string(finding.profile.text)),
      ("steps", .array(finding.steps.map { .string($0.text) })),
      ("trace", path.map { .string($0) } ?? .null),
      ("sequence", .integer(finding.sequence)),
      ("sequences", .integer(finding.sequences)),
      ("certified", finding.shrunk.map { .bool($0.isCertified) } ?? .null),
      ("shortest", finding.shrunk.map { .bool($0.isShortest) } ?? .null),
      ("message", .string(finding.violation.message)),
      ("consequences", .array(finding.consequences.map { json($0, path: nil) })),
    ])
  }
}

/// The commands a report prints to reproduce a finding: with the executable that ran and the
/// options that found it.
struct ReproduceCommands {
  let program: String
  let options: FuzzOptions
  let ignored: [PropertyID]

  /// `replay FILE` if it was saved, then the fuzz command that finds it again (its sequence is
  /// within `--sequences`, whatever `--time` did).
  func lines(for finding: Finding, scenario: String, path: String?) -> [String] {
    var lines: [String] = []
    if let path { lines.append("\(program) replay \(path)") }
    var fuzz = "\(program) fuzz --scenario \(scenario) --seed \(options.seed) --sequences \(finding.sequence + 1)"
    if options.maxSteps != FuzzOptions().maxSteps { fuzz += " --max-steps \(options.maxSteps)" }
    if let profiles = options.profiles { fuzz += " --profiles \(profiles.rawValue)" }
    for property in ignored { fuzz += " --ignore \(property)" }
    lines.append(fuzz)
    return lines
  }
}
