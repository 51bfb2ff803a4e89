/// A table's data source (the calls the model makes).
@MainActor public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// The optional methods: one section (UIKit's default), no titles; rows are not edited or moved
/// by the user in the model, so the editing methods are never called.
extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
  ) {}
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {}
}

/// A content configuration (H1, H2): it makes a content view, or a view that supports it takes it.
@MainActor public protocol UIContentConfiguration {
  func makeContentView() -> any UIView & UIContentView
  func updated(for state: UIConfigurationState) -> Self
}

extension UIContentConfiguration {
  public func updated(for state: UIConfigurationState) -> Self { self }
}

/// A content view that shows a configuration (H2).
@MainActor public protocol UIContentView: AnyObject {
  var configuration: any UIContentConfiguration { get set }
  /// Whether the view can show `configuration` without being replaced (default: same type).
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

/// A cell's state (selection, highlight), for `updated(for:)` (H4).
public struct UIConfigurationState {
  public var isSelected = false
  public var isHighlighted = false
  public var isEditing = false
  public var isDisabled = false
  public var isFocused = false
  public var isSwiped = false
  public var isExpanded = false
}

/// A cell's configuration state (in UIKit a struct conforming to `UIConfigurationState`; the
/// model has the one state type).
public typealias UICellConfigurationState = UIConfigurationState

/// The model's table view: rows of 100 points in a 844-point viewport; cells for the visible
/// rows are dequeued from a reuse pool as the user scrolls (`scroll table to Y`).
open class UITableView: UIScrollView {
  /// `UITableView.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UITableView {
    appearanceProxy(for: [ObjectIdentifier(UITableView.self)]) { UITableView(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UITableView {
    appearanceProxy(for: appearanceKey(UITableView.self, containerTypes)) { UITableView(frame: .zero) }
  }

  nonisolated deinit {}

  @exclusivity(unchecked) public weak var dataSource: (any UITableViewDataSource)? {
    didSet {
      laidOut = nil
      world?.noteWeakReference(owner: objectID, slot: "dataSource", target: dataSource)
    }
  }
  @exclusivity(unchecked) open var rowHeight: CGFloat = 100
  let cells = CellReuse<UITableViewCell>()
  /// The rows of each section as the table last asked its data source, and the rows before each
  /// section: a row's index path is the one its cell was laid out at, until `reloadData` (F-CV2).
  @exclusivity(unchecked) var laidOut: (counts: [Int], starts: [Int])?
  /// The changes of the batch under way (`beginUpdates`), and how deep the batches nest.
  @exclusivity(unchecked) var pendingUpdate = ListUpdate()
  @exclusivity(unchecked) var updateDepth = 0
  @exclusivity(unchecked) private var registered: [(identifier: String, type: UITableViewCell.Type)] = []

  override func releaseReferencesForTeardown() {
    super.releaseReferencesForTeardown()
    cells.removeAll()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    world?.lists.append(objectID)
  }

  /// UIKit's table styles; the model keeps the one a table was made with (storage only).
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }

  public private(set) var style = Style.plain

  public convenience init(frame: CGRect, style: Style) {
    self.init(frame: frame)
    self.style = style
  }

  @exclusivity(unchecked) open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
  @exclusivity(unchecked) open var estimatedRowHeight: CGFloat = 0
  /// Whether the user can select rows (F-TV1: each visible row is then an element to tap).
  @exclusivity(unchecked) open var allowsSelection = true {
    didSet { if allowsSelection != oldValue { hierarchyDidChange() } }
  }
  @exclusivity(unchecked) open var allowsMultipleSelection = false
  /// The selected rows, in the order they were selected.
  @exclusivity(unchecked) var selectedRows: [Int] = []
  @exclusivity(unchecked) open var tableFooterView: UIView?
  @exclusivity(unchecked) open var tableHeaderView: UIView?
  public static let automaticDimension: CGFloat = -1
  public required init?(coder: NSCoder) { return nil }

  open func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
    registered.append((identifier, cellClass))
  }

  /// A cell from the reuse pool (after `prepareForReuse`), or a new one of the registered class.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    let reused = cells.reuse(identifier, identifierOf: \.reuseIdentifier) { cell in
      cell.callback("prepareForReuse") { cell.prepareForReuse() }
    }
    if let reused { return reused }
    var type: UITableViewCell.Type = UITableViewCell.self
    for entry in registered where entry.identifier == identifier { type = entry.type }
    return type.init(style: .default, reuseIdentifier: identifier)
  }

  /// The cells on screen, by row.
  public var visibleCells: [UITableViewCell] { cells.inOrder }

  override var reusedCells: [UIView]? { cells.all }

  /// Drops the visible rows; the cells are asked for in the table's next layout (C18,
  /// `reloadDataCellRequest`): `visibleCells` is empty until then.
  open func reloadData() {
    cells.retireAll()
    laidOut = nil
    if world?.profile.reloadDataCellRequest == .sync {
      layOutCells()
    } else {
      markNeedsLayout()
    }
  }

  /// Its layout asks the data source for cells.
  override var layoutCallsTheApp: Bool { true }

  /// Cells for the rows in the viewport: rows that left go to the pool, rows that came in are asked for.
  override func layOutCells() {
    guard window != nil, let dataSource else { return }
    let counts = askCounts(dataSource)
    let starts = sectionStarts(counts)
    laidOut = (counts, starts)
    cells.layOut(
      in: self, count: counts.reduce(0, +), rowHeight: rowHeight,
      cellFor: { row in
        var cell: UITableViewCell?
        callback("tableView(_:cellForRowAt:)") {
          cell = dataSource.tableView(self, cellForRowAt: flatIndexPath(row, starts))
        }
        return cell
      },
      // The table sets a cell's selection from its own record of the row's (F-TV1).
      shown: { row, cell in cell.setSelected(self.selectedRows.contains(row), animated: false) })
  }

  /// The rows of each section, from the data source.
  func askCounts(_ dataSource: any UITableViewDataSource) -> [Int] {
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
  }

  /// The rows before each section: the last layout's, or the data source's now.
  func currentStarts() -> [Int] { laidOut?.starts ?? sectionStarts(keptCounts) }

  /// The index path of a place in the flat list.
  func indexPath(ofRow row: Int) -> IndexPath { flatIndexPath(row, currentStarts()) }

  /// The place in the flat list of an index path (nil: no such section).
  func row(of indexPath: IndexPath) -> Int? {
    let starts = currentStarts()
    guard indexPath.section >= 0, indexPath.section < starts.count else { return nil }
    return starts[indexPath.section] + indexPath.row
  }

  /// The row a visible cell shows.
  func row(of cell: UITableViewCell) -> Int? { cells.index(of: cell) }

  /// The visible cell of a row.
  func visibleCell(atRow row: Int) -> UITableViewCell? { cells.cell(at: row) }
}

