/// A collection view's data source (the calls the model makes).
@MainActor public protocol UICollectionViewDataSource: AnyObject {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// The collection view's delegate (every method optional). The user's tap on an item goes
/// through the highlight and selection methods (F-TV1); items are not said to be displayed, so
/// `willDisplay` is not called.
@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
}

/// The model's collection view: the items of every section, in order, one to a row whose height
/// the layout gives (`UICollectionViewLayout`), in an 844-point viewport; cells for the items in
/// view are dequeued from a reuse pool as the user scrolls, as `UITableView`'s are (C18).
open class UICollectionView: UIScrollView {
  /// `UICollectionView.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UICollectionView {
    appearanceProxy(for: [ObjectIdentifier(UICollectionView.self)]) {
      UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UICollectionView {
    appearanceProxy(for: appearanceKey(UICollectionView.self, containerTypes)) {
      UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }
  }

  nonisolated deinit {}

  /// Apple: "The data source must adopt the UICollectionViewDataSource protocol. The collection
  /// view maintains a weak reference to the data source object."
  @exclusivity(unchecked) public weak var dataSource: (any UICollectionViewDataSource)? {
    didSet {
      laidOut = nil
      world?.noteWeakReference(owner: objectID, slot: "dataSource", target: dataSource)
    }
  }
  @exclusivity(unchecked) open var collectionViewLayout: UICollectionViewLayout
  /// Whether the user can select items (F-TV1: each visible item is then an element to tap).
  @exclusivity(unchecked) open var allowsSelection = true {
    didSet { if allowsSelection != oldValue { hierarchyDidChange() } }
  }
  @exclusivity(unchecked) open var allowsMultipleSelection = false
  /// The selected items, as places in the flat list of every section's items, in the order
  /// they were selected.
  @exclusivity(unchecked) var selectedRows: [Int] = []
  @exclusivity(unchecked) open var backgroundView: UIView?

  let cells = CellReuse<UICollectionViewCell>()
  @exclusivity(unchecked) private var registered: [(identifier: String, type: UICollectionViewCell.Type)] = []

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    world?.lists.append(objectID)
  }

  public required init?(coder: NSCoder) { return nil }

  override func releaseReferencesForTeardown() {
    super.releaseReferencesForTeardown()
    cells.removeAll()
  }

