// Photos, Core Image, AVFAudio's audio session, ARKit's coaching overlay and UIKit's search text
// field, as real bridging files use them. The photo library is empty and authorized; Core Image
// filters make an image of the size asked for and nothing is drawn; the audio session only
// stores its settings.

// MARK: Photos

/// Whether the app may use the photo library.
public enum PHAuthorizationStatus: Int, Sendable { case notDetermined, restricted, denied, authorized, limited }

/// How much of the library the app asks for.
public enum PHAccessLevel: Int, Sendable {
  case addOnly = 1
  case readWrite
}

/// What an asset holds.
public enum PHAssetMediaType: Int, Sendable { case unknown, image, video, audio }

/// An object of the library whose changes an observer hears (never called: nothing changes the
/// library behind the app's back).
@MainActor public protocol PHPhotoLibraryChangeObserver: AnyObject {
  func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// What changed in the library (storage only).
nonisolated public final class PHChange: @unchecked Sendable {
  init() {}
}

/// The user's photo library: the app is authorized, and the library starts empty. Apple:
/// `performChanges(_:completionHandler:)` "Asynchronously runs a block that requests changes",
/// and "Photos executes both the change block and the completion handler block on an arbitrary
/// serial queue"; the authorization handler is `@Sendable` and Apple's sample hops to the main
/// queue inside it (F-PH1). The model runs each in a background block in a later turn.
nonisolated public final class PHPhotoLibrary: @unchecked Sendable {
  private static let library = PHPhotoLibrary()
  public class func shared() -> PHPhotoLibrary { library }

  public class func authorizationStatus() -> PHAuthorizationStatus { .authorized }
  public class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { .authorized }

  public class func requestAuthorization(_ handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
    runLater { handler(.authorized) }
  }

  public class func requestAuthorization(
    for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void
  ) { runLater { handler(.authorized) } }

  /// Returns the status without suspending (the model's app is already authorized).
  public class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
    .authorized
  }

  public func performChanges(
    _ changeBlock: @escaping @Sendable () -> Void,
    completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil
  ) {
    Self.runLater {
      changeBlock()
      completionHandler?(true, nil)
    }
  }

  /// Runs the change block at once and returns (the model does not suspend here).
  public func performChanges(_ changeBlock: @escaping @Sendable () -> Void) async throws { changeBlock() }

  public func performChangesAndWait(_ changeBlock: @escaping () -> Void) throws { changeBlock() }

  /// The limited-library picker is never shown.
  @MainActor public func presentLimitedLibraryPicker(from controller: UIViewController) {}
  @MainActor public func register(_ observer: any PHPhotoLibraryChangeObserver) {}
  @MainActor public func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {}

  /// `body` in a background block of the current world, later; at once outside a run (as a
  /// global queue's `async` runs it).
  private static func runLater(_ body: @escaping () -> Void) { DispatchQueue.global().enqueue(body) }
}

/// A photo or video of the library (storage: the model's library is empty, so fetches find none).
nonisolated open class PHAsset: @unchecked Sendable {
  public let localIdentifier: String
  public let mediaType: PHAssetMediaType
  public let pixelWidth: Int
  public let pixelHeight: Int
  public let creationDate: Date?
  public let duration: TimeInterval
  @exclusivity(unchecked) public var isFavorite = false

  /// An asset that stands for nothing in the library (as `NSObject`'s `init()` makes one).
  public convenience init() { self.init(localIdentifier: "") }

  init(localIdentifier: String) {
    self.localIdentifier = localIdentifier
    mediaType = .image
    pixelWidth = 4032
    pixelHeight = 3024
    creationDate = nil
    duration = 0
  }

  public class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult([]) }
  public class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
    PHFetchResult([])
  }
  public class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
    -> PHFetchResult<PHAsset>
  { PHFetchResult([]) }
}

/// What a fetch asks for (storage only).
nonisolated public final class PHFetchOptions: @unchecked Sendable {
  @exclusivity(unchecked) public var sortDescriptors: [NSSortDescriptor]?
  @exclusivity(unchecked) public var predicate: NSPredicate?
  @exclusivity(unchecked) public var fetchLimit = 0
  @exclusivity(unchecked) public var includeHiddenAssets = false
  public init() {}
}

/// The objects a fetch found, in order.
nonisolated public final class PHFetchResult<ObjectType: AnyObject>: @unchecked Sendable {
  private let objects: [ObjectType]
  init(_ objects: [ObjectType]) { self.objects = objects }
  public var count: Int { objects.count }
  public var firstObject: ObjectType? { objects.first }
  public var lastObject: ObjectType? { objects.last }
  public func object(at index: Int) -> ObjectType { objects[index] }
  public subscript(index: Int) -> ObjectType { objects[index] }
  public func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
  public func contains(_ object: ObjectType) -> Bool { objects.contains { $0 === object } }
  public func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
    var stop = ObjCBool(false)
    for (index, object) in objects.enumerated() {
      block(object, index, &stop)
      if stop.boolValue { return }
    }
  }
}

