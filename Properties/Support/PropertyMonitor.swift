import BridgeModel

/// Runs a set of properties over a world's events and records the first violation.
///
/// Events go only to the properties interested in their kind. When two
/// properties break at the same event, the one listed first wins.
public final class PropertyMonitor: WorldObserver {
  @exclusivity(unchecked) private var properties: [any Property]
  @exclusivity(unchecked) private var routes: [[Int]]
  @exclusivity(unchecked) private var settledRoutes: [Int] = []
  /// Every kind some property wants.
  public let interests: EventInterest
  /// The first violation, once one happened.
  @exclusivity(unchecked) public private(set) var violation: Violation?

  public init(_ types: [any Property.Type], context: PropertyContext) {
    var made: [any Property] = []
    for type in types { made.append(type.init(context)) }
    properties = made
    routes = Array(repeating: [], count: EventInterest.count)
    for (index, type) in types.enumerated() {
      for bit in 0..<EventInterest.count where type.interests.contains(EventInterest(rawValue: 1 << UInt32(bit))) {
        routes[bit].append(index)
      }
    }
    var union = EventInterest.none
    for (index, type) in types.enumerated() {
      union.formUnion(type.interests)
      if type.interests.contains(.settled) { settledRoutes.append(index) }
    }
    interests = union
  }

  public func observe(_ event: Event, in world: World) {
    guard violation == nil else { return }
    for index in routes[EventInterest(event.kind).bitIndex] {
      if let found = properties[index].observe(event, in: world) {
        record(found, step: event.step, turn: event.turn)
        return
      }
    }
  }

  public func settled(_ world: World) {
    guard violation == nil else { return }
    for index in settledRoutes {
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
