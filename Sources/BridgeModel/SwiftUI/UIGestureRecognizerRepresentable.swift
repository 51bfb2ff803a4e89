/// The model's `UIGestureRecognizer`: a state, and the location of the touch.
open class UIGestureRecognizer {
  nonisolated deinit {}

  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    /// A discrete gesture's recognition: UIKit's `recognized` is `ended`.
    public static var recognized: State { .ended }
  }

  @exclusivity(unchecked) public internal(set) var state = State.possible
  @exclusivity(unchecked) open var isEnabled = true
  /// A name to find the recognizer by (stored).
  @exclusivity(unchecked) open var name: String?
  @exclusivity(unchecked) var touchLocation = CGPoint(x: 20, y: 20)
  /// The view it is attached to (weak, as in UIKit).
  @exclusivity(unchecked) public internal(set) weak var view: UIView?
  @exclusivity(unchecked) open weak var delegate: (any UIGestureRecognizerDelegate)?
  @exclusivity(unchecked) open var cancelsTouchesInView = true
  @exclusivity(unchecked) open var delaysTouchesBegan = false
  @exclusivity(unchecked) open var delaysTouchesEnded = true
  /// Target-actions, each holding its target weakly (as UIKit does), sent when the user's
  /// touches move the recognizer to a new state (F-GR1).
  @exclusivity(unchecked) private var actions: [(target: ObjectIdentifier, send: (UIGestureRecognizer) -> Void)] = []
  /// The pan's translation since it began, in the view's coordinates (F-GR1).
  @exclusivity(unchecked) var translationSoFar = CGPoint.zero

  public init() {}

  /// `UITapGestureRecognizer(target: coordinator, action: Coordinator.tapped)`, as `bridgecheck
  /// adapt` writes `#selector(Coordinator.tapped(_:))`: the target is held weakly.
  public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    self.init()
    addTarget(target, action: action)
  }

  /// The same with an action method that takes no sender (`#selector(tapped)`).
  public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
    self.init()
    addTarget(target, action: action)
  }

  public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
    _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
  ) {
    actions.append(
      (
        ObjectIdentifier(target),
        { [weak target] recognizer in
          guard let target, let recognizer = recognizer as? Recognizer else { return }
          action(target)(recognizer)
        }
      ))
  }

  public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
    actions.append(
      (
        ObjectIdentifier(target),
        { [weak target] _ in
          guard let target else { return }
          action(target)()
        }
      ))
  }

  /// Removes the target's actions (all of them when `target` is nil). The model cannot tell
  /// two method references apart, so a given `action` removes every action of that target.
  public func removeTarget(_ target: AnyObject?, action: Any?) {
    guard let target else { return actions.removeAll() }
    actions.removeAll { $0.target == ObjectIdentifier(target) }
  }

  public func location(in view: UIView?) -> CGPoint { touchLocation }
  /// One finger while the user's touches last (the model's gestures are one-finger), else none.
  public var numberOfTouches: Int { state == .possible || state == .failed ? 0 : 1 }
  public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { touchLocation }
  public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

  /// What the user can do to the view it is attached to (F-GR1).
  var interactions: [Interaction] { [] }
  /// The name its element goes by when the view has no accessibility identifier.
  var elementBaseName: String { "gesture" }
}

extension UIGestureRecognizer: GestureTarget {
  /// The user's touches move the recognizer to `state` (F-GR1): the delegate is asked whether it
  /// may begin when it leaves `.possible` (a refusal fails it for the rest of the sequence), then
  /// every target hears of the new state. A disabled or detached recognizer sees no touches.
  func perform(_ state: State, endsSequence: Bool) {
    guard let view, isEnabled else { return }
    defer {
      if endsSequence {
        self.state = .possible
        translationSoFar = .zero
      }
    }
    guard self.state != .failed else { return }
    if self.state == .possible, let delegate {
      var begins = true
      view.callback("gestureRecognizerShouldBegin(_:)") { begins = delegate.gestureRecognizerShouldBegin(self) }
      guard begins else {
        self.state = .failed
        return
      }
    }
    self.state = state
    let targets = actions
    view.callback("gesture action") { for action in targets { action.send(self) } }
  }

