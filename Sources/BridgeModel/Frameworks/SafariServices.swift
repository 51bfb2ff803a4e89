// SafariServices and MessageUI: the two system controllers bridging code presents most.

/// The Safari view controller's callbacks (all optional).
@MainActor public protocol SFSafariViewControllerDelegate: AnyObject {
  func safariViewControllerDidFinish(_ controller: SFSafariViewController)
  func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
}

extension SFSafariViewControllerDelegate {
  public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
  public func safariViewController(
    _ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool
  ) {}
}

/// The model's `SFSafariViewController`: the initial page loads in a later turn (100 ms on the
/// virtual clock: `didCompleteInitialLoad`); its view offers "Done", which tells the delegate
/// and then dismisses the controller (FIDELITY F-SF1).
open class SFSafariViewController: UIViewController {
  nonisolated deinit {}

  public final class Configuration {
    nonisolated deinit {}
    public var entersReaderIfAvailable = false
    public var barCollapsingEnabled = true
    public init() {}
  }

  public enum DismissButtonStyle: Int, Sendable { case done, close, cancel }

  public let url: URL
  public let configuration: Configuration
  @exclusivity(unchecked) open weak var delegate: (any SFSafariViewControllerDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  @exclusivity(unchecked) open var preferredBarTintColor: UIColor?
  @exclusivity(unchecked) open var preferredControlTintColor: UIColor?
  @exclusivity(unchecked) open var dismissButtonStyle = DismissButtonStyle.done
  @exclusivity(unchecked) private var loadStarted = false

  public init(url: URL, configuration: Configuration = Configuration()) {
    self.url = url
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  public convenience init(url: URL, entersReaderIfAvailable: Bool) {
    let configuration = Configuration()
    configuration.entersReaderIfAvailable = entersReaderIfAvailable
    self.init(url: url, configuration: configuration)
  }

  public required init?(coder: NSCoder) { return nil }

  open override func loadView() {
    super.loadView()
    addChoiceButtons([("Done", { $0.userTapDone() })])
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard !loadStarted, let world else { return }
    loadStarted = true
    world.schedule(
      after: 100,
      .block { [weak self] in
        guard let self, let delegate else { return }
        callback("safariViewController(_:didCompleteInitialLoad:)", announce: true) {
          delegate.safariViewController(self, didCompleteInitialLoad: true)
        }
      }, isSystem: false)
  }

  private func userTapDone() {
    if let delegate {
      callback("safariViewControllerDidFinish", announce: true) { delegate.safariViewControllerDidFinish(self) }
    }
    dismissItself()
  }
}

/// The mail composer's result.
public enum MFMailComposeResult: Int, Sendable { case cancelled, saved, sent, failed }

/// The mail composer's callback.
@MainActor public protocol MFMailComposeViewControllerDelegate: AnyObject {
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
  public func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
  ) {}
}

/// The model's `MFMailComposeViewController`: its view offers "Send" and "Cancel"; each tells
/// the delegate, which must dismiss it: the composer is not dismissed automatically (FIDELITY
/// F-MC1). What the app fills in is kept.
open class MFMailComposeViewController: UIViewController {
  nonisolated deinit {}

  /// Whether a mail account is set up: the model's device has one.
  public class func canSendMail() -> Bool { true }

  @exclusivity(unchecked) open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "mailComposeDelegate", target: mailComposeDelegate) }
  }
  @exclusivity(unchecked) public private(set) var toRecipients: [String] = []
  @exclusivity(unchecked) public private(set) var ccRecipients: [String] = []
  @exclusivity(unchecked) public private(set) var bccRecipients: [String] = []
  @exclusivity(unchecked) public private(set) var subject = ""
  @exclusivity(unchecked) public private(set) var messageBody = ""
  @exclusivity(unchecked) public private(set) var attachmentCount = 0

  public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
  public convenience init() { self.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { return nil }

  open func setToRecipients(_ recipients: [String]?) { toRecipients = recipients ?? [] }
  open func setCcRecipients(_ recipients: [String]?) { ccRecipients = recipients ?? [] }
  open func setBccRecipients(_ recipients: [String]?) { bccRecipients = recipients ?? [] }
  open func setSubject(_ subject: String) { self.subject = subject }
  open func setMessageBody(_ body: String, isHTML: Bool) { messageBody = body }
  open func setPreferredSendingEmailAddress(_ emailAddress: String) {}
  open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
    attachmentCount += 1
  }

  open override func loadView() {
    super.loadView()
    addChoiceButtons([
      ("Send", { $0.finish(.sent) }),
      ("Cancel", { $0.finish(.cancelled) }),
    ])
  }

  private func finish(_ result: MFMailComposeResult) {
    guard let delegate = mailComposeDelegate else { return }
    callback("mailComposeController(_:didFinishWith:error:)", announce: true) {
      delegate.mailComposeController(self, didFinishWith: result, error: nil)
    }
  }
}
