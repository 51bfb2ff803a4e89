import BridgeModel
import Foundation
import Testing

/// Counts what the bar buttons and actions of a screen send.
private final class BarLog: UIGestureRecognizerDelegate {
  var calls: [String] = []
  var popBegins = true
  func done() { calls.append("done") }
  func save(_ sender: UIBarButtonItem) { calls.append("save from \(sender.title ?? "?")") }
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    calls.append("pop should begin?")
    return popBegins
  }
}

/// A world whose root is a navigation controller over `root`, checking its caches.
@MainActor
private func barWorld(_ root: UIViewController) -> (World, UINavigationController) {
  let (world, _) = makeAppWorld()
  world.verifiesCaches = true
  var made: UINavigationController?
  world.launch { world in
    let navigation = UINavigationController(rootViewController: root)
    world.window.rootViewController = navigation
    made = navigation
  }
  return (world, made!)
}

@MainActor
@Suite("Bar button items, toolbars and the back button's rules (issue 9 §1.12, F-BB1, F-BB2)")
struct BarButtonTests {
  @Test(
    "F-BB1: the top item's bar buttons are tapped by name; a system item is named by its case; the target-action runs")
  func tapNavigationItems() {
    let log = BarLog()
    let root = UIViewController()
    root.navigationItem.rightBarButtonItems = [
      UIBarButtonItem(barButtonSystemItem: .done, target: log, action: BarLog.done),
      UIBarButtonItem(title: "Save", style: .done, target: log, action: BarLog.save),
    ]
    root.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .flexibleSpace)
    let (world, _) = barWorld(root)
    #expect(world.elements.map(\.name) == ["Done", "Save"])
    #expect(world.apply(.tap("Done")))
    #expect(world.apply(.tap("Save")))
    #expect(log.calls == ["done", "save from Save"])
    #expect(world.staleCaches.isEmpty)
  }

  @Test("F-BB1: a primary action renames the item and wins over its target-action, with the item as sender")
  func primaryActionWins() {
    let log = BarLog()
    let root = UIViewController()
    let item = UIBarButtonItem(title: "Save", style: .plain, target: log, action: BarLog.save)
    root.navigationItem.rightBarButtonItem = item
    let (world, _) = barWorld(root)
    var sender: AnyObject?
    world.act {
      item.primaryAction = UIAction(title: "Store") { action in
        log.calls.append("store")
        sender = action.sender as AnyObject?
      }
    }
    #expect(world.elements.map(\.name) == ["Store"])
    #expect(world.apply(.tap("Store")))
    #expect(log.calls == ["store"])
    #expect(sender === item)
    #expect(world.staleCaches.isEmpty)
  }

  @Test("F-BB1: a disabled, hidden, menu-only or custom-view item is no bar button; enabling it offers it again")
  func notOffered() {
    let log = BarLog()
    let root = UIViewController()
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: log, action: BarLog.done)
    done.isEnabled = false
    let hidden = UIBarButtonItem(title: "Hidden", style: .plain, target: log, action: BarLog.done)
    hidden.isHidden = true
    let menuOnly = UIBarButtonItem(title: "More", menu: UIMenu(children: [UIAction(title: "A") { _ in }]))
    let custom = UIBarButtonItem(customView: UIButton(title: "Custom"))
    root.navigationItem.rightBarButtonItems = [done, hidden, menuOnly, custom]
    let (world, _) = barWorld(root)
    #expect(world.elements.map(\.name) == ["Custom"])
    world.act { done.isEnabled = true }
    #expect(world.elements.map(\.name) == ["Done", "Custom"])
    world.act { hidden.isHidden = false }
    #expect(world.elements.map(\.name) == ["Done", "Hidden", "Custom"])
    world.act { root.navigationItem.rightBarButtonItems = nil }
    #expect(world.elements.isEmpty)
    #expect(world.staleCaches.isEmpty)
  }

  @Test(
    "F-BB1: a pushed screen's items replace the root's, none is offered while the push animates, and they follow the bar"
  )
  func followsTop() {
    let log = BarLog()
    let root = UIViewController()
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: log, action: BarLog.done)
    let (world, navigation) = barWorld(root)
    let detail = UIViewController()
    detail.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Share", style: .plain, target: log, action: BarLog.done)
    world.act { navigation.pushViewController(detail, animated: true) }
    #expect(world.elements.isEmpty)
    world.advanceClock(by: 350)
    #expect(world.elements.map(\.name) == ["Share", "back"])
    world.act { navigation.setNavigationBarHidden(true, animated: false) }
    #expect(world.elements.isEmpty)
    world.act { navigation.isNavigationBarHidden = false }
    #expect(world.apply(.press("back")))
    world.advanceClock(by: 350)
    #expect(world.elements.map(\.name) == ["Edit"])
    #expect(world.staleCaches.isEmpty)
  }

  @Test(
    "F-BB1: a navigation controller's toolbar shows the top's toolbarItems; a UIToolbar's items and custom views are tapped"
  )
  func toolbars() {
    let log = BarLog()
    let root = UIViewController()
    root.toolbarItems = [
      .flexibleSpace(), UIBarButtonItem(title: "Share", style: .plain, target: log, action: BarLog.save),
    ]
    let (world, navigation) = barWorld(root)
    #expect(world.elements.isEmpty)
    world.act { navigation.setToolbarHidden(false, animated: true) }
    #expect(world.elements.map(\.name) == ["Share"])
    #expect(world.apply(.tap("Share")))
    #expect(log.calls == ["save from Share"])
    world.act { navigation.isToolbarHidden = true }
    #expect(world.elements.isEmpty)

    let toolbar = UIToolbar(frame: .zero)
    let button = UIButton(title: "Inside")
    world.act {
      root.view.addSubview(toolbar)
      toolbar.setItems(
        [
          UIBarButtonItem(systemItem: .add, primaryAction: UIAction(title: "Plus") { _ in log.calls.append("add") }),
          UIBarButtonItem(customView: button),
        ], animated: false)
    }
    #expect(world.elements.map(\.name) == ["Add", "Inside"])
    #expect(world.apply(.tap("Add")))
    #expect(log.calls.last == "add")
    world.act { toolbar.items = [] }
    #expect(button.superview == nil)
    #expect(world.staleCaches.isEmpty)
  }

  @Test(
    "F-BB2: left items replace the back button unless they supplement it; hidesBackButton hides it; with neither, no swipe either",
    arguments: [false, true])
  func backButtonRules(supplements: Bool) {
    let log = BarLog()
    let (world, navigation) = barWorld(UIViewController())
    let detail = UIViewController()
    detail.navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Close", style: .plain, target: log, action: BarLog.done)
    detail.navigationItem.leftItemsSupplementBackButton = supplements
    world.act { navigation.pushViewController(detail, animated: false) }
    #expect(world.elements.map(\.name) == (supplements ? ["Close", "back"] : ["Close"]))
    #expect(world.apply(.swipeBack("back", commit: true)) == supplements)
    if !supplements {
      world.act { detail.navigationItem.leftBarButtonItem = nil }
      #expect(world.elements.map(\.name) == ["back"])
      world.act { detail.navigationItem.setHidesBackButton(true, animated: true) }
      #expect(world.elements.isEmpty)
    }
    #expect(world.staleCaches.isEmpty)
  }

  @Test(
    "F-BB2: a delegate the app sets on the pop recognizer brings the swipe back without a back button, and is asked")
  func popRecognizerDelegate() {
    let log = BarLog()
    let (world, navigation) = barWorld(UIViewController())
    let detail = UIViewController()
    detail.navigationItem.hidesBackButton = true
    world.act { navigation.pushViewController(detail, animated: false) }
    #expect(world.elements.isEmpty)
    world.act { navigation.interactivePopGestureRecognizer?.delegate = log }
    #expect(world.elements.map(\.name) == ["back"])
    #expect(!world.apply(.press("back")))
    log.popBegins = false
    #expect(world.apply(.swipeBack("back", commit: true)))
    world.advanceClock(by: 350)
    #expect(navigation.viewControllers.count == 2)
    #expect(log.calls == ["pop should begin?"])
    log.popBegins = true
    #expect(world.apply(.swipeBack("back", commit: true)))
    world.advanceClock(by: 350)
    #expect(navigation.viewControllers.count == 1)
    #expect(world.staleCaches.isEmpty)
  }

  @Test("F-BB2: a disabled pop recognizer lets the back button pop but the swipe does nothing")
  func popRecognizerDisabled() {
    let (world, navigation) = barWorld(UIViewController())
    world.act {
      navigation.pushViewController(UIViewController(), animated: false)
      navigation.interactivePopGestureRecognizer?.isEnabled = false
    }
    #expect(world.apply(.swipeBack("back", commit: true)))
    world.advanceClock(by: 350)
    #expect(navigation.viewControllers.count == 2)
    #expect(world.apply(.press("back")))
    world.advanceClock(by: 350)
    #expect(navigation.viewControllers.count == 1)
  }
}

