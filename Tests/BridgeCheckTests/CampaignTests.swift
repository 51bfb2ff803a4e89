import BridgeCatalog
import BridgeModel
import BridgeProperties
import Foundation
import Testing

@testable import BridgeCheck

/// The `bridgecheck` executable SwiftPM built beside this test binary: the campaign's workers.
nonisolated let workerExecutable: String = {
  let path = currentExecutable()
  return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) + "/bridgecheck"
}()

/// Runs the command line with every scenario the executable has, campaigns starting its workers.
@MainActor
func runWithWorkers(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
  let console = CapturedConsole()
  let code = BridgeCheckCommand.run(
    arguments, scenarios: Catalog.allScenarios, console: console, executable: workerExecutable)
  return (code, console.output, console.errors)
}

/// The findings of a `campaign --json` run: scenario, property, signature and steps, one string each.
func campaignFindings(_ output: String) -> [String] {
  output.split(separator: "\n").compactMap { line -> String? in
    guard let json = try? JSON.parse(String(line)), json["summary"] == nil,
      case .string(let scenario)? = json["scenario"], case .string(let property)? = json["property"],
      case .string(let signature)? = json["signature"], case .array(let steps)? = json["steps"]
    else { return nil }
    let texts = steps.map { step -> String in if case .string(let text) = step { text } else { "?" } }
    return "\(scenario) \(property) \(signature): " + texts.joined(separator: "; ")
  }.sorted()
}

/// Per finding (scenario, property, signature), the index of the sequence that found it.
func campaignSequenceIndices(_ output: String) -> [String: Int] {
  var indices: [String: Int] = [:]
  for line in output.split(separator: "\n") {
    guard let json = try? JSON.parse(String(line)), json["summary"] == nil,
      case .string(let scenario)? = json["scenario"], case .string(let property)? = json["property"],
      case .string(let signature)? = json["signature"], case .integer(let sequence)? = json["sequence"]
    else { continue }
    indices["\(scenario) \(property) \(signature)"] = sequence
  }
  return indices
}

/// Per scenario, the sequences a `campaign --json` summary says ran.
func campaignSequences(_ output: String) -> [String: Int] {
  var counts: [String: Int] = [:]
  for line in output.split(separator: "\n") {
    guard let json = try? JSON.parse(String(line)), json["summary"] != nil, case .array(let rows)? = json["scenarios"]
    else { continue }
    for row in rows {
      if case .string(let name)? = row["scenario"], case .integer(let count)? = row["sequences"] {
        counts[name] = count
      }
    }
  }
  return counts
}

@MainActor
@Suite("bridgecheck campaign: worker processes, traps and hangs, jobs and shards (issue 10 §1)", .serialized)
struct CampaignTests {
  static let scenarios = [
    "text-field/unguarded-update", "multi/double-push-and-swipe-leak", "static-label/no-coordinator",
    "crash/force-unwrap-in-coordinator",
  ]

  func arguments(_ extra: [String]) -> [String] {
    ["campaign", "--json", "--seed", "7"] + Self.scenarios.flatMap { ["--scenario", $0] } + extra
  }

  @Test("The executable the tests start as workers exists")
  func workerBuilt() {
    #expect(FileManager.default.isExecutableFile(atPath: workerExecutable), "\(workerExecutable)")
  }

