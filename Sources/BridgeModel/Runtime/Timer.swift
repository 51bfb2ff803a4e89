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
  @exclusivity(unchecked) private var link: WorldLink?
  private var world: World? { link?.world }
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
    self.intervalMilliseconds = wholeMilliseconds(interval)
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

  /// The interval in whole milliseconds of the virtual clock: worked out once, as a repeating
  /// timer (a display link's frames) is re-armed with it at every firing.
  let intervalMilliseconds: Int64

  func schedule(in world: World) {
    guard isValid, self.world == nil else { return }
    link = world.link
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

extension Timer {
  /// Combine's timer publisher (`Timer.publish(every: 1, on: .main, in: .common).autoconnect()`):
  /// once connected, a repeating timer on the virtual clock sends the date every `interval`
  /// (F-CB8). The date is the virtual clock's, counted from 1970 (the model reads no wall clock).
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance)
  }

  /// A publisher of dates that starts sending when connected.
  public final class TimerPublisher: Publisher {
    public typealias Output = Date
    public typealias Failure = Never
    nonisolated deinit {}

    public let interval: TimeInterval
    public let tolerance: TimeInterval?
    private let subject = PassthroughSubject<Date, Never>()
    /// The running timer, while connected.
    private var timer: Timer?

    init(interval: TimeInterval, tolerance: TimeInterval?) {
      self.interval = interval
      self.tolerance = tolerance
    }

    public func attach(_ downstream: Downstream<Date, Never>) { subject.attach(downstream) }

    /// Starts the timer (once); cancelling the result stops it. The timer is a registration of
    /// the code that connects, as `scheduledTimer` is.
    public func connect() -> any Cancellable {
      let running: Timer
      if let timer {
        running = timer
      } else {
        let subject = self.subject
        running = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { _ in
          let now = RunContext.current.map { Double($0.now) / 1000 } ?? 0
          subject.send(Date(timeIntervalSince1970: now))
        }
        timer = running
      }
      // The connection holds the timer, not the publisher: a view that made the publisher may
      // be gone when the connection ends.
      return AnyCancellable { [weak self] in
        running.invalidate()
        if self?.timer === running { self?.timer = nil }
      }
    }

    /// Connects with the first subscription and disconnects when the last one ends, as
    /// Combine's `autoconnect()` does.
    public func autoconnect() -> Autoconnect { Autoconnect(self) }

    /// The publisher `autoconnect()` returns.
    public final class Autoconnect: Publisher {
      public typealias Output = Date
      public typealias Failure = Never
      nonisolated deinit {}

      public let upstream: TimerPublisher
      private var subscriptions = 0
      private var connection: (any Cancellable)?

      init(_ upstream: TimerPublisher) { self.upstream = upstream }

      public func attach(_ downstream: Downstream<Date, Never>) {
        upstream.attach(downstream)
        subscriptions += 1
        if connection == nil { connection = upstream.connect() }
        // Held until the subscription ends (its end-actions go then): the last one to end stops
        // the timer even if nothing else holds this publisher any more.
        downstream._whenEnded { assumeOnModelThread(self) { $0.subscriptionEnded() } }
      }

      private func subscriptionEnded() {
        subscriptions -= 1
        guard subscriptions == 0 else { return }
        connection?.cancel()
        connection = nil
      }
    }
  }
}

extension RunLoop {
  /// A run loop's scheduler options (stored: there are none).
  public struct SchedulerOptions: Sendable {}
}
