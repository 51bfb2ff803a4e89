/// The sections and items a diffable data source shows, by identifier (iOS 13).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  public init() {}

  public var numberOfSections: Int { sections.count }
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// The item at `indexPath`: in the first section with the identifier of the section at its
  /// index (as a lookup by that identifier finds it), without listing the identifiers (asked
  /// for every cell a list lays out).
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0 else { return nil }
    let id = sections[indexPath.section].id
    // A loop, not `firstIndex(where:)`: the closure would check its executor at every call.
    var section = 0
    while sections[section].id != id { section += 1 }
    return indexPath.item < sections[section].items.count ? sections[section].items[indexPath.item] : nil
  }

  /// The number of items of the section at `index`, found as `item(at:)` finds its items.
  func numberOfItems(atSection index: Int) -> Int {
    guard index >= 0, index < sections.count else { return 0 }
    let id = sections[index].id
    return sections.first { $0.id == id }?.items.count ?? 0
  }

  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sections.first { $0.id == identifier }?.items ?? []
  }

  public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
    sections.first { $0.items.contains(identifier) }?.id
  }

  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.id == identifier }
  }

  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers { sections.append((identifier, [])) }
  }

  /// Appends to `section`, or to the last section when it is nil.
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil)
  {
    guard let index = section.map(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1) else { return }
    sections[index].items.append(contentsOf: identifiers)
  }

  public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
    insert(identifiers, next: before, offset: 0)
  }

  public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
    insert(identifiers, next: after, offset: 1)
  }

  private mutating func insert(_ identifiers: [ItemIdentifierType], next: ItemIdentifierType, offset: Int) {
    for section in sections.indices {
      if let index = sections[section].items.firstIndex(of: next) {
        sections[section].items.insert(contentsOf: identifiers, at: index + offset)
        return
      }
    }
  }

  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for section in sections.indices { sections[section].items.removeAll { identifiers.contains($0) } }
  }

  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    sections.removeAll { identifiers.contains($0.id) }
  }

  public mutating func deleteAllItems() { sections.removeAll() }

  public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem before: ItemIdentifierType) {
    deleteItems([identifier])
    insertItems([identifier], beforeItem: before)
  }

  public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem after: ItemIdentifierType) {
    deleteItems([identifier])
    insertItems([identifier], afterItem: after)
  }

  /// The items' cells are asked for again when the snapshot is applied.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }

  /// iOS 15: as `reloadItems` in the model (UIKit gives the cell provider the existing cell).
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reconfiguredItemIdentifiers += identifiers
  }

  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    reloadedSectionIdentifiers += identifiers
  }

  /// The items that the next apply asks for again, in the order they are listed.
  var refreshed: [ItemIdentifierType] {
    reloadedItemIdentifiers + reconfiguredItemIdentifiers
      + reloadedSectionIdentifiers.flatMap { itemIdentifiers(inSection: $0) }
  }
}

/// A collection view's data source that shows a snapshot (iOS 13). It makes itself the
/// collection view's `dataSource`, which UIKit keeps weakly (F-DF1): the app keeps it.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
  UICollectionViewDataSource
{
  nonisolated deinit {}

  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

  private let cellProvider: CellProvider
  @exclusivity(unchecked) private weak var collectionView: UICollectionView?
  @exclusivity(unchecked) private var current = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >()

  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
    self.collectionView = collectionView
    collectionView.dataSource = self
  }

  /// A copy of the snapshot the collection view shows.
  public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

  /// Shows `snapshot` (F-DF2): the cells of items whose place or identifier changed, and of
  /// items it reloads, go back to the pool and are asked for in the next layout; the others
  /// stay. `completion` runs from the main queue, in a later turn.
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    let before = current.itemIdentifiers
    current = snapshot
    let after = snapshot.itemIdentifiers
    let refreshed = Set(snapshot.refreshed)
    collectionView?.retireRows { row in
      row >= after.count || row >= before.count || before[row] != after[row] || refreshed.contains(after[row])
    }
    if let completion { collectionView?.world?.enqueueMain(completion) }
  }

  /// Shows `snapshot` as `reloadData` does: every cell is asked for again (iOS 15).
  open func applySnapshotUsingReloadData(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
  ) {
    current = snapshot
    collectionView?.reloadData()
    if let completion { collectionView?.world?.enqueueMain(completion) }
  }

  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
    for (section, id) in current.sectionIdentifiers.enumerated() {
      if let item = current.itemIdentifiers(inSection: id).firstIndex(of: identifier) {
        return IndexPath(item: item, section: section)
      }
    }
    return nil
  }

  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
  }

  // MARK: UICollectionViewDataSource

  public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

  public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    current.numberOfItems(atSection: section)
  }

  /// The cell provider's cell; a provider that returns nil gets an empty cell here (UIKit raises).
  public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    guard let item = itemIdentifier(for: indexPath) else { return UICollectionViewCell(frame: .zero) }
    return cellProvider(collectionView, indexPath, item) ?? UICollectionViewCell(frame: .zero)
  }
}
