/// The model's `UISlider` (fidelity C11): programmatic values send no `.valueChanged`.
open class UISlider: UIControl {
  /// `UISlider.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UISlider {
    appearanceProxy(for: [ObjectIdentifier(UISlider.self)]) { UISlider(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UISlider {
    appearanceProxy(for: appearanceKey(UISlider.self, containerTypes)) { UISlider(frame: .zero) }
  }

  nonisolated deinit {}

  @exclusivity(unchecked) open var minimumValue: Float = 0
  @exclusivity(unchecked) open var maximumValue: Float = 1
  /// Stored (the model draws nothing).
  @exclusivity(unchecked) open var thumbTintColor: UIColor?
  /// Stored.
  @exclusivity(unchecked) open var minimumTrackTintColor: UIColor?
  /// Stored.
  @exclusivity(unchecked) open var maximumTrackTintColor: UIColor?
  @exclusivity(unchecked) private var storedValue: Float = 0

  open var value: Float {
    get { storedValue }
    set { setValue(newValue, animated: false) }
  }

  override var elementKind: ElementKind? { .slider }

  open func setValue(_ value: Float, animated: Bool) {
    let clamped = min(max(value, minimumValue), maximumValue)
    noteSetter("value", value: "\(clamped)", redundant: clamped == storedValue)
    storedValue = clamped
  }

  /// The user drags the thumb to `fraction` of the track.
  func userSlide(toFraction fraction: Float) {
    let target = minimumValue + (maximumValue - minimumValue) * min(max(fraction, 0), 1)
    guard target != storedValue else { return }
    storedValue = target
    sendActions(for: .valueChanged)
  }
}

/// The model's `UISwitch` (fidelity C12): `isOn =` and `setOn(_:animated:)` send no action.
open class UISwitch: UIControl {
  /// `UISwitch.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UISwitch {
    appearanceProxy(for: [ObjectIdentifier(UISwitch.self)]) { UISwitch(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UISwitch {
    appearanceProxy(for: appearanceKey(UISwitch.self, containerTypes)) { UISwitch(frame: .zero) }
  }

  nonisolated deinit {}

  @exclusivity(unchecked) open var onTintColor: UIColor?
  @exclusivity(unchecked) open var thumbTintColor: UIColor?
  @exclusivity(unchecked) open var preferredStyle = Style.automatic
  public enum Style: Int, Sendable { case automatic, checkbox, sliding }

  private var storedOn = false

  open var isOn: Bool {
    get { storedOn }
    set { setOn(newValue, animated: false) }
  }

  override var elementKind: ElementKind? { .toggle }

  open func setOn(_ on: Bool, animated: Bool) {
    noteSetter("isOn", value: "\(on)", redundant: on == storedOn)
    storedOn = on
  }

  /// The user flips the switch.
  func userFlip() {
    storedOn.toggle()
    sendActions(for: .valueChanged)
  }
}

/// Text alignment, accepted for source compatibility.
public enum NSTextAlignment: Sendable { case left, center, right, natural, justified }

/// The model's `UILabel`: its intrinsic size follows its text.
open class UILabel: UIView {
  override var isAccessibilityElementByDefault: Bool { true }
  /// `UILabel.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UILabel {
    appearanceProxy(for: [ObjectIdentifier(UILabel.self)]) { UILabel(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UILabel {
    appearanceProxy(for: appearanceKey(UILabel.self, containerTypes)) { UILabel(frame: .zero) }
  }

  nonisolated deinit {}

  /// Setting it replaces the attributed text with a plain one (as UIKit does).
  @exclusivity(unchecked) open var text: String? {
    didSet {
      if storedAttributedText?.string != text { storedAttributedText = nil }
      if text != oldValue { invalidateIntrinsicContentSize() }
    }
  }
  /// Setting it sets `text` to its string: the size follows that string.
  open var attributedText: NSAttributedString? {
    get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
    set {
      storedAttributedText = newValue
      text = newValue?.string
    }
  }
  @exclusivity(unchecked) private var storedAttributedText: NSAttributedString?
  @exclusivity(unchecked) open var numberOfLines = 1
  @exclusivity(unchecked) open var font: UIFont?
  @exclusivity(unchecked) open var textColor: UIColor?
  @exclusivity(unchecked) open var textAlignment = NSTextAlignment.natural
  @exclusivity(unchecked) open var lineBreakMode = NSLineBreakMode.byTruncatingTail
  @exclusivity(unchecked) open var adjustsFontSizeToFitWidth = false
  @exclusivity(unchecked) open var adjustsFontForContentSizeCategory = false
  @exclusivity(unchecked) open var minimumScaleFactor: CGFloat = 0
  /// Draws nothing (the model renders nothing); a subclass overrides it to inset the text.
  open func drawText(in rect: CGRect) {}
  /// The rectangle the text would take: the bounds as given (the model lays no text out).
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect { bounds }
  @exclusivity(unchecked) open var allowsDefaultTighteningForTruncation = false
  @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0
  @exclusivity(unchecked) open var highlightedTextColor: UIColor?
  @exclusivity(unchecked) open var isHighlighted = false
  @exclusivity(unchecked) open var isEnabled = true
  @exclusivity(unchecked) open var shadowColor: UIColor?
  @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -1)

  open override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat((text ?? "").count * 9), height: 21)
  }
}

/// A button: `tap "Title"` sends `.touchUpInside` (and `.primaryActionTriggered`).
open class UIButton: UIControl {
  /// `UIButton.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UIButton {
    appearanceProxy(for: [ObjectIdentifier(UIButton.self)]) { UIButton(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIButton {
    appearanceProxy(for: appearanceKey(UIButton.self, containerTypes)) { UIButton(frame: .zero) }
  }

  nonisolated deinit {}

  @Hierarchical private var titles: String?

  public convenience init(title: String) {
    self.init(frame: .zero)
    titles = title
  }

  /// UIKit's button styles; the model only stores the one a button was made with.
  public enum ButtonType: Int, Sendable {
    case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
  }

  /// The style it was made with (storage only: the model draws nothing).
  public private(set) var buttonType: ButtonType = .custom

  /// `UIButton(type: .system)`: a button of that style, without a title.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Apple: "Creates a new button of the specified type, registers the primary action event, and
  /// sets the title and image to the action's title and image."
  public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: buttonType)
    if let primaryAction { adopt(primaryAction) }
  }

  /// A button with a configuration (iOS 15) and, optionally, a primary action.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .plain)
    configure(configuration)
    if let primaryAction { adopt(primaryAction) }
  }

  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { adopt(primaryAction) }
  }

  private func adopt(_ action: UIAction) {
    if !action.title.isEmpty { titles = action.title }
    images = action.image
    addAction(action, for: .primaryActionTriggered)
  }

  open func setTitle(_ title: String?, for state: UIControl.State) {
    guard state == .normal else { return }
    titles = title
    storedTitleLabel?.text = title
  }

  open func title(for state: UIControl.State) -> String? { titles }
  public var currentTitle: String? { titles }

  /// Only the normal state's image is kept (the model draws nothing).
  @exclusivity(unchecked) private var images: UIImage?
  open func setImage(_ image: UIImage?, for state: UIControl.State) { if state == .normal { images = image } }
  open func image(for state: UIControl.State) -> UIImage? { images }
  public var currentImage: UIImage? { images }
  /// Storage only.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { if state == .normal { titleColors = color } }
  open func titleColor(for state: UIControl.State) -> UIColor? { titleColors }
  @exclusivity(unchecked) private var titleColors: UIColor?
  /// Storage only.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {}
  /// Names the button like its plain title.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    if state == .normal, let title { titles = title.string }
  }

