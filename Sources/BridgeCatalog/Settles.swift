import BridgeCheck
import BridgeModel

// An update that schedules its own next state write: a progress label animated by stepping a
// @State from updateUIView, a quarter every 250 ms (representable.settles).

/// Shows `shown` as a percentage and, until it reaches its end, schedules the next step.
struct SteppingProgress: UIViewRepresentable {
  @Binding var shown: Double
  /// ✅ Stops at 100%; ❌ wraps to 0% and starts again: a spinner made of state writes.
  let wraps: Bool

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> UILabel { UILabel() }

  func updateUIView(_ label: UILabel, context: Context) {
    let percent = "\(Int(shown * 100))%"
    if label.text != percent { label.text = percent }
    // One step in flight at a time.
    guard wraps || shown < 1, !context.coordinator.stepScheduled else { return }
    context.coordinator.stepScheduled = true
    let binding = $shown
    let wraps = self.wraps
    let coordinator = context.coordinator
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
      coordinator.stepScheduled = false
      let next = binding.wrappedValue + 0.25
      binding.wrappedValue = wraps ? (next >= 1 ? 0 : next) : min(next, 1)
    }
  }

  final class Coordinator {
    var stepScheduled = false
  }
}

struct ProgressScreen: View {
  @State var shown = 0.0
  let wraps: Bool
  var body: some View { SteppingProgress(shown: $shown, wraps: wraps) }
}

nonisolated enum SettlesScenarios {
  static func progress(_ name: String, expect: Expectation, summary: String, wraps: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "fidelity S4, S9") { ProgressScreen(wraps: wraps) }
      .mirror(
        "shown", of: { (screen: ProgressScreen) in "\(Int(screen.shown * 100))%" },
        UILabel.self, "text", of: { $0.text ?? "" })
  }

  static let all: [Scenario] = [
    progress(
      "settles/progress-wraps-around", expect: .violation("representable.settles"),
      summary:
        "updateUIView schedules the next step of a progress label 250 ms later; it wraps to 0% and starts again, for ever",
      wraps: true),
    progress(
      "settles/progress-stops-at-end", expect: .holds,
      summary: "the same stepping progress label stops scheduling once it shows 100%", wraps: false),
  ]
}
