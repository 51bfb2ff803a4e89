#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the Combine model needs of the world running on this thread (BridgeModel's `World`).
public protocol CombineRuntime: AnyObject {
  /// A subscription was made (`sink`, `assign`): returns its registration.
  func subscriptionMade(_ subscription: SubscriptionLink, description: String) -> Int32
  /// The subscription was cancelled, or its publisher completed.
  func subscriptionEnded(_ registration: Int32)
  /// Runs a subscriber's closure.
  func deliver(_ registration: Int32, _ body: () -> Void)
  /// The `objectWillChange` of an object without `@Published` properties: one per object.
  func objectWillChangePublisher(of object: AnyObject) -> ObservableObjectPublisher
}

/// The thread-local slot where the world running on a thread publishes itself (BridgeModel's
/// `RunContext` writes it; the Combine model reads it through `runtime`).
public enum ModelThread {
  public static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The world running on this thread, as the Combine model sees it.
  static var runtime: (any CombineRuntime)? {
    guard let raw = pthread_getspecific(key) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? any CombineRuntime
  }
}

/// Lets SwiftUI's model follow a publisher without a registration of the app: returns the cancel.
public func _follow<P: Publisher>(_ publisher: P, _ onValue: @escaping () -> Void) -> () -> Void {
  _followValues(publisher) { _ in onValue() }
}

/// Lets SwiftUI's model receive a publisher's values without a registration of the app
/// (`onReceive`): returns the cancel.
public func _followValues<P: Publisher>(_ publisher: P, _ onValue: @escaping (P.Output) -> Void) -> () -> Void {
  let subscription = SubscriptionLink(unregistered: ())
  publisher.attach(Downstream(subscription, value: onValue, completion: { _ in }))
  return { subscription.cancel() }
}