@MainActor
@Suite("UIAction on controls and buttons (issue 9 §1.12)")
struct ControlActionTests {
  @Test(
    "A button made with a primary action takes its title and runs it on a tap, after touchDown, with itself as sender")
  func primaryActionButton() {
    let (world, _) = makeAppWorld()
    world.verifiesCaches = true
    var calls: [String] = []
    var sender: AnyObject?
    var button: UIButton?
    world.launch { world in
      let root = UIViewController()
      let made = UIButton(
        type: .system,
        primaryAction: UIAction(title: "Go", identifier: UIAction.Identifier("go")) { action in
          calls.append("go")
          sender = action.sender as AnyObject?
        })
      made.addAction(UIAction { _ in calls.append("down") }, for: .touchDown)
      root.view.addSubview(made)
      world.window.rootViewController = root
      button = made
    }
    #expect(world.elements.map(\.name) == ["Go"])
    #expect(world.apply(.tap("Go")))
    #expect(calls == ["down", "go"])
    #expect(sender === button)
    world.act { button?.removeAction(identifiedBy: UIAction.Identifier("go"), for: .primaryActionTriggered) }
    #expect(world.apply(.tap("Go")))
    #expect(calls == ["down", "go", "down"])
    #expect(world.staleCaches.isEmpty)
  }

  @Test(
    "A button whose menu is its primary action is not offered (the model presents no menus); its title comes from a configuration"
  )
  func menuButton() {
    let (world, _) = makeAppWorld()
    world.verifiesCaches = true
    var button: UIButton?
    world.launch { world in
      let root = UIViewController()
      var configuration = UIButton.Configuration.filled()
      configuration.title = "Sort"
      let made = UIButton(configuration: configuration)
      root.view.addSubview(made)
      world.window.rootViewController = root
      button = made
    }
    #expect(world.elements.map(\.name) == ["Sort"])
    world.act {
      button?.menu = UIMenu(title: "", children: [UIAction(title: "By name") { _ in }])
      button?.showsMenuAsPrimaryAction = true
    }
    #expect(world.elements.isEmpty)
    #expect(world.staleCaches.isEmpty)
  }
}
