import BridgeCatalog
import BridgeCheck
import BridgeModel
import Testing

@MainActor
@Suite("The command line: its contract, exit codes and texts")
struct CommandTests {
  @Test("list --json: one object per scenario with scenario, expect, property, summary")
  func listJSON() throws {
    let (code, out, _) = runCommand(["list", "--json"])
    #expect(code == 0)
    let lines = out.split(separator: "\n")
    #expect(lines.count == Catalog.scenarios.count)
    let first = try JSON.parse(String(lines[0]))
    #expect(first["scenario"] == .string("text-field/guarded"))
    #expect(first["expect"] == .string("holds"))
    #expect(first["property"] == .null)
    let second = try JSON.parse(String(lines[1]))
    #expect(second["expect"] == .string("violation"))
    #expect(second["property"] == .string("representable.update-is-idempotent"))
  }

  @Test("fuzz --json: the fields of the contract, exit 1 on a violation")
  func fuzzJSON() throws {
    let (code, out, _) = runCommand(["fuzz", "--scenario", "peer-search-field/buggy", "--seed", "2", "--json"])
    #expect(code == 1)
    let json = try JSON.parse(out.trimmingCharacters(in: .newlines))
    #expect(json["scenario"] == .string("peer-search-field/buggy"))
    #expect(json["seed"] == .integer(2))
    #expect(json["outcome"] == .string("violation"))
    #expect(json["property"] == .string("representable.no-state-write-during-update"))
    #expect(json["steps"] == .array([.string("set visible = true")]))
    #expect(json["trace"] == .null)
    #expect(json["timing"]?["findMs"] != nil)
    for key in ["sequences", "stepsRun"] { #expect(json[key] != nil) }
  }

  @Test("fuzz --json: a finding lists the findings that are its consequences, with their properties")
  func fuzzJSONConsequences() throws {
    let (code, out, _) = runCommand(["fuzz", "--scenario", "dismantle/leaks-timer", "--sequences", "300", "--json"])
    #expect(code == 1)
    let json = try JSON.parse(out.trimmingCharacters(in: .newlines))
    guard case .array(let findings)? = json["findings"], let first = findings.first else {
      Issue.record("no findings in \(out)")
      return
    }
    #expect(first["property"] == .string("representable.dismantle-cleans-up"))
    guard case .array(let consequences)? = first["consequences"], let consequence = consequences.first else {
      Issue.record("no consequences in \(out)")
      return
    }
    #expect(consequence["property"] == .string("representable.lifecycle-order"))
    #expect(consequence["message"] == .string("For ClockLabel, a Timer fired after it was dismantled."))
    #expect(consequence["consequences"] == .array([]))
  }

  @Test("fuzz on a holding scenario exits 0")
  func fuzzHolds() {
    let (code, out, _) = runCommand(
      ["fuzz", "--scenario", "text-field/guarded", "--sequences", "20", "--max-steps", "10", "--json"])
    #expect(code == 0)
    #expect(out.contains("\"outcome\":\"holds\""))
  }

  @Test("The seed matters: the same seed gives the same sequences, different seeds different ones")
  func seedMatters() throws {
    let scenario = try #require(Catalog.scenario(named: "text-field/guarded"))
    let execution = Execution(scenario)
    let first = (1...4).map { execution.generate(seed: UInt64($0), maxSteps: 12).actions }
    let again = (1...4).map { execution.generate(seed: UInt64($0), maxSteps: 12).actions }
    #expect(first == again)
    #expect(Set(first.map { $0.map(\.text) }).count == 4)
    // The fuzzer derives each sequence's seed from the run's: two runs' findings differ.
    let violating = try #require(Catalog.scenario(named: "text-field/unguarded-update"))
    var found: [[String]] = []
    for seed: UInt64 in [1, 2, 3] {
      var options = FuzzOptions()
      options.seed = seed
      options.sequences = 50
      options.shrink = false
      let result = Fuzzer(violating, options: options).run()
      found.append(result.original.map(\.text) + ["#\(result.failingSequence ?? -1)"])
    }
    #expect(Set(found).count == 3)
  }

  @Test("--profiles all says under which knob values each finding appears (F-T2 default: none)")
  func profilesAll() {
    let nav = runCommand(["fuzz", "--scenario", "nav/detail-unguarded", "--profiles", "all", "--sequences", "300"])
    #expect(nav.code == 1)
    #expect(
      nav.out.contains(
        "── Finding 1 of 1: navigation.no-double-push (wrong state; in 30 sequences; only when touchesDuringTransition = outgoingOnly or all) ──\n"
      ))
    #expect(
      nav.out.contains("\n  Only under a behaviour profile: these steps break it only when touchesDuringTransition =\n")
    )
    #expect(nav.out.contains(" fuzz --scenario nav/detail-unguarded --seed 1 --sequences 38 --profiles all\n"))
    // README's section on profile fuzzing quotes the header as this run prints it.
    let readme = (try? String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)) ?? ""
    let header = nav.out.split(separator: "\n").first { $0.hasPrefix("── Finding 1 of 1") }.map(String.init) ?? "?"
    #expect(readme.contains("\n" + header + "\n"))
    // Under the documented behaviour alone the same scenario holds.
    let plain = runCommand(["fuzz", "--scenario", "nav/detail-unguarded", "--sequences", "300"])
    #expect(plain.code == 0)
    let modal = runCommand([
      "fuzz", "--scenario", "modal/settings-swipe-leak", "--profiles", "all", "--sequences", "300",
    ])
    #expect(modal.code == 1)
    #expect(
      modal.out.contains(
        "── Finding 1 of 2: presentation.no-present-while-presenting (wrong state; in 11 sequences; only when touchesDuringTransition = all) ──\n"
      ))
    #expect(
      modal.out.contains(
        "── Finding 2 of 2: coordinators.no-leaked-children (leak; in 55 sequences; under the documented behaviour) ──\n"
      ))
  }

  @Test("The same seed prints the same JSON, apart from the timing values")
  func determinism() {
    let arguments = [
      "fuzz", "--scenario", "text-field/unguarded-update", "--scenario", "coordinator-parent/stale",
      "--scenario", "map-view/seed-guard", "--scenario", "task-write-back/diverging",
      "--scenario", "task-write-back/detached-main-actor-run", "--seed", "3", "--sequences", "200", "--json",
    ]
    let first = runCommand(arguments).out
    let second = runCommand(arguments).out
    func withoutTiming(_ text: String) -> String {
      text.split(separator: "\n").map { line in
        String(line[..<(line.range(of: ",\"timing\"")?.lowerBound ?? line.endIndex)])
      }.joined(separator: "\n")
    }
    #expect(withoutTiming(first) == withoutTiming(second))
    #expect(!first.isEmpty)
  }

  @Test("Usage errors exit 2 and say what, and how to write it")
  func usageErrors() {
    let unknown = runCommand(["fuzz", "--scenario", "text-field/guarded", "--speed", "9"])
    #expect(unknown.code == 2)
    #expect(
      unknown.err.hasPrefix(
        "error: unknown option `--speed`; known options: --corpus, --ignore, --json, --max-steps, --profiles, --save-as, --scenario, --seed, --sequences, --stop-at-first, --time\n\nusage: bridgecheck fuzz"
      ))
    let missing = runCommand(["fuzz", "--scenario", "text-field/nope"])
    #expect(missing.code == 2)
    #expect(
      missing.err.hasPrefix(
        "error: no scenario named `text-field/nope`; did you mean: text-field/guarded, text-field/unguarded-update, text-field/selection-writer"
      ))
    let badSeed = runCommand(["fuzz", "--scenario", "text-field/guarded", "--seed", "many"])
    #expect(badSeed.code == 2)
    #expect(
      badSeed.err.hasPrefix(
        "error: `--seed` takes a whole number (decimal, or hex like 0x2545F4914F6CDD1D), not `many`"))
    let command = runCommand(["frobnicate"])
    #expect(command.code == 2)
    #expect(
      command.err.hasPrefix(
        "error: unknown command `frobnicate`; commands: check, list, fuzz, replay, shrink, explain, bench")
    )
  }

  @Test("replay: exit 0 when every file gives its expect; malformed files exit 2 with file:line")
  func replay() {
    let good =
      repositoryRoot
      + "/Corpus/peer-search-field/buggy/representable.no-state-write-during-update.write-in-textfielddidchangeselection-inside-updateuiview-peersearchfield.trace"
    let ok = runCommand(["replay", good, "--json"])
    #expect(ok.code == 0)
    #expect(
      ok.out
        == "{\"file\":\"\(good)\",\"scenario\":\"peer-search-field/buggy\",\"expect\":\"violation\",\"outcome\":\"violation\",\"property\":\"representable.no-state-write-during-update\",\"signature\":\"write in textFieldDidChangeSelection inside updateUIView | PeerSearchField\",\"matches\":true}\n"
    )
    let broken = temporaryFile(named: "broken.trace", Array("bridgecheck-trace 1\nscenario x\n".utf8))
    let bad = runCommand(["replay", broken])
    #expect(bad.code == 2)
    #expect(
      bad.err
        == "\(broken):2: error: expected `key: value` or `steps:`, found `scenario x`\n  hint: header lines are scenario, property, signature, expect, seed, profile, then `steps:`\n"
    )
    let missing = runCommand(["replay", "/nonexistent/file.trace"])
    #expect(missing.code == 2)
    #expect(missing.err.hasPrefix("/nonexistent/file.trace: error: no such file"))
  }

  @Test("replay: a trace whose outcome differs from its expect exits 1")
  func replayMismatch() {
    let text = """
      bridgecheck-trace 1
      scenario: text-field/guarded
      property: representable.update-is-idempotent
      expect: violation
      seed: none
      profile: default
      steps:
        type "a" into text-field

      """
    let file = temporaryFile(named: "mismatch.trace", Array(text.utf8))
    let result = runCommand(["replay", file, "--json"])
    #expect(result.code == 1)
    #expect(result.out.contains("\"outcome\":\"holds\""))
  }

  @Test("shrink prints the minimal trace")
  func shrink() {
    let text = """
      bridgecheck-trace 1
      scenario: scroll-view/unguarded
      property: none
      expect: holds
      seed: none
      profile: default
      steps:
        set offset = 0.0
        rerender
        set offset = 120.0
        set offset = 0.5

      """
    let file = temporaryFile(named: "long.trace", Array(text.utf8))
    let result = runCommand(["shrink", file])
    #expect(result.code == 1)
    #expect(
      result.out
        == "bridgecheck-trace 1\nscenario: scroll-view/unguarded\nproperty: representable.no-state-write-during-update\nsignature: write in scrollViewDidScroll inside updateUIView | OffsetScrollView\nexpect: violation\nseed: none\nprofile: default\nsteps:\n  set offset = 120.0\n"
    )
    #expect(result.err.hasPrefix("shrank 4 steps to 1 (certified 1-minimal"))
  }

  @Test("explain prints what a property claims, why, the symptom and the fix")
  func explain() {
    let result = runCommand(["explain", "representable.layout-owned-by-swiftui"])
    #expect(result.code == 0)
    #expect(
      result.out == """
        representable.layout-owned-by-swiftui

          User code never writes the frame, bounds, center or transform of a represented view.

        Why:
          SwiftUI owns the layout of the view a representable returns: it lives in a container that sets
          its frame from SwiftUI's layout (L21), and Apple documents modifying center, bounds, frame or
          transform as undefined behaviour (seed 001 Layout Property Warning).

        On a device:
          The view jumps, disappears or ends up the wrong size after the next layout pass.

        What to change:
          Size through sizeThatFits(_:uiView:context:), intrinsicContentSize or SwiftUI modifiers such
          as .frame().

        Severity: misuse (reports rank findings by it; a UIKit exception is a crash)

        Sources: fidelity L18; L20; L21; seed 001 Layout Property Warning; seed 003 §4

        """)
    let unknown = runCommand(["explain", "representable.nope"])
    #expect(unknown.code == 2)
    #expect(unknown.err.hasPrefix("error: no property named `representable.nope`"))
  }
}