  @Test("--jobs 1 and --jobs 2 give the same findings, traces included, and run the same sequences")
  func jobsDoNotChangeFindings() throws {
    let one = runWithWorkers(arguments(["--sequences", "256", "--jobs", "1"]))
    let two = runWithWorkers(arguments(["--sequences", "256", "--jobs", "2"]))
    #expect(one.code == 1 && two.code == 1, "\(one.err)\(two.err)")
    let found = campaignFindings(one.out)
    #expect(found == campaignFindings(two.out))
    #expect(campaignSequences(one.out) == campaignSequences(two.out))
    // The catalog's expectations: a consequence (a leaked coordinator keeps its controllers
    // alive) stays inside the finding it follows from, as `fuzz` shows it.
    let properties = Set(found.map { $0.split(separator: " ")[1] })
    #expect(
      properties == [
        "representable.update-is-idempotent", "navigation.no-double-push", "coordinators.no-leaked-children",
        "process.crash",
      ])
  }

  @Test(
    "Shards 0/3, 1/3 and 2/3 together find what one run finds, and run its sequences of a scenario that never traps")
  func shardsCoverOneRun() throws {
    let whole = runWithWorkers(arguments(["--sequences", "192", "--jobs", "2"]))
    var findings: Set<String> = []
    var sequences: [String: Int] = [:]
    var first: [String: Int] = [:]
    for shard in 0..<3 {
      let part = runWithWorkers(arguments(["--sequences", "192", "--jobs", "2", "--shard", "\(shard)/3"]))
      #expect(part.code == 1, "\(part.err)")
      // A finding's key (scenario, property, signature): its trace may come from another sequence.
      findings.formUnion(campaignFindings(part.out).map { String($0.prefix { $0 != ":" }) })
      for (name, count) in campaignSequences(part.out) { sequences[name, default: 0] += count }
      for (key, index) in campaignSequenceIndices(part.out) {
        #expect(index % 3 == shard, "\(key): sequence \(index) in shard \(shard)/3")
        first[key] = min(first[key] ?? index, index)
      }
    }
    #expect(findings == Set(campaignFindings(whole.out).map { String($0.prefix { $0 != ":" }) }))
    // The first sequence that finds a finding is the same sequence, whichever shard runs it
    // (scenarios that never trap: a trap ends its batch, and batches differ between the runs).
    for (key, index) in campaignSequenceIndices(whole.out) where !key.hasPrefix("crash/") {
      #expect(first[key] == index, "\(key)")
    }
    for name in ["text-field/unguarded-update", "static-label/no-coordinator"] {
      #expect(sequences[name] == 192)
      #expect(campaignSequences(whole.out)[name] == 192)
    }
  }

  @Test("--profiles all reaches the workers: a finding only a drawn profile shows is found, as fuzz finds it")
  func profilesAll() {
    let arguments = ["campaign", "--scenario", "nav/detail-unguarded", "--sequences", "64", "--jobs", "1", "--json"]
    let drawn = runWithWorkers(arguments + ["--profiles", "all"])
    #expect(drawn.code == 1, "\(drawn.err)")
    #expect(campaignFindings(drawn.out).contains { $0.hasPrefix("nav/detail-unguarded navigation.no-double-push ") })
    // Under the documented behaviour alone it holds (CommandTests.profilesAll: fuzz alike).
    let documented = runWithWorkers(arguments)
    #expect(documented.code == 0, "\(documented.out)")
    #expect(campaignFindings(documented.out).isEmpty)
  }

  @Test("A trap and a hang are findings with shrunk traces that replay, and the campaign goes on")
  func trapAndHang() throws {
    let corpus = temporaryDirectory()
    let result = runWithWorkers([
      "campaign", "--scenario", "crash/force-unwrap-in-coordinator", "--scenario", "crash/hang-in-update",
      "--scenario", "crash/zero-step-guarded", "--sequences", "128", "--jobs", "2", "--hang-timeout", "1",
      "--corpus", corpus,
    ])
    #expect(result.code == 1, "\(result.err)")
    let lines = result.out.split(separator: "\n").map(String.init)
    let crash = try #require(lines.first { $0.contains("process.crash") })
    // The signature comes from the recreating run's backtrace: the same in a debug and a release build.
    #expect(crash.contains("process.crash (trap, Crash.swift:82)"))
    #expect(crash.contains("4 steps, new"))
    #expect(lines.contains { $0.contains("process.hang (no return), 1 step, new") })
    // What the trapping sequence broke before its trap died with its worker, and is found again.
    #expect(lines.contains { $0.contains("crash/force-unwrap-in-coordinator: coordinators.no-leaked-children") })
    // The guarded dial ran its whole budget: the hang next door did not stop the campaign.
    #expect(lines.contains { $0.hasPrefix("crash/zero-step-guarded") && $0.contains(" 128 ") })
    let traces = Corpus(root: corpus).files().filter { $0.contains("/process.") }
    #expect(traces.count == 2)
    for trace in traces {
      let replay = runWithWorkers(["replay", trace, "--hang-timeout", "1"])
      #expect(replay.code == 0, "\(replay.out)\(replay.err)")
      #expect(replay.out.hasPrefix("✓ "))
    }
    let hang = try #require(traces.first { $0.contains("process.hang") })
    #expect(try String(contentsOfFile: hang, encoding: .utf8).hasSuffix("steps:\n  set step = 0\n"))
  }

  /// The trap's trace, as a campaign writes it, for `scenario`.
  static func trapTrace(_ scenario: String) -> String {
    """
    bridgecheck-trace 1
    scenario: \(scenario)
    property: process.crash
    signature: trap | Crash.swift:82
    expect: violation
    seed: 0x0000000000000001
    profile: default
    steps:
      tap "edit"
      advance clock by 0.5s
      swipe down sheet
      tap "edit"

    """
  }

  @Test("A trace whose step no longer traps does not match: replay says so and exits 1")
  func fixedTrapDoesNotMatch() throws {
    let file = temporaryFile(
      named: "fixed.trace", Array(Self.trapTrace("crash/coordinator-removed-on-swipe").utf8))
    let replay = runWithWorkers(["replay", file])
    #expect(replay.code == 1)
    #expect(replay.out == "✗ \(file): holds, expected violation of process.crash\n")
  }

  @Test("The report of a trap: claim, steps with the trapping one marked, the runtime's message, fix, reproduce, seed")
  func trapReport() throws {
    let steps = try TraceParser.parse(Self.trapTrace("crash/force-unwrap-in-coordinator"), file: "t").steps
    let text = ProcessReport(
      info: ProcessProperties.crash, scenario: "crash/force-unwrap-in-coordinator", steps: steps, failedStep: 4,
      signature: Signature(kind: "trap", subject: "Crash.swift:82"),
      detail: "BridgeCatalog/Crash.swift:82: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
      reproduce: ["swift run bridgecheck replay c.trace"], seed: 1
    ).render()
    #expect(
      text == """
        ✗ process.crash
          No step traps: the app's code never force-unwraps nil, indexes out of range or fails a precondition.

          Step 4 trapped at Crash.swift:82.

        Minimal steps (4) in crash/force-unwrap-in-coordinator:
          1.  tap "edit"
          2.  advance clock by 0.5s
          3.  swipe down sheet
        → 4.  tap "edit"             ← trapped here

        Why:
          The process running step 4 stopped with the runtime's message:
            BridgeCatalog/Crash.swift:82: Fatal error: Unexpectedly found nil while unwrapping an Optional value

        What to change:
          Replace the force unwrap or the unchecked index at the line the report names with a guard that
          handles the missing value (`guard let parent else { return }`); a callback that can outlive
          its screen must expect it gone.

        Reproduce:
          swift run bridgecheck replay c.trace

        Seed: 0x0000000000000001

        """)
  }

  @Test("The runtime's message names a trap; without one, the signal does")
  func crashSignatures() {
    let text = """
      noise
      App/Coordinator.swift:41: Fatal error: Index out of range
      Current stack trace:
      0    libswiftCore.so                    0x00007fd31375f130 swift_reportError + 33
      """
    let (signature, detail) = crashSignature(termination: .signalled(4), errorText: text)
    #expect(signature == Signature(kind: "Fatal error: Index out of range", subject: "Coordinator.swift:41"))
    #expect(detail == "App/Coordinator.swift:41: Fatal error: Index out of range")
    let precondition = crashSignature(
      termination: .signalled(4), errorText: "Sources/App/Pager.swift:7: Precondition failed: page | index\n")
    #expect(precondition.0 == Signature(kind: "Precondition failed: page / index", subject: "Pager.swift:7"))
    #expect(
      crashSignature(termination: .signalled(11), errorText: "").0 == Signature(kind: "signal SIGSEGV", subject: ""))
    #expect(crashSignature(termination: .exited(3), errorText: "").0 == Signature(kind: "exit 3", subject: ""))
    // Without a message, where the trap stopped in this executable tells one trap from another
    // (`TrapReporter`); an address outside it, different in every process, does not.
    let bare = crashSignature(termination: .signalled(4), errorText: "bridgecheck-trap +0x2ed6\n")
    #expect(bare.0 == Signature(kind: "signal SIGILL", subject: "+0x2ed6"))
    #expect(bare.1 == "the worker was killed by SIGILL")
    let elsewhere = crashSignature(termination: .signalled(4), errorText: "bridgecheck-trap 0x7f212b0f9361\n")
    #expect(elsewhere.0 == Signature(kind: "signal SIGILL", subject: ""))
  }

  /// The crashed thread of a backtrace, as an optimised build's runtime writes it: the trap's
  /// own frame has no line, the inlined frame of the app's method has one.
  static let releaseBacktrace = """
    *** Signal 4: Backtracing from 0x000055ed5fa70492... done ***

    *** Swift runtime failure: Unexpectedly found nil while unwrapping an Optional value ***

    Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

    Thread 0 "bridgecheck" crashed:

      0 [inlined] [system]      0x000055ed5fa70492 Swift runtime failure: Unexpectedly found nil while unwrapping an Optional value in bridgecheck at //<compiler-generated>
      1 [inlined]               0x000055ed5fa70492 NoteEditorCoordinator.show(note:) in bridgecheck at /src/Sources/BridgeCatalog/Crash.swift:82:11
      2                         0x000055ed5fa70492 NotesAppCoordinator.edit() + 722 in bridgecheck at /src/Sources/BridgeCatalog/Crash.swift:49:14
    ...

    Backtrace took 0.66s
    """

  /// The same trap in a debug build: the message first, then frames in the runtime with no
  /// source line, then the app's.
  static let debugBacktrace = """
    BridgeCatalog/Crash.swift:82: Fatal error: Unexpectedly found nil while unwrapping an Optional value

    *** Signal 4: Backtracing from 0x00007f085df6df7f... done ***

    *** Program crashed: Illegal instruction at 0x00007f085df6df7f ***

    Thread 0 "bridgecheck" crashed:

      0      0x00007f085df6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
      1 [ra] 0x00007f085e0f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
      2 [ra] 0x00007f561718df65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
      3 [ra] 0x00005628f1606544 NoteEditorCoordinator.show(note:) + 403 in bridgecheck at /src/Sources/BridgeCatalog/Crash.swift:82:28

    Registers:

    rax 0x0000000000000000  0
    """

  @Test("A worker that traps writes where it stopped; with the backtracer, the trap's line names it")
  func workerTrapLines() throws {
    let trace = try TraceParser.parse(Self.trapTrace("crash/force-unwrap-in-coordinator"), file: "t")
    let scratch = temporaryDirectory()
    for backtrace in [false, true] {
      let run = ProcessRun(
        executable: workerExecutable, scratch: scratch, hangTimeout: .seconds(10), backtrace: backtrace)
      let outcome = try #require(run.replay(trace)).outcome
      guard case .crashed(let signature, _) = outcome else {
        Issue.record("the worker did not trap: \(outcome)")
        continue
      }
      if backtrace {
        #expect(signature == Signature(kind: "trap", subject: "Crash.swift:82"))
      } else {
        // A debug build prints the runtime's message; an optimised one only the handler's line.
        #expect(signature.kind.hasPrefix("Fatal error") || signature.subject.hasPrefix("+0x"), "\(signature)")
      }
    }
    let errorPath = scratch + "/trap.err"
    let child = try ChildProcess(
      executable: workerExecutable, arguments: ["campaign", "--worker"], errorPath: errorPath)
    child.send(WorkerRequest.replay(trace: trace.text).json.text)
    for _ in 0..<100 where !child.ended {
      if !readable([child.output], milliseconds: 100).isEmpty { _ = child.readLines() }
    }
    if !child.ended { child.kill() }
    #expect(child.wait() == .signalled(SIGILL))
    #expect(child.errorText().split(separator: "\n").contains { $0.hasPrefix(TrapReporter.marker) })
  }

  /// An executable at a fresh path running `script` (POSIX shell): a worker that answers nothing.
  static func fakeWorker(_ script: String) throws -> String {
    let path = temporaryDirectory() + "/worker"
    try ("#!/bin/sh\n" + script).write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
  }

  @Test("A worker silent while its runtime writes a trap's backtrace is a trap, not a hang; a silent one is a hang")
  func backtraceOutlastsHangTimeout() throws {
    let trace = try TraceParser.parse(Self.trapTrace("crash/force-unwrap-in-coordinator"), file: "t")
    let scratch = temporaryDirectory()
    // The request read, the runtime's first line, then silence longer than the hang time-out
    // (the backtracer reading debug information on a loaded machine), then the backtrace and
    // the signal.
    let backtrace = scratch + "/backtrace.txt"
    try Self.releaseBacktrace.write(toFile: backtrace, atomically: true, encoding: .utf8)
    let trapping = try Self.fakeWorker(
      """
      echo '{"received":true}'
      printf '\n*** Signal 4: Backtracing from 0x000055ed5fa70492...' >&2
      sleep 2
      cat '\(backtrace)' >&2
      kill -ILL $$

      """)
    let slow = ProcessRun(executable: trapping, scratch: scratch, hangTimeout: .seconds(1), backtrace: true)
    #expect(
      slow.replay(trace)?.outcome
        == .crashed(
          Signature(kind: "trap", subject: "Crash.swift:82"),
          detail: "Swift runtime failure: Unexpectedly found nil while unwrapping an Optional value"))
    // Without a backtrace begun, silence after the worker's first line is a hang, however the
    // process would have ended.
    let silent = try Self.fakeWorker("echo '{\"received\":true}'\nexec sleep 30\n")
    let hung = ProcessRun(executable: silent, scratch: scratch, hangTimeout: .milliseconds(300), backtrace: true)
    #expect(hung.replay(trace)?.outcome == .hung)
    #expect(backtraceBegun("BridgeCatalog/Crash.swift:82: Fatal error: …\n\n*** Signal 4: Backtracing from 0x7ff0…"))
    #expect(!backtraceBegun("*** Signal 4: Backtracing"))
    #expect(!backtraceBegun("a line that says *** Signal 4: Backtracing from 0x1"))
  }

  @Test("A worker's start is not part of its hang time-out: the clock starts at its first line")
  func startIsNotAHang() throws {
    let trace = try TraceParser.parse(Self.trapTrace("crash/force-unwrap-in-coordinator"), file: "t")
    let scratch = temporaryDirectory()
    // A process slower to start than the time-out (a loaded machine), then quick to answer.
    let slowStart = try Self.fakeWorker(
      "sleep 2\necho '{\"received\":true}'\necho '{\"at\":0}'\necho '{\"replayed\":1}'\nexec sleep 30\n")
    let run = ProcessRun(executable: slowStart, scratch: scratch, hangTimeout: .seconds(1))
    let replayed = try #require(run.replay(trace))
    #expect(replayed.outcome == .completed)
    #expect(replayed.reached == 1)
    // A campaign's worker alike: before its first line its deadline is a minute away, after it
    // the time-out's.
    let slot = try WorkerSlot(executable: slowStart, errorPath: scratch + "/slot.err")
    defer { slot.stop() }
    let now = ContinuousClock.now
    slot.start(job: 0, first: 0, count: 1, request: .replay(trace: trace.text), now: now)
    #expect(slot.deadline(.seconds(1)) == now + ProcessRun.startAllowance)
    #expect(slot.deadline(.seconds(90)) == now + .seconds(90))
    slot.heard(.object([("received", .bool(true))]), now: now)
    #expect(slot.deadline(.seconds(1)) == now + .seconds(1))
    // The worker's first line to every request says it has it, before the request's work
    // (a scenario that hangs as it mounts is caught after the time-out, not the minute).
    for request in [
      WorkerRequest.replay(trace: trace.text),
      .record(scenario: "crash/hang-in-update", seed: 7, index: 0, maxSteps: 4, profiles: nil),
    ] {
      let child = try ChildProcess(
        executable: workerExecutable, arguments: ["campaign", "--worker"], errorPath: scratch + "/first.err")
      child.send(request.json.text)
      var first: String?
      for _ in 0..<100 where first == nil && !child.ended {
        if !readable([child.output], milliseconds: 100).isEmpty { first = child.readLines().first }
      }
      child.kill()
      _ = child.wait()
      #expect(first == #"{"received":true}"#)
    }
  }

  @Test("The trap line: an offset into the executable (the same in every process of a build), else the address")
  func trapLineFormat() throws {
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    defer { buffer.deallocate() }
    func line(_ address: UInt, capacity: Int = 64) -> String {
      let count = TrapReporter.format(address, start: 0x5000, end: 0x9000, into: buffer, capacity: capacity)
      return String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
    }
    #expect(line(0x7ed6) == "bridgecheck-trap +0x2ed6\n")
    #expect(line(0x5000) == "bridgecheck-trap +0x0\n")
    #expect(line(0x9000) == "bridgecheck-trap 0x9000\n")
    #expect(line(0x4fff) == "bridgecheck-trap 0x4fff\n")
    #expect(line(.max) == "bridgecheck-trap 0xffffffffffffffff\n")
    #expect(line(0x7ed6, capacity: 20) == "bridgecheck-trap +0x")
    #if os(Linux)
      // The test executable's own code lies in the range it reads.
      let (start, end) = TrapReporter.executableRange()
      let code: @convention(c) () -> Void = {}
      let here = unsafeBitCast(code, to: UInt.self)
      #expect(start < end)
      #expect(start <= here && here < end)
    #endif
  }

  @Test("A backtrace names a trap by its line, the same in a debug and an optimised build")
  func backtraceSignatures() {
    let release = crashSignature(termination: .signalled(4), errorText: Self.releaseBacktrace)
    let debug = crashSignature(termination: .signalled(4), errorText: Self.debugBacktrace)
    #expect(release.0 == Signature(kind: "trap", subject: "Crash.swift:82"))
    #expect(debug.0 == release.0)
    #expect(release.1 == "Swift runtime failure: Unexpectedly found nil while unwrapping an Optional value")
    #expect(
      debug.1 == "BridgeCatalog/Crash.swift:82: Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    // A headline with an address loses it: a report is the same from run to run.
    let index = crashSignature(
      termination: .signalled(4),
      errorText: Self.releaseBacktrace.replacingOccurrences(
        of: "*** Swift runtime failure: Unexpectedly found nil while unwrapping an Optional value ***",
        with: "*** Program crashed: Illegal instruction at 0x000055b4aa1112b1 ***"))
    #expect(index.1 == "Program crashed: Illegal instruction")
    // A trace written before backtraces named traps matches the same line, and only that.
    let trap = Signature(kind: "trap", subject: "Crash.swift:82")
    let legacy = Signature(
      kind: "Fatal error: Unexpectedly found nil while unwrapping an Optional value", subject: "Crash.swift:82")
    #expect(sameCrash(stored: legacy, found: trap))
    #expect(!sameCrash(stored: legacy, found: Signature(kind: "trap", subject: "Crash.swift:83")))
    #expect(!sameCrash(stored: Signature(kind: "signal SIGILL", subject: ""), found: trap))
    #expect(!sameCrash(stored: trap, found: legacy))
  }

  @Test("A request survives its JSON line: every kind, with seeds above 2^53 and known findings")
  func requestsRoundTrip() throws {
    let known = [FindingKey(property: "process.crash", signature: Signature(kind: "a", subject: "b | c"))]
    let requests: [WorkerRequest] = [
      .fuzz(
        job: 3, scenario: "a/b", seed: UInt64.max, first: 5, stride: 3, count: 64, maxSteps: 50, profiles: .all,
        known: known),
      .record(scenario: "a/b", seed: 1 << 60, index: 9, maxSteps: 7, profiles: nil),
      .replay(trace: "bridgecheck-trace 1\nscenario: x\n"),
      .check(trace: "t", sequence: 4, known: []),
    ]
    for request in requests {
      let parsed = WorkerRequest(try JSON.parse(request.json.text))
      #expect(parsed == request)
    }
  }

  @Test("Every corpus trace of a scenario that traps or hangs replays in a child process to its expect")
  func processCorpus() throws {
    let corpus = Corpus(root: repositoryRoot + "/Corpus")
    let files = corpus.files().filter { path in
      Catalog.processScenarioNames.contains { path.contains("/Corpus/\($0)/") }
    }
    let scenarios = try Set(
      files.map { try TraceParser.parse(Array(Data(contentsOf: URL(fileURLWithPath: $0))), file: $0).scenario })
    #expect(scenarios == Set(Catalog.processScenarios.filter { !$0.expectation.properties.isEmpty }.map(\.name)))
    for file in files {
      let replay = runWithWorkers(["replay", file, "--hang-timeout", "2"])
      #expect(replay.code == 0, "\(file): \(replay.out)\(replay.err)")
    }
  }

  @Test("The process scenarios' names list is the list of process scenarios")
  func processNames() {
    #expect(Catalog.processScenarios.map(\.name) == Catalog.processScenarioNames)
    #expect(Catalog.processScenarios.filter { $0.expectation.breaksProcess }.count == 2)
    #expect(!Catalog.scenarios.contains { $0.expectation.breaksProcess })
  }

  @Test("campaign and corpus --help print their usage, which README's Nightly section quotes word for word")
  func usageInReadme() throws {
    let help = runWithWorkers(["campaign", "--help"])
    #expect(help.code == 0)
    #expect(help.out == CampaignCommand.usage)
    let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
    #expect(readme.contains("```\n" + CampaignCommand.usage.trimmingCharacters(in: .newlines) + "\n```"))
    #expect(readme.contains("```\n" + CorpusCommand.usage.trimmingCharacters(in: .newlines) + "\n```"))
  }

  @Test("A corpus that cannot be written: the finding is still reported (exit 1), the write error is a warning")
  func unwritableCorpus() {
    let blocker = temporaryFile(named: "not-a-folder", [])
    let result = runWithWorkers([
      "campaign", "--scenario", "text-field/unguarded-update", "--sequences", "64", "--corpus", blocker,
    ])
    #expect(result.code == 1)
    #expect(result.out.hasPrefix("✗ text-field/unguarded-update: representable.update-is-idempotent"))
    #expect(result.err.hasPrefix("warning: could not save the trace of representable.update-is-idempotent under"))
  }

  /// The findings (scenario, property, signature) of every trace under `root`.
  func corpusFindings(_ root: String) throws -> Set<String> {
    try Set(
      Corpus(root: root).files().map { path in
        let trace = try TraceParser.parse(Array(Data(contentsOf: URL(fileURLWithPath: path))), file: path)
        return "\(trace.scenario) \(trace.property?.rawValue ?? "none") \(trace.signature?.traceText ?? "")"
      })
  }

  @Test("The corpora of shards 0/3, 1/3 and 2/3, merged, hold the findings of one run's corpus")
  func shardCorporaMerge() throws {
    let whole = temporaryDirectory()
    _ = runWithWorkers(arguments(["--sequences", "192", "--corpus", whole]))
    var parts: [String] = []
    for shard in 0..<3 {
      let part = temporaryDirectory()
      parts.append(part)
      _ = runWithWorkers(arguments(["--sequences", "192", "--shard", "\(shard)/3", "--corpus", part]))
    }
    let merged = temporaryDirectory()
    let merge = runWithWorkers(["corpus", "merge"] + parts + ["--into", merged])
    #expect(merge.code == 0, "\(merge.err)")
    #expect(merge.out.contains("duplicates dropped"))
    let expected = try corpusFindings(whole)
    #expect(!expected.isEmpty)
    #expect(try corpusFindings(merged) == expected)
    let check = runWithWorkers(["corpus", "check", merged, "--hang-timeout", "2"])
    #expect(check.code == 0, "\(check.out)\(check.err)")
  }

  @Test("merge keeps the shorter of two traces of a finding, replacing a longer one the target holds")
  func mergeKeepsShorter() throws {
    let long = Self.trapTrace("crash/force-unwrap-in-coordinator")
    let short = long.replacingOccurrences(of: "  advance clock by 0.5s\n", with: "")
    let target = temporaryDirectory()
    let source = temporaryDirectory()
    let name = "crash/force-unwrap-in-coordinator/process.crash.trace"
    for (root, text) in [(target, long), (source, short)] {
      try FileManager.default.createDirectory(
        atPath: root + "/crash/force-unwrap-in-coordinator", withIntermediateDirectories: true)
      try text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8)
    }
    let merge = runWithWorkers(["corpus", "merge", source, source, "--into", target])
    #expect(merge.code == 0, "\(merge.err)")
    #expect(
      merge.out
        == "1 findings from 3 traces in \(target): 0 new, 1 replaced by a shorter trace, 0 kept, 2 duplicates dropped\n"
    )
    #expect(try String(contentsOfFile: target + "/" + name, encoding: .utf8) == short)
  }

  @Test("corpus check: Corpus/ gives every expect; a fixed bug and a renamed scenario are named")
  func corpusCheck() throws {
    let check = runWithWorkers(["corpus", "check", repositoryRoot + "/Corpus", "--hang-timeout", "2"])
    #expect(check.code == 0, "\(check.err)")
    let count = Corpus(root: repositoryRoot + "/Corpus").files().count
    #expect(check.out.hasSuffix("\n\(count) traces: \(count) give their expect, 0 do not\n"))
    let stale = temporaryDirectory()
    try FileManager.default.createDirectory(atPath: stale + "/a", withIntermediateDirectories: true)
    try Self.trapTrace("crash/coordinator-removed-on-swipe").write(
      toFile: stale + "/a/fixed.trace", atomically: true, encoding: .utf8)
    try Self.trapTrace("crash/renamed").write(toFile: stale + "/a/renamed.trace", atomically: true, encoding: .utf8)
    let broken = runWithWorkers(["corpus", "check", stale])
    #expect(broken.code == 2)
    #expect(broken.out.contains("✗ \(stale)/a/fixed.trace: holds, expected violation of process.crash\n"))
    #expect(broken.err.contains("\(stale)/a/renamed.trace:2: error: no scenario named `crash/renamed`"))
    #expect(broken.out.hasSuffix("\n2 traces: 0 give their expect, 1 do not, 1 could not be replayed\n"))
  }

  @Test("Bad corpus commands exit 2 and say what to write instead")
  func badCorpusCommands() {
    for (arguments, message) in [
      (["corpus"], "`corpus` needs a command; corpus commands: merge, check"),
      (["corpus", "sort"], "no corpus command `sort`; corpus commands: merge, check"),
      (["corpus", "merge", "a"], "`corpus merge` needs `--into DIR`, the corpus to merge into"),
      (["corpus", "check"], "`corpus check` takes one corpus folder"),
      (["campaign", "--profiles", "some"], "`--profiles` takes one of default, all, not `some`"),
    ] {
      let result = runWithWorkers(arguments)
      #expect(result.code == 2, "\(arguments)")
      #expect(result.err.hasPrefix("error: \(message)"), "\(result.err)")
    }
  }

  /// Starts `bridgecheck ARGUMENTS` and reads its output until a line satisfies `until`
  /// (or 120 s pass); the child and the lines read.
  func start(_ arguments: [String], until: (String) -> Bool) throws -> (ChildProcess, [String]) {
    let child = try ChildProcess(
      executable: workerExecutable, arguments: arguments, errorPath: temporaryDirectory() + "/stderr")
    var lines: [String] = []
    let deadline = ContinuousClock.now + .seconds(120)
    while ContinuousClock.now < deadline, !lines.contains(where: until), !child.ended {
      if !readable([child.output], milliseconds: 200).isEmpty { lines += child.readLines() }
    }
    return (child, lines)
  }

  @Test("kill -9 in the middle of a campaign loses no finding it printed, and its workers go too, a hung one included")
  func killNine() throws {
    let corpus = temporaryDirectory()
    let (child, lines) = try start(
      [
        "campaign", "--scenario", "text-field/unguarded-update", "--scenario", "crash/hang-in-update",
        "--scenario", "static-label/no-coordinator", "--sequences", "1000000", "--hang-timeout", "1",
        "--corpus", corpus,
      ], until: { $0.contains("process.hang") })
    // The next round has begun: its batch of the hanging scenario spins in a worker.
    usleep(700_000)
    kill(child.pid, SIGKILL)
    #expect(child.wait() == .signalled(SIGKILL))
    let printed = lines.filter { $0.hasPrefix("✗ ") }
    #expect(printed.count >= 2)
    for line in printed {
      let path = try #require(line.components(separatedBy: " → ").last)
      let trace = try TraceParser.parse(Array(Data(contentsOf: URL(fileURLWithPath: path))), file: path)
      #expect(line.contains(trace.property?.rawValue ?? "?"))
    }
    // The workers notice their parent is gone within half a second, even one whose main
    // thread spins in the app's code.
    var survivors: [pid_t] = []
    for _ in 0..<20 {
      usleep(250_000)
      survivors = workersOf(child.pid)
      if survivors.isEmpty { break }
    }
    #expect(survivors.isEmpty)
    for pid in survivors { kill(pid, SIGKILL) }
  }

  /// The live processes that run `campaign --worker` of this build with `parent` as their
  /// parent, or orphaned (adopted by init).
  func workersOf(_ parent: pid_t) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { entry in
      guard Int32(entry) != nil,
        let command = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
        let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8)
      else { return false }
      let words = String(decoding: command, as: UTF8.self).split(separator: "\0")
      guard words.contains("--worker"), words.first.map({ $0.hasSuffix("/bridgecheck") }) == true else { return false }
      // Orphans are adopted by init or a subreaper: count the campaign's own and any orphaned worker.
      let ppid = status.split(separator: "\n").first { $0.hasPrefix("PPid:") }.flatMap {
        Int32($0.dropFirst(5).trimmingCharacters(in: .whitespaces))
      }
      return ppid == parent || ppid == 1
    }.compactMap { Int32($0) }
  }

  @Test("SIGINT ends a campaign with the summary so far and exit 130")
  func interrupt() throws {
    let (child, lines) = try start(
      ["campaign", "--scenario", "text-field/unguarded-update", "--sequences", "1000000"],
      until: { $0.hasPrefix("✗ ") })
    #expect(lines.contains { $0.hasPrefix("✗ text-field/unguarded-update") })
    kill(child.pid, SIGINT)
    var rest: [String] = []
    let deadline = ContinuousClock.now + .seconds(60)
    while !child.ended, ContinuousClock.now < deadline {
      if !readable([child.output], milliseconds: 200).isEmpty { rest += child.readLines() }
    }
    // A campaign that ignored the signal is stopped here, and the test fails below.
    if !child.ended { child.kill() }
    #expect(child.wait() == .exited(130))
    #expect(rest.contains { $0.hasPrefix("interrupted after ") })
    #expect(rest.contains { $0.hasPrefix("text-field/unguarded-update ") })
    #expect(child.errorText().contains("interrupted: the summary covers the batches that finished"))
  }

  @Test("README's campaign example is what the command prints, times aside")
  func readmeExample() throws {
    let corpus = temporaryDirectory()
    let result = runWithWorkers([
      "campaign", "--scenario", "crash/force-unwrap-in-coordinator", "--scenario", "crash/hang-in-update",
      "--scenario", "text-field/unguarded-update", "--sequences", "512", "--jobs", "2", "--hang-timeout", "2",
      "--corpus", corpus,
    ])
    #expect(result.code == 1)
    // The times vary: the seconds column and the total become "…", as README writes them.
    let shown = result.out.replacingOccurrences(of: corpus, with: "nightly").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { line -> String in
      var text = String(line)
      if let range = text.range(of: #" +[0-9]+\.[0-9]$"#, options: .regularExpression) {
        text.replaceSubrange(
          range,
          with: String(repeating: " ", count: text.distance(from: range.lowerBound, to: range.upperBound) - 1) + "…")
      }
      if let range = text.range(of: #", [0-9.]+ s$"#, options: .regularExpression) {
        text.replaceSubrange(range, with: ", … s")
      }
      return text
    }.joined(separator: "\n")
    let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
    let start = try #require(readme.range(of: "--corpus nightly\n"))
    let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
    #expect(shown == String(readme[start.upperBound..<end.lowerBound]) + "\n")
  }

  @Test("Bad campaign flags exit 2 and say what to write instead")
  func badFlags() {
    for (arguments, message) in [
      (["campaign", "--shard", "3/3"], "`--shard` takes I/N with 0 ≤ I < N (shard I of N, from 0), not `3/3`"),
      (["campaign", "--shard", "x"], "`--shard` takes I/N with 0 ≤ I < N (shard I of N, from 0), not `x`"),
      (["campaign", "--jobs", "0"], "`--jobs` takes a whole number from 1 to 256, not `0`"),
      (["campaign", "--scenario", "nope"], "no scenario named `nope`"),
    ] {
      let result = runWithWorkers(arguments)
      #expect(result.code == 2, "\(arguments)")
      #expect(result.err.hasPrefix("error: \(message)"), "\(result.err)")
    }
  }
}
