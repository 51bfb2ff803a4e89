import BridgeCheck
import BridgeModel
import BridgeProperties
import Foundation

/// Checks bridging code from a test: fuzz a scenario and record one failure per distinct
/// finding, each with its report, at the caller's source location.
///
/// ```swift
/// @Test func searchFieldIsSound() {
///   BridgeCheckTesting.expectHolds(mySearchScenario)
/// }
/// ```
/// Works under Swift Testing and XCTest: failures are recorded with the framework that is
/// running the test.
public enum BridgeCheckTesting {
  /// Fuzzes `scenario` to the end of the budget and records one failure per distinct finding
  /// (a property and the way it broke), each with its shrunk report and the trace to save.
  /// Acknowledged properties (`Scenario.acknowledging`) fail nothing.
  ///
  /// The environment changes the budget of every call (`BRIDGECHECK_SEQUENCES`,
  /// `BRIDGECHECK_SEED`, `BRIDGECHECK_TIME`), so the same tests run longer at night; a report
  /// prints the seed and budget it used, and the command that reproduces it sets them again.
  ///
  /// - Returns: the fuzz result, for further assertions.
  @discardableResult
  public static func expectHolds(
    _ scenario: Scenario, seed: UInt64 = 1, sequences: Int = 300, maxSteps: Int = 50,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, function: StaticString = #function
  ) -> FuzzResult {
    let budget = Budget(seed: seed, sequences: sequences, environment: ProcessInfo.processInfo.environment)
    for problem in budget.problems {
      TestReporter.fail(problem, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let result = fuzz(
      scenario, seed: budget.seed, sequences: budget.sequences, maxSteps: maxSteps, time: budget.time,
      test: "\(function)")
    for problem in result.problems {
      TestReporter.fail(
        "\(scenario.name): \(problem)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let total = result.findings.count
    let argument = CallSite.firstArgument(of: "expectHolds", file: "\(filePath)", line: Int(line))
    for (index, finding) in result.findings.enumerated() {
      let heading =
        total == 1
        ? "" : "Finding \(index + 1) of \(total) in \(scenario.name) (\(finding.severity.label)):\n\n"
      TestReporter.fail(
        heading
          + report(
            scenario, finding, result, test: "\(function)", prefix: budget.prefix, scenarioExpression: argument),
        fileID: fileID, filePath: filePath, line: line, column: column)
      attach(scenario, finding, result, index: index)
    }
    return result
  }

  /// Attaches a finding's minimal trace and its HTML page to the running Swift Testing test,
  /// so `swift test --attachments-path DIR` keeps them.
  static func attach(_ scenario: Scenario, _ finding: Finding, _ result: FuzzResult, index: Int) {
    let trace = Trace(
      scenario: scenario.name, property: finding.property, signature: finding.signature, expect: .violation,
      seed: result.seed, profile: finding.profile, steps: finding.steps)
    let base = scenario.name.replacingOccurrences(of: "/", with: "-") + "." + finding.property.rawValue
    TestReporter.attach(trace.text, named: base + ".trace")
    if let page = FindingPage.html(scenario: scenario, trace: trace, sequence: finding.sequence, reproduce: []) {
      TestReporter.attach(page, named: base + ".html")
    }
  }

  /// Fuzzes `scenario` and records a failure unless `property` is among its findings.
  @discardableResult
  public static func expectViolation(
    _ scenario: Scenario, of property: PropertyID, seed: UInt64 = 1, sequences: Int = 5000,
    maxSteps: Int = 50,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, function: StaticString = #function
  ) -> FuzzResult {
    let result = fuzz(scenario, seed: seed, sequences: sequences, maxSteps: maxSteps, test: "\(function)")
    guard !result.properties.contains(property) else { return result }
    let found =
      result.findings.isEmpty
      ? "every property held" : "it broke only " + result.properties.map(\.rawValue).joined(separator: ", ")
    TestReporter.fail(
      "Expected \(scenario.name) to violate \(property), but \(found) over \(result.sequencesRun) sequences "
        + "(seed \(seed)).",
      fileID: fileID, filePath: filePath, line: line, column: column)
    return result
  }

  /// Replays a trace and records a failure unless it gives its `expect`.
  public static func expectReplays(
    _ trace: Trace, in scenarios: [Scenario], file: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    guard let scenario = scenarios.first(where: { $0.name == trace.scenario }) else {
      TestReporter.fail(
        "\(file): no scenario named \(trace.scenario)", fileID: fileID, filePath: filePath, line: line,
        column: column)
      return
    }
    let result = Execution(scenario, profile: trace.profile).replay(trace.steps, until: trace.finding)
    if let skipped = result.skipped.first {
      TestReporter.fail(
        "\(file):\(trace.line(ofStep: skipped)): step \(skipped + 1) `\(trace.steps[skipped].text)` is not "
          + "possible at that point; re-record the trace.", fileID: fileID, filePath: filePath, line: line,
        column: column)
      return
    }
    let broke = trace.finding != nil ? result.violation : result.violations.first { $0.property == trace.property }
    let matches = trace.expect == .holds ? result.violations.isEmpty : broke != nil
    guard !matches else { return }
    let got = result.violations.first.map { "violation of \($0.property)" } ?? "holds"
    let want = trace.expect == .holds ? "holds" : "violation of \(trace.property?.rawValue ?? "?")"
    TestReporter.fail(
      "\(file): expected \(want), got \(got)", fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Fuzzes `scenario` for the test function `test`; a crash of the code under test leaves a
  /// note naming the sequence, the variables that stop there again and the campaign that makes
  /// the crash a finding, before the runtime's backtrace.
  private static func fuzz(
    _ scenario: Scenario, seed: UInt64, sequences: Int, maxSteps: Int, time: Duration? = nil, test: String
  ) -> FuzzResult {
    var options = FuzzOptions()
    options.seed = seed
    options.sequences = sequences
    options.maxSteps = maxSteps
    options.timeLimit = time
    return Fuzzer(scenario, options: options).run(notingCrashes: .test(name: testName(test)))
  }

  /// A test function's name as `swift test --filter` takes it (`editorHolds()` → `editorHolds`).
  static func testName(_ function: String) -> String {
    function.hasSuffix("()") ? String(function.dropLast(2)) : function
  }

  /// A finding's report, reproduced by re-running the test; then its trace, to save and replay.
  static func report(
    _ scenario: Scenario, _ finding: Finding, _ result: FuzzResult, test: String, prefix: String = "",
    scenarioExpression: String? = nil
  ) -> String {
    let name = testName(test)
    let ran =
      result.timedOut
      ? "\(result.sequencesRun) of \(result.options.sequences) sequences before the time limit"
      : "\(result.options.sequences) sequences"
    // A budget the environment set is reproduced by the seed and the sequences up to the one
    // that found it (a time limit would stop elsewhere on another machine).
    let variables =
      prefix.isEmpty ? "" : "BRIDGECHECK_SEED=\(result.seed) BRIDGECHECK_SEQUENCES=\(finding.sequence + 1) "
    let rerun = "\(variables)swift test --filter \(name)   (seed \(result.seed), \(ran))"
    let trace = Trace(
      scenario: scenario.name, property: finding.property, signature: finding.signature, expect: .violation,
      seed: result.seed, profile: finding.profile, steps: finding.steps)
    let text =
      Report.make(
        scenario: scenario, steps: finding.steps, finding: finding.key, profile: finding.profile,
        isCertified: finding.shrunk?.isCertified ?? false, isShortest: finding.shrunk?.isShortest ?? false,
        seed: result.seed, reproduce: [rerun]
      )?.render() ?? finding.violation.message
    return text + finding.consequencesText
      + "\nThe trace (save it as a .trace file and run `bridgecheck replay FILE` on it):\n\n" + trace.text
      + "\nA regression test, ready to paste: it fails while the bug is there and passes once it is fixed\n"
      + "(the steps must then hold every property):\n\n"
      + regressionTest(trace, test: name, scenarioExpression: scenarioExpression)
  }

  /// A Swift Testing test that replays `trace` expecting it to hold, the trace inline.
  static func regressionTest(_ trace: Trace, test: String, scenarioExpression: String?) -> String {
    var regression = trace
    regression.expect = .holds
    let body = regression.text.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    let name = (test.first.map { String($0).lowercased() + test.dropFirst() } ?? "finding") + "Regression"
    return """
      @Test func \(name)() {
        BridgeCheckTesting.expectReplays(
          \"\"\"
      \(body)
          \"\"\", in: [\(scenarioExpression ?? "scenario")])
      }

      """
  }

  /// Replays trace text (a regression test's inline trace) and records a failure unless it
  /// gives its `expect`; a malformed trace is a failure naming its line.
  public static func expectReplays(
    _ text: String, in scenarios: [Scenario],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    do {
      let trace = try TraceParser.parse(text, file: "the inline trace")
      expectReplays(
        trace, in: scenarios, file: "the inline trace", fileID: fileID, filePath: filePath, line: line, column: column)
    } catch {
      TestReporter.fail("\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}
