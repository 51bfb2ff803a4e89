/// The world as the Combine model sees it (BridgeCombine): subscriptions are registrations of
/// the node whose code made them, and subscribers run in frames of their own.
extension World: CombineRuntime {
  nonisolated public func subscriptionMade(_ subscription: SubscriptionLink, description: String) -> Int32 {
    nonisolated(unsafe) let subscription = subscription
    return readOnModelThread(self) { world in
      world.subscriptions.append(subscription)
      return world.register(.subscription, detail: "(\(description))").raw
    }
  }

  nonisolated public func subscriptionEnded(_ registration: Int32) {
    assumeOnModelThread(self) { world in world.unregister(RegistrationID(registration)) }
  }

  nonisolated public func deliver(_ registration: Int32, _ body: () -> Void) {
    withoutActuallyEscaping(body) { body in
      nonisolated(unsafe) let body = body
      readOnModelThread(self) { world in
        guard !world.isTornDown else { return body() }
        let id = RegistrationID(registration)
        world.emit(.registrationFired(id))
        let owner = world.owner(of: id)
        if world.isDismantled(owner) { world.emit(.afterDismantle(owner, what: "a Combine subscriber ran")) }
        world.within(Phase(.subscriber, subject: owner.raw)) { body() }
      }
    }
  }

  nonisolated public func objectWillChangePublisher(of object: AnyObject) -> ObservableObjectPublisher {
    nonisolated(unsafe) let object = object
    return readOnModelThread(self) { world in world.publisherForObject(object) }
  }

  /// One `objectWillChange` per object for the world's life (F-CB2); entries of released
  /// objects are dropped as it goes.
  func publisherForObject(_ object: AnyObject) -> ObservableObjectPublisher {
    objectPublishers.removeAll { !$0.object.isAlive }
    for entry in objectPublishers where entry.object.object === object { return entry.publisher }
    let publisher = ObservableObjectPublisher()
    objectPublishers.append((WeakBox(object), publisher))
    return publisher
  }
}

/// `receive(on:)` and `debounce` on the world's main queue and clock.
nonisolated extension DispatchQueue: Scheduler {
  public func schedule(_ action: @escaping () -> Void) { enqueue(action) }

  public func schedule(afterMilliseconds milliseconds: Int64, _ action: @escaping () -> Void) {
    enqueue(at: .now() + .milliseconds(Int(milliseconds)), action)
  }
}

extension RunLoop: Scheduler {
  nonisolated public func schedule(_ action: @escaping () -> Void) { DispatchQueue.main.schedule(action) }

  nonisolated public func schedule(afterMilliseconds milliseconds: Int64, _ action: @escaping () -> Void) {
    DispatchQueue.main.schedule(afterMilliseconds: milliseconds, action)
  }
}
