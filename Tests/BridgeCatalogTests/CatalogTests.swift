import BridgeCatalog
import BridgeCheck
import Testing

/// One catalog scenario under one seed.
struct SeededScenario: Sendable, CustomTestStringConvertible {
  let name: String
  let seed: UInt64
  var testDescription: String { "\(name) seed \(seed)" }
}

@MainActor
@Suite("The catalog: every scenario gets its expected verdict")
struct CatalogTests {
  nonisolated static let cases: [SeededScenario] = Catalog.scenarios.flatMap { scenario in
    (1...3).map { SeededScenario(name: scenario.name, seed: $0) }
  }

  @Test("Seeds 1, 2 and 3 give exactly the expected findings, as the table checks them", arguments: cases)
  func expectedVerdict(_ test: SeededScenario) throws {
    let scenario = try #require(Catalog.scenario(named: test.name))
    let result = scenario.checkExpectation(seed: test.seed)
    #expect(
      scenario.expects(result.properties),
      "found \(result.properties): \(result.findings.map(\.violation.message))")
  }

  @Test("Names are unique, paths of lowercase words, and every scenario cites its source")
  func names() {
    let names = Catalog.scenarios.map(\.name)
    #expect(Set(names).count == names.count)
    for scenario in Catalog.scenarios {
      #expect(scenario.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "/" }, "\(scenario.name)")
      #expect(!scenario.source.isEmpty, "\(scenario.name)")
      #expect(!scenario.summary.isEmpty, "\(scenario.name)")
    }
  }

  @Test("Findings against a source are explained, and only where a verdict contradicts it")
  func findings() {
    let findings = Catalog.scenarios.filter { $0.finding != nil }.map(\.name)
    #expect(
      findings == [
        "text-field/selection-writer", "search-bar/seed", "async-write-back/selection-ping-pong",
        "deeplink/pop-then-push", "nav/detail-unguarded", "appearance/timer-stopped-on-disappear",
      ])
  }
}
