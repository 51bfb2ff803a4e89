import BridgeModel
import Testing

/// What a task body saw when it ran: whether its world was running it, in which frame, and
/// whether the world had ended.
@MainActor private final class Runs {
  struct Run: Equatable {
    let label: String
    let inWorld: Bool
    let phase: PhaseKind
    let tornDown: Bool
  }

  let world: World
  var runs: [Run] = []
  init(_ world: World) { self.world = world }

  func note(_ label: String) {
    runs.append(
      Run(
        label: label, inWorld: RunContext.current === world, phase: world.phase.kind,
        tornDown: world.isTornDown))
  }

  var labels: [String] { runs.map(\.label) }
  /// Every run happened inside the world, in a turn of a task, before it ended.
  var allInsideTurns: Bool { runs.allSatisfy { $0.inWorld && $0.phase == .task && !$0.tornDown } }
}

@MainActor private final class Loader {
  func load(_ text: String) async -> String {
    try? await Task.sleep(for: .milliseconds(300))
    return text.uppercased()
  }
}

/// A `.task(id:)` on a text that can be taken away, for the modifier's lifecycle.
private struct TaskProbeScreen: View {
  @State var id = 0
  @State var shown = true
  let runs: Runs

  var body: some View {
    if shown {
      Text("x").task(id: id) {
        let id = self.id
        runs.note("started \(id)")
        do {
          try await Task.sleep(for: .seconds(10))
          runs.note("finished \(id)")
        } catch {
          runs.note("cancelled \(id)")
        }
      }
    }
  }
}

@MainActor
@Suite("Swift concurrency inside the world (fidelity F-CC1–F-CC6)")
struct ConcurrencyTests {
  @Test("Task { @MainActor in } started in a turn runs in a turn of its own when the main queue drains (F-CC1)")
  func mainActorTask() {
    let world = World()
    let runs = Runs(world)
    RunContext.with(world) { Task { @MainActor in runs.note("task") } }
    #expect(runs.runs.isEmpty)
    #expect(world.pendingMainBlocks == 1)
    world.drainMainQueue()
    #expect(runs.labels == ["task"])
    #expect(runs.allInsideTurns)
    #expect(world.pendingMainBlocks == 0)
  }

  @Test("Main-actor jobs and main-queue blocks run in the order they were queued (F-CC1)")
  func orderWithBlocks() {
    let world = World()
    let runs = Runs(world)
    var order: [String] = []
    RunContext.with(world) {
      DispatchQueue.main.async { order.append("block 1") }
      Task { @MainActor in
        order.append("task")
        runs.note("task")
      }
      DispatchQueue.main.async { order.append("block 2") }
    }
    world.drainMainQueue()
    #expect(order == ["block 1", "task", "block 2"])
    #expect(runs.allInsideTurns)
  }

  @Test("Task.sleep waits on the virtual clock, to the millisecond (F-CC3)")
  func sleep() {
    let world = World()
    let runs = Runs(world)
    RunContext.with(world) {
      Task { @MainActor in
        try await Task.sleep(for: .seconds(1))
        runs.note("for")
        try await Task.sleep(nanoseconds: 250_000_000)
        runs.note("nanoseconds")
      }
    }
    world.drainMainQueue()
    world.advanceClock(by: 999)
    world.drainMainQueue()
    #expect(runs.runs.isEmpty)
    world.advanceClock(by: 1)
    world.drainMainQueue()
    #expect(runs.labels == ["for"])
    world.advanceClock(by: 249)
    world.drainMainQueue()
    #expect(runs.labels == ["for"])
    world.advanceClock(by: 1)
    world.drainMainQueue()
    #expect(runs.labels == ["for", "nanoseconds"])
    #expect(world.now == 1250)
    #expect(runs.allInsideTurns)
  }

