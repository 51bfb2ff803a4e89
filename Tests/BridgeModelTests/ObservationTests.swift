import BridgeModel
import Observation
import Testing

@Observable private final class Profile {
  var name = "a"
  var age = 1
}

/// Shows the profile's name: `updateUIView` reads `name` only.
private struct NameLabel: UIViewRepresentable {
  let profile: Profile
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) { label.text = profile.name }
}

/// Its body reads `age` only (the label gets the model, not its name).
private struct ProfileScreen: View {
  let profile: Profile
  @State var shown = true
  var body: some View {
    if shown { NameLabel(profile: profile) }
    Text("\(profile.age)")
  }
}

extension Recorder {
  fileprivate var bodies: Int { events.filter { if case .bodyEvaluated = $0.kind { true } else { false } }.count }
  fileprivate var updates: Int { events.filter(\.isUpdate).count }
}

@MainActor
@Suite("@Observable models read in a body or in updateUIView (fidelity F-OB1)")
struct ObservationTests {
  @Test("A change of a property updateUIView read runs updateUIView again, and only it; each run re-registers")
  func updateTracksItsReads() throws {
    let profile = Profile()
    let (world, recorder) = makeWorld(ProfileScreen(profile: profile))
    let label = try #require(world.representedViews(of: UILabel.self).first)
    let (bodies, updates) = (recorder.bodies, recorder.updates)
    world.runTurn(.action, Phase(.action)) { profile.name = "b" }
    #expect(label.text == "b")
    #expect(recorder.updates == updates + 1)
    #expect(recorder.bodies == bodies)
    world.runTurn(.action, Phase(.action)) { profile.name = "c" }
    #expect(label.text == "c")
    #expect(recorder.updates == updates + 2)
  }

  @Test("A change of a property the body read re-evaluates the body; the representable's inputs are unchanged")
  func bodyTracksItsReads() {
    let profile = Profile()
    let (world, recorder) = makeWorld(ProfileScreen(profile: profile))
    let (bodies, updates) = (recorder.bodies, recorder.updates)
    world.runTurn(.action, Phase(.action)) { profile.age = 2 }
    #expect(recorder.bodies == bodies + 1)
    #expect(recorder.updates == updates)
  }

  @Test("A representable taken away stops observing: a later change is no update of a dismantled view")
  func dismantledStopsObserving() {
    let profile = Profile()
    let (world, recorder) = makeWorld(ProfileScreen(profile: profile))
    #expect(world.apply(.set(state: "shown", value: "false")))
    let (updates, count) = (recorder.updates, recorder.events.count)
    world.runTurn(.action, Phase(.action)) { profile.name = "z" }
    #expect(recorder.updates == updates)
    // Its registration was cut at teardown: the change reaches no node.
    #expect(!recorder.since(count).contains { if case .observedPropertyChanged = $0.kind { true } else { false } })
  }
}

/// Reads the profile from the environment (`@Environment(Profile.self)`), edits it through `@Bindable`.
private struct EnvironmentNameLabel: View {
  @Environment(Profile.self) var profile
  var body: some View { NameLabel(profile: profile) }
}

private struct PlainLabel: UIViewRepresentable {
  let text: String
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) { label.text = text }
}

private struct OptionalProfileReader: View {
  @Environment(Profile.self) var profile: Profile?
  var body: some View { PlainLabel(text: profile == nil ? "none" : "some") }
}

private struct EnvironmentProfileScreen: View {
  let profile: Profile
  var body: some View {
    EnvironmentNameLabel().environment(profile)
    OptionalProfileReader()
  }
}

@MainActor
@Suite("@Environment(Model.self), .environment(model) and @Bindable")
struct ObservableEnvironmentTests {
  @Test("@Environment(Model.self) gets the object .environment(model) set; its reads are tracked")
  func environmentObservable() throws {
    let profile = Profile()
    let (world, _) = makeWorld(EnvironmentProfileScreen(profile: profile))
    let labels = world.representedViews(of: UILabel.self)
    #expect(labels.map(\.text) == ["a", "none"])  // outside the modifier's subtree: nil
    world.runTurn(.action, Phase(.action)) { profile.name = "b" }
    #expect(labels.map(\.text) == ["b", "none"])
  }

  @Test("@Bindable's $model.property is a binding that writes the model")
  func bindable() {
    let profile = Profile()
    @Bindable var bindable = profile
    let binding = $bindable.name
    binding.wrappedValue = "c"
    #expect(profile.name == "c")
    #expect(binding.wrappedValue == "c")
  }
}
