// AVFoundation and AVKit, as stand-ins without media: players and capture sessions keep their
// state, layers keep their player or session, and nothing is decoded or captured.

/// How a layer fits video into its bounds.
public struct AVLayerVideoGravity: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
  public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
  public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

/// A media time (seconds at a timescale).
public struct CMTime: Equatable, Sendable {
  public var value: Int64
  public var timescale: Int32
  public init(value: Int64, timescale: Int32) { (self.value, self.timescale) = (value, timescale) }
  public init(seconds: Double, preferredTimescale: Int32) {
    self.init(value: Int64(seconds * Double(preferredTimescale)), timescale: preferredTimescale)
  }
  public static let zero = CMTime(value: 0, timescale: 1)
  public var seconds: Double { timescale == 0 ? 0 : Double(value) / Double(timescale) }
}

/// A media asset (its URL only; nothing is loaded).
open class AVAsset {
  nonisolated deinit {}
  public let url: URL?
  init(assetURL: URL?) { url = assetURL }
  public convenience init(url: URL) { self.init(assetURL: url) }
}

/// An asset at a URL.
open class AVURLAsset: AVAsset {
  nonisolated deinit {}
  public init(url: URL, options: [String: Any]? = nil) { super.init(assetURL: url) }
}

/// A media item a player plays (its URL only).
open class AVPlayerItem {
  nonisolated deinit {}
  public let url: URL?
  public let asset: AVAsset
  public init(url: URL) {
    self.url = url
    asset = AVAsset(assetURL: url)
  }
  public init(asset: AVAsset) {
    url = asset.url
    self.asset = asset
  }
  /// Posted when an item plays to its end (never, in the model: nothing plays).
  public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
}

/// The model's `AVPlayer`: `play()` and `pause()` set `rate`; nothing is decoded. An `NSObject`,
/// as Apple's (so players compare with `==`).
open class AVPlayer: NSObject {
  nonisolated deinit {}

  public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }

  @exclusivity(unchecked) public private(set) var currentItem: AVPlayerItem?
  @exclusivity(unchecked) open var rate: Float = 0
  @exclusivity(unchecked) open var volume: Float = 1
  @exclusivity(unchecked) open var isMuted = false
  @exclusivity(unchecked) private var position = CMTime.zero

  public override init() { super.init() }
  public init(url: URL) {
    currentItem = AVPlayerItem(url: url)
    super.init()
  }
  public init(playerItem item: AVPlayerItem?) {
    currentItem = item
    super.init()
  }

  /// What the player does when its item ends (storage only: nothing plays to an end).
  public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }
  @exclusivity(unchecked) open var actionAtItemEnd = ActionAtItemEnd.pause

  public var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }
  open func play() { rate = 1 }
  open func pause() { rate = 0 }
  open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
  open func currentTime() -> CMTime { position }
  open func seek(to time: CMTime) { position = time }
}

/// A player of a queue of items: the first is current; `advanceToNextItem()` moves on.
open class AVQueuePlayer: AVPlayer {
  nonisolated deinit {}
  @exclusivity(unchecked) private var queue: [AVPlayerItem] = []
  public override init() { super.init() }
  public init(items: [AVPlayerItem]) {
    queue = items
    super.init(playerItem: items.first)
  }
  public override convenience init(playerItem item: AVPlayerItem?) { self.init(items: item.map { [$0] } ?? []) }
  open func items() -> [AVPlayerItem] { queue }
  open func advanceToNextItem() {
    if !queue.isEmpty { queue.removeFirst() }
    replaceCurrentItem(with: queue.first)
  }
  open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
    if let afterItem, let index = queue.firstIndex(where: { $0 === afterItem }) {
      queue.insert(item, at: index + 1)
    } else {
      queue.append(item)
    }
    if queue.count == 1 { replaceCurrentItem(with: item) }
  }
  open func remove(_ item: AVPlayerItem) { queue.removeAll { $0 === item } }
  open func removeAllItems() {
    queue.removeAll()
    replaceCurrentItem(with: nil)
  }
}

/// Loops an item on a queue player: it puts the item in the player's queue; nothing plays to an
/// end in the model, so it never loops (`loopCount` stays 0).
public final class AVPlayerLooper {
  nonisolated deinit {}
  public enum Status: Int, Sendable { case unknown, ready, failed, cancelled }
  @exclusivity(unchecked) public private(set) var status = Status.ready
  @exclusivity(unchecked) public private(set) var loopCount = 0
  public let templateItem: AVPlayerItem
  public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {
    templateItem = itemToLoop
    player.insert(itemToLoop, after: nil)
  }
  public func disableLooping() { status = .cancelled }
}

/// A layer that shows a player's video (storage only).
open class AVPlayerLayer: CALayer {
  nonisolated deinit {}
  @exclusivity(unchecked) open var player: AVPlayer?
  @exclusivity(unchecked) open var videoGravity = AVLayerVideoGravity.resizeAspect
  public required init() { super.init() }
  public convenience init(player: AVPlayer?) {
    self.init()
    self.player = player
  }
  public var isReadyForDisplay: Bool { player?.currentItem != nil }
}

