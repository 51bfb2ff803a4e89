/// What waits to run in a world, and when: the main queue, the virtual clock and its schedule,
/// and the provenance of the work running now (which work it queues inherits).
///
/// The world's turns (`World.runTurn`, `drainMainQueue`, `advanceClock`) take work from here;
/// every way work reaches app code (`DispatchQueue`, `Timer`, task jobs and sleeps, Combine's
/// schedulers, UIKit's animations) puts it here through `World.enqueue` or `World.schedule`.
/// Its mutating members never call out, so they may run while app code is on the stack.
struct TurnScheduler {
  /// What the work running now passes on to the work it queues.
  struct Running {
    /// The view controller whose appearance started it.
    var appearanceOwner = ObjectID.none
    /// Whether it is the clock's own work (`Provenance.byClock`).
    var byClock = false
    /// Its chain depth (`Provenance.depth`); 0 outside a drain or clock advance.
    var depth: Int32 = 0
  }

  /// Virtual time in milliseconds. Only clock advances and scheduled work move it.
  var now: Int64 = 0
  /// How many times app code read the clock (`DispatchTime.now()`).
  var clockReads = 0
  var mainQueue = MainQueue()
  var schedule = Schedule()
  /// Counts drains and clock advances: chain depths are relative to the one running.
  private(set) var drainGeneration: Int32 = 0
  var running = Running()
  /// The view controllers whose appearance started a block that ran after they left the screen
  /// and scheduled itself again.
  var rearmedOffScreen: [ObjectID] = []

  /// No main-queue block, task job or UIKit animation is pending.
  var hasNoPendingTurns: Bool { mainQueue.isEmpty && !schedule.hasSystemWork }

  /// The provenance of work queued now by `origin`'s code: it continues the running work's chain.
  @inline(__always)
  func provenance(
    origin: NodeID, parentTurn: Int32, appearanceOwner: ObjectID, rearmed: Bool = false, sourceTurn: Int32,
    fromUpdate: Bool
  ) -> Provenance {
    Provenance(
      origin: origin, parentTurn: parentTurn, appearanceOwner: appearanceOwner, rearmed: rearmed,
      sourceTurn: sourceTurn, fromUpdate: fromUpdate, byClock: running.byClock, depth: running.depth + 1,
      generation: drainGeneration)
  }

  /// A drain or clock advance begins: chains of work queued before it start again at 1.
  mutating func beginDrain() { drainGeneration &+= 1 }

  /// The chain depth of `provenance`'s work in the running drain or advance (1 if it was queued
  /// before that began).
  func depth(of provenance: Provenance) -> Int32 {
    provenance.generation == drainGeneration ? provenance.depth : 1
  }

  /// Whether work of a step, not the clock's own, comes due within `horizon` ms: an `asyncAfter`
  /// block, a one-shot `Timer` or a `Task.sleep` (see `World.awaitsClockWorkOfSteps`).
  func awaitsClockWorkOfSteps(within horizon: Int64) -> Bool {
    for item in schedule.items where !item.isSystem && !item.provenance.byClock && item.time <= now + horizon {
      switch item.work {
      case .block, .job: return true
      case .timer(let timer): if timer.isValid && !timer.repeats { return true }
      }
    }
    return false
  }

  /// Whether a main-queue or `asyncAfter` block queued by `node`'s code is still waiting.
  func hasPendingBlocks(from node: NodeID) -> Bool {
    mainQueue.contains(origin: node)
      || schedule.items.contains { item in
        if case .block = item.work { return item.provenance.origin == node && !item.isSystem }
        return false
      }
  }

  /// Lets go of every block and timer, for the world's teardown (task jobs run out first).
  mutating func releaseForTeardown() {
    mainQueue = MainQueue()
    schedule.releaseForTeardown()
  }
}
