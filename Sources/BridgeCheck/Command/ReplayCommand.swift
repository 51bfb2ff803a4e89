import BridgeModel
import BridgeProperties

/// `bridgecheck replay FILE… [--json]`: each trace must give its `expect`.
public enum ReplayCommand {
  static let usage = "usage: bridgecheck replay FILE… [--json]\n"

  /// What replaying one trace showed.
  struct Outcome {
    let trace: Trace
    let violation: Violation?
    /// The first step that was not possible where it stands, if any.
    let impossibleStep: (index: Int, action: Action)?

    var outcome: String {
      impossibleStep != nil ? "invalid" : violation == nil ? "holds" : "violation"
    }

    var matches: Bool {
      guard impossibleStep == nil else { return false }
      switch trace.expect {
      case .holds: return violation == nil
      case .violation: return violation?.property == trace.property
      }
    }
  }

  static func run(_ arguments: [String], _ scenarios: [Scenario], _ console: any Console) throws(UsageError) -> Int32 {
    let args = try Arguments(arguments, valued: [], switches: ["--json"], usage: usage)
    guard !args.positional.isEmpty else {
      throw UsageError(message: "`replay` needs at least one trace file", usage: usage)
    }
    var allMatch = true
    var malformed = false
    for file in args.positional {
      let trace: Trace
      do {
        trace = try load(file)
      } catch {
        console.err("\(error)\n")
        malformed = true
        continue
      }
      guard let scenario = scenarios.first(where: { $0.name == trace.scenario }) else {
        console.err(
          "\(file):2: error: no scenario named `\(trace.scenario)`\n  hint: run `bridgecheck list` to see the scenarios this executable knows\n"
        )
        malformed = true
        continue
      }
      let result = replay(trace, in: scenario)
      if !result.matches { allMatch = false }
      if args.has("--json") {
        console.out(json(file, result).text + "\n")
      } else {
        console.err(human(file, result, scenario))
      }
    }
    return malformed ? 2 : allMatch ? 0 : 1
  }

  /// Reads and parses a trace file.
  public static func loadTrace(_ file: String) throws(TraceError) -> Trace { try load(file) }

  /// Reads and parses a trace file.
  static func load(_ file: String) throws(TraceError) -> Trace {
    guard let data = FileManager.default.contents(atPath: file) else {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory)
      throw TraceError(
        file: file, line: 0,
        message: exists
          ? (isDirectory.boolValue ? "is a directory, not a trace file" : "cannot be read") : "no such file",
        hint: "pass the path of a .trace file, such as one under Corpus/")
    }
    return try TraceParser.parse(Array(data), file: file)
  }

  static func replay(_ trace: Trace, in scenario: Scenario) -> Outcome {
    let result = Execution(scenario, profile: trace.profile).replay(trace.steps)
    let impossible = result.skipped.first.map { ($0, trace.steps[$0]) }
    return Outcome(trace: trace, violation: result.violation, impossibleStep: impossible)
  }

  static func json(_ file: String, _ result: Outcome) -> JSON {
    .object([
      ("file", .string(file)),
      ("scenario", .string(result.trace.scenario)),
      ("expect", .string(result.trace.expect.rawValue)),
      ("outcome", .string(result.outcome)),
      ("property", result.violation.map { .string($0.property.rawValue) } ?? .null),
    ])
  }

  static func human(_ file: String, _ result: Outcome, _ scenario: Scenario) -> String {
    if let (index, action) = result.impossibleStep {
      return "✗ \(file): step \(index + 1) `\(action.text)` is not possible at that point in \(scenario.name); "
        + "the model or the scenario changed since the trace was written. Re-record it with `bridgecheck fuzz --corpus`.\n"
    }
    let expected = result.trace.expect == .holds ? "holds" : "violation of \(result.trace.property?.rawValue ?? "?")"
    let got = result.violation.map { "violation of \($0.property)" } ?? "holds"
    let mark = result.matches ? "✓" : "✗"
    var text = "\(mark) \(file): \(got)" + (result.matches ? "" : ", expected \(expected)") + "\n"
    if !result.matches, result.violation != nil,
      let report = Report.make(
        scenario: scenario, steps: result.trace.steps, isCertified: false, seed: result.trace.seed,
        tracePath: file)
    {
      text += "\n" + report.render()
    }
    return text
  }
}

/// `bridgecheck shrink FILE`: the minimal trace on standard output.
enum ShrinkCommand {
  static let usage = "usage: bridgecheck shrink FILE\n"

  static func run(_ arguments: [String], _ scenarios: [Scenario], _ console: any Console) throws -> Int32 {
    let args = try Arguments(arguments, valued: [], switches: [], usage: usage)
    guard args.positional.count == 1, let file = args.positional.first else {
      throw UsageError(message: "`shrink` takes one trace file", usage: usage)
    }
    let trace = try ReplayCommand.load(file)
    guard let scenario = scenarios.first(where: { $0.name == trace.scenario }) else {
      throw TraceError(
        file: file, line: 2, message: "no scenario named `\(trace.scenario)`",
        hint: "run `bridgecheck list` to see the scenarios this executable knows")
    }
    let execution = Execution(scenario, profile: trace.profile)
    let result = execution.replay(trace.steps)
    guard let violation = result.violation else {
      console.err("✓ \(file): every property holds; there is nothing to shrink.\n")
      return 0
    }
    var shrinker = Shrinker(execution, property: violation.property)
    guard let shrunk = shrinker.shrink(result.actions) else { return 3 }
    var minimal = trace
    minimal.property = violation.property
    minimal.expect = .violation
    minimal.steps = shrunk.actions
    console.out(minimal.text)
    let certificate = shrunk.isCertified ? "certified 1-minimal" : "not certified (the candidate budget ran out)"
    console.err(
      "shrank \(trace.steps.count) steps to \(shrunk.actions.count) (\(certificate), \(shrunk.candidatesRun) candidate runs)\n"
    )
    return 1
  }
}
