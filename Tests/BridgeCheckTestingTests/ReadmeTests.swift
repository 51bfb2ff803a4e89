import BridgeCatalog
import BridgeCheck
import BridgeCheckTesting
import Foundation
import Testing

@Suite("The README's worked example is this package's code")
struct ReadmeTests {
  static func text(of path: String) throws -> String {
    var root = #filePath
    for _ in 0..<3 { root = String(root[..<(root.lastIndex(of: "/") ?? root.endIndex)]) }
    return try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  @Test(
    "README.md shows the examples verbatim",
    arguments: [("ReadmeExample.swift", "README-EXAMPLE"), ("ReadmeAppExample.swift", "README-APP-EXAMPLE")])
  func exampleIsVerbatim(file: String, marker: String) throws {
    let example = try Self.text(of: "Tests/BridgeCheckTestingTests/" + file)
    let begin = try #require(example.range(of: "// \(marker)-BEGIN\n"))
    let end = try #require(example.range(of: "// \(marker)-END"))
    let code = String(example[begin.upperBound..<end.lowerBound])
    let readme = try Self.text(of: "README.md")
    #expect(readme.contains("```swift\n" + code + "```"))
  }
}

@MainActor
@Suite("BridgeCheckTesting records failures where the test is")
struct ExpectationTests {
  @Test("expectViolation passes when the scenario breaks that property")
  func expectViolation() throws {
    let scenario = try #require(Catalog.scenario(named: "rebuild/recreates-in-update"))
    let result = BridgeCheckTesting.expectViolation(scenario, of: "representable.no-rebuild-in-update")
    #expect(result.steps == [.set(state: "count", value: "1")])
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
