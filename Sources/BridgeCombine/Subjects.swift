/// A publisher you send values through, as in Combine.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  func send(_ value: Output)
  func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
  public func send() { send(()) }
}

/// The subscribers of a subject, in the order they subscribed.
final class SubscriberList<Output, Failure: Error> {
  private var downstreams: [Downstream<Output, Failure>] = []
  private(set) var completion: Subscribers.Completion<Failure>?

  var isEmpty: Bool { downstreams.isEmpty }

  /// Adds `downstream`, which the list drops when its subscription ends.
  func add(_ downstream: Downstream<Output, Failure>) {
    if let completion { return downstream.finish(completion) }
    downstreams.append(downstream)
    downstream.subscription.onEnd { [weak self, unowned downstream] in
      self?.downstreams.removeAll { $0 === downstream }
    }
  }

  /// Sends to every live subscriber, in subscription order; one that subscribes during the
  /// send gets the next value.
  func send(_ value: Output) {
    guard completion == nil else { return }
    for downstream in downstreams { downstream.send(value) }
  }

  func finish(_ end: Subscribers.Completion<Failure>) {
    guard completion == nil else { return }
    completion = end
    let ending = downstreams
    downstreams = []
    for downstream in ending { downstream.finish(end) }
  }
}

/// Broadcasts the values sent to it; a subscriber sees only values sent after it subscribed.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  private let subscribers = SubscriberList<Output, Failure>()

  public init() {}

  public func attach(_ downstream: Downstream<Output, Failure>) { subscribers.add(downstream) }
  public func send(_ value: Output) { subscribers.send(value) }
  public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
}

/// Holds a value and broadcasts its changes; a subscriber gets the current value at once.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let subscribers = SubscriberList<Output, Failure>()

  /// The current value; setting it sends it.
  public var value: Output {
    didSet { subscribers.send(value) }
  }

  public init(_ value: Output) { self.value = value }

  public func attach(_ downstream: Downstream<Output, Failure>) {
    if subscribers.completion == nil { downstream.send(value) }
    subscribers.add(downstream)
  }

  public func send(_ value: Output) { self.value = value }
  public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
}

/// Emits one value, then finishes.
public struct Just<Output>: Publisher {
  public typealias Failure = Never
  public let output: Output

  public init(_ output: Output) { self.output = output }

  public func attach(_ downstream: Downstream<Output, Never>) {
    downstream.send(output)
    downstream.finish(.finished)
  }
}

/// Finishes at once (or never, with `completeImmediately: false`), emitting nothing.
public struct Empty<Output, Failure: Error>: Publisher {
  public let completeImmediately: Bool

  public init(completeImmediately: Bool = true) { self.completeImmediately = completeImmediately }

  public func attach(_ downstream: Downstream<Output, Failure>) {
    if completeImmediately { downstream.finish(.finished) }
  }
}
