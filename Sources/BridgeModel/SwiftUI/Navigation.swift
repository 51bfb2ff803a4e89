/// SwiftUI's navigation stack, as it runs on iOS: a `UINavigationController` whose root is a
/// hosting controller of `root`, pushing a hosting controller for each destination (F-SW9).
/// The model's navigation does the rest: the back button, the transitions, the appearance
/// callbacks of what is pushed and popped (N1–N8).
public struct NavigationStack: View {
  let root: () -> ViewContent
  let path: PathBinding?

  public init(@ViewBuilder root: @escaping () -> ViewContent) {
    self.root = root
    path = nil
  }

  /// A stack whose screens above the root follow `path`: one per value, shown as
  /// `navigationDestination(for:)` declares; a value link appends to it, going back removes
  /// the values of the screens that left (F-SW9).
  public init(path: Binding<NavigationPath>, @ViewBuilder root: @escaping () -> ViewContent) {
    self.root = root
    self.path = PathBinding(
      get: { path.wrappedValue.elements },
      set: { path.wrappedValue = NavigationPath(elements: $0) },
      accepts: { _ in true })
  }

  /// `path:` as a typed collection.
  public init<Data: RangeReplaceableCollection>(path: Binding<Data>, @ViewBuilder root: @escaping () -> ViewContent)
  where Data.Element: Hashable {
    self.root = root
    self.path = PathBinding(
      get: { path.wrappedValue.map { AnyHashable($0) } },
      set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) },
      accepts: { $0.base is Data.Element })
  }

  public var body: some View { NavigationStackHost(root: root, path: path) }
}

/// A navigation path of values of any types (SwiftUI's type-erased path).
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]
  init(elements: [AnyHashable]) { self.elements = elements }
  public init() { elements = [] }
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }
  public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
  public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// A stack's path binding, its values type-erased.
struct PathBinding {
  let get: () -> [AnyHashable]
  let set: ([AnyHashable]) -> Void
  /// Whether a value of this type can join the path (a typed path takes its element type only).
  let accepts: (AnyHashable) -> Bool
}

/// The older name of `NavigationStack` (deprecated in iOS 16); the model runs both the same way.
public typealias NavigationView = NavigationStack

/// What a stack's views share through the environment: its navigation controller, and the
/// destinations `navigationDestination(for:)` declared, by value type.
final class Navigator {
  nonisolated deinit {}

  @exclusivity(unchecked) weak var navigation: UINavigationController?
  @exclusivity(unchecked) private var destinations: [(type: ObjectIdentifier, make: (Any) -> ViewContent?)] = []
  /// The environment the stack's root was given, passed on to every destination.
  @exclusivity(unchecked) var environment = EnvironmentValues()
  /// The stack's path, if it has one, and the screens it pushed for its values, in order.
  @exclusivity(unchecked) var path: PathBinding?
  @exclusivity(unchecked) private var pathScreens: [(value: AnyHashable, screen: NavigationDestinationController)] = []

  /// Brings the stack in line with the path, after the update that changed it: the screens of
  /// the values both share stay, the rest are pushed or popped in one transition.
  func syncPath() {
    guard let path, let navigation, let root = navigation.viewControllers.first else { return }
    let wanted = path.get()
    pathScreens.removeAll { entry in !navigation.viewControllers.contains { $0 === entry.screen } }
    var kept = 0
    while kept < wanted.count, kept < pathScreens.count, pathScreens[kept].value == wanted[kept] { kept += 1 }
    guard kept < wanted.count || kept < pathScreens.count else { return }
    for entry in pathScreens[kept...] { entry.screen.onPop = nil }
    pathScreens.removeSubrange(kept...)
    for value in wanted[kept...] {
      guard let content = destination(for: value, of: ObjectIdentifier(type(of: value.base))) else { break }
      let screen = NavigationDestinationController(
        rootView: NavigationRoot(content: { content }, navigator: self, environment: environment))
      screen.onPop = { [weak self] in self?.pathScreenLeft() }
      pathScreens.append((value, screen))
    }
    navigation.setViewControllers([root] + pathScreens.map(\.screen), animated: true)
  }

  /// A screen of the path left the stack (the user went back): the path keeps the values of
  /// the screens still on it.
  private func pathScreenLeft() {
    guard let path, let navigation else { return }
    pathScreens.removeAll { entry in !navigation.viewControllers.contains { $0 === entry.screen } }
    let remaining = pathScreens.map(\.value)
    if path.get() != remaining { path.set(remaining) }
  }

  func register(_ type: ObjectIdentifier, _ make: @escaping (Any) -> ViewContent?) {
    if let index = destinations.firstIndex(where: { $0.type == type }) {
      destinations[index].make = make
    } else {
      destinations.append((type, make))
    }
  }

  func destination(for value: Any, of type: ObjectIdentifier) -> ViewContent? {
    destinations.first { $0.type == type }?.make(value)
  }

  /// Pushes a hosting controller of `content`; `onPop` runs once it has left the stack.
  @discardableResult
  func push(_ content: @escaping () -> ViewContent, onPop: (() -> Void)? = nil) -> NavigationDestinationController? {
    guard let navigation else { return nil }
    let controller = NavigationDestinationController(
      rootView: NavigationRoot(content: content, navigator: self, environment: environment))
    controller.onPop = onPop
    navigation.pushViewController(controller, animated: true)
    return controller
  }
}

struct NavigatorKey: EnvironmentKey {
  static var defaultValue: Navigator? { nil }
}

extension EnvironmentValues {
  /// The navigation stack the view is in (nil outside one).
  var navigator: Navigator? {
    get { self[NavigatorKey.self] }
    set { self[NavigatorKey.self] = newValue }
  }
}

/// The root view of each of a stack's hosting controllers: the content, in the stack's
/// environment.
struct NavigationRoot: View {
  let content: () -> ViewContent
  let navigator: Navigator
  let environment: EnvironmentValues
  var body: some View {
    ViewContent(
      .environment(
        EnvironmentOverride { [environment, navigator] in
          $0 = environment
          $0.navigator = navigator
        }, content()))
  }
}

/// A hosting controller a stack pushed: tells its link or destination when it has left.
final class NavigationDestinationController: UIHostingController<NavigationRoot> {
  nonisolated deinit {}

  @exclusivity(unchecked) var onPop: (() -> Void)?

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    guard parent == nil, let onPop else { return }
    self.onPop = nil
    onPop()
  }
}

/// The stack's UIKit side, as a controller representable: made once, its root's content
/// refreshed on every update.
struct NavigationStackHost: UIViewControllerRepresentable {
  let root: () -> ViewContent
  let path: PathBinding?

  func makeCoordinator() -> Navigator { Navigator() }

  func makeUIViewController(context: Context) -> UINavigationController {
    let navigator = context.coordinator
    navigator.environment = context.environment
    navigator.path = path
    let navigation = UINavigationController(
      rootViewController: UIHostingController(
        rootView: NavigationRoot(content: root, navigator: navigator, environment: context.environment)))
    navigator.navigation = navigation
    syncPathAfterUpdate(navigator, context.host)
    return navigation
  }

  func updateUIViewController(_ navigation: UINavigationController, context: Context) {
    let navigator = context.coordinator
    navigator.environment = context.environment
    navigator.path = path
    (navigation.viewControllers.first as? UIHostingController<NavigationRoot>)?.rootView = NavigationRoot(
      content: root, navigator: navigator, environment: context.environment)
    syncPathAfterUpdate(navigator, context.host)
  }

  /// SwiftUI moves the stack to its path once the update is over, not inside it.
  private func syncPathAfterUpdate(_ navigator: Navigator, _ host: ViewHost?) {
    guard path != nil, let host else { return }
    host.afterUpdate { [weak navigator] in navigator?.syncPath() }
  }
}

// MARK: Links

/// A button that pushes a destination onto the enclosing stack: `tap "Title"` (F-SW9).
public struct NavigationLink: View {
  public typealias Body = Never
  let title: String
  let push: (Navigator) -> (() -> ViewContent)?

  /// A link to a view.
  public init<Destination: View>(_ title: String, @ViewBuilder destination: @escaping () -> Destination) {
    self.title = title
    push = { _ in { Destination._makeContent(destination()) } }
  }

  /// A link to a view, labelled by a view (named by its first `Text`).
  public init<Destination: View>(
    @ViewBuilder destination: @escaping () -> Destination, @ViewBuilder label: () -> ViewContent
  ) {
    self.init(label().firstText ?? "link", destination: destination)
  }

  /// A link to a view given as a value (the iOS 13 form).
  public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> ViewContent) {
    self.init(label().firstText ?? "link", destination: { destination })
  }

  /// A link to a view given as a value, with a title.
  public init<Destination: View>(_ title: String, destination: Destination) {
    self.init(title, destination: { destination })
  }

  /// A link to a value: the stack shows what `navigationDestination(for:)` declared for its
  /// type; in a stack with a path the value is appended to the path, which pushes it.
  public init<Value: Hashable>(_ title: String, value: Value?) {
    self.title = title
    push = { navigator in
      guard let value else { return nil }
      if let path = navigator.path, path.accepts(AnyHashable(value)) {
        path.set(path.get() + [AnyHashable(value)])
        return nil
      }
      guard let content = navigator.destination(for: value, of: ObjectIdentifier(Value.self)) else { return nil }
      return { content }
    }
  }

  /// A link to a value, labelled by a view.
  public init<Value: Hashable>(value: Value?, @ViewBuilder label: () -> ViewContent) {
    self.init(label().firstText ?? "link", value: value)
  }

  public static func _makeContent(_ view: NavigationLink) -> ViewContent {
    ViewContent(.leaf(NavigationLinkLeaf(value: view)))
  }
}

