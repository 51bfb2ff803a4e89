import BridgeCheck
import BridgeModel

// A UISlider bound to a Double, with a range other than 0…1: the fuzzer's values for the state
// stay within minimumValue…maximumValue (FIDELITY.md F-C11b).

/// A volume slider from 0 to 100, written back from `.valueChanged` (user drags only, C11).
struct VolumeSlider: UIViewRepresentable {
  @Binding var volume: Double
  /// ✅ update moves the thumb when the state changed; ❌ without it, only make sets it.
  let updatesValue: Bool

  func makeCoordinator() -> Coordinator { Coordinator(volume: $volume) }

  func makeUIView(context: Context) -> UISlider {
    let slider = UISlider()
    slider.minimumValue = 0
    slider.maximumValue = 100
    slider.value = Float(volume)
    slider.addTarget(context.coordinator, action: Coordinator.slid, for: .valueChanged)
    return slider
  }

  func updateUIView(_ slider: UISlider, context: Context) {
    context.coordinator.volume = $volume
    guard updatesValue else { return }  // ❌ a volume set by the app (a mute button) never shows
    if Double(slider.value) != volume { slider.value = Float(volume) }
  }

  final class Coordinator {
    var volume: Binding<Double>
    init(volume: Binding<Double>) { self.volume = volume }
    func slid(_ slider: UISlider) { volume.wrappedValue = Double(slider.value) }
  }
}

struct VolumeScreen: View {
  @State var volume = 50.0
  let updatesValue: Bool
  var body: some View { VolumeSlider(volume: $volume, updatesValue: updatesValue) }
}

nonisolated enum SliderScenarios {
  static func volume(_ name: String, expect: Expectation, summary: String, updatesValue: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "fidelity C11; FIDELITY.md F-C11b") {
      VolumeScreen(updatesValue: updatesValue)
    }
    .mirror(
      "volume", of: { (screen: VolumeScreen) in screen.volume },
      UISlider.self, "value", of: { Double($0.value) })
  }

  static let all: [Scenario] = [
    volume(
      "slider/volume", expect: .holds,
      summary: "UISlider from 0 to 100 bound to a Double; update moves the thumb only when the value differs",
      updatesValue: true),
    volume(
      "slider/volume-set-once", expect: .violation("representable.view-matches-state"),
      summary: "the same slider with the value set in makeUIView only: a volume the app sets never shows",
      updatesValue: false),
  ]
}
