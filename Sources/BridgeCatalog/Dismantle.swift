import BridgeCheck
import BridgeModel

/// What a `ClockLabel` registers and how it cleans up.
enum ClockCleanup: Sendable {
  /// A repeating timer, invalidated in dismantleUIView.
  case invalidatesTimer
  /// A repeating timer whose block captures the coordinator; never invalidated.
  case leaksTimer
  /// A notification observer whose block captures the coordinator; never removed.
  case leaksObserver
}

/// A label that ticks every second. Seed 001 Part 6 and seed 003 §3: cleanup
/// belongs in the static `dismantleUIView(_:coordinator:)`.
struct ClockLabel: UIViewRepresentable {
  let cleanup: ClockCleanup

  func makeCoordinator() -> Coordinator { Coordinator(cleanup: cleanup) }

  func makeUIView(context: Context) -> UILabel {
    let label = UILabel()
    let coordinator = context.coordinator
    coordinator.label = label
    switch cleanup {
    case .invalidatesTimer:
      coordinator.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak coordinator] _ in
        coordinator?.tick()
      }
    case .leaksTimer:
      coordinator.timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
        coordinator.tick()  // ❌ strong capture, and nobody invalidates the timer
      }
    case .leaksObserver:
      coordinator.observer = NotificationCenter.default.addObserver(
        forName: UITextField.textDidChangeNotification, object: nil, queue: nil
      ) { _ in
        coordinator.tick()  // ❌ strong capture, and nobody removes the observer
      }
    }
    return label
  }

  func updateUIView(_ label: UILabel, context: Context) {}

  static func dismantleUIView(_ label: UILabel, coordinator: Coordinator) {
    if case .invalidatesTimer = coordinator.cleanup { coordinator.timer?.invalidate() }
  }

  final class Coordinator {
    var timer: Timer?
    var observer: (any NSObjectProtocol)?
    weak var label: UILabel?
    let cleanup: ClockCleanup
    var ticks = 0
    init(cleanup: ClockCleanup) { self.cleanup = cleanup }
    func tick() {
      ticks += 1
      label?.text = "\(ticks)"
    }
  }
}

struct ClockScreen: View {
  @State var showClock = true
  let cleanup: ClockCleanup
  var body: some View {
    if showClock {
      ClockLabel(cleanup: cleanup)
    }
  }
}

nonisolated enum DismantleScenarios {
  static func screen(_ name: String, expect: Expectation, summary: String, _ cleanup: ClockCleanup) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "seed 001 Part 6; seed 003 §3 Cleanup") {
      ClockScreen(cleanup: cleanup)
    }
  }

  static let all: [Scenario] = [
    screen(
      "dismantle/invalidates-timer", expect: .holds,
      summary: "a repeating timer, invalidated in dismantleUIView", .invalidatesTimer),
    screen(
      "dismantle/leaks-timer", expect: .violation("representable.dismantle-cleans-up"),
      summary: "a repeating timer that is never invalidated", .leaksTimer),
    screen(
      "dismantle/leaks-observer", expect: .violation("representable.dismantle-cleans-up"),
      summary: "a notification observer that is never removed", .leaksObserver),
  ]
}
