import BridgeModel
import Testing

/// Logs a segmented control's target-action and what a contact picker tells.
private final class Listener: CNContactPickerDelegate {
  var calls: [String] = []
  func changed(_ control: UISegmentedControl) { calls.append("changed to \(control.selectedSegmentIndex)") }
  func contactPickerDidCancel(_ picker: CNContactPickerViewController) {
    calls.append("cancel, presented \(picker.presentingViewController != nil)")
  }
  func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {
    calls.append("picked \(contact.givenName), presented \(picker.presentingViewController != nil)")
  }
}

/// A world whose root view holds the control `make` returns (made in the world, as
/// `makeUIView` makes views), checking its caches.
@MainActor
private func controlWorld(_ make: () -> UISegmentedControl) -> (World, UISegmentedControl) {
  let (world, _) = makeAppWorld()
  world.verifiesCaches = true
  var made: UISegmentedControl?
  world.launch { world in
    let root = UIViewController()
    let control = make()
    root.view.addSubview(control)
    world.window.rootViewController = root
    made = control
  }
  return (world, made!)
}

@MainActor
@Suite("UISegmentedControl (issue 9, F-SG1)")
struct SegmentedControlTests {
  @Test(
    "F-SG1: the user taps an unselected segment: it is selected, then valueChanged; the selected one is not offered")
  func userSelects() {
    let listener = Listener()
    let (world, _) = controlWorld {
      let control = UISegmentedControl(items: ["Day", "Week"])
      control.selectedSegmentIndex = 0
      control.addTarget(listener, action: Listener.changed, for: .valueChanged)
      return control
    }
    #expect(world.elements.map(\.name) == ["Week"])
    #expect(world.apply(.tap("Week")))
    #expect(listener.calls == ["changed to 1"])
    #expect(world.elements.map(\.name) == ["Day"])
    #expect(world.staleCaches.isEmpty)
  }

  @Test("F-SG1: selectedSegmentIndex set by code sends nothing; out of range is no segment")
  func codeSendsNothing() {
    let listener = Listener()
    let (world, control) = controlWorld {
      let control = UISegmentedControl(items: ["A", "B"])
      control.addTarget(listener, action: Listener.changed, for: .valueChanged)
      return control
    }
    world.act { control.selectedSegmentIndex = 1 }
    #expect(listener.calls.isEmpty)
    world.act { control.selectedSegmentIndex = 7 }
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(world.elements.map(\.name) == ["A", "B"])
  }

  @Test("F-SG1: a momentary control offers every segment and forgets the selection after the action")
  func momentary() {
    let listener = Listener()
    let (world, control) = controlWorld {
      let control = UISegmentedControl(items: ["Undo", "Redo"])
      control.isMomentary = true
      control.addTarget(listener, action: Listener.changed, for: .valueChanged)
      return control
    }
    #expect(world.apply(.tap("Undo")))
    #expect(world.apply(.tap("Undo")))
    #expect(listener.calls == ["changed to 0", "changed to 0"])
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
  }

  @Test("F-SG1: segments made from actions run them; a disabled segment is not offered; inserting renames")
  func actionsAndEdits() {
    var ran: [String] = []
    let (world, control) = controlWorld {
      UISegmentedControl(
        frame: .zero,
        actions: [
          UIAction(title: "List") { _ in ran.append("list") }, UIAction(title: "Grid") { _ in ran.append("grid") },
        ])
    }
    #expect(world.apply(.tap("Grid")))
    #expect(ran == ["grid"])
    world.act {
      control.setEnabled(false, forSegmentAt: 0)
      control.insertSegment(withTitle: "Map", at: 0, animated: false)
    }
    #expect(world.elements.map(\.name) == ["Map"])
    #expect(control.selectedSegmentIndex == 2)
    #expect(world.staleCaches.isEmpty)
  }
}