  var holdMilliseconds: Int64 {
    guard let press = self as? UILongPressGestureRecognizer else { return 500 }
    return wholeMilliseconds(press.minimumPressDuration)
  }

  var inputSubject: ObjectID { view?.objectID ?? .none }
}

/// The callbacks a recognizer asks (every method optional; the model's recognizers ask none).
@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

open class UIPanGestureRecognizer: UIGestureRecognizer {
  nonisolated deinit {}
  @exclusivity(unchecked) open var minimumNumberOfTouches = 1
  @exclusivity(unchecked) open var maximumNumberOfTouches = Int.max
  /// How far the finger has moved since the pan began (F-GR1; the model's views share one
  /// coordinate space).
  public func translation(in view: UIView?) -> CGPoint { translationSoFar }
  /// Resets the base the translation is measured from, as handlers do after applying it.
  public func setTranslation(_ translation: CGPoint, in view: UIView?) { translationSoFar = translation }
  /// The finger's speed: zero in the model (no time passes within a touch).
  public func velocity(in view: UIView?) -> CGPoint { .zero }
  override var interactions: [Interaction] { [.pan] }
  override var elementBaseName: String { "pan-gesture" }
}

/// Screen edges (for edge pans and safe areas).
nonisolated public struct UIRectEdge: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = UIRectEdge(rawValue: 1 << 0)
  public static let left = UIRectEdge(rawValue: 1 << 1)
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  public static let right = UIRectEdge(rawValue: 1 << 3)
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan from a screen edge. Added to a view, it is performed as a pan; the navigation
/// controller's `interactivePopGestureRecognizer` is one (F-BB2).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  nonisolated deinit {}
  @exclusivity(unchecked) open var edges: UIRectEdge = []
}

/// A navigation controller's leading-edge swipe: it notes when the app takes its delegate
/// (F-BB2), and is performed through the back element's swipe, not as a pan of its own.
final class InteractivePopRecognizer: UIScreenEdgePanGestureRecognizer, _HierarchyMember {
  nonisolated deinit {}
  /// True once app code set `delegate` (to nil or to an object of its own).
  @Hierarchical private(set) var delegateTakenByApp = false
  override weak var delegate: (any UIGestureRecognizerDelegate)? {
    didSet { delegateTakenByApp = true }
  }
  var _hierarchyWorld: World? { worldOnThisThread() }
  override var interactions: [Interaction] { [] }

  override init() {
    super.init()
    edges = .left
  }
}

open class UISwipeGestureRecognizer: UIGestureRecognizer {
  nonisolated deinit {}
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1)
    public static let left = Direction(rawValue: 2)
    public static let up = Direction(rawValue: 4)
    public static let down = Direction(rawValue: 8)
  }
  @exclusivity(unchecked) open var direction = Direction.right
  @exclusivity(unchecked) open var numberOfTouchesRequired = 1
  override var interactions: [Interaction] { [.swipeAcross] }
  override var elementBaseName: String { "swipe-gesture" }
}

open class UIPinchGestureRecognizer: UIGestureRecognizer {
  nonisolated deinit {}
  @exclusivity(unchecked) open var scale: CGFloat = 1
  public var velocity: CGFloat { 0 }
}

open class UILongPressGestureRecognizer: UIGestureRecognizer {
  nonisolated deinit {}
  @exclusivity(unchecked) open var minimumPressDuration: TimeInterval = 0.5
  @exclusivity(unchecked) open var allowableMovement: CGFloat = 10
  override var interactions: [Interaction] { [.longPress] }
  override var elementBaseName: String { "long-press" }
}

open class UITapGestureRecognizer: UIGestureRecognizer {
  nonisolated deinit {}
  @exclusivity(unchecked) open var numberOfTapsRequired = 1
  @exclusivity(unchecked) open var numberOfTouchesRequired = 1
  override var interactions: [Interaction] { [.tap] }
  override var elementBaseName: String { "tap-gesture" }
}

/// Converts the gesture's UIKit coordinates to SwiftUI's (G2); the model's spaces coincide.
public struct CoordinateSpaceConverter {
  let recognizer: UIGestureRecognizer?
  public var localLocation: CGPoint { recognizer?.touchLocation ?? .zero }
  public var localTranslation: CGSize { .zero }
  public var localVelocity: CGSize { .zero }
}

