import BridgeCatalog
import BridgeModel
import BridgeProperties
import Foundation
import Testing

@testable import BridgeCheck

/// A fresh empty directory under the temporary directory.
func temporaryDirectory() -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "bridgecheck-tests-\(UInt64.random(in: 0...UInt64.max))"
  ).path
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

@MainActor
@Suite("The command line: help, where text goes, and bad input that must not crash or lose data")
struct CommandInputTests {
  @Test("Every subcommand's --help, -h and `help COMMAND` print its usage on stdout and exit 0")
  func help() {
    for command in ["check", "list", "fuzz", "replay", "shrink", "explain", "bench", "campaign"] {
      for arguments in [[command, "--help"], [command, "-h"], ["help", command]] {
        let result = runCommand(arguments)
        #expect(result.code == 0, "\(arguments)")
        #expect(result.out.hasPrefix("usage: bridgecheck"), "\(arguments)")
        #expect(result.err.isEmpty, "\(arguments)")
      }
    }
    let overview = runCommand(["help"])
    #expect(overview.code == 0)
    #expect(overview.out.hasPrefix("bridgecheck: finds lifecycle bugs"))
    let unknown = runCommand(["help", "frobnicate"])
    #expect(unknown.code == 2)
    #expect(unknown.err.hasPrefix("error: no command `frobnicate`"))
  }

