import BridgeCatalog
import BridgeCheck
import BridgeModel
import BridgeProperties
import Testing

/// One property, an action list, a scenario on which the list must break it and one on which it must hold.
struct PropertyCase: Sendable, CustomTestStringConvertible {
  let property: PropertyID
  let violating: String
  let holding: String
  let steps: [String]
  var testDescription: String { property.rawValue }
}

@MainActor
@Suite("Each property breaks on its ❌ code and holds on the ✅ code, for the same steps")
struct PropertyTests {
  nonisolated static let cases: [PropertyCase] = [
    PropertyCase(
      property: "representable.no-state-write-during-update", violating: "text-field/selection-writer",
      holding: "text-field/guarded", steps: ["focus text-field", "set text = \"a\""]),
    PropertyCase(
      property: "representable.no-infinite-update-loop", violating: "async-write-back/diverging",
      holding: "async-write-back/converging", steps: ["type \"a\" into text-field"]),
    PropertyCase(
      property: "representable.view-matches-state", violating: "observed-model/stale-copy",
      holding: "observed-model/read-in-update", steps: ["tap \"rename\""]),
    PropertyCase(
      property: "representable.view-matches-state", violating: "task-modifier/no-id",
      holding: "task-modifier/id-follows-query",
      steps: ["drain main queue", "set query = \"a\"", "advance clock by 0.5s", "drain main queue"]),
    PropertyCase(
      property: "representable.no-infinite-update-loop", violating: "task-write-back/diverging",
      holding: "task-write-back/converging", steps: ["type \"a\" into text-field"]),
    PropertyCase(
      property: "representable.view-matches-state", violating: "search-bar/no-delegate",
      holding: "search-bar/guarded", steps: ["type \"a\" into search-bar"]),
    PropertyCase(
      property: "representable.update-is-idempotent", violating: "text-field/unguarded-update",
      holding: "text-field/guarded",
      steps: ["type \"a\" into text-field", "move caret in text-field to 0", "type \"a\" into text-field"]),
    PropertyCase(
      property: "representable.no-rebuild-in-update", violating: "rebuild/recreates-in-update",
      holding: "rebuild/patches", steps: ["set count = 1"]),
    PropertyCase(
      property: "representable.dismantle-cleans-up", violating: "dismantle/leaks-timer",
      holding: "dismantle/invalidates-timer", steps: ["set showClock = false"]),
    PropertyCase(
      property: "representable.dismantle-cleans-up", violating: "dismantle/leaks-observer",
      holding: "dismantle/invalidates-timer", steps: ["set showClock = false"]),
    PropertyCase(
      property: "representable.layout-owned-by-swiftui", violating: "layout/sets-frame",
      holding: "layout/size-that-fits", steps: ["set showLabel = true"]),
    PropertyCase(
      property: "representable.stable-identity", violating: "identity/new-id-every-render",
      holding: "identity/stable", steps: ["rerender"]),
    PropertyCase(
      property: "navigation.no-double-push", violating: "peer-detail-pusher/buggy",
      holding: "peer-detail-pusher/correct", steps: ["tap \"item\"", "tap \"item\""]),
    PropertyCase(
      property: "navigation.no-double-push", violating: "peer-detail-pusher/shortlock",
      holding: "peer-detail-pusher/correct",
      steps: ["tap \"item\"", "advance clock by 0.1s", "advance clock by 0.2s", "tap \"item\""]),
    PropertyCase(
      property: "presentation.no-present-while-presenting", violating: "modal/present-while-presenting",
      holding: "modal/deep-link-checks-presented",
      steps: ["tap \"settings\"", "advance clock by 0.5s", "open deep link \"settings\""]),
    PropertyCase(
      property: "coordinators.no-leaked-children", violating: "modal/settings-swipe-leak",
      holding: "modal/settings-both-paths", steps: ["tap \"settings\"", "advance clock by 0.5s", "swipe down sheet"]),
    PropertyCase(
      property: "coordinators.no-leaked-children", violating: "peer-settings-flow/buggy",
      holding: "peer-settings-flow/correct", steps: ["tap \"settings\"", "swipe down sheet"]),
    PropertyCase(
      property: "lifetime.released-after-dismissal", violating: "coordinator/strong-self-closure",
      holding: "coordinator/weak-self-closure",
      steps: ["tap \"settings\"", "advance clock by 0.5s", "tap \"close\"", "advance clock by 0.5s"]),
    PropertyCase(
      property: "containment.add-child-before-add-subview", violating: "containment/missing-add-child",
      holding: "containment/three-steps", steps: ["tap \"embed\""]),
    PropertyCase(
      property: "containment.did-move-after-add", violating: "containment/missing-did-move",
      holding: "containment/three-steps", steps: ["tap \"embed\""]),
    PropertyCase(
      property: "hosting.retained-while-visible", violating: "containment/not-retained",
      holding: "containment/three-steps", steps: ["tap \"embed\""]),
    PropertyCase(
      property: "containment.remove-sequence", violating: "containment/remove-out-of-order",
      holding: "containment/three-steps", steps: ["tap \"embed\"", "tap \"remove\""]),
    PropertyCase(
      property: "appearance.balanced", violating: "appearance/direct-call", holding: "appearance/forwarded",
      steps: ["tap \"embed\""]),
    PropertyCase(
      property: "presentation.state-matches-binding", violating: "vc-representable/dismiss-directly",
      holding: "vc-representable/photo-picker",
      steps: ["tap \"choose photos\"", "advance clock by 0.5s", "tap \"Cancel\"", "advance clock by 0.5s"]),
    PropertyCase(
      property: "navigation.no-navigation-in-update", violating: "vc-representable/push-in-update",
      holding: "vc-representable/configure-in-update", steps: ["set PushingScreen.show = true"]),
    PropertyCase(
      property: "presentation.no-dismiss-while-transitioning", violating: "modal/dismiss-while-presenting",
      holding: "modal/deep-link-checks-presented", steps: ["tap \"settings\"", "open deep link \"home\""]),
    PropertyCase(
      property: "hosting.reuse-in-cells", violating: "cells/hosting-controller-per-cell",
      holding: "cells/reused-hosting-controller", steps: ["scroll table to 500"]),
    PropertyCase(
      property: "hosting.reuse-in-cells", violating: "cells/configuration-keeps-state",
      holding: "cells/configuration-identified", steps: ["tap \"like\"", "scroll table to 500"]),
    PropertyCase(
      property: "appearance.balanced", violating: "appearance/override-calls-wrong-super",
      holding: "appearance/timer-stopped-on-disappear",
      steps: ["tap \"ticker\"", "advance clock by 0.5s", "tap \"more\""]),
    PropertyCase(
      property: "appearance.balanced", violating: "appearance/override-without-super",
      holding: "appearance/timer-stopped-on-disappear", steps: ["tap \"ticker\"", "advance clock by 0.5s"]),
    PropertyCase(
      property: "appearance.work-stops-when-hidden", violating: "appearance/timer-stopped-in-deinit",
      holding: "appearance/timer-stopped-on-disappear",
      steps: ["tap \"ticker\"", "advance clock by 0.5s", "tap \"more\"", "advance clock by 0.5s"]),
    PropertyCase(
      property: "appearance.work-stops-when-hidden", violating: "appearance/observer-on-every-appearance",
      holding: "appearance/timer-stopped-on-disappear",
      steps: ["tap \"ticker\"", "advance clock by 0.5s", "tap \"more\"", "advance clock by 0.5s"]),
    PropertyCase(
      property: "appearance.work-stops-when-hidden", violating: "appearance/poll-forever",
      holding: "appearance/poll-while-visible",
      steps: ["tap \"ticker\"", "advance clock by 0.5s", "tap \"more\"", "advance clock by 1s"]),
    PropertyCase(
      property: "presentation.presenter-in-window", violating: "modal/confirm-from-closing-sheet",
      holding: "modal/confirm-from-presenter",
      steps: ["tap \"edit\"", "advance clock by 0.5s", "tap \"save\"", "advance clock by 0.25s"]),
    PropertyCase(
      property: "coordinators.no-leaked-children", violating: "coordinators/shared-nav-back-leak",
      holding: "coordinators/shared-nav-back-cleans-up",
      steps: ["tap \"checkout\"", "advance clock by 0.5s", "press back", "advance clock by 0.5s"]),
    PropertyCase(
      property: "representable.settles", violating: "settles/progress-wraps-around",
      holding: "settles/progress-stops-at-end",
      steps: ["advance clock by 0.25s", "advance clock by 1s", "advance clock by 1s"]),
    PropertyCase(
      property: "lifetime.delegate-alive", violating: "delegate/limiter-in-view-struct",
      holding: "delegate/limiter-in-coordinator", steps: ["type \"a\" into text-field"]),
    PropertyCase(
      property: "representable.view-matches-state", violating: "slider/volume-set-once",
      holding: "slider/volume", steps: ["set volume = 0.0"]),
    PropertyCase(
      property: "lifetime.delegate-alive", violating: "delegate/inline-data-source",
      holding: "delegate/kept-data-source", steps: []),
  ]

