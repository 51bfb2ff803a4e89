/// A leaf of view content: a view that becomes one graph node.
@usableFromInline
protocol ViewLeaf {
  var leafType: ObjectIdentifier { get }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode
  /// Brings `node` (made by a leaf of the same type) up to this value.
  func update(_ node: GraphNode, _ context: inout ReconcileContext)
}

extension ViewHost {
  /// Makes or updates the subtree for `content` at the position of `existing`.
  func reconcile(_ content: ViewContent, _ existing: GraphNode?, _ context: inout ReconcileContext)
    -> GraphNode
  {
    switch content.storage {
    case .empty:
      if let existing = existing as? EmptyNode { return existing }
      return replace(existing, context.inputsChanged) { EmptyNode(host: self) }

    case .leaf(let leaf):
      if let existing, let current = existing as? LeafNode, current.leafType == leaf.leafType {
        leaf.update(existing, &context)
        return existing
      }
      return replace(existing, context.inputsChanged) { leaf.makeNode(&context) }

    case .group(let parts):
      if let group = existing as? GroupNode, group.children.count == parts.count {
        for index in parts.indices {
          let child = reconcile(parts[index], group.children[index], &context)
          child.parent = group
          group.children[index] = child
        }
        return group
      }
      return replace(existing, context.inputsChanged) {
        // A loop, not `map`: a main-actor closure handed to the standard library checks
        // the executor on every call (ARCHITECTURE.md, "Hot path").
        var children: [GraphNode] = []
        children.reserveCapacity(parts.count)
        for part in parts { children.append(reconcile(part, nil, &context)) }
        return GroupNode(host: self, children: children)
      }

    case .conditional(let tag, let inner):
      if let wrapper = existing as? WrapperNode, case .conditional(let old) = wrapper.role {
        if old == tag {
          wrapper.child = reconcile(inner, wrapper.child, &context)
          wrapper.child.parent = wrapper
          return wrapper
        }
        wrapper.role = .conditional(tag)
        wrapper.child = replace(wrapper.child, context.inputsChanged) { reconcile(inner, nil, &context) }
        wrapper.child.parent = wrapper
        return wrapper
      }
      return replace(existing, context.inputsChanged) {
        WrapperNode(host: self, role: .conditional(tag), child: reconcile(inner, nil, &context))
      }

    case .identified(let key, let inner):
      if let wrapper = existing as? WrapperNode, case .identified(let old) = wrapper.role {
        if old == key {
          wrapper.child = reconcile(inner, wrapper.child, &context)
          wrapper.child.parent = wrapper
          return wrapper
        }
        wrapper.role = .identified(key)
        wrapper.child = replace(wrapper.child, context.inputsChanged) { reconcile(inner, nil, &context) }
        wrapper.child.parent = wrapper
        return wrapper
      }
      return replace(existing, context.inputsChanged) {
        WrapperNode(host: self, role: .identified(key), child: reconcile(inner, nil, &context))
      }

    case .environment(let override, let inner):
      var innerContext = context
      override.apply(&innerContext.environment)
      if let wrapper = existing as? WrapperNode, case .environment(let old) = wrapper.role {
        wrapper.role = .environment(override)
        // What the user can touch changed (`allowsHitTesting`).
        if old.blocksTouches != override.blocksTouches { world.hierarchyDidChange() }
        // A value the modifier sets changed (`.lineLimit(limit)` with a new `limit`): what is
        // inside is checked as after an environment change above it, so a representable that
        // read the key is updated (L5d) and the rest are not.
        if !innerContext.environmentChanged, !override.setsSameValues(as: old, world.comparators) {
          innerContext.environmentChanged = true
          innerContext.prunes = false
        }
        wrapper.child = reconcile(inner, wrapper.child, &innerContext)
        wrapper.child.parent = wrapper
        return wrapper
      }
      return replace(existing, context.inputsChanged) {
        WrapperNode(
          host: self, role: .environment(override), child: reconcile(inner, nil, &innerContext))
      }

    case .forEach(let keys, let contents):
      return reconcileForEach(keys, contents, existing, &context)
    }
  }

