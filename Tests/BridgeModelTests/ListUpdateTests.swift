import BridgeModel
import Testing

/// A table of two sections read from `sections`; it logs each cell it is asked for.
private final class SectionsController: UIViewController, UITableViewDataSource {
  var sections = [Array(0..<5), Array(100..<103)]
  var asked: [IndexPath] = []
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  override func viewDidLoad() {
    super.viewDidLoad()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
    view.addSubview(table)
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    asked.append(indexPath)
    return tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }

  /// Removes the first row the way the documentation asks: the data, then the table.
  func removeFirst() {
    sections[0].removeFirst()
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
  }
}

/// A collection of `items`, whose batch updates use `self` implicitly (UIKit's closure does not
/// escape, so real code does).
private final class ItemsController: UIViewController, UICollectionViewDataSource {
  var items = Array(0..<6)
  let list = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())

  override func viewDidLoad() {
    super.viewDidLoad()
    list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    list.dataSource = self
    view.addSubview(list)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
  }

  func appendTwo(updatingData: Bool) {
    list.performBatchUpdates({
      if updatingData { items += [6, 7] }
      list.insertItems(at: [IndexPath(item: 6, section: 0), IndexPath(item: 7, section: 0)])
    })
  }
}

/// A table view controller whose subclass overrides the data source's methods, as UIKit's do.
private final class CountriesController: UITableViewController {
  let names = ["Chile", "Peru", "Togo"]
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  var selected: [Int] = []
  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

/// The same for a collection view controller.
private final class TilesController: UICollectionViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
  }
  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) }
  var selected: [Int] = []
  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    selected.append(indexPath.item)
  }
}

@MainActor
@Suite("Inserts, deletes and moves of rows and items (FIDELITY.md F-LU1)")
struct ListUpdateTests {
  private func launchTable() -> (World, Recorder, SectionsController) {
    let (world, recorder) = makeAppWorld()
    var controller: SectionsController!
    world.launch { world in
      controller = SectionsController()
      world.window.rootViewController = controller
    }
    return (world, recorder, controller)
  }

  @Test("Rows of later sections are named by section and row; their index paths come from the sections")
  func sectionsNamed() {
    let (world, _, controller) = launchTable()
    let rows = world.elements.filter { $0.kind == .row }.map(\.name)
    #expect(rows == ["row 0", "row 1", "row 2", "row 3", "row 4", "row 1.0", "row 1.1", "row 1.2"])
    #expect(controller.table.numberOfSections == 2)
    #expect(controller.table.numberOfRows(inSection: 1) == 3)
    #expect(controller.table.cellForRow(at: IndexPath(row: 1, section: 1)) != nil)
    #expect(controller.asked.last == IndexPath(row: 2, section: 1))
  }