  func replay(_ name: String, _ steps: [String]) throws -> RunResult {
    let scenario = try #require(Catalog.scenario(named: name))
    return Execution(scenario).replay(try steps.map { try Action(parsing: $0) })
  }

  @Test("The steps break the property on the ❌ variant", arguments: cases)
  func mustViolate(_ test: PropertyCase) throws {
    let result = try replay(test.violating, test.steps)
    #expect(result.violations.contains { $0.property == test.property }, "\(result.violations.map(\.property))")
    #expect(result.actions.count == test.steps.count)
  }

  @Test("The same steps keep every property on the ✅ variant", arguments: cases)
  func mustHold(_ test: PropertyCase) throws {
    let result = try replay(test.holding, test.steps)
    #expect(result.violation == nil, "\(result.violation?.message ?? "")")
    #expect(result.skipped.isEmpty)
  }

  @Test(
    "A container's update that adds rows for new items or replaces the page it made holds",
    arguments: [("rebuild/container-adds-rows", "items"), ("rebuild/pager-replaces-page", "index")])
  func containerPatchesItsChildren(_ name: String, _ state: String) throws {
    let steps = ["set \(state) = 2", "set \(state) = 1", "set \(state) = 0", "set \(state) = 2"]
    let result = try replay(name, steps)
    #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    #expect(result.actions.count == steps.count)
  }

