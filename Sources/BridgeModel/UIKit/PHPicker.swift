/// PhotosUI's picker, as the seeds use it: a controller whose view offers "Add" (pick one
/// photo) and "Cancel"; either ends with `picker(_:didFinishPicking:)`.
public struct PHPickerConfiguration {
  public typealias Filter = PHPickerFilter
  /// How the picker hands over assets (storage).
  public enum AssetRepresentationMode: Int, Sendable { case automatic, current, compatible }
  public enum Selection: Int, Sendable { case `default`, ordered, continuous, continuousAndOrdered }
  public var selectionLimit = 1
  public var filter: Filter?
  public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
  public var selection = Selection.default
  public init() {}
  /// A configuration whose results name their assets (the model's library is empty, so a
  /// picked result's `assetIdentifier` finds nothing in a fetch).
  public init(photoLibrary: PHPhotoLibrary) { namesAssets = true }
  var namesAssets = false
}

@MainActor public protocol PHPickerViewControllerDelegate: AnyObject {
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

public struct PHPickerResult {
  public let itemProvider: NSItemProvider
  /// The picked asset's identifier: nil unless the configuration was made with a photo library.
  public let assetIdentifier: String?
  init(itemProvider: NSItemProvider, assetIdentifier: String? = nil) {
    self.itemProvider = itemProvider
    self.assetIdentifier = assetIdentifier
  }
}

/// Loads a picked item later, off the main thread (here: 50 ms of virtual time, in a turn of
/// its own, as a background completion would arrive).
public final class NSItemProvider {
  nonisolated deinit {}
  public init() {}
  public func canLoadObject(ofClass type: UIImage.Type) -> Bool { true }
  public func loadObject(ofClass type: UIImage.Type, completionHandler: @escaping (UIImage?, (any Error)?) -> Void) {
    guard let world = RunContext.current else { return completionHandler(UIImage(), nil) }
    world.schedule(after: 50, .block { completionHandler(UIImage(), nil) }, isSystem: false)
  }

  /// The type identifiers the item has: a picked photo is a JPEG image.
  public var registeredTypeIdentifiers: [String] { [UTType.jpeg.identifier] }

  public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
    guard let wanted = UTType(typeIdentifier) else { return false }
    return registeredTypeIdentifiers.contains { UTType($0)?.conforms(to: wanted) ?? false }
  }

  /// Loads the item's bytes as `typeIdentifier` later, as `loadObject` does: empty data when the
  /// item has that type, else an error.
  @discardableResult
  public func loadDataRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, (any Error)?) -> Void
  ) -> Progress {
    let has = hasItemConformingToTypeIdentifier(typeIdentifier)
    let finish = { has ? completionHandler(Data(), nil) : completionHandler(nil, CocoaError(.fileReadUnknown)) }
    if let world = RunContext.current {
      world.schedule(after: 50, .block(finish), isSystem: false)
    } else {
      finish()
    }
    return Progress(totalUnitCount: 1)
  }

  /// Loads the item as a file later, as `loadDataRepresentation` does: a temporary file's URL
  /// (nothing is written) when the item has that type, else an error.
  @discardableResult
  public func loadFileRepresentation(
    forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (URL?, (any Error)?) -> Void
  ) -> Progress {
    let has = hasItemConformingToTypeIdentifier(typeIdentifier)
    let url = URL(fileURLWithPath: "/tmp/item." + (UTType(typeIdentifier)?.preferredFilenameExtension ?? "data"))
    let finish = { has ? completionHandler(url, nil) : completionHandler(nil, CocoaError(.fileReadUnknown)) }
    if let world = RunContext.current {
      world.schedule(after: 50, .block(finish), isSystem: false)
    } else {
      finish()
    }
    return Progress(totalUnitCount: 1)
  }
}

open class PHPickerViewController: UIViewController {
  nonisolated deinit {}

  public let configuration: PHPickerConfiguration
  @exclusivity(unchecked) public weak var delegate: (any PHPickerViewControllerDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }

