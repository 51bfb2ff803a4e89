/// A property wrapper whose storage the graph installs: `@State`, `@Environment`.
protocol InstallableProperty {
  /// Whether this is a `@State` (it owns a slot of the identity's state).
  var isState: Bool { get }
  /// Installs a `@State`'s location for its owner; returns it (nil for other wrappers).
  func installState(host: ViewHost, owner: GraphNode, name: String) -> AnyObject?
  /// Points a re-created `@State` at the location its identity owns.
  func adoptState(_ location: AnyObject)
  /// Resolves an `@Environment`; returns whether its value changed.
  func resolveEnvironment(_ environment: EnvironmentValues, _ cache: ComparatorCache) -> Bool
}

extension State: InstallableProperty {
  var isState: Bool { true }
  func installState(host: ViewHost, owner: GraphNode, name: String) -> AnyObject? {
    handle.location.install(host: host, owner: owner, name: name)
    return handle.location
  }
  func adoptState(_ location: AnyObject) {
    if let location = location as? StateLocation<Value> { handle.location = location }
  }
  func resolveEnvironment(_ environment: EnvironmentValues, _ cache: ComparatorCache) -> Bool { false }
}

extension Environment: InstallableProperty {
  var isState: Bool { false }
  func installState(host: ViewHost, owner: GraphNode, name: String) -> AnyObject? { nil }
  func adoptState(_ location: AnyObject) {}
  func resolveEnvironment(_ environment: EnvironmentValues, _ cache: ComparatorCache) -> Bool {
    let value = environment[keyPath: keyPath]
    defer { box.value = value }
    guard let old = box.value else { return true }
    return !cache.equal(old, value)
  }
}

/// The installable properties of one view value, found by reflection.
///
/// Views without any (the common case) are remembered per type so reflection
/// runs once for them.
struct InstalledProperties {
  private(set) var stateLocations: [AnyObject] = []

  static func properties(of value: Any) -> [(label: String, property: any InstallableProperty)] {
    Mirror(reflecting: value).children.compactMap { child in
      guard let property = child.value as? any InstallableProperty else { return nil }
      var label = child.label ?? "state"
      if label.hasPrefix("_") { label.removeFirst() }
      return (label, property)
    }
  }

  /// Installs the properties of a view value made for a new identity.
  mutating func install(
    _ value: Any, host: ViewHost, owner: GraphNode, prefix: String, environment: EnvironmentValues
  ) {
    for (label, property) in Self.properties(of: value) {
      if let location = property.installState(host: host, owner: owner, name: prefix + label) {
        stateLocations.append(location)
      }
      _ = property.resolveEnvironment(environment, host.world.comparators)
    }
  }

  /// Carries the identity's state into a re-created value and resolves its environment.
  func adopt(_ value: Any, environment: EnvironmentValues, cache: ComparatorCache) {
    var stateIndex = 0
    for (_, property) in Self.properties(of: value) {
      if property.isState {
        if stateIndex < stateLocations.count { property.adoptState(stateLocations[stateIndex]) }
        stateIndex += 1
      }
      _ = property.resolveEnvironment(environment, cache)
    }
  }

  /// Re-resolves `@Environment` properties in place; returns whether any changed.
  func refreshEnvironment(_ value: Any, environment: EnvironmentValues, cache: ComparatorCache) -> Bool {
    var changed = false
    for (_, property) in Self.properties(of: value)
    where property.resolveEnvironment(environment, cache) {
      changed = true
    }
    return changed
  }
}
