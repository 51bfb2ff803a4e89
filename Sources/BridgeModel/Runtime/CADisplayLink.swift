/// A time interval in seconds, as Core Animation counts it.
public typealias CFTimeInterval = Double

/// The seconds since the world began, on its virtual clock (`CACurrentMediaTime()`).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CACurrentMediaTime() -> CFTimeInterval {
  guard let world = RunContext.current else { return 0 }
  return Double(world.now) / 1000
}

/// A range of frame rates a display link asks for; stored, the model's frames are 60 Hz.
public struct CAFrameRateRange: Equatable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// The model's `CADisplayLink`: once added to a run loop it calls its target every frame (16 ms
/// on the virtual clock) until it is invalidated. It retains its target, and the run loop
/// retains it, so a link never invalidated keeps its target alive and keeps firing after the
/// view that made it is gone (F-DL1). `selector` is a method reference, as `bridgecheck adapt`
/// writes a `#selector`.
public final class CADisplayLink {
  nonisolated deinit {}

  /// When the frame being handled began, in `CACurrentMediaTime()` seconds.
  @exclusivity(unchecked) public private(set) var timestamp: CFTimeInterval = 0
  /// When the next frame is due.
  @exclusivity(unchecked) public private(set) var targetTimestamp: CFTimeInterval = 0
  /// The time between frames.
  public var duration: CFTimeInterval { Double(Self.frameMilliseconds) / 1000 }
  /// A paused link skips its frames (it stays on the run loop).
  @exclusivity(unchecked) public var isPaused = false
  /// Stored; the model's frames are 60 Hz.
  @exclusivity(unchecked) public var preferredFramesPerSecond = 0
  /// Stored; the model's frames are 60 Hz.
  @exclusivity(unchecked) public var preferredFrameRateRange = CAFrameRateRange.default

  static let frameMilliseconds: Int64 = 16
  @exclusivity(unchecked) private var action: ((CADisplayLink) -> Void)?
  @exclusivity(unchecked) private var timer: Timer?

  /// `CADisplayLink(target: self, selector: #selector(step(_:)))`: the method takes the link.
  public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
    action = { link in selector(target)(link) }
  }

  /// `CADisplayLink(target: self, selector: #selector(step))`: the method takes nothing.
  public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
    action = { _ in selector(target)() }
  }

  /// Starts the frames on the current world's run loop (once; the mode is not modelled).
  public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    guard timer == nil, action != nil, let world = RunContext.current else { return }
    let frame = Timer(timeInterval: duration, repeats: true) { [self] _ in frameDidCome() }
    frame.registrationKind = .displayLink
    // A link never invalidated and its target keep each other (F-DL1): when the world is torn
    // down, the link lets go of its target, as the run loop lets go of the link, so a harness
    // that drops thousands of worlds reclaims the app.
    // Held strongly, as the frame's block holds the link: a weak capture gave the link a side
    // table, which every retain and release of it took, twice a frame. Invalidating or removing
    // the link drops its frames' timer, and with it both closures.
    frame.onTeardown = { [self] in action = nil }
    timer = frame
    frame.schedule(in: world)
    targetTimestamp = CACurrentMediaTime() + duration
  }

  /// Takes the link off the run loop: its frames stop (it keeps its target until invalidated).
  public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    timer?.invalidate()
    timer = nil
  }

  /// Takes the link off every run loop and lets go of its target.
  public func invalidate() {
    timer?.invalidate()
    timer = nil
    action = nil
  }

  private func frameDidCome() {
    timestamp = CACurrentMediaTime()
    targetTimestamp = timestamp + duration
    guard !isPaused else { return }
    action?(self)
  }
}
