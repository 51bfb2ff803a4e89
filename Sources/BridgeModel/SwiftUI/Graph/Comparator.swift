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
  /// The same plan as steps on raw memory, when it is one (a binding's: its location, then its
  /// snapshot's steps): a value holding it runs them in its own loop. Nil by default.
  static func comparisonSteps(_ cache: ComparatorCache) -> [ComparisonStep]?
}

extension GraphComparable {
  static func rawComparer(_ cache: ComparatorCache) -> Comparer {
    { [unowned(unsafe) cache] a, b in
      graphEqual(
        a.assumingMemoryBound(to: Self.self).pointee, b.assumingMemoryBound(to: Self.self).pointee,
        cache)
    }
  }

  static func comparisonSteps(_ cache: ComparatorCache) -> [ComparisonStep]? { nil }
}

/// One step of a flat comparison plan, at a byte offset into the two values; the values are
/// equal when every step holds, taken in order (the first that fails ends the comparison).
///
/// The steps of the levels below a value (a representable's fields, a binding's location and
/// snapshot, the snapshot's `==`) are put in its one list when its plan is built, and one loop
/// runs them: a closure per level, each called through the one above, cost about 400
/// instructions for a row bound to a `String` (140 now), on every flush for every row.
enum ComparisonStep {
  /// The bytes are the same: a class reference by identity, a binding's location, a closure by
  /// its context (`closureEquality`), an integer or a `Bool`, a value compared bit for bit.
  case bytes(offset: Int, count: Int)
  /// `==` of two strings.
  case string(offset: Int)
  /// `==` of a type the step names.
  case equatable(offset: Int, type: any Equatable.Type)
  /// A plan that is not steps (an optional's, `@State`'s, the environment's).
  case plan(offset: Int, compare: Comparer)
  /// Never equal: a closure under `closureEquality = .alwaysUnequal` (L8).
  case unequal

  /// The step for the same comparison `offset` bytes further in.
  func shifted(by offset: Int) -> ComparisonStep {
    switch self {
    case .bytes(let start, let count): .bytes(offset: start + offset, count: count)
    case .string(let start): .string(offset: start + offset)
    case .equatable(let start, let type): .equatable(offset: start + offset, type: type)
    case .plan(let start, let compare): .plan(offset: start + offset, compare: compare)
    case .unequal: .unequal
    }
  }

  /// Whether every step holds for the two values.
  nonisolated static func allHold(_ steps: [ComparisonStep], _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    for step in steps {
      switch step {
      case .bytes(let offset, let count):
        if count == 8 {
          guard (a + offset).load(as: UInt.self) == (b + offset).load(as: UInt.self) else { return false }
        } else {
          guard memcmp(a + offset, b + offset, count) == 0 else { return false }
        }
      case .string(let offset):
        guard
          (a + offset).assumingMemoryBound(to: String.self).pointee
            == (b + offset).assumingMemoryBound(to: String.self).pointee
        else { return false }
      case .equatable(let offset, let type):
        guard type.rawEqual(a + offset, b + offset) else { return false }
      case .plan(let offset, let compare):
        guard compare(a + offset, b + offset) else { return false }
      case .unequal:
        return false
      }
    }
    return true
  }
}

