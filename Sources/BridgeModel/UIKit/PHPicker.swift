/// PhotosUI's picker, as the seeds use it: a controller whose view offers "Add" (pick one
/// photo) and "Cancel"; either ends with `picker(_:didFinishPicking:)`.
public struct PHPickerConfiguration {
  public enum Filter { case images, videos, livePhotos }
  public var selectionLimit = 1
  public var filter: Filter?
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
