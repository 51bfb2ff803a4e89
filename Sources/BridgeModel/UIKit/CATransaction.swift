/// Core Animation's transactions: groups of layer changes. The model draws nothing, so what a
/// transaction means to it is its completion block (F-CA1): run when the group is committed if
/// no animation was added to it, else once the longest of its animations (`UIView.animate`
/// inside the group, on the virtual clock) is over. Its settings are stored per group.
public final class CATransaction {
  nonisolated deinit {}

  /// An explicit transaction between `begin()` and `commit()`.
  final class Group {
    nonisolated deinit {}
    var completion: (() -> Void)?
    var animationDuration: CFTimeInterval = 0.25
    var disableActions = false
    /// The longest animation added to the group, in seconds (nil: none).
    var longestAnimation: TimeInterval?
  }

  /// Groups begun outside a run: the model's code runs in worlds, but a test may begin one alone.
  @MainActor private static var groupsOutsideRun: [Group] = []

  private static var groups: [Group] {
    get { RunContext.current?.transactionGroups ?? groupsOutsideRun }
    set {
      if let world = RunContext.current { world.transactionGroups = newValue } else { groupsOutsideRun = newValue }
    }
  }

  public class func begin() { groups.append(Group()) }

  /// Ends the innermost group: its completion runs now if no animation was added to it, else
  /// when the longest one ends; an animation of an inner group belongs to the outer one too.
  public class func commit() {
    guard let group = groups.popLast() else { return }
    if let outer = groups.last, let longest = group.longestAnimation {
      outer.longestAnimation = max(outer.longestAnimation ?? 0, longest)
    }
    guard let completion = group.completion else { return }
    guard let longest = group.longestAnimation, let world = RunContext.current else { return completion() }
    world.schedule(after: wholeMilliseconds(longest), .block(completion), isSystem: true)
  }

  /// Nothing is pending in the model: the render tree has nothing to take.
  public class func flush() {}
  public class func lock() {}
  public class func unlock() {}

  public class func setCompletionBlock(_ block: (() -> Void)?) { groups.last?.completion = block }
  public class func completionBlock() -> (() -> Void)? { groups.last?.completion }
  public class func setAnimationDuration(_ duration: CFTimeInterval) { groups.last?.animationDuration = duration }
  public class func animationDuration() -> CFTimeInterval { groups.last?.animationDuration ?? 0.25 }
  public class func setDisableActions(_ flag: Bool) { groups.last?.disableActions = flag }
  public class func disableActions() -> Bool { groups.last?.disableActions ?? false }
  public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
  public class func animationTimingFunction() -> CAMediaTimingFunction? { nil }

  /// An animation of `duration` seconds was added: the open groups wait for it.
  static func noteAnimation(lasting duration: TimeInterval) {
    guard let group = groups.last else { return }
    group.longestAnimation = max(group.longestAnimation ?? 0, duration)
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
