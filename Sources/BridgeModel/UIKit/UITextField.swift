/// The callbacks of a `UITextField`, as UIKit's protocol (every method optional).
@MainActor public protocol UITextFieldDelegate: AnyObject {
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
  func textFieldDidChangeSelection(_ textField: UITextField)
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// The model's `UITextField` (fidelity C1–C3).
///
/// A programmatic `text =` sends no `.editingChanged` and no notification
/// (C1); it moves the caret to the end, and `textFieldDidChangeSelection`
/// follows per the `tfSelectionOnProgrammaticText` knob (C2). Typing sends
/// `shouldChangeCharactersIn`, applies the text, then `.editingChanged`, the
/// notification and the selection change (C3).
open class UITextField: UIControl {
  /// `UITextField.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UITextField {
    appearanceProxy(for: [ObjectIdentifier(UITextField.self)]) { UITextField(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UITextField {
    appearanceProxy(for: appearanceKey(UITextField.self, containerTypes)) { UITextField(frame: .zero) }
  }

  nonisolated deinit {}

  /// Border styles, accepted for source compatibility.
  public enum BorderStyle: Sendable { case none, line, bezel, roundedRect }

  public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")

  @exclusivity(unchecked) open weak var delegate: (any UITextFieldDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  @exclusivity(unchecked) open var placeholder: String?
  @exclusivity(unchecked) open var borderStyle = BorderStyle.none
  @exclusivity(unchecked) open var font: UIFont?
  @exclusivity(unchecked) open var textColor: UIColor?
  /// Keyboard traits (`UITextInputTraits`; storage only).
  @exclusivity(unchecked) public var _inputTraits = TextInputTraitValues()
  @exclusivity(unchecked) open var clearButtonMode = ViewMode.never
  @exclusivity(unchecked) open var textAlignment = NSTextAlignment.natural
  @exclusivity(unchecked) open var adjustsFontSizeToFitWidth = false
  @exclusivity(unchecked) open var leftView: UIView?
  @exclusivity(unchecked) open var rightView: UIView?
  @exclusivity(unchecked) open var leftViewMode = ViewMode.never
  @exclusivity(unchecked) open var rightViewMode = ViewMode.never
  @exclusivity(unchecked) open var attributedPlaceholder: NSAttributedString?
  /// A view shown above the keyboard while the field is first responder (storage only).
  @exclusivity(unchecked) open var inputAccessoryView: UIView?
  /// A view shown instead of the keyboard (storage only).
  @exclusivity(unchecked) open var inputView: UIView?

  /// When an overlay view (the clear button, `leftView`, `rightView`) shows.
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
  @exclusivity(unchecked) private(set) var storedText = ""
  /// The caret position, in characters.
  @exclusivity(unchecked) public private(set) var caretOffset = 0

  open var text: String? {
    get { storedText }
    set { setTextProgrammatically(newValue ?? "") }
  }

  override var elementKind: ElementKind? { .textField }
  open override var canBecomeFirstResponder: Bool { true }

  private func setTextProgrammatically(_ new: String) {
    let profile = world?.profile ?? .default
    let redundant = new == storedText
    let oldCaret = caretOffset
    storedText = new
    if !redundant || profile.equalTextSetter == .resetsCaret { caretOffset = new.utf16.count }
    let caretMoved = caretOffset != oldCaret
    let firesSelection: Bool
    switch profile.tfSelectionOnProgrammaticText {
    case .never: firesSelection = false
    case .ifFirstResponder: firesSelection = isFirstResponder && caretMoved
    case .always: firesSelection = true
    }
    var effects: SideEffects = []
    if caretMoved { effects.insert(.movedCaret) }
    if firesSelection { effects.insert(.firedSelectionCallback) }
    noteSetter(
      "text", value: quoted(new), redundant: redundant, effects: effects, callback: "textFieldDidChangeSelection")
    if firesSelection { notifySelectionChange() }
  }

  private func notifySelectionChange() {
    guard let delegate else { return noDelegate("textFieldDidChangeSelection") }
    callback("textFieldDidChangeSelection") { delegate.textFieldDidChangeSelection(self) }
  }

  // MARK: Responder

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard let window, !isFirstResponder else { return isFirstResponder }
    if let delegate {
      var allowed = true
      callback("textFieldShouldBeginEditing") { allowed = delegate.textFieldShouldBeginEditing(self) }
      guard allowed else { return false }
    }
    window.firstResponder?.resignFirstResponder()
    window.firstResponder = self
    if let delegate { callback("textFieldDidBeginEditing") { delegate.textFieldDidBeginEditing(self) } }
    sendActions(for: .editingDidBegin)
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder, let window else { return true }
    if let delegate, !window.isForcingResignation {
      var allowed = true
      callback("textFieldShouldEndEditing") { allowed = delegate.textFieldShouldEndEditing(self) }
      guard allowed else { return false }
    }
    window.firstResponder = nil
    if let delegate { callback("textFieldDidEndEditing") { delegate.textFieldDidEndEditing(self) } }
    sendActions(for: .editingDidEnd)
    return true
  }

  // MARK: User interaction

  /// The user types `string` at the caret (focusing the field first).
  func userType(_ string: String) {
    guard !string.isEmpty, isFirstResponder || becomeFirstResponder() else { return }
    let range = NSRange(location: caretOffset, length: 0)
    if let delegate {
      var allowed = true
      callback("textField(_:shouldChangeCharactersIn:replacementString:)") {
        allowed = delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string)
      }
      guard allowed else { return }
    }
    let index = storedText.index(utf16Offset: caretOffset)
    storedText.insert(contentsOf: string, at: index)
    caretOffset = min(caretOffset, storedText.utf16.count - string.utf16.count) + string.utf16.count
    userEditDidApply()
  }

  /// The user taps the clear button.
  func userClear() {
    guard !storedText.isEmpty, isFirstResponder || becomeFirstResponder() else { return }
    if let delegate {
      var allowed = true
      callback("textFieldShouldClear") { allowed = delegate.textFieldShouldClear(self) }
      guard allowed else { return }
    }
    storedText = ""
    caretOffset = 0
    userEditDidApply()
  }

  private func userEditDidApply() {
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    notifySelectionChange()
  }

  /// The user taps Return (focusing the field first): the delegate is asked
  /// `textFieldShouldReturn`; unless it answers false the field sends `.editingDidEndOnExit`,
  /// and with a target for that event it resigns first responder (F-RK1).
  func userReturn() {
    guard isFirstResponder || becomeFirstResponder() else { return }
    if let delegate {
      var proceeds = true
      callback("textFieldShouldReturn") { proceeds = delegate.textFieldShouldReturn(self) }
      guard proceeds else { return }
    }
    let resigns = hasActions(for: .editingDidEndOnExit)
    sendActions(for: .editingDidEndOnExit)
    if resigns { resignFirstResponder() }
  }

  /// The user taps inside the text, moving the caret to `offset`.
  func userMoveCaret(to offset: Int) {
    guard isFirstResponder || becomeFirstResponder() else { return }
    let target = min(max(0, offset), storedText.utf16.count)
    guard target != caretOffset else { return }
    caretOffset = target
    notifySelectionChange()
  }
}