@MainActor
@Suite("Distinct findings: a property broken two ways is two findings")
struct DistinctFindingTests {
  /// "orphan" presents from a controller never shown (not in a window); "loose" from one whose
  /// view was added without containment (detached): presentation.presenter-in-window broken
  /// with two signatures.
  final class Root: UIViewController {
    let loose = UIViewController()
    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(loose.view)
      for title in ["orphan", "loose"] {
        let button = UIButton(title: title)
        button.addTarget(self, action: Root.present(from:), for: .touchUpInside)
        view.addSubview(button)
      }
    }
    func present(from sender: UIButton) {
      if sender.title(for: .normal) == "orphan" {
        UIViewController().present(UIViewController(), animated: true)
      } else {
        loose.present(UIViewController(), animated: true)
      }
    }
  }

  @Test("Two signatures of one property are reported side by side, each shrunk to its own step")
  func twoWaysOneProperty() {
    let scenario = Scenario("test/two-presenters") { world in
      let root = Root()
      world.window.rootViewController = root
      return root
    }
    .acknowledging("containment.add-child-before-add-subview", because: "the detached presenter is the point")
    var options = FuzzOptions()
    options.sequences = 40
    options.maxSteps = 6
    let result = Fuzzer(scenario, options: options).run()
    let found = result.findings.map { "\($0.property) | \($0.signature.kind) | \($0.steps.map(\.text))" }.sorted()
    #expect(
      found == [
        "presentation.presenter-in-window | present from a controller not in a window | [\"tap \\\"orphan\\\"\"]",
        "presentation.presenter-in-window | present from a detached controller | [\"tap \\\"loose\\\"\"]",
      ])
  }
}

