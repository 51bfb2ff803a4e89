/// The model's `UIActivityIndicatorView`: animating or not; a stopped indicator hides itself
/// when `hidesWhenStopped` (the default) is on (FIDELITY F-MI1).
open class UIActivityIndicatorView: UIView {
  /// `UIActivityIndicatorView.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UIActivityIndicatorView {
    appearanceProxy(for: [ObjectIdentifier(UIActivityIndicatorView.self)]) { UIActivityIndicatorView(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIActivityIndicatorView {
    appearanceProxy(for: appearanceKey(UIActivityIndicatorView.self, containerTypes)) {
      UIActivityIndicatorView(frame: .zero)
    }
  }

  nonisolated deinit {}

  public enum Style: Int, Sendable { case medium, large, whiteLarge, white, gray }

  @exclusivity(unchecked) open var style: Style
  @exclusivity(unchecked) open var color: UIColor?
  @exclusivity(unchecked) public private(set) var isAnimating = false
  @exclusivity(unchecked) open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }

  public init(style: Style = .medium) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true
  }

  public override convenience init(frame: CGRect) {
    self.init(style: .medium)
    self.frame = frame
  }

  public required init?(coder: NSCoder) { return nil }

  open func startAnimating() {
    isAnimating = true
    if hidesWhenStopped { isHidden = false }
  }

  open func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  open override var intrinsicContentSize: CGSize {
    style == .large || style == .whiteLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
  }
}

/// The model's `UIProgressView`: a value in 0…1 (storage; nothing is drawn).
open class UIProgressView: UIView {
  /// `UIProgressView.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UIProgressView {
    appearanceProxy(for: [ObjectIdentifier(UIProgressView.self)]) { UIProgressView(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIProgressView {
    appearanceProxy(for: appearanceKey(UIProgressView.self, containerTypes)) { UIProgressView(frame: .zero) }
  }

  nonisolated deinit {}

  public enum Style: Int, Sendable { case `default`, bar }

  @exclusivity(unchecked) open var progressViewStyle: Style
  @exclusivity(unchecked) open var progressTintColor: UIColor?
  @exclusivity(unchecked) open var trackTintColor: UIColor?
  @exclusivity(unchecked) private var storedProgress: Float = 0

  open var progress: Float {
    get { storedProgress }
    set { setProgress(newValue, animated: false) }
  }

  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: .zero)
  }

  public override convenience init(frame: CGRect) {
    self.init(progressViewStyle: .default)
    self.frame = frame
  }

  public required init?(coder: NSCoder) { return nil }

  open func setProgress(_ progress: Float, animated: Bool) { storedProgress = min(max(progress, 0), 1) }
}

/// A visual effect (blur or vibrancy); kept, not drawn.
open class UIVisualEffect {
  nonisolated deinit {}
  init() {}
}

public final class UIBlurEffect: UIVisualEffect {
  nonisolated deinit {}
  public enum Style: Int, Sendable {
    case extraLight, light, dark, regular, prominent, systemUltraThinMaterial, systemThinMaterial, systemMaterial,
      systemThickMaterial, systemChromeMaterial, systemUltraThinMaterialLight, systemThinMaterialLight,
      systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight, systemUltraThinMaterialDark,
      systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
  }
  public let style: Style
  public init(style: Style) {
    self.style = style
    super.init()
  }
}

public enum UIVibrancyEffectStyle: Int, Sendable {
  case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

public final class UIVibrancyEffect: UIVisualEffect {
  nonisolated deinit {}
  public let blurEffect: UIBlurEffect
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
    super.init()
  }
  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    self.blurEffect = blurEffect
    super.init()
  }
}

/// The model's `UIVisualEffectView`: content goes in `contentView` (FIDELITY F-MI2); the
/// effect is kept, not drawn.
open class UIVisualEffectView: UIView {
  /// `UIVisualEffectView.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UIVisualEffectView {
    appearanceProxy(for: [ObjectIdentifier(UIVisualEffectView.self)]) { UIVisualEffectView(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIVisualEffectView {
    appearanceProxy(for: appearanceKey(UIVisualEffectView.self, containerTypes)) { UIVisualEffectView(frame: .zero) }
  }

  nonisolated deinit {}

  @exclusivity(unchecked) open var effect: UIVisualEffect?
  /// The view to add subviews to, made with the effect view.
  public let contentView = UIView(frame: .zero)

  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }

  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) { return nil }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.setFrameFromHost(bounds)
  }
}