  /// A label whose text follows the title (it is not among the button's subviews).
  public var titleLabel: UILabel? {
    if let storedTitleLabel { return storedTitleLabel }
    let label = UILabel(frame: .zero)
    label.text = titles
    storedTitleLabel = label
    return label
  }
  @exclusivity(unchecked) private var storedTitleLabel: UILabel?
  /// An image view (not among the button's subviews).
  public private(set) lazy var imageView: UIImageView? = UIImageView(image: images)

  @exclusivity(unchecked) open var contentEdgeInsets = UIEdgeInsets.zero
  @exclusivity(unchecked) open var titleEdgeInsets = UIEdgeInsets.zero
  @exclusivity(unchecked) open var imageEdgeInsets = UIEdgeInsets.zero
  @exclusivity(unchecked) open var adjustsImageWhenHighlighted = true

  /// Its title, when it has one, names the button (iOS 15 configurations).
  open var configuration: Configuration? {
    didSet {
      if let title = configuration?.title { titles = title }
      configurationUpdateHandler?(self)
    }
  }
  /// Sets the configuration through its observer (an initializer's own assignment skips it).
  private func configure(_ configuration: Configuration) { self.configuration = configuration }
  /// Called when the configuration is set and on `setNeedsUpdateConfiguration()`.
  @exclusivity(unchecked) open var configurationUpdateHandler: ((UIButton) -> Void)?
  open func setNeedsUpdateConfiguration() { configurationUpdateHandler?(self) }
  open func updateConfiguration() {}

