import BridgeCheck
import BridgeModel

// An endless Core Animation animation whose delegate is the coordinator (FIDELITY.md F-CA2).

/// A recording dot that pulses: an endless opacity animation on its own layer, the coordinator
/// its delegate and the keeper of the dot it animates.
struct PulsingDot: UIViewRepresentable {
  /// Whether dismantleUIView removes the animation.
  let removesAnimation: Bool

  func makeCoordinator() -> Coordinator { Coordinator(removesAnimation: removesAnimation) }

  func makeUIView(context: Context) -> UIView {
    let dot = UIView()
    let coordinator = context.coordinator
    coordinator.dot = dot
    let pulse = CABasicAnimation(keyPath: "opacity")
    pulse.fromValue = 1
    pulse.toValue = 0.3
    pulse.duration = 0.8
    pulse.autoreverses = true
    pulse.repeatCount = .infinity
    // The animation retains its delegate: here the coordinator, which keeps the dot, whose layer
    // keeps the animation.
    pulse.delegate = coordinator
    dot.layer.add(pulse, forKey: "pulse")
    return dot
  }

  func updateUIView(_ dot: UIView, context: Context) {}

  static func dismantleUIView(_ dot: UIView, coordinator: Coordinator) {
    // ❌ without this the layer keeps the endless animation, the animation the coordinator, and
    // the coordinator the dot: all three outlive the representable.
    if coordinator.removesAnimation { dot.layer.removeAllAnimations() }
  }

  final class Coordinator: CAAnimationDelegate {
    var dot: UIView?
    let removesAnimation: Bool
    init(removesAnimation: Bool) { self.removesAnimation = removesAnimation }
  }
}

/// A screen that shows the dot while recording.
struct RecordingIndicator: View {
  @State var recording = true
  let removesAnimation: Bool
  var body: some View {
    if recording {
      PulsingDot(removesAnimation: removesAnimation)
    }
  }
}

nonisolated enum LayerAnimationScenarios {
  static func indicator(_ name: String, expect: Expectation, summary: String, removes: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "FIDELITY.md F-CA2") {
      RecordingIndicator(removesAnimation: removes)
    }
  }

  static let all: [Scenario] = [
    indicator(
      "layer-animation/endless-delegate-kept", expect: .violation("representable.dismantle-cleans-up"),
      summary: "an endless CABasicAnimation whose delegate, the coordinator, keeps its view: a cycle", removes: false
    ),
    indicator(
      "layer-animation/removed-in-dismantle", expect: .holds,
      summary: "the same animation, removed in dismantleUIView", removes: true),
  ]
}
