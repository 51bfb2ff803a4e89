/// A value SwiftUI stores for a view and keeps as long as the view's identity lives.
///
/// Writes follow fidelity §2: made while SwiftUI updates the graph they are
/// reported and (by default) dropped (S2, S3); an equal value is a no-op (S4);
/// any other write is stored at once and flushed once per turn (E1, E2).
@propertyWrapper
public struct State<Value>: DynamicProperty {
  @usableFromInline let handle: StateHandle<Value>

  public init(wrappedValue value: Value) { handle = StateHandle(StateLocation(value)) }

  /// For `Equatable` values the equality a write tests (S4) is made here, in the
  /// module that names `Value`, so it runs specialized rather than through a plan.
  @inlinable
  public init(wrappedValue value: Value) where Value: Equatable {
    self.init(handle: StateHandle(StateLocation(value, equal: { $0 == $1 })))
  }

  @usableFromInline init(handle: StateHandle<Value>) { self.handle = handle }
  public init(initialValue value: Value) { self.init(wrappedValue: value) }

  @inlinable
  public var wrappedValue: Value {
    get { handle.current.read() }
    nonmutating set { handle.current.write(newValue) }
  }

  /// A binding to this state.
  @inlinable
  public var projectedValue: Binding<Value> {
    let location = handle.current
    return Binding(location: location, snapshot: location.read())
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { self.init(wrappedValue: nil) }
}

/// Lets a re-created view struct point at the state its identity already owns.
@usableFromInline
final class StateHandle<Value> {
  nonisolated deinit {}

  @exclusivity(unchecked) var location: StateLocation<Value>
  @usableFromInline init(_ location: StateLocation<Value>) { self.location = location }

  /// The location, read inside this module: `@exclusivity(unchecked)` does not reach
  /// accesses inlined into user modules, which would pay a dynamic exclusivity check.
  @usableFromInline @inline(never) var current: StateLocation<Value> { location }
}

/// The storage of one `@State`.
public final class StateLocation<Value>: AnyLocation<Value>, AnyStateLocation {
  nonisolated deinit {}

  /// The value code outside `body` sees: updated at once by a write (S4).
  @exclusivity(unchecked) private(set) var value: Value
  /// The value the graph sees during an update (synced when the flush begins).
  @exclusivity(unchecked) private(set) var graphValue: Value
  @exclusivity(unchecked) public private(set) var id = StateID(-1)
  @exclusivity(unchecked) public private(set) var name = ""
  /// Not retained: the world detaches every location before its hosts and nodes go.
  unowned(unsafe) var host: ViewHost?
  unowned(unsafe) var owner: GraphNode?
  @exclusivity(unchecked) private var comparer: Comparer?
  @exclusivity(unchecked) private var cachedDomain: [String]?
  /// Set when only the UI changes this state (a presentation's binding, or a scenario's
  /// `.drivenByUI`): the fuzzer does not write it as app code.
  @exclusivity(unchecked) public private(set) var isDrivenByUI = false

  /// Whether `Value` is a `TraceValue` (known once installed): the fuzzer can write it.
  @exclusivity(unchecked) private var isTraceValue = false
  /// Parses trace text into a `Value`, if `Value` is a `TraceValue`: made when first asked (a
  /// screen of N rows installs N states, and most are never written from trace text).
  private lazy var parse: ((String, inout Value) -> Bool)? = Self.makeParser()
  /// `==`, when the creator knew `Value` to be `Equatable` (the same rule as the plan, faster).
  private let equal: ((Value, Value) -> Bool)?

  @usableFromInline
  init(_ value: Value, equal: ((Value, Value) -> Bool)? = nil) {
    self.value = value
    self.graphValue = value
    self.equal = equal
  }

  private nonisolated static func makeParser() -> ((String, inout Value) -> Bool)? {
    guard let type = Value.self as? any TraceValue.Type else { return nil }
    func parser<T: TraceValue>(_: T.Type) -> (String, inout Value) -> Bool {
      // T is Value: the pointer is rebound between identical types.
      { text, value in
        withUnsafeMutablePointer(to: &value) { pointer in
          pointer.withMemoryRebound(to: T.self, capacity: 1) { T._parse(traceText: text, into: &$0.pointee) }
        }
      }
    }
    return parser(type)
  }

  func install(host: ViewHost, owner: GraphNode, name: String) {
    guard self.host == nil else { return }
    self.host = host
    self.owner = owner
    self.name = name
    if equal == nil { comparer = host.world.comparators.comparer(for: Value.self) }  // else `equal` decides
    let defaultDomain = host.world.resources.traceDomainTexts(of: Value.self)
    isTraceValue = defaultDomain != nil
    cachedDomain = host.domains[name] ?? defaultDomain
    id = host.world.registerState(self)
    host.ownStates.append(self)
    if host.world.statesDrivenByUI.contains(name) { isDrivenByUI = true }
  }

  /// Only the UI changes this state from now on; the fuzzer stops writing it directly.
  func markDrivenByUI() {
    guard !isDrivenByUI else { return }
    isDrivenByUI = true
    host?.world.choicesCache = nil
  }

