import BridgeModel
import Testing

/// A popover delegate that answers with a fixed adaptation and logs what it hears.
private final class PopoverDelegate: UIPopoverPresentationControllerDelegate {
  let style: UIModalPresentationStyle
  var calls: [String] = []
  init(style: UIModalPresentationStyle) { self.style = style }
  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    calls.append("adaptivePresentationStyle")
    return style
  }
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
    calls.append("prepare")
  }
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    calls.append("didDismiss")
  }
}

@MainActor
@Suite("Popovers on the model's iPhone (issue 9 §1.8)")
struct PopoverTests {
  /// Presents a `.popover` from the root, with `delegate` if given; returns the presented controller.
  private func presentPopover(_ world: World, delegate: PopoverDelegate?) -> UIViewController {
    let popover = UIViewController()
    world.act {
      popover.modalPresentationStyle = .popover
      popover.popoverPresentationController?.sourceView = world.window.rootViewController?.view
      popover.popoverPresentationController?.delegate = delegate
      world.window.rootViewController?.present(popover, animated: true)
    }
    world.advanceClock(by: 500)
    return popover
  }

  private func launch() -> World {
    let (world, _) = makeAppWorld()
    world.launch { world in world.window.rootViewController = UIViewController() }
    return world
  }

  @Test("F-PO1: without a delegate a popover adapts to a form sheet: the user can swipe it away, and it is dismissed")
  func adaptsToSheet() {
    let world = launch()
    let popover = presentPopover(world, delegate: nil)
    #expect(popover.popoverPresentationController != nil)
    #expect(popover.sheetPresentationController == nil)
    #expect(world.elements.map(\.name).contains("sheet"))
    #expect(world.apply(.swipeDown("sheet", commit: true)))
    world.advanceClock(by: 500)
    #expect(popover.presentingViewController == nil)
  }

  @Test("F-PO1: a delegate that answers .none keeps the popover: prepared, and not swipeable")
  func keptAsPopover() {
    let world = launch()
    let delegate = PopoverDelegate(style: .none)
    let popover = presentPopover(world, delegate: delegate)
    #expect(delegate.calls == ["adaptivePresentationStyle", "prepare"])
    #expect(popover.presentingViewController != nil)
    #expect(!world.elements.map(\.name).contains("sheet"))
  }

  @Test("F-PO1: a delegate that answers .fullScreen covers the presenter, which leaves the window")
  func adaptsToFullScreen() {
    let world = launch()
    let delegate = PopoverDelegate(style: .fullScreen)
    _ = presentPopover(world, delegate: delegate)
    #expect(world.window.rootViewController?.view.window == nil)
    #expect(!world.elements.map(\.name).contains("sheet"))
  }
}
