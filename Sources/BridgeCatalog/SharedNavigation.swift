import BridgeCheck
import BridgeModel

// A child flow pushed onto the app's own navigation controller, kept under a name of the app's
// choosing (`flows`), with the app's own coordinator protocol. The flow ends by its "pay"
// button or by the back button; only one of the two versions hears of the back button.

/// The app's own coordinator protocol, as a pasted app declares it.
protocol FlowCoordinator: AnyObject {
  func start()
}

/// The shop's home screen: "checkout" starts the checkout flow.
final class ShopHomeViewController: UIViewController {
  var onCheckout: (() -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    let checkout = UIButton(title: "checkout")
    checkout.addTarget(self, action: ShopHomeViewController.checkout, for: .touchUpInside)
    view.addSubview(checkout)
  }

  func checkout(_ sender: UIButton) { onCheckout?() }
}

/// The checkout screen; it points back at its flow's coordinator, weakly.
final class CheckoutViewController: UIViewController {
  weak var coordinator: CheckoutCoordinator?
  /// ✅ Tells the coordinator when the back button pops it; ❌ only "pay" ends the flow.
  let reportsBack: Bool

  init(reportsBack: Bool) {
    self.reportsBack = reportsBack
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let pay = UIButton(title: "pay")
    pay.addTarget(self, action: CheckoutViewController.pay, for: .touchUpInside)
    view.addSubview(pay)
  }

  func pay(_ sender: UIButton) { coordinator?.finishAfterPaying() }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    // ✅ Popped by the back button or the edge swipe: the flow is over.
    if reportsBack, isMovingFromParent { coordinator?.didFinish() }
  }
}

/// The checkout flow: it pushes onto the navigation controller it shares with the app.
final class CheckoutCoordinator: FlowCoordinator {
  unowned let navigationController: UINavigationController
  weak var parent: ShopAppCoordinator?
  let reportsBack: Bool

  init(navigationController: UINavigationController, parent: ShopAppCoordinator, reportsBack: Bool) {
    self.navigationController = navigationController
    self.parent = parent
    self.reportsBack = reportsBack
  }

  func start() {
    let checkout = CheckoutViewController(reportsBack: reportsBack)
    checkout.coordinator = self
    navigationController.pushViewController(checkout, animated: true)
  }

  func finishAfterPaying() {
    navigationController.popViewController(animated: true)
    if !reportsBack { didFinish() }  // ✅ version: the pop's viewDidDisappear reports it
  }

  func didFinish() { parent?.finished(self) }
}

/// The app coordinator: owns the navigation controller and keeps its running flows in `flows`.
final class ShopAppCoordinator: FlowCoordinator {
  let navigationController: UINavigationController
  var flows: [any FlowCoordinator] = []
  let reportsBack: Bool

  init(reportsBack: Bool) {
    self.reportsBack = reportsBack
    let home = ShopHomeViewController()
    navigationController = UINavigationController(rootViewController: home)
    home.onCheckout = { [weak self] in self?.startCheckout() }
  }

  func start() {}

  func startCheckout() {
    let checkout = CheckoutCoordinator(
      navigationController: navigationController, parent: self, reportsBack: reportsBack)
    flows.append(checkout)
    checkout.start()
  }

  func finished(_ flow: any FlowCoordinator) {
    var index = 0
    while index < flows.count {
      if flows[index] === flow { flows.remove(at: index) } else { index += 1 }
    }
  }
}

nonisolated enum SharedNavigationScenarios {
  static func shop(_ name: String, expect: Expectation, summary: String, reportsBack: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "Apple isMovingFromParent; seed 002 §5") { world in
      let app = ShopAppCoordinator(reportsBack: reportsBack)
      world.window.rootViewController = app.navigationController
      return app
    }
  }

  static let all: [Scenario] = [
    shop(
      "coordinators/shared-nav-back-leak", expect: .violation("coordinators.no-leaked-children"),
      summary:
        "checkout flow pushed onto the app's navigation controller, kept in `flows`; only its pay button removes it, the back button leaves it behind",
      reportsBack: false),
    shop(
      "coordinators/shared-nav-back-cleans-up", expect: .holds,
      summary: "the same flow; its screen reports the pop from viewDidDisappear when isMovingFromParent",
      reportsBack: true),
  ]
}
