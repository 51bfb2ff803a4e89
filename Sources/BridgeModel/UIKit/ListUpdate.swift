// Inserts, deletes, moves and reloads of a table's rows or a collection's items, and the check
// UIKit makes at the end of each update (FIDELITY.md F-LU1).

/// The changes of one update of a list: one call outside a batch, or every call between
/// `beginUpdates()` and `endUpdates()` (in `performBatchUpdates`). Deletes, reloads and the
/// sources of moves name places before the update; inserts and the destinations of moves,
/// places after it.
struct ListUpdate {
  var insertedSections: [Int] = []
  var deletedSections: [Int] = []
  var reloadedSections: [Int] = []
  var inserted: [IndexPath] = []
  var deleted: [IndexPath] = []
  var reloaded: [IndexPath] = []
  var moved: [(from: IndexPath, to: IndexPath)] = []

  var isEmpty: Bool {
    insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && inserted.isEmpty
      && deleted.isEmpty && reloaded.isEmpty && moved.isEmpty
  }

  /// The words UIKit's messages use for a list's entries: rows of a table, items of a collection.
  struct Words {
    let entries: String
    let entry: String
    let list: String
    static let table = Words(entries: "rows", entry: "row", list: "table view")
    static let collection = Words(entries: "items", entry: "item", list: "collection view")
  }

  /// UIKit's reason for refusing the update, nil when the counts after it (`after`, one per
  /// section, from the data source) follow from those before it (`before`, the list's own) and
  /// the changes.
  func inconsistency(before: [Int], after: [Int], _ words: Words) -> String? {
    for section in deletedSections + reloadedSections where section < 0 || section >= before.count {
      return "attempt to delete section \(section), but there are only \(before.count) sections before the update"
    }
    for section in insertedSections where section < 0 || section >= after.count {
      return "attempt to insert section \(section) but there are only \(after.count) sections after the update"
    }
    let sectionsInserted = Set(insertedSections).count
    let sectionsDeleted = Set(deletedSections).count
    if after.count != before.count + sectionsInserted - sectionsDeleted {
      return
        "Invalid update: invalid number of sections. The number of sections contained in the \(words.list) after the update (\(after.count)) must be equal to the number of sections contained in the \(words.list) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(sectionsInserted) inserted, \(sectionsDeleted) deleted)."
    }
    for section in after.indices where !insertedSections.contains(section) {
      guard let old = sectionBefore(section), old < before.count, !reloadedSections.contains(old) else { continue }
      let added = Set(inserted.filter { $0.section == section }).count
      let removed = Set(deleted.filter { $0.section == old }).count
      let movedIn = moved.filter { $0.to.section == section && $0.from.section != old }.count
      let movedOut = moved.filter { $0.from.section == old && $0.to.section != section }.count
      if after[section] != before[old] + added - removed + movedIn - movedOut {
        return
          "Invalid update: invalid number of \(words.entries) in section \(section). The number of \(words.entries) contained in an existing section after the update (\(after[section])) must be equal to the number of \(words.entries) contained in that section before the update (\(before[old])), plus or minus the number of \(words.entries) inserted or deleted from that section (\(added) inserted, \(removed) deleted) and plus or minus the number of \(words.entries) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
      }
    }
    // Entries out of their section's range, once the counts agree.
    for path in deleted + reloaded + moved.map(\.from) {
      guard path.section >= 0, path.section < before.count else {
        return
          "attempt to delete \(words.entry) \(path.item) from section \(path.section), but there are only \(before.count) sections before the update"
      }
      if path.item < 0 || path.item >= before[path.section] {
        return
          "attempt to delete \(words.entry) \(path.item) from section \(path.section) which only contains \(before[path.section]) \(words.entries) before the update"
      }
    }
    for path in inserted + moved.map(\.to) {
      guard path.section >= 0, path.section < after.count else {
        return
          "attempt to insert \(words.entry) \(path.item) into section \(path.section) but there are only \(after.count) sections after the update"
      }
      if path.item < 0 || path.item >= after[path.section] {
        return
          "attempt to insert \(words.entry) \(path.item) into section \(path.section), but there are only \(after[path.section]) \(words.entries) in section \(path.section) after the update"
      }
    }
    return nil
  }

  /// The section before the update that the section `after` (not an inserted one) was.
  private func sectionBefore(_ after: Int) -> Int? {
    // Its place among the sections that stayed, then the place that was before the deletes.
    var place = after - Set(insertedSections).filter { $0 < after }.count
    for section in Set(deletedSections).sorted() where section <= place { place += 1 }
    return place
  }

