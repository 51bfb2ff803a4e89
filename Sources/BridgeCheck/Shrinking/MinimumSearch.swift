import BridgeModel
import BridgeProperties

/// Finds the true minimum length of an action list breaking a property, by iterative deepening.
///
/// It tries every action the world affords at each point (every family, every
/// payload of the scenario's domains), depth by depth; the shrinker's result
/// is checked against it.
public struct MinimumSearch {
  let execution: Execution
  let property: PropertyID

  public init(_ execution: Execution, property: PropertyID) {
    self.execution = execution
    self.property = property
  }

  /// The shortest failing action list of at most `maxDepth` actions, if one exists.
  public func shortest(maxDepth: Int) -> [Action]? {
    for depth in 0...maxDepth {
      if let found = search([], remaining: depth) { return found }
    }
    return nil
  }

  private func search(_ prefix: [Action], remaining: Int) -> [Action]? {
    let result = execution.replay(prefix)
    guard result.actions.count == prefix.count else { return nil }
    if let violation = result.violation {
      return violation.property == property && remaining == 0 ? prefix : nil
    }
    guard remaining > 0 else { return nil }
    let options = result.world.choices(execution.scenario.actionDomains).flatMap(\.options)
    for option in options {
      if let found = search(prefix + [option], remaining: remaining - 1) { return found }
    }
    return nil
  }
}
