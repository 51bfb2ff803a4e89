/// The model's `UISlider` (fidelity C11): programmatic values send no `.valueChanged`.
open class UISlider: UIControl {
  nonisolated deinit {}

  @exclusivity(unchecked) open var minimumValue: Float = 0
  @exclusivity(unchecked) open var maximumValue: Float = 1
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

  open var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
  open var numberOfLines = 1
  @exclusivity(unchecked) open var font: UIFont?
  @exclusivity(unchecked) open var textColor: UIColor?
  open var textAlignment = NSTextAlignment.natural

  open override var intrinsicContentSize: CGSize {
    CGSize(width: CGFloat((text ?? "").count * 9), height: 21)
  }
}
