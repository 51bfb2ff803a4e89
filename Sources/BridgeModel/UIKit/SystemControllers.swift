/// A system controller whose view offers choices the user taps (a picker's "Cancel", a share
/// sheet's "Copy").
@MainActor protocol OffersChoices: UIViewController {}

extension OffersChoices {
  /// Puts one button per choice in the controller's view; each calls its choice with the controller.
  func addChoiceButtons(_ choices: [(title: String, choose: (Self) -> Void)]) {
    for choice in choices {
      let button = UIButton(title: choice.title)
      let choose = choice.choose
      button.addHandler({ [unowned(unsafe) self] _ in choose(self) }, for: .touchUpInside)
      view.addSubview(button)
    }
  }
}

extension UIImagePickerController: OffersChoices {}
extension UIActivityViewController: OffersChoices {}
extension UIAlertController: OffersChoices {}
extension SFSafariViewController: OffersChoices {}
extension MFMailComposeViewController: OffersChoices {}
extension UIDocumentPickerViewController: OffersChoices {}
extension QLPreviewController: OffersChoices {}
extension RPPreviewViewController: OffersChoices {}

extension UIViewController {
  /// A system controller dismissing itself (the user's "Done", "Cancel" or activity), as UIKit
  /// does: from its presenter, animated; `then` runs when the dismissal is over.
  func dismissItself(then: (() -> Void)? = nil) {
    guard let presenter = presentingViewController else {
      then?()
      return
    }
    presenter.dismiss(animated: true, completion: then)
  }
}

// MARK: UIImagePickerController

/// The callbacks of an image picker (both optional). The delegate dismisses the picker (Apple:
/// "The delegate also decides when to dismiss the picker interface"; FIDELITY F-IP1); the
/// defaults do nothing, so a delegate without them leaves the picker on screen.
@MainActor public protocol UIImagePickerControllerDelegate: AnyObject {
  func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) {}
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// The model's `UIImagePickerController`: its view offers "Choose" (one photo) and "Cancel";
/// each calls the delegate, which dismisses the picker; without a delegate the picker is
/// dismissed as soon as it has appeared (FIDELITY F-IP1). In UIKit it is a navigation
/// controller; here it is a plain controller (nothing is pushed onto it).
open class UIImagePickerController: UIViewController {
  nonisolated deinit {}

  public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
  public enum CameraCaptureMode: Int, Sendable { case photo, video }
  public enum CameraDevice: Int, Sendable { case rear, front }
  public enum CameraFlashMode: Int, Sendable { case off, auto, on }
  public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480 }

  /// What the picker hands the delegate.
  public struct InfoKey: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
    public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
  }

  @exclusivity(unchecked) open var sourceType = SourceType.photoLibrary
  @exclusivity(unchecked) open var mediaTypes = ["public.image"]
  @exclusivity(unchecked) open var allowsEditing = false
  @exclusivity(unchecked) open var cameraCaptureMode = CameraCaptureMode.photo
  @exclusivity(unchecked) open var cameraDevice = CameraDevice.rear
  @exclusivity(unchecked) open var cameraFlashMode = CameraFlashMode.auto
  @exclusivity(unchecked) open var showsCameraControls = true
  @exclusivity(unchecked) open var videoQuality = QualityType.typeMedium
  @exclusivity(unchecked) open weak var delegate:
    (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
  {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }

  /// Whether a source is there: the model is a device with a camera and a photo library.
  public class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { true }
  public class func availableMediaTypes(for sourceType: SourceType) -> [String]? { ["public.image", "public.movie"] }
  public class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { true }

  public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
  public convenience init() { self.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { return nil }

  open override func loadView() {
    super.loadView()
    addChoiceButtons([
      ("Choose", { $0.finish(picked: true) }),
      ("Cancel", { $0.finish(picked: false) }),
    ])
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // After the presentation has finished (a dismissal during it would be refused).
    guard delegate == nil, let world else { return }
    world.enqueueMain { [weak self] in
      guard let self, delegate == nil, presentingViewController != nil else { return }
      dismissItself()
    }
  }

  private func finish(picked: Bool) {
    guard let delegate else { return }
    if picked {
      var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: UIImage()]
      if allowsEditing { info[.editedImage] = UIImage() }
      if sourceType != .camera { info[.imageURL] = URL(fileURLWithPath: "/tmp/picked.jpeg") }
      callback("imagePickerController(_:didFinishPickingMediaWithInfo:)", announce: true) {
        delegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
      }
    } else {
      callback("imagePickerControllerDidCancel", announce: true) { delegate.imagePickerControllerDidCancel(self) }
    }
  }

  open func takePicture() {}
}

// MARK: UIActivityViewController

/// A service a share sheet offers; subclass it for an app's own (storage of what UIKit asks).
open class UIActivity {
  nonisolated deinit {}

  /// An activity's identifier.
  public struct ActivityType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
    public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
    public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
    public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
    public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
    public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
    public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
    public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
    public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
  }

  public enum Category: Int, Sendable { case action, share }

  public init() {}
  open class var activityCategory: Category { .action }
  open var activityType: ActivityType? { nil }
  open var activityTitle: String? { nil }
  open var activityImage: UIImage? { nil }
  open func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
  open func prepare(withActivityItems activityItems: [Any]) {}
  open func perform() { activityDidFinish(true) }
  open func activityDidFinish(_ completed: Bool) {}
}

