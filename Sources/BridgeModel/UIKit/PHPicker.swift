/// PhotosUI's picker, as the seeds use it: a controller whose view offers "Add" (pick one
/// photo) and "Cancel"; either ends with `picker(_:didFinishPicking:)`.
public struct PHPickerConfiguration {
  public enum Filter { case images, videos, livePhotos }
  /// How the picker hands over assets (storage).
  public enum AssetRepresentationMode: Int, Sendable { case automatic, current, compatible }
  public enum Selection: Int, Sendable { case `default`, ordered, continuous, continuousAndOrdered }
  public var selectionLimit = 1
  public var filter: Filter?
  public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
  public var selection = Selection.default
  public init() {}
}

@MainActor public protocol PHPickerViewControllerDelegate: AnyObject {
  func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

public struct PHPickerResult {
  public let itemProvider: NSItemProvider
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
    for _ in 0..<count { results.append(PHPickerResult(itemProvider: NSItemProvider())) }
    guard let delegate else { return }
    callback("picker(_:didFinishPicking:)", announce: true) { delegate.picker(self, didFinishPicking: results) }
  }
}
