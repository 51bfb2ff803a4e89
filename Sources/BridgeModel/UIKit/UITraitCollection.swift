/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// A size class.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }

/// The traits of the model's one environment: an iPhone in portrait (compact width, regular
/// height), light appearance unless a view or controller overrides it. The model changes no
/// trait during a run, so `traitCollectionDidChange(_:)` is never called (issue 9 §1.9 is open).
public final class UITraitCollection: Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let displayScale: CGFloat

  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
    horizontalSizeClass = .compact
    verticalSizeClass = .regular
    displayScale = 3
  }

  public static let current = UITraitCollection(userInterfaceStyle: .light)

  /// Whether a colour resolved with `other` could differ (only the appearance counts here).
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    other?.userInterfaceStyle != userInterfaceStyle
  }
}

extension UIView {
  /// The view's traits: its own override, else its controller's or superview's, else light.
  public var traitCollection: UITraitCollection {
    if overrideUserInterfaceStyle != .unspecified {
      return UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)
    }
    if let controller = owningController { return controller.traitCollection }
    return superview?.traitCollection ?? .current
  }
}

extension UIViewController {
  public var traitCollection: UITraitCollection {
    if overrideUserInterfaceStyle != .unspecified {
      return UITraitCollection(userInterfaceStyle: overrideUserInterfaceStyle)
    }
    return parent?.traitCollection ?? ownPresentingViewController?.traitCollection ?? .current
  }
}
