import BridgeCatalog
import BridgeCheck
import BridgeModel
import BridgeProperties
import Testing

@MainActor
@Suite("Shrinking: certified 1-minimal, as short as the true minimum, deterministic")
struct ShrinkerTests {
  nonisolated static let violating: [String] = [
    "text-field/unguarded-update", "text-field/selection-writer", "search-bar/seed", "search-bar/no-delegate",
    "text-view/selection-binding-unguarded", "scroll-view/unguarded", "map-view/unguarded",
    "map-view/span-normalising-async", "async-write-back/diverging", "async-write-back/selection-ping-pong",
    "coordinator-parent/stale", "rebuild/recreates-in-update", "dismantle/leaks-timer", "dismantle/leaks-observer",
    "layout/sets-frame", "identity/new-id-every-render", "peer-search-field/buggy", "deeplink/pop-then-push",
    "peer-detail-pusher/buggy", "peer-detail-pusher/shortlock", "modal/settings-swipe-leak",
    "modal/present-while-presenting", "coordinator/strong-self-closure", "peer-settings-flow/buggy",
    "containment/missing-add-child", "containment/missing-did-move", "containment/not-retained",
    "containment/remove-out-of-order", "appearance/direct-call", "vc-representable/dismiss-directly",
    "vc-representable/push-in-update", "cells/hosting-controller-per-cell", "cells/configuration-keeps-state",
    "modal/dismiss-while-presenting", "multi/double-push-and-swipe-leak", "appearance/timer-stopped-in-deinit",
    "appearance/observer-on-every-appearance", "appearance/poll-forever", "appearance/override-calls-wrong-super",
    "appearance/override-without-super",
  ]

  @Test("Every ❌ scenario of the catalog is listed here")
  func listIsComplete() {
    #expect(Set(violatingScenarios.map(\.name)) == Set(Self.violating))
  }

  @Test("Every finding's shrunk trace is as short as the shortest one breadth-first search finds", arguments: violating)
  func shrunkLengthIsTheTrueMinimum(_ name: String) throws {
    let scenario = try #require(Catalog.scenario(named: name))
    let result = scenario.checkExpectation(seed: 1)
    #expect(scenario.expects(result.properties))
    // The expected findings; a search of every shorter trace is affordable up to 4 steps.
    for finding in result.findings where scenario.expectation.properties.contains(finding.property) {
      let shrunk = try #require(finding.shrunk)
      #expect(shrunk.isCertified)
      guard shrunk.actions.count <= 4 else { continue }
      let search = MinimumSearch(Execution(scenario), finding: finding.key)
      let minimum = try #require(search.shortest(maxDepth: shrunk.actions.count))
      #expect(
        shrunk.actions.count == minimum.count,
        "\(finding.key): shrunk \(shrunk.actions.map(\.text)), minimum \(minimum.map(\.text))")
    }
  }

  @Test(
    "Skipping idle clock advances never changes the shortest length",
    arguments: ["vc-representable/dismiss-directly", "cells/configuration-keeps-state", "modal/settings-swipe-leak"])
  func idleClockPruningIsExact(_ name: String) throws {
    let scenario = try #require(Catalog.scenario(named: name))
    let search = MinimumSearch(Execution(scenario), finding: try firstFinding(of: scenario))
    let pruned = search.search(maxDepth: 4, budget: .max, skippingIdleClock: true)
    let full = search.search(maxDepth: 4, budget: .max, skippingIdleClock: false)
    #expect(pruned.shortest?.count == full.shortest?.count)
    #expect(pruned.shortest != nil)
  }

  @Test("Shrinking a long failing run gives the same minimal trace every time (G5)")
  func deterministic() throws {
    let scenario = try #require(Catalog.scenario(named: "text-field/unguarded-update"))
    let execution = Execution(scenario)
    let long = execution.generate(seed: 7, maxSteps: 50)
    let key = try firstFinding(of: scenario)
    var first = Shrinker(execution, finding: key)
    var second = Shrinker(execution, finding: key)
    let a = first.shrink(long.actions + [.typeA, .caretToStart, .typeA])
    let b = second.shrink(long.actions + [.typeA, .caretToStart, .typeA])
    #expect(a?.actions == b?.actions)
    #expect(a?.isCertified == true)
  }

  @Test("Shrinking keeps the property: a candidate that breaks another one is not taken (G4)")
  func noSlippage() throws {
    let scenario = try #require(Catalog.scenario(named: "text-field/unguarded-update"))
    let execution = Execution(scenario)
    let other = FindingKey(
      property: "representable.no-state-write-during-update",
      signature: Signature(kind: "write inside updateUIView(_:context:)", subject: "UnguardedTextField"))
    var shrinker = Shrinker(execution, finding: other)
    #expect(shrinker.shrink([.typeA, .caretToStart, .typeA]) == nil)
  }

  @Test("Payloads are lowered to the simplest value that still breaks it (G3)")
  func payloadLowering() throws {
    let scenario = try #require(Catalog.scenario(named: "scroll-view/unguarded"))
    var shrinker = Shrinker(Execution(scenario), finding: try firstFinding(of: scenario))
    let shrunk = shrinker.shrink([.set(state: "offset", value: "480.0")])
    let result = try #require(shrunk)
    #expect(result.actions == [.set(state: "offset", value: "120.0")])
  }
}

/// The first finding fuzzing `scenario` (seed 1) reports.
@MainActor
func firstFinding(of scenario: Scenario) throws -> FindingKey {
  var options = FuzzOptions()
  options.sequences = 300
  return try #require(Fuzzer(scenario, options: options).run().findings.first).key
}

extension Action {
  static let typeA = Action.type("a", into: "text-field")
  static let caretToStart = Action.moveCaret("text-field", to: 0)
}
