/// The delegate of a split view controller; every method is optional (F-SV2).
@MainActor public protocol UISplitViewControllerDelegate: AnyObject {
  /// Classic style: true when the app has dealt with the secondary (it is then discarded).
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool
  /// Column style: the column shown on top once collapsed.
  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column
  func splitViewControllerDidCollapse(_ svc: UISplitViewController)
  func splitViewControllerDidExpand(_ svc: UISplitViewController)
  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
  func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
  /// True when the app has shown `vc` itself.
  func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?)
    -> Bool
}

extension UISplitViewControllerDelegate {
  public func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool { false }
  public func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column { proposedTopColumn }
  public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
  public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
  public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
  public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
  public func splitViewController(
    _ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?
  ) -> Bool { false }
}

/// The model's `UISplitViewController`, on the model's device: horizontally compact, so it is
/// collapsed once its view loads, showing one stack (F-SV1–F-SV3).
///
/// Column style (`init(style:)`) wraps each column's controller in a navigation controller; the
/// compact column, if set, is what shows; otherwise the primary's navigation controller shows,
/// with the secondary pushed onto it when the top column is the secondary. Classic style
/// (`viewControllers = [primary, secondary]`) pushes the secondary onto a primary navigation
/// controller unless the delegate says it collapsed it. The model never expands (no rotation,
/// no iPad), so `willHide` and `didExpand` are never called, and `willShow` only for the compact
/// column as the split collapses.
open class UISplitViewController: UIViewController {
  nonisolated deinit {}

