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
final class TaskNode: ModifierNode {
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
final class AppearanceActionNode: ModifierNode {
  nonisolated deinit {}

  @exclusivity(unchecked) var onDisappear: (() -> Void)?

  override func tearDown() {
    guard let action = onDisappear else { return }
    onDisappear = nil
    host.afterUpdate(action)
  }
}

extension View {
  /// Runs `action(old, new)` after each update in which `value` differs from the value the
  /// previous update saw, outside the update, with the closure of the new body (F-SW7). With
  /// `initial`, it runs once after the update that put the view in the graph, with the value
  /// as both arguments.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> ViewContent {
    let spec = OnChangeSpec(value: value, initial: initial, runsOldClosure: false) { action($0, $1) }
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(OnChangeLeaf(spec: spec)))]))
  }

  /// `onChange(of:initial:_:)` for an action that takes no values.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> ViewContent {
    let spec = OnChangeSpec(value: value, initial: initial, runsOldClosure: false) { (_: V, _: V) in action() }
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(OnChangeLeaf(spec: spec)))]))
  }

  /// The iOS 14 form: runs `action(new)` after an update in which `value` changed, with the
  /// closure of the body before the change, so the values it captured are the old ones
  /// (Apple: "This modifier's closure captures values that represent the state before the
  /// change", F-SW7).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> ViewContent {
    let spec = OnChangeSpec(value: value, initial: false, runsOldClosure: true) { (_: V, new: V) in action(new) }
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(OnChangeLeaf(spec: spec)))]))
  }
}

/// What an `.onChange` modifier says: the value, type-erased with its comparison, and the action.
struct OnChangeSpec {
  let value: Any
  let initial: Bool
  let runsOldClosure: Bool
  let equals: (Any) -> Bool
  let action: (Any, Any) -> Void

  init<V: Equatable>(value: V, initial: Bool, runsOldClosure: Bool, action: @escaping (V, V) -> Void) {
    self.value = value
    self.initial = initial
    self.runsOldClosure = runsOldClosure
    equals = { ($0 as? V) == value }
    self.action = { old, new in
      guard let old = old as? V, let new = new as? V else { return }
      action(old, new)
    }
  }
}

struct OnChangeLeaf: ViewLeaf {
  let spec: OnChangeSpec
  var leafType: ObjectIdentifier { ObjectIdentifier(OnChangeLeaf.self) }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode {
    let node = OnChangeNode(host: context.host, leafType: OnChangeLeaf.self, kind: .view)
    node.spec = spec
    if spec.initial {
      let value = spec.value
      context.host.afterUpdate { spec.action(value, value) }
    }
    return node
  }
  func update(_ node: GraphNode, _ context: inout ReconcileContext) {
    unsafeDowncast(node, to: OnChangeNode.self).receive(spec)
  }
}

/// The node of an `.onChange`: keeps the value the last update saw.
final class OnChangeNode: ModifierNode {
  nonisolated deinit {}

  @exclusivity(unchecked) var spec: OnChangeSpec?

  func receive(_ new: OnChangeSpec) {
    guard let old = spec else { return }
    spec = new
    guard !new.equals(old.value) else { return }
    let action = new.runsOldClosure ? old.action : new.action
    let (oldValue, newValue) = (old.value, new.value)
    host.afterUpdate { action(oldValue, newValue) }
  }
}

extension View {
  /// Runs `action` with each value `publisher` sends while the view is in the graph, in the
  /// sender's call (F-CB7): the subscription starts when the view enters the graph and ends when
  /// it leaves; a later body's action is the one that runs. A value sent while the graph updates
  /// (a `@Published` property's or a `Just`'s, sent as the subscription starts) runs the action
  /// once the update is over, as `onChange` does. Approximation: the first body's publisher is
  /// the one followed (SwiftUI may subscribe again to a publisher made anew).
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> ViewContent
  where P.Failure == Never {
    let leaf = OnReceiveLeaf(publisher: publisher, action: action)
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(leaf))]))
  }
}

struct OnReceiveLeaf<P: Publisher>: ViewLeaf where P.Failure == Never {
  let publisher: P
  let action: (P.Output) -> Void
  var leafType: ObjectIdentifier { ObjectIdentifier(OnReceiveLeaf<P>.self) }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode {
    let node = OnReceiveNode<P.Output>(host: context.host, leafType: OnReceiveLeaf<P>.self, kind: .view)
    node.action = action
    node.cancel = _followValues(publisher) { [weak node] value in
      guard let node else { return }
      guard node.host.isUpdating else { return node.action?(value) ?? () }
      node.host.afterUpdate { [weak node] in node?.action?(value) }
    }
    return node
  }
  func update(_ node: GraphNode, _ context: inout ReconcileContext) {
    unsafeDowncast(node, to: OnReceiveNode<P.Output>.self).action = action
  }
}

/// The node of an `.onReceive`: keeps the subscription and the latest action until the view goes.
final class OnReceiveNode<Output>: ModifierNode {
  nonisolated deinit {}

  @exclusivity(unchecked) var action: ((Output) -> Void)?
  @exclusivity(unchecked) var cancel: (() -> Void)?

  override func tearDown() {
    action = nil
    cancel?()
    cancel = nil
  }
}
