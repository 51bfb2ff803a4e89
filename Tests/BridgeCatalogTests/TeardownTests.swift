import BridgeCatalog
import BridgeCheck
import BridgeModel
import Testing

/// What a finished run left alive once its result was dropped.
@MainActor
private struct Leftovers {
  var worlds = 0
  var apps = 0
  var rootControllers = 0
}

@MainActor
@Suite("Teardown: nothing of an app outlives its world")
struct TeardownTests {
  nonisolated static let names = Catalog.scenarios.map(\.name)

  /// Runs `sequences` generated sequences and counts the worlds, apps and root controllers
  /// still alive after each result went. Many sequences end mid-transition, with blocks on the
  /// clock that keep the world; the apps keep their controllers, which keep the apps.
  private func leftovers(_ scenario: Scenario, sequences: Int) -> Leftovers {
    let execution = Execution(scenario)
    var left = Leftovers()
    for index in 0..<sequences {
      weak var world: World?
      weak var app: AnyObject?
      weak var root: UIViewController?
      do {
        let result = execution.generate(seed: SplitMix64.seed(of: index, in: 1), maxSteps: 50)
        world = result.world
        app = result.world.app
        root = result.world.window.rootViewController
      }
      if world != nil { left.worlds += 1 }
      if app != nil { left.apps += 1 }
      if root != nil { left.rootControllers += 1 }
    }
    return left
  }

  @Test("Every catalog scenario: worlds, apps and their controllers are released", arguments: names)
  func released(_ name: String) throws {
    let scenario = try #require(Catalog.scenario(named: name))
    let left = leftovers(scenario, sequences: 40)
    #expect(left.worlds == 0, "worlds still alive")
    #expect(left.apps == 0, "apps still alive")
    #expect(left.rootControllers == 0, "root controllers still alive")
  }

  @Test("A world kept by the caller stays readable after its result went; teardown is idempotent")
  func readableAfterTeardown() throws {
    let scenario = try #require(Catalog.scenario(named: "modal/settings-both-paths"))
    let world = Execution(scenario).replay([.tap("settings")]).world
    #expect(world.isTornDown)
    #expect(world.isHalted)
    #expect(world.app == nil)
    #expect(world.window.rootViewController == nil)
    world.tearDown()
    #expect(world.isTornDown)
  }
}
