// The bars' appearance objects (iOS 13+): values UIKit draws with, kept and never drawn. A bar
// keeps its `standardAppearance` and the others as set; nothing in the model reads them.

/// `UIBarAppearance`: a bar's background and shadow.
open class UIBarAppearance {
  nonisolated deinit {}

  @exclusivity(unchecked) open var backgroundColor: UIColor?
  @exclusivity(unchecked) open var backgroundEffect: UIBlurEffect?
  @exclusivity(unchecked) open var backgroundImage: UIImage?
  @exclusivity(unchecked) open var backgroundImageContentMode = UIView.ContentMode.scaleToFill
  @exclusivity(unchecked) open var shadowColor: UIColor?
  @exclusivity(unchecked) open var shadowImage: UIImage?

  public required init() {}
  public required init(idiom: UIUserInterfaceIdiom) {}
  /// A copy with the same settings (`UINavigationBarAppearance(barAppearance:)`).
  public required init(barAppearance: UIBarAppearance) { take(barAppearance) }

  open func configureWithDefaultBackground() {
    clearBackground()
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    backgroundColor = nil
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }

  open func configureWithOpaqueBackground() {
    clearBackground()
    backgroundEffect = nil
    backgroundColor = .systemBackground
    shadowColor = UIColor(white: 0, alpha: 0.3)
  }

  open func configureWithTransparentBackground() {
    clearBackground()
    backgroundEffect = nil
    backgroundColor = nil
    shadowColor = nil
  }

  /// `copy()`: a new appearance of the same class and settings.
  open func copy() -> Self { Self(barAppearance: self) }

  /// Each configuration "replaces any previous values you specified" (F-AP1).
  private func clearBackground() {
    backgroundImage = nil
    backgroundImageContentMode = .scaleToFill
    shadowImage = nil
  }

  func take(_ other: UIBarAppearance) {
    backgroundColor = other.backgroundColor
    backgroundEffect = other.backgroundEffect
    backgroundImage = other.backgroundImage
    backgroundImageContentMode = other.backgroundImageContentMode
    shadowColor = other.shadowColor
    shadowImage = other.shadowImage
  }
}

/// One state of a bar button's title (`normal`, `highlighted`, `disabled`, `focused`).
public final class UIBarButtonItemStateAppearance {
  nonisolated deinit {}
  @exclusivity(unchecked) public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  @exclusivity(unchecked) public var titlePositionAdjustment = UIOffset.zero
  @exclusivity(unchecked) public var backgroundImage: UIImage?
  @exclusivity(unchecked) public var backgroundImagePositionAdjustment = UIOffset.zero
  init() {}

  func take(_ other: UIBarButtonItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    backgroundImage = other.backgroundImage
    backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
  }
}

/// `UIBarButtonItemAppearance`: the bar buttons' titles, by state.
public final class UIBarButtonItemAppearance {
  nonisolated deinit {}
  public let normal = UIBarButtonItemStateAppearance()
  public let highlighted = UIBarButtonItemStateAppearance()
  public let disabled = UIBarButtonItemStateAppearance()
  public let focused = UIBarButtonItemStateAppearance()
  public init() {}
  public init(style: UIBarButtonItem.Style) {}
  public func configureWithDefault(for style: UIBarButtonItem.Style) {}

  /// A copy with its own states (UIKit's properties holding it are `@NSCopying`).
  public func copy() -> UIBarButtonItemAppearance {
    let copy = UIBarButtonItemAppearance()
    copy.normal.take(normal)
    copy.highlighted.take(highlighted)
    copy.disabled.take(disabled)
    copy.focused.take(focused)
    return copy
  }
}

/// `UINavigationBarAppearance`: a navigation bar's titles and buttons besides its background.
public final class UINavigationBarAppearance: UIBarAppearance {
  nonisolated deinit {}

  @exclusivity(unchecked) public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  @exclusivity(unchecked) public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  @exclusivity(unchecked) public var titlePositionAdjustment = UIOffset.zero
  @exclusivity(unchecked) public var buttonAppearance = UIBarButtonItemAppearance()
  @exclusivity(unchecked) public var doneButtonAppearance = UIBarButtonItemAppearance()
  @exclusivity(unchecked) public var backButtonAppearance = UIBarButtonItemAppearance()
  @exclusivity(unchecked) private var backIndicator: (image: UIImage, mask: UIImage)?
  /// The back button's chevron: the system's until one is set.
  public var backIndicatorImage: UIImage { backIndicator?.image ?? Self.systemBackIndicator }
  public var backIndicatorTransitionMaskImage: UIImage { backIndicator?.mask ?? Self.systemBackIndicator }
  private static var systemBackIndicator: UIImage { UIImage(systemName: "chevron.backward") ?? UIImage() }

