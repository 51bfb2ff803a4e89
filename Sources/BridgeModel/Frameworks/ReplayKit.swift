// ReplayKit: the screen recorder and the preview of a recording that bridging code presents.
// Nothing is captured; what matters to a lifecycle is when the handlers run and who dismisses
// the preview (FIDELITY F-RP1).

/// The preview's callbacks (both optional).
@MainActor public protocol RPPreviewViewControllerDelegate: AnyObject {
  func previewControllerDidFinish(_ previewController: RPPreviewViewController)
  func previewController(
    _ previewController: RPPreviewViewController, didFinishWithActivityTypes activityTypes: Set<String>)
}

extension RPPreviewViewControllerDelegate {
  public func previewControllerDidFinish(_ previewController: RPPreviewViewController) {}
  public func previewController(
    _ previewController: RPPreviewViewController, didFinishWithActivityTypes activityTypes: Set<String>
  ) {}
}

/// The preview of a recording, made by `RPScreenRecorder.stopRecording`. Its view offers
/// "Save" and "Cancel"; each tells the delegate that the user is finished, and the app must
/// dismiss the preview itself: it is not dismissed for it (F-RP1).
open class RPPreviewViewController: UIViewController {
  nonisolated deinit {}

  public enum Mode: Int, Sendable { case preview, share }

  @exclusivity(unchecked) open weak var previewControllerDelegate: (any RPPreviewViewControllerDelegate)? {
    didSet {
      world?.noteWeakReference(owner: objectID, slot: "previewControllerDelegate", target: previewControllerDelegate)
    }
  }
  @exclusivity(unchecked) open var mode = Mode.preview

  init() { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { return nil }

  open override func loadView() {
    super.loadView()
    addChoiceButtons([
      ("Save", { $0.finish(activities: ["com.apple.UIKit.activity.SaveToCameraRoll"]) }),
      ("Cancel", { $0.finish(activities: []) }),
    ])
  }

  /// Tells the delegate the user is finished: with the activities chosen, then without (knob
  /// `replayPreviewCallbacks`).
  private func finish(activities: Set<String>) {
    guard let delegate = previewControllerDelegate else { return }
    if world?.profile.replayPreviewCallbacks != .didFinishOnly {
      callback("previewController(_:didFinishWithActivityTypes:)", announce: true) {
        delegate.previewController(self, didFinishWithActivityTypes: activities)
      }
    }
    callback("previewControllerDidFinish(_:)", announce: true) { delegate.previewControllerDidFinish(self) }
  }
}

/// The screen recorder's callbacks (optional).
@MainActor public protocol RPScreenRecorderDelegate: AnyObject {
  func screenRecorderDidChangeAvailability(_ screenRecorder: RPScreenRecorder)
}

extension RPScreenRecorderDelegate {
  public func screenRecorderDidChangeAvailability(_ screenRecorder: RPScreenRecorder) {}
}

/// The app's screen recorder: one per world (`shared()`), always available (the model's user
/// allows recording). `startRecording` and `stopRecording` change `isRecording` and call their
/// handlers in a later turn, never in the call; stopping gives a new preview, and stopping
/// when not recording gives no preview and an error (F-RP1).
public final class RPScreenRecorder {
  nonisolated deinit {}

  /// The world's recorder; outside a run, one made for the call.
  public class func shared() -> RPScreenRecorder {
    guard let world = RunContext.current else { return RPScreenRecorder() }
    if let recorder = world.screenRecorder { return recorder }
    let recorder = RPScreenRecorder()
    world.screenRecorder = recorder
    return recorder
  }

  @exclusivity(unchecked) public weak var delegate: (any RPScreenRecorderDelegate)?
  public var isAvailable: Bool { true }
  @exclusivity(unchecked) public private(set) var isRecording = false
  @exclusivity(unchecked) public var isMicrophoneEnabled = false
  @exclusivity(unchecked) public var isCameraEnabled = false

  init() {}

  /// Starts recording: `isRecording` becomes true and the handler is called in a later turn.
  public func startRecording(handler: (((any Error)?) -> Void)? = nil) {
    later {
      self.isRecording = true
      handler?(nil)
    }
  }

  /// Stops recording: in a later turn `isRecording` becomes false and the handler gets a new
  /// preview; when not recording, no preview and an error.
  public func stopRecording(handler: ((RPPreviewViewController?, (any Error)?) -> Void)? = nil) {
    later {
      guard self.isRecording else {
        handler?(nil, NSError(domain: RPRecordingErrorDomain, code: -5800))
        return
      }
      self.isRecording = false
      handler?(RPPreviewViewController(), nil)
    }
  }

  /// Discards the recording (the handler runs in a later turn).
  public func discardRecording(handler: @escaping () -> Void) { later(handler) }

  private func later(_ work: @escaping () -> Void) {
    guard let world = RunContext.current else { return work() }
    world.schedule(after: 0, .block(work), isSystem: true)
  }
}

/// The domain of ReplayKit's errors.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let RPRecordingErrorDomain = "com.apple.ReplayKit.RPRecordingErrorDomain"