/// A request, made inside a change block, to add, change or delete assets (storage: nothing is
/// saved, and the library stays empty).
nonisolated public final class PHAssetChangeRequest: @unchecked Sendable {
  @exclusivity(unchecked) public var isFavorite = false
  @exclusivity(unchecked) public var creationDate: Date?
  public let placeholderForCreatedAsset: PHObjectPlaceholder?
  init(creating: Bool) { placeholderForCreatedAsset = creating ? PHObjectPlaceholder() : nil }
  public convenience init(for asset: PHAsset) { self.init(creating: false) }

  public class func creationRequestForAsset(from image: UIImage) -> Self { Self(creating: true) }
  public class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? { Self(creating: true) }
  public class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? { Self(creating: true) }
  public class func deleteAssets(_ assets: any Sequence) {}
}

/// Stands for an asset a change block creates.
nonisolated public final class PHObjectPlaceholder: @unchecked Sendable {
  public let localIdentifier = "placeholder/L0/001"
  init() {}
}

/// How an image request scales (storage only).
public enum PHImageContentMode: Int, Sendable { case aspectFit, aspectFill, `default` }

/// What quality an image request delivers (storage only).
public enum PHImageRequestOptionsDeliveryMode: Int, Sendable { case opportunistic, highQualityFormat, fastFormat }
public enum PHImageRequestOptionsResizeMode: Int, Sendable { case none, fast, exact }

public typealias PHImageRequestID = Int32

/// The largest size an image request can ask for.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// An image request's options (storage only).
nonisolated public final class PHImageRequestOptions: @unchecked Sendable {
  @exclusivity(unchecked) public var deliveryMode = PHImageRequestOptionsDeliveryMode.opportunistic
  @exclusivity(unchecked) public var resizeMode = PHImageRequestOptionsResizeMode.fast
  @exclusivity(unchecked) public var isNetworkAccessAllowed = false
  @exclusivity(unchecked) public var isSynchronous = false
  public init() {}
}

/// The keys of an image request's info dictionary.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let PHImageCancelledKey = "PHImageCancelledKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let PHImageErrorKey = "PHImageErrorKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"

/// Loads assets' images. Apple: with the default `.opportunistic` delivery an asynchronous
/// request "may call the resultHandler block more than once": first "a low-quality image
/// suitable for displaying temporarily", then the one asked for. The model makes both calls,
/// on the main queue in later turns, the first marked `PHImageResultIsDegradedKey`; the other
/// delivery modes call once, and a synchronous request calls once before returning (F-PH1).
public final class PHImageManager {
  nonisolated deinit {}
  private static let manager = PHImageManager()
  public class func `default`() -> PHImageManager { manager }
  @exclusivity(unchecked) private var issued: PHImageRequestID = 0
  public init() {}

  @discardableResult
  public func requestImage(
    for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
    resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    issued += 1
    let id = issued
    let image = UIImage()
    func info(degraded: Bool) -> [AnyHashable: Any] {
      [PHImageResultIsDegradedKey: degraded, PHImageResultRequestIDKey: id]
    }
    guard options?.isSynchronous != true, let world = RunContext.current else {
      resultHandler(image, info(degraded: false))
      return id
    }
    if (options?.deliveryMode ?? .opportunistic) == .opportunistic {
      world.enqueueMain { resultHandler(image, info(degraded: true)) }
    }
    world.enqueueMain { resultHandler(image, info(degraded: false)) }
    return id
  }

