/// What reconciliation carries down the tree.
@usableFromInline
struct ReconcileContext {
  unowned(unsafe) let host: ViewHost
  var environment: EnvironmentValues
  var transaction: Transaction
  /// Whether the body that produced this content had changed inputs.
  var inputsChanged: Bool
  /// Whether the environment changed since the last flush.
  var environmentChanged: Bool
  /// Whether a visit may skip the children that do not need one (`GraphNode.needsVisit`): a
  /// flush with no environment change and no sheet to sync, whose dirty nodes all reached
  /// their ancestors. Off, every node is visited.
  var prunes = false
}

/// A node of the model's view graph: one position in the structure of a body.
@usableFromInline
class GraphNode {
  let id: NodeID
  unowned(unsafe) let host: ViewHost
  /// The host's flush in which this node last received a value that differs from the one before.
  @exclusivity(unchecked) var valueChangedInFlush: UInt32 = 0
  /// The node that holds this one (nil for the root, and while the node is being made). Not
  /// retained: a parent outlives its children, and a torn-down node is never marked again (its
  /// states, objects and observations let it go).
  @exclusivity(unchecked) unowned(unsafe) var parent: GraphNode?
  /// Whether this node or one below it changed since its last visit: a flush that prunes
  /// visits only such children. Set on the node and its ancestors by `markChanged()`.
  @exclusivity(unchecked) var needsVisit = false

  nonisolated deinit {}

  init(host: ViewHost, type: Any.Type, kind: NodeKind) {
    self.host = host
    self.id = host.world.registerNode(type: type, kind: kind)
  }

  /// For nodes that registered themselves before running user code.
  init(host: ViewHost, registered id: NodeID) {
    self.host = host
    self.id = id
  }

  /// A `@State` this node owns changed: re-render in the next flush.
  func stateDidChange() {}

  /// A state, object or observed property this node reads changed: it runs again in the next
  /// flush, and the flush's walk finds it (SwiftUI re-evaluates only what changed).
  final func markChanged() {
    stateDidChange()
    markNeedsVisit()
  }

  /// Marks the whole path from this node up to the root, so a pruning walk reaches it (a mark
  /// left on a node that was reached another way costs a visit, never a miss). A node not yet
  /// attached under the root (one being made) makes the next flush visit everything.
  final func markNeedsVisit() {
    var node = self
    while true {
      node.needsVisit = true
      guard let up = node.parent else {
        if node !== host.root { host.visitsEverything() }
        return
      }
      node = up
    }
  }

  /// A spurious re-render: a view node re-evaluates its body in the next flush.
  func forceRender() {}

  /// Propagates a flush into a subtree whose parent did not re-evaluate.
  func visit(_ context: inout ReconcileContext) {}

  /// Tears the subtree down: state goes, representables are dismantled.
  func tearDown() {}

  /// Appends the interactive elements of the subtree, in tree order.
  func collectElements(into elements: inout [Element]) {}

  /// The first node of the subtree that stands for a view (for identity events).
  var identityNode: NodeID { id }

  /// The height the subtree asks for when stacked vertically (the model's ideal size:
  /// represented views at their laid-out height, each text, shape or button 44 points).
  var idealHeight: CGFloat { 0 }
}

/// A node with exactly one child: a branch, an explicit id, an environment override.
final class WrapperNode: GraphNode {
  nonisolated deinit {}

  enum Role {
    case conditional(Int)
    case identified(AnyHashable)
    case environment(EnvironmentOverride)
  }
  @exclusivity(unchecked) var role: Role
  @exclusivity(unchecked) var child: GraphNode

  init(host: ViewHost, role: Role, child: GraphNode) {
    self.role = role
    self.child = child
    super.init(host: host, type: WrapperNode.self, kind: .container)
    child.parent = self
  }

  override func visit(_ context: inout ReconcileContext) {
    needsVisit = false
    if context.prunes, !child.needsVisit { return }
    if case .environment(let override) = role {
      var inner = context
      override.apply(&inner.environment)
      child.visit(&inner)
    } else {
      child.visit(&context)
    }
  }

  override func tearDown() { child.tearDown() }
  override func collectElements(into elements: inout [Element]) {
    if case .environment(let override) = role, override.blocksTouches { return }
    child.collectElements(into: &elements)
  }
  override var identityNode: NodeID { child.identityNode }
  override var idealHeight: CGFloat { child.idealHeight }
}

/// A fixed sequence of children (a `ViewBuilder` block).
final class GroupNode: GraphNode {
  nonisolated deinit {}

  @exclusivity(unchecked) var children: [GraphNode]

  init(host: ViewHost, children: [GraphNode]) {
    self.children = children
    super.init(host: host, type: GroupNode.self, kind: .container)
    for child in children { child.parent = self }
  }

  override func visit(_ context: inout ReconcileContext) {
    needsVisit = false
    for child in children where !context.prunes || child.needsVisit { child.visit(&context) }
  }
  override func tearDown() { for child in children { child.tearDown() } }
  override func collectElements(into elements: inout [Element]) {
    for child in children { child.collectElements(into: &elements) }
  }
  override var idealHeight: CGFloat {
    var total: CGFloat = 0
    for child in children { total += child.idealHeight }
    return total
  }
}

/// The children of a `ForEach`, keyed by element id.
final class ForEachNode: GraphNode {
  nonisolated deinit {}

  @exclusivity(unchecked) var keys: ListIDs
  @exclusivity(unchecked) var children: [GraphNode]

  init(host: ViewHost, keys: ListIDs, children: [GraphNode]) {
    self.keys = keys
    self.children = children
    super.init(host: host, type: ForEachNode.self, kind: .container)
    for child in children { child.parent = self }
  }

  override func visit(_ context: inout ReconcileContext) {
    needsVisit = false
    for child in children where !context.prunes || child.needsVisit { child.visit(&context) }
  }
  override func tearDown() { for child in children { child.tearDown() } }
  override func collectElements(into elements: inout [Element]) {
    for child in children { child.collectElements(into: &elements) }
  }
}

/// No content.
final class EmptyNode: GraphNode {
  nonisolated deinit {}

  init(host: ViewHost) { super.init(host: host, type: EmptyNode.self, kind: .container) }
}
