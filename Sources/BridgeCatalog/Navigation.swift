import BridgeCheck
import BridgeModel

// Seed 002 ("UIKit as a Base Layer, SwiftUI as a Design Layer"): coordinators own
// navigation controllers; SwiftUI screens in hosting controllers call closures.

/// Seed 002 §4's HomeScreen, reduced to its two buttons.
struct HomeScreen: View {
  var onSettingsTapped: (() -> Void)?
  var onItemSelected: (() -> Void)?

  var body: some View {
    VStack {
      if let onItemSelected { Button("item") { onItemSelected() } }
      if let onSettingsTapped { Button("settings") { onSettingsTapped() } }
    }
  }
}

struct ItemDetailScreen: View {
  var body: some View { Text("detail") }
}

/// How a coordinator guards its navigation against double taps.
nonisolated enum Guard: Sendable {
  case none
  /// Seed 002's navigateGuarded, with this lock in seconds.
  case navigateGuarded(TimeInterval)
}

/// Seed 002 §4's HomeCoordinator: a hosting controller as the root of its navigation controller;
/// `showDetail` pushes a new hosting controller.
final class HomeCoordinator: BridgeCoordinator {
  var childCoordinators: [any BridgeCoordinator] = []
  var navigationController: UINavigationController!
  var isNavigating = false
  var onSettingsTapped: (() -> Void)?
  let detailGuard: Guard
  let hidesBackButton: Bool

  init(detailGuard: Guard, hidesBackButton: Bool = false) {
    self.detailGuard = detailGuard
    self.hidesBackButton = hidesBackButton
  }

  func start() {
    let homeView = HomeScreen(
      onSettingsTapped: onSettingsTapped.map { _ in { [weak self] in self?.onSettingsTapped?() } },
      onItemSelected: { [weak self] in self?.selectItem() })
    let hostingController = UIHostingController(rootView: homeView)
    hostingController.title = "Home"
    navigationController = UINavigationController(rootViewController: hostingController)
    navigationController.isNavigationBarHidden = hidesBackButton
  }

  private func selectItem() {
    switch detailGuard {
    case .none: showDetail()
    case .navigateGuarded(let lock): navigateGuarded(unlockAfter: lock) { showDetail() }
    }
  }

  func showDetail() {
    let hostingController = UIHostingController(rootView: ItemDetailScreen())
    navigationController.pushViewController(hostingController, animated: true)
  }
}

/// Seed 002 §3 and §5: a tab bar whose first tab is the home flow, and handleDeepLink.
final class DeepLinkAppCoordinator: BridgeCoordinator {
  var childCoordinators: [any BridgeCoordinator] = []
  var navigationController: UINavigationController!
  var isNavigating = false
  let tabBarController = UITabBarController()

  func start() {
    let home = HomeCoordinator(detailGuard: .navigateGuarded(0.5))
    let explore = HomeCoordinator(detailGuard: .navigateGuarded(0.5))
    addChild(home)
    addChild(explore)
    home.start()
    explore.start()
    tabBarController.viewControllers = [home.navigationController, explore.navigationController]
  }

  /// Seed 002 §5 handleDeepLink(.itemDetail): switch to the tab, pop to root, push the detail.
  func handleDeepLink(_ link: String) {
    guard link == "item", let home = childCoordinators.first as? HomeCoordinator else { return }
    tabBarController.selectedIndex = 0
    home.navigationController.popToRootViewController(animated: false)
    home.showDetail()
  }
}

