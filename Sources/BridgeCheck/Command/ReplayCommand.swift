import BridgeModel
import BridgeProperties
import Foundation

/// `bridgecheck replay FILE… [--report] [--json]`: each trace must give its `expect`.
public enum ReplayCommand {
  static let usage = """
    usage: bridgecheck replay FILE… [--report] [--json] [--hang-timeout SECONDS]
      Replays each trace file on a fresh world; it must give its `expect` (the violation of its
      property and signature, or `holds` for a regression trace).
      --report           print the full report of what each trace breaks (why, what to
                         change), even when it gives its `expect`
      --json             one JSON object per file
      --hang-timeout S   a trace of a trap or a hang (`process.crash`, `process.hang`), or of a
                         scenario that has one, replays in a child process; a step silent this
                         long is a hang (default 10)

    A step that is not possible where it stands (the scenario or the model changed) is an
    error naming its file and line (exit 2), as `bridgecheck shrink` says too.

    """

  /// What replaying one trace showed.
  struct Outcome {
    let trace: Trace
    let result: RunResult

    /// The violation the trace is about: its finding's, its property's, or the first.
    var violation: Violation? {
      if trace.finding != nil { return result.violation }
      if let property = trace.property, let match = result.violations.first(where: { $0.property == property }) {
        return match
      }
      return result.violations.first
    }

    var outcome: String { result.violations.isEmpty ? "holds" : "violation" }

    var matches: Bool {
      switch trace.expect {
      case .holds: return result.violations.isEmpty
      case .violation: return violation != nil && violation?.property == trace.property
      }
    }
  }

  static func run(_ arguments: [String], _ context: CommandContext) throws(UsageError) -> Int32 {
    let args = try Arguments(arguments, valued: ["--hang-timeout"], switches: ["--json", "--report"], usage: usage)
    guard !args.positional.isEmpty else {
      throw UsageError(message: "`replay` needs at least one trace file", usage: usage)
    }
    let hangTimeout = try args.seconds("--hang-timeout") ?? .seconds(10)
    let console = context.console
    var allMatch = true
    var malformed = false
    for file in args.positional {
      do {
        let trace = try load(file)
        let scenario = try scenario(of: trace, file: file, in: context.scenarios)
        if ProcessReplay.needed(trace, scenario) {
          guard let run = ProcessReplay.run(trace, executable: context.executable, hangTimeout: hangTimeout) else {
            console.err("error: \(file): could not start a child process of `\(context.executable)` to replay it\n")
            malformed = true
            continue
          }
          // A child that completed ran no trap and no hang: the replay is safe here, and tells the rest.
          if run.broken != nil {
            if !run.matches { allMatch = false }
            console.out(
              args.has("--json")
                ? run.json(file: file).text + "\n"
                : run.human(file: file, report: args.has("--report"), program: context.program))
            continue
          }
        }
        let result = try replay(trace, in: scenario, file: file)
        if !result.matches { allMatch = false }
        if args.has("--json") {
          console.out(json(file, result).text + "\n")
        } else {
          console.out(human(file, result, scenario, report: args.has("--report"), program: context.program))
        }
      } catch {
        console.err("\(error)\n")
        malformed = true
      }
    }
    return malformed ? 2 : allMatch ? 0 : 1
  }

  /// Reads and parses a trace file.
  public static func loadTrace(_ file: String) throws(TraceError) -> Trace { try load(file) }

  /// Reads and parses a trace file.
  static func load(_ file: String) throws(TraceError) -> Trace {
    let bytes = try InputFile.bytes(
      of: file, expected: "a trace file", hint: "pass the path of a .trace file, such as one under Corpus/")
    return try TraceParser.parse(bytes, file: file)
  }

  /// The scenario a trace names, among those this executable knows.
  static func scenario(of trace: Trace, file: String, in scenarios: [Scenario]) throws(TraceError) -> Scenario {
    guard let scenario = scenarios.first(where: { $0.name == trace.scenario }) else {
      throw TraceError(
        file: file, line: 2, message: "no scenario named `\(trace.scenario)`",
        hint: "run `bridgecheck list` to see the scenarios this executable knows")
    }
    return scenario
  }