  @usableFromInline
  func read() -> Value {
    if let host, host.isUpdating { return graphValue }
    return value
  }

  override public func get() -> Value { read() }
  override public func set(_ value: Value) { write(value) }

  @usableFromInline
  func write(_ newValue: Value) {
    guard let host else {
      value = newValue
      graphValue = newValue
      return
    }
    let world = host.world
    if host.isUpdating {
      let apply = world.profile.stateWriteDuringUpdate == .applyDeferred
      world.emit(.stateWrite(id, apply ? .deferred : .rejected, value: detail(newValue, world)))
      world.diagnose("Modifying state during view update, this will cause undefined behavior.")
      if apply, !isEqual(value, newValue) {
        let old = value
        value = newValue
        host.invalidate(self)
        world.noteStateChange(self, from: formatTraceValue(old))
      }
      return
    }
    if isEqual(value, newValue) {
      world.emit(.stateWrite(id, .equal, value: detail(newValue, world)))
      return
    }
    let old = value
    value = newValue
    hasChanged = true
    world.emit(.stateWrite(id, .applied, value: detail(newValue, world)))
    host.invalidate(self)
    world.noteStateChange(self, from: formatTraceValue(old))
  }

  public func syncGraphValue() { graphValue = value }

  /// Whether app or user code ever changed it from its initial value.
  @exclusivity(unchecked) public private(set) var hasChanged = false

  /// Whether this location belongs to a live identity of `host`'s graph.
  public func belongs(to host: ViewHost) -> Bool { self.host === host && owner != nil }

  /// Whether the view that owns it received a different value in the host's flush `flush`.
  public func ownerValueChanged(inFlush flush: UInt32) -> Bool { owner?.valueChangedInFlush == flush }

  /// Forgets the host and owner (the world or the identity is going away).
  public func detach() {
    host = nil
    owner = nil
  }

  /// Forgets the owner only (the identity was torn down; the host lives on).
  func detachOwner() { owner = nil }

  private func isEqual(_ a: Value, _ b: Value) -> Bool {
    if let equal { return equal(a, b) }
    guard let comparer else { return false }
    return compare(a, b, with: comparer)
  }

  private func detail(_ v: Value, _ world: World) -> String {
    world.wantsDetail ? formatTraceValue(v) : ""
  }

  // MARK: AnyStateLocation

  public var valueText: String { formatTraceValue(value) }

  public var domain: [String] {
    cachedDomain ?? (Value.self as? any TraceValue.Type)?.traceDomainTexts ?? []
  }

  /// Fuzzable while its graph lives (a hosting view that went took its graph along).
  public var isFuzzable: Bool { isTraceValue && host != nil && !isDrivenByUI }

  public var fuzzable: (name: String, domain: [String])? { isFuzzable ? (name, domain) : nil }

  /// Forgets `host` if it is this location's (that host's hosting view went away).
  public func detach(from host: ViewHost) { if self.host === host { detach() } }

  public func write(text: String) -> Bool {
    guard let parse else { return false }
    var parsed = value
    guard parse(text, &parsed) else { return false }
    write(parsed)
    return true
  }

  public func accepts(text: String) -> Bool {
    if let cachedDomain, cachedDomain.contains(text) { return true }
    guard let parse else { return false }
    var scratch = value
    return parse(text, &scratch)
  }

  /// Tells the identity that owns this state to re-render.
  public func notifyOwner() { owner?.markChanged() }

  public var current: Any { value }
}

/// A state location seen without its value type.
@MainActor public protocol AnyStateLocation: AnyObject {
  var id: StateID { get }
  /// The state's name: the property name, prefixed by its view's type below the root.
  var name: String { get }
  /// The current value in trace-text form.
  var valueText: String { get }
  /// The values the fuzzer draws from, in trace-text form, simplest first.
  var domain: [String] { get }
  /// Whether the fuzzer can set it (its value type is a `TraceValue`).
  var isFuzzable: Bool { get }
  /// Its name and domain when it is fuzzable, in one call (the choices ask every state after
  /// each change of the hierarchy, and each call through the protocol costs).
  var fuzzable: (name: String, domain: [String])? { get }
  /// Parses `text` and writes it as app code would. `false` if it does not parse.
  func write(text: String) -> Bool
  /// Whether `text` parses as a value of this state.
  func accepts(text: String) -> Bool
  /// The current value.
  var current: Any { get }
  func syncGraphValue()
  /// Forgets the graph (the world is going away).
  func detach()
  /// Forgets the graph if it is `host`'s (the hosting view went away).
  func detach(from host: ViewHost)
  /// Whether app or user code ever changed it from its initial value.
  var hasChanged: Bool { get }
  /// Whether this location belongs to a live identity of `host`'s graph.
  func belongs(to host: ViewHost) -> Bool
  /// Whether the view that owns it received a different value in its host's flush `flush`.
  func ownerValueChanged(inFlush flush: UInt32) -> Bool
  /// Tells the identity that owns this state to re-render.
  func notifyOwner()
}

/// The SwiftUI protocol for property wrappers whose storage SwiftUI installs.
@MainActor public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}
