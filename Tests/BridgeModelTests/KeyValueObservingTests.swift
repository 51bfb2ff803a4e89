import BridgeModel
import Testing

/// A scroll view whose offset a coordinator follows with KVO, writing it to a binding.
private struct OffsetFollower: UIViewRepresentable {
  @Binding var offset: Double

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> UIScrollView {
    let scrollView = UIScrollView()
    let offset = $offset
    context.coordinator.observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { _, change in
      context.coordinator.changes.append("\(change.oldValue?.y ?? -1)→\(change.newValue?.y ?? -1)")
      offset.wrappedValue = Double(change.newValue?.y ?? 0)
    }
    return scrollView
  }

  func updateUIView(_ scrollView: UIScrollView, context: Context) {}

  static func dismantleUIView(_ scrollView: UIScrollView, coordinator: Coordinator) {
    coordinator.observation?.invalidate()
  }

  final class Coordinator {
    var observation: NSKeyValueObservation?
    var changes: [String] = []
  }
}

private struct FollowerScreen: View {
  @State var offset = 0.0
  @State var shown = true
  var body: some View {
    if shown { OffsetFollower(offset: $offset) }
  }
}

extension Recorder {
  fileprivate var kvoRegistrations: (made: Int, ended: Int) {
    var made = 0
    var ended = 0
    for event in events {
      if case .registered = event.kind { made += 1 }
      if case .unregistered = event.kind { ended += 1 }
    }
    return (made, ended)
  }
}

@MainActor
@Suite("KVO on the model's properties (FIDELITY.md F-K1)")
struct KeyValueObservingTests {
  @Test("The handler runs inside the setter, with the old and new values; an equal set is no change")
  func synchronousInSetter() throws {
    let (world, _) = makeWorld(FollowerScreen())
    let scrollView = try #require(world.representedViews(of: UIScrollView.self).first)
    var order: [String] = []
    let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, _ in order.append("handler") }
    world.runTurn(.action, Phase(.action)) {
      scrollView.contentOffset = CGPoint(x: 0, y: 40)
      order.append("after the setter")
      scrollView.contentOffset = CGPoint(x: 0, y: 40)
    }
    #expect(order == ["handler", "after the setter"])
    #expect(world.stateLocations.first { $0.name == "offset" }?.valueText == "40.0")
    _ = observation
  }

  @Test(".initial calls the handler before observe returns, with no old value")
  func initial() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var seen: [String] = []
    let observation = view.observe(\.bounds, options: [.initial, .new, .old]) { _, change in
      seen.append("\(change.newValue?.width ?? -1) old \(change.oldValue?.width ?? -1)")
    }
    #expect(seen == ["10.0 old -1.0"])
    _ = observation
  }

  @Test("Invalidated or released, an observation stops; in a world it is a registration that ends then")
  func invalidateAndRelease() throws {
    let (world, recorder) = makeWorld(FollowerScreen())
    let scrollView = try #require(world.representedViews(of: UIScrollView.self).first)
    let before = recorder.kvoRegistrations
    var calls = 0
    var observation: NSKeyValueObservation? = RunContext.with(world) {
      scrollView.observe(\.contentOffset) { _, _ in calls += 1 }
    }
    #expect(recorder.kvoRegistrations.made == before.made + 1)
    world.runTurn(.action, Phase(.action)) { scrollView.contentOffset = CGPoint(x: 0, y: 1) }
    observation = nil
    world.runTurn(.action, Phase(.action)) { scrollView.contentOffset = CGPoint(x: 0, y: 2) }
    #expect(calls == 1)
    #expect(recorder.kvoRegistrations.ended == before.ended + 1)
    _ = observation
  }

  @Test("A frame change is a change of frame, bounds and center alike")
  func derivedProperties() {
    let view = UIView(frame: .zero)
    var seen: [String] = []
    let a = view.observe(\.bounds) { _, _ in seen.append("bounds") }
    let b = view.observe(\.center) { _, _ in seen.append("center") }
    view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    view.frame = CGRect(x: 5, y: 0, width: 20, height: 20)
    #expect(seen == ["bounds", "center", "center"])
    _ = (a, b)
  }

  /// A view that follows its own frame (a wrapper that sizes its content), with `[weak self]`.
  final class SelfObservingView: UIView {
    var observation: NSKeyValueObservation?
    var sizes: [CGFloat] = []
    func follow() { observation = observe(\.bounds) { [weak self] view, _ in self?.sizes.append(view.bounds.width) } }
    /// Foundation's `invalidate()` is callable from a `deinit`, which is not main-actor code.
    deinit { observation?.invalidate() }
  }

  @Test("F-K2: an observation holds its object weakly: a view that observes itself is released with it")
  func selfObservationIsNoCycle() {
    weak var released: SelfObservingView?
    do {
      let view = SelfObservingView(frame: .zero)
      view.follow()
      view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      #expect(view.sizes == [20])
      released = view
    }
    #expect(released == nil)
  }

  @Test("F-K2: an observation that outlives its object stops, and its registration ends with the object")
  func observationOutlivesObject() throws {
    let (world, recorder) = makeWorld(FollowerScreen())
    let before = recorder.kvoRegistrations
    var observation: NSKeyValueObservation?
    RunContext.with(world) {
      let view = UIView(frame: .zero)
      observation = view.observe(\.frame) { _, _ in }
    }
    #expect(recorder.kvoRegistrations.made == before.made + 1)
    observation?.invalidate()
    #expect(recorder.kvoRegistrations.ended == before.ended + 1)
    observation = nil
    #expect(recorder.kvoRegistrations.ended == before.ended + 1)
  }
}
