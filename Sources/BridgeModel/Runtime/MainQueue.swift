/// Work that runs in a turn of its own: a block, or a job of a Swift task.
enum TurnWork {
  /// A `DispatchQueue.main.async` or `asyncAfter` block.
  case block(() -> Void)
  /// A block of a background queue (`DispatchQueue.global().async`): off the main thread.
  case backgroundBlock(() -> Void)
  /// A job of a task: on the main actor, or on the default executor (`Task.detached`,
  /// nonisolated async functions; the model runs them on the world's thread too).
  case job(UnownedJob, onMainActor: Bool)
}

/// Where a block, job or timer item came from, for attribution and for the loop bounds: the
/// main queue's blocks and the clock's items carry the same record.
struct Provenance {
  /// The node whose code queued or scheduled the work.
  var origin: NodeID
  /// The drain turn that queued it (-1 if none): links feedback chains (S9).
  var parentTurn: Int32 = -1
  /// The view controller whose appearance started this work (`World.currentAppearanceOwner`).
  var appearanceOwner = ObjectID.none
  /// Whether a block of that same work scheduled it (it re-arms itself: repeating work).
  var rearmed = false
  /// The turn that queued it, and whether a representable's update did (links feedback
  /// chains across steps: `representable.settles`).
  var sourceTurn: Int32 = -1
  var fromUpdate = false
  /// Work the clock's own work queued (a block or job that a timer, `asyncAfter` block or
  /// `Task.sleep` wake-up queued, or that such work queued in turn): a poll or a loop of sleeps
  /// re-arming itself, not work a step started.
  var byClock = false
  /// Its place in the chain of work that queued it within one drain or clock advance
  /// (`TurnScheduler.drainGeneration`): one more than its parent's; work queued outside that drain
  /// or advance counts as 1.
  var depth: Int32 = 1
  var generation: Int32 = -1
}

/// A block or task job waiting on the main queue.
struct MainBlock {
  let work: TurnWork
  let provenance: Provenance
}

/// The FIFO of `DispatchQueue.main.async` blocks. Each block gets its own turn (fidelity E3).
struct MainQueue {
  private var blocks: [MainBlock] = []
  private var head = 0

  var isEmpty: Bool { head == blocks.count }
  var count: Int { blocks.count - head }

  mutating func push(_ block: MainBlock) { blocks.append(block) }

  func contains(origin: NodeID) -> Bool { blocks[head...].contains { $0.provenance.origin == origin } }

  /// The first block or job that runs on the main thread (a background queue's blocks and
  /// default-executor jobs stay where they are: they run when their thread gets to them).
  mutating func popMainThread() -> MainBlock? {
    var index = head
    while index < blocks.count {
      switch blocks[index].work {
      case .block, .job(_, onMainActor: true):
        if index == head { return pop() }
        return blocks.remove(at: index)
      case .backgroundBlock, .job:
        index += 1
      }
    }
    return nil
  }

  mutating func pop() -> MainBlock? {
    guard head < blocks.count else { return nil }
    let block = blocks[head]
    head += 1
    if head == blocks.count {
      blocks.removeAll(keepingCapacity: true)
      head = 0
    }
    return block
  }
}

/// Work that comes due on the virtual clock: timers, `asyncAfter` blocks, UIKit animation frames.
struct ScheduledItem {
  enum Work {
    case timer(Timer)
    case block(() -> Void)
    /// A `Task.sleep` that comes due: the job wakes the sleeping task.
    case job(UnownedJob)
  }
  var time: Int64
  var sequence: Int64
  var work: Work
  /// UIKit's own work (animations): the world is not quiescent while it is pending.
  var isSystem: Bool
  var provenance: Provenance
}

/// The clock-driven work of a world, ordered by (time, insertion).
struct Schedule {
  /// The items, the next one due last: taking it is `removeLast`, where taking the first of an
  /// array in due order moved every other item (a display link re-arms every frame).
  private(set) var items: [ScheduledItem] = []
  private var nextSequence: Int64 = 0
  private var systemCount = 0

  var hasSystemWork: Bool { systemCount > 0 }
  var isEmpty: Bool { items.isEmpty }

  mutating func insert(at time: Int64, _ work: ScheduledItem.Work, isSystem: Bool, _ provenance: Provenance) {
    let item = ScheduledItem(time: time, sequence: nextSequence, work: work, isSystem: isSystem, provenance: provenance)
    nextSequence += 1
    if isSystem { systemCount += 1 }
    // Due after every item due at or before `time` (the new item's sequence is the largest), so
    // stored before them: a binary search, where a scan's closure checked its executor per item
    // (~220 instructions each in this main-actor module).
    var low = 0
    var high = items.count
    while low < high {
      let middle = (low + high) / 2
      if items[middle].time > time { low = middle + 1 } else { high = middle }
    }
    // `insert(_:at:)` goes through `replaceSubrange` (a few hundred instructions); the item due
    // before all others (a display link's next frame, as a rule) is appended.
    if low == items.count { items.append(item) } else { items.insert(item, at: low) }
  }

