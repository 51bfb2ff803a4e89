extension World {
  /// Ends the world for good: drops its pending work and every reference the model holds to
  /// app objects, so nothing of the app outlives the world.
  ///
  /// An app's objects may reference each other in cycles through the model — a coordinator
  /// keeps its navigation controller, which keeps a hosting controller, whose root view keeps
  /// a closure that keeps the coordinator; a block waiting on the clock keeps the world. In an
  /// app that lives for ever that is normal; a harness that makes and drops thousands of apps
  /// must reclaim them. No event is delivered: the world halts first. The only app code that
  /// runs is that of tasks still waiting (see `finishTasks()`). The world's tables stay
  /// readable (names and types for reports); its hierarchy is gone.
  public func tearDown() {
    guard !isTornDown else { return }
    tearDownNow()
  }

  /// `tearDown()`, from a nonisolated `deinit` on the thread that ran the world (a result that
  /// owns it went): at once, without an executor check.
  nonisolated public func tearDownOnReleasingThread() { assumeOnModelThread(self) { $0.tearDown() } }

  private func tearDownNow() {
    isHalted = true
    observer = nil
    log = nil
    finishTasks()
    isTornDown = true
    scheduler.releaseForTeardown()
    notificationCenter.releaseForTeardown()
    for subscription in subscriptions { subscription.releaseForTeardown() }
    subscriptions.removeAll()
    objectPublishers.removeAll()
    layoutRequests.removeAll()
    deepLinkHandler = nil
    app = nil
    storedScene?.delegate = nil
    presentationNodes.removeAll()
    for location in registry.states { location.detach() }
    for host in hosts { host.releaseForTeardown() }
    hosts.removeAll()
    window.releaseReferencesForTeardown()
    // Releasing one object's references can deallocate others: look each record up afresh.
    var index = 0
    while index < registry.objects.count {
      if registry.objects[index].isAlive {
        if let controller = registry.objects[index].controller {
          controller.releaseReferencesForTeardown()
        } else if let view = registry.objects[index].view {
          view.releaseReferencesForTeardown()
        }
      }
      index += 1
    }
    affordanceCache = nil
    elementPositions = nil
    representedViewsCache = nil
    choicesCache = nil
  }
}

extension World {
  /// Runs the jobs of tasks still waiting on the main queue or the clock, silently, before the
  /// world lets go of the app.
  ///
  /// A task's job cannot be dropped: it owns the task, and the task owns what its body captured
  /// (a coordinator, and through it the app), so a harness that drops thousands of worlds would
  /// keep every app that ended with a task in flight. Running the jobs ends those tasks (a
  /// sleep wakes at once, in deadline order). It happens before `isTornDown` is set, on the
  /// world's thread with the world current, and the world is halted: no turn, flush or event,
  /// so nothing of it reaches a property or a report. A task that never ends (it loops over
  /// sleeps) is cut off after `maxTurnsPerDrain`² jobs and what it holds is kept.
  func finishTasks() {
    RunContext.with(self) {
      // Each task hops a few times on its way to the end (a cancelled sleep, the default
      // executor and back): a budget of the drain's total cap, not of one chain.
      var budget = bounds.maxTurnsInAll
      while budget > 0 {
        if let block = scheduler.mainQueue.pop() {
          guard case .job(let job, let onMainActor) = block.work else { continue }
          budget -= 1
          Self.run(job, onMainActor: onMainActor)
        } else if let item = scheduler.schedule.popFirstJob() {
          budget -= 1
          scheduler.now = max(now, item.time)
          if case .job(let job) = item.work { Self.run(job, onMainActor: false) }
        } else {
          return
        }
      }
    }
  }
}
