// System controllers a representable presents, as stand-ins whose views offer the user's choices:
// the message composer (MessageUI), EventKitUI's event editor, UIKit's colour and font pickers,
// and VisionKit's data scanner (F-SP1). Who dismisses each follows Apple's documentation.

// MARK: MessageUI: text messages

public enum MessageComposeResult: Int, Sendable { case cancelled, sent, failed }

/// The message composer's callback.
@MainActor public protocol MFMessageComposeViewControllerDelegate: AnyObject {
  func messageComposeViewController(
    _ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The model's `MFMessageComposeViewController`: its view offers "Send" and "Cancel"; each tells
/// the delegate, which must dismiss it: Apple: "The message compose view controller isn't
/// dismissed automatically" (F-SP1). What the app fills in is kept.
open class MFMessageComposeViewController: UIViewController {
  nonisolated deinit {}

  /// Whether the device can send text messages: the model's can.
  public class func canSendText() -> Bool { true }
  public class func canSendSubject() -> Bool { true }
  public class func canSendAttachments() -> Bool { true }

  @exclusivity(unchecked) open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)? {
    didSet {
      world?.noteWeakReference(owner: objectID, slot: "messageComposeDelegate", target: messageComposeDelegate)
    }
  }
  @exclusivity(unchecked) open var recipients: [String]?
  @exclusivity(unchecked) open var body: String?
  @exclusivity(unchecked) open var subject: String?
  @exclusivity(unchecked) public private(set) var attachmentCount = 0

  public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
  public convenience init() { self.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { return nil }

  @discardableResult
  open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool {
    attachmentCount += 1
    return true
  }

  @discardableResult
  open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool {
    attachmentCount += 1
    return true
  }

  open override func loadView() {
    super.loadView()
    addChoiceButtons([("Send", { $0.finish(.sent) }), ("Cancel", { $0.finish(.cancelled) })])
  }

  private func finish(_ result: MessageComposeResult) {
    guard let delegate = messageComposeDelegate else { return }
    callback("messageComposeViewController(_:didFinishWith:)", announce: true) {
      delegate.messageComposeViewController(self, didFinishWith: result)
    }
  }
}

extension MFMessageComposeViewController: OffersChoices {}

// MARK: UIKit's colour picker

/// The colour picker's callbacks (every method optional).
@MainActor public protocol UIColorPickerViewControllerDelegate: AnyObject {
  func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
  func colorPickerViewController(
    _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
  func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
  public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
  public func colorPickerViewController(
    _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
  ) {}
  public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

/// The model's colour picker: its view offers "Choose Color" (the system blue, a non-continuous
/// pick) and "Close". Apple: the close button dismisses the picker, and then
/// `colorPickerViewControllerDidFinish` is called; a selection tells the delegate at once (both
/// the iOS 15 method and the iOS 14 one: the model cannot see which one the delegate has).
/// Setting `selectedColor` by code tells nobody (F-SP1).
open class UIColorPickerViewController: UIViewController {
  nonisolated deinit {}

  @exclusivity(unchecked) open weak var delegate: (any UIColorPickerViewControllerDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  @exclusivity(unchecked) open var selectedColor = UIColor.white
  @exclusivity(unchecked) open var supportsAlpha = true

  public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
  public convenience init() { self.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { return nil }

  open override func loadView() {
    super.loadView()
    addChoiceButtons([("Choose Color", { $0.choose() }), ("Close", { $0.close() })])
  }

  private func choose() {
    selectedColor = .systemBlue
    guard let delegate else { return }
    callback("colorPickerViewController(_:didSelect:continuously:)", announce: true) {
      delegate.colorPickerViewController(self, didSelect: .systemBlue, continuously: false)
    }
    callback("colorPickerViewControllerDidSelectColor(_:)") { delegate.colorPickerViewControllerDidSelectColor(self) }
  }

  private func close() {
    dismissItself { [self] in
      guard let delegate else { return }
      callback("colorPickerViewControllerDidFinish(_:)", announce: true) {
        delegate.colorPickerViewControllerDidFinish(self)
      }
    }
  }
}

extension UIColorPickerViewController: OffersChoices {}

// MARK: UIKit's font picker

/// A font's description (its family and name).
public final class UIFontDescriptor {
  nonisolated deinit {}
  public let fontFamily: String
  public let postscriptName: String
  public init(name: String, size: CGFloat) { (fontFamily, postscriptName) = (name, name) }
  public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
    UIFontDescriptor(name: "SF Pro", size: 17)
  }
}

/// The font picker's callbacks (both optional).
@MainActor public protocol UIFontPickerViewControllerDelegate: AnyObject {
  func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
  func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
  public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
  public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}

/// The model's font picker: its view offers "Choose Font" (Helvetica) and "Cancel", each telling
/// the delegate. Apple does not say who dismisses the picker: knob `fontPickerDismissal` =
/// `byDelegate` (default: most apps' delegates dismiss it) | `automatic` (F-SP1).
open class UIFontPickerViewController: UIViewController {
  nonisolated deinit {}

  public struct Configuration {
    public var includeFaces = false
    public var displayUsingSystemFont = false
    public var filteredTraits: UInt32 = 0
    public init() {}
  }

  @exclusivity(unchecked) open weak var delegate: (any UIFontPickerViewControllerDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  public let configuration: Configuration
  @exclusivity(unchecked) open var selectedFontDescriptor: UIFontDescriptor?

  public init(configuration: Configuration = Configuration()) {
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) { return nil }

  open override func loadView() {
    super.loadView()
    addChoiceButtons([("Choose Font", { $0.finish(picked: true) }), ("Cancel", { $0.finish(picked: false) })])
  }

  private func finish(picked: Bool) {
    if picked { selectedFontDescriptor = UIFontDescriptor(name: "Helvetica", size: 17) }
    let tell = { [self] in
      guard let delegate else { return }
      if picked {
        callback("fontPickerViewControllerDidPickFont(_:)", announce: true) {
          delegate.fontPickerViewControllerDidPickFont(self)
        }
      } else {
        callback("fontPickerViewControllerDidCancel(_:)", announce: true) {
          delegate.fontPickerViewControllerDidCancel(self)
        }
      }
    }
    if world?.profile.fontPickerDismissal == .automatic { dismissItself(then: tell) } else { tell() }
  }
}

extension UIFontPickerViewController: OffersChoices {}

// MARK: EventKit and EventKitUI

public enum EKEntityType: Int, Sendable { case event, reminder }
public enum EKAuthorizationStatus: Int, Sendable {
  case notDetermined, restricted, denied, fullAccess, writeOnly
  public static let authorized = EKAuthorizationStatus.fullAccess
}
public enum EKSpan: Int, Sendable { case thisEvent, futureEvents }

/// A calendar (storage only).
public final class EKCalendar {
  nonisolated deinit {}
  public var title: String
  public var cgColor: CGColor?
  public let calendarIdentifier: String
  init(title: String) {
    self.title = title
    calendarIdentifier = "calendar-\(title)"
  }
}

/// An alarm of an event (storage only).
public final class EKAlarm {
  nonisolated deinit {}
  public let relativeOffset: TimeInterval
  public init(relativeOffset offset: TimeInterval) { relativeOffset = offset }
  public convenience init(absoluteDate date: Date) { self.init(relativeOffset: 0) }
}

/// A calendar event (storage only).
open class EKEvent {
  nonisolated deinit {}
  public let eventStore: EKEventStore
  @exclusivity(unchecked) open var title: String?
  @exclusivity(unchecked) open var startDate: Date?
  @exclusivity(unchecked) open var endDate: Date?
  @exclusivity(unchecked) open var isAllDay = false
  @exclusivity(unchecked) open var notes: String?
  @exclusivity(unchecked) open var location: String?
  @exclusivity(unchecked) open var url: URL?
  @exclusivity(unchecked) open var calendar: EKCalendar?
  @exclusivity(unchecked) open var alarms: [EKAlarm]?
  @exclusivity(unchecked) public internal(set) var eventIdentifier: String?
  public init(eventStore: EKEventStore) { self.eventStore = eventStore }
  open func addAlarm(_ alarm: EKAlarm) { alarms = (alarms ?? []) + [alarm] }
}

/// The calendar database: the model's app has full access and a "Calendar" calendar; saved
/// events are kept in memory. Access requests complete on the main queue in a later turn (Apple:
/// "on an arbitrary queue").
public final class EKEventStore {
  nonisolated deinit {}
  public private(set) var savedEvents: [EKEvent] = []
  public let defaultCalendarForNewEvents: EKCalendar? = EKCalendar(title: "Calendar")
  public init() {}

  public static func authorizationStatus(for entityType: EKEntityType) -> EKAuthorizationStatus { .fullAccess }

  public func requestAccess(to entityType: EKEntityType, completion: @escaping (Bool, (any Error)?) -> Void) {
    grant(completion)
  }
  public func requestFullAccessToEvents(completion: @escaping (Bool, (any Error)?) -> Void) { grant(completion) }
  public func requestWriteOnlyAccessToEvents(completion: @escaping (Bool, (any Error)?) -> Void) { grant(completion) }
  public func requestAccess(to entityType: EKEntityType) async throws -> Bool { true }
  public func requestFullAccessToEvents() async throws -> Bool { true }
  public func requestWriteOnlyAccessToEvents() async throws -> Bool { true }

  private func grant(_ completion: @escaping (Bool, (any Error)?) -> Void) {
    guard let world = RunContext.current else { return completion(true, nil) }
    world.enqueueBackground { completion(true, nil) }
  }

  public func calendars(for entityType: EKEntityType) -> [EKCalendar] {
    [defaultCalendarForNewEvents].compactMap { $0 }
  }
  public func save(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {
    if !savedEvents.contains(where: { $0 === event }) { savedEvents.append(event) }
    if event.eventIdentifier == nil { event.eventIdentifier = "event-\(savedEvents.count)" }
  }
  public func remove(_ event: EKEvent, span: EKSpan, commit: Bool = true) throws {
    savedEvents.removeAll { $0 === event }
  }
  public func event(withIdentifier identifier: String) -> EKEvent? {
    savedEvents.first { $0.eventIdentifier == identifier }
  }
}

public enum EKEventEditViewAction: Int, Sendable { case canceled, saved, deleted }

/// The event editor's callback.
@MainActor public protocol EKEventEditViewDelegate: AnyObject {
  func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction)
}

/// The model's event editor (a navigation controller, as Apple's): its form's navigation bar
/// offers "Add" (saves the event to the store) and "Cancel"; each tells the delegate, which must
/// dismiss the editor (Apple's sample and header: the delegate dismisses it, F-SP1).
open class EKEventEditViewController: UINavigationController {
  nonisolated deinit {}

  @exclusivity(unchecked) open weak var editViewDelegate: (any EKEventEditViewDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "editViewDelegate", target: editViewDelegate) }
  }
  @exclusivity(unchecked) open var eventStore: EKEventStore?
  @exclusivity(unchecked) open var event: EKEvent?

  public init() {
    super.init(rootViewController: UIViewController())
    let form = viewControllers[0]
    form.navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .cancel, target: self, action: EKEventEditViewController.cancelTapped)
    form.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Add", style: .done, target: self, action: EKEventEditViewController.addTapped)
  }

  public required init?(coder: NSCoder) { return nil }

  /// Ends editing without telling the delegate (the caller dismisses the editor).
  open func cancelEditing() {}

  private func cancelTapped() { finish(.canceled) }

  private func addTapped() {
    if let event { try? (eventStore ?? event.eventStore).save(event, span: .thisEvent) }
    finish(.saved)
  }

  private func finish(_ action: EKEventEditViewAction) {
    guard let delegate = editViewDelegate else { return }
    callback("eventEditViewController(_:didCompleteWith:)", announce: true) {
      delegate.eventEditViewController(self, didCompleteWith: action)
    }
  }
}

// MARK: VisionKit's data scanner

/// What a data scanner recognizes (storage only: the model's camera sees nothing).
public enum RecognizedItem: Sendable {
  case text(Text)
  case barcode(Barcode)
  public struct Text: Sendable {
    public let transcript: String
  }
  public struct Barcode: Sendable {
    public let payloadStringValue: String?
  }
}

/// The data scanner's callbacks (every method optional; the model's scanner never calls them:
/// its camera recognizes nothing).
@MainActor public protocol DataScannerViewControllerDelegate: AnyObject {
  func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem)
}

extension DataScannerViewControllerDelegate {
  public func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem) {}
}

/// VisionKit's live scanner: supported and available on the model's device; scanning starts and
/// stops, and nothing is ever recognized (F-SP1).
open class DataScannerViewController: UIViewController {
  nonisolated deinit {}
  public enum RecognizedDataType: Sendable, Hashable {
    case text(languages: [String] = [], textContentType: TextContentType? = nil)
    case barcode(symbologies: [VNBarcodeSymbology] = [])
  }
  public enum TextContentType: Sendable, Hashable {
    case dateTimeDuration, emailAddress, flightNumber, fullStreetAddress, shipmentTrackingNumber, telephoneNumber, url
  }
  public enum QualityLevel: Sendable { case balanced, fast, accurate }
  public enum ScanningUnavailable: Error, Sendable { case unsupported, cameraRestricted }

