import BridgeModel
import Testing

/// A UIKit switch in a representable, for what `allowsHitTesting` hides.
private struct PlainSwitch: UIViewRepresentable {
  func makeUIView(context: Context) -> UISwitch { UISwitch() }
  func updateUIView(_ view: UISwitch, context: Context) {}
}

/// SwiftUI's own controls around a counter of edits.
private struct ControlsScreen: View {
  @State var isOn = false
  @State var name = ""
  @State var locked = false
  @State var covered = false
  var body: some View {
    VStack {
      Toggle("wifi", isOn: $isOn)
      Toggle(isOn: $locked) { Text("lock") }
      TextField("name", text: $name)
        .disabled(locked)
      VStack {
        Button(action: { isOn = true }) { Text("on") }
        PlainSwitch()
      }
      .allowsHitTesting(!covered)
      Button("cover") { covered.toggle() }
    }
  }
}

/// A list filtered by a search field.
private struct SearchScreen: View {
  @State var query = ""
  var body: some View { Text("results for \(query)").searchable(text: $query) }
}

@MainActor
@Suite("SwiftUI controls (issue 9 §1.13)")
struct SwiftUIControlTests {
  @Test("F-SW4: flipping a Toggle writes the other value through its binding, in the user's turn")
  func toggle() {
    let (world, recorder) = makeWorld(ControlsScreen())
    #expect(world.elements.filter { $0.kind == .toggle && $0.view == nil }.map(\.name) == ["wifi", "lock"])
    #expect(world.apply(.flip("wifi")))
    #expect(world.currentValueText(ofState: "isOn") == "true")
    #expect(world.apply(.flip("wifi")))
    #expect(world.currentValueText(ofState: "isOn") == "false")
    #expect(recorder.events.compactMap(\.stateWriteOutcome) == [.applied, .applied])
  }

  @Test("F-SW4: typing appends to a TextField's binding and clearing empties it; focus and caret are not offered")
  func textField() {
    let (world, _) = makeWorld(ControlsScreen())
    #expect(world.apply(.type("ab", into: "name")))
    #expect(world.apply(.type("c", into: "name")))
    #expect(world.currentValueText(ofState: "name") == "\"abc\"")
    #expect(world.apply(.clear("name")))
    #expect(world.currentValueText(ofState: "name") == "\"\"")
    #expect(!world.apply(.focus("name")))
    #expect(!world.choices().contains { $0.kind == .focus || $0.kind == .moveCaret })
  }

  @Test("F-SW3: a field under disabled(true) is neither offered nor typed into")
  func disabledField() {
    let (world, _) = makeWorld(ControlsScreen())
    #expect(world.apply(.flip("lock")))
    #expect(!world.elements.map(\.name).contains("name"))
    #expect(!world.apply(.type("a", into: "name")))
  }

  @Test("F-SW4: searchable is a field named by its prompt whose typing writes the binding")
  func searchable() {
    let (world, _) = makeWorld(VStack { Text("results") }.searchable(text: .constant(""), prompt: "Find"))
    #expect(world.elements.filter { $0.kind == .textField }.map(\.name) == ["Find"])
    let (searching, _) = makeWorld(SearchScreen())
    #expect(searching.apply(.type("ab", into: "search")))
    #expect(searching.currentValueText(ofState: "query") == "\"ab\"")
  }

  @Test("A button whose label is a view is named by the label's text")
  func labelledButton() {
    let (world, _) = makeWorld(ControlsScreen())
    #expect(world.apply(.tap("on")))
    #expect(world.currentValueText(ofState: "isOn") == "true")
  }

  @Test(
    "F-SW6: allowsHitTesting(false) takes the buttons and the representable's UIKit controls inside off offer, and true brings them back"
  )
  func hitTesting() {
    let (world, _) = makeWorld(ControlsScreen())
    #expect(world.elements.map(\.name).contains("on"))
    #expect(world.elements.contains { $0.kind == .toggle && $0.view is UISwitch })
    #expect(world.apply(.tap("cover")))
    #expect(!world.elements.map(\.name).contains("on"))
    #expect(!world.elements.contains { $0.view is UISwitch })
    #expect(!world.apply(.tap("on")))
    #expect(world.apply(.tap("cover")))
    #expect(world.elements.map(\.name).contains("on"))
  }
}

/// Logs its `onChange` actions: what each saw and what its closure captured.
private struct ChangeLogScreen: View {
  @State var count = 0
  @State var mirror = 0
  @State var unrelated = 0
  let log: CallLog
  var body: some View {
    let captured = count
    VStack {
      Text("\(count) \(mirror) \(unrelated)")
    }
    .onChange(of: count, initial: true) { old, new in
      log.calls.append("new \(old)->\(new) captured \(captured)")
      mirror = new
    }
    .onChange(of: count) { new in log.calls.append("old-form \(new) captured \(captured)") }
  }
}

