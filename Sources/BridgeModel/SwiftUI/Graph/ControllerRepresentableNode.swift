/// One view-controller representable identity (fidelity §1a with the differences of §1b).
final class ControllerRepresentableNode<R: UIViewControllerRepresentable>: LeafNode, HostedRepresentable,
  PlatformViewHostObserver
{
  nonisolated deinit {}

  @exclusivity(unchecked) private var value: R
  let coordinatorBox: CoordinatorBox<R.Coordinator>
  let controller: R.UIViewControllerType
  let container: PlatformViewHost
  private let comparer: Comparer
  @exclusivity(unchecked) private var triggers: UpdateTriggers
  @exclusivity(unchecked) private var isDismantled = false
  @exclusivity(unchecked) private var isInstalled = false
  @exclusivity(unchecked) var placedFrame: CGRect?

  var nodeID: NodeID { id }

  init(_ value: R, _ context: inout ReconcileContext) {
    let host = context.host
    let world = host.world
    let id = world.registerNode(type: R.self, kind: .controllerRepresentable)
    self.value = value
    triggers = UpdateTriggers(value, world: world, environment: context.environment)
    comparer = world.comparators.comparer(for: R.self)
    // L1, L4: the coordinator first.
    world.emit(.makeCoordinator(id))
    let coordinator = world.within(Phase(.makeCoordinator, subject: id.raw)) { value.makeCoordinator() }
    coordinatorBox = CoordinatorBox(coordinator)
    let tracker = EnvironmentTracker(comparators: world.comparators)
    let makeContext = R.Context(
      box: coordinatorBox, transaction: context.transaction, environment: context.environment.tracked(by: tracker),
      host: host)
    // L2; VC1: the controller's view is not loaded here.
    controller = world.within(Phase(.makeView, subject: id.raw)) { value.makeUIViewController(context: makeContext) }
    container = PlatformViewHost()
    super.init(host: host, registered: id, leafType: R.self)
    triggers.install(value, host: host, owner: self, name: world.name(of: id), environment: context.environment)
    world.emit(.makeView(id, view: controller.objectID))
    world.noteMade(id, object: controller.objectID, coordinator: coordinator)
    container.windowObserver = self
    // L3: update right after make, in the same pass.
    runUpdate(.initial, context, tracker: tracker)
  }

  func receive(_ newValue: R, _ context: inout ReconcileContext) {
    let world = host.world
    triggers.adopt(newValue, context, world)
    let changed = !compare(value, newValue, with: comparer)
    value = newValue
    if let reason = triggers.reasonOnReceive(value, changed: changed, context, world) { runUpdate(reason, context) }
  }

  override func visit(_ context: inout ReconcileContext) {
    needsVisit = false
    if let reason = triggers.reasonOnVisit(value, context, host.world) { runUpdate(reason, context) }
  }

  private func runUpdate(_ reason: UpdateReason, _ context: ReconcileContext, tracker: EnvironmentTracker? = nil) {
    let world = host.world
    let tracker = tracker ?? triggers.freshTracker(world)
    let updateContext = R.Context(
      box: coordinatorBox, transaction: context.transaction, environment: context.environment.tracked(by: tracker),
      host: host)
    world.emit(.updateView(id, reason))
    world.enter(Phase(.updateView, subject: id.raw))
    value.updateUIViewController(controller, context: updateContext)
    world.leave()
    triggers.reads = tracker
    host.needsLayout(self)
    if reason != .initial { world.noteRepresentableUpdate() }
  }

  override func stateDidChange() { triggers.isDirty = true }

  /// L20: `sizeThatFits`, else the controller's preferred content size when it has one.
  func measure() -> CGSize? {
    let world = host.world
    world.emit(.sizeThatFits(id))
    let context = R.Context(box: coordinatorBox, transaction: Transaction(), environment: host.environment)
    world.enter(Phase(.sizeThatFits, subject: id.raw))
    let size = value.sizeThatFits(host.proposal, uiViewController: controller, context: context)
    world.leave()
    if let size { return size }
    let preferred = controller.preferredContentSize
    return preferred == .zero ? nil : preferred
  }

  /// VC2: once the container is in a window, the hosting controller adopts the controller.
  func containerDidMoveToWindow() {
    guard !isInstalled, !isDismantled, container.window != nil else { return }
    let world = host.world
    if host.isConfigurationHost {
      // VC4: unsupported inside UIHostingConfiguration; an empty placeholder is shown.
      world.diagnose(
        "\(world.name(of: id)) is a UIViewControllerRepresentable. UIViewControllerRepresentable is not supported inside of UIHostingConfiguration."
      )
      return
    }
    guard let parent = container.nearestOwningController else {
      // VC5: no hosting controller (not retained, or none): the view is never installed.
      world.diagnose(
        "\(world.name(of: id)) is a UIViewControllerRepresentable, but its hosting view has no view controller: \(world.typeName(of: controller.objectID)) cannot be added as a child, so its view is never installed."
      )
      return
    }
    isInstalled = true
    parent.addChild(controller)
    let view: UIView = controller.view
    container.addSubview(view)
    container.layoutHostedView()
    controller.callback("didMove(toParent:)") { controller.didMove(toParent: parent) }
  }

  override func tearDown() {
    guard !isDismantled else { return }
    isDismantled = true
    let world = host.world
    world.emit(.dismantleView(id))
    world.within(Phase(.dismantleView, subject: id.raw)) {
      R.dismantleUIViewController(controller, coordinator: coordinatorBox.value)
    }
    host.removeFromLayout(self)
    if isInstalled {
      // SwiftUI removes the child as V4 says.
      controller.callback("willMove(toParent:)") { controller.willMove(toParent: nil) }
      controller.viewIfLoaded?.removeFromSuperview()
      controller.removeFromParent()
    }
    container.windowObserver = nil
    container.removeFromSuperview()
    world.noteDismantled(id)
    triggers.properties.detachOwner()
  }

  override var idealHeight: CGFloat { placedFrame?.height ?? 0 }

  override func collectElements(into elements: inout [Element]) {
    guard !isDismantled, isInstalled, let view = controller.viewIfLoaded else { return }
    view.collectElements(into: &elements)
  }
}

/// Told when a representable's container enters or leaves a window.
protocol PlatformViewHostObserver: AnyObject {
  func containerDidMoveToWindow()
}
