import BridgeCatalog
import BridgeCheck
import BridgeCheckTesting
import BridgeProperties
import Foundation
import Synchronization
import Testing

@Suite("The README's worked example is this package's code")
struct ReadmeTests {
  /// The package's folder.
  static var root: String {
    var root = #filePath
    for _ in 0..<3 { root = String(root[..<(root.lastIndex(of: "/") ?? root.endIndex)]) }
    return root
  }

  static func text(of path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  @Test(
    "README.md shows the examples verbatim",
    arguments: [
      ("ReadmeExample.swift", "README-EXAMPLE"), ("ReadmeAppExample.swift", "README-APP-EXAMPLE"),
      ("ReadmeTaskExample.swift", "README-TASK-EXAMPLE"), ("BridgeModelNames.swift", "README-NAMES"),
    ])
  func exampleIsVerbatim(file: String, marker: String) throws {
    let example = try Self.text(of: "Tests/BridgeCheckTestingTests/" + file)
    let begin = try #require(example.range(of: "// \(marker)-BEGIN\n"))
    let end = try #require(example.range(of: "// \(marker)-END"))
    let code = String(example[begin.upperBound..<end.lowerBound])
    let readme = try Self.text(of: "README.md")
    #expect(readme.contains("```swift\n" + code + "```"))
  }

  @Test(
    "README.md's table of properties lists every property with its claim, in the registry's order, then the process ones"
  )
  func propertiesTable() throws {
    let readme = try Self.text(of: "README.md")
    let rows =
      Properties.all.map { "| `\($0.info.id.rawValue)` | \($0.info.claim) |" }
      + ProcessProperties.all.map { "| `\($0.id.rawValue)` | \($0.claim) |" }
    let table = "| property | claim |\n|---|---|\n" + rows.joined(separator: "\n") + "\n"
    #expect(readme.contains(table), "expected in README.md:\n\(table)")
  }
}

@MainActor
@Suite("BridgeCheckTesting records failures where the test is")
struct ExpectationTests {
  @Test("expectViolation passes when the scenario breaks that property")
  func expectViolation() throws {
    let scenario = try #require(Catalog.scenario(named: "rebuild/recreates-in-update"))
    let result = BridgeCheckTesting.expectViolation(scenario, of: "representable.no-rebuild-in-update")
    // The first update already throws away the label makeUIView made: no step is needed.
    #expect(result.properties == ["representable.no-rebuild-in-update"])
    #expect(result.steps.isEmpty)
  }

  @Test("expectHolds records one issue, carrying the report, when a property breaks")
  func expectHoldsFails() throws {
    let scenario = try #require(Catalog.scenario(named: "rebuild/recreates-in-update"))
    withKnownIssue {
      BridgeCheckTesting.expectHolds(scenario, sequences: 50)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("✗ representable.no-rebuild-in-update") }
    }
  }
}

@MainActor
@Suite("BridgeCheckTesting records one issue per distinct finding")
struct DistinctFindingTests {
  @Test("An app with two bugs gets two issues, one per finding, each with its report and trace")
  func twoFindings() throws {
    let scenario = try #require(Catalog.scenario(named: "multi/double-push-and-swipe-leak"))
    let recorded = Mutex<[String]>([])
    withKnownIssue(isIntermittent: true) {
      BridgeCheckTesting.expectHolds(scenario, sequences: 300)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      recorded.withLock { $0.append(text) }
      return true
    }
    let issues = recorded.withLock { $0 }
    #expect(issues.count == 2)
    #expect(
      issues.contains {
        $0.hasPrefix("Finding 1 of 2 in multi/double-push-and-swipe-leak (wrong state):\n\n✗ navigation.no-double-push")
      })
    #expect(
      issues.contains {
        $0.hasPrefix("Finding 2 of 2 in multi/double-push-and-swipe-leak (leak):\n\n✗ coordinators.no-leaked-children")
      })
    #expect(issues.allSatisfy { $0.contains("Reproduce:\n  swift test --filter twoFindings") })
    #expect(issues.allSatisfy { $0.contains("The trace (save it as a .trace file") })
  }

  @Test("An acknowledged property fails nothing")
  func acknowledged() throws {
    let scenario = try #require(Catalog.scenario(named: "rebuild/recreates-in-update"))
      .acknowledging("representable.no-rebuild-in-update", because: "known")
    let result = BridgeCheckTesting.expectHolds(scenario, sequences: 50)
    #expect(result.findings.isEmpty)
    #expect(result.acknowledged.first?.property == "representable.no-rebuild-in-update")
    #expect((result.acknowledged.first?.sequences ?? 0) > 0)
  }
}
