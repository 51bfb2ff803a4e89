import BridgeCheck
import BridgeModel

// Bridging code that traps or hangs the process (issue 10): only a campaign, which runs the
// app's code in worker processes, can report them. They are `Catalog.processScenarios`, kept
// out of `Catalog.scenarios`, which runs in the test process.

/// A notes list whose editor sheet has its own coordinator, as seed 002 §5 writes one. The
/// app shows one editor at a time: while an editor coordinator is its child, "edit" hands it
/// the next note instead of presenting another.
struct NotesHomeScreen: View {
  var onEdit: () -> Void
  var body: some View {
    VStack {
      Text("Notes")
      Button("edit") { onEdit() }
    }
  }
}

struct NoteEditorScreen: View {
  let note: Int
  var onDone: () -> Void
  var body: some View {
    VStack {
      Text("Note \(note)")
      Button("done") { onDone() }
    }
  }
}

final class NotesAppCoordinator: BridgeCoordinator {
  var childCoordinators: [any BridgeCoordinator] = []
  var navigationController: UINavigationController!
  var isNavigating = false
  let cleansUpOnSwipe: Bool
  private var notes = 0

  init(cleansUpOnSwipe: Bool) { self.cleansUpOnSwipe = cleansUpOnSwipe }

  func start() {
    let home = NotesHomeScreen(onEdit: { [weak self] in self?.edit() })
    navigationController = UINavigationController(rootViewController: UIHostingController(rootView: home))
  }

  private func edit() {
    notes += 1
    if let editor = childCoordinators.first(where: { $0 is NoteEditorCoordinator }) as? NoteEditorCoordinator {
      editor.show(note: notes)
      return
    }
    let editor = NoteEditorCoordinator(cleansUpOnSwipe: cleansUpOnSwipe)
    addChild(editor)
    editor.onFinished = { [weak self] coordinator in self?.removeChild(coordinator) }
    editor.start(note: notes, from: navigationController)
  }
}

/// The editor's coordinator keeps its sheet weakly, as coordinators should, and force-unwraps
/// it: it assumes that while it is a child, its sheet is on screen.
final class NoteEditorCoordinator: BridgeCoordinator, UIAdaptivePresentationControllerDelegate {
  var childCoordinators: [any BridgeCoordinator] = []
  var navigationController: UINavigationController!
  var isNavigating = false
  var onFinished: ((any BridgeCoordinator) -> Void)?
  let cleansUpOnSwipe: Bool
  private weak var editor: UIHostingController<NoteEditorScreen>?

  init(cleansUpOnSwipe: Bool) { self.cleansUpOnSwipe = cleansUpOnSwipe }

  func start() {}

  func start(note: Int, from presenter: UIViewController) {
    let editor = UIHostingController(rootView: NoteEditorScreen(note: note, onDone: { [weak self] in self?.done() }))
    editor.presentationController?.delegate = self
    presenter.present(editor, animated: true)
    self.editor = editor
  }

  /// ❌ After a swipe-down nothing holds the sheet, so `editor` is nil here: a trap.
  func show(note: Int) {
    editor!.rootView = NoteEditorScreen(note: note, onDone: { [weak self] in self?.done() })
  }

  private func done() {
    editor?.dismiss(animated: true)
    onFinished?(self)
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
    // ✅ The swipe-down ends the flow as "done" does (seed 002 §5), so no stale child remains.
    if cleansUpOnSwipe { onFinished?(self) }
  }
}

/// A dial that shows a value rounded down to its step, by stepping up to it in `updateUIView`.
struct StepDial: UIViewRepresentable {
  let value: Int
  let step: Int
  let guardsZeroStep: Bool

  func makeUIView(context: Context) -> UILabel { UILabel() }

  func updateUIView(_ label: UILabel, context: Context) {
    // ✅ A step of 0 shows the value as it is. ❌ Without the guard, `shown + 0 <= value`
    // stays true: the loop never ends and the main thread stops.
    if guardsZeroStep, step <= 0 {
      label.text = "\(value)"
      return
    }
    var shown = 0
    while shown + step <= value { shown += step }
    label.text = "\(shown)"
  }
}

struct StepDialScreen: View {
  @State var value = 7
  @State var step = 5
  let guardsZeroStep: Bool
  var body: some View {
    VStack {
      StepDial(value: value, step: step, guardsZeroStep: guardsZeroStep)
    }
  }
}

nonisolated enum CrashScenarios {
  static let all: [Scenario] = [
    notes(
      "crash/force-unwrap-in-coordinator", cleansUpOnSwipe: false,
      expect: .violations(["coordinators.no-leaked-children", "process.crash"]),
      summary:
        "an editor coordinator force-unwraps its weakly held sheet; a swipe-down leaves it a child with no sheet, and the next edit traps"
    ),
    notes(
      "crash/coordinator-removed-on-swipe", cleansUpOnSwipe: true, expect: .holds,
      summary: "the same editor coordinator, removed when its sheet is swiped away, so the next edit starts a new one"),
    dial(
      "crash/hang-in-update", guardsZeroStep: false, expect: .violation("process.hang"),
      summary: "an updateUIView that steps up to a value spins forever when the step state is 0"),
    dial(
      "crash/zero-step-guarded", guardsZeroStep: true, expect: .holds,
      summary: "the same dial, which shows the value as it is when the step is 0"),
  ]

  static func notes(_ name: String, cleansUpOnSwipe: Bool, expect: Expectation, summary: String) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "seed 002 §5; fidelity N15, N16") { world in
      let app = NotesAppCoordinator(cleansUpOnSwipe: cleansUpOnSwipe)
      app.start()
      world.window.rootViewController = app.navigationController
      return app
    }
  }

  static func dial(_ name: String, guardsZeroStep: Bool, expect: Expectation, summary: String) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "seed 003 §2 (updateUIView runs on every change)") {
      StepDialScreen(guardsZeroStep: guardsZeroStep)
    }
    .domain("step", [5, 2, 0])
    .domain("value", [7, 12])
  }
}