  /// Removes and returns the earliest item due at or before `limit`.
  mutating func popDue(before limit: Int64) -> ScheduledItem? {
    // Its time read in place and the item moved out: no copy of its work to retain and release.
    guard !items.isEmpty, items[items.count - 1].time <= limit else { return nil }
    let next = items.removeLast()
    if next.isSystem { systemCount -= 1 }
    return next
  }

  /// Removes and returns the earliest task job (a sleep), for the world's teardown.
  mutating func popFirstJob() -> ScheduledItem? {
    guard
      let index = items.lastIndex(where: {
        if case .job = $0.work { return true }
        return false
      })
    else { return nil }
    return items.remove(at: index)
  }

  /// Empties the schedule for the world's teardown: timers let go of their blocks.
  mutating func releaseForTeardown() {
    for item in items.reversed() { if case .timer(let timer) = item.work { timer.releaseForTeardown() } }
    items.removeAll()
    systemCount = 0
  }

  /// Drops timers that were invalidated.
  mutating func removeTimer(_ timer: Timer) {
    items.removeAll {
      if case .timer(let t) = $0.work { return t === timer }
      return false
    }
  }

  /// Removes all of UIKit's pending work whose owner decides it is obsolete.
  mutating func removeSystemWork(where predicate: (ScheduledItem) -> Bool) {
    items.removeAll { item in
      guard item.isSystem, predicate(item) else { return false }
      systemCount -= 1
      return true
    }
  }
}

/// Follows feedback chains (fidelity S9): a block that a drained block enqueued,
/// in a turn where state changed and a representable updated, extends its
/// parent's chain. A backlog of blocks queued before the drain is not a chain.
struct FeedbackTracker {
  struct Chain {
    var length = 0
    var history: [String] = []
    /// The chain went on in a later step (a clock advance or drain after the one it began in).
    var crossedSteps = false
    /// The chain reached this turn through work an update scheduled (directly, or through
    /// work such work scheduled): a turn that writes nothing passes it on to the work it
    /// schedules, as a web view's navigation goes through stages before its delegate writes.
    var passesOn = false
  }

  var isActive = false
  var changedState = false
  var updatedView = false
  var writes: [String] = []
  /// The chain of the block running now.
  var running = Chain()
  /// The chain each drain turn ended with, in turn order: turns only grow, so noting one
  /// appends and finding one is a binary search (a dictionary hashed the turn twice a turn,
  /// and a display link's frames are turns).
  private(set) var chains: [(turn: Int32, chain: Chain)] = []
  /// The chains still growing when their drain ended, by turn, kept across steps until the
  /// next user action: work an update scheduled for a later step continues them.
  var openChains: [Int32: Chain] = [:]

  /// The chain a block or timer item continues: the one of the turn that enqueued it in this
  /// drain, else (enqueued by an update in an earlier step) the one that turn left open.
  func chain(parentTurn: Int32, sourceTurn: Int32, fromUpdate: Bool) -> Chain {
    var chain: Chain
    if let found = endedChain(parentTurn) {
      chain = found
    } else if let found = openChains[sourceTurn], fromUpdate || found.passesOn {
      chain = found
      chain.crossedSteps = true
    } else {
      return Chain()
    }
    if fromUpdate { chain.passesOn = true }
    return chain
  }

  /// The chain `turn` ended with in this drain, if it was noted.
  func endedChain(_ turn: Int32) -> Chain? {
    let index = position(of: turn)
    return index < chains.count && chains[index].turn == turn ? chains[index].chain : nil
  }

  /// Notes the chain `turn` ended with (again, if a turn ran no work and kept the last one's number).
  mutating func note(_ chain: Chain, endingTurn turn: Int32) {
    let index = position(of: turn)
    if index == chains.count {
      chains.append((turn, chain))
    } else if chains[index].turn == turn {
      chains[index].chain = chain
    } else {
      chains.insert((turn, chain), at: index)
    }
  }

  /// The index of the first noted turn at or after `turn`.
  private func position(of turn: Int32) -> Int {
    if let last = chains.last, last.turn < turn { return chains.count }
    // A turn at or before the first ended one (-1, the parent of work with none: a re-armed
    // timer's) is answered without a search.
    if let first = chains.first, turn <= first.turn { return 0 }
    var low = 0
    var high = chains.count
    while low < high {
      let middle = (low + high) / 2
      if chains[middle].turn < turn { low = middle + 1 } else { high = middle }
    }
    return low
  }

  mutating func begin() {
    isActive = true
    chains.removeAll(keepingCapacity: true)
  }

  /// Keeps the table's storage: a drain notes a chain per turn, and a world drains every step.
  mutating func end() {
    isActive = false
    chains.removeAll(keepingCapacity: true)
  }
}
