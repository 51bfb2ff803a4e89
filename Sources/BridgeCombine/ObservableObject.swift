@_spi(Reflection) import Swift

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An object SwiftUI observes through `objectWillChange`, as in Combine.
///
/// The default `objectWillChange` is one publisher per object, which each `@Published` property
/// sends on before it changes (O7). A class without `@Published` properties gets one too, as
/// with Apple's Combine (not OpenCombine's), so `objectWillChange.send()` by hand works (F-CB2);
/// the world keeps it, so outside a run such a class gets a new one at each access.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher {
    switch PublishedFieldPlan.of(type(of: self)) {
    case .at(let offset, let field):
      return field.objectWillChange(at: UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) + offset)
    case .none:
      break
    case .mirror:
      for child in Mirror(reflecting: self).children {
        if let published = child.value as? any PublishedField { return published.objectWillChange }
      }
    }
    return ModelThread.runtime?.objectWillChangePublisher(of: self) ?? ObservableObjectPublisher()
  }
}

/// Where a class keeps the `@Published` property whose publisher is its `objectWillChange`: the
/// first of the properties the class itself declares, as its `Mirror`'s children list them.
/// Found once per class from the runtime's field records: a `Mirror` found each field's type by
/// its mangled name and cast each child to `PublishedField` at every `objectWillChange`
/// (~67,000 instructions for a model of a few properties, at each subscription SwiftUI makes).
enum PublishedFieldPlan {
  /// The `@Published` property stored at `offset`, of type `field`.
  case at(offset: Int, field: any PublishedField.Type)
  /// The class declares no property that is, or may hold, a `@Published`.
  case none
  /// Through `Mirror`: the class has a custom mirror, or declares before any `@Published` a
  /// property of an existential type (or an optional of one), which may hold one; or the
  /// Objective-C runtime may have moved the fields.
  case mirror

  static func of(_ type: AnyClass) -> PublishedFieldPlan {
    let key = ObjectIdentifier(type)
    plans.lock()
    defer { plans.unlock() }
    if let known = plans.value[key] { return known }
    let plan = make(type)
    plans.value[key] = plan
    return plan
  }

  /// The plans made so far, by class (looked up only); objects may be asked from any thread.
  private static let plans = Locked<[ObjectIdentifier: PublishedFieldPlan]>([:])

  private static func make(_ type: AnyClass) -> PublishedFieldPlan {
    #if canImport(ObjectiveC)
      return .mirror
    #else
      if type is any CustomReflectable.Type { return .mirror }
      let inherited = _getSuperclass(type).map { recursiveChildCount($0) } ?? 0
      for index in inherited..<max(inherited, recursiveChildCount(type)) {
        var record = FieldRecord()
        let declared = childMetadata(type, index: index, record: &record)
        record.freeName?(record.name)
        if let field = declared as? any PublishedField.Type {
          return .at(offset: childOffset(type, index: index), field: field)
        }
        if mayHoldPublished(declared) { return .mirror }
      }
      return .none
    #endif
  }

  /// Whether a property declared as `type` may hold a `Published` that is not its type: an
  /// existential, or an optional of one (or of a `Published`: a cast unwraps optionals).
  private static func mayHoldPublished(_ type: Any.Type) -> Bool {
    var type = type
    while let optional = type as? any OptionalType.Type {
      type = optional.wrappedType
      if type is any PublishedField.Type { return true }
    }
    return metadataKind(of: type) == .existential
  }
}

/// A value behind a mutex (`pthread_mutex_t`: the toolchain's `Synchronization` is not among
/// the package's allowed modules).
final class Locked<Value>: @unchecked Sendable {
  var value: Value
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  init(_ value: Value) {
    self.value = value
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func lock() { pthread_mutex_lock(mutex) }
  func unlock() { pthread_mutex_unlock(mutex) }
}

/// The publisher an `ObservableObject` sends on before it changes.
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  private let subscribers = SubscriberList<Void, Never>()

  public init() {}

  public func attach(_ downstream: Downstream<Void, Never>) { subscribers.add(downstream) }

  public func send() { subscribers.send(()) }
}

/// A `@Published` property, seen without its value type.
protocol PublishedField {
  var objectWillChange: ObservableObjectPublisher { get }
  /// The publisher of the property stored at `address`.
  static func objectWillChange(at address: UnsafeRawPointer) -> ObservableObjectPublisher
}

/// A property of an `ObservableObject` that publishes its changes, as in Combine.
///
/// Setting it sends the object's `objectWillChange`, then the new value to `$property`'s
/// subscribers, then stores it: both see the change before the property holds it (O7, F-CB5).
@propertyWrapper
public struct Published<Value> {
  let box: PublishedBox<Value>

  public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { box.value }
    set { box.set(newValue) }
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set {
      let box = object[keyPath: storageKeyPath].box
      box.resolve(object)
      box.set(newValue)
    }
  }

  /// `$property`: the property's values, starting with the current one.
  public var projectedValue: Publisher {
    get { Publisher(box: box) }
    set {}
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    projected projectedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Publisher>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Publisher {
    get {
      let box = object[keyPath: storageKeyPath].box
      box.resolve(object)
      return Publisher(box: box)
    }
    set {}
  }

  /// The values of a `@Published` property: the current one on subscribing, then each new
  /// one as it is set.
  public struct Publisher: BridgeCombine.Publisher {
    public typealias Output = Value
    public typealias Failure = Never
    let box: PublishedBox<Value>

    public func attach(_ downstream: Downstream<Value, Never>) {
      downstream.send(box.value)
      box.subscribers.add(downstream)
    }
  }
}

extension Published: PublishedField {
  var objectWillChange: ObservableObjectPublisher { box.ownPublisher }
  static func objectWillChange(at address: UnsafeRawPointer) -> ObservableObjectPublisher {
    address.assumingMemoryBound(to: Published<Value>.self).pointee.objectWillChange
  }
}

/// The storage of one `@Published` property.
final class PublishedBox<Value> {
  var value: Value
  let subscribers = SubscriberList<Value, Never>()
  /// The object's publisher, made by the first `@Published` of the object that is asked for it.
  private var madePublisher: ObservableObjectPublisher?
  /// The publisher a set sends on, found once.
  private var resolved: ObservableObjectPublisher??
  /// Subscriptions that republish into this property (`assign(to: &$property)`): they last
  /// as long as the property.
  private var kept: [SubscriptionLink] = []

  init(_ value: Value) { self.value = value }

  deinit { for subscription in kept { subscription.cancel() } }

  var ownPublisher: ObservableObjectPublisher {
    if let madePublisher { return madePublisher }
    let made = ObservableObjectPublisher()
    madePublisher = made
    return made
  }

  /// Finds, once, the `objectWillChange` a set sends on: the enclosing object's, when it is an
  /// `ObservableObjectPublisher` (else none, as in Combine).
  func resolve(_ object: AnyObject) {
    guard resolved == nil else { return }
    resolved = .some((object as? any ObservableObject).flatMap { $0.objectWillChange as? ObservableObjectPublisher })
  }

  /// Sends the object's `objectWillChange`, then the new value to `$property`'s subscribers,
  /// then stores it.
  func set(_ newValue: Value) {
    if case .some(.some(let publisher)) = resolved { publisher.send() }
    subscribers.send(newValue)
    value = newValue
  }

  func keepAlive(_ subscription: SubscriptionLink) { kept.append(subscription) }
}

extension Published.Publisher: SubscriptionSource {
  static var sourceName: String { "a @Published property" }
}

extension ObservableObjectPublisher: SubscriptionSource {
  static var sourceName: String { "objectWillChange" }
}
