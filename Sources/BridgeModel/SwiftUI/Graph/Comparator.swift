@_spi(Reflection) import Swift

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compares two values of one type, given pointers to them.
typealias Comparer = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

/// Types that compare in the graph by a rule of their own (bindings, state, environment).
protocol GraphComparable {
  static func graphEqual(_ a: Self, _ b: Self, _ cache: ComparatorCache) -> Bool
  /// The comparison plan; by default through `graphEqual`.
  static func rawComparer(_ cache: ComparatorCache) -> Comparer
}

extension GraphComparable {
  static func rawComparer(_ cache: ComparatorCache) -> Comparer {
    { [unowned(unsafe) cache] a, b in
      graphEqual(
        a.assumingMemoryBound(to: Self.self).pointee, b.assumingMemoryBound(to: Self.self).pointee,
        cache)
    }
  }
}

nonisolated extension Equatable {
  fileprivate static func rawEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    a.assumingMemoryBound(to: Self.self).pointee == b.assumingMemoryBound(to: Self.self).pointee
  }
}

/// How SwiftUI's graph decides that a view value "differs" (fidelity L5b, L7, L8, L9).
///
/// Field by field: `Equatable` fields with `==`; class references by identity;
/// closures by the `closureEquality` knob (unequal by default); bindings by
/// location identity and snapshot; anything else bit for bit. A plan is built
/// once per type and cached for the world.
final class ComparatorCache {
  nonisolated deinit {}

  let profile: BehaviourProfile
  /// In a struct: a closure stored as a dictionary's value is re-abstracted, and every read
  /// would allocate a thunk's context.
  private struct Plan { let compare: Comparer }
  @exclusivity(unchecked) private var plans = TypeTable<Plan>()

  init(profile: BehaviourProfile) { self.profile = profile }

  /// Whether `a` and `b` are equal as the graph sees them.
  func equal<T>(_ a: T, _ b: T) -> Bool { compare(a, b, with: comparer(for: T.self)) }

  /// The comparison plan for `T`.
  func comparer<T>(for type: T.Type) -> Comparer {
    let key = ObjectIdentifier(type)
    if let plan = plans.value(for: key) { return plan.compare }
    let plan = build(type)
    plans.insert(Plan(compare: plan), for: key)
    return plan
  }

  private func build<T>(_ type: T.Type) -> Comparer {
    if let special = T.self as? any GraphComparable.Type { return special.rawComparer(self) }
    switch metadataKind(of: T.self) {
    case .function: return closureComparer(size: MemoryLayout<T>.size)
    case .optional:
      // An optional closure: equal when both are nil, else by the closure rule (L8).
      if let wrapped = T.self as? any OptionalType.Type, metadataKind(of: wrapped.wrappedType) == .function {
        let size = MemoryLayout<T>.size
        let allZero = [UInt8](repeating: 0, count: size)
        let unequalUnlessNil: Comparer = { a, b in
          memcmp(a, allZero, size) == 0 && memcmp(b, allZero, size) == 0
        }
        return profile.closureEquality == .alwaysUnequal ? unequalUnlessNil : bitwise(size: size)
      }
      // Any other optional that is not Equatable (a `Binding<T>?`, FIDELITY.md F-B1): nil
      // against nil is equal, a value against nil is not, two values by the wrapped type's plan.
      if !(T.self is any Equatable.Type), let probe = T.self as? any OptionalProbe.Type {
        return probe.optionalComparer(self)
      }
    case .enum:
      // An enum with payloads that is not Equatable: its bits (no field walk sees a payload).
      if !(T.self is any Equatable.Type) { return bitwise(size: MemoryLayout<T>.size) }
    case .existential, .existentialMetatype, .metatype:
      // `any P`, `AnyObject`, `T.Type`: the reference (or the boxed bits), as before.
      if !(T.self is any Equatable.Type) { return bitwise(size: MemoryLayout<T>.size) }
    default: break
    }
    if let equatable = T.self as? any Equatable.Type { return { equatable.rawEqual($0, $1) } }
    if T.self is AnyObject.Type {
      return { $0.load(as: AnyObject.self) === $1.load(as: AnyObject.self) }
    }
    var fields: [(offset: Int, compare: Comparer)] = []
    let isAggregate = _forEachField(of: T.self, options: []) { _, offset, fieldType, kind in
      fields.append((offset, fieldComparer(fieldType, kind: kind)))
      return true
    }
    guard isAggregate else { return bitwise(size: MemoryLayout<T>.size) }
    let plan = fields  // a constant capture: no box, no exclusivity check per comparison
    return { a, b in
      for field in plan where !field.compare(a + field.offset, b + field.offset) { return false }
      return true
    }
  }

  private func fieldComparer(_ type: Any.Type, kind: _MetadataKind) -> Comparer {
    switch kind {
    case .function:
      return closureComparer(size: MemoryLayout<() -> Void>.size)
    case .class:
      return { $0.load(as: AnyObject.self) === $1.load(as: AnyObject.self) }
    default:
      return open(type)
    }
  }

  private func open(_ type: Any.Type) -> Comparer {
    func plan<U>(_: U.Type) -> Comparer { comparer(for: U.self) }
    return _openExistential(type, do: plan)
  }

  private func closureComparer(size: Int) -> Comparer {
    profile.closureEquality == .alwaysUnequal ? { _, _ in false } : bitwise(size: size)
  }

  private func bitwise(size: Int) -> Comparer {
    { a, b in memcmp(a, b, size) == 0 }
  }
}

/// Applies a comparison plan to two values.
@inline(__always)
nonisolated func compare<T>(_ a: T, _ b: T, with comparer: Comparer) -> Bool {
  withUnsafePointer(to: a) { pa in withUnsafePointer(to: b) { pb in comparer(pa, pb) } }
}

/// Applies a comparison plan to a stored value and another.
@inline(__always)
nonisolated func compare<T>(_ stored: UnsafeMutablePointer<T>, _ b: T, with comparer: Comparer) -> Bool {
  withUnsafePointer(to: b) { pb in comparer(UnsafeRawPointer(stored), pb) }
}

/// Compares optionals by their wrapped type.
protocol OptionalProbe {
  static func optionalComparer(_ cache: ComparatorCache) -> Comparer
}

extension Optional: OptionalProbe {
  static func optionalComparer(_ cache: ComparatorCache) -> Comparer {
    let wrapped = cache.comparer(for: Wrapped.self)
    return { a, b in
      switch (a.assumingMemoryBound(to: Wrapped?.self).pointee, b.assumingMemoryBound(to: Wrapped?.self).pointee) {
      case (nil, nil): true
      case (let x?, let y?): compare(x, y, with: wrapped)
      default: false
      }
    }
  }
}