  @Test("list: one line per scenario on stdout, with its summary, then the ★ findings explained")
  func list() throws {
    let result = runCommand(["list"])
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false)
    let guarded = try #require(lines.first { $0.hasPrefix("text-field/guarded ") })
    #expect(guarded.contains("holds"))
    #expect(guarded.contains(try #require(Catalog.scenario(named: "text-field/guarded")).summary))
    let modal = lines.filter { $0.hasPrefix("modal/") }
    #expect(modal.count == Catalog.scenarios.filter { $0.name.hasPrefix("modal/") }.count)
    #expect(result.out.contains("★ Findings against their source:"))
    #expect(result.out.contains("\n  text-field/selection-writer: Seed 001 marks this coordinator ✅."))
  }

  @Test("The table goes to stdout; its progress (none when not a terminal) to stderr")
  func tableOnStdout() {
    let scenarios = [Catalog.scenario(named: "text-field/guarded"), Catalog.scenario(named: "rebuild/patches")]
      .compactMap { $0 }
    let console = CapturedConsole()
    let code = BridgeCheckCommand.run(["--sequences", "5"], scenarios: scenarios, console: console)
    #expect(code == 0)
    #expect(console.output.hasPrefix("scenario "))
    #expect(console.output.contains("2 scenarios: 2 as expected"))
    #expect(console.errors.isEmpty)
  }

  @Test("The table exits 1 and names the scenario when a verdict is not the expected one")
  func tableUnexpected() throws {
    let holding = try #require(Catalog.scenario(named: "rebuild/patches"))
    // The same app, expected to break a property it keeps.
    let wrong = Scenario(
      "test/patches-expected-to-break", expect: .violation("representable.no-rebuild-in-update"),
      summary: "rebuild/patches with a wrong expectation", source: "this test"
    ) { BadgeScreenForTests() }
    let console = CapturedConsole()
    let code = BridgeCheckCommand.run(["--sequences", "5"], scenarios: [holding, wrong], console: console)
    #expect(code == 1)
    #expect(console.output.contains("2 scenarios: 1 as expected"))
    #expect(
      console.output.contains(
        "\nUnexpected:\n  test/patches-expected-to-break: expected representable.no-rebuild-in-update, found holds\n"))
  }

  @Test("bench measures each scenario named, with tiny budgets: a line each, or JSON with the figures' keys")
  func bench() throws {
    let text = runCommand([
      "bench", "--scenario", "rebuild/patches", "--sequences", "3", "--repeat", "1", "--seeds", "1",
    ])
    #expect(text.code == 0)
    let lines = text.out.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasPrefix("scenario ") == true)
    #expect(lines.last?.hasPrefix("rebuild/patches ") == true)
    // It breaks while the first render's main-queue work runs (F-RL1): no step, no step rate.
    let launch = runCommand([
      "bench", "--scenario", "map-view/span-normalising-async", "--sequences", "2", "--repeat", "1", "--seeds", "1",
    ])
    let figures = launch.out.split(separator: "\n").last?.split(separator: " ").map(String.init)
    #expect(figures?.dropFirst().first == "–", "\(launch.out)")
    let json = runCommand([
      "bench", "--scenario", "rebuild/recreates-in-update", "--sequences", "3", "--repeat", "1", "--seeds", "2",
      "--json",
    ])
    #expect(json.code == 0)
    for key in [
      "\"scenario\":\"rebuild/recreates-in-update\"", "\"stepsPerSecond\":", "\"medianFindMs\":", "\"seeds\":2",
    ] {
      #expect(json.out.contains(key), "\(key) in \(json.out)")
    }
  }

  @Test("bench --max-steps: timed sequences are at most that long (50 by default); 0 is a usage error")
  func benchMaxSteps() throws {
    let scenario = try #require(Catalog.scenario(named: "text-field/guarded"))
    func stepsPerSequence(_ maxSteps: Int) -> Double {
      let measured = BenchCommand.measure(scenario, sequences: 4, maxSteps: maxSteps, repeats: 1, seeds: 1)
      return measured.stepsPerSecond / measured.sequencesPerSecond  // the same elapsed time
    }
    #expect(abs(stepsPerSequence(3) - 3) < 1e-9)
    #expect(abs(stepsPerSequence(50) - 50) < 1e-9)
    let zero = runCommand(["bench", "--scenario", "text-field/guarded", "--max-steps", "0"])
    #expect(zero.code == 2)
    #expect(zero.err.hasPrefix("error: `--max-steps` takes a whole number from 1 to 1000000, not `0`"), "\(zero.err)")
  }

  @Test("bench --profile: each KNOB=VALUE is set over the scenario's own profile; a bad one is a usage error")
  func benchProfile() throws {
    let knobs = try BenchCommand.knobs(["touchesDuringTransition=all", "equalRegionCallbacks=fire"])
    let peer = try #require(Catalog.scenario(named: "peer-search-field/correct"))
    let execution = BenchCommand.execution(of: peer, knobs: knobs)
    #expect(execution.profile.touchesDuringTransition == .all)
    #expect(execution.profile.equalRegionCallbacks == .fire)
    #expect(execution.profile.tfSelectionOnProgrammaticText == peer.profile.tfSelectionOnProgrammaticText)
    #expect(BenchCommand.execution(of: peer, knobs: []).profile.text == peer.profile.text)
    for (argument, message) in [
      ("touchesDuringTransition", "error: `--profile` takes KNOB=VALUE, not `touchesDuringTransition`"),
      ("frobnicate=1", "error: `--profile`: unknown knob `frobnicate`; knobs: stateWriteDuringUpdate, "),
      (
        "touchesDuringTransition=some",
        "error: `--profile`: `some` is not a value of touchesDuringTransition; it is one of none, outgoingOnly, all"
      ),
    ] {
      let result = runCommand(["bench", "--scenario", "rebuild/patches", "--sequences", "1", "--profile", argument])
      #expect(result.code == 2, "\(argument)")
      #expect(result.err.hasPrefix(message), "\(result.err)")
      #expect(result.out.isEmpty)
    }
  }

  @Test("--time and --max-steps out of range are usage errors, not traps")
  func outOfRange() {
    let huge = runCommand(["fuzz", "--scenario", "text-field/guarded", "--time", "1e308"])
    #expect(huge.code == 2)
    #expect(
      huge.err.hasPrefix(
        "error: `--time` takes a number of seconds greater than 0 and at most 31536000 (a year), not `1e308`"))
    let steps = runCommand(["fuzz", "--scenario", "text-field/guarded", "--max-steps", "9223372036854775807"])
    #expect(steps.code == 2)
    #expect(
      steps.err.hasPrefix("error: `--max-steps` takes a whole number from 1 to 1000000, not `9223372036854775807`"))
    let negative = runCommand(["fuzz", "--scenario", "text-field/guarded", "--time", "-1"])
    #expect(negative.code == 2)
  }

  @Test("A run that checked nothing says so and does not pass")
  func checkedNothing() {
    let result = runCommand(["fuzz", "--scenario", "text-field/guarded", "--time", "0.0000001"])
    #expect(result.code == 2)
    #expect(
      result.err
        == "✗ text-field/guarded: checked nothing: --time ended the run before its first sequence; give it more time.\n"
    )
  }

  @Test("--corpus with an empty path is a usage error, never a write under /")
  func emptyCorpus() {
    let result = runCommand(["fuzz", "--scenario", "rebuild/recreates-in-update", "--corpus", ""])
    #expect(result.code == 2)
    #expect(result.err.hasPrefix("error: `--corpus` needs a directory path, not an empty string"))
  }

  @Test("A corpus that cannot be written: the finding is still reported (exit 1), the write error is a warning")
  func unwritableCorpus() throws {
    let file = temporaryFile(named: "not-a-directory", Array("x".utf8))
    let result = runCommand([
      "fuzz", "--scenario", "rebuild/recreates-in-update", "--sequences", "20", "--corpus", file,
    ])
    #expect(result.code == 1)
    #expect(result.out.hasPrefix("✗ representable.no-rebuild-in-update"))
    #expect(
      result.err.hasPrefix("warning: could not save the trace of representable.no-rebuild-in-update under `\(file)`"))
  }

  @Test("--ignore: an acknowledged property is counted and fails nothing; an unknown one names the known")
  func ignore() throws {
    let result = runCommand([
      "fuzz", "--scenario", "rebuild/recreates-in-update", "--sequences", "30", "--ignore",
      "representable.no-rebuild-in-update", "--json",
    ])
    #expect(result.code == 0)
    let json = try JSON.parse(result.out.trimmingCharacters(in: .newlines))
    #expect(json["outcome"] == .string("holds"))
    #expect(json["findings"] == .array([]))
    guard case .array(let acknowledged)? = json["acknowledged"], let first = acknowledged.first else {
      Issue.record("no acknowledged entry")
      return
    }
    #expect(first["property"] == .string("representable.no-rebuild-in-update"))
    #expect(first["because"] == .string("--ignore on the command line"))
    if case .integer(let count)? = first["count"] { #expect(count > 0) } else { Issue.record("no count") }
    let unknown = runCommand(["fuzz", "--scenario", "rebuild/recreates-in-update", "--ignore", "nope"])
    #expect(unknown.code == 2)
    #expect(unknown.err.hasPrefix("error: no property named `nope`; known properties: representable.lifecycle-order,"))
  }

  @Test("--save-as regression writes a trace that expects holds: replay fails while the bug is there")
  func regression() throws {
    let directory = temporaryDirectory()
    let fuzz = runCommand([
      "fuzz", "--scenario", "rebuild/recreates-in-update", "--sequences", "20", "--corpus", directory,
      "--save-as", "regression",
    ])
    #expect(fuzz.code == 1)
    let files = Corpus(root: directory).files()
    #expect(files.count == 1)
    let file = try #require(files.first)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains("\nexpect: holds\n"))
    #expect(text.contains("\nproperty: representable.no-rebuild-in-update\n"))
    let replay = runCommand(["replay", file])
    #expect(replay.code == 1)
    #expect(replay.out.hasPrefix("✗ \(file): violation of representable.no-rebuild-in-update, expected holds"))
    let alone = runCommand(["fuzz", "--scenario", "rebuild/recreates-in-update", "--save-as", "regression"])
    #expect(alone.code == 2)
    #expect(alone.err.hasPrefix("error: `--save-as` goes with `--corpus DIR`"))
  }

  @Test("The corpus keeps one file per finding, never replaces another trace, and leaves no temporary file")
  func corpusFiles() throws {
    let directory = temporaryDirectory()
    let corpus = Corpus(root: directory)
    let key = Signature(kind: "push during a push", subject: "UIHostingController<Detail>")
    func trace(_ steps: [Action], _ signature: Signature) -> Trace {
      Trace(
        scenario: "nav/x", property: "navigation.no-double-push", signature: signature, expect: .violation,
        seed: 1, profile: .default, steps: steps)
    }
    let first = try corpus.write(trace([.tap("item"), .tap("item")], key))
    #expect(
      first
        == .written(
          directory
            + "/nav/x/navigation.no-double-push.push-during-a-push-uihostingcontroller-detail.trace"))
    #expect(try corpus.write(trace([.tap("item"), .tap("item")], key)) == .unchanged(first.path))
    #expect(try corpus.write(trace([.tap("item"), .rerender, .tap("item")], key)) == .kept(first.path))
    let other = Signature(kind: "push of a controller on the stack", subject: "UIHostingController<Detail>")
    let second = try corpus.write(trace([.tap("item")], other))
    #expect(second.path != first.path)
    #expect(corpus.files() == [first.path, second.path].sorted())
    let onDisk = try FileManager.default.contentsOfDirectory(atPath: directory + "/nav/x")
    #expect(onDisk.allSatisfy { $0.hasSuffix(".trace") })
  }

  @Test("A trace saved on Windows (CRLF) parses like one with LF")
  func crlf() throws {
    let text = TraceFileTests.valid.replacingOccurrences(of: "\n", with: "\r\n")
    let crlf = try TraceParser.parse(Array(text.utf8), file: "t.trace")
    let lf = try TraceParser.parse(Array(TraceFileTests.valid.utf8), file: "t.trace")
    #expect(crlf == lf)
  }

  @Test("replay and shrink agree on a step that is not possible: both refuse it at its line, exit 2")
  func impossibleStep() {
    let text = """
      bridgecheck-trace 1
      scenario: rebuild/recreates-in-update
      property: representable.no-rebuild-in-update
      expect: violation
      seed: none
      profile: default
      steps:
        tap "nowhere"
        set count = 1

      """
    let file = temporaryFile(named: "impossible.trace", Array(text.utf8))
    let message =
      "\(file):8: error: step 1 `tap \"nowhere\"` is not possible at that point in rebuild/recreates-in-update\n  hint: the scenario or the model changed since the trace was written: re-record it with `bridgecheck fuzz --corpus DIR`, or delete the step\n"
    let replay = runCommand(["replay", file])
    #expect(replay.code == 2)
    #expect(replay.err == message)
    let shrink = runCommand(["shrink", file])
    #expect(shrink.code == 2)
    #expect(shrink.err == message)
  }

  @Test("replay --report prints the whole report even when the trace gives its expect")
  func replayReport() {
    let good =
      repositoryRoot
      + "/Corpus/rebuild/recreates-in-update/representable.no-rebuild-in-update.removes-the-uilabel-makeuiview-made-badge.trace"
    let result = runCommand(["replay", good, "--report"])
    #expect(result.code == 0)
    #expect(
      result.out.hasPrefix(
        "✓ \(good): violation of representable.no-rebuild-in-update\n\n✗ representable.no-rebuild-in-update\n"))
    #expect(result.out.contains("\nWhat to change:\n"))
    #expect(result.out.contains("\nReproduce:\n  swift run bridgecheck replay \(good)\n"))
  }

  @Test("The reproduce command names the executable that ran, as the user runs it")
  func program() {
    #expect(BridgeCheckCommand.program(invokedAs: "/w/p/.build/debug/bridgecheck") == "swift run bridgecheck")
    #expect(
      BridgeCheckCommand.program(invokedAs: "/w/p/.build/x86_64-unknown-linux-gnu/release/nightly")
        == "swift run -c release nightly")
    #expect(BridgeCheckCommand.program(invokedAs: "/usr/local/bin/nightly") == "/usr/local/bin/nightly")
  }
}

