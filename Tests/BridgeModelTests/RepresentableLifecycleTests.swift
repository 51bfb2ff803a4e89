import BridgeModel
import Testing

@Suite("Representable lifecycle (fidelity §1a)")
struct RepresentableLifecycleTests {
  @Test("L1 L3: makeCoordinator, then makeUIView, then updateUIView at once")
  func initialisationOrder() {
    let (_, recorder) = makeWorld(FieldScreen())
    let lifecycle = recorder.events.filter { $0.isMakeCoordinator || $0.isMake || $0.isUpdate }
    #expect(lifecycle.count == 3)
    #expect(lifecycle[0].isMakeCoordinator)
    #expect(lifecycle[1].isMake)
    #expect(lifecycle[2].updateReason == .initial)
  }

  @Test("S4: an equal state write is a no-op; a changed one updates the representable once")
  func equalWriteIsNoOp() {
    let (world, recorder) = makeWorld(FieldScreen())
    var mark = recorder.events.count
    #expect(world.apply(.set(state: "text", value: "\"\"")))
    #expect(recorder.since(mark).contains { $0.stateWriteOutcome == .equal })
    #expect(!recorder.since(mark).contains { $0.isUpdate })
    mark = recorder.events.count
    #expect(world.apply(.set(state: "text", value: "\"a\"")))
    #expect(recorder.since(mark).filter(\.isUpdate).count == 1)
  }
}
