import BridgeCatalog
import BridgeModel
import Foundation
import Testing

@testable import BridgeCheck

/// What `fuzz` says when the code under test crashes it (issue 10: a crash kills `fuzz`, and a
/// campaign is where a crash becomes a finding).
@Suite("The note a crash of fuzz leaves")
struct CrashNoteTests {
  /// The note for `scenario`'s run under `seed`, as the handler writes it for a crash by
  /// `signal` in sequence `sequence`.
  func note(
    _ advice: CrashAdvice, scenario: String = "notes/editor", seed: UInt64 = 3, maxSteps: Int = 50,
    profiles: ProfileSampling? = nil, signal: Int32 = SIGILL, sequence: Int, shrinking: Bool = false
  ) -> String {
    CrashNote.text(
      CrashNote.pieces(advice, scenario: scenario, seed: seed, maxSteps: maxSteps, profiles: profiles),
      signal: signal, sequence: sequence, shrinking: shrinking)
  }

  @Test("The note's text: scenario, signal, sequence and seed, and the campaign command that covers those sequences")
  func text() {
    #expect(
      note(.campaign(program: "swift run bridgecheck"), sequence: 12) == """

        ✗ notes/editor: the code under test crashed the process (SIGILL, a Swift runtime trap) in sequence 12 \
        (seed 3), and this scenario's findings so far are lost.
          `campaign` runs each sequence in a worker process: a crash becomes a finding (process.crash) with a \
        shrunk trace that `replay` reproduces, and the run goes on past it. These sequences:
          swift run bridgecheck campaign --scenario notes/editor --seed 3 --sequences 13 --jobs 1


        """)
    let shrinking = note(
      .campaign(program: "bridgecheck"), seed: 7, maxSteps: 80, profiles: .all, signal: SIGSEGV, sequence: 0,
      shrinking: true)
    #expect(
      shrinking.hasPrefix(
        "\n✗ notes/editor: the code under test crashed the process (SIGSEGV, a bad memory access or a stack overflow)"
          + " while shrinking the finding of sequence 0 (seed 7), "))
    #expect(
      shrinking.hasSuffix(
        "  bridgecheck campaign --scenario notes/editor --seed 7 --sequences 1 --max-steps 80 --profiles all --jobs 1\n\n"
      ))
  }

  @Test("From a test, the note gives the variables that stop at the sequence again, and a campaign from an executable")
  func testText() {
    #expect(
      note(.test(name: "editorHolds"), sequence: 5) == """

        ✗ notes/editor: the code under test crashed the process (SIGILL, a Swift runtime trap) in sequence 5 \
        (seed 3), and this test's findings so far are lost. To stop there again:
          BRIDGECHECK_SEED=3 BRIDGECHECK_SEQUENCES=6 swift test --filter editorHolds
          A campaign runs each sequence in a worker process, where a crash becomes a finding (process.crash) with \
        a shrunk trace that `replay` reproduces; from an executable that passes your scenarios to \
        `BridgeCheckCommand.main(scenarios:)`:
          EXECUTABLE campaign --scenario notes/editor --seed 3 --sequences 6 --jobs 1


        """)
  }

  /// Runs `fuzz` on the catalog's trapping coordinator in a child process, with the runtime's
  /// backtracer on or off; how it ended and what it wrote on standard error.
  func crashingFuzz(backtrace: Bool) throws -> (ChildProcess.Termination, String) {
    let child = try ChildProcess(
      executable: workerExecutable,
      arguments: ["fuzz", "--scenario", "crash/force-unwrap-in-coordinator", "--seed", "3"],
      errorPath: temporaryDirectory() + "/stderr", backtrace: backtrace)
    // A crash ends the child within seconds; one still running after a minute is stuck (in
    // the note's handler, say), and is killed so the test fails instead of hanging.
    let deadline = ContinuousClock.now + .seconds(60)
    while !child.ended, ContinuousClock.now < deadline {
      if !readable([child.output], milliseconds: 200).isEmpty { _ = child.readLines() }
    }
    if !child.ended { child.kill() }
    let end = child.wait()
    return (end, child.errorText())
  }

  @Test("A crash in fuzz writes the note, then the signal ends the process as before, through the runtime's backtracer")
  func noteBeforeBacktrace() throws {
    let (end, errors) = try crashingFuzz(backtrace: true)
    #expect(end == .signalled(SIGILL))
    let program = BridgeCheckCommand.program(invokedAs: workerExecutable)
    let start = try #require(errors.range(of: "\n✗ crash/force-unwrap-in-coordinator: the code under test crashed"))
    let sequence = try #require(
      errors[start.upperBound...].firstMatch(of: /\(SIGILL, a Swift runtime trap\) in sequence (\d+) \(seed 3\)/))
    let index = try #require(Int(sequence.output.1))
    let expected = note(.campaign(program: program), scenario: "crash/force-unwrap-in-coordinator", sequence: index)
    let written = try #require(errors.range(of: expected), "\(errors)")
    // The backtracer still runs after the note, and the line that trapped is named (by the
    // runtime's message in a debug build, by the backtrace's frames in either).
    let backtrace = try #require(errors.range(of: "*** Signal 4: Backtracing"))
    #expect(written.upperBound <= backtrace.lowerBound)
    #expect(errors[backtrace.lowerBound...].contains("Crash.swift:82"))
    // What the note promises: the campaign it names runs that sequence and makes the crash a finding.
    let campaign = try #require(expected.split(separator: "\n").last?.split(separator: " campaign ").last)
    let result = runWithWorkers(["campaign"] + campaign.split(separator: " ").map(String.init) + ["--json"])
    #expect(result.code == 1, "\(result.err)")
    let found = campaignFindings(result.out)
    #expect(found.contains { $0.hasPrefix("crash/force-unwrap-in-coordinator process.crash ") }, "\(found)")
  }

  @Test("Without the backtracer, the note is written and the process still ends with the signal")
  func noteWithoutBacktracer() throws {
    let (end, errors) = try crashingFuzz(backtrace: false)
    #expect(end == .signalled(SIGILL))
    #expect(errors.contains(") in sequence "))
    #expect(errors.hasSuffix(" --jobs 1\n\n"), "\(errors)")
  }
}
