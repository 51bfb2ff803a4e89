import Testing

@testable import BridgeModel

@MainActor
@Suite("Run loop, clock, registrations and lifetimes")
struct RuntimeTests {
  @Test("Timers fire on the virtual clock, repeat, and stop when invalidated")
  func timers() {
    let world = World()
    var fired = 0
    let timer = RunContext.with(world) {
      Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in fired += 1 }
    }
    world.advanceClock(by: 400)
    #expect(fired == 0)
    world.advanceClock(by: 700)
    #expect(fired == 2)
    timer.invalidate()
    world.advanceClock(by: 2000)
    #expect(fired == 2)
    #expect(world.now == 3100)
  }

  @Test("A timer and a notification center kept past their world do not keep it, and reach nothing after it went")
  func timerOutlivesWorld() {
    weak var gone: World?
    var fired = 0
    var timer: Timer?
    var center: NotificationCenter?
    let link: WorldLink
    do {
      let world = World()
      gone = world
      link = world.link
      RunContext.with(world) {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fired += 1 }
        center = NotificationCenter.default
        center?.addObserver(forName: UITextField.textDidChangeNotification, object: nil, queue: nil) { _ in
          fired += 10
        }
      }
      world.advanceClock(by: 1000)
    }
    #expect(gone == nil)
    #expect(link.world == nil)
    #expect(fired == 1)
    // The world's link was cleared when it went: the timer and the center run their blocks
    // with no world to tell (a dangling one would be read here).
    center?.post(name: UITextField.textDidChangeNotification, object: nil)
    #expect(fired == 11)
    timer?.fire()
    #expect(fired == 12)
    timer?.invalidate()
    #expect(timer?.isValid == false)
    timer?.fire()
    #expect(fired == 12)
  }

  @Test("asyncAfter runs its block once the clock reaches the deadline")
  func asyncAfter() {
    let world = World()
    var ran = false
    RunContext.with(world) {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { ran = true }
    }
    world.advanceClock(by: 499)
    #expect(!ran)
    world.advanceClock(by: 1)
    #expect(ran)
  }

  @Test("Work due at the same time runs in the order it was scheduled; earlier deadlines first")
  func scheduleOrder() {
    let world = World()
    var order: [String] = []
    RunContext.with(world) {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { order.append("a at 300") }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { order.append("b at 100") }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { order.append("c at 300") }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { order.append("d at 200") }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { order.append("e at 300") }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { order.append("f at 100") }
    }
    world.advanceClock(by: 1000)
    #expect(order == ["b at 100", "f at 100", "d at 200", "a at 300", "c at 300", "e at 300"])
  }

  @Test("A timer or observer registered by a representable is owned by it")
  func registrationOwnership() {
    struct Ticker: UIViewRepresentable {
      func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak label] _ in label?.text = "tick" }
        NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: nil, queue: nil)
        {
          _ in
        }
        return label
      }
      func updateUIView(_ label: UILabel, context: Context) {}
    }
    struct Screen: View {
      var body: some View { Ticker() }
    }
    let recorder = Recorder()
    let world = World(observer: recorder)
    world.mount(Screen())
    let node =
      recorder.events.compactMap { event -> NodeID? in
        if case .makeView(let node, _) = event.kind { return node }
        return nil
      }.first ?? .none
    #expect(world.liveRegistrations(ownedBy: node).count == 2)
    #expect(world.describe(world.liveRegistrations(ownedBy: node)[0]) == "Timer every 1.0s")
  }

  @Test("F-NC1: a block observer's sender is matched by identity and not kept by the center")
  func observerSenderNotKept() {
    let center = NotificationCenter.default
    let name = Notification.Name("sender-test")
    weak var released: UIView?
    var heard = 0
    var token: (any NSObjectProtocol)?
    do {
      let sender = UIView()
      let other = UIView()
      token = center.addObserver(forName: name, object: sender, queue: nil) { _ in heard += 1 }
      center.post(name: name, object: other)
      center.post(name: name, object: sender)
      released = sender
    }
    #expect(heard == 1)
    #expect(released == nil)
    if let token { center.removeObserver(token) }
  }

  @Test("Objects are tracked by real ARC: a view released is gone")
  func lifetimes() {
    let world = World()
    var view: UIView? = RunContext.with(world) { UILabel() }
    let id = view?.objectID ?? .none
    #expect(world.typeName(of: id) == "UILabel")
    view = nil
    _ = view
    #expect(world.displayName(of: id) == "UILabel")
  }

  @Test("Two worlds do not see each other's clock or queue")
  func worldsAreSeparate() {
    let a = World()
    let b = World()
    RunContext.with(a) { DispatchQueue.main.async {} }
    #expect(a.pendingMainBlocks == 1)
    #expect(b.pendingMainBlocks == 0)
    a.advanceClock(by: 10)
    #expect(b.now == 0)
  }
}

@MainActor
@Suite("Action text")
struct ActionTextTests {
  nonisolated static let samples: [Action] = [
    .set(state: "text", value: "\"a b\""), .setEnvironment(key: "colorScheme", value: "dark"),
    .type("\"quoted\" \\ and\nnewline", into: "text-field"), .clear("text-field#2"), .focus("search-bar"),
    .blur("Name field"), .moveCaret("text-view", to: 3), .scroll("scroll-view", to: 120),
    .pan("map", by: -0.5), .slide("slider", to: 0.25), .flip("switch"), .tap("Show details"), .rerender,
    .advanceClock(milliseconds: 250), .advanceClock(milliseconds: 1000), .drainMainQueue, .draw("canvas"),
    .swipeAcross("swipe-gesture"), .longPress("long-press"), .pressReturn("search-bar"), .pressReturn("Email field"),
  ]