  @Test("A delete that follows the data keeps the other cells and moves them up; the selection moves too")
  func deleteMovesCells() throws {
    let (world, recorder, controller) = launchTable()
    world.act { controller.table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none) }
    let second = try #require(controller.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    controller.asked.removeAll()
    #expect(world.elements.filter { $0.kind == .row }.count == 8)
    world.act { controller.removeFirst() }
    #expect(recorder.exceptions.isEmpty)
    #expect(controller.table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
    #expect(controller.asked.isEmpty)
    #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(controller.table.numberOfRows(inSection: 0) == 4)
    // The cells that moved up are named by their new rows.
    #expect(
      world.elements.filter { $0.kind == .row }.map(\.name) == [
        "row 0", "row 1", "row 2", "row 3", "row 1.0", "row 1.1", "row 1.2",
      ])
  }

  @Test("A visible cell's index path is found whatever order the cells are asked in, and after a delete")
  func cellsFoundInAnyOrder() {
    let (world, _, controller) = launchTable()
    let expected: [IndexPath?] =
      (0..<5).map { IndexPath(row: $0, section: 0) } + (0..<3).map { IndexPath(row: $0, section: 1) }
    let cells = controller.table.visibleCells
    // In list order, backwards, and every third first (a lookup starts from the cell found last).
    #expect(cells.map { controller.table.indexPath(for: $0) } == expected)
    #expect(cells.reversed().map { controller.table.indexPath(for: $0) } == Array(expected.reversed()))
    let order = [2, 5, 0, 3, 6, 1, 4, 7]
    #expect(order.map { controller.table.indexPath(for: cells[$0]) } == order.map { expected[$0] })
    // The first row's cell goes to the pool; the others move up a row in the first section.
    world.act { controller.removeFirst() }
    #expect(controller.table.indexPath(for: cells[0]) == nil)
    #expect(cells.dropFirst().map { controller.table.indexPath(for: $0) } == expected.prefix(4) + expected.suffix(3))
  }

  @Test("A row inserted at a cell's place pushes that cell down; the new row's cell is asked for")
  func insertPushesDown() throws {
    let (world, recorder, controller) = launchTable()
    let second = try #require(controller.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    controller.asked.removeAll()
    world.act {
      controller.sections[0].insert(9, at: 1)
      controller.table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    }
    #expect(recorder.exceptions.isEmpty)
    #expect(controller.table.cellForRow(at: IndexPath(row: 2, section: 0)) === second)
    #expect(controller.asked == [IndexPath(row: 1, section: 0)])
  }

  @Test("An insert the data source does not show raises NSInternalInconsistencyException with UIKit's reason")
  func insertWithoutData() {
    let (world, recorder, controller) = launchTable()
    world.act { controller.table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .fade) }
    #expect(recorder.exceptions.map(\.name) == ["NSInternalInconsistencyException"])
    #expect(
      recorder.exceptions.first?.reason
        == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    )
    #expect(world.isHalted)
  }

  @Test("Changes between beginUpdates and endUpdates are checked once, at the end")
  func batchCheckedAtEnd() {
    let (world, recorder, controller) = launchTable()
    world.act {
      controller.table.beginUpdates()
      controller.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
      controller.table.insertRows(at: [IndexPath(row: 1, section: 1)], with: .none)
      controller.sections[0].removeFirst()
      controller.sections[1].insert(7, at: 1)
      controller.table.endUpdates()
    }
    #expect(recorder.exceptions.isEmpty)
    #expect(controller.table.numberOfRows(inSection: 1) == 4)
    world.act {
      controller.sections.remove(at: 0)
      controller.table.deleteSections(IndexSet(integer: 0), with: .automatic)
    }
    #expect(recorder.exceptions.isEmpty)
    #expect(world.elements.filter { $0.kind == .row }.map(\.name).sorted() == ["row 0", "row 1", "row 2", "row 3"])
    world.act {
      controller.sections[0].removeLast()
      controller.table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .none)
    }
    #expect(
      recorder.exceptions.map(\.reason) == [
        "attempt to delete row 9 from section 0 which only contains 4 rows before the update"
      ])
  }

  @Test("A moved row keeps its cell at its new place; a section count that does not follow raises")
  func moveAndSections() throws {
    let (world, recorder, controller) = launchTable()
    let first = try #require(controller.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    world.act {
      controller.sections[0].append(controller.sections[0].removeFirst())
      controller.table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 0))
    }
    #expect(recorder.exceptions.isEmpty)
    #expect(controller.table.cellForRow(at: IndexPath(row: 4, section: 0)) === first)
    world.act { controller.table.insertSections(IndexSet(integer: 2), with: .automatic) }
    #expect(
      recorder.exceptions.map(\.reason) == [
        "attempt to insert section 2 but there are only 2 sections after the update"
      ])
  }

  @Test("performBatchUpdates on a collection: the data changed first passes, the data left alone raises")
  func collectionBatch() {
    let (world, recorder) = makeAppWorld()
    var controller: ItemsController!
    world.launch { world in
      controller = ItemsController()
      world.window.rootViewController = controller
    }
    world.act { controller.appendTwo(updatingData: true) }
    #expect(recorder.exceptions.isEmpty)
    #expect(controller.list.numberOfItems(inSection: 0) == 8)
    world.act { controller.appendTwo(updatingData: false) }
    #expect(
      recorder.exceptions.first?.reason
        == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (8) must be equal to the number of items contained in that section before the update (8), plus or minus the number of items inserted or deleted from that section (2 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
    )
  }

  @Test("A list that never counted has nothing to check: it counts at its next layout")
  func uncountedList() {
    let (world, recorder) = makeAppWorld()
    let source = SectionsController()
    var table: UITableView!
    world.act {
      // Made in the world (so it could raise), never put in a window: it never laid out.
      table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      table.dataSource = source
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }
    #expect(recorder.exceptions.isEmpty)
    #expect(table.numberOfRows(inSection: 1) == 3)
  }

  @Test("A UITableViewController is its table's data source and delegate; subclasses override its methods")
  func tableViewController() {
    let (world, _) = makeAppWorld()
    var controller: CountriesController!
    world.launch { world in
      controller = CountriesController(style: .plain)
      world.window.rootViewController = controller
    }
    #expect(controller.tableView.dataSource === controller)
    #expect(world.elements.filter { $0.kind == .row }.map(\.name) == ["row 0", "row 1", "row 2"])
    #expect(world.apply(.tap("row 2")))
    #expect(controller.selected == [2])
  }

  @Test("A UICollectionViewController is its collection view's data source and delegate")
  func collectionViewController() {
    let (world, _) = makeAppWorld()
    var controller: TilesController!
    world.launch { world in
      controller = TilesController(collectionViewLayout: UICollectionViewFlowLayout())
      world.window.rootViewController = controller
    }
    #expect(world.elements.filter { $0.kind == .row }.map(\.name) == ["item 0", "item 1"])
    #expect(world.apply(.tap("item 1")))
    #expect(controller.selected == [1])
  }
}