  /// Registers a cell class for `identifier`. A class that is not a `UICollectionViewCell` is
  /// ignored (UIKit raises when it dequeues one).
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let type = cellClass as? UICollectionViewCell.Type else { return }
    registered.append((identifier, type))
  }

  /// Storage only: the model lays out no supplementary views.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {}

  /// A cell from the reuse pool (after `prepareForReuse`), or a new one of the registered class
  /// (`init(frame:)`, which is why the model's cells need it `required`).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let reused = cells.reuse(identifier, identifierOf: \.reuseIdentifier) { cell in
      cell.callback("prepareForReuse") { cell.prepareForReuse() }
    }
    if let reused { return reused }
    var type: UICollectionViewCell.Type = UICollectionViewCell.self
    for entry in registered where entry.identifier == identifier { type = entry.type }
    let cell = type.init(frame: CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight))
    cell.reuseIdentifier = identifier
    return cell
  }

  /// A cell of the registration's class, configured by its handler for `item`.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
    let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
    guard let typed = cell as? Cell else { preconditionFailure("a registration's cell has its class") }
    if let item { registration.handler(typed, indexPath, item) }
    return typed
  }

  /// A cell class and how to configure it for an item (iOS 14): dequeued with
  /// `dequeueConfiguredReusableCell(using:for:item:)`.
  public struct CellRegistration<Cell: UICollectionViewCell, Item> {
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let handler: Handler
    /// The reuse identifier UIKit makes for it; the model's names the class, so registrations
    /// of one class share a pool (each configures the cell it gets in full).
    let identifier: String

    public init(handler: @escaping Handler) {
      self.handler = handler
      identifier = "registration:" + String(reflecting: Cell.self)
    }
  }

  /// The height of a row: the layout's item height.
  private var rowHeight: CGFloat { collectionViewLayout.itemHeight }

  /// The number of items before each section as the last layout counted them: the index paths
  /// of the cells on screen are the ones they were laid out at, as UIKit's are, until
  /// `reloadData` or batch updates make it count again. Naming each cell on screen after its
  /// index path then asks the data source nothing.
  @exclusivity(unchecked) var laidOut: (counts: [Int], starts: [Int])?
  /// The changes of the batch under way (`performBatchUpdates`), and how deep the batches nest.
  @exclusivity(unchecked) var pendingUpdate = ListUpdate()
  @exclusivity(unchecked) var updateDepth = 0

  /// The number of items before each section, and in all.
  private func itemCounts(_ dataSource: any UICollectionViewDataSource) -> (starts: [Int], total: Int) {
    let counts = askCounts(dataSource)
    return (sectionStarts(counts), counts.reduce(0, +))
  }

  /// The items of each section, from the data source.
  func askCounts(_ dataSource: any UICollectionViewDataSource) -> [Int] {
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
  }

  public var visibleCells: [UICollectionViewCell] { cells.inOrder }

  override var reusedCells: [UIView]? { cells.all }

  /// The index paths of the items on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    guard let dataSource else { return [] }
    let starts = itemCounts(dataSource).starts
    return cells.visible.map(\.index).sorted().map { flatIndexPath($0, starts) }
  }

  /// The cell on screen for `indexPath`, if any.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    guard let dataSource else { return nil }
    let starts = itemCounts(dataSource).starts
    guard indexPath.section < starts.count else { return nil }
    return cells.cell(at: starts[indexPath.section] + indexPath.item)
  }

  /// The collection view's own counts (F-CV2).
  public var numberOfSections: Int { keptCounts.count }
  public func numberOfItems(inSection section: Int) -> Int { keptCount(inSection: section) }

  /// Drops the cells on screen; the items are asked for in the next layout, as a table's (C18).
  open func reloadData() {
    cells.retireAll()
    laidOut = nil
    if world?.profile.reloadDataCellRequest == .sync {
      layOutCells()
    } else {
      markNeedsLayout()
    }
  }

  /// The cells of the rows `leaves` names go back to the pool; the next layout asks for them.
  func retireRows(where leaves: (Int) -> Bool) {
    cells.retire(where: leaves)
    markNeedsLayout()
  }

  /// The items' cells go back to the pool and are asked for in the next layout.
  open func reloadItems(at indexPaths: [IndexPath]) {
    guard let dataSource, !indexPaths.isEmpty else { return }
    let starts = itemCounts(dataSource).starts
    let rows = Set(indexPaths.compactMap { $0.section < starts.count ? starts[$0.section] + $0.item : nil })
    cells.retire { rows.contains($0) }
    markNeedsLayout()
  }

  /// Storage only: where to scroll an item to.
  public struct ScrollPosition: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = ScrollPosition(rawValue: 1 << 0)
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    public static let left = ScrollPosition(rawValue: 1 << 3)
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// Scrolls so that the item's row is at the top, as `contentOffset` does (C7, C8).
  open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let dataSource else { return }
    let starts = itemCounts(dataSource).starts
    guard indexPath.section < starts.count else { return }
    let row = starts[indexPath.section] + indexPath.item
    setContentOffset(CGPoint(x: 0, y: CGFloat(row) * rowHeight), animated: animated)
  }

  /// Its layout asks the data source for cells.
  override var layoutCallsTheApp: Bool { true }

  /// Cells for the items in view: rows that left go to the pool, rows that came in are asked for.
  override func layOutCells() {
    guard window != nil, let dataSource else { return }
    let counts = askCounts(dataSource)
    let starts = sectionStarts(counts)
    let total = counts.reduce(0, +)
    laidOut = (counts, starts)
    cells.layOut(
      in: self, count: total, rowHeight: rowHeight,
      cellFor: { row in
        var cell: UICollectionViewCell?
        callback("collectionView(_:cellForItemAt:)") {
          cell = dataSource.collectionView(self, cellForItemAt: flatIndexPath(row, starts))
        }
        return cell
      },
      // The collection view sets a cell's selection from its own record of the item's (F-TV1).
      shown: { row, cell in
        let selected = self.selectedRows.contains(row)
        if cell.isSelected != selected { cell.isSelected = selected }
      })
  }

  /// The place in the flat list of a visible cell.
  func row(of cell: UICollectionViewCell) -> Int? { cells.index(of: cell) }

  /// The index path of a place in the flat list (nil without a data source).
  func indexPath(ofRow row: Int) -> IndexPath? {
    if let laidOut { return flatIndexPath(row, laidOut.starts) }
    guard let dataSource else { return nil }
    return flatIndexPath(row, itemCounts(dataSource).starts)
  }

  /// The place in the flat list of an index path.
  func row(of indexPath: IndexPath) -> Int? {
    guard let dataSource else { return nil }
    let starts = itemCounts(dataSource).starts
    guard indexPath.section < starts.count else { return nil }
    return starts[indexPath.section] + indexPath.item
  }

  /// The visible cell at a place in the flat list.
  func visibleCell(atRow row: Int) -> UICollectionViewCell? { cells.cell(at: row) }
}

