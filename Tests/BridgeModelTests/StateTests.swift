import Testing

@testable import BridgeModel

@MainActor
@Suite("State writes, flushes and loops (fidelity §0, §2)")
struct StateTests {
  @Test("S2, S3: a write fired synchronously from a setter inside update is reported and dropped")
  func writeDuringUpdateRejected() {
    let (world, recorder) = makeWorld(
      FieldScreen(guarded: false, writeFromSelection: true),
      profile: {
        var p = BehaviourProfile.default
        p.tfSelectionOnProgrammaticText = .always
        return p
      }())
    let mark = recorder.events.count
    #expect(world.apply(.set(state: "text", value: "\"a\"")))
    let writes = recorder.since(mark).filter { $0.stateWriteOutcome == .rejected }
    #expect(writes.count == 1)
    #expect(writes.first?.isInsideUpdate == true)
    #expect(
      recorder.since(mark).contains {
        if case .diagnostic(let text) = $0.kind { return text.hasPrefix("Modifying state during view update") }
        return false
      })
  }

  @Test("S3: a write made inside update is dropped by default, kept and re-flushed under applyDeferred")
  func applyDeferred() {
    struct Screen: View {
      @State var text = "a"
      var body: some View { ExclaimRep(text: $text) }
    }
    for knob in BehaviourProfile.StateWriteDuringUpdate.allCases {
      var profile = BehaviourProfile.default
      profile.stateWriteDuringUpdate = knob
      let (world, recorder) = makeWorld(Screen(), profile: profile)
      let outcomes = recorder.events.compactMap(\.stateWriteOutcome)
      let text = world.stateLocations.first { $0.name == "text" }?.valueText
      if knob == .reject {
        #expect(outcomes == [.rejected])
        #expect(text == "\"a\"")
      } else {
        #expect(outcomes == [.deferred])
        #expect(text == "\"a!\"")
        #expect(world.representedViews(of: UILabel.self).first?.text == "a!")
      }
    }
  }

  @Test("S4: an equal write is a complete no-op; a changed write is visible at once outside body")
  func equalWriteNoOp() {
    let (world, recorder) = makeWorld(FieldScreen())
    let mark = recorder.events.count
    #expect(world.apply(.set(state: "text", value: "\"\"")))
    #expect(recorder.since(mark).contains { $0.stateWriteOutcome == .equal })
    #expect(
      !recorder.since(mark).contains {
        if case .flushBegan = $0.kind { return true }
        return false
      })
  }

  @Test("E1, E2: several writes in one turn give one flush and one update")
  func coalescing() {
    struct Screen: View {
      @State var a = 0
      @State var b = 0
      let log: CallLog
      var body: some View {
        ProbeRep(log: log, value: a + b)
        Button("Both") {
          a += 1
          b += 1
        }
      }
    }
    let (world, recorder) = makeWorld(Screen(log: CallLog()))
    let mark = recorder.events.count
    #expect(world.apply(.tap("Both")))
    let flushes = recorder.since(mark).filter {
      if case .flushBegan = $0.kind { return true }
      return false
    }
    #expect(flushes.count == 1)
    #expect(recorder.since(mark).filter(\.isUpdate).count == 1)
  }

  @Test("E3: DispatchQueue.main.async runs in a later turn, with its own flush")
  func mainQueueLaterTurn() {
    struct Screen: View {
      @State var value = 0
      let log: CallLog
      var body: some View {
        ProbeRep(log: log, value: value)
        Button("Later") { DispatchQueue.main.async { value = 7 } }
      }
    }
    let log = CallLog()
    let (world, _) = makeWorld(Screen(log: log), profile: drainedProfile)
    #expect(world.apply(.tap("Later")))
    #expect(!log.calls.contains("updateUIView(7)"))
    #expect(world.pendingMainBlocks == 1)
    #expect(!world.isQuiescent)
    #expect(world.apply(.drainMainQueue))
    #expect(log.calls.contains("updateUIView(7)"))
    #expect(world.isQuiescent)
    // By default (F-RL1) the block runs at the end of the tap's step, in a turn of its own.
    let prompt = CallLog()
    let (other, recorder) = makeWorld(Screen(log: prompt))
    #expect(other.apply(.tap("Later")))
    #expect(prompt.calls.contains("updateUIView(7)"))
    #expect(other.pendingMainBlocks == 0)
    let turns = recorder.events.compactMap { event -> TurnCause? in
      if case .turnBegan(let cause) = event.kind { return cause }
      return nil
    }
    #expect(turns.suffix(2) == [.action, .mainQueueBlock])
  }

  @Test("S9: a write-back that changes the value every round trip is stopped and reported")
  func feedbackLoop() {
    struct Screen: View {
      @State var count = 0
      let log: CallLog
      var body: some View { LoopRep(count: $count) }
    }
    let (world, recorder) = makeWorld(Screen(log: CallLog()), profile: drainedProfile)
    #expect(world.apply(.drainMainQueue))
    let bound = recorder.events.compactMap { event -> LoopBound? in
      if case .boundExceeded(let bound, _, _) = event.kind { return bound }
      return nil
    }
    #expect(bound == [.feedbackTurns])
    #expect(world.isHalted)
  }

  @Test("S9: a backlog of blocks queued before a drain is not a feedback loop")
  func backlogIsNotALoop() {
    struct Screen: View {
      @State var count = 0
      var body: some View {
        BindingRep(text: .constant("\(count)"))
        Button("Queue") { DispatchQueue.main.async { count += 1 } }
      }
    }
    let (world, recorder) = makeWorld(Screen(), profile: drainedProfile)
    for _ in 0..<12 { #expect(world.apply(.tap("Queue"))) }
    #expect(world.apply(.drainMainQueue))
    #expect(
      !recorder.events.contains {
        if case .boundExceeded = $0.kind { return true }
        return false
      })
  }
}

/// On every update, asks for `count + 1` asynchronously: never settles.
struct LoopRep: UIViewRepresentable {
  @Binding var count: Int
  func makeCoordinator() -> Box { Box() }
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) {
    label.text = "\(count)"
    let next = count + 1
    let binding = $count
    DispatchQueue.main.async { binding.wrappedValue = next }
  }
  final class Box {}
}

/// Writes `text + "!"` straight from updateUIView until the text ends with "!".
struct ExclaimRep: UIViewRepresentable {
  @Binding var text: String
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) {
    label.text = text
    if !text.hasSuffix("!") { text += "!" }
  }
}
