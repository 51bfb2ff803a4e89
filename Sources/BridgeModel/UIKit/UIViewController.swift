/// The model's `UIViewController`: lazy view loading, containment (fidelity V1–V8),
/// the appearance state machine (V9–V14), presentation (N9–N18, in
/// `UIViewController+Presentation.swift`).
///
/// Ownership is ARC's, as in UIKit (V17): a parent retains its children, a window its
/// root, a presenter what it presents, a controller its view. The view keeps its
/// controller weakly; a controller nobody retains is gone at once, its view orphaned.
open class UIViewController: UIResponder {
  /// The controller as a navigation, tab bar or page view controller, if it is one (overridden
  /// by those classes): the walk of the screen for the user's reach asks at every controller,
  /// and a cast walks the class chain (~45 instructions a cast, three a controller).
  var asNavigationController: UINavigationController? { nil }
  var asTabBarController: UITabBarController? { nil }
  var asPageViewController: UIPageViewController? { nil }

  /// The world's id for this controller (`.none` outside a run).
  @exclusivity(unchecked) public private(set) var objectID = ObjectID.none
  @exclusivity(unchecked) unowned(unsafe) var world: World?
  @exclusivity(unchecked) private var storedView: UIView?
  /// Not retained (as in UIKit); children clear it when the parent goes.
  @exclusivity(unchecked) public private(set) unowned(unsafe) var parent: UIViewController?
  @exclusivity(unchecked) public private(set) var children: [UIViewController] = []
  @exclusivity(unchecked) public var title: String?
  /// Made on first use, as UIKit's (its title is nil until set, and the tab is then named by
  /// the controller's `title`).
  public var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem(title: nil, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }
  @exclusivity(unchecked) private var storedTabBarItem: UITabBarItem?
  @exclusivity(unchecked) open var preferredContentSize = CGSize.zero
  /// Stored: the model's views have no safe area.
  @exclusivity(unchecked) open var additionalSafeAreaInsets = UIEdgeInsets.zero
  /// The navigation item, made on first access (`navigationItem`).
  @exclusivity(unchecked) var storedNavigationItem: UINavigationItem?
  /// A custom presentation's transitioning delegate (weak, as UIKit's).
  @exclusivity(unchecked) var storedTransitioningDelegate: WeakTransitioningDelegate?
  /// Shown in the navigation controller's toolbar while this controller is on top and the
  /// toolbar is not hidden (F-BB1).
  @exclusivity(unchecked) open var toolbarItems: [UIBarButtonItem]? {
    didSet { navigationController?.syncBars() }
  }
  /// Storage only: the model has no tab bar or toolbar that a push would hide.
  @exclusivity(unchecked) open var hidesBottomBarWhenPushed = false

  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
  /// Forces light or dark for this subtree (read by `traitCollection`; nothing is redrawn).
  @exclusivity(unchecked) open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

  // Appearance (V9–V14).
  @exclusivity(unchecked) var appearanceState = AppearanceState.disappeared
  /// Whether `viewDidAppear` was ever delivered (SwiftUI's presentations wait for it, F-SW5).
  @exclusivity(unchecked) private(set) var hasAppeared = false
  /// How many times the controller began to appear, a cancelled disappearance included (work
  /// it starts is counted per appearance).
  @exclusivity(unchecked) public private(set) var appearanceCount = 0
  @exclusivity(unchecked) private var isAppearingDelivered = false
  /// Set while the model calls an appearance callback (a call without it is direct, V11).
  @exclusivity(unchecked) private var modelCallsAppearance = false
  /// The callback UIKit is delivering, and what its override called of the superclass
  /// implementations (Apple: "If you override this method, you must call super at some point").
  @exclusivity(unchecked) private var delivering: AppearanceCallback?
  @exclusivity(unchecked) private var calledOwnSuper = false
  @exclusivity(unchecked) private var calledOtherSuper: AppearanceCallback?
  /// Set while a container drives this controller's appearance through a transition.
  @exclusivity(unchecked) var appearanceDrivenByContainer = false
  /// Whether a navigation controller is popping this controller: true from its
  /// viewWillDisappear to the end of its viewDidDisappear (Apple: "whether the view
  /// controller is being removed from a parent view controller"; set by navigation transitions).
  @exclusivity(unchecked) public internal(set) var isMovingFromParent = false
  /// Whether a navigation controller is pushing this controller: true from its viewWillAppear
  /// to the end of its viewDidAppear (set by navigation transitions).
  @exclusivity(unchecked) public internal(set) var isMovingToParent = false

