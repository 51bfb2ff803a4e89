import BridgeModel
import Testing

@testable import BridgeProperties

/// The coordinator walk reads an object's stored references in place, at the offsets the
/// runtime's field records give, instead of through `Mirror` (coordinators.no-leaked-children).
@MainActor
@Suite("Coordinator reflection: stored references read in place, in every form they take")
struct FieldReaderTests {
  final class Flow {}
  protocol FlowDelegate: AnyObject {}
  final class Delegate: FlowDelegate {}

  class BaseScreen: UIViewController {
    var kept: Flow?
    var count = 0
  }

  /// One field of each form a reference takes, between fields that cannot hold one.
  final class Screen: BaseScreen {
    weak var coordinator: Flow?
    var title2 = "screen"
    unowned let owner: Flow
    unowned var maybeOwner: Flow?
    weak var delegate: (any FlowDelegate)?
    weak var never: Flow?
    let flows: [Flow]
    var isReady = true
    init(owner: Flow, flows: [Flow]) {
      self.owner = owner
      self.flows = flows
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }
  }

  @Test("Weak, unowned, optional and existential fields give their objects, subclass first; nil ones none")
  func objectsOfEveryForm() {
    let owner = Flow()
    let coordinator = Flow()
    let kept = Flow()
    let delegate = Delegate()
    let screen = Screen(owner: owner, flows: [Flow()])
    screen.coordinator = coordinator
    screen.maybeOwner = owner
    screen.delegate = delegate
    screen.kept = kept
    let expected: [AnyObject] = [coordinator, owner, owner, delegate, kept]
    // The first read learns each weak or unowned field's form; the second reads them in place.
    for _ in 0..<2 {
      let found = CoordinatorTree.objectFields(of: screen)
      #expect(found.count == expected.count)
      #expect(zip(found, expected).allSatisfy { $0 === $1 })
    }
    let access = FieldReader.readers(of: Screen.self).map { "\($0.label): \($0.access)" }
    #expect(
      access == [
        "coordinator: weakObject", "owner: object", "maybeOwner: optionalObject", "delegate: weakObject",
        "never: unclassified", "flows: value",
      ])
    #expect(FieldReader.readers(of: BaseScreen.self).map(\.label) == ["kept"])
  }

  @Test("A weak field read in place gives nil once its object is gone, and the new object once set again")
  func weakFieldFollowsItsObject() {
    let owner = Flow()
    let screen = Screen(owner: owner, flows: [])
    var coordinator: Flow? = Flow()
    screen.coordinator = coordinator
    #expect(CoordinatorTree.objectFields(of: screen).contains { $0 === coordinator })
    #expect(CoordinatorTree.objectFields(of: screen).contains { $0 === coordinator })
    coordinator = nil
    #expect(CoordinatorTree.objectFields(of: screen).count == 1)  // only `owner`
    let next = Flow()
    screen.coordinator = next
    #expect(CoordinatorTree.objectFields(of: screen).first === next)
  }

  final class Router {
    weak var current: UIViewController?
    var root: UIViewController?
    var navigation: UINavigationController?
    var stack: [UIViewController] = []
  }

  @Test("The controllers an object points at: weak or strong, the navigation controller left out")
  func controllersOfAnObject() {
    let router = Router()
    let first = UIViewController()
    let second = UIViewController()
    router.current = first
    router.root = second
    router.navigation = UINavigationController(rootViewController: second)
    for _ in 0..<2 {
      let found = CoordinatorTree.controllerFields(of: router)
      #expect(found.count == 2)
      #expect(found.first === first && found.last === second)
    }
  }

  protocol Flowing: AnyObject {}
  final class Child: Flowing {}
  final class Routed {
    var navigationController: UINavigationController?
  }
  /// Its children behind a computed property: found only as a `BridgeCoordinator`.
  final class Nested: BridgeCoordinator {
    private var kept: [any BridgeCoordinator] = []
    var childCoordinators: [any BridgeCoordinator] {
      get { kept }
      set { kept = newValue }
    }
    var navigationController: UINavigationController!
    var isNavigating = false
    func start() {}
  }
  /// Children kept in every kind of collection property a coordinator uses.
  final class Root {
    var childFlows: [any Flowing] = []
    var children: [Child] = []
    var optionalChildren: [Child?] = []
    var coordinators: ContiguousArray<Child> = []
    var childScreens: [UIViewController] = []
    var childCounts: [Int] = [1, 2]
    var routedFlows: [Routed] = []
    var nestedCoordinators: [Nested] = []
    var others: [Child] = []
  }

  @Test("Children are read from arrays of classes, existentials and optionals, and from other collections, in order")
  func childrenOfEveryArray() {
    let root = Root()
    let (flow, child, optional, contiguous, other) = (Child(), Child(), Child(), Child(), Child())
    let navigation = UINavigationController(rootViewController: UIViewController())
    let routed = Routed()
    routed.navigationController = navigation
    let nested = Nested()
    let grandchild = Nested()
    nested.childCoordinators = [grandchild]
    root.childFlows = [flow]
    root.children = [child]
    root.optionalChildren = [nil, optional]
    root.coordinators = [contiguous]
    root.childScreens = [UIViewController()]
    root.routedFlows = [routed]
    root.nestedCoordinators = [nested]
    root.others = [other]
    // Twice: the second walk reads through what the first learnt of each class.
    for _ in 0..<2 {
      let links = CoordinatorTree(root: root).links
      #expect(
        links.map(\.field) == [
          "childFlows", "children", "optionalChildren", "coordinators", "routedFlows", "nestedCoordinators",
          "childCoordinators",
        ])
      let expected: [AnyObject] = [flow, child, optional, contiguous, routed, nested, grandchild]
      #expect(links.count == expected.count)
      #expect(zip(links.map(\.child), expected).allSatisfy { $0 === $1 })
      #expect(links.last?.parent === nested)
      #expect(links.first { $0.child === routed }?.navigation === navigation)
      #expect(links.allSatisfy { $0.child === routed || $0.navigation == nil })
    }
  }

  final class Box<Value> {}

  @Test("A type's name, without module or generic arguments, for each class asked")
  func typeNames() {
    #expect(typeName(Child()) == "Child")
    #expect(typeName(Box<Int>()) == "Box")
    #expect(typeName(Routed()) == "Routed")
    #expect(typeName(Child()) == "Child")
  }
}
