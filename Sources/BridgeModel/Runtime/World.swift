/// Receives every event of a world, and a look at the world between steps.
///
/// The property monitors of BridgeProperties implement this; the model itself
/// knows nothing of properties or fuzzing.
@MainActor public protocol WorldObserver: AnyObject {
  /// Called for every event, in order.
  func observe(_ event: Event, in world: World)
  /// Called when a step has finished and the world is quiescent: no main-queue
  /// block, flush or UIKit animation is pending.
  func settled(_ world: World)
  /// The event kinds it wants (others are not even built when no log is kept).
  var interests: EventInterest { get }
}

extension WorldObserver {
  public var interests: EventInterest { .all }
}

/// One self-contained simulated app: the SwiftUI graph, the UIKit views, the run loop.
///
/// A world is confined to the thread that runs it. Model objects find it through
/// `RunContext` while it works. Everything it does is a pure function of the
/// scenario, the profile and the actions applied.
@MainActor public final class World {
  public let profile: BehaviourProfile
  public let bounds: RunBounds
  @exclusivity(unchecked) public var observer: (any WorldObserver)? {
    didSet { observerInterests = observer?.interests ?? .none }
  }
  @exclusivity(unchecked) private var observerInterests: EventInterest
  /// When set, every event is kept here (for reports); off while fuzzing.
  @exclusivity(unchecked) public var log: EventLog?

  // MARK: Run loop

  /// The main queue, the virtual clock and its schedule (`TurnScheduler`).
  @exclusivity(unchecked) var scheduler = TurnScheduler()
  /// Virtual time in milliseconds. Only clock advances and scheduled work move it.
  public var now: Int64 { scheduler.now }
  /// How many times app code read the clock (`DispatchTime.now()`).
  public var clockReads: Int { scheduler.clockReads }
  /// The view controllers whose appearance started a block that ran after they left the screen
  /// and scheduled itself again.
  public var rearmedOffScreen: [ObjectID] { scheduler.rearmedOffScreen }
  /// The current turn (0 is the initial render).
  @exclusivity(unchecked) public internal(set) var turn: Int32 = 0
  /// The step of the trace being applied (0 before the first).
  @exclusivity(unchecked) public internal(set) var step: Int32 = 0
  /// Set when a bound was exceeded; the world then does no more work.
  @exclusivity(unchecked) public internal(set) var isHalted = false
  /// Set by `tearDown()`: the world has let go of the app.
  @exclusivity(unchecked) public internal(set) var isTornDown = false
  @exclusivity(unchecked) var phaseStack: [Phase] = []
  @exclusivity(unchecked) var graphFrames: [Int] = []
  @exclusivity(unchecked) var feedback = FeedbackTracker()

  // MARK: Tables

