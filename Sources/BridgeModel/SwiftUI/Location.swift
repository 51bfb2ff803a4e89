/// Where a `Binding` reads and writes: a state location, a projection of one, or closures.
///
/// Identity matters: two bindings compare equal only if they share the location
/// object and their snapshot values are equal (fidelity L9).
public class AnyLocation<Value> {
  nonisolated deinit {}

  init() {}
  /// The current value, as code outside `body` sees it.
  public func get() -> Value { preconditionFailure("abstract") }
  /// Writes the value (through SwiftUI's rules for the underlying state).
  public func set(_ value: Value) { preconditionFailure("abstract") }

  @exclusivity(unchecked) private var projections: [AnyKeyPath: AnyObject] = [:]
  /// The element locations made from this one (`element(at:)`), an `ElementLocations`.
  @exclusivity(unchecked) fileprivate var elementLocations: AnyObject?

  /// The location of `keyPath` within this one; the same object each time (SwiftUI's projection cache).
  /// An entry for an equal key path is a `ProjectedLocation<Value, Subject>` (key paths of other
  /// types are never equal), so it is reinterpreted rather than cast (a metadata look-up and a
  /// dynamic cast, in a `$model.name` made on every body evaluation).
  @usableFromInline
  final func projecting<Subject>(_ keyPath: WritableKeyPath<Value, Subject>) -> AnyLocation<Subject> {
    if let cached = projections[keyPath] { return unsafeDowncast(cached, to: AnyLocation<Subject>.self) }
    let location = ProjectedLocation(base: self, keyPath: keyPath)
    projections[keyPath] = location
    return location
  }

  /// The element location made before for `Int` position `index` (`element(at:)`), if any.
  @usableFromInline
  final func madeElement(at index: Int) -> AnyObject? {
    guard let known = elementLocations else { return nil }
    return unsafeDowncast(known, to: IntElementLocations.self)[index]
  }
}

extension AnyLocation where Value: MutableCollection, Value.Index: Hashable {
  /// The location of the element at `position` within this one (`$items[2]`); the same object
  /// for the same position, as `projecting(\.[2])` gives for the same key path.
  ///
  /// A body that binds N rows asks N times per evaluation, in code not specialised for the
  /// collection, where checked casts to generic classes cost metadata look-ups and dynamic
  /// casts (~270 instructions a call; ~40 without): the table and its entries are only ever of
  /// the types made here, so they are reinterpreted; an `Int` position (an array's) indexes an
  /// array. The look-up of an `Int` position made before is inlined, so where the collection's
  /// type is known (the user's body) it costs no generic call.
  @inlinable
  final func element(at position: Value.Index) -> AnyLocation<Value.Element> {
    if Value.Index.self == Int.self, let cached = madeElement(at: unsafeBitCast(position, to: Int.self)) {
      return unsafeDowncast(cached, to: AnyLocation<Value.Element>.self)
    }
    return makeElement(at: position)
  }

  /// The element location at `position`: for an `Int` position, made and kept (`element(at:)`
  /// found none in the table); for another, from the table or made and kept there.
  @usableFromInline
  final func makeElement(at position: Value.Index) -> AnyLocation<Value.Element> {
    if Value.Index.self == Int.self {
      let table: IntElementLocations
      if let known = elementLocations {
        table = unsafeDowncast(known, to: IntElementLocations.self)
      } else {
        table = IntElementLocations()
        elementLocations = table
      }
      let location = ElementLocation<Value>(base: self, position: position)
      table[unsafeBitCast(position, to: Int.self)] = location
      return location
    }
    let table: ElementLocations<Value.Index>
    if let known = elementLocations {
      table = unsafeDowncast(known, to: ElementLocations<Value.Index>.self)
    } else {
      table = ElementLocations<Value.Index>()
      elementLocations = table
    }
    if let cached = table.locations[position] { return unsafeDowncast(cached, to: AnyLocation<Value.Element>.self) }
    let location = ElementLocation<Value>(base: self, position: position)
    table.locations[position] = location
    return location
  }
}

/// The element locations made from one location, by position.
final class ElementLocations<Index: Hashable> {
  nonisolated deinit {}

  @exclusivity(unchecked) var locations: [Index: AnyObject] = [:]
}

/// The element locations made from one location whose positions are `Int`s, by position: an
/// array's positions (0 up to `denseLimit`) in an array, any other in a table.
final class IntElementLocations {
  nonisolated deinit {}

  /// Positions below this are held in `dense` (at most this many slots per location).
  static var denseLimit: Int { 4096 }
  @exclusivity(unchecked) private var dense: [AnyObject?] = []
  @exclusivity(unchecked) private var sparse: [Int: AnyObject] = [:]

  subscript(position: Int) -> AnyObject? {
    get {
      guard position >= 0, position < Self.denseLimit else { return sparse[position] }
      return position < dense.count ? dense[position] : nil
    }
    set {
      guard position >= 0, position < Self.denseLimit else {
        sparse[position] = newValue
        return
      }
      if position >= dense.count { dense.append(contentsOf: repeatElement(nil, count: position + 1 - dense.count)) }
      dense[position] = newValue
    }
  }
}

/// An element of a collection in another location: `$items[2]`, without a key path (making
/// `\.[2]` at run time resolves its generic arguments by name, thousands of instructions, in
/// every body that binds a row).
final class ElementLocation<Base: MutableCollection>: AnyLocation<Base.Element> {
  nonisolated deinit {}

  let base: AnyLocation<Base>
  let position: Base.Index

  init(base: AnyLocation<Base>, position: Base.Index) {
    self.base = base
    self.position = position
  }

  override func get() -> Base.Element { base.get()[position] }
  override func set(_ value: Base.Element) {
    var whole = base.get()
    whole[position] = value
    base.set(whole)
  }
}

/// A key path into another location: `$model.name`, `$items[2]`.
final class ProjectedLocation<Base, Value>: AnyLocation<Value> {
  nonisolated deinit {}

  let base: AnyLocation<Base>
  let keyPath: WritableKeyPath<Base, Value>

  init(base: AnyLocation<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  override func get() -> Value { base.get()[keyPath: keyPath] }
  override func set(_ value: Value) {
    var whole = base.get()
    whole[keyPath: keyPath] = value
    base.set(whole)
  }
}

/// `Binding(get:set:)`: a new location every time, so such bindings never compare equal.
final class FunctionLocation<Value>: AnyLocation<Value> {
  nonisolated deinit {}

  let getter: () -> Value
  let setter: (Value) -> Void
  init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }
  override func get() -> Value { getter() }
  override func set(_ value: Value) { setter(value) }
}

/// `Binding.constant(_:)`: a new location every time (fidelity L9).
final class ConstantLocation<Value>: AnyLocation<Value> {
  nonisolated deinit {}

  let value: Value
  init(_ value: Value) { self.value = value }
  override func get() -> Value { value }
  override func set(_ value: Value) {}
}