  private func reconcileForEach(
    _ keys: ListIDs, _ contents: [ViewContent], _ existing: GraphNode?,
    _ context: inout ReconcileContext
  ) -> GraphNode {
    guard let list = existing as? ForEachNode else {
      return replace(existing, context.inputsChanged) {
        let node = ForEachNode(host: self, keys: .empty, children: [])
        return reconcileForEach(keys, contents, node, &context)
      }
    }
    // The same ids in the same order (the usual flush): each child takes its new content in
    // place, with no table of ids (the ids were made unique when they were stored).
    if keys.count == contents.count, keys == list.keys {
      for index in contents.indices {
        let child = reconcile(contents[index], list.children[index], &context)
        child.parent = list
        list.children[index] = child
      }
      return list
    }
    if case .ints(let new) = keys, case .ints(let old) = list.keys {
      list.keys = .ints(reconcileList(new, contents, old, list, &context))
    } else {
      list.keys = .hashables(reconcileList(keys.hashables, contents, list.keys.hashables, list, &context))
    }
    return list
  }

  /// Reconciles the rows of `list` (ids `oldKeys`) with new ones: a row keeps its node when its
  /// id stays (the first of repeated ids counts), rows whose ids went away are torn down in
  /// their old order. Returns the ids kept, in order; `list.children` are their nodes.
  private func reconcileList<Key: Hashable>(
    _ keys: [Key], _ contents: [ViewContent], _ oldKeys: [Key], _ list: ForEachNode,
    _ context: inout ReconcileContext
  ) -> [Key] {
    var newKeys: [Key] = []
    var newChildren: [GraphNode] = []
    newKeys.reserveCapacity(keys.count)
    newChildren.reserveCapacity(keys.count)
    var seen = Set<Key>(minimumCapacity: keys.count)
    // The old rows by id; none for a new list (a screen's rows as it mounts: no table to fill
    // and ask for every row).
    var old: [Key: GraphNode]?
    if !list.children.isEmpty {
      var table: [Key: GraphNode] = [:]
      table.reserveCapacity(oldKeys.count)
      for (key, child) in zip(oldKeys, list.children) { table[key] = child }
      old = table
    }
    for (key, content) in zip(keys, contents) where seen.insert(key).inserted {
      newKeys.append(key)
      newChildren.append(reconcile(content, old?.removeValue(forKey: key), &context))
    }
    // Children whose ids went away are torn down in their old order.
    if let old {
      for (key, child) in zip(oldKeys, list.children) where old[key] != nil { child.tearDown() }
    }
    for child in newChildren { child.parent = list }
    list.children = newChildren
    return newKeys
  }

  /// Replaces `old` by what `make` builds, in the order the `identitySwapOrder` knob says (L11).
  private func replace(
    _ old: GraphNode?, _ inputsChanged: Bool, _ make: () -> GraphNode
  ) -> GraphNode {
    guard let old else { return make() }
    let new: GraphNode
    if world.profile.identitySwapOrder == .dismantleOldThenMakeNew {
      old.tearDown()
      new = make()
    } else {
      new = make()
      old.tearDown()
    }
    world.emit(
      .identityReplaced(old: old.identityNode, new: new.identityNode, inputsChanged: inputsChanged))
    return new
  }
}

/// A graph node made from a `ViewLeaf`.
@usableFromInline
class LeafNode: GraphNode {
  nonisolated deinit {}

  let leafType: ObjectIdentifier

  init(host: ViewHost, leafType: Any.Type, kind: NodeKind) {
    self.leafType = ObjectIdentifier(leafType)
    super.init(host: host, type: leafType, kind: kind)
  }

  init(host: ViewHost, registered id: NodeID, leafType: Any.Type) {
    self.leafType = ObjectIdentifier(leafType)
    super.init(host: host, registered: id)
  }

  /// A text, a shape or a button: one line.
  override var idealHeight: CGFloat { 44 }
}

/// The node of a modifier (a task, an appearance action, a sheet, a marker): it takes no room.
class ModifierNode: LeafNode {
  nonisolated deinit {}

  override var idealHeight: CGFloat { 0 }
}
