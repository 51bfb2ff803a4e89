import BridgeCheck
import BridgeModel
import BridgeProperties

/// Checks bridging code from a test: fuzz a scenario and record one failure, with its report, if it breaks.
///
/// ```swift
/// @Test func searchFieldIsSound() {
///   BridgeCheckTesting.expectHolds(mySearchScenario)
/// }
/// ```
/// Works under Swift Testing and XCTest: the failure is recorded with the
/// framework that is running the test, at the caller's source location.
public enum BridgeCheckTesting {
  /// Fuzzes `scenario` and records a failure with the shrunk report if any property breaks.
  ///
  /// - Returns: the fuzz result, for further assertions.
  @discardableResult
  public static func expectHolds(
    _ scenario: Scenario, seed: UInt64 = 1, sequences: Int = 300, maxSteps: Int = 50,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> FuzzResult {
    let result = fuzz(scenario, seed: seed, sequences: sequences, maxSteps: maxSteps)
    if result.violation != nil {
      let text = report(scenario, result)
      TestReporter.fail(text, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return result
  }

  /// Fuzzes `scenario` and records a failure unless `property` breaks (and nothing else first).
  @discardableResult
  public static func expectViolation(
    _ scenario: Scenario, of property: PropertyID, seed: UInt64 = 1, sequences: Int = 5000,
    maxSteps: Int = 50,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> FuzzResult {
    let result = fuzz(scenario, seed: seed, sequences: sequences, maxSteps: maxSteps)
    switch result.violation?.property {
    case property?:
      break
    case nil:
      TestReporter.fail(
        "Expected \(scenario.name) to violate \(property), but every property held over "
          + "\(result.sequencesRun) sequences (seed \(seed)).",
        fileID: fileID, filePath: filePath, line: line, column: column)
    case let other?:
      TestReporter.fail(
        "Expected \(scenario.name) to violate \(property), but it violated \(other) first:\n\n"
          + report(scenario, result),
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
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
    let result = Execution(scenario, profile: trace.profile).replay(trace.steps)
    let expected = trace.expect == .holds ? nil : trace.property
    if let skipped = result.skipped.first {
      TestReporter.fail(
        "\(file): step \(skipped + 1) `\(trace.steps[skipped].text)` is not possible at that point; "
          + "re-record the trace.", fileID: fileID, filePath: filePath, line: line, column: column)
    } else if result.violation?.property != expected {
      let got = result.violation.map { "violation of \($0.property)" } ?? "holds"
      let want = expected.map { "violation of \($0)" } ?? "holds"
      TestReporter.fail(
        "\(file): expected \(want), got \(got)", fileID: fileID, filePath: filePath, line: line,
        column: column)
    }
  }

  private static func fuzz(_ scenario: Scenario, seed: UInt64, sequences: Int, maxSteps: Int) -> FuzzResult {
    var options = FuzzOptions()
    options.seed = seed
    options.sequences = sequences
    options.maxSteps = maxSteps
    return Fuzzer(scenario, options: options).run()
  }

  private static func report(_ scenario: Scenario, _ result: FuzzResult) -> String {
    Report.make(
      scenario: scenario, steps: result.steps, isCertified: result.shrunk?.isCertified ?? false,
      isShortest: result.shrunk?.isShortest ?? false,
      seed: result.seed, tracePath: nil, command: "swift run bridgecheck"
    )?.render() ?? (result.violation?.message ?? "")
  }
}
