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
/// its completion runs at once, or after the 350 ms slide when animated.
open class UIPageViewController: UIViewController {
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
    didSet { world?.noteWeakReference(owner: objectID, slot: "dataSource", target: dataSource) }
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
  }

  open func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
    completion: ((Bool) -> Void)? = nil
  ) {
    let new = viewControllers ?? []
    for old in pages where !new.contains(where: { $0 === old }) {
      old.callback("willMove(toParent:)") { old.willMove(toParent: nil) }
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    for page in new where !pages.contains(where: { $0 === page }) {
      addChild(page)
    }
    let added = new.filter { page in !pages.contains { $0 === page } }
    pages = new
    if isViewLoaded { showPages() }
    for page in added { page.callback("didMove(toParent:)") { page.didMove(toParent: self) } }
    guard let completion else { return }
    guard animated, let world else { return completion(true) }
    world.schedule(after: 350, .block { completion(true) }, isSystem: true)
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
