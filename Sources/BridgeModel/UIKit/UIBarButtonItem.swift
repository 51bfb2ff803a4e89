/// A bar button: a title or system item with a target-action or a `UIAction`. In a navigation
/// bar (the top controller's `navigationItem`) or a toolbar on screen, the user taps it (`tap
/// "Done"`, F-BB1); an item with a custom view shows that view instead, whose controls the user
/// touches.
open class UIBarButtonItem: _HierarchyMember {
  nonisolated deinit {}

  public enum Style: Int, Sendable { case plain, bordered, done, prominent }
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
      search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
  }

  /// The name the item's element takes: its title, its primary action's title, or its system
  /// item's name ("Done", "Cancel", "Add"…) (F-BB1).
  @Hierarchical open var title: String?
  @exclusivity(unchecked) open var image: UIImage?
  @exclusivity(unchecked) open var style = Style.plain
  /// A disabled item is not offered to the user.
  @Hierarchical open var isEnabled = true
  /// A hidden item is not offered to the user (iOS 16).
  @Hierarchical open var isHidden = false
  @exclusivity(unchecked) open var tintColor: UIColor?
  @exclusivity(unchecked) open var width: CGFloat = 0
  @exclusivity(unchecked) open var possibleTitles: Set<String>?
  @exclusivity(unchecked) open var tag = 0
  @Hierarchical open var accessibilityIdentifier: String?
  @Hierarchical open var accessibilityLabel: String?
  @exclusivity(unchecked) open var isSelected = false
  @exclusivity(unchecked) open var changesSelectionAsPrimaryAction = false
  /// Shown in the bar instead of a button; its own controls take the touches.
  open var customView: UIView? {
    didSet {
      hasCustomView = customView != nil
      bar?.itemsDidChange()
    }
  }
  /// Apple: setting it gives the item the action's title and image (not for a system item),
  /// and "If this property has a non-nil value, the system ignores the item's target and
  /// action properties" (F-BB1).
  open var primaryAction: UIAction? {
    didSet {
      if let primaryAction, systemItem == nil {
        title = primaryAction.title
        image = primaryAction.image
      }
      hasAction = primaryAction != nil || action != nil
    }
  }
  /// Presented by a tap when the item has no action (the model presents no menus: such an item
  /// is not offered).
  @exclusivity(unchecked) open var menu: UIMenu?
  public private(set) var systemItem: SystemItem?
  /// The target-action, holding its target weakly (as UIKit does).
  @exclusivity(unchecked) var action: (() -> Void)? {
    didSet { hasAction = primaryAction != nil || action != nil }
  }
  /// Whether a tap does anything (a primary action or a target-action).
  @Hierarchical private(set) var hasAction = false
  @Hierarchical private var hasCustomView = false
  /// The bar the item is in, if any (set by the bar; not retained).
  @exclusivity(unchecked) weak var bar: (any BarItemContainer)?

  public var _hierarchyWorld: World? { worldOnThisThread() }

  public init() {}

  /// `UIBarButtonItem.appearance()`: a proxy item of its own (`UIView.appearance()`).
  open class func appearance() -> UIBarButtonItem {
    appearanceProxy(for: [ObjectIdentifier(UIBarButtonItem.self)]) { UIBarButtonItem() }
  }
  open class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIBarButtonItem {
    appearanceProxy(for: appearanceKey(UIBarButtonItem.self, containerTypes)) { UIBarButtonItem() }
  }

  public convenience init(title: String?, style: Style) {
    self.init()
    self.title = title
    self.style = style
  }

  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Any?, action: @escaping (Target) -> () -> Void
  ) {
    self.init(title: title, style: style)
    setAction(target, action)
  }

  public convenience init<Target: AnyObject, Sender>(
    title: String?, style: Style, target: Any?, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(title: title, style: style)
    setAction(target, action)
  }

  /// An action method that returns a result, as `#selector(UIResponder.resignFirstResponder)`
  /// names: the result is dropped, as the Objective-C runtime drops it.
  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Any?, action: @escaping (Target) -> () -> Bool
  ) {
    self.init(title: title, style: style)
    setAction(target) { target in { _ = action(target)() } }
  }

  /// An image item whose action method returns a result (dropped).
  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Any?, action: @escaping (Target) -> () -> Bool
  ) {
    self.init(image: image, style: style, target: target, action: nil)
    setAction(target) { target in { _ = action(target)() } }
  }

  /// `action: nil`, as apps write for an item they wire later.
  public convenience init(title: String?, style: Style, target: Any?, action: Never?) {
    self.init(title: title, style: style)
  }

  public convenience init(barButtonSystemItem systemItem: SystemItem) {
    self.init()
    self.systemItem = systemItem
  }

  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: @escaping (Target) -> () -> Void
  ) {
    self.init(barButtonSystemItem: systemItem)
    setAction(target, action)
  }

  /// With an action method that returns a result (dropped, as the Objective-C runtime drops it).
  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: @escaping (Target) -> () -> Bool
  ) {
    self.init(barButtonSystemItem: systemItem)
    setAction(target) { target in { _ = action(target)() } }
  }

  public convenience init<Target: AnyObject, Sender>(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(barButtonSystemItem: systemItem)
    setAction(target, action)
  }

  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Never?) {
    self.init(barButtonSystemItem: systemItem)
  }

  public convenience init(image: UIImage?, style: Style, target: Any?, action: Never?) {
    self.init(image: image, style: style)
  }

  public convenience init(image: UIImage?, style: Style = .plain) {
    self.init()
    self.image = image
    self.style = style
  }

  public convenience init<Target: AnyObject>(
    image: UIImage?, style: Style, target: Any?, action: @escaping (Target) -> () -> Void
  ) {
    self.init(image: image, style: style)
    setAction(target, action)
  }

  public convenience init<Target: AnyObject, Sender>(
    image: UIImage?, style: Style, target: Any?, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(image: image, style: style)
    setAction(target, action)
  }

  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    (self.title, self.image, self.menu) = (title, image, menu)
    if let primaryAction { assign(primaryAction) }
  }

  /// Sets the primary action through its observer (an initializer's own assignment skips it).
  private func assign(_ primaryAction: UIAction) { self.primaryAction = primaryAction }

  /// "The system item doesn't use the action to configure its title and image."
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init(barButtonSystemItem: systemItem)
    self.menu = menu
    if let primaryAction { assign(primaryAction) }
  }

  public convenience init(customView: UIView) {
    self.init()
    show(customView)
  }

  private func show(_ customView: UIView) { self.customView = customView }

  public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace) }

  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// Stores nothing (the model draws no text).
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}

  /// Sets the target-action after the item was made: `item.setTarget(self, action: Self.done)`.
  public func setTarget<Target: AnyObject>(_ target: Any?, action: @escaping (Target) -> () -> Void) {
    self.action = nil
    setAction(target, action)
  }

  /// Apple's target is `Any?`: a target that is not of the method's class (a SwiftUI struct, as
  /// some representables pass `self`) receives nothing, as the model has no responder chain to
  /// send the action up. The target is held weakly.
  private func setAction<Target: AnyObject>(_ target: Any?, _ method: @escaping (Target) -> () -> Void) {
    guard let target = target as? Target else { return }
    action = { [weak target] in
      guard let target else { return }
      method(target)()
    }
  }

  private func setAction<Target: AnyObject, Sender>(_ target: Any?, _ method: @escaping (Target) -> (Sender) -> Void) {
    guard let target = target as? Target else { return }
    action = { [weak target, unowned(unsafe) self] in
      guard let target, let sender = self as? Sender else { return }
      method(target)(sender)
    }
  }

  // MARK: The user's tap (F-BB1)

  /// Whether the user can tap it: enabled, shown, a button (no space, no custom view) that
  /// does something when tapped.
  var isTappable: Bool { isEnabled && !isHidden && !hasCustomView && hasAction && !isSpace }

  private var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

  /// The element's name: its identifier, its title, its system item's name, its label.
  var elementBaseName: String {
    if let accessibilityIdentifier { return accessibilityIdentifier }
    if let title, !title.isEmpty { return title }
    if let systemItem { return systemItem.elementName }
    return accessibilityLabel ?? "bar-button"
  }

  /// The user taps the item: the primary action runs with the item as its sender, else the
  /// target-action is sent.
  func userTap() {
    if let primaryAction {
      primaryAction.perform(sender: self)
    } else {
      action?()
    }
  }
}

