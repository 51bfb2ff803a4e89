/// The host of one SwiftUI view graph: what `UIHostingController`'s view does.
///
/// It applies the turn's state changes in one flush (fidelity E1, E2): it
/// re-evaluates the bodies whose inputs changed, makes, updates and dismantles
/// representables by §1a, measures them (L18, L19), then lays them out and
/// puts their views in the window (L21, L22).
public final class ViewHost {
  nonisolated deinit {}

  public unowned(unsafe) let world: World
  /// The hosting view: represented views live in containers below it. Not retained: the
  /// hosting view owns its host (`_UIHostingView`), or the window keeps it (a scenario's root).
  public unowned(unsafe) let hostingView: UIView
  @usableFromInline @exclusivity(unchecked) var root: GraphNode?
  /// The type of the root view `root` was made for.
  @exclusivity(unchecked) private var rootViewType: ObjectIdentifier?
  /// Domain overrides for fuzzable states, by state name.
  let domains: [String: [String]]
  /// The size SwiftUI proposes to representables.
  let proposal = ProposedViewSize(width: 390, height: nil)

  @exclusivity(unchecked) private(set) var needsFlush = false
  @exclusivity(unchecked) private var updateDepth = 0
  @exclusivity(unchecked) private var dirtyLocations: [any AnyStateLocation] = []
  /// The states installed in this graph, in the order they were installed (the world's
  /// registry keeps every state ever made, so a walk of it would grow with the run).
  @exclusivity(unchecked) var ownStates: [any AnyStateLocation] = []
  @exclusivity(unchecked) private var pendingTransaction = Transaction()
  @exclusivity(unchecked) private var environmentChanged = false
  @exclusivity(unchecked) private var forcedRoot = false
  /// Set when a node changed before it was attached under the root: the next flush visits
  /// every node (it cannot know the path to that one).
  @exclusivity(unchecked) private var visitsEveryNode = false
  /// A new root value (`UIHostingController.rootView =`), applied in the next flush.
  @exclusivity(unchecked) private var pendingRoot: ((inout ReconcileContext) -> Void)?
  /// The flushes so far (a node notes the one in which its value last changed).
  @exclusivity(unchecked) private(set) var flushNumber: UInt32 = 0
  @exclusivity(unchecked) private var pendingRootInCell = false
  /// Sheets to bring in line with their bindings once the update is over.
  @exclusivity(unchecked) private var pendingPresentations: [PresentationNode] = []
  /// `onAppear` and `onDisappear` actions of this update, run once it is over (F-SW2).
  @exclusivity(unchecked) private var pendingAppearanceActions: [() -> Void] = []
  /// Set by `.interactiveDismissDisabled()` in this graph (N17).
  @exclusivity(unchecked) var dismissDisabled = false
  @exclusivity(unchecked) private var layoutQueue: [any HostedRepresentable] = []
  /// Reused buffers for one layout pass (a flush lays out after nearly every change).
  @exclusivity(unchecked) private var layoutItems: [any HostedRepresentable] = []
  @exclusivity(unchecked) private var layoutSizes: [CGSize?] = []
  /// The environment at the root of this graph.
  @exclusivity(unchecked) private(set) var environment: EnvironmentValues

  /// Whether this graph is updating (fidelity S2): a state write now is a runtime issue.
  public var isUpdating: Bool { updateDepth > 0 }

  /// Whether root states go by their bare names (the scenario's root) or by the root's type
  /// name (`HomeScreen.text`, a hosting controller's root: there may be several).
  let namesRootStatesBare: Bool
  /// Whether this graph is a `UIHostingConfiguration`'s (no controller; VC4 applies).
  let isConfigurationHost: Bool

  init(
    world: World, hostingView: UIView, domains: [String: [String]], namesRootStatesBare: Bool = true,
    isConfigurationHost: Bool = false
  ) {
    self.namesRootStatesBare = namesRootStatesBare
    self.isConfigurationHost = isConfigurationHost
    self.world = world
    self.hostingView = hostingView
    self.domains = domains
    self.environment = world.environment
    hostingView.hostedGraph = self
  }

