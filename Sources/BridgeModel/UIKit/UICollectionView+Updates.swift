// Inserts, deletes, moves and reloads of items and sections (FIDELITY.md F-LU1).

extension UICollectionView {
  /// The changes `updates` makes are one update, checked against the data source's counts at
  /// its end; `completion` runs in a later turn (no animation), with true.
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    // A batch "causes the collection view to get the current number of items synchronously from
    // the data source before executing the updates block" (openradar 27941923).
    if updateDepth == 0, laidOut == nil, let dataSource {
      let counts = askCounts(dataSource)
      laidOut = (counts, sectionStarts(counts))
    }
    updateDepth += 1
    updates()
    updateDepth -= 1
    if updateDepth == 0 { commitUpdate() }
    if let completion, !(world?.isHalted ?? false) { world?.enqueueMain { completion(true) } }
  }

  /// `performBatchUpdates(nil, completion:)`.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    performBatchUpdates({ updates?() }, completion: completion)
  }

  public func insertItems(at indexPaths: [IndexPath]) { change { $0.inserted += indexPaths } }
  public func deleteItems(at indexPaths: [IndexPath]) { change { $0.deleted += indexPaths } }
  /// iOS 15: the model asks for the items' cells again, as a reload does.
  public func reconfigureItems(at indexPaths: [IndexPath]) { change { $0.reloaded += indexPaths } }
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    change { $0.moved.append((indexPath, newIndexPath)) }
  }
  public func insertSections(_ sections: IndexSet) { change { $0.insertedSections += sections.sorted() } }
  public func deleteSections(_ sections: IndexSet) { change { $0.deletedSections += sections.sorted() } }
  public func reloadSections(_ sections: IndexSet) { change { $0.reloadedSections += sections.sorted() } }

  /// Records a change: at once its own update, or part of the batch under way.
  func change(_ edit: (inout ListUpdate) -> Void) {
    edit(&pendingUpdate)
    if updateDepth == 0 { commitUpdate() }
  }
}

extension UICollectionView: UpdatableList {
  func countsFromDataSource() -> [Int]? { dataSource.map { askCounts($0) } }
  func remapCells(_ placeAfter: (Int) -> Int?) {
    cells.remap(placeAfter, rowHeight: collectionViewLayout.itemHeight, width: bounds.width)
  }
  var updateWords: ListUpdate.Words { .collection }
}
