/// A read-write reference to a value owned elsewhere, as in SwiftUI.
///
/// Two bindings are equal when they share a location and their snapshots (the
/// value when the binding was made) are equal (fidelity L9), which is how a
/// representable holding a binding is found changed or unchanged (L5).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  @usableFromInline let location: AnyLocation<Value>
  @usableFromInline let snapshot: Value

  @usableFromInline
  init(location: AnyLocation<Value>, snapshot: Value) {
    self.location = location
    self.snapshot = snapshot
  }

  /// A binding through closures (a new location each time: never equal to another).
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    let location = FunctionLocation(get: get, set: set)
    self.init(location: location, snapshot: get())
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// Unwraps a binding to an optional: nil when the value is nil now. Writes go to `base`; a
  /// read after `base` became nil gives the value unwrapped at creation (a new location each
  /// time, as `init(get:set:)`).
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? initial }, set: { base.wrappedValue = $0 })
  }

  /// A binding to an immutable value (a new location each time, fidelity L9).
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value), snapshot: value)
  }

  @inlinable
  public var wrappedValue: Value {
    get { location.get() }
    nonmutating set { location.set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value (inlinable, as `subscript(position:)`).
  @inlinable
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(location: location.projecting(keyPath), snapshot: snapshot[keyPath: keyPath])
  }
}

extension Binding where Value: MutableCollection, Value.Index: Hashable {
  /// A binding to the element at `position`: `$items[i]`, what the key path `\.[i]` gives through
  /// `subscript(dynamicMember:)`, and the same location for the same position (L9).
  ///
  /// Inlinable: specialised where the collection's type is known, the new binding's type needs no
  /// metadata look-up (a body that binds N rows makes N on every evaluation).
  @inlinable
  public subscript(position: Value.Index) -> Binding<Value.Element> {
    Binding<Value.Element>(location: location.element(at: position), snapshot: snapshot[position])
  }
}

extension Binding: DynamicProperty {}

extension Binding: GraphComparable {
  static func graphEqual(_ a: Binding, _ b: Binding, _ cache: ComparatorCache) -> Bool {
    guard a.location === b.location else { return false }
    return cache.equal(a.snapshot, b.snapshot)
  }

  /// The same rule as `graphEqual`, as steps on raw memory: the location's word, then the
  /// snapshot's steps, found once (a representable holding a binding is compared on every flush).
  static func comparisonSteps(_ cache: ComparatorCache) -> [ComparisonStep]? {
    guard let locationOffset = MemoryLayout<Binding>.offset(of: \Binding.location),
      let snapshotOffset = MemoryLayout<Binding>.offset(of: \Binding.snapshot)
    else { return nil }
    return [.bytes(offset: locationOffset, count: MemoryLayout<UnsafeRawPointer>.size)]
      + cache.steps(for: Value.self).map { $0.shifted(by: snapshotOffset) }
  }
}
