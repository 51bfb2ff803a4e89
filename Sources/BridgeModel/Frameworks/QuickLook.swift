import Foundation

/// An item a preview controller shows: its file's URL.
@MainActor public protocol QLPreviewItem: AnyObject {
  var previewItemURL: URL? { get }
  var previewItemTitle: String? { get }
}

extension QLPreviewItem {
  public var previewItemTitle: String? { nil }
}

extension NSURL: QLPreviewItem {
  public var previewItemURL: URL? { URL(string: absoluteString) }
}

/// What a preview controller shows (both members required).
@MainActor public protocol QLPreviewControllerDataSource: AnyObject {
  func numberOfPreviewItems(in controller: QLPreviewController) -> Int
  func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}

/// What a preview controller tells (every member optional).
@MainActor public protocol QLPreviewControllerDelegate: AnyObject {
  func previewControllerWillDismiss(_ controller: QLPreviewController)
  func previewControllerDidDismiss(_ controller: QLPreviewController)
}

extension QLPreviewControllerDelegate {
  public func previewControllerWillDismiss(_ controller: QLPreviewController) {}
  public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
}

/// The model's Quick Look preview: when its view loads, and on `reloadData()`, it asks its data
/// source for the number of items and the current one (F-QL1). Its view offers "Done", which
/// dismisses it from its presenter: the delegate hears `previewControllerWillDismiss` before
/// and `previewControllerDidDismiss` once the dismissal is over. Data source and delegate are
/// weak, as in UIKit.
open class QLPreviewController: UIViewController {
  nonisolated deinit {}

  @exclusivity(unchecked) public weak var dataSource: (any QLPreviewControllerDataSource)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "dataSource", target: dataSource) }
  }
  @exclusivity(unchecked) public weak var delegate: (any QLPreviewControllerDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  /// The index of the item shown (kept within the items the data source gives).
  @exclusivity(unchecked) open var currentPreviewItemIndex = 0
  /// The item shown, as the data source last gave it.
  @exclusivity(unchecked) public private(set) var currentPreviewItem: (any QLPreviewItem)?

  open override func loadView() {
    super.loadView()
    addChoiceButtons([("Done", { $0.done() })])
    reloadData()
  }

  /// Asks the data source again for the items and the current one.
  open func reloadData() {
    guard let dataSource else {
      currentPreviewItem = nil
      return
    }
    var count = 0
    callback("numberOfPreviewItems(in:)", announce: true) { count = dataSource.numberOfPreviewItems(in: self) }
    guard count > 0 else {
      currentPreviewItem = nil
      return
    }
    currentPreviewItemIndex = min(max(0, currentPreviewItemIndex), count - 1)
    callback("previewController(_:previewItemAt:)", announce: true) {
      currentPreviewItem = dataSource.previewController(self, previewItemAt: currentPreviewItemIndex)
    }
  }

  /// Asks the data source for the current item again.
  open func refreshCurrentPreviewItem() { reloadData() }

  private func done() {
    if let delegate {
      callback("previewControllerWillDismiss(_:)", announce: true) { delegate.previewControllerWillDismiss(self) }
    }
    dismissItself { [self] in
      guard let delegate else { return }
      callback("previewControllerDidDismiss(_:)", announce: true) { delegate.previewControllerDidDismiss(self) }
    }
  }
}
