import Testing

@testable import BridgeModel

/// A controller that writes what it sees of its presentation into a shared log.
final class WatchingController: UIViewController {
  let name: String
  let log: CallLog
  /// Run inside viewDidDisappear (to present again from there).
  var onDidDisappear: (() -> Void)?
  /// Run inside viewWillDisappear (to ask for the transition's coordinator there).
  var onWillDisappear: (() -> Void)?

  init(_ name: String, _ log: CallLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { return nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.calls.append("\(name).viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.calls.append("\(name).viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.calls.append("\(name).viewWillDisappear")
    onWillDisappear?()
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    let presenter = presentingViewController == nil ? "no presenter" : "still presented"
    log.calls.append("\(name).viewDidDisappear(\(presenter), being dismissed: \(isBeingDismissed))")
    onDidDisappear?()
  }
}

/// A presentation delegate that writes into the same log.
final class LoggingPresentationDelegate: UIAdaptivePresentationControllerDelegate {
  let log: CallLog
  init(_ log: CallLog) { self.log = log }
  func presentationControllerWillDismiss(_ controller: UIPresentationController) { log.calls.append("willDismiss") }
  func presentationControllerDidDismiss(_ controller: UIPresentationController) { log.calls.append("didDismiss") }
}

@MainActor
@Suite("Behaviours re-examined with sources (FIDELITY.md, issue 7)")
struct ReexaminedTests {
  private func navWorld(_ log: CallLog, profile: BehaviourProfile = .default) -> (
    World, Recorder, UINavigationController
  ) {
    let (world, recorder) = makeAppWorld(profile: profile)
    var nav: UINavigationController!
    world.launch { world in
      nav = UINavigationController(rootViewController: WatchingController("root", log))
      world.window.rootViewController = nav
    }
    log.calls.removeAll()
    return (world, recorder, nav)
  }

  @Test("F-T2: by default nothing of a running push takes touches")
  func touchesDefault() {
    #expect(BehaviourProfile.default.touchesDuringTransition == .none)
    let (world, _) = makeAppWorld()
    var nav: UINavigationController!
    world.launch { world in
      nav = UINavigationController(rootViewController: UIHostingController(rootView: OneButton(title: "item") {}))
      world.window.rootViewController = nav
    }
    #expect(world.elements.map(\.name) == ["item"])
    world.act { nav.pushViewController(UIHostingController(rootView: OneButton(title: "detail") {}), animated: true) }
    #expect(world.elements.isEmpty)
    world.advanceClock(by: 350)
    #expect(world.elements.map(\.name) == ["detail", "back"])
  }

  @Test(
    "F-P1: a full-screen dismissal ends in UIKit's order: relationship cleared, presenter appeared, dismissed disappeared, completion"
  )
  func dismissalOrder() {
    let log = CallLog()
    let (world, _, nav) = navWorld(log)
    let sheet = WatchingController("sheet", log)
    sheet.modalPresentationStyle = .fullScreen
    world.act { nav.present(sheet, animated: true) }
    #expect(log.calls == ["root.viewWillDisappear", "sheet.viewWillAppear"])
    world.advanceClock(by: 350)
    #expect(
      log.calls == [
        "root.viewWillDisappear", "sheet.viewWillAppear",
        "root.viewDidDisappear(no presenter, being dismissed: false)", "sheet.viewDidAppear",
      ])
    log.calls.removeAll()
    world.act { sheet.dismiss(animated: true) { log.calls.append("completion") } }
    #expect(log.calls == ["sheet.viewWillDisappear", "root.viewWillAppear"])
    #expect(nav.presentedViewController === sheet)
    world.advanceClock(by: 350)
    #expect(
      log.calls == [
        "sheet.viewWillDisappear", "root.viewWillAppear", "root.viewDidAppear",
        "sheet.viewDidDisappear(no presenter, being dismissed: true)", "completion",
      ])
    #expect(nav.presentedViewController == nil)
  }

  @Test("F-P1: presenting again from viewDidDisappear of the dismissed controller, or from the completion, works")
  func presentAgainAfterDismissal() {
    let log = CallLog()
    let (world, recorder, nav) = navWorld(log)
    let first = WatchingController("first", log)
    world.act { nav.present(first, animated: true) }
    world.advanceClock(by: 350)
    let second = WatchingController("second", log)
    first.onDidDisappear = { nav.present(second, animated: true) }
    world.act { first.dismiss(animated: true) }
    world.advanceClock(by: 700)
    #expect(nav.presentedViewController === second)
    let third = WatchingController("third", log)
    world.act { second.dismiss(animated: true) { nav.present(third, animated: true) } }
    world.advanceClock(by: 700)
    #expect(nav.presentedViewController === third)
    #expect(!recorder.diagnostics.contains { $0.contains("Attempt to present") })
  }

