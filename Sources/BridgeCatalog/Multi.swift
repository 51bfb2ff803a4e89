import BridgeCheck
import BridgeModel

// Apps with more than one bug: every distinct finding must come out of one run.

/// A list whose item loads before its detail is pushed, and a settings sheet with its own
/// coordinator — two of seed 002's flows in one app.
struct StoreHomeScreen: View {
  var onItem: () -> Void
  var onSettings: () -> Void

  var body: some View {
    VStack {
      Button("item") { onItem() }
      Button("settings") { onSettings() }
    }
  }
}

/// Seed 002's AppCoordinator with two bugs: `showItem` pushes unguarded once the item has
/// loaded (a tap while it loads pushes a second detail, N3), and the settings child
/// coordinator is removed by the close button only (a swipe-down leaks it, N15, N16).
final class StoreAppCoordinator: BridgeCoordinator {
  var childCoordinators: [any BridgeCoordinator] = []
  var navigationController: UINavigationController!
  var isNavigating = false

  func start() {
    let home = StoreHomeScreen(
      onItem: { [weak self] in self?.showItem() }, onSettings: { [weak self] in self?.showSettings() })
    navigationController = UINavigationController(rootViewController: UIHostingController(rootView: home))
  }

  /// Loads the item (a 200 ms fetch), then pushes its screen: nothing stops a second tap.
  private func showItem() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { [weak self] in
      self?.navigationController.pushViewController(UIHostingController(rootView: ItemDetailScreen()), animated: true)
    }
  }

  private func showSettings() {
    navigateGuarded {
      let settings = SettingsCoordinator(cleansUpOnSwipe: false, capture: .weakSelf, animated: true)
      addChild(settings)
      settings.start()
      settings.onFinished = { [weak self] coordinator in self?.removeChild(coordinator) }
      navigationController.present(settings.modal, animated: true)
    }
  }
}

nonisolated enum MultiScenarios {
  static let all: [Scenario] = [
    Scenario(
      "multi/double-push-and-swipe-leak",
      expect: .violations(["navigation.no-double-push", "coordinators.no-leaked-children"]),
      summary:
        "one app, two bugs: a detail pushed unguarded after its item loads (a tap while it loads pushes it twice), and a settings coordinator removed only by its close button (a swipe-down leaks it)",
      source: "seed 002 §1 navigateGuarded, §5 A Quick Note on Memory Leaks; fidelity N3, N15, N16"
    ) { world in
      let app = StoreAppCoordinator()
      app.start()
      world.window.rootViewController = app.navigationController
      return app
    }
  ]
}
