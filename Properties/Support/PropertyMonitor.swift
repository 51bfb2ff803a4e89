import BridgeModel

/// Runs a set of properties over a world's events and records every distinct violation.
///
/// Events go only to the properties interested in their kind. A run goes on after a
/// violation (only a UIKit exception or an exceeded bound halts the world), so one run can
/// show several findings; each is recorded once, at its first occurrence, in the order they
/// happened. Violations of acknowledged properties are noted, not recorded.
public final class PropertyMonitor: WorldObserver {
  nonisolated deinit {}

  @exclusivity(unchecked) private var properties: [any Property]
  private let plan: PropertyPlan
  /// Every kind some property wants.
  public var interests: EventInterest { plan.interests }
  /// The first occurrence of each distinct violation (property and signature), in order.
  @exclusivity(unchecked) public private(set) var violations: [Violation] = []
  /// The acknowledged properties that broke, each once, in the order they first broke.
  @exclusivity(unchecked) public private(set) var acknowledgedBroken: [PropertyID] = []
  /// The finding a replay looks for; `targetHit` is set when it happens.
  public let target: FindingKey?
  @exclusivity(unchecked) public private(set) var targetHit = false

  /// The first violation, once one happened.
  public var violation: Violation? { violations.first }

  public convenience init(_ types: [any Property.Type], context: PropertyContext) {
    self.init(PropertyPlan(types), context: context)
  }

  /// A monitor with fresh properties, routed by a plan made once for many runs.
  ///
  /// - Parameters:
  ///   - acknowledged: properties whose violations are counted, not recorded.
  ///   - target: the finding a replay looks for.
  public convenience init(
    _ plan: PropertyPlan, context: PropertyContext, acknowledged: [PropertyID] = [], target: FindingKey? = nil
  ) {
    self.init(plan, fresh: plan.freshProperties(context), acknowledged: acknowledged, target: target)
  }

  /// A monitor whose properties start as `fresh` (`plan.freshProperties(context)`, made once for
  /// many runs: properties are values made from the context alone, so a copy is a fresh one,
  /// and each run's copies share storage with `fresh` until they change).
  public init(_ plan: PropertyPlan, fresh: [any Property], acknowledged: [PropertyID] = [], target: FindingKey? = nil) {
    precondition(fresh.count == plan.types.count, "the plan's fresh properties")
    self.plan = plan
    self.acknowledged = acknowledged
    self.target = target
    properties = fresh
    sawEvents = Array(repeating: false, count: fresh.count)
  }

  private let acknowledged: [PropertyID]

  /// Per property: it saw an event since it was last asked at a settle (`SettledNeeds.ownEvents`).
  @exclusivity(unchecked) private var sawEvents: [Bool]

  public func observe(_ event: Event, in world: World) {
    for index in plan.routes[event.interest.bitIndex] {
      sawEvents[index] = true
      if let found = properties[index].observe(event, in: world) {
        record(found, step: event.step, turn: event.turn, in: world, atSettle: false)
      }
    }
  }

  public func settled(_ world: World) {
    // What the world holds, read once per settle and only if a property needs it.
    var holds = SettledHoldings()
    for route in plan.settledRoutes {
      switch route.needs {
      case .anything: break
      case .ownEvents:
        guard sawEvents[route.index] else { continue }
        sawEvents[route.index] = false
      default:
        guard holds.answer(route.needs, world) else { continue }
      }
      if let found = properties[route.index].settled(world) {
        record(found, at: world)
      }
    }
  }

  /// Records a violation found at the world's current step and turn. Out of line, and the
  /// world read only here: read in `settled`'s loop, `world.step` and `world.turn` got dynamic
  /// exclusivity checks on every call, found or not (the attribute does not cross modules).
  @inline(never)
  private func record(_ found: Violation, at world: World) {
    record(found, step: world.step, turn: world.turn, in: world, atSettle: true)
  }

  /// The event being observed is appended to the log after the observers, so the log's
  /// length is its position.
  private func record(_ found: Violation, step: Int32, turn: Int32, in world: World, atSettle: Bool) {
    if acknowledged.contains(found.property) {
      if !acknowledgedBroken.contains(found.property) { acknowledgedBroken.append(found.property) }
      return
    }
    for known in violations where known.property == found.property && known.signature == found.signature {
      return
    }
    var found = found
    found.step = step
    found.turn = turn
    found.logPosition = world.log.map { Int32($0.events.count) } ?? -1
    found.atSettle = atSettle
    violations.append(found)
    if let target, found.key == target { targetHit = true }
  }
}

/// Which properties see which events: derived from the property types alone, so one
/// plan serves every run of a scenario.
public struct PropertyPlan: Sendable {
  let types: [any Property.Type]
  /// Property indices by `EventInterest` bit, in listing order.
  let routes: [[Int]]
  /// The properties that look at the settled world, in listing order, with what each needs.
  let settledRoutes: [(index: Int, needs: SettledNeeds)]
  /// Every kind some property wants.
  let interests: EventInterest

  public init(_ types: [any Property.Type]) {
    self.types = types
    var routes = Array(repeating: [Int](), count: EventInterest.count)
    var settled: [(index: Int, needs: SettledNeeds)] = []
    var union = EventInterest.none
    for (index, type) in types.enumerated() {
      let interests = type.interests
      union.formUnion(interests)
      for bit in 0..<EventInterest.count where interests.contains(EventInterest(rawValue: 1 << UInt32(bit))) {
        routes[bit].append(index)
      }
      if interests.contains(.settled) { settled.append((index, type.settledNeeds)) }
    }
    self.routes = routes
    self.settledRoutes = settled
    self.interests = union
  }

  /// The plan's properties as a run starts them, made from `context`.
  public func freshProperties(_ context: PropertyContext) -> [any Property] {
    var made: [any Property] = []
    made.reserveCapacity(types.count)
    for type in types { made.append(type.init(context)) }
    return made
  }
}

/// What the world holds, each read at most once per settle.
private struct SettledHoldings {
  private var weakReferences: Bool?
  private var presentations: Bool?
  private var lists: Bool?
  private var appearanceWork: Bool?

  mutating func answer(_ needs: SettledNeeds, _ world: World) -> Bool {
    switch needs {
    case .anything, .ownEvents: return true
    case .weakReferences: return read(&weakReferences) { world.holdsWeakReferences }
    case .presentations: return read(&presentations) { world.holdsPresentations }
    case .lists: return read(&lists) { world.holdsLists }
    case .appearanceWork: return read(&appearanceWork) { world.holdsAppearanceWork }
    }
  }

  private func read(_ cached: inout Bool?, _ value: () -> Bool) -> Bool {
    if let cached { return cached }
    let answer = value()
    cached = answer
    return answer
  }
}
