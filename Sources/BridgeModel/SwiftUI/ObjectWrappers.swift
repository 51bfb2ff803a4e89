import Observation

/// A view's reference to an `ObservableObject` it does not own: the view re-renders when the
/// object sends `objectWillChange` (O8). Whoever made the object keeps it; a view that makes
/// one inline (`@ObservedObject var model = Model()`) gets a new one each time its parent
/// re-creates it.
@propertyWrapper
@dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public let wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    projectedValue[dynamicMember: keyPath]
  }

  /// `$model`: bindings to the object's properties (`$model.name`).
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject>
    {
      objectBinding(object, keyPath)
    }
  }
}

/// An `ObservableObject` a view owns: made once per identity, from the first value's
/// autoclosure; a re-created view struct gets the object its identity already has, whatever
/// its own autoclosure would make (F-CB6).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let storage: StateObjectStorage<ObjectType>

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    storage = StateObjectStorage(thunk)
  }

  public var wrappedValue: ObjectType { storage.object }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject<ObjectType>.Wrapper(object: storage.object)
  }
}

/// Where a `@StateObject` keeps its object: shared by every value of one identity.
final class StateObjectStorage<ObjectType: ObservableObject> {
  nonisolated deinit {}

  @exclusivity(unchecked) private var thunk: (() -> ObjectType)?
  @exclusivity(unchecked) private var made: ObjectType?
  /// The storage of the identity this value was adopted into, if not its own.
  @exclusivity(unchecked) var adopted: StateObjectStorage?

  init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }

  /// The identity's object, made on first use.
  var object: ObjectType {
    if let adopted { return adopted.object }
    if let made { return made }
    guard let thunk else { preconditionFailure("a StateObject without an object") }
    let object = thunk()
    made = object
    self.thunk = nil
    return object
  }
}

/// An `ObservableObject` an ancestor put in the environment with `.environmentObject(_:)`.
@propertyWrapper
@dynamicMemberLookup
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = EnvironmentBox<ObjectType>()

  public init() {}

  public var wrappedValue: ObjectType {
    guard let object = box.value else {
      preconditionFailure(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
      )
    }
    return object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    projectedValue[dynamicMember: keyPath]
  }
}

/// Bindings to the properties of an `@Observable` object (`$model.title` with `@Bindable`).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

  public var projectedValue: Bindable<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
    objectBinding(wrappedValue, keyPath)
  }
}

/// A binding to a property of an object: a new location each time (it compares unequal to
/// any other, as `Binding(get:set:)` does).
func objectBinding<Root: AnyObject, Subject>(
  _ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Subject>
) -> Binding<Subject> {
  Binding(location: ObjectLocation(object, keyPath), snapshot: object[keyPath: keyPath])
}

/// A property of an object, as a binding's location.
final class ObjectLocation<Root: AnyObject, Value>: AnyLocation<Value> {
  nonisolated deinit {}

  let object: Root
  let keyPath: ReferenceWritableKeyPath<Root, Value>

  init(_ object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.object = object
    self.keyPath = keyPath
  }

  override func get() -> Value { object[keyPath: keyPath] }
  override func set(_ value: Value) { object[keyPath: keyPath] = value }
}

/// The environment's objects, by type (`.environmentObject(_:)`, `.environment(_:)` with an
/// `@Observable` object).
extension EnvironmentValues {
  func object<T: AnyObject>(_ type: T.Type) -> T? {
    let id = ObjectIdentifier(T.self)
    for entry in storage where entry.key == id { return (entry.value as? EnvironmentValueBoxOf<T>)?.value }
    return nil
  }

  mutating func setObject<T: AnyObject>(_ object: T?) {
    let id = ObjectIdentifier(T.self)
    storage.removeAll { $0.key == id }
    if let object { storage.append((id, EnvironmentValueBoxOf(object))) }
  }

  /// The `@Observable` object of this type, for `@Environment(Model.self)`.
  subscript<T: AnyObject & Observable>(observable key: ObjectKey<T>) -> T {
    guard let object = object(T.self) else {
      preconditionFailure(
        "No Observable object of type \(T.self) found. A View.environmentObject(_:) for \(T.self) may be missing as an ancestor of this view."
      )
    }
    return object
  }

  subscript<T: AnyObject & Observable>(optionalObservable key: ObjectKey<T>) -> T? { object(T.self) }
}

/// The key of an environment object: its type.
struct ObjectKey<T: AnyObject>: Hashable {}

extension Environment {
  /// Reads the `@Observable` object of this type an ancestor set with `.environment(_:)`.
  public init(_ type: Value.Type) where Value: AnyObject & Observable {
    self.init(\EnvironmentValues.[observable: ObjectKey<Value>()])
  }

  /// Reads the `@Observable` object of this type, or nil if no ancestor set one.
  public init<T: AnyObject & Observable>(_ type: T.Type) where Value == T? {
    self.init(\EnvironmentValues.[optionalObservable: ObjectKey<T>()])
  }
}

extension View {
  /// Puts an `ObservableObject` in the environment of this view's subtree.
  public func environmentObject<T: ObservableObject>(_ object: T) -> ViewContent {
    ViewContent(.environment(EnvironmentOverride { $0.setObject(object) }, Self._makeContent(self)))
  }

  /// Puts an `@Observable` object in the environment of this view's subtree.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> ViewContent {
    ViewContent(.environment(EnvironmentOverride { $0.setObject(object) }, Self._makeContent(self)))
  }
}
