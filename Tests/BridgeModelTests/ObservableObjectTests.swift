import BridgeModel
import Testing

@testable import BridgeCombine

private final class Account: ObservableObject {
  @Published var name = "a"
  var plain = 0
}

/// Makes accounts and counts them.
private final class AccountMaker {
  var made = 0
  func make() -> Account {
    made += 1
    return Account()
  }
}

/// An object without `@Published` properties that sends by hand (F-CB2).
private final class Manual: ObservableObject {
  var count = 0 {
    willSet { objectWillChange.send() }
  }
}

private struct NameLabel: UIViewRepresentable {
  let name: String
  func makeUIView(context: Context) -> UILabel { UILabel() }
  func updateUIView(_ label: UILabel, context: Context) { label.text = name }
}

private struct ObservingScreen: View {
  @ObservedObject var account: Account
  var body: some View { NameLabel(name: account.name) }
}

/// Owns its account; its parent re-creates it (a new value, the same identity) on every tick.
private struct OwningCard: View {
  @StateObject var account: Account
  let tick: Int
  init(tick: Int, maker: AccountMaker) {
    self.tick = tick
    _account = StateObject(wrappedValue: maker.make())
  }
  var body: some View { NameLabel(name: "\(account.name) \(tick)") }
}

private struct OwningScreen: View {
  let maker: AccountMaker
  @State var tick = 0
  var body: some View { OwningCard(tick: tick, maker: maker) }
}

private struct ManualScreen: View {
  @ObservedObject var manual: Manual
  var body: some View { NameLabel(name: "\(manual.count)") }
}

private struct EnvironmentReader: View {
  @EnvironmentObject var account: Account
  var body: some View { NameLabel(name: account.name) }
}

private struct EnvironmentScreen: View {
  let account: Account
  var body: some View { EnvironmentReader().environmentObject(account) }
}

/// `@Published` properties after others, of every kind `objectWillChange` must look past.
private class Profile: ObservableObject {
  let id = 7
  var tags: [String] = []
  weak var owner: Account?
  @Published var title = "t"
  @Published var score = 0
}

/// A property that may hold anything comes first: `Mirror` decides what the first child is.
private final class Loose: ObservableObject {
  var anything: Any = 0
  @Published var title = "t"
}

/// The same, behind an optional.
private final class MaybeLoose: ObservableObject {
  var anything: (any Sendable)?? = nil
  @Published var title = "t"
}

/// A generic class: each specialisation has its own layout (`first` is one byte or a string).
private final class Store<Value>: ObservableObject {
  let first: Value
  @Published var title = "t"
  init(_ first: Value) { self.first = first }
}

/// A subclass whose own properties hold no `@Published`: as `Mirror` shows it, it has none.
private final class PlainProfile: Profile {
  var note = ""
}

/// A custom mirror: its children are what it says.
private final class Mirrored: ObservableObject, CustomReflectable {
  @Published var title = "t"
  var customMirror: Mirror { Mirror(self, children: [:]) }
}

