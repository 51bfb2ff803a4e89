/// How long UIKit's standard push, pop and modal transitions take on the virtual clock.
///
/// The Hypothesis peer (../shared/peers/hypothesis results.md, "Model semantics") uses
/// 350 ms for a push; the model uses it for every animated transition.
public enum UIKitTiming {
  public static let transitionMilliseconds: Int64 = 350
  /// The finishing animation of a sheet the user swiped down and let go.
  public static let swipeFinishMilliseconds: Int64 = 250
}

/// The delegate of a navigation controller (the calls the model makes).
public protocol UINavigationControllerDelegate: AnyObject {
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
}

/// A bar's style (storage only).
public enum UIBarStyle: Int, Sendable { case `default`, black, blackTranslucent }

/// The navigation bar: while a navigation controller shows it, the top controller's bar button
/// items are elements the user taps, and their custom views and the navigation item's search
/// bar are its subviews (F-BB1, F-SC4). Appearance settings are kept; nothing is drawn.
public final class UINavigationBar: UIView, BarItemContainer {
  /// `UINavigationBar.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  public override class func appearance() -> UINavigationBar {
    appearanceProxy(for: [ObjectIdentifier(UINavigationBar.self)]) { UINavigationBar(frame: .zero) }
  }
  public override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UINavigationBar {
    appearanceProxy(for: appearanceKey(UINavigationBar.self, containerTypes)) { UINavigationBar(frame: .zero) }
  }

  nonisolated deinit {}
  @exclusivity(unchecked) public var standardAppearance = UINavigationBarAppearance()
  @exclusivity(unchecked) public var scrollEdgeAppearance: UINavigationBarAppearance?
  @exclusivity(unchecked) public var compactAppearance: UINavigationBarAppearance?
  @exclusivity(unchecked) public var compactScrollEdgeAppearance: UINavigationBarAppearance?
  @exclusivity(unchecked) public var prefersLargeTitles = false
  @exclusivity(unchecked) public var barTintColor: UIColor?
  @exclusivity(unchecked) public var barStyle = UIBarStyle.default
  @exclusivity(unchecked) public var isTranslucent = true
  @exclusivity(unchecked) public var titleTextAttributes: [NSAttributedString.Key: Any]?
  @exclusivity(unchecked) public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  @exclusivity(unchecked) public var shadowImage: UIImage?
  public func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {}
  /// The navigation controller whose bar this is (not retained).
  @exclusivity(unchecked) weak var navigationController: UINavigationController?
  /// The top item's bar button items while the bar shows them.
  @exclusivity(unchecked) private(set) var shownItems: [UIBarButtonItem] = []
  @Hierarchical private var shownIDs: [ObjectIdentifier] = []

  /// The top navigation item (nil when the bar belongs to no navigation controller).
  public var topItem: UINavigationItem? { navigationController?.topViewController?.navigationItem }

  func show(_ items: [UIBarButtonItem]) {
    for item in shownItems where item.bar === self { item.bar = nil }
    shownItems = items
    shownIDs = items.map(ObjectIdentifier.init)
    for item in items { item.bar = self }
  }

  override func collectItemElements(into elements: inout [Element]) {
    // Like the back button, the bar takes no touches while a push or pop animates.
    guard navigationController?.isTransitioning != true else { return }
    Element.collectBarItems(shownItems, of: self, into: &elements)
  }

  func itemsDidChange() { navigationController?.syncBars() }
}

/// Bar metrics (accepted for source compatibility).
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }

