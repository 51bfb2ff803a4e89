import BridgeCatalog
import BridgeCheck
import Foundation
import Synchronization
import Testing

@testable import BridgeCheckTesting

/// What a failing `expectHolds` leaves behind: a regression test to paste, and the trace and
/// HTML page attached to the test (issue 10 §2).
@MainActor
@Suite("BridgeCheckTesting: regression tests to paste, attachments", .serialized)
struct RegressionTests {
  /// Runs `expectHolds` on a scenario that breaks, collecting its issues and attachments.
  func failingRun() throws -> (issues: [String], attachments: [(name: String, text: String)]) {
    let unguarded = try #require(Catalog.scenario(named: "text-field/unguarded-update"))
    let recorded = Mutex<[String]>([])
    var attachments: [(name: String, text: String)] = []
    TestReporter.attachmentSink = { text, name in attachments.append((name, text)) }
    defer { TestReporter.attachmentSink = nil }
    withKnownIssue {
      BridgeCheckTesting.expectHolds(unguarded, seed: 3, sequences: 200)
    } matching: { issue in
      recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
      return true
    }
    return (recorded.withLock { $0 }, attachments)
  }

  @Test("A report ends with a regression test naming the scenario as the call wrote it, the trace inline")
  func regressionTestInReport() throws {
    let issues = try failingRun().issues
    let report = try #require(issues.first)
    let start = try #require(report.range(of: "A regression test, ready to paste"))
    let snippet = String(report[start.lowerBound...])
    #expect(snippet.contains("@Test func failingRunRegression() {\n  BridgeCheckTesting.expectReplays(\n    \"\"\"\n"))
    #expect(snippet.contains("    bridgecheck-trace 1\n    scenario: text-field/unguarded-update\n"))
    #expect(snippet.contains("    expect: holds\n"))
    #expect(snippet.hasSuffix("    \"\"\", in: [unguarded])\n}\n"))
  }

  @Test("The pasted regression test fails while the bug is there and passes on the fixed code")
  func regressionTestReplays() throws {
    let report = try #require(try failingRun().issues.first)
    let open = try #require(report.range(of: "    \"\"\"\n"))
    let close = try #require(report.range(of: "    \"\"\", in:", range: open.upperBound..<report.endIndex))
    let trace = report[open.upperBound..<close.lowerBound].split(separator: "\n").map { $0.dropFirst(4) }.joined(
      separator: "\n")
    let buggy = try #require(Catalog.scenario(named: "text-field/unguarded-update"))
    let fixed = try #require(Catalog.scenario(named: "text-field/guarded"))
    let recorded = Mutex<[String]>([])
    withKnownIssue {
      BridgeCheckTesting.expectReplays(trace, in: [buggy])
    } matching: { issue in
      recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
      return true
    }
    let messages = recorded.withLock { $0 }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("the inline trace: expected holds, got violation of") == true)
    // The same steps on the guarded field: every property holds.
    BridgeCheckTesting.expectReplays(
      trace.replacingOccurrences(of: "scenario: text-field/unguarded-update", with: "scenario: text-field/guarded"),
      in: [fixed])
  }

  @Test("A malformed inline trace is a failure naming its line")
  func malformedInlineTrace() {
    let recorded = Mutex<[String]>([])
    withKnownIssue {
      BridgeCheckTesting.expectReplays("bridgecheck-trace 1\nscenario: x\nnonsense\n", in: [])
    } matching: { issue in
      recorded.withLock { $0.append(issue.comments.map(\.rawValue).joined()) }
      return true
    }
    let messages = recorded.withLock { $0 }
    #expect(messages.count == 1)
    #expect(messages.first?.hasPrefix("the inline trace:3:") == true, "\(messages)")
  }

  @Test("Each finding attaches its minimal trace and its HTML page")
  func attachments() throws {
    let run = try failingRun()
    #expect(
      run.attachments.map(\.name) == [
        "text-field-unguarded-update.representable.update-is-idempotent.trace",
        "text-field-unguarded-update.representable.update-is-idempotent.html",
      ])
    let trace = try TraceParser.parse(try #require(run.attachments.first?.text), file: "attachment")
    #expect(trace.expect == .violation && trace.property == "representable.update-is-idempotent")
    let html = try #require(run.attachments.last?.text)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    for step in trace.steps {
      #expect(html.contains("<li") && html.contains(step.text.replacingOccurrences(of: "\"", with: "&quot;")))
    }
    #expect(html.contains("class=\"mark violating\"") || html.contains("class=\"mark violating settle\""))
    #expect(!html.contains("index.html"))
  }

  @Test("The scenario argument of a call, read from its source: one line, several, nested, none")
  func callSite() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "callsite-\(UInt32.random(in: 0...UInt32.max)).swift"
    ).path
    try """
    BridgeCheckTesting.expectHolds(mine)
    BridgeCheckTesting.expectHolds(
      Catalog.scenario(named: "a, b")!.profile { $0.x = 1 }, sequences: 20)
    BridgeCheckTesting.expectHolds()
    other()
    """.write(toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    #expect(CallSite.firstArgument(of: "expectHolds", file: file, line: 1) == "mine")
    #expect(
      CallSite.firstArgument(of: "expectHolds", file: file, line: 2)
        == "Catalog.scenario(named: \"a, b\")!.profile { $0.x = 1 }")
    #expect(CallSite.firstArgument(of: "expectHolds", file: file, line: 4) == nil)
    #expect(CallSite.firstArgument(of: "expectHolds", file: file, line: 5) == nil)
    #expect(CallSite.firstArgument(of: "expectHolds", file: file, line: 99) == nil)
    #expect(CallSite.firstArgument(of: "expectHolds", file: "/nonexistent", line: 1) == nil)
  }
}
