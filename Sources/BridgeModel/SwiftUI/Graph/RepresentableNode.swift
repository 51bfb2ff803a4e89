/// A leaf holding a `UIViewRepresentable` value.
@usableFromInline
struct RepresentableLeaf<R: UIViewRepresentable>: ViewLeaf {
  let value: R
  @usableFromInline init(_ value: R) { self.value = value }

  @usableFromInline var leafType: ObjectIdentifier { ObjectIdentifier(R.self) }

  @usableFromInline func makeNode(_ context: inout ReconcileContext) -> GraphNode {
    RepresentableNode(value, &context)
  }

  @usableFromInline func update(_ node: GraphNode, _ context: inout ReconcileContext) {
    // `reconcile` matched the leaf type, so the node is a `RepresentableNode<R>`.
    unsafeDowncast(node, to: RepresentableNode<R>.self).receive(value, &context)
  }
}

/// Something the host lays out after a flush: a represented view with its sizing.
protocol HostedRepresentable: AnyObject {
  var nodeID: NodeID { get }
  /// The SwiftUI container that holds the represented view (fidelity L21).
  var container: PlatformViewHost { get }
  /// Calls `sizeThatFits` if the representable changed since the last call (L18, L19).
  func measure() -> CGSize?
  /// The frame the host last gave the container.
  var placedFrame: CGRect? { get set }
}

/// One representable identity: its coordinator, its UIKit view and the rules of §1a.
final class RepresentableNode<R: UIViewRepresentable>: LeafNode, HostedRepresentable {
  nonisolated deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// The current value, in storage of its own: calls and comparisons use it in place instead
  /// of copying it out of the object first (`R` is not known to this code).
  private nonisolated(unsafe) let storage: UnsafeMutablePointer<R>
  var value: R { storage.pointee }
  let coordinatorBox: CoordinatorBox<R.Coordinator>
  var coordinator: R.Coordinator { coordinatorBox.value }
  let view: R.UIViewType
  let container: PlatformViewHost
  private let comparer: Comparer
  @exclusivity(unchecked) private var triggers: UpdateTriggers
  @exclusivity(unchecked) private var generation = 0
  @exclusivity(unchecked) private var measuredGeneration = -1
  @exclusivity(unchecked) private var measuredSize: CGSize?
  @exclusivity(unchecked) private var isDismantled = false
  @exclusivity(unchecked) var placedFrame: CGRect?
  /// What observed properties read in `updateUIView` call back (F-OB1).
  @exclusivity(unchecked) private var observation: ObservationToken?
  /// Whether `R` uses the protocol's default `sizeThatFits` (found at the first measure).
  @exclusivity(unchecked) private var keepsDefaultSizeThatFits = false
  var nodeID: NodeID { id }

  init(_ value: R, _ context: inout ReconcileContext) {
    let host = context.host
    let world = host.world
    let id = world.registerNode(type: R.self, kind: .representable)
    storage = .allocate(capacity: 1)
    storage.initialize(to: value)
    triggers = UpdateTriggers(value, world: world, environment: context.environment)
    comparer = world.comparators.comparer(for: R.self)
    // L1, L4: the coordinator first, from the value current at creation.
    world.emit(.makeCoordinator(id))
    let coordinator = world.within(Phase(.makeCoordinator, subject: id.raw)) { value.makeCoordinator() }
    coordinatorBox = CoordinatorBox(coordinator)
    world.noteCoordinator(id, coordinator)
    // L2: make once; L22: no window yet.
    let tracker = EnvironmentTracker(comparators: world.comparators)
    let makeContext = R.Context(
      box: coordinatorBox, transaction: context.transaction,
      environment: context.environment.tracked(by: tracker))
    view = world.within(Phase(.makeView, subject: id.raw)) { value.makeUIView(context: makeContext) }
    container = PlatformViewHost()
    super.init(host: host, registered: id, leafType: R.self)
    triggers.install(value, host: host, owner: self, name: world.name(of: id), environment: context.environment)
    world.emit(.makeView(id, view: view.objectID))
    view.representedBy = id
    world.noteMade(id, object: view.objectID, coordinator: coordinator)
    container.addSubview(view)
    // L3: update right after make, in the same pass, with the same context.
    runUpdate(.initial, context, tracker: tracker)
  }

