/// Core Animation's transactions: groups of layer changes. The model draws nothing, so what a
/// transaction means to it is its completion block (F-CA1): run when the group is committed if
/// no animation was added to it after the block was set, else once the longest of those
/// animations (`UIView.animate` inside the group, on the virtual clock) is over; a block
/// replaced by another is settled the same way at once. A block set outside any group belongs to
/// the implicit transaction, committed when the turn ends. Settings are stored per group.
/// Outside a run there is no transaction: a completion block runs when it is set.
public final class CATransaction {
  nonisolated deinit {}

  /// An explicit transaction between `begin()` and `commit()`.
  final class Group {
    nonisolated deinit {}
    var completion: (() -> Void)?
    var animationDuration: CFTimeInterval = 0.25
    var disableActions = false
    /// The longest animation added since the completion block was set, in seconds (nil: none).
    var longestAnimation: TimeInterval?
    /// The longest added to the group at all, for an outer group's block.
    var longestInGroup: TimeInterval?
  }

  public class func begin() { RunContext.current?.transactionGroups.append(Group()) }

  /// Ends the innermost group and settles its completion block; an animation of an inner group
  /// belongs to the outer one too.
  public class func commit() {
    guard let world = RunContext.current, let group = world.transactionGroups.popLast() else { return }
    if let outer = world.transactionGroups.last, let longest = group.longestInGroup {
      outer.noteAnimation(lasting: longest)
    }
    settle(group, in: world)
  }

  /// Runs the group's block now if no animation was added after it was set, else schedules it
  /// for when the longest one ends. SceneKit's transactions settle the same way (F-SK1).
  static func settle(_ group: Group, in world: World) {
    guard let completion = group.completion else { return }
    group.completion = nil
    guard let longest = group.longestAnimation else { return completion() }
    world.schedule(after: wholeMilliseconds(longest), .block(completion), isSystem: true)
  }

  /// Nothing is pending in the model: the render tree has nothing to take.
  public class func flush() {}
  public class func lock() {}
  public class func unlock() {}

  /// Sets the innermost group's block; the block it replaces is settled now (Apple: a block set
  /// to a different value is invoked at once if no animation was added since).
  public class func setCompletionBlock(_ block: (() -> Void)?) {
    guard let world = RunContext.current else { return block?() ?? () }
    setCompletionBlock(block, innermost: world.transactionGroups.last, in: world)
  }

  /// Sets `group`'s block, settling the one it replaces; with no group, the block belongs to the
  /// implicit transaction, committed when the turn's run-loop pass ends. SceneKit's
  /// transactions share it (F-SK1).
  static func setCompletionBlock(_ block: (() -> Void)?, innermost group: Group?, in world: World) {
    guard let group else {
      if let block { world.schedule(after: 0, .block(block), isSystem: true) }
      return
    }
    settle(group, in: world)
    group.completion = block
    group.longestAnimation = nil
  }
  public class func completionBlock() -> (() -> Void)? { RunContext.current?.transactionGroups.last?.completion }
  public class func setAnimationDuration(_ duration: CFTimeInterval) {
    RunContext.current?.transactionGroups.last?.animationDuration = duration
  }
  public class func animationDuration() -> CFTimeInterval {
    RunContext.current?.transactionGroups.last?.animationDuration ?? 0.25
  }
  public class func setDisableActions(_ flag: Bool) {
    RunContext.current?.transactionGroups.last?.disableActions = flag
  }
  public class func disableActions() -> Bool { RunContext.current?.transactionGroups.last?.disableActions ?? false }
  public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
  public class func animationTimingFunction() -> CAMediaTimingFunction? { nil }

  /// An animation of `duration` seconds was added: the innermost group's block waits for it.
  /// Any `UIView.animate` counts (the model does not tell whether its block changed an
  /// animatable property).
  static func noteAnimation(lasting duration: TimeInterval) {
    RunContext.current?.transactionGroups.last?.noteAnimation(lasting: duration)
  }
}

extension CATransaction.Group {
  func noteAnimation(lasting duration: TimeInterval) {
    longestAnimation = max(longestAnimation ?? 0, duration)
    longestInGroup = max(longestInGroup ?? 0, duration)
  }
}

/// A timing curve's name (stored: nothing is animated).
nonisolated public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve (stored: nothing is animated).
public final class CAMediaTimingFunction {
  nonisolated deinit {}
  public let name: CAMediaTimingFunctionName?
  public init(name: CAMediaTimingFunctionName) { self.name = name }
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) { name = nil }
}