/// A view a collection view reuses: a cell, a header or a footer.
open class UICollectionReusableView: UIView {
  nonisolated deinit {}

  /// Set when the collection view dequeues it.
  public internal(set) var reuseIdentifier: String?

  /// Required in the model (not in UIKit): a collection view makes a registered class's cells
  /// with it, which Swift allows only through a required initializer (`bridgecheck adapt` writes
  /// `required` on an app's override).
  public required override init(frame: CGRect) { super.init(frame: frame) }

  public required init?(coder: NSCoder) { return nil }

  open func prepareForReuse() {}
}

/// A collection cell: a content view, an optional content configuration (H1–H4), reuse.
open class UICollectionViewCell: UICollectionReusableView {
  /// `UICollectionViewCell.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UICollectionViewCell {
    appearanceProxy(for: [ObjectIdentifier(UICollectionViewCell.self)]) { UICollectionViewCell(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UICollectionViewCell {
    appearanceProxy(for: appearanceKey(UICollectionViewCell.self, containerTypes)) {
      UICollectionViewCell(frame: .zero)
    }
  }

  nonisolated deinit {}

  @exclusivity(unchecked) private var content = CellContent()
  public var contentView: UIView { content.contentView }
  @exclusivity(unchecked) public var configurationUpdateHandler: ((UICollectionViewCell, UIConfigurationState) -> Void)?
  /// Storage only: the model draws no backgrounds.
  @exclusivity(unchecked) public var backgroundConfiguration: UIBackgroundConfiguration?
  @exclusivity(unchecked) open var selectedBackgroundView: UIView?

  public required init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(content.contentView)
  }

  public required init?(coder: NSCoder) { return nil }

  override var isReusableCell: Bool { true }

  /// A visible item of a collection view that takes selections is an element the user taps
  /// (F-TV1), named by its index path (`item 3`) unless it has an accessibility identifier.
  override var ownElement: Element? {
    guard let list = superview as? UICollectionView, list.allowsSelection, let row = list.row(of: self) else {
      return nil
    }
    // No closure (`indexPath(ofRow:).map { … }`): one made in this main-actor module checks its
    // executor at every call (about 220 instructions).
    var name = "item"
    if let accessibilityIdentifier {
      name = accessibilityIdentifier
    } else if let path = list.indexPath(ofRow: row) {
      name = traceName.name("item", at: path)
    }
    return Element(kind: .row, baseName: name, target: .view(self))
  }
  /// The trace name last made, with the index path it was made for.
  @exclusivity(unchecked) private var traceName = CellName()

  override func releaseReferencesForTeardown() {
    super.releaseReferencesForTeardown()
    content.release()
    configurationUpdateHandler = nil
  }

  /// H2: a content view that supports the new configuration takes it; otherwise a new one is made.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { content.configuration }
    set { content.apply(newValue) }
  }

  /// H4: a change of the cell's state re-applies its configuration (`updated(for:)`) and runs
  /// `configurationUpdateHandler`.
  @exclusivity(unchecked) open var isSelected = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }
  @exclusivity(unchecked) open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  public var configurationState: UIConfigurationState {
    UIConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted)
  }

  private func stateDidChange() {
    let state = configurationState
    content.stateDidChange(state)
    if let handler = configurationUpdateHandler {
      callback("configurationUpdateHandler") { handler(self, state) }
    }
  }
}

/// A cell of a list layout (iOS 14): accessories and separators are storage only.
open class UICollectionViewListCell: UICollectionViewCell {
  nonisolated deinit {}
  @exclusivity(unchecked) open var accessories: [UICellAccessory] = []
  @exclusivity(unchecked) open var indentationLevel = 0
}

/// A list cell's accessory (storage only).
public struct UICellAccessory {
  let name: String
  public static func disclosureIndicator() -> UICellAccessory { UICellAccessory(name: "disclosureIndicator") }
  public static func checkmark() -> UICellAccessory { UICellAccessory(name: "checkmark") }
  public static func delete() -> UICellAccessory { UICellAccessory(name: "delete") }
  public static func reorder() -> UICellAccessory { UICellAccessory(name: "reorder") }
}

/// A cell's background (storage only).
public struct UIBackgroundConfiguration {
  public var backgroundColor: UIColor?
  public var cornerRadius: CGFloat = 0
  public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
  public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