  func receive(_ newValue: R, _ context: inout ReconcileContext) {
    let world = host.world
    triggers.adopt(newValue, context, world)
    let changed = !compare(storage, newValue, with: comparer)
    storage.pointee = newValue
    if let reason = triggers.reasonOnReceive(storage.pointee, changed: changed, context, world) {
      runUpdate(reason, context)
    }
  }

  override func visit(_ context: inout ReconcileContext) {
    needsVisit = false
    if let reason = triggers.reasonOnVisit(storage.pointee, context, host.world) { runUpdate(reason, context) }
  }

  private func runUpdate(
    _ reason: UpdateReason, _ context: ReconcileContext, tracker: EnvironmentTracker? = nil
  ) {
    let world = host.world
    let tracker = tracker ?? triggers.freshTracker(world)
    let updateContext = self.context(context.transaction, context.environment, tracker)
    generation += 1
    world.emit(.updateView(id, reason))
    world.enter(Phase(.updateView, subject: id.raw))
    let token = observation ?? ObservationToken(self)
    observation = token
    tracking(token) { storage.pointee.updateUIView(view, context: updateContext) }
    world.leave()
    triggers.reads = tracker
    host.needsLayout(self)
    if reason != .initial { world.noteRepresentableUpdate() }
  }

  override func stateDidChange() { triggers.isDirty = true }

  func measure() -> CGSize? {
    guard measuredGeneration != generation else { return measuredSize }
    measuredGeneration = generation
    let world = host.world
    world.emit(.sizeThatFits(id))
    // The call is made (L18, L19) unless the type keeps the default, which returns nil and
    // touches nothing: then skipping it changes nothing but the time it takes.
    if keepsDefaultSizeThatFits { return nil }
    let sizeContext = self.context(Transaction(), host.environment, nil)
    world.ranDefaultSizeThatFits = false
    world.enter(Phase(.sizeThatFits, subject: id.raw))
    measuredSize = storage.pointee.sizeThatFits(host.proposal, uiView: view, context: sizeContext)
    world.leave()
    keepsDefaultSizeThatFits = world.ranDefaultSizeThatFits && measuredSize == nil
    return measuredSize
  }

  /// The context for one call of make, update or sizeThatFits.
  private func context(
    _ transaction: Transaction, _ environment: EnvironmentValues, _ tracker: EnvironmentTracker?
  ) -> R.Context {
    guard let tracker else {
      return R.Context(box: coordinatorBox, transaction: transaction, environment: environment)
    }
    return R.Context(
      box: coordinatorBox, transaction: transaction, environment: environment.tracked(by: tracker))
  }

  override func tearDown() {
    guard !isDismantled else { return }
    isDismantled = true
    observation?.node = nil
    let world = host.world
    world.emit(.dismantleView(id))
    world.within(Phase(.dismantleView, subject: id.raw)) {
      R.dismantleUIView(view, coordinator: coordinator)
    }
    // The view leaves the window as part of the teardown: UIKit's own callbacks
    // (a focused field ending editing) belong to it, not to "after dismantle".
    host.removeFromLayout(self)
    container.removeFromSuperview()
    world.noteDismantled(id)
    triggers.properties.detachOwner()
  }

  override func collectElements(into elements: inout [Element]) {
    guard !isDismantled else { return }
    view.collectElements(into: &elements)
  }

  override var idealHeight: CGFloat { placedFrame?.height ?? 0 }
}

/// A static text in the graph.
struct TextLeaf: ViewLeaf {
  let value: Text
  init(_ value: Text) { self.value = value }
  var leafType: ObjectIdentifier { ObjectIdentifier(Text.self) }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode {
    LeafNode(host: context.host, leafType: Text.self, kind: .view)
  }
  func update(_ node: GraphNode, _ context: inout ReconcileContext) {}
}
