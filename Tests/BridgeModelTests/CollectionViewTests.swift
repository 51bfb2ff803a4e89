import Testing

@testable import BridgeModel

/// A cell of the app's own, made by the collection view from its registered class.
private final class TagCell: UICollectionViewCell {
  var reuses = 0
  var label = ""
  required init(frame: CGRect) { super.init(frame: frame) }
  required init?(coder: NSCoder) { return nil }
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A plain data source of `count` items in one section; counts what it is asked.
private final class TagSource: UICollectionViewDataSource {
  var count = 30
  var requested: [Int] = []
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    requested.append(indexPath.item)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
    (cell as? TagCell)?.label = "item \(indexPath.item)"
    return cell
  }
}

/// A world showing a collection view made by `make` in its root controller's view.
@MainActor
private func showing(_ make: @escaping () -> UICollectionView) -> (World, UICollectionView) {
  let (world, _) = makeAppWorld()
  var shown: UICollectionView?
  world.launch { world in
    let controller = UIViewController()
    let collection = make()
    controller.view.addSubview(collection)
    shown = collection
    world.window.rootViewController = controller
  }
  return (world, shown!)
}

@MainActor
private func listLayout() -> UICollectionViewLayout {
  UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
}

@MainActor
@Suite("UICollectionView: registration, dequeue and reuse; diffable data sources (issue 9 §1.6)")
struct CollectionViewTests {
  @Test("F-CV2: the items in view are asked for when it is laid out in a window; a scroll reuses their cells")
  func reuseOnScroll() {
    let source = TagSource()
    let (world, collection) = showing {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 390, height: 90)
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
      collection.register(TagCell.self, forCellWithReuseIdentifier: "tag")
      collection.dataSource = source
      return collection
    }
    // Rows of 90 + 10 points of line spacing: 844 points show items 0 to 8.
    #expect(source.requested == Array(0..<9))
    #expect(collection.visibleCells.compactMap { ($0 as? TagCell)?.label } == (0..<9).map { "item \($0)" })
    #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(0..<9))
    world.act { collection.contentOffset = CGPoint(x: 0, y: 1000) }
    #expect(source.requested.suffix(9) == Array(10..<19))
    let cells = collection.visibleCells.compactMap { $0 as? TagCell }
    #expect(cells.count == 9 && cells.allSatisfy { $0.reuses == 1 })
    #expect(collection.reusedCells?.count == 9)
    #expect(collection.cellForItem(at: IndexPath(item: 12, section: 0)) === cells[2])
  }

  @Test("F-DF1: the diffable data source makes itself the data source, which the collection view keeps weakly")
  func diffableKeptWeakly() {
    let (world, collection) = showing {
      UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: listLayout())
    }
    var kept: UICollectionViewDiffableDataSource<Int, Int>?
    world.act {
      kept = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collection, path, _ in
        collection.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
      }
      _ = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { _, _, _ in nil }
    }
    #expect(kept != nil)
    #expect(collection.dataSource == nil, "the second source, held by nothing, is gone")
  }

  @Test("F-DF2: apply asks again only for the rows whose item changed or was reloaded; completion runs later")
  func applyDiffs() {
    var requested: [Int] = []
    var source: UICollectionViewDiffableDataSource<String, Int>!
    let registration = UICollectionView.CellRegistration<TagCell, Int> { cell, _, item in
      requested.append(item)
      cell.label = "item \(item)"
    }
    let (world, collection) = showing {
      let collection = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: listLayout())
      source = UICollectionViewDiffableDataSource(collectionView: collection) { collection, path, item in
        collection.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
      }
      var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["main"])
      snapshot.appendItems(Array(100..<130))
      source.apply(snapshot, animatingDifferences: false)
      return collection
    }
    // The list's estimated 44-point rows: 844 points show 20 of them.
    #expect(requested == Array(100..<120))
    requested.removeAll()
    var completed = false
    world.act {
      var snapshot = source.snapshot()
      snapshot.deleteItems([117])
      snapshot.reloadItems([101])
      source.apply(snapshot) { completed = true }
      #expect(requested.isEmpty, "cells are asked for in the layout pass")
      #expect(!completed)
    }
    #expect(requested == [101, 118, 119, 120])
    #expect(collection.visibleCells.compactMap { ($0 as? TagCell)?.label }.last == "item 120")
    #expect(source.itemIdentifier(for: IndexPath(item: 17, section: 0)) == 118)
    #expect(source.indexPath(for: 120) == IndexPath(item: 19, section: 0))
    #expect(!completed, "the completion waits on the main queue")
    world.drainMainQueue()
    #expect(completed)
  }

  @Test("A snapshot keeps its sections and items in order; inserts and moves go where they are asked")
  func snapshotEdits() {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems(["1", "2"], toSection: "a")
    snapshot.appendItems(["3"])
    snapshot.insertItems(["0"], beforeItem: "1")
    snapshot.insertItems(["2.5"], afterItem: "2")
    snapshot.moveItem("3", beforeItem: "0")
    #expect(snapshot.itemIdentifiers(inSection: "a") == ["3", "0", "1", "2", "2.5"])
    #expect(snapshot.numberOfItems(inSection: "b") == 0)
    #expect(snapshot.sectionIdentifier(containingItem: "2.5") == "a")
    snapshot.reloadSections(["a"])
    #expect(snapshot.refreshed == ["3", "0", "1", "2", "2.5"])
    snapshot.deleteSections(["a"])
    #expect(snapshot.numberOfSections == 1 && snapshot.numberOfItems == 0)
  }

  @Test("An index path names the item at that place in that section; one past either end names none")
  func itemAtIndexPath() {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems(["1", "2"], toSection: "a")
    snapshot.appendItems(["3"], toSection: "b")
    #expect(snapshot.item(at: IndexPath(item: 1, section: 0)) == "2")
    #expect(snapshot.item(at: IndexPath(item: 0, section: 1)) == "3")
    #expect(snapshot.item(at: IndexPath(item: 1, section: 1)) == nil)
    #expect(snapshot.item(at: IndexPath(item: 0, section: 2)) == nil)
  }
}
