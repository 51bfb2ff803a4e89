// Item selection: the user's tap on an item, and the app's own selection calls (FIDELITY.md F-TV1).

extension UICollectionView {
  /// The selected items, in the order they were selected; nil when there are none.
  public var indexPathsForSelectedItems: [IndexPath]? {
    let paths = selectedRows.compactMap { indexPath(ofRow: $0) }
    return paths.isEmpty ? nil : paths
  }

  /// Selects an item: Apple, "This method doesn't cause any selection-related delegate methods
  /// to be called." Nil deselects all.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for row in selectedRows { setItem(row, selected: false) }
      return
    }
    guard let row = row(of: indexPath) else { return }
    if !allowsMultipleSelection {
      for old in selectedRows where old != row { setItem(old, selected: false) }
    }
    setItem(row, selected: true)
  }

  /// Deselects an item, with no delegate message.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard let row = row(of: indexPath) else { return }
    setItem(row, selected: false)
  }

  /// The user's tap on an item's cell: highlighted while the finger is down, then selected, each
  /// step asking the delegate first (F-TV1). With single selection the item selected before is
  /// deselected (`shouldDeselectItemAt` is asked only when the user deselects an item itself:
  /// with multiple selection, a tap on a selected item).
  func userSelect(_ cell: UICollectionViewCell) {
    guard allowsSelection, let row = row(of: cell), let path = indexPath(ofRow: row) else { return }
    let delegate = self.delegate as? any UICollectionViewDelegate
    var highlights = true
    if let delegate {
      callback("collectionView(_:shouldHighlightItemAt:)") {
        highlights = delegate.collectionView(self, shouldHighlightItemAt: path)
      }
    }
    guard highlights else { return }
    cell.isHighlighted = true
    if let delegate {
      callback("collectionView(_:didHighlightItemAt:)") { delegate.collectionView(self, didHighlightItemAt: path) }
    }
    cell.isHighlighted = false
    if let delegate {
      callback("collectionView(_:didUnhighlightItemAt:)") { delegate.collectionView(self, didUnhighlightItemAt: path) }
    }
    if allowsMultipleSelection, selectedRows.contains(row) {
      var deselects = true
      if let delegate {
        callback("collectionView(_:shouldDeselectItemAt:)") {
          deselects = delegate.collectionView(self, shouldDeselectItemAt: path)
        }
      }
      guard deselects else { return }
      setItem(row, selected: false)
      if let delegate {
        callback("collectionView(_:didDeselectItemAt:)") { delegate.collectionView(self, didDeselectItemAt: path) }
      }
      return
    }
    var selects = true
    if let delegate {
      callback("collectionView(_:shouldSelectItemAt:)") {
        selects = delegate.collectionView(self, shouldSelectItemAt: path)
      }
    }
    guard selects else { return }
    if !allowsMultipleSelection {
      for old in selectedRows where old != row {
        setItem(old, selected: false)
        if let delegate, let oldPath = indexPath(ofRow: old) {
          callback("collectionView(_:didDeselectItemAt:)") { delegate.collectionView(self, didDeselectItemAt: oldPath) }
        }
      }
    }
    setItem(row, selected: true)
    if let delegate {
      callback("collectionView(_:didSelectItemAt:)") { delegate.collectionView(self, didSelectItemAt: path) }
    }
  }

  /// Records an item's selection and shows it on its cell, if the item is on screen.
  private func setItem(_ row: Int, selected: Bool) {
    if selected {
      if !selectedRows.contains(row) { selectedRows.append(row) }
    } else {
      selectedRows.removeAll { $0 == row }
    }
    if let cell = visibleCell(atRow: row), cell.isSelected != selected { cell.isSelected = selected }
  }
}