  // Presentation (N9–N18).
  /// What this controller itself presents (UIKit reroutes a child's presentation to its
  /// outermost ancestor, so a child's is nil; `presentedViewController` looks up the ancestors).
  /// What the user can touch depends on it: a change bumps the hierarchy's version.
  @Hierarchical var ownPresentedViewController: UIViewController?
  /// What presented this controller itself (nil for the children of a presented controller).
  @exclusivity(unchecked) unowned(unsafe) var ownPresentingViewController: UIViewController?
  @exclusivity(unchecked) var storedPresentationController: UIPresentationController?
  /// What the user can touch depends on it (`World.interactiveController`).
  @Hierarchical var presentationTransition = PresentationTransition.none
  /// Set while the user's finger drags this sheet down (F-S1): only letting go is possible.
  @Hierarchical var isSheetBeingDragged = false
  @exclusivity(unchecked) open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// Storage only: the model's presentations slide in whatever the style.
  @exclusivity(unchecked) open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  @exclusivity(unchecked) open var definesPresentationContext = false
  @exclusivity(unchecked) open var providesPresentationContextTransitionStyle = false

  // Status bar, home indicator and orientations: overridable, read by nothing (the model draws
  // no status bar and never rotates).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  open var prefersStatusBarHidden: Bool { false }
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  open var childForStatusBarStyle: UIViewController? { nil }
  open var childForStatusBarHidden: UIViewController? { nil }
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  open func setNeedsStatusBarAppearanceUpdate() {}

  // Storyboard segues: the model loads no storyboard, so none is performed or prepared.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {}
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  public var storyboard: UIStoryboard? { nil }
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
  @exclusivity(unchecked) open var isModalInPresentation = false

