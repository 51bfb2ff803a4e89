extension Array where Element: AnyObject {
  /// The position of `object` itself (by identity). A loop: a main-actor closure handed to
  /// `firstIndex(where:)` checks its executor on every call (ARCHITECTURE.md, "Hot path").
  func index(ofIdentical object: AnyObject) -> Int? {
    var index = 0
    while index < count {
      if self[index] === object { return index }
      index += 1
    }
    return nil
  }

  /// Removes `object` itself (by identity); whether it was there.
  @discardableResult
  mutating func removeIdentical(_ object: AnyObject) -> Bool {
    guard let index = index(ofIdentical: object) else { return false }
    remove(at: index)
    return true
  }
}