  public init(configuration: PHPickerConfiguration) {
    self.configuration = configuration
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { return nil }

  open override func loadView() {
    super.loadView()
    let add = UIButton(title: "Add")
    add.addHandler({ [unowned(unsafe) self] _ in self.finish(picking: 1) }, for: .touchUpInside)
    let cancel = UIButton(title: "Cancel")
    cancel.addHandler({ [unowned(unsafe) self] _ in self.finish(picking: 0) }, for: .touchUpInside)
    view.addSubview(add)
    view.addSubview(cancel)
  }

  private func finish(picking count: Int) {
    var results: [PHPickerResult] = []
    for index in 0..<count {
      let identifier = configuration.namesAssets ? "picked/L0/\(index + 1)" : nil
      results.append(PHPickerResult(itemProvider: NSItemProvider(), assetIdentifier: identifier))
    }
    guard let delegate else { return }
    callback("picker(_:didFinishPicking:)", announce: true) { delegate.picker(self, didFinishPicking: results) }
  }
}

// MARK: SwiftUI's PhotosPicker (iOS 16)

/// What can be loaded from a picked item: the model's items load `Data` (a few bytes that
/// decode as an image) and nothing else.
@MainActor public protocol Transferable {}

extension Data: Transferable {}
extension Image: Transferable {}
extension URL: Transferable {}
extension String: Transferable {}

/// What a photos picker shows (storage only).
nonisolated public struct PHPickerFilter: Sendable, Equatable {
  let name: String
  public static let images = PHPickerFilter(name: "images")
  public static let videos = PHPickerFilter(name: "videos")
  public static let livePhotos = PHPickerFilter(name: "livePhotos")
  public static let screenshots = PHPickerFilter(name: "screenshots")
  public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "any") }
  public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter { PHPickerFilter(name: "all") }
  public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(name: "not") }
}

/// A picked photo, standing for its asset (F-SP2).
nonisolated public struct PhotosPickerItem: Hashable, Sendable {
  public let itemIdentifier: String?
  public let supportedContentTypes: [UTType]
  public init(itemIdentifier: String) {
    self.itemIdentifier = itemIdentifier
    supportedContentTypes = [.jpeg]
  }

  public enum EncodingDisambiguationPolicy: Sendable { case automatic, current, compatible }

  /// Loads the item as `type`: `Data` (a few bytes `UIImage(data:)` takes), nil for any other type.
  @MainActor public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
    T.self == Data.self ? Data("photo:\(itemIdentifier ?? "")".utf8) as? T : nil
  }

  /// The same, with a completion handler the model calls on the main queue in a later turn
  /// (Apple names no queue).
  @MainActor @discardableResult
  public func loadTransferable<T: Transferable>(
    type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
  ) -> Progress {
    let data = T.self == Data.self ? Data("photo:\(itemIdentifier ?? "")".utf8) : nil
    let deliver = { completionHandler(.success(data as? T)) }
    if let world = RunContext.current { world.enqueueBackground(deliver) } else { deliver() }
    return Progress(totalUnitCount: 1)
  }
}

/// SwiftUI's photos picker: a button named by its label whose tap stands for the user picking
/// one photo in the picker it presents; the selection is written in the user's turn (when
/// Apple writes it relative to the picker's dismissal is undocumented; the sheet is not
/// modelled, F-SP2).
public struct PhotosPicker: View {
  public typealias Body = Never
  let title: String
  let pick: () -> Void

  public init(
    selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> ViewContent
  ) {
    title = label().firstText ?? "photos-picker"
    pick = { selection.wrappedValue = PhotosPickerItem(itemIdentifier: "photo-1") }
  }

  public init(
    _ titleKey: String, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
  ) {
    title = titleKey
    pick = { selection.wrappedValue = PhotosPickerItem(itemIdentifier: "photo-1") }
  }

  public init(
    selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default,
    matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    @ViewBuilder label: () -> ViewContent
  ) {
    title = label().firstText ?? "photos-picker"
    pick = { selection.wrappedValue = [PhotosPickerItem(itemIdentifier: "photo-1")] }
  }

  public static func _makeContent(_ view: PhotosPicker) -> ViewContent {
    Button._makeContent(Button(view.title, action: view.pick))
  }
}

/// How a photos picker selects (storage only).
nonisolated public struct PhotosPickerSelectionBehavior: Sendable {
  public static let `default` = PhotosPickerSelectionBehavior()
  public static let ordered = PhotosPickerSelectionBehavior()
  public static let continuous = PhotosPickerSelectionBehavior()
}

extension View {
  /// The modifier form: presents the picker while `isPresented`; the model never presents it.
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil
  ) -> ViewContent { Self._makeContent(self) }
}
