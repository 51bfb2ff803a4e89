/// Seed 002's coordinator ("UIKit as a Base Layer, SwiftUI as a Design Layer", §1), as a
/// reusable piece: a coordinator owns a navigation controller and its child coordinators,
/// and guards navigation against double taps on the virtual clock.
///
/// The properties do not depend on this protocol: `coordinators.no-leaked-children` finds
/// `childCoordinators` and `navigationController` by reflection, so pasted code that
/// declares its own `Coordinator` is checked the same way. It is not called `Coordinator`, so
/// an app's own `Coordinator` protocol, pasted beside `import BridgeModel`, compiles unchanged.
public protocol BridgeCoordinator: AnyObject {
  var childCoordinators: [any BridgeCoordinator] { get set }
  var navigationController: UINavigationController! { get set }
  var isNavigating: Bool { get set }
  func start()
}

extension BridgeCoordinator {
  public func addChild(_ coordinator: any BridgeCoordinator) {
    childCoordinators.append(coordinator)
  }

  public func removeChild(_ coordinator: any BridgeCoordinator) {
    // A loop, not `removeAll(where:)` (see ARCHITECTURE.md, "Hot path").
    var index = 0
    while index < childCoordinators.count {
      if childCoordinators[index] === coordinator {
        childCoordinators.remove(at: index)
      } else {
        index += 1
      }
    }
  }

  /// Runs `action` unless a navigation ran less than `unlockAfter` seconds ago (seed 002 §1).
  public func navigateGuarded(unlockAfter: TimeInterval = 0.5, action: () -> Void) {
    guard !isNavigating else { return }
    isNavigating = true
    action()
    DispatchQueue.main.asyncAfter(deadline: .now() + unlockAfter) { [weak self] in
      self?.isNavigating = false
    }
  }
}
