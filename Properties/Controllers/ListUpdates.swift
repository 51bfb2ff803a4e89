import BridgeModel

/// A list's inserts, deletes and moves say what its data source changed.
public struct UpdatesMatchDataSource: Property {
  public nonisolated static let info = PropertyInfo(
    id: "lists.updates-match-data-source",
    claim:
      "Every insert, delete, move or reload of a table's rows or a collection view's items leaves the counts its data source gives equal to the counts before plus the inserts, minus the deletes.",
    rationale:
      "A table or collection view keeps the counts it last asked its data source for, and at the end of each update (one call, or a batch in performBatchUpdates or beginUpdates/endUpdates) asks again and compares: counts that do not follow from the changes, or an index path outside the section, raise NSInternalInconsistencyException (\"Invalid update: invalid number of rows in section 0 …\") (FIDELITY.md F-CV2, F-LU1): a crash.",
    symptom:
      "A crash when an item is added or removed: \"Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to …\".",
    fix:
      "Change the array the data source reads first, then tell the list exactly what changed, in one batch (or call reloadData); with many changes, use a diffable data source and apply a snapshot.",
    sources: ["FIDELITY.md F-CV2", "F-LU1"], severity: .crash)

  public nonisolated static let interests: EventInterest = .cells

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard case .uikitException(let exception) = event.kind, exception.kind == .invalidUpdate else { return nil }
    return Violation(
      Self.id, raised: exception, kind: "\(exception.name) from an update",
      subject: world.typeName(of: exception.subject))
  }
}