@MainActor
@Suite("PDFKit and ContactsUI stand-ins (issue 9, F-PDF1, F-CN1)")
struct PDFAndContactsTests {
  @Test(
    "F-PDF1: setting a document makes its first page current and posts DocumentChanged; going to a page posts PageChanged once"
  )
  func pdfNotifications() {
    let (world, _) = makeAppWorld()
    var heard: [String] = []
    world.launch { world in
      world.window.rootViewController = UIViewController()
      for name in [Notification.Name.PDFViewDocumentChanged, .PDFViewPageChanged] {
        _ = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
          heard.append(note.name.rawValue)
        }
      }
    }
    let view = PDFView(frame: .zero)
    let document = PDFDocument(data: Data("%PDF".utf8))!
    document.insert(PDFPage(), at: 1)
    world.act {
      view.document = document
      view.document = document
    }
    #expect(view.currentPage === document.page(at: 0))
    #expect(heard == ["PDFViewDocumentChanged"])
    world.act {
      view.goToNextPage(nil)
      view.goToNextPage(nil)
    }
    #expect(heard == ["PDFViewDocumentChanged", "PDFViewPageChanged"])
    #expect(!view.canGoToNextPage && view.canGoToPreviousPage)
    #expect(PDFDocument(data: Data()) == nil)
  }

  @Test(
    "F-CN1: the picker offers Select and Cancel; either dismisses it, and the delegate hears once it is gone",
    arguments: ["Select", "Cancel"])
  func contactPicker(choice: String) {
    let (world, _) = makeAppWorld()
    let listener = Listener()
    let root = UIViewController()
    world.launch { world in world.window.rootViewController = root }
    world.act {
      let picker = CNContactPickerViewController()
      picker.delegate = listener
      root.present(picker, animated: true)
    }
    world.advanceClock(by: 350)
    #expect(world.elements.map(\.name) == ["Select", "Cancel", "sheet"])
    #expect(world.apply(.tap(choice)))
    #expect(listener.calls.isEmpty)
    world.advanceClock(by: 350)
    #expect(listener.calls == [choice == "Select" ? "picked John, presented false" : "cancel, presented false"])
    #expect(root.presentedViewController == nil)
  }
}

/// A modifier with state of its own: a counter its button bumps.
private struct Counting: ViewModifier {
  @State var taps = 0
  let label: String
  func body(content: Content) -> some View {
    VStack {
      content
      Button("\(label) \(taps)") { taps += 1 }
    }
  }
}

/// A screen that applies the modifier, and can swap what it wraps.
private struct ModifiedScreen: View {
  @State var title = "a"
  var body: some View { Text(title).modifier(Counting(label: "count")) }
}

@MainActor
@Suite("ViewModifier (issue 9, F-SW11)")
struct ViewModifierTests {
  @Test(
    "F-SW11: a modifier's @State is its own: kept across the content's updates, its body evaluated with the content")
  func modifierState() {
    let (world, _) = makeWorld(ModifiedScreen())
    #expect(world.elements.map(\.name) == ["count 0"])
    #expect(world.apply(.tap("count 0")))
    #expect(world.apply(.tap("count 1")))
    #expect(world.elements.map(\.name) == ["count 2"])
    #expect(world.apply(.set(state: "title", value: "\"b\"")))
    #expect(world.elements.map(\.name) == ["count 2"])
  }
}

/// A screen as real ones dress it: a button under many appearance modifiers, a tap gesture, a
/// toolbar and a context menu.
private struct DressedScreen: View {
  @State var taps = 0
  @State var saves = 0
  var body: some View {
    VStack {
      Button("Add") { taps += 1 }
        .font(.headline).bold().foregroundColor(.white).padding(.horizontal, 8)
        .background(Color.blue).clipShape(Capsule()).shadow(radius: 2).buttonStyle(.plain)
        .accessibilityLabel("Add item").transition(.opacity).animation(.default, value: taps)
      Text("Card \(taps)").font(.system(size: 14, weight: .semibold)).lineLimit(1).onTapGesture { taps += 10 }
      Text("Row").contextMenu { Button("Delete") { taps = 0 } }
    }
    .listStyle(.insetGrouped)
    .toolbar {
      ToolbarItem(placement: .navigationBarTrailing) { Button("Save") { saves += 1 } }
    }
    .previewLayout(.sizeThatFits)
  }
}

@MainActor
@Suite("SwiftUI's appearance modifiers, tap gestures and toolbars (issue 9 §1.13, F-SW12)")
struct AppearanceModifierTests {
  @Test(
    "F-SW12: appearance modifiers keep the content; onTapGesture is a tap on its view; toolbar buttons are tapped; a context menu's are not offered"
  )
  func dressed() {
    let (world, _) = makeWorld(DressedScreen())
    #expect(world.elements.map(\.name) == ["Add", "Card 0", "Save"])
    #expect(world.apply(.tap("Add")))
    #expect(world.apply(.tap("Card 1")))
    #expect(world.currentValueText(ofState: "taps") == "11")
    #expect(world.apply(.tap("Save")))
    #expect(world.currentValueText(ofState: "saves") == "1")
    #expect(!world.apply(.tap("Delete")))
  }

  @Test("Text modifiers keep a Text, which concatenates with +")
  func textConcatenation() {
    let text = Text("a").bold().foregroundColor(.red) + Text("b").italic()
    #expect(text.content == "ab")
  }
}

/// A settings form with SwiftUI's own controls.
private struct SettingsForm: View {
  enum Theme: Hashable { case light, dark, system }
  @State var theme = Theme.system
  @State var count = 1
  @State var volume = 0.0
  @State var advanced = false
  @State var opened = 0
  var body: some View {
    Form {
      Section("Look") {
        Picker("Theme", selection: $theme) {
          Text("Light").tag(Theme.light)
          Text("Dark").tag(Theme.dark)
          Text("System").tag(Theme.system)
        }
      }
      Stepper("Count \(count)", value: $count, in: 1...2)
      Slider(value: $volume, in: 0...10, step: 5) { Text("Volume") }
      DisclosureGroup("Advanced", isExpanded: $advanced) { Button("Reset") { count = 1 } }
      Divider()
      ProgressView("Loading")
      Menu("More") { Button("Hidden") {} }
    }
  }
}