extension UIBarButtonItem.SystemItem {
  /// The name a trace uses: the case's name, capitalized ("Done", "Add", "Fast Forward").
  var elementName: String {
    switch self {
    case .done: "Done"
    case .cancel: "Cancel"
    case .edit: "Edit"
    case .save: "Save"
    case .add: "Add"
    case .flexibleSpace: "Flexible Space"
    case .fixedSpace: "Fixed Space"
    case .compose: "Compose"
    case .reply: "Reply"
    case .action: "Action"
    case .organize: "Organize"
    case .bookmarks: "Bookmarks"
    case .search: "Search"
    case .refresh: "Refresh"
    case .stop: "Stop"
    case .camera: "Camera"
    case .trash: "Trash"
    case .play: "Play"
    case .pause: "Pause"
    case .rewind: "Rewind"
    case .fastForward: "Fast Forward"
    case .undo: "Undo"
    case .redo: "Redo"
    case .pageCurl: "Page Curl"
    case .close: "Close"
    }
  }
}

/// A bar that shows bar button items: a navigation bar or a toolbar.
@MainActor protocol BarItemContainer: AnyObject {
  /// An item's custom view or presence changed: the bar shows its custom views again.
  func itemsDidChange()
}

/// What a controller shows in a navigation bar while it is the top of a navigation controller.
public final class UINavigationItem: _HierarchyMember {
  nonisolated deinit {}
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
  public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
  public var title: String?
  public var prompt: String?
  public var titleView: UIView?
  /// The first of `leftBarButtonItems` (Apple: "always refer to the first bar button item in the
  /// leftBarButtonItems array").
  public var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = Self.replacingFirst(of: leftBarButtonItems, with: newValue) }
  }
  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = Self.replacingFirst(of: rightBarButtonItems, with: newValue) }
  }
  /// Apple: "the items replace the Back button" unless `leftItemsSupplementBackButton` (F-BB2).
  public var leftBarButtonItems: [UIBarButtonItem]? {
    didSet {
      leftIDs = (leftBarButtonItems ?? []).map(ObjectIdentifier.init)
      owner?.navigationController?.syncBars()
    }
  }
  public var rightBarButtonItems: [UIBarButtonItem]? {
    didSet {
      rightIDs = (rightBarButtonItems ?? []).map(ObjectIdentifier.init)
      owner?.navigationController?.syncBars()
    }
  }
  public var backBarButtonItem: UIBarButtonItem?
  public var backButtonTitle: String?
  public var backButtonDisplayMode = BackButtonDisplayMode.default
  /// "the Back button is hidden when this navigation item is the top item" (F-BB2).
  @Hierarchical public var hidesBackButton = false
  @Hierarchical public var leftItemsSupplementBackButton = false
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// The search controller whose bar the navigation bar shows while this item's controller is
  /// on top of a navigation controller (F-SC4).
  public var searchController: UISearchController? {
    didSet { owner?.navigationController?.syncBars() }
  }
  public var hidesSearchBarWhenScrolling = true
  public var preferredSearchBarPlacement = SearchBarPlacement.automatic
  public enum SearchBarPlacement: Int, Sendable { case automatic, inline, stacked }
  public var standardAppearance: UINavigationBarAppearance?
  public var scrollEdgeAppearance: UINavigationBarAppearance?
  public var compactAppearance: UINavigationBarAppearance?
  /// The controller this item belongs to.
  weak var owner: UIViewController?
  @Hierarchical private var leftIDs: [ObjectIdentifier] = []
  @Hierarchical private var rightIDs: [ObjectIdentifier] = []

  public var _hierarchyWorld: World? { owner?.world }

  public init(title: String = "") { self.title = title }
  public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

  /// The items in the bar, left then right.
  var barItems: [UIBarButtonItem] { (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) }

  /// Whether the back button shows while this item is on top (F-BB2).
  var showsBackButton: Bool {
    !hidesBackButton && (leftItemsSupplementBackButton || (leftBarButtonItems ?? []).isEmpty)
  }

  /// Apple: assigning the first replaces it; nil removes it; an item already in the array moves
  /// to the front.
  private static func replacingFirst(of items: [UIBarButtonItem]?, with item: UIBarButtonItem?) -> [UIBarButtonItem]? {
    var rest = Array((items ?? []).dropFirst())
    guard let item else { return rest.isEmpty ? nil : rest }
    rest.removeAll { $0 === item }
    return [item] + rest
  }
}

extension UIViewController {
  /// The controller's navigation item, made on first access.
  public var navigationItem: UINavigationItem {
    if let item = storedNavigationItem { return item }
    let item = UINavigationItem(title: title ?? "")
    item.owner = self
    storedNavigationItem = item
    return item
  }
}

extension Element {
  /// The elements of a bar's items the user can tap, in order.
  static func collectBarItems(_ items: [UIBarButtonItem], of bar: UIView, into elements: inout [Element]) {
    for item in items where item.isTappable {
      elements.append(Element(kind: .button, baseName: item.elementBaseName, target: .barItem(item, bar)))
    }
  }
}
