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
    while !isHalted, firstHostNeedingFlush != nil {
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
    mainQueue.push(
      MainBlock(
        body: body, origin: currentOwner, parentTurn: feedback.isActive ? turn : -1,
        appearanceOwner: currentAppearanceOwner, sourceTurn: turn, fromUpdate: isInsideUpdate))
    emit(.mainQueueEnqueued)
  }

  /// The number of blocks waiting on the main queue.
  public var pendingMainBlocks: Int { mainQueue.count }

  /// Runs queued blocks, each in its own turn, until the queue is empty (bounded).
  public func drainMainQueue() {
    RunContext.with(self) {
      feedback.begin()
      defer { feedback.end() }
      var turns = 0
      while !isHalted, let block = mainQueue.pop() {
        if turns == bounds.maxTurnsPerDrain {
          exceed(.turnsPerDrain, limit: turns, history: feedback.running.history)
          return
        }
        turns += 1
        feedback.running = feedback.chain(
          parentTurn: block.parentTurn, sourceTurn: block.sourceTurn, fromUpdate: block.fromUpdate)
        runningAppearanceOwner = block.appearanceOwner
        runTurn(.mainQueueBlock, Phase(.mainQueueBlock, subject: block.origin.raw)) { block.body() }
        runningAppearanceOwner = .none
        noteFeedbackTurn()
      }
    }
  }

  // MARK: Clock

  /// Schedules `work` at `now + delay` milliseconds.
  func schedule(after delay: Int64, _ work: ScheduledItem.Work, isSystem: Bool) {
    let owner = isSystem ? ObjectID.none : currentAppearanceOwner
    let rearmed = !owner.isNone && owner == runningAppearanceOwner
    // A block that runs after its controller left the screen and schedules itself again is
    // work that outlived the appearance that started it.
    if rearmed, controller(owner)?.isDisappeared ?? true, !rearmedOffScreen.contains(owner) {
      rearmedOffScreen.append(owner)
    }
    schedule.insert(
      at: now + max(0, delay), work, isSystem: isSystem, origin: currentOwner,
      parentTurn: feedback.isActive ? turn : -1, appearanceOwner: owner, rearmed: rearmed, sourceTurn: turn,
      fromUpdate: isInsideUpdate)
  }

  /// Whether a main-queue or `asyncAfter` block enqueued by `node`'s code is still waiting.
  public func hasPendingBlocks(from node: NodeID) -> Bool {
    mainQueue.contains(origin: node)
      || schedule.items.contains { item in
        if case .block = item.work { return item.origin == node && !item.isSystem }
        return false
      }
  }

  /// Whether clock-driven work is waiting.
  public var hasScheduledWork: Bool { !schedule.isEmpty }

  /// Moves the clock forward, running everything that comes due, each in its own turn.
  public func advanceClock(by milliseconds: Int64) {
    RunContext.with(self) {
      let target = now + max(0, milliseconds)
      feedback.begin()
      defer { feedback.end() }
      var turns = 0
      while !isHalted, let item = schedule.popDue(before: target) {
        if turns == bounds.maxTurnsPerDrain {
          exceed(.turnsPerDrain, limit: turns, history: feedback.running.history)
          return
        }
        turns += 1
        now = max(now, item.time)
        feedback.running = feedback.chain(
          parentTurn: item.parentTurn, sourceTurn: item.sourceTurn, fromUpdate: item.fromUpdate)
        run(item)
        noteFeedbackTurn()
      }
      now = target
    }
  }

  private func run(_ item: ScheduledItem) {
    switch item.work {
    case .block(let body):
      let kind: PhaseKind = item.isSystem ? .animation : .timer
      runningAppearanceOwner = item.appearanceOwner
      runTurn(.scheduled, Phase(kind, subject: item.origin.raw)) { body() }
      runningAppearanceOwner = .none
    case .timer(let timer):
      guard timer.isValid else { return }
      runTurn(.scheduled, Phase(.timer, subject: item.origin.raw)) { timer.fireFromRunLoop() }
      if timer.isValid, timer.repeats {
        schedule.insert(
          at: item.time + max(1, timer.intervalMilliseconds), .timer(timer), isSystem: false,
          origin: item.origin)
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

  /// Called by a host when a representable updated because its inputs changed.
  func noteRepresentableUpdate() { feedback.updatedView = true }

  private func noteFeedbackTurn() {
    var chain = FeedbackTracker.Chain()
    if feedback.changedState && feedback.updatedView {
      chain = feedback.running
      chain.length += 1
      chain.history.append(feedback.writes.joined(separator: ", "))
      if chain.history.count > bounds.maxFeedbackTurns + 1 { chain.history.removeFirst() }
    }
    feedback.writes.removeAll()
    feedback.chains[turn] = chain
    if chain.length > 0 { feedback.openChains[turn] = chain }
    if chain.length > bounds.maxFeedbackTurns {
      exceed(chain.crossedSteps ? .settleTurns : .feedbackTurns, limit: bounds.maxFeedbackTurns, history: chain.history)
    }
  }
}
