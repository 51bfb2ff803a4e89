import BridgeCheck
import BridgeModel

// A PencilKit canvas bound to a drawing (FIDELITY.md F-PK1: setting `drawing` tells the
// delegate at once; F-PK2: the user's stroke ends with the drawing changing).

/// A canvas that mirrors a `PKDrawing` binding both ways, as drawing screens write it.
struct DrawingCanvas: UIViewRepresentable {
  @Binding var drawing: PKDrawing
  /// Whether update ignores the change its own assignment reports.
  let guardsOwnAssignment: Bool

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> PKCanvasView {
    let canvas = PKCanvasView()
    canvas.drawingPolicy = .anyInput
    canvas.delegate = context.coordinator
    return canvas
  }

  func updateUIView(_ canvas: PKCanvasView, context: Context) {
    context.coordinator.parent = self
    guard guardsOwnAssignment else {
      // ❌ The setter tells the delegate at once (F-PK1), inside this update, and the delegate
      // writes the binding: "Modifying state during view update", from the very first update.
      canvas.drawing = drawing
      return
    }
    // ✅ Assign only a drawing the canvas does not show, and ignore the change it reports.
    guard canvas.drawing != drawing else { return }
    context.coordinator.isAssigning = true
    canvas.drawing = drawing
    context.coordinator.isAssigning = false
  }

  final class Coordinator: NSObject, PKCanvasViewDelegate {
    var parent: DrawingCanvas
    var isAssigning = false
    init(_ parent: DrawingCanvas) { self.parent = parent }

    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {
      guard !isAssigning else { return }
      parent.drawing = canvasView.drawing
    }
  }
}

/// A sketch screen: the canvas, its stroke count, and a button that clears it.
struct SketchScreen: View {
  @State var drawing = PKDrawing()
  let guardsOwnAssignment: Bool

  var body: some View {
    VStack {
      DrawingCanvas(drawing: $drawing, guardsOwnAssignment: guardsOwnAssignment)
      Text("\(drawing.strokes.count) strokes")
      Button("clear") { drawing = PKDrawing() }
    }
  }
}

nonisolated enum CanvasScenarios {
  static func sketch(_ name: String, expect: Expectation, summary: String, guardsOwnAssignment: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "FIDELITY.md F-PK1, F-PK2") {
      SketchScreen(guardsOwnAssignment: guardsOwnAssignment)
    }
    .drivenByUI("drawing")
  }

  static let all: [Scenario] = [
    sketch(
      "canvas/binding-written-in-update", expect: .violation("representable.no-state-write-during-update"),
      summary:
        "updateUIView assigns the bound drawing to the PKCanvasView unguarded; the setter tells the delegate at once, and the delegate writes the binding inside the update",
      guardsOwnAssignment: false),
    sketch(
      "canvas/own-assignment-ignored", expect: .holds,
      summary:
        "the same canvas assigns only a drawing it does not show, and its delegate ignores the change its own assignment reports",
      guardsOwnAssignment: true),
  ]
}
