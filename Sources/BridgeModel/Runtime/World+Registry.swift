extension World {
  // MARK: Attribution

  /// The representable node whose code is running now, if any.
  ///
  /// Graph frames name their node; a callback belongs to the node of the object
  /// that fired it; a main-queue block or timer to the node that enqueued it.
  public var currentOwner: NodeID {
    for phase in phaseStack.reversed() {
      switch phase.kind {
      case .makeCoordinator, .makeView, .updateView, .dismantleView, .sizeThatFits:
        return NodeID(phase.subject)
      case .callback:
        let node = ownerNode(of: ObjectID(phase.subject))
        if !node.isNone { return node }
      case .mainQueueBlock, .task, .backgroundBlock, .timer, .notification, .subscriber:
        if phase.subject >= 0 { return NodeID(phase.subject) }
      default: continue
      }
    }
    return .none
  }

  // MARK: Objects

  func registerObject(_ view: UIView) -> ObjectID {
    registry.add(ObjectRecord(type: type(of: view), node: currentOwner, view: view))
  }

  func registerController(_ controller: UIViewController) -> ObjectID {
    registry.add(ObjectRecord(type: type(of: controller), node: currentOwner, view: nil, controller: controller))
  }

  /// A view or controller of this world deinitialised.
  func objectDidDeinit(_ id: ObjectID) {
    guard registry.object(id) != nil else { return }
    registry.objects[Int(id.raw)].isAlive = false
    registry.objects[Int(id.raw)].view = nil
    registry.objects[Int(id.raw)].controller = nil
    cellHostingCache = nil
  }

  /// A weak delegate or data source of a view or controller was set (nil clears it).
  func noteWeakReference(owner: ObjectID, slot: String, target: AnyObject?) {
    guard !owner.isNone else { return }
    // The records of an owner that never had one need no search (a screen of N text fields
    // sets N delegates as it mounts: searching each time made that quadratic).
    let ownerRecord = registry.object(owner)
    if ownerRecord?.hadWeakReference ?? true {
      registry.weakReferences.removeAll { $0.owner == owner && $0.slot == slot }
      registry.pinnedWeakReferences.removeAll { $0.owner == owner && $0.slot == slot }
    }
    guard let target else { return }
    if Int(owner.raw) < registry.objects.count { registry.objects[Int(owner.raw)].hadWeakReference = true }
    let record = WeakReferenceRecord(
      owner: owner, slot: slot, target: WeakBox(target), targetClass: Swift.type(of: target),
      targetIsController: target is UIViewController, step: step, order: registry.weakReferencesRecorded,
      pinnedBy: pin(target, ownerNode: ownerRecord?.node ?? .none))
    registry.weakReferencesRecorded += 1
    if record.pinnedBy.isNone {
      registry.weakReferences.append(record)
    } else {
      registry.pinnedWeakReferences.append(record)
    }
    // For reports only: no property looks at it, and naming the type costs.
    if wantsDetail { emit(.weakReferenceSet(owner, slot: slot, target: String(describing: Swift.type(of: target)))) }
  }

  /// The representable that holds `target` as its coordinator: the node whose code made the
  /// owner, if it is not dismantled and its coordinator is `target`; else `.none`.
  private func pin(_ target: AnyObject, ownerNode: NodeID) -> NodeID {
    guard let node = registry.node(ownerNode), !node.isDismantled, node.coordinator?.object === target else {
      return .none
    }
    return ownerNode
  }

  /// The node no longer holds its coordinator: the weak references to it are looked at after
  /// every step again, in the order they were set.
  private func unpinWeakReferences(of node: NodeID) {
    guard !registry.pinnedWeakReferences.isEmpty else { return }
    var index = 0
    while index < registry.pinnedWeakReferences.count {
      guard registry.pinnedWeakReferences[index].pinnedBy == node else {
        index += 1
        continue
      }
      let record = registry.pinnedWeakReferences.remove(at: index)
      var position = registry.weakReferences.count
      while position > 0, registry.weakReferences[position - 1].order > record.order { position -= 1 }
      registry.weakReferences.insert(record, at: position)
    }
  }

  /// Whether a weak delegate or data source that may be released is recorded (else
  /// `lostWeakReferences` is empty: a pinned one's object is held by its representable).
  /// Not inlined into other modules, where `@exclusivity(unchecked)` does not reach.
  @inline(never)
  public var holdsWeakReferences: Bool { !registry.weakReferences.isEmpty }

  /// Whether a SwiftUI `.sheet` is declared (else no sheet's binding can disagree with UIKit).
  @inline(never)
  public var holdsPresentations: Bool { !presentationNodes.isEmpty }

  /// Whether a table or collection view was made (else no list holds cells).
  @inline(never)
  public var holdsLists: Bool { hasTables }

  /// Whether work was started during an appearance, or a block re-armed itself after its
  /// controller left the screen (else no appearance work can outlive its screen).
  @inline(never)
  public var holdsAppearanceWork: Bool { startedAppearanceWork || !scheduler.rearmedOffScreen.isEmpty }

  /// The weak delegates and data sources whose object has been released while their owner, a
  /// view or controller, is alive and on screen (in a window), in the order they were set.
  /// A view controller set as a delegate is left out: its release is its screen closing.
  /// Looked at after every step: it drops the records of owners that are gone as it goes.
  public var lostWeakReferences: [LostWeakReference] {
    var lost: [LostWeakReference] = []
    var index = 0
    while index < registry.weakReferences.count {
      let record = registry.weakReferences[index]
      guard isAlive(record.owner) else {
        registry.weakReferences.remove(at: index)
        continue
      }
      index += 1
      guard !record.targetIsController, !record.target.isAlive, isOnScreen(record.owner) else { continue }
      lost.append(
        LostWeakReference(
          owner: record.owner, slot: record.slot, targetType: resources.description(of: record.targetClass),
          step: record.step))
    }
    return lost
  }

  /// Whether a live view, or a live controller's loaded view, is in a window.
  public func isOnScreen(_ id: ObjectID) -> Bool {
    guard let record = registry.object(id), record.isAlive else { return false }
    if let view = record.view { return view.window != nil }
    return record.controller?.viewIfLoaded?.window != nil
  }

  /// The live view controllers still in the app's hierarchy: in a window, a child of
  /// another controller, or presented.
  public var controllersInHierarchy: [UIViewController] {
    var found: [UIViewController] = []
    for record in registry.objects where record.isAlive {
      guard let controller = record.controller else { continue }
      if controller.viewIfLoaded?.window != nil || controller.parent != nil
        || controller.presentingViewController != nil
      {
        found.append(controller)
      }
    }
    return found
  }

  /// Whether the object (a view or a controller) is still alive.
  public func isAlive(_ id: ObjectID) -> Bool {
    registry.object(id)?.isAlive ?? false
  }

  /// The live table and collection views, and for each the number of its cells and of the
  /// hosting controllers' views in them, each a SwiftUI graph (F-H1).
  ///
  /// Asked at every settle of a scenario with a list (`hosting.reuse-in-cells`), it changes only
  /// when the hierarchy does (cells made, views added to them or taken out), a list is made, or
  /// an object deinitialises (a list gone): kept until then (`cellHostingCache`).
  public var tableHosting: [(table: ObjectID, cells: Int, hostingViews: Int)] {
    guard hasTables else { return [] }
    if let cached = cellHostingCache {
      if verifiesCaches {
        verify("table hosting", served: cached.map(Self.fingerprint), fresh: countCellHosting().map(Self.fingerprint))
      }
      return cached
    }
    let found = countCellHosting()
    cellHostingCache = found
    return found
  }

  private static func fingerprint(_ entry: (table: ObjectID, cells: Int, hostingViews: Int)) -> String {
    "\(entry.table.raw): \(entry.cells) cells, \(entry.hostingViews) hosting views"
  }

  private func countCellHosting() -> [(table: ObjectID, cells: Int, hostingViews: Int)] {
    // Walks each list's cells and what is in them (a few views each), never every object the
    // world made. A hosting controller's loaded view is the view its `owningController` names.
    var result: [(ObjectID, Int, Int)] = []
    result.reserveCapacity(lists.count)
    for id in lists {
      guard let record = registry.object(id), record.isAlive, let list = record.view as? UIScrollView,
        let cells = list.reusedCells
      else { continue }
      var count = 0
      for cell in cells { count += cell.hostingViews() }
      result.append((list.objectID, cells.count, count))
    }
    return result
  }

  /// The controller with this id, while it is alive.
  public func controller(_ id: ObjectID) -> UIViewController? {
    registry.object(id)?.controller
  }

  /// A controller as reports name it: its type with generic arguments, with an ordinal from
  /// the second of a type on (`UIHostingController<DetailScreen>#2`).
  public func displayName(ofController id: ObjectID) -> String {
    guard let type = registry.object(id)?.type else { return "nil" }
    var ordinal = 0
    for index in 0...Int(id.raw) where registry.objects[index].type == type { ordinal += 1 }
    let base = resources.genericName(of: type)
    return ordinal == 1 ? base : base + "#" + String(ordinal)
  }

  /// A controller's type as a finding's signature names it: with generic arguments, without
  /// ordinal (`UIHostingController<DetailScreen>`).
  public func typeName(ofController id: ObjectID) -> String {
    guard let record = registry.object(id) else { return "nil" }
    return resources.genericName(of: record.type)
  }

  /// UIKit raises: the app would crash here. The event ends the run as a finding.
  func raise(_ kind: UIKitException.Kind, subject: ObjectID, _ reason: String) {
    let name =
      switch kind {
      case .hierarchyInconsistency: "UIViewControllerHierarchyInconsistency"
      case .invalidPush, .invalidPresent: "NSInvalidArgumentException"
      case .invalidUpdate: "NSInternalInconsistencyException"
      }
    emit(.uikitException(UIKitException(kind: kind, name: name, reason: reason, subject: subject)))
    isHalted = true
  }

  /// The representable node an object belongs to.
  public func ownerNode(of object: ObjectID) -> NodeID {
    registry.object(object)?.node ?? .none
  }

  func setOwner(of object: ObjectID, to node: NodeID) {
    guard registry.object(object) != nil else { return }
    registry.objects[Int(object.raw)].node = node
  }

  /// An object as a report names it: its element name while on screen, else its type.
  public func displayName(of id: ObjectID) -> String {
    if let element = elements.first(where: { $0.view?.objectID == id }) { return element.name }
    return typeName(of: id)
  }

  /// The Swift type name of an object, for reports.
  public func typeName(of id: ObjectID) -> String {
    registry.object(id).map { resources.description(of: $0.type) } ?? "?"
  }

  // MARK: Nodes

  func registerNode(type: Any.Type, kind: NodeKind) -> NodeID { registry.addNode(type: type, kind: kind) }

  func updateNode(_ id: NodeID, _ change: (inout NodeRecord) -> Void) {
    guard registry.node(id) != nil else { return }
    change(&registry.nodes[Int(id.raw)])
  }

  /// Whether the node is a `UIViewControllerRepresentable` (its calls are make/update/dismantleUIViewController).
  public func isControllerRepresentable(_ id: NodeID) -> Bool {
    registry.node(id)?.kind == .controllerRepresentable
  }

  /// The name of a representable requirement as the node's kind spells it: `updateUIView` or
  /// `updateUIViewController`, for a frame of `kind`.
  public func callName(_ kind: PhaseKind, of id: NodeID) -> String {
    let controller = isControllerRepresentable(id)
    if registry.node(id)?.kind == .gestureRepresentable {
      switch kind {
      case .makeView: return "makeUIGestureRecognizer"
      case .updateView: return "updateUIGestureRecognizer"
      default: return kind.label
      }
    }
    switch kind {
    case .makeView: return controller ? "makeUIViewController" : "makeUIView"
    case .updateView: return controller ? "updateUIViewController" : "updateUIView"
    case .dismantleView: return controller ? "dismantleUIViewController" : "dismantleUIView"
    case .sizeThatFits:
      return controller ? "sizeThatFits(_:uiViewController:context:)" : "sizeThatFits(_:uiView:context:)"
    default: return kind.label
    }
  }

  /// Records what a representable's make produced: the UIKit object it returned, and the
  /// coordinator (weakly, when it is a class), for `dismantle-cleans-up` and reports.
  func noteMade<Coordinator>(_ id: NodeID, object: ObjectID, coordinator: Coordinator) {
    let madeHere = ownerNode(of: object) == id
    setOwner(of: object, to: id)
    if registry.node(id)?.coordinator == nil { noteCoordinator(id, coordinator) }
    updateNode(id) {
      $0.view = object
      $0.madeItsView = madeHere
    }
  }

  /// Records a representable's coordinator once made, before its view is: a weak reference
  /// `makeUIView` sets to it is then known to be held by the node (`pin`).
  func noteCoordinator<Coordinator>(_ id: NodeID, _ coordinator: Coordinator) {
    // A class coordinator is one pointer: reinterpret it rather than bridge it.
    guard Coordinator.self is AnyObject.Type else { return }
    let box = WeakBox(unsafeBitCast(coordinator, to: AnyObject.self))
    updateNode(id) { $0.coordinator = box }
  }

  /// Records that a representable's dismantle returned, with what it left registered.
  func noteDismantled(_ id: NodeID) {
    updateNode(id) { $0.isDismantled = true }
    unpinWeakReferences(of: id)
    emit(.dismantleFinished(id, leftovers: liveRegistrations(ownedBy: id, endingWithOwner: false)))
  }

  /// Whether the node has been dismantled.
  public func isDismantled(_ id: NodeID) -> Bool {
    registry.node(id)?.isDismantled ?? false
  }

  /// The represented view a node made, if any.
  public func representedView(of id: NodeID) -> ObjectID {
    registry.node(id)?.view ?? .none
  }

  /// Whether the node's coordinator (a class instance) is still alive.
  public func isCoordinatorAlive(_ id: NodeID) -> Bool {
    registry.node(id)?.coordinator?.isAlive ?? false
  }

  /// Whether the node's represented view is still alive.
  public func isViewAlive(_ id: NodeID) -> Bool {
    guard let view = registry.node(id)?.view else { return false }
    return registry.object(view)?.isAlive ?? false
  }

  /// Whether the node's make (or its coordinator) created the view it returned; one made
  /// elsewhere (kept by the app's model, given by the system) was handed in.
  public func madeItsView(_ id: NodeID) -> Bool { registry.node(id)?.madeItsView ?? false }

  /// A node's type as a finding's signature names it: `SearchField`, whichever instance.
  public func typeName(ofNode id: NodeID) -> String {
    guard let record = registry.node(id) else { return "?" }
    return registry.typeName(of: record, in: resources)
  }

  /// A node as a report names it: `SearchField`, `SearchField#2`.
  public func name(of id: NodeID) -> String {
    guard let record = registry.node(id) else { return "?" }
    let base = registry.typeName(of: record, in: resources)
    return record.ordinal == 1 ? base : base + "#" + String(record.ordinal)
  }

  // MARK: Registrations

  func register(_ kind: RegistrationKind, detail: String) -> RegistrationID {
    var record = RegistrationRecord(kind: kind, owner: currentOwner, detail: detail)
    let owner = currentAppearanceOwner
    if !owner.isNone {
      record.appearanceOwner = owner
      record.appearanceCycle = controller(owner)?.appearanceCount ?? 0
      startedAppearanceWork = true
    }
    let id = registry.add(record)
    emit(.registered(id))
    return id
  }

  // MARK: Work started on appearance

  /// The view controller whose appearance callback (viewWillAppear, viewIsAppearing,
  /// viewDidAppear) is running now, or whose such callback started the block running now.
  public var currentAppearanceOwner: ObjectID {
    for phase in phaseStack.reversed() where phase.kind == .callback && phase.detail == Phase.appearing {
      return ObjectID(phase.subject)
    }
    return scheduler.running.appearanceOwner
  }

  /// The view controller whose appearance started a registration, and which appearance.
  public func appearanceOwner(of id: RegistrationID) -> (controller: ObjectID, cycle: Int) {
    guard let record = registry.registration(id) else { return (.none, 0) }
    return (record.appearanceOwner, record.appearanceCycle)
  }

  /// The live registrations (timers, observers) a view controller's appearance started.
  public func liveAppearanceWork(of controller: ObjectID) -> [RegistrationID] {
    var found: [RegistrationID] = []
    for index in registry.registrations.indices where registry.registrations[index].isActive {
      if registry.registrations[index].appearanceOwner == controller { found.append(RegistrationID(Int32(index))) }
    }
    return found
  }

  /// The first live registration (in registration order) that an appearance started and whose
  /// controller `isOffScreen` says has left the screen.
  public func firstLiveAppearanceWork(where isOffScreen: (ObjectID) -> Bool) -> RegistrationID? {
    for index in registry.registrations.indices where registry.registrations[index].isActive {
      let owner = registry.registrations[index].appearanceOwner
      if !owner.isNone, isOffScreen(owner) { return RegistrationID(Int32(index)) }
    }
    return nil
  }

  /// The first controller (in the order they re-armed) whose appearance started a block that
  /// re-armed itself after the controller left the screen, and that `isOffScreen` says is still
  /// off. Read here, not inlined into the properties' module, where `@exclusivity(unchecked)`
  /// does not reach (ARCHITECTURE.md, Hot path).
  @inline(never)
  public func firstRearmedOffScreen(where isOffScreen: (ObjectID) -> Bool) -> ObjectID? {
    for owner in rearmedOffScreen where isOffScreen(owner) { return owner }
    return nil
  }

  /// Whether the registration is still live.
  public func isLive(_ id: RegistrationID) -> Bool {
    registry.registration(id)?.isActive ?? false
  }

  func unregister(_ id: RegistrationID) {
    guard registry.end(id) else { return }
    emit(.unregistered(id))
  }

  /// The live registrations a node owns, in registration order: all of them, or only those
  /// whose kind ends (or does not end) with the owner's objects.
  public func liveRegistrations(ownedBy node: NodeID, endingWithOwner: Bool? = nil) -> [RegistrationID] {
    // A loop, not `compactMap`: its closure checked its executor per registration (~220
    // instructions each in this main-actor module), and a dismantled node is asked about at
    // every settle until it is released.
    var live: [RegistrationID] = []
    for (index, record) in registry.registrations.enumerated() where record.isActive && record.owner == node {
      if let endingWithOwner, record.kind.endsWithItsOwner != endingWithOwner { continue }
      live.append(RegistrationID(Int32(index)))
    }
    return live
  }

  /// A registration as a report names it.
  public func describe(_ id: RegistrationID) -> String {
    guard let record = registry.registration(id) else { return "?" }
    return record.detail.isEmpty ? record.kind.rawValue : "\(record.kind.rawValue) \(record.detail)"
  }

  /// What kind of registration it is (`Timer`, `NotificationCenter observer`).
  public func kindName(of id: RegistrationID) -> String {
    registry.registration(id)?.kind.rawValue ?? "?"
  }

  /// The node that owns a registration.
  public func owner(of id: RegistrationID) -> NodeID {
    registry.registration(id)?.owner ?? .none
  }

  // MARK: Notification names

  /// The index of a notification name, for a notification frame.
  func notificationName(_ name: String) -> Int32 { registry.notificationIndex(name) }

  /// The notification name a notification frame refers to.
  public func notificationName(_ index: Int32) -> String {
    index >= 0 && Int(index) < registry.notificationNames.count ? registry.notificationNames[Int(index)] : "?"
  }

  // MARK: States

  func registerState(_ location: any AnyStateLocation) -> StateID {
    registry.add(location)
  }

  /// A state location as a report names it.
  public func name(of id: StateID) -> String {
    Int(id.raw) < registry.states.count ? registry.states[Int(id.raw)].name : "?"
  }

  /// The state's current value in trace-text form.
  public func valueText(of id: StateID) -> String {
    Int(id.raw) < registry.states.count ? registry.states[Int(id.raw)].valueText : "?"
  }

  /// The installed state locations, in installation order.
  public var stateLocations: [any AnyStateLocation] { registry.states }
}

/// The name of a type with its generic arguments, without module prefixes:
/// `UIHostingController<SettingsScreen>`.
func genericTypeName(_ type: Any.Type) -> String {
  var result = ""
  var word = ""
  for character in String(describing: type) {
    if character == "." {
      word = ""
    } else if character == "<" || character == ">" || character == "," || character == " " {
      result += word
      result.append(character)
      word = ""
    } else {
      word.append(character)
    }
  }
  return result + word
}

/// The name of a type without module or generic arguments: `SearchField`.
func shortTypeName(_ type: Any.Type) -> String {
  var name = String(describing: type)
  if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
  if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
  return name
}
