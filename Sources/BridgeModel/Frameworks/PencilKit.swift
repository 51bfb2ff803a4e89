import Foundation

// PencilKit as bridging code uses it (F-PK1–F-PK3): a canvas the user draws on with a finger,
// whose delegate hears the stroke; a drawing set by code; a tool picker shown while a responder
// it was given is first responder. Inks, tools and strokes are values the model stores.

/// An ink: its kind and colour (stored).
public struct PKInk: Equatable, Sendable {
  public enum InkType: String, Sendable, CaseIterable {
    case pen, pencil, marker, monoline, fountainPen, watercolor, crayon
  }
  public var inkType: InkType
  public var color: UIColor
  public init(_ type: InkType, color: UIColor = .black) { (inkType, self.color) = (type, color) }
  public static func == (lhs: PKInk, rhs: PKInk) -> Bool { lhs.inkType == rhs.inkType && lhs.color === rhs.color }
}

/// A tool the canvas draws with.
public protocol PKTool: Sendable {}

/// A tool that lays down ink (stored).
public struct PKInkingTool: PKTool, Equatable {
  public typealias InkType = PKInk.InkType
  public var ink: PKInk
  public var width: CGFloat
  public var inkType: InkType { ink.inkType }
  public var color: UIColor { ink.color }
  public init(_ type: InkType, color: UIColor = .black, width: CGFloat? = nil) {
    ink = PKInk(type, color: color)
    self.width = width ?? Self.defaultWidth(forInkType: type)
  }
  public init(ink: PKInk, width: CGFloat) { (self.ink, self.width) = (ink, width) }
  public static func defaultWidth(forInkType inkType: InkType) -> CGFloat { inkType == .marker ? 15 : 5 }
}

/// A tool that erases strokes (stored; a stroke with it removes the last stroke).
public struct PKEraserTool: PKTool, Equatable {
  public enum EraserType: Int, Sendable { case vector, bitmap, fixedWidthBitmap }
  public var eraserType: EraserType
  public init(_ type: EraserType) { eraserType = type }
}

/// A tool that selects strokes (a stroke with it changes nothing).
public struct PKLassoTool: PKTool, Equatable {
  public init() {}
}

/// One stroke of a drawing: its ink and where it lies (stored).
public struct PKStroke: Equatable, Sendable {
  public var ink: PKInk
  public var renderBounds: CGRect
  public init(ink: PKInk, renderBounds: CGRect) { (self.ink, self.renderBounds) = (ink, renderBounds) }
}

/// A drawing: its strokes, in order. Equal when the strokes are.
public struct PKDrawing: Equatable, Sendable {
  public var strokes: [PKStroke]
  public init() { strokes = [] }
  public init(strokes: [PKStroke]) { self.strokes = strokes }

  /// Why data is not a drawing.
  public struct DecodingError: Error, Equatable, Sendable {}

  /// Reads a drawing written by `dataRepresentation()` (the model's form keeps the stroke count).
  public init(data: Data) throws {
    let text = String(decoding: data, as: UTF8.self)
    guard text.hasPrefix("PKDrawing:"), let count = Int(text.dropFirst("PKDrawing:".count)), count >= 0 else {
      throw DecodingError()
    }
    strokes = (0..<count).map { PKStroke(ink: PKInk(.pen), renderBounds: Self.strokeBounds(at: $0)) }
  }

  public func dataRepresentation() -> Data { Data("PKDrawing:\(strokes.count)".utf8) }

  /// The union of the strokes' bounds (`.null` for an empty drawing).
  public var bounds: CGRect { strokes.reduce(CGRect.null) { $0.union($1.renderBounds) } }

  public func image(from rect: CGRect, scale: CGFloat) -> UIImage { UIImage() }
  public mutating func append(_ other: PKDrawing) { strokes += other.strokes }
  public func appending(_ other: PKDrawing) -> PKDrawing { PKDrawing(strokes: strokes + other.strokes) }
  public mutating func transform(using transform: CGAffineTransform) {}
  public func transformed(using transform: CGAffineTransform) -> PKDrawing { self }

  /// Where the model's user lays stroke `index`: a short line, lower for each stroke.
  static func strokeBounds(at index: Int) -> CGRect {
    CGRect(x: 10, y: 10 + 20 * CGFloat(index), width: 80, height: 6)
  }
}

/// Which touches draw on a canvas (F-PK2).
nonisolated public enum PKCanvasViewDrawingPolicy: UInt, Sendable {
  /// Apple: "if the tool picker is visible, respect the pencil interaction setting of the
  /// prefersPencilOnlyDrawing property; otherwise only accept input from Apple Pencil."
  case `default`
  case anyInput
  case pencilOnly
}

