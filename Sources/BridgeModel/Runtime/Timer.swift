/// The model's `Timer`: fires on the world's virtual clock.
///
/// A scheduled timer is held by the world (as the run loop holds a real one)
/// until it is invalidated, so a block that captures a coordinator strongly
/// keeps it alive: a real leak the lifetime checks see. The timer's owner is
/// the representable whose code scheduled it.
public final class Timer {
  nonisolated deinit {}

  public let timeInterval: TimeInterval
  public let repeats: Bool
  @exclusivity(unchecked) public var tolerance: TimeInterval = 0
  @exclusivity(unchecked) public var userInfo: Any?
  @exclusivity(unchecked) public private(set) var isValid = true
  @exclusivity(unchecked) private var block: ((Timer) -> Void)?
  @exclusivity(unchecked) private weak var world: World?
  @exclusivity(unchecked) private var registration: RegistrationID?
  /// What it is to the world: a timer, or a display link's frames.
  @exclusivity(unchecked) var registrationKind = RegistrationKind.timer

  /// What else the timer's owner lets go of when the world is torn down (a display link, its target).
  @exclusivity(unchecked) var onTeardown: (() -> Void)?

  /// The world is torn down: the run loop lets go of the timer, and the timer of its block.
  func releaseForTeardown() {
    isValid = false
    block = nil
    onTeardown?()
    onTeardown = nil
  }

  public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
    self.timeInterval = interval
    self.repeats = repeats
    self.block = block
  }

  /// Creates a timer and schedules it on the current world's run loop.
  @discardableResult
  public class func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void
  ) -> Timer {
    let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
    if let world = RunContext.current { timer.schedule(in: world) }
    return timer
  }

  var intervalMilliseconds: Int64 { wholeMilliseconds(timeInterval) }

  func schedule(in world: World) {
    guard isValid, self.world == nil else { return }
    self.world = world
    let every =
      registrationKind == .displayLink
      ? "every frame" : repeats ? "every \(timeInterval)s" : "after \(timeInterval)s"
    registration = world.register(registrationKind, detail: every)
    world.schedule(after: max(1, intervalMilliseconds), .timer(self), isSystem: false)
  }

  /// Stops the timer and releases its block. Callable from `deinit` (Apple's is not main-actor):
  /// the model's timers live on its one thread.
  nonisolated public func invalidate() { assumeOnModelThread(self) { $0.invalidateNow() } }

  private func invalidateNow() {
    guard isValid else { return }
    isValid = false
    block = nil
    if let world, let registration {
      world.unregister(registration)
      world.scheduler.schedule.removeTimer(self)
    }
  }

  /// Runs the block now, as `Timer.fire()` does.
  public func fire() {
    guard isValid else { return }
    block?(self)
    if !repeats { invalidate() }
  }

  func fireFromRunLoop() {
    guard isValid, let world, let registration else { return }
    world.emit(.registrationFired(registration))
    let owner = world.owner(of: registration)
    if world.isDismantled(owner) { world.emit(.afterDismantle(owner, what: registrationKind.firing)) }
    block?(self)
  }
}

/// The model's `RunLoop`, for `RunLoop.main.add(timer, forMode:)`.
public final class RunLoop {
  nonisolated deinit {}

  /// A run-loop mode; the model runs every mode alike.
  public struct Mode: Sendable, Hashable {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let `default` = Mode("kCFRunLoopDefaultMode")
    public static let common = Mode("kCFRunLoopCommonModes")
  }

  private init() {}

  /// The main run loop of the current world.
  public static var main: RunLoop { RunLoop() }
  public static var current: RunLoop { RunLoop() }

  /// Schedules `timer` on the current world.
  public func add(_ timer: Timer, forMode mode: Mode) {
    if let world = RunContext.current { timer.schedule(in: world) }
  }
}
