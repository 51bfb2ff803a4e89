@_spi(Reflection) import Swift

/// A property wrapper whose storage the graph installs: `@State`, `@Environment`.
protocol InstallableProperty {
  /// Whether this is a `@State` (it owns a slot of the identity's state).
  var isState: Bool { get }
  /// Installs a `@State`'s location for its owner; returns it (nil for other wrappers).
  func installState(host: ViewHost, owner: GraphNode, name: String) -> AnyObject?
  /// Points a re-created `@State` at the location its identity owns.
  func adoptState(_ location: AnyObject)
  /// Resolves an `@Environment`; returns whether its value changed.
  func resolveEnvironment(_ environment: EnvironmentValues, _ cache: ComparatorCache) -> Bool
  /// The `ObservableObject` the view re-renders for (`@ObservedObject`, `@StateObject`,
  /// `@EnvironmentObject`), once installed or resolved.
  var observableObject: (any ObservableObject)? { get }
}

extension InstallableProperty {
  var observableObject: (any ObservableObject)? { nil }
}

/// Marks the wrappers that hold an `ObservableObject` (a check on the type, made once per layout).
protocol ObjectPropertyMarker {}
extension ObservedObject: ObjectPropertyMarker {}
extension StateObject: ObjectPropertyMarker {}
extension EnvironmentObject: ObjectPropertyMarker {}

extension ObservedObject: InstallableProperty {
  var isState: Bool { false }
  func installState(host: ViewHost, owner: GraphNode, name: String) -> AnyObject? { nil }
  func adoptState(_ location: AnyObject) {}
  func resolveEnvironment(_ environment: EnvironmentValues, _ cache: ComparatorCache) -> Bool { false }
  var observableObject: (any ObservableObject)? { wrappedValue }
}

extension StateObject: InstallableProperty {
  /// It owns a slot of the identity, as `@State` does: the identity's object.
  var isState: Bool { true }
  func installState(host: ViewHost, owner: GraphNode, name: String) -> AnyObject? {
    _ = storage.object  // made now, once for the identity (F-CB6)
    return storage
  }
  func adoptState(_ location: AnyObject) {
    if let owned = location as? StateObjectStorage<ObjectType>, owned !== storage { storage.adopted = owned }
  }
  func resolveEnvironment(_ environment: EnvironmentValues, _ cache: ComparatorCache) -> Bool { false }
  var observableObject: (any ObservableObject)? { storage.object }
}

extension EnvironmentObject: InstallableProperty {
  var isState: Bool { false }
  func installState(host: ViewHost, owner: GraphNode, name: String) -> AnyObject? { nil }
  func adoptState(_ location: AnyObject) {}
  func resolveEnvironment(_ environment: EnvironmentValues, _ cache: ComparatorCache) -> Bool {
    let object = environment.object(ObjectType.self)
    defer { box.value = object }
    return object !== box.value
  }
  var observableObject: (any ObservableObject)? { box.value }
}

/// A `@StateObject` and an `@EnvironmentObject` compare equal whatever they hold: the object
/// is the identity's (or the environment's), not part of the view's value.
extension StateObject: GraphComparable {
  static func graphEqual(_ a: StateObject, _ b: StateObject, _ cache: ComparatorCache) -> Bool { true }
}

extension EnvironmentObject: GraphComparable {
  static func graphEqual(_ a: EnvironmentObject, _ b: EnvironmentObject, _ cache: ComparatorCache) -> Bool { true }
}

/// A graph node's subscription to an object's `objectWillChange` (O8).
nonisolated final class ObjectObserver {
  @exclusivity(unchecked) unowned(unsafe) var node: GraphNode?

  init(_ node: GraphNode) { self.node = node }

  func objectWillChange() {
    assumeOnModelThread(self) { observer in
      guard let node = observer.node else { return }
      node.host.objectWillChange(of: node)
    }
  }
}

/// The objects one node re-renders for, and its subscriptions to their `objectWillChange` (O8).
/// SwiftUI's own subscriptions: not registrations of the app.
final class ObjectSubscriptions {
  nonisolated deinit {}

  private let observer: ObjectObserver
  @exclusivity(unchecked) private var objects: [ObjectIdentifier] = []
  @exclusivity(unchecked) private var cancels: [() -> Void] = []

  init(_ node: GraphNode) { observer = ObjectObserver(node) }