@MainActor
@Suite("A present that UIKit raises on is a crash the presentation property names (FIDELITY.md F-P4)")
struct InvalidPresentTests {
  /// Presents from the topmost controller, found by walking `presentedViewController`.
  final class Details: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      let button = UIButton(title: "again")
      button.addTarget(self, action: Details.again, for: .touchUpInside)
      view.addSubview(button)
    }
    /// ❌ The walk ends at this controller, which is then asked to present itself.
    func again(_ sender: UIButton) {
      var top: UIViewController = view.window?.rootViewController ?? self
      while let presented = top.presentedViewController { top = presented }
      top.present(self, animated: false)
    }
  }

  final class Root: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      let button = UIButton(title: "details")
      button.addTarget(self, action: Root.show, for: .touchUpInside)
      view.addSubview(button)
    }
    func show(_ sender: UIButton) { present(Details(), animated: false) }
  }

  @Test("Presenting a controller on itself ends the run with UIKit's exception, shrunk to its two taps")
  func presentOnItself() {
    let scenario = Scenario("test/present-on-itself") { world in
      let root = Root()
      world.window.rootViewController = root
      return root
    }
    var options = FuzzOptions()
    options.sequences = 40
    options.maxSteps = 6
    let result = Fuzzer(scenario, options: options).run()
    let found = result.findings.map { "\($0.property) | \($0.signature.kind) | \($0.steps.map(\.text))" }
    #expect(
      found == [
        "presentation.no-present-while-presenting | NSInvalidArgumentException from a present | [\"tap \\\"details\\\"\", \"tap \\\"again\\\"\"]"
      ])
  }
}