/// A table cell: a content view, an optional content configuration (H1–H4), reuse.
open class UITableViewCell: UIView {
  /// `UITableViewCell.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UITableViewCell {
    appearanceProxy(for: [ObjectIdentifier(UITableViewCell.self)]) {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UITableViewCell {
    appearanceProxy(for: appearanceKey(UITableViewCell.self, containerTypes)) {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  nonisolated deinit {}

  public enum CellStyle: Sendable { case `default`, subtitle, value1, value2 }
  public enum SeparatorStyle: Int, Sendable { case none, singleLine }
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
  public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark }
  public enum EditingStyle: Int, Sendable { case none, delete, insert }
  @exclusivity(unchecked) open var selectionStyle = SelectionStyle.default
  @exclusivity(unchecked) open var accessoryType = AccessoryType.none

  public let reuseIdentifier: String?
  @exclusivity(unchecked) private var content = CellContent()
  public var contentView: UIView { content.contentView }
  @exclusivity(unchecked) public var configurationUpdateHandler: ((UITableViewCell, UIConfigurationState) -> Void)?
  @exclusivity(unchecked) private var storedTextLabel: UILabel?

  /// The cell's primary label (deprecated for content configurations, still common): made on
  /// first use and put in the content view.
  public var textLabel: UILabel? {
    if let label = storedTextLabel { return label }
    let label = UILabel()
    contentView.addSubview(label)
    storedTextLabel = label
    return label
  }

  override func releaseReferencesForTeardown() {
    super.releaseReferencesForTeardown()
    storedTextLabel = nil
    content.release()
    configurationUpdateHandler = nil
  }

  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
    addSubview(content.contentView)
  }

  override var isReusableCell: Bool { true }

  /// A visible row of a table that takes selections is an element the user taps (F-TV1), named
  /// by its index path (`row 3`) unless it has an accessibility identifier.
  override var ownElement: Element? {
    guard let table = superview as? UITableView, table.allowsSelection, let row = table.row(of: self) else {
      return nil
    }
    let name = accessibilityIdentifier ?? traceName.name("row", at: table.indexPath(ofRow: row))
    return Element(kind: .row, baseName: name, target: .view(self))
  }
  /// The trace name last made, with the index path it was made for.
  @exclusivity(unchecked) private var traceName = CellName()

  public required init?(coder: NSCoder) { return nil }

  open func prepareForReuse() {}

  /// H4: a change of the cell's state re-applies its configuration (`updated(for:)`) and runs
  /// `configurationUpdateHandler`. Setting it calls `setSelected(_:animated:)`, as UIKit's does,
  /// so a subclass that overrides that method sees every change.
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }
  open var isHighlighted: Bool {
    get { highlighted }
    set { setHighlighted(newValue, animated: false) }
  }
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  @exclusivity(unchecked) private var selected = false
  @exclusivity(unchecked) private var highlighted = false
  @exclusivity(unchecked) private var editing = false

  open func setSelected(_ selected: Bool, animated: Bool) {
    guard selected != self.selected else { return }
    self.selected = selected
    stateDidChange()
  }

  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    guard highlighted != self.highlighted else { return }
    self.highlighted = highlighted
    stateDidChange()
  }

  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != self.editing else { return }
    self.editing = editing
    stateDidChange()
  }

  /// Stored; nothing is drawn.
  @exclusivity(unchecked) open var backgroundView: UIView?
  @exclusivity(unchecked) open var selectedBackgroundView: UIView?
  @exclusivity(unchecked) open var multipleSelectionBackgroundView: UIView?

  public var configurationState: UIConfigurationState {
    UIConfigurationState(isSelected: selected, isHighlighted: highlighted, isEditing: editing)
  }

  private func stateDidChange() {
    let state = configurationState
    content.stateDidChange(state)
    if let handler = configurationUpdateHandler {
      callback("configurationUpdateHandler") { handler(self, state) }
    }
  }

  /// H2: a content view that supports the new configuration takes it; otherwise a new one is made.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { content.configuration }
    set { content.apply(newValue) }
  }
}

/// A row in a section.
public struct IndexPath: Hashable, Sendable {
  public let row: Int
  public let section: Int
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }
  /// A collection view's item (the same number as `row`, as in UIKit's IndexPath extensions).
  public init(item: Int, section: Int) { self.init(row: item, section: section) }
  public var item: Int { row }
}

/// The table's delegate (every method optional). The user's tap on a row goes through the
/// highlight and selection methods (F-TV1); rows have a fixed height and are not said to be
/// displayed, so `heightForRowAt` and `willDisplay` are not called.
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
}
