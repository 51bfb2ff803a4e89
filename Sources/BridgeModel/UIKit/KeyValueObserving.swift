// KVO as UIKit code uses it (`observe(_:options:changeHandler:)`), on the model's own
// observable properties: `UIView.frame`, `bounds`, `center`, `isHidden`, `alpha`, and
// `UIScrollView.contentOffset` (F-K1). Linux's Foundation has no KVO (and no `@objc dynamic`).

/// What a change notification carries.
nonisolated public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let new = NSKeyValueObservingOptions(rawValue: 1)
  public static let old = NSKeyValueObservingOptions(rawValue: 2)
  /// The handler runs once at once, before `observe` returns (F-K1).
  public static let initial = NSKeyValueObservingOptions(rawValue: 4)
  /// Only stored: the model sends no notification before a change.
  public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

/// The kind of a change; the model's properties only ever see `.setting`.
nonisolated public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1
  case insertion
  case removal
  case replacement
}

/// One change of an observed property.
nonisolated public struct NSKeyValueObservedChange<Value> {
  public let kind: NSKeyValueChange
  /// The new value, if `.new` was asked for.
  public let newValue: Value?
  /// The old value, if `.old` was asked for (never for the `.initial` call).
  public let oldValue: Value?
  public let isPrior: Bool
  public let indexes: IndexSet?
}

/// An observation `observe(_:options:changeHandler:)` returned: it lasts until it is
/// invalidated or released (F-K1), and keeps the handler; the observed object it holds weakly,
/// as Foundation's does (F-K2), so an object that keeps an observation of itself is no cycle.
public final class NSKeyValueObservation: NSObject {
  /// Called when the object's observable properties changed: fires the handler if this one's did.
  @exclusivity(unchecked) fileprivate var check: (() -> Void)?
  @exclusivity(unchecked) fileprivate weak var object: UIView?
  @exclusivity(unchecked) fileprivate var registration: RegistrationID?
  /// The world the registration is in, reached when the object is gone.
  @exclusivity(unchecked) fileprivate var link: WorldLink?

  /// Stops observing and lets go of the handler (Foundation's is callable from any thread,
  /// a `deinit` included).
  nonisolated public func invalidate() { assumeOnModelThread(self) { $0.stop() } }

  private func stop() {
    check = nil
    if let object {
      self.object = nil
      object.keyValueObservations.removeAll { $0.observation === self }
    }
    // Gone with its object or stopped: either way the observation no longer registers anything.
    if let registration, let world = link?.world { world.unregister(registration) }
    registration = nil
  }

  nonisolated deinit { assumeOnModelThread(self) { $0.stop() } }
}

/// A view's live observations (not retained: an observation removes itself when it ends).
struct ObservationEntry {
  unowned(unsafe) let observation: NSKeyValueObservation
}

/// Objects whose model properties can be observed with KVO.
public protocol KeyValueObservingModel: UIView {}
extension UIView: KeyValueObservingModel {}

extension KeyValueObservingModel {
  /// Observes `keyPath`: `changeHandler` runs synchronously in the setter that changed it
  /// (F-K1). Keep the returned observation: released, it stops.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let observation = NSKeyValueObservation()
    observation.object = self
    var last = self[keyPath: keyPath]
    if let world {
      observation.registration = world.register(.keyValueObservation, detail: "(observe \(keyPath))")
      observation.link = world.link
    }
    observation.check = { [unowned(unsafe) self, unowned(unsafe) observation] in
      let current = self[keyPath: keyPath]
      let world = self.world
      let unchanged = world.map { $0.comparators.equal(last, current) } ?? equalIfEquatable(last, current)
      guard !unchanged else { return }
      let change = NSKeyValueObservedChange(
        kind: .setting, newValue: options.contains(.new) ? current : nil,
        oldValue: options.contains(.old) ? last : nil, isPrior: false, indexes: nil)
      last = current
      if let world, let registration = observation.registration {
        world.emit(.registrationFired(registration))
        let owner = world.owner(of: registration)
        if world.isDismantled(owner) { world.emit(.afterDismantle(owner, what: "a KVO change handler ran")) }
      }
      self.callback("KVO changeHandler") { changeHandler(self, change) }
    }
    keyValueObservations.append(ObservationEntry(observation: observation))
    if options.contains(.initial) {
      let change = NSKeyValueObservedChange(
        kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil, isPrior: false, indexes: nil)
      callback("KVO changeHandler") { changeHandler(self, change) }
    }
    return observation
  }
}

extension UIView {
  /// An observable property of the view may have changed: each observation whose value did
  /// fires, in the order they were made (F-K1).
  func observableValueDidChange() {
    guard !keyValueObservations.isEmpty else { return }
    let entries = keyValueObservations
    for entry in entries { entry.observation.check?() }
  }
}

/// `==` when the values are `Equatable` (outside a world, which has the model's comparisons).
private func equalIfEquatable<Value>(_ a: Value, _ b: Value) -> Bool {
  guard let a = a as? any Equatable else { return false }
  return a.isEqual(to: b)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

extension KeyValueObservingModel {
  /// Combine's KVO publisher (`webView.publisher(for: \.estimatedProgress)`): each subscription
  /// observes `keyPath` as `observe` does, sending the current value first with `.initial`, then
  /// each change in the setter that made it (F-K1). The observations last as long as the object.
  public func publisher<Value>(
    for keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [.initial, .new]
  ) -> KeyValueObservingPublisher<Self, Value> {
    KeyValueObservingPublisher(object: self, keyPath: keyPath, options: options)
  }
}

/// The publisher `publisher(for:options:)` returns.
public struct KeyValueObservingPublisher<Subject: KeyValueObservingModel, Value>: Publisher {
  public typealias Output = Value
  public typealias Failure = Never
  let object: Subject
  let keyPath: KeyPath<Subject, Value>
  let options: NSKeyValueObservingOptions

  public func attach(_ downstream: Downstream<Value, Never>) {
    let subject = PassthroughSubject<Value, Never>()
    subject.attach(downstream)
    let path = keyPath
    let initial = options.contains(.initial)
    // Subscriptions are made by the model's code, on its thread (as `observe` is).
    assumeOnModelThread(object) { object in
      let observation = object.observe(path, options: [.new]) { object, _ in subject.send(object[keyPath: path]) }
      object.madeExtras.publisherObservations.append(observation)
      if initial { subject.send(object[keyPath: path]) }
    }
  }
}