  public static var isSupported: Bool { true }
  public static var isAvailable: Bool { true }
  @exclusivity(unchecked) open weak var delegate: (any DataScannerViewControllerDelegate)?
  public private(set) var isScanning = false
  public let recognizedDataTypes: [RecognizedDataType]

  public init(
    recognizedDataTypes: Set<AnyHashable> = [], qualityLevel: QualityLevel = .balanced,
    recognizesMultipleItems: Bool = false, isHighFrameRateTrackingEnabled: Bool = true,
    isPinchToZoomEnabled: Bool = true, isGuidanceEnabled: Bool = true, isHighlightingEnabled: Bool = false
  ) {
    self.recognizedDataTypes = []
    super.init(nibName: nil, bundle: nil)
  }

  public init(
    recognizedDataTypes: [RecognizedDataType], qualityLevel: QualityLevel = .balanced,
    recognizesMultipleItems: Bool = false, isHighFrameRateTrackingEnabled: Bool = true,
    isPinchToZoomEnabled: Bool = true, isGuidanceEnabled: Bool = true, isHighlightingEnabled: Bool = false
  ) {
    self.recognizedDataTypes = recognizedDataTypes
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { return nil }

  open func startScanning() throws { isScanning = true }
  open func stopScanning() { isScanning = false }
}

/// A barcode symbology (Vision's names; storage only).
nonisolated public struct VNBarcodeSymbology: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let aztec = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyAztec")
  public static let codabar = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCodabar")
  public static let code39 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39")
  public static let code39Checksum = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39Checksum")
  public static let code39FullASCII = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39FullASCII")
  public static let code39FullASCIIChecksum = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39FullASCIIChecksum")
  public static let code93 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode93")
  public static let code93i = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode93i")
  public static let code128 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode128")
  public static let dataMatrix = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyDataMatrix")
  public static let ean8 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyEAN8")
  public static let ean13 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyEAN13")
  public static let gs1DataBar = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyGS1DataBar")
  public static let gs1DataBarExpanded = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyGS1DataBarExpanded")
  public static let gs1DataBarLimited = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyGS1DataBarLimited")
  public static let i2of5 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyI2of5")
  public static let i2of5Checksum = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyI2of5Checksum")
  public static let itf14 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyITF14")
  public static let microPDF417 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMicroPDF417")
  public static let microQR = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMicroQR")
  public static let msiPlessey = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMSIPlessey")
  public static let pdf417 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyPDF417")
  public static let qr = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyQR")
  public static let upce = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyUPCE")
}