@MainActor
@Suite("SwiftUI's pickers, steppers, sliders and disclosure groups (issue 9 §1.13, F-SW13)")
struct SwiftUIControlsMoreTests {
  @Test(
    "F-SW13: a picker offers the options it does not show, a stepper steps within its range, a slider rounds to its step"
  )
  func controls() {
    let (world, _) = makeWorld(SettingsForm())
    #expect(world.elements.map(\.name) == ["Light", "Dark", "Count 1 +", "Count 1 -", "Volume", "Advanced"])
    #expect(world.apply(.tap("Dark")))
    #expect(world.elements.map(\.name).prefix(2) == ["Light", "System"])
    #expect(world.apply(.tap("Count 1 +")))
    #expect(world.apply(.tap("Count 2 +")))
    #expect(world.currentValueText(ofState: "count") == "2")
    #expect(world.apply(.slide("Volume", to: 0.7)))
    #expect(world.currentValueText(ofState: "volume") == "5.0")
    #expect(!world.apply(.tap("Reset")))
    #expect(world.apply(.tap("Advanced")))
    #expect(world.apply(.tap("Reset")))
    #expect(!world.apply(.tap("Hidden")))
  }
}

/// A custom view that draws and handles touches, as drawing apps write them.
private final class SketchView: UIView {
  var path = UIBezierPath()
  override func draw(_ rect: CGRect) {
    UIColor.black.setStroke()
    path.stroke()
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let point = touches.first?.location(in: self) else { return }
    path.move(to: point)
  }
}

@MainActor
@Suite("Drawing, touches and renderers (issue 9, corpus 5)")
struct DrawingSurfaceTests {
  @Test("A path keeps its points and bounds; a renderer runs its drawing at once and gives an image of its size")
  func pathsAndRenderers() {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: 10, y: 20))
    path.addLine(to: CGPoint(x: 30, y: 5))
    #expect(path.bounds == CGRect(x: 10, y: 5, width: 20, height: 15))
    var drew = false
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { context in
      drew = true
      context.cgContext.setLineWidth(2)
    }
    #expect(drew && image.size == CGSize(width: 40, height: 30))
    let sketch = SketchView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    sketch.touchesBegan([UITouch()], with: nil)
    #expect(sketch.path.points == [CGPoint(x: 20, y: 20)])
    #expect(sketch.hitTest(CGPoint(x: 50, y: 50), with: nil) === sketch)
    #expect(sketch.hitTest(CGPoint(x: 150, y: 50), with: nil) == nil)
  }
}

@MainActor
@Suite("Combine's KVO publisher (issue 9, corpus 5, F-K1)")
struct KeyValuePublisherTests {
  @Test("F-K1: publisher(for:) sends the current value, then each change of the web view's progress")
  func progressPublisher() {
    let (world, _) = makeAppWorld()
    var web: WKWebView?
    var progress: [Double] = []
    var cancellable: AnyCancellable?
    world.launch { world in
      let root = UIViewController()
      let view = WKWebView(frame: .zero)
      root.view.addSubview(view)
      world.window.rootViewController = root
      cancellable = view.publisher(for: \.estimatedProgress).sink { progress.append($0) }
      web = view
    }
    world.act { web?.load(URLRequest(url: URL(string: "https://example.com")!)) }
    world.advanceClock(by: 2000)
    #expect(progress.first == 0)
    #expect(progress.last == 1)
    #expect(progress == progress.sorted())
    cancellable?.cancel()
    let count = progress.count
    world.act { web?.load(URLRequest(url: URL(string: "https://example.org")!)) }
    world.advanceClock(by: 2000)
    #expect(progress.count == count)
  }

  @Test("A bar button item whose target is not of the method's class takes no action, so it is not offered")
  func structTarget() {
    struct Form {}
    final class Field {
      var done = 0
      func finish() { done += 1 }
    }
    let field = Field()
    let (world, _) = makeAppWorld()
    world.launch { world in
      let root = UIViewController()
      root.navigationItem.rightBarButtonItems = [
        UIBarButtonItem(title: "Done", style: .done, target: Form(), action: Field.finish),
        UIBarButtonItem(title: "Finish", style: .done, target: field, action: Field.finish),
      ]
      world.window.rootViewController = UINavigationController(rootViewController: root)
    }
    #expect(world.elements.map(\.name) == ["Finish"])
    #expect(world.apply(.tap("Finish")))
    #expect(field.done == 1)
  }
}
