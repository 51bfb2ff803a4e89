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
