/// A part of the world's hierarchy: an object whose state decides what is on screen and what the
/// user can touch (views, view controllers, the graph's buttons and gesture recognizers).
///
/// Such state is declared `@Hierarchical`: writing a different value changes the hierarchy's
/// version (`World.hierarchyVersion`), which keys the world's caches of what is on screen
/// (elements, represented views, choices). No code bumps the version by hand for a property.
///
/// Public (and underscored) only because `open` UIKit properties use `@Hierarchical`: app code
/// has no use for it.
public protocol _HierarchyMember: AnyObject {
  /// The world whose hierarchy it is part of (nil outside a world, or once the world has gone).
  var _hierarchyWorld: World? { get }
}

/// State of the hierarchy: a write of a different value changes the hierarchy's version.
///
/// Only for properties of a `_HierarchyMember`; public for the same reason as that protocol.
/// What the user can touch depends on the value's `==` alone; state that matters through a
/// derived fact (an alpha below 0.01, a transition running or not) keeps that fact in a
/// `@Hierarchical` property of its own.
@propertyWrapper
public struct Hierarchical<Value: Equatable> {
  @usableFromInline var value: Value

  public init(wrappedValue: Value) { value = wrappedValue }

  @available(*, unavailable, message: "@Hierarchical is for properties of a model class")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  @inline(__always)
  public static subscript<Owner: _HierarchyMember>(
    _enclosingInstance owner: Owner, wrapped wrapped: ReferenceWritableKeyPath<Owner, Value>,
    storage storage: ReferenceWritableKeyPath<Owner, Self>
  ) -> Value {
    get { owner[keyPath: storage].value }
    set {
      let changed = owner[keyPath: storage].value != newValue
      owner[keyPath: storage].value = newValue
      if changed { owner._hierarchyWorld?.hierarchyDidChange() }
    }
  }
}

extension UIView: _HierarchyMember {
  public var _hierarchyWorld: World? { world }
}

extension UIViewController: _HierarchyMember {
  public var _hierarchyWorld: World? { world }
}

extension ControlNode: _HierarchyMember {
  var _hierarchyWorld: World? { host.world }
}
