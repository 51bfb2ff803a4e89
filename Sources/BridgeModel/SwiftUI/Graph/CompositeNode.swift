/// A leaf holding a user view with a `body`.
struct CompositeLeaf<V: View>: ViewLeaf {
  let value: V
  init(_ value: V) { self.value = value }

  var leafType: ObjectIdentifier { ObjectIdentifier(V.self) }

  func makeNode(_ context: inout ReconcileContext) -> GraphNode {
    CompositeNode(value, &context)
  }

  func update(_ node: GraphNode, _ context: inout ReconcileContext) {
    // `reconcile` matched the leaf type, so the node is a `CompositeNode<V>`.
    unsafeDowncast(node, to: CompositeNode<V>.self).receive(value, &context)
  }
}

/// A user view in the graph: owns its `@State`, re-evaluates `body` when its
/// value, its state or its environment changed.
@usableFromInline
final class CompositeNode<V: View>: LeafNode {
  nonisolated deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// The current value, in storage of its own: `body` runs on it in place instead of on a copy.
  @usableFromInline nonisolated(unsafe) let storage: UnsafeMutablePointer<V>
  @usableFromInline var value: V { storage.pointee }
  @exclusivity(unchecked) private var child: GraphNode?
  @exclusivity(unchecked) private var properties: InstalledProperties
  private let hasProperties: Bool
  private let comparer: Comparer
  /// Set when a state this node owns changed.
  @exclusivity(unchecked) var isDirty = false
  /// Set for a spurious re-render: body runs with unchanged inputs.
  @exclusivity(unchecked) var isForced = false
  /// Made at the first body evaluation: what observed properties call back (F-OB1).
  @exclusivity(unchecked) private var observation: ObservationToken?

  init(_ value: V, _ context: inout ReconcileContext, isRoot: Bool = false) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: value)
    let world = context.host.world
    let layout = world.propertyLayout(of: V.self)
    properties = InstalledProperties(layout: layout)
    hasProperties = !layout.isEmpty
    comparer = world.comparators.comparer(for: V.self)
    super.init(host: context.host, leafType: V.self, kind: .view)
    if hasProperties {
      properties.install(
        value, host: host, owner: self, prefix: isRoot ? "" : world.name(of: id) + ".",
        environment: context.environment)
      properties.followObjects(value, node: self)
    }
    evaluate(&context, inputsChanged: true)
  }

  override func stateDidChange() { isDirty = true }

  override func forceRender() { isForced = true }

  func receive(_ newValue: V, _ context: inout ReconcileContext) {
    if hasProperties {
      properties.adopt(newValue, environment: context.environment, cache: host.world.comparators)
    }
    let changed = !compare(storage, newValue, with: comparer)
    if changed { valueChangedInFlush = host.flushNumber }
    storage.pointee = newValue
    if hasProperties { properties.followObjects(newValue, node: self) }
    if changed || isDirty {
      evaluate(&context, inputsChanged: true)
    } else {
      child?.visit(&context)
    }
  }

  override func visit(_ context: inout ReconcileContext) {
    needsVisit = false
    if hasProperties, context.environmentChanged,
      properties.refreshEnvironment(value, environment: context.environment, cache: host.world.comparators)
    {
      isDirty = true
      properties.followObjects(value, node: self)
    }
    if isDirty || isForced {
      evaluate(&context, inputsChanged: isDirty)
    } else if let child, !context.prunes || child.needsVisit {
      child.visit(&context)
    }
  }

  private func evaluate(_ context: inout ReconcileContext, inputsChanged: Bool) {
    isDirty = false
    isForced = false
    let world = host.world
    world.emit(.bodyEvaluated(id, inputsChanged: inputsChanged))
    world.enter(Phase(.body, subject: id.raw))
    let token = observation ?? ObservationToken(self)
    observation = token
    let content = tracking(token) { V.Body._makeContent(storage.pointee.body) }
    world.leave()
    // The context is lent to the subtree with this body's flag, then given back as it was
    // (nothing below changes it otherwise: overrides work on copies of their own).
    let outer = context.inputsChanged
    context.inputsChanged = inputsChanged
    let made = host.reconcile(content, child, &context)
    made.parent = self
    child = made
    context.inputsChanged = outer
  }

  override func tearDown() {
    observation?.node = nil
    child?.tearDown()
    child = nil
    properties.detachOwner()
  }

  override func collectElements(into elements: inout [Element]) {
    child?.collectElements(into: &elements)
  }

  override var idealHeight: CGFloat { child?.idealHeight ?? 0 }
}