  /// The objects, nodes, states and registrations this world knows (`Registry`).
  @exclusivity(unchecked) var registry = Registry()
  /// Views in a window that asked to be laid out (UIKit's layout pass, F-L1).
  @exclusivity(unchecked) var layoutRequests: [LayoutRequest] = []
  /// The number of layout passes so far (a view remembers the pass that last laid it out).
  @exclusivity(unchecked) var layoutPasses = 0
  /// Every Combine subscription made in this world, for teardown (an ended one is inert).
  @exclusivity(unchecked) var subscriptions: [SubscriptionLink] = []
  /// The `objectWillChange` of objects without `@Published` properties (F-CB2), by object.
  @exclusivity(unchecked) var objectPublishers: [(object: WeakBox, publisher: ObservableObjectPublisher)] = []
  /// Set by the default `sizeThatFits` (see `RepresentableNode.measure()`).
  @exclusivity(unchecked) var ranDefaultSizeThatFits = false
  let resources: WorldResources
  var comparators: ComparatorCache { resources.comparators }
  /// The hosts of SwiftUI graphs in this world (one per root or hosting controller).
  @exclusivity(unchecked) public internal(set) var hosts: [ViewHost] = [] {
    // The represented views are found through the hosts, by index: a host made or gone bumps.
    didSet { hierarchyDidChange() }
  }
  /// The key window.
  public let window: UIWindow
  /// What the app's scene delegate keeps (an app coordinator), from `launch`.
  @exclusivity(unchecked) public internal(set) var app: AnyObject?
  /// The deep links the app handles (`open deep link "…"`), and its handler.
  @exclusivity(unchecked) public internal(set) var deepLinks: [String] = []
  @exclusivity(unchecked) var deepLinkHandler: ((String) -> Void)?
  /// Whether app code can see the app's lifecycle: it observes a `UIApplication` lifecycle
  /// notification or reads `scenePhase`. Only then is `move app to background` offered (it
  /// could change nothing else).
  @exclusivity(unchecked) public internal(set) var observesAppLifecycle = false {
    didSet { if observesAppLifecycle != oldValue { choicesCache = nil } }
  }
  /// Whether the app is in the background (`move app to background`).
  @exclusivity(unchecked) public internal(set) var isInBackground = false
  /// What `@AppStorage` keeps for the run, by key (F-SW14).
  @exclusivity(unchecked) public var appStorage: [String: Any] = [:]
  /// The installed `@AppStorage` states, by key, in the order they appeared (F-SW14).
  @exclusivity(unchecked) var appStorageLocations: [String: [WeakBox]] = [:]
  /// The world's one scene, made on first use (`windowScene`).
  @exclusivity(unchecked) var storedScene: UIWindowScene?
  /// The SwiftUI text field with the keyboard's focus, if any (F-RK2; a UIKit first responder
  /// is the window's).
  @exclusivity(unchecked) unowned(unsafe) var focusedField: TextFieldNode?
  /// The table and collection views made, in the order they were made (the cell properties
  /// look for lists only once there is one; a dead one is skipped).
  @exclusivity(unchecked) var lists: [ObjectID] = [] {
    didSet { cellHostingCache = nil }
  }
  var hasTables: Bool { !lists.isEmpty }
  /// A registration was made during an appearance (`holdsAppearanceWork`).
  @exclusivity(unchecked) var startedAppearanceWork = false
  /// Controllers whose views went under a view no controller owns yet (a wrapper view made
  /// before it is placed): judged when that view goes under a controller's view (F-V2).
  @exclusivity(unchecked) var unplacedControllerViews: [ObjectID] = []
  /// The Core Animation transactions begun and not yet committed, innermost last (F-CA1).
  @exclusivity(unchecked) var transactionGroups: [CATransaction.Group] = []
  /// The app's screen recorder (`RPScreenRecorder.shared()`), made when first asked for.
  @exclusivity(unchecked) var screenRecorder: RPScreenRecorder?
  /// SceneKit's open transactions, innermost last (`SCNTransaction`).
  @exclusivity(unchecked) var sceneTransactions: [CATransaction.Group] = []
  /// The code running now is off the main thread: a background queue's block, a job of a task
  /// off the main actor, or a block a background queue's `asyncAfter` scheduled (F-CC10).
  @exclusivity(unchecked) var isOffMainThread = false
  /// The live `.sheet` nodes, for `presentation.state-matches-binding`.
  @exclusivity(unchecked) var presentationNodes: [PresentationNode] = []
  /// The states only the UI changes (`Scenario.drivenByUI`), by name: not written directly.
  @exclusivity(unchecked) public var statesDrivenByUI: [String] = []
  /// States mirrored to a UISlider's value without a domain of the scenario's: the fuzzer draws
  /// them within the slider's minimumValue…maximumValue.
  @exclusivity(unchecked) public var sliderStates: [String] = []
  /// Whether a `.sheet`'s `isPresented` state is written directly too (by default only the UI
  /// changes it: its buttons and the sheet's own dismissal).
  @exclusivity(unchecked) public var fuzzesPresentationBindings = false
  /// Domain overrides for fuzzable states of hosting controllers' graphs.
  @exclusivity(unchecked) var hostDomains: [String: [String]] = [:]
  lazy var notificationCenter = NotificationCenter(world: link)
  /// `appearance()` proxies, by class and containment (`appearanceProxy(for:_:)`); only looked up.
  @exclusivity(unchecked) var appearanceProxies: [[ObjectIdentifier]: AnyObject] = [:]
  /// The way back to this world for objects that may outlive it (timers, notification centers),
  /// cleared when it goes: no weak reference to the world is ever made, so retaining and
  /// releasing it stays on the runtime's fast path (a weak reference gives an object a side
  /// table, and every later retain and release of it takes the slow path).
  let link = WorldLink()
  /// Incremented whenever the set of on-screen interactive elements may have changed.
  @exclusivity(unchecked) private(set) var hierarchyVersion = 0 {
    didSet {
      // Dropped, not kept for its buffer: its elements hold their views and controllers, and
      // one that is gone from the screen must be free to go (the leak checks see it).
      affordanceCache = nil
      elementPositions = nil
      elementScans = 0
      representedViewsCache = nil
      cellHostingCache = nil
    }
  }
  /// The hierarchy changed: what is on screen or touchable may differ. Called by `@Hierarchical`
  /// state, by a view gaining or losing a subview, and by a host or graph node made or gone.
  @inline(__always)
  func hierarchyDidChange() { hierarchyVersion &+= 1 }
  /// Tests set it: every cache hit is checked against a fresh computation, and a difference
  /// (a change of the hierarchy that did not bump `hierarchyVersion`) is noted in `staleCaches`.
  /// Off by default: the caches exist because the computation costs.
  @exclusivity(unchecked) public var verifiesCaches = false
  /// With `verifiesCaches`: each cache that served something a fresh computation disagrees
  /// with, at which step and turn, with both answers.
  @exclusivity(unchecked) public internal(set) var staleCaches: [String] = []
  /// The on-screen views of represented views, for the version of the hierarchy they were found in.
  @exclusivity(unchecked) var representedViewsCache: [UnownedView]?
  @exclusivity(unchecked) var affordanceCache: (version: Int, elements: [Element])?
  /// How many elements the last walk of the screen found: the next one reserves as many.
  @exclusivity(unchecked) var lastElementCount = 0
  /// `tableHosting` as last counted, until the hierarchy, the lists or the set of live objects
  /// changes.
  @exclusivity(unchecked) var cellHostingCache: [(table: ObjectID, cells: Int, hostingViews: Int)]?
  /// The position of each name among `affordanceCache`'s elements, the first of each name, made
  /// once a version of the hierarchy has served `scansBeforePositions` lookups (a screen of N
  /// fields has N names, and typing into them leaves the version as it is).
  @exclusivity(unchecked) var elementPositions: (version: Int, positions: [String: Int])?
  /// Lookups by name that scanned the elements since the hierarchy last changed.
  @exclusivity(unchecked) var elementScans = 0
  /// How many lookups of one version of the hierarchy scan before `elementPositions` is made.
  static var scansBeforePositions: Int { 2 }
  @exclusivity(unchecked) var choicesCache: (key: ChoicesKey, choices: [ActionChoice])?
  @exclusivity(unchecked) var choicesGeneration = 0
  /// The last generation handed out by any world (worlds run on the main actor).
  static var lastChoicesGeneration = 0
  /// The payloads the world offers for user interactions and the clock.
  @exclusivity(unchecked) public var actionDomains = ActionDomains.default {
    didSet {
      choicesCache = nil
      clockHorizon = Self.horizon(of: actionDomains)
    }
  }
  /// The fuzzer's largest clock step, in milliseconds: how far ahead `awaitsClockWorkOfSteps`
  /// looks.
  @exclusivity(unchecked) private(set) var clockHorizon = World.horizon(of: .default)