/// A toolbar: its items are elements the user taps while it is on screen, and their custom views
/// are its subviews (F-BB1). A navigation controller's toolbar shows the top controller's
/// `toolbarItems` while `isToolbarHidden` is false.
open class UIToolbar: UIView, BarItemContainer {
  /// `UIToolbar.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UIToolbar {
    appearanceProxy(for: [ObjectIdentifier(UIToolbar.self)]) { UIToolbar(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIToolbar {
    appearanceProxy(for: appearanceKey(UIToolbar.self, containerTypes)) { UIToolbar(frame: .zero) }
  }

  nonisolated deinit {}
  @exclusivity(unchecked) open var barStyle = UIBarStyle.default
  @exclusivity(unchecked) open var isTranslucent = true
  @exclusivity(unchecked) open var barTintColor: UIColor?
  @exclusivity(unchecked) open var standardAppearance = UIToolbarAppearance()
  @exclusivity(unchecked) open var compactAppearance: UIToolbarAppearance?
  @exclusivity(unchecked) open var scrollEdgeAppearance: UIToolbarAppearance?
  open var items: [UIBarButtonItem]? {
    didSet {
      for item in oldValue ?? [] where item.bar === self { item.bar = nil }
      for item in items ?? [] { item.bar = self }
      itemIDs = (items ?? []).map(ObjectIdentifier.init)
      itemsDidChange()
    }
  }
  @Hierarchical private var itemIDs: [ObjectIdentifier] = []
  /// The navigation controller whose toolbar this is, if any (not retained).
  @exclusivity(unchecked) weak var navigationController: UINavigationController?

  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

  override func collectItemElements(into elements: inout [Element]) {
    guard navigationController?.isTransitioning != true else { return }
    Element.collectBarItems(items ?? [], of: self, into: &elements)
  }

  /// The items' custom views are the toolbar's subviews, in order.
  func itemsDidChange() {
    let wanted = (items ?? []).compactMap(\.customView)
    for view in subviews where !wanted.contains(where: { $0 === view }) { view.removeFromSuperview() }
    for view in wanted where view.superview !== self { addSubview(view) }
  }
}

/// The model's `UINavigationController`: a stack of children, one transition at a time
/// (N1–N8), with the `navOverlapPolicy` knob for operations requested during a transition.
open class UINavigationController: UIViewController {
  override var asNavigationController: UINavigationController? { self }
  nonisolated deinit {}

  @exclusivity(unchecked) private var stack: [UIViewController] = []
  /// What the user can touch depends on it: a transition beginning or ending bumps the
  /// hierarchy's version.
  @exclusivity(unchecked) private var transition: Transition? {
    didSet { isInTransition = transition != nil }
  }
  /// A push or pop is running: what the user can touch differs.
  @Hierarchical private var isInTransition = false
  @exclusivity(unchecked) private var deferred: [Operation] = []
  /// Counts transitions begun, so the end of one cut short cannot finish the next.
  @exclusivity(unchecked) private var transitionGeneration = 0
  @exclusivity(unchecked) public weak var delegate: (any UINavigationControllerDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  @exclusivity(unchecked) public var isNavigationBarHidden = false {
    didSet {
      barIsHidden = isNavigationBarHidden
      syncBars()
    }
  }
  /// The back button and swipe depend on it.
  @Hierarchical private var barIsHidden = false
  /// Made on first use; in this controller's view only while it shows something the user can
  /// touch (a search bar, bar button items).
  public private(set) lazy var navigationBar: UINavigationBar = {
    let bar = UINavigationBar(frame: .zero)
    bar.navigationController = self
    return bar
  }()
  /// True by default; false shows `toolbar` with the top controller's `toolbarItems` (F-BB1).
  @exclusivity(unchecked) public var isToolbarHidden = true {
    didSet { syncBars() }
  }
  /// Made on first use; in this controller's view while `isToolbarHidden` is false.
  public private(set) lazy var toolbar: UIToolbar = {
    let toolbar = UIToolbar(frame: .zero)
    toolbar.navigationController = self
    return toolbar
  }()
  /// The leading-edge swipe's recognizer: disabled, or refused by a delegate the app set, the
  /// swipe does nothing; a delegate the app set lets it work where a custom left item or a
  /// hidden back button would stop it (F-BB2).
  public var interactivePopGestureRecognizer: UIGestureRecognizer? {
    if let popRecognizer { return popRecognizer }
    let made = InteractivePopRecognizer()
    popRecognizer = made
    return made
  }
  @exclusivity(unchecked) private var popRecognizer: InteractivePopRecognizer?
  /// N4 under `legacyCorrupt`: set once overlapping transitions corrupted the bar.
  @exclusivity(unchecked) public private(set) var isNavigationBarCorrupted = false

  private struct Transition {
    let to: UIViewController
    let from: UIViewController?
    let leaving: [UIViewController]
    let entering: [UIViewController]
    let animated: Bool
    let onScreen: Bool
    /// An interactive pop the user let spring back (F-N21): `to` goes again, `from` stays.
    var cancelled = false
    /// What `transitionCoordinator` gives the controllers of the transition.
    let coordinator = NavigationTransitionCoordinator()
  }

  private enum Operation {
    case push(UIViewController, animated: Bool)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
    case set([UIViewController], animated: Bool)
  }

  public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    addChild(rootViewController)
    stack = [rootViewController]
    rootViewController.didMove(toParent: self)
  }

  public required init?(coder: NSCoder) { return nil }

  /// The stack, bottom first. Assigning is `setViewControllers(_:animated: false)` (N7).
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  override func releaseReferencesForTeardown() {
    super.releaseReferencesForTeardown()
    stack.removeAll()
    deferred.removeAll()
    transition = nil
  }

  public var topViewController: UIViewController? { stack.last }
  public var visibleViewController: UIViewController? { stack.last?.presentedViewController ?? stack.last }
  /// Whether a push or pop transition is running.
  public var isTransitioning: Bool { transition != nil }

  open override func loadView() {
    super.loadView()
    if let top = stack.last { install(top) }
  }

  private func install(_ child: UIViewController) {
    let childView: UIView = child.view
    childView.setFrameFromHost(view.bounds)
    view.addSubview(childView)
    syncBars()
  }

  /// Hides or shows the navigation bar (and with it the back button) at once.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

  /// Whether the navigation bar and the toolbar are in this controller's view.
  @exclusivity(unchecked) private var barIsShown = false
  @exclusivity(unchecked) private var toolbarIsShown = false

  /// The bars follow the top controller: the navigation bar shows its navigation item's search
  /// bar (F-SC4) and bar button items (F-BB1), the toolbar its `toolbarItems`. The model puts
  /// each bar in this controller's view only while it has something to show.
  func syncBars() {
    guard isViewLoaded else { return }
    let top = stack.last
    let item = isNavigationBarHidden ? nil : top?.storedNavigationItem
    let search = item?.searchController?.searchBar
    let items = item?.barItems ?? []
    if search != nil || !items.isEmpty || barIsShown {
      let bar = navigationBar
      bar.show(items)
      let wanted = [search].compactMap { $0 } + items.compactMap(\.customView)
      for shown in bar.subviews where !wanted.contains(where: { $0 === shown }) { shown.removeFromSuperview() }
      barIsShown = search != nil || !items.isEmpty
      if barIsShown {
        if bar.superview !== view {
          bar.setFrameFromHost(CGRect(x: 0, y: 0, width: view.bounds.width, height: 56))
          view.addSubview(bar)
        }
        for shown in wanted where shown.superview !== bar {
          if shown === search { shown.setFrameFromHost(bar.bounds) }
          bar.addSubview(shown)
        }
      } else {
        bar.removeFromSuperview()
      }
    }
    guard !isToolbarHidden || toolbarIsShown else { return }
    toolbarIsShown = !isToolbarHidden
    let toolbar = toolbar
    toolbar.items = isToolbarHidden ? nil : top?.toolbarItems
    if toolbarIsShown, toolbar.superview !== view {
      toolbar.setFrameFromHost(CGRect(x: 0, y: view.bounds.height - 49, width: view.bounds.width, height: 49))
      view.addSubview(toolbar)
    } else if !toolbarIsShown {
      toolbar.removeFromSuperview()
    }
  }

  /// Shows or hides the toolbar at once.
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

  // MARK: Operations

  /// N1–N3: pushes `viewController`; during a transition it waits (`defer`) or overlaps (`legacyCorrupt`).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    world?.emit(
      .controller(
        objectID,
        .pushRequested(
          viewController.objectID, during: runningKind, alreadyInStack: contains(viewController))))
    if viewController is UITabBarController {
      world?.raise(.invalidPush, subject: viewController.objectID, "Pushing a tab bar controller is not supported")
      return
    }
    guard
      admit(.push(viewController, animated: animated), "nested push animation can result in corrupted navigation bar")
    else { return }
    performPush(viewController, animated: animated)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    world?.emit(.controller(objectID, .popRequested(transitionInFlight: transition != nil)))
    guard stack.count > 1 else { return nil }  // N8
    guard admit(.pop(animated: animated), "nested pop animation can result in corrupted navigation bar") else {
      return nil
    }
    return performPop(animated: animated)
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    world?.emit(.controller(objectID, .popRequested(transitionInFlight: transition != nil)))
    guard stack.count > 1 else { return nil }
    guard admit(.popToRoot(animated: animated), "nested pop animation can result in corrupted navigation bar") else {
      return nil
    }
    return performPopToRoot(animated: animated)
  }