  /// Builds the graph for `root` and renders it (the scenario's initial render).
  func mount<V: View>(_ rootView: V) {
    updateDepth += 1
    var context = ReconcileContext(
      host: self, environment: environment, transaction: Transaction(), inputsChanged: true,
      environmentChanged: false)
    world.within(Phase(.flush)) {
      root = makeRoot(rootView, &context)
    }
    updateDepth -= 1
    layout()
    syncPresentations()
    runAppearanceActions()
  }

  /// The next flush visits every node (`GraphNode.markNeedsVisit()`).
  func visitsEverything() { visitsEveryNode = true }

  /// Records a state change: its owner re-renders in this turn's flush.
  func invalidate(_ location: any AnyStateLocation) {
    dirtyLocations.append(location)
    location.notifyOwner()
    if world.transaction.animation != nil || pendingTransaction.animation == nil {
      pendingTransaction = world.transaction
    }
    needsFlush = true
  }

  /// An `@Observable` property that `node`'s body or update read will change: the node runs
  /// again in this turn's flush (F-OB1).
  /// An `ObservableObject` `node` reads will change (O8): the node re-renders in the next flush.
  /// Sent while this graph updates, SwiftUI warns and still applies it, later (S5).
  func objectWillChange(of node: GraphNode) {
    let duringUpdate = isUpdating
    world.emit(.objectWillChange(node.id, duringUpdate: duringUpdate))
    if duringUpdate {
      world.diagnose("Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
    }
    node.markChanged()
    world.noteObjectChange()
    needsFlush = true
  }

  func observedPropertyWillChange(of node: GraphNode) {
    node.markChanged()
    world.noteObservedChange()
    needsFlush = true
  }

  /// SwiftUI re-evaluates the root body with unchanged inputs.
  func forceRootRender() {
    root?.forceRender()
    root?.markNeedsVisit()
    forcedRoot = true
    needsFlush = true
  }

  /// The environment changed above this graph.
  func environmentDidChange(_ environment: EnvironmentValues) {
    self.environment = environment
    environmentChanged = true
    needsFlush = true
  }

  /// The names of states changed since the last flush.
  var pendingStateNames: [String] { dirtyLocations.map { "\($0.name) = \($0.valueText)" } }

  /// Applies the pending changes in one pass over the graph.
  func flush() {
    needsFlush = false
    flushNumber &+= 1
    world.emit(.flushBegan)
    if !dirtyLocations.isEmpty {
      for index in dirtyLocations.indices { dirtyLocations[index].syncGraphValue() }
      // Usually one or two: taking them off the end keeps the buffer, without the generic
      // range replacement `removeAll(keepingCapacity:)` goes through.
      while !dirtyLocations.isEmpty { dirtyLocations.removeLast() }
    }
    var context = ReconcileContext(
      host: self, environment: environment, transaction: pendingTransaction, inputsChanged: true,
      environmentChanged: environmentChanged)
    // Only the paths to changed nodes are walked, unless the environment changed (every node
    // that reads it may update), a sheet must be synced (each syncs in every flush), or a node
    // changed before it was attached.
    context.prunes = !environmentChanged && !visitsEveryNode && world.presentationNodes.isEmpty
    visitsEveryNode = false
    pendingTransaction = Transaction()
    environmentChanged = false
    forcedRoot = false
    updateDepth += 1
    world.enter(Phase(.flush))
    if let apply = pendingRoot {
      pendingRoot = nil
      apply(&context)
      if pendingRootInCell {
        pendingRootInCell = false
        noteCellReuse()
      }
    } else {
      root?.visit(&context)
    }
    world.leave()
    updateDepth -= 1
    layout()
    syncPresentations()
    runAppearanceActions()
    (hostingView as? _UIHostingView)?.contentDidChange()
  }

  /// Queues an `onAppear` or `onDisappear` action to run once the update is over.
  func afterUpdate(_ action: @escaping () -> Void) { pendingAppearanceActions.append(action) }

  /// SwiftUI runs `onAppear` and `onDisappear` actions after the update that inserted or
  /// removed their view, outside it: their state writes are app code's, not the update's.
  private func runAppearanceActions() {
    guard !pendingAppearanceActions.isEmpty else { return }
    let actions = pendingAppearanceActions
    pendingAppearanceActions.removeAll()
    for action in actions { action() }
  }

  /// The graph's ideal size: the proposed width, the height its content asks for.
  var idealSize: CGSize { CGSize(width: proposal.width ?? 390, height: root?.idealHeight ?? 0) }

  /// The root node: the view itself, or a primitive (`Text`, content with an `.id`) inside a
  /// wrapper with a body, so the root is always a view whose body the graph evaluates.
  private func makeRoot<V: View>(_ rootView: V, _ context: inout ReconcileContext) -> GraphNode {
    rootViewType = ObjectIdentifier(V.self)
    if V.Body.self == Never.self {
      return CompositeNode(PrimitiveRoot(content: rootView), &context, isRoot: namesRootStatesBare)
    }
    return CompositeNode(rootView, &context, isRoot: namesRootStatesBare)
  }

  /// A sheet to sync after this update.
  func needsPresentationSync(_ node: PresentationNode) {
    for queued in pendingPresentations where queued === node { return }
    pendingPresentations.append(node)
  }

  /// SwiftUI presents and dismisses sheets after the update that changed their bindings.
  /// The presentations of this graph that waited for its controller's first appearance.
  func syncPresentationsWaitingForAppearance() {
    for node in world.presentationNodes where node.host === self && node.waitsForAppearance { node.sync() }
  }

  private func syncPresentations() {
    guard !pendingPresentations.isEmpty else { return }
    let nodes = pendingPresentations
    pendingPresentations.removeAll()
    for node in nodes { node.sync() }
  }

  /// A new root value: the root node receives it in the next flush, keeping its identity
  /// and state (fidelity H3).
  func setRoot<V: View>(_ rootView: V) {
    pendingRootInCell = isInCell
    pendingRoot = { [unowned(unsafe) self] context in
      // The root was made for a root view of this type (`makeRoot`), so it is the node that
      // type makes: found without a cast, which looked up the generic node type's metadata
      // (~660 instructions a configuration, in a list's cells).
      if let root = self.root, self.rootViewType == ObjectIdentifier(V.self) {
        if V.Body.self == Never.self {
          ViewHost.receivePrimitive(rootView, at: root, &context)
        } else {
          unsafeDowncast(root, to: CompositeNode<V>.self).receive(rootView, &context)
        }
      } else {
        self.root?.tearDown()
        self.root = self.makeRoot(rootView, &context)
      }
    }
    needsFlush = true
  }

  /// A primitive root view's new value, for the node `makeRoot` made for it. A function of its
  /// own: inline, the type `PrimitiveRoot<V>` was looked up at every new root value, of a
  /// composite view too (~330 instructions a configuration of a list's cell).
  @inline(never)
  private static func receivePrimitive<V: View>(_ rootView: V, at root: GraphNode, _ context: inout ReconcileContext) {
    unsafeDowncast(root, to: CompositeNode<PrimitiveRoot<V>>.self).receive(PrimitiveRoot(content: rootView), &context)
  }

  /// Whether the hosting view is inside a table or collection cell.
  private var isInCell: Bool {
    var view: UIView? = hostingView.superview
    while let current = view, !current.isReusableCell { view = current.superview }
    return view != nil
  }

  /// A cell's graph got its next item: report the changed states that survived it (H3) in a
  /// view whose value changed (a view given the value it had shows the same item, and its state
  /// is that item's).
  private func noteCellReuse() {
    var carried: [String] = []
    for location in ownStates where location.belongs(to: self) && location.hasChanged {
      guard location.ownerValueChanged(inFlush: flushNumber) else { continue }
      carried.append(location.name)
    }
    world.emit(.cellContentReused(hostingView.objectID, carried: carried))
  }

  /// The hosting view went away: the graph is torn down (L14: dismantle runs) and its
  /// states leave the fuzzer's reach.
  func tearDown() {
    for location in ownStates { location.detach(from: self) }
    ownStates.removeAll()
    updateDepth += 1
    world.enter(Phase(.flush))
    root?.tearDown()
    root = nil
    world.leave()
    updateDepth -= 1
    needsFlush = false
    pendingRoot = nil
    // The views left with their hosting view: their onDisappear actions run now.
    runAppearanceActions()
  }

  /// The world is torn down: drops the graph (and the app values its nodes hold) without
  /// dismantling anything or running app code.
  func releaseForTeardown() {
    root = nil
    ownStates.removeAll()
    pendingRoot = nil
    dirtyLocations.removeAll()
    pendingPresentations.removeAll()
    pendingAppearanceActions.removeAll()
    layoutQueue.removeAll()
    layoutItems.removeAll()
    needsFlush = false
  }

  // MARK: Layout

  func needsLayout(_ item: any HostedRepresentable) {
    for queued in layoutQueue where queued === item { return }
    layoutQueue.append(item)
  }

  func removeFromLayout(_ item: any HostedRepresentable) {
    var index = 0
    while index < layoutQueue.count {
      if layoutQueue[index] === item {
        layoutQueue.remove(at: index)
        return
      }
      index += 1
    }
  }

  /// Measures what changed (inside the update, L19), then places containers (UIKit layout).
  private func layout() {
    guard !layoutQueue.isEmpty else { return }
    // Take the queue (measuring may queue more, for the next pass) and reuse the buffers.
    var items = layoutItems
    swap(&items, &layoutQueue)
    var sizes = layoutSizes
    layoutSizes = []
    updateDepth += 1
    world.enter(Phase(.flush))
    for item in items { sizes.append(item.measure()) }
    world.leave()
    updateDepth -= 1
    world.enter(Phase(.hostLayout))
    for index in items.indices {
      let item = items[index]
      let frame = CGRect(origin: .zero, size: size(for: item, measured: sizes[index]))
      let container = item.container
      if item.placedFrame != frame {
        item.placedFrame = frame
        container.frame = frame
        container.layoutHostedView()
      }
      if container.superview == nil { hostingView.addSubview(container) }
    }
    world.leave()
    items.removeAll(keepingCapacity: true)
    sizes.removeAll(keepingCapacity: true)
    layoutItems = items
    layoutSizes = sizes
  }

  private func size(for item: any HostedRepresentable, measured: CGSize?) -> CGSize {
    if let measured { return measured }
    let width = proposal.width ?? 390
    let intrinsic = item.container.hostedView?.intrinsicContentSize ?? .zero
    let height = intrinsic.height == UIView.noIntrinsicMetric ? 300 : intrinsic.height
    let fitted = intrinsic.width == UIView.noIntrinsicMetric ? width : min(width, intrinsic.width)
    return CGSize(width: fitted, height: height)
  }

  // MARK: Elements

  /// The interactive elements of this graph, in tree order.
  func collectElements(into elements: inout [Element]) {
    root?.collectElements(into: &elements)
  }
}

/// The root of a graph whose root view is a primitive.
struct PrimitiveRoot<Content: View>: View, GraphComparable {
  let content: Content
  var body: some View { content }

  /// A new root value is always applied: content is not comparable field by field (an
  /// identified or conditional content holds its structure in boxes).
  static func graphEqual(_ a: PrimitiveRoot, _ b: PrimitiveRoot, _ cache: ComparatorCache) -> Bool { false }
}