/// A SwiftUI gesture backed by a UIKit recognizer (iOS 18; fidelity G1–G3).
///
/// SwiftUI installs the target/action itself and calls `handleUIGestureRecognizerAction`
/// when the recognizer is recognized (G1, G2). The recognizer lives as long as the identity
/// by default; `gestureRecognizerLifetime = perEventSequence` makes one per touch sequence (G3).
@MainActor public protocol UIGestureRecognizerRepresentable {
  associatedtype UIGestureRecognizerType: UIGestureRecognizer
  associatedtype Coordinator = Void
  typealias Context = UIGestureRecognizerRepresentableContext<Self>

  func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizerType
  func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context)
  func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context)
  func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator
}

extension UIGestureRecognizerRepresentable {
  public func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizerType, context: Context) {}
  public func handleUIGestureRecognizerAction(_ recognizer: UIGestureRecognizerType, context: Context) {}
}

extension UIGestureRecognizerRepresentable where Coordinator == Void {
  public func makeCoordinator(converter: CoordinateSpaceConverter) {}
}

/// What the gesture's requirements receive: the coordinator and the converter (G2).
public struct UIGestureRecognizerRepresentableContext<Representable: UIGestureRecognizerRepresentable> {
  let box: CoordinatorBox<Representable.Coordinator>
  public var coordinator: Representable.Coordinator { box.value }
  public let converter: CoordinateSpaceConverter
}

/// A shape with no behaviour of its own (something to attach a gesture to).
public struct Rectangle: Shape {
  public typealias Body = Never
  public init() {}
  public static func _makeContent(_ view: Rectangle) -> ViewContent {
    ViewContent(.leaf(ShapeLeaf()))
  }
}

struct ShapeLeaf: ViewLeaf {
  var leafType: ObjectIdentifier { ObjectIdentifier(Rectangle.self) }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode {
    LeafNode(host: context.host, leafType: Rectangle.self, kind: .view)
  }
  func update(_ node: GraphNode, _ context: inout ReconcileContext) {}
}

extension View {
  /// Attaches a UIKit-backed gesture (G2).
  public func gesture<G: UIGestureRecognizerRepresentable>(_ gesture: G) -> ViewContent {
    ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(GestureLeaf(gesture)))]))
  }
}

struct GestureLeaf<G: UIGestureRecognizerRepresentable>: ViewLeaf {
  let value: G
  init(_ value: G) { self.value = value }
  var leafType: ObjectIdentifier { ObjectIdentifier(G.self) }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode { GestureNode(value, &context) }
  func update(_ node: GraphNode, _ context: inout ReconcileContext) {
    unsafeDowncast(node, to: GestureNode<G>.self).receive(value, &context)
  }
}

/// One gesture identity: coordinator (from `makeCoordinator(converter:)`), recognizer, calls.
final class GestureNode<G: UIGestureRecognizerRepresentable>: ModifierNode, GestureTarget {
  nonisolated deinit {}

  @exclusivity(unchecked) private var value: G
  private let coordinatorBox: CoordinatorBox<G.Coordinator>
  @exclusivity(unchecked) private var recognizer: G.UIGestureRecognizerType?
  @exclusivity(unchecked) private var triggers: UpdateTriggers
  private let comparer: Comparer
  @exclusivity(unchecked) private var isTornDown = false
  @exclusivity(unchecked) private var environment: EnvironmentValues
  /// Whether a recognizer was made yet (L2's "make once" is about the first; G3 may make more).
  @exclusivity(unchecked) private var madeOne = false

  init(_ value: G, _ context: inout ReconcileContext) {
    let host = context.host
    let world = host.world
    let id = world.registerNode(type: G.self, kind: .gestureRepresentable)
    self.value = value
    environment = context.environment
    triggers = UpdateTriggers(value, world: world, environment: context.environment)
    comparer = world.comparators.comparer(for: G.self)
    world.emit(.makeCoordinator(id))
    let coordinator = world.within(Phase(.makeCoordinator, subject: id.raw)) {
      value.makeCoordinator(converter: CoordinateSpaceConverter(recognizer: nil))
    }
    coordinatorBox = CoordinatorBox(coordinator)
    super.init(host: host, registered: id, leafType: G.self)
    triggers.install(value, host: host, owner: self, name: world.name(of: id), environment: context.environment)
    if world.profile.gestureRecognizerLifetime == .perIdentity { makeRecognizer(context.environment) }
    host.world.hierarchyDidChange()
  }