@MainActor
@Suite(".onChange (issue 9 §1.13)")
struct OnChangeTests {
  @Test("F-SW7: initial runs once after the first update, with the value as both arguments")
  func initial() {
    let log = CallLog()
    let (world, _) = makeWorld(ChangeLogScreen(log: log))
    #expect(log.calls == ["new 0->0 captured 0"])
    #expect(world.currentValueText(ofState: "mirror") == "0")
  }

  @Test(
    "F-SW7: after a change, the new form runs the new body's closure, the iOS 14 form the old body's; its write is app code's"
  )
  func change() {
    let log = CallLog()
    let (world, recorder) = makeWorld(ChangeLogScreen(log: log))
    log.calls.removeAll()
    #expect(world.apply(.set(state: "count", value: "2")))
    #expect(log.calls == ["new 0->2 captured 2", "old-form 2 captured 0"])
    // Written after the update, not during it: applied.
    #expect(world.currentValueText(ofState: "mirror") == "2")
    let outcomes = recorder.events.compactMap(\.stateWriteOutcome)
    #expect(!outcomes.contains(.rejected) && !outcomes.contains(.deferred))
  }

  @Test("F-SW7: an update in which the value did not change runs no action")
  func unchanged() {
    let log = CallLog()
    let (world, _) = makeWorld(ChangeLogScreen(log: log))
    log.calls.removeAll()
    #expect(world.apply(.set(state: "unrelated", value: "1")))
    #expect(world.apply(.rerender))
    #expect(log.calls.isEmpty)
  }
}

/// An alert, a dialog, and a sheet whose button asks for the alert while the sheet is up.
private struct AlertScreen: View {
  @State var asking = false
  @State var choosing = false
  @State var showingSheet = false
  @State var deleted = 0
  let log: CallLog
  var body: some View {
    VStack {
      Button("ask") { asking = true }
      Button("choose") { choosing = true }
      Button("sheet, then ask") {
        showingSheet = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { asking = true }
      }
    }
    .alert("Delete?", isPresented: $asking) {
      Button("Delete", role: .destructive) {
        log.calls.append("delete, asking \(asking)")
        deleted += 1
      }
      Button("Keep", role: .cancel) {}
    }
    .confirmationDialog("Share", isPresented: $choosing) {
      Button("Copy") { log.calls.append("copy") }
    }
    .sheet(isPresented: $showingSheet) { Text("sheet") }
  }
}

/// The iOS 13 forms: an `Alert` value and an `ActionSheet` with its default button.
private struct OldAlertScreen: View {
  @State var asking = false
  @State var choosing = false
  @State var deleted = 0
  var body: some View {
    VStack {
      Button("ask") { asking = true }
      Button("choose") { choosing = true }
    }
    .alert(isPresented: $asking) {
      Alert(
        title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) { deleted += 1 },
        secondaryButton: .cancel())
    }
    .actionSheet(isPresented: $choosing) { ActionSheet(title: Text("Share")) }
  }
}

@MainActor
@Suite(".alert and .confirmationDialog (issue 9 §1.13)")
struct SwiftUIAlertTests {
  @Test(
    "F-SW5: the alert is a UIAlertController from the hosting controller; a button runs its action, then the binding goes false"
  )
  func alert() {
    let log = CallLog()
    let (world, _) = makeWorld(AlertScreen(log: log))
    let root = world.window.rootViewController
    #expect(world.apply(.tap("ask")))
    world.advanceClock(by: 500)
    let alert = root?.presentedViewController as? UIAlertController
    #expect(alert?.preferredStyle == .alert)
    #expect(alert?.actions.map(\.title) == ["Delete", "Keep"])
    #expect(alert?.actions.map(\.style) == [.destructive, .cancel])
    #expect(world.apply(.tap("Delete")))
    world.advanceClock(by: 500)
    #expect(log.calls == ["delete, asking true"])
    #expect(world.currentValueText(ofState: "deleted") == "1")
    // The binding went false with the alert: nothing presented, no mismatch, and asking again works.
    #expect(root?.presentedViewController == nil)
    #expect(world.presentationMismatches.isEmpty)
    #expect(world.apply(.tap("ask")))
    world.advanceClock(by: 500)
    #expect(root?.presentedViewController is UIAlertController)
  }

