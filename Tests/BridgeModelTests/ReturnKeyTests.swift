import BridgeModel
import Testing

/// Logs what a text field and a search bar tell about Return.
private final class ReturnLog: UITextFieldDelegate, UISearchBarDelegate {
  var calls: [String] = []
  var returns = true
  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    calls.append("should return")
    return returns
  }
  func textFieldDidEndEditing(_ textField: UITextField) { calls.append("did end editing") }
  func exited(_ field: UITextField) { calls.append("did end on exit") }
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search clicked") }
}

/// A world showing a text field and a search bar made in it, with `log` as their delegate.
@MainActor
private func fieldWorld(_ log: ReturnLog, exitTarget: Bool) -> (World, UITextField, UISearchBar) {
  let (world, _) = makeAppWorld()
  var made: (UITextField, UISearchBar)?
  world.launch { world in
    let root = UIViewController()
    let field = UITextField(frame: .zero)
    field.delegate = log
    if exitTarget { field.addTarget(log, action: ReturnLog.exited, for: .editingDidEndOnExit) }
    let bar = UISearchBar(frame: .zero)
    bar.delegate = log
    root.view.addSubview(field)
    root.view.addSubview(bar)
    world.window.rootViewController = root
    made = (field, bar)
  }
  return (world, made!.0, made!.1)
}

@MainActor
@Suite("The Return key in UIKit fields (issue 9, F-RK1)")
struct UIKitReturnKeyTests {
  @Test("F-RK1: Return asks textFieldShouldReturn; with an editingDidEndOnExit target the field sends it and resigns")
  func exitTargetResigns() {
    let log = ReturnLog()
    let (world, field, _) = fieldWorld(log, exitTarget: true)
    #expect(world.apply(.pressReturn("text-field")))
    #expect(log.calls == ["should return", "did end on exit", "did end editing"])
    #expect(!field.isFirstResponder)
  }

  @Test("F-RK1: without such a target the field stays first responder; a delegate answering false stops the events")
  func noTargetStays() {
    let log = ReturnLog()
    let (world, field, _) = fieldWorld(log, exitTarget: false)
    #expect(world.apply(.pressReturn("text-field")))
    #expect(log.calls == ["should return"])
    #expect(field.isFirstResponder)
    let refusing = ReturnLog()
    refusing.returns = false
    let (other, _, _) = fieldWorld(refusing, exitTarget: true)
    #expect(other.apply(.pressReturn("text-field")))
    #expect(refusing.calls == ["should return"])
  }

  @Test("F-RK1: the search bar's Search key tells its delegate; the bar keeps the keyboard")
  func searchKey() throws {
    let log = ReturnLog()
    let (world, _, bar) = fieldWorld(log, exitTarget: false)
    #expect(world.apply(.pressReturn("search-bar")))
    #expect(log.calls == ["search clicked"])
    #expect(bar.isFirstResponder)
    #expect(try Action(parsing: "press return in search-bar") == .pressReturn("search-bar"))
  }
}

/// A sign-in form: two fields bound to one focus state, a form-wide onSubmit and a field's own.
private struct SignInForm: View {
  enum Field: Hashable { case email, password }
  @State var email = ""
  @State var password = ""
  @State var log = ""
  @FocusState var focus: Field?
  var body: some View {
    VStack {
      TextField("email", text: $email).focused($focus, equals: .email).onSubmit { log += "field;" }
      TextField("password", text: $password).focused($focus, equals: .password)
      Button("focus=\(focus.map { "\($0)" } ?? "none") log=\(log)") { focus = .password }
    }
    .onSubmit { log += "form;" }
  }
}

/// A field whose Return is kept from the form by submitScope, and a search field.
private struct ScopedForm: View {
  @State var tags = ""
  @State var query = ""
  @State var log = ""
  var body: some View {
    VStack {
      TextField("tags", text: $tags).submitScope()
      Button("log=\(log)") {}
    }
    .searchable(text: $query)
    .onSubmit { log += "text;" }
    .onSubmit(of: .search) { log += "search;" }
  }
}

/// The iOS 13 field with its callbacks.
private struct LegacyField: View {
  @State var name = ""
  @State var log = ""
  var body: some View {
    VStack {
      TextField("name", text: $name, onEditingChanged: { log += "editing \($0);" }, onCommit: { log += "commit;" })
      Button("log=\(log)") {}
    }
  }
}