  @Test(
    "Under stateWriteDuringUpdate = applyDeferred a write in update still breaks the property, and the guard still holds"
  )
  func stateWriteUnderApplyDeferred() throws {
    var profile = BehaviourProfile.default
    profile.stateWriteDuringUpdate = .applyDeferred
    let steps = try ["focus text-field", "set text = \"a\""].map { try Action(parsing: $0) }
    for (name, breaks) in [("text-field/selection-writer", true), ("text-field/guarded", false)] {
      let scenario = try #require(Catalog.scenario(named: name))
      let result = Execution(scenario).replay(steps, profile: profile)
      #expect(
        result.violations.contains { $0.property == "representable.no-state-write-during-update" } == breaks, "\(name)")
    }
  }

  @Test("navigation.no-double-push on an unguarded push button depends on touchesDuringTransition (F-T2)")
  func doublePushDependsOnTouches() throws {
    let scenario = try #require(Catalog.scenario(named: "nav/detail-unguarded"))
    let steps = try ["tap \"item\"", "tap \"item\""].map { try Action(parsing: $0) }
    for policy in BehaviourProfile.TouchesDuringTransition.allCases {
      var profile = BehaviourProfile.default
      profile.touchesDuringTransition = policy
      let result = Execution(scenario).replay(steps, profile: profile)
      let broke = result.violations.contains { $0.property == "navigation.no-double-push" }
      // Under `none` the second tap has nothing to land on: it is not possible at that point.
      #expect(broke == (policy != .none), "\(policy)")
      #expect(result.actions.count == (policy == .none ? 1 : 2), "\(policy)")
    }
  }

  @Test("Every property documents its claim, rationale, symptom, fix and sources")
  func documentation() {
    for id in Properties.ids {
      let info = Properties.info(id)
      #expect(info?.claim.hasSuffix(".") == true, "\(id)")
      #expect((info?.rationale.count ?? 0) > 40, "\(id)")
      #expect((info?.symptom.count ?? 0) > 20, "\(id)")
      #expect((info?.fix.count ?? 0) > 20, "\(id)")
      #expect(info?.sources.isEmpty == false, "\(id)")
      #expect(id.rawValue.split(separator: ".").count == 2, "\(id) is area.rule")
    }
  }
}

@MainActor
@Suite("representable.lifecycle-order")
struct LifecycleOrderTests {
  func monitor(_ events: [EventKind]) -> Violation? {
    let world = World()
    let monitor = PropertyMonitor([LifecycleOrder.self], context: PropertyContext())
    for kind in events {
      monitor.observe(
        Event(kind: kind, phase: .idle, updateFrame: nil, depth: 0, turn: 0, step: 0), in: world)
    }
    return monitor.violation
  }

  @Test("The model's own order holds: makeCoordinator, make, update, updates, dismantle")
  func holds() {
    let node = NodeID(0)
    #expect(
      monitor([
        .makeCoordinator(node), .makeView(node, view: .none), .updateView(node, .initial),
        .updateView(node, .valueChanged), .dismantleView(node),
      ]) == nil)
  }

  @Test("A host that makes before the coordinator, skips the first update or updates after dismantle breaks it")
  func violations() {
    let node = NodeID(0)
    #expect(monitor([.makeView(node, view: .none)])?.property == LifecycleOrder.id)
    #expect(
      monitor([.makeCoordinator(node), .makeView(node, view: .none), .updateView(node, .valueChanged)])?
        .property == LifecycleOrder.id)
    #expect(
      monitor([
        .makeCoordinator(node), .makeView(node, view: .none), .updateView(node, .initial),
        .dismantleView(node), .updateView(node, .valueChanged),
      ])?.property == LifecycleOrder.id)
    #expect(
      monitor([
        .makeCoordinator(node), .makeView(node, view: .none), .updateView(node, .initial),
        .dismantleView(node), .dismantleView(node),
      ])?.property == LifecycleOrder.id)
  }

  @Test("A timer that fires after its representable was dismantled breaks it")
  func timerAfterDismantle() throws {
    let scenario = try #require(Catalog.scenario(named: "dismantle/leaks-timer")).checking([LifecycleOrder.self])
    let result = Execution(scenario).replay([
      .set(state: "showClock", value: "false"), .advanceClock(milliseconds: 1000),
    ])
    #expect(result.violation?.property == LifecycleOrder.id)
    #expect(result.violation?.message == "For ClockLabel, a Timer fired after it was dismantled.")
    let clean = try #require(Catalog.scenario(named: "dismantle/invalidates-timer")).checking([LifecycleOrder.self])
    #expect(
      Execution(clean).replay([.set(state: "showClock", value: "false"), .advanceClock(milliseconds: 1000)])
        .violation == nil)
  }

  @Test("Work that reaches a dismantled node is reported once per node and kind of work (the monitor keeps one)")
  func afterDismantleOncePerNodeAndWork() {
    let world = World()
    var property = LifecycleOrder(PropertyContext())
    func observe(_ kind: EventKind) -> Violation? {
      property.observe(Event(kind: kind, phase: .idle, updateFrame: nil, depth: 0, turn: 0, step: 0), in: world)
    }
    let first = NodeID(0)
    let second = NodeID(1)
    #expect(observe(.afterDismantle(first, what: "a CADisplayLink fired")) != nil)
    #expect(observe(.afterDismantle(first, what: "a CADisplayLink fired")) == nil, "the next frame: a repeat")
    #expect(observe(.afterDismantle(first, what: "a Timer fired")) != nil, "other work: another signature")
    #expect(observe(.afterDismantle(second, what: "a CADisplayLink fired")) != nil, "another node")
  }
}

@MainActor
@Suite("representable.dismantle-cleans-up: released after dismantle")
struct ReleaseTests {
  /// Keeps every object it is handed (a coordinator, a view), like a cache that forgets to forget.
  final class Registry {
    var kept: [AnyObject] = []
  }