  /// As in UIKit, `init()` is a convenience initializer: a subclass declares its own `init()`
  /// without `override` and calls `super.init(nibName: nil, bundle: nil)`.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  public init(nibName: String?, bundle: Bundle?) {
    super.init()
    if let world = RunContext.current { attach(to: world) }
  }

  public required init?(coder: NSCoder) { return nil }

  nonisolated deinit {
    assumeOnModelThread(self) { $0.willDeinit() }
  }

  private func willDeinit() {
    for child in children { child.parent = nil }
    // The view may outlive its controller (V17, V18): it forgets it.
    if let view = storedView, view.owningController === self { view.owningController = nil }
    ownPresentedViewController?.ownPresentingViewController = nil
    guard let world else { return }
    let viewInWindow = storedView?.window != nil
    world.emit(
      .controller(objectID, .deallocated(viewInWindow: viewInWindow, isHostingController: isHostingController)))
    world.objectDidDeinit(objectID)
  }

  func attach(to world: World) {
    guard self.world == nil else { return }
    self.world = world
    objectID = world.registerController(self)
    world.emit(.controller(objectID, .created))
  }

  func detachFromWorld() { world = nil }

  /// Called before the view leaves its window, before appearance callbacks; containers end
  /// what animates with the view.
  func viewWillLeaveWindow() {}

  /// The world is torn down: drops every reference this controller holds (children, view,
  /// what it presents), so app objects that reference each other through controllers are
  /// released (`World.tearDown`). No callbacks run. Subclasses drop what they add.
  func releaseReferencesForTeardown() {
    for child in children { child.parent = nil }
    children.removeAll()
    if let view = storedView, view.owningController === self { view.owningController = nil }
    storedView = nil
    ownPresentedViewController?.ownPresentingViewController = nil
    ownPresentedViewController = nil
    ownPresentingViewController = nil
    storedPresentationController = nil
    storedNavigationItem = nil
  }

  /// A controller made outside a run joins this one's world when it is put in its hierarchy.
  func adopt(_ other: UIViewController) {
    if other.world == nil, let world { other.attach(to: world) }
  }

  // MARK: View

  /// The view, loaded on first access (`loadView`, then `viewDidLoad`, V9).
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set { setView(newValue) }
  }

  public var isViewLoaded: Bool { storedView != nil }
  public var viewIfLoaded: UIView? { storedView }

  /// Apple: a controller "returns its view's superview" (F-RC1).
  open override var next: UIResponder? { storedView?.superview }

  public func loadViewIfNeeded() {
    guard storedView == nil else { return }
    loadView()
    if storedView == nil { setView(UIView(frame: world?.window.bounds ?? .zero)) }
    world?.emit(.controller(objectID, .viewDidLoad))
    callback("viewDidLoad") { viewDidLoad() }
  }

  /// Creates the view; overrides assign `view`.
  open func loadView() { setView(UIView(frame: world?.window.bounds ?? .zero)) }

  open func viewDidLoad() {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  /// Called after the appearance this object inherits or overrides changed (F-TR1).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Its `registerForTraitChanges` registrations.
  @exclusivity(unchecked) public var _traitRegistrations: [any UITraitChangeRegistration] = []

  private func setView(_ newView: UIView?) {
    if let newView, let other = newView.owningController, other !== self {
      // V6: the association text.
      world?.raise(
        .hierarchyInconsistency, subject: objectID,
        "A view can only be associated with at most one view controller at a time! View \(describeView(newView)) is associated with \(other.exceptionName). Clear this association before associating this view with \(exceptionName)."
      )
      return
    }
    if let old = storedView, old.owningController === self { old.owningController = nil }
    storedView = newView
    newView?.owningController = self
  }

  private func describeView(_ view: UIView) -> String {
    "<\(world?.typeName(of: view.objectID) ?? String(describing: type(of: view)))>"
  }

  /// `<TypeName>` or `<TypeName#2>`, as exception texts name a controller.
  var exceptionName: String { "<\(world?.displayName(ofController: objectID) ?? shortTypeName(type(of: self)))>" }

  // MARK: Containment (V1–V8)

  /// V1, V2: detaches from a previous parent, calls `willMove(toParent: self)`; never `didMove`.
  open func addChild(_ child: UIViewController) {
    guard child !== self else { return }
    adopt(child)
    if let world, let childView = child.storedView, let superview = childView.superview {
      // V5: the same check as adding the view, run by addChild.
      let owner = superview.nearestOwningController
      // V7: a view still beneath its old parent's view cannot go to a new parent.
      if let owner, owner !== self, owner !== child {
        world.raise(
          .hierarchyInconsistency, subject: child.objectID,
          "child view controller:\(child.exceptionName) should have parent view controller:\(owner.exceptionName) but requested parent is:\(exceptionName)"
        )
        return
      }
    }
    if let old = child.parent {
      if old === self { return }
      old.detach(child, implicit: true)
    }
    world?.emit(.controller(child.objectID, .addChild(parent: objectID)))
    children.append(child)
    child.parent = self
    child.callback("willMove(toParent:)") { child.willMove(toParent: self) }
  }

  /// V4: removes from the parent and calls `didMove(toParent: nil)` itself.
  open func removeFromParent() {
    guard let parent else { return }
    parent.detach(self, implicit: false)
  }

  private func detach(_ child: UIViewController, implicit: Bool) {
    guard let index = children.index(ofIdentical: child) else { return }
    world?.emit(
      .controller(
        child.objectID,
        .removeFromParent(
          parent: objectID, viewInSuperview: child.storedView?.superview != nil, implicit: implicit)))
    children.remove(at: index)
    child.parent = nil
    child.callback("didMove(toParent:)") { child.didMove(toParent: nil) }
  }

  open func willMove(toParent parent: UIViewController?) {
    world?.emit(.controller(objectID, .willMove(toParent: parent?.objectID ?? .none)))
  }

  open func didMove(toParent parent: UIViewController?) {
    world?.emit(.controller(objectID, .didMove(toParent: parent?.objectID ?? .none)))
  }

  /// The role that put this controller's view where it is.
  var role: ControllerRole {
    if parent != nil { return .child }
    if let world, world.window.rootViewController === self { return .windowRoot }
    if presentingViewController != nil { return .presented }
    return .detached
  }

  /// Called by a view about to take this controller's view as a subview (V5).
  /// Returns false when UIKit raised.
  func viewWillBeAdded(under superview: UIView) -> Bool {
    guard let world else { return true }
    let owner = superview.nearestOwningController
    world.emit(
      .controller(
        objectID, .viewAdded(owner: owner?.objectID ?? .none, parent: parent?.objectID ?? .none, role: role)))
    if owner == nil {
      if !world.unplacedControllerViews.contains(objectID) { world.unplacedControllerViews.append(objectID) }
    } else if let index = world.unplacedControllerViews.firstIndex(of: objectID) {
      world.unplacedControllerViews.remove(at: index)
    }
    if let owner, let parent, owner !== parent {
      world.raise(
        .hierarchyInconsistency, subject: objectID,
        "child view controller:\(exceptionName) should have parent view controller:\(parent.exceptionName) but actual parent is:\(owner.exceptionName)"
      )
      return false
    }
    return true
  }

  func viewWasRemoved() { world?.emit(.controller(objectID, .viewRemoved)) }

  /// Called when `view` went under `superview`: the controllers whose views it carries, put
  /// under a view no controller owned, are now under `superview`'s owner (F-V2), as if added
  /// there. UIKit forwards nothing to them unless they are its children.
  static func placeCarriedViews(of view: UIView, under superview: UIView, in world: World) {
    guard let owner = superview.nearestOwningController else { return }
    var index = 0
    while index < world.unplacedControllerViews.count {
      let id = world.unplacedControllerViews[index]
      guard let controller = world.controller(id), let carried = controller.viewIfLoaded else {
        world.unplacedControllerViews.remove(at: index)
        continue
      }
      guard carried.isDescendant(of: view) else {
        index += 1
        continue
      }
      world.unplacedControllerViews.remove(at: index)
      world.emit(
        .controller(
          id,
          .viewAdded(owner: owner.objectID, parent: controller.parent?.objectID ?? .none, role: controller.role)))
    }
  }

  // MARK: Containers

  /// The nearest navigation controller above this one.
  public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

  /// The nearest tab bar controller above this one.
  public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

  /// Apple: the container above that knows how to show `vc` shows it (a navigation controller
  /// pushes it; a collapsed split view controller gives it to its primary); with none, "this
  /// method uses the window's root view controller to present vc modally" (F-SV2).
  open func show(_ vc: UIViewController, sender: Any?) {
    var current = parent
    while let candidate = current {
      if candidate is UINavigationController || candidate is UISplitViewController {
        return candidate.show(vc, sender: sender)
      }
      current = candidate.parent
    }
    viewIfLoaded?.window?.rootViewController?.present(vc, animated: true)
  }

  /// Apple: the split view controller above shows `vc` as its detail; with none, the window's
  /// root view controller presents it modally (F-SV2).
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    if let split = nearestAncestor(UISplitViewController.self) {
      return split.showDetailViewController(vc, sender: sender)
    }
    viewIfLoaded?.window?.rootViewController?.present(vc, animated: true)
  }

  private func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
    var current = parent
    while let candidate = current {
      if let container = candidate as? Container { return container }
      current = candidate.parent
    }
    return nil
  }

  /// V14: while true (the default) UIKit forwards appearance to children whose views
  /// enter or leave the window; otherwise the container calls begin/end itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Whether this is a `UIHostingController`.
  var isHostingController: Bool { false }
  /// Whether its hosted content's size is tracked (`sizingOptions`).
  var tracksContentSize: Bool { false }
  var tracksIntrinsicSize: Bool { false }
  /// The hosted content's ideal size changed.
  func hostedContentSizeDidChange(_ size: CGSize, view: UIView) {}

  /// After the model delivered `viewDidAppear` (a hosting controller presents what waited).
  func didAppearInModel() {}

  /// Whether this container calls begin/end on its children itself (navigation, tabs).
  var drivesChildAppearance: Bool { false }

  // MARK: Appearance callbacks (V9; the base implementations notice direct calls, V11)

  /// Called before the view's size changes with a rotation (never: the model's device does not
  /// rotate).
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
  open var shouldAutorotate: Bool { true }
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  open func viewWillAppear(_ animated: Bool) { noteAppearance(.viewWillAppear) }
  open func viewIsAppearing(_ animated: Bool) { noteAppearance(.viewIsAppearing) }
  open func viewDidAppear(_ animated: Bool) { noteAppearance(.viewDidAppear) }
  open func viewWillDisappear(_ animated: Bool) { noteAppearance(.viewWillDisappear) }
  open func viewDidDisappear(_ animated: Bool) { noteAppearance(.viewDidDisappear) }

  // MARK: Presentation (in UIViewController+Presentation.swift)

  open func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
    presentModel(viewController, animated: animated, completion: completion)
  }

  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    dismissModel(animated: animated, completion: completion)
  }

  /// Fires a callback of this controller in a `callback` phase; `announce` emits a
  /// callback event (delegate calls a report should show).
  func callback(_ name: StaticString, announce: Bool = false, detail: Int32 = -1, _ body: () -> Void) {
    guard let world else { return body() }
    if announce { world.emit(.callback(objectID, name: name)) }
    world.enter(Phase(.callback, subject: objectID.raw, name: name, detail: detail))
    body()
    world.leave()
  }
}