nonisolated extension Equatable {
  static func rawEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
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
  private struct Plan {
    let compare: Comparer
    /// The plan as steps, when it is some: a value with a field of this type takes them in.
    let steps: [ComparisonStep]?
  }
  @exclusivity(unchecked) private var plans = TypeTable<Plan>()

  init(profile: BehaviourProfile) { self.profile = profile }

  /// Whether `a` and `b` are equal as the graph sees them.
  func equal<T>(_ a: T, _ b: T) -> Bool { compare(a, b, with: comparer(for: T.self)) }

  /// The comparison plan for `T`.
  func comparer<T>(for type: T.Type) -> Comparer { plan(for: type).compare }

  /// The plan for `T` as steps at offset 0: its own, or the one step that runs its plan.
  func steps<T>(for type: T.Type) -> [ComparisonStep] {
    let plan = plan(for: type)
    return plan.steps ?? [.plan(offset: 0, compare: plan.compare)]
  }

  private func plan<T>(for type: T.Type) -> Plan {
    let key = ObjectIdentifier(type)
    if let plan = plans.value(for: key) { return plan }
    let plan = build(type)
    plans.insert(plan, for: key)
    return plan
  }

  /// A plan of steps, and the closure that runs them.
  private func stepped(_ steps: [ComparisonStep]) -> Plan {
    Plan(compare: { a, b in ComparisonStep.allHold(steps, a, b) }, steps: steps)
  }

  private func build<T>(_ type: T.Type) -> Plan {
    if let special = T.self as? any GraphComparable.Type {
      if let steps = special.comparisonSteps(self) { return stepped(steps) }
      return Plan(compare: special.rawComparer(self), steps: nil)
    }
    let size = MemoryLayout<T>.size
    func bitwise() -> Plan { stepped([.bytes(offset: 0, count: size)]) }
    switch metadataKind(of: T.self) {
    case .function: return stepped([closureStep(size: size)])
    case .optional:
      // An optional closure: equal when both are nil, else by the closure rule (L8).
      if let wrapped = T.self as? any OptionalType.Type, metadataKind(of: wrapped.wrappedType) == .function {
        let allZero = [UInt8](repeating: 0, count: size)
        let unequalUnlessNil: Comparer = { a, b in
          memcmp(a, allZero, size) == 0 && memcmp(b, allZero, size) == 0
        }
        return profile.closureEquality == .alwaysUnequal ? Plan(compare: unequalUnlessNil, steps: nil) : bitwise()
      }
      // Any other optional that is not Equatable (a `Binding<T>?`, FIDELITY.md F-B1): nil
      // against nil is equal, a value against nil is not, two values by the wrapped type's plan.
      if !(T.self is any Equatable.Type), let probe = T.self as? any OptionalProbe.Type {
        return Plan(compare: probe.optionalComparer(self), steps: nil)
      }
    case .enum:
      // An enum with payloads that is not Equatable: its bits (no field walk sees a payload).
      if !(T.self is any Equatable.Type) { return bitwise() }
    case .existential, .existentialMetatype, .metatype:
      // `any P`, `AnyObject`, `T.Type`: the reference (or the boxed bits), as before.
      if !(T.self is any Equatable.Type) { return bitwise() }
    default: break
    }
    if let equatable = T.self as? any Equatable.Type { return stepped([equatableStep(equatable, size: size)]) }
    // A class reference by identity: its one word.
    if T.self is AnyObject.Type { return bitwise() }
    var steps: [ComparisonStep] = []
    let isAggregate = _forEachField(of: T.self, options: []) { _, offset, fieldType, kind in
      steps.append(contentsOf: fieldSteps(fieldType, kind: kind).map { $0.shifted(by: offset) })
      return true
    }
    guard isAggregate else { return bitwise() }
    return stepped(steps)
  }

  /// `==` of a type, as a step: integers and `Bool` by their bytes (their `==` is that), a
  /// string by `String.==`, anything else through its own `==`. A `Double` is not its bytes
  /// (0.0 == -0.0, NaN ≠ NaN).
  private func equatableStep(_ type: any Equatable.Type, size: Int) -> ComparisonStep {
    switch type {
    case is String.Type: .string(offset: 0)
    case is Int.Type, is UInt.Type, is Int64.Type, is UInt64.Type, is Int32.Type, is UInt32.Type,
      is Int16.Type, is UInt16.Type, is Int8.Type, is UInt8.Type, is Bool.Type:
      .bytes(offset: 0, count: size)
    default: .equatable(offset: 0, type: type)
    }
  }

  private func fieldSteps(_ type: Any.Type, kind: _MetadataKind) -> [ComparisonStep] {
    switch kind {
    case .function:
      return [closureStep(size: MemoryLayout<() -> Void>.size)]
    case .class:
      return [.bytes(offset: 0, count: MemoryLayout<AnyObject>.size)]
    default:
      func steps<U>(_: U.Type) -> [ComparisonStep] { self.steps(for: U.self) }
      return _openExistential(type, do: steps)
    }
  }

  private func closureStep(size: Int) -> ComparisonStep {
    profile.closureEquality == .alwaysUnequal ? .unequal : .bytes(offset: 0, count: size)
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
