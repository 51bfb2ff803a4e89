import Testing

@testable import BridgeModel

@MainActor
@Suite("World.verifiesCaches: a cache served that a fresh computation disagrees with is noted")
struct CacheCheckTests {
  /// A screen with two buttons, launched in a world that checks its caches.
  func world(verifying: Bool) -> World {
    let (world, _) = makeAppWorld()
    world.verifiesCaches = verifying
    world.launch { world in
      let root = UIViewController()
      root.view.addSubview(UIButton(title: "one"))
      root.view.addSubview(UIButton(title: "two"))
      world.window.rootViewController = root
    }
    return world
  }

  @Test("Fresh caches are never noted; a stale one is, with both answers")
  func noted() {
    let world = world(verifying: true)
    #expect(world.elements.map(\.name) == ["one", "two"])
    let ids = world.elements.map { $0.view?.objectID.raw ?? -1 }
    _ = world.choices()
    _ = world.choices()
    #expect(world.staleCaches.isEmpty)
    // What a change without a version bump leaves behind: the cache of an earlier screen.
    world.affordanceCache = (world.hierarchyVersion, [])
    #expect(world.elements.isEmpty)
    #expect(
      world.staleCaches == [
        "step 0, turn \(world.turn): the elements cache served [] but they are now"
          + " [button one view \(ids[0]); button two view \(ids[1])]"
      ])
  }

  @Test("Off, a stale cache is served as it is and nothing is computed again")
  func off() {
    let world = world(verifying: false)
    _ = world.elements
    world.affordanceCache = (world.hierarchyVersion, [])
    #expect(world.elements.isEmpty)
    #expect(world.staleCaches.isEmpty)
  }
}