  /// Subscribes to `current` if it is not what the node already follows.
  func follow(_ current: [any ObservableObject]) {
    let ids = current.map { ObjectIdentifier($0) }
    guard ids != objects else { return }
    unsubscribe()
    objects = ids
    for object in current { cancels.append(subscribe(object)) }
  }

  private func subscribe<O: ObservableObject>(_ object: O) -> () -> Void {
    let observer = observer
    return _follow(object.objectWillChange) { observer.objectWillChange() }
  }

  /// The node is gone: it follows nothing, and a send already under way reaches no node.
  func cancelAll() {
    observer.node = nil
    unsubscribe()
  }

  private func unsubscribe() {
    let ending = cancels
    cancels = []
    objects = []
    for cancel in ending { cancel() }
  }
}

nonisolated extension InstallableProperty {
  /// Reads a property of this type stored at `pointer`.
  static func load(from pointer: UnsafeRawPointer) -> any InstallableProperty {
    pointer.assumingMemoryBound(to: Self.self).pointee
  }
}

/// Marks `@State` among installable property types (a check on the type, made once per layout).
protocol StateMarker {}
extension State: StateMarker {}

/// Marks `@EnvironmentObject`: resolved from the environment, as `@Environment` is.
protocol EnvironmentObjectMarker {}
extension EnvironmentObject: EnvironmentObjectMarker {}

extension State: InstallableProperty {
  var isState: Bool { true }
  func installState(host: ViewHost, owner: GraphNode, name: String) -> AnyObject? {
    handle.location.install(host: host, owner: owner, name: name)
    return handle.location
  }
  func adoptState(_ location: AnyObject) {
    if let location = location as? StateLocation<Value> { handle.location = location }
  }
  func resolveEnvironment(_ environment: EnvironmentValues, _ cache: ComparatorCache) -> Bool { false }
}

extension Environment: InstallableProperty {
  var isState: Bool { false }
  func installState(host: ViewHost, owner: GraphNode, name: String) -> AnyObject? { nil }
  func adoptState(_ location: AnyObject) {}
  func resolveEnvironment(_ environment: EnvironmentValues, _ cache: ComparatorCache) -> Bool {
    let value = environment[keyPath: keyPath]
    defer { box.value = value }
    guard let old = box.value else { return true }
    return !cache.equal(old, value)
  }
}

/// Where a view type stores its installable properties: found once per type by reflection.
nonisolated struct PropertyLayout {
  let fields: [(label: String, offset: Int, type: any InstallableProperty.Type)]
  /// Whether some field is an `@Environment` (else there is nothing to resolve).
  let hasEnvironment: Bool
  /// Whether some field holds an `ObservableObject`.
  let hasObjects: Bool

  init<V>(_ type: V.Type) {
    var fields: [(String, Int, any InstallableProperty.Type)] = []
    if !(V.self is AnyObject.Type) { Self.collect(V.self, base: 0, prefix: "", into: &fields) }
    self.fields = fields
    self.hasEnvironment = fields.contains { field in
      !(field.2 is any StateMarker.Type) && !(field.2 is any ObjectPropertyMarker.Type)
        || field.2 is any EnvironmentObjectMarker.Type
    }
    self.hasObjects = fields.contains { field in field.2 is any ObjectPropertyMarker.Type }
  }

  var isEmpty: Bool { fields.isEmpty }

  /// The installable fields of `type` at `base`, and those of the view modifiers it stores (a
  /// `ModifiedContent`'s modifier owns its dynamic properties, F-SW11), labelled by their path.
  private static func collect(
    _ type: Any.Type, base: Int, prefix: String, into fields: inout [(String, Int, any InstallableProperty.Type)]
  ) {
    _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
      var label = String(cString: name)
      if label.hasPrefix("_") { label.removeFirst() }
      if let property = fieldType as? any InstallableProperty.Type {
        fields.append((prefix + label, base + offset, property))
      } else if fieldType is any ViewModifier.Type, !(fieldType is AnyObject.Type) {
        collect(fieldType, base: base + offset, prefix: prefix + label + ".", into: &fields)
      }
      return true
    }
  }

  /// The installable property of field `index` of `value`, read in place. Nonisolated, so
  /// the pointer's closure checks no executor (a closure made in main-actor code would, on
  /// every call: ~290 instructions).
  @inline(__always)
  nonisolated func property<V>(_ index: Int, of value: V) -> any InstallableProperty {
    withUnsafePointer(to: value) { pointer in
      fields[index].type.load(from: UnsafeRawPointer(pointer) + fields[index].offset)
    }
  }
}