  @Test("F-SW5: the iOS 13 Alert and ActionSheet values present the same way, their buttons as actions")
  func iOS13Forms() {
    let (world, _) = makeWorld(OldAlertScreen())
    let root = world.window.rootViewController
    #expect(world.apply(.tap("ask")))
    world.advanceClock(by: 500)
    let alert = root?.presentedViewController as? UIAlertController
    #expect(alert?.actions.map(\.title) == ["Delete", "Cancel"])
    #expect(alert?.actions.map(\.style) == [.destructive, .cancel])
    #expect(world.apply(.tap("Delete")))
    world.advanceClock(by: 500)
    #expect(world.currentValueText(ofState: "deleted") == "1")
    #expect(world.presentationMismatches.isEmpty)
    #expect(world.apply(.tap("choose")))
    world.advanceClock(by: 500)
    let sheet = root?.presentedViewController as? UIAlertController
    #expect(sheet?.preferredStyle == .actionSheet)
    #expect(sheet?.actions.map(\.title) == ["Cancel"])
  }

  @Test("F-SW5: a confirmation dialog is an action sheet with a Cancel action added")
  func dialog() {
    let log = CallLog()
    let (world, _) = makeWorld(AlertScreen(log: log))
    #expect(world.apply(.tap("choose")))
    world.advanceClock(by: 500)
    let sheet = world.window.rootViewController?.presentedViewController as? UIAlertController
    #expect(sheet?.preferredStyle == .actionSheet)
    #expect(sheet?.actions.map(\.title) == ["Copy", "Cancel"])
    #expect(world.apply(.tap("Cancel")))
    world.advanceClock(by: 500)
    #expect(log.calls.isEmpty)
    #expect(world.window.rootViewController?.presentedViewController == nil)
    #expect(world.presentationMismatches.isEmpty)
  }

  @Test(
    "F-SW5, N9: an alert asked for while the view's sheet is up is refused by UIKit; the binding stays true and the mismatch says so"
  )
  func refusedUnderSheet() {
    let (world, _) = makeWorld(AlertScreen(log: CallLog()))
    #expect(world.apply(.tap("sheet, then ask")))
    world.advanceClock(by: 1500)
    let presented = world.window.rootViewController?.presentedViewController
    #expect(presented != nil && !(presented is UIAlertController))
    let mismatch = world.presentationMismatches.first
    #expect(mismatch?.noun == "alert" && mismatch?.binding == true && mismatch?.refused == true)
  }
}

/// A sheet whose content declares its own alert, bound to the screen's state.
private struct SheetAlertScreen: View {
  @State var showing = false
  @State var failed = false
  var body: some View {
    VStack {
      Button("show") { showing = true }
      Button("show failed") {
        failed = true
        showing = true
      }
    }
    .sheet(isPresented: $showing) {
      VStack { Button("fail") { failed = true } }
        .alert("Failed", isPresented: $failed) { Button("OK") {} }
        .onAppear {
          // 100 ms in: the sheet is loaded and in the window, still sliding in.
          if failsOnAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { failed = true } }
        }
    }
  }
  var failsOnAppear = false
}

@MainActor
@Suite("Presentations declared in a sheet's content (issue 9 §1.13)")
struct SheetContentPresentationTests {
  @Test("H3: a binding written from the sheet reaches the sheet's content (rootView set after the view loaded)")
  func alertFromSheet() {
    let (world, _) = makeWorld(SheetAlertScreen())
    #expect(world.apply(.tap("show")))
    world.advanceClock(by: 500)
    #expect(world.apply(.tap("fail")))
    world.advanceClock(by: 500)
    let sheet = world.window.rootViewController?.presentedViewController
    #expect(sheet?.presentedViewController is UIAlertController)
    #expect(world.presentationMismatches.isEmpty)
  }

  @Test("F-SW5: an alert whose binding is true when the sheet comes in is presented once the sheet has appeared")
  func alertWaitsForSheet() {
    let (world, _) = makeWorld(SheetAlertScreen())
    #expect(world.apply(.tap("show failed")))
    let sheet = world.window.rootViewController?.presentedViewController
    #expect(sheet?.presentedViewController == nil)
    world.advanceClock(by: 500)
    #expect(sheet?.presentedViewController is UIAlertController)
    #expect(world.presentationMismatches.isEmpty)
  }

  @Test(
    "F-SW5: an alert set while the sheet is still coming in (loaded, in the window) is presented once the sheet has appeared"
  )
  func alertFromOnAppear() {
    let (world, recorder) = makeWorld(SheetAlertScreen(failsOnAppear: true))
    #expect(world.apply(.tap("show")))
    world.advanceClock(by: 100)
    let sheet = world.window.rootViewController?.presentedViewController
    #expect(sheet?.presentedViewController == nil)
    world.advanceClock(by: 400)
    #expect(sheet?.presentedViewController is UIAlertController)
    #expect(world.presentationMismatches.isEmpty)
    #expect(!recorder.events.contains { if case .diagnostic = $0.kind { true } else { false } })
  }
}

