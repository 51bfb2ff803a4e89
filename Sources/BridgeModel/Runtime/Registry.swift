/// The world's tables: every UIKit object it saw made, every graph node, state location and
/// registration (timers, observers, `asyncAfter` blocks, Combine subscriptions, KVO
/// observations), the weak delegates set, and the notification names frames refer to.
///
/// Ids index these tables. Records are appended and never removed (a gone object or an ended
/// registration is marked), so an id a report or an event holds stays valid for the world's
/// life. What needs the world (the owner of the running code, events) is `World+Registry.swift`;
/// a new kind of record gets its table here.
struct Registry {
  var objects: [ObjectRecord] = []
  var nodes: [NodeRecord] = []
  /// How many nodes of each type this world made, for names (`SearchField#2`).
  var nodeTypeCounts: [(type: ObjectIdentifier, count: Int)] = []
  /// The short names of those types, made when first asked for.
  var nodeTypeNames: [String?] = []
  var states: [any AnyStateLocation] = []
  /// The index in `states` of the first state of each name, for the first `namedStates`
  /// states (a screen of N rows has N states, and a step that writes one finds it by name).
  /// Made as lookups need it; only looked up, never iterated.
  var firstStateNamed: [String: Int] = [:]
  var namedStates = 0

  /// The first state named `name` whose location `accepts`, in registration order.
  mutating func firstState(named name: String, where accepts: (any AnyStateLocation) -> Bool) -> (any AnyStateLocation)?
  {
    while namedStates < states.count {
      let name = states[namedStates].name
      if firstStateNamed[name] == nil { firstStateNamed[name] = namedStates }
      namedStates += 1
    }
    guard let first = firstStateNamed[name] else { return nil }
    if accepts(states[first]) { return states[first] }
    // A later state of the same name (another graph's root): in order, as a scan would find it.
    for index in (first + 1)..<states.count where states[index].name == name && accepts(states[index]) {
      return states[index]
    }
    return nil
  }
  var registrations: [RegistrationRecord] = []
  /// The weak references whose object may be released: looked at after every step.
  var weakReferences: [WeakReferenceRecord] = []
  /// Those whose object is a live representable's coordinator, which the representable holds:
  /// not looked at until it is dismantled (a screen of N text fields, each its coordinator's
  /// delegate, then costs nothing per step).
  var pinnedWeakReferences: [WeakReferenceRecord] = []
  /// The weak references recorded so far (their `order`).
  var weakReferencesRecorded = 0
  var notificationNames: [String] = []

  /// Room for the objects, nodes and node types of a typical screen.
  mutating func reserveTypicalCapacity() {
    objects.reserveCapacity(32)
    nodes.reserveCapacity(32)
    nodeTypeCounts.reserveCapacity(16)
    nodeTypeNames.reserveCapacity(16)
  }

  /// The record of an object of this world, if the id names one.
  @inline(__always)
  func object(_ id: ObjectID) -> ObjectRecord? {
    id.isNone || Int(id.raw) >= objects.count ? nil : objects[Int(id.raw)]
  }

  /// The record of a node of this world, if the id names one.
  @inline(__always)
  func node(_ id: NodeID) -> NodeRecord? {
    id.isNone || Int(id.raw) >= nodes.count ? nil : nodes[Int(id.raw)]
  }

  /// The record of a registration, if the id names one.
  @inline(__always)
  func registration(_ id: RegistrationID) -> RegistrationRecord? {
    Int(id.raw) < registrations.count ? registrations[Int(id.raw)] : nil
  }

  mutating func add(_ record: ObjectRecord) -> ObjectID {
    objects.append(record)
    return ObjectID(Int32(objects.count - 1))
  }

  /// A node of `type`: its ordinal counts the nodes of that type made before it.
  mutating func addNode(type: Any.Type, kind: NodeKind) -> NodeID {
    let id = NodeID(Int32(nodes.count))
    // A world has a handful of node types: a scan beats hashing.
    let key = ObjectIdentifier(type)
    var ordinal = 1
    var index = 0
    while index < nodeTypeCounts.count, nodeTypeCounts[index].type != key { index += 1 }
    if index < nodeTypeCounts.count {
      nodeTypeCounts[index].count += 1
      ordinal = nodeTypeCounts[index].count
    } else {
      nodeTypeCounts.append((key, 1))
      nodeTypeNames.append(nil)
    }
    nodes.append(NodeRecord(type: type, kind: kind, ordinal: ordinal, typeIndex: index))
    return id
  }

  /// The short name of a node's type, kept per world (reports and state names ask often) and
  /// made once per type in `resources` (a type's name costs ~100,000 instructions to print).
  mutating func typeName(of record: NodeRecord, in resources: WorldResources) -> String {
    if let known = nodeTypeNames[record.typeIndex] { return known }
    let base = resources.shortName(of: record.type)
    nodeTypeNames[record.typeIndex] = base
    return base
  }

  mutating func add(_ record: RegistrationRecord) -> RegistrationID {
    registrations.append(record)
    return RegistrationID(Int32(registrations.count - 1))
  }

  /// Ends a live registration; false if it had ended (or the id names none).
  mutating func end(_ id: RegistrationID) -> Bool {
    guard Int(id.raw) < registrations.count, registrations[Int(id.raw)].isActive else { return false }
    registrations[Int(id.raw)].isActive = false
    return true
  }

  mutating func add(_ location: any AnyStateLocation) -> StateID {
    states.append(location)
    return StateID(Int32(states.count - 1))
  }

  /// The index of a notification name, for a notification frame (names are few; a list will do).
  mutating func notificationIndex(_ name: String) -> Int32 {
    if let index = notificationNames.firstIndex(of: name) { return Int32(index) }
    notificationNames.append(name)
    return Int32(notificationNames.count - 1)
  }
}
