import Testing

@testable import BridgeModel

/// A controller that logs its lifecycle callbacks.
final class LoggingController: UIViewController {
  let name: String
  let log: CallLog
  init(_ name: String, _ log: CallLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { return nil }
  override func viewDidLoad() { log.calls.append("\(name).viewDidLoad") }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.calls.append("\(name).viewWillAppear")
  }
  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    log.calls.append("\(name).viewIsAppearing")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.calls.append("\(name).viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.calls.append("\(name).viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.calls.append("\(name).viewDidDisappear")
  }
  override func willMove(toParent parent: UIViewController?) {
    super.willMove(toParent: parent)
    log.calls.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
  }
  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    log.calls.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
  }
}

/// viewWillAppear forgets super; viewDidAppear calls super.viewWillAppear (a copy-and-paste slip).
final class SuperSkipper: UIViewController {
  override func viewWillAppear(_ animated: Bool) {}
  override func viewDidAppear(_ animated: Bool) { super.viewWillAppear(animated) }
}

/// A hosting controller subclass that forgets super in viewWillAppear.
final class ForgetfulHost: UIHostingController<Text> {
  override func viewWillAppear(_ animated: Bool) {}
}

/// A world with a recorder and nothing mounted.
func makeAppWorld(profile: BehaviourProfile = .default) -> (World, Recorder) {
  let recorder = Recorder()
  return (World(profile: profile, observer: recorder), recorder)
}

extension World {
  /// Runs `body` as one turn of an action.
  func act(_ body: () -> Void) { runTurn(.action, Phase(.action), body) }
}

extension Recorder {
  /// Each appearance override that did not call its own super: what it was and what it called.
  var missedSupers: [String] {
    events.compactMap { event in
      guard case .controller(_, .appearanceOverrideMissedSuper(let callback, let called)) = event.kind else {
        return nil
      }
      return "\(callback.name) called \(called?.name ?? "nothing")"
    }
  }

  var exceptions: [UIKitException] {
    events.compactMap { event in
      if case .uikitException(let exception) = event.kind { return exception }
      return nil
    }
  }
  var diagnostics: [String] {
    events.compactMap { event in
      if case .diagnostic(let text) = event.kind { return text }
      return nil
    }
  }
}

@MainActor
@Suite("View controllers: loading, containment, appearance (fidelity §4)")
struct ControllerTests {
  @Test("V9: viewDidLoad runs once, lazily, on first access of view")
  func lazyLoad() {
    let log = CallLog()
    let (world, _) = makeAppWorld()
    world.launch { _ in
      let controller = LoggingController("c", log)
      #expect(!controller.isViewLoaded)
      #expect(log.calls.isEmpty)
      _ = controller.view
      _ = controller.view
      #expect(log.calls == ["c.viewDidLoad"])
    }
  }

  @Test("V1, V3: addChild calls willMove(toParent:) and never didMove")
  func addChildCallsWillMoveOnly() {
    let log = CallLog()
    let (world, _) = makeAppWorld()
    world.launch { _ in
      let parent = UIViewController()
      let child = LoggingController("c", log)
      parent.addChild(child)
      #expect(log.calls == ["c.willMove(parent)"])
      #expect(child.parent === parent)
    }
  }

  @Test("V2: addChild of a controller with a parent detaches it from the old parent")
  func addChildDetaches() {
    let log = CallLog()
    let (world, _) = makeAppWorld()
    world.launch { _ in
      let first = UIViewController()
      let second = UIViewController()
      let child = LoggingController("c", log)
      first.addChild(child)
      second.addChild(child)
      #expect(first.children.isEmpty)
      #expect(second.children.first === child)
    }
  }

  @Test("V4: removeFromParent calls didMove(toParent: nil) itself; willMove(nil) is never automatic")
  func removeSequence() {
    let log = CallLog()
    let (world, _) = makeAppWorld()
    world.launch { _ in
      let parent = UIViewController()
      let child = LoggingController("c", log)
      parent.addChild(child)
      child.didMove(toParent: parent)
      log.calls.removeAll()
      child.removeFromParent()
      #expect(log.calls == ["c.didMove(nil)"])
    }
  }

  @Test("V5, V6: a child's view added under another controller's view raises the hierarchy exception")
  func hierarchyInconsistency() {
    let (world, recorder) = makeAppWorld()
    world.launch { _ in
      let parent = UIViewController()
      let other = UIViewController()
      let child = UIViewController()
      parent.addChild(child)
      other.view.addSubview(child.view)
    }
    #expect(recorder.exceptions.map(\.name) == ["UIViewControllerHierarchyInconsistency"])
    #expect(recorder.exceptions.first?.reason.contains("should have parent view controller:") == true)
    #expect(world.isHalted)
  }

  @Test("V7, N6: moving a child to a new parent while its view is still under the old one raises")
  func staleViewReparent() {
    let (world, recorder) = makeAppWorld()
    world.launch { _ in
      let old = UIViewController()
      let new = UIViewController()
      let child = UIViewController()
      old.addChild(child)
      old.view.addSubview(child.view)
      child.didMove(toParent: old)
      child.removeFromParent()
      new.addChild(child)
    }
    #expect(recorder.exceptions.first?.reason.contains("but requested parent is:") == true)
  }

  @Test("V5: a view added without containment (no parent) does not raise")
  func detachedAddAllowed() {
    let (world, recorder) = makeAppWorld()
    world.launch { _ in
      let parent = UIViewController()
      let loose = UIViewController()
      parent.view.addSubview(loose.view)
    }
    #expect(recorder.exceptions.isEmpty)
  }