/// What a canvas tells its delegate (every member optional; also the scroll view's delegate).
@MainActor public protocol PKCanvasViewDelegate: UIScrollViewDelegate {
  func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
  func canvasViewDidFinishRendering(_ canvasView: PKCanvasView)
  func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView)
  func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
  public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
  public func canvasViewDidFinishRendering(_ canvasView: PKCanvasView) {}
  public func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {}
  public func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) {}
}

/// What a tool picker tells its observers (every member optional).
@MainActor public protocol PKToolPickerObserver: AnyObject {
  func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker)
  func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker)
  func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker)
  func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker)
}

extension PKToolPickerObserver {
  public func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) {}
  public func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker) {}
  public func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) {}
  public func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker) {}
}

/// The model's canvas (F-PK1, F-PK2). Setting `drawing` tells the delegate
/// `canvasViewDrawingDidChange` at once (profile knob `canvasDrawingSetter`), and
/// `canvasViewDidFinishRendering` a frame later while the canvas is in a window. The user's
/// finger stroke (`draw on canvas`) draws when the drawing policy lets a finger draw:
/// `.anyInput`, or `.default` while a tool picker the app keeps is visible for it; otherwise it
/// does nothing. The finger goes down (`canvasViewDidBeginUsingTool`), then lifts
/// (`canvasViewDidEndUsingTool`, then the drawing changes and `canvasViewDrawingDidChange`).
/// The delegate is weak.
open class PKCanvasView: UIScrollView, PKToolPickerObserver {
  nonisolated deinit {}

  @exclusivity(unchecked) private weak var canvasDelegate: (any PKCanvasViewDelegate)?
  /// The tool picker objects that were told to show for this canvas (weak: the app keeps them).
  private var pickers: [WeakBox] = []
  private var storedDrawing = PKDrawing()

  /// The delegate (also the scroll view's delegate).
  open override var delegate: (any UIScrollViewDelegate)? {
    get { canvasDelegate }
    set {
      canvasDelegate = newValue as? any PKCanvasViewDelegate
      super.delegate = newValue
    }
  }

  /// The drawing shown. Setting it tells the delegate (F-PK1).
  open var drawing: PKDrawing {
    get { storedDrawing }
    set {
      let redundant = newValue == storedDrawing
      storedDrawing = newValue
      let notifies = (world?.profile ?? .default).canvasDrawingSetter == .notifies
      noteSetter(
        "drawing", value: "\(newValue.strokes.count) strokes", redundant: redundant,
        effects: notifies ? .firedTextCallback : [], callback: "canvasViewDrawingDidChange")
      if notifies { notifyDrawingChange() }
      scheduleRenderingFinished()
    }
  }

  /// The tool strokes use (Apple: a black pen by default).
  @exclusivity(unchecked) open var tool: any PKTool = PKInkingTool(.pen, color: .black)
  @exclusivity(unchecked) open var drawingPolicy = PKCanvasViewDrawingPolicy.default
  /// Whether the ruler shows (stored).
  @exclusivity(unchecked) open var isRulerActive = false
  /// iOS 13's switch for finger drawing, deprecated for `drawingPolicy`: true is `.anyInput`,
  /// false `.pencilOnly`.
  open var allowsFingerDrawing: Bool {
    get { drawingPolicy != .pencilOnly }
    set { drawingPolicy = newValue ? .anyInput : .pencilOnly }
  }
  /// The recognizer behind the user's strokes (the model's strokes do not go through it).
  public private(set) lazy var drawingGestureRecognizer: UIGestureRecognizer = UIPanGestureRecognizer()

  override var elementKind: ElementKind? { .canvas }
  open override var canBecomeFirstResponder: Bool { true }

  /// Whether a finger draws now (F-PK2): the model's device has no Apple Pencil, and its
  /// `prefersPencilOnlyDrawing` is false.
  var fingerDraws: Bool {
    switch drawingPolicy {
    case .anyInput: true
    case .pencilOnly: false
    case .default: pickers.contains { ($0.object as? PKToolPicker)?.isVisible(for: self) == true }
    }
  }