  @Test("F-N20: a push changes the stack at once; a push made during a transition joins it only when it runs")
  func stackTiming() {
    let log = CallLog()
    let (world, _, nav) = navWorld(log)
    let a = WatchingController("a", log)
    let b = WatchingController("b", log)
    world.act { nav.pushViewController(a, animated: true) }
    #expect(nav.viewControllers.count == 2)
    #expect(nav.topViewController === a)
    world.act { nav.pushViewController(b, animated: true) }
    #expect(nav.viewControllers.count == 2)
    #expect(nav.topViewController === a)
    world.advanceClock(by: 350)
    #expect(nav.topViewController === b)
    #expect(nav.viewControllers.count == 3)
  }

  @Test(
    "F-P2: a child sees what its ancestor presents; the presented controller and its children see the ancestor that presented"
  )
  func presentedThroughAncestors() {
    let log = CallLog()
    let (world, _, nav) = navWorld(log)
    let root = nav.viewControllers[0]
    let inner = WatchingController("inner", log)
    let sheet = UINavigationController(rootViewController: inner)
    world.act { root.present(sheet, animated: false) }
    #expect(nav.presentedViewController === sheet)
    #expect(root.presentedViewController === sheet)
    #expect(sheet.presentingViewController === nav)
    #expect(inner.presentingViewController === nav)
    #expect(nav.visibleViewController === sheet)
  }

  private func sheetWorld(_ log: CallLog, profile: BehaviourProfile = .default) -> (
    World, UINavigationController, WatchingController, LoggingPresentationDelegate
  ) {
    let (world, _, nav) = navWorld(log, profile: profile)
    let sheet = WatchingController("sheet", log)
    let delegate = LoggingPresentationDelegate(log)
    sheet.presentationController?.delegate = delegate
    world.act { nav.present(sheet, animated: true) }
    world.advanceClock(by: 350)
    log.calls.removeAll()
    return (world, nav, sheet, delegate)
  }

  @Test("F-S1: a swipe is a gesture over turns: drag, then the world goes on, then let go; did-dismiss comes last")
  func swipeOverTurns() {
    let log = CallLog()
    let (world, nav, sheet, delegate) = sheetWorld(log)
    #expect(world.apply(.dragSheet("sheet")))
    #expect(log.calls == ["sheet.viewWillDisappear", "willDismiss"])
    #expect(world.elements.map(\.name) == ["sheet"])
    #expect(world.elements.first?.kind == .draggedSheet)
    #expect(world.choices().flatMap(\.options).contains(.releaseSheet("sheet", commit: true)))
    #expect(!world.choices().flatMap(\.options).contains(.dragSheet("sheet")))
    // App code runs while the finger is down: the sheet is still presented, and being dismissed.
    #expect(nav.presentedViewController === sheet)
    #expect(sheet.isBeingDismissed)
    #expect(world.apply(.advanceClock(milliseconds: 500)))
    #expect(world.apply(.releaseSheet("sheet", commit: true)))
    #expect(nav.presentedViewController === sheet)
    world.advanceClock(by: 250)
    #expect(
      log.calls == [
        "sheet.viewWillDisappear", "willDismiss", "sheet.viewDidDisappear(no presenter, being dismissed: true)",
        "didDismiss",
      ])
    #expect(nav.presentedViewController == nil)
    withExtendedLifetime(delegate) {}
  }

  @Test("F-S1, V13: a drag that springs back undoes the disappearance and sends no did-dismiss")
  func swipeSpringsBack() {
    let log = CallLog()
    let (world, nav, sheet, delegate) = sheetWorld(log)
    #expect(world.apply(.dragSheet("sheet")))
    #expect(world.apply(.releaseSheet("sheet", commit: false)))
    world.advanceClock(by: 500)
    #expect(
      log.calls == ["sheet.viewWillDisappear", "willDismiss", "sheet.viewWillAppear", "sheet.viewDidAppear"])
    #expect(nav.presentedViewController === sheet)
    #expect(!sheet.isBeingDismissed)
    #expect(world.elements.map(\.name) == ["sheet"])
    #expect(world.elements.first?.kind == .sheet)
    withExtendedLifetime(delegate) {}
  }

  @Test("F-S1: sheetWillDismissOrder decides whether will-dismiss comes before or after viewWillDisappear")
  func willDismissOrderKnob() {
    for order in BehaviourProfile.SheetWillDismissOrder.allCases {
      var profile = BehaviourProfile.default
      profile.sheetWillDismissOrder = order
      let log = CallLog()
      let (world, _, _, delegate) = sheetWorld(log, profile: profile)
      #expect(world.apply(.dragSheet("sheet")))
      let expected =
        order == .afterWillDisappear
        ? ["sheet.viewWillDisappear", "willDismiss"] : ["willDismiss", "sheet.viewWillDisappear"]
      #expect(log.calls == expected, "\(order)")
      withExtendedLifetime(delegate) {}
    }
  }

  @Test("The split swipe's actions read back from their trace text")
  func swipeActionText() throws {
    for action: Action in [
      .dragSheet("sheet"), .releaseSheet("sheet", commit: true), .releaseSheet("sheet", commit: false),
    ] {
      #expect(try Action(parsing: action.text) == action)
    }
    #expect(Action.dragSheet("sheet").text == "drag sheet down")
    #expect(Action.releaseSheet("sheet", commit: true).text == "let go of sheet")
    #expect(Action.releaseSheet("sheet", commit: false).text == "let sheet spring back")
  }

  @Test("A drag to a detent and a page swipe read back from their trace text")
  func detentAndPageActionText() throws {
    for action: Action in [
      .dragSheetToDetent("sheet", detent: "medium"), .dragSheetToDetent("sheet", detent: "com.example.tall"),
      .swipePages("pages", forward: true, commit: true), .swipePages("pages", forward: false, commit: false),
      .swipePages("gallery", forward: false, commit: true),
    ] {
      #expect(try Action(parsing: action.text) == action)
    }
    #expect(Action.dragSheetToDetent("sheet", detent: "large").text == "drag sheet to \"large\"")
    #expect(Action.swipePages("pages", forward: true, commit: false).text == "swipe pages forward and cancel")
    #expect(Action.swipePages("pages", forward: false, commit: true).text == "swipe pages back")
    #expect(try Action(parsing: "swipe down sheet") == .swipeDown("sheet", commit: true))
    #expect(throws: Action.ParseError.self) { try Action(parsing: "swipe pages forward and") }
    #expect(throws: Action.ParseError.self) { try Action(parsing: "drag sheet to \"\"") }
  }

  @Test("F-C9b: setRegion with the region the map shows calls nothing by default; `fire` calls the callbacks again")
  func equalRegion() {
    final class Spy: NSObject, MKMapViewDelegate {
      var did = 0
      func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { did += 1 }
    }
    #expect(BehaviourProfile.default.equalRegionCallbacks == .silent)
    let region = MKCoordinateRegion(traceText: "48.85,2.35 span 0.1,0.1") ?? MKCoordinateRegion()
    for knob in BehaviourProfile.EqualRegionCallbacks.allCases {
      var profile = BehaviourProfile.default
      profile.equalRegionCallbacks = knob
      let world = World(profile: profile)
      let map = RunContext.with(world) { MKMapView() }
      world.window.addSubview(map)
      let spy = Spy()
      map.delegate = spy
      RunContext.with(world) { map.setRegion(region, animated: false) }
      #expect(spy.did == 1)
      RunContext.with(world) { map.setRegion(map.region, animated: false) }
      #expect(spy.did == (knob == .fire ? 2 : 1), "\(knob)")
    }
  }
}