  @Test("V6: a view can belong to one controller at a time")
  func oneControllerPerView() {
    let (world, recorder) = makeAppWorld()
    world.launch { _ in
      let first = UIViewController()
      let second = UIViewController()
      second.view = first.view
    }
    #expect(
      recorder.exceptions.first?.reason.hasPrefix("A view can only be associated with at most one view controller")
        == true)
  }

  @Test("V9, VC3: the window's root appears as its view enters the window, in order")
  func rootAppearance() {
    let log = CallLog()
    let (world, _) = makeAppWorld()
    world.launch { world in world.window.rootViewController = LoggingController("root", log) }
    #expect(log.calls == ["root.viewDidLoad", "root.viewWillAppear", "root.viewIsAppearing", "root.viewDidAppear"])
  }

  @Test("V9, F-P3: a pushed or presented controller loads its view before any appearance callback")
  func loadBeforeAppearing() {
    let log = CallLog()
    let (world, _) = makeAppWorld()
    let navigation = UINavigationController(rootViewController: UIViewController())
    world.launch { world in world.window.rootViewController = navigation }
    world.act { navigation.pushViewController(LoggingController("pushed", log), animated: false) }
    world.act { navigation.present(LoggingController("sheet", log), animated: false) }
    world.advanceClock(by: 1000)
    // A sheet leaves its presenter on screen; a full-screen presentation covers it, and the
    // covering controller's view loads before the covered one hears viewWillDisappear.
    world.act { navigation.presentedViewController?.dismiss(animated: false) }
    world.advanceClock(by: 1000)
    let cover = LoggingController("cover", log)
    cover.modalPresentationStyle = .fullScreen
    world.act { navigation.present(cover, animated: false) }
    world.advanceClock(by: 1000)
    // (The order of the two did-callbacks at the end is F-P1's and not asserted here.)
    #expect(
      log.calls.dropLast(2) == [
        "pushed.willMove(parent)", "pushed.viewDidLoad", "pushed.viewWillAppear", "pushed.viewIsAppearing",
        "pushed.viewDidAppear", "pushed.didMove(parent)",
        "sheet.viewDidLoad", "sheet.viewWillAppear", "sheet.viewIsAppearing", "sheet.viewDidAppear",
        "sheet.viewWillDisappear", "sheet.viewDidDisappear",
        "cover.viewDidLoad", "pushed.viewWillDisappear", "cover.viewWillAppear", "cover.viewIsAppearing",
      ])
    #expect(Set(log.calls.suffix(2)) == ["cover.viewDidAppear", "pushed.viewDidDisappear"])
  }

  @Test("V14: a child added with containment to an on-screen parent appears with it")
  func childForwarding() {
    let log = CallLog()
    let (world, _) = makeAppWorld()
    world.launch { world in
      let root = UIViewController()
      world.window.rootViewController = root
      let child = LoggingController("child", log)
      root.addChild(child)
      root.view.addSubview(child.view)
      child.didMove(toParent: root)
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }
    #expect(
      log.calls == [
        "child.willMove(parent)", "child.viewDidLoad", "child.viewWillAppear", "child.viewIsAppearing",
        "child.viewDidAppear", "child.didMove(parent)", "child.willMove(nil)", "child.viewWillDisappear",
        "child.viewDidDisappear", "child.didMove(nil)",
      ])
  }

  @Test("V16: a view added without containment gets no appearance callbacks by default")
  func detachedAppearance() {
    let log = CallLog()
    let (world, _) = makeAppWorld()
    world.launch { world in
      let root = UIViewController()
      world.window.rootViewController = root
      let loose = LoggingController("loose", log)
      root.view.addSubview(loose.view)
    }
    #expect(log.calls == ["loose.viewDidLoad"])
    var profile = BehaviourProfile.default
    profile.detachedAppearance = .onWindowEntry
    let other = CallLog()
    let (world2, _) = makeAppWorld(profile: profile)
    world2.launch { world in
      let root = UIViewController()
      world.window.rootViewController = root
      let loose = LoggingController("loose", other)
      root.view.addSubview(loose.view)
      #expect(other.calls.contains("loose.viewDidAppear"))
    }
  }

  @Test("V11: calling viewWillAppear directly is reported")
  func directCall() {
    let log = CallLog()
    let (world, recorder) = makeAppWorld()
    world.launch { _ in LoggingController("c", log).viewWillAppear(false) }
    #expect(recorder.diagnostics.first?.hasPrefix("Calling -viewWillAppear: directly") == true)
  }

  @Test(
    "V9: an appearance override that skips super, or calls another callback's super, is reported; one that calls its own is not"
  )
  func overrideSuper() {
    let (world, recorder) = makeAppWorld()
    world.launch { world in world.window.rootViewController = SuperSkipper() }
    #expect(recorder.missedSupers == ["viewWillAppear called nothing", "viewDidAppear called viewWillAppear"])
    let (fine, fineRecorder) = makeAppWorld()
    fine.launch { world in world.window.rootViewController = LoggingController("root", CallLog()) }
    #expect(fineRecorder.missedSupers.isEmpty)
  }

  @Test("V9: a UIHostingController subclass whose viewWillAppear forgets super is reported")
  func hostingOverrideSuper() {
    let (world, recorder) = makeAppWorld()
    world.launch { world in world.window.rootViewController = ForgetfulHost(rootView: Text("hi")) }
    #expect(recorder.missedSupers == ["viewWillAppear called nothing"])
  }

  @Test("A disabled control and a view with alpha below 0.01 take no taps (UIControl.isEnabled, hitTest)")
  func unreachableElements() {
    let (world, _) = makeAppWorld()
    var save: UIButton!
    var faded: UIView!
    world.launch { world in
      let root = UIViewController()
      world.window.rootViewController = root
      save = UIButton(title: "save")
      faded = UIView()
      faded.addSubview(UIButton(title: "undo"))
      root.view.addSubview(save)
      root.view.addSubview(faded)
    }
    #expect(world.elements.map(\.name) == ["save", "undo"])
    world.act {
      save.isEnabled = false
      faded.alpha = 0.009
    }
    #expect(world.elements.isEmpty)
    world.act {
      save.isEnabled = true
      faded.alpha = 0.01
    }
    #expect(world.elements.map(\.name) == ["save", "undo"])
  }

  @Test("V12: unbalanced begin/end calls are reported; V13: a begin with the opposite flag cancels")
  func appearanceStateMachine() {
    let log = CallLog()
    let (world, recorder) = makeAppWorld()
    world.launch { _ in
      let controller = LoggingController("c", log)
      controller.beginAppearanceTransition(true, animated: false)
      controller.beginAppearanceTransition(true, animated: false)
      #expect(recorder.diagnostics.last?.hasPrefix("Unbalanced calls to begin/end appearance transitions") == true)
      controller.endAppearanceTransition()
      controller.beginAppearanceTransition(false, animated: true)
      controller.beginAppearanceTransition(true, animated: true)
      controller.endAppearanceTransition()
    }
    #expect(
      log.calls == [
        "c.viewWillAppear", "c.viewIsAppearing", "c.viewDidAppear", "c.viewWillDisappear", "c.viewWillAppear",
        "c.viewIsAppearing", "c.viewDidAppear",
      ])
  }

  @Test("V17: a controller nobody retains is gone at once; its view stays, orphaned")
  func unretainedController() {
    let (world, _) = makeAppWorld()
    var id = ObjectID.none
    world.launch { world in
      let root = UIViewController()
      world.window.rootViewController = root
      let loose = UIViewController()
      id = loose.objectID
      root.view.addSubview(loose.view)
    }
    #expect(!world.isAlive(id))
    #expect(world.window.rootViewController?.view.subviews.count == 1)
  }
}