  /// Pops the controllers above `viewController` in one transition, as `setViewControllers` with
  /// the stack up to it; nil if it is not in the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    if !popped.isEmpty { setViewControllers(Array(stack[...index]), animated: animated) }
    return popped
  }

  /// A navigation controller shows a controller by pushing it (F-SV2).
  open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }

  /// N7: one transition to the new top (a push, a pop or none); the stack is replaced at its end.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    if let last = viewControllers.last, !contains(last) {
      world?.emit(
        .controller(
          objectID, .pushRequested(last.objectID, during: runningKind, alreadyInStack: false)))
    } else {
      world?.emit(.controller(objectID, .popRequested(transitionInFlight: transition != nil)))
    }
    guard
      admit(.set(viewControllers, animated: animated), "nested push animation can result in corrupted navigation bar")
    else { return }
    performSet(viewControllers, animated: animated)
  }

  /// Whether an operation may run now; queues it (`defer`) or corrupts the bar (`legacyCorrupt`).
  private func admit(_ operation: Operation, _ legacyLog: String) -> Bool {
    guard transition != nil else { return true }
    switch world?.profile.navOverlapPolicy ?? .defer {
    case .defer:
      deferred.append(operation)
      return false
    case .legacyCorrupt:
      world?.diagnose(legacyLog)
      isNavigationBarCorrupted = true
      finishTransition()
      return true
    }
  }

  private func contains(_ viewController: UIViewController) -> Bool {
    stack.index(ofIdentical: viewController) != nil
  }

  private func performPush(_ viewController: UIViewController, animated: Bool) {
    if contains(viewController) {
      // N1, in the newer wording.
      world?.raise(
        .invalidPush, subject: viewController.objectID,
        "\(exceptionName) is pushing the same view controller instance (\(viewController.exceptionName)) more than once which is not supported and is most likely an error in the application : com.example.app"
      )
      return
    }
    let from = stack.last
    addChild(viewController)
    stack.append(viewController)
    begin(
      Transition(
        to: viewController, from: from, leaving: [], entering: [viewController], animated: animated,
        onScreen: isOnScreen))
  }

  private func performPop(animated: Bool) -> UIViewController {
    let popped = stack.removeLast()
    popped.callback("willMove(toParent:)") { popped.willMove(toParent: nil) }
    begin(
      Transition(
        to: stack[stack.count - 1], from: popped, leaving: [popped], entering: [], animated: animated,
        onScreen: isOnScreen))
    return popped
  }

  private func performPopToRoot(animated: Bool) -> [UIViewController] {
    let popped = Array(stack[1...])
    let top = stack[stack.count - 1]
    stack.removeSubrange(1...)
    for controller in popped { controller.callback("willMove(toParent:)") { controller.willMove(toParent: nil) } }
    begin(Transition(to: stack[0], from: top, leaving: popped, entering: [], animated: animated, onScreen: isOnScreen))
    return popped
  }

  private func performSet(_ controllers: [UIViewController], animated: Bool) {
    let old = stack
    var leaving: [UIViewController] = []
    var entering: [UIViewController] = []
    for controller in old where !controllers.contains(where: { $0 === controller }) { leaving.append(controller) }
    for controller in controllers where !old.contains(where: { $0 === controller }) { entering.append(controller) }
    for controller in entering { addChild(controller) }
    for controller in leaving { controller.callback("willMove(toParent:)") { controller.willMove(toParent: nil) } }
    stack = controllers
    guard let top = controllers.last else {
      finish(
        Transition(to: self, from: old.last, leaving: leaving, entering: entering, animated: false, onScreen: false))
      return
    }
    if top === old.last {
      finish(Transition(to: top, from: top, leaving: leaving, entering: entering, animated: false, onScreen: false))
    } else {
      begin(
        Transition(
          to: top, from: old.last, leaving: leaving, entering: entering, animated: animated, onScreen: isOnScreen))
    }
  }

  private var isOnScreen: Bool { viewIfLoaded?.window != nil }

  /// The views of the running transition: the one coming in and the one going out.
  var transitionViews: (incoming: UIView, outgoing: UIView, isPush: Bool)? {
    guard let transition, let incoming = transition.to.viewIfLoaded else { return nil }
    return (incoming, transition.from?.viewIfLoaded ?? incoming, !transition.entering.isEmpty)
  }

  /// What a new operation would follow: the last queued operation, else the running
  /// transition (it pushes when its destination was not on the stack before).
  private var runningKind: NavigationTransitionKind {
    guard let transition else { return .none }
    if let last = deferred.last {
      if case .push = last { return .push }
      return .pop
    }
    return transition.entering.isEmpty ? .pop : .push
  }

  /// The coordinator of the running transition, for its controllers (`transitionCoordinator`).
  func coordinator(for controller: UIViewController) -> NavigationTransitionCoordinator? {
    guard let running = transition ?? beginning, running.to === controller || running.from === controller else {
      return nil
    }
    return running.coordinator
  }

  /// The transition whose first callbacks are being delivered (before it runs, or finishes at once).
  @exclusivity(unchecked) private var beginning: Transition?
  /// The next transition is the user's swipe: its coordinator is interactive until the finger lifts.
  @exclusivity(unchecked) private var nextTransitionIsInteractive = false

  // MARK: Transitions

  private func begin(_ transition: Transition) {
    beginning = transition
    defer { beginning = nil }
    if nextTransitionIsInteractive {
      nextTransitionIsInteractive = false
      transition.coordinator.isInteractive = true
    }
    let to = transition.to
    if let delegate {
      callback("navigationController(_:willShow:animated:)") {
        delegate.navigationController(self, willShow: to, animated: transition.animated)
      }
    }
    guard isViewLoaded else { return finish(transition) }
    to.loadViewIfNeeded()
    for controller in transition.leaving { controller.isMovingFromParent = true }
    for controller in transition.entering { controller.isMovingToParent = true }
    if transition.onScreen {
      to.appearanceDrivenByContainer = true
      transition.from?.appearanceDrivenByContainer = true
      transition.from?.beginAppearanceTransition(false, animated: transition.animated)
      to.beginAppearanceTransition(true, animated: transition.animated)
    }
    if to.viewIfLoaded?.superview !== view { install(to) }
    if transition.onScreen { to.deliverIsAppearing(animated: transition.animated) }
    guard transition.animated, transition.onScreen, let world else { return finish(transition) }
    self.transition = transition
    transitionGeneration &+= 1
    // A transition cut short (the view left the window, `legacyCorrupt`) must not let its
    // animation's end finish the next one.
    let generation = transitionGeneration
    world.schedule(
      after: UIKitTiming.transitionMilliseconds,
      .block { [self] in if transitionGeneration == generation { finishTransition() } }, isSystem: true)
  }

  /// The navigation controller's view leaves the window (its tab is deselected, its sheet
  /// dismissed) while a transition animates: the animation is removed with the view and its
  /// completion runs at once (FIDELITY.md, F-N19), before the controllers below hear of the window.
  override func viewWillLeaveWindow() {
    if transition != nil { finishTransition() }
  }

  /// Ends the running transition (its animation completed, or `legacyCorrupt` cut it short).
  private func finishTransition() {
    guard let running = transition else { return }
    transition = nil
    finish(running)
  }

  private func finish(_ transition: Transition) {
    if transition.cancelled { return finishCancelledPop(transition) }
    defer { transition.coordinator.complete(cancelled: false) }
    let to = transition.to
    if let from = transition.from, from !== to, let fromView = from.viewIfLoaded, fromView.superview === viewIfLoaded {
      fromView.removeFromSuperview()
    }
    if transition.onScreen {
      transition.from?.endAppearanceTransition()
      to.endAppearanceTransition()
      transition.from?.appearanceDrivenByContainer = false
      to.appearanceDrivenByContainer = false
    }
    for controller in transition.leaving { controller.isMovingFromParent = false }
    for controller in transition.entering { controller.isMovingToParent = false }
    for controller in transition.leaving {
      if let leavingView = controller.viewIfLoaded, leavingView.superview === viewIfLoaded {
        leavingView.removeFromSuperview()
      }
      controller.removeFromParent()
    }
    for controller in transition.entering {
      controller.callback("didMove(toParent:)") { controller.didMove(toParent: self) }
    }
    if to !== self { world?.emit(.controller(objectID, .navigationFinished(top: to.objectID))) }
    if let delegate, to !== self {
      callback("navigationController(_:didShow:animated:)") {
        delegate.navigationController(self, didShow: to, animated: transition.animated)
      }
    }
    for controller in transition.leaving { world?.emit(.controller(controller.objectID, .leftHierarchy)) }
    syncBars()
    runDeferred()
  }

  /// N3: operations that waited for the transition run now, from its completion.
  private func runDeferred() {
    while transition == nil, !deferred.isEmpty, !(world?.isHalted ?? false) {
      let operation = deferred.removeFirst()
      switch operation {
      case .push(let controller, let animated): performPush(controller, animated: animated)
      case .pop(let animated): if stack.count > 1 { _ = performPop(animated: animated) }
      case .popToRoot(let animated): if stack.count > 1 { _ = performPopToRoot(animated: animated) }
      case .set(let controllers, let animated): performSet(controllers, animated: animated)
      }
    }
  }

  // MARK: User

  /// Whether the back button is on screen and can be pressed.
  /// What the back element offers (F-BB2): pressing while the back button shows (the bar
  /// shows, and the top item neither hides it nor replaces it with left items); the leading-edge
  /// swipe then too, or wherever the app has taken the swipe's delegate.
  var backInteractions: [Interaction] {
    guard stack.count > 1, transition == nil, isOnScreen else { return [] }
    let shows = !isNavigationBarHidden && stack.last?.storedNavigationItem?.showsBackButton != false
    if shows { return Self.pressAndSwipe }
    return popRecognizer?.delegateTakenByApp == true ? Self.swipeOnly : []
  }
  private static let pressAndSwipe: [Interaction] = [.press, .swipeBack, .swipeBackCancel]
  private static let swipeOnly: [Interaction] = [.swipeBack, .swipeBackCancel]

  /// Whether the swipe's recognizer lets the user's swipe begin: enabled, and not refused by a
  /// delegate the app set (asked as UIKit asks, F-GR1).
  private func swipeMayBegin() -> Bool {
    guard let popRecognizer else { return true }
    guard popRecognizer.isEnabled else { return false }
    guard let delegate = popRecognizer.delegate else { return true }
    var begins = true
    callback("gestureRecognizerShouldBegin(_:)") { begins = delegate.gestureRecognizerShouldBegin(popRecognizer) }
    return begins
  }

  /// The user pressed the back button.
  func userPressBack() { popViewController(animated: true) }

  /// F-N21: the user swipes from the leading edge and lets go. Past the point of no return
  /// (`commit`) it is the animated pop the back button makes. Let go early, the pop begins
  /// (the delegate's `willShow` for the screen below, which begins to appear while the top one
  /// begins to disappear) and springs back: at the end of the animation the screen below
  /// disappears again and the top one appears again, and neither `didMove(toParent:)` nor
  /// `didShow` comes. The top controller stays on the stack and gets no `willMove(toParent:)`.
  func userSwipeBack(commit: Bool) {
    guard stack.count > 1, transition == nil, swipeMayBegin() else { return }
    nextTransitionIsInteractive = true
    defer {
      nextTransitionIsInteractive = false
      // The finger lifts in the same gesture: the interaction ends before the animation does.
      transition?.coordinator.endInteraction(cancelled: !commit)
    }
    if commit {
      popViewController(animated: true)
      return
    }
    world?.emit(.controller(objectID, .popRequested(transitionInFlight: false)))
    let top = stack[stack.count - 1]
    let below = stack[stack.count - 2]
    var springBack = Transition(
      to: below, from: top, leaving: [], entering: [], animated: true, onScreen: isOnScreen)
    springBack.cancelled = true
    top.isMovingFromParent = true
    begin(springBack)
  }

  /// The spring-back's animation ended: the screen below disappears again, the top one appears
  /// again, and the coordinator's completions hear that the transition was cancelled.
  private func finishCancelledPop(_ transition: Transition) {
    let below = transition.to
    if let top = transition.from {
      top.isMovingFromParent = false
      if transition.onScreen {
        below.beginAppearanceTransition(false, animated: true)
        below.endAppearanceTransition()
        top.beginAppearanceTransition(true, animated: true)
        top.endAppearanceTransition()
        below.appearanceDrivenByContainer = false
        top.appearanceDrivenByContainer = false
      }
    }
    if let belowView = below.viewIfLoaded, belowView.superview === viewIfLoaded { belowView.removeFromSuperview() }
    transition.coordinator.complete(cancelled: true)
    syncBars()
    runDeferred()
  }
}