/// Where a controller is in its appearance cycle (V12).
nonisolated enum AppearanceState: UInt8, Sendable {
  case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
  // MARK: Appearance (V9–V14)

  /// The base implementations: a call the model did not make is a direct call (V11).
  func noteAppearance(_ callback: AppearanceCallback) {
    if modelCallsAppearance {
      // A base implementation runs: the override called super — its own, or another's.
      if callback == delivering { calledOwnSuper = true } else { calledOtherSuper = callback }
      return
    }
    guard let world else { return }
    world.emit(.controller(objectID, .appearance(callback, direct: true)))
    world.diagnose(
      "Calling -\(callback.name): directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead. Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the debugger. View controller: \(exceptionName)"
    )
  }

  private func deliver(_ callback: AppearanceCallback, animated: Bool) {
    world?.emit(.controller(objectID, .appearance(callback, direct: false)))
    let wasCalling = modelCallsAppearance
    let outer = (delivering, calledOwnSuper, calledOtherSuper)
    modelCallsAppearance = true
    (delivering, calledOwnSuper, calledOtherSuper) = (callback, false, nil)
    switch callback {
    case .viewWillAppear: self.callback("viewWillAppear", detail: Phase.appearing) { viewWillAppear(animated) }
    case .viewIsAppearing: self.callback("viewIsAppearing", detail: Phase.appearing) { viewIsAppearing(animated) }
    case .viewDidAppear: self.callback("viewDidAppear", detail: Phase.appearing) { viewDidAppear(animated) }
    case .viewWillDisappear: self.callback("viewWillDisappear") { viewWillDisappear(animated) }
    case .viewDidDisappear: self.callback("viewDidDisappear") { viewDidDisappear(animated) }
    }
    if !calledOwnSuper, let world {
      world.emit(.controller(objectID, .appearanceOverrideMissedSuper(callback, called: calledOtherSuper)))
    }
    modelCallsAppearance = wasCalling
    (delivering, calledOwnSuper, calledOtherSuper) = outer
    if callback == .viewDidAppear {
      hasAppeared = true
      didAppearInModel()
    }
  }

  /// V12, V13: starts an appearance transition; a second begin with the opposite flag cancels.
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    switch (appearanceState, isAppearing) {
    case (.disappeared, true), (.disappearing, true):
      // A cancelled disappearance (an interactive pop let go) appears again: a new cycle.
      appearanceCount += 1
      appearanceState = .appearing
      isAppearingDelivered = false
      deliver(.viewWillAppear, animated: animated)
    case (.appeared, false), (.appearing, false):
      appearanceState = .disappearing
      deliver(.viewWillDisappear, animated: animated)
    default:
      unbalanced()
    }
  }

  /// V12: ends the transition `beginAppearanceTransition` started.
  public func endAppearanceTransition() {
    switch appearanceState {
    case .appearing:
      deliverIsAppearing(animated: false)
      appearanceState = .appeared
      deliver(.viewDidAppear, animated: false)
    case .disappearing:
      appearanceState = .disappeared
      deliver(.viewDidDisappear, animated: false)
    default:
      unbalanced()
    }
  }

  /// V9: once the view is in the window and laid out, between will and did.
  func deliverIsAppearing(animated: Bool) {
    guard appearanceState == .appearing, !isAppearingDelivered else { return }
    isAppearingDelivered = true
    deliver(.viewIsAppearing, animated: animated)
  }

  private func unbalanced() {
    guard let world else { return }
    world.emit(.controller(objectID, .unbalancedAppearance))
    world.diagnose("Unbalanced calls to begin/end appearance transitions for \(exceptionName).")
  }

  /// Whether UIKit drives this controller's appearance from its view's window membership (V14, V16).
  private var appearanceFollowsWindow: Bool {
    if appearanceDrivenByContainer { return false }
    if let parent { return parent.shouldAutomaticallyForwardAppearanceMethods && !parent.drivesChildAppearance }
    if role != .detached { return true }
    return world?.profile.detachedAppearance == .onWindowEntry
  }

  /// Called by the view before it moves to `window` (VC3: window membership drives appearance).
  func viewWillMove(toWindow window: UIWindow?) {
    if window == nil { viewWillLeaveWindow() }
    guard appearanceFollowsWindow else { return }
    if window != nil {
      if appearanceState == .disappeared || appearanceState == .disappearing {
        beginAppearanceTransition(true, animated: false)
      }
    } else if appearanceState == .appeared || appearanceState == .appearing {
      beginAppearanceTransition(false, animated: false)
    }
  }

  /// Called by the view after it moved to `window`.
  func viewDidMove(toWindow window: UIWindow?) {
    guard appearanceFollowsWindow else { return }
    if window != nil, appearanceState == .appearing {
      endAppearanceTransition()
    } else if window == nil, appearanceState == .disappearing {
      endAppearanceTransition()
    }
  }

  /// Whether the controller has appeared and not begun to disappear.
  public var isAppeared: Bool { appearanceState == .appeared }

  /// Whether the controller has disappeared (viewDidDisappear ran) or never appeared.
  public var isDisappeared: Bool { appearanceState == .disappeared }
}