nonisolated enum NavigationScenarios {
  static func detail(
    _ name: String, expect: Expectation, summary: String, guard detailGuard: Guard, source: String
  ) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: source) { world in
      let home = HomeCoordinator(detailGuard: detailGuard)
      home.start()
      world.window.rootViewController = home.navigationController
      return home
    }
  }

  /// The peer's DetailPusher: taps push; there is no back button (the peer has no pop rule),
  /// and the clock moves in its steps (results.md, "Model semantics").
  static func peerPusher(_ name: String, expect: Expectation, summary: String, guard detailGuard: Guard)
    -> Scenario
  {
    Scenario(name, expect: expect, summary: summary, source: "../shared/peers/hypothesis results.md (DetailPusher)") {
      world in
      let home = HomeCoordinator(detailGuard: detailGuard, hidesBackButton: true)
      home.start()
      world.window.rootViewController = home.navigationController
      return home
    }
    .actions { $0.clockSteps = [100, 200, 500, 1000] }
    // The peer's model lets a tap reach the list while the detail slides in (its results.md);
    // UIKit does not (FIDELITY.md, F-T2), so these scenarios take the peer's semantics as a knob.
    .profile { $0.touchesDuringTransition = .outgoingOnly }
  }

  static let all: [Scenario] = [
    Scenario(
      "deeplink/pop-then-push", expect: .violation("navigation.no-double-push"),
      summary: "seed 002's handleDeepLink: select the tab, popToRoot (not animated), push the detail",
      source: "seed 002 §5 handleDeepLink"
    ) { world in
      let app = DeepLinkAppCoordinator()
      app.start()
      world.window.rootViewController = app.tabBarController
      world.handleDeepLinks(["item"]) { [weak app] link in app?.handleDeepLink(link) }
      return app
    }
    .finding(
      "Established under the default profile (the issue left the verdict open): handleDeepLink pushes without navigateGuarded. Two links that arrive while the user's back navigation is still animating each find the stack already at its root (a pop leaves the stack at once, fidelity N7; FIDELITY.md F-N20), so popToRoot does nothing, and each queues its push behind the pop (N3): the two details are pushed one after the other and stay stacked. A tap cannot do it: UIKit takes no touches on the screens of a running transition (F-T2). popToRoot(animated: false) then push is otherwise sound (N5). Guard the deep link's navigation as the button's is guarded."
    ),
    detail(
      "nav/detail-guarded", expect: .holds,
      summary: "seed 002's showDetail behind navigateGuarded (0.5 s lock > 0.35 s push)",
      guard: .navigateGuarded(0.5), source: "seed 002 §1 navigateGuarded, §4 showDetail"),
    detail(
      "nav/detail-unguarded", expect: .holds,
      summary:
        "seed 002's showDetail pushed on every tap, unguarded: the second tap of a double tap lands during the push, on a screen UIKit keeps from touches",
      guard: .none, source: "seed 002 §4 showDetail; FIDELITY.md F-T2"
    )
    .finding(
      "Seed 002 guards showDetail against a double tap that pushes twice. Under the default profile the unguarded push holds: UIKit disables the views of a push's two screens from the start of its animation to its end, and ignores events during a modal transition (FIDELITY.md F-T2, from UIKit's transition code and reports of double taps that cannot push twice), so the second tap never reaches the list. The double push appears only when touches reach the covered screen (touchesDuringTransition = outgoingOnly or all: `bridgecheck fuzz --profiles all` shows it). Real double pushes need the second request before the push starts or without a tap: a push after async work (multi/double-push-and-swipe-leak), two rows tapped at once, a deep link (deeplink/pop-then-push). The guard stays good practice."
    ),
    peerPusher(
      "peer-detail-pusher/correct", expect: .holds,
      summary: "the peer's DetailPusher/correct: taps ignored for 500 ms after a push", guard: .navigateGuarded(0.5)),
    peerPusher(
      "peer-detail-pusher/buggy", expect: .violation("navigation.no-double-push"),
      summary: "the peer's DetailPusher/buggy: every tap pushes", guard: .none),
    peerPusher(
      "peer-detail-pusher/shortlock", expect: .violation("navigation.no-double-push"),
      summary: "the peer's DetailPusher-shortlock: a 300 ms lock, shorter than the 350 ms push",
      guard: .navigateGuarded(0.3)),
  ]
}

// MARK: - Settings (seed 002 §5: presentSettings, SettingsCoordinator, swipe to dismiss)

struct SettingsScreen: View {
  var onClose: () -> Void
  var body: some View {
    VStack {
      Text("Settings")
      Button("close") { onClose() }
    }
  }
}

/// How a settings coordinator hands its screen the close action.
nonisolated enum CloseCapture: Sendable {
  /// `{ [weak self] in self?.dismiss() }`, as seed 002 writes its closures.
  case weakSelf
  /// `{ self.dismiss() }`: the screen's closure keeps the coordinator, which keeps the screen.
  case strongSelf
}