struct PlainScreen: View {
  var body: some View { EmptyView() }
}

@MainActor
@Suite("Navigation and presentation (fidelity §5)")
struct NavigationTests {
  private func navWorld(_ log: CallLog, profile: BehaviourProfile = .default) -> (
    World, Recorder, UINavigationController
  ) {
    let (world, recorder) = makeAppWorld(profile: profile)
    var nav: UINavigationController!
    world.launch { world in
      nav = UINavigationController(rootViewController: LoggingController("root", log))
      world.window.rootViewController = nav
    }
    return (world, recorder, nav)
  }

  @Test("N7-style push: the new top appears over the transition; didMove after it ends")
  func pushAppearance() {
    let log = CallLog()
    let (world, _, nav) = navWorld(log)
    log.calls.removeAll()
    world.act { nav.pushViewController(LoggingController("detail", log), animated: true) }
    #expect(nav.viewControllers.count == 2)
    #expect(nav.isTransitioning)
    #expect(!log.calls.contains("detail.viewDidAppear"))
    world.advanceClock(by: 350)
    #expect(!nav.isTransitioning)
    #expect(
      log.calls == [
        "detail.willMove(parent)", "detail.viewDidLoad", "root.viewWillDisappear", "detail.viewWillAppear",
        "detail.viewIsAppearing", "root.viewDidDisappear", "detail.viewDidAppear", "detail.didMove(parent)",
      ])
  }

  /// Records isMovingToParent / isMovingFromParent in each appearance callback.
  final class MovingController: UIViewController {
    var seen: [String] = []
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      seen.append("willAppear to:\(isMovingToParent) from:\(isMovingFromParent)")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      seen.append("didAppear to:\(isMovingToParent) from:\(isMovingFromParent)")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      seen.append("willDisappear to:\(isMovingToParent) from:\(isMovingFromParent)")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      seen.append("didDisappear to:\(isMovingToParent) from:\(isMovingFromParent)")
    }
  }

  @Test("isMovingToParent while pushed, isMovingFromParent while popped; neither when only covered")
  func movingToAndFromParent() {
    let log = CallLog()
    let (world, _, nav) = navWorld(log)
    let detail = MovingController()
    let cover = MovingController()
    world.act { nav.pushViewController(detail, animated: true) }
    world.advanceClock(by: 350)
    #expect(!detail.isMovingToParent)
    world.act { nav.pushViewController(cover, animated: true) }
    world.advanceClock(by: 350)
    world.act { nav.popViewController(animated: true) }
    world.advanceClock(by: 350)
    world.act { nav.popViewController(animated: true) }
    world.advanceClock(by: 350)
    #expect(!detail.isMovingFromParent)
    #expect(
      detail.seen == [
        "willAppear to:true from:false", "didAppear to:true from:false",
        "willDisappear to:false from:false", "didDisappear to:false from:false",
        "willAppear to:false from:false", "didAppear to:false from:false",
        "willDisappear to:false from:true", "didDisappear to:false from:true",
      ])
  }

  @Test("N1: pushing the instance already on the stack raises")
  func pushSameInstance() {
    let log = CallLog()
    let (world, recorder, nav) = navWorld(log)
    let detail = LoggingController("detail", log)
    world.act { nav.pushViewController(detail, animated: false) }
    world.act { nav.pushViewController(detail, animated: false) }
    #expect(recorder.exceptions.first?.reason.contains("is pushing the same view controller instance") == true)
  }

  @Test("N3: a push during a transition waits for it (defer); a double push of one instance raises at its end")
  func deferredPush() {
    let log = CallLog()
    let (world, recorder, nav) = navWorld(log)
    let detail = LoggingController("detail", log)
    world.act {
      nav.pushViewController(detail, animated: true)
      nav.pushViewController(detail, animated: true)
    }
    #expect(nav.viewControllers.count == 2)
    #expect(recorder.exceptions.isEmpty)
    world.advanceClock(by: 350)
    #expect(recorder.exceptions.count == 1)
  }

  @Test("N4: under legacyCorrupt an overlapping push logs and corrupts the bar")
  func legacyOverlap() {
    let log = CallLog()
    var profile = BehaviourProfile.default
    profile.navOverlapPolicy = .legacyCorrupt
    let (world, recorder, nav) = navWorld(log, profile: profile)
    world.act {
      nav.pushViewController(UIViewController(), animated: true)
      nav.pushViewController(UIViewController(), animated: true)
    }
    #expect(nav.isNavigationBarCorrupted)
    #expect(recorder.diagnostics.contains("nested push animation can result in corrupted navigation bar"))
    #expect(nav.viewControllers.count == 3)
  }

  @Test("N5: popToRoot then push in one turn ends as [root, new] under defer")
  func popToRootThenPush() {
    let log = CallLog()
    let (world, _, nav) = navWorld(log)
    world.act { nav.pushViewController(UIViewController(), animated: false) }
    let new = UIViewController()
    world.act {
      nav.popToRootViewController(animated: true)
      nav.pushViewController(new, animated: true)
    }
    world.advanceClock(by: 1000)
    #expect(nav.viewControllers.count == 2)
    #expect(nav.topViewController === new)
  }

  @Test("N7: setViewControllers replaces the stack with one transition")
  func setViewControllers() {
    let log = CallLog()
    let (world, _, nav) = navWorld(log)
    let a = UIViewController()
    let b = UIViewController()
    world.act { nav.setViewControllers([a, b], animated: false) }
    #expect(nav.viewControllers.count == 2)
    #expect(nav.topViewController === b)
    #expect(b.parent === nav)
  }

  @Test("N8: popping the root does nothing and returns nil")
  func popRoot() {
    let log = CallLog()
    let (world, _, nav) = navWorld(log)
    world.act { #expect(nav.popViewController(animated: true) == nil) }
    #expect(nav.viewControllers.count == 1)
  }

  @Test("N4 of §4, V4: a pop removes the child in the documented order and releases it")
  func popReleases() {
    let log = CallLog()
    let (world, _, nav) = navWorld(log)
    var id = ObjectID.none
    world.act {
      let detail = LoggingController("detail", log)
      id = detail.objectID
      nav.pushViewController(detail, animated: false)
    }
    log.calls.removeAll()
    world.act { nav.popViewController(animated: true) }
    world.advanceClock(by: 350)
    #expect(
      log.calls == [
        "detail.willMove(nil)", "detail.viewWillDisappear", "root.viewWillAppear", "root.viewIsAppearing",
        "detail.viewDidDisappear", "root.viewDidAppear", "detail.didMove(nil)",
      ])
    #expect(!world.isAlive(id))
  }

  @Test("N9, N11: presenting while presenting is ignored with UIKit's log")
  func presentWhilePresenting() {
    let log = CallLog()
    let (world, recorder, nav) = navWorld(log)
    world.act {
      nav.present(UIViewController(), animated: true)
      nav.present(UIViewController(), animated: true)
    }
    #expect(recorder.diagnostics.last?.contains("while a presentation is in progress") == true)
    world.advanceClock(by: 350)
    world.act { nav.present(UIViewController(), animated: true) }
    #expect(recorder.diagnostics.last?.contains("which is already presenting") == true)
  }

  @Test(
    "N9: the completion of an ignored present is not called by default; under ignoredPresentCompletion=called it is")
  func ignoredPresentCompletion() {
    for policy in BehaviourProfile.IgnoredPresentCompletion.allCases {
      var profile = BehaviourProfile.default
      profile.ignoredPresentCompletion = policy
      let log = CallLog()
      let (world, _, nav) = navWorld(log, profile: profile)
      world.act {
        nav.present(UIViewController(), animated: true) { log.calls.append("first done") }
        nav.present(UIViewController(), animated: true) { log.calls.append("ignored done") }
      }
      world.advanceClock(by: 1000)
      let expected = policy == .called ? ["first done", "ignored done"] : ["first done"]
      #expect(log.calls.filter { $0.hasSuffix(" done") }.sorted() == expected, "\(policy)")
    }
  }

  @Test("F-P4: presenting a controller on itself, one already presented, or one on screen raises")
  func invalidPresents() {
    // On itself: a walk to the top controller that ends at the one it presents.
    do {
      let (world, recorder, nav) = navWorld(CallLog())
      let sheet = UIViewController()
      world.act { nav.present(sheet, animated: false) }
      world.act { sheet.present(sheet, animated: false) }
      #expect(world.isHalted)
      #expect(recorder.exceptions.map(\.name) == ["NSInvalidArgumentException"])
      #expect(
        recorder.exceptions.first?.reason.hasPrefix(
          "Application tried to present modal view controller on itself. Presenting controller is <") == true)
    }
    // Already presented by another controller.
    do {
      let (world, recorder, nav) = navWorld(CallLog())
      let sheet = UIViewController()
      let other = UIViewController()
      world.act { nav.present(other, animated: false) }
      world.act { other.present(sheet, animated: false) }
      world.act { sheet.present(other, animated: false) }
      #expect(recorder.exceptions.first?.reason.contains("that is already being presented by <") == true)
    }
    // On screen already: the window's root, or a child.
    do {
      let (world, recorder, nav) = navWorld(CallLog())
      let sheet = UIViewController()
      world.act { nav.present(sheet, animated: false) }
      world.act { sheet.present(nav, animated: false) }
      #expect(
        recorder.exceptions.first?.reason.hasPrefix("Application tried to present modally an active controller <")
          == true)
      let (world2, recorder2, nav2) = navWorld(CallLog())
      let top = nav2.topViewController
      world2.act { nav2.present(top ?? UIViewController(), animated: false) }
      #expect(recorder2.exceptions.first?.reason.contains("an active controller") == true)
    }
    // The same controller presented again by its own presenter is N9's warning, not an exception.
    do {
      let (world, recorder, nav) = navWorld(CallLog())
      let sheet = UIViewController()
      world.act { nav.present(sheet, animated: false) }
      world.act { nav.present(sheet, animated: false) }
      #expect(recorder.exceptions.isEmpty)
      #expect(!world.isHalted)
      #expect(recorder.diagnostics.last?.contains("which is already presenting") == true)
    }
  }

  @Test("N10: presenting from a controller whose view is not in a window is ignored")
  func presentNotInWindow() {
    let (world, recorder) = makeAppWorld()
    world.launch { _ in UIViewController().present(UIViewController(), animated: false) }
    #expect(recorder.diagnostics.first?.contains("whose view is not in the window hierarchy!") == true)
  }

  @Test("N12: dismissing during a transition is ignored; N13: dismiss on the presented forwards to the presenter")
  func dismissRules() {
    let log = CallLog()
    let (world, recorder, nav) = navWorld(log)
    let sheet = LoggingController("sheet", log)
    world.act { nav.present(sheet, animated: true) }
    world.act { sheet.dismiss(animated: true) }
    #expect(recorder.diagnostics.last?.contains("while a presentation or dismiss is in progress!") == true)
    world.advanceClock(by: 350)
    world.act { sheet.dismiss(animated: true) }
    world.advanceClock(by: 350)
    #expect(nav.presentedViewController == nil)
  }

  @Test("N15, N16: the delegate hears of a swipe (Will, then Did) and not of a programmatic dismissal")
  func swipeDelegate() {
    final class Delegate: UIAdaptivePresentationControllerDelegate {
      var calls: [String] = []
      func presentationControllerWillDismiss(_ controller: UIPresentationController) { calls.append("will") }
      func presentationControllerDidDismiss(_ controller: UIPresentationController) { calls.append("did") }
    }
    let log = CallLog()
    let (world, _, nav) = navWorld(log)
    let delegate = Delegate()
    let first = UIViewController()
    first.presentationController?.delegate = delegate
    world.act { nav.present(first, animated: false) }
    world.act { first.dismiss(animated: false) }
    #expect(delegate.calls.isEmpty)
    let second = UIViewController()
    second.presentationController?.delegate = delegate
    world.act { nav.present(second, animated: false) }
    world.act { second.userSwipeDown(commit: false) }
    #expect(delegate.calls == ["will"])
    world.act { second.userSwipeDown(commit: true) }
    world.advanceClock(by: 250)
    #expect(delegate.calls == ["will", "will", "did"])
    #expect(nav.presentedViewController == nil)
  }

  @Test("N17: isModalInPresentation refuses the swipe and reports the attempt")
  func modalInPresentation() {
    final class Delegate: UIAdaptivePresentationControllerDelegate {
      var calls: [String] = []
      func presentationControllerDidAttemptToDismiss(_ controller: UIPresentationController) {
        calls.append("attempt")
      }
    }
    let log = CallLog()
    let (world, _, nav) = navWorld(log)
    let delegate = Delegate()
    let sheet = UIViewController()
    sheet.isModalInPresentation = true
    sheet.presentationController?.delegate = delegate
    world.act { nav.present(sheet, animated: false) }
    world.act { sheet.userSwipeDown(commit: true) }
    #expect(delegate.calls == ["attempt"])
    #expect(nav.presentedViewController === sheet)
  }

  @Test("V18: a hosting controller kept in a local variable is released; its view stays on screen")
  func hostingControllerWeakLink() {
    let (world, _) = makeAppWorld()
    var id = ObjectID.none
    world.launch { world in
      let root = UIViewController()
      world.window.rootViewController = root
      let hosting = UIHostingController(rootView: PlainScreen())
      id = hosting.objectID
      root.view.addSubview(hosting.view)
    }
    #expect(!world.isAlive(id))
    let hostingView = world.window.rootViewController?.view.subviews.first as? _UIHostingView
    #expect(hostingView != nil)
    #expect(hostingView?.viewController == nil)
    #expect(world.hosts.count == 1)
  }
}

