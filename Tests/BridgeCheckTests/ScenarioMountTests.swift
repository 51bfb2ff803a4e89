import BridgeCheck
import BridgeModel
import Testing

/// A view model that starts loading when it is made, as many do.
@MainActor private final class Loader {
  var loaded = false
  init() { Task { @MainActor in self.loaded = true } }
}

private struct LoaderScreen: View {
  let loader = Loader()
  var body: some View { Text("x") }
}

@MainActor
@Suite("A scenario's root is made inside its world")
struct ScenarioMountTests {
  @Test("A task a root's initial values start is the world's: it waits on the main queue (F-CC1)")
  func rootTasksAreTheWorlds() {
    let scenario = Scenario("mount/loader") { LoaderScreen() }
    // Under whenDrained the world's queue holds it until a drain (F-RL1)…
    var profile = BehaviourProfile.default
    profile.mainQueueTiming = .whenDrained
    let waiting = World(profile: profile)
    scenario.mount(waiting)
    #expect(waiting.pendingMainBlocks == 1)
    waiting.drainMainQueue()
    #expect(waiting.pendingMainBlocks == 0)
    // …by default the launch ends with it run.
    let world = World()
    scenario.mount(world)
    #expect(world.pendingMainBlocks == 0)
  }
}
