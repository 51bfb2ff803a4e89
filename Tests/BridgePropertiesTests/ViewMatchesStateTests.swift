import BridgeCatalog
import BridgeCheck
import BridgeModel
import Testing

@testable import BridgeProperties

/// `representable.view-matches-state` describes a mirror found apart once: the monitor keeps a
/// property's finding once per signature, so a later mismatch of the same mirror is not written.
@MainActor
@Suite("representable.view-matches-state: a mirror found apart is described once")
struct ViewMatchesStateTests {
  /// A slider whose value is set only in makeUIView, its volume changed by `steps`.
  func mounted(_ steps: [String]) throws -> (World, Scenario) {
    let scenario = try #require(Catalog.scenario(named: "slider/volume-set-once"))
    let world = World()
    scenario.mount(world)
    for step in steps { _ = world.apply(try Action(parsing: step)) }
    return (world, scenario)
  }

  @Test("The first mismatch is reported with its sentence; the same mirror apart again is not reported again")
  func describedOnce() throws {
    let (world, scenario) = try mounted(["set volume = 0.0"])
    var property = ViewMatchesState(PropertyContext(mirrors: scenario.mirrors))
    let found = property.settled(world)
    let first = try #require(found)
    #expect(
      first.message == "After the world settled, slider.value is 50.0 but volume is 0.0 (UISlider.value ↔ volume).")
    #expect(first.signature == Signature(kind: "mismatch", subject: scenario.mirrors[0].label))
    #expect(property.settled(world) == nil)
    // A new property (a new run) reports it again.
    var fresh = ViewMatchesState(PropertyContext(mirrors: scenario.mirrors))
    #expect(fresh.settled(world)?.message == first.message)
  }

  @Test("A mirror asked not to describe its mismatch still tells it apart, and says nothing of the views")
  func undescribedMismatch() throws {
    let (world, scenario) = try mounted(["set volume = 0.0"])
    #expect(scenario.mirrors[0].check(in: world, describing: false) == .mismatch(""))
    guard case .mismatch(let sentence) = scenario.mirrors[0].check(in: world) else {
      Issue.record("no mismatch")
      return
    }
    #expect(sentence.contains("is 0.0"))
    let (matching, _) = try mounted([])
    #expect(scenario.mirrors[0].check(in: matching, describing: false) == .matches)
  }
}