/// Seed 002 §5's SettingsCoordinator: its own navigation controller, presented as a sheet;
/// `onFinished` from the close button and (when `cleansUpOnSwipe`) from
/// presentationControllerDidDismiss.
final class SettingsCoordinator: BridgeCoordinator, UIAdaptivePresentationControllerDelegate {
  var childCoordinators: [any BridgeCoordinator] = []
  var navigationController: UINavigationController!
  var isNavigating = false
  var onFinished: ((any BridgeCoordinator) -> Void)?
  let cleansUpOnSwipe: Bool
  let capture: CloseCapture
  let animated: Bool
  /// The controller this flow presents: its navigation controller, or (`wrapped` false, as
  /// seed 002 §5's simpler example) the settings hosting controller itself.
  private(set) var modal: UIViewController!

  init(cleansUpOnSwipe: Bool, capture: CloseCapture, animated: Bool) {
    self.cleansUpOnSwipe = cleansUpOnSwipe
    self.capture = capture
    self.animated = animated
  }

  func start() { start(wrapped: true) }

  func start(wrapped: Bool) {
    let close: () -> Void =
      switch capture {
      case .weakSelf: { [weak self] in self?.dismiss() }
      case .strongSelf: { self.dismiss() }
      }
    let hostingController = UIHostingController(rootView: SettingsScreen(onClose: close))
    if wrapped {
      navigationController = UINavigationController(rootViewController: hostingController)
      modal = navigationController
    } else {
      modal = hostingController
    }
    // Seed 002 §5: "hostingController.presentationController?.delegate = settingsCoordinator".
    modal.presentationController?.delegate = self
  }

  /// The close button.
  func dismiss() {
    modal.dismiss(animated: animated)
    onFinished?(self)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    // The user swiped the modal away: clean up just like the close button (seed 002 §5).
    if cleansUpOnSwipe { onFinished?(self) }
  }
}

/// Seed 002 §1 and §5's AppCoordinator, reduced to a home screen with a settings button.
final class SettingsAppCoordinator: BridgeCoordinator {
  var childCoordinators: [any BridgeCoordinator] = []
  var navigationController: UINavigationController!
  var isNavigating = false
  let presentGuard: Guard
  let cleansUpOnSwipe: Bool
  let capture: CloseCapture
  let animated: Bool
  let wrapsSettings: Bool

  init(
    presentGuard: Guard, cleansUpOnSwipe: Bool, capture: CloseCapture = .weakSelf, animated: Bool = true,
    wrapsSettings: Bool = true
  ) {
    self.presentGuard = presentGuard
    self.cleansUpOnSwipe = cleansUpOnSwipe
    self.capture = capture
    self.animated = animated
    self.wrapsSettings = wrapsSettings
  }

  func start() {
    let home = HomeScreen(onSettingsTapped: { [weak self] in self?.settingsTapped() })
    navigationController = UINavigationController(rootViewController: UIHostingController(rootView: home))
  }

  private func settingsTapped() {
    switch presentGuard {
    case .none: presentSettings()
    case .navigateGuarded(let lock): navigateGuarded(unlockAfter: lock) { presentSettings() }
    }
  }

  /// Seed 002 §5 handleDeepLink(.settings): present settings from the active navigation controller.
  /// With `checksPresented`, a link that arrives while settings are up leaves them as they are.
  func handleDeepLink(_ link: String, checksPresented: Bool) {
    switch link {
    case "settings":
      if checksPresented, navigationController.presentedViewController != nil { return }
      settingsTapped()
    case "home":
      // Back to the home screen: close whatever is presented.
      guard checksPresented else { return navigationController.dismiss(animated: animated) }
      // The careful way: only a sheet that is fully up, closed by its flow (which finishes it).
      guard let presented = navigationController.presentedViewController, !presented.isBeingPresented,
        !presented.isBeingDismissed, let settings = childCoordinators.last as? SettingsCoordinator
      else { return }
      settings.dismiss()
    default: break
    }
  }

  /// Seed 002 §5: a settings flow with its own coordinator, removed when it finishes.
  func presentSettings() {
    let settingsCoordinator = SettingsCoordinator(
      cleansUpOnSwipe: cleansUpOnSwipe, capture: capture, animated: animated)
    addChild(settingsCoordinator)
    settingsCoordinator.start(wrapped: wrapsSettings)
    settingsCoordinator.onFinished = { [weak self] coordinator in self?.removeChild(coordinator) }
    navigationController.present(settingsCoordinator.modal, animated: animated)
  }
}

