import BridgeModel
import Foundation
import Testing

/// A coordinator-like target that logs each action with the recognizer's state (and a pan's
/// translation), and a delegate that may refuse to begin.
private final class GestureLog: UIGestureRecognizerDelegate {
  var calls: [String] = []
  var begins = true
  var resetsTranslation = false

  func tapped(_ recognizer: UITapGestureRecognizer) { calls.append("tap \(recognizer.state)") }
  func swiped(_ recognizer: UISwipeGestureRecognizer) { calls.append("swipe \(recognizer.state)") }
  func pressed(_ recognizer: UILongPressGestureRecognizer) { calls.append("press \(recognizer.state)") }
  func panned(_ recognizer: UIPanGestureRecognizer) {
    calls.append("pan \(recognizer.state) \(Int(recognizer.translation(in: recognizer.view).x))")
    if resetsTranslation { recognizer.setTranslation(.zero, in: recognizer.view) }
  }
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    calls.append("should begin")
    return begins
  }
}

/// A world whose root view holds a 200-point-wide view with the recognizers `attach` adds.
@MainActor
private func gestureWorld(_ attach: (UIView, GestureLog) -> Void) -> (World, UIView, GestureLog) {
  let (world, _) = makeAppWorld()
  let log = GestureLog()
  var made: UIView?
  world.launch { world in
    let root = UIViewController()
    world.window.rootViewController = root
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    made = view
    attach(view, log)
    root.view.addSubview(view)
  }
  return (world, made!, log)
}

@MainActor
@Suite("UIKit gesture recognizers the user performs (issue 9, F-GR1)")
struct GestureRecognizerTests {
  @Test("F-GR1: a tap recognizer is an element; a tap sends its action once, recognized as ended")
  func tap() {
    var recognizer: UITapGestureRecognizer?
    let (world, _, log) = gestureWorld { view, log in
      let tap = UITapGestureRecognizer(target: log, action: GestureLog.tapped)
      recognizer = tap
      view.addGestureRecognizer(tap)
    }
    #expect(world.elements.map(\.name) == ["tap-gesture"])
    #expect(world.apply(.tap("tap-gesture")))
    #expect(log.calls == ["tap ended"])
    #expect(recognizer?.state == .possible)
    #expect(!world.apply(.longPress("tap-gesture")))
  }

  @Test("F-GR1: the view's accessibility identifier names its recognizers; removing one removes the element")
  func naming() {
    var swipe: UISwipeGestureRecognizer?
    let (world, view, log) = gestureWorld { view, log in
      view.accessibilityIdentifier = "card"
      view.addGestureRecognizer(UITapGestureRecognizer(target: log, action: GestureLog.tapped))
      let made = UISwipeGestureRecognizer(target: log, action: GestureLog.swiped)
      made.direction = .left
      swipe = made
      view.addGestureRecognizer(made)
    }
    #expect(world.elements.map(\.name) == ["card", "card#2"])
    #expect(world.apply(.swipeAcross("card#2")))
    #expect(log.calls == ["swipe ended"])
    world.act { view.removeGestureRecognizer(swipe!) }
    #expect(world.elements.map(\.name) == ["card"])
    #expect(swipe?.view == nil)
  }

  @Test("F-GR1: a pan begins, changes by the fraction of the view's width, and ends, in three turns")
  func pan() {
    let (world, _, log) = gestureWorld { view, log in
      view.addGestureRecognizer(UIPanGestureRecognizer(target: log, action: GestureLog.panned))
    }
    #expect(world.apply(.pan("pan-gesture", by: 0.5)))
    #expect(log.calls == ["pan began 0", "pan changed 100", "pan ended 100"])
    log.calls.removeAll()
    #expect(world.apply(.pan("pan-gesture", by: -0.5)))
    #expect(log.calls == ["pan began 0", "pan changed -100", "pan ended -100"])
  }

  @Test("F-GR1: setTranslation rebases the pan, as handlers that apply each delta do")
  func panRebased() {
    let (world, _, log) = gestureWorld { view, log in
      log.resetsTranslation = true
      view.addGestureRecognizer(UIPanGestureRecognizer(target: log, action: GestureLog.panned))
    }
    #expect(world.apply(.pan("pan-gesture", by: 0.5)))
    #expect(log.calls == ["pan began 0", "pan changed 100", "pan ended 0"])
  }

  @Test("F-GR1: a long press on a UIKit view begins after the hold and ends when the finger lifts")
  func longPress() {
    let (world, _, log) = gestureWorld { view, log in
      let press = UILongPressGestureRecognizer(target: log, action: GestureLog.pressed)
      press.minimumPressDuration = 1
      view.addGestureRecognizer(press)
    }
    let before = world.now
    #expect(world.apply(.longPress("long-press")))
    #expect(log.calls == ["press began", "press ended"])
    #expect(world.now - before == 1000)
  }

  @Test("F-GR1: a delegate that refuses to begin fails the whole sequence; the next one asks again")
  func refusal() {
    let (world, _, log) = gestureWorld { view, log in
      let pan = UIPanGestureRecognizer(target: log, action: GestureLog.panned)
      pan.delegate = log
      view.addGestureRecognizer(pan)
    }
    log.begins = false
    #expect(world.apply(.pan("pan-gesture", by: 0.5)))
    #expect(log.calls == ["should begin"])
    log.begins = true
    #expect(world.apply(.pan("pan-gesture", by: 0.5)))
    #expect(log.calls == ["should begin", "should begin", "pan began 0", "pan changed 100", "pan ended 100"])
  }

  @Test("F-GR1: a disabled recognizer stays an element and sees no touches; a hidden view offers none")
  func disabledAndHidden() {
    var recognizer: UITapGestureRecognizer?
    let (world, view, log) = gestureWorld { view, log in
      let tap = UITapGestureRecognizer(target: log, action: GestureLog.tapped)
      tap.isEnabled = false
      recognizer = tap
      view.addGestureRecognizer(tap)
    }
    #expect(world.apply(.tap("tap-gesture")))
    #expect(log.calls.isEmpty)
    recognizer?.isEnabled = true
    #expect(world.apply(.tap("tap-gesture")))
    #expect(log.calls == ["tap ended"])
    world.act { view.isHidden = true }
    #expect(world.elements.isEmpty)
    #expect(!world.apply(.tap("tap-gesture")))
  }

  @Test("F-GR1: the target is held weakly: once it is gone, a tap sends nothing; removeTarget removes its actions")
  func weakTarget() {
    var recognizer: UITapGestureRecognizer?
    var target: GestureLog? = GestureLog()
    weak let gone = target
    let (world, _, log) = gestureWorld { view, log in
      let tap = UITapGestureRecognizer(target: target!, action: GestureLog.tapped)
      tap.addTarget(log, action: GestureLog.tapped)
      recognizer = tap
      view.addGestureRecognizer(tap)
    }
    target = nil
    #expect(gone == nil)
    #expect(world.apply(.tap("tap-gesture")))
    #expect(log.calls == ["tap ended"])
    recognizer?.removeTarget(log, action: nil)
    #expect(world.apply(.tap("tap-gesture")))
    #expect(log.calls == ["tap ended"])
  }

  @Test("`swipe across ELEMENT` reads back")
  func swipeText() throws {
    #expect(Action.swipeAcross("card#2").text == "swipe across card#2")
    #expect(try Action(parsing: "swipe across card#2") == .swipeAcross("card#2"))
    #expect(try Action(parsing: "swipe pages forward") == .swipePages("pages", forward: true, commit: true))
  }
}
