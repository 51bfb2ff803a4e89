// Core Animation's explicit animations on the virtual clock (FIDELITY.md F-CA2). Nothing is drawn:
// a layer keeps a copy of each animation it was given, by key, until its active duration has
// passed (then the delegate hears `animationDidStop(_:finished: true)`) or it is removed
// (`finished: false`). An animation retains its delegate, as Core Animation's does, so an
// animation that repeats forever keeps its delegate, and what the delegate holds, alive.

/// What an animation tells its delegate.
@MainActor public protocol CAAnimationDelegate: AnyObject {
  func animationDidStart(_ anim: CAAnimation)
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// How an animation's values hold outside its active time (stored).
nonisolated public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The model's `CAAnimation`: its timing (which decides when it stops), its delegate (retained:
/// "The delegate object is retained by the receiver"), and `isRemovedOnCompletion`.
open class CAAnimation {
  nonisolated deinit {}

  public required init() {}

  /// Retained, unlike UIKit's delegates (F-CA2).
  @exclusivity(unchecked) open var delegate: (any CAAnimationDelegate)?
  @exclusivity(unchecked) open var duration: CFTimeInterval = 0
  @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
  @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
  @exclusivity(unchecked) open var speed: Float = 1
  @exclusivity(unchecked) open var repeatCount: Float = 0
  @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
  @exclusivity(unchecked) open var autoreverses = false
  @exclusivity(unchecked) open var fillMode = CAMediaTimingFillMode.removed
  @exclusivity(unchecked) open var isRemovedOnCompletion = true
  @exclusivity(unchecked) open var timingFunction: CAMediaTimingFunction?

  /// A copy of the same class and settings, as `add(_:forKey:)` makes ("the animation object is
  /// copied by the render tree").
  open func copy() -> Self {
    let copy = Self()
    copy.take(self)
    return copy
  }

  /// Takes `other`'s settings (subclasses add theirs).
  open func take(_ other: CAAnimation) {
    (delegate, duration, beginTime, timeOffset, speed) = (
      other.delegate, other.duration, other.beginTime, other.timeOffset, other.speed
    )
    (repeatCount, repeatDuration, autoreverses, fillMode) = (
      other.repeatCount, other.repeatDuration, other.autoreverses, other.fillMode
    )
    (isRemovedOnCompletion, timingFunction) = (other.isRemovedOnCompletion, other.timingFunction)
  }

  /// Milliseconds of its active time on the clock, or nil when it repeats forever. A zero
  /// duration is the transaction's default, 0.25 s.
  var activeMilliseconds: Int64? {
    let once = (duration > 0 ? duration : 0.25) * (autoreverses ? 2 : 1)
    let total: CFTimeInterval
    if repeatDuration > 0 {
      total = repeatDuration
    } else if repeatCount.isInfinite {
      return nil
    } else {
      total = once * Double(max(1, repeatCount))
    }
    return wholeMilliseconds(total / Double(speed > 0 ? speed : 1))
  }
}

/// An animation of one key path of a layer.
open class CAPropertyAnimation: CAAnimation {
  nonisolated deinit {}
  @exclusivity(unchecked) open var keyPath: String?
  @exclusivity(unchecked) open var isAdditive = false
  @exclusivity(unchecked) open var isCumulative = false

  public required init() { super.init() }
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  open override func take(_ other: CAAnimation) {
    super.take(other)
    guard let other = other as? CAPropertyAnimation else { return }
    (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
  }
}

/// From one value to another (stored).
open class CABasicAnimation: CAPropertyAnimation {
  nonisolated deinit {}
  @exclusivity(unchecked) open var fromValue: Any?
  @exclusivity(unchecked) open var toValue: Any?
  @exclusivity(unchecked) open var byValue: Any?

  public required init() { super.init() }

  open override func take(_ other: CAAnimation) {
    super.take(other)
    guard let other = other as? CABasicAnimation else { return }
    (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
  }
}

/// A spring from one value to another: its settling duration is its duration unless one is set.
open class CASpringAnimation: CABasicAnimation {
  nonisolated deinit {}
  @exclusivity(unchecked) open var mass: CGFloat = 1
  @exclusivity(unchecked) open var stiffness: CGFloat = 100
  @exclusivity(unchecked) open var damping: CGFloat = 10
  @exclusivity(unchecked) open var initialVelocity: CGFloat = 0
  /// Stored: the model does not solve the spring.
  open var settlingDuration: CFTimeInterval { duration }