  struct Remembered: UIViewRepresentable {
    let registry: Registry?
    func makeCoordinator() -> Coordinator {
      let coordinator = Coordinator()
      registry?.kept.append(coordinator)
      return coordinator
    }
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) {}
    final class Coordinator {}
  }

  struct Screen: View {
    @State var show = true
    let registry: Registry?
    var body: some View {
      if show { Remembered(registry: registry) }
    }
  }

  @Test("A coordinator kept alive by app code after dismantle breaks it; a released one holds")
  func coordinatorReleased() throws {
    let leaky = Scenario("test/leaky-coordinator") { Screen(registry: Registry()) }
    let result = Execution(leaky).replay([.set(state: "show", value: "false")])
    #expect(result.violation?.property == DismantleCleansUp.id)
    #expect(result.violation?.message == "The coordinator of Remembered is still alive after its dismantle.")
    let clean = Scenario("test/clean-coordinator") { Screen(registry: nil) }
    #expect(Execution(clean).replay([.set(state: "show", value: "false")]).violation == nil)
  }

  /// Returns the view the app's model made and keeps, to show it again later (a web view kept to
  /// keep its page).
  struct HandedIn: UIViewRepresentable {
    let label: UILabel
    func makeUIView(context: Context) -> UILabel { label }
    func updateUIView(_ label: UILabel, context: Context) {}
  }

  struct ModelScreen: View {
    @State var show = true
    let registry: Registry
    var body: some View {
      if show { HandedIn(label: registry.kept.first as? UILabel ?? UILabel()) }
    }
  }

  @Test("A view the app made and handed in may outlive the dismantle; one the make made may not")
  func handedInViewIsTheApps() {
    let handedIn = Scenario("test/handed-in-view") {
      let model = Registry()
      model.kept.append(UILabel())
      return ModelScreen(registry: model)
    }
    #expect(Execution(handedIn).replay([.set(state: "show", value: "false")]).violation == nil)
    let made = Scenario("test/made-view-kept") { HeldScreen(registry: Registry()) }
    let result = Execution(made).replay([.set(state: "show", value: "false")])
    #expect(result.violation?.message == "The UIKit view of HeldLabel is still alive after its dismantle.")
  }

  struct HeldScreen: View {
    @State var show = true
    let registry: Registry
    var body: some View {
      if show { HeldLabel(registry: registry) }
    }
  }

  /// Hands the view it makes to a registry that keeps it.
  struct HeldLabel: UIViewRepresentable {
    let registry: Registry
    func makeUIView(context: Context) -> UILabel {
      let label = UILabel()
      registry.kept.append(label)
      return label
    }
    func updateUIView(_ label: UILabel, context: Context) {}
  }

  struct PairScreen: View {
    @State var show = true
    let registry = Registry()
    var body: some View {
      if show {
        Remembered(registry: registry)
        HeldLabel(registry: registry)
      }
    }
  }

  @Test("Two representables dismantled together, each leaving something alive: the second is reported too")
  func eachDismantledNodeReported() {
    let scenario = Scenario("test/pair-leaks") { PairScreen() }
    let result = Execution(scenario).replay([.set(state: "show", value: "false"), .rerender])
    #expect(
      result.violations.map(\.message) == [
        "The coordinator of Remembered is still alive after its dismantle.",
        "The UIKit view of HeldLabel is still alive after its dismantle.",
      ])
  }

  /// Fades its label out two seconds after it is made, holding the coordinator strongly in
  /// the asyncAfter block (a common, harmless shape: the block runs and lets go).
  struct Flasher: UIViewRepresentable {
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> UILabel {
      let label = UILabel()
      let coordinator = context.coordinator
      DispatchQueue.main.asyncAfter(deadline: .now() + 2) { coordinator.fades += 1 }
      return label
    }
    func updateUIView(_ label: UILabel, context: Context) {}
    final class Coordinator { var fades = 0 }
  }

  struct FlashScreen: View {
    @State var show = true
    var body: some View {
      if show { Flasher() }
    }
  }

  @Test("A coordinator held only by a pending asyncAfter block is judged once the block has run: it holds")
  func heldByPendingBlock() {
    let scenario = Scenario("test/flasher") { FlashScreen() }
    let result = Execution(scenario).replay([.set(state: "show", value: "false"), .advanceClock(milliseconds: 2000)])
    #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
  }
}

@MainActor
@Suite("appearance.work-stops-when-hidden: a second appearance does not start the work again")
struct AppearanceWorkTests {
  /// Starts a timer in viewDidAppear and stops it in viewDidDisappear; `replaces` drops the
  /// old timer without invalidating it when a second viewDidAppear comes.
  final class Clock: UIViewController {
    let invalidatesFirst: Bool
    var timer: Timer?
    init(invalidatesFirst: Bool) {
      self.invalidatesFirst = invalidatesFirst
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      if invalidatesFirst { timer?.invalidate() }
      timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      timer?.invalidate()
      timer = nil
    }
  }

  /// A container whose "peek" button starts hiding its child and lets go, as a cancelled
  /// interactive pop does: viewWillDisappear, then viewWillAppear and viewDidAppear again (V13).
  final class Peeker: UIViewController {
    let child: UIViewController
    init(child: UIViewController) {
      self.child = child
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }
    override func viewDidLoad() {
      super.viewDidLoad()
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
      let peek = UIButton(title: "peek")
      peek.addTarget(self, action: Peeker.peek, for: .touchUpInside)
      view.addSubview(peek)
    }
    func peek(_ sender: UIButton) {
      child.beginAppearanceTransition(false, animated: true)
      child.beginAppearanceTransition(true, animated: true)
      child.endAppearanceTransition()
    }
  }

