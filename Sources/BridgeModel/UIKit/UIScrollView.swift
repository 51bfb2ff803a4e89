/// The callbacks of a `UIScrollView`, as UIKit's protocol (every method optional).
@MainActor public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}

/// Edge insets, as UIKit's.
nonisolated public struct UIEdgeInsets: Sendable, Equatable {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// The model's `UIScrollView` (fidelity C7, C8).
///
/// Setting `contentOffset` (or `setContentOffset(_:animated: false)`) calls
/// `scrollViewDidScroll` synchronously, inside the setter, iff the offset
/// changed (C7). An animated change calls it on later frames, then
/// `scrollViewDidEndScrollingAnimation` (C8). A user drag sets `isDragging`
/// and `isTracking` while it runs.
open class UIScrollView: UIView {
  /// `UIScrollView.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UIScrollView {
    appearanceProxy(for: [ObjectIdentifier(UIScrollView.self)]) { UIScrollView(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIScrollView {
    appearanceProxy(for: appearanceKey(UIScrollView.self, containerTypes)) { UIScrollView(frame: .zero) }
  }

  nonisolated deinit {}

  @exclusivity(unchecked) open weak var delegate: (any UIScrollViewDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  open var contentSize = CGSize.zero

  /// A table's or collection view's cells, on screen and in its reuse pool; nil for other views.
  var reusedCells: [UIView]? { nil }
  open var contentInset = UIEdgeInsets.zero
  open var isScrollEnabled = true
  open var showsVerticalScrollIndicator = true
  // Storage only (the model does not lay out content or bounce).
  @exclusivity(unchecked) open var showsHorizontalScrollIndicator = true
  @exclusivity(unchecked) open var alwaysBounceVertical = false
  @exclusivity(unchecked) open var alwaysBounceHorizontal = false
  @exclusivity(unchecked) open var bounces = true
  /// Stored (zooming is not modelled).
  @exclusivity(unchecked) open var bouncesZoom = true
  @exclusivity(unchecked) open var isPagingEnabled = false
  @exclusivity(unchecked) open var scrollsToTop = true
  @exclusivity(unchecked) open var keyboardDismissMode = KeyboardDismissMode.none
  @exclusivity(unchecked) open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  @exclusivity(unchecked) open var scrollIndicatorInsets = UIEdgeInsets.zero
  @exclusivity(unchecked) open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  @exclusivity(unchecked) open var minimumZoomScale: CGFloat = 1
  @exclusivity(unchecked) open var maximumZoomScale: CGFloat = 1
  @exclusivity(unchecked) open var zoomScale: CGFloat = 1
  public var adjustedContentInset: UIEdgeInsets { contentInset }
  public private(set) lazy var contentLayoutGuide = UILayoutGuide()
  public private(set) lazy var frameLayoutGuide = UILayoutGuide()
  /// The recognizer behind the user's drag (the model's scrolls do not go through it).
  public private(set) lazy var panGestureRecognizer = UIPanGestureRecognizer()
  /// The refresh control, added as a subview when set (as UIKit does).
  @exclusivity(unchecked) open var refreshControl: UIRefreshControl? {
    didSet {
      guard refreshControl !== oldValue else { return }
      oldValue?.removeFromSuperview()
      if let refreshControl { addSubview(refreshControl) }
    }
  }

  public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
  public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
  public private(set) var isDragging = false
  public private(set) var isTracking = false
  public private(set) var isDecelerating = false
  private var offset = CGPoint.zero
  private var animationGeneration = 0

  open var contentOffset: CGPoint {
    get { offset }
    set { setOffset(newValue, property: "contentOffset") }
  }

  override var elementKind: ElementKind? { .scrollView }

  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    guard animated, let world else { return setOffset(contentOffset, property: "setContentOffset") }
    let start = offset
    let redundant = start == contentOffset
    noteSetter(
      "setContentOffset(animated: true)", value: "\(contentOffset)", redundant: redundant)
    guard !redundant else { return }
    animationGeneration += 1
    let generation = animationGeneration
    // Frames at 1/3, 2/3 and the end of a 300 ms animation, then the end callback (C8).
    for frame in 1...3 {
      world.schedule(
        after: Int64(frame) * 100,
        .block { [weak self] in
          guard let self, self.animationGeneration == generation else { return }
          let t = CGFloat(frame) / 3
          self.offset = CGPoint(
            x: start.x + (contentOffset.x - start.x) * t, y: start.y + (contentOffset.y - start.y) * t)
          self.notifyScroll()
          if frame == 3, let delegate = self.delegate {
            self.callback("scrollViewDidEndScrollingAnimation") {
              delegate.scrollViewDidEndScrollingAnimation(self)
            }
          }
        }, isSystem: true)
    }
  }

  private func setOffset(_ new: CGPoint, property: StaticString) {
    let changed = new != offset
    animationGeneration += 1
    noteSetter(property, value: "\(new)", redundant: !changed)
    guard changed else { return }
    offset = new
    notifyScroll()
  }

  private func notifyScroll() {
    layOutCells()
    observableValueDidChange()
    guard let delegate else { return }
    callback("scrollViewDidScroll") { delegate.scrollViewDidScroll(self) }
  }

  /// Lays out the cells of the items in view: a table's or collection view's, after its offset
  /// changed, in its layout, and when it comes into a window (C18). Other scroll views have none.
  func layOutCells() {}

  /// An override must call super, as in UIKit (a table or collection view lays its cells out here).
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutCells()
  }

  open override func didMoveToWindow() {
    if window != nil { layOutCells() }
  }

  /// The user drags the content to vertical offset `y`.
  func userScroll(toY y: CGFloat) {
    guard isScrollEnabled else { return }
    isTracking = true
    isDragging = true
    if let delegate { callback("scrollViewWillBeginDragging") { delegate.scrollViewWillBeginDragging(self) } }
    animationGeneration += 1
    let target = CGPoint(x: offset.x, y: y)
    if target != offset {
      offset = target
      notifyScroll()
    }
    isTracking = false
    if let delegate {
      callback("scrollViewDidEndDragging") { delegate.scrollViewDidEndDragging(self, willDecelerate: false) }
    }
    isDragging = false
  }
}