@MainActor
@Suite("Return, onSubmit and @FocusState in SwiftUI (issue 9, F-RK2)")
struct SwiftUIFocusTests {
  /// The title of the form's button, which shows its state.
  func status(_ world: World) -> String? {
    world.elements.first { $0.name.hasPrefix("focus=") || $0.name.hasPrefix("log=") }?.name
  }

  @Test(
    "F-RK2: typing focuses a field and sets its @FocusState; Return runs the onSubmits outermost first, then the field loses focus",
    arguments: BehaviourProfile.SubmitOrder.allCases)
  func submitOrder(order: BehaviourProfile.SubmitOrder) {
    var profile = BehaviourProfile.default
    profile.submitOrder = order
    let (world, _) = makeWorld(SignInForm(), profile: profile)
    #expect(world.apply(.type("a", into: "email")))
    #expect(status(world) == "focus=email log=")
    #expect(world.apply(.pressReturn("email")))
    #expect(status(world) == "focus=none log=" + (order == .outerFirst ? "form;field;" : "field;form;"))
    #expect(world.currentValueText(ofState: "focus") == nil)
  }

  @Test("F-RK2: code setting the focus state moves the focus: the field then has it, and blurring clears the state")
  func codeMovesFocus() {
    let (world, _) = makeWorld(SignInForm())
    #expect(world.apply(.focus("email")))
    #expect(world.apply(.tap("focus=email log=")))
    #expect(status(world) == "focus=password log=")
    #expect(world.apply(.blur("password")))
    #expect(status(world) == "focus=none log=")
    #expect(world.apply(.blur("email")))
    #expect(status(world) == "focus=none log=")
  }

  @Test(
    "F-RK2: submitScope keeps a field's Return from the form (nothing then hears it); a searchable field triggers only .search"
  )
  func scopesAndTriggers() {
    let (world, _) = makeWorld(ScopedForm())
    // Nothing hears the scoped field's Return: it is not offered.
    #expect(!world.apply(.pressReturn("tags")))
    #expect(world.apply(.pressReturn("search")))
    #expect(status(world) == "log=search;")
  }

  @Test("F-RK2: the iOS 13 field hears editing begin and end around its commit")
  func legacyCallbacks() {
    let (world, _) = makeWorld(LegacyField())
    #expect(world.apply(.pressReturn("name")))
    #expect(status(world) == "log=editing true;commit;editing false;")
  }

  @Test("F-RK2: a field with nothing that hears Return or focus offers neither")
  func notOffered() {
    let (world, _) = makeWorld(TextField("plain", text: .constant("")))
    #expect(!world.apply(.pressReturn("plain")))
    #expect(!world.apply(.focus("plain")))
    #expect(world.apply(.type("a", into: "plain")))
  }
}

/// A UIKit field in a representable.
private struct PlainUIKitField: UIViewRepresentable {
  func makeUIView(context: Context) -> UITextField { UITextField(frame: .zero) }
  func updateUIView(_ field: UITextField, context: Context) {}
}

/// A SwiftUI field bound to a Bool focus state, beside a UIKit field.
private struct MixedFields: View {
  @State var note = ""
  @FocusState var noteFocused: Bool
  var body: some View {
    VStack {
      TextField("note", text: $note).focused($noteFocused)
      PlainUIKitField()
      Button("noteFocused=\(noteFocused)") {}
    }
  }
}

@MainActor
@Suite("One keyboard focus across UIKit and SwiftUI (issue 9, F-RK2)")
struct MixedFocusTests {
  @Test("F-RK2: a UIKit field becoming first responder takes the focus from a SwiftUI field, and back")
  func exclusive() {
    let (world, _) = makeWorld(MixedFields())
    #expect(world.apply(.focus("note")))
    #expect(world.elements.contains { $0.name == "noteFocused=true" })
    #expect(world.apply(.focus("text-field")))
    #expect(world.elements.contains { $0.name == "noteFocused=false" })
    let field = world.elements.first { $0.name == "text-field" }?.view as? UITextField
    #expect(field?.isFirstResponder == true)
    #expect(world.apply(.focus("note")))
    #expect(field?.isFirstResponder == false)
  }

  @Test("F-RK2: a Bool @FocusState is not a state the fuzzer sets; only the user's focus and the app's code change it")
  func focusStateNotFuzzed() {
    let (world, _) = makeWorld(MixedFields())
    #expect(world.currentValueText(ofState: "noteFocused") == nil)
    #expect(world.currentValueText(ofState: "note") == "\"\"")
  }
}