  /// A menu shown as the primary action is presented on touch down, and the model presents no
  /// menus: such a button is not offered to the user.
  @exclusivity(unchecked) open var menu: UIMenu? {
    didSet { opensMenu = menu != nil && showsMenuAsPrimaryAction }
  }
  open override var showsMenuAsPrimaryAction: Bool {
    didSet { opensMenu = menu != nil && showsMenuAsPrimaryAction }
  }
  @Hierarchical private var opensMenu = false

  override var elementKind: ElementKind? { opensMenu ? nil : .button }

  override var elementBaseName: String { accessibilityIdentifier ?? titles ?? "button" }

  /// The user taps the button: touch down, then touch up inside and the primary action.
  func userTap() {
    callback("touchUpInside") { sendActions(for: [.touchDown, .touchUpInside, .primaryActionTriggered]) }
  }
}

extension UIButton {
  /// A button's appearance, as iOS 15's `UIButton.Configuration` (storage, but for its title,
  /// which names the button).
  public struct Configuration {
    public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
    public enum Size: Sendable { case mini, small, medium, large }
    public enum TitleAlignment: Sendable { case automatic, leading, center, trailing }
    public var title: String?
    public var subtitle: String?
    public var attributedTitle: AttributedString? {
      didSet { if let attributedTitle { title = String(attributedTitle.characters) } }
    }
    public var image: UIImage?
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var cornerStyle = CornerStyle.dynamic
    public var buttonSize = Size.medium
    public var titleAlignment = TitleAlignment.automatic
    public var imagePlacement = NSDirectionalRectEdge.leading
    public var imagePadding: CGFloat = 0
    public var titlePadding: CGFloat = 0
    public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    public var showsActivityIndicator = false
    public var background = UIBackgroundConfiguration()
    public init() {}
    public static func plain() -> Configuration { Configuration() }
    public static func tinted() -> Configuration { Configuration() }
    public static func gray() -> Configuration { Configuration() }
    public static func filled() -> Configuration { Configuration() }
    public static func borderless() -> Configuration { Configuration() }
    public static func bordered() -> Configuration { Configuration() }
    public static func borderedTinted() -> Configuration { Configuration() }
    public static func borderedProminent() -> Configuration { Configuration() }
  }
}

/// Edges in the layout direction.
nonisolated public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension UIControl {
  /// Control states (the model keeps one title for all).
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}