/// The delegate of a tab bar controller: asked and told only about the user's taps on tabs,
/// never about `selectedIndex` or `selectedViewController` set by code (F-TB1).
@MainActor public protocol UITabBarControllerDelegate: AnyObject {
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
    -> Bool
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
    -> Bool
  { true }
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// The model's `UITabBarController`: the selected child's view is on screen.
open class UITabBarController: UIViewController {
  override var asTabBarController: UITabBarController? { self }
  nonisolated deinit {}

  @exclusivity(unchecked) public weak var delegate: (any UITabBarControllerDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }

  @exclusivity(unchecked) private var tabs: [UIViewController] = []
  /// The selected tab: a change bumps the hierarchy's version (only its view is on screen).
  @Hierarchical private var selected = 0
  public let tabBar = UITabBar(frame: .zero)

  public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
  public required init?(coder: NSCoder) { return nil }

  override func releaseReferencesForTeardown() {
    super.releaseReferencesForTeardown()
    tabs.removeAll()
  }

  public var viewControllers: [UIViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
    let new = controllers ?? []
    for old in tabs where !new.contains(where: { $0 === old }) {
      old.callback("willMove(toParent:)") { old.willMove(toParent: nil) }
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    for controller in new where !tabs.contains(where: { $0 === controller }) {
      addChild(controller)
      controller.callback("didMove(toParent:)") { controller.didMove(toParent: self) }
    }
    tabs = new
    selected = min(selected, max(0, new.count - 1))
    if isViewLoaded { showSelected() }
  }

  public var selectedIndex: Int {
    get { selected }
    set {
      guard newValue >= 0, newValue < tabs.count, newValue != selected else { return }
      let old = tabs[selected]
      selected = newValue
      if isViewLoaded {
        if let oldView = old.viewIfLoaded, oldView.superview === view { oldView.removeFromSuperview() }
        showSelected()
      }
    }
  }

  public var selectedViewController: UIViewController? { selected < tabs.count ? tabs[selected] : nil }

  /// iOS 18: a hidden tab bar offers no tabs to the user.
  @Hierarchical public var isTabBarHidden = false
  public func setTabBarHidden(_ hidden: Bool, animated: Bool) { isTabBarHidden = hidden }

  /// The user taps a tab: the delegate may refuse it, and hears of it once it is selected (F-TB1).
  func userSelect(_ index: Int) {
    guard index >= 0, index < tabs.count else { return }
    let controller = tabs[index]
    if let delegate {
      var allowed = true
      callback("tabBarController(_:shouldSelect:)") {
        allowed = delegate.tabBarController(self, shouldSelect: controller)
      }
      guard allowed else { return }
    }
    selectedIndex = index
    guard let delegate else { return }
    callback("tabBarController(_:didSelect:)", announce: true) {
      delegate.tabBarController(self, didSelect: controller)
    }
  }

  open override func loadView() {
    super.loadView()
    showSelected()
  }

  private func showSelected() {
    guard let controller = selectedViewController else { return }
    let childView: UIView = controller.view
    guard childView.superview !== view else { return }
    childView.setFrameFromHost(view.bounds)
    view.addSubview(childView)
  }
}

/// The model's `UITabBar`: its items belong to the tab bar controller; the appearance settings
/// are kept, nothing is drawn.
public final class UITabBar: UIView {
  /// `UITabBar.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  public override class func appearance() -> UITabBar {
    appearanceProxy(for: [ObjectIdentifier(UITabBar.self)]) { UITabBar(frame: .zero) }
  }
  public override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UITabBar {
    appearanceProxy(for: appearanceKey(UITabBar.self, containerTypes)) { UITabBar(frame: .zero) }
  }