/// The model's share sheet: its view offers "Copy" (the copy-to-pasteboard activity, unless
/// excluded) and "Close"; either dismisses the sheet, and `completionWithItemsHandler` runs
/// once the dismissal is over (FIDELITY F-AV1).
open class UIActivityViewController: UIViewController {
  nonisolated deinit {}

  public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

  public let activityItems: [Any]
  public let applicationActivities: [UIActivity]?
  @exclusivity(unchecked) open var excludedActivityTypes: [UIActivity.ActivityType]?
  @exclusivity(unchecked) open var completionWithItemsHandler: CompletionWithItemsHandler?

  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    self.applicationActivities = applicationActivities
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { return nil }

  open override func loadView() {
    super.loadView()
    var choices: [(title: String, choose: (UIActivityViewController) -> Void)] = []
    if !(excludedActivityTypes ?? []).contains(.copyToPasteboard) {
      choices.append(("Copy", { $0.finish(.copyToPasteboard) }))
    }
    choices.append(("Close", { $0.finish(nil) }))
    addChoiceButtons(choices)
  }

  private func finish(_ activity: UIActivity.ActivityType?) {
    dismissItself { [self] in
      guard let handler = completionWithItemsHandler else { return }
      callback("completionWithItemsHandler", announce: true) { handler(activity, activity != nil, nil, nil) }
    }
  }
}

// MARK: UIAlertController

/// An alert's button.
public final class UIAlertAction {
  nonisolated deinit {}
  public enum Style: Int, Sendable { case `default`, cancel, destructive }
  public let title: String?
  public let style: Style
  public var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// The model's `UIAlertController`: one button per action; tapping one dismisses the alert and
/// then runs the action's handler (FIDELITY F-AL2). Presented as any controller, so presenting
/// it while another presentation runs fails as UIKit's does (N9–N11).
open class UIAlertController: UIViewController {
  nonisolated deinit {}

  public enum Style: Int, Sendable { case actionSheet, alert }

  public let preferredStyle: Style
  @exclusivity(unchecked) open var message: String?
  @exclusivity(unchecked) public private(set) var actions: [UIAlertAction] = []
  @exclusivity(unchecked) public private(set) var textFields: [UITextField]?
  @exclusivity(unchecked) open var preferredAction: UIAlertAction?

  public init(title: String?, message: String?, preferredStyle: Style) {
    self.preferredStyle = preferredStyle
    self.message = message
    super.init(nibName: nil, bundle: nil)
    self.title = title
    modalPresentationStyle = .overFullScreen
  }

  public required init?(coder: NSCoder) { return nil }

  open func addAction(_ action: UIAlertAction) { actions.append(action) }

  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    let field = UITextField(frame: .zero)
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  open override func loadView() {
    super.loadView()
    for field in textFields ?? [] { view.addSubview(field) }
    addChoiceButtons(
      actions.map { action in
        (action.title ?? "OK", { $0.choose(action) })
      })
  }

  private func choose(_ action: UIAlertAction) {
    guard action.isEnabled else { return }
    dismissItself { [self] in
      guard let handler = action.handler else { return }
      callback("UIAlertAction handler", announce: true) { handler(action) }
    }
  }
}

// MARK: UIDocumentPickerViewController

/// The callbacks of a document picker (every one optional).
@MainActor public protocol UIDocumentPickerDelegate: AnyObject {
  func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
  func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
  public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
  public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

/// The model's document picker: its view offers "Open" (one document, of the first content
/// type) and "Cancel"; either dismisses the picker from its presenter, and the delegate hears
/// once the dismissal is over (FIDELITY.md F-DP1).
open class UIDocumentPickerViewController: UIViewController {
  nonisolated deinit {}

  public let contentTypes: [UTType]
  /// Whether picked documents are copied into the app's container (storage).
  public let asCopy: Bool
  @exclusivity(unchecked) public weak var delegate: (any UIDocumentPickerDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  @exclusivity(unchecked) open var allowsMultipleSelection = false
  @exclusivity(unchecked) open var shouldShowFileExtensions = false
  @exclusivity(unchecked) open var directoryURL: URL?

  public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
    self.contentTypes = contentTypes
    self.asCopy = asCopy
    super.init(nibName: nil, bundle: nil)
  }

  public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
    self.init(forOpeningContentTypes: contentTypes, asCopy: false)
  }

  /// A picker that exports `urls` (the user's "Open" picks where they go).
  public convenience init(forExporting urls: [URL], asCopy: Bool = false) {
    self.init(forOpeningContentTypes: [.item], asCopy: asCopy)
  }

  public required init?(coder: NSCoder) { return nil }

  open override func loadView() {
    super.loadView()
    addChoiceButtons([("Open", { $0.finish(picked: true) }), ("Cancel", { $0.finish(picked: false) })])
  }

  private func finish(picked: Bool) {
    let name = "document." + (contentTypes.first?.preferredFilenameExtension ?? "data")
    let url = URL(fileURLWithPath: "/tmp/Inbox").appendingPathComponent(name)
    dismissItself { [self] in
      guard let delegate else { return }
      if picked {
        callback("documentPicker(_:didPickDocumentsAt:)", announce: true) {
          delegate.documentPicker(self, didPickDocumentsAt: [url])
        }
      } else {
        callback("documentPickerWasCancelled(_:)", announce: true) { delegate.documentPickerWasCancelled(self) }
      }
    }
  }
}
