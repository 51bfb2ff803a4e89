import BridgeModel
import Foundation
import Testing

/// A split view delegate that logs its calls and answers as told.
private final class SplitLog: UISplitViewControllerDelegate {
  var calls: [String] = []
  var topColumn: UISplitViewController.Column?
  var collapsesSecondary = false
  var showsDetailItself = false

  func splitViewController(
    _ svc: UISplitViewController,
    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
  ) -> UISplitViewController.Column {
    calls.append("top column? proposed \(proposedTopColumn), collapsed \(svc.isCollapsed)")
    return topColumn ?? proposedTopColumn
  }
  func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
    calls.append("did collapse, collapsed \(svc.isCollapsed)")
  }
  func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
    calls.append("will show \(column)")
  }
  func splitViewController(
    _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
    onto primaryViewController: UIViewController
  ) -> Bool {
    calls.append("collapse secondary? collapsed \(splitViewController.isCollapsed)")
    return collapsesSecondary
  }
  func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?)
    -> Bool
  {
    calls.append("show detail?")
    return showsDetailItself
  }
}

/// A world whose root is a split view controller that `configure` fills.
@MainActor
private func splitWorld(
  profile: BehaviourProfile = .default, style: UISplitViewController.Style,
  _ configure: (UISplitViewController) -> Void
) -> (World, UISplitViewController) {
  let (world, _) = makeAppWorld(profile: profile)
  var made: UISplitViewController?
  world.launch { world in
    let split = style == .unspecified ? UISplitViewController() : UISplitViewController(style: style)
    configure(split)
    world.window.rootViewController = split
    made = split
  }
  return (world, made!)
}

@MainActor
@Suite("UISplitViewController on a compact device (issue 9 §1.7, F-SV1–F-SV3)")
struct SplitViewTests {
  @Test(
    "F-SV1: a column's controller is wrapped in a navigation controller (not the compact one); viewController(for:) gives it back"
  )
  func wrapping() {
    let list = UIViewController()
    let compact = UIViewController()
    let (world, split) = splitWorld(style: .doubleColumn) { split in
      split.setViewController(list, for: .primary)
      split.setViewController(compact, for: .compact)
    }
    #expect(split.viewController(for: .primary) === list)
    #expect(list.parent is UINavigationController)
    #expect(list.parent?.parent === split)
    #expect(compact.parent === split)
    #expect(list.splitViewController === split)
    withExtendedLifetime(world) {}
  }

  @Test(
    "F-SV3: collapsed with a compact column, only it shows, viewControllers reports it alone, and the delegate hears it will show"
  )
  func compactColumn() {
    let log = SplitLog()
    let list = UIViewController()
    let compact = UIViewController()
    let (world, split) = splitWorld(style: .doubleColumn) { split in
      split.delegate = log
      split.setViewController(list, for: .primary)
      split.setViewController(UIViewController(), for: .secondary)
      split.setViewController(compact, for: .compact)
    }
    #expect(split.isCollapsed)
    #expect(compact.viewIfLoaded?.window != nil)
    #expect(list.viewIfLoaded?.window == nil)
    #expect(split.viewControllers.count == 1 && split.viewControllers[0] === compact)
    #expect(log.calls == ["will show compact", "did collapse, collapsed true"])
    withExtendedLifetime(world) {}
  }

  @Test(
    "F-SV3: collapsing stacks the secondary on the primary's navigation controller unless the top column is the primary",
    arguments: [UISplitViewController.Column.secondary, .primary])
  func collapseTop(top: UISplitViewController.Column) {
    let log = SplitLog()
    log.topColumn = top
    let list = UIViewController()
    let detail = UIViewController()
    let (world, split) = splitWorld(style: .doubleColumn) { split in
      split.delegate = log
      split.setViewController(list, for: .primary)
      split.setViewController(detail, for: .secondary)
    }
    #expect(log.calls == ["top column? proposed secondary, collapsed false", "did collapse, collapsed true"])
    let stack = split.viewControllers.first as? UINavigationController
    #expect(stack?.viewControllers.count == (top == .secondary ? 2 : 1))
    #expect((detail.viewIfLoaded?.window != nil) == (top == .secondary))
    #expect(list.viewIfLoaded?.window != nil || top == .secondary)
    if top == .secondary {
      #expect(world.elements.map(\.name) == ["back"])
    }
  }

  @Test("F-SV3: splitCollapseTopColumn=primary proposes the primary; without a delegate it is what shows")
  func proposalKnob() {
    var profile = BehaviourProfile.default
    profile.splitCollapseTopColumn = .primary
    let list = UIViewController()
    let detail = UIViewController()
    let (world, _) = splitWorld(profile: profile, style: .doubleColumn) { split in
      split.setViewController(list, for: .primary)
      split.setViewController(detail, for: .secondary)
    }
    #expect(list.viewIfLoaded?.window != nil)
    #expect(detail.viewIfLoaded?.window == nil)
    withExtendedLifetime(world) {}
  }