/// The model's `AVPlayerViewController`: a controller that holds a player (storage only).
open class AVPlayerViewController: UIViewController {
  nonisolated deinit {}
  @exclusivity(unchecked) open var player: AVPlayer?
  @exclusivity(unchecked) open var showsPlaybackControls = true
  @exclusivity(unchecked) open var videoGravity = AVLayerVideoGravity.resizeAspect
  @exclusivity(unchecked) open var allowsPictureInPicturePlayback = true
  @exclusivity(unchecked) open var canStartPictureInPictureAutomaticallyFromInline = false
  @exclusivity(unchecked) open var requiresLinearPlayback = false
  @exclusivity(unchecked) open var showsTimecodes = false
  @exclusivity(unchecked) open var entersFullScreenWhenPlaybackBegins = false
  @exclusivity(unchecked) open var exitsFullScreenWhenPlaybackEnds = false
  /// Stored (Live Text over paused video; nothing is analysed).
  @exclusivity(unchecked) open var allowsVideoFrameAnalysis = true
  /// Stored (the model has no Now Playing info center).
  @exclusivity(unchecked) open var updatesNowPlayingInfoCenter = true
  public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
  public convenience init() { self.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { return nil }
}

public struct AVMediaType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let video = AVMediaType(rawValue: "vide")
  public static let audio = AVMediaType(rawValue: "soun")
}

public enum AVAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized }

/// A camera or microphone.
public final class AVCaptureDevice {
  nonisolated deinit {}
  public enum Position: Int, Sendable { case unspecified, back, front }
  public struct DeviceType: Hashable, Sendable {
    let rawValue: String
    public static let builtInWideAngleCamera = DeviceType(rawValue: "wide")
  }
  public let position: Position
  init(position: Position) { self.position = position }
  public static func `default`(for mediaType: AVMediaType?) -> AVCaptureDevice? { AVCaptureDevice(position: .back) }
  public static func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position)
    -> AVCaptureDevice?
  { AVCaptureDevice(position: position) }
  /// The model's app is authorized.
  public static func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .authorized }
  /// Asks for access: granted; the handler runs later, on the main queue (Apple calls it on an
  /// arbitrary queue; code that touches UI from it must hop to the main queue).
  public static func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping (Bool) -> Void) {
    guard let world = RunContext.current else { return handler(true) }
    world.enqueueBackground { handler(true) }
  }
}

open class AVCaptureInput {
  nonisolated deinit {}
  init() {}
}

public final class AVCaptureDeviceInput: AVCaptureInput {
  nonisolated deinit {}
  public let device: AVCaptureDevice
  public init(device: AVCaptureDevice) throws {
    self.device = device
    super.init()
  }
}

open class AVCaptureOutput {
  nonisolated deinit {}
  public init() {}
}

public final class AVCapturePhotoOutput: AVCaptureOutput {
  nonisolated deinit {}
}

public final class AVCaptureVideoDataOutput: AVCaptureOutput {
  nonisolated deinit {}
}

/// The model's `AVCaptureSession`: `startRunning()` and `stopRunning()` set `isRunning` at once
/// (in AVFoundation they block the calling thread until the session has started or stopped,
/// and Apple asks for a background queue: FIDELITY F-MI4); no frames are captured.
open class AVCaptureSession {
  nonisolated deinit {}

  public struct Preset: Hashable, Sendable {
    let rawValue: String
    public static let high = Preset(rawValue: "high")
    public static let medium = Preset(rawValue: "medium")
    public static let photo = Preset(rawValue: "photo")
  }

  @exclusivity(unchecked) public private(set) var isRunning = false
  @exclusivity(unchecked) open var sessionPreset = Preset.high
  @exclusivity(unchecked) public private(set) var inputs: [AVCaptureInput] = []
  @exclusivity(unchecked) public private(set) var outputs: [AVCaptureOutput] = []

  public init() {}

  open func startRunning() { isRunning = true }
  open func stopRunning() { isRunning = false }
  open func beginConfiguration() {}
  open func commitConfiguration() {}
  open func canAddInput(_ input: AVCaptureInput) -> Bool { !inputs.contains { $0 === input } }
  open func addInput(_ input: AVCaptureInput) { inputs.append(input) }
  open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
  open func canAddOutput(_ output: AVCaptureOutput) -> Bool { !outputs.contains { $0 === output } }
  open func addOutput(_ output: AVCaptureOutput) { outputs.append(output) }
  open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
}

/// A layer that shows a capture session's video (storage only).
open class AVCaptureVideoPreviewLayer: CALayer {
  nonisolated deinit {}
  @exclusivity(unchecked) open var session: AVCaptureSession?
  @exclusivity(unchecked) open var videoGravity = AVLayerVideoGravity.resizeAspect
  public required init() { super.init() }
  public convenience init(session: AVCaptureSession) {
    self.init()
    self.session = session
  }
}
