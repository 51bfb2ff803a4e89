extension World {
  /// Ends the world for good: drops its pending work and every reference the model holds to
  /// app objects, so nothing of the app outlives the world.
  ///
  /// An app's objects may reference each other in cycles through the model — a coordinator
  /// keeps its navigation controller, which keeps a hosting controller, whose root view keeps
  /// a closure that keeps the coordinator; a block waiting on the clock keeps the world. In an
  /// app that lives for ever that is normal; a harness that makes and drops thousands of apps
  /// must reclaim them. No app code runs and no event is delivered: the world halts first.
  /// The world's tables stay readable (names and types for reports); its hierarchy is gone.
  public func tearDown() {
    guard !isTornDown else { return }
    isTornDown = true
    isHalted = true
    observer = nil
    log = nil
    mainQueue = MainQueue()
    schedule.releaseForTeardown()
    notificationCenter.releaseForTeardown()
    deepLinkHandler = nil
    app = nil
    presentationNodes.removeAll()
    for location in states { location.detach() }
    for host in hosts { host.releaseForTeardown() }
    hosts.removeAll()
    window.releaseReferencesForTeardown()
    // Releasing one object's references can deallocate others: look each record up afresh.
    var index = 0
    while index < objects.count {
      if objects[index].isAlive {
        if let controller = objects[index].controller {
          controller.releaseReferencesForTeardown()
        } else if let view = objects[index].view {
          view.releaseReferencesForTeardown()
        }
      }
      index += 1
    }
    affordanceCache = nil
    representedViewsCache = nil
    choicesCache = nil
  }
}
