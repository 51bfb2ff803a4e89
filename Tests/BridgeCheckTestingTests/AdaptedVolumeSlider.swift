#if true
  import BridgeModel
  import BridgeModel

  /// A volume slider as an app writes it: the coordinator is the slider's target, and a reset
  /// button sets the volume back to where it started.
  struct VolumeSlider: UIViewRepresentable {
    @Binding var volume: Double

    func makeCoordinator() -> Coordinator { Coordinator(volume: $volume) }

    func makeUIView(context: Context) -> UISlider {
      let slider = UISlider()
      slider.addTarget(context.coordinator, action: type(of: context.coordinator).changed(_:), for: .valueChanged)
      return slider
    }

    func updateUIView(_ slider: UISlider, context: Context) {
      context.coordinator.volume = $volume
      if slider.value != Float(volume) { slider.value = Float(volume) }
    }

    final class Coordinator: NSObject {
      var volume: Binding<Double>
      var changes = 0

      init(volume: Binding<Double>) { self.volume = volume }

      func changed(_ slider: UISlider) {
        changes += 1
        volume.wrappedValue = Double(slider.value)
      }
    }
  }

  /// The reset button, a UIKit control of its own.
  struct ResetButton: UIViewRepresentable {
    let reset: () -> Void

    func makeCoordinator() -> Coordinator { Coordinator(reset: reset) }

    func makeUIView(context: Context) -> UIButton {
      let button = UIButton(type: .system)
      button.setTitle("Reset", for: .normal)
      context.coordinator.wire(button)
      return button
    }

    func updateUIView(_ button: UIButton, context: Context) {
      context.coordinator.reset = reset
    }

    final class Coordinator: NSObject {
      var reset: () -> Void
      init(reset: @escaping () -> Void) { self.reset = reset }

      func wire(_ button: UIButton) {
        // #selector names the method without its sender: UIKit calls it either way.
        button.addTarget(self, action: Coordinator.tapped, for: .touchUpInside)
      }

      private func tapped() { reset() }
    }
  }
#endif
