import Testing

@testable import BridgeModel

/// Writes its binding during its own update until it reaches `limit` (applied after the update
/// under `stateWriteDuringUpdate = applyDeferred`, so each write costs one more flush round).
struct CountingWriter: UIViewRepresentable {
  @Binding var count: Int
  let limit: Int
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) {
    label.text = "\(count)"
    if count > 0, count < limit { count += 1 }
  }
}

/// Asks for `count + 1` on the main queue from its update until it reaches `limit`: a
/// write-back that converges after `limit` round trips.
struct SlowConverger: UIViewRepresentable {
  @Binding var count: Int
  let limit: Int
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) {
    label.text = "\(count)"
    guard count < limit else { return }
    let next = count + 1
    let binding = $count
    DispatchQueue.main.async { binding.wrappedValue = next }
  }
}

/// A block that re-queues itself until it has run `limit` times; nothing else changes.
final class Requeuer {
  let limit: Int
  let delayed: Bool
  let delay: Double
  private(set) var runs = 0
  init(limit: Int, delayed: Bool, delay: Double = 0.001) {
    self.limit = limit
    self.delayed = delayed
    self.delay = delay
  }
  func run() {
    runs += 1
    guard runs < limit else { return }
    if delayed {
      DispatchQueue.main.asyncAfter(deadline: .now() + delay) { self.run() }
    } else {
      DispatchQueue.main.async { self.run() }
    }
  }
}

extension Recorder {
  var exceededBounds: [LoopBound] {
    events.compactMap { event in
      if case .boundExceeded(let bound, _, _) = event.kind { return bound }
      return nil
    }
  }
}

@MainActor
@Suite("Each run bound at its documented value: at the bound the world settles, one past it is a loop")
struct BoundTests {
  @Test("The documented values: 16 flush rounds a turn, 64 turns a drain, 8 feedback turns")
  func documentedValues() {
    #expect(RunBounds.default.maxFlushesPerTurn == 16)
    #expect(RunBounds.default.maxTurnsPerDrain == 64)
    #expect(RunBounds.default.maxFeedbackTurns == 8)
  }

  /// Taps "go" once; the writer then needs `limit` flush rounds in that turn.
  func flushRounds(limit: Int) -> [LoopBound] {
    struct Screen: View {
      @State var count = 0
      let limit: Int
      var body: some View {
        CountingWriter(count: $count, limit: limit)
        Button("go") { count = 1 }
      }
    }
    var profile = BehaviourProfile.default
    profile.stateWriteDuringUpdate = .applyDeferred
    let (world, recorder) = makeWorld(Screen(limit: limit), profile: profile)
    #expect(world.apply(.tap("go")))
    return recorder.exceededBounds
  }

  @Test("E1: a turn that needs 16 flush rounds settles; one that needs 17 is an infinite update loop")
  func flushesPerTurn() {
    // The tap's flush writes 2, 3, … limit: one round for the tap, one per write after it.
    #expect(flushRounds(limit: 16).isEmpty)
    #expect(flushRounds(limit: 17) == [.flushesPerTurn])
  }

  func drain(limit: Int, delayed: Bool) -> (runs: Int, bounds: [LoopBound]) {
    let (world, recorder) = makeAppWorld()
    let requeuer = Requeuer(limit: limit, delayed: delayed)
    world.launch { _ in
      if delayed {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.001) { requeuer.run() }
      } else {
        DispatchQueue.main.async { requeuer.run() }
      }
    }
    if delayed { world.advanceClock(by: 1000) } else { world.drainMainQueue() }
    return (requeuer.runs, recorder.exceededBounds)
  }

  @Test("A backlog is not a livelock: 200 blocks queued before a drain, each queuing one more, all run")
  func backlogIsNotALivelock() {
    let (world, recorder) = makeAppWorld()
    var runs = 0
    world.launch { _ in
      for _ in 0..<200 {
        DispatchQueue.main.async { DispatchQueue.main.async { runs += 1 } }
      }
    }
    world.drainMainQueue()
    #expect(runs == 200)
    #expect(recorder.exceededBounds.isEmpty)
  }

  @Test("A poll that re-arms once per clock advance is not a livelock, however many advances it runs")
  func pollAcrossAdvances() {
    let (world, recorder) = makeAppWorld()
    let requeuer = Requeuer(limit: 200, delayed: true, delay: 0.5)
    world.launch { _ in DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { requeuer.run() } }
    for _ in 0..<150 { world.advanceClock(by: 500) }
    #expect(requeuer.runs == 150)
    #expect(recorder.exceededBounds.isEmpty)
  }

  @Test("A chain of 64 blocks, each queued by the one before, settles; a 65th is a livelock", arguments: [false, true])
  func turnsPerDrain(delayed: Bool) {
    let atBound = drain(limit: 64, delayed: delayed)
    #expect(atBound.runs == 64)
    #expect(atBound.bounds.isEmpty)
    let past = drain(limit: 65, delayed: delayed)
    #expect(past.runs == 64)
    #expect(past.bounds == [.turnsPerDrain])
  }

  func feedback(limit: Int) -> [LoopBound] {
    struct Screen: View {
      @State var count = 0
      let limit: Int
      var body: some View { SlowConverger(count: $count, limit: limit) }
    }
    let (world, recorder) = makeWorld(Screen(limit: limit), profile: drainedProfile)
    #expect(world.apply(.drainMainQueue))
    return recorder.exceededBounds
  }

  @Test("S9: a write-back that converges after 8 round trips settles; after 9 it is a feedback loop")
  func feedbackTurns() {
    #expect(feedback(limit: 8).isEmpty)
    #expect(feedback(limit: 9) == [.feedbackTurns])
  }
}