@MainActor
@Suite("ObservableObject, @Published and SwiftUI's object wrappers (fidelity O7, O8; FIDELITY.md F-CB)")
struct ObservableObjectTests {
  @Test("@Published sends objectWillChange, then the new value to $property, then stores it (O7, F-CB5)")
  func publishedOrder() {
    let account = Account()
    var seen: [String] = []
    let willChange = account.objectWillChange.sink { seen.append("will change, name is \(account.name)") }
    let values = account.$name.sink { seen.append("$name \($0), name is \(account.name)") }
    account.name = "b"
    #expect(
      seen == ["$name a, name is a", "will change, name is a", "$name b, name is a"])
    _ = (willChange, values)
  }

  @Test("objectWillChange is one publisher per object, with or without @Published properties (F-CB2)")
  func stablePublisher() {
    let account = Account()
    #expect(account.objectWillChange === account.objectWillChange)
    let (world, _) = makeWorld(Text(""))
    RunContext.with(world) {
      let manual = Manual()
      #expect(manual.objectWillChange === manual.objectWillChange)
    }
  }

  @Test("objectWillChange is the first @Published property's publisher, found past the other fields as Mirror finds it")
  func publisherOfFirstPublished() {
    for _ in 0..<2 {  // the second time through what the first learnt of each class
      let profile = Profile()
      var seen: [String] = []
      let willChange = profile.objectWillChange.sink { seen.append("will change") }
      profile.title = "u"
      profile.score = 1
      #expect(seen == ["will change", "will change"])
      #expect(profile.objectWillChange === profile.objectWillChange)
      let loose = Loose()
      let looseChange = loose.objectWillChange.sink { seen.append("loose") }
      loose.title = "u"
      #expect(seen.last == "loose")
      _ = (willChange, looseChange)
    }
    // Each specialisation of a generic class is found at its own offset.
    let small = Store<Int8>(1)
    let large = Store<String>("a long string, stored out of line")
    var stores: [String] = []
    let smallChange = small.objectWillChange.sink { stores.append("small") }
    let largeChange = large.objectWillChange.sink { stores.append("large") }
    large.title = "u"
    small.title = "u"
    #expect(stores == ["large", "small"])
    #expect(PublishedFieldPlan.of(Store<Int8>.self).offset != PublishedFieldPlan.of(Store<String>.self).offset)
    _ = (smallChange, largeChange)
    #expect(PublishedFieldPlan.of(Profile.self).offset != nil)
    #expect(PublishedFieldPlan.of(Loose.self).isMirror)
    #expect(PublishedFieldPlan.of(MaybeLoose.self).isMirror)
    #expect(PublishedFieldPlan.of(Mirrored.self).isMirror)
    #expect(PublishedFieldPlan.of(Manual.self).isNone)
    #expect(PublishedFieldPlan.of(PlainProfile.self).isNone)
    // Outside a run, an object without a @Published of its own gets a new publisher at each access.
    let plain = PlainProfile()
    #expect(plain.objectWillChange !== plain.objectWillChange)
    let mirrored = Mirrored()
    #expect(mirrored.objectWillChange !== mirrored.objectWillChange)
  }

  @Test("A view observing an object re-renders when it changes; a plain property does not notify")
  func observedObjectRerenders() throws {
    let account = Account()
    let (world, _) = makeWorld(ObservingScreen(account: account))
    let label = try #require(world.representedViews(of: UILabel.self).first)
    world.runTurn(.action, Phase(.action)) { account.name = "b" }
    #expect(label.text == "b")
    world.runTurn(.action, Phase(.action)) { account.plain = 1 }
    #expect(label.text == "b")
  }

  @Test("objectWillChange sent by hand re-renders the view (F-CB2)")
  func manualSendRerenders() throws {
    let manual = Manual()
    let (world, _) = makeWorld(ManualScreen(manual: manual))
    let label = try #require(world.representedViews(of: UILabel.self).first)
    world.runTurn(.action, Phase(.action)) { manual.count = 3 }
    #expect(label.text == "3")
  }

  @Test("A @StateObject is made once per identity: a re-created view value gets the identity's object (F-CB6)")
  func stateObjectMadeOnce() throws {
    let maker = AccountMaker()
    let (world, _) = makeWorld(OwningScreen(maker: maker))
    let label = try #require(world.representedViews(of: UILabel.self).first)
    #expect(maker.made == 1)
    #expect(world.apply(.set(state: "tick", value: "1")))
    #expect(label.text == "a 1")
    #expect(maker.made == 1)
  }

  @Test("An @EnvironmentObject resolves from .environmentObject and re-renders on change")
  func environmentObject() throws {
    let account = Account()
    let (world, _) = makeWorld(EnvironmentScreen(account: account))
    let label = try #require(world.representedViews(of: UILabel.self).first)
    #expect(label.text == "a")
    world.runTurn(.action, Phase(.action)) { account.name = "c" }
    #expect(label.text == "c")
  }
}

extension PublishedFieldPlan {
  fileprivate var offset: Int? {
    if case .at(let offset, _) = self { offset } else { nil }
  }
  fileprivate var isMirror: Bool {
    if case .mirror = self { true } else { false }
  }
  fileprivate var isNone: Bool {
    if case .none = self { true } else { false }
  }
}