@MainActor
@Suite("A scenario declaration that checks nothing is an error naming what exists")
struct ScenarioProblemTests {
  func fuzz(_ scenario: Scenario) -> FuzzResult {
    var options = FuzzOptions()
    options.sequences = 20
    return Fuzzer(scenario, options: options).run()
  }

  @Test("`.domain` with a name the scenario does not have")
  func unknownDomain() throws {
    let scenario = try #require(Catalog.scenario(named: "text-field/guarded")).domain("txt", ["a"])
    #expect(
      fuzz(scenario).problems == [
        "`.domain(\"txt\", …)` names no state of text-field/guarded, so it changes nothing: its states are showField, text. (In an app set up by UIKit code, a hosted screen's states are named `Screen.name`.)"
      ])
    let known = try #require(Catalog.scenario(named: "text-field/guarded")).domain("text", ["a"])
    #expect(fuzz(known).problems.isEmpty)
  }

  @Test("`.mirror` whose UIKit type never shows up, or whose root type never holds it")
  func mirrorNeverOnScreen() throws {
    let base = try #require(Catalog.scenario(named: "text-field/guarded"))
    var withMirror = base
    withMirror.mirrors = []
    let wrongView = withMirror.mirror(
      "text", of: { (screen: Elsewhere) in screen.text }, UISearchBar.self, "text", of: { $0.text ?? "" })
    let problems = fuzz(wrongView).problems
    #expect(problems.count == 1)
    #expect(
      problems.first?.hasPrefix(
        "`.mirror` of UISearchBar.text ↔ text checked nothing: no UISearchBar made by a representable was on screen once the world settled, in 20 sequences (of the represented views, UITextField"
      ) == true, "\(problems)")
    #expect(fuzz(base).problems.isEmpty)
    let wrongRoot = withMirror.mirror(
      "text", of: { (screen: Elsewhere) in screen.text }, UITextField.self, "text", of: { $0.text ?? "" })
    #expect(
      fuzz(wrongRoot).problems == [
        "`.mirror` of UITextField.text ↔ text checked nothing: the UITextFields on screen were never inside a SwiftUI view of type Elsewhere, whose state it reads, in 20 sequences."
      ])
  }
}

/// A root view type no scenario has.
struct Elsewhere: View {
  var text = ""
  var body: some View { Text(text) }
}

/// A badge whose update patches its label (rebuild/patches's code), for scenarios of the tests.
struct BadgeScreenForTests: View {
  @State var count = 0
  var body: some View { PatchingBadge(text: "\(count)") }
}

struct PatchingBadge: UIViewRepresentable {
  let text: String
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) { label.text = text }
}