/// A screen with one button that runs `action`.
struct OneButton: View {
  let title: String
  let action: () -> Void
  var body: some View { Button(title) { action() } }
}

@MainActor
@Suite("Touches during transitions (FIDELITY.md F-T2), the back button and the sheet swipe as elements")
struct TouchTests {
  private func world(_ policy: BehaviourProfile.TouchesDuringTransition) -> (World, UINavigationController) {
    var profile = BehaviourProfile.default
    profile.touchesDuringTransition = policy
    let (world, _) = makeAppWorld(profile: profile)
    var nav: UINavigationController!
    world.launch { world in
      let root = UIHostingController(rootView: OneButton(title: "item") {})
      nav = UINavigationController(rootViewController: root)
      world.window.rootViewController = nav
    }
    return (world, nav)
  }

  private func names(_ world: World) -> [String] { world.elements.map(\.name) }

  @Test("outgoingOnly: the content a push leaves behind takes taps; a pop's two sides do not")
  func outgoingOnly() {
    let (world, nav) = world(.outgoingOnly)
    #expect(names(world) == ["item"])
    world.act { nav.pushViewController(UIHostingController(rootView: OneButton(title: "detail") {}), animated: true) }
    #expect(names(world) == ["item"])
    world.advanceClock(by: 350)
    #expect(names(world) == ["detail", "back"])
    #expect(world.apply(.press("back")))
    #expect(names(world).isEmpty)
    world.advanceClock(by: 350)
    #expect(names(world) == ["item"])
  }

