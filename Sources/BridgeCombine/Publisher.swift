// The part of Combine that bridging code uses, as a model (Combine is not on Linux).
//
// Values are pushed with unlimited demand: what `sink` and `assign` ask for, and all that
// bridging code asks for. A subscription made while a world runs is a registration of the
// node whose code made it (`World.register`), as a timer or an observer is: it ends when it
// is cancelled (`AnyCancellable.cancel()`, or the cancellable's deinit) or when its publisher
// completes. Values reach subscribers synchronously in the sender's call, as Combine's do
// (F-CB1); `receive(on:)` and `debounce` hop through the world's queue and clock.
//
// A module of its own, without BridgeModel's main-actor default: Combine's types are
// nonisolated, and a property wrapper declared `nonisolated` in a main-actor module cannot wrap
// a property of a main-actor class (the compiler rejects the synthesized storage). BridgeModel
// re-exports it and reaches the world through `CombineRuntime`.

/// The end of a stream, as in Combine.
public enum Subscribers {
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

extension Subscribers.Completion: Sendable where Failure: Sendable {}
extension Subscribers.Completion: Equatable where Failure: Equatable {}

/// Something that can be cancelled, as in Combine.
public protocol Cancellable {
  func cancel()
}

/// A stream of values over time, as in Combine.
///
/// The model's one requirement, `attach(_:)`, is how operators and subjects pass values on:
/// code written against Combine never calls it. A publisher of your own is written with a
/// subject (`PassthroughSubject`, `CurrentValueSubject`) or `AnyPublisher`.
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
  /// Passes values and the completion to `downstream` until its subscription ends.
  func attach(_ downstream: Downstream<Output, Failure>)
}

/// Where a publisher sends: the rest of a subscription's chain.
public final class Downstream<Input, Failure: Error> {
  let subscription: SubscriptionLink
  let value: (Input) -> Void
  let completion: (Subscribers.Completion<Failure>) -> Void

  init(
    _ subscription: SubscriptionLink, value: @escaping (Input) -> Void,
    completion: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    self.subscription = subscription
    self.value = value
    self.completion = completion
  }

  /// A downstream of the same subscription that transforms values before sending them here.
  func feeding<Upstream>(_ transform: @escaping (Upstream, Downstream) -> Void) -> Downstream<Upstream, Failure> {
    Downstream<Upstream, Failure>(subscription, value: { transform($0, self) }, completion: completion)
  }

  var isLive: Bool { subscription.isLive }

  /// For a source outside this module (a notification observer): `undo` runs when the
  /// subscription ends (cancelled, completed, or torn down), at once if it has ended.
  public func _whenEnded(_ undo: @escaping () -> Void) { subscription.onEnd(undo) }

  /// For a source outside this module: sends `input` while the subscription lasts.
  public func _send(_ input: Input) { send(input) }

  func send(_ input: Input) {
    guard subscription.isLive else { return }
    value(input)
  }

  func finish(_ end: Subscribers.Completion<Failure>) {
    guard subscription.isLive else { return }
    completion(end)
  }
}

/// One subscription: what `AnyCancellable` cancels, and the model's registration of it.
public final class SubscriptionLink {
  private(set) var isLive = true
  /// Undoes what the chain's sources hold (a subject drops its downstream).
  private var onEnd: [() -> Void] = []
  private weak var runtime: (any CombineRuntime)?
  private var registration: Int32 = -1

  /// A subscription made now: a registration of the code that runs, if a world runs.
  init(_ description: String) {
    guard let runtime = ModelThread.runtime else { return }
    self.runtime = runtime
    registration = runtime.subscriptionMade(self, description: description)
  }

  /// A subscription of the model's own (SwiftUI following an object): no registration.
  init(unregistered: Void) {}

  /// A source of the chain lets go of its downstream when the subscription ends.
  func onEnd(_ undo: @escaping () -> Void) {
    guard isLive else { return undo() }
    onEnd.append(undo)
  }

  /// Cancelled by the subscriber: sources let go, the registration ends.
  func cancel() { end() }

  /// The publisher completed: the subscription is over.
  func complete() { end() }

  private func end() {
    guard isLive else { return }
    letGo()
    runtime?.subscriptionEnded(registration)
  }

  /// The world is torn down: sources let go of the chain (and what its closures hold), silently.
  public func releaseForTeardown() {
    runtime = nil
    letGo()
  }

  /// Ends the subscription: its sources drop their downstreams.
  private func letGo() {
    isLive = false
    let undo = onEnd
    onEnd = []
    for step in undo { step() }
  }

  /// Runs a subscriber's closure as the world sees it (in a frame of its own, owned by the code
  /// that subscribed).
  func deliver(_ body: () -> Void) {
    guard let runtime else { return body() }
    runtime.deliver(registration, body)
  }
}

/// A cancellation token that cancels its subscription when it is released, as in Combine.
public final class AnyCancellable: Cancellable, Hashable {
  private var cancelBody: (() -> Void)?

  public init(_ cancel: @escaping () -> Void) { cancelBody = cancel }
  public init<C: Cancellable>(_ canceller: C) { cancelBody = { canceller.cancel() } }
  init(_ subscription: SubscriptionLink) { cancelBody = { subscription.cancel() } }

  deinit { cancelBody?() }

  public func cancel() {
    let body = cancelBody
    cancelBody = nil
    body?()
  }

  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher {
  /// Subscribes with closures; keep the returned token, or the subscription ends at once.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let subscription = SubscriptionLink("sink on \(sourceName(of: Self.self))")
    attach(
      Downstream(
        subscription,
        value: { value in subscription.deliver { receiveValue(value) } },
        completion: { end in
          subscription.deliver { receiveCompletion(end) }
          subscription.complete()
        }))
    return AnyCancellable(subscription)
  }

  /// Hides the publisher's type.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure; keep the returned token, or the subscription ends at once.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes every value to `object[keyPath:]`; the subscription holds `object` strongly.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
    sink { value in object[keyPath: keyPath] = value }
  }

  /// Republishes every value through a `@Published` property; ends when the property's object goes.
  public func assign(to published: inout Published<Output>.Publisher) {
    let box = published.box
    let subscription = SubscriptionLink("assign(to:) from \(sourceName(of: Self.self))")
    attach(
      Downstream(
        subscription,
        value: { [weak box] value in
          guard let box else { return subscription.cancel() }
          subscription.deliver { box.set(value) }
        },
        completion: { _ in subscription.complete() }))
    published.box.keepAlive(subscription)
  }
}

/// A publisher with its type hidden, as in Combine.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let attachBody: (Downstream<Output, Failure>) -> Void

  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    attachBody = publisher.attach
  }

  public func attach(_ downstream: Downstream<Output, Failure>) { attachBody(downstream) }
}

/// A publisher a report names by what it listens to rather than by its type.
protocol SubscriptionSource {
  static var sourceName: String { get }
}

/// What a subscription to `P` listens to, as a report names it: `a @Published property`,
/// `PassthroughSubject` (an operator chain is named by its source).
func sourceName<P>(of type: P.Type) -> String {
  if let source = P.self as? any SubscriptionSource.Type { return source.sourceName }
  let name = String(describing: P.self)
  return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
}