  nonisolated deinit {}

  @exclusivity(unchecked) public var standardAppearance = UITabBarAppearance()
  @exclusivity(unchecked) public var scrollEdgeAppearance: UITabBarAppearance?
  @exclusivity(unchecked) public var barTintColor: UIColor?
  @exclusivity(unchecked) public var unselectedItemTintColor: UIColor?
  @exclusivity(unchecked) public var barStyle = UIBarStyle.default
  @exclusivity(unchecked) public var isTranslucent = true
  @exclusivity(unchecked) public var backgroundImage: UIImage?
  @exclusivity(unchecked) public var shadowImage: UIImage?
  @exclusivity(unchecked) public var selectionIndicatorImage: UIImage?
  @exclusivity(unchecked) public var itemPositioning = ItemPositioning.automatic

  /// How a tab bar lays out its items (stored).
  public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
}

// MARK: Transition coordinator

/// What a transition's completion is told (F-N21).
@MainActor public protocol UIViewControllerTransitionCoordinatorContext {
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
}

/// Runs code beside a push or pop and when it ends, as UIKit's coordinator does (F-N21).
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
  func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The coordinator of one navigation transition: animations run at once (nothing is drawn),
/// completions when the transition ends, told whether it was cancelled.
public final class NavigationTransitionCoordinator: UIViewControllerTransitionCoordinator {
  nonisolated deinit {}

