/// The update triggers of fidelity L5, shared by view and view-controller representables:
/// a changed value or dynamic property (L5b, L5c), a changed environment key read during the
/// last make or update (L5d).
struct UpdateTriggers {
  var properties: InstalledProperties
  let hasProperties: Bool
  /// The environment keys read by the last make or update.
  var reads: EnvironmentTracker?
  /// Set when a `@State` stored on the representable changed (L5c).
  var isDirty = false

  init<R>(_ value: R, world: World, environment: EnvironmentValues) {
    let layout = world.propertyLayout(of: R.self)
    properties = InstalledProperties(layout: layout)
    hasProperties = !layout.isEmpty
    if hasProperties {
      _ = properties.refreshEnvironment(value, environment: environment, cache: world.comparators)
    }
  }

  /// Installs the representable's dynamic properties once its node exists.
  /// `name` (the node's report name, a string to build) is asked only when there are properties.
  mutating func install<R>(
    _ value: R, host: ViewHost, owner: GraphNode, name: @autoclosure () -> String, environment: EnvironmentValues
  ) {
    guard hasProperties else { return }
    properties.install(value, host: host, owner: owner, prefix: name() + ".", environment: environment)
  }

  /// A new value arrived: adopts its dynamic properties.
  @inline(__always)
  mutating func adopt<R>(_ newValue: R, _ context: ReconcileContext, _ world: World) {
    if hasProperties { properties.adopt(newValue, environment: context.environment, cache: world.comparators) }
  }

  /// Why to update after a new value arrived (`changed`: it differs from the old one), or nil.
  @inline(__always)
  mutating func reasonOnReceive<R>(
    _ value: @autoclosure () -> R, changed: Bool, _ context: ReconcileContext, _ world: World
  ) -> UpdateReason? {
    if changed || isDirty {
      isDirty = false
      return .valueChanged
    }
    return reasonOnVisit(value(), context, world)
  }

  /// Why to update when a flush passes by with no new value, or nil.
  @inline(__always)
  /// `value` is read only when the environment changed (a copy of a representable costs retains).
  mutating func reasonOnVisit<R>(_ value: @autoclosure () -> R, _ context: ReconcileContext, _ world: World)
    -> UpdateReason?
  {
    if isDirty {
      isDirty = false
      return .valueChanged
    }
    guard context.environmentChanged else { return nil }
    if hasProperties,
      properties.refreshEnvironment(value(), environment: context.environment, cache: world.comparators)
    {
      return .valueChanged
    }
    let readChanged = !(reads?.isUnchanged(in: context.environment) ?? true)
    if readChanged || world.profile.envReadTracking == .anyEnvChange { return .environmentChanged }
    return nil
  }

  /// A tracker for the next make or update: the last one's, emptied.
  mutating func freshTracker(_ world: World) -> EnvironmentTracker {
    let tracker = reads ?? EnvironmentTracker(comparators: world.comparators)
    tracker.reset()
    return tracker
  }
}