  /// Starts two identical timers in one viewDidAppear (a ticker and a blinker) and stops both
  /// in viewDidDisappear, or before starting them again (a cancelled disappearance sends no
  /// viewDidDisappear, V13).
  final class TwoClocks: UIViewController {
    var timers: [Timer] = []
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      for timer in timers { timer.invalidate() }
      timers = []
      for _ in 0..<2 { timers.append(Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }) }
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      for timer in timers { timer.invalidate() }
      timers = []
    }
  }

  func scenario(invalidatesFirst: Bool) -> Scenario {
    scenario(child: Clock(invalidatesFirst: invalidatesFirst))
  }

  func scenario(child: @autoclosure @escaping @MainActor () -> UIViewController) -> Scenario {
    Scenario("test/peek") { world in
      let root = Peeker(child: child())
      world.window.rootViewController = root
      return root
    }
  }

  @Test("Two identical timers started by one appearance and both stopped on disappearance: it holds")
  func twoInOneAppearance() throws {
    let peek = try Action(parsing: "tap \"peek\"")
    let result = Execution(scenario(child: TwoClocks())).replay([peek, peek])
    #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
  }

  @Test("V13: a cancelled disappearance appears again; a timer started again without stopping the first breaks it")
  func startedAgain() throws {
    let result = Execution(scenario(invalidatesFirst: false)).replay([try Action(parsing: "tap \"peek\"")])
    #expect(result.violation?.property == AppearanceWorkStops.id)
    #expect(
      result.violation?.message
        == "Clock started a Timer every 1.0s again on its next appearance while the first one still runs.")
    let fixed = Execution(scenario(invalidatesFirst: true)).replay([try Action(parsing: "tap \"peek\"")])
    #expect(fixed.violation == nil, "\(fixed.violation?.message ?? "")")
  }
}

@MainActor
@Suite("presentation.presenter-in-window: not in a window, detached, being dismissed")
struct PresenterInWindowTests {
  /// "orphan" presents from a controller never shown; "loose" from one whose view was added
  /// without containment (V15's detached controller); "home" from the root, which is fine.
  final class Root: UIViewController {
    let loose = UIViewController()
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(loose.view)
      for title in ["orphan", "loose", "home"] {
        let button = UIButton(title: title)
        button.addTarget(self, action: Root.present(from:), for: .touchUpInside)
        view.addSubview(button)
      }
    }
    func present(from sender: UIButton) {
      switch sender.title(for: .normal) {
      case "orphan": UIViewController().present(UIViewController(), animated: true)
      case "loose": loose.present(UIViewController(), animated: true)
      default: present(UIViewController(), animated: true)
      }
    }
  }

  let scenario = Scenario("test/presenters") { world in
    let root = Root()
    world.window.rootViewController = root
    return root
  }

  @Test(
    "N10, V15: presenting from a controller not in a window or outside the hierarchy breaks it; from the root it holds",
    arguments: [
      ("orphan", "present from a controller not in a window"), ("loose", "present from a detached controller"),
      ("home", ""),
    ])
  func presenters(_ button: String, _ kind: String) throws {
    let result = Execution(scenario).replay([try Action(parsing: "tap \"\(button)\"")])
    let found = result.violations.filter { $0.property == PresenterInWindow.id }.map(\.signature.kind)
    #expect(found == (kind.isEmpty ? [] : [kind]))
  }
}

@MainActor
@Suite("containment.did-move-after-add: judged only while both controllers live")
struct DidMoveTests {
  /// "borrow" adds the kept child to a parent made on the spot and dropped at the end of the
  /// action (a throwaway container): the parent is gone before the world settles, so there is
  /// no containment left to finish. "adopt" does the same with a parent the root keeps.
  final class Root: UIViewController {
    let child = UIViewController()
    var kept: UIViewController?
    override func viewDidLoad() {
      super.viewDidLoad()
      for title in ["borrow", "adopt"] {
        let button = UIButton(title: title)
        button.addTarget(self, action: Root.add(from:), for: .touchUpInside)
        view.addSubview(button)
      }
    }
    func add(from sender: UIButton) {
      let parent = UIViewController()
      parent.addChild(child)
      if sender.title(for: .normal) == "adopt" { kept = parent }
    }
  }

  @Test("addChild without didMove: not reported once the parent is released, reported while it lives")
  func parentReleased() throws {
    let scenario = Scenario("test/borrow") { world in
      let root = Root()
      world.window.rootViewController = root
      return root
    }
    func found(_ button: String) throws -> [String] {
      let result = Execution(scenario).replay([try Action(parsing: "tap \"\(button)\"")])
      return result.violations.filter { $0.property == DidMoveAfterAdd.id }.map(\.message)
    }
    #expect(try found("borrow") == [])
    let adopted = try found("adopt")
    #expect(adopted == ["UIViewController#2.addChild(UIViewController) was never followed by didMove(toParent:)."])
  }
}

@MainActor
@Suite("lifetime.delegate-alive: a weak delegate released under an on-screen object (F-D1)")
struct DelegateAliveTests {
  final class Handler: NSObject, UITextFieldDelegate, UIAdaptivePresentationControllerDelegate {}
  final class HelperController: UIViewController, UITextFieldDelegate {}

