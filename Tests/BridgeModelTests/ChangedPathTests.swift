import Testing

@testable import BridgeModel

/// A row that owns its text and shows it in a label.
private struct LabelRow: View {
  @State var text = ""
  var body: some View { LabelRep(text: text) }
}

/// Shows `text` in a label; counts nothing (the events do).
private struct LabelRep: UIViewRepresentable {
  let text: String
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) { label.text = text }
}

/// A row whose field writes the row's own state while SwiftUI updates it (`ExclaimRep`).
private struct ExclaimRow: View {
  @State var text = "a"
  var body: some View { ExclaimRep(text: $text) }
}

/// A field whose delegate is its coordinator; when dismantled, the app keeps the field on
/// screen (so its delegate, released with the coordinator, goes nil on screen).
private struct KeptField: UIViewRepresentable {
  func makeCoordinator() -> Coordinator { Coordinator() }
  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.delegate = context.coordinator
    return field
  }
  func updateUIView(_ field: UITextField, context: Context) {}
  static func dismantleUIView(_ field: UITextField, coordinator: Coordinator) {
    field.window?.addSubview(field)
  }
  final class Coordinator: NSObject, UITextFieldDelegate {}
}

@MainActor
@Suite("A flush walks only the paths to what changed (issue 10)")
struct ChangedPathTests {
  private struct Rows: View {
    var body: some View {
      VStack { ForEach(0..<5) { _ in LabelRow() } }
    }
  }

  @Test("A row's state change re-evaluates that row's body alone, and its label shows the new text")
  func oneRowReevaluated() throws {
    let (world, recorder) = makeWorld(Rows())
    let names = world.stateLocations.map(\.name)
    #expect(names.count == 5)
    let third = try #require(names.dropFirst(2).first)
    let mark = recorder.events.count
    #expect(world.apply(.set(state: third, value: "\"x\"")))
    let bodies = recorder.since(mark).filter {
      if case .bodyEvaluated = $0.kind { return true }
      return false
    }
    #expect(bodies.count == 1)
    #expect(world.representedViews(of: UILabel.self).map { $0.text ?? "" } == ["", "", "x", "", ""])
  }

  @Test("A row changed while it is being made (a write inside its first update) is flushed next")
  func changedBeforeAttached() {
    struct Screen: View {
      var body: some View {
        VStack { ForEach(0..<3) { _ in ExclaimRow() } }
      }
    }
    var profile = BehaviourProfile.default
    profile.stateWriteDuringUpdate = .applyDeferred
    let (world, _) = makeWorld(Screen(), profile: profile)
    #expect(world.representedViews(of: UILabel.self).map { $0.text ?? "" } == ["a!", "a!", "a!"])
  }

  @Test("A delegate held by its representable's coordinator is looked at again once it is dismantled")
  func pinnedDelegateUnpinned() {
    struct Screen: View {
      @State var show = true
      var body: some View {
        if show { KeptField() }
      }
    }
    let (world, _) = makeWorld(Screen())
    // The coordinator is the field's delegate and its node holds it: nothing to look at.
    #expect(!world.holdsWeakReferences)
    #expect(world.apply(.set(state: "show", value: "false")))
    // Dismantled, the coordinator went with its node, while the app kept the field on screen.
    #expect(world.lostWeakReferences.map(\.slot) == ["delegate"])
  }

  @Test("On a screen of more than 64 elements the n-th with a name is still `name#n`, in screen order")
  func manyElementsNamed() {
    struct Screen: View {
      var body: some View {
        VStack {
          ForEach(0..<40) { _ in
            Button("A") {}
            Button("B") {}
          }
        }
      }
    }
    let (world, _) = makeWorld(Screen())
    var expected: [String] = []
    for n in 1...40 {
      for base in ["A", "B"] { expected.append(n == 1 ? base : "\(base)#\(n)") }
    }
    #expect(world.elements.map(\.name) == expected)
  }
}
