import BridgeModel
import Testing

private final class Query: ObservableObject {
  @Published var text = ""
}

/// Holds a subscription and counts what reaches it.
private final class Listener {
  var received: [String] = []
  var token: AnyCancellable?
}

/// Writes the model during updateUIView: SwiftUI's "Publishing changes from within view updates" (S5).
private struct Publishing: UIViewRepresentable {
  let query: Query
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) { query.text = "from update" }
}

private struct PublishingScreen: View {
  @ObservedObject var query: Query
  var body: some View {
    Text(query.text)
    Publishing(query: query)
  }
}

extension Recorder {
  fileprivate var subscriptionsRegistered: Int {
    events.filter { if case .registered = $0.kind { true } else { false } }.count
  }
  fileprivate var subscriptionsEnded: Int {
    events.filter { if case .unregistered = $0.kind { true } else { false } }.count
  }
}

@MainActor
@Suite("The Combine model: subjects, operators, cancellation and registrations (FIDELITY.md F-CB1..F-CB5)")
struct CombineTests {
  @Test("A PassthroughSubject sends only later values; a CurrentValueSubject the current one first; Just one")
  func subjects() {
    let passthrough = PassthroughSubject<Int, Never>()
    let current = CurrentValueSubject<Int, Never>(1)
    var seen: [String] = []
    passthrough.send(0)
    let a = passthrough.sink { seen.append("p\($0)") }
    let b = current.sink { seen.append("c\($0)") }
    let c = Just(9).sink { seen.append("j\($0)") }
    passthrough.send(2)
    current.send(3)
    #expect(seen == ["c1", "j9", "p2", "c3"])
    #expect(current.value == 3)
    _ = (a, b, c)
  }

  @Test("map, compactMap, filter, dropFirst and removeDuplicates pass on what Combine's do")
  func operators() {
    let subject = PassthroughSubject<String, Never>()
    var seen: [Int] = []
    let token = subject.compactMap(Int.init).filter { $0 >= 0 }.map { $0 * 10 }.dropFirst().removeDuplicates()
      .sink { seen.append($0) }
    for text in ["1", "2", "x", "2", "-4", "2", "3"] { subject.send(text) }
    #expect(seen == [20, 30])
    _ = token
  }

  @Test("Releasing or cancelling the token ends the subscription; a completion ends it too (F-CB5)")
  func cancellation() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    var token: AnyCancellable? = subject.sink { seen.append($0) }
    subject.send(1)
    token = nil
    subject.send(2)
    var tokens = Set<AnyCancellable>()
    subject.sink { seen.append($0 * 10) }.store(in: &tokens)
    subject.send(3)
    tokens.first?.cancel()
    subject.send(4)
    #expect(seen == [1, 30])
    _ = token
  }

  @Test("In a world a sink is a registration of the node that made it; cancel and completion end it")
  func registrations() {
    let (world, recorder) = makeWorld(Text(""))
    let subject = PassthroughSubject<Int, Never>()
    let listener = Listener()
    let before = (recorder.subscriptionsRegistered, recorder.subscriptionsEnded)
    RunContext.with(world) {
      listener.token = subject.sink { listener.received.append("\($0)") }
      let second = subject.sink(receiveCompletion: { _ in listener.received.append("done") }, receiveValue: { _ in })
      #expect(recorder.subscriptionsRegistered == before.0 + 2)
      subject.send(completion: .finished)
      #expect(recorder.subscriptionsEnded == before.1 + 2)
      _ = second
    }
    #expect(listener.received == ["done"])
  }

  @Test("receive(on: DispatchQueue.main) delivers in a later turn, even on the main thread (F-CB3)")
  func receiveOnMain() {
    let (world, _) = makeWorld(Text(""))
    let subject = PassthroughSubject<Int, Never>()
    let listener = Listener()
    RunContext.with(world) {
      listener.token = subject.receive(on: DispatchQueue.main).sink { listener.received.append("\($0)") }
    }
    world.runTurn(.action, Phase(.action)) { subject.send(1) }
    #expect(listener.received.isEmpty)
    world.drainMainQueue()
    #expect(listener.received == ["1"])
  }

  @Test("debounce passes on the latest value once the clock is quiet for the interval; completion drops it (F-CB4)")
  func debounce() {
    let (world, _) = makeWorld(Text(""))
    let subject = PassthroughSubject<String, Never>()
    let listener = Listener()
    RunContext.with(world) {
      listener.token = subject.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
        .sink { listener.received.append($0) }
    }
    world.runTurn(.action, Phase(.action)) { subject.send("a") }
    world.advanceClock(by: 200)
    world.runTurn(.action, Phase(.action)) { subject.send("ab") }
    world.advanceClock(by: 200)
    #expect(listener.received.isEmpty)
    world.advanceClock(by: 100)
    #expect(listener.received == ["ab"])
    world.runTurn(.action, Phase(.action)) {
      subject.send("abc")
      subject.send(completion: .finished)
    }
    world.advanceClock(by: 400)
    #expect(listener.received == ["ab"])
  }

  @Test("assign(to:on:) writes each value; assign(to: &$property) republishes through the property")
  func assign() {
    let subject = PassthroughSubject<String, Never>()
    let query = Query()
    let label = UILabel()
    var changes = 0
    let willChange = query.objectWillChange.sink { changes += 1 }
    let token = subject.map(Optional.some).assign(to: \UILabel.text, on: label)
    subject.assign(to: &query.$text)
    subject.send("hi")
    #expect(label.text == "hi")
    #expect(query.text == "hi")
    #expect(changes == 1)
    _ = (willChange, token)
  }

  @Test("Teardown lets go of subscriptions: a sink that captures its owner does not keep it after the world")
  func teardownReleases() {
    let (world, _) = makeWorld(Text(""))
    let subject = PassthroughSubject<Int, Never>()
    weak var released: Listener?
    RunContext.with(world) {
      let listener = Listener()
      listener.token = subject.sink { listener.received.append("\($0)") }  // a cycle through the subject
      released = listener
    }
    #expect(released != nil)
    world.tearDown()
    #expect(released == nil)
  }

  @Test("objectWillChange sent during updateUIView warns, and the view still re-renders later (S5)")
  func publishingDuringUpdate() {
    let query = Query()
    let (world, recorder) = makeWorld(PublishingScreen(query: query))
    #expect(
      recorder.events.contains { if case .objectWillChange(_, duringUpdate: true) = $0.kind { true } else { false } })
    #expect(
      recorder.events.contains {
        if case .diagnostic(let text) = $0.kind {
          text.hasPrefix("Publishing changes from within view updates")
        } else {
          false
        }
      })
    #expect(query.text == "from update")
    _ = world
  }
}