  /// Replays a trace under its profile, to its finding if it names one. A step that is not
  /// possible where it stands is an error at its line: the trace no longer means what it said.
  static func replay(_ trace: Trace, in scenario: Scenario, file: String) throws(TraceError) -> Outcome {
    let result = Execution(scenario, profile: trace.profile).replay(trace.steps, until: trace.finding)
    if let index = result.skipped.first {
      throw TraceError(
        file: file, line: trace.line(ofStep: index),
        message: "step \(index + 1) `\(trace.steps[index].text)` is not possible at that point in \(scenario.name)",
        hint:
          "the scenario or the model changed since the trace was written: re-record it with `bridgecheck fuzz --corpus DIR`, or delete the step"
      )
    }
    return Outcome(trace: trace, result: result)
  }

  static func json(_ file: String, _ outcome: Outcome) -> JSON {
    .object([
      ("file", .string(file)),
      ("scenario", .string(outcome.trace.scenario)),
      ("expect", .string(outcome.trace.expect.rawValue)),
      ("outcome", .string(outcome.outcome)),
      ("property", outcome.violation.map { .string($0.property.rawValue) } ?? .null),
      ("signature", outcome.violation.map { .string($0.signature.traceText) } ?? .null),
      ("matches", .bool(outcome.matches)),
    ])
  }

  static func human(_ file: String, _ outcome: Outcome, _ scenario: Scenario, report: Bool, program: String)
    -> String
  {
    let trace = outcome.trace
    let expected = trace.expect == .holds ? "holds" : "violation of \(trace.property?.rawValue ?? "?")"
    let got = outcome.violation.map { "violation of \($0.property)" } ?? "holds"
    let mark = outcome.matches ? "✓" : "✗"
    var text = "\(mark) \(file): \(got)" + (outcome.matches ? "" : ", expected \(expected)") + "\n"
    guard report || !outcome.matches else { return text }
    // The trace's own violation first, then any other it shows.
    var shown: [Violation] = []
    if let first = outcome.violation { shown.append(first) }
    for violation in outcome.result.violations where !shown.contains(where: { $0.key == violation.key }) {
      shown.append(violation)
    }
    for violation in shown {
      if let made = Report.make(
        scenario: scenario, steps: trace.steps, finding: violation.key, profile: trace.profile,
        isCertified: false, seed: trace.seed, reproduce: ["\(program) replay \(file)"])
      {
        text += "\n" + made.render()
      }
    }
    return text
  }
}

/// `bridgecheck shrink FILE`: the minimal trace on standard output.
enum ShrinkCommand {
  static let usage = """
    usage: bridgecheck shrink FILE
      Shrinks a failing trace to a certified 1-minimal one that breaks the same property in
      the same way (its signature), and prints it. A step that is not possible where it
      stands is an error naming its line, as `bridgecheck replay` says too.

    """

  static func run(_ arguments: [String], _ context: CommandContext) throws -> Int32 {
    let args = try Arguments(arguments, valued: [], switches: [], usage: usage)
    guard args.positional.count == 1, let file = args.positional.first else {
      throw UsageError(message: "`shrink` takes one trace file", usage: usage)
    }
    let trace = try ReplayCommand.load(file)
    let scenario = try ReplayCommand.scenario(of: trace, file: file, in: context.scenarios)
    let outcome = try ReplayCommand.replay(trace, in: scenario, file: file)
    guard let violation = outcome.violation else {
      context.console.err("✓ \(file): every property holds; there is nothing to shrink.\n")
      return 0
    }
    let execution = Execution(scenario, profile: trace.profile)
    var shrinker = Shrinker(execution, finding: violation.key)
    guard let shrunk = shrinker.shrink(outcome.result.actions) else { return 3 }
    var minimal = trace
    minimal.property = violation.property
    minimal.signature = violation.signature
    minimal.expect = .violation
    minimal.steps = shrunk.actions
    context.console.out(minimal.text)
    let certificate = shrunk.isCertified ? "certified 1-minimal" : "not certified (the candidate budget ran out)"
    context.console.err(
      "shrank \(trace.steps.count) steps to \(shrunk.actions.count) (\(certificate), \(shrunk.candidatesRun) candidate runs)\n"
    )
    return 1
  }
}
