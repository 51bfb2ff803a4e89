import BridgeModel
import Testing

/// A table of 20 rows whose delegate logs every selection message; row 3 cannot be selected,
/// and a tap on row 5 selects row 6 instead.
private final class LoggingTableController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  var calls: [String] = []
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  override func viewDidLoad() {
    super.viewDidLoad()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = self
    table.delegate = self
    view.addSubview(table)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    calls.append("shouldHighlight \(indexPath.row)")
    return true
  }
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    calls.append("willSelect \(indexPath.row)")
    if indexPath.row == 3 { return nil }
    return indexPath.row == 5 ? IndexPath(row: 6, section: 0) : indexPath
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    calls.append("willDeselect \(indexPath.row)")
    return indexPath
  }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    calls.append("didDeselect \(indexPath.row)")
  }
}

/// A collection of 12 items whose delegate logs the selection messages.
private final class LoggingCollectionController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate
{
  var calls: [String] = []
  let list = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: UICollectionViewFlowLayout())

  override func viewDidLoad() {
    super.viewDidLoad()
    list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
    list.dataSource = self
    list.delegate = self
    view.addSubview(list)
  }

  var count = 12
  var countsAsked = 0
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    countsAsked += 1
    return count
  }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
  }
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    calls.append("shouldSelect \(indexPath.item)")
    return indexPath.item != 2
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    calls.append("shouldDeselect \(indexPath.item)")
    return true
  }
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    calls.append("didDeselect \(indexPath.item)")
  }
}

@MainActor
@Suite("Rows and items the user taps (FIDELITY.md F-TV1)")
struct RowSelectionTests {
  private func launch() -> (World, LoggingTableController) {
    let (world, _) = makeAppWorld()
    var controller: LoggingTableController!
    world.launch { world in
      controller = LoggingTableController()
      world.window.rootViewController = controller
    }
    return (world, controller)
  }

  @Test("Each visible row of a table that takes selections is an element named by its row")
  func rowsAreElements() {
    let (world, controller) = launch()
    let rows = world.elements.filter { $0.kind == .row }.map(\.name)
    #expect(rows.count == controller.table.visibleCells.count)
    #expect(rows.prefix(3) == ["row 0", "row 1", "row 2"])
    world.act { controller.table.allowsSelection = false }
    #expect(world.elements.filter { $0.kind == .row }.isEmpty)
  }

  @Test("A tap: highlight, will-select, the old row's will- and did-deselect, did-select; the cell shows it")
  func tapOrder() {
    let (world, controller) = launch()
    #expect(world.apply(.tap("row 1")))
    #expect(world.apply(.tap("row 2")))
    #expect(
      controller.calls == [
        "shouldHighlight 1", "willSelect 1", "didSelect 1", "shouldHighlight 2", "willSelect 2", "willDeselect 1",
        "didDeselect 1", "didSelect 2",
      ])
    #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(controller.table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    #expect(controller.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
  }

  @Test("will-select can refuse a row (nil) or redirect to another; multiple selection toggles")
  func willSelectDecides() {
    let (world, controller) = launch()
    #expect(world.apply(.tap("row 3")))
    #expect(controller.table.indexPathForSelectedRow == nil)
    #expect(world.apply(.tap("row 5")))
    #expect(controller.table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
    #expect(controller.calls.suffix(2) == ["willSelect 5", "didSelect 6"])
    controller.table.allowsMultipleSelection = true
    #expect(world.apply(.tap("row 1")))
    #expect(controller.table.indexPathsForSelectedRows?.map(\.row) == [6, 1])
    controller.calls.removeAll()
    #expect(world.apply(.tap("row 1")))
    #expect(controller.calls == ["shouldHighlight 1", "willDeselect 1", "didDeselect 1"])
    #expect(controller.table.indexPathsForSelectedRows?.map(\.row) == [6])
  }

  @Test("selectRow and deselectRow send no delegate message; a selected row scrolled back is selected")
  func programmaticSelection() {
    let (world, controller) = launch()
    world.act { controller.table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none) }
    #expect(controller.calls.isEmpty)
    #expect(controller.table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
    world.act { controller.table.contentOffset = CGPoint(x: 0, y: 1500) }
    world.act { controller.table.contentOffset = CGPoint(x: 0, y: 0) }
    #expect(controller.table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
    #expect(controller.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    world.act { controller.table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false) }
    #expect(controller.calls.isEmpty)
    #expect(controller.table.indexPathForSelectedRow == nil)
  }

  @Test("A collection's item: should-select may refuse; the old item is deselected without should-deselect")
  func collectionItems() {
    let (world, _) = makeAppWorld()
    var controller: LoggingCollectionController!
    world.launch { world in
      controller = LoggingCollectionController()
      world.window.rootViewController = controller
    }
    #expect(world.elements.filter { $0.kind == .row }.first?.name == "item 0")
    #expect(world.apply(.tap("item 1")))
    #expect(world.apply(.tap("item 2")))
    #expect(world.apply(.tap("item 3")))
    #expect(
      controller.calls == [
        "shouldSelect 1", "didSelect 1", "shouldSelect 2", "shouldSelect 3", "didDeselect 1", "didSelect 3",
      ])
    #expect(controller.list.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    #expect(controller.list.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
    controller.list.allowsMultipleSelection = true
    controller.calls.removeAll()
    #expect(world.apply(.tap("item 3")))
    #expect(controller.calls == ["shouldDeselect 3", "didDeselect 3"])
  }

  @Test("Items on screen keep the index paths they were laid out at: naming them asks the data source nothing (F-CV2)")
  func laidOutIndexPaths() {
    let (world, _) = makeAppWorld()
    var controller: LoggingCollectionController!
    world.launch { world in
      controller = LoggingCollectionController()
      world.window.rootViewController = controller
    }
    world.act { controller.list.allowsSelection = false }
    world.act { controller.list.allowsSelection = true }
    controller.countsAsked = 0
    #expect(world.elements.filter { $0.kind == .row }.prefix(2).map(\.name) == ["item 0", "item 1"])
    #expect(controller.countsAsked == 0)
    // The app changes its count without telling the collection view: a tap still selects the
    // item at the path the cell was laid out at, and only reloadData makes it count again.
    controller.count = 0
    #expect(world.apply(.tap("item 1")))
    #expect(controller.calls == ["shouldSelect 1", "didSelect 1"])
    world.act { controller.list.reloadData() }
    #expect(controller.countsAsked > 0)
    #expect(world.elements.filter { $0.kind == .row }.isEmpty)
  }
}
