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
nonisolated public struct CMTime: Equatable, Sendable {
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

// Capture: the model's device has a back and a front camera that capture nothing. The capture
// classes are not main-actor (as Apple's: apps configure and start sessions on a queue of their
// own, F-MI4); outputs hold their delegates weakly and keep their settings, and a photo capture
// delivers a photo of a few bytes to its delegate in a later turn (F-CAM1). No frame or code is
// ever seen.

/// A camera or microphone.
nonisolated public final class AVCaptureDevice: @unchecked Sendable {
  public enum Position: Int, Sendable { case unspecified, back, front }
  public struct DeviceType: Hashable, Sendable {
    let rawValue: String
    public static let builtInWideAngleCamera = DeviceType(rawValue: "wide")
    public static let builtInUltraWideCamera = DeviceType(rawValue: "ultraWide")
    public static let builtInTelephotoCamera = DeviceType(rawValue: "telephoto")
    public static let builtInDualCamera = DeviceType(rawValue: "dual")
    public static let builtInDualWideCamera = DeviceType(rawValue: "dualWide")
    public static let builtInTripleCamera = DeviceType(rawValue: "triple")
    public static let builtInTrueDepthCamera = DeviceType(rawValue: "trueDepth")
    public static let builtInLiDARDepthCamera = DeviceType(rawValue: "lidar")
    public static let builtInMicrophone = DeviceType(rawValue: "microphone")
  }
  public enum TorchMode: Int, Sendable { case off, on, auto }
  public enum FlashMode: Int, Sendable { case off, on, auto }
  public enum FocusMode: Int, Sendable { case locked, autoFocus, continuousAutoFocus }
  public enum ExposureMode: Int, Sendable { case locked, autoExpose, continuousAutoExposure, custom }

  /// A format of the device (storage only).
  public final class Format: @unchecked Sendable {
    public let videoMaxZoomFactor: CGFloat = 10
    public let videoSupportedFrameRateRanges: [AVFrameRateRange] = [AVFrameRateRange()]
    init() {}
  }

  /// The devices of given types at a position.
  public final class DiscoverySession: @unchecked Sendable {
    public let devices: [AVCaptureDevice]
    public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {
      devices = deviceTypes.isEmpty ? [] : [AVCaptureDevice(position: position == .unspecified ? .back : position)]
    }
  }

  public let position: Position
  public let uniqueID: String
  public let localizedName: String
  @exclusivity(unchecked) public var torchMode = TorchMode.off
  @exclusivity(unchecked) public var focusMode = FocusMode.continuousAutoFocus
  @exclusivity(unchecked) public var exposureMode = ExposureMode.continuousAutoExposure
  @exclusivity(unchecked) public var focusPointOfInterest = CGPoint(x: 0.5, y: 0.5)
  @exclusivity(unchecked) public var exposurePointOfInterest = CGPoint(x: 0.5, y: 0.5)
  @exclusivity(unchecked) public var videoZoomFactor: CGFloat = 1
  @exclusivity(unchecked) public var activeFormat = Format()
  @exclusivity(unchecked) public var activeVideoMinFrameDuration = CMTime(value: 1, timescale: 30)
  @exclusivity(unchecked) public var activeVideoMaxFrameDuration = CMTime(value: 1, timescale: 30)
  @exclusivity(unchecked) public private(set) var isLockedForConfiguration = false
  public let hasTorch = true
  public let hasFlash = true
  public var isTorchAvailable: Bool { true }
  public var minAvailableVideoZoomFactor: CGFloat { 1 }
  public var maxAvailableVideoZoomFactor: CGFloat { 10 }

  init(position: Position) {
    self.position = position
    uniqueID = "camera-\(position)"
    localizedName = position == .front ? "Front Camera" : "Back Camera"
  }

  public static func `default`(for mediaType: AVMediaType?) -> AVCaptureDevice? { AVCaptureDevice(position: .back) }
  public static func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position)
    -> AVCaptureDevice?
  { AVCaptureDevice(position: position) }
  /// The model's app is authorized.
  public static func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .authorized }
  /// Asks for access: granted; the handler runs later, on the main queue (Apple calls it on an
  /// arbitrary queue; code that touches UI from it must hop to the main queue).
  public static func requestAccess(
    for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void
  ) {
    guard let world = worldOnThisThread() else { return handler(true) }
    assumeOnModelThread(world) { $0.enqueueBackground { handler(true) } }
  }
  public static func requestAccess(for mediaType: AVMediaType) async -> Bool { true }

  public func lockForConfiguration() throws { isLockedForConfiguration = true }
  public func unlockForConfiguration() { isLockedForConfiguration = false }
  public func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { true }
  public func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { true }
  public func isTorchModeSupported(_ torchMode: TorchMode) -> Bool { true }
  public var isFocusPointOfInterestSupported: Bool { true }
  public var isExposurePointOfInterestSupported: Bool { true }
  public func setTorchModeOn(level torchLevel: Float) throws { torchMode = .on }
  public func ramp(toVideoZoomFactor factor: CGFloat, withRate rate: Float) { videoZoomFactor = factor }
}

