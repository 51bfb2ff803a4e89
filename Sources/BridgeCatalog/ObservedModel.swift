import BridgeCheck
import BridgeModel
import Observation

// A UILabel that shows an @Observable model's title (F-OB1): read in updateUIView, the title is
// tracked and a rename updates the label; read through a copy the coordinator took at make, it
// is never tracked and the label keeps the old title.

@Observable final class PlayerModel {
  var title = "intro"
}

/// Where `TitleLabel` reads the title from.
nonisolated enum TitleSource: Sendable {
  /// `model.title` in updateUIView.
  case model
  /// A copy the coordinator took in makeCoordinator.
  case coordinatorCopy
}

struct TitleLabel: UIViewRepresentable {
  let model: PlayerModel
  let source: TitleSource

  func makeCoordinator() -> Coordinator { Coordinator(title: model.title) }

  func makeUIView(context: Context) -> UILabel { UILabel() }

  func updateUIView(_ label: UILabel, context: Context) {
    let title = source == .model ? model.title : context.coordinator.title
    if label.text != title { label.text = title }
  }

  final class Coordinator {
    let title: String
    init(title: String) { self.title = title }
  }
}

struct PlayerScreen: View {
  @State var model = PlayerModel()
  let source: TitleSource

  var body: some View {
    TitleLabel(model: model, source: source)
    Button("rename") { model.title = model.title == "intro" ? "verse" : "intro" }
  }
}

/// How `ObservingTitleLabel`'s coordinator follows the model.
nonisolated enum Reregistration: Sendable {
  /// onChange observes again (the pattern Apple's documentation implies: a registration fires once).
  case observesAgain
  /// onChange updates the label once and never observes again.
  case once
}

/// A UILabel a coordinator keeps in step with the model by itself, with withObservationTracking
/// (`updateUIView` does not read the model).
struct ObservingTitleLabel: UIViewRepresentable {
  let model: PlayerModel
  let reregistration: Reregistration

  func makeCoordinator() -> Coordinator { Coordinator(model: model, reregistration: reregistration) }

  func makeUIView(context: Context) -> UILabel {
    let label = UILabel()
    context.coordinator.observe(into: label)
    return label
  }

  func updateUIView(_ label: UILabel, context: Context) {}

  final class Coordinator {
    let model: PlayerModel
    let reregistration: Reregistration
    init(model: PlayerModel, reregistration: Reregistration) {
      self.model = model
      self.reregistration = reregistration
    }

    func observe(into label: UILabel) {
      let title = withObservationTracking {
        model.title
      } onChange: { [weak self, weak label] in
        // onChange runs in willSet: the new value is there once the setter returns. Weak: the
        // model keeps the registration, and the coordinator keeps the model.
        DispatchQueue.main.async {
          guard let self, let label else { return }
          if self.reregistration == .observesAgain {
            self.observe(into: label)
          } else {
            label.text = self.model.title
          }
        }
      }
      label.text = title
    }
  }
}

struct ObservingPlayerScreen: View {
  @State var model = PlayerModel()
  let reregistration: Reregistration

  var body: some View {
    ObservingTitleLabel(model: model, reregistration: reregistration)
    Button("rename") { model.title = model.title == "intro" ? "verse" : "intro" }
  }
}

nonisolated enum ObservedModelScenarios {
  static func screen(_ name: String, expect: Expectation, summary: String, _ source: TitleSource) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "fidelity F-OB1") { PlayerScreen(source: source) }
      .mirror(
        "model.title", of: { (screen: PlayerScreen) in screen.model.title },
        UILabel.self, "text", of: { $0.text ?? "" })
  }

  static func observing(_ name: String, expect: Expectation, summary: String, _ reregistration: Reregistration)
    -> Scenario
  {
    let origin = "Observation withObservationTracking (onChange fires once); fidelity F-OB2"
    return Scenario(name, expect: expect, summary: summary, source: origin) {
      ObservingPlayerScreen(reregistration: reregistration)
    }
    .mirror(
      "model.title", of: { (screen: ObservingPlayerScreen) in screen.model.title },
      UILabel.self, "text", of: { $0.text ?? "" })
  }

  static let all: [Scenario] = [
    screen(
      "observed-model/read-in-update", expect: .holds,
      summary: "updateUIView reads the @Observable model's title: SwiftUI tracks it and a rename updates the label",
      .model),
    screen(
      "observed-model/stale-copy", expect: .violation("representable.view-matches-state"),
      summary: "updateUIView shows a copy of the title the coordinator took at make: a rename never reaches the label",
      .coordinatorCopy),
    observing(
      "observed-model/tracking-reregisters", expect: .holds,
      summary: "the coordinator follows the model with withObservationTracking and observes again from onChange",
      .observesAgain),
    observing(
      "observed-model/tracking-once", expect: .violation("representable.view-matches-state"),
      summary: "the coordinator's onChange updates the label but never observes again: the second rename is lost",
      .once),
  ]
}
