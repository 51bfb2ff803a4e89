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

  @Test("A proxy has its class's members; each call gives a proxy of its own")
  func proxyTypes() {
    let table: UITableView = UITableView.appearance()
    table.separatorStyle = .none
    #expect(table.separatorStyle == .none)
    let bar: UINavigationBar = UINavigationBar.appearance(whenContainedInInstancesOf: [UIViewController.self])
    bar.prefersLargeTitles = true
    #expect(UINavigationBar.appearance().prefersLargeTitles == false)
    let item: UIBarButtonItem = UIBarButtonItem.appearance()
    #expect(item !== UIBarButtonItem.appearance())
    let cell: UITableViewCell = UITableViewCell.appearance()
    #expect(cell.reuseIdentifier == nil)
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
    nav.setBackIndicatorImage(UIImage(systemName: "chevron.left"), transitionMaskImage: nil)
    let copy = nav.copy()
    #expect(copy !== nav)
    #expect(copy.backgroundColor == .black)
    #expect(copy.titleTextAttributes.count == 1)
    #expect(copy.backIndicatorImage != nil)

    let tabs = UITabBarAppearance()
    tabs.stackedLayoutAppearance.selected.iconColor = .red
    let bar = UITabBar.appearance()
    bar.standardAppearance = tabs
    bar.scrollEdgeAppearance = tabs
    #expect(bar.standardAppearance.stackedLayoutAppearance.selected.iconColor == .red)
    #expect(bar.standardAppearance.stackedLayoutAppearance.normal.iconColor == nil)
  }
}