  @Test("none: nothing takes taps during a transition; all: both sides do")
  func noneAndAll() {
    let (quiet, quietNav) = world(.none)
    quiet.act {
      quietNav.pushViewController(UIHostingController(rootView: OneButton(title: "detail") {}), animated: true)
    }
    #expect(names(quiet).isEmpty)
    let (busy, busyNav) = world(.all)
    busy.act {
      busyNav.pushViewController(UIHostingController(rootView: OneButton(title: "detail") {}), animated: true)
    }
    #expect(names(busy) == ["item", "detail"])
  }

  @Test("A presented sheet covers its presenter from the start; once up it offers its swipe")
  func sheetCovers() {
    let (world, nav) = world(.outgoingOnly)
    world.act { nav.present(UIHostingController(rootView: OneButton(title: "close") {}), animated: true) }
    #expect(names(world).isEmpty)
    world.advanceClock(by: 350)
    #expect(names(world) == ["close", "sheet"])
    #expect(world.apply(.swipeDown("sheet", commit: true)))
    #expect(nav.presentedViewController == nil)
    #expect(names(world) == ["item"])
  }

  @Test("V15: presenting from a detached controller logs by default and raises under detachedPresentation=throw")
  func detachedPresentation() {
    for policy in BehaviourProfile.DetachedPresentation.allCases {
      var profile = BehaviourProfile.default
      profile.detachedPresentation = policy
      let (world, recorder) = makeAppWorld(profile: profile)
      world.launch { world in
        let root = UIViewController()
        world.window.rootViewController = root
        let loose = UIViewController()
        root.view.addSubview(loose.view)
        loose.present(UIViewController(), animated: false)
      }
      let text = "from detached view controller"
      switch policy {
      case .warn: #expect(recorder.diagnostics.contains { $0.contains(text) })
      case .throw: #expect(recorder.exceptions.first?.reason.contains(text) == true)
      }
    }
  }

  @Test("The new actions read back from their trace text")
  func actionText() throws {
    for action: Action in [
      .press("back"), .swipeDown("sheet", commit: true), .swipeDown("sheet", commit: false),
      .openDeepLink("item/1"), .longPress("long-press"), .selectTab("Home"), .moveToBackground(true),
      .moveToBackground(false),
    ] {
      #expect(try Action(parsing: action.text) == action)
    }
  }
}

/// A view-controller representable that logs its requirement calls and its controller's callbacks.
struct ProbeControllerRep: UIViewControllerRepresentable {
  let log: CallLog
  var value = 0

  func makeUIViewController(context: Context) -> LoggingController {
    log.calls.append("makeUIViewController")
    return LoggingController("vc", log)
  }

  func updateUIViewController(_ controller: LoggingController, context: Context) {
    log.calls.append("updateUIViewController(\(value))")
  }

  static func dismantleUIViewController(_ controller: LoggingController, coordinator: Void) {
    controller.log.calls.append("dismantleUIViewController")
  }
}

struct ProbeControllerScreen: View {
  @State var show = true
  @State var showSheet = false
  let log: CallLog
  var body: some View {
    if show {
      ProbeControllerRep(log: log)
    }
    Button("sheet") { showSheet = true }
      .sheet(isPresented: $showSheet) { Text("sheet content") }
  }
}

@MainActor
@Suite("UIViewControllerRepresentable (fidelity §1b) and .sheet")
struct ControllerRepresentableTests {
  private func hosted(_ log: CallLog) -> (World, Recorder) {
    let (world, recorder) = makeAppWorld()
    world.launch { world in
      world.window.rootViewController = UIHostingController(rootView: ProbeControllerScreen(log: log))
    }
    return (world, recorder)
  }

