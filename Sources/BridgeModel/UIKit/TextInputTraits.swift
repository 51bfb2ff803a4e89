/// The keyboard and text-entry traits of `UITextField`, `UITextView` and `UISearchBar`, as
/// UIKit's `UITextInputTraits` protocol. Storage only: the model has no keyboard, and UIKit reads
/// them when the view next becomes first responder (FIDELITY F-TX3), so no setter calls the app.
@MainActor public protocol UITextInputTraits: AnyObject {
  /// The traits' storage (the model's; use the properties).
  var _inputTraits: TextInputTraitValues { get set }
}

/// Where `UITextInputTraits` keeps its values: one field per view, no allocation.
public struct TextInputTraitValues: Sendable {
  var keyboardType = UIKeyboardType.default
  var keyboardAppearance = UIKeyboardAppearance.default
  var returnKeyType = UIReturnKeyType.default
  var autocapitalizationType = UITextAutocapitalizationType.sentences
  var autocorrectionType = UITextAutocorrectionType.default
  var spellCheckingType = UITextSpellCheckingType.default
  var smartQuotesType = UITextSmartQuotesType.default
  var smartDashesType = UITextSmartDashesType.default
  var textContentType: UITextContentType?
  var enablesReturnKeyAutomatically = false
  var isSecureTextEntry = false
  public init() {}
}

extension UITextInputTraits {
  public var keyboardType: UIKeyboardType {
    get { _inputTraits.keyboardType }
    set { _inputTraits.keyboardType = newValue }
  }
  public var keyboardAppearance: UIKeyboardAppearance {
    get { _inputTraits.keyboardAppearance }
    set { _inputTraits.keyboardAppearance = newValue }
  }
  public var returnKeyType: UIReturnKeyType {
    get { _inputTraits.returnKeyType }
    set { _inputTraits.returnKeyType = newValue }
  }
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { _inputTraits.autocapitalizationType }
    set { _inputTraits.autocapitalizationType = newValue }
  }
  public var autocorrectionType: UITextAutocorrectionType {
    get { _inputTraits.autocorrectionType }
    set { _inputTraits.autocorrectionType = newValue }
  }
  public var spellCheckingType: UITextSpellCheckingType {
    get { _inputTraits.spellCheckingType }
    set { _inputTraits.spellCheckingType = newValue }
  }
  public var smartQuotesType: UITextSmartQuotesType {
    get { _inputTraits.smartQuotesType }
    set { _inputTraits.smartQuotesType = newValue }
  }
  public var smartDashesType: UITextSmartDashesType {
    get { _inputTraits.smartDashesType }
    set { _inputTraits.smartDashesType = newValue }
  }
  public var textContentType: UITextContentType! {
    get { _inputTraits.textContentType }
    set { _inputTraits.textContentType = newValue }
  }
  public var enablesReturnKeyAutomatically: Bool {
    get { _inputTraits.enablesReturnKeyAutomatically }
    set { _inputTraits.enablesReturnKeyAutomatically = newValue }
  }
  public var isSecureTextEntry: Bool {
    get { _inputTraits.isSecureTextEntry }
    set { _inputTraits.isSecureTextEntry = newValue }
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }
public enum UIReturnKeyType: Int, Sendable {
  case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }

/// What a text view holds, for AutoFill (`.username`, `.oneTimeCode`…).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let name = UITextContentType("name")
  public static let username = UITextContentType("username")
  public static let password = UITextContentType("password")
  public static let newPassword = UITextContentType("new-password")
  public static let oneTimeCode = UITextContentType("one-time-code")
  public static let emailAddress = UITextContentType("email")
  public static let telephoneNumber = UITextContentType("tel")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let URL = UITextContentType("url")
  public static let fullStreetAddress = UITextContentType("street-address")
  public static let postalCode = UITextContentType("postal-code")
}

extension UITextField: UITextInputTraits {}
extension UITextView: UITextInputTraits {}
extension UISearchBar: UITextInputTraits {}

extension UIView {
  /// Asks the first responder in this view's subtree (this view included) to resign, and
  /// returns whether it did (or whether there was none). With `force`, its delegate's should-end
  /// method is not asked: "the text field is never even asked; it is forced to resign" (F-TX2).
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder as? UIView, responder.isDescendant(of: self) else {
      return true
    }
    window.isForcingResignation = force
    defer { window.isForcingResignation = false }
    return responder.resignFirstResponder()
  }
}

/// A position in a text input's text: a UTF-16 offset from its start (F-T1).
public final class UITextPosition {
  nonisolated deinit {}
  let offset: Int
  init(offset: Int) { self.offset = offset }
}

/// A range of a text input's text.
public final class UITextRange {
  nonisolated deinit {}
  public let start: UITextPosition
  public let end: UITextPosition
  public var isEmpty: Bool { start.offset == end.offset }
  init(start: UITextPosition, end: UITextPosition) { (self.start, self.end) = (start, end) }
}

/// Reading positions and ranges of a text field's or text view's text (part of UIKit's
/// `UITextInput`). The model's keyboard composes no marked text (`markedTextRange` is nil).
@MainActor public protocol _TextPositions: AnyObject {
  var _utf16Count: Int { get }
  var _selection: NSRange { get }
}

extension _TextPositions {
  /// Always nil: the model's keyboard has no input method composing marked text.
  public var markedTextRange: UITextRange? { nil }
  public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
  public var endOfDocument: UITextPosition { UITextPosition(offset: _utf16Count) }
  /// The selection (a caret is an empty range).
  public var selectedTextRange: UITextRange? {
    UITextRange(
      start: UITextPosition(offset: _selection.location),
      end: UITextPosition(offset: _selection.location + _selection.length))
  }
  public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    let target = position.offset + offset
    return (0..._utf16Count).contains(target) ? UITextPosition(offset: target) : nil
  }
  public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
  public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
    UITextRange(start: fromPosition, end: toPosition)
  }
  public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
    position.offset < other.offset
      ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
  }
}

extension UITextField: _TextPositions {
  public var _utf16Count: Int { storedText.utf16.count }
  public var _selection: NSRange { NSRange(location: caretOffset, length: 0) }
}

extension UITextView: _TextPositions {
  public var _utf16Count: Int { (text ?? "").utf16.count }
  public var _selection: NSRange { selectedRange }
}