  /// A text field and buttons that give it a delegate in different ways; "sheet" presents a
  /// sheet whose presentation controller delegate is made inline.
  final class Form: UIViewController {
    let field = UITextField()
    var kept: Handler?
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(field)
      for title in ["inline", "cleared", "kept", "controller", "sheet"] {
        let button = UIButton(title: title)
        button.addTarget(self, action: Form.give(from:), for: .touchUpInside)
        view.addSubview(button)
      }
    }
    func give(from sender: UIButton) {
      switch sender.title(for: .normal) {
      case "inline": field.delegate = Handler()
      case "cleared":
        field.delegate = Handler()
        field.delegate = nil
      case "kept":
        let handler = Handler()
        kept = handler
        field.delegate = handler
      case "controller": field.delegate = HelperController()
      default:
        let sheet = UIViewController()
        sheet.presentationController?.delegate = Handler()
        present(sheet, animated: true)
      }
    }
  }

  let scenario = Scenario("test/form") { world in
    let form = Form()
    world.window.rootViewController = form
    return form
  }

  @Test(
    "Released while on screen breaks it; cleared first, kept, or a view controller does not",
    arguments: [
      (
        "inline",
        "The Handler set as UITextField.delegate was released while the UITextField is on screen: UIKit kept it weakly and nothing else held it, so delegate is now nil."
      ),
      ("cleared", ""), ("kept", ""), ("controller", ""),
      (
        "sheet",
        "The Handler set as UIViewController.presentationController.delegate was released while the UIViewController is on screen: UIKit kept it weakly and nothing else held it, so presentationController.delegate is now nil."
      ),
    ])
  func released(_ button: String, _ message: String) throws {
    let steps = [try Action(parsing: "tap \"\(button)\""), try Action(parsing: "advance clock by 0.5s")]
    let result = Execution(scenario).replay(steps)
    let found = result.violations.filter { $0.property == DelegateAlive.id }.map(\.message)
    #expect(found == (message.isEmpty ? [] : [message]))
  }

  /// A rule that only counts how often the monitor asks it at a settle (its `asked`).
  protocol CountsQuestions: Property {
    static var asked: Int { get set }
    init()
  }

  /// Counts the monitor's questions; needs weak references like `DelegateAlive`.
  struct AskedWithWeakReferences: CountsQuestions {
    nonisolated static let info = PropertyInfo(
      id: "test.asked-with-weak-references", claim: "Counts.", rationale: "", symptom: "", fix: "", sources: [],
      severity: .misuse)
    nonisolated static let interests: EventInterest = .settled
    nonisolated static let settledNeeds = SettledNeeds.weakReferences
    static var asked = 0
  }

  @Test("The monitor asks a rule that needs weak references only once the world records one")
  func askedOnlyWithWeakReferences() throws {
    let counted = scenario.checking([AskedWithWeakReferences.self])
    AskedWithWeakReferences.asked = 0
    let before = Execution(counted).replay([try Action(parsing: "advance clock by 0.5s")])
    #expect(AskedWithWeakReferences.asked == 0)
    #expect(!before.world.holdsWeakReferences)
    let after = Execution(counted).replay([
      try Action(parsing: "tap \"kept\""), try Action(parsing: "advance clock by 0.5s"),
    ])
    #expect(AskedWithWeakReferences.asked == 2)
    #expect(after.world.holdsWeakReferences)
  }

  /// Counts the monitor's questions; asked only after its own events (state writes).
  struct AskedAfterOwnEvents: CountsQuestions {
    nonisolated static let info = PropertyInfo(
      id: "test.asked-after-own-events", claim: "Counts.", rationale: "", symptom: "", fix: "", sources: [],
      severity: .misuse)
    nonisolated static let interests: EventInterest = [.stateWrites, .settled]
    nonisolated static let settledNeeds = SettledNeeds.ownEvents
    static var asked = 0
  }

  /// Counts the monitor's questions; needs a declared `.sheet`.
  struct AskedWithPresentations: CountsQuestions {
    nonisolated static let info = PropertyInfo(
      id: "test.asked-with-presentations", claim: "Counts.", rationale: "", symptom: "", fix: "", sources: [],
      severity: .misuse)
    nonisolated static let interests: EventInterest = .settled
    nonisolated static let settledNeeds = SettledNeeds.presentations
    static var asked = 0
  }

  struct CounterScreen: View {
    @State var count = 0
    var body: some View {
      VStack {
        Button("inc") { count += 1 }
        Text("\(count)")
      }
    }
  }

  struct SheetCounterScreen: View {
    @State var showing = false
    var body: some View {
      CounterScreen().sheet(isPresented: $showing) { Text("sheet") }
    }
  }

  @Test("The monitor asks a rule that needs its own events only after one, once per settle that follows")
  func askedOnlyAfterOwnEvents() throws {
    let counted = Scenario("test/counter") { CounterScreen() }
      .checking([AskedAfterOwnEvents.self])
    AskedAfterOwnEvents.asked = 0
    _ = Execution(counted).replay([try Action(parsing: "advance clock by 0.5s"), try Action(parsing: "rerender")])
    #expect(AskedAfterOwnEvents.asked == 0)
    _ = Execution(counted).replay([
      try Action(parsing: "tap \"inc\""), try Action(parsing: "advance clock by 0.5s"),
      try Action(parsing: "tap \"inc\""),
    ])
    #expect(AskedAfterOwnEvents.asked == 2)
  }

  @Test("The monitor asks a rule that needs presentations only in a world that declares a .sheet")
  func askedOnlyWithPresentations() throws {
    AskedWithPresentations.asked = 0
    let without = Scenario("test/no-sheet") { CounterScreen() }
    _ = Execution(without.checking([AskedWithPresentations.self])).replay([try Action(parsing: "tap \"inc\"")])
    let sheetless = AskedWithPresentations.asked
    let with = Scenario("test/sheet") { SheetCounterScreen() }
    _ = Execution(with.checking([AskedWithPresentations.self])).replay([try Action(parsing: "tap \"inc\"")])
    #expect(sheetless == 0)
    // Once after the launch, once after the tap.
    #expect(AskedWithPresentations.asked == 2)
  }

  /// A table whose data source is released while the table is off screen (its screen covered by
  /// a full-screen presentation) is flagged when the table is back on screen, not before.
  final class Covered: UIViewController {
    let table = UITableView(frame: .zero)
    var source: DataSource?
    final class DataSource: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
      }
    }
    override func viewDidLoad() {
      super.viewDidLoad()
      let made = DataSource()
      source = made
      table.dataSource = made
      view.addSubview(table)
      let cover = UIButton(title: "cover")
      cover.addTarget(self, action: Covered.cover, for: .touchUpInside)
      view.addSubview(cover)
    }
    func cover(_ sender: UIButton) {
      let modal = UIViewController()
      modal.modalPresentationStyle = .fullScreen
      present(modal, animated: false)
      source = nil
    }
  }

  @Test("Released while off screen: flagged once its table is in a window again")
  func offScreen() throws {
    let scenario = Scenario("test/covered") { world in
      let covered = Covered()
      world.window.rootViewController = covered
      return covered
    }
    let covered = Execution(scenario).replay([try Action(parsing: "tap \"cover\"")])
    #expect(covered.violations.filter { $0.property == DelegateAlive.id }.isEmpty)
    let back = try #require(covered.world.window.rootViewController)
    back.dismiss(animated: false)
    #expect(covered.world.lostWeakReferences.map(\.slot) == ["dataSource"])
  }
}