  @Test("Every action's text parses back to the same action", arguments: samples)
  func roundTrip(_ action: Action) throws {
    #expect(try Action(parsing: action.text) == action)
  }

  @Test("A malformed action says what was expected")
  func errors() {
    let cases: [(String, String)] = [
      ("type a into text-field", "expected `type \"TEXT\" into ELEMENT`"),
      ("jump", "unknown action `jump`"),
      ("advance clock by soon", "expected `advance clock by DURATION` (like 0.5s or 100ms)"),
      ("type \"a", "a quoted string is not closed"),
    ]
    for (line, message) in cases {
      #expect(throws: Action.ParseError.self) { try Action(parsing: line) }
      do {
        _ = try Action(parsing: line)
      } catch {
        #expect(error.message.hasPrefix(message), "\(line): \(error.message)")
      }
    }
  }
}

/// A file from an app declares its previews: it compiles against the model, which never runs them.
private struct PreviewedLabel: View {
  var body: some View { Text("label") }
}

private struct PreviewedLabel_Previews: PreviewProvider {
  static var previews: some View { PreviewedLabel() }
}

/// Buttons titled from a list, to test how the screen's elements are numbered.
private struct TitledButtons: View {
  let titles: [String]
  var body: some View {
    VStack { ForEach(Array(titles.enumerated()), id: \.offset) { Button($0.element) {} } }
  }
}

/// Buttons whose titles the first one changes to the next set: the same world walked with
/// different names repeated (`like#2` after `unlike#2` …).
private struct RenamingButtons: View {
  static let sets = [
    ["like", "like", "like", "go"],
    ["unlike", "like", "unlike", "like", "unlike", "like"],
    ["go", "go", "unlike", "unlike", "like", "like", "go"],
  ]
  @State var set = 0
  var body: some View {
    VStack {
      Button("next") { set = (set + 1) % Self.sets.count }
      ForEach(Array(Self.sets[set].enumerated()), id: \.offset) { Button($0.element) {} }
    }
  }
}

/// Names numbered the way `World.number` should: the n-th with a base name is `base#n`.
private func numberedNames(_ titles: [String]) -> [String] {
  var seen: [String: Int] = [:]
  return titles.map { title in
    let count = (seen[title] ?? 0) + 1
    seen[title] = count
    return count > 1 ? "\(title)#\(count)" : title
  }
}

@MainActor
@Suite("Element names")
struct ElementNameTests {
  @Test("A world walked again with other names repeated numbers each walk's names afresh")
  func renumberedAfterChange() {
    let (world, _) = makeWorld(RenamingButtons())
    for round in 0..<7 {
      let titles = ["next"] + RenamingButtons.sets[round % RenamingButtons.sets.count]
      #expect(world.elements.map(\.name) == numberedNames(titles), "round \(round)")
      #expect(world.apply(.tap("next")))
    }
  }

  @Test("The n-th element with a name is name#n; names of one length and one last letter are told apart")
  func numbered() {
    // A handful of elements, and more than 8 (where a cheap key is compared first).
    let (few, _) = makeWorld(TitledButtons(titles: ["ab", "cb", "ab"]))
    #expect(few.elements.map(\.name) == ["ab", "cb", "ab#2"])
    let (world, _) = makeWorld(TitledButtons(titles: ["ab", "cb", "ab", "b", "cb", "ab", "xy", "zy", "q", "xy"]))
    #expect(world.elements.map(\.name) == ["ab", "cb", "ab#2", "b", "cb#2", "ab#3", "xy", "zy", "q", "xy#2"])
  }

  @Test("Past 64 elements, names are counted the same way (a running count per name)")
  func numberedPastSixtyFour() {
    let titles = (0..<70).map { $0.isMultiple(of: 2) ? "even" : "odd \($0 % 3)" }
    let (world, _) = makeWorld(TitledButtons(titles: titles))
    let names = world.elements.map(\.name)
    #expect(names == numberedNames(titles))
    #expect(names.last == "odd 0#12")
  }
}

@MainActor
@Suite("Tables kept by type")
struct TypeTableTests {
  /// Eighteen types: past the sixteen a table scans, two go to its dictionary.
  static let types: [Any.Type] = [
    Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self, UInt16.self, UInt32.self,
    UInt64.self, Float.self, Double.self, Bool.self, String.self, Character.self, Substring.self, [Int].self,
    [String].self,
  ]

  @Test("Every type kept is found again, those scanned and those past them; a type not kept is not")
  func findsEveryType() {
    #expect(TypeTable<Int>.scanned == 16)
    var table = TypeTable<Int>()
    for (index, type) in Self.types.enumerated() {
      #expect(table.value(for: ObjectIdentifier(type)) == nil)
      table.insert(index, for: ObjectIdentifier(type))
      for (earlier, kept) in Self.types.prefix(index + 1).enumerated() {
        #expect(table.value(for: ObjectIdentifier(kept)) == earlier, "\(kept) after \(index + 1) types")
      }
    }
    #expect(table.value(for: ObjectIdentifier(Set<Int>.self)) == nil)
  }
}