  @Test("VC1: the first update runs before viewDidLoad; VC2: addChild, the view, then didMove, on window entry")
  func installOrder() {
    let log = CallLog()
    _ = hosted(log)
    #expect(
      Array(log.calls.prefix(7)) == [
        "makeUIViewController", "updateUIViewController(0)", "vc.willMove(parent)", "vc.viewDidLoad",
        "vc.viewWillAppear", "vc.viewIsAppearing", "vc.viewDidAppear",
      ])
    #expect(log.calls.contains("vc.didMove(parent)"))
  }

  @Test("L13, V4: dismantle, then SwiftUI removes the child: willMove(nil), the view, didMove(nil)")
  func removal() {
    let log = CallLog()
    let (world, _) = hosted(log)
    log.calls.removeAll()
    #expect(world.apply(.set(state: "ProbeControllerScreen.show", value: "false")))
    #expect(
      log.calls == [
        "dismantleUIViewController", "vc.willMove(nil)", "vc.viewWillDisappear", "vc.viewDidDisappear",
        "vc.didMove(nil)",
      ])
  }

  @Test("A SwiftUI root is hosted as WindowGroup hosts it: its view-controller representable is installed (VC2)")
  func swiftUIRootInstalls() {
    let log = CallLog()
    let (world, _) = makeWorld(ProbeControllerScreen(log: log))
    #expect(world.window.rootViewController is UIHostingController<ProbeControllerScreen>)
    #expect(log.calls.contains("vc.viewDidLoad"))
    #expect(log.calls.contains("vc.didMove(parent)"))
  }

  @Test("VC5: in a hosting view whose controller is gone, the controller's view is never installed")
  func noParent() {
    let log = CallLog()
    let (world, recorder) = makeAppWorld()
    world.launch { world in
      // The view keeps its controller weakly (V18): the controller is gone after this line.
      let view: UIView = UIHostingController(rootView: ProbeControllerScreen(log: log)).view
      world.window.addSubview(view)
    }
    #expect(log.calls.contains("makeUIViewController"))
    #expect(!log.calls.contains("vc.viewDidLoad"))
    #expect(recorder.diagnostics.contains { $0.contains("is a UIViewControllerRepresentable") })
  }

  @Test("A sheet is presented after the update that set its binding; a swipe sets the binding back to false")
  func sheetFollowsBinding() throws {
    let log = CallLog()
    let (world, _) = hosted(log)
    #expect(world.apply(.tap("sheet")))
    world.advanceClock(by: 350)
    let root = try #require(world.window.rootViewController)
    #expect(root.presentedViewController != nil)
    #expect(world.presentationMismatches.isEmpty)
    #expect(world.apply(.swipeDown("sheet", commit: true)))
    #expect(root.presentedViewController == nil)
    #expect(world.presentationMismatches.isEmpty)
    #expect(world.stateLocations.first { $0.name == "ProbeControllerScreen.showSheet" }?.valueText == "false")
  }
}

/// A gesture that logs its requirement calls.
struct ProbeGesture: UIGestureRecognizerRepresentable {
  let log: CallLog
  func makeCoordinator(converter: CoordinateSpaceConverter) -> Int {
    log.calls.append("makeCoordinator(converter:)")
    return 0
  }
  func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
    log.calls.append("makeUIGestureRecognizer")
    return UILongPressGestureRecognizer()
  }
  func updateUIGestureRecognizer(_ recognizer: UILongPressGestureRecognizer, context: Context) {
    log.calls.append("updateUIGestureRecognizer")
  }
  func handleUIGestureRecognizerAction(_ recognizer: UILongPressGestureRecognizer, context: Context) {
    log.calls.append("handle(\(recognizer.state))")
  }
}

struct ProbeGestureScreen: View {
  let log: CallLog
  var body: some View { Rectangle().gesture(ProbeGesture(log: log)) }
}

@MainActor
@Suite("UIGestureRecognizerRepresentable (fidelity §1c)")
struct GestureTests {
  @Test("G1, G2: coordinator, recognizer, update; the action runs when recognized and when it ends")
  func requirements() {
    let log = CallLog()
    let (world, _) = makeWorld(ProbeGestureScreen(log: log))
    #expect(log.calls == ["makeCoordinator(converter:)", "makeUIGestureRecognizer", "updateUIGestureRecognizer"])
    let before = world.now
    #expect(world.apply(.longPress("long-press")))
    #expect(world.now - before == 500)
    #expect(Array(log.calls.suffix(2)) == ["handle(began)", "handle(ended)"])
  }

  @Test("G3: one recognizer per identity by default; one per touch sequence under perEventSequence")
  func lifetime() {
    for (policy, makes) in [(BehaviourProfile.GestureRecognizerLifetime.perIdentity, 1), (.perEventSequence, 2)] {
      var profile = BehaviourProfile.default
      profile.gestureRecognizerLifetime = policy
      let log = CallLog()
      let (world, _) = makeWorld(ProbeGestureScreen(log: log), profile: profile)
      #expect(world.apply(.longPress("long-press")))
      #expect(world.apply(.longPress("long-press")))
      #expect(log.calls.filter { $0 == "makeUIGestureRecognizer" }.count == makes, "\(policy)")
    }
  }
}

/// A row with a state the tests change.
struct CountingRow: View {
  let label: String
  @State var taps = 0
  var body: some View { Button("\(label) \(taps)") { taps += 1 } }
}

struct OtherRow: View {
  var body: some View { Text("other") }
}

@MainActor
@Suite("UIHostingConfiguration and cells (fidelity §7)")
struct CellTests {
  /// A world whose root view holds one table cell configured with `content`.
  private func launchCell<Content: View>(_ content: @escaping () -> Content) -> (World, Recorder, UITableViewCell) {
    let (world, recorder) = makeAppWorld()
    var cell: UITableViewCell!
    world.launch { world in
      let root = UIViewController()
      world.window.rootViewController = root
      cell = UITableViewCell(style: .default, reuseIdentifier: "cell")
      root.view.addSubview(cell)
      cell.contentConfiguration = UIHostingConfiguration(content: content)
    }
    return (world, recorder, cell)
  }

  @Test("H2, H3: a configuration of the same type reuses the content view, and its state carries over")
  func sameTypeReuses() throws {
    let (world, recorder, cell) = launchCell { CountingRow(label: "a") }
    let first = cell.contentView.subviews.first
    #expect(world.apply(.tap("a 0")))
    world.act { cell.contentConfiguration = UIHostingConfiguration { CountingRow(label: "b") } }
    #expect(cell.contentView.subviews.first === first)
    #expect(world.elements.map(\.name) == ["b 1"])
    let carried = recorder.events.compactMap { event -> [String]? in
      if case .cellContentReused(_, let carried) = event.kind { return carried }
      return nil
    }
    #expect(carried == [["CountingRow.taps"]])
    // The content view keeps the configuration's content alone (it reads a new one's content
    // out of its memory): the configuration must stay its content and nothing else.
    #expect(MemoryLayout<UIHostingConfiguration<CountingRow>>.size == MemoryLayout<CountingRow>.size)
    let contentView = try #require(first as? any UIContentView)
    #expect(contentView.configuration is UIHostingConfiguration<CountingRow>)
    world.act { cell.contentConfiguration = UIHostingConfiguration { OtherRow() } }
    #expect(cell.contentView.subviews.first !== first)
  }

