import BridgeModel

/// Runs a set of properties over a world's events and records the first violation.
///
/// Events go only to the properties interested in their kind. When two
/// properties break at the same event, the one listed first wins.
public final class PropertyMonitor: WorldObserver {
  nonisolated deinit {}

  @exclusivity(unchecked) private var properties: [any Property]
  private let plan: PropertyPlan
  /// Every kind some property wants.
  public var interests: EventInterest { plan.interests }
  /// The first violation, once one happened.
  @exclusivity(unchecked) public private(set) var violation: Violation?

  public convenience init(_ types: [any Property.Type], context: PropertyContext) {
    self.init(PropertyPlan(types), context: context)
  }

  /// A monitor with fresh properties, routed by a plan made once for many runs.
  public init(_ plan: PropertyPlan, context: PropertyContext) {
    self.plan = plan
    var made: [any Property] = []
    made.reserveCapacity(plan.types.count)
    for type in plan.types { made.append(type.init(context)) }
    properties = made
  }

  public func observe(_ event: Event, in world: World) {
    guard violation == nil else { return }
    for index in plan.routes[event.interest.bitIndex] {
      if let found = properties[index].observe(event, in: world) {
        record(found, step: event.step, turn: event.turn)
        return
      }
    }
  }

  public func settled(_ world: World) {
    guard violation == nil else { return }
    for index in plan.settledRoutes {
      if let found = properties[index].settled(world) {
        record(found, step: world.step, turn: world.turn)
        return
      }
    }
  }

  private func record(_ found: Violation, step: Int32, turn: Int32) {
    var found = found
    found.step = step
    found.turn = turn
    violation = found
  }
}

/// Which properties see which events: derived from the property types alone, so one
/// plan serves every run of a scenario.
public struct PropertyPlan: Sendable {
  let types: [any Property.Type]
  /// Property indices by `EventInterest` bit, in listing order.
  let routes: [[Int]]
  /// The properties that look at the settled world.
  let settledRoutes: [Int]
  /// Every kind some property wants.
  let interests: EventInterest

  public init(_ types: [any Property.Type]) {
    self.types = types
    var routes = Array(repeating: [Int](), count: EventInterest.count)
    var settled: [Int] = []
    var union = EventInterest.none
    for (index, type) in types.enumerated() {
      let interests = type.interests
      union.formUnion(interests)
      for bit in 0..<EventInterest.count where interests.contains(EventInterest(rawValue: 1 << UInt32(bit))) {
        routes[bit].append(index)
      }
      if interests.contains(.settled) { settled.append(index) }
    }
    self.routes = routes
    self.settledRoutes = settled
    self.interests = union
  }
}