struct NavigationLinkLeaf: ControlLeaf {
  static var viewType: Any.Type { NavigationLink.self }
  static var elementKind: ElementKind { .button }
  let value: NavigationLink
  var title: String { value.title }
  func configure(_ node: NavigationLinkNode, _ environment: EnvironmentValues) {
    node.link = value
    node.navigator = environment.navigator
    node.isInStack = environment.navigator != nil
  }
}

/// A link on screen: a tap pushes its destination; a link outside a stack does nothing, as in
/// SwiftUI, and is not offered.
final class NavigationLinkNode: ControlNode {
  nonisolated deinit {}

  @exclusivity(unchecked) var link: NavigationLink?
  /// The stack this link is in, as the environment said at the last update.
  @exclusivity(unchecked) weak var navigator: Navigator?
  /// Whether it is in a stack: a link outside one is not offered.
  @Hierarchical var isInStack = false

  override func collectElements(into elements: inout [Element]) {
    guard isInStack else { return }
    super.collectElements(into: &elements)
  }

  override func inputText(_ action: Action) -> String { "tap \(quoted(title))" }

  override func userPerform(_ action: Action) {
    guard let navigator, let content = link?.push(navigator) else { return }
    navigator.push(content)
  }
}

// MARK: Destinations

extension View {
  /// Declares the view the enclosing stack shows for a value of `data` (F-SW9).
  public func navigationDestination<D: Hashable, Destination: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> Destination
  ) -> ViewContent {
    let leaf = DestinationForLeaf(type: ObjectIdentifier(D.self)) { value in
      (value as? D).map { Destination._makeContent(destination($0)) }
    }
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(leaf))]))
  }

  /// Pushes `destination` onto the enclosing stack while `isPresented` is true; popping it
  /// (the back button, a swipe) sets the binding to false (F-SW9).
  public func navigationDestination<Destination: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> Destination
  ) -> ViewContent {
    let leaf = DestinationPresentedLeaf(isPresented: isPresented) { Destination._makeContent(destination()) }
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(leaf))]))
  }
}

struct DestinationForLeaf: ViewLeaf {
  let type: ObjectIdentifier
  let make: (Any) -> ViewContent?
  var leafType: ObjectIdentifier { ObjectIdentifier(DestinationForLeaf.self) }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode {
    let node = ModifierNode(host: context.host, leafType: DestinationForLeaf.self, kind: .view)
    update(node, &context)
    return node
  }
  func update(_ node: GraphNode, _ context: inout ReconcileContext) {
    context.environment.navigator?.register(type, make)
  }
}

struct DestinationPresentedLeaf: ViewLeaf {
  let isPresented: Binding<Bool>
  let content: () -> ViewContent
  var leafType: ObjectIdentifier { ObjectIdentifier(DestinationPresentedLeaf.self) }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode {
    let node = DestinationPresentedNode(host: context.host, leafType: DestinationPresentedLeaf.self, kind: .view)
    update(node, &context)
    return node
  }
  func update(_ node: GraphNode, _ context: inout ReconcileContext) {
    let node = unsafeDowncast(node, to: DestinationPresentedNode.self)
    node.isPresented = isPresented
    node.content = content
    node.navigator = context.environment.navigator
    context.host.afterUpdate { [weak node] in node?.sync() }
  }
}

/// The node of a `navigationDestination(isPresented:)`: after each update, pushes the
/// destination when the binding turned true and pops it when it turned false.
final class DestinationPresentedNode: ModifierNode {
  nonisolated deinit {}

  @exclusivity(unchecked) var isPresented: Binding<Bool>?
  @exclusivity(unchecked) var content: () -> ViewContent = { .empty }
  @exclusivity(unchecked) weak var navigator: Navigator?
  @exclusivity(unchecked) private weak var pushed: NavigationDestinationController?

  func sync() {
    guard let isPresented, let navigator else { return }
    if isPresented.wrappedValue, pushed == nil {
      pushed = navigator.push(content) { [weak self] in
        // The user went back: SwiftUI sets the binding to false.
        self?.pushed = nil
        if isPresented.wrappedValue { isPresented.wrappedValue = false }
      }
    } else if !isPresented.wrappedValue, let pushed, let navigation = navigator.navigation {
      self.pushed = nil
      pushed.onPop = nil
      let stack = navigation.viewControllers
      if let index = stack.firstIndex(where: { $0 === pushed }), index > 0 {
        navigation.setViewControllers(Array(stack[..<index]), animated: true)
      }
    } else if let pushed {
      pushed.rootView = NavigationRoot(content: content, navigator: navigator, environment: navigator.environment)
    }
  }

  override func tearDown() {
    pushed?.onPop = nil
  }
}