/// The model's `UIImageView`: an image and a content mode (nothing is drawn).
open class UIImageView: UIView {
  /// `UIImageView.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UIImageView {
    appearanceProxy(for: [ObjectIdentifier(UIImageView.self)]) { UIImageView(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIImageView {
    appearanceProxy(for: appearanceKey(UIImageView.self, containerTypes)) { UIImageView(frame: .zero) }
  }

  nonisolated deinit {}

  @exclusivity(unchecked) open var image: UIImage? {
    didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
  }
  @exclusivity(unchecked) open var highlightedImage: UIImage?
  @exclusivity(unchecked) open var isHighlighted = false

  public init(image: UIImage?) {
    self.image = image
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  public override convenience init(frame: CGRect) {
    self.init(image: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) { return nil }

  open override var intrinsicContentSize: CGSize { image?.size ?? CGSize(width: -1, height: -1) }
}

/// The model's `UIStackView`: arranged subviews are subviews in order; axis, spacing and
/// distribution are kept (layout is not modelled).
open class UIStackView: UIView {
  /// `UIStackView.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UIStackView {
    appearanceProxy(for: [ObjectIdentifier(UIStackView.self)]) { UIStackView(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIStackView {
    appearanceProxy(for: appearanceKey(UIStackView.self, containerTypes)) { UIStackView(frame: .zero) }
  }

  nonisolated deinit {}

  public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
  public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }

  @exclusivity(unchecked) open var axis = NSLayoutConstraint.Axis.horizontal
  @exclusivity(unchecked) open var spacing: CGFloat = 0
  @exclusivity(unchecked) open var distribution = Distribution.fill
  @exclusivity(unchecked) open var alignment = Alignment.fill
  @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement = false
  @exclusivity(unchecked) public private(set) var arrangedSubviews: [UIView] = []

  public init(arrangedSubviews views: [UIView]) {
    super.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { return nil }

  open func addArrangedSubview(_ view: UIView) {
    removeArranged(view)
    arrangedSubviews.append(view)
    addSubview(view)
  }

  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    removeArranged(view)
    arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
    insertSubview(view, at: stackIndex)
  }

  /// Stops arranging `view`; it stays a subview (as in UIKit).
  open func removeArrangedSubview(_ view: UIView) { removeArranged(view) }

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArranged(subview)
  }

  private func removeArranged(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
}

/// The model's `UIRefreshControl`: `beginRefreshing()` and `endRefreshing()` set `isRefreshing`
/// and send no action (FIDELITY F-MI6); a pull would send `.valueChanged`, which the model's
/// user does not do yet.
open class UIRefreshControl: UIControl {
  /// `UIRefreshControl.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UIRefreshControl {
    appearanceProxy(for: [ObjectIdentifier(UIRefreshControl.self)]) { UIRefreshControl(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIRefreshControl {
    appearanceProxy(for: appearanceKey(UIRefreshControl.self, containerTypes)) { UIRefreshControl(frame: .zero) }
  }

  nonisolated deinit {}

  @exclusivity(unchecked) public private(set) var isRefreshing = false
  @exclusivity(unchecked) open var attributedTitle: NSAttributedString?

  public override init(frame: CGRect) { super.init(frame: frame) }
  public convenience init() { self.init(frame: .zero) }
  public required init?(coder: NSCoder) { return nil }

  open func beginRefreshing() { isRefreshing = true }
  open func endRefreshing() { isRefreshing = false }
}

/// The model's `UIPageControl`: the current page, set by code (no action) or by the user's tap
/// (`.valueChanged`, as a `UIControl` does for user changes only).
open class UIPageControl: UIControl {
  /// `UIPageControl.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UIPageControl {
    appearanceProxy(for: [ObjectIdentifier(UIPageControl.self)]) { UIPageControl(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIPageControl {
    appearanceProxy(for: appearanceKey(UIPageControl.self, containerTypes)) { UIPageControl(frame: .zero) }
  }

  nonisolated deinit {}

  @exclusivity(unchecked) open var numberOfPages = 0 {
    didSet { currentPage = min(currentPage, max(0, numberOfPages - 1)) }
  }
  @exclusivity(unchecked) open var currentPage = 0
  @exclusivity(unchecked) open var hidesForSinglePage = false
  @exclusivity(unchecked) open var pageIndicatorTintColor: UIColor?
  @exclusivity(unchecked) open var currentPageIndicatorTintColor: UIColor?
}
