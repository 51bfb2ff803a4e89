import BridgeModel
import BridgeProperties

/// What one run of a scenario showed.
public struct RunResult {
  /// The actions that ran (impossible ones were skipped), up to and including the violating one.
  public var actions: [Action]
  /// The first violation, if any.
  public var violation: Violation?
  /// The indices of given actions that were not possible at their point (replay only).
  public var skipped: [Int] = []
  /// The world after the run (for reports and inspection), while a copy of this result lives:
  /// then it is torn down (`World.tearDown()`), so the app's objects do not outlive it.
  public var world: World { lease.world }
  private let lease: WorldLease

  init(actions: [Action], violation: Violation?, skipped: [Int] = [], world: World) {
    self.actions = actions
    self.violation = violation
    self.skipped = skipped
    self.lease = WorldLease(world)
  }
}

/// Owns a finished run's world; the world is torn down when the last result that shares it goes.
final class WorldLease {
  let world: World
  init(_ world: World) { self.world = world }
  isolated deinit { world.tearDown() }
}

/// Runs one scenario on fresh worlds: by replaying actions, or by generating them.
public struct Execution {
  public let scenario: Scenario
  public let profile: BehaviourProfile
  private let resources: WorldResources
  private let plan: PropertyPlan

  public init(_ scenario: Scenario, profile: BehaviourProfile? = nil) {
    self.scenario = scenario
    self.profile = profile ?? scenario.profile
    self.resources = WorldResources(profile: self.profile)
    self.plan = PropertyPlan(scenario.properties)
  }

  /// Replays `actions` on a fresh world, skipping those not possible at their point.
  ///
  /// Stops at the first violation. With `recording`, the world keeps its event log.
  public func replay(_ actions: [Action], recording: Bool = false) -> RunResult {
    let monitor = PropertyMonitor(plan, context: scenario.propertyContext)
    return withExtendedLifetime(monitor) {
      let world = start(monitor, recording: recording)
      var ran: [Action] = []
      var skipped: [Int] = []
      if monitor.violation == nil {
        for (index, action) in actions.enumerated() {
          guard world.apply(action) else {
            skipped.append(index)
            continue
          }
          ran.append(action)
          world.reportIfSettled()
          if monitor.violation != nil { break }
        }
      }
      return RunResult(actions: ran, violation: monitor.violation, skipped: skipped, world: world)
    }
  }

  /// Runs one generated sequence of up to `maxSteps` actions.
  public func generate(seed: UInt64, maxSteps: Int) -> RunResult {
    let monitor = PropertyMonitor(plan, context: scenario.propertyContext)
    return withExtendedLifetime(monitor) {
      let world = start(monitor, recording: false)
      var generator = Generator(seed: seed, weights: scenario.weights)
      var ran: [Action] = []
      ran.reserveCapacity(maxSteps)
      // Published once for the sequence rather than once per step.
      RunContext.with(world) {
        while monitor.violation == nil, ran.count < maxSteps, !world.isHalted,
          let action = generator.next(in: world)
        {
          guard world.apply(action) else { break }
          ran.append(action)
          world.reportIfSettled()
        }
      }
      return RunResult(actions: ran, violation: monitor.violation, world: world)
    }
  }

  private func start(_ monitor: PropertyMonitor, recording: Bool) -> World {
    let world = World(profile: profile, bounds: scenario.bounds, observer: monitor, resources: resources)
    if recording { world.log = EventLog() }
    world.actionDomains = scenario.actionDomains
    scenario.mount(world)
    world.reportIfSettled()
    return world
  }
}
