import BridgeModel

/// Collects every event of a world, for assertions.
final class Recorder: WorldObserver {
  var events: [Event] = []
  var settledCount = 0
  func observe(_ event: Event, in world: World) { events.append(event) }
  func settled(_ world: World) { settledCount += 1 }

  /// The events since `mark`.
  func since(_ mark: Int) -> ArraySlice<Event> { events[mark...] }
}

/// A world with a recorder, mounted with `root`.
/// The profile of tests of the main queue's own mechanics: work waits for `drain main queue`
/// (F-RL1's `whenDrained`), so a test can look at what is queued before it runs.
let drainedProfile: BehaviourProfile = {
  var profile = BehaviourProfile.default
  profile.mainQueueTiming = .whenDrained
  return profile
}()

func makeWorld<Root: View>(
  _ root: Root, profile: BehaviourProfile = .default, domains: [String: [String]] = [:]
) -> (World, Recorder) {
  let recorder = Recorder()
  let world = World(profile: profile, observer: recorder)
  world.mount(root, domains: domains)
  return (world, recorder)
}

extension Event {
  var stateWriteOutcome: WriteOutcome? {
    if case .stateWrite(_, let outcome, _) = kind { return outcome }
    return nil
  }
  var callbackName: String? {
    if case .callback(_, let name) = kind { return "\(name)" }
    return nil
  }
  var isUpdate: Bool {
    if case .updateView = kind { return true }
    return false
  }
  var isMake: Bool {
    if case .makeView = kind { return true }
    return false
  }
  var isDismantle: Bool {
    if case .dismantleView = kind { return true }
    return false
  }
  var isMakeCoordinator: Bool {
    if case .makeCoordinator = kind { return true }
    return false
  }
  var updateReason: UpdateReason? {
    if case .updateView(_, let reason) = kind { return reason }
    return nil
  }
}
