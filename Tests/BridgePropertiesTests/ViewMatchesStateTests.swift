import BridgeCatalog
import BridgeCheck
import BridgeModel
import Testing

@testable import BridgeProperties

/// `representable.view-matches-state` describes a mirror found apart once: the monitor keeps a
/// property's finding once per signature, so a later mismatch of the same mirror is not written.
/// A UIKit view whose text is set only in makeUIView: it goes stale when its state changes.
private struct SetOnce<Kind: UIView>: UIViewRepresentable {
  let text: String
  let make: @MainActor (String) -> Kind
  func makeUIView(context: Context) -> Kind { make(text) }
  func updateUIView(_ view: Kind, context: Context) {}
}

private struct TwoMirrorsScreen: View {
  @State var title = "a"
  @State var name = "b"
  var body: some View {
    VStack {
      SetOnce(text: title) { text in
        let label = UILabel()
        label.text = text
        return label
      }
      SetOnce(text: name) { text in
        let field = UITextField()
        field.text = text
        return field
      }
    }
  }
}

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

  @Test("A mirror left apart does not hide a second one that goes apart later: both are found")
  func secondMirrorFound() throws {
    let scenario = Scenario(
      "test/two-mirrors", expect: .violation(ViewMatchesState.id), summary: "two values set only in makeUIView",
      source: "ViewMatchesStateTests"
    ) { TwoMirrorsScreen() }
    .domain("title", ["a", "x"])
    .domain("name", ["b", "y"])
    .mirror("title", of: { (screen: TwoMirrorsScreen) in screen.title }, UILabel.self, "text", of: { $0.text ?? "" })
    .mirror(
      "name", of: { (screen: TwoMirrorsScreen) in screen.name }, UITextField.self, "text", of: { $0.text ?? "" })
    let steps = try ["set title = \"x\"", "set name = \"y\""].map { try Action(parsing: $0) }
    let result = Execution(scenario).replay(steps)
    #expect(
      result.violations.filter { $0.property == ViewMatchesState.id }.map(\.message) == [
        "After the world settled, UILabel.text is \"a\" but title is \"x\" (UILabel.text ↔ title).",
        "After the world settled, text-field.text is \"b\" but name is \"y\" (UITextField.text ↔ name).",
      ])
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
