/// The model's `DispatchQueue`: the main queue of the running world, or a background queue
/// whose blocks the world runs too.
///
/// It shadows Dispatch's type for code that imports BridgeModel (and not
/// Foundation separately), so `DispatchQueue.main.async { … }` in pasted
/// bridging code enqueues on the world's main queue, and its block runs in a
/// later turn (fidelity E3). Used outside a run, a block runs at once.
///
/// Nonisolated, as Dispatch's is: code on a background queue hops back with
/// `DispatchQueue.main.async` (the compiler treats a closure given to any other queue's
/// `async` as running concurrently, as for Dispatch's).
nonisolated public struct DispatchQueue: Sendable {
  public let label: String
  /// Whether this is the main queue (else a global or a labelled queue: background work).
  let isMain: Bool

  /// A queue of your own: background work (F-CC8).
  public init(
    label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [], target: DispatchQueue? = nil
  ) {
    self.label = label
    self.isMain = false
  }

  private init(mainLabel label: String) {
    self.label = label
    self.isMain = true
  }

  /// The main queue.
  public static let main = DispatchQueue(mainLabel: "com.apple.main-thread")

  /// A global concurrent queue: background work (F-CC8).
  public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
    DispatchQueue(label: "com.apple.root.\(qos)")
  }

  /// Enqueues `work` to run in a later turn: on the main thread, or (any other queue) off it,
  /// in the main queue's order (F-CC8).
  public func async(execute work: @escaping () -> Void) { enqueue(work) }

  /// `async`, for model code whose closure is not `@Sendable` (the compiler asks that of a
  /// closure given to `async` of any queue it cannot tell is the main one).
  func enqueue(_ work: @escaping () -> Void) {
    guard let world = worldOnThisThread() else { return work() }
    nonisolated(unsafe) let work = work
    if isMain {
      assumeOnModelThread(world) { $0.enqueueMain(work) }
    } else {
      assumeOnModelThread(world) { $0.enqueueBackground(work) }
    }
  }

  /// Runs `work` now and returns what it returns: a block given to another queue's `sync` runs
  /// while the caller waits, and the main queue's runs on the main thread. The main queue's
  /// `sync` from the main thread never returns: libdispatch stops the app (F-CC10). (A serial
  /// queue of your own synced from its own block deadlocks too; the model does not track which
  /// queue a block runs on, so that one runs.)
  public func sync<T>(execute work: () throws -> T) rethrows -> T {
    guard isMain, let world = worldOnThisThread() else { return try work() }
    nonisolated(unsafe) var wasOffMain = false
    // The block runs on the main thread while the background code waits.
    assumeOnModelThread(world) { world in
      wasOffMain = world.isOffMainThread
      world.isOffMainThread = false
    }
    if !wasOffMain {
      fatalError("BUG IN CLIENT OF LIBDISPATCH: dispatch_sync called on queue already owned by current thread")
    }
    defer { assumeOnModelThread(world) { $0.isOffMainThread = true } }
    return try work()
  }

  /// `sync` with flags (stored: a barrier changes nothing with one thread).
  public func sync<T>(flags: DispatchWorkItemFlags, execute work: () throws -> T) rethrows -> T {
    try sync(execute: work)
  }

  /// The attributes of a queue of your own (only stored).
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let concurrent = Attributes(rawValue: 1 << 1)
    public static let initiallyInactive = Attributes(rawValue: 1 << 2)
  }

  /// Runs `work` once the virtual clock reaches `deadline`.
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) { enqueue(at: deadline, work) }

  /// Runs a work item once the virtual clock reaches `deadline`. An item cancelled by then does
  /// nothing: libdispatch's `perform()` of a cancelled block returns at once (a debounce cancels
  /// the last keystroke's item).
  public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
    enqueue(at: deadline) { item.perform() }
  }

  /// Runs a work item in a later turn (nothing if it was cancelled by then).
  public func async(execute item: DispatchWorkItem) { enqueue { item.perform() } }

  /// `asyncAfter`, for model code (see `enqueue(_:)`). A background queue's block runs off the
  /// main thread.
  func enqueue(at deadline: DispatchTime, _ work: @escaping () -> Void) {
    guard let world = worldOnThisThread() else { return work() }
    nonisolated(unsafe) let given = work
    let offMain = !isMain
    assumeOnModelThread(world) { world in
      let body: () -> Void = offMain ? { [unowned world] in world.offMainThread(given) } : given
      world.schedule(after: deadline.milliseconds - world.now, .block(body), isSystem: false)
    }
  }
}

/// A point on the world's virtual clock.
nonisolated public struct DispatchTime: Comparable, Sendable {
  /// Milliseconds since the world started.
  public let milliseconds: Int64

  public init(milliseconds: Int64) { self.milliseconds = milliseconds }

  /// The world's current time (0 outside a run). The world counts the reads: app code that
  /// never reads the clock cannot tell an idle clock advance from none.
  public static func now() -> DispatchTime {
    guard let world = worldOnThisThread() else { return DispatchTime(milliseconds: 0) }
    return DispatchTime(milliseconds: world.readClock())
  }

  public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.milliseconds < b.milliseconds }

  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(milliseconds: time.milliseconds + wholeMilliseconds(seconds))
  }

  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    DispatchTime(milliseconds: time.milliseconds + interval.milliseconds)
  }
}

/// A duration for `DispatchTime` arithmetic.
nonisolated public enum DispatchTimeInterval: Sendable {
  case seconds(Int)
  case milliseconds(Int)
  case microseconds(Int)
  case nanoseconds(Int)
  case never

  var milliseconds: Int64 {
    switch self {
    case .seconds(let s): Int64(s) * 1000
    case .milliseconds(let ms): Int64(ms)
    case .microseconds(let us): Int64(us) / 1000
    case .nanoseconds(let ns): Int64(ns) / 1_000_000
    case .never: Int64.max / 4
    }
  }
}

/// Seconds as whole milliseconds, rounded to nearest.
@inline(__always)
nonisolated func wholeMilliseconds(_ seconds: Double) -> Int64 {
  guard seconds.isFinite else { return seconds > 0 ? Int64.max / 4 : 0 }
  return Int64((seconds * 1000).rounded())
}

/// A quality of service (only stored).
nonisolated public struct DispatchQoS: Sendable {
  public enum QoSClass: Sendable {
    case background, utility, `default`, userInitiated, userInteractive, unspecified
  }

  public let qosClass: QoSClass
  public init(qosClass: QoSClass) { self.qosClass = qosClass }

  public static let background = DispatchQoS(qosClass: .background)
  public static let utility = DispatchQoS(qosClass: .utility)
  public static let `default` = DispatchQoS(qosClass: .default)
  public static let userInitiated = DispatchQoS(qosClass: .userInitiated)
  public static let userInteractive = DispatchQoS(qosClass: .userInteractive)
  public static let unspecified = DispatchQoS(qosClass: .unspecified)
}

/// A work item's flags, as Dispatch's (stored: with one thread a barrier changes nothing).
nonisolated public struct DispatchWorkItemFlags: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let barrier = DispatchWorkItemFlags(rawValue: 1)
  public static let detached = DispatchWorkItemFlags(rawValue: 2)
  public static let assignCurrentContext = DispatchWorkItemFlags(rawValue: 4)
  public static let noQoS = DispatchWorkItemFlags(rawValue: 8)
  public static let inheritQoS = DispatchWorkItemFlags(rawValue: 16)
  public static let enforceQoS = DispatchWorkItemFlags(rawValue: 32)
}
