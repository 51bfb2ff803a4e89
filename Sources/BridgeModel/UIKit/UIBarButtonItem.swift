/// A bar button: a title or system item with a target-action or a `UIAction`, kept by the
/// controller's `navigationItem`. The model draws no bars: items are stored and the user does
/// not tap them yet (issue 9 §1.12).
open class UIBarButtonItem {
  nonisolated deinit {}

  public enum Style: Int, Sendable { case plain, done }
  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
      search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
  }

  @exclusivity(unchecked) open var title: String?
  @exclusivity(unchecked) open var image: UIImage?
  @exclusivity(unchecked) open var style = Style.plain
  @exclusivity(unchecked) open var isEnabled = true
  @exclusivity(unchecked) open var tintColor: UIColor?
  @exclusivity(unchecked) open var customView: UIView?
  @exclusivity(unchecked) open var primaryAction: UIAction?
  @exclusivity(unchecked) open var menu: UIMenu?
  public private(set) var systemItem: SystemItem?
  /// The target-action, holding its target weakly (as UIKit does).
  @exclusivity(unchecked) var action: (() -> Void)?

  public init() {}

  public convenience init(title: String?, style: Style) {
    self.init()
    self.title = title
    self.style = style
  }

  public convenience init<Target: AnyObject>(
    title: String?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void
  ) {
    self.init(title: title, style: style)
    setAction(target, action)
  }

  public convenience init<Target: AnyObject, Sender>(
    title: String?, style: Style, target: Target?, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(title: title, style: style)
    setAction(target, action)
  }

  public convenience init(barButtonSystemItem systemItem: SystemItem) {
    self.init()
    self.systemItem = systemItem
  }

  public convenience init<Target: AnyObject>(
    barButtonSystemItem systemItem: SystemItem, target: Target?, action: @escaping (Target) -> () -> Void
  ) {
    self.init(barButtonSystemItem: systemItem)
    setAction(target, action)
  }

  public convenience init<Target: AnyObject, Sender>(
    barButtonSystemItem systemItem: SystemItem, target: Target?, action: @escaping (Target) -> (Sender) -> Void
  ) {
    self.init(barButtonSystemItem: systemItem)
    setAction(target, action)
  }

  public convenience init(image: UIImage?, style: Style = .plain) {
    self.init()
    self.image = image
    self.style = style
  }

  public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?, menu: UIMenu? = nil) {
    self.init()
    (self.title, self.image, self.primaryAction, self.menu) = (title, image, primaryAction, menu)
  }

  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  private func setAction<Target: AnyObject>(_ target: Target?, _ method: @escaping (Target) -> () -> Void) {
    guard let target else { return }
    action = { [weak target] in
      guard let target else { return }
      method(target)()
    }
  }

  private func setAction<Target: AnyObject, Sender>(_ target: Target?, _ method: @escaping (Target) -> (Sender) -> Void)
  {
    guard let target else { return }
    action = { [weak target, unowned(unsafe) self] in
      guard let target, let sender = self as? Sender else { return }
      method(target)(sender)
    }
  }
}

/// A menu (its title and children are kept).
public final class UIMenu {
  nonisolated deinit {}
  public let title: String
  public let children: [Any]
  public init(title: String = "", children: [Any] = []) { (self.title, self.children) = (title, children) }
}

/// What a controller shows in a navigation bar (storage only).
public final class UINavigationItem {
  nonisolated deinit {}
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
  public var title: String?
  public var prompt: String?
  public var titleView: UIView?
  public var leftBarButtonItem: UIBarButtonItem?
  public var rightBarButtonItem: UIBarButtonItem?
  public var leftBarButtonItems: [UIBarButtonItem]?
  public var rightBarButtonItems: [UIBarButtonItem]?
  public var backBarButtonItem: UIBarButtonItem?
  public var hidesBackButton = false
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// The search controller whose bar the navigation bar shows while this item's controller is
  /// on top of a navigation controller (F-SC4).
  public var searchController: UISearchController? {
    didSet { owner?.navigationController?.syncSearchBar() }
  }
  public var hidesSearchBarWhenScrolling = true
  /// The controller this item belongs to.
  weak var owner: UIViewController?
  public var standardAppearance: UINavigationBarAppearance?
  public var scrollEdgeAppearance: UINavigationBarAppearance?
  public init(title: String = "") { self.title = title }
  public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
  public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
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
