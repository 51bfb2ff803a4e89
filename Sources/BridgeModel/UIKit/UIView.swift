import Observation

/// The model's `UIView`: geometry, hierarchy, window membership, lifetime.
///
/// Every view created while a world runs registers with it (a weak reference:
/// ARC still decides when it goes). For a view a representable returned from
/// `makeUIView`, SwiftUI owns `frame`, `bounds`, `center` and `transform`:
/// user code that writes them is reported (`representable.layout-owned-by-swiftui`).
open class UIView: UIResponder {
  /// The world's id for this view (`.none` outside a run).
  @exclusivity(unchecked) public private(set) var objectID = ObjectID.none
  /// Not retained; the world clears it when it goes.
  @exclusivity(unchecked) unowned(unsafe) var world: World?
  /// The representable node this view was made by, if it is a represented view.
  @exclusivity(unchecked) var representedBy = NodeID.none
  @exclusivity(unchecked) private var storedFrame: CGRect
  @exclusivity(unchecked) private var boundsOrigin = CGPoint.zero
  @exclusivity(unchecked) private var storedTransform = CGAffineTransform.identity
  /// Not retained (as in UIKit); cleared when the superview goes.
  @exclusivity(unchecked) public private(set) unowned(unsafe) var superview: UIView?
  @exclusivity(unchecked) public private(set) var subviews: [UIView] = []
  @exclusivity(unchecked) private unowned(unsafe) var storedWindow: UIWindow?
  /// A new view is laid out once it is in a window (U9a in FIDELITY.md: adding a view marks it).
  @exclusivity(unchecked) private(set) var needsLayout = true
  /// Whether the world holds a layout request for this view.
  @exclusivity(unchecked) var layoutRequested = false
  /// The layout pass that last laid it out (`World.layoutPasses`).
  @exclusivity(unchecked) var layoutPass = 0
  /// Whether its own layout callbacks can run app code, by its class (nil until its first
  /// layout): a class of the app's, or a model class whose `layoutSubviews` calls the app.
  @exclusivity(unchecked) var layoutRunsAppCode: Bool?
  /// What an `@Observable` change read in this view's layout calls back (O9), made at the first layout.
  @exclusivity(unchecked) var layoutObservation: LayoutObservationToken?
  /// KVO observations of this view's properties.
  @exclusivity(unchecked) var keyValueObservations: [ObservationEntry] = []
  /// The controller whose view this is. Not retained (UIKit keeps it weakly); the
  /// controller clears it when it goes (V17, V18).
  @exclusivity(unchecked) unowned(unsafe) var owningController: UIViewController?
  /// The SwiftUI graph this view hosts, if it is a hosting view (elements inside come from it).
  @exclusivity(unchecked) unowned(unsafe) var hostedGraph: ViewHost?

