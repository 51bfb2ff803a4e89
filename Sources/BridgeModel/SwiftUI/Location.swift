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

  /// The location of `keyPath` within this one; the same object each time (SwiftUI's projection cache).
  final func projecting<Subject>(_ keyPath: WritableKeyPath<Value, Subject>) -> AnyLocation<Subject> {
    if let cached = projections[keyPath] as? AnyLocation<Subject> { return cached }
    let location = ProjectedLocation(base: self, keyPath: keyPath)
    projections[keyPath] = location
    return location
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