extension UIView {
  /// How many views in this subtree (itself included) are a hosting controller's view, each
  /// with a SwiftUI graph of its own: whether the controller is still alive or not, since the
  /// view keeps its graph when its controller goes (V18, FIDELITY.md F-H1).
  func hostingViews() -> Int {
    var count = self is _UIHostingView ? 1 : 0
    for subview in subviews { count += subview.hostingViews() }
    return count
  }

  /// The controller whose view this is, up the superview chain (V5).
  var nearestOwningController: UIViewController? {
    var current: UIView? = self
    while let view = current {
      if let owner = view.owningController { return owner }
      current = view.superview
    }
    return nil
  }
}

/// A tab bar item (title and tag; images are not modelled).
public final class UITabBarItem {
  nonisolated deinit {}
  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent,
      mostViewed
  }
  public var title: String?
  public var tag: Int
  public var image: UIImage?
  public var selectedImage: UIImage?
  public var badgeValue: String?
  public var badgeColor: UIColor?
  public var isEnabled = true
  /// The title's attributes by state (stored).
  @exclusivity(unchecked) private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// `UITabBarItem.appearance()`: a proxy item (`UIView.appearance()`).
  public class func appearance() -> UITabBarItem {
    appearanceProxy(for: [ObjectIdentifier(UITabBarItem.self)]) { UITabBarItem(title: nil, image: nil, tag: 0) }
  }
  public class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UITabBarItem {
    appearanceProxy(for: appearanceKey(UITabBarItem.self, containerTypes)) {
      UITabBarItem(title: nil, image: nil, tag: 0)
    }
  }
  public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
    titleAttributes[state.rawValue] = attributes
  }
  public func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    titleAttributes[state.rawValue]
  }
  public init(title: String?, image: UIImage?, tag: Int) {
    self.title = title
    self.image = image
    self.tag = tag
  }
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init(title: title, image: image, tag: 0)
    self.selectedImage = selectedImage
  }
  /// A system item: its title is the item's name ("Favorites", "Search"…).
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    let name = "\(systemItem)"
    self.init(title: name.prefix(1).uppercased() + name.dropFirst(), image: nil, tag: tag)
  }
}