  public required init() { super.init() }

  open override func take(_ other: CAAnimation) {
    super.take(other)
    guard let other = other as? CASpringAnimation else { return }
    (mass, stiffness, damping, initialVelocity) = (other.mass, other.stiffness, other.damping, other.initialVelocity)
  }
}

/// Through a list of values (stored).
open class CAKeyframeAnimation: CAPropertyAnimation {
  nonisolated deinit {}
  @exclusivity(unchecked) open var values: [Any]?
  @exclusivity(unchecked) open var keyTimes: [NSNumber]?
  @exclusivity(unchecked) open var path: CGPath?
  @exclusivity(unchecked) open var timingFunctions: [CAMediaTimingFunction]?
  @exclusivity(unchecked) open var calculationMode = CAAnimationCalculationMode.linear

  public required init() { super.init() }

  open override func take(_ other: CAAnimation) {
    super.take(other)
    guard let other = other as? CAKeyframeAnimation else { return }
    (values, keyTimes, path) = (other.values, other.keyTimes, other.path)
    (timingFunctions, calculationMode) = (other.timingFunctions, other.calculationMode)
  }
}

/// How a keyframe animation moves between its values (stored).
nonisolated public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Several animations over one timing (stored; the group's timing decides when it stops).
open class CAAnimationGroup: CAAnimation {
  nonisolated deinit {}
  @exclusivity(unchecked) open var animations: [CAAnimation]?

  public required init() { super.init() }

  open override func take(_ other: CAAnimation) {
    super.take(other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations
  }
}

extension CALayer {
  /// A layer's animation under its key (nil for one added without a key).
  struct Running {
    let key: String?
    let animation: CAAnimation
  }

  /// Adds a copy of `anim` under `key`, replacing (and so removing) one of the same key. Its
  /// delegate hears `animationDidStart(_:)` in a later turn and, once its active time has passed
  /// on the clock, `animationDidStop(_:finished: true)`; with `isRemovedOnCompletion` it leaves
  /// the layer then. One that repeats forever never stops. A Core Animation transaction's
  /// completion waits for it (F-CA1).
  public func add(_ anim: CAAnimation, forKey key: String?) {
    if let key { removeAnimation(forKey: key) }
    let running = anim.copy()
    runningAnimations.append(Running(key: key, animation: running))
    guard let world = RunContext.current else { return }
    let delay = running.beginTime > 0 ? max(0, wholeMilliseconds(running.beginTime) - world.now) : 0
    world.schedule(
      after: delay, .block { running.delegate?.animationDidStart(running) }, isSystem: true)
    guard let active = running.activeMilliseconds else { return }
    CATransaction.noteAnimation(lasting: Double(delay + active) / 1000)
    world.schedule(
      after: delay + active,
      .block { [weak self] in
        guard let self, self.runningAnimations.contains(where: { $0.animation === running }) else { return }
        if running.isRemovedOnCompletion { self.runningAnimations.removeAll { $0.animation === running } }
        running.delegate?.animationDidStop(running, finished: true)
      }, isSystem: true)
  }

  /// The animation under `key`, a copy of the one added.
  public func animation(forKey key: String) -> CAAnimation? {
    runningAnimations.first { $0.key == key }?.animation
  }

  /// The keys of the animations on the layer, in the order they were added.
  public func animationKeys() -> [String]? {
    let keys = runningAnimations.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation under `key`: its delegate hears `animationDidStop(_:finished: false)`
  /// in a later turn.
  public func removeAnimation(forKey key: String) {
    guard let index = runningAnimations.firstIndex(where: { $0.key == key }) else { return }
    stopped(runningAnimations.remove(at: index).animation)
  }

  /// Removes every animation; each delegate hears `finished: false` in a later turn.
  public func removeAllAnimations() {
    let removed = runningAnimations
    runningAnimations.removeAll()
    for running in removed { stopped(running.animation) }
  }

  private func stopped(_ animation: CAAnimation) {
    guard let world = RunContext.current else { return }
    world.enqueueMain { animation.delegate?.animationDidStop(animation, finished: false) }
  }
}