  @Test("Cancelling a sleeping task wakes it at once with CancellationError; the clock does not move (F-CC5)")
  func cancellation() {
    let world = World()
    let runs = Runs(world)
    let task = RunContext.with(world) {
      Task { @MainActor in
        do {
          try await Task.sleep(for: .seconds(10))
          runs.note("woke")
        } catch is CancellationError {
          runs.note("cancelled \(Task.isCancelled)")
        } catch {
          runs.note("other error")
        }
        do {
          try Task.checkCancellation()
          runs.note("not cancelled")
        } catch {
          runs.note("checkCancellation threw")
        }
      }
    }
    world.drainMainQueue()
    RunContext.with(world) { task.cancel() }
    world.drainMainQueue()
    #expect(runs.labels == ["cancelled true", "checkCancellation threw"])
    #expect(world.now == 0)
    #expect(runs.allInsideTurns)
  }

  @Test("An async method awaited from a task, Task.detached and MainActor.run all run in the world (F-CC2, F-CC4)")
  func asyncFunctionsAndHops() {
    let world = World()
    let runs = Runs(world)
    let loader = Loader()
    RunContext.with(world) {
      Task { @MainActor in
        let text = await loader.load("a")
        runs.note("loaded \(text)")
      }
      Task.detached {
        let value = 40 + 2
        await MainActor.run { runs.note("main actor run \(value)") }
      }
    }
    world.drainMainQueue()
    #expect(runs.labels == ["main actor run 42"])
    world.advanceClock(by: 300)
    world.drainMainQueue()
    #expect(runs.labels == ["main actor run 42", "loaded A"])
    #expect(runs.allInsideTurns)
  }

  @Test("Tearing a world down ends its waiting tasks before it ends; nothing is left to run after (F-CC6)")
  func teardownFinishesTasks() {
    let world = World()
    let runs = Runs(world)
    RunContext.with(world) {
      Task { @MainActor in
        try? await Task.sleep(for: .seconds(10))
        runs.note("after sleep")
      }
    }
    world.drainMainQueue()
    RunContext.with(world) { Task { @MainActor in runs.note("queued") } }
    world.tearDown()
    #expect(runs.labels == ["queued", "after sleep"])
    #expect(runs.runs.allSatisfy { $0.inWorld && !$0.tornDown })
    #expect(world.pendingMainBlocks == 0)
    #expect(!world.hasScheduledWork)
  }