/// A text view whose update assigns the text every time, as kenmueller/TextView did.
struct AssigningTextView: UIViewRepresentable {
  /// What the update does with the selection after the setter.
  enum Selection { case untouched, restored, atStart }
  @Binding var text: String
  /// `.restored` is the fix that project shipped: save the selection and put it back.
  let selection: Selection

  func makeCoordinator() -> Coordinator { Coordinator(text: $text) }

  func makeUIView(context: Context) -> UITextView {
    let textView = UITextView()
    textView.delegate = context.coordinator
    return textView
  }

  func updateUIView(_ textView: UITextView, context: Context) {
    context.coordinator.text = $text
    let saved = textView.selectedRange
    textView.text = text
    switch selection {
    case .untouched: break
    case .restored: textView.selectedRange = saved
    case .atStart: textView.selectedRange = NSRange(location: 0, length: 0)
    }
  }

  final class Coordinator: NSObject, UITextViewDelegate {
    var text: Binding<String>
    init(text: Binding<String>) { self.text = text }
    func textViewDidChange(_ textView: UITextView) { text.wrappedValue = textView.text }
  }
}

struct AssigningTextScreen: View {
  @State var text = ""
  let selection: AssigningTextView.Selection
  var body: some View { AssigningTextView(text: $text, selection: selection) }
}