  func noteToolPicker(_ picker: PKToolPicker) {
    pickers.removeAll { $0.object == nil || $0.object === picker }
    pickers.append(WeakBox(picker))
  }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard let window, !isFirstResponder else { return isFirstResponder }
    window.firstResponder?.resignFirstResponder()
    window.firstResponder = self
    respondersChanged()
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder, let window else { return true }
    window.firstResponder = nil
    respondersChanged()
    return true
  }

  /// The pickers shown for this canvas appear or hide with it (F-PK3).
  private func respondersChanged() {
    for entry in pickers { (entry.object as? PKToolPicker)?.visibilityMayHaveChanged() }
  }

  private func notifyDrawingChange() {
    guard let delegate = canvasDelegate else { return noDelegate("canvasViewDrawingDidChange") }
    callback("canvasViewDrawingDidChange") { delegate.canvasViewDrawingDidChange(self) }
  }

  /// Apple's header: "Called after setting `drawing` when the entire drawing is rendered and
  /// visible": a frame later, if the canvas is in a window then.
  private func scheduleRenderingFinished() {
    guard let world, window != nil else { return }
    world.schedule(
      after: CADisplayLink.frameMilliseconds,
      .block { [weak self] in
        guard let self, self.window != nil, let delegate = self.canvasDelegate else { return }
        self.callback("canvasViewDidFinishRendering") { delegate.canvasViewDidFinishRendering(self) }
      }, isSystem: true)
  }

  // MARK: The user's stroke

  /// The finger goes down on the canvas: false if a finger does not draw on it now.
  func userBeginStroke() -> Bool {
    guard fingerDraws else { return false }
    if let delegate = canvasDelegate {
      callback("canvasViewDidBeginUsingTool") { delegate.canvasViewDidBeginUsingTool(self) }
    }
    return true
  }

  /// The finger lifts: the tool's use ends, then the drawing changes (Apple's header: the
  /// change "may be called some time after the canvasViewDidEndUsingTool: delegate method").
  /// An eraser takes the last stroke away; a lasso changes nothing.
  func userEndStroke() {
    if let delegate = canvasDelegate {
      callback("canvasViewDidEndUsingTool") { delegate.canvasViewDidEndUsingTool(self) }
    }
    switch tool {
    case let inking as PKInkingTool:
      storedDrawing.strokes.append(
        PKStroke(ink: inking.ink, renderBounds: PKDrawing.strokeBounds(at: storedDrawing.strokes.count)))
    case is PKEraserTool:
      guard !storedDrawing.strokes.isEmpty else { return }
      storedDrawing.strokes.removeLast()
    default:
      return
    }
    notifyDrawingChange()
  }
}

/// The model's tool picker (F-PK3). `setVisible(true, forFirstResponder:)` adds the responder
/// to those the palette shows for; the palette is visible while one of them is first
/// responder, and only while the app keeps the picker (a picker nothing retains is gone, and
/// its palette with it). Observers are told when the palette shows or hides for a canvas's
/// first-responder change; they are held weakly.
open class PKToolPicker {
  nonisolated deinit {}

  private var responders: [WeakBox] = []
  private var observers: [WeakBox] = []
  private var wasVisible = false

  @exclusivity(unchecked) open var selectedTool: any PKTool = PKInkingTool(.pen, color: .black)
  @exclusivity(unchecked) open var isRulerActive = false
  @exclusivity(unchecked) open var showsDrawingPolicyControls = true
  @exclusivity(unchecked) open var colorUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  @exclusivity(unchecked) open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

  public init() {}

  /// The window's own picker (Apple: "If the specified window doesn't yet have a tool picker,
  /// this method creates and associates it with that window"): made when first asked for and
  /// kept by the window, so it lasts as long as the window, however the app holds it (F-PK4).
  /// Deprecated in iOS 14 for pickers the app makes and keeps.
  open class func shared(for window: UIWindow) -> PKToolPicker? {
    if let picker = window.sharedToolPicker { return picker }
    let picker = PKToolPicker()
    window.sharedToolPicker = picker
    return picker
  }

  /// Whether the palette shows: one of its responders is first responder.
  open var isVisible: Bool { responders.contains { ($0.object as? UIResponder)?.isFirstResponder == true } }

  func isVisible(for canvas: PKCanvasView) -> Bool { isVisible && canvas.isFirstResponder }

  /// Apple: "Each time you call this method with the visible parameter set to true, the tool
  /// picker adds responder to a list of objects to monitor." False takes it off the list.
  open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) {
    responders.removeAll { $0.object == nil || $0.object === responder }
    if visible {
      responders.append(WeakBox(responder))
      (responder as? PKCanvasView)?.noteToolPicker(self)
    }
    visibilityMayHaveChanged()
  }

  open func addObserver(_ observer: any PKToolPickerObserver) {
    guard !observers.contains(where: { $0.object === observer }) else { return }
    observers.append(WeakBox(observer))
  }

  open func removeObserver(_ observer: any PKToolPickerObserver) {
    observers.removeAll { $0.object == nil || $0.object === observer }
  }

  /// The part of `view` the palette covers: none while it is hidden (the model's palette sits
  /// along the bottom 80 points otherwise).
  open func frameObscured(in view: UIView) -> CGRect {
    guard isVisible else { return .null }
    let bounds = view.bounds
    return CGRect(x: bounds.minX, y: bounds.maxY - 80, width: bounds.width, height: 80)
  }

  func visibilityMayHaveChanged() {
    let visible = isVisible
    guard visible != wasVisible else { return }
    wasVisible = visible
    for case let observer as any PKToolPickerObserver in observers.map(\.object) {
      observer.toolPickerVisibilityDidChange(self)
      observer.toolPickerFramesObscuredDidChange(self)
    }
  }
}