  public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
  public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
  public enum DisplayMode: Int, Sendable {
    case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary,
      twoDisplaceSecondary
    public static let allVisible = DisplayMode.oneBesideSecondary
    public static let primaryHidden = DisplayMode.secondaryOnly
  }
  public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }
  public enum PrimaryEdge: Int, Sendable { case leading, trailing }
  public enum BackgroundStyle: Int, Sendable { case none, sidebar }

  public let style: Style
  @exclusivity(unchecked) open weak var delegate: (any UISplitViewControllerDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  @exclusivity(unchecked) open var preferredDisplayMode = DisplayMode.automatic
  @exclusivity(unchecked) open var preferredSplitBehavior = SplitBehavior.automatic
  @exclusivity(unchecked) open var presentsWithGesture = true
  @exclusivity(unchecked) open var showsSecondaryOnlyButton = false
  @exclusivity(unchecked) open var preferredPrimaryColumnWidthFraction: CGFloat = 0
  @exclusivity(unchecked) open var preferredPrimaryColumnWidth: CGFloat = 0
  @exclusivity(unchecked) open var minimumPrimaryColumnWidth: CGFloat = 0
  @exclusivity(unchecked) open var maximumPrimaryColumnWidth: CGFloat = 0
  @exclusivity(unchecked) open var primaryEdge = PrimaryEdge.leading
  @exclusivity(unchecked) open var primaryBackgroundStyle = BackgroundStyle.none
  /// Collapsed, the split view shows one column at a time.
  public var displayMode: DisplayMode { .secondaryOnly }
  public let displayModeButtonItem = UIBarButtonItem()
  /// True once the view loaded: the model's device is horizontally compact (F-SV3).
  public private(set) var isCollapsed = false

  /// Column style: each column's controller as the app gave it, and what contains it.
  private struct Slot {
    let column: Column
    let original: UIViewController
    let container: UIViewController
  }
  @exclusivity(unchecked) private var slots: [Slot] = []
  /// Classic style: the controllers as the app gave them.
  @exclusivity(unchecked) private var classic: [UIViewController] = []

  public init(style: Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName: String?, bundle: Bundle?) {
    style = .unspecified
    super.init(nibName: nibName, bundle: bundle)
  }

  public required init?(coder: NSCoder) { return nil }

  override func releaseReferencesForTeardown() {
    super.releaseReferencesForTeardown()
    slots.removeAll()
    classic.removeAll()
  }

  // MARK: Column style

  /// Apple: "If the vc is not a UINavigationController, one will be created, except for
  /// UISplitViewControllerColumnCompact" (F-SV1).
  open func setViewController(_ vc: UIViewController?, for column: Column) {
    if let index = slots.firstIndex(where: { $0.column == column }) {
      let old = slots.remove(at: index).container
      old.callback("willMove(toParent:)") { old.willMove(toParent: nil) }
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    guard let vc else { return }
    let container =
      column == .compact || vc is UINavigationController ? vc : UINavigationController(rootViewController: vc)
    slots.append(Slot(column: column, original: vc, container: container))
    addChild(container)
    container.callback("didMove(toParent:)") { container.didMove(toParent: self) }
    if isCollapsed { showCollapsedStack(asking: false) }
  }

  /// "returns your original view controller" (F-SV1), not the navigation controller around it.
  open func viewController(for column: Column) -> UIViewController? { slot(column)?.original }

  private func slot(_ column: Column) -> Slot? { slots.first { $0.column == column } }

  /// Collapsed: pushes the column onto the primary's stack if it is not in it, pops what covers
  /// it if it is (F-SV3). The compact column is not a column of the stack.
  open func show(_ column: Column) {
    guard isCollapsed, column != .compact, slot(.compact) == nil,
      let stack = slot(.primary)?.container as? UINavigationController,
      let target = slot(column)?.container
    else { return }
    if stack.viewControllers.contains(where: { $0 === target }) {
      _ = stack.popToViewController(target, animated: true)
    } else if column == .primary {
      _ = stack.popToRootViewController(animated: true)
    } else {
      target.willMove(toParent: nil)
      target.removeFromParent()
      stack.pushViewController(target, animated: true)
    }
  }

  /// Collapsed: pops the column if it is on top; ignored for the primary (F-SV3).
  open func hide(_ column: Column) {
    guard isCollapsed, column != .primary, let stack = slot(.primary)?.container as? UINavigationController,
      let target = slot(column)?.container, stack.topViewController === target
    else { return }
    _ = stack.popViewController(animated: true)
  }

  // MARK: Classic style

  /// Classic style: the primary and secondary. Collapsed, only what shows ("reports having only
  /// one child view controller").
  open var viewControllers: [UIViewController] {
    get {
      if style != .unspecified {
        if isCollapsed { return [slot(.compact)?.container ?? slot(.primary)?.container].compactMap { $0 } }
        return slots.map(\.container)
      }
      return isCollapsed ? Array(classic.prefix(1)) : classic
    }
    set {
      guard style == .unspecified else { return }
      for old in classic where !newValue.contains(where: { $0 === old }) && old.parent === self {
        old.callback("willMove(toParent:)") { old.willMove(toParent: nil) }
        old.viewIfLoaded?.removeFromSuperview()
        old.removeFromParent()
      }
      for controller in newValue where !classic.contains(where: { $0 === controller }) {
        addChild(controller)
        controller.callback("didMove(toParent:)") { controller.didMove(toParent: self) }
      }
      classic = newValue
      if isCollapsed { collapseClassic() }
    }
  }

  /// Collapsed, the detail goes to the primary (a push onto its navigation controller), unless a
  /// classic split's delegate shows it itself; Apple: that delegate method "only applies to
  /// classic split view interfaces" (F-SV2).
  open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if style == .unspecified, let delegate {
      var handled = false
      callback("splitViewController(_:showDetail:sender:)") {
        handled = delegate.splitViewController(self, showDetail: vc, sender: sender)
      }
      if handled { return }
    }
    show(vc, sender: sender)
  }

  /// Collapsed, what is shown goes to the primary (a push onto its navigation controller); a
  /// primary of another kind leaves it to the containers above, or the window's root.
  open override func show(_ vc: UIViewController, sender: Any?) {
    let primary = style == .unspecified ? classic.first : slot(.primary)?.container
    guard let stack = primary as? UINavigationController else { return super.show(vc, sender: sender) }
    stack.pushViewController(vc, animated: true)
  }

  // MARK: Collapsing

  /// Apple: `isCollapsed` is false "until after the collapse transition finishes and all of the
  /// relevant delegate methods have been called", and `splitViewControllerDidCollapse` comes
  /// "after its interface has collapsed, meaning that isCollapsed is true" (F-SV3).
  open override func loadView() {
    super.loadView()
    if style == .unspecified {
      collapseClassic()
      isCollapsed = true
    } else {
      showCollapsedStack(asking: true)
      isCollapsed = true
      if let delegate {
        callback("splitViewControllerDidCollapse(_:)") { delegate.splitViewControllerDidCollapse(self) }
      }
    }
  }

  /// Column style: the compact column, or the primary's stack with the top column on it.
  private func showCollapsedStack(asking: Bool) {
    if let compact = slot(.compact)?.container {
      for other in slots where other.column != .compact { other.container.viewIfLoaded?.removeFromSuperview() }
      // On an iPhone's launch the delegate hears "compact will show, did collapse" (F-SV3).
      if asking, let delegate {
        callback("splitViewController(_:willShow:)") { delegate.splitViewController(self, willShow: .compact) }
      }
      return install(compact)
    }
    guard let primary = slot(.primary)?.container else { return }
    install(primary)
    guard asking, let stack = primary as? UINavigationController else { return }
    var top: Column = world?.profile.splitCollapseTopColumn == .primary ? .primary : .secondary
    if let delegate {
      let proposed = top
      callback("splitViewController(_:topColumnForCollapsingToProposedTopColumn:)") {
        top = delegate.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed)
      }
    }
    for column in [Column.supplementary, .secondary] where column.rawValue <= top.rawValue {
      guard let covering = slot(column)?.container, covering.parent === self else { continue }
      covering.willMove(toParent: nil)
      covering.removeFromParent()
      stack.pushViewController(covering, animated: false)
    }
  }

  /// Classic style: the secondary goes onto a primary navigation controller's stack, unless the
  /// delegate returns true (then it is discarded); a primary of another kind drops it. Either way
  /// Apple: "the split view controller removes the secondary view controller from its
  /// viewControllers array, leaving the primary view controller as its only child" (F-SV2).
  private func collapseClassic() {
    guard let primary = classic.first else { return }
    install(primary)
    guard classic.count > 1 else { return }
    let secondary = classic[1]
    var discarded = false
    if let delegate {
      callback("splitViewController(_:collapseSecondary:onto:)") {
        discarded = delegate.splitViewController(self, collapseSecondary: secondary, onto: primary)
      }
    }
    classic.remove(at: 1)
    secondary.callback("willMove(toParent:)") { secondary.willMove(toParent: nil) }
    secondary.viewIfLoaded?.removeFromSuperview()
    secondary.removeFromParent()
    if !discarded, let stack = primary as? UINavigationController {
      stack.pushViewController(secondary, animated: false)
    }
  }

  private func install(_ child: UIViewController) {
    let childView: UIView = child.view
    guard childView.superview !== view else { return }
    childView.setFrameFromHost(view.bounds)
    view.addSubview(childView)
  }
}

extension UIViewController {
  /// The nearest split view controller above this one.
  public var splitViewController: UISplitViewController? {
    var current = parent
    while let candidate = current {
      if let split = candidate as? UISplitViewController { return split }
      current = candidate.parent
    }
    return nil
  }
}