@MainActor
@Suite("An update that sets a redundant value and puts the caret back leaves the view as it was (FIDELITY.md F-C1c)")
struct RestoredCaretTests {
  func properties(_ selection: AssigningTextView.Selection) -> [String] {
    let scenario = Scenario("test/assigning-text-view") { AssigningTextScreen(selection: selection) }
    var options = FuzzOptions()
    options.sequences = 200
    return Fuzzer(scenario, options: options).run().findings.map(\.property.rawValue)
  }

  @Test("Without the restore the caret jumps to the end: update-is-idempotent; with it, nothing breaks")
  func restoreClearsTheFinding() {
    #expect(properties(.untouched) == ["representable.update-is-idempotent"])
    #expect(properties(.restored) == [])
    // Set somewhere else than where it was, the caret still jumps.
    #expect(properties(.atStart).contains("representable.update-is-idempotent"))
  }
}

/// A wrapper view that hosts SwiftUI content, made before it is placed, as Home Assistant's
/// empty-state wrapper was: its hosting controller's view goes under the wrapper at once.
final class HostingWrapperView: UIView {
  let hosting = UIHostingController(rootView: Text("empty"))
  init(parent: UIViewController?) {
    super.init(frame: .zero)
    parent?.addChild(hosting)
    addSubview(hosting.view)
    if let parent { hosting.didMove(toParent: parent) }
  }
  required init?(coder: NSCoder) { return nil }
}

final class WrapperScreenController: UIViewController {
  let contained: Bool
  var wrapper: HostingWrapperView?
  init(contained: Bool) {
    self.contained = contained
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { return nil }
  override func viewDidLoad() {
    super.viewDidLoad()
    let wrapper = HostingWrapperView(parent: contained ? self : nil)
    view.addSubview(wrapper)
    self.wrapper = wrapper
  }
}

@MainActor
@Suite("A controller's view carried in by a wrapper view is judged where it lands (FIDELITY.md F-V2)")
struct CarriedControllerViewTests {
  func properties(contained: Bool) -> [String] {
    let scenario = Scenario("test/hosting-wrapper") { world in
      let root = WrapperScreenController(contained: contained)
      world.window.rootViewController = root
      return root
    }
    var options = FuzzOptions()
    options.sequences = 20
    options.maxSteps = 4
    return Fuzzer(scenario, options: options).run().findings.map(\.property.rawValue)
  }

  @Test("A hosting view in a wrapper, placed without addChild: add-child-before-add-subview; with it, nothing")
  func wrapperWithoutAddChild() {
    #expect(properties(contained: false) == ["containment.add-child-before-add-subview"])
    #expect(properties(contained: true) == [])
  }
}

/// A table whose cells get a hosting controller's view on every configuration, as a backported
/// `UIHostingConfiguration` did (SwiftUIBackports): the controller is not kept.
final class BackportedCellSource: NSObject, UITableViewDataSource {
  let removesOld: Bool
  init(removesOld: Bool) { self.removesOld = removesOld }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    if removesOld { for view in cell.contentView.subviews { view.removeFromSuperview() } }
    let content: UIView = UIHostingController(rootView: Text("row \(indexPath.row)")).view
    cell.contentView.addSubview(content)
    return cell
  }
}

final class BackportedListController: UIViewController {
  let source: BackportedCellSource
  init(removesOld: Bool) {
    source = BackportedCellSource(removesOld: removesOld)
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { return nil }
  override func viewDidLoad() {
    super.viewDidLoad()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    table.accessibilityIdentifier = "table"
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    view.addSubview(table)
  }
}

@MainActor
@Suite("Hosting views stacked in reused cells are found though their controllers are gone (FIDELITY.md F-H1)")
struct StackedHostingViewTests {
  func properties(removesOld: Bool) -> [String] {
    let scenario = Scenario("test/backported-configuration") { world in
      let root = BackportedListController(removesOld: removesOld)
      world.window.rootViewController = root
      return root
    }
    .actions { $0.scrollOffsets = [0, 1000] }
    var options = FuzzOptions()
    options.sequences = 40
    options.maxSteps = 6
    return Fuzzer(scenario, options: options).run().findings.map(\.property.rawValue)
  }