nonisolated enum SettingsScenarios {
  static func app(
    _ name: String, expect: Expectation, summary: String, source: String = "seed 002 §5", guard presentGuard: Guard,
    cleansUpOnSwipe: Bool, capture: CloseCapture = .weakSelf, animated: Bool = true, deepLinks: [String] = [],
    checksPresented: Bool = false, wrapsSettings: Bool = true
  ) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: source) { world in
      let app = SettingsAppCoordinator(
        presentGuard: presentGuard, cleansUpOnSwipe: cleansUpOnSwipe, capture: capture, animated: animated,
        wrapsSettings: wrapsSettings)
      app.start()
      world.window.rootViewController = app.navigationController
      if !deepLinks.isEmpty {
        world.handleDeepLinks(deepLinks) { [weak app] link in
          app?.handleDeepLink(link, checksPresented: checksPresented)
        }
      }
      return app
    }
  }

  /// The peer's SettingsFlow: one modal screen whose presentation delegate is the coordinator;
  /// presentation and dismissal are immediate there (no transition), and the clock moves in
  /// its steps (results.md, "Model semantics").
  static func peer(_ name: String, expect: Expectation, summary: String, cleansUpOnSwipe: Bool) -> Scenario {
    app(
      name, expect: expect, summary: summary, source: "../shared/peers/hypothesis results.md (SettingsFlow)",
      guard: .none, cleansUpOnSwipe: cleansUpOnSwipe, animated: false, wrapsSettings: false
    )
    .actions { $0.clockSteps = [100, 200, 500, 1000] }
  }

  static let all: [Scenario] = [
    app(
      "modal/settings-both-paths", expect: .holds,
      summary: "seed 002's settings flow: removeChild from the close button and from presentationControllerDidDismiss",
      guard: .navigateGuarded(0.5), cleansUpOnSwipe: true),
    app(
      "modal/settings-swipe-leak", expect: .violation("coordinators.no-leaked-children"),
      summary: "removeChild from the close button only: a swipe-down leaves the coordinator behind",
      guard: .navigateGuarded(0.5), cleansUpOnSwipe: false),
    app(
      "modal/present-while-presenting", expect: .violation("presentation.no-present-while-presenting"),
      summary: "seed 002's deep link to settings while the settings sheet is up: UIKit ignores the present",
      source: "seed 002 §5 handleDeepLink(.settings)", guard: .navigateGuarded(0.5), cleansUpOnSwipe: true,
      deepLinks: ["settings"]),
    app(
      "modal/dismiss-while-presenting",
      expect: .violations([
        "presentation.no-dismiss-while-transitioning", "presentation.no-present-while-presenting",
        "coordinators.no-leaked-children",
      ]),
      summary:
        "seed 002's deep links, unchecked: home dismisses the settings sheet while it is still being presented, settings presents it again over itself, and home leaves the settings coordinator behind",
      source: "seed 002 §5 handleDeepLink; fidelity N12", guard: .navigateGuarded(0.5), cleansUpOnSwipe: true,
      deepLinks: ["settings", "home"]),
    app(
      "modal/deep-link-checks-presented", expect: .holds,
      summary: "the settings deep link does nothing while a sheet is already presented",
      source: "seed 002 §5 handleDeepLink(.settings); fidelity N9, N12", guard: .navigateGuarded(0.5),
      cleansUpOnSwipe: true, deepLinks: ["settings", "home"], checksPresented: true),
    app(
      "coordinator/strong-self-closure", expect: .violation("lifetime.released-after-dismissal"),
      summary: "the settings screen's close closure captures the coordinator strongly: the flow never deallocates",
      source: "seed 002 §1 closures capture [weak self]", guard: .navigateGuarded(0.5), cleansUpOnSwipe: true,
      capture: .strongSelf),
    app(
      "coordinator/weak-self-closure", expect: .holds,
      summary: "the same flow with [weak self], as seed 002 writes it",
      source: "seed 002 §1 closures capture [weak self]",
      guard: .navigateGuarded(0.5), cleansUpOnSwipe: true),
    peer(
      "peer-settings-flow/correct", expect: .holds,
      summary: "the peer's SettingsFlow/correct: removeChild on close and on swipe", cleansUpOnSwipe: true),
    peer(
      "peer-settings-flow/buggy", expect: .violation("coordinators.no-leaked-children"),
      summary: "the peer's SettingsFlow/buggy: removeChild on close only", cleansUpOnSwipe: false),
  ]
}