  @Test("A state is offered to set while its graph lives, and no longer once its content view went")
  func goneStateNotOffered() {
    let (world, _, cell) = launchCell { CountingRow(label: "a") }
    func offered() -> [String] {
      world.choices().filter { $0.kind == .setState }.flatMap(\.options).map(\.text)
    }
    #expect(offered().contains { $0.hasPrefix("set CountingRow.taps = ") })
    // Another type of content: a new content view, and the old one goes with its graph.
    world.act { cell.contentConfiguration = UIHostingConfiguration { OtherRow() } }
    #expect(!offered().contains { $0.hasPrefix("set CountingRow.taps") })
  }

  @Test("H7, VC4: a view-controller representable inside UIHostingConfiguration is not supported")
  func controllerRepresentableInConfiguration() {
    let log = CallLog()
    let (_, recorder, _) = launchCell { ProbeControllerRep(log: log) }
    #expect(recorder.diagnostics.contains { $0.contains("is not supported inside of UIHostingConfiguration") })
    #expect(!log.calls.contains("vc.viewDidLoad"))
  }
}

@MainActor
@Suite("Tabs and the app's lifecycle")
struct AppLifecycleTests {
  @Test("Selecting a tab swaps the selected child's view: it appears, the old one disappears")
  func selectTab() {
    let log = CallLog()
    let (world, _) = makeAppWorld()
    world.launch { world in
      let tabs = UITabBarController()
      let home = LoggingController("home", log)
      home.title = "Home"
      let explore = LoggingController("explore", log)
      explore.tabBarItem = UITabBarItem(title: "Explore", image: nil, tag: 1)
      tabs.viewControllers = [home, explore]
      world.window.rootViewController = tabs
    }
    #expect(world.elements.map(\.name) == ["Explore"])
    log.calls.removeAll()
    #expect(world.apply(.selectTab("Explore")))
    #expect(
      log.calls == [
        "home.viewWillDisappear", "home.viewDidDisappear", "explore.viewDidLoad", "explore.viewWillAppear",
        "explore.viewIsAppearing", "explore.viewDidAppear",
      ])
    #expect(world.elements.map(\.name) == ["Home"])
  }

  @Test("Background and foreground post UIKit's notifications and change scenePhase; no appearance calls")
  func backgroundForeground() {
    let log = CallLog()
    let (world, _) = makeAppWorld()
    var names: [String] = []
    world.launch { world in
      world.window.rootViewController = LoggingController("root", log)
      for name in [UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification] {
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
          names.append($0.name.rawValue)
        }
      }
    }
    log.calls.removeAll()
    #expect(world.apply(.moveToBackground(true)))
    #expect(world.environment.scenePhase == .background)
    #expect(!world.apply(.moveToBackground(true)))
    #expect(world.apply(.moveToBackground(false)))
    #expect(names == ["UIApplicationDidEnterBackgroundNotification", "UIApplicationWillEnterForegroundNotification"])
    #expect(log.calls.isEmpty)
  }
}

struct GrowingScreen: View {
  @State var lines = 1
  var body: some View {
    VStack {
      Button("more") { lines += 1 }
      if lines > 1 { Text("second line") }
    }
  }
}

@MainActor
@Suite("UIHostingController sizingOptions (seed 003 §1)")
struct SizingTests {
  @Test("preferredContentSize and the intrinsic size follow the content's ideal size when asked to")
  func sizing() throws {
    let (world, _) = makeAppWorld()
    var hosting: UIHostingController<GrowingScreen>!
    world.launch { world in
      let root = UIViewController()
      world.window.rootViewController = root
      hosting = UIHostingController(rootView: GrowingScreen())
      hosting.sizingOptions = [.preferredContentSize, .intrinsicContentSize]
      root.addChild(hosting)
      root.view.addSubview(hosting.view)
      hosting.didMove(toParent: root)
    }
    #expect(hosting.preferredContentSize == CGSize(width: 390, height: 44))
    #expect(world.apply(.tap("more")))
    #expect(hosting.preferredContentSize == CGSize(width: 390, height: 88))
    #expect(hosting.view.intrinsicContentSize == CGSize(width: 390, height: 88))
    let plain = UIHostingController(rootView: GrowingScreen())
    #expect(plain.preferredContentSize == .zero)
  }
}

struct LockedSheetScreen: View {
  @State var show = false
  @State var source = true
  var body: some View {
    if source {
      Button("open") { show = true }
        .sheet(isPresented: $show) { Text("form").interactiveDismissDisabled() }
    }
  }
}

@MainActor
@Suite("More presentation facts: N14, N17 from SwiftUI, N18; H4")
struct MorePresentationTests {
  private func world() -> (World, UIViewController) {
    let (world, _) = makeAppWorld()
    var root: UIViewController!
    world.launch { world in
      root = UIHostingController(rootView: LockedSheetScreen())
      world.window.rootViewController = root
    }
    return (world, root)
  }

  @Test("N17: .interactiveDismissDisabled() refuses the swipe; the sheet stays")
  func dismissDisabled() {
    let (world, root) = world()
    #expect(world.apply(.tap("open")))
    world.advanceClock(by: 350)
    #expect(world.apply(.swipeDown("sheet", commit: true)))
    #expect(root.presentedViewController != nil)
  }

  @Test("N14: a sheet whose source view goes is removed in the next frame, without animation")
  func sourceGoes() {
    let (world, root) = world()
    #expect(world.apply(.tap("open")))
    world.advanceClock(by: 350)
    #expect(world.apply(.set(state: "LockedSheetScreen.source", value: "false")))
    #expect(root.presentedViewController != nil)
    world.advanceClock(by: 16)
    #expect(root.presentedViewController == nil)
  }

  @Test("N18: dismissing a lower sheet tears down the ones above without telling their delegates")
  func stackedDismissal() {
    final class Delegate: UIAdaptivePresentationControllerDelegate {
      var didDismiss = 0
      func presentationControllerDidDismiss(_ controller: UIPresentationController) { didDismiss += 1 }
    }
    let (world, _) = makeAppWorld()
    let delegate = Delegate()
    var root: UIViewController!
    var lower: UIViewController!
    var upper: UIViewController!
    world.launch { world in
      root = UIViewController()
      world.window.rootViewController = root
      lower = UIViewController()
      upper = UIViewController()
      upper.presentationController?.delegate = delegate
      root.present(lower, animated: false)
      lower.present(upper, animated: false)
    }
    #expect(lower.presentedViewController === upper)
    world.act { root.dismiss(animated: false) }
    #expect(root.presentedViewController == nil)
    #expect(lower.presentedViewController == nil)
    #expect(delegate.didDismiss == 0)
  }

