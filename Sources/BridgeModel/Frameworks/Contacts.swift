// Contacts and ContactsUI, as stand-ins: a contact store of nothing and a contact picker whose
// view offers the user a pick or Cancel (F-CN1). The model has no address book: a pick gives
// one made-up contact.

/// A contact (the fields apps read; a picked contact is "John Appleseed").
open class CNContact {
  nonisolated deinit {}
  public let identifier: String
  public let givenName: String
  public let familyName: String
  public let phoneNumbers: [CNLabeledValue<CNPhoneNumber>]
  public let emailAddresses: [CNLabeledValue<NSString>]
  public let organizationName: String = ""
  public let imageData: Data? = nil
  public let thumbnailImageData: Data? = nil
  public var imageDataAvailable: Bool { false }

  init(identifier: String, givenName: String, familyName: String, phone: String, email: String) {
    self.identifier = identifier
    self.givenName = givenName
    self.familyName = familyName
    phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: phone))]
    emailAddresses = [CNLabeledValue(label: CNLabelHome, value: email as NSString)]
  }

  public init() {
    (identifier, givenName, familyName) = ("", "", "")
    (phoneNumbers, emailAddresses) = ([], [])
  }

  /// What the model's picker gives.
  static func sample() -> CNContact {
    CNContact(
      identifier: "contact-1", givenName: "John", familyName: "Appleseed", phone: "888-555-5512",
      email: "john@example.com")
  }
}

// Keys apps ask a store or picker for (strings, as Apple's are), under Apple's names.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactIdentifierKey = "identifier"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactGivenNameKey = "givenName"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactFamilyNameKey = "familyName"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactPhoneNumbersKey = "phoneNumbers"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactEmailAddressesKey = "emailAddresses"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactImageDataKey = "imageData"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNContactOrganizationNameKey = "organizationName"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNLabelHome = "_$!<Home>!$_"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNLabelWork = "_$!<Work>!$_"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"

/// A key of a contact a fetch or picker asks for.
public typealias CNKeyDescriptor = NSString

/// A value with a label.
public final class CNLabeledValue<ValueType> {
  nonisolated deinit {}
  public let identifier = ""
  public let label: String?
  public let value: ValueType
  public init(label: String?, value: ValueType) { (self.label, self.value) = (label, value) }
}

public final class CNPhoneNumber {
  nonisolated deinit {}
  public let stringValue: String
  public init(stringValue: String) { self.stringValue = stringValue }
}

/// The property of a contact the user picked.
public final class CNContactProperty {
  nonisolated deinit {}
  public let contact: CNContact
  public let key: String
  public let value: Any?
  init(contact: CNContact, key: String, value: Any?) { (self.contact, self.key, self.value) = (contact, key, value) }
}

/// Formats a contact's name.
public final class CNContactFormatter {
  nonisolated deinit {}
  public enum Style: Int, Sendable { case fullName, phoneticFullName }
  public static func string(from contact: CNContact, style: Style) -> String? {
    let name = [contact.givenName, contact.familyName].filter { !$0.isEmpty }.joined(separator: " ")
    return name.isEmpty ? nil : name
  }
}

/// The contact store: the model's app has access and an empty address book.
public final class CNContactStore {
  nonisolated deinit {}
  public enum EntityType: Int, Sendable { case contacts }
  public enum AuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }
  public init() {}
  public static func authorizationStatus(for entityType: EntityType) -> AuthorizationStatus { .authorized }
  /// Granted; the handler runs later, on the main queue (Apple calls it on an arbitrary queue).
  public func requestAccess(for entityType: EntityType, completionHandler: @escaping (Bool, (any Error)?) -> Void) {
    guard let world = RunContext.current else { return completionHandler(true, nil) }
    world.enqueueBackground { completionHandler(true, nil) }
  }
}

/// What a contact picker tells (every method optional).
@MainActor public protocol CNContactPickerDelegate: AnyObject {
  func contactPickerDidCancel(_ picker: CNContactPickerViewController)
  func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact)
  func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty)
  func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact])
  func contactPicker(
    _ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty])
}

extension CNContactPickerDelegate {
  public func contactPickerDidCancel(_ picker: CNContactPickerViewController) {}
  public func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {}
  public func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty) {}
  public func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact]) {}
  public func contactPicker(
    _ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty]
  ) {}
}

/// The model's contact picker: its view offers "Select" (one contact) and "Cancel". Apple: "The
/// picker is dismissed automatically after a contact or property is picked", and Cancel
/// dismisses it too; the delegate hears once the dismissal is over (F-CN1). Apple's picker
/// offers multiple selection when the delegate implements the plural `didSelect contacts:`; the
/// model cannot see which methods a delegate implements, so it calls the single form unless
/// `selectsMultipleContacts` (model only) is set.
open class CNContactPickerViewController: UIViewController {
  nonisolated deinit {}

  @exclusivity(unchecked) public weak var delegate: (any CNContactPickerDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  @exclusivity(unchecked) open var displayedPropertyKeys: [String]?
  @exclusivity(unchecked) open var predicateForEnablingContact: NSPredicate?
  @exclusivity(unchecked) open var predicateForSelectionOfContact: NSPredicate?
  @exclusivity(unchecked) open var predicateForSelectionOfProperty: NSPredicate?
  /// Model only: the delegate hears the plural `didSelect contacts:` (see the class).
  @exclusivity(unchecked) open var selectsMultipleContacts = false

  public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
  public convenience init() { self.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { return nil }

  open override func loadView() {
    super.loadView()
    addChoiceButtons([("Select", { $0.finish(picked: true) }), ("Cancel", { $0.finish(picked: false) })])
  }

  private func finish(picked: Bool) {
    dismissItself { [self] in
      guard let delegate else { return }
      if !picked {
        callback("contactPickerDidCancel(_:)", announce: true) { delegate.contactPickerDidCancel(self) }
      } else if selectsMultipleContacts {
        callback("contactPicker(_:didSelect:)", announce: true) { delegate.contactPicker(self, didSelect: [.sample()]) }
      } else {
        callback("contactPicker(_:didSelect:)", announce: true) { delegate.contactPicker(self, didSelect: .sample()) }
      }
    }
  }
}

extension CNContactPickerViewController: OffersChoices {}