  @Hierarchical open var isHidden = false {
    didSet { if isHidden != oldValue { observableValueDidChange() } }
  }
  /// Below 0.01 the view takes no touches (Apple, `hitTest(_:with:)`: it "ignores view objects
  /// that are hidden, that have disabled user interactions, or have an alpha level less than 0.01").
  @exclusivity(unchecked) open var alpha: CGFloat = 1 {
    didSet {
      isTransparentToTouches = alpha < 0.01
      if alpha != oldValue { observableValueDidChange() }
    }
  }
  /// `alpha` is below 0.01.
  @Hierarchical var isTransparentToTouches = false
  @exclusivity(unchecked) open var backgroundColor: UIColor?
  @exclusivity(unchecked) open var tintColor: UIColor?
  @Hierarchical open var accessibilityIdentifier: String?
  /// VoiceOver's reading of the view (stored: the fuzzer names elements by identifier and
  /// title, and reads none of these).
  open var accessibilityLabel: String? {
    get { extras?.accessibility?.label }
    set { madeAccessibility.label = newValue }
  }
  open var accessibilityHint: String? {
    get { extras?.accessibility?.hint }
    set { madeAccessibility.hint = newValue }
  }
  open var accessibilityValue: String? {
    get { extras?.accessibility?.value }
    set { madeAccessibility.value = newValue }
  }
  /// "The default value for this property is false unless the receiver is a standard UIKit
  /// control, in which case the value is true" (labels and controls here).
  open var isAccessibilityElement: Bool {
    get { extras?.accessibility?.isElement ?? isAccessibilityElementByDefault }
    set { madeAccessibility.isElement = newValue }
  }
  /// Whether a view of this class is an accessibility element until code says otherwise.
  var isAccessibilityElementByDefault: Bool { false }
  open var accessibilityTraits: UIAccessibilityTraits {
    get { extras?.accessibility?.traits ?? [] }
    set { madeAccessibility.traits = newValue }
  }
  open var accessibilityElements: [Any]? {
    get { extras?.accessibility?.elements }
    set { madeAccessibility.elements = newValue }
  }
  open var accessibilityIgnoresInvertColors: Bool {
    get { extras?.accessibility?.ignoresInvertColors ?? false }
    set { madeAccessibility.ignoresInvertColors = newValue }
  }
  open var accessibilityViewIsModal: Bool {
    get { extras?.accessibility?.viewIsModal ?? false }
    set { madeAccessibility.viewIsModal = newValue }
  }
  open var accessibilityElementsHidden: Bool {
    get { extras?.accessibility?.elementsHidden ?? false }
    set { madeAccessibility.elementsHidden = newValue }
  }
  @exclusivity(unchecked) open var tag = 0
  @Hierarchical open var isUserInteractionEnabled = true
  @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true
  @exclusivity(unchecked) open var clipsToBounds = false
  /// What only some views set (the layer, gesture recognizers, storage-only appearance): one
  /// box made on first write, so a view that sets none costs no more than before.
  @exclusivity(unchecked) var extras: ViewExtras?
  /// How content fills the view (storage only).
  open var contentMode: ContentMode {
    get { extras?.contentMode ?? .scaleToFill }
    set { madeExtras.contentMode = newValue }
  }
  /// How the view resizes with its superview (storage only: layout is not modelled).
  open var autoresizingMask: AutoresizingMask {
    get { extras?.autoresizingMask ?? [] }
    set { madeExtras.autoresizingMask = newValue }
  }
  /// Storage only.
  open var isOpaque: Bool {
    get { extras?.isOpaque ?? true }
    set { madeExtras.isOpaque = newValue }
  }
  /// Forces light or dark for this subtree (read by `traitCollection`; nothing is redrawn).
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { extras?.overrideUserInterfaceStyle ?? .unspecified }
    set { madeExtras.overrideUserInterfaceStyle = newValue }
  }
  /// Storage only.
  open var layoutMargins: UIEdgeInsets {
    get { extras?.layoutMargins ?? ViewExtras.defaultLayoutMargins }
    set { madeExtras.layoutMargins = newValue }
  }
  /// The extras box, made on first use.
  var madeExtras: ViewExtras {
    if let extras { return extras }
    let made = ViewExtras()
    extras = made
    return made
  }
  /// Content hugging and compression resistance by axis (horizontal, vertical): plain
  /// fields, not arrays, so a view costs no allocation beyond itself.
  @exclusivity(unchecked) private var priorities = AxisPriorities()

  /// The class of the view's layer (override it to back a view with, say, a preview layer).
  open class var layerClass: AnyClass { CALayer.self }

  /// `UIView.appearance()`: the proxy UIKit keeps to style instances of a class (`UIAppearance`):
  /// one per class and containment in a world (`appearanceProxy(for:_:)`), made outside it. What
  /// is set on it is kept there and not applied to other views, which the lifecycle checks never
  /// read. A subclass of the app's gets its nearest UIKit class's proxy.
  open class func appearance() -> UIView {
    appearanceProxy(for: [ObjectIdentifier(UIView.self)]) { UIView(frame: .zero) }
  }
  open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIView {
    appearanceProxy(for: appearanceKey(UIView.self, containerTypes)) { UIView(frame: .zero) }
  }

  public init(frame: CGRect) {
    storedFrame = frame
    super.init()
    if let world = RunContext.current { attach(to: world) }
  }

  public convenience override init() { self.init(frame: .zero) }

  public required init?(coder: NSCoder) { return nil }

  nonisolated deinit {
    // Not an isolated deinit: that checks the executor on every view's last release.
    // A view lives on the thread that runs its world, so its last release happens there.
    assumeOnModelThread(self) { $0.willDeinit() }
  }

  private func willDeinit() {
    layoutObservation?.view = nil
    if layoutRequested { world?.forgetLayoutRequest(for: self) }
    for subview in subviews { subview.parentDidDeinit() }
    if let window = storedWindow, window.firstResponder === self { window.firstResponder = nil }
    world?.objectDidDeinit(objectID)
  }

  private func parentDidDeinit() {
    superview = nil
    clearWindow()
  }

  private func clearWindow() {
    guard storedWindow != nil else { return }
    storedWindow = nil
    for subview in subviews { subview.clearWindow() }
  }

  /// The world is going away.
  func detachFromWorld() { world = nil }

  /// The world is torn down: drops every reference this view holds to other objects, so
  /// app objects that reference each other through the model are released (`World.tearDown`).
  /// No callbacks run. Subclasses drop what they add.
  func releaseReferencesForTeardown() {
    for subview in subviews {
      subview.superview = nil
      subview.storedWindow = nil
    }
    subviews.removeAll()
    extras?.gestureRecognizers = nil
    // The render server lets go of the layer's animations, and so of their delegates (F-CA2).
    extras?.layer?.runningAnimations.removeAll()
    storedWindow = nil
  }

  /// Registers with `world` (done by `init` when a world is running).
  func attach(to world: World) {
    guard self.world == nil else { return }
    self.world = world
    objectID = world.registerObject(self)
    world.emit(.viewCreated(objectID))
  }

  // MARK: Geometry

  open var frame: CGRect {
    get { storedFrame }
    set {
      noteGeometryWrite("frame")
      setFrame(newValue)
    }
  }

  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
    set {
      noteGeometryWrite("bounds")
      let originChanged = boundsOrigin != newValue.origin
      boundsOrigin = newValue.origin
      setFrame(CGRect(origin: storedFrame.origin, size: newValue.size))
      if originChanged, storedFrame.size == newValue.size { observableValueDidChange() }
    }
  }

  open var center: CGPoint {
    get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
    set {
      noteGeometryWrite("center")
      let origin = CGPoint(
        x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
      setFrame(CGRect(origin: origin, size: storedFrame.size))
    }
  }

  open var transform: CGAffineTransform {
    get { storedTransform }
    set {
      noteGeometryWrite("transform")
      storedTransform = newValue
    }
  }

  /// SwiftUI placing a view it owns: not a user write.
  func setFrameFromHost(_ frame: CGRect) { setFrame(frame) }

  private func setFrame(_ frame: CGRect) {
    let old = storedFrame
    storedFrame = frame
    if old != frame { observableValueDidChange() }
    guard old.size != frame.size else { return }
    markNeedsLayout()  // a new size lays the view out; a new position does not (F-L2)
    sizeDidChange(from: old.size)
  }

  /// Called when the view's size changed; controls react (a map re-fits its region).
  func sizeDidChange(from oldSize: CGSize) {}

  private func noteGeometryWrite(_ property: StaticString) {
    guard !representedBy.isNone, let world else { return }
    world.emit(.layoutWrite(objectID, property: property))
  }

  // MARK: Hierarchy

  /// The window the view is in, if any.
  public var window: UIWindow? { storedWindow }

  open func addSubview(_ view: UIView) {
    if view.superview === self, let index = index(of: view) {
      subviews.remove(at: index)
      subviews.append(view)
      return
    }
    insert(view) { $0.subviews.append(view) }
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    insert(view) { $0.subviews.insert(view, at: min(max(0, index), $0.subviews.count)) }
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard let index = index(of: view) else { return }
    subviews.remove(at: index)
    subviews.append(view)
  }

  private func insert(_ view: UIView, _ place: (UIView) -> Void) {
    if let controller = view.owningController, !controller.viewWillBeAdded(under: self) { return }
    willAddSubview(view)
    view.removeFromSuperview()
    view.willMove(toSuperview: self)
    place(self)
    view.superview = self
    if let world, !world.unplacedControllerViews.isEmpty {
      UIViewController.placeCarriedViews(of: view, under: self, in: world)
    }
    view.didMoveToSuperview()
    if view.storedWindow !== storedWindow { view.moveToWindow(storedWindow) }
    markNeedsLayout()  // adding a subview lays out its new superview (F-L2)
    hierarchyDidChange()
    didAddSubview(view)
  }

  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    // A loop, not `removeAll(where:)`: a main-actor closure handed to the standard
    // library checks the executor on every call.
    if let index = parent.index(of: self) {
      parent.subviews.remove(at: index)
    }
    superview = nil
    parent.dropConstraints(referringTo: self)
    world?.emit(.viewDetached(objectID))
    didMoveToSuperview()
    if storedWindow != nil { moveToWindow(nil) }
    hierarchyDidChange()
    owningController?.viewWasRemoved()
  }

  /// The position of `view` among the subviews.
  private func index(of view: UIView) -> Int? {
    var index = 0
    while index < subviews.count {
      if subviews[index] === view { return index }
      index += 1
    }
    return nil
  }

  /// Whether `view` is this view or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  func moveToWindow(_ window: UIWindow?) {
    let controller = owningController
    controller?.viewWillMove(toWindow: window)
    willMove(toWindow: window)
    if window == nil, isFirstResponder { _ = resignFirstResponder() }
    storedWindow = window
    if window != nil, needsLayout { world?.requestLayout(for: self) }
    for subview in subviews { subview.moveToWindow(window) }
    didMoveToWindow()
    controller?.viewDidMove(toWindow: window)
  }

  /// Subviews added or removed (the only places that change `subviews`, `superview` and the window).
  func hierarchyDidChange() { world?.hierarchyDidChange() }

  /// A hook for containment checks before a subview is added.
  func willAddSubview(_ view: UIView) {}

  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func didMoveToWindow() {}
  open func didAddSubview(_ subview: UIView) {}
  /// Called after the appearance this object inherits or overrides changed (F-TR1).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Its `registerForTraitChanges` registrations.
  @exclusivity(unchecked) public var _traitRegistrations: [any UITraitChangeRegistration] = []
  open func willRemoveSubview(_ subview: UIView) {}

  // MARK: Layout

  /// Lays out the subviews. UIKit calls it in its layout pass, once per turn for a view that
  /// needs layout, parent before child (F-L1); never call it yourself.
  open func layoutSubviews() {}

  /// Marks the view as needing layout: UIKit lays it out in this turn's layout pass, after
  /// SwiftUI's flush (F-L1); many requests are one layout.
  open func setNeedsLayout() { markNeedsLayout() }

  /// Lays out the view and its subviews now, where a layout is pending (F-L1): the callbacks
  /// run inside the caller (inside `updateUIView`, they are part of SwiftUI's update).
  open func layoutIfNeeded() {
    guard let world else {
      if needsLayout {
        needsLayout = false
        layoutSubviews()
      }
      return
    }
    world.layOutSubtree(of: self)
  }

  /// `setNeedsLayout` as UIKit calls it on itself (a size change, a subview added): without
  /// going through an override.
  func markNeedsLayout() {
    needsLayout = true
    if storedWindow != nil, let world { world.requestLayout(for: self) }
  }

  /// Runs the view's layout: its controller's `viewWillLayoutSubviews`, `layoutSubviews`, the
  /// controller's `viewDidLayoutSubviews` (F-L1), each a callback of its own.
  ///
  /// With `uikitObservationTracking` on (O9), the three run inside one `withObservationTracking`:
  /// a change of an `@Observable` property one of them read lays the view out again.
  func performLayout(in world: World) {
    needsLayout = false
    guard world.profile.uikitObservationTracking == .on, layoutCanReadAppState(world) else {
      return runLayoutCallbacks(in: world)
    }
    let token = layoutObservation ?? LayoutObservationToken(self)
    layoutObservation = token
    withObservationTracking({ runLayoutCallbacks(in: world) }, onChange: { token.fire() })
  }

  /// Whether its layout callbacks can run app code, and so read an `@Observable` property.
  /// When only the model's code runs (a model class whose `layoutSubviews` calls nothing of the
  /// app's, under no controller or a model controller), UIKit's tracking scope would record
  /// nothing (O9): the pass leaves the scope out, which changes nothing but its cost.
  private func layoutCanReadAppState(_ world: World) -> Bool {
    let own: Bool
    if let known = layoutRunsAppCode {
      own = known
    } else {
      own = layoutCallsTheApp || !world.resources.isModelClass(type(of: self))
      layoutRunsAppCode = own
    }
    if own { return true }
    guard let controller = owningController else { return false }
    return !world.resources.isModelClass(type(of: controller))
  }

  /// Whether this model class's `layoutSubviews` calls the app (a table asks its data source).
  var layoutCallsTheApp: Bool { false }

  private func runLayoutCallbacks(in world: World) {
    let controller = owningController
    if let controller {
      world.within(Phase(.callback, subject: controller.objectID.raw, name: "viewWillLayoutSubviews")) {
        controller.viewWillLayoutSubviews()
      }
    }
    world.within(Phase(.callback, subject: objectID.raw, name: "layoutSubviews")) { layoutSubviews() }
    if let controller {
      world.within(Phase(.callback, subject: controller.objectID.raw, name: "viewDidLayoutSubviews")) {
        controller.viewDidLayoutSubviews()
      }
    }
  }
  open func setNeedsDisplay() {}
  open func setNeedsDisplay(_ rect: CGRect) {}
  /// Drawing, as custom views override it: the model renders nothing, so UIKit's render pass
  /// never calls it.
  open func draw(_ rect: CGRect) {}
  /// Which view a touch at `point` lands on: the model's touches go to elements by name, so
  /// UIKit's hit-testing never calls it (custom views override it for their own code).
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    self.point(inside: point, with: event) ? self : nil
  }
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
  @exclusivity(unchecked) open var insetsLayoutMarginsFromSafeArea = true
  @exclusivity(unchecked) open var preservesSuperviewLayoutMargins = false
  @exclusivity(unchecked) open var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 8, leading: 8, bottom: 8, trailing: 8)

  public static let noIntrinsicMetric: CGFloat = -1
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }
  open func invalidateIntrinsicContentSize() {}

  open func sizeThatFits(_ size: CGSize) -> CGSize {
    let intrinsic = intrinsicContentSize
    return CGSize(
      width: intrinsic.width == UIView.noIntrinsicMetric ? storedFrame.width : intrinsic.width,
      height: intrinsic.height == UIView.noIntrinsicMetric ? storedFrame.height : intrinsic.height)
  }

  open func sizeToFit() { storedFrame.size = sizeThatFits(storedFrame.size) }

  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
    verticalFittingPriority vertical: UILayoutPriority
  ) -> CGSize { sizeThatFits(targetSize) }

  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }

  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { priorities.huggingH = priority } else { priorities.huggingV = priority }
  }
  open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? priorities.huggingH : priorities.huggingV
  }
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal { priorities.compressionH = priority } else { priorities.compressionV = priority }
  }
  open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  { axis == .horizontal ? priorities.compressionH : priorities.compressionV }

  // MARK: Animation

  /// Runs `animations` now; `completion` when the duration has passed on the virtual clock.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    CATransaction.noteAnimation(lasting: duration)
    guard let completion else { return }
    guard let world = RunContext.current else { return completion(true) }
    world.schedule(after: wholeMilliseconds(duration), .block { completion(true) }, isSystem: true)
  }

  // MARK: Responders

  open override var isFirstResponder: Bool { storedWindow?.firstResponder === self }

  /// Apple: a view returns "the UIViewController object that manages it (if it has one) or its
  /// superview (if it doesn't)" (F-RC1).
  open override var next: UIResponder? { owningController ?? superview }

  // MARK: Elements

  /// The kind of interactive element this view is, if it is one.
  var elementKind: ElementKind? { nil }

  /// The name an element of this view goes by before numbering (`text-field`, a button's title).
  var elementBaseName: String { accessibilityIdentifier ?? elementKind?.rawValue ?? "view" }

  /// The element this view is, if it is one: its kind and base name. A list cell overrides it to
  /// find its row once for both (a walk of a list screen asks every visible cell).
  var ownElement: Element? {
    guard let kind = elementKind else { return nil }
    return Element(kind: kind, baseName: elementBaseName, target: .view(self))
  }

  /// Appends the interactive elements of this view's subtree that a user can reach, in tree
  /// order; a hosting view's come from its SwiftUI graph; `blocked` subtrees take no touches.
  func collectElements(into elements: inout [Element], blocked: [UIView] = []) {
    guard storedWindow != nil, !isHidden, isUserInteractionEnabled, alpha >= 0.01, takesTouches else { return }
    for view in blocked where view === self { return }
    // Recognizers come first: a disabled one stays an element and does nothing (its
    // `isEnabled` is no part of the hierarchy's version).
    for recognizer in extras?.gestureRecognizers ?? [] where !recognizer.interactions.isEmpty {
      let name = accessibilityIdentifier ?? recognizer.elementBaseName
      elements.append(Element(kind: .gesture, baseName: name, target: .gesture(recognizer)))
    }
    if let host = hostedGraph {
      host.collectElements(into: &elements)
      return
    }
    if let element = ownElement { elements.append(element) }
    collectItemElements(into: &elements)
    for subview in subviews { subview.collectElements(into: &elements, blocked: blocked) }
  }

  /// Elements of things in the view that are not views (a bar's button items).
  func collectItemElements(into elements: inout [Element]) {}

  /// Whether the view takes touches at all (a disabled control does not).
  var takesTouches: Bool { true }

  /// Whether the view is a table or collection cell, which its list reuses for other items.
  var isReusableCell: Bool { false }

  /// Fires a delegate or target callback in a `callback` phase, noting callbacks after dismantle.
  func callback(_ name: StaticString, _ body: () -> Void) {
    guard let world else { return body() }
    world.emit(.callback(objectID, name: name))
    let owner = world.ownerNode(of: objectID)
    if world.isDismantled(owner) { world.emit(.afterDismantle(owner, what: "\(name) was delivered")) }
    world.enter(Phase(.callback, subject: objectID.raw, name: name))
    body()
    world.leave()
  }

  /// Notes a delegate callback that had nowhere to go (the view has no delegate).
  func noDelegate(_ name: StaticString) { world?.emit(.notDelivered(objectID, name: name)) }

  /// Reports a programmatic setter (with whether the value was already there).
  func noteSetter(
    _ property: StaticString, value: @autoclosure () -> String, redundant: Bool, effects: SideEffects = [],
    callback: StaticString = ""
  ) {
    guard let world else { return }
    world.emit(
      .setter(
        objectID, property: property, value: world.wantsDetail ? value() : "", redundant: redundant,
        effects: effects, callback: callback))
  }
}

