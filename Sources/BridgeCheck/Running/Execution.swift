import BridgeModel
import BridgeProperties

/// What one run of a scenario showed.
public struct RunResult {
  /// The actions that ran (impossible ones were skipped), up to the end of the run, or up to
  /// and including the step where the target (or, stopping at the first, the first violation)
  /// broke.
  public var actions: [Action]
  /// Every distinct violation of the run (first occurrence of each property and signature),
  /// in the order they happened; acknowledged properties are not among them.
  public var violations: [Violation]
  /// The acknowledged properties that broke in the run.
  public var acknowledged: [PropertyID]
  /// The violation a replay looked for, if it happened; else the run's first violation.
  public var violation: Violation?
  /// The indices of given actions that were not possible at their point (replay only).
  public var skipped: [Int] = []
  /// The world after the run (for reports and inspection), while a copy of this result lives:
  /// then it is torn down (`World.tearDown()`), so the app's objects do not outlive it.
  public var world: World { lease.world }
  private let lease: WorldLease

  init(
    actions: [Action], monitor: PropertyMonitor, skipped: [Int] = [], world: World
  ) {
    self.actions = actions
    self.violations = monitor.violations
    self.acknowledged = monitor.acknowledgedBroken
    if let target = monitor.target {
      self.violation = monitor.violations.first { $0.key == target }
    } else {
      self.violation = monitor.violations.first
    }
    self.skipped = skipped
    self.lease = WorldLease(world)
  }
}

/// Owns a finished run's world; the world is torn down when the last result that shares it goes.
final class WorldLease {
  let world: World
  init(_ world: World) { self.world = world }
  /// Not an isolated deinit: observed, one ran after the releasing code's next statements (a
  /// test run alone, whose own first world installed the model's executors while the test
  /// task was running), so the world outlived its last result for a while. A result is
  /// released on the thread that ran its world.
  nonisolated deinit { world.tearDownOnReleasingThread() }
}

/// Runs one scenario on fresh worlds: by replaying actions, or by generating them.
public struct Execution {
  public let scenario: Scenario
  public let profile: BehaviourProfile
  private let resources: WorldResources
  /// Resources for runs under another profile (`profile:` arguments), by closure rule: the one
  /// knob the shared comparison plans depend on.
  private let otherResources: [WorldResources]
  private let plan: PropertyPlan
  /// The plan's properties as every run starts them (made once: ~11,000 instructions a run).
  private let freshProperties: [any Property]
  /// Which of the scenario's mirrors ever found their views, over this execution's runs.
  public let mirrorCoverage: MirrorCoverage
  /// The scenario's states mirrored to a slider, found once rather than for every run.
  private let sliderStates: [String]
  /// Tests set it: each run's world checks every cache hit against a fresh computation
  /// (`World.verifiesCaches`; a difference is in the result's `world.staleCaches`).
  public var verifiesCaches = false

  public init(_ scenario: Scenario, profile: BehaviourProfile? = nil) {
    self.scenario = scenario
    self.profile = profile ?? scenario.profile
    self.resources = WorldResources(profile: self.profile)
    self.otherResources = BehaviourProfile.ClosureEquality.allCases.map { rule in
      var profile = BehaviourProfile.default
      profile.closureEquality = rule
      return WorldResources(profile: profile)
    }
    self.plan = PropertyPlan(scenario.properties)
    self.mirrorCoverage = MirrorCoverage(mirrors: scenario.mirrors.count)
    self.sliderStates = scenario.sliderStates
    var context = scenario.propertyContext
    context.mirrorCoverage = mirrorCoverage
    self.freshProperties = plan.freshProperties(context)
  }