  @Test("A sleep or asyncAfter a step started keeps the app from rest; one the clock's own work re-armed does not")
  func clockWorkOfSteps() {
    let world = World()
    RunContext.with(world) {
      Task { @MainActor in
        while true { try? await Task.sleep(for: .seconds(1)) }
      }
    }
    #expect(!world.awaitsClockWorkOfSteps)
    world.drainMainQueue()
    #expect(world.awaitsClockWorkOfSteps)
    world.advanceClock(by: 1000)
    world.drainMainQueue()
    // The loop's next sleep: scheduled by work the clock woke.
    #expect(world.hasScheduledWork)
    #expect(!world.awaitsClockWorkOfSteps)
    RunContext.with(world) {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {}
      }
    }
    #expect(world.awaitsClockWorkOfSteps)
    world.advanceClock(by: 200)
    #expect(!world.awaitsClockWorkOfSteps)
    RunContext.with(world) { _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in } }
    #expect(!world.awaitsClockWorkOfSteps)
    RunContext.with(world) { _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in } }
    #expect(world.awaitsClockWorkOfSteps)
    #expect(!world.isQuiescent)
  }

  @Test("Work due beyond the fuzzer's largest clock step does not keep the app from rest")
  func clockWorkBeyondAStep() {
    let world = World()
    RunContext.with(world) { DispatchQueue.main.asyncAfter(deadline: .now() + 60) {} }
    #expect(world.hasScheduledWork)
    #expect(!world.awaitsClockWorkOfSteps)
    #expect(world.isQuiescent)
    world.advanceClock(by: 59_000)
    #expect(world.awaitsClockWorkOfSteps)
  }

  @Test(".task(id:) starts with its view, restarts when the id changes, and is cancelled when the view goes (F-CC7)")
  func taskModifier() {
    let world = World()
    let runs = Runs(world)
    world.mount(TaskProbeScreen(runs: runs))
    world.drainMainQueue()
    #expect(runs.labels == ["started 0"])
    #expect(world.apply(.set(state: "id", value: "0")))
    world.drainMainQueue()
    #expect(runs.labels == ["started 0"])
    #expect(world.apply(.set(state: "id", value: "1")))
    world.drainMainQueue()
    // The cancelled sleep wakes off the main actor first and hops back behind the new task's start.
    #expect(runs.labels == ["started 0", "started 1", "cancelled 0"])
    world.advanceClock(by: 10_000)
    world.drainMainQueue()
    #expect(runs.labels == ["started 0", "started 1", "cancelled 0", "finished 1"])
    #expect(world.apply(.set(state: "id", value: "2")))
    world.drainMainQueue()
    #expect(world.apply(.set(state: "shown", value: "false")))
    world.drainMainQueue()
    #expect(runs.labels.suffix(2) == ["started 2", "cancelled 2"])
    #expect(world.now == 10_000)
    #expect(runs.allInsideTurns)
  }

  @Test("Background work completing on the main queue runs off the main thread, then on it, each in a turn (F-CC8)")
  func backgroundQueues() {
    let world = World()
    let runs = Runs(world)
    let own = DispatchQueue(label: "com.example.loader", qos: .userInitiated, attributes: .concurrent)
    RunContext.with(world) {
      // As an app writes it: the closures given to background queues run concurrently, so
      // they touch main-actor state only by hopping back.
      DispatchQueue.global(qos: .userInitiated).async {
        let loaded = "loaded"
        DispatchQueue.main.async { runs.note(loaded) }
      }
      own.async {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { runs.note("later") }
      }
    }
    #expect(world.pendingMainBlocks == 2)
    let log = EventLog()
    world.log = log
    world.drainMainQueue()
    #expect(runs.labels == ["loaded"])
    #expect(runs.runs.allSatisfy { $0.inWorld && $0.phase == .mainQueueBlock })
    world.advanceClock(by: 500)
    #expect(runs.labels == ["loaded", "later"])
    let backgroundTurns = log.events.filter { event in
      if case .turnBegan(.backgroundBlock) = event.kind { return true }
      return false
    }
    #expect(backgroundTurns.count == 2)
  }

  @Test("Teardown ends 100 waiting tasks, each hopping a few times on its way out (memory stays flat, F-CC6)")
  func teardownFinishesManyTasks() {
    let world = World()
    let runs = Runs(world)
    RunContext.with(world) {
      for index in 0..<100 {
        Task { @MainActor in
          try? await Task.sleep(for: .seconds(1))
          runs.note("\(index)")
        }
      }
    }
    world.tearDown()
    #expect(runs.runs.count == 100)
    #expect(world.pendingMainBlocks == 0)
    #expect(!world.hasScheduledWork)
  }

  @Test("A task made outside any world runs on the runtime's executors, not a world's")
  func outsideAWorld() async {
    let before = ExecutorCounters.passedThrough
    let value = await Task { @MainActor in RunContext.current == nil }.value
    #expect(value)
    #expect(ExecutorCounters.passedThrough > before)
  }
}

/// A main-actor object whose `deinit` is isolated (as every class of a module built with
/// `defaultIsolation(MainActor)` has, unless it says `nonisolated deinit`).
@MainActor private final class IsolatedDeinitProbe {
  let onDeinit: () -> Void
  init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
  isolated deinit { onDeinit() }
}

@Suite("An isolated deinit in a world runs where the object is released (as on the main thread)")
struct IsolatedDeinitTests {
  /// A nonisolated test runs on the default executor, not the main actor's: the runtime
  /// hands the deinit to the main executor instead of running it, which the world must not
  /// leave waiting on its main queue (the world would not settle until a drain).
  @Test("Released inside a world run from another executor: the deinit has run and the world is settled")
  func runsInPlace() {
    let (deinitRan, settled) = MainActor.assumeIsolated { () -> (Bool, Bool) in
      let (world, _) = makeWorld(Text("probe"))
      var ran = false
      RunContext.with(world) {
        var probe: IsolatedDeinitProbe? = IsolatedDeinitProbe { ran = true }
        _ = probe
        probe = nil
      }
      return (ran, world.isQuiescent)
    }
    #expect(deinitRan)
    #expect(settled)
  }
}