  /// Where an entry before the update is after it: nil when it was deleted or reloaded (its
  /// cell goes back to the pool), or its section was.
  func place(after path: IndexPath) -> IndexPath? {
    if deletedSections.contains(path.section) || reloadedSections.contains(path.section) { return nil }
    if deleted.contains(path) || reloaded.contains(path) { return nil }
    if let move = moved.first(where: { $0.from == path }) { return move.to }
    var section = path.section
    section -= deletedSections.filter { $0 < path.section }.count
    for inserted in Set(insertedSections).sorted() where inserted <= section { section += 1 }
    var item = path.item
    item -= Set(deleted.filter { $0.section == path.section && $0.item < path.item }).count
    item -= moved.filter { $0.from.section == path.section && $0.from.item < path.item }.count
    let arrivals = Set(inserted.filter { $0.section == section }.map(\.item))
      .union(moved.filter { $0.to.section == section }.map(\.to.item)).sorted()
    for arrival in arrivals where arrival <= item { item += 1 }
    return IndexPath(item: item, section: section)
  }
}

extension ListUpdate {
  /// The list after an update that passed: its counts and where each flat place before it goes
  /// (nil: its cell goes to the pool).
  struct Applied {
    let counts: [Int]
    let starts: [Int]
    let placeAfter: (Int) -> Int?
  }

  /// The update applied to a list whose counts were `before` and are now `after`; UIKit's
  /// reason for raising instead, when they do not follow (F-LU1).
  func applied(before: [Int], after: [Int], _ words: Words) -> Result<Applied, Refusal> {
    if let reason = inconsistency(before: before, after: after, words) { return .failure(Refusal(reason: reason)) }
    let oldStarts = sectionStarts(before)
    let newStarts = sectionStarts(after)
    return .success(
      Applied(counts: after, starts: newStarts) { place in
        self.place(after: flatIndexPath(place, oldStarts)).flatMap {
          $0.section < newStarts.count ? newStarts[$0.section] + $0.item : nil
        }
      })
  }

  /// Why UIKit refused an update.
  struct Refusal: Error {
    let reason: String
  }
}

/// A table or collection view, as its updates see it.
@MainActor protocol UpdatableList: UIView {
  var pendingUpdate: ListUpdate { get set }
  var laidOut: (counts: [Int], starts: [Int])? { get set }
  var selectedRows: [Int] { get set }
  /// The counts from the data source now (nil without one).
  func countsFromDataSource() -> [Int]?
  /// Moves the cells on screen to their places after an update, or to the pool.
  func remapCells(_ placeAfter: (Int) -> Int?)
  var updateWords: ListUpdate.Words { get }
}

extension UpdatableList {
  /// The list's own counts (F-CV2): the last layout's, or the data source's now.
  var keptCounts: [Int] { laidOut?.counts ?? countsFromDataSource() ?? [] }

  /// The entries of a section, by the list's own counts (0 for no such section).
  func keptCount(inSection section: Int) -> Int {
    let counts = keptCounts
    return section >= 0 && section < counts.count ? counts[section] : 0
  }

  /// Checks the update under way against the data source's counts (raising as UIKit does when
  /// they do not follow) and moves the cells on screen and the selection with their entries.
  func commitUpdate() {
    let update = pendingUpdate
    pendingUpdate = ListUpdate()
    guard !update.isEmpty, let after = countsFromDataSource() else { return }
    // A list that never counted its entries has nothing to check against: it counts at its next
    // layout.
    guard let before = laidOut?.counts else { return markNeedsLayout() }
    switch update.applied(before: before, after: after, updateWords) {
    case .failure(let refusal): world?.raise(.invalidUpdate, subject: objectID, refusal.reason)
    case .success(let applied):
      laidOut = (applied.counts, applied.starts)
      remapCells(applied.placeAfter)
      selectedRows = selectedRows.compactMap(applied.placeAfter)
      hierarchyDidChange()
      markNeedsLayout()
    }
  }
}

/// The index path of a flat place, given the places before each section.
func flatIndexPath(_ place: Int, _ starts: [Int]) -> IndexPath {
  // The last section starting at or before the place (the first when none does).
  var section = starts.count - 1
  while section > 0, starts[section] > place { section -= 1 }
  if section < 0 { return IndexPath(item: place, section: 0) }
  return IndexPath(item: place - starts[section], section: section)
}

/// A list cell's trace name (`row 3`, `item 1.3`), made again only when the cell shows another
/// index path: a screen's elements are named after every change of its hierarchy, and making
/// the text cost more than the rest of a cell's part of the walk.
struct CellName {
  private var path: IndexPath?
  private var text = ""

  /// The name of a cell at `path`: `base row` in the first section, `base section.row` after.
  mutating func name(_ base: String, at path: IndexPath) -> String {
    if path == self.path { return text }
    text = path.section == 0 ? "\(base) \(path.row)" : "\(base) \(path.section).\(path.row)"
    self.path = path
    return text
  }
}

/// The places of a list's entries, flat: the number before each section.
func sectionStarts(_ counts: [Int]) -> [Int] {
  var starts: [Int] = []
  starts.reserveCapacity(counts.count)
  var total = 0
  for count in counts {
    starts.append(total)
    total += count
  }
  return starts
}
