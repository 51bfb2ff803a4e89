/// The cells of a table or a collection view: those on screen, by their place in the list, and
/// those waiting for reuse. A class, so that a data source's `dequeue…` inside a layout of the
/// rows can take from the pool the layout is filling.
final class CellReuse<Cell: UIView> {
  nonisolated deinit {}

  // Unchecked: read at every walk of the screen and every layout (a dynamic exclusivity check
  // costs about 76 instructions a read: 2% of a list screen's step).
  @exclusivity(unchecked) private(set) var visible: [(index: Int, cell: Cell)] = []
  @exclusivity(unchecked) private(set) var pool: [Cell] = []

  /// A pooled cell whose identifier is `identifier`, out of the pool after its `prepareForReuse`.
  func reuse(_ identifier: String, identifierOf: (Cell) -> String?, prepare: (Cell) -> Void) -> Cell? {
    var index = 0
    while index < pool.count {
      if identifierOf(pool[index]) == identifier {
        let cell = pool.remove(at: index)
        prepare(cell)
        return cell
      }
      index += 1
    }
    return nil
  }

  /// Every cell the view has made and still holds: on screen and in the pool.
  var all: [Cell] {
    var cells: [Cell] = []
    for entry in visible { cells.append(entry.cell) }
    cells.append(contentsOf: pool)
    return cells
  }

  /// The cells on screen, in list order.
  var inOrder: [Cell] { visible.sorted { $0.index < $1.index }.map(\.cell) }

  /// The cell on screen at `index`.
  func cell(at index: Int) -> Cell? {
    for entry in visible where entry.index == index { return entry.cell }
    return nil
  }

  /// The place of a cell on screen (nil: pooled, or not this list's).
  func index(of cell: UIView) -> Int? {
    // A walk of the screen asks for each cell in the order they were added, which is mostly the
    // order of `visible`: the entry after the last one found is tried first.
    let next = lastFound &+ 1
    if next < visible.count, visible[next].cell === cell {
      lastFound = next
      return visible[next].index
    }
    for slot in visible.indices where visible[slot].cell === cell {
      lastFound = slot
      return visible[slot].index
    }
    return nil
  }
  /// The slot of `visible` that `index(of:)` found last (a hint: checked before it is used).
  @exclusivity(unchecked) private var lastFound = -1

  /// Every cell on screen goes to the pool.
  func retireAll() { retire { _ in true } }

  /// After an update of the list: each cell on screen moves to the place `placeAfter` gives for
  /// its old place, or goes to the pool when it gives nil (its entry was deleted or reloaded).
  func remap(_ placeAfter: (Int) -> Int?, rowHeight: CGFloat, width: CGFloat) {
    var index = 0
    while index < visible.count {
      guard let place = placeAfter(visible[index].index) else {
        let cell = visible.remove(at: index).cell
        cell.removeFromSuperview()
        pool.append(cell)
        continue
      }
      visible[index].index = place
      visible[index].cell.setFrameFromHost(
        CGRect(x: 0, y: CGFloat(place) * rowHeight, width: width, height: rowHeight))
      index += 1
    }
  }

  /// The cells on screen whose place `leaves` says goes to the pool.
  func retire(where leaves: (Int) -> Bool) {
    var index = 0
    while index < visible.count {
      if leaves(visible[index].index) {
        let cell = visible.remove(at: index).cell
        cell.removeFromSuperview()
        pool.append(cell)
      } else {
        index += 1
      }
    }
  }

  /// Lays out rows of `rowHeight` in `container`'s 844-point viewport: rows that left it go to the
  /// pool, rows that came into it are asked for with `cellFor`.
  func layOut(
    in container: UIScrollView, count: Int, rowHeight: CGFloat, cellFor: (Int) -> Cell?,
    shown: (Int, Cell) -> Void = { _, _ in }
  ) {
    let first = max(0, Int(container.contentOffset.y / rowHeight))
    let last = min(count, Int(((container.contentOffset.y + 844) / rowHeight).rounded(.up)))
    retire { $0 < first || $0 >= last }
    guard first < last else { return }
    for row in first..<last where cell(at: row) == nil {
      guard let cell = cellFor(row) else { continue }
      visible.append((row, cell))
      cell.setFrameFromHost(
        CGRect(x: 0, y: CGFloat(row) * rowHeight, width: container.bounds.width, height: rowHeight))
      shown(row, cell)
      container.addSubview(cell)
    }
  }

  func removeAll() {
    visible.removeAll()
    pool.removeAll()
  }
}

/// What a table or collection cell shows in its content view: a content configuration and the
/// view it made (H1–H4).
struct CellContent {
  let contentView: UIView
  private(set) var configurationView: (any UIView & UIContentView)?
  private(set) var configuration: (any UIContentConfiguration)?

  /// A new content view, to be added to the cell once the cell is initialised.
  init() { contentView = UIView(frame: .zero) }

  /// H2: a content view that supports the new configuration takes it; otherwise a new one is made.
  mutating func apply(_ newValue: (any UIContentConfiguration)?) {
    configuration = newValue
    guard let newValue else {
      configurationView?.removeFromSuperview()
      configurationView = nil
      return
    }
    if let current = configurationView, current.supports(newValue) {
      current.configuration = newValue
    } else {
      configurationView?.removeFromSuperview()
      let made = newValue.makeContentView()
      configurationView = made
      contentView.addSubview(made)
    }
  }

  /// H4: the configuration again, `updated(for:)` the cell's new state.
  mutating func stateDidChange(_ state: UIConfigurationState) {
    if let configuration { apply(configuration.updated(for: state)) }
  }

  mutating func release() {
    configurationView = nil
    configuration = nil
  }
}