  nonisolated static func horizon(of domains: ActionDomains) -> Int64 {
    Int64(domains.clockSteps.max() ?? 0)
  }
  /// Environment values set by app-level actions, applied to every host.
  @exclusivity(unchecked) public internal(set) var environment = EnvironmentValues()
  /// The environment keys the fuzzer may change.
  @exclusivity(unchecked) public internal(set) var environmentKnobs: [EnvironmentKnob] = [.colorScheme]
  /// The transaction state changes carry now (`withAnimation`, `withTransaction`).
  @exclusivity(unchecked) public internal(set) var transaction = Transaction()

  /// - Parameter resources: type-derived caches to share with other worlds of the same
  ///   profile (an engine run passes one to all its worlds); nil for fresh ones.
  public init(
    profile: BehaviourProfile = .default, bounds: RunBounds = .default,
    observer: (any WorldObserver)? = nil, resources: WorldResources? = nil
  ) {
    ModelExecutors.installed
    self.profile = profile
    self.bounds = bounds
    self.observer = observer
    self.observerInterests = observer?.interests ?? .none
    self.resources =
      resources.flatMap { $0.comparators.profile.closureEquality == profile.closureEquality ? $0 : nil }
      ?? WorldResources(profile: profile)
    // A world's tables grow from empty on every run (a shrink starts tens of thousands): room
    // for a typical screen's first objects, nodes and layouts saves each table's first
    // reallocations.
    registry.reserveTypicalCapacity()
    layoutRequests.reserveCapacity(8)
    self.window = UIWindow(unregistered: ())
    window.isKeyWindow = true
    window.attach(to: self)
    link.world = self
  }

