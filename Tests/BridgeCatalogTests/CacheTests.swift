import BridgeCatalog
import BridgeCheck
import BridgeModel
import Testing

/// The world caches what it finds on screen (elements, choices, the views mirrors compare) until
/// `hierarchyVersion` changes. A change of the hierarchy that forgets to bump it leaves a cache
/// stale, and the fuzzer offers taps on views that are gone or misses new ones, silently: here
/// every cache hit of every catalog scenario is checked against a fresh computation.
@MainActor
@Suite("Caches: no change of the hierarchy leaves what the world found on screen stale")
struct CacheTests {
  nonisolated static let names = Catalog.scenarios.map(\.name)

  @Test("Every catalog scenario: each cache hit equals a fresh computation", arguments: names)
  func fresh(_ name: String) throws {
    let scenario = try #require(Catalog.scenario(named: name))
    var execution = Execution(scenario)
    execution.verifiesCaches = true
    var stale: [String] = []
    for index in 0..<30 where stale.isEmpty {
      let result = execution.generate(seed: SplitMix64.seed(of: index, in: 1), maxSteps: 50)
      stale = result.world.staleCaches
      if !stale.isEmpty { stale.insert("sequence \(index): \(result.actions.map(\.text))", at: 0) }
    }
    #expect(stale.isEmpty, "\(stale.joined(separator: "\n"))")
  }
}
