extension View {
  /// Runs `action` in a task that starts when the view enters the graph and is cancelled when
  /// it leaves (F-CC7).
  ///
  /// The task is a real `Task`, so its jobs run in the world's turns (F-CC1) and its sleeps on
  /// the virtual clock (F-CC3).
  public func task(
    priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> ViewContent {
    let leaf = TaskLeaf(TaskSpec(id: nil, sameID: { _ in true }, priority: priority, action: action))
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(leaf))]))
  }

  /// Runs `action` in a task that starts when the view enters the graph, is cancelled when it
  /// leaves, and is cancelled and started again whenever `value` changes (F-CC7).
  public func task<ID: Equatable>(
    id value: ID, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> ViewContent {
    let spec = TaskSpec(id: value, sameID: { ($0 as? ID) == value }, priority: priority, action: action)
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(TaskLeaf(spec)))]))
  }
}

/// What a `.task` modifier says.
struct TaskSpec {
  let id: Any?
  /// Whether another spec's id equals this one's (always true without an id).
  let sameID: (Any?) -> Bool
  let priority: TaskPriority
  let action: @Sendable () async -> Void
}

struct TaskLeaf: ViewLeaf {
  let spec: TaskSpec
  init(_ spec: TaskSpec) { self.spec = spec }
  var leafType: ObjectIdentifier { ObjectIdentifier(TaskLeaf.self) }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode { TaskNode(spec, host: context.host) }
  func update(_ node: GraphNode, _ context: inout ReconcileContext) {
    unsafeDowncast(node, to: TaskNode.self).receive(spec)
  }
}

/// The node of a `.task`: owns the running task.
final class TaskNode: LeafNode {
  nonisolated deinit {}

  @exclusivity(unchecked) private var spec: TaskSpec
  @exclusivity(unchecked) private var task: Task<Void, Never>?

  init(_ spec: TaskSpec, host: ViewHost) {
    self.spec = spec
    super.init(host: host, leafType: TaskLeaf.self, kind: .view)
    start()
  }

  /// A new body: the action is the new one's; a changed id restarts the task.
  func receive(_ spec: TaskSpec) {
    let restart = !spec.sameID(self.spec.id)
    self.spec = spec
    guard restart else { return }
    task?.cancel()
    host.world.emit(.swiftUITask(id, .cancelled(idChanged: true)))
    start()
  }

  private func start() {
    host.world.emit(.swiftUITask(id, .started))
    let action = spec.action
    task = Task(priority: spec.priority) { await action() }
  }

  override func tearDown() {
    guard let task else { return }
    self.task = nil
    task.cancel()
    host.world.emit(.swiftUITask(id, .cancelled(idChanged: false)))
  }

  /// A modifier takes no room.
  override var idealHeight: CGFloat { 0 }
}

extension View {
  /// Runs `action` once the update that put the view in the graph is over, outside it (F-SW2).
  /// Approximation, as for `.task`: "appears" is "enters the graph", so a screen covered by a
  /// push does not disappear and appear again.
  public func onAppear(perform action: (() -> Void)? = nil) -> ViewContent {
    let leaf = AppearanceActionLeaf(onAppear: action, onDisappear: nil)
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(leaf))]))
  }

  /// Runs `action` once the update that took the view out of the graph is over (F-SW2).
  public func onDisappear(perform action: (() -> Void)? = nil) -> ViewContent {
    let leaf = AppearanceActionLeaf(onAppear: nil, onDisappear: action)
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(leaf))]))
  }
}

struct AppearanceActionLeaf: ViewLeaf {
  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?
  var leafType: ObjectIdentifier { ObjectIdentifier(AppearanceActionLeaf.self) }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode {
    let node = AppearanceActionNode(host: context.host, leafType: AppearanceActionLeaf.self, kind: .view)
    node.onDisappear = onDisappear
    if let onAppear { context.host.afterUpdate(onAppear) }
    return node
  }
  func update(_ node: GraphNode, _ context: inout ReconcileContext) {
    // The latest body's action is the one that runs when the view goes.
    unsafeDowncast(node, to: AppearanceActionNode.self).onDisappear = onDisappear
  }
}

/// The node of an `.onAppear` / `.onDisappear`: keeps the disappear action until the view goes.
final class AppearanceActionNode: LeafNode {
  nonisolated deinit {}

  @exclusivity(unchecked) var onDisappear: (() -> Void)?

  override func tearDown() {
    guard let action = onDisappear else { return }
    onDisappear = nil
    host.afterUpdate(action)
  }

  /// A modifier takes no room.
  override var idealHeight: CGFloat { 0 }
}
