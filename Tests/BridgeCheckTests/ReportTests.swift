import BridgeCatalog
import BridgeModel
import Testing

@testable import BridgeCheck

@MainActor
@Suite("Reports: the text a user reads")
struct ReportTests {
  func report(_ name: String, _ steps: [Action]) throws -> String {
    let scenario = try #require(Catalog.scenario(named: name))
    let report = try #require(
      Report.make(
        scenario: scenario, steps: steps, isCertified: true, isShortest: true, seed: 1,
        reproduce: [
          "swift run bridgecheck replay Corpus/x.trace", "swift run bridgecheck fuzz --scenario \(name) --seed 1",
        ]))
    return report.render()
  }

  @Test("A write during update: property and claim, steps, why, what to change, reproduce, seed")
  func selectionWriter() throws {
    let text = try report("text-field/selection-writer", [.focus("text-field"), .set(state: "text", value: "\"a\"")])
    #expect(
      text == """
        ✗ representable.no-state-write-during-update
          A representable never writes SwiftUI state while SwiftUI is updating it.

          text was written in textFieldDidChangeSelection, fired synchronously inside updateUIView of
          SelectionWritingTextField; SwiftUI dropped the write.

        Minimal steps (2, certified: none shorter exists) in text-field/selection-writer:
          1.  focus text-field
        → 2.  set text = "a"    ← violated here

          These steps set `text` directly, as app code would. If only the UI changes it, declare
          `.drivenByUI("text")` in the scenario, and the fuzzer will change it only through the UI.

        Why (step 2, turn 2):
          set text = "a"
              write text = "a"
            SwiftUI applies the turn's changes
              body of TextFieldScreen
              updateUIView(_:context:) of SelectionWritingTextField (its value changed)
                UITextField.text = "a": moved the caret to the end and fired textFieldDidChangeSelection
                textFieldDidChangeSelection (from UITextField)
                  write text = "a" — DROPPED: SwiftUI is updating the view graph
                  runtime issue: Modifying state during view update, this will cause undefined behavior.
              sizeThatFits(_:uiView:context:) of SelectionWritingTextField

        What to change:
          Guard setters in updateUIView with an equality check (if view.text != text); write back only
          from user-initiated callbacks; or hop with DispatchQueue.main.async.

        Reproduce:
          swift run bridgecheck replay Corpus/x.trace
          swift run bridgecheck fuzz --scenario text-field/selection-writer --seed 1

        Seed: 0x0000000000000001

        """)
  }

  @Test("A write-back from a Task: the task's own turn, its write, and the task it queues again (F-CC1)")
  func taskWriteBack() throws {
    let text = try report("task-write-back/diverging", [.type("a", into: "text-field")])
    #expect(
      text == """
        ✗ representable.no-infinite-update-loop
          Every action settles: SwiftUI and UIKit stop feeding each other changes within the run's bounds.

          A write-back kept changing state and updating representables for more than 8 turns in a row.
          Values that kept changing: text "" → "#a"; text "#a" → "##a"; text "##a" → "###a"; text "###a"
          → "####a"; text "####a" → "#####a"; text "#####a" → "######a"; text "######a" → "#######a";
          text "#######a" → "########a"; text "########a" → "#########a".

        Minimal steps (1, certified: none shorter exists) in task-write-back/diverging:
        → 1.  type "a" into text-field  ← violated here

        Why (step 1, turn 10):
          type "a" into text-field
            a task runs on the main actor until it suspends or ends (its own turn)
              write text = "#########a"
            SwiftUI applies the turn's changes
              body of NormalisingScreen
              updateUIView(_:context:) of NormalisingTextField (its value changed)
                UITextField.text = "#########a": moved the caret to the end and fired textFieldDidChangeSelection
                textFieldDidChangeSelection (from UITextField)
                  a task is queued to run on the main actor in a later turn
              sizeThatFits(_:uiView:context:) of NormalisingTextField
            the write-back chain passes 8 turns: the run stops

        What to change:
          Write back the value UIKit shows without transforming it, compare before setting, and make any
          normalisation idempotent; never derive the setter's input from the value you wrote back.

        Reproduce:
          swift run bridgecheck replay Corpus/x.trace
          swift run bridgecheck fuzz --scenario task-write-back/diverging --seed 1

        Seed: 0x0000000000000001

        """)
  }

  @Test("A task's turn that shows nothing (a hop off the main actor, a sleep's wake-up) is left out of Why")
  func quietTaskTurns() throws {
    let world = World()
    let log = EventLog()
    world.log = log
    RunContext.with(world) {
      Task { @MainActor in
        try? await Task.sleep(for: .milliseconds(100))
        DispatchQueue.main.async {}
      }
    }
    world.drainMainQueue()
    world.advanceClock(by: 100)
    world.drainMainQueue()
    let lines = EventText(world: world).lines(log.events)
    #expect(
      lines == [
        "a task is queued to run on the main actor in a later turn",
        "a task runs on the main actor until it suspends or ends (its own turn)",
        "  a task is queued to run off the main actor in a later turn",
        // Left out here: the turn off the main actor in which Task.sleep schedules its wake-up.
        "a Task.sleep comes due",
        "  a task is queued to run off the main actor in a later turn",
        "a task runs off the main actor until it suspends or ends (its own turn)",
        "  a task is queued to run on the main actor in a later turn",
        "a task runs on the main actor until it suspends or ends (its own turn)",
        "  DispatchQueue.main.async { … } queues a block for a later turn",
        "a DispatchQueue.main.async block runs (its own turn)",
      ])
  }

  @Test("A violation at settle names the values that disagree")
  func viewMatchesState() throws {
    let text = try report("search-bar/no-delegate", [.type("a", into: "search-bar")])
    #expect(
      text.contains("After the world settled, search-bar.text is \"a\" but text is \"\" (UISearchBar.text ↔ text)."))
    #expect(text.contains("→ 1.  type \"a\" into search-bar  ← violated here"))
    #expect(text.contains("searchBar(_:textDidChange:) is not delivered: the UISearchBar has no delegate"))
  }

  @Test("A leaked child coordinator: the swipe's events, the delegate call, the fix")
  func leakedChild() throws {
    let text = try report("peer-settings-flow/buggy", [.tap("settings"), .swipeDown("sheet", commit: true)])
    #expect(
      text == """
        ✗ coordinators.no-leaked-children
          When a flow ends — close button, swipe down, back, deep link — its coordinator is removed from its parent's childCoordinators.

          SettingsCoordinator is still in SettingsAppCoordinator.childCoordinators after the controller
          it was the presentation delegate of was dismissed.

        Minimal steps (2, certified: none shorter exists) in peer-settings-flow/buggy:
          1.  tap "settings"
        → 2.  swipe down sheet  ← violated here

        Why (step 2, turn 3):
          swipe down sheet
            a timer, asyncAfter block or animation frame comes due
              viewDidDisappear of UIHostingController<SettingsScreen>
              UIHostingController<SettingsScreen> is dismissed (swiped down)
              presentationControllerDidDismiss (from UIHostingController<SettingsScreen>)

        What to change:
          Call the parent's removeChild from every exit: the close action,
          presentationControllerDidDismiss (set the coordinator as the presentation controller's
          delegate), and navigation pops (navigationController(_:didShow:animated:), or viewDidDisappear
          when isMovingFromParent).

        Reproduce:
          swift run bridgecheck replay Corpus/x.trace
          swift run bridgecheck fuzz --scenario peer-settings-flow/buggy --seed 1

        Seed: 0x0000000000000001

        """)
  }

  @Test("A double push: the push and the transition it ran into")
  func doublePush() throws {
    let text = try report("peer-detail-pusher/buggy", [.tap("item"), .tap("item")])
    #expect(
      text == """
        ✗ navigation.no-double-push
          The same controller is never pushed twice, and no push starts while another push is still running.

          UIHostingController<ItemDetailScreen>#2 was pushed onto UINavigationController while its
          previous push was still running: a second screen for one intent.

        Minimal steps (2, certified: none shorter exists) in peer-detail-pusher/buggy:
          1.  tap "item"
        → 2.  tap "item"  ← violated here

        Why (step 2, turn 2):
          tap "item"
                body of ItemDetailScreen#2
              UINavigationController.pushViewController(UIHostingController<ItemDetailScreen>#2) — while its push transition is running

        What to change:
          Guard the action (seed 002's navigateGuarded) for at least the transition's length, or ignore
          taps while navigationController.transitionCoordinator is non-nil.

        Reproduce:
          swift run bridgecheck replay Corpus/x.trace
          swift run bridgecheck fuzz --scenario peer-detail-pusher/buggy --seed 1

        Seed: 0x0000000000000001

        """)
  }
}
