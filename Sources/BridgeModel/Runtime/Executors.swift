import Dispatch
import Synchronization
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

#if !compiler(>=6.3)
  #error("BridgeModel needs Swift 6.3.1: it runs Swift concurrency on its own executors (README, ARCHITECTURE.md)")
#endif

// Swift concurrency inside the world (ARCHITECTURE.md §Runtime, FIDELITY.md F-CC1–F-CC6).
//
// The runtime's main and default executors are replaced, once per process, by the two below
// (`_createExecutors(factory:)`, experimental SPI of Swift 6.3.1: the README pins the toolchain).
// A job enqueued on the thread that is running a world (`RunContext`) is the world's: it waits
// on the world's main queue and runs in its own turn when the main queue drains, and a
// `Task.sleep` waits on the world's virtual clock. Any other job — harness code, tests, work
// after a world returned — passes through to Dispatch as the runtime's own executors would
// run it. So pasted code keeps the real `Task`, `MainActor` and `async`/`await`.

/// The main actor's executor.
nonisolated final class ModelMainExecutor: MainExecutor, @unchecked Sendable {
  static let shared = ModelMainExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    // The isolated `deinit` of a main-actor object released while a world runs (an explicit
    // `isolated deinit`, or any class of a module built with `defaultIsolation(MainActor)`).
    // On the device the release happens on the main thread and the runtime runs the deinit in
    // place. Here the runtime may not take the world's thread for the main actor's (the caller's
    // task started on another executor, as a test's does before the first world installs these
    // executors) and hands the deinit over instead; waiting on the world's main queue, it would
    // keep the world from settling until a drain. It runs now, where the object was released.
    if job.kind.rawValue == Self.isolatedDeinitKind, worldOnThisThread() != nil {
      job.runSynchronously(on: asUnownedSerialExecutor())
      return
    }
    let unowned = UnownedJob(job)
    if capturedByWorld(unowned, onMainActor: true) { return }
    let executor = asUnownedSerialExecutor()
    Dispatch.DispatchQueue.main.async { unowned.runSynchronously(on: executor) }
  }

  /// The main actor is the thread a world runs on, or Dispatch's main queue outside worlds;
  /// the model does not check further (a world runs model code on whatever thread runs it).
  func checkIsolated() {}

  /// The runtime's job kind of a deferred isolated `deinit` (`JobKind::IsolatedDeinit` in the
  /// runtime's ABI, swift/ABI/MetadataValues.h: the kinds from 192 are the runtime's own).
  static let isolatedDeinitKind = ExecutorJob.Kind.firstReserved.rawValue + 4

  // `async` top-level code would drain through these; the package has none.
  func run() throws { dispatchMain() }
  func stop() {}
}

/// The executor of tasks not bound to an actor: `Task.detached`, nonisolated async functions,
/// `async let` and task-group children, and the wake-ups of `Task.sleep`.
nonisolated final class ModelDefaultExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
  static let shared = ModelDefaultExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    let unowned = UnownedJob(job)
    if capturedByWorld(unowned, onMainActor: false) { return }
    let executor = asUnownedTaskExecutor()
    Dispatch.DispatchQueue.global().async { unowned.runSynchronously(on: executor) }
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
    if let world = worldOnThisThread(), let delay = clock.now.duration(to: instant) as? Swift.Duration {
      let unowned = UnownedJob(job)
      let milliseconds = virtualMilliseconds(delay)
      assumeOnModelThread(world) { $0.scheduleJob(unowned, after: milliseconds) }
      return
    }
    ExecutorCounters.notePassedThrough()
    let platform = PlatformExecutorFactory.defaultExecutor as! any SchedulingExecutor
    platform.enqueue(job, at: instant, tolerance: tolerance, clock: clock)
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
    enqueue(job, at: clock.now.advanced(by: delay), tolerance: tolerance, clock: clock)
  }
}

/// The capture rule: a job enqueued on a thread running a world waits on that world's main
/// queue (true); any other is counted as passed through (false) and its executor hands it to
/// Dispatch.
nonisolated func capturedByWorld(_ job: UnownedJob, onMainActor: Bool) -> Bool {
  guard let world = worldOnThisThread() else {
    ExecutorCounters.notePassedThrough()
    return false
  }
  assumeOnModelThread(world) { $0.enqueueJob(job, onMainActor: onMainActor) }
  return true
}

/// Installs the model's executors, once per process.
nonisolated enum ModelExecutors: ExecutorFactory {
  static var mainExecutor: any MainExecutor { ModelMainExecutor.shared }
  static var defaultExecutor: any TaskExecutor { ModelDefaultExecutor.shared }

  /// Called by every world before it runs anything; only the first call installs.
  static let installed: Void = { _createExecutors(factory: ModelExecutors.self) }()
}

/// Jobs that did not belong to a world (tests read it: work of a world must never pass through).
public nonisolated enum ExecutorCounters {
  /// Jobs and sleeps enqueued while no world ran on the enqueuing thread.
  public static var passedThrough: Int { passed.load(ordering: .relaxed) }

  static let passed = Atomic<Int>(0)

  static func notePassedThrough() { passed.add(1, ordering: .relaxed) }
}

/// A sleep's remaining time on the virtual clock: whole milliseconds, rounded to nearest, so the
/// real time between `Task.sleep` reading the clock and the executor reading it does not show.
nonisolated func virtualMilliseconds(_ duration: Swift.Duration) -> Int64 {
  let (seconds, attoseconds) = duration.components
  let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
  guard !milliseconds.overflow else { return seconds > 0 ? Int64.max / 4 : 0 }
  let rest = (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
  return max(0, min(Int64.max / 4, milliseconds.partialValue + rest))
}