  public required init() { super.init() }
  public required init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let other = barAppearance as? UINavigationBarAppearance else { return }
    titleTextAttributes = other.titleTextAttributes
    largeTitleTextAttributes = other.largeTitleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    buttonAppearance = other.buttonAppearance.copy()
    doneButtonAppearance = other.doneButtonAppearance.copy()
    backButtonAppearance = other.backButtonAppearance.copy()
    backIndicator = other.backIndicator
  }

  /// Sets the back chevron and its mask. The model keeps a pair only: with either missing the
  /// system's chevron stays (UIKit uses a custom chevron together with its mask).
  public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
    if let backIndicatorImage, let transitionMaskImage {
      backIndicator = (backIndicatorImage, transitionMaskImage)
    } else {
      backIndicator = nil
    }
  }
}

/// `UIToolbarAppearance`: a toolbar's buttons besides its background.
public final class UIToolbarAppearance: UIBarAppearance {
  nonisolated deinit {}
  @exclusivity(unchecked) public var buttonAppearance = UIBarButtonItemAppearance()
  @exclusivity(unchecked) public var doneButtonAppearance = UIBarButtonItemAppearance()
  public required init() { super.init() }
  public required init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let other = barAppearance as? UIToolbarAppearance else { return }
    buttonAppearance = other.buttonAppearance.copy()
    doneButtonAppearance = other.doneButtonAppearance.copy()
  }
}

/// One state of a tab bar item (`normal`, `selected`, `disabled`, `focused`).
public final class UITabBarItemStateAppearance {
  nonisolated deinit {}
  @exclusivity(unchecked) public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  @exclusivity(unchecked) public var titlePositionAdjustment = UIOffset.zero
  @exclusivity(unchecked) public var iconColor: UIColor?
  @exclusivity(unchecked) public var badgeBackgroundColor: UIColor?
  @exclusivity(unchecked) public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
  @exclusivity(unchecked) public var badgePositionAdjustment = UIOffset.zero
  @exclusivity(unchecked) public var badgeTitlePositionAdjustment = UIOffset.zero
  init() {}

  func take(_ other: UITabBarItemStateAppearance) {
    titleTextAttributes = other.titleTextAttributes
    titlePositionAdjustment = other.titlePositionAdjustment
    iconColor = other.iconColor
    badgeBackgroundColor = other.badgeBackgroundColor
    badgeTextAttributes = other.badgeTextAttributes
    badgePositionAdjustment = other.badgePositionAdjustment
    badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
  }
}

/// `UITabBarItemAppearance`: tab bar items, by state.
public final class UITabBarItemAppearance {
  /// The layouts a tab bar puts its items in.
  public enum Style: Int, Sendable { case stacked, inline, compactInline }

  nonisolated deinit {}
  public let normal = UITabBarItemStateAppearance()
  public let selected = UITabBarItemStateAppearance()
  public let disabled = UITabBarItemStateAppearance()
  public let focused = UITabBarItemStateAppearance()
  public init() {}
  public init(style: Style) {}
  public func configureWithDefault(for style: Style) {}

  /// A copy with its own states (UIKit's properties holding it are `@NSCopying`).
  public func copy() -> UITabBarItemAppearance {
    let copy = UITabBarItemAppearance()
    copy.normal.take(normal)
    copy.selected.take(selected)
    copy.disabled.take(disabled)
    copy.focused.take(focused)
    return copy
  }
}

/// `UITabBarAppearance`: a tab bar's items, in each layout, besides its background.
public final class UITabBarAppearance: UIBarAppearance {
  nonisolated deinit {}

  @exclusivity(unchecked) public var stackedLayoutAppearance = UITabBarItemAppearance()
  @exclusivity(unchecked) public var inlineLayoutAppearance = UITabBarItemAppearance()
  @exclusivity(unchecked) public var compactInlineLayoutAppearance = UITabBarItemAppearance()
  @exclusivity(unchecked) public var selectionIndicatorTintColor: UIColor?
  @exclusivity(unchecked) public var selectionIndicatorImage: UIImage?
  @exclusivity(unchecked) public var stackedItemWidth: CGFloat = 0
  @exclusivity(unchecked) public var stackedItemSpacing: CGFloat = 0
  @exclusivity(unchecked) public var stackedItemPositioning = UITabBar.ItemPositioning.automatic

  public required init() { super.init() }
  public required init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }
  public required init(barAppearance: UIBarAppearance) {
    super.init(barAppearance: barAppearance)
    guard let other = barAppearance as? UITabBarAppearance else { return }
    stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
    inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
    compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
    selectionIndicatorTintColor = other.selectionIndicatorTintColor
    selectionIndicatorImage = other.selectionIndicatorImage
    stackedItemWidth = other.stackedItemWidth
    stackedItemSpacing = other.stackedItemSpacing
    stackedItemPositioning = other.stackedItemPositioning
  }
}