/// The model's `UIWindow`: the root of a view hierarchy; keeps the first responder.
open class UIWindow: UIView {
  nonisolated deinit {}

  /// Not retained; cleared when the responder leaves the window or goes. A UIKit responder
  /// taking it takes the keyboard from a SwiftUI field (F-RK2).
  @exclusivity(unchecked) unowned(unsafe) var firstResponder: UIResponder? {
    didSet { if firstResponder != nil, let field = world?.focusedField { field.loseFocus() } }
  }
  @exclusivity(unchecked) public var isKeyWindow = false
  /// Where the window stacks among the scene's windows (stored: the model has one window).
  @exclusivity(unchecked) public var windowLevel = Level.normal
  /// `endEditing(true)` is resigning the first responder: its delegate is not asked (F-TX2).
  @exclusivity(unchecked) var isForcingResignation = false

  init(unregistered: Void) {
    super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    moveToWindow(self)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    moveToWindow(self)
  }

  public required init?(coder: NSCoder) { return nil }

  open func makeKeyAndVisible() { isKeyWindow = true }

  /// The root view controller: retained; its view fills the window (V17).
  public var rootViewController: UIViewController? {
    get { sceneWindow?.rootViewController ?? storedRoot }
    set {
      if let sceneWindow {
        sceneWindow.rootViewController = newValue
        return
      }
      guard newValue !== storedRoot else { return }
      let old = storedRoot
      if let old, let oldView = old.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
      storedRoot = newValue
      if let old { world?.emit(.controller(old.objectID, .leftHierarchy)) }
      guard let root = newValue else { return }
      if root.world == nil, let world { root.attach(to: world) }
      let rootView: UIView = root.view
      rootView.setFrameFromHost(bounds)
      addSubview(rootView)
    }
  }
  @exclusivity(unchecked) private var storedRoot: UIViewController?

