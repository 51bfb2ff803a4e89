/// Values kept by type (a plan, a layout, a name made once per type), for tables read every
/// time a node is made: the first types are found by a scan of their identifiers, where a
/// dictionary hashed the key on every read (~400 instructions a read, three reads a row in a
/// screen of rows, each owning a `@State`). A world's screens have a few dozen types; past
/// `scanned`, the rest go to a dictionary.
struct TypeTable<Value> {
  /// How many types are found by a scan.
  static var scanned: Int { 16 }

  private var keys: [ObjectIdentifier] = []
  private var values: [Value] = []
  private var more: [ObjectIdentifier: Value] = [:]

  /// The value kept for `key`, if any.
  func value(for key: ObjectIdentifier) -> Value? {
    var index = 0
    while index < keys.count {
      if keys[index] == key { return values[index] }
      index += 1
    }
    return keys.count < Self.scanned ? nil : more[key]
  }

  /// Keeps `value` for `key`, which the table does not hold yet.
  mutating func insert(_ value: Value, for key: ObjectIdentifier) {
    if keys.count < Self.scanned {
      keys.append(key)
      values.append(value)
    } else {
      more[key] = value
    }
  }
}
