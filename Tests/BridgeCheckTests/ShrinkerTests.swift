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
    "task-write-back/diverging", "task-modifier/no-id", "modal/confirm-after-await-from-closing-sheet",
    "observed-model/stale-copy", "observed-model/tracking-once", "observable-object/hosting-unobserved",
    "combine/sink-left-alive", "layout-pass/reports-in-forced-layout",
    "coordinator-parent/stale", "rebuild/recreates-in-update", "dismantle/leaks-timer", "dismantle/leaks-observer",
    "layout/sets-frame", "identity/new-id-every-render", "peer-search-field/buggy", "deeplink/pop-then-push",
    "peer-detail-pusher/buggy", "peer-detail-pusher/shortlock", "modal/settings-swipe-leak",
    "modal/present-while-presenting", "coordinator/strong-self-closure", "peer-settings-flow/buggy",
    "containment/missing-add-child", "containment/missing-did-move", "containment/not-retained",
    "containment/remove-out-of-order", "appearance/direct-call", "vc-representable/dismiss-directly",
    "vc-representable/push-in-update", "cells/hosting-controller-per-cell", "cells/configuration-keeps-state",
    "modal/dismiss-while-presenting", "multi/double-push-and-swipe-leak", "appearance/timer-stopped-in-deinit",
    "appearance/observer-on-every-appearance", "appearance/poll-forever", "appearance/override-calls-wrong-super",
    "appearance/override-without-super", "modal/confirm-from-closing-sheet", "delegate/limiter-in-view-struct",
    "delegate/inline-data-source", "slider/volume-set-once", "coordinators/shared-nav-back-leak",
    "settles/progress-wraps-around", "collection/diffable-rows-keep-state", "collection/diffable-source-not-kept",
    "alert/over-presented-sheet", "share-sheet/binding-left-set", "web-view/reloads-in-update",
    "sheet-detents/delegate-replaced", "page-view/cancelled-swipe-written", "swiftui-alert/beside-sheet",
    "display-link/never-invalidated", "layer-animation/endless-delegate-kept", "appearance/timer-stopped-on-disappear",
    "canvas/binding-written-in-update", "lists/insert-before-data",
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
      let minimum = try #require(breadthFirstShortest(Execution(scenario), finding.key, maxDepth: shrunk.actions.count))
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

  @Test("Every run of an execution starts with fresh properties: what a violating run left does not reach the next")
  func freshPropertiesPerRun() throws {
    // The lifecycle property keeps a stage per node; a new world makes node 0 again, so a stage
    // left from the last run would read as "makeCoordinator() ran again".
    let scenario = try #require(Catalog.scenario(named: "dismantle/leaks-timer"))
    let execution = Execution(scenario)
    let leaks: [Action] = [.set(state: "showClock", value: "false"), .advanceClock(milliseconds: 1000)]
    let first = execution.replay(leaks).violations.map(\.property)
    #expect(first.contains(LifecycleOrder.id))
    #expect(execution.replay([]).violations.isEmpty)
    #expect(execution.replay(leaks).violations.map(\.property) == first)
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

  @Test("The lock holds on a trace that breaks another property on the way: each finding keeps its own steps")
  func lockWithAnotherPropertyOnTheWay() throws {
    let scenario = try #require(Catalog.scenario(named: "multi/double-push-and-swipe-leak"))
    let execution = Execution(scenario)
    let steps = try [
      "tap \"settings\"", "advance clock by 0.5s", "swipe down sheet", "advance clock by 0.5s", "tap \"item\"",
      "tap \"item\"", "advance clock by 0.25s",
    ].map { try Action(parsing: $0) }
    let run = execution.replay(steps)
    let keys = run.violations.map { FindingKey(property: $0.property, signature: $0.signature) }
    // The leak breaks first (step 3; the coordinator keeps the sheet's controller alive), the
    // double push after it.
    #expect(
      keys.map(\.property) == [
        "coordinators.no-leaked-children", "lifetime.released-after-dismissal", "navigation.no-double-push",
      ])
    for key in keys {
      var shrinker = Shrinker(execution, finding: key)
      let shrunk = shrinker.shrink(steps)
      let result = try #require(shrunk)
      #expect(result.violation.property == key.property)
      #expect(result.violation.signature == key.signature)
      let expected =
        key.property == "navigation.no-double-push"
        ? ["tap \"item\"", "tap \"item\"", "advance clock by 0.25s"]
        : ["tap \"settings\"", "advance clock by 0.5s", "swipe down sheet"]
      #expect(result.actions.map(\.text) == expected)
    }
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

/// The shortest action list that breaks `key`, found without the shrinker's code: a plain
/// breadth-first search, layer by layer, over every action the world affords after each prefix,
/// replaying every prefix from the start (no pruning of idle clock steps or no-op writes, no
/// cache), so a mistake in `MinimumSearch` cannot hide a shorter trace from this check.
@MainActor
func breadthFirstShortest(_ execution: Execution, _ key: FindingKey, maxDepth: Int) -> [Action]? {
  var layer: [[Action]] = [[]]
  for depth in 0...maxDepth {
    var next: [[Action]] = []
    for prefix in layer {
      let result = execution.replay(prefix)
      // A step that was not possible at its point is not a trace of this length.
      guard result.actions.count == prefix.count else { continue }
      if result.violations.contains(where: { $0.property == key.property && $0.signature == key.signature }) {
        return prefix
      }
      guard depth < maxDepth, !result.world.isHalted else { continue }
      for choice in result.world.choices() {
        for option in choice.options { next.append(prefix + [option]) }
      }
    }
    layer = next
  }
  return nil
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
