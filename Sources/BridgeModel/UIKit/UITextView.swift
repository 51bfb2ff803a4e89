/// The callbacks of a `UITextView`, as UIKit's protocol (every method optional).
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  func textViewDidEndEditing(_ textView: UITextView)
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  func textViewDidChange(_ textView: UITextView)
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// The model's `UITextView` (fidelity C4, C5).
///
/// A programmatic `text =` never calls `textViewDidChange`; it calls
/// `textViewDidChangeSelection` synchronously when the caret moves as a result
/// (C4). Typing sends `shouldChangeTextIn`, applies the text, then the
/// selection change, then `textViewDidChange` and the notification (C5).
open class UITextView: UIScrollView {
  /// `UITextView.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UITextView {
    appearanceProxy(for: [ObjectIdentifier(UITextView.self)]) { UITextView(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UITextView {
    appearanceProxy(for: appearanceKey(UITextView.self, containerTypes)) { UITextView(frame: .zero) }
  }

  nonisolated deinit {}

  public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

  @exclusivity(unchecked) private weak var textDelegate: (any UITextViewDelegate)?
  @exclusivity(unchecked) open var font: UIFont?
  @exclusivity(unchecked) open var textColor: UIColor?
  open var isEditable = true
  /// Keyboard traits (`UITextInputTraits`; storage only).
  @exclusivity(unchecked) public var _inputTraits = TextInputTraitValues()
  /// Whether the user can select text (storage only: the model's user selects only in editable views).
  @exclusivity(unchecked) open var isSelectable = true
  @exclusivity(unchecked) open var textAlignment = NSTextAlignment.natural
  @exclusivity(unchecked) open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  @exclusivity(unchecked) open var clearsOnInsertion = false
  @exclusivity(unchecked) open var allowsEditingTextAttributes = false
  @exclusivity(unchecked) open var dataDetectorTypes = UIDataDetectorTypes()
  @exclusivity(unchecked) open var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
  @exclusivity(unchecked) open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  /// TextKit's objects, kept so code that sets their properties compiles (storage only).
  public private(set) lazy var textContainer = NSTextContainer()

  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A text view with this container (TextKit's layout is not modelled).
  public init(frame: CGRect, textContainer: NSTextContainer?) {
    super.init(frame: frame)
    if let textContainer { self.textContainer = textContainer }
  }

  public required init?(coder: NSCoder) { return nil }
  public private(set) lazy var layoutManager = NSLayoutManager()
  /// A view shown above the keyboard while the view is first responder (storage only).
  @exclusivity(unchecked) open var inputAccessoryView: UIView?
  /// A view shown instead of the keyboard (storage only).
  @exclusivity(unchecked) open var inputView: UIView?

  /// The text with attributes: reading gives `text` without attributes; setting it sets `text`
  /// (and tells the app as `text =` does).
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: storedText) }
    set { text = newValue?.string ?? "" }
  }
  private var storedText = ""
  private var selection = NSRange(location: 0, length: 0)

  /// The delegate (also the scroll view's delegate).
  open override var delegate: (any UIScrollViewDelegate)? {
    get { textDelegate }
    set {
      textDelegate = newValue as? any UITextViewDelegate
      super.delegate = newValue
    }
  }

  open var text: String! {
    get { storedText }
    set { setTextProgrammatically(newValue ?? "") }
  }

  /// The selected range; setting it moves the caret (and reports it, as a selection change).
  /// Put back where a redundant `text =` moved it from, it says so (F-C1c): an update that
  /// saves and restores the selection around the setter leaves the view as it was.
  open var selectedRange: NSRange {
    get { selection }
    set {
      let clamped = clamp(newValue)
      guard clamped != selection else { return }
      selection = clamped
      if let moved = caretBeforeRedundantText {
        caretBeforeRedundantText = nil
        if moved == clamped {
          noteSetter("selectedRange", value: "\(clamped.location)", redundant: false, effects: .restoredCaret)
        }
      }
      notifySelectionChange()
    }
  }

  /// Where the caret was when a redundant `text =` moved it to the end (until it moves again).
  @exclusivity(unchecked) private var caretBeforeRedundantText: NSRange?

  override var elementKind: ElementKind? { .textView }
  open override var canBecomeFirstResponder: Bool { isEditable }

  private func clamp(_ range: NSRange) -> NSRange {
    let length = storedText.utf16.count
    let location = min(max(0, range.location), length)
    return NSRange(location: location, length: min(max(0, range.length), length - location))
  }