/// An image (nothing is drawn; names are kept for readability). Immutable and `Sendable`, as
/// UIKit's is (its documentation lists `Sendable` among its conformances): code may make one
/// on a background queue and hand it to Photos or the main queue.
nonisolated public final class UIImage: @unchecked Sendable {
  public let name: String
  /// The image's size in points (the model's images are 100 × 100 unless made otherwise).
  public let size: CGSize
  /// The cached image it was made from (`named:` or `systemName:`), by which it compares equal
  /// to another made the same way; nil for images made from data, drawing or a file.
  let cacheKey: String?
  public init?(systemName: String) {
    (name, size, cacheKey) = (systemName, CGSize(width: 20, height: 20), "system " + systemName)
  }
  public init?(named name: String) {
    (self.name, size, cacheKey) = (name, CGSize(width: 100, height: 100), "named " + name)
  }
  /// Decodes image data: the model accepts any data that is not empty.
  public init?(data: Data) {
    guard !data.isEmpty else { return nil }
    (name, size, cacheKey) = ("data", CGSize(width: 100, height: 100), nil)
  }
  public init(cgImage: CGImage) { (name, size, cacheKey) = ("cgImage", CGSize(width: 100, height: 100), nil) }
  public init() { (name, size, cacheKey) = ("", CGSize(width: 100, height: 100), nil) }
  /// A blank image of `size` (what the model's renderers draw).
  init(size: CGSize) { (name, self.size, cacheKey) = ("rendered", size, nil) }
  public init?(contentsOfFile path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    (name, size, cacheKey) = (path, CGSize(width: 100, height: 100), nil)
  }
  public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
    self.init(systemName: systemName)
  }
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(named: name)
  }
  public var scale: CGFloat { 3 }
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }
  public var imageOrientation: Orientation { .up }
  public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
  public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage { self }
  public func preparingThumbnail(of size: CGSize) -> UIImage? { UIImage(size: size) }
  public func draw(in rect: CGRect) {}
  public func draw(at point: CGPoint) {}

  /// A symbol's configuration (storage only).
  public final class SymbolConfiguration {
    nonisolated deinit {}
    public enum Weight: Int, Sendable {
      case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
    public enum Scale: Int, Sendable { case `default`, unspecified, small, medium, large }
    public init(pointSize: CGFloat) {}
    public init(pointSize: CGFloat, weight: Weight) {}
    public init(pointSize: CGFloat, weight: Weight, scale: Scale) {}
    public init(weight: Weight) {}
    public init(scale: Scale) {}
    public init(textStyle: UIFont.TextStyle) {}
    public init(font: UIFont) {}
    public init(hierarchicalColor: UIColor) {}
    public init(paletteColors: [UIColor]) {}
    public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration { self }
  }

  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
  public func withTintColor(_ color: UIColor) -> UIImage { self }
  public var cgImage: CGImage? { CGImage() }
  /// Encoded data (the model's images encode to a few bytes, never empty).
  public func jpegData(compressionQuality: CGFloat) -> Data? { Data("jpeg:\(name)".utf8) }
  public func pngData() -> Data? { Data("png:\(name)".utf8) }
}

/// A Core Graphics image (storage only).
nonisolated public final class CGImage: @unchecked Sendable {
  /// The pixel size (the model's images are 300 × 300 pixels unless cropped).
  public let width: Int
  public let height: Int
  init(width: Int = 300, height: Int = 300) { (self.width, self.height) = (width, height) }
  public var bytesPerRow: Int { width * 4 }
  public var bitsPerComponent: Int { 8 }
  public func cropping(to rect: CGRect) -> CGImage? {
    let cropped = rect.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    guard !cropped.isEmpty else { return nil }
    return CGImage(width: Int(cropped.width), height: Int(cropped.height))
  }
}

/// The status bar's style (read by nothing in the model).
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent }
/// How a status bar change animates (read by nothing in the model).
public enum UIStatusBarAnimation: Int, Sendable { case none, fade, slide }
/// An interface orientation (the model's device stays in portrait).
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}
/// Orientations a controller supports (read by nothing in the model).
nonisolated public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

/// How a presented controller comes in (storage only).
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }
