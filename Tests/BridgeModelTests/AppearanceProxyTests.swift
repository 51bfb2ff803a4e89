import Testing

@testable import BridgeModel

// UIAppearance proxies and the bars' appearance objects, which app files set up in a view's
// `init`, in `makeUIView` or in `viewDidLoad` (`UITableView.appearance().backgroundColor = .clear`).

/// A representable that styles every table and navigation bar as it makes its view.
private struct StyledList: UIViewRepresentable {
  func makeUIView(context: Context) -> UITableView {
    UITableView.appearance().backgroundColor = .clear
    UINavigationBar.appearance().tintColor = .white
    UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .red
    return UITableView(frame: .zero, style: .plain)
  }

  func updateUIView(_ table: UITableView, context: Context) {}
}

private struct StyledScreen: View {
  var body: some View { StyledList() }
}

@MainActor
@Suite("UIAppearance proxies and bar appearances")
struct AppearanceProxyTests {
  @Test("F-AP1: a proxy made while a world runs is none of the world's views, and the world stays current")
  func proxiesOutsideTheWorld() {
    let (world, _) = makeWorld(StyledScreen())
    // The table the representable made is the world's; the three proxies are not.
    let tables = world.registry.objects.filter { $0.type == UITableView.self }
    #expect(tables.count == 1)
    #expect(!world.registry.objects.contains { $0.type == UINavigationBar.self || $0.type == UILabel.self })
    RunContext.with(world) {
      let proxy = UITableView.appearance()
      #expect(RunContext.current === world)
      #expect(proxy.world == nil)
      #expect(tables.count == world.registry.objects.filter { $0.type == UITableView.self }.count)
    }
  }

  @Test("RunContext.outside hides the world for its body only, and nests")
  func outsideRestores() {
    let world = World()
    RunContext.with(world) {
      RunContext.outside {
        #expect(RunContext.current == nil)
        RunContext.outside { #expect(RunContext.current == nil) }
        #expect(RunContext.current == nil)
      }
      #expect(RunContext.current === world)
    }
    #expect(RunContext.current == nil)
  }

  @Test(
    "F-AP1: a world keeps one proxy per class and containment, so what is set reads back; outside a run, new each time")
  func proxyTypes() {
    let world = World()
    RunContext.with(world) {
      let table: UITableView = UITableView.appearance()
      table.separatorStyle = .none
      #expect(UITableView.appearance().separatorStyle == .none)
      let contained: UINavigationBar = UINavigationBar.appearance(whenContainedInInstancesOf: [UIViewController.self])
      contained.prefersLargeTitles = true
      #expect(UINavigationBar.appearance(whenContainedInInstancesOf: [UIViewController.self]).prefersLargeTitles)
      #expect(UINavigationBar.appearance().prefersLargeTitles == false)
      #expect(UINavigationBar.appearance(whenContainedInInstancesOf: [UINavigationBar.self]) !== contained)
      let item: UIBarButtonItem = UIBarButtonItem.appearance()
      #expect(item === UIBarButtonItem.appearance())
      UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
      #expect(UITabBarItem.appearance().titleTextAttributes(for: .selected)?.count == 1)
      #expect(UITabBarItem.appearance().titleTextAttributes(for: .normal) == nil)
      let cell: UITableViewCell = UITableViewCell.appearance()
      #expect(cell.reuseIdentifier == nil)
    }
    #expect(UIBarButtonItem.appearance() !== UIBarButtonItem.appearance())
  }

  @Test("F-AP1: the three bar configurations replace what was set before, and a copy of the same class and settings")
  func barAppearances() {
    let nav = UINavigationBarAppearance()
    nav.configureWithOpaqueBackground()
    #expect(nav.backgroundColor != nil)
    #expect(nav.backgroundEffect == nil)
    nav.configureWithDefaultBackground()
    #expect(nav.backgroundColor == nil)
    #expect(nav.backgroundEffect != nil)
    nav.shadowImage = UIImage(systemName: "line")
    nav.configureWithTransparentBackground()
    #expect(nav.backgroundColor == nil && nav.backgroundEffect == nil && nav.shadowColor == nil)
    #expect(nav.shadowImage == nil)

    nav.backgroundColor = .black
    nav.titleTextAttributes = [.foregroundColor: UIColor.white]
    nav.setBackIndicatorImage(UIImage(systemName: "chevron.left"), transitionMaskImage: UIImage(systemName: "mask"))
    let copy = nav.copy()
    #expect(copy !== nav)
    #expect(copy.backgroundColor == .black)
    #expect(copy.titleTextAttributes.count == 1)
    #expect(copy.backIndicatorImage == UIImage(systemName: "chevron.left"))
    #expect(copy.backIndicatorTransitionMaskImage == UIImage(systemName: "mask"))
    nav.setBackIndicatorImage(UIImage(systemName: "arrow.left"), transitionMaskImage: nil)
    #expect(nav.backIndicatorImage == UIImage(systemName: "chevron.backward"))

    let toolbar = UIToolbarAppearance()
    toolbar.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
    let toolbarCopy = toolbar.copy()
    #expect(toolbarCopy.buttonAppearance.normal.titleTextAttributes.count == 1)
    #expect(toolbarCopy.buttonAppearance !== toolbar.buttonAppearance)
    #expect(UINavigationBarAppearance().backIndicatorImage == UIImage(systemName: "chevron.backward"))

    let tabs = UITabBarAppearance()
    tabs.stackedLayoutAppearance.selected.iconColor = .red
    tabs.stackedItemPositioning = .centered
    let tabsCopy = UITabBarAppearance(barAppearance: tabs)
    tabsCopy.stackedLayoutAppearance.selected.iconColor = .blue
    #expect(tabs.stackedLayoutAppearance.selected.iconColor == .red)
    #expect(tabsCopy.stackedItemPositioning == .centered)
    let bar = UITabBar.appearance()
    bar.standardAppearance = tabs
    bar.scrollEdgeAppearance = tabs
    #expect(bar.standardAppearance.stackedLayoutAppearance.selected.iconColor == .red)
    #expect(bar.standardAppearance.stackedLayoutAppearance.normal.iconColor == nil)
  }
}