  /// Replays `actions` on a fresh world, skipping those not possible at their point.
  ///
  /// The run goes on after violations, to the end of the actions, unless UIKit raised or a
  /// bound was exceeded (the world halts). With a `target` it stops after the step where the
  /// target broke; with `stopAtFirst`, after the first violation. With `recording`, the world
  /// keeps its event log. `announce` hears each action's index before it is applied.
  public func replay(
    _ actions: [Action], until target: FindingKey? = nil, profile: BehaviourProfile? = nil, stopAtFirst: Bool = false,
    recording: Bool = false, announce: ((Int) -> Void)? = nil
  ) -> RunResult {
    let monitor = makeMonitor(target: target)
    return withExtendedLifetime(monitor) {
      let world = start(monitor, profile: profile, recording: recording)
      var ran: [Action] = []
      var skipped: [Int] = []
      if !isDone(monitor, stopAtFirst: stopAtFirst) {
        for (index, action) in actions.enumerated() {
          announce?(index)
          guard world.apply(action) else {
            skipped.append(index)
            continue
          }
          ran.append(action)
          world.reportIfSettled()
          // A halted world (UIKit raised, a bound was exceeded) takes no more steps: the app crashed or hung.
          if isDone(monitor, stopAtFirst: stopAtFirst) || world.isHalted { break }
        }
      }
      return RunResult(actions: ran, monitor: monitor, skipped: skipped, world: world)
    }
  }

  /// Runs one generated sequence of up to `maxSteps` actions; it goes on after violations
  /// unless `stopAtFirst` (or the world halts), and ends early at `deadline`. `announce` hears
  /// each action before it is applied (a campaign's worker writes it out, so the steps up to
  /// a crash or a hang survive the process).
  public func generate(
    seed: UInt64, maxSteps: Int, profile: BehaviourProfile? = nil, stopAtFirst: Bool = false,
    deadline: ContinuousClock.Instant? = nil, announce: ((Action) -> Void)? = nil
  ) -> RunResult {
    let monitor = makeMonitor(target: nil)
    return withExtendedLifetime(monitor) {
      let world = start(monitor, profile: profile, recording: false)
      var generator = Generator(seed: seed, weights: scenario.weights)
      var ran: [Action] = []
      ran.reserveCapacity(min(maxSteps, 1024))
      // Published once for the sequence rather than once per step.
      RunContext.with(world) {
        while ran.count < maxSteps, !world.isHalted, !(stopAtFirst && monitor.violation != nil),
          let action = generator.next(in: world)
        {
          announce?(action)
          guard world.apply(action) else { break }
          ran.append(action)
          world.reportIfSettled()
          // The clock is read every 64 steps: a long sequence cannot overrun `--time` by much.
          if let deadline, ran.count & 63 == 0, ContinuousClock.now >= deadline { break }
        }
      }
      return RunResult(actions: ran, monitor: monitor, world: world)
    }
  }

  private func makeMonitor(target: FindingKey?) -> PropertyMonitor {
    PropertyMonitor(plan, fresh: freshProperties, acknowledged: scenario.acknowledgedProperties, target: target)
  }

  private func isDone(_ monitor: PropertyMonitor, stopAtFirst: Bool) -> Bool {
    monitor.targetHit || (stopAtFirst && monitor.violation != nil)
  }

  private func start(_ monitor: PropertyMonitor, profile other: BehaviourProfile?, recording: Bool) -> World {
    let profile = other ?? self.profile
    let shared =
      profile.closureEquality == self.profile.closureEquality
      ? resources
      : otherResources[BehaviourProfile.ClosureEquality.allCases.firstIndex(of: profile.closureEquality) ?? 0]
    let world = World(profile: profile, bounds: scenario.bounds, observer: monitor, resources: shared)
    if recording { world.log = EventLog() }
    world.verifiesCaches = verifiesCaches
    world.actionDomains = scenario.actionDomains
    world.statesDrivenByUI = scenario.statesDrivenByUI
    world.sliderStates = sliderStates
    world.fuzzesPresentationBindings = scenario.fuzzesPresentationBindings
    scenario.mount(world)
    world.reportIfSettled()
    return world
  }
}
