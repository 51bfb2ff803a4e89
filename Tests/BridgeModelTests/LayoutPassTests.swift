import BridgeModel
import Observation
import Testing

@Observable private final class Badge {
  var count = 0
}

/// Lays out a badge it reads from an @Observable model.
private final class BadgeView: UIView {
  let badge: Badge
  var layouts = 0
  init(_ badge: Badge) {
    self.badge = badge
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { return nil }
  override func layoutSubviews() {
    super.layoutSubviews()
    layouts += 1
    _ = badge.count
  }
}

/// Records its layout callbacks in a shared log.
private final class LoggingView: UIView {
  var log: LayoutLog
  let name: String
  /// Asks for layout again from inside its own layout (a layout feedback loop).
  var asksAgain = false

  init(_ name: String, log: LayoutLog) {
    self.name = name
    self.log = log
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { return nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    log.entries.append("\(name).layoutSubviews")
    if asksAgain { setNeedsLayout() }
  }
}

private final class LayoutLog {
  var entries: [String] = []
}

private final class LayoutLoggingController: UIViewController {
  let log: LayoutLog
  init(log: LayoutLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { return nil }
  override func loadView() { view = LoggingView("root", log: log) }
  override func viewWillLayoutSubviews() { log.entries.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { log.entries.append("viewDidLayoutSubviews") }
}

@MainActor
@Suite("UIKit's layout pass: once per turn, parent before child, after SwiftUI's flush (FIDELITY.md F-L1, F-L2)")
struct LayoutPassTests {
  /// A window showing a controller whose root view has a child view.
  fileprivate func makeScreen() -> (World, Recorder, LayoutLog, LoggingView) {
    let (world, recorder) = makeAppWorld()
    let log = LayoutLog()
    var child: LoggingView?
    world.launch { world in
      let controller = LayoutLoggingController(log: log)
      let made = LoggingView("child", log: log)
      controller.view.addSubview(made)
      child = made
      world.window.rootViewController = controller
    }
    return (world, recorder, log, child!)
  }

  @Test(
    "A view entering a window is laid out in that turn: the controller's callbacks around its view's, then the child")
  func firstLayoutOrder() {
    let (_, _, log, _) = makeScreen()
    #expect(
      log.entries == ["viewWillLayoutSubviews", "root.layoutSubviews", "viewDidLayoutSubviews", "child.layoutSubviews"])
  }

  @Test("setNeedsLayout asks for the turn's pass: many requests are one layout, none is no layout")
  func requestsCoalesce() {
    let (world, _, log, child) = makeScreen()
    log.entries.removeAll()
    world.act {
      child.setNeedsLayout()
      child.setNeedsLayout()
      #expect(log.entries.isEmpty)  // not at once: in the turn's layout pass
    }
    #expect(log.entries == ["child.layoutSubviews"])
    world.act {}
    #expect(log.entries == ["child.layoutSubviews"])
  }

  @Test("A new size lays the view out; a new position does not (F-L2)")
  func sizeNotPosition() {
    let (world, _, log, child) = makeScreen()
    log.entries.removeAll()
    world.act { child.frame = CGRect(x: 10, y: 10, width: 0, height: 0) }
    #expect(log.entries.isEmpty)
    world.act { child.frame = CGRect(x: 10, y: 10, width: 50, height: 20) }
    #expect(log.entries == ["child.layoutSubviews"])
  }

  @Test("layoutIfNeeded lays out at once where a layout is pending, and does nothing otherwise")
  func layoutIfNeeded() {
    let (world, _, log, child) = makeScreen()
    log.entries.removeAll()
    world.act {
      child.layoutIfNeeded()
      #expect(log.entries.isEmpty)
      child.setNeedsLayout()
      child.layoutIfNeeded()
      #expect(log.entries == ["child.layoutSubviews"])
    }
    // The pending request was served: the turn's pass has nothing left to do.
    #expect(log.entries == ["child.layoutSubviews"])
  }

  @Test("A view that asks for layout from its own layoutSubviews every time is a loop the turn's bound stops")
  func feedbackLoop() {
    let (world, recorder, log, child) = makeScreen()
    log.entries.removeAll()
    world.act {
      child.asksAgain = true
      child.setNeedsLayout()
    }
    #expect(recorder.exceededBounds == [.flushesPerTurn])
    #expect(log.entries.count == 16)
  }

  @Test("A view out of a window is laid out when it enters one")
  func outOfWindow() {
    let (world, _, log, child) = makeScreen()
    log.entries.removeAll()
    world.act { child.removeFromSuperview() }
    world.act { child.setNeedsLayout() }
    #expect(log.entries.isEmpty)
    world.act { world.window.rootViewController?.view.addSubview(child) }
    #expect(log.entries.contains("child.layoutSubviews"))
  }

  @Test(
    "O9: a change of an @Observable property layoutSubviews read lays the view out again; with uikitObservationTracking off it does not",
    arguments: [BehaviourProfile.UIKitObservationTracking.on, .off])
  func automaticObservationTracking(_ tracking: BehaviourProfile.UIKitObservationTracking) {
    var profile = BehaviourProfile.default
    profile.uikitObservationTracking = tracking
    let badge = Badge()
    let (world, view) = launchShowing(profile: profile) { BadgeView(badge) }
    #expect(view?.layouts == 1)
    world.act { badge.count = 1 }
    #expect(view?.layouts == (tracking == .on ? 2 : 1))
  }

  @Test("O9: reads in an app controller's viewWillLayoutSubviews are tracked though its view is a plain UIView")
  func trackedThroughTheController() {
    let badge = Badge()
    let (world, _) = makeAppWorld()
    let controller = BadgeController(badge)
    world.launch { world in world.window.rootViewController = controller }
    #expect(controller.layouts == 1)
    world.act { badge.count = 1 }
    #expect(controller.layouts == 2)
  }

  @Test("O9: reads in cellForRowAt, asked for by a table's layout after reloadData (C18), lay the table out again")
  func trackedThroughTheTable() throws {
    let badge = Badge()
    let source = BadgeSource(badge)
    let (world, shown) = launchShowing(profile: .default) { () -> UITableView in
      let table = UITableView()
      table.dataSource = source
      return table
    }
    let table = try #require(shown)
    world.act { table.reloadData() }
    let cells = source.cellRequests
    let layouts = source.rowCountRequests
    #expect(cells > 0)
    world.act { badge.count = 1 }
    // The table lays its rows out again (it asks for the row count); the rows on screen keep
    // their cells, as in UIKit.
    #expect(source.rowCountRequests > layouts)
    #expect(source.cellRequests == cells)
  }
}

/// An app controller that reads a badge in viewWillLayoutSubviews, over a plain UIView.
private final class BadgeController: UIViewController {
  let badge: Badge
  var layouts = 0
  init(_ badge: Badge) {
    self.badge = badge
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { return nil }
  override func viewWillLayoutSubviews() {
    layouts += 1
    _ = badge.count
  }
}

/// A data source whose cells show a badge.
private final class BadgeSource: UITableViewDataSource {
  let badge: Badge
  var cellRequests = 0
  var rowCountRequests = 0
  init(_ badge: Badge) { self.badge = badge }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowCountRequests += 1
    return 1
  }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests += 1
    _ = badge.count
    return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
}

/// Counts the cells it is asked for.
private final class CountingSource: UITableViewDataSource {
  var rows = 2
  var requests = 0
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    requests += 1
    return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
  }
}

@MainActor
@Suite("reloadData asks for cells in the table's next layout (fidelity C18)")
struct ReloadDataTests {
  @Test(
    "nextLayout: no cell during reloadData, all of them in the turn's layout pass; sync: during reloadData",
    arguments: [BehaviourProfile.ReloadDataCellRequest.nextLayout, .sync])
  func cellsOnNextLayout(_ request: BehaviourProfile.ReloadDataCellRequest) {
    var profile = BehaviourProfile.default
    profile.reloadDataCellRequest = request
    let source = CountingSource()
    let (world, table) = launchShowing(profile: profile) { () -> UITableView in
      let table = UITableView()
      table.dataSource = source
      return table
    }
    #expect(table?.visibleCells.count == 2)
    let before = source.requests
    world.act {
      source.rows = 3
      table?.reloadData()
      #expect(source.requests == before + (request == .sync ? 3 : 0))
      #expect(table?.visibleCells.count == (request == .sync ? 3 : 0))
    }
    #expect(source.requests == before + 3)
    #expect(table?.visibleCells.count == 3)
  }
}

/// A world whose window shows a controller with the view `make` returns (made in the world).
@MainActor
private func launchShowing<V: UIView>(profile: BehaviourProfile, _ make: @escaping () -> V) -> (World, V?) {
  let (world, _) = makeAppWorld(profile: profile)
  var view: V?
  world.launch { world in
    let controller = UIViewController()
    let made = make()
    controller.view.addSubview(made)
    view = made
    world.window.rootViewController = controller
  }
  return (world, view)
}