/// A representable holding an optional binding (F-B1).
struct OptionalBindingField: UIViewRepresentable {
  var text: Binding<String?>?
  let log: CallLog
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {
    log.calls.append("update(\(text?.wrappedValue ?? "nil"))")
  }
}

struct OptionalBindingScreen: View {
  @State var text: String? = "a"
  let log: CallLog
  var body: some View { OptionalBindingField(text: $text, log: log) }
}

@MainActor
@Suite("F-B1: an optional binding on a representable")
struct OptionalBindingTests {
  @Test("A change of the bound value updates the representable, as a non-optional binding does")
  func updates() {
    let log = CallLog()
    let (world, _) = makeWorld(OptionalBindingScreen(log: log))
    log.calls.removeAll()
    #expect(world.apply(.set(state: "text", value: "\"b\"")))
    #expect(log.calls == ["update(b)"])
    #expect(world.apply(.set(state: "text", value: "nil")))
    #expect(log.calls == ["update(b)", "update(nil)"])
    #expect(world.apply(.rerender))
    #expect(log.calls == ["update(b)", "update(nil)"])
  }

  @Test("Optionals of values that are not Equatable compare by their payload: nil = nil, value ≠ nil")
  func comparator() {
    struct Box { var value: String }
    let cache = ComparatorCache(profile: .default)
    #expect(cache.equal(Box?.none, Box?.none))
    #expect(!cache.equal(Box?.none, Box(value: "a")))
    #expect(cache.equal(Box?(Box(value: "a")), Box(value: "a")))
    #expect(!cache.equal(Box?(Box(value: "a")), Box(value: "b")))
  }
}

/// Subclasses declare `init()` as in UIKit: no `override`, and call the designated initializer.
final class PlainInitController: UIViewController {
  let label: String
  init() {
    label = "plain"
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { return nil }
}

final class PlainInitView: UIView {
  init() { super.init(frame: .zero) }
  required init?(coder: NSCoder) { return nil }
}

@MainActor
@Suite("The mirror API takes pasted code as UIKit does")
struct MirrorAPITests {
  @Test("init() is a convenience initializer: a subclass's init() needs no override, UIViewController() still works")
  func plainInit() {
    let world = World()
    RunContext.with(world) {
      #expect(PlainInitController().label == "plain")
      _ = PlainInitView()
      _ = UIViewController()
      _ = UINavigationController()
      _ = UITabBarController()
    }
  }
}