  @Test("F-SV3: show(.secondary) pushes the column, show(.primary) pops back to it; hide(.primary) is ignored")
  func showAndHide() {
    let list = UIViewController()
    let detail = UIViewController()
    var profile = BehaviourProfile.default
    profile.splitCollapseTopColumn = .primary
    let (world, split) = splitWorld(profile: profile, style: .doubleColumn) { split in
      split.setViewController(list, for: .primary)
      split.setViewController(detail, for: .secondary)
    }
    world.act { split.show(.secondary) }
    world.advanceClock(by: 350)
    #expect(detail.viewIfLoaded?.window != nil)
    world.act { split.hide(.primary) }
    world.advanceClock(by: 350)
    #expect(detail.viewIfLoaded?.window != nil)
    world.act { split.show(.primary) }
    world.advanceClock(by: 350)
    #expect(detail.viewIfLoaded?.window == nil)
    #expect(list.viewIfLoaded?.window != nil)
  }

  @Test(
    "F-SV2: classic style pushes the secondary onto a navigation primary, or drops it when the delegate collapsed it")
  func classic() {
    for collapses in [false, true] {
      let log = SplitLog()
      log.collapsesSecondary = collapses
      let root = UIViewController()
      let detail = UIViewController()
      let (world, split) = splitWorld(style: .unspecified) { split in
        split.delegate = log
        split.viewControllers = [UINavigationController(rootViewController: root), detail]
      }
      #expect(log.calls == ["collapse secondary? collapsed false"])
      #expect(split.viewControllers.count == 1)
      #expect((detail.viewIfLoaded?.window != nil) == !collapses)
      #expect((detail.parent === split.viewControllers.first) == !collapses)
      withExtendedLifetime(world) {}
    }
  }

  @Test("F-SV2: a classic split whose primary is no navigation controller drops the secondary from its children")
  func classicPlainPrimary() {
    let primary = UIViewController()
    let detail = UIViewController()
    let (world, split) = splitWorld(style: .unspecified) { split in
      split.viewControllers = [primary, detail]
    }
    #expect(split.viewControllers.count == 1 && split.viewControllers[0] === primary)
    #expect(detail.parent == nil)
    #expect(primary.viewIfLoaded?.window != nil)
    withExtendedLifetime(world) {}
  }

  @Test("F-SV2: a column-style split never asks the classic showDetail delegate method; it pushes onto the primary")
  func columnShowDetail() {
    let log = SplitLog()
    log.showsDetailItself = true
    let list = UIViewController()
    var profile = BehaviourProfile.default
    profile.splitCollapseTopColumn = .primary
    let (world, split) = splitWorld(profile: profile, style: .doubleColumn) { split in
      split.delegate = log
      split.setViewController(list, for: .primary)
    }
    let detail = UIViewController()
    world.act { list.showDetailViewController(detail, sender: nil) }
    world.advanceClock(by: 350)
    #expect(!log.calls.contains("show detail?"))
    #expect(detail.navigationController === split.viewControllers.first)
    #expect(detail.viewIfLoaded?.window != nil)
  }

  @Test(
    "F-SV2: showDetailViewController asks the delegate, then pushes onto the primary; show(_:sender:) of a child pushes"
  )
  func showDetail() {
    let log = SplitLog()
    let root = UIViewController()
    let (world, split) = splitWorld(style: .unspecified) { split in
      split.delegate = log
      split.viewControllers = [UINavigationController(rootViewController: root)]
    }
    let detail = UIViewController()
    world.act { root.showDetailViewController(detail, sender: nil) }
    world.advanceClock(by: 350)
    #expect(log.calls == ["show detail?"])
    #expect(detail.viewIfLoaded?.window != nil)
    let more = UIViewController()
    world.act { detail.show(more, sender: nil) }
    world.advanceClock(by: 350)
    #expect(more.navigationController === split.viewControllers.first)
    log.showsDetailItself = true
    let ignored = UIViewController()
    world.act { root.showDetailViewController(ignored, sender: nil) }
    #expect(ignored.parent == nil)
  }

  @Test("F-SV2: show(_:sender:) of a navigation controller's child pushes onto it; nothing is presented")
  func showInNavigation() {
    let (world, _) = makeAppWorld()
    let first = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    world.launch { world in world.window.rootViewController = navigation }
    let second = UIViewController()
    world.act { first.show(second, sender: nil) }
    world.advanceClock(by: 500)
    #expect(navigation.viewControllers == [first, second])
    #expect(first.presentedViewController == nil && navigation.presentedViewController == nil)
  }

  @Test("show(_:sender:) with no container presents from the window's root; popToViewController pops to it")
  func showWithoutContainer() {
    let (world, _) = makeAppWorld()
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: UIViewController())
    world.launch { world in world.window.rootViewController = root }
    world.act { root.show(navigation, sender: nil) }
    world.advanceClock(by: 500)
    #expect(root.presentedViewController === navigation)
    let first = navigation.viewControllers[0]
    world.act {
      navigation.pushViewController(UIViewController(), animated: false)
      navigation.pushViewController(UIViewController(), animated: false)
    }
    world.advanceClock(by: 500)
    var popped: [UIViewController]?
    world.act { popped = navigation.popToViewController(first, animated: true) }
    world.advanceClock(by: 500)
    #expect(popped?.count == 2)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.popToViewController(UIViewController(), animated: true) == nil)
  }
}