@MainActor
@Suite("A state mirrored to a UISlider is fuzzed within the slider's range (F-C11b)")
struct SliderDomainTests {
  func setValues(_ scenario: Scenario) -> [String] {
    var values: [String] = []
    for seed: UInt64 in 1...30 {
      for action in Execution(scenario).generate(seed: seed, maxSteps: 12).actions {
        if case .set(state: "volume", let value) = action, !values.contains(value) { values.append(value) }
      }
    }
    return values.sorted()
  }

  @Test("The default domain is clamped to 0…100, as the slider clamps; a scenario's own domain is kept")
  func clamped() throws {
    let volume = try #require(Catalog.scenario(named: "slider/volume"))
    #expect(setValues(volume) == ["0.0", "0.5", "1.0", "100.0"])
    #expect(setValues(volume.domain("volume", [120.0, 7.0])) == ["120.0", "7.0"])
  }

  @Test("A value outside the range: the report says the slider clamps it and suggests .domain")
  func hint() throws {
    let volume = try #require(Catalog.scenario(named: "slider/volume")).domain("volume", [120.0])
    let result = Execution(volume).replay([.set(state: "volume", value: "120.0")])
    #expect(
      result.violation?.message
        == "After the world settled, slider.value is 100.0 but volume is 120.0, outside the slider's minimumValue…maximumValue (0.0…100.0), which it clamps to. If the app never sets volume there, give the fuzzer its values: .domain(\"volume\", […]) (UISlider.value ↔ volume)."
    )
  }
}

@MainActor
@Suite("coordinators.no-leaked-children: children under any name, flows that end by a pop")
struct LeakedChildrenTests {
  /// Keeps its flows behind a computed property (reflection sees only `store`, an object
  /// whose own array is not named like children): only `.coordinators(children:)` finds them.
  final class FlowStore {
    var items: [AnyObject] = []
  }

  final class Flow {
    unowned let navigation: UINavigationController
    init(navigation: UINavigationController) { self.navigation = navigation }
  }

  /// A screen of the flow; "more" pushes a second screen of the same flow.
  final class Screen: UIViewController {
    weak var flow: Flow?
    override func viewDidLoad() {
      super.viewDidLoad()
      let more = UIButton(title: "more")
      more.addTarget(self, action: Screen.more, for: .touchUpInside)
      view.addSubview(more)
    }
    func more(_ sender: UIButton) {
      let next = Screen()
      next.flow = flow
      navigationController?.pushViewController(next, animated: true)
    }
  }

  final class Home: UIViewController {
    var onOpen: (() -> Void)?
    override func viewDidLoad() {
      super.viewDidLoad()
      let open = UIButton(title: "open")
      open.addTarget(self, action: Home.open, for: .touchUpInside)
      view.addSubview(open)
    }
    func open(_ sender: UIButton) { onOpen?() }
  }

  final class App {
    let store = FlowStore()
    let window: UIWindow
    var running: [AnyObject] { store.items }
    init(window: UIWindow) {
      self.window = window
      let home = Home()
      let navigation = UINavigationController(rootViewController: home)
      window.rootViewController = navigation
      home.onOpen = { [weak self, unowned navigation] in
        let flow = Flow(navigation: navigation)
        self?.store.items.append(flow)
        let screen = Screen()
        screen.flow = flow
        navigation.pushViewController(screen, animated: true)
      }
    }
  }

  let steps = ["tap \"open\"", "advance clock by 0.5s", "press back", "advance clock by 0.5s"]

  func found(_ scenario: Scenario) throws -> [String] {
    let result = Execution(scenario).replay(try steps.map { try Action(parsing: $0) })
    return result.violations.filter { $0.property == NoLeakedChildren.id }.map(\.message)
  }

  @Test("Children behind a computed property: found only through .coordinators(children:)")
  func explicitKeyPath() throws {
    let scenario = Scenario("test/hidden-flows") { world in App(window: world.window) }
    #expect(try found(scenario) == [])
    #expect(
      try found(scenario.coordinators(children: \App.running)) == [
        "Flow is still in App.children after the screens of its flow left (popped or dismissed)."
      ])
  }

  /// Counts launches and names itself: trivial fields the walk need not read.
  @MainActor class AppBase {
    var launches = 0
    var title: String? = "app"
    init() {}
  }

  /// Keeps its flows in `childCoordinators`, declared after the base class's trivial fields,
  /// between others (a flag, a closure) that cannot hold a coordinator.
  final class FlowApp: AppBase {
    var childCoordinators: [AnyObject] = []
    let window: UIWindow
    var isReady = true
    var onDone: (() -> Void)?
    init(window: UIWindow) {
      self.window = window
      super.init()
      let home = Home()
      let navigation = UINavigationController(rootViewController: home)
      window.rootViewController = navigation
      home.onOpen = { [weak self, unowned navigation] in
        let flow = Flow(navigation: navigation)
        self?.childCoordinators.append(flow)
        let screen = Screen()
        screen.flow = flow
        navigation.pushViewController(screen, animated: true)
      }
    }
  }

  @Test("Reflection finds children a subclass declares after its base class's fields (the reads it skips are trivial)")
  func childrenOfASubclass() throws {
    let scenario = Scenario("test/subclass-flows") { world in FlowApp(window: world.window) }
    #expect(
      try found(scenario) == [
        "Flow is still in FlowApp.childCoordinators after the screens of its flow left (popped or dismissed)."
      ])
  }

  @Test("Popping one of two screens of a flow does not end it; popping the last does")
  func flowWithTwoScreens() throws {
    let scenario = Scenario("test/two-screens") { world in App(window: world.window) }.coordinators(
      children: \App.running)
    let open = ["tap \"open\"", "advance clock by 0.5s", "tap \"more\"", "advance clock by 0.5s"]
    let back = ["press back", "advance clock by 0.5s"]
    func found(_ steps: [String]) throws -> Int {
      let result = Execution(scenario).replay(try steps.map { try Action(parsing: $0) })
      return result.violations.filter { $0.property == NoLeakedChildren.id }.count
    }
    #expect(try found(open + back) == 0)
    #expect(try found(open + back + back) == 1)
  }
}

