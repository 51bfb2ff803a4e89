/// The model's `UISlider` (fidelity C11): programmatic values send no `.valueChanged`.
open class UISlider: UIControl {
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
  nonisolated deinit {}

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
  nonisolated deinit {}

  @exclusivity(unchecked) open var text: String? {
    didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
  }
  @exclusivity(unchecked) open var numberOfLines = 1
  @exclusivity(unchecked) open var font: UIFont?
  @exclusivity(unchecked) open var textColor: UIColor?
  @exclusivity(unchecked) open var textAlignment = NSTextAlignment.natural

  open override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat((text ?? "").count * 9), height: 21)
  }
}

/// A button: `tap "Title"` sends `.touchUpInside` (and `.primaryActionTriggered`).
open class UIButton: UIControl {
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

  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles = title
  }

  open func title(for state: UIControl.State) -> String? { titles }

  override var elementKind: ElementKind? { .button }

  override var elementBaseName: String { accessibilityIdentifier ?? titles ?? "button" }

  /// The user taps the button.
  func userTap() {
    callback("touchUpInside") { sendActions(for: [.touchUpInside, .primaryActionTriggered]) }
  }
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
