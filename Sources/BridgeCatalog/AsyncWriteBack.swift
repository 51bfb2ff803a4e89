import BridgeCheck
import BridgeModel

/// Which callback a `NormalisingTextField` writes back from.
enum WriteBackSource: Sendable {
  /// `.editingChanged`: user edits only (fidelity C1, C3).
  case editingChanged
  /// `textFieldDidChangeSelection`: also fired by the field's own `text =` when focused (C2).
  case selectionChange
}

/// How a `NormalisingTextField`'s coordinator gets back to the main actor to write.
nonisolated enum WriteBackHop: Sendable {
  /// `DispatchQueue.main.async { … }` (seed 003 §2).
  case mainQueue
  /// `Task { @MainActor in … }` (F-CC1).
  case task
  /// `Task.detached { await MainActor.run { … } }` (F-CC1, F-CC4).
  case detachedMainActorRun
}

/// A text field whose coordinator normalises what the user typed and writes it
/// back asynchronously (seed 003 §2, Eidhof's third technique).
struct NormalisingTextField: UIViewRepresentable {
  @Binding var text: String
  let source: WriteBackSource
  var hop = WriteBackHop.mainQueue
  let normalise: @Sendable (String) -> String

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> UITextField {
    let field = UITextField()
    field.delegate = context.coordinator
    field.addTarget(context.coordinator, action: Coordinator.edited, for: .editingChanged)
    return field
  }

  func updateUIView(_ uiView: UITextField, context: Context) {
    context.coordinator.parent = self
    if uiView.text != text { uiView.text = text }
  }

  final class Coordinator: NSObject, UITextFieldDelegate {
    var parent: NormalisingTextField
    init(_ parent: NormalisingTextField) { self.parent = parent }

    func edited(_ textField: UITextField) {
      if parent.source == .editingChanged { writeBack(textField) }
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
      if parent.source == .selectionChange { writeBack(textField) }
    }

    private func writeBack(_ textField: UITextField) {
      let normalised = parent.normalise(textField.text ?? "")
      switch parent.hop {
      case .mainQueue:
        DispatchQueue.main.async { self.parent.text = normalised }
      case .task:
        Task { @MainActor in self.parent.text = normalised }
      case .detachedMainActorRun:
        Task.detached { await MainActor.run { self.parent.text = normalised } }
      }
    }
  }
}

struct NormalisingScreen: View {
  @State var text = ""
  let source: WriteBackSource
  var hop = WriteBackHop.mainQueue
  let normalise: @Sendable (String) -> String
  var body: some View { NormalisingTextField(text: $text, source: source, hop: hop, normalise: normalise) }
}

nonisolated enum AsyncWriteBackScenarios {
  static func screen(
    _ name: String, expect: Expectation, summary: String, _ source: WriteBackSource,
    hop: WriteBackHop = .mainQueue, _ normalise: @escaping @Sendable (String) -> String
  ) -> Scenario {
    let origin =
      hop == .mainQueue
      ? "seed 003 §2 asynchronous write-back; fidelity S9"
      : "seed 003 §2 asynchronous write-back with Swift concurrency; fidelity S9, F-CC1, F-CC4"
    return Scenario(name, expect: expect, summary: summary, source: origin) {
      NormalisingScreen(source: source, hop: hop, normalise: normalise)
    }
    .mirror(
      "text", of: { (screen: NormalisingScreen) in screen.text },
      UITextField.self, "text", of: { $0.text ?? "" })
  }

  static let all: [Scenario] = [
    screen(
      "async-write-back/converging", expect: .holds,
      summary: "writes text.uppercased() back asynchronously from .editingChanged: settles", .editingChanged
    ) { $0.uppercased() },
    screen(
      "async-write-back/diverging", expect: .violation("representable.no-infinite-update-loop"),
      summary: "writes \"#\" + text back asynchronously from textFieldDidChangeSelection: never settles",
      .selectionChange
    ) { "#" + $0 }
    .mayAlsoBreak(
      "representable.view-matches-state",
      because:
        "once the state is \"#\" and the field is not focused, clearing the field writes back \"#\" again: an equal write updates nothing (S4), and the field stays empty (six steps; some seeds' budgets miss it)"
    ),
    screen(
      "async-write-back/selection-ping-pong", expect: .violation("representable.no-infinite-update-loop"),
      summary: "writes text.uppercased() back asynchronously from textFieldDidChangeSelection", .selectionChange
    ) { $0.uppercased() }
    // Two keystrokes must reach the app before the first one's block runs: a main thread busy
    // for longer than between two keystrokes (F-RL1); a responsive one runs each block first.
    .profile { $0.mainQueueTiming = .whenDrained }
    .finding(
      """
      Found by the fuzzer, not in the seeds: the normaliser is idempotent, so one write-back \
      converges, but the write-back comes from textFieldDidChangeSelection, which the field's own \
      `text =` fires while it is focused (C2). Two keystrokes before the main queue runs leave two \
      blocks ("A", "AA") in flight; each one's `text =` moves the caret and queues another block \
      with the value it just wrote, so the two values alternate for ever. That needs a main thread \
      busy for longer than the time between two keystrokes (the scenario runs under \
      mainQueueTiming = whenDrained; a responsive run loop runs each block before the next \
      keystroke, F-RL1). Write back from .editingChanged (async-write-back/converging).
      """),
    screen(
      "task-write-back/converging", expect: .holds,
      summary: "writes text.uppercased() back with Task { @MainActor in … } from .editingChanged: settles",
      .editingChanged, hop: .task
    ) { $0.uppercased() },
    screen(
      "task-write-back/diverging", expect: .violation("representable.no-infinite-update-loop"),
      summary:
        "writes \"#\" + text back with Task { @MainActor in … } from textFieldDidChangeSelection: never settles",
      .selectionChange, hop: .task
    ) { "#" + $0 }
    .mayAlsoBreak(
      "representable.view-matches-state",
      because:
        "as async-write-back/diverging: once the state is \"#\", clearing the field writes back an equal \"#\" (S4)"
    ),
    screen(
      "task-write-back/detached-main-actor-run", expect: .holds,
      summary: "writes text.uppercased() back with Task.detached { await MainActor.run { … } }: settles",
      .editingChanged, hop: .detachedMainActorRun
    ) { $0.uppercased() },
  ]
}
