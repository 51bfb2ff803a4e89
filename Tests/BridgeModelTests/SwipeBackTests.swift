import BridgeModel
import Testing

@MainActor
@Suite("The interactive swipe back (issue 9 §1.7)")
struct SwipeBackTests {
  /// A list with a detail pushed on it; the detail logs, in viewWillDisappear, how its
  /// transition ends (through the coordinator).
  private func launch(_ log: CallLog) -> (World, UINavigationController?, WatchingController) {
    let (world, _) = makeAppWorld()
    var navigation: UINavigationController?
    let detail = WatchingController("detail", log)
    detail.onWillDisappear = { [unowned detail] in
      guard let coordinator = detail.transitionCoordinator else { return }
      log.calls.append("detail interactive \(coordinator.isInteractive)")
      coordinator.notifyWhenInteractionChanges { context in
        log.calls.append("detail finger lifted, \(context.isCancelled ? "cancelling" : "completing")")
      }
      coordinator.animate(alongsideTransition: nil) { context in
        log.calls.append("detail transition \(context.isCancelled ? "cancelled" : "completed")")
      }
    }
    world.launch { world in
      let made = UINavigationController(rootViewController: WatchingController("list", log))
      navigation = made
      world.window.rootViewController = made
    }
    world.act { navigation?.pushViewController(detail, animated: true) }
    world.advanceClock(by: 500)
    log.calls.removeAll()
    return (world, navigation, detail)
  }

  @Test(
    "F-N21: a swipe let go early: the screen below begins to appear, then both undo; no didMove; the coordinator says cancelled"
  )
  func cancelled() {
    let log = CallLog()
    let (world, navigation, detail) = launch(log)
    #expect(world.apply(.swipeBack("back", commit: false)))
    #expect(
      log.calls == [
        "detail.viewWillDisappear", "detail interactive true", "list.viewWillAppear",
        "detail finger lifted, cancelling", "list.viewWillDisappear",
        "list.viewDidDisappear(no presenter, being dismissed: false)", "detail.viewWillAppear", "detail.viewDidAppear",
        "detail transition cancelled",
      ])
    #expect(navigation?.viewControllers.count == 2)
    #expect(detail.parent === navigation)
    #expect(world.elements.map(\.name).contains("back"))
  }

  @Test("F-N21: a swipe past the point of no return is the back button's pop; the coordinator says completed")
  func completed() {
    let log = CallLog()
    let (world, navigation, detail) = launch(log)
    #expect(world.apply(.swipeBack("back", commit: true)))
    #expect(
      log.calls == [
        "detail.viewWillDisappear", "detail interactive true", "list.viewWillAppear",
        "detail finger lifted, completing", "detail.viewDidDisappear(no presenter, being dismissed: false)",
        "list.viewDidAppear",
        "detail transition completed",
      ])
    #expect(navigation?.viewControllers.count == 1)
    #expect(detail.parent == nil)
  }

  @Test("The back button's pop is not interactive: no interaction handler runs")
  func pressIsNotInteractive() {
    let log = CallLog()
    let (world, _, _) = launch(log)
    #expect(world.apply(.press("back")))
    world.advanceClock(by: 500)
    #expect(log.calls.contains("detail interactive false"))
    #expect(!log.calls.contains { $0.hasPrefix("detail finger lifted") })
    #expect(log.calls.last == "detail transition completed")
  }

  @Test("The swipe's text parses back, with and without its cancel")
  func text() throws {
    for action in [Action.swipeBack("back", commit: true), .swipeBack("back#2", commit: false)] {
      #expect(try Action(parsing: action.text) == action)
    }
    #expect(Action.swipeBack("back", commit: false).text == "swipe back from the edge and cancel")
  }
}