  isolated deinit {
    link.world = nil
    // Model objects point back at the world without retaining it; they may outlive it.
    for location in registry.states { location.detach() }
    for record in registry.objects where record.isAlive {
      record.view?.detachFromWorld()
      record.controller?.detachFromWorld()
    }
  }

  /// Whether an event of this interest would be kept or observed (else building its text is waste).
  @inline(__always) func wants(_ interest: EventInterest) -> Bool {
    log != nil || observerInterests.contains(interest)
  }

  /// Whether detailed text (values, names) should be computed for events.
  @inline(__always) public var wantsDetail: Bool { log != nil }

  // MARK: Phases

  /// The innermost frame.
  public var phase: Phase { phaseStack.last ?? .idle }
  /// The innermost graph-update frame, if SwiftUI is updating.
  public var updateFrame: Phase? {
    guard let index = graphFrames.last else { return nil }
    return phaseStack[index]
  }
  /// Whether any graph is updating right now.
  public var isInsideUpdate: Bool { !graphFrames.isEmpty }

  /// Runs `body` with `phase` on top of the phase stack.
  @inline(__always)
  public func within<T>(_ phase: Phase, _ body: () throws -> T) rethrows -> T {
    phaseStack.append(phase)
    let graph = phase.kind.isGraphUpdate
    if graph { graphFrames.append(phaseStack.count - 1) }
    defer {
      phaseStack.removeLast()
      if graph { graphFrames.removeLast() }
    }
    return try body()
  }

  /// Pushes `phase` (for hot paths that cannot afford a closure); pair with `leave()`.
  @inline(__always)
  func enter(_ phase: Phase) {
    phaseStack.append(phase)
    if phase.kind.isGraphUpdate { graphFrames.append(phaseStack.count - 1) }
  }

  /// Pops the phase `enter(_:)` pushed.
  @inline(__always)
  func leave() {
    let phase = phaseStack.removeLast()
    if phase.kind.isGraphUpdate { graphFrames.removeLast() }
  }

  /// Whether a phase of this kind is on the stack.
  public func isWithin(_ kind: PhaseKind) -> Bool {
    for phase in phaseStack where phase.kind == kind { return true }
    return false
  }

  // MARK: Events

  /// Stamps `kind` with the current phase and hands it to the log and the observer.
  @inline(__always)
  public func emit(_ kind: consuming EventKind) {
    // Inlined, so the interest of a kind known at the call site folds to a constant and
    // an event nobody wants costs a test and a branch.
    guard log != nil || observerInterests.contains(EventInterest(kind)) else { return }
    deliver(kind)
  }

