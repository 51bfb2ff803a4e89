extension World {
  // MARK: Turns

  /// Runs one run-loop turn: `body` in `phase`, then SwiftUI's flush (fidelity E1).
  public func runTurn(_ cause: TurnCause, _ phase: Phase, _ body: () -> Void) {
    guard !isHalted else { return }
    RunContext.with(self) {
      turn &+= 1
      if cause == .action { feedback.openChains.removeAll() }
      feedback.changedState = false
      feedback.updatedView = false
      emit(.turnBegan(cause))
      within(phase, body)
      settleTurn()
      emit(.turnEnded)
    }
  }

  /// Flushes every host that has pending transactions, within the turn's bound.
  ///
  /// The bound counts rounds: in a round every host with pending changes flushes once, so
  /// many hosting controllers re-rendering together are not mistaken for a loop.
  func settleTurn() {
    var rounds = 0
    while !isHalted, firstHostNeedingFlush != nil || !layoutRequests.isEmpty {
      if rounds == bounds.maxFlushesPerTurn {
        let names = hosts.flatMap { $0.pendingStateNames }
        exceed(.flushesPerTurn, limit: bounds.maxFlushesPerTurn, history: names)
        return
      }
      rounds += 1
      // Flushing may add or remove hosts (a hosting controller made or released): index by index.
      var index = 0
      while index < hosts.count, !isHalted {
        let host = hosts[index]
        if host.needsFlush { host.flush() }
        index += 1
      }
      if !isHalted { runLayoutPass() }
    }
  }

  private var firstHostNeedingFlush: ViewHost? {
    for host in hosts where host.needsFlush { return host }
    return nil
  }

  /// Records that a bound was exceeded and stops the world.
  func exceed(_ bound: LoopBound, limit: Int, history: [String]) {
    emit(.boundExceeded(bound, limit: limit, history: history))
    isHalted = true
  }

  // MARK: Main queue

  /// `DispatchQueue.main.async`: the block runs in a later turn.
  public func enqueueMain(_ body: @escaping () -> Void) {
    enqueue(.block(body))
    emit(.mainQueueEnqueued)
  }

  /// `DispatchQueue.global().async` and queues of the app's own: the block waits on the main
  /// queue, in order with the rest, and runs off the main thread in a turn of its own (F-CC8).
  public func enqueueBackground(_ body: @escaping () -> Void) {
    enqueue(.backgroundBlock(body))
    emit(.backgroundBlockEnqueued)
  }

  /// A job of a task the world's code started or resumed: it waits on the main queue, in order
  /// with the blocks there, and runs in a turn of its own (F-CC1).
  func enqueueJob(_ job: UnownedJob, onMainActor: Bool) {
    enqueue(.job(job, onMainActor: onMainActor))
    emit(.jobEnqueued(onMainActor: onMainActor))
  }

  /// A `Task.sleep` of the world's code: the sleeper wakes when the virtual clock reaches it (F-CC3).
  func scheduleJob(_ job: UnownedJob, after milliseconds: Int64) {
    schedule(after: milliseconds, .job(job), isSystem: false)
  }

  private func enqueue(_ work: TurnWork) {
    scheduler.mainQueue.push(
      MainBlock(
        work: work,
        provenance: scheduler.provenance(
          origin: currentOwner, parentTurn: feedback.isActive ? turn : -1,
          appearanceOwner: currentAppearanceOwner, sourceTurn: turn, fromUpdate: isInsideUpdate)))
  }

  /// The number of blocks waiting on the main queue.
  public var pendingMainBlocks: Int { scheduler.mainQueue.count }

  /// The depth of queued work in the running drain or clock advance (work queued before it
  /// began counts as 1), or nil once the bound is passed: then the world has halted.
  ///
  /// A livelock is a chain: each block queues the next. A backlog of work queued before the
  /// drain (many taps, many tasks each hopping a few times) is not; the turns in all are capped
  /// too, for work that fans out.
  private func chainDepth(_ provenance: Provenance, turns: Int) -> Int32? {
    let depth = scheduler.depth(of: provenance)
    guard depth <= bounds.maxTurnsPerDrain, turns < bounds.maxTurnsInAll else {
      exceed(.turnsPerDrain, limit: bounds.maxTurnsPerDrain, history: feedback.running.history)
      return nil
    }
    return depth
  }

  /// Runs queued blocks, each in its own turn, until the queue is empty (bounded).
  public func drainMainQueue() { drain(mainThreadOnly: false) }

  /// Under `mainQueueTiming = promptly` (the default, F-RL1): runs the main-thread work that is
  /// ready, as a run loop that is not busy does before the next event reaches the app. Called at
  /// the end of every step and of the launch.
  func runReadyMainThreadWork() {
    guard profile.mainQueueTiming == .promptly, !scheduler.mainQueue.isEmpty else { return }
    drain(mainThreadOnly: true)
  }

  private func drain(mainThreadOnly: Bool) {
    RunContext.with(self) {
      feedback.begin()
      defer { feedback.end() }
      var turns = 0
      scheduler.beginDrain()
      while !isHalted, let block = mainThreadOnly ? scheduler.mainQueue.popMainThread() : scheduler.mainQueue.pop() {
        let provenance = block.provenance
        guard let depth = chainDepth(provenance, turns: turns) else { return }
        turns += 1
        feedback.running = feedback.chain(
          parentTurn: provenance.parentTurn, sourceTurn: provenance.sourceTurn, fromUpdate: provenance.fromUpdate)
        scheduler.running = TurnScheduler.Running(
          appearanceOwner: provenance.appearanceOwner, byClock: provenance.byClock, depth: depth)
        let subject = provenance.origin.raw
        switch block.work {
        case .block(let body):
          runTurn(.mainQueueBlock, Phase(.mainQueueBlock, subject: subject)) { body() }
        case .backgroundBlock(let body):
          runTurn(.backgroundBlock, Phase(.backgroundBlock, subject: subject)) { offMainThread(body) }
        case .job(let job, let onMainActor):
          runTurn(.task(onMainActor: onMainActor), Phase(.task, subject: subject)) {
            if onMainActor {
              Self.run(job, onMainActor: true)
            } else {
              offMainThread { Self.run(job, onMainActor: false) }
            }
          }
        }
        scheduler.running = TurnScheduler.Running()
        noteFeedbackTurn()
      }
    }
  }

  /// Runs `body` as code off the main thread (`isOffMainThread`), then restores the flag.
  func offMainThread(_ body: () -> Void) {
    let was = isOffMainThread
    isOffMainThread = true
    defer { isOffMainThread = was }
    body()
  }

  // MARK: Clock

  /// Schedules `work` at `now + delay` milliseconds.
  func schedule(after delay: Int64, _ work: ScheduledItem.Work, isSystem: Bool) {
    let owner = isSystem ? ObjectID.none : currentAppearanceOwner
    let rearmed = !owner.isNone && owner == scheduler.running.appearanceOwner
    // A block that runs after its controller left the screen and schedules itself again is
    // work that outlived the appearance that started it.
    if rearmed, controller(owner)?.isDisappeared ?? true, !scheduler.rearmedOffScreen.contains(owner) {
      scheduler.rearmedOffScreen.append(owner)
    }
    let provenance = scheduler.provenance(
      origin: currentOwner, parentTurn: feedback.isActive ? turn : -1, appearanceOwner: owner, rearmed: rearmed,
      sourceTurn: turn, fromUpdate: isInsideUpdate)
    scheduler.schedule.insert(at: now + max(0, delay), work, isSystem: isSystem, provenance)
  }

  /// Whether work a step started still waits on the clock and comes due within one clock step
  /// of the fuzzer (the largest of `actionDomains.clockSteps`): an `asyncAfter` block, a
  /// one-shot `Timer` or a `Task.sleep` that app code scheduled outside the clock's own work.
  /// A debounced write-back or an in-flight save waits so. A poll or a loop of sleeps re-arming
  /// itself does not count (it would never let the app be at rest), nor does work due later
  /// (a banner hidden after 30 s would keep every check away). UIKit's own work (animations)
  /// is `isQuiescent`'s as well.
  @inline(never)
  public var awaitsClockWorkOfSteps: Bool { scheduler.awaitsClockWorkOfSteps(within: clockHorizon) }

  /// App code reads the clock (`DispatchTime.now()`): the world counts the reads (an idle
  /// clock advance changes nothing for code that never reads it). Nonisolated callers reach
  /// it on the world's thread.
  nonisolated func readClock() -> Int64 {
    readOnModelThread(self) { world in
      world.scheduler.clockReads &+= 1
      return world.now
    }
  }

  /// Whether a main-queue or `asyncAfter` block enqueued by `node`'s code is still waiting.
  public func hasPendingBlocks(from node: NodeID) -> Bool { scheduler.hasPendingBlocks(from: node) }

  /// Whether clock-driven work is waiting.
  public var hasScheduledWork: Bool { !scheduler.schedule.isEmpty }

  /// Moves the clock forward, running everything that comes due, each in its own turn.
  public func advanceClock(by milliseconds: Int64) {
    RunContext.with(self) {
      let target = now + max(0, milliseconds)
      feedback.begin()
      defer { feedback.end() }
      var turns = 0
      scheduler.beginDrain()
      while !isHalted, let item = scheduler.schedule.popDue(before: target) {
        let provenance = item.provenance
        guard let depth = chainDepth(provenance, turns: turns) else { return }
        turns += 1
        scheduler.now = max(now, item.time)
        feedback.running = feedback.chain(
          parentTurn: provenance.parentTurn, sourceTurn: provenance.sourceTurn, fromUpdate: provenance.fromUpdate)
        // A timer's firing belongs to no appearance; a block or a sleeper's wake-up to the one
        // that scheduled it.
        let owner: ObjectID
        if case .timer = item.work { owner = .none } else { owner = provenance.appearanceOwner }
        scheduler.running = TurnScheduler.Running(appearanceOwner: owner, byClock: true, depth: depth)
        run(consume item)
        scheduler.running = TurnScheduler.Running()
        noteFeedbackTurn()
      }
      scheduler.now = target
    }
  }

  /// Taken, not borrowed, and handed over with `consume` by the loop: the item was popped from
  /// the schedule and is not used again. Borrowed, or passed without `consume`, it was copied
  /// (its work retained and released) at every firing of a timer, a display link's every frame
  /// (ARCHITECTURE.md, "A frame's schedule item handed over").
  private func run(_ item: consuming ScheduledItem) {
    let origin = item.provenance.origin
    switch item.work {
    case .block(let body):
      let kind: PhaseKind = item.isSystem ? .animation : .timer
      runTurn(.scheduled, Phase(kind, subject: origin.raw)) { body() }
    case .job(let job):
      // A resumed sleep may be on the main actor or off it: taken as off (`sync` then never traps).
      runTurn(.sleepEnded, Phase(.task, subject: origin.raw)) { offMainThread { Self.run(job, onMainActor: false) } }
    case .timer(let timer):
      guard timer.isValid else { return }
      runTurn(.scheduled, Phase(.timer, subject: origin.raw)) { timer.fireFromRunLoop() }
      if timer.isValid, timer.repeats {
        // The run loop re-arms a repeating timer itself: a fresh provenance, no chain.
        scheduler.schedule.insert(
          at: item.time + max(1, timer.intervalMilliseconds), .timer(timer), isSystem: false,
          Provenance(origin: origin))
      } else {
        timer.invalidate()
      }
    }
  }

  // MARK: Feedback (fidelity S9)

  /// Called by a state location that changed value; `old` is its previous value's text.
  func noteStateChange(_ location: any AnyStateLocation, from old: @autoclosure () -> String) {
    feedback.changedState = true
    if feedback.isActive { feedback.writes.append("\(location.name) \(old()) → \(location.valueText)") }
  }

  /// Called by a host when an observed property changed: for feedback chains it is a state
  /// change like a `@State` write.
  func noteObservedChange() {
    feedback.changedState = true
    emit(.observedPropertyChanged)
  }

  /// Called by a host when an `ObservableObject` one of its nodes reads will change.
  func noteObjectChange() { feedback.changedState = true }

  /// Called by a host when a representable updated because its inputs changed.
  func noteRepresentableUpdate() { feedback.updatedView = true }

  private func noteFeedbackTurn() {
    var chain = FeedbackTracker.Chain()
    if feedback.changedState && feedback.updatedView {
      chain = feedback.running
      chain.length += 1
      chain.history.append(feedback.writes.joined(separator: ", "))
      if chain.history.count > bounds.maxFeedbackTurns + 1 { chain.history.removeFirst() }
    } else if feedback.running.passesOn, feedback.running.length > 0 {
      // Work an update scheduled that writes nothing itself (a navigation's next stage, a hop
      // through the main queue) passes the chain on to the work it schedules.
      chain = feedback.running
    }
    feedback.writes.removeAll()
    feedback.note(chain, endingTurn: turn)
    if chain.length > 0 { feedback.openChains[turn] = chain }
    if chain.length > bounds.maxFeedbackTurns {
      exceed(chain.crossedSteps ? .settleTurns : .feedbackTurns, limit: bounds.maxFeedbackTurns, history: chain.history)
    }
  }
}

extension World {
  /// Runs a task's job on the model's executor of its kind, on this thread.
  static func run(_ job: UnownedJob, onMainActor: Bool) {
    if onMainActor {
      job.runSynchronously(on: ModelMainExecutor.shared.asUnownedSerialExecutor())
    } else {
      job.runSynchronously(on: ModelDefaultExecutor.shared.asUnownedTaskExecutor())
    }
  }
}