/// A range of frame rates (storage only).
nonisolated public final class AVFrameRateRange: @unchecked Sendable {
  public let minFrameRate: Double = 1
  public let maxFrameRate: Double = 60
  init() {}
}

nonisolated open class AVCaptureInput: @unchecked Sendable {
  init() {}
}

nonisolated public final class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
  public let device: AVCaptureDevice
  public init(device: AVCaptureDevice) throws {
    self.device = device
    super.init()
  }
}

/// How video is turned (storage only).
public enum AVCaptureVideoOrientation: Int, Sendable {
  case portrait = 1
  case portraitUpsideDown, landscapeRight, landscapeLeft
}

/// A connection between an input and an output or a preview layer (storage only).
nonisolated public final class AVCaptureConnection: @unchecked Sendable {
  @exclusivity(unchecked) public var videoOrientation = AVCaptureVideoOrientation.portrait
  @exclusivity(unchecked) public var videoRotationAngle: CGFloat = 90
  @exclusivity(unchecked) public var isVideoMirrored = false
  @exclusivity(unchecked) public var automaticallyAdjustsVideoMirroring = true
  @exclusivity(unchecked) public var isEnabled = true
  public var isVideoOrientationSupported: Bool { true }
  public var isVideoMirroringSupported: Bool { true }
  public func isVideoRotationAngleSupported(_ angle: CGFloat) -> Bool { true }
  init() {}
}

nonisolated open class AVCaptureOutput: @unchecked Sendable {
  public let connections: [AVCaptureConnection] = [AVCaptureConnection()]
  public init() {}
  public func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { connections.first }
}

/// A frame's sample (storage only: the model captures none).
nonisolated public final class CMSampleBuffer: @unchecked Sendable {
  init() {}
}

// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func CMSampleBufferGetImageBuffer(_ sbuf: CMSampleBuffer) -> CVPixelBuffer? { nil }
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
  CMTime(value: value, timescale: timescale)
}
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// A video data output's delegate (never called: no frame is captured).
@MainActor public protocol AVCaptureVideoDataOutputSampleBufferDelegate: AnyObject {
  func captureOutput(
    _ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
  func captureOutput(
    _ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
}

extension AVCaptureVideoDataOutputSampleBufferDelegate {
  public func captureOutput(
    _ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection
  ) {}
  public func captureOutput(
    _ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection
  ) {}
}

nonisolated public final class AVCaptureVideoDataOutput: AVCaptureOutput, @unchecked Sendable {
  @exclusivity(unchecked) public private(set) weak var sampleBufferDelegate:
    (any AVCaptureVideoDataOutputSampleBufferDelegate)?
  @exclusivity(unchecked) public var videoSettings: [String: Any]! = [:]
  @exclusivity(unchecked) public var alwaysDiscardsLateVideoFrames = true
  public func setSampleBufferDelegate(
    _ sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?,
    queue sampleBufferCallbackQueue: DispatchQueue?
  ) { self.sampleBufferDelegate = sampleBufferDelegate }
}

/// A recognized object in the video (storage only: the model's camera recognizes nothing).
nonisolated open class AVMetadataObject: @unchecked Sendable {
  public struct ObjectType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let qr = ObjectType(rawValue: "org.iso.QRCode")
    public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
    public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
    public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
    public static let code39 = ObjectType(rawValue: "org.iso.Code39")
    public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
    public static let code128 = ObjectType(rawValue: "org.iso.Code128")
    public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
    public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
    public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
    public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
    public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
    public static let face = ObjectType(rawValue: "face")
  }
  public let type: ObjectType
  public let bounds: CGRect = .zero
  init(type: ObjectType) { self.type = type }
}

nonisolated open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
  public let stringValue: String?
  public let corners: [CGPoint] = []
  init(type: ObjectType, stringValue: String?) {
    self.stringValue = stringValue
    super.init(type: type)
  }
}

/// A metadata output's delegate (never called: no code is ever seen).
@MainActor public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
  func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
  public func metadataOutput(
    _ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject],
    from connection: AVCaptureConnection
  ) {}
}

nonisolated public final class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
  @exclusivity(unchecked) public private(set) weak var metadataObjectsDelegate:
    (any AVCaptureMetadataOutputObjectsDelegate)?
  @exclusivity(unchecked) public var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
  @exclusivity(unchecked) public var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
  public var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] {
    [
      .qr, .ean8, .ean13, .upce, .code39, .code93, .code128, .pdf417, .aztec, .dataMatrix, .interleaved2of5, .itf14,
      .face,
    ]
  }
  public func setMetadataObjectsDelegate(
    _ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue objectsCallbackQueue: DispatchQueue?
  ) { metadataObjectsDelegate = objectsDelegate }
}

/// A photo's settings (storage only).
nonisolated public final class AVCapturePhotoSettings: @unchecked Sendable {
  @exclusivity(unchecked) public var flashMode = AVCaptureDevice.FlashMode.off
  @exclusivity(unchecked) public var isHighResolutionPhotoEnabled = false
  public init() {}
  public init(format: [String: Any]?) {}
}

/// A captured photo: a few bytes that `UIImage(data:)` decodes.
nonisolated public final class AVCapturePhoto: @unchecked Sendable {
  init() {}
  public func fileDataRepresentation() -> Data? { Data("photo".utf8) }
  public var cgImageRepresentation: CGImage? { CGImage() }
}

/// A photo output's delegate: it follows the capture it was given and hears its photo.
@MainActor public protocol AVCapturePhotoCaptureDelegate: AnyObject {
  func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings)
  func photoOutput(_ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
  func photoOutput(_ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings)
  func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?)
  func photoOutput(
    _ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings,
    error: (any Error)?)
}

extension AVCapturePhotoCaptureDelegate {
  public func photoOutput(
    _ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings
  ) {}
  public func photoOutput(
    _ output: AVCapturePhotoOutput, willCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings
  ) {}
  public func photoOutput(
    _ output: AVCapturePhotoOutput, didCapturePhotoFor resolvedSettings: AVCaptureResolvedPhotoSettings
  ) {}
  public func photoOutput(
    _ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?
  ) {}
  public func photoOutput(
    _ output: AVCapturePhotoOutput, didFinishCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings,
    error: (any Error)?
  ) {}
}

/// The settings a capture used (storage only).
nonisolated public final class AVCaptureResolvedPhotoSettings: @unchecked Sendable {
  init() {}
}