  @Test("A reused cell given a second hosting view: reuse-in-cells; removing the old one first, nothing")
  func stackedViews() {
    #expect(properties(removesOld: false).contains("hosting.reuse-in-cells"))
    #expect(!properties(removesOld: true).contains("hosting.reuse-in-cells"))
  }
}

/// kenmueller/TextView's focus sync: every update asks the main queue to match the first
/// responder to `isEditing`, and the delegate writes `isEditing` back asynchronously.
struct FocusSyncTextView: UIViewRepresentable {
  @Binding var text: String
  @Binding var isEditing: Bool

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextView {
    let textView = UITextView()
    textView.delegate = context.coordinator
    return textView
  }

  func updateUIView(_ textView: UITextView, context: Context) {
    context.coordinator.parent = self
    if textView.text != text { textView.text = text }
    // The binding is read when the block runs, as the project's code reads it.
    let isEditing = $isEditing
    DispatchQueue.main.async {
      if isEditing.wrappedValue { _ = textView.becomeFirstResponder() } else { _ = textView.resignFirstResponder() }
    }
  }

  final class Coordinator: NSObject, UITextViewDelegate {
    var parent: FocusSyncTextView
    init(_ parent: FocusSyncTextView) { self.parent = parent }
    func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
    func textViewDidBeginEditing(_ textView: UITextView) {
      DispatchQueue.main.async { self.parent.isEditing = true }
    }
    func textViewDidEndEditing(_ textView: UITextView) {
      DispatchQueue.main.async { self.parent.isEditing = false }
    }
  }
}

struct FocusSyncScreen: View {
  @State var text = ""
  @State var isEditing = false
  var body: some View { FocusSyncTextView(text: $text, isEditing: $isEditing) }
}

@MainActor
@Suite("Main-thread work a step made ready runs before the user's next action (FIDELITY.md F-RL1)")
struct MainQueueTimingTests {
  func properties(_ timing: BehaviourProfile.MainQueueTiming) -> [String] {
    let scenario = Scenario("test/focus-sync") { FocusSyncScreen() }.profile { $0.mainQueueTiming = timing }
    var options = FuzzOptions()
    options.sequences = 300
    return Fuzzer(scenario, options: options).run().findings.map(\.property.rawValue)
  }

  @Test(
    "The launch render's block runs before the first keystroke: no loop; typing ahead of it (busy main thread): a loop")
  func focusSync() {
    #expect(!properties(.promptly).contains("representable.no-infinite-update-loop"))
    #expect(properties(.whenDrained).contains("representable.no-infinite-update-loop"))
  }

  /// A screen whose button queues a main-queue block and a background one.
  final class QueueingController: UIViewController {
    var ran: [String] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      DispatchQueue.main.async { self.ran.append("launch block") }
      let button = UIButton(title: "go")
      button.addTarget(self, action: QueueingController.go, for: .touchUpInside)
      view.addSubview(button)
    }
    func go(_ sender: UIButton) {
      DispatchQueue.global().async { DispatchQueue.main.sync { self.ran.append("background") } }
      DispatchQueue.main.async { self.ran.append("main") }
    }
  }

  @Test("A step's main-queue block has run when the step ends; a background block waits for the drain")
  func stepEndsWithItsBlocks() {
    let world = World()
    let controller = RunContext.with(world) { QueueingController() }
    world.launch { world in world.window.rootViewController = controller }
    #expect(controller.ran == ["launch block"])
    #expect(world.apply(.tap("go")))
    #expect(controller.ran == ["launch block", "main"])
    #expect(world.choices().contains { $0.kind == .drain })
    #expect(world.apply(.drainMainQueue))
    #expect(controller.ran == ["launch block", "main", "background"])
    // Under whenDrained the main block waits too.
    var profile = BehaviourProfile.default
    profile.mainQueueTiming = .whenDrained
    let waiting = World(profile: profile)
    let other = RunContext.with(waiting) { QueueingController() }
    waiting.launch { world in world.window.rootViewController = other }
    #expect(other.ran.isEmpty)
    #expect(waiting.apply(.tap("go")))
    #expect(other.ran.isEmpty)
    #expect(waiting.apply(.drainMainQueue))
    #expect(other.ran == ["launch block", "background", "main"])
  }
}