  public func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

/// `PHImageManager` that keeps images ready (storage: caching does nothing more).
public final class PHCachingImageManager {
  nonisolated deinit {}
  public init() {}
  public func startCachingImages(
    for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
  ) {}
  public func stopCachingImages(
    for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
  ) {}
  public func stopCachingImagesForAllAssets() {}
  @discardableResult
  public func requestImage(
    for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
    resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
  ) -> PHImageRequestID {
    PHImageManager.default().requestImage(
      for: asset, targetSize: targetSize, contentMode: contentMode, options: options, resultHandler: resultHandler)
  }
}

// MARK: Core Image

/// An image recipe (storage: its extent only; nothing is rendered).
nonisolated public final class CIImage: @unchecked Sendable {
  public let extent: CGRect
  init(extent: CGRect) { self.extent = extent }
  public convenience init?(image: UIImage) { self.init(extent: CGRect(x: 0, y: 0, width: 1, height: 1)) }
  public convenience init(cgImage: CGImage) {
    self.init(extent: CGRect(x: 0, y: 0, width: CGFloat(cgImage.width), height: CGFloat(cgImage.height)))
  }
  public convenience init(cvPixelBuffer pixelBuffer: CVPixelBuffer) {
    self.init(extent: CGRect(x: 0, y: 0, width: 1, height: 1))
  }
  public convenience init?(data: Data) { self.init(extent: CGRect(x: 0, y: 0, width: 1, height: 1)) }
  public func transformed(by matrix: CGAffineTransform) -> CIImage {
    CIImage(extent: extent.applying(matrix))
  }
  public func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage { self }
  public func cropped(to rect: CGRect) -> CIImage { CIImage(extent: extent.intersection(rect)) }
}

/// A detector of faces, rectangles, QR codes or text in an image: the model's images hold
/// nothing, so it finds no feature.
nonisolated public final class CIDetector: @unchecked Sendable {
  public let type: String
  public init?(ofType type: String, context: CIContext?, options: [String: Any]? = nil) { self.type = type }
  public func features(in image: CIImage) -> [CIFeature] { [] }
  public func features(in image: CIImage, options: [String: Any]?) -> [CIFeature] { [] }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public let CIDetectorTypeFace = "CIDetectorTypeFace"
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public let CIDetectorTypeRectangle = "CIDetectorTypeRectangle"
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public let CIDetectorTypeQRCode = "CIDetectorTypeQRCode"
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public let CIDetectorTypeText = "CIDetectorTypeText"
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public let CIDetectorAccuracy = "CIDetectorAccuracy"
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public let CIDetectorAccuracyLow = "CIDetectorAccuracyLow"
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public let CIDetectorAccuracyHigh = "CIDetectorAccuracyHigh"

/// A feature a detector found (the model's detectors find none).
nonisolated open class CIFeature: @unchecked Sendable {
  public let bounds: CGRect
  public let type: String
  init(type: String, bounds: CGRect) {
    self.type = type
    self.bounds = bounds
  }
}

/// A QR code a detector found.
nonisolated open class CIQRCodeFeature: CIFeature, @unchecked Sendable {
  public let messageString: String?
  init(messageString: String?, bounds: CGRect) {
    self.messageString = messageString
    super.init(type: CIDetectorTypeQRCode, bounds: bounds)
  }
}

/// An image's orientation, as EXIF numbers it.
public enum CGImagePropertyOrientation: UInt32, Sendable {
  case up = 1
  case upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}

/// A filter: its inputs are stored; its output is an image of its input's extent (a generator's
/// is 23 × 23 points, a QR code's smallest size). Nothing is computed.
nonisolated open class CIFilter: @unchecked Sendable {
  public let name: String
  @exclusivity(unchecked) private var values: [String: Any] = [:]
  public init?(name: String) { self.name = name }
  init(builtIn name: String) { self.name = name }
  public convenience init?(name: String, parameters: [String: Any]?) {
    self.init(name: name)
    for (key, value) in parameters ?? [:] { values[key] = value }
  }
  open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
  open func value(forKey key: String) -> Any? { values[key] }
  open func setDefaults() {}
  open var outputImage: CIImage? {
    CIImage(extent: (values[kCIInputImageKey] as? CIImage)?.extent ?? CGRect(x: 0, y: 0, width: 23, height: 23))
  }

  /// `CIFilterBuiltins`' QR code generator.
  public static func qrCodeGenerator() -> any CIFilter & CIQRCodeGenerator { QRCodeFilter() }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public let kCIInputImageKey = "inputImage"

/// The QR code generator's inputs.
public protocol CIQRCodeGenerator: AnyObject {
  var message: Data { get set }
  var correctionLevel: String { get set }
}

nonisolated final class QRCodeFilter: CIFilter, CIQRCodeGenerator, @unchecked Sendable {
  @exclusivity(unchecked) var message = Data()
  @exclusivity(unchecked) var correctionLevel = "M"
  init() { super.init(builtIn: "CIQRCodeGenerator") }
}

/// Renders images (nothing is drawn: a rendered image has the rectangle's size).
nonisolated public final class CIContext: @unchecked Sendable {
  public init() {}
  public init(options: [String: Any]?) {}
  public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
    CGImage(width: Int(fromRect.width.rounded()), height: Int(fromRect.height.rounded()))
  }
}

// MARK: AVFAudio

/// The app's audio session (storage: categories, modes and activation are kept; no route,
/// interruption or permission prompt is modelled, and recording is allowed).
nonisolated public final class AVAudioSession: @unchecked Sendable {
  public struct Category: Hashable, Sendable {
    let rawValue: String
    public static let ambient = Category(rawValue: "ambient")
    public static let soloAmbient = Category(rawValue: "soloAmbient")
    public static let playback = Category(rawValue: "playback")
    public static let record = Category(rawValue: "record")
    public static let playAndRecord = Category(rawValue: "playAndRecord")
    public static let multiRoute = Category(rawValue: "multiRoute")
  }
  public struct Mode: Hashable, Sendable {
    let rawValue: String
    public static let `default` = Mode(rawValue: "default")
    public static let moviePlayback = Mode(rawValue: "moviePlayback")
    public static let spokenAudio = Mode(rawValue: "spokenAudio")
    public static let videoRecording = Mode(rawValue: "videoRecording")
    public static let voiceChat = Mode(rawValue: "voiceChat")
    public static let measurement = Mode(rawValue: "measurement")
  }
  public struct CategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let mixWithOthers = CategoryOptions(rawValue: 1)
    public static let duckOthers = CategoryOptions(rawValue: 2)
    public static let allowBluetooth = CategoryOptions(rawValue: 4)
    public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
  }
  public struct SetActiveOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
  }
  public enum RecordPermission: Int, Sendable { case undetermined, denied, granted }

