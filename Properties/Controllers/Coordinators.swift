import BridgeModel

/// Once a flow has ended, its coordinator is out of its parent's `childCoordinators`.
///
/// Coordinators are found from what the app keeps (`World.app`): BridgeModel's `BridgeCoordinator`
/// protocol, or by reflection any object with a `childCoordinators` array — a pasted protocol
/// of the same shape. A child's flow has ended when its `navigationController` left the
/// controller hierarchy (dismissed by a button or a swipe, popped, replaced), or when a
/// controller whose presentation delegate it is was dismissed (seed 002 §5's wiring).
public struct NoLeakedChildren: Property {
  public nonisolated static let info = PropertyInfo(
    id: "coordinators.no-leaked-children",
    claim:
      "When a flow ends — close button, swipe down, back, deep link — its coordinator is removed from its parent's childCoordinators.",
    rationale:
      "A parent keeps its child coordinators strongly; a child left in the array keeps its navigation controller and screens alive (seed 002, \"A Quick Note on Memory Leaks\"). A swipe-to-dismiss ends the flow without the close button: only presentationControllerDidDismiss hears of it (N15, N16), so a coordinator that cleans up only in its close action leaks on every swipe.",
    symptom:
      "Memory that grows with every opened and swiped-away sheet; stale coordinators that still react to deep links or notifications.",
    fix:
      "Call the parent's removeChild from every exit: the close action, presentationControllerDidDismiss (set the coordinator as the presentation controller's delegate), and navigation pops.",
    sources: ["seed 002 §5 A Quick Note on Memory Leaks", "fidelity N15", "N16"], severity: .leak)

  public nonisolated static let interests: EventInterest = [.navigation, .settled]

  private var ended: [ObjectID] = []
  /// The presentation delegates of dismissed controllers (weakly: a new coordinator may
  /// reuse a gone one's address).
  private var endedDelegates: [WeakBox] = []
  private var unchecked = false

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    if case .controller(let subject, .leftHierarchy) = event.kind {
      ended.append(subject)
      if let delegate = world.controller(subject)?.presentationDelegate { endedDelegates.append(WeakBox(delegate)) }
      unchecked = true
    }
    return nil
  }

  private func delegateEnded(_ coordinator: AnyObject) -> Bool {
    for box in endedDelegates where box.object === coordinator { return true }
    return false
  }

  public mutating func settled(_ world: World) -> Violation? {
    guard unchecked, let app = world.app else { return nil }
    unchecked = false
    for link in CoordinatorTree(root: app).links {
      if let navigation = link.navigation, ended.contains(navigation.objectID), navigation.viewIfLoaded?.window == nil {
        return Violation(
          Self.id,
          "\(typeName(link.child)) is still in \(typeName(link.parent)).childCoordinators after its flow ended (its \(world.displayName(ofController: navigation.objectID)) left the screen).",
          kind: "child kept after its navigation left", subject: typeName(link.child))
      }
      if delegateEnded(link.child) {
        return Violation(
          Self.id,
          "\(typeName(link.child)) is still in \(typeName(link.parent)).childCoordinators after the controller it was the presentation delegate of was dismissed.",
          kind: "child kept after its sheet was dismissed", subject: typeName(link.child))
      }
    }
    return nil
  }
}

/// Every controller of a dismissed or popped flow is deallocated once the world settles.
public struct ReleasedAfterDismissal: Property {
  public nonisolated static let info = PropertyInfo(
    id: "lifetime.released-after-dismissal",
    claim: "Every view controller of a dismissed or popped flow is deallocated once the world settles.",
    rationale:
      "Parents, the window and presenters are what retain view controllers (V17); once a controller is popped or dismissed UIKit lets it go. If it stays alive, something in the app holds it: a closure that captures self strongly in a cycle (coordinator → navigation controller → hosting controller → root view closure → coordinator), or a child coordinator that was never removed (seed 002).",
    symptom: "Memory that grows with every visit; screens that keep observing, polling or playing after they are gone.",
    fix:
      "Capture [weak self] in closures handed to SwiftUI views and controllers, and remove child coordinators when their flow ends.",
    sources: [
      "fidelity V17", "seed 002 §1 OnboardingView { [weak self] … }", "seed 002 §5 A Quick Note on Memory Leaks",
    ], severity: .leak)

  public nonisolated static let interests: EventInterest = [.navigation, .settled]

  private var gone: [ObjectID] = []

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    if case .controller(let subject, .leftHierarchy) = event.kind, let controller = world.controller(subject) {
      collect(controller)
    }
    return nil
  }

  private mutating func collect(_ controller: UIViewController) {
    gone.append(controller.objectID)
    for child in controller.children { collect(child) }
  }

  public mutating func settled(_ world: World) -> Violation? {
    guard !gone.isEmpty else { return nil }
    defer { gone.removeAll() }
    for id in gone {
      guard let controller = world.controller(id), controller.viewIfLoaded?.window == nil,
        controller.parent == nil || controller.parent?.viewIfLoaded?.window == nil
      else { continue }
      return Violation(
        Self.id,
        "\(world.displayName(ofController: id)) left the screen but is still alive after the world settled: something still holds it.",
        kind: "alive after leaving the screen", subject: world.typeName(ofController: id))
    }
    return nil
  }
}

/// The coordinator tree reachable from an object, by reflection.
struct CoordinatorTree {
  struct Link {
    let parent: AnyObject
    let child: AnyObject
    let navigation: UINavigationController?
  }

  private(set) var links: [Link] = []

  init(root: AnyObject) {
    var visited: [ObjectIdentifier] = []
    walk(root, &visited)
  }

  private mutating func walk(_ object: AnyObject, _ visited: inout [ObjectIdentifier]) {
    let key = ObjectIdentifier(object)
    guard !visited.contains(key) else { return }
    visited.append(key)
    if let coordinator = object as? any BridgeCoordinator {
      // BridgeModel's protocol: no reflection needed.
      for child in coordinator.childCoordinators {
        links.append(Link(parent: object, child: child, navigation: child.navigationController))
        walk(child, &visited)
      }
      return
    }
    guard let children = Self.field("childCoordinators", of: object) else { return }
    for element in Mirror(reflecting: children).children {
      guard Mirror(reflecting: element.value).displayStyle == .class else { continue }
      let child = element.value as AnyObject
      let navigation = Self.field("navigationController", of: child) as? UINavigationController
      links.append(Link(parent: object, child: child, navigation: navigation))
      walk(child, &visited)
    }
  }

  /// A stored property of `object` (or of a superclass) by name.
  private static func field(_ name: String, of object: AnyObject) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children where child.label == name { return child.value }
      mirror = current.superclassMirror
    }
    return nil
  }
}

/// A type name without module or generic arguments.
func typeName(_ object: AnyObject) -> String {
  var name = String(describing: type(of: object))
  if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
  return name
}
