// Row selection: the user's tap on a row, and the app's own selection calls (FIDELITY.md F-TV1).

extension UITableView {
  /// The selected row (the first selected, with multiple selection), if any.
  public var indexPathForSelectedRow: IndexPath? { selectedRows.first.map { indexPath(ofRow: $0) } }

  /// The selected rows, nil when there are none (UIKit's answer).
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.map { indexPath(ofRow: $0) }
  }

  /// The visible cell of a row, if its row is on screen.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    row(of: indexPath).flatMap { visibleCell(atRow: $0) }
  }

  /// The row a visible cell shows.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    row(of: cell).map { indexPath(ofRow: $0) }
  }

  /// Where to scroll a row to (storage only: the model scrolls it to the top).
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

  /// Selects a row: Apple, "Calling this method doesn't cause the delegate to receive a
  /// tableView(_:willSelectRowAt:) or tableView(_:didSelectRowAt:) message". Nil deselects all.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for row in selectedRows { setRow(row, selected: false) }
      return
    }
    guard let target = row(of: indexPath) else { return }
    if !allowsMultipleSelection {
      for row in selectedRows where row != target { setRow(row, selected: false) }
    }
    setRow(target, selected: true)
  }

  /// Deselects a row, with no delegate message (Apple: "Calling this method doesn't cause the
  /// delegate to receive a tableView(_:willDeselectRowAt:) or tableView(_:didDeselectRowAt:)
  /// message").
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard let place = row(of: indexPath) else { return }
    setRow(place, selected: false)
  }

  /// The user's tap on a row's cell: the row is highlighted while the finger is down, then
  /// selected, each step asking the delegate first (F-TV1). With single selection the row
  /// selected before is deselected first; with multiple selection a tap on a selected row
  /// deselects it.
  func userSelect(_ cell: UITableViewCell) {
    guard allowsSelection, let row = row(of: cell) else { return }
    let path = indexPath(ofRow: row)
    let delegate = self.delegate as? any UITableViewDelegate
    var highlights = true
    if let delegate {
      callback("tableView(_:shouldHighlightRowAt:)") {
        highlights = delegate.tableView(self, shouldHighlightRowAt: path)
      }
    }
    guard highlights else { return }
    cell.setHighlighted(true, animated: false)
    if let delegate {
      callback("tableView(_:didHighlightRowAt:)") { delegate.tableView(self, didHighlightRowAt: path) }
    }
    cell.setHighlighted(false, animated: false)
    if let delegate {
      callback("tableView(_:didUnhighlightRowAt:)") { delegate.tableView(self, didUnhighlightRowAt: path) }
    }
    if allowsMultipleSelection, selectedRows.contains(row) { return userDeselect(row, delegate) }
    var target: IndexPath? = path
    if let delegate {
      callback("tableView(_:willSelectRowAt:)") { target = delegate.tableView(self, willSelectRowAt: path) }
    }
    guard let target, let targetRow = self.row(of: target) else { return }
    if !allowsMultipleSelection {
      // "Called only if there's an existing selection when the user tries to select a different row."
      for old in selectedRows where old != targetRow { userDeselect(old, delegate) }
    }
    setRow(targetRow, selected: true)
    if let delegate { callback("tableView(_:didSelectRowAt:)") { delegate.tableView(self, didSelectRowAt: target) } }
  }

  private func userDeselect(_ row: Int, _ delegate: (any UITableViewDelegate)?) {
    let path = indexPath(ofRow: row)
    var target: IndexPath? = path
    if let delegate {
      callback("tableView(_:willDeselectRowAt:)") { target = delegate.tableView(self, willDeselectRowAt: path) }
    }
    guard let target, let targetRow = self.row(of: target) else { return }
    setRow(targetRow, selected: false)
    if let delegate {
      callback("tableView(_:didDeselectRowAt:)") { delegate.tableView(self, didDeselectRowAt: target) }
    }
  }

  /// Records a row's selection and shows it on its cell, if the row is on screen.
  private func setRow(_ row: Int, selected: Bool) {
    if selected {
      if !selectedRows.contains(row) { selectedRows.append(row) }
    } else {
      selectedRows.removeAll { $0 == row }
    }
    visibleCell(atRow: row)?.setSelected(selected, animated: false)
  }
}
