// `UIViewPropertyAnimator` (iOS 10) on the virtual clock (FIDELITY.md F-PA1). As with
// `UIView.animate`, the model has no render server: an animation block runs when the animator
// becomes active (its final values are set at once); what runs on the clock is the animator's
// state, its fraction and its completions.

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// An animator's state: not started, started (running or paused), or stopped awaiting
/// `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

extension UIView {
  /// A timing curve (stored: nothing is drawn along it).
  public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }
}

/// A timing curve an animator follows (stored).
@MainActor public protocol UITimingCurveProvider: AnyObject {}

/// A cubic Bézier timing curve (stored).
public final class UICubicTimingParameters: UITimingCurveProvider {
  nonisolated deinit {}
  public let animationCurve: UIView.AnimationCurve
  public init() { animationCurve = .easeInOut }
  public init(animationCurve curve: UIView.AnimationCurve) { animationCurve = curve }
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) { animationCurve = .easeInOut }
}

/// A spring timing curve (stored).
public final class UISpringTimingParameters: UITimingCurveProvider {
  nonisolated deinit {}
  public init() {}
  public init(dampingRatio ratio: CGFloat) {}
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {}
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {}
}

/// The model's `UIViewPropertyAnimator`: animations run when it starts (or is paused or scrubbed
/// first); while it runs its fraction follows the virtual clock, and when the remaining time has
/// passed its completions run with `.end` (or `.start` when reversed) and it is inactive again.
/// A running animator is kept by the clock's schedule until it finishes, as UIKit keeps it.
open class UIViewPropertyAnimator {
  nonisolated deinit {}

  public let duration: TimeInterval
  public private(set) var delay: TimeInterval = 0
  public let timingParameters: (any UITimingCurveProvider)?
  @exclusivity(unchecked) public private(set) var state = UIViewAnimatingState.inactive
  @exclusivity(unchecked) public private(set) var isRunning = false
  @exclusivity(unchecked) open var isReversed = false
  @exclusivity(unchecked) open var isInterruptible = true
  @exclusivity(unchecked) open var isUserInteractionEnabled = true
  @exclusivity(unchecked) open var isManualHitTestingEnabled = false
  @exclusivity(unchecked) open var scrubsLinearly = true
  @exclusivity(unchecked) open var pausesOnCompletion = false

  @exclusivity(unchecked) private var animations: [() -> Void] = []
  @exclusivity(unchecked) private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The fraction when the animator last paused (or was scrubbed).
  @exclusivity(unchecked) private var pausedFraction: CGFloat = 0
  /// While running: the clock time the fraction counts from, and the fraction then.
  @exclusivity(unchecked) private var runStart: (time: Int64, fraction: CGFloat)?
  /// Bumped by every pause and stop, so a finish scheduled before it does nothing.
  @exclusivity(unchecked) private var generation = 0

  public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration
    timingParameters = parameters
  }

  public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
    self.duration = duration
    timingParameters = nil
    if let animations { self.animations.append(animations) }
  }

  public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    self.duration = duration
    timingParameters = nil
    if let animations { self.animations.append(animations) }
  }

  public init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.duration = duration
    timingParameters = nil
    if let animations { self.animations.append(animations) }
  }

  /// An animator that starts at once (after `delay`), with `completion` added.
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = Self(duration: duration, timingParameters: UICubicTimingParameters())
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// How far the animation has got, from 0 to 1: while running, as the virtual clock goes.
  /// Setting it (paused or inactive) scrubs: an inactive animator becomes active and paused.
  open var fractionComplete: CGFloat {
    get {
      guard isRunning, let runStart, let world = RunContext.current, duration > 0 else { return pausedFraction }
      let elapsed = CGFloat(world.now - runStart.time) / CGFloat(wholeMilliseconds(duration))
      return min(1, max(0, runStart.fraction + elapsed))
    }
    set {
      guard !isRunning, state != .stopped else { return }
      activate()
      pausedFraction = min(1, max(0, newValue))
    }
  }

  /// Adds an animation block: run at once if the animator is active, else when it starts.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if state == .active { animation() } else { animations.append(animation) }
  }

  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

  /// Adds a block to run when the animation ends (with where it ended).
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  open func startAnimation() { startAnimation(afterDelay: 0) }

  /// Runs from inactive or paused; the completions are due when the remaining time (and the
  /// delay) has passed on the clock.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    self.delay = delay
    activate()
    isRunning = true
    generation &+= 1
    let started = generation
    guard let world = RunContext.current else {
      runStart = nil
      return reachEnd()
    }
    let remaining = (1 - pausedFraction) * CGFloat(wholeMilliseconds(duration))
    let wait = wholeMilliseconds(delay)
    runStart = (world.now + wait, pausedFraction)
    world.schedule(
      after: wait + Int64(remaining.rounded(.up)),
      .block { [self] in if generation == started { reachEnd() } }, isSystem: true)
  }

  /// Stops the clock where it is: the animator stays active, at its fraction.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    if isRunning {
      pausedFraction = fractionComplete
      isRunning = false
      runStart = nil
      generation &+= 1
    } else {
      activate()
    }
  }

  /// Stops an active animator. Without finishing, it is inactive at once and no completion
  /// runs; otherwise it waits, stopped, for `finishAnimation(at:)`.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    pausedFraction = fractionComplete
    isRunning = false
    runStart = nil
    generation &+= 1
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Ends a stopped animator: its completions run with `position`.
  open func finishAnimation(at position: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    state = .inactive
    runCompletions(position)
  }

  /// Runs on with other timing (stored), like `startAnimation()` from a pause.
  open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
    startAnimation()
  }

  private func activate() {
    guard state == .inactive else { return }
    state = .active
    let pending = animations
    animations.removeAll()
    for animation in pending { animation() }
  }

  private func reachEnd() {
    isRunning = false
    runStart = nil
    pausedFraction = 1
    // With `pausesOnCompletion` the animator stays active at its end and runs no completion.
    guard !pausesOnCompletion else { return }
    state = .inactive
    pausedFraction = 0
    runCompletions(isReversed ? .start : .end)
  }

  private func runCompletions(_ position: UIViewAnimatingPosition) {
    let blocks = completions
    completions.removeAll()
    for completion in blocks { completion(position) }
  }
}
