/// The page view controller's data source: the pages around a page (FIDELITY F-PG2).
@MainActor public protocol UIPageViewControllerDataSource: AnyObject {
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
  ) -> UIViewController?
  func pageViewController(
    _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
  ) -> UIViewController?
  func presentationCount(for pageViewController: UIPageViewController) -> Int
  func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
  public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
  public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// The page view controller's delegate: told about gesture-driven transitions only (F-PG1).
@MainActor public protocol UIPageViewControllerDelegate: AnyObject {
  func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
  func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
  public func pageViewController(
    _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
  ) {}
  public func pageViewController(
    _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
    previousViewControllers: [UIViewController], transitionCompleted completed: Bool
  ) {}
}

/// The model's `UIPageViewController`: the shown page is a child controller whose view is in
/// the page controller's view. `setViewControllers(_:direction:animated:completion:)` swaps the
/// page (containment calls, appearance through the hierarchy) and tells no delegate (F-PG1);
/// its completion runs at once, or after the 350 ms slide when animated. The user swipes the
/// pages with `swipe pages forward` / `back` (`and cancel`): the data source and delegate hear
/// of it (F-PG3).
open class UIPageViewController: UIViewController {
  override var asPageViewController: UIPageViewController? { self }
  nonisolated deinit {}

  public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
  public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
  public enum NavigationDirection: Int, Sendable { case forward, reverse }
  public enum SpineLocation: Int, Sendable { case none, min, mid, max }

  public struct OptionsKey: Hashable, Sendable {
    let rawValue: String
    public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
    public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
  }

  public let transitionStyle: TransitionStyle
  public let navigationOrientation: NavigationOrientation
  @exclusivity(unchecked) open var isDoubleSided = false
  @exclusivity(unchecked) public private(set) var spineLocation = SpineLocation.min
  @exclusivity(unchecked) open weak var dataSource: (any UIPageViewControllerDataSource)? {
    didSet {
      world?.noteWeakReference(owner: objectID, slot: "dataSource", target: dataSource)
      // With a data source or without, the pages offer a swipe or none (F-PG2).
      world?.hierarchyDidChange()
    }
  }
  @exclusivity(unchecked) open weak var delegate: (any UIPageViewControllerDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  @exclusivity(unchecked) private var pages: [UIViewController] = []

  /// The shown pages (one, unless double-sided).
  public var viewControllers: [UIViewController]? { pages }
  public var gestureRecognizers: [UIGestureRecognizer] { [] }

  public init(
    transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
    options: [OptionsKey: Any]? = nil
  ) {
    transitionStyle = style
    self.navigationOrientation = navigationOrientation
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { return nil }

  override func releaseReferencesForTeardown() {
    super.releaseReferencesForTeardown()
    pages.removeAll()
    turning = nil
  }

  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let new = viewControllers ?? []
    // A set during the user's swipe ends it: the page that was coming in goes.
    if let incoming = turning {
      turning = nil
      if !new.contains(where: { $0 === incoming }) { removePage(incoming) }
    }
    for old in pages where !new.contains(where: { $0 === old }) { removePage(old) }
    for page in new where !pages.contains(where: { $0 === page }) {
      addChild(page)
    }
    let added = new.filter { page in !pages.contains { $0 === page } }
    pages = new
    if isViewLoaded { showPages() }
    for page in added { page.callback("didMove(toParent:)") { page.didMove(toParent: self) } }
    guard let completion else { return }
    guard animated, let world else { return completion(true) }
    world.schedule(after: Self.slideMilliseconds, .block { completion(true) }, isSystem: true)
  }

  /// How long a page takes to slide in, in the model (animated sets and the user's swipes).
  static let slideMilliseconds: Int64 = 350

  /// Whether the user can swipe the pages now: a page is shown, none is turning, and a data
  /// source is set ("If the value of this property is nil, then gesture-based navigation is
  /// disabled", F-PG2).
  var offersSwipe: Bool { dataSource != nil && !pages.isEmpty && turning == nil && isViewLoaded }

  /// The page the user's swipe is bringing in.
  @exclusivity(unchecked) private var turning: UIViewController?

  /// F-PG3: the user swipes towards the next page (`forward`) or the previous one. The data
  /// source is asked for it; without one the swipe bounces. Otherwise the delegate hears
  /// `willTransitionTo`, the page comes in as a child, and when the finger lifts it turns
  /// (`commit`) or springs back over the next 350 ms; then the page that lost is removed and the
  /// delegate hears `didFinishAnimating` with `transitionCompleted` saying which.
  func userSwipe(forward: Bool, commit: Bool) {
    guard let world, let current = pages.first, let dataSource else { return }
    var incoming: UIViewController?
    if forward {
      callback("pageViewController(_:viewControllerAfter:)", announce: true) {
        incoming = dataSource.pageViewController(self, viewControllerAfter: current)
      }
    } else {
      callback("pageViewController(_:viewControllerBefore:)", announce: true) {
        incoming = dataSource.pageViewController(self, viewControllerBefore: current)
      }
    }
    guard let incoming, incoming !== current else { return }
    if let delegate {
      callback("pageViewController(_:willTransitionTo:)", announce: true) {
        delegate.pageViewController(self, willTransitionTo: [incoming])
      }
    }
    turning = incoming
    if incoming.parent !== self { addChild(incoming) }
    let incomingView: UIView = incoming.view
    incomingView.setFrameFromHost(view.bounds)
    view.addSubview(incomingView)
    world.schedule(
      after: Self.slideMilliseconds,
      .block { [weak self] in self?.finishSwipe(from: current, to: incoming, completed: commit) }, isSystem: true)
  }

  /// A page leaves as a child does: `willMove(toParent: nil)`, its view, `removeFromParent`.
  private func removePage(_ page: UIViewController) {
    page.callback("willMove(toParent:)") { page.willMove(toParent: nil) }
    page.viewIfLoaded?.removeFromSuperview()
    page.removeFromParent()
  }

  private func finishSwipe(from current: UIViewController, to incoming: UIViewController, completed: Bool) {
    guard turning === incoming else { return }
    turning = nil
    removePage(completed ? current : incoming)
    if completed {
      pages = [incoming]
      incoming.callback("didMove(toParent:)") { incoming.didMove(toParent: self) }
    }
    guard let delegate else { return }
    callback("pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)", announce: true) {
      delegate.pageViewController(
        self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: completed)
    }
  }

  open override func loadView() {
    super.loadView()
    showPages()
  }

  private func showPages() {
    for page in pages {
      let pageView: UIView = page.view
      guard pageView.superview !== view else { continue }
      pageView.setFrameFromHost(view.bounds)
      view.addSubview(pageView)
    }
  }
}
