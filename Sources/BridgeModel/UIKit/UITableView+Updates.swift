// Inserts, deletes, moves and reloads of rows and sections (FIDELITY.md F-LU1).

extension UITableView {
  /// How a change of rows is animated (the model does not animate).
  public enum RowAnimation: Int, Sendable {
    case fade, right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// The table's own counts (F-CV2).
  public var numberOfSections: Int { keptCounts.count }
  public func numberOfRows(inSection section: Int) -> Int { keptCount(inSection: section) }

  /// The index paths of the rows on screen, in order.
  public var indexPathsForVisibleRows: [IndexPath]? {
    cells.visible.map(\.index).sorted().map { indexPath(ofRow: $0) }
  }

  /// Scrolls so that the row is at the top, as `contentOffset` does.
  public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let row = row(of: indexPath) else { return }
    setContentOffset(CGPoint(x: 0, y: CGFloat(row) * rowHeight), animated: animated)
  }

  /// Starts a batch: the changes until the matching `endUpdates()` are one update.
  public func beginUpdates() { updateDepth += 1 }

  /// Ends a batch: the table asks its data source for the counts and checks them (F-LU1).
  public func endUpdates() {
    guard updateDepth > 0 else { return }
    updateDepth -= 1
    if updateDepth == 0 { commitUpdate() }
  }

  /// The changes `updates` makes are one update; `completion` runs in a later turn (no
  /// animation), with true.
  public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates()
    endUpdates()
    if let completion, !(world?.isHalted ?? false) { world?.enqueueMain { completion(true) } }
  }

  /// `performBatchUpdates(nil, completion:)`.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    performBatchUpdates({ updates?() }, completion: completion)
  }

  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    change { $0.inserted += indexPaths }
  }
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    change { $0.deleted += indexPaths }
  }
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    change { $0.reloaded += indexPaths }
  }
  /// iOS 15: the model asks for the rows' cells again, as a reload does.
  public func reconfigureRows(at indexPaths: [IndexPath]) { change { $0.reloaded += indexPaths } }
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    change { $0.moved.append((indexPath, newIndexPath)) }
  }
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    change { $0.insertedSections += sections.sorted() }
  }
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    change { $0.deletedSections += sections.sorted() }
  }
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    change { $0.reloadedSections += sections.sorted() }
  }

  /// Records a change: at once its own update, or part of the batch under way.
  private func change(_ edit: (inout ListUpdate) -> Void) {
    edit(&pendingUpdate)
    if updateDepth == 0 { commitUpdate() }
  }
}

extension UITableView: UpdatableList {
  func countsFromDataSource() -> [Int]? { dataSource.map { askCounts($0) } }
  func remapCells(_ placeAfter: (Int) -> Int?) {
    cells.remap(placeAfter, rowHeight: rowHeight, width: bounds.width)
  }
  var updateWords: ListUpdate.Words { .table }
}