  /// Builds the event and hands it to the observer and the log.
  @inline(never)
  private func deliver(_ kind: consuming EventKind) {
    let event = Event(
      kind: kind, phase: phaseStack.last ?? .idle,
      updateFrame: updateFrame,
      depth: Int32(phaseStack.count), turn: turn, step: step)
    // Observers never emit, so handing the event to the log last keeps the order
    // and lets the log take it without a copy.
    if let observer { observer.observe(event, in: self) }
    if let log { log.append(consume event) }
  }

  /// Records a runtime issue UIKit or SwiftUI would print.
  public func diagnose(_ text: String) { emit(.diagnostic(text)) }

  // MARK: Quiescence

  /// The app is at rest: no main-queue block or task job, render flush or UIKit animation is
  /// pending, and no work a step started waits on the clock to come due within a clock step
  /// (`awaitsClockWorkOfSteps`: a debounce, an in-flight save's sleep).
  public var isQuiescent: Bool {
    guard scheduler.hasNoPendingTurns else { return false }
    for host in hosts where host.needsFlush { return false }
    return !awaitsClockWorkOfSteps
  }

  /// Tells the observer the world has settled, if it has.
  public func reportIfSettled() {
    guard observerInterests.contains(.settled), !isHalted, isQuiescent else { return }
    observer?.settled(self)
  }
}

/// The events of a run, kept for reports.
public final class EventLog {
  nonisolated deinit {}

  public private(set) var events: [Event] = []
  public init() {}
  func append(_ event: consuming Event) { events.append(event) }
}

/// A world's link for the objects that may outlive it (`World.link`).
final class WorldLink {
  nonisolated deinit {}

  @exclusivity(unchecked) unowned(unsafe) var world: World?
}

/// What worlds of one profile can share: plans derived from types, never state.
public final class WorldResources {
  nonisolated deinit {}

  let comparators: ComparatorCache
  @exclusivity(unchecked) var propertyLayouts = TypeTable<PropertyLayout>()

  @exclusivity(unchecked) private var domainTexts = TypeTable<[String]?>()
  @exclusivity(unchecked) private var modelClasses = TypeTable<Bool>()
  @exclusivity(unchecked) private var shortNames = TypeTable<String>()
  @exclusivity(unchecked) private var genericNames = TypeTable<String>()
  @exclusivity(unchecked) private var descriptions = TypeTable<String>()

  public init(profile: BehaviourProfile) { comparators = ComparatorCache(profile: profile) }

  /// Whether a class is one of the model's own (declared in BridgeModel), not the app's.
  func isModelClass(_ type: AnyObject.Type) -> Bool {
    remembered(type, in: &modelClasses) { String(reflecting: $0).hasPrefix("BridgeModel.") }
  }

  /// The name of a type without module or generic arguments (`shortTypeName`), made once:
  /// printing a type costs ~100,000 instructions the first time, thousands after.
  func shortName(of type: Any.Type) -> String { remembered(type, in: &shortNames, shortTypeName) }

  /// `genericTypeName(type)`, made once (`UIHostingController<DetailScreen>`: reports and
  /// findings' signatures name controllers this way, often every step of a buggy run).
  func genericName(of type: Any.Type) -> String { remembered(type, in: &genericNames, genericTypeName) }

  /// `String(describing: type)`, made once.
  func description(of type: Any.Type) -> String { remembered(type, in: &descriptions) { String(describing: $0) } }

  /// `make(type)`, kept in `table` by type.
  private func remembered<Value>(
    _ type: Any.Type, in table: inout TypeTable<Value>, _ make: (Any.Type) -> Value
  ) -> Value {
    let key = ObjectIdentifier(type)
    if let known = table.value(for: key) { return known }
    let made = make(type)
    table.insert(made, for: key)
    return made
  }

  /// The default fuzzing domain of `T` in trace text, if `T` is a `TraceValue` (nil kept too).
  func traceDomainTexts<T>(of type: T.Type) -> [String]? {
    remembered(type, in: &domainTexts) { ($0 as? any TraceValue.Type)?.traceDomainTexts }
  }
}