/// The installed properties of one identity: the state locations it owns.
///
/// Each method reads the value's properties in place, field by field (a list of them would be
/// an allocation per call, and a screen of N rows installs and adopts N times).
struct InstalledProperties {
  /// The first state location the identity owns (most own one), then the others.
  private var firstStateLocation: AnyObject?
  private var moreStateLocations: [AnyObject] = []
  let layout: PropertyLayout

  init(layout: PropertyLayout) { self.layout = layout }

  /// Installs the properties of a view value made for a new identity.
  /// `prefix` (the owner's name, a string to build) is asked only if there is a state to name.
  mutating func install<V>(
    _ value: V, host: ViewHost, owner: GraphNode, prefix: @autoclosure () -> String,
    environment: EnvironmentValues
  ) {
    var name: String?
    for index in layout.fields.indices {
      let property = layout.property(index, of: value)
      if property.isState, name == nil { name = prefix() }
      if let location = property.installState(
        host: host, owner: owner, name: (name ?? "") + layout.fields[index].label)
      {
        if firstStateLocation == nil { firstStateLocation = location } else { moreStateLocations.append(location) }
      }
      _ = property.resolveEnvironment(environment, host.world.comparators)
    }
  }

  /// The identity's `index`th state location, if it has one.
  private func stateLocation(_ index: Int) -> AnyObject? {
    index == 0 ? firstStateLocation : index - 1 < moreStateLocations.count ? moreStateLocations[index - 1] : nil
  }

  /// Carries the identity's state into a re-created value and resolves its environment.
  func adopt<V>(_ value: V, environment: EnvironmentValues, cache: ComparatorCache) {
    var stateIndex = 0
    for index in layout.fields.indices {
      let property = layout.property(index, of: value)
      if property.isState {
        if let location = stateLocation(stateIndex) { property.adoptState(location) }
        stateIndex += 1
      }
      _ = property.resolveEnvironment(environment, cache)
    }
  }

  /// The identity is gone: its states no longer have an owner to re-render.
  func detachOwner() {
    (firstStateLocation as? any OwnerDetachable)?.detachOwner()
    for location in moreStateLocations { (location as? any OwnerDetachable)?.detachOwner() }
    objectSubscriptions?.cancelAll()
  }

  /// Where the node follows its `ObservableObject`s (made with the first).
  private(set) var objectSubscriptions: ObjectSubscriptions?

  /// Follows the objects `value`'s wrappers hold now (the first time, or if they changed).
  mutating func followObjects<V>(_ value: V, node: GraphNode) {
    guard layout.hasObjects else { return }
    var objects: [any ObservableObject] = []
    for index in layout.fields.indices {
      if let object = layout.property(index, of: value).observableObject { objects.append(object) }
    }
    let subscriptions = objectSubscriptions ?? ObjectSubscriptions(node)
    objectSubscriptions = subscriptions
    subscriptions.follow(objects)
  }

  /// Re-resolves `@Environment` properties in place; returns whether any changed.
  func refreshEnvironment<V>(_ value: V, environment: EnvironmentValues, cache: ComparatorCache) -> Bool {
    guard layout.hasEnvironment else { return false }
    var changed = false
    for index in layout.fields.indices
    where layout.property(index, of: value).resolveEnvironment(environment, cache) {
      changed = true
    }
    return changed
  }
}

extension World {
  /// The property layout of a view type (cached).
  func propertyLayout<V>(of type: V.Type) -> PropertyLayout {
    let key = ObjectIdentifier(V.self)
    if let known = resources.propertyLayouts.value(for: key) { return known }
    let layout = PropertyLayout(V.self)
    resources.propertyLayouts.insert(layout, for: key)
    return layout
  }
}

/// A state location whose owner can be forgotten.
protocol OwnerDetachable: AnyObject {
  func detachOwner()
}

extension StateLocation: OwnerDetachable {}

/// A `@State` in a new value of a view is the identity's state once adopted (F-ST1): it compares
/// equal to the old value's, so a view whose other fields are unchanged keeps its body (L5 (c):
/// a change of the state itself re-renders the view through its location).
extension State: GraphComparable {
  static func graphEqual(_ a: State, _ b: State, _ cache: ComparatorCache) -> Bool {
    a.handle.location === b.handle.location
  }
}
