import BridgeModel
import Dispatch
import Foundation
import Testing

/// Pasted files often import Foundation or Dispatch as well; with `BridgeModelNames.swift` in
/// the module, their queues, timers and notifications are still the world's.
@MainActor
@Suite("A file importing Foundation and Dispatch next to BridgeModel runs on the world's queues")
struct ForeignImportsTests {
  @Test("DispatchQueue, Timer, RunLoop and NotificationCenter are the model's")
  func namesAreTheModels() {
    #expect(String(reflecting: DispatchQueue.self) == "BridgeModel.DispatchQueue")
    #expect(String(reflecting: Timer.self) == "BridgeModel.Timer")
    #expect(String(reflecting: RunLoop.self) == "BridgeModel.RunLoop")
    #expect(String(reflecting: NotificationCenter.self) == "BridgeModel.NotificationCenter")
    #expect(String(reflecting: IndexPath.self) == "BridgeModel.IndexPath")
    #expect(String(reflecting: DispatchQoS.self) == "BridgeModel.DispatchQoS")
  }

  @Test("Work queued from such a file waits on the world's main queue and clock")
  func workIsTheWorlds() {
    let world = World()
    var ran: [String] = []
    RunContext.with(world) {
      DispatchQueue.main.async { ran.append("async") }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { ran.append("after") }
      _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in ran.append("timer") }
    }
    #expect(ran.isEmpty)
    world.drainMainQueue()
    world.advanceClock(by: 1000)
    #expect(ran == ["async", "after", "timer"])
  }
}