@MainActor
@Suite("representable.settles: a write-back chain followed across clock advances (S9)")
struct SettlesTests {
  func found(_ scenario: Scenario, _ steps: [String]) throws -> [PropertyID] {
    Execution(scenario).replay(try steps.map { try Action(parsing: $0) }).violations.map(\.property)
  }

  @Test("At the bound (8 links over two advances) it holds; one link more breaks it; a user action starts afresh")
  func bound() throws {
    let wraps = try #require(Catalog.scenario(named: "settles/progress-wraps-around"))
    #expect(try found(wraps, ["advance clock by 1s", "advance clock by 1s"]) == [])
    #expect(
      try found(wraps, ["advance clock by 1s", "advance clock by 1s", "advance clock by 0.25s"]) == [Settles.id])
    #expect(
      try found(wraps, ["advance clock by 1s", "advance clock by 1s", "set shown = 0.0", "advance clock by 1s"]) == [])
  }

  /// A poll that re-arms itself from its own block and writes state each time: recurring work,
  /// but not scheduled by an update, so not a feedback chain (a clock, a countdown).
  struct Ticker: UIViewRepresentable {
    @Binding var ticks: Int
    func makeCoordinator() -> Coordinator { Coordinator() }
    func makeUIView(context: Context) -> UILabel {
      context.coordinator.ticks = $ticks
      context.coordinator.poll()
      return UILabel()
    }
    func updateUIView(_ label: UILabel, context: Context) {
      context.coordinator.ticks = $ticks
      label.text = "\(ticks)"
    }
    final class Coordinator {
      var ticks: Binding<Int>?
      func poll() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { [weak self] in
          guard let self else { return }
          self.ticks?.wrappedValue += 1
          self.poll()
        }
      }
    }
  }

  struct TickerScreen: View {
    @State var ticks = 0
    var body: some View { Ticker(ticks: $ticks) }
  }

  /// An update that schedules a block that writes nothing but schedules the write: a web view's
  /// load going through its stages before the delegate writes (F-W6).
  struct Hopper: UIViewRepresentable {
    @Binding var on: Bool
    func makeUIView(context: Context) -> UILabel { UILabel() }
    func updateUIView(_ label: UILabel, context: Context) {
      label.text = on ? "on" : "off"
      let on = $on
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { on.wrappedValue.toggle() }
      }
    }
  }

  struct HopperScreen: View {
    @State var on = false
    var body: some View { Hopper(on: $on) }
  }

  @Test("Work an update scheduled passes the chain on through a block that writes nothing: 5 links hold, 10 break it")
  func chainThroughQuietBlock() throws {
    let scenario = Scenario("test/hopper") { HopperScreen() }
    #expect(try found(scenario, ["advance clock by 1s"]) == [])
    #expect(try found(scenario, ["advance clock by 1s", "advance clock by 1s"]) == [Settles.id])
  }

  @Test("A poll that re-arms itself and writes state on every tick is not a chain: it holds")
  func pollIsNotAChain() throws {
    let scenario = Scenario("test/ticker") { TickerScreen() }
    #expect(try found(scenario, Array(repeating: "advance clock by 1s", count: 5)) == [])
  }
}

final class PublishedQuery: ObservableObject {
  @Published var text = ""
}

/// Sets the model it is given in updateUIView (S5).
struct PublishingField: UIViewRepresentable {
  let query: PublishedQuery
  let publishesInUpdate: Bool
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) {
    if publishesInUpdate { query.text = "set in update" }
  }
}

struct PublishingScreen: View {
  @StateObject var query = PublishedQuery()
  let publishesInUpdate: Bool
  var body: some View {
    Text(query.text)
    PublishingField(query: query, publishesInUpdate: publishesInUpdate)
  }
}

@MainActor
@Suite("representable.no-state-write-during-update: an ObservableObject published during an update (S5)")
struct PublishingDuringUpdateTests {
  @Test("A @Published set in updateUIView breaks it, with the update named; none holds")
  func publishedInUpdate() {
    let publishing = Scenario("test/publishes-in-update") { PublishingScreen(publishesInUpdate: true) }
    let result = Execution(publishing).replay([])
    #expect(result.violation?.property == NoStateWriteDuringUpdate.id)
    #expect(
      result.violation?.message
        == "An ObservableObject PublishingScreen reads published a change inside updateUIView of PublishingField; SwiftUI applied it later (undefined behaviour)."
    )
    let quiet = Scenario("test/publishes-elsewhere") { PublishingScreen(publishesInUpdate: false) }
    #expect(Execution(quiet).replay([]).violation == nil)
  }
}

extension DelegateAliveTests.CountsQuestions {
  init(_ context: PropertyContext) { self.init() }
  mutating func observe(_ event: Event, in world: World) -> Violation? { nil }
  mutating func settled(_ world: World) -> Violation? {
    Self.asked += 1
    return nil
  }
}
