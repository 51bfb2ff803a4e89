import BridgeCheck
import BridgeModel

// A CADisplayLink in a representable (FIDELITY.md F-DL1; seed 001 Part 6, seed 003 §3 Cleanup).

/// A level meter redrawn every frame by a display link whose target is the coordinator.
struct LevelMeter: UIViewRepresentable {
  /// Whether dismantleUIView invalidates the link.
  let invalidates: Bool

  func makeCoordinator() -> Coordinator { Coordinator(invalidates: invalidates) }

  func makeUIView(context: Context) -> UIProgressView {
    let meter = UIProgressView()
    let coordinator = context.coordinator
    coordinator.meter = meter
    // The link retains its target: a weak reference to the coordinator elsewhere does not help.
    let link = CADisplayLink(target: coordinator, selector: Coordinator.step)
    link.add(to: .main, forMode: .common)
    coordinator.link = link
    return meter
  }

  func updateUIView(_ meter: UIProgressView, context: Context) {}

  static func dismantleUIView(_ meter: UIProgressView, coordinator: Coordinator) {
    // ❌ without this, the run loop keeps the link, the link keeps the coordinator, and the
    // meter's frames keep coming after it has gone.
    if coordinator.invalidates { coordinator.link?.invalidate() }
  }

  final class Coordinator {
    weak var meter: UIProgressView?
    var link: CADisplayLink?
    let invalidates: Bool
    init(invalidates: Bool) { self.invalidates = invalidates }
    func step(_ link: CADisplayLink) { meter?.progress = Float(link.timestamp.truncatingRemainder(dividingBy: 1)) }
  }
}

/// A screen that shows the meter while recording.
struct RecorderScreen: View {
  @State var recording = true
  let invalidates: Bool
  var body: some View {
    if recording {
      LevelMeter(invalidates: invalidates)
    }
  }
}

nonisolated enum DisplayLinkScenarios {
  static func recorder(_ name: String, expect: Expectation, summary: String, invalidates: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "FIDELITY.md F-DL1; seed 003 §3 Cleanup") {
      RecorderScreen(invalidates: invalidates)
    }
  }

  static let all: [Scenario] = [
    recorder(
      "display-link/never-invalidated", expect: .violation("representable.dismantle-cleans-up"),
      summary: "a CADisplayLink targeting the coordinator, never invalidated: it outlives the meter", invalidates: false
    ),
    recorder(
      "display-link/invalidated-in-dismantle", expect: .holds,
      summary: "the same link, invalidated in dismantleUIView", invalidates: true),
  ]
}