  private func context(_ recognizer: UIGestureRecognizer?) -> G.Context {
    G.Context(box: coordinatorBox, converter: CoordinateSpaceConverter(recognizer: recognizer))
  }

  @discardableResult
  private func makeRecognizer(_ environment: EnvironmentValues) -> G.UIGestureRecognizerType {
    let world = host.world
    let made = world.within(Phase(.makeView, subject: id.raw)) { value.makeUIGestureRecognizer(context: context(nil)) }
    recognizer = made
    if !madeOne {
      madeOne = true
      world.emit(.makeView(id, view: .none))
      runUpdate(.initial, made)
    } else {
      value.updateUIGestureRecognizer(made, context: context(made))
    }
    return made
  }

  private func runUpdate(_ reason: UpdateReason, _ recognizer: G.UIGestureRecognizerType) {
    let world = host.world
    world.emit(.updateView(id, reason))
    world.enter(Phase(.updateView, subject: id.raw))
    value.updateUIGestureRecognizer(recognizer, context: context(recognizer))
    world.leave()
    if reason != .initial { world.noteRepresentableUpdate() }
  }

  func receive(_ newValue: G, _ context: inout ReconcileContext) {
    let world = host.world
    environment = context.environment
    triggers.adopt(newValue, context, world)
    let changed = !compare(value, newValue, with: comparer)
    value = newValue
    if let reason = triggers.reasonOnReceive(value, changed: changed, context, world), let recognizer {
      runUpdate(reason, recognizer)
    }
  }

  override func visit(_ context: inout ReconcileContext) {
    needsVisit = false
    environment = context.environment
    if let reason = triggers.reasonOnVisit(value, context, host.world), let recognizer { runUpdate(reason, recognizer) }
  }

  override func stateDidChange() { triggers.isDirty = true }

  /// The user's touch sequence: the recognizer is recognized, then ends (G1: the action runs
  /// for each state the recognizer reaches).
  func perform(_ state: UIGestureRecognizer.State, endsSequence: Bool) {
    guard !isTornDown else { return }
    let active = recognizer ?? makeRecognizer(environment)
    guard active.isEnabled else { return }
    active.state = state
    let world = host.world
    world.enter(Phase(.callback, subject: -1, name: "handleUIGestureRecognizerAction"))
    value.handleUIGestureRecognizerAction(active, context: context(active))
    world.leave()
    guard endsSequence else { return }
    active.state = .possible
    if world.profile.gestureRecognizerLifetime == .perEventSequence { recognizer = nil }
  }

  /// How long the touch is held before the recognizer is recognized.
  var holdMilliseconds: Int64 {
    guard let press = recognizer as? UILongPressGestureRecognizer else { return 500 }
    return wholeMilliseconds(press.minimumPressDuration)
  }

  /// The user long-presses the view the gesture is attached to.
  var interactions: [Interaction] { [.longPress] }
  var inputSubject: ObjectID { .none }

  override func tearDown() {
    isTornDown = true
    recognizer = nil
    triggers.properties.detachOwner()
    host.world.hierarchyDidChange()
  }

  override func collectElements(into elements: inout [Element]) {
    let base = G.UIGestureRecognizerType.self is UILongPressGestureRecognizer.Type ? "long-press" : "gesture"
    elements.append(Element(kind: .gesture, baseName: base, target: .gesture(self)))
  }
}

/// A gesture the user can perform.
protocol GestureTarget: AnyObject {
  func perform(_ state: UIGestureRecognizer.State, endsSequence: Bool)
  var holdMilliseconds: Int64 { get }
  /// What the user can do with it.
  var interactions: [Interaction] { get }
  /// The object the user's input is reported on.
  var inputSubject: ObjectID { get }
}