// What `bridgecheck adapt` makes of `@Entry var accent: [String: Int] = ["a": 1]` (AdaptTests.entries),
// compiled here: the adapted line must be code the model accepts.
extension EnvironmentValues {
  // The two declarations adapt writes on one line, separated by `;`, one per line for the linter.
  // swift-format-ignore
  var accent: [String: Int] { get { self[__Key_accent.self] } set { self[__Key_accent.self] = newValue } }
  // swift-format-ignore
  private struct __Key_accent: EnvironmentKey { static var defaultValue: [String: Int] { ["a": 1] } }
}

/// Reads the adapted entry.
private struct AccentReader: View {
  @Environment(\.accent) var accent
  let log: CallLog
  var body: some View {
    log.calls.append("accent \(accent["a"] ?? 0)")
    return Text("accent")
  }
}

@MainActor
@Suite("@Entry as adapt writes it (issue 9 §1.13)")
struct EntryTests {
  @Test("The adapted @Entry gives its default, and environment(_:_:) overrides it below")
  func adaptedEntry() {
    let log = CallLog()
    _ = makeWorld(VStack { AccentReader(log: log) })
    _ = makeWorld(VStack { AccentReader(log: log) }.environment(\.accent, ["a": 2]))
    #expect(log.calls == ["accent 1", "accent 2"])
  }
}

/// The navigation controller a `NavigationStack` at the root of `world` made.
@MainActor private func rootNavigation(_ world: World) -> UINavigationController? {
  world.window.rootViewController?.children.first as? UINavigationController
}

/// A stack with a link to a view, a link to a value, and a destination bound to state.
private struct StackScreen: View {
  @State var showingSettings = false
  let log: CallLog
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("detail") { ProbeControllerRep(log: log) }
        NavigationLink("item 7", value: 7)
        Button("settings") { showingSettings = true }
        Text("settings \(showingSettings)")
      }
      .navigationDestination(for: Int.self) { number in Text("item \(number)") }
      .navigationDestination(isPresented: $showingSettings) { Text("settings") }
    }
  }
}

/// A link with no stack around it.
private struct StacklessScreen: View {
  var body: some View { NavigationLink("nowhere") { Text("nowhere") } }
}

@MainActor
@Suite("NavigationStack, NavigationLink, navigationDestination (issue 9 §1.13)")
struct SwiftUINavigationTests {
  @Test("F-SW9: a link pushes a hosting controller of its destination; back pops it and dismantles what it showed")
  func linkPushes() {
    let log = CallLog()
    let (world, _) = makeWorld(StackScreen(log: log))
    world.advanceClock(by: 500)
    #expect(rootNavigation(world)?.viewControllers.count == 1)
    #expect(world.apply(.tap("detail")))
    world.advanceClock(by: 500)
    #expect(rootNavigation(world)?.viewControllers.count == 2)
    #expect(log.calls.first == "makeUIViewController")
    #expect(world.apply(.press("back")))
    world.advanceClock(by: 500)
    #expect(rootNavigation(world)?.viewControllers.count == 1)
    #expect(log.calls.contains("dismantleUIViewController"))
  }

  @Test("F-SW9: a link to a value shows what navigationDestination(for:) declares for its type")
  func valueLink() {
    let (world, _) = makeWorld(StackScreen(log: CallLog()))
    world.advanceClock(by: 500)
    #expect(world.apply(.tap("item 7")))
    world.advanceClock(by: 500)
    #expect(rootNavigation(world)?.viewControllers.count == 2)
  }

  @Test(
    "F-SW9: navigationDestination(isPresented:) pushes when the binding turns true and pops when it turns false; going back sets it false"
  )
  func presentedDestination() {
    let (world, _) = makeWorld(StackScreen(log: CallLog()))
    world.advanceClock(by: 500)
    #expect(world.apply(.tap("settings")))
    world.advanceClock(by: 500)
    #expect(rootNavigation(world)?.viewControllers.count == 2)
    #expect(world.apply(.press("back")))
    world.advanceClock(by: 500)
    #expect(rootNavigation(world)?.viewControllers.count == 1)
    #expect(world.apply(.tap("settings")))
    world.advanceClock(by: 500)
    #expect(rootNavigation(world)?.viewControllers.count == 2)
    // App code sets it false: the destination is popped.
    #expect(world.apply(.set(state: "showingSettings", value: "false")))
    world.advanceClock(by: 500)
    #expect(rootNavigation(world)?.viewControllers.count == 1)
  }