  /// A window a scene delegate makes for the world's scene stands for the world's window: the
  /// model has one (F-SD1).
  @exclusivity(unchecked) private weak var sceneWindow: UIWindow?

  /// `UIWindow(windowScene:)`: in a world, the world's window's stand-in (its root is the world
  /// window's root); outside one, a window of the screen's size.
  public init(windowScene: UIWindowScene) {
    super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    moveToWindow(self)
    sceneWindow = windowScene.windows.first
  }

  /// The scene the window is in: the world's, until the app sets another (F-SD2). Setting it
  /// is storage only: the model has one scene and one window on screen, so a window the app
  /// moves to a scene (an external display's, say) is not shown, and `nil` is kept as given.
  public var windowScene: UIWindowScene? {
    get { sceneAssigned ? assignedScene : RunContext.current?.windowScene }
    set {
      sceneAssigned = true
      assignedScene = newValue
    }
  }
  @exclusivity(unchecked) private var sceneAssigned = false
  @exclusivity(unchecked) private weak var assignedScene: UIWindowScene?

  /// The screen the window shows on: the main one until the app sets another (storage only:
  /// the model has one screen, F-SD2).
  @exclusivity(unchecked) public var screen: UIScreen = .main
  /// The picker `PKToolPicker.shared(for:)` made for this window, kept as long as the window.
  @exclusivity(unchecked) var sharedToolPicker: PKToolPicker?

