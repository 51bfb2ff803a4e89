import BridgeModel
import Foundation
import Testing

/// A canvas delegate and tool picker observer that log what they hear, with the stroke count
/// the canvas had at the time.
private final class CanvasLog: PKCanvasViewDelegate, PKToolPickerObserver {
  var calls: [String] = []
  func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {
    calls.append("change \(canvasView.drawing.strokes.count)")
  }
  func canvasViewDidFinishRendering(_ canvasView: PKCanvasView) { calls.append("rendered") }
  func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {
    calls.append("begin \(canvasView.drawing.strokes.count)")
  }
  func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) { calls.append("end \(canvasView.drawing.strokes.count)") }
  func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) { calls.append("picker \(toolPicker.isVisible)") }
}

/// A world whose root view holds a canvas, with the log as its delegate.
@MainActor
private func canvasWorld(
  profile: BehaviourProfile = .default, _ configure: (PKCanvasView) -> Void = { _ in }
) -> (World, PKCanvasView, CanvasLog) {
  let (world, _) = makeAppWorld(profile: profile)
  var made: PKCanvasView?
  let log = CanvasLog()
  world.launch { world in
    let canvas = PKCanvasView()
    made = canvas
    let root = UIViewController()
    world.window.rootViewController = root
    canvas.delegate = log
    configure(canvas)
    root.view.addSubview(canvas)
  }
  return (world, made!, log)
}

@MainActor
@Suite("PencilKit: the canvas, its drawing and the tool picker (issue 9, F-PK1–F-PK3)")
struct PencilKitTests {
  @Test("F-PK1: setting drawing tells the delegate at once, every time; rendering is reported a frame later")
  func drawingSetter() {
    let (world, canvas, log) = canvasWorld()
    let one = PKDrawing(strokes: [PKStroke(ink: PKInk(.pen), renderBounds: .zero)])
    world.act { canvas.drawing = one }
    #expect(log.calls == ["change 1"])
    world.act { canvas.drawing = one }
    #expect(log.calls == ["change 1", "change 1"])
    world.advanceClock(by: 16)
    #expect(log.calls == ["change 1", "change 1", "rendered", "rendered"])
  }

  @Test("F-PK1: with canvasDrawingSetter=silent, setting drawing tells the delegate nothing")
  func silentSetter() {
    var profile = BehaviourProfile.default
    profile.canvasDrawingSetter = .silent
    let (world, canvas, log) = canvasWorld(profile: profile)
    world.act { canvas.drawing = PKDrawing() }
    #expect(log.calls.isEmpty)
  }

  @Test("F-PK2: a finger stroke on an anyInput canvas: begin, end, then the drawing changes, in Apple's order")
  func stroke() {
    let (world, canvas, log) = canvasWorld { $0.drawingPolicy = .anyInput }
    #expect(world.elements.map(\.name) == ["canvas"])
    #expect(world.apply(.draw("canvas")))
    #expect(log.calls == ["begin 0", "end 0", "change 1"])
    #expect(canvas.drawing.strokes.count == 1)
    world.act { canvas.tool = PKEraserTool(.vector) }
    #expect(world.apply(.draw("canvas")))
    #expect(canvas.drawing.strokes.isEmpty)
    #expect(log.calls.suffix(3) == ["begin 1", "end 1", "change 0"])
    world.act { canvas.tool = PKLassoTool() }
    #expect(world.apply(.draw("canvas")))
    #expect(log.calls.suffix(2) == ["begin 0", "end 0"])
  }

  @Test("F-PK2: a finger draws nothing on a pencilOnly canvas, nor on a default one without a visible tool picker")
  func fingerPolicy() {
    for policy in [PKCanvasViewDrawingPolicy.pencilOnly, .default] {
      let (world, canvas, log) = canvasWorld { $0.drawingPolicy = policy }
      #expect(world.apply(.draw("canvas")))
      #expect(log.calls.isEmpty, "\(policy)")
      #expect(canvas.drawing.strokes.isEmpty, "\(policy)")
    }
    let (world, canvas, _) = canvasWorld { $0.allowsFingerDrawing = true }
    #expect(world.apply(.draw("canvas")))
    #expect(canvas.drawing.strokes.count == 1)
  }

  @Test("F-PK3: a default canvas draws while a kept tool picker shows for it; observers hear the palette come and go")
  func toolPicker() {
    let (world, canvas, log) = canvasWorld()
    let picker = PKToolPicker()
    world.act {
      picker.addObserver(log)
      picker.setVisible(true, forFirstResponder: canvas)
    }
    #expect(!picker.isVisible)
    world.act { canvas.becomeFirstResponder() }
    #expect(picker.isVisible)
    #expect(world.apply(.draw("canvas")))
    #expect(log.calls == ["picker true", "begin 0", "end 0", "change 1"])
    world.act { canvas.resignFirstResponder() }
    #expect(log.calls.last == "picker false")
    #expect(world.apply(.draw("canvas")))
    #expect(canvas.drawing.strokes.count == 1)
  }

  @Test("F-PK3: a tool picker nothing keeps is gone, and a default canvas takes no finger strokes")
  func pickerNotKept() {
    let (world, canvas, log) = canvasWorld()
    world.act {
      let picker = PKToolPicker()
      picker.setVisible(true, forFirstResponder: canvas)
      canvas.becomeFirstResponder()
    }
    #expect(world.apply(.draw("canvas")))
    #expect(log.calls.isEmpty)
  }

  @Test("A drawing's data reads back with its strokes; data that is not a drawing throws")
  func drawingData() throws {
    let drawing = PKDrawing(strokes: [PKStroke(ink: PKInk(.marker), renderBounds: .zero)])
    #expect(try PKDrawing(data: drawing.dataRepresentation()).strokes.count == 1)
    #expect(throws: PKDrawing.DecodingError.self) { try PKDrawing(data: Data("png".utf8)) }
    #expect(PKDrawing().bounds.isNull)
  }

  @Test("draw on ELEMENT reads back as it prints")
  func actionText() throws {
    #expect(Action.draw("canvas").text == "draw on canvas")
    #expect(try Action(parsing: "draw on canvas#2") == .draw("canvas#2"))
    #expect {
      try Action(parsing: "draw canvas")
    } throws: { error in
      (error as? Action.ParseError)?.message == "expected `draw on ELEMENT`"
    }
  }
}