  private static let session = AVAudioSession()
  public class func sharedInstance() -> AVAudioSession { session }

  @exclusivity(unchecked) public private(set) var category = Category.soloAmbient
  @exclusivity(unchecked) public private(set) var mode = Mode.default
  @exclusivity(unchecked) public private(set) var categoryOptions: CategoryOptions = []
  public var outputVolume: Float { 0.5 }
  public var recordPermission: RecordPermission { .granted }

  public func setCategory(_ category: Category) throws { self.category = category }
  public func setCategory(_ category: Category, options: CategoryOptions = []) throws {
    self.category = category
    categoryOptions = options
  }
  public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
    self.category = category
    self.mode = mode
    categoryOptions = options
  }
  public func setMode(_ mode: Mode) throws { self.mode = mode }
  public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
  public func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) { response(true) }
}

// MARK: ARKit's coaching overlay

/// A coaching overlay's delegate (never called: the overlay never activates).
@MainActor public protocol ARCoachingOverlayViewDelegate: AnyObject {
  func coachingOverlayViewWillActivate(_ coachingOverlayView: ARCoachingOverlayView)
  func coachingOverlayViewDidDeactivate(_ coachingOverlayView: ARCoachingOverlayView)
  func coachingOverlayViewDidRequestSessionReset(_ coachingOverlayView: ARCoachingOverlayView)
}

extension ARCoachingOverlayViewDelegate {
  public func coachingOverlayViewWillActivate(_ coachingOverlayView: ARCoachingOverlayView) {}
  public func coachingOverlayViewDidDeactivate(_ coachingOverlayView: ARCoachingOverlayView) {}
  public func coachingOverlayViewDidRequestSessionReset(_ coachingOverlayView: ARCoachingOverlayView) {}
}

/// ARKit's coaching overlay: a view that stores its session, goal and delegate (weak); nothing
/// is tracked, so it never activates by itself, and `setActive` only records the state.
open class ARCoachingOverlayView: UIView {
  nonisolated deinit {}
  public enum Goal: Int, Sendable { case tracking, horizontalPlane, verticalPlane, anyPlane, geoTracking }
  @exclusivity(unchecked) open var session: ARSession?
  @exclusivity(unchecked) open weak var delegate: (any ARCoachingOverlayViewDelegate)?
  @exclusivity(unchecked) open var goal = Goal.tracking
  @exclusivity(unchecked) open var activatesAutomatically = true
  @exclusivity(unchecked) public private(set) var isActive = false
  open func setActive(_ active: Bool, animated: Bool) { isActive = active }
}

// MARK: UISearchTextField

/// A text field with search tokens (the tokens are stored; the field behaves as a text field).
open class UISearchTextField: UITextField {
  nonisolated deinit {}
  @exclusivity(unchecked) open var tokens: [UISearchToken] = []
  @exclusivity(unchecked) open var allowsDeletingTokens = true
  @exclusivity(unchecked) open var allowsCopyingTokens = true
  open func insertToken(_ token: UISearchToken, at tokenIndex: Int) { tokens.insert(token, at: tokenIndex) }
  open func removeToken(at tokenIndex: Int) { tokens.remove(at: tokenIndex) }
}

/// A search field's token (storage only).
public final class UISearchToken {
  nonisolated deinit {}
  @exclusivity(unchecked) public var representedObject: Any?
  public let text: String
  public init(icon: UIImage?, text: String) { self.text = text }
}