  private func setTextProgrammatically(_ new: String) {
    let profile = world?.profile ?? .default
    let redundant = new == storedText
    let old = selection
    storedText = new
    if !redundant || profile.equalTextSetter == .resetsCaret {
      selection = NSRange(location: new.utf16.count, length: 0)
    }
    let moved = selection != old
    if redundant && moved {
      if caretBeforeRedundantText == nil { caretBeforeRedundantText = old }
    } else if !redundant {
      caretBeforeRedundantText = nil
    }
    let effects: SideEffects = moved ? [.movedCaret, .firedSelectionCallback] : []
    noteSetter(
      "text", value: quoted(new), redundant: redundant, effects: effects, callback: "textViewDidChangeSelection")
    if moved { notifySelectionChange() }
  }

  private func notifySelectionChange() {
    guard let delegate = textDelegate else { return }
    callback("textViewDidChangeSelection") { delegate.textViewDidChangeSelection(self) }
  }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard let window, isEditable, !isFirstResponder else { return isFirstResponder }
    if let delegate = textDelegate {
      var allowed = true
      callback("textViewShouldBeginEditing") { allowed = delegate.textViewShouldBeginEditing(self) }
      guard allowed else { return false }
    }
    window.firstResponder?.resignFirstResponder()
    window.firstResponder = self
    if let delegate = textDelegate {
      callback("textViewDidBeginEditing") { delegate.textViewDidBeginEditing(self) }
    }
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder, let window else { return true }
    if let delegate = textDelegate, !window.isForcingResignation {
      var allowed = true
      callback("textViewShouldEndEditing") { allowed = delegate.textViewShouldEndEditing(self) }
      guard allowed else { return false }
    }
    window.firstResponder = nil
    if let delegate = textDelegate {
      callback("textViewDidEndEditing") { delegate.textViewDidEndEditing(self) }
    }
    return true
  }

  // MARK: User interaction

  func userType(_ string: String) {
    guard !string.isEmpty, isFirstResponder || becomeFirstResponder() else { return }
    userReplace(selection, with: string)
  }

  func userClear() {
    guard !storedText.isEmpty, isFirstResponder || becomeFirstResponder() else { return }
    userReplace(NSRange(location: 0, length: storedText.utf16.count), with: "")
  }

  private func userReplace(_ range: NSRange, with string: String) {
    if let delegate = textDelegate {
      var allowed = true
      callback("textView(_:shouldChangeTextIn:replacementText:)") {
        allowed = delegate.textView(self, shouldChangeTextIn: range, replacementText: string)
      }
      guard allowed else { return }
    }
    let start = storedText.index(utf16Offset: range.location)
    let end = storedText.index(utf16Offset: range.location + range.length)
    storedText.replaceSubrange(start..<end, with: string)
    selection = NSRange(location: range.location + string.utf16.count, length: 0)
    notifySelectionChange()
    if let delegate = textDelegate {
      callback("textViewDidChange") { delegate.textViewDidChange(self) }
    } else {
      noDelegate("textViewDidChange")
    }
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
  }

  func userMoveCaret(to offset: Int) {
    guard isFirstResponder || becomeFirstResponder() else { return }
    selectedRange = NSRange(location: offset, length: 0)
  }
}

/// What a text view turns into links (storage only).
public struct UIDataDetectorTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
  public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
  public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
  public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// TextKit's text container (storage only).
public final class NSTextContainer {
  nonisolated deinit {}
  public var lineFragmentPadding: CGFloat = 5
  public var maximumNumberOfLines = 0
  public var widthTracksTextView = true
  public var heightTracksTextView = false
  public var size = CGSize.zero
  public var lineBreakMode = NSLineBreakMode.byWordWrapping
  public init() {}
  public convenience init(size: CGSize) {
    self.init()
    self.size = size
  }
}

/// How the user interacted with a link or attachment in a text view (storage only).
public enum UITextItemInteraction: Int, Sendable { case invokeDefaultAction, presentActions, preview }

/// TextKit's layout manager (storage only).
public final class NSLayoutManager {
  nonisolated deinit {}
  public var allowsNonContiguousLayout = false
  public var usesFontLeading = true
  init() {}
}

public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension NSAttributedString.Key {
  public static let font = NSAttributedString.Key("NSFont")
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  public static let kern = NSAttributedString.Key("NSKern")
  public static let link = NSAttributedString.Key("NSLink")
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
