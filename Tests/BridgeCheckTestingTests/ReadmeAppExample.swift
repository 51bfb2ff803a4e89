import BridgeCheck
import BridgeCheckTesting
import BridgeModel
import Testing

// README-APP-EXAMPLE-BEGIN
// 1. The app's coordinator and screens, pasted (seed 002's pattern).
struct ProfileScreen: View {
  var onEdit: () -> Void
  var body: some View { Button("edit") { onEdit() } }
}

struct EditScreen: View {
  var onDone: () -> Void
  var body: some View { Button("done") { onDone() } }
}

final class ProfileCoordinator: BridgeCoordinator, UIAdaptivePresentationControllerDelegate {
  var childCoordinators: [any BridgeCoordinator] = []
  var navigationController: UINavigationController!
  var isNavigating = false

  func start() {
    let profile = ProfileScreen { [weak self] in self?.edit() }
    navigationController = UINavigationController(rootViewController: UIHostingController(rootView: profile))
  }

  private func edit() {
    navigateGuarded {
      let editor = UIHostingController(rootView: EditScreen { [weak self] in self?.done() })
      editor.presentationController?.delegate = self
      navigationController.present(editor, animated: true)
    }
  }

  private func done() { navigationController.dismiss(animated: true) }
}

// 2. The scenario: what the scene delegate does, and what it keeps.
let profileScenario = Scenario("profile/edit-sheet") { world in
  let coordinator = ProfileCoordinator()
  coordinator.start()
  world.window.rootViewController = coordinator.navigationController
  return coordinator
}

// 3. A test: taps, the back button, swipes on the sheet and the clock, with every property.
@Test @MainActor func profileFlowIsSound() {
  BridgeCheckTesting.expectHolds(profileScenario, sequences: 300)
}
// README-APP-EXAMPLE-END