  @Test("H4: a change of a cell's state re-applies its configuration and runs the update handler")
  func cellState() {
    let (world, _) = makeAppWorld()
    var states: [Bool] = []
    var cell: UITableViewCell!
    world.launch { world in
      let root = UIViewController()
      world.window.rootViewController = root
      cell = UITableViewCell(style: .default, reuseIdentifier: "cell")
      cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
      root.view.addSubview(cell)
    }
    world.act { cell.isSelected = true }
    world.act { cell.isSelected = true }
    world.act { cell.isSelected = false }
    #expect(states == [true, false])
  }
}

/// An item a screen shows in a sheet or a cover.
struct ShownItem: Identifiable, Equatable {
  let id: Int
}

struct ItemSheetScreen: View {
  @State var item: ShownItem?
  @State var covered = false
  var body: some View {
    VStack {
      Button("one, then two") {
        item = ShownItem(id: 1)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { item = ShownItem(id: 2) }
      }
      Button("cover") { covered = true }
    }
    .sheet(item: $item) { shown in Text("item \(shown.id)") }
    .fullScreenCover(isPresented: $covered) { Text("cover") }
  }
}

@MainActor
@Suite(".sheet(item:) and .fullScreenCover (issue 9 §1.13)")
struct ItemSheetTests {
  @Test(
    "sheet(item:) presents for an item; another item dismisses that sheet and presents its own; a swipe sets it nil")
  func itemSheet() {
    let (world, _) = makeWorld(ItemSheetScreen())
    let root = world.window.rootViewController
    #expect(world.apply(.tap("one, then two")))
    world.advanceClock(by: 500)
    let first = root?.presentedViewController
    #expect(first != nil && first?.modalPresentationStyle == .automatic)
    // Another item while the first is shown: a new sheet, after the first one has gone.
    world.advanceClock(by: 1000)
    world.advanceClock(by: 500)
    let second = root?.presentedViewController
    #expect(second != nil && second !== first)
    #expect(first?.presentingViewController == nil)
    #expect(world.elements.map(\.name).contains("sheet"))
    #expect(world.apply(.swipeDown("sheet", commit: true)))
    world.advanceClock(by: 500)
    #expect(root?.presentedViewController == nil)
    #expect(world.presentationMismatches.isEmpty)
  }

  @Test("fullScreenCover presents full screen and offers no swipe; the binding dismisses it")
  func cover() {
    let (world, _) = makeWorld(ItemSheetScreen())
    let root = world.window.rootViewController
    #expect(world.apply(.tap("cover")))
    world.advanceClock(by: 500)
    #expect(root?.presentedViewController?.modalPresentationStyle == .fullScreen)
    #expect(!world.elements.map(\.name).contains("sheet"))
    // The presenter's view leaves the window while covered (N13).
    #expect(root?.view.window == nil)
  }
}

/// Logs what its representable and its appearance actions do, in order.
struct AppearanceLogScreen: View {
  @State var shown = true
  @State var appeared = 0
  let log: CallLog
  var body: some View {
    VStack {
      if shown {
        ProbeControllerRep(log: log)
          .onAppear {
            log.calls.append("onAppear")
            appeared += 1
          }
          .onDisappear { log.calls.append("onDisappear") }
      }
      Text("appeared \(appeared)")
    }
  }
}

@MainActor
@Suite(".onAppear and .onDisappear (issue 9 §1.13)")
struct AppearanceActionTests {
  @Test(
    "F-SW2: onAppear runs after the update that made the representable, outside it; onDisappear after the one that dismantled it"
  )
  func order() {
    let log = CallLog()
    let (world, recorder) = makeAppWorld()
    world.launch { world in
      world.window.rootViewController = UIHostingController(rootView: AppearanceLogScreen(log: log))
    }
    #expect(log.calls.first == "makeUIViewController")
    #expect(log.calls.contains("onAppear"))
    let made = log.calls.firstIndex(of: "updateUIViewController(0)") ?? Int.max
    #expect(made < (log.calls.firstIndex(of: "onAppear") ?? -1))
    // Its state write is app code's, not the update's: stored, not rejected.
    #expect(recorder.events.compactMap(\.stateWriteOutcome) == [.applied])
    log.calls.removeAll()
    #expect(world.apply(.set(state: "AppearanceLogScreen.shown", value: "false")))
    #expect(log.calls.first == "dismantleUIViewController")
    #expect(log.calls.last == "onDisappear")
    #expect(log.calls.filter { $0 == "onAppear" }.isEmpty)
  }
}

/// A save button disabled while the save runs (300 ms), inside an outer `.disabled(false)`.
struct SavingScreen: View {
  @State var saving = false
  @State var saves = 0
  var body: some View {
    VStack {
      Button("save") {
        saves += 1
        saving = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { saving = false }
      }
      .disabled(saving)
      Text("saved \(saves)")
    }
    .disabled(false)
  }
}

/// Apple's example: the outer `disabled(true)` wins over the inner `disabled(false)`.
struct OuterDisabledScreen: View {
  var body: some View {
    HStack {
      Button("press") {}
        .disabled(false)
    }
    .disabled(true)
  }
}

@MainActor
@Suite(".disabled (issue 9 §1.13)")
struct DisabledTests {
  @Test("F-SW3: an outer disabled(true) overrides an inner disabled(false)")
  func outerWins() {
    let (world, _) = makeWorld(OuterDisabledScreen())
    #expect(!world.elements.map(\.name).contains("press"))
    #expect(!world.apply(.tap("press")))
  }

  @Test(
    "F-SW3: a disabled button takes no tap and is not offered; it is again once enabled; disabled(false) above changes nothing"
  )
  func disabledButton() {
    let (world, _) = makeWorld(SavingScreen())
    #expect(world.elements.map(\.name).contains("save"))
    #expect(world.apply(.tap("save")))
    #expect(!world.elements.map(\.name).contains("save"))
    #expect(!world.apply(.tap("save")))
    world.advanceClock(by: 300)
    #expect(world.elements.map(\.name).contains("save"))
    #expect(world.apply(.tap("save")))
  }
}
