import BridgeModel
import Foundation
import Testing

/// A document camera delegate that logs what it hears, and dismisses the camera if asked to.
private final class ScanLog: VNDocumentCameraViewControllerDelegate {
  var calls: [String] = []
  let dismisses: Bool
  init(dismisses: Bool) { self.dismisses = dismisses }
  func documentCameraViewController(
    _ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan
  ) {
    calls.append("finished \(scan.pageCount)")
    if dismisses { controller.dismiss(animated: true) }
  }
  func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {
    calls.append("cancelled")
    if dismisses { controller.dismiss(animated: true) }
  }
}

@MainActor
@Suite("VisionKit's document camera (issue 9, F-VK1)")
struct VisionKitTests {
  /// Presents a document camera with `log` as its delegate; the camera and its presenter.
  private func present(_ log: ScanLog?) -> (World, VNDocumentCameraViewController, UIViewController) {
    let (world, _) = makeAppWorld()
    let root = UIViewController()
    world.launch { world in world.window.rootViewController = root }
    let camera = VNDocumentCameraViewController()
    world.act {
      camera.delegate = log
      root.present(camera, animated: true)
    }
    world.advanceClock(by: 500)
    return (world, camera, root)
  }

  @Test("F-VK1: Save and Cancel tell the delegate; neither dismisses the camera, the app must")
  func notDismissedByItself() {
    for choice in ["Save", "Cancel"] {
      let log = ScanLog(dismisses: false)
      let (world, camera, root) = present(log)
      #expect(world.apply(.tap(choice)))
      world.advanceClock(by: 500)
      #expect(log.calls == [choice == "Save" ? "finished 1" : "cancelled"])
      #expect(root.presentedViewController === camera, "\(choice)")
    }
  }

  @Test("F-VK1: a delegate that dismisses the camera takes it off the screen")
  func dismissedByTheApp() {
    let log = ScanLog(dismisses: true)
    let (world, _, root) = present(log)
    #expect(world.apply(.tap("Save")))
    world.advanceClock(by: 500)
    #expect(log.calls == ["finished 1"])
    #expect(root.presentedViewController == nil)
  }

  @Test("F-VK1: without a delegate the buttons do nothing; the delegate is weak")
  func noDelegate() {
    let (world, camera, root) = present(nil)
    #expect(world.apply(.tap("Cancel")))
    world.advanceClock(by: 500)
    #expect(root.presentedViewController === camera)
    world.act { camera.delegate = ScanLog(dismisses: true) }
    #expect(camera.delegate == nil)
    #expect(VNDocumentCameraViewController.isSupported)
  }
}
