import BridgeModel
import Foundation
import Testing

/// A Quick Look data source and delegate that log what they are asked and told.
private final class PreviewLog: QLPreviewControllerDataSource, QLPreviewControllerDelegate {
  var calls: [String] = []
  let item = NSURL(fileURLWithPath: "/tmp/report.pdf")
  func numberOfPreviewItems(in controller: QLPreviewController) -> Int {
    calls.append("count")
    return 1
  }
  func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem {
    calls.append("item \(index)")
    return item
  }
  func previewControllerWillDismiss(_ controller: QLPreviewController) {
    calls.append("will dismiss, presented \(controller.presentingViewController != nil)")
  }
  func previewControllerDidDismiss(_ controller: QLPreviewController) {
    calls.append("did dismiss, presented \(controller.presentingViewController != nil)")
  }
}

@MainActor
@Suite("QLPreviewController and UIDatePicker (issue 9 §1.7)")
struct QuickLookTests {
  @Test(
    "F-QL1: the data source is asked when the view loads; Done dismisses it, the delegate hears will before and did after"
  )
  func preview() {
    let (world, _) = makeAppWorld()
    world.launch { world in world.window.rootViewController = UIViewController() }
    let log = PreviewLog()
    let preview = QLPreviewController()
    world.act {
      preview.dataSource = log
      preview.delegate = log
      world.window.rootViewController?.present(preview, animated: true)
    }
    world.advanceClock(by: 500)
    #expect(log.calls == ["count", "item 0"])
    #expect(preview.currentPreviewItem?.previewItemURL?.path == "/tmp/report.pdf")
    #expect(world.apply(.tap("Done")))
    world.advanceClock(by: 500)
    #expect(log.calls.suffix(2) == ["will dismiss, presented true", "did dismiss, presented false"])
  }

  @Test("A date set by code sends no .valueChanged, as UIKit's controls do")
  func datePickerByCode() {
    let (world, _) = makeAppWorld()
    let picker = UIDatePicker()
    var changes = 0
    picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    world.act { picker.setDate(Date(timeIntervalSince1970: 86_400), animated: true) }
    #expect(picker.date == Date(timeIntervalSince1970: 86_400))
    #expect(changes == 0)
  }
}
