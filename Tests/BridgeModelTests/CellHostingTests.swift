import BridgeModel
import Testing

/// Puts a hosting controller's view in each of its cells and keeps the controllers (as a
/// `SwiftUICell` of seed 003 §6 does), or a plain view to which a controller is given later.
private final class HostingCellSource: UITableViewDataSource {
  let rows: Int
  let hostsInCells: Bool
  var controllers: [UIViewController] = []
  var plainViews: [UIView] = []

  init(rows: Int, hostsInCells: Bool) {
    self.rows = rows
    self.hostsInCells = hostsInCells
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    if hostsInCells {
      let controller = UIHostingController(rootView: Text("row \(indexPath.row)"))
      controllers.append(controller)
      cell.contentView.addSubview(controller.view)
    } else {
      let view = UIView()
      plainViews.append(view)
      cell.contentView.addSubview(view)
    }
    return cell
  }
}

/// `World.tableHosting` (what `hosting.reuse-in-cells` counts at every settle) is kept between
/// settles; it must follow every change that moves its count, including those that come a turn
/// apart: a loaded view moved into a cell a turn later, a list made off screen. It counts the
/// hosting controllers' views, each with its own graph, whether their controllers are alive or
/// not (V18, FIDELITY.md F-H1).
@MainActor
@Suite("The hosting controllers' views counted in a table's cells follow the views that come and go")
struct CellHostingTests {
  private func launch(_ source: HostingCellSource) -> (World, UITableView?) {
    let (world, _) = makeAppWorld()
    var table: UITableView?
    world.launch { world in
      let controller = UIViewController()
      let list = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      list.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      list.dataSource = source
      controller.view.addSubview(list)
      table = list
      world.window.rootViewController = controller
    }
    return (world, table)
  }

  private func hostingCount(_ world: World) -> [Int] { world.tableHosting.map(\.hostingViews) }

  @Test("A hosting controller released while its view stays in a cell is still counted: the view keeps its graph")
  func releasedController() {
    let source = HostingCellSource(rows: 2, hostsInCells: true)
    let (world, table) = launch(source)
    #expect(table?.visibleCells.count == 2)
    #expect(hostingCount(world) == [2])
    world.act { source.controllers.removeAll() }
    #expect(hostingCount(world) == [2])
    world.act { table?.visibleCells.first?.contentView.subviews.first?.removeFromSuperview() }
    #expect(hostingCount(world) == [1])
  }

  @Test("A loaded hosting controller's view moved into a cell is counted; moved out, it is not")
  func viewMovedInAndOut() {
    let source = HostingCellSource(rows: 2, hostsInCells: false)
    let (world, table) = launch(source)
    #expect(hostingCount(world) == [0])
    var controller: UIHostingController<Text>?
    world.act {
      controller = UIHostingController(rootView: Text("late"))
      _ = controller?.view
    }
    #expect(hostingCount(world) == [0])
    world.act { table?.visibleCells.first?.contentView.addSubview(controller!.view) }
    #expect(hostingCount(world) == [1])
    world.act { controller?.view.removeFromSuperview() }
    #expect(hostingCount(world) == [0])
  }

  @Test("A list made after the first count is counted before it is on screen, and leaves the count when released")
  func listMadeLater() {
    let source = HostingCellSource(rows: 2, hostsInCells: true)
    let (world, table) = launch(source)
    #expect(world.tableHosting.map(\.table) == [table?.objectID ?? .none])
    var second: UITableView?
    world.act { second = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
    #expect(world.tableHosting.map(\.table) == [table?.objectID ?? .none, second?.objectID ?? .none])
    #expect(world.tableHosting.map(\.cells) == [2, 0])
    // Released off screen, no view changes: the list leaves the count with its deinit.
    world.act { second = nil }
    #expect(world.tableHosting.map(\.table) == [table?.objectID ?? .none])
  }
}
