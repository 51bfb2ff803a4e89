import BridgeCheck
import BridgeModel

// Seed 001 Part 2b: UIGestureRecognizerRepresentable (iOS 18+).

/// Seed 001 Part 2b's canonical example.
struct LongPressGesture: UIGestureRecognizerRepresentable {
  @Binding var pressLocation: CGPoint?

  func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
    let recognizer = UILongPressGestureRecognizer()
    recognizer.minimumPressDuration = 0.5
    return recognizer
  }

  func handleUIGestureRecognizerAction(
    _ recognizer: UILongPressGestureRecognizer, context: Context
  ) {
    switch recognizer.state {
    case .began:
      // localLocation converts UIKit coordinates to SwiftUI coordinate space
      pressLocation = context.converter.localLocation
    case .ended, .cancelled:
      pressLocation = nil
    default:
      break
    }
  }
}

// Usage
struct LongPressScreen: View {
  @State private var pressLocation: CGPoint?

  var body: some View {
    Rectangle()
      .gesture(LongPressGesture(pressLocation: $pressLocation))
  }
}

nonisolated enum GestureScenarios {
  static let all: [Scenario] = [
    Scenario(
      "gesture/long-press", expect: .holds,
      summary: "seed 001's LongPressGesture: the action writes the binding when the press begins and ends",
      source: "seed 001 Part 2b UIGestureRecognizerRepresentable"
    ) { LongPressScreen() }
  ]
}