  override func releaseReferencesForTeardown() {
    super.releaseReferencesForTeardown()
    storedRoot = nil
  }
}

/// SwiftUI's container for a represented view (`PlatformViewHost`, fidelity L21).
///
/// The represented view's `superview` is this container, not the hosting view;
/// the container sets the hosted view's frame from its own bounds.
public final class PlatformViewHost: UIView {
  nonisolated deinit {}

  var hostedView: UIView? { subviews.first }
  /// A view-controller representable waiting to install its controller's view (VC2).
  @exclusivity(unchecked) unowned(unsafe) var windowObserver: (any PlatformViewHostObserver)?

  public override func didMoveToWindow() { windowObserver?.containerDidMoveToWindow() }

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { return nil }

  func layoutHostedView() {
    hostedView?.setFrameFromHost(CGRect(origin: .zero, size: frame.size))
  }
}

/// A type whose instances contain views styled with `appearance(whenContainedInInstancesOf:)`.
public protocol UIAppearanceContainer: AnyObject {}
extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// The appearance proxy for `key` (a class, then the container classes, outermost first): the
/// running world keeps one per key, as UIKit keeps one per class and containment, so what is set
/// on it can be read back. It is made outside the world: not registered, no events, never on
/// screen. Outside a run, a new one each time.
func appearanceProxy<Proxy: AnyObject>(for key: [ObjectIdentifier], _ make: () -> Proxy) -> Proxy {
  guard let world = RunContext.current else { return make() }
  if let kept = world.appearanceProxies[key] as? Proxy { return kept }
  let proxy = RunContext.outside(make)
  world.appearanceProxies[key] = proxy
  return proxy
}

/// The key of a proxy for `type` inside `containers`.
func appearanceKey(_ type: AnyObject.Type, _ containers: [any UIAppearanceContainer.Type]) -> [ObjectIdentifier] {
  [ObjectIdentifier(type)] + containers.map { ObjectIdentifier($0) }
}
