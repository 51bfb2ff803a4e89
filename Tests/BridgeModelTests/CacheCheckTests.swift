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

/// `World.element(named:)`: a step's first lookups of a version of the hierarchy scan the
/// elements; later ones read a table of positions by name. Both give the element of that name
/// (names are unique: `like`, `like#2`), or nil.
@MainActor
@Suite("Elements by name: the first lookups of a hierarchy scan, later ones use a table; both agree")
struct ElementLookupTests {
  @Test("Every lookup of one version finds its own button, before and after the table is made")
  func lookups() {
    let (world, _) = makeAppWorld()
    var buttons: [UIButton] = []
    var root: UIViewController?
    world.launch { world in
      let controller = UIViewController()
      for index in 0..<12 {
        let button = UIButton(title: "b\(index)")
        buttons.append(button)
        controller.view.addSubview(button)
      }
      root = controller
      world.window.rootViewController = controller
    }
    // More than `scansBeforePositions` lookups in one version, so both paths run; the table is
    // made at the first lookup past the scans, not before.
    for (lookup, index) in [3, 7, 11, 0, 5, 3].enumerated() {
      #expect(world.element(named: "b\(index)")?.view === buttons[index])
      #expect((world.elementPositions != nil) == (lookup >= World.scansBeforePositions))
    }
    #expect(world.element(named: "b12") == nil)
    // A new version: the first lookups scan again, and see the new button.
    let late = UIButton(title: "b12")
    world.act { root?.view.addSubview(late) }
    for index in [12, 1, 12, 10] {
      #expect(world.element(named: "b\(index)")?.view === (index == 12 ? late : buttons[index]))
    }
    #expect(world.element(named: "nope") == nil)
  }
}
