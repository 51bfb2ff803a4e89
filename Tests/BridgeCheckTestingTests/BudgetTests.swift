import BridgeCatalog
import BridgeCheck
import Foundation
import Testing

@testable import BridgeCheckTesting

@MainActor
@Suite("BridgeCheckTesting's budget from the environment (issue 10 §2)")
struct BudgetTests {
  @Test("Without the variables, a call keeps its own seed and sequences and has no time limit")
  func noVariables() {
    let budget = Budget(seed: 3, sequences: 300, environment: ["HOME": "/root"])
    #expect(budget == Budget(seed: 3, sequences: 300, environment: [:]))
    #expect(budget.seed == 3 && budget.sequences == 300 && budget.time == nil && budget.prefix.isEmpty)
  }

  @Test("BRIDGECHECK_SEQUENCES, _SEED and _TIME set every call's budget")
  func variables() {
    let budget = Budget(
      seed: 1, sequences: 300,
      environment: ["BRIDGECHECK_SEQUENCES": "20000", "BRIDGECHECK_SEED": "0x2A", "BRIDGECHECK_TIME": "1.5"])
    #expect(budget.sequences == 20_000)
    #expect(budget.seed == 42)
    #expect(budget.time == .milliseconds(1500))
    #expect(budget.prefix == "BRIDGECHECK_SEQUENCES=20000 BRIDGECHECK_SEED=0x2A BRIDGECHECK_TIME=1.5 ")
    #expect(budget.problems.isEmpty)
  }

  @Test("A bad value is a problem naming the variable, and the call's own value is used")
  func badValues() {
    let budget = Budget(
      seed: 5, sequences: 300,
      environment: ["BRIDGECHECK_SEQUENCES": "0", "BRIDGECHECK_SEED": "x", "BRIDGECHECK_TIME": "-1"])
    #expect(budget.sequences == 300 && budget.seed == 5 && budget.time == nil && budget.prefix.isEmpty)
    #expect(
      budget.problems == [
        "BRIDGECHECK_SEQUENCES must be a whole number greater than 0, not `0`; used 300",
        "BRIDGECHECK_SEED must be a whole number (decimal, or hex like 0x2545F4914F6CDD1D), not `x`; used 5",
        "BRIDGECHECK_TIME must be a number of seconds greater than 0, not `-1`; no time limit used",
      ])
  }

  @Test("A report under an environment budget reruns with the seed and the sequences up to its finding")
  func reproduceLine() throws {
    let scenario = try #require(Catalog.scenario(named: "text-field/unguarded-update"))
    var options = FuzzOptions()
    options.seed = 9
    options.sequences = 200
    let result = Fuzzer(scenario, options: options).run()
    let finding = try #require(result.findings.first)
    let plain = BridgeCheckTesting.report(scenario, finding, result, test: "guarded()")
    #expect(plain.contains("\n  swift test --filter guarded   (seed 9, 200 sequences)\n"))
    let night = BridgeCheckTesting.report(
      scenario, finding, result, test: "guarded()", prefix: "BRIDGECHECK_SEQUENCES=200 ")
    #expect(
      night.contains(
        "\n  BRIDGECHECK_SEED=9 BRIDGECHECK_SEQUENCES=\(finding.sequence + 1) swift test --filter guarded   (seed 9, 200 sequences)\n"
      ))
  }
}

@Suite("A crash inside a test leaves a note (issue 10)")
struct TestCrashNoteTests {
  /// A test body that fuzzes the catalog's trapping coordinator (the note names the function
  /// that called `expectHolds`, as `swift test --filter` takes it).
  @MainActor
  static func editorHolds() {
    guard let scenario = Catalog.processScenarios.first(where: { $0.name == "crash/force-unwrap-in-coordinator" })
    else { return }
    BridgeCheckTesting.expectHolds(scenario, seed: 3)
  }

  @Test("expectHolds on code that traps: the note names the sequence and the variables that stop there again")
  func noteInTest() async {
    let result = await #expect(processExitsWith: .signal(SIGILL), observing: [\.standardErrorContent]) {
      await MainActor.run { TestCrashNoteTests.editorHolds() }
    }
    let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    // Seed 3 traps in sequence 5 (CrashNoteTests finds it so through `fuzz`).
    #expect(
      errors.contains(
        "crash/force-unwrap-in-coordinator: the code under test crashed the process (SIGILL, a Swift runtime trap) in "
          + "sequence 5 (seed 3), and this test's findings so far are lost. To stop there again:\n"
          + "  BRIDGECHECK_SEED=3 BRIDGECHECK_SEQUENCES=6 swift test --filter editorHolds\n"), "\(errors)")
    #expect(
      errors.contains(
        "  EXECUTABLE campaign --scenario crash/force-unwrap-in-coordinator --seed 3 --sequences 6 --jobs 1\n"))
  }
}