  @Test("A link outside any stack does nothing in SwiftUI, and is not offered")
  func linkOutsideStack() {
    let (world, _) = makeWorld(StacklessScreen())
    #expect(!world.elements.map(\.name).contains("nowhere"))
  }
}

/// Two tabs bound to a selection, the second with a representable.
private struct TabsScreen: View {
  @State var tab = "home"
  let log: CallLog
  var body: some View {
    TabView(selection: $tab) {
      VStack {
        Text("home")
        Button("go to map") { tab = "map" }
      }
      .tabItem { Label("Home", systemImage: "house") }
      .tag("home")
      ProbeControllerRep(log: log)
        .tabItem { Label("Map", systemImage: "map") }
        .tag("map")
    }
  }
}

@MainActor
@Suite("TabView (issue 9 §1.13)")
struct SwiftUITabViewTests {
  private func tabBar(_ world: World) -> UITabBarController? {
    world.window.rootViewController?.children.first as? UITabBarController
  }

  @Test("F-SW10, F-TB1: each child is a tab titled by its tabItem; the user's tap writes the selection's tag")
  func userSelects() {
    let (world, recorder) = makeWorld(TabsScreen(log: CallLog()))
    #expect(tabBar(world)?.viewControllers?.map { $0.tabBarItem?.title } == ["Home", "Map"])
    #expect(world.elements.filter { $0.kind == .tab }.map(\.name) == ["Map"])
    #expect(world.apply(.selectTab("Map")))
    #expect(tabBar(world)?.selectedIndex == 1)
    #expect(world.currentValueText(ofState: "tab") == "\"map\"")
    #expect(recorder.didSelectCount == 1)
  }

  @Test("F-SW10: a selection set by code selects its tab, without the delegate's didSelect")
  func codeSelects() {
    let (world, recorder) = makeWorld(TabsScreen(log: CallLog()))
    #expect(world.apply(.tap("go to map")))
    #expect(tabBar(world)?.selectedIndex == 1)
    #expect(recorder.didSelectCount == 0)
  }
}

extension Recorder {
  /// How many times a tab bar controller told its delegate of a selection.
  fileprivate var didSelectCount: Int {
    events.filter { event in
      if case .callback(_, let name) = event.kind { "\(name)" == "tabBarController(_:didSelect:)" } else { false }
    }.count
  }
}

/// A stack bound to a path of numbers, logging the path at each evaluation of its body.
private struct PathScreen: View {
  @State var path: [Int] = []
  let log: CallLog
  var body: some View {
    log.calls.append("path \(path)")
    return NavigationStack(path: $path) {
      VStack {
        NavigationLink("item 7", value: 7)
        Button("deep") { path = [1, 2] }
      }
      .navigationDestination(for: Int.self) { number in Text("item \(number)") }
    }
  }
}

@MainActor
@Suite("NavigationStack(path:) (issue 9 §1.13)")
struct NavigationPathTests {
  @Test(
    "F-SW9: a value link appends to the path, which pushes its screen after the update; going back removes the value"
  )
  func linkAppends() {
    let log = CallLog()
    let (world, recorder) = makeWorld(PathScreen(log: log))
    world.advanceClock(by: 500)
    #expect(world.apply(.tap("item 7")))
    world.advanceClock(by: 500)
    #expect(log.calls.last == "path [7]")
    #expect(rootNavigation(world)?.viewControllers.count == 2)
    #expect(world.apply(.press("back")))
    world.advanceClock(by: 500)
    #expect(log.calls.last == "path []")
    #expect(rootNavigation(world)?.viewControllers.count == 1)
    // SwiftUI's own pushes are not made inside the update.
    #expect(
      !recorder.events.contains { event in
        if case .controller(_, .pushRequested) = event.kind { event.isInsideUpdate } else { false }
      })
  }

  @Test("F-SW9: a path set by code pushes one screen per value in one transition, and popping all empties it")
  func pathFromCode() {
    let log = CallLog()
    let (world, _) = makeWorld(PathScreen(log: log))
    world.advanceClock(by: 500)
    #expect(world.apply(.tap("deep")))
    world.advanceClock(by: 500)
    #expect(rootNavigation(world)?.viewControllers.count == 3)
    #expect(world.apply(.press("back")))
    world.advanceClock(by: 500)
    #expect(log.calls.last == "path [1]")
    #expect(rootNavigation(world)?.viewControllers.count == 2)
  }
}
