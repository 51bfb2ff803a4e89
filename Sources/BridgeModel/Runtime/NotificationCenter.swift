/// The model's `NotificationCenter`: block observers whose registrations have owners.
///
/// An observer belongs to the representable whose code added it; after that
/// representable is dismantled it must have been removed
/// (`representable.dismantle-cleans-up`).
public final class NotificationCenter {
  nonisolated deinit {}

  private struct Entry {
    let token: ObserverToken
    let name: Notification.Name?
    /// The sender it listens to, by identity: the center does not keep it (F-NC1).
    let object: ObjectIdentifier?
    let block: (Notification) -> Void
    let registration: RegistrationID?
  }

  @exclusivity(unchecked) private let link: WorldLink?
  private var world: World? { link?.world }
  @exclusivity(unchecked) private var entries: [Entry] = []
  /// The target-selector registrations, by observer (not retained), and their tokens.
  @exclusivity(unchecked) private var selectorObservers: [(observer: ObjectIdentifier, token: any NSObjectProtocol)] =
    []

  init(world link: WorldLink?) { self.link = link }

  /// The world is torn down: every observer block goes.
  func releaseForTeardown() {
    entries.removeAll()
    selectorObservers.removeAll()
  }

  /// The current world's center. Outside a run, a center that is not connected to anything.
  public static var `default`: NotificationCenter {
    RunContext.current?.notificationCenter ?? NotificationCenter(world: nil)
  }

  /// Adds a block observer; keep the token to remove it.
  @discardableResult
  public func addObserver(
    forName name: Notification.Name?, object: Any?, queue: OperationQueue?,
    using block: @escaping (Notification) -> Void
  ) -> any NSObjectProtocol {
    let registration = world?.register(.observer, detail: "for \(name?.rawValue ?? "any name")")
    return add(name: name, object: object.map { $0 as AnyObject }, block: block, registration: registration)
  }

  /// Keeps a block observer; for a `UIApplication` lifecycle name, the fuzzer starts offering
  /// the app's moves to the background and back.
  private func add(
    name: Notification.Name?, object: AnyObject?, block: @escaping (Notification) -> Void,
    registration: RegistrationID?
  ) -> ObserverToken {
    let token = ObserverToken()
    if let name, UIApplication.lifecycleNotifications.contains(name) { world?.observesAppLifecycle = true }
    entries.append(
      Entry(
        token: token, name: name, object: object.map(ObjectIdentifier.init), block: block, registration: registration))
    return token
  }

  /// The target-selector form, as `bridgecheck adapt` writes `#selector(Type.method(_:))`: the
  /// observer is held weakly, and its registrations go when it does (Apple: since iOS 9 the
  /// center does not retain observers); `removeObserver(observer)` removes them.
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector: @escaping (Observer) -> (Notification) -> Void, name: Notification.Name?,
    object: Any?
  ) {
    let token = addObserver(forName: name, object: object, queue: nil) { [weak observer] notification in
      guard let observer else { return }
      selector(observer)(notification)
    }
    selectorObservers.append((ObjectIdentifier(observer), token))
  }

  /// The same with a method that takes no notification.
  public func addObserver<Observer: AnyObject>(
    _ observer: Observer, selector: @escaping (Observer) -> () -> Void, name: Notification.Name?, object: Any?
  ) {
    let token = addObserver(forName: name, object: object, queue: nil) { [weak observer] _ in
      guard let observer else { return }
      selector(observer)()
    }
    selectorObservers.append((ObjectIdentifier(observer), token))
  }

  /// Removes every registration of `observer` (a token returned by `addObserver`).
  public func removeObserver(_ observer: Any) {
    removeObserver(observer, name: nil, object: nil)
  }

  /// Removes the registrations of `observer` that match `name`.
  public func removeObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
    if !(observer is ObserverToken), let object = observer as AnyObject? {
      let id = ObjectIdentifier(object)
      for entry in selectorObservers where entry.observer == id { removeObserver(entry.token, name: name, object: nil) }
      if name == nil { selectorObservers.removeAll { $0.observer == id } }
      return
    }
    guard let token = observer as? ObserverToken else { return }
    entries.removeAll { entry in
      guard entry.token === token, name == nil || entry.name == name else { return false }
      if let registration = entry.registration { world?.unregister(registration) }
      return true
    }
  }

  /// Combine's publisher of this center's notifications (`.onReceive(NotificationCenter.default
  /// .publisher(for: UIResponder.keyboardWillShowNotification))`): each subscription observes
  /// the name while it lasts, and gets each matching post in the poster's call (F-CB7).
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// The publisher `publisher(for:object:)` returns.
  public struct Publisher: BridgeCombine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never
    public let center: NotificationCenter
    public let name: Notification.Name
    public let object: AnyObject?

    public func attach(_ downstream: Downstream<Notification, Never>) {
      let (name, object) = (self.name, self.object)
      // Subscriptions are made by the model's code, on its thread (as `observe` is). The
      // observer is the subscription's own: the subscription is what the app registered.
      assumeOnModelThread(center) { center in
        let token = center.add(name: name, object: object, block: { downstream._send($0) }, registration: nil)
        downstream._whenEnded { assumeOnModelThread(center) { $0.removeObserver(token) } }
      }
    }
  }

  /// How many block observers it holds (tests: a publisher's observer goes with its subscription).
  var observerCount: Int { entries.count }

  /// Posts a notification to the matching observers, in the order they were added.
  public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
    guard !entries.isEmpty else { return }
    post(Notification(name: name, object: object, userInfo: userInfo))
  }

  public func post(_ notification: Notification) {
    let sender: ObjectIdentifier? =
      if let object = notification.object { ObjectIdentifier(object as AnyObject) } else { nil }
    // A loop, not `filter`: a main-actor closure handed to the standard library checks its
    // executor on every call, and text fields post on every keystroke.
    var matching: [Entry] = []
    for entry in entries
    where (entry.name == nil || entry.name == notification.name) && (entry.object == nil || entry.object == sender) {
      matching.append(entry)
    }
    for entry in matching {
      guard let world else {
        entry.block(notification)
        continue
      }
      let owner = if let registration = entry.registration { world.owner(of: registration) } else { NodeID.none }
      if world.isDismantled(owner) {
        world.emit(.afterDismantle(owner, what: "a \(notification.name.rawValue) observer ran"))
      }
      world.within(Phase(.notification, subject: owner.raw, detail: world.notificationName(notification.name.rawValue)))
      {
        entry.block(notification)
      }
    }
  }
}

/// The token a block observer is known by.
public final class ObserverToken: NSObject {}
