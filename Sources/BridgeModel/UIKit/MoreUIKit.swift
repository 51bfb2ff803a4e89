// More of UIKit's classes and members, as real files use them around their bridging code. Each
// says what it does; most only store (the model has one device, no pasteboard server, no
// keyboard frames, no custom transitions).

extension UIColor: Equatable, Hashable {
  /// Colours compare by what they are (the model names each one).
  nonisolated public static func == (a: UIColor, b: UIColor) -> Bool { a.name == b.name }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(name) }
  public static let quaternarySystemFill = UIColor(name: "quaternarySystemFill")
  public static let tertiarySystemFill = UIColor(name: "tertiarySystemFill")
  public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
  public static let quaternaryLabel = UIColor(name: "quaternaryLabel")
  public static let opaqueSeparator = UIColor(name: "opaqueSeparator")
  public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
  public static let lightText = UIColor(name: "lightText")
  public static let darkText = UIColor(name: "darkText")
}

/// The device's orientation, as UIKit names it at the top level.
public typealias UIDeviceOrientation = UIDevice.Orientation

/// The device: an iPhone in portrait running iOS 18 (the model's compact iPhone, F-SV1; nothing
/// reads sensors).
public final class UIDevice {
  nonisolated deinit {}
  public enum Orientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }
  public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }
  public static let current = UIDevice()
  public let name = "iPhone"
  public let model = "iPhone"
  public let localizedModel = "iPhone"
  public let systemName = "iOS"
  public let systemVersion = "18.0"
  public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
  public let identifierForVendor: UUID? = UUID(uuidString: "00000000-0000-0000-0000-000000000001")
  public var orientation: Orientation { .portrait }
  public var isBatteryMonitoringEnabled = false
  public var batteryLevel: Float { -1 }
  public var batteryState: BatteryState { .unknown }
  public var isProximityMonitoringEnabled = false
  public var isMultitaskingSupported: Bool { true }
  public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
  public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
  public func beginGeneratingDeviceOrientationNotifications() {}
  public func endGeneratingDeviceOrientationNotifications() {}
  init() {}
}

public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone, pad, tv, carPlay, mac, vision
}

/// The general pasteboard: what the app copies is kept for the run.
public final class UIPasteboard {
  nonisolated deinit {}
  public static let general = UIPasteboard()
  public var string: String? { didSet { changeCount += 1 } }
  public var strings: [String]? {
    get { string.map { [$0] } }
    set { string = newValue?.first }
  }
  public var url: URL? { didSet { changeCount += 1 } }
  public var image: UIImage? { didSet { changeCount += 1 } }
  public private(set) var changeCount = 0
  public var hasStrings: Bool { string != nil }
  public var hasURLs: Bool { url != nil }
  public var hasImages: Bool { image != nil }
  public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
    if let text = value as? String { string = text }
  }
  init() {}
}

extension UIResponder {
  // The keyboard's notifications (never posted: the model has no keyboard frame to report).
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The keyboard's input mode (none: the model has no keyboard).
  public var textInputMode: UITextInputMode? { nil }
}

/// A keyboard's input mode (storage only).
public final class UITextInputMode {
  nonisolated deinit {}
  public let primaryLanguage: String? = "en-US"
  public static var activeInputModes: [UITextInputMode] { [] }
  init() {}
}

/// An offset (storage only).
nonisolated public struct UIOffset: Sendable, Equatable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }
  public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

extension UIView {
  // Touch flags (storage only: the model's touches are one finger on an element).
  public var isMultipleTouchEnabled: Bool {
    get { false }
    set {}
  }
  public var isExclusiveTouch: Bool {
    get { false }
    set {}
  }
}

extension URL {
  /// Security-scoped access (always granted; nothing is sandboxed in the model).
  public func startAccessingSecurityScopedResource() -> Bool { true }
  public func stopAccessingSecurityScopedResource() {}
}

/// Saves an image to the photo library (nothing is saved); the completion target is not called.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIImageWriteToSavedPhotosAlbum(
  _ image: UIImage, _ completionTarget: Any?, _ completionSelector: Any?, _ contextInfo: UnsafeMutableRawPointer?
) {}

extension UIViewController {
  /// The transitioning delegate of a custom presentation (storage only: the model's
  /// presentations run its own transitions).
  public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { storedTransitioningDelegate?.value }
    set { storedTransitioningDelegate = newValue.map { WeakTransitioningDelegate(value: $0) } }
  }
}

/// Vends custom transitions (never asked).
@MainActor public protocol UIViewControllerTransitioningDelegate: AnyObject {}

/// Animates a custom transition (never asked).
@MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

/// A custom transition's context (never made).
@MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
  var containerView: UIView { get }
  func completeTransition(_ didComplete: Bool)
}

struct WeakTransitioningDelegate {
  weak var value: (any UIViewControllerTransitioningDelegate)?
}

extension NSLayoutConstraint {
  public enum Attribute: Int, Sendable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
    case notAnAttribute = 0
  }
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal, greaterThanOrEqual
  }
  /// The visual-format-free form (lays nothing out in the model, as every constraint).
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) { self.init(firstItem: view1 as AnyObject, secondItem: view2.map { $0 as AnyObject }, constant: c) }
  @MainActor public var multiplier: CGFloat { 1 }
}

/// A table view controller: a controller whose view is a table, and the table's data source and
/// delegate, as UIKit's is (subclasses `override` the methods they answer).
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  nonisolated deinit {}
  public let style: UITableView.Style
  @exclusivity(unchecked) open var clearsSelectionOnViewWillAppear = true

  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }
  public override convenience init(nibName: String?, bundle: Bundle?) { self.init(style: .plain) }
  public required init?(coder: NSCoder) { return nil }

  /// The controller's view, as a table.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  open override func loadView() {
    let table = UITableView(frame: .zero, style: style)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  // UITableViewDataSource: no rows until a subclass says otherwise.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}

  // UITableViewDelegate and UIScrollViewDelegate: UIKit's defaults.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// A collection view controller: a controller whose view is a collection view, and its data
/// source and delegate, as UIKit's is (subclasses `override` the methods they answer).
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  nonisolated deinit {}
  public let collectionViewLayout: UICollectionViewLayout
  @exclusivity(unchecked) open var clearsSelectionOnViewWillAppear = true
  @exclusivity(unchecked) open var installsStandardGestureForInteractiveMovement = true

  public init(collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(nibName: nil, bundle: nil)
  }
  public override convenience init(nibName: String?, bundle: Bundle?) {
    self.init(collectionViewLayout: UICollectionViewFlowLayout())
  }
  public required init?(coder: NSCoder) { return nil }

  /// The controller's view, as a collection view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }

  open override func loadView() {
    let list = UICollectionView(frame: .zero, collectionViewLayout: collectionViewLayout)
    list.dataSource = self
    list.delegate = self
    view = list
  }

  // UICollectionViewDataSource: no items until a subclass says otherwise.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { UICollectionViewCell(frame: .zero) }
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  // UICollectionViewDelegate and UIScrollViewDelegate: UIKit's defaults.
  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  open func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

extension UIScrollView {
  /// Zooms to show `rect` (the model keeps the zoom scale only).
  public func zoom(to rect: CGRect, animated: Bool) {}
}
