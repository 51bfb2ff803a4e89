import Foundation

/// What the document camera tells (every member optional). Apple: "Your app is responsible for
/// dismissing the document camera in all delegate callback methods" (F-VK1).
@MainActor public protocol VNDocumentCameraViewControllerDelegate: AnyObject {
  func documentCameraViewController(
    _ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan)
  func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController)
  func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error)
}

extension VNDocumentCameraViewControllerDelegate {
  public func documentCameraViewController(
    _ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan
  ) {}
  public func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {}
  public func documentCameraViewController(
    _ controller: VNDocumentCameraViewController, didFailWithError error: any Error
  ) {}
}

/// The pages the user scanned (the model's user scans one page per scan).
public final class VNDocumentCameraScan {
  nonisolated deinit {}
  public let pageCount: Int
  public let title: String
  init(pageCount: Int, title: String) { (self.pageCount, self.title) = (pageCount, title) }

  /// The image of a page. An index past the pages, which raises on iOS, is not checked here.
  public func imageOfPage(at index: Int) -> UIImage { UIImage() }
}

/// The model's document camera (F-VK1): its view offers "Save" (the delegate hears
/// `didFinishWith` a scan of one page) and "Cancel" (`documentCameraViewControllerDidCancel`).
/// Neither dismisses it: the app does, in the delegate. A failing camera is not modelled (the
/// model's device has one that works), so `didFailWithError` is never called. The delegate is
/// weak.
open class VNDocumentCameraViewController: UIViewController {
  nonisolated deinit {}

  @exclusivity(unchecked) open weak var delegate: (any VNDocumentCameraViewControllerDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }

  /// Whether the device can scan: the model's can.
  public class var isSupported: Bool { true }

  open override func loadView() {
    super.loadView()
    addChoiceButtons([
      ("Save", { $0.finish(cancelled: false) }),
      ("Cancel", { $0.finish(cancelled: true) }),
    ])
  }

  private func finish(cancelled: Bool) {
    guard let delegate else { return }
    if cancelled {
      callback("documentCameraViewControllerDidCancel(_:)", announce: true) {
        delegate.documentCameraViewControllerDidCancel(self)
      }
    } else {
      let scan = VNDocumentCameraScan(pageCount: 1, title: "Scan")
      callback("documentCameraViewController(_:didFinishWith:)", announce: true) {
        delegate.documentCameraViewController(self, didFinishWith: scan)
      }
    }
  }
}

extension VNDocumentCameraViewController: OffersChoices {}
