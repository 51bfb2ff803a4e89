import Testing

@testable import BridgeModel

/// Shows `text` in a label.
private struct ShownText: UIViewRepresentable {
  let text: String
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) { label.text = text }
}

/// A row with three states of its own, re-created whenever its parent's `round` changes.
private struct ThreeStateRow: View {
  let round: Int
  @State var first = "a"
  @State var second = "b"
  @State var third = "c"
  var body: some View { ShownText(text: "\(round)" + first + second + third) }
}

/// The labels `screen` shows before and after its `state` is set to true, their texts checked
/// (the later ones in any order: a list's rows keep their identities, not their places).
@MainActor
private func labelsAcross<Screen: View>(
  _ screen: Screen, setting state: String, before: [String], after: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) -> (before: [UILabel], after: [UILabel]) {
  let (world, _) = makeWorld(screen)
  let first = world.representedViews(of: UILabel.self)
  #expect(first.map { $0.text ?? "" } == before, sourceLocation: sourceLocation)
  #expect(world.apply(.set(state: state, value: "true")), sourceLocation: sourceLocation)
  let second = world.representedViews(of: UILabel.self)
  #expect(second.map { $0.text ?? "" }.sorted() == after, sourceLocation: sourceLocation)
  return (first, second)
}

/// A value the fuzzer cannot write: not a `TraceValue`.
private struct Pin: Equatable {
  var x = 1
}

@MainActor
@Suite("Installing a view's dynamic properties and a list's rows (issue 10: read in place, no tables)")
struct InstallTests {
  private struct Parent: View {
    @State var round = 0
    var body: some View { ThreeStateRow(round: round) }
  }

  /// The full name of the state whose name ends with `suffix`.
  private func state(_ suffix: String, in world: World) throws -> String {
    try #require(world.stateLocations.map(\.name).first { $0.hasSuffix(suffix) })
  }

  @Test("L10: a re-created view keeps each of its states, in declaration order (the first and the others)")
  func everyStateAdopted() throws {
    let (world, _) = makeWorld(Parent())
    #expect(world.apply(.set(state: try state(".first", in: world), value: "\"x\"")))
    #expect(world.apply(.set(state: try state(".second", in: world), value: "\"y\"")))
    #expect(world.apply(.set(state: try state(".third", in: world), value: "\"z\"")))
    #expect(world.apply(.set(state: try state("round", in: world), value: "1")))
    #expect(world.representedViews(of: UILabel.self).map { $0.text ?? "" } == ["1xyz"])
  }

  @Test("A state whose type is a TraceValue is fuzzable and parses trace text; another is neither")
  func fuzzableByType() throws {
    struct Screen: View {
      @State var text = ""
      @State var pin = Pin()
      var body: some View { ShownText(text: text) }
    }
    let (world, _) = makeWorld(Screen())
    let fuzzable = world.stateLocations.map { "\($0.name) \($0.isFuzzable)" }
    #expect(fuzzable == ["text true", "pin false"])
    let text = try #require(world.stateLocations.first)
    #expect(text.accepts(text: "\"q\""))
    #expect(text.write(text: "\"q\""))
    #expect(world.stateLocations.last?.accepts(text: "1") == false)
    #expect(world.stateLocations.last?.write(text: "1") == false)
  }

  @Test("A list keeps the first row of a repeated id (the model's rule), when it is first made and when its ids change")
  func repeatedIdsOnce() throws {
    struct Screen: View {
      @State var swapped = false
      var body: some View {
        VStack {
          ForEach(swapped ? [3, 3, 1, 3] : [1, 1, 2], id: \.self) { id in ShownText(text: "\(id)") }
        }
      }
    }
    let labels = labelsAcross(Screen(), setting: "swapped", before: ["1", "2"], after: ["1", "3"])
    // Row 1 kept its identity: the same label.
    #expect(labels.after.contains { $0 === labels.before[0] })
  }
}

@MainActor
@Suite("A list's ids and its rows' bindings (issue 10: Int ids kept unboxed, element locations by position)")
struct ListIdentityTests {
  @Test(
    "L9: $items[i] is one location per position, in the array of positions and beyond it, and reads and writes its element"
  )
  func elementLocationsByPosition() {
    // A slice's positions start where it was cut: 4090 to 4999, across the dense table's end.
    var storage = Array(repeating: "", count: 5000)[4090...]
    let items = Binding(get: { storage }, set: { storage = $0 })
    for position in [4090, 4095, 4096, 4999] {
      #expect(items[position].location === items[position].location)
    }
    #expect(items[4095].location !== items[4096].location)
    items[4096].wrappedValue = "x"
    #expect(storage[4096] == "x")
    #expect(items[4096].wrappedValue == "x")
    #expect(items[4095].wrappedValue == "")
    let letters = Binding.constant(["a", "b", "c"])
    #expect(letters[1].location === letters[1].location)
    #expect(letters[0].location !== letters[1].location)
    #expect(letters[2].wrappedValue == "c")
  }

  @Test("L9: $model.field is one location per key path, another for another path, and reads and writes its field")
  func projectionsByKeyPath() {
    struct Model {
      var name = "a"
      var nickname = "b"
      var age = 3
    }
    var model = Model()
    let binding = Binding(get: { model }, set: { model = $0 })
    #expect(binding.name.location === binding.name.location)
    #expect(binding.name.location !== binding.nickname.location)
    #expect(binding.age.location === binding.age.location)
    binding.nickname.wrappedValue = "x"
    binding.age.wrappedValue = 4
    #expect(model.nickname == "x")
    #expect(model.age == 4)
    #expect(binding.name.wrappedValue == "a")
    #expect(binding.nickname.wrappedValue == "x")
  }

  @Test("Int ids equal the same ids boxed, in order, and no others")
  func idForms() {
    #expect(ListIDs.ints([1, 2]) == .hashables([AnyHashable(1), AnyHashable(2)]))
    #expect(ListIDs.hashables([AnyHashable(1), AnyHashable(2)]) == .ints([1, 2]))
    #expect(ListIDs.ints([1, 2]) != .ints([2, 1]))
    #expect(ListIDs.ints([1]) != .hashables([AnyHashable("1")]))
    #expect(ListIDs.ints([1]) != .hashables([AnyHashable(1), AnyHashable(2)]))
  }

  @Test("A list whose ids go from Int to boxed ids keeps the row whose id stays")
  func mixedForms() {
    struct Screen: View {
      @State var boxed = false
      var body: ViewContent {
        boxed
          ? ViewBuilder.buildExpression(
            ForEach([AnyHashable(1), AnyHashable("b")], id: \.self) { id in ShownText(text: "\(id)") })
          : ViewBuilder.buildExpression(ForEach([1, 2], id: \.self) { id in ShownText(text: "\(id)") })
      }
    }
    let labels = labelsAcross(Screen(), setting: "boxed", before: ["1", "2"], after: ["1", "b"])
    #expect(labels.after.contains { $0 === labels.before[0] })
    #expect(!labels.after.contains { $0 === labels.before[1] })
  }
}