/// A photo output: `capturePhoto(with:delegate:)` returns at once, and the capture's callbacks
/// run later on a queue of AVFoundation's, "not necessarily the main queue" (F-CAM1): in the
/// model, one background block in a later turn, which calls willBeginCapture, willCapturePhoto,
/// didCapturePhoto, didFinishProcessingPhoto and didFinishCapture in that order. The output
/// holds the delegate weakly, as Apple's sample code says it does: a delegate nothing else
/// keeps is gone before the photo arrives, and hears nothing.
nonisolated public final class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
  @exclusivity(unchecked) public var isHighResolutionCaptureEnabled = false
  @exclusivity(unchecked) public var maxPhotoQualityPrioritization = QualityPrioritization.balanced
  public enum QualityPrioritization: Int, Sendable {
    case speed = 1
    case balanced, quality
  }
  public var supportedFlashModes: [AVCaptureDevice.FlashMode] { [.off, .on, .auto] }

  public func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) {
    // The delegate is main-actor code called from the model's thread (the world runs there).
    let box = UncheckedWeak(delegate)
    let deliver: @MainActor () -> Void = { [self] in
      guard let delegate = box.object as? any AVCapturePhotoCaptureDelegate else { return }
      let resolved = AVCaptureResolvedPhotoSettings()
      delegate.photoOutput(self, willBeginCaptureFor: resolved)
      delegate.photoOutput(self, willCapturePhotoFor: resolved)
      delegate.photoOutput(self, didCapturePhotoFor: resolved)
      delegate.photoOutput(self, didFinishProcessingPhoto: AVCapturePhoto(), error: nil)
      delegate.photoOutput(self, didFinishCaptureFor: resolved, error: nil)
    }
    guard let world = worldOnThisThread() else { return readOnModelThread(self) { _ in deliver() } }
    assumeOnModelThread(world) { $0.enqueueBackground { deliver() } }
  }
}

/// The model's `AVCaptureSession`: `startRunning()` and `stopRunning()` set `isRunning` at once
/// (in AVFoundation they block the calling thread until the session has started or stopped,
/// and Apple asks for a background queue: FIDELITY F-MI4); no frames are captured.
nonisolated open class AVCaptureSession: @unchecked Sendable {
  public struct Preset: Hashable, Sendable {
    let rawValue: String
    public static let high = Preset(rawValue: "high")
    public static let medium = Preset(rawValue: "medium")
    public static let low = Preset(rawValue: "low")
    public static let photo = Preset(rawValue: "photo")
    public static let hd1280x720 = Preset(rawValue: "hd1280x720")
    public static let hd1920x1080 = Preset(rawValue: "hd1920x1080")
    public static let hd4K3840x2160 = Preset(rawValue: "hd4K3840x2160")
    public static let vga640x480 = Preset(rawValue: "vga640x480")
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
  open func canSetSessionPreset(_ preset: Preset) -> Bool { true }
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
  public let connection: AVCaptureConnection? = AVCaptureConnection()
  /// Device coordinates (0–1) to the layer's, and back (linear over the bounds).
  public func layerPointConverted(fromCaptureDevicePoint captureDevicePointOfInterest: CGPoint) -> CGPoint {
    CGPoint(x: captureDevicePointOfInterest.x * bounds.width, y: captureDevicePointOfInterest.y * bounds.height)
  }
  public func captureDevicePointConverted(fromLayerPoint pointInLayer: CGPoint) -> CGPoint {
    CGPoint(
      x: bounds.width > 0 ? pointInLayer.x / bounds.width : 0, y: bounds.height > 0 ? pointInLayer.y / bounds.height : 0
    )
  }
  public func transformedMetadataObject(for metadataObject: AVMetadataObject) -> AVMetadataObject? { metadataObject }
  public required init() { super.init() }
  public convenience init(session: AVCaptureSession) {
    self.init()
    self.session = session
  }
}

/// A value carried across a boundary the model knows is on its one thread.
nonisolated struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// A weak reference that crosses into a main-actor closure (sound for the same reason).
nonisolated final class UncheckedWeak: @unchecked Sendable {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}