  public let isAnimated = true
  /// True for the user's swipe until the finger lifts.
  public internal(set) var isInteractive = false
  public private(set) var isCancelled = false
  public var transitionDuration: TimeInterval { Double(UIKitTiming.transitionMilliseconds) / 1000 }
  @exclusivity(unchecked) private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  @exclusivity(unchecked) private var interactionHandlers:
    [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  @exclusivity(unchecked) private var isComplete = false

  @discardableResult
  public func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animation?(self)
    if let completion {
      if isComplete { completion(self) } else { completions.append(completion) }
    }
    return true
  }

  /// Runs `handler` when the user's finger lifts (for an interactive transition only).
  public func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    if isInteractive { interactionHandlers.append(handler) }
  }

  /// The finger lifted: the transition goes on by itself, to its end or back (`cancelled`).
  func endInteraction(cancelled: Bool) {
    guard isInteractive else { return }
    isInteractive = false
    isCancelled = cancelled
    let pending = interactionHandlers
    interactionHandlers.removeAll()
    for handler in pending { handler(self) }
  }

  func complete(cancelled: Bool) {
    guard !isComplete else { return }
    isComplete = true
    isCancelled = cancelled
    let pending = completions
    completions.removeAll()
    for completion in pending { completion(self) }
  }
}

extension UIViewController {
  /// The coordinator of the push or pop this controller (or its ancestor) is part of, while it
  /// runs; nil otherwise (presentations have none in the model).
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    var current: UIViewController? = self
    while let controller = current {
      if let navigation = controller.parent as? UINavigationController,
        let coordinator = navigation.coordinator(for: controller)
      {
        return coordinator
      }
      current = controller.parent
    }
    return nil
  }
}
