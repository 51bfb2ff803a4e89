import BridgeCheck
import BridgeModel

// ObservableObject view models across the bridge (O7, O8, F-CB1..F-CB6).
//
// A UIKit screen owns a profile model and shows it through a hosting controller; a UIKit button
// renames it. SwiftUI re-renders the card only if the card observes the model.
//
// A search screen's label follows a model's `$query` with a Combine sink the coordinator keeps;
// the label comes and goes. The subscription must end with the coordinator.

final class ProfileModel: ObservableObject {
  @Published var name = "ana"
}

/// The name, in a UILabel (the UIKit value the mirror reads).
struct NameLabel: UIViewRepresentable {
  let name: String

  func makeUIView(context: Context) -> UILabel { UILabel() }

  func updateUIView(_ label: UILabel, context: Context) {
    if label.text != name { label.text = name }
  }
}

/// The card, observing the model (`@ObservedObject`: the UIKit screen owns it).
struct ProfileCard: View {
  @ObservedObject var model: ProfileModel
  var body: some View { NameLabel(name: model.name) }
}

/// The card holding the model as a plain property: SwiftUI never hears of a change.
struct UnobservedProfileCard: View {
  let model: ProfileModel
  var body: some View { NameLabel(name: model.name) }
}

/// A UIKit screen that owns the model, embeds the card (three steps) and renames from UIKit.
final class ProfileViewController: UIViewController {
  let model = ProfileModel()
  let observes: Bool

  init(observes: Bool) {
    self.observes = observes
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let rename = UIButton(title: "rename")
    rename.addTarget(self, action: ProfileViewController.rename, for: .touchUpInside)
    view.addSubview(rename)
    let card: UIViewController =
      observes
      ? UIHostingController(rootView: ProfileCard(model: model))
      : UIHostingController(rootView: UnobservedProfileCard(model: model))
    addChild(card)
    view.addSubview(card.view)
    card.didMove(toParent: self)
  }

  func rename(_ sender: UIButton) { model.name = model.name == "ana" ? "bo" : "ana" }
}

/// How the query label's coordinator holds its subscription.
nonisolated enum SubscriptionHolding: Sendable {
  /// The sink captures the coordinator weakly: the coordinator goes, its token cancels (F-CB5).
  case weakCapture
  /// dismantleUIView cancels the token; the sink captures the coordinator strongly.
  case cancelsInDismantle
  /// The sink captures the coordinator strongly, nothing cancels: the model's publisher keeps
  /// the subscription, the subscription the coordinator, the coordinator the token.
  case strongCapture
}

final class SearchModel: ObservableObject {
  @Published var query = ""
}

/// A UILabel that follows `model.$query` through a sink its coordinator keeps.
struct QueryLabel: UIViewRepresentable {
  let model: SearchModel
  let holding: SubscriptionHolding

  func makeCoordinator() -> Coordinator { Coordinator() }

  func makeUIView(context: Context) -> UILabel {
    let label = UILabel()
    context.coordinator.follow(model, into: label, holding: holding)
    return label
  }

  func updateUIView(_ label: UILabel, context: Context) {}

  static func dismantleUIView(_ label: UILabel, coordinator: Coordinator) {
    if coordinator.cancelsInDismantle { coordinator.subscription?.cancel() }
  }

  final class Coordinator {
    var subscription: AnyCancellable?
    var cancelsInDismantle = false
    weak var label: UILabel?

    func follow(_ model: SearchModel, into label: UILabel, holding: SubscriptionHolding) {
      self.label = label
      cancelsInDismantle = holding == .cancelsInDismantle
      subscription =
        holding == .weakCapture
        ? model.$query.sink { [weak self] query in self?.label?.text = query }
        : model.$query.sink { query in self.label?.text = query }
    }
  }
}

struct SearchScreen: View {
  @StateObject var model = SearchModel()
  @State var showsQuery = true
  let holding: SubscriptionHolding

  var body: some View {
    if showsQuery { QueryLabel(model: model, holding: holding) }
    Button("type") { model.query = model.query.isEmpty ? "swift" : "" }
    Button("toggle") { showsQuery.toggle() }
  }
}

nonisolated enum ObservableObjectScenarios {
  static func profile(_ name: String, expect: Expectation, summary: String, observes: Bool) -> Scenario {
    let scenario = Scenario(name, expect: expect, summary: summary, source: "fidelity O7, O8; FIDELITY.md F-CB1") {
      world in
      world.window.rootViewController = ProfileViewController(observes: observes)
      return nil
    }
    return observes
      ? scenario.mirror(
        "model.name", of: { (card: ProfileCard) in card.model.name }, UILabel.self, "text", of: { $0.text ?? "" })
      : scenario.mirror(
        "model.name", of: { (card: UnobservedProfileCard) in card.model.name }, UILabel.self, "text",
        of: { $0.text ?? "" })
  }

  static func search(_ name: String, expect: Expectation, summary: String, _ holding: SubscriptionHolding)
    -> Scenario
  {
    let origin = "fidelity L13, L14; FIDELITY.md F-CB5 (AnyCancellable cancels on deinit)"
    return Scenario(name, expect: expect, summary: summary, source: origin) { SearchScreen(holding: holding) }
  }

  static let all: [Scenario] = [
    profile(
      "observable-object/hosting-observed", expect: .holds,
      summary: "a UIKit screen renames its model; the hosted card holds it as @ObservedObject and re-renders",
      observes: true),
    profile(
      "observable-object/hosting-unobserved", expect: .violation("representable.view-matches-state"),
      summary: "the hosted card holds the model as a plain let: a rename from UIKit never re-renders it",
      observes: false),
    search(
      "combine/sink-weak-capture", expect: .holds,
      summary: "a coordinator's sink captures it weakly: after dismantle the coordinator goes and its token cancels",
      .weakCapture),
    search(
      "combine/sink-cancelled-in-dismantle", expect: .holds,
      summary: "a coordinator's sink captures it strongly; dismantleUIView cancels the token",
      .cancelsInDismantle),
    search(
      "combine/sink-left-alive", expect: .violation("representable.dismantle-cleans-up"),
      summary: "a coordinator's sink captures it strongly and nothing cancels: the subscription outlives dismantle",
      .strongCapture),
  ]
}
