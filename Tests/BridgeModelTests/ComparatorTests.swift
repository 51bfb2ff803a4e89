import Testing

@testable import BridgeModel

/// A row as a representable holds it: a binding and more, a nested struct after it.
private struct Row {
  var text: Binding<String>
  var inner: Inner
  var ratio: Double

  struct Inner {
    var count: Int
    var enabled: Bool
    var title: String
  }
}

/// An `Equatable` whose `==` ignores a field: the graph asks its `==`, not its bytes.
private struct Tolerant: Equatable {
  var kept: Int
  var ignored: Int
  static func == (a: Tolerant, b: Tolerant) -> Bool { a.kept == b.kept }
}

private final class Box {}

private struct Holder {
  var box: Box
  var tolerant: Tolerant
  var flag: Int8
}

private struct WithClosure {
  var number: Int
  var action: () -> Void
}

@MainActor
@Suite("The graph's comparison of view values, run as one list of steps (L5b, L7, L8, L9)")
struct ComparatorTests {
  private let location = ConstantLocation("a")

  private func row(
    _ snapshot: String = "a", count: Int = 1, enabled: Bool = true, title: String = "t", ratio: Double = 0
  )
    -> Row
  {
    Row(
      text: Binding(location: location, snapshot: snapshot),
      inner: Row.Inner(count: count, enabled: enabled, title: title), ratio: ratio)
  }

  @Test("L9: a binding's location by identity, then its snapshot; every field after it, nested ones too")
  func fieldsInOrder() {
    let cache = ComparatorCache(profile: .default)
    #expect(cache.equal(row(), row()))
    #expect(!cache.equal(row("a"), row("b")))
    let elsewhere = Row(
      text: Binding(location: ConstantLocation("a"), snapshot: "a"), inner: row().inner, ratio: 0)
    #expect(!cache.equal(row(), elsewhere))
    // Each field of the nested struct at its own offset: a step put in at the wrong place would
    // compare another field's bytes.
    #expect(!cache.equal(row(count: 1), row(count: 2)))
    #expect(!cache.equal(row(enabled: true), row(enabled: false)))
    #expect(!cache.equal(row(title: "t"), row(title: "u")))
    #expect(
      cache.equal(row(title: String(repeating: "long ", count: 8)), row(title: String(repeating: "long ", count: 8))))
  }

  @Test("A Double by ==, not by its bytes: 0.0 equals -0.0, NaN equals nothing")
  func doubleByEquality() {
    let cache = ComparatorCache(profile: .default)
    #expect(cache.equal(row(ratio: 0.0), row(ratio: -0.0)))
    #expect(!cache.equal(row(ratio: .nan), row(ratio: .nan)))
    #expect(!cache.equal(row(ratio: 1), row(ratio: 2)))
  }

  @Test("A class by identity; an Equatable field by its own ==; a small integer by its value")
  func classesAndOwnEquality() {
    let cache = ComparatorCache(profile: .default)
    let box = Box()
    let a = Holder(box: box, tolerant: Tolerant(kept: 1, ignored: 1), flag: 3)
    #expect(cache.equal(a, Holder(box: box, tolerant: Tolerant(kept: 1, ignored: 9), flag: 3)))
    #expect(!cache.equal(a, Holder(box: Box(), tolerant: a.tolerant, flag: 3)))
    #expect(!cache.equal(a, Holder(box: box, tolerant: Tolerant(kept: 2, ignored: 1), flag: 3)))
    #expect(!cache.equal(a, Holder(box: box, tolerant: a.tolerant, flag: 4)))
  }

  @Test("L8: a closure field makes the value unequal by default; by its context under contextIdentity")
  func closures() {
    let action: () -> Void = {}
    let a = WithClosure(number: 1, action: action)
    #expect(!ComparatorCache(profile: .default).equal(a, a))
    var profile = BehaviourProfile.default
    profile.closureEquality = .contextIdentity
    let cache = ComparatorCache(profile: profile)
    #expect(cache.equal(a, WithClosure(number: 1, action: action)))
    #expect(!cache.equal(a, WithClosure(number: 2, action: action)))
  }

  @Test("A value's plan is one list: the binding's two steps, the nested struct's three, the Double's")
  func planFlat() {
    let cache = ComparatorCache(profile: .default)
    let first = cache.steps(for: Row.self)
    // The binding's two steps, the nested struct's three, the Double's: one flat list.
    #expect(first.count == 6)
    #expect(cache.equal(row(), row()))
  }
}
