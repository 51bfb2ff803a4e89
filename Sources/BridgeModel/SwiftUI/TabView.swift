/// SwiftUI's tab view, as it runs on iOS: a `UITabBarController` with a hosting controller per
/// tab (each child of the content is a tab, titled by its `tabItem`'s first `Text` and
/// identified by its `tag`). The user's `select tab "Title"` writes the selection binding; a
/// new selection from code selects that tab (F-SW10).
public struct TabView: View {
  let content: ViewContent
  let selection: TabSelection?

  public init(@ViewBuilder content: () -> ViewContent) {
    self.content = content()
    selection = nil
  }

  public init<Selection: Hashable>(selection: Binding<Selection>, @ViewBuilder content: () -> ViewContent) {
    self.content = content()
    self.selection = TabSelection(
      get: { AnyHashable(selection.wrappedValue) },
      set: { if let value = $0.base as? Selection { selection.wrappedValue = value } })
  }

  public var body: some View { TabViewHost(tabs: content.tabs, selection: selection) }
}

/// A selection binding, its value type-erased.
struct TabSelection {
  let get: () -> AnyHashable
  let set: (AnyHashable) -> Void
}

extension View {
  /// The tab's label in a `TabView`: its first `Text` is the tab's title.
  public func tabItem(@ViewBuilder _ label: () -> ViewContent) -> ViewContent {
    let item = TabItemLeaf(title: label().firstText ?? "tab")
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(item))]))
  }

  /// The value a `TabView`'s selection takes for this tab (a `Picker`'s is stored).
  public func tag<V: Hashable>(_ tag: V) -> ViewContent {
    ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(TagLeaf(tag: AnyHashable(tag))))]))
  }
}

/// A marker with no node of its own (`tabItem`, `tag`): read by the tab view that holds it.
protocol MarkerLeaf: ViewLeaf {}

extension MarkerLeaf {
  var leafType: ObjectIdentifier { ObjectIdentifier(Self.self) }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode {
    ModifierNode(host: context.host, leafType: Self.self, kind: .view)
  }
  func update(_ node: GraphNode, _ context: inout ReconcileContext) {}
}

struct TabItemLeaf: MarkerLeaf { let title: String }
struct TagLeaf: MarkerLeaf { let tag: AnyHashable }

/// One tab of a tab view: its content, title and tag.
struct TabContent {
  let content: ViewContent
  let title: String
  let tag: AnyHashable?
}

extension ViewContent {
  /// The tabs of a `TabView`'s content: its children, through groups, `ForEach` and branches.
  var tabs: [TabContent] {
    var found: [TabContent] = []
    collectTabs(into: &found)
    return found
  }

  private func collectTabs(into found: inout [TabContent]) {
    switch storage {
    case .empty: break
    case .group(let parts) where parts.count > 1 && !parts.contains(where: \.isMarker):
      // A builder block of tabs (a stack's content is one part: the stack is one tab).
      for part in parts { part.collectTabs(into: &found) }
    case .forEach(_, let parts): for part in parts { part.collectTabs(into: &found) }
    case .conditional(_, let inner): inner.collectTabs(into: &found)
    default:
      let index = found.count + 1
      found.append(
        TabContent(
          content: self, title: marker(TabItemLeaf.self)?.title ?? "tab \(index)", tag: marker(TagLeaf.self)?.tag))
    }
  }

  /// Whether this is a `tabItem` or `tag` marker (a group holding one is a single tab).
  private var isMarker: Bool {
    if case .leaf(let leaf) = storage { return leaf is any MarkerLeaf }
    return false
  }

  /// The first marker of type `M` among this content's modifiers (its groups, not its views).
  private func marker<M: MarkerLeaf>(_ type: M.Type) -> M? {
    switch storage {
    case .leaf(let leaf): return leaf as? M
    case .group(let parts):
      for part in parts { if let found = part.marker(type) { return found } }
      return nil
    case .identified(_, let inner), .environment(_, let inner): return inner.marker(type)
    default: return nil
    }
  }
}

/// The tab view's UIKit side: a tab bar controller whose delegate writes the selection.
struct TabViewHost: UIViewControllerRepresentable {
  let tabs: [TabContent]
  let selection: TabSelection?

  final class Coordinator: UITabBarControllerDelegate {
    nonisolated deinit {}
    var host: TabViewHost
    init(_ host: TabViewHost) { self.host = host }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
      let index = tabBarController.selectedIndex
      guard let selection = host.selection, index < host.tabs.count, let tag = host.tabs[index].tag else { return }
      if selection.get() != tag { selection.set(tag) }
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIViewController(context: Context) -> UITabBarController {
    let tabBar = UITabBarController()
    tabBar.delegate = context.coordinator
    return tabBar
  }

  func updateUIViewController(_ tabBar: UITabBarController, context: Context) {
    context.coordinator.host = self
    let environment = context.environment
    var controllers = tabBar.viewControllers ?? []
    if controllers.count != tabs.count {
      controllers = tabs.map { _ in UIHostingController(rootView: TabRoot(content: .empty, environment: environment)) }
      tabBar.setViewControllers(controllers, animated: false)
    }
    for (controller, tab) in zip(controllers, tabs) {
      controller.tabBarItem = UITabBarItem(title: tab.title, image: nil, tag: 0)
      (controller as? UIHostingController<TabRoot>)?.rootView = TabRoot(content: tab.content, environment: environment)
    }
    if let selection, let index = tabs.firstIndex(where: { $0.tag == selection.get() }), index != tabBar.selectedIndex {
      tabBar.selectedIndex = index
    }
  }
}

/// A tab's hosting controller's root: the tab's content, in the tab view's environment.
struct TabRoot: View {
  let content: ViewContent
  let environment: EnvironmentValues
  var body: some View {
    ViewContent(.environment(EnvironmentOverride { [environment] in $0 = environment }, content))
  }
}
