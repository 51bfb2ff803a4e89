import Foundation

// Members real bridging files use whose behaviour the model does not need: stored, or answered
// with the value a device gives before anything changes (README "Check your own representable").

extension UIWindow {
  /// Where a window stacks among a scene's windows.
  nonisolated public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)
    public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    public static func + (level: Level, offset: CGFloat) -> Level { Level(level.rawValue + offset) }
    public static func - (level: Level, offset: CGFloat) -> Level { Level(level.rawValue - offset) }
  }
}

extension CGRect {
  /// The rectangle with `insets` taken off its edges, as UIKit's `inset(by:)`.
  nonisolated public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top, width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

extension UIView {
  /// Points to pixels: the screen's scale (3 in the model) until app code sets it.
  public var contentScaleFactor: CGFloat {
    get { extras?.contentScaleFactor ?? UIScreen.main.scale }
    set { madeExtras.contentScaleFactor = newValue }
  }
}

extension UIScrollView {
  /// Sets `zoomScale` (stored: zooming is not modelled).
  public func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomScale = scale }
}

/// Scales fonts and values for Dynamic Type: the model's content size is the default one, at
/// which nothing scales.
public final class UIFontMetrics: Sendable {
  public static let `default` = UIFontMetrics(forTextStyle: .body)
  public let textStyle: UIFont.TextStyle
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
  public func scaledFont(for font: UIFont) -> UIFont { font }
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
  }
  public func scaledValue(for value: CGFloat) -> CGFloat { value }
}

/// An item for a share sheet that gives its data when asked (only its placeholder matters to
/// the model's share sheet, which shares nothing).
@MainActor public protocol UIActivityItemSource: AnyObject {
  func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
  func activityViewController(
    _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any?
}

/// The system's dictionary page for a term: a view controller of no content of its own.
open class UIReferenceLibraryViewController: UIViewController {
  nonisolated deinit {}
  public let term: String
  public init(term: String) {
    self.term = term
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { nil }
  /// The model has no dictionary: no term has a definition.
  public class func dictionaryHasDefinition(forTerm term: String) -> Bool { false }
}

/// A preview for a context menu (the model shows none).
public final class UITargetedPreview {
  public let view: UIView
  public let parameters: UIPreviewParameters
  public init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
    self.view = view
    self.parameters = parameters
  }
  public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
    self.view = view
    self.parameters = parameters
  }
}

/// How a preview looks (stored).
public final class UIPreviewParameters {
  public var backgroundColor: UIColor?
  public var visiblePath: UIBezierPath?
  public var shadowPath: UIBezierPath?
  public init() {}
}

/// Where a preview shows (stored).
public final class UIPreviewTarget {
  public let container: UIView
  public let center: CGPoint
  public init(container: UIView, center: CGPoint) {
    self.container = container
    self.center = center
  }
}

/// The animator of a context menu's commit (never made: no menu opens in the model).
@MainActor public protocol UIContextMenuInteractionCommitAnimating: AnyObject {
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
  var previewViewController: UIViewController? { get }
  func addAnimations(_ animations: @escaping () -> Void)
  func addCompletion(_ completion: @escaping () -> Void)
}

/// How a context menu's preview commits.
nonisolated public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss, pop }

/// An animator for a context menu appearing or going (never made).
@MainActor public protocol UIContextMenuInteractionAnimating: AnyObject {
  var previewViewController: UIViewController? { get }
  func addAnimations(_ animations: @escaping () -> Void)
  func addCompletion(_ completion: @escaping () -> Void)
}

/// `UIImage` compares as `isEqual(_:)` does (F-IM1): two images made from the same cached image
/// (`UIImage(named:)`, `UIImage(systemName:)`) are equal; any other image only to itself.
extension UIImage: Hashable {
  nonisolated public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    if let key = lhs.cacheKey, let other = rhs.cacheKey { return key == other }
    return lhs === rhs
  }
  nonisolated public func hash(into hasher: inout Hasher) {
    if let cacheKey { hasher.combine(cacheKey) } else { hasher.combine(ObjectIdentifier(self)) }
  }
}
