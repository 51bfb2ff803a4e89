import BridgeModel
import BridgeProperties

/// What a scenario is expected to show.
nonisolated public enum Expectation: Sendable, Equatable, CustomStringConvertible {
  /// Every property holds.
  case holds
  /// This property is violated, and no other.
  case violation(PropertyID)
  /// These properties are violated (the code has several distinct bugs), and no other.
  case violations([PropertyID])

  public var description: String {
    switch self {
    case .holds: "holds"
    case .violation(let id): "violation of \(id)"
    case .violations(let ids): "violations of " + ids.map(\.rawValue).joined(separator: ", ")
    }
  }

  /// The properties expected to break, in the order given (empty when it holds).
  public var properties: [PropertyID] {
    switch self {
    case .holds: []
    case .violation(let id): [id]
    case .violations(let ids): ids
    }
  }

  /// The first property expected to break.
  public var property: PropertyID? { properties.first }

  /// Whether it expects the process to trap or hang (`ProcessProperties`): such a scenario
  /// runs in child processes (`bridgecheck campaign`), never in the caller's process.
  public var breaksProcess: Bool {
    properties.contains { id in ProcessProperties.all.contains { $0.id == id } }
  }

  /// Whether a run that broke exactly `found` (in any order) shows what is expected: every
  /// expected property, and no other except those `allowed` (rare findings a budget may miss).
  public func matches(_ found: [PropertyID], allowing allowed: [PropertyID] = []) -> Bool {
    Set(properties).isSubset(of: Set(found)) && Set(found).isSubset(of: Set(properties + allowed))
  }
}

/// A property a team knows breaks, and why they accept it for now.
nonisolated public struct Acknowledgement: Sendable, Equatable {
  public let property: PropertyID
  public let because: String
}

/// A runnable piece of bridging code: a root view, what mirrors what, and what to expect.
///
/// ```swift
/// let scenario = Scenario("search/field", expect: .holds) { SearchScreen() }
///   .mirror("text", of: { (screen: SearchScreen) in screen.text }, UITextField.self, "text", of: { $0.text ?? "" })
/// ```
nonisolated public struct Scenario: Sendable {
  public let name: String
  public var expectation: Expectation
  /// One line: what the scenario is.
  public var summary: String
  /// Where the pattern comes from (a seed section).
  public var source: String
  /// Set when the verdict is a finding against the source's own claim: why.
  public var finding: String?
  /// Where `Scenario(…)` is written, so CI annotations can point at it.
  public var declaration: DeclarationSite
  public var profile: BehaviourProfile
  public var bounds: RunBounds
  /// Values the fuzzer draws for named states (trace text), overriding their types' defaults.
  public var domains: [String: [String]]
  public var actionDomains: ActionDomains
  public var weights: ActionWeights
  public var mirrors: [StateMirror]
  public var environmentKnobs: [EnvironmentKnob]
  /// Whether reused cells are meant to keep their SwiftUI state (H3), as `hosting.reuse-in-cells` asks.
  public var keepsCellState = false
  /// The properties checked (every built-in property by default: a SwiftUI root presents
  /// sheets and hosts controllers as much as an app launched from UIKit does).
  public var properties: [any Property.Type]
  /// Properties the team knows break: still checked and counted, but they fail nothing.
  public var acknowledgements: [Acknowledgement] = []
  /// Properties the code also breaks, but so rarely that a small budget may miss them: the
  /// catalog's check accepts them without requiring them (with the reason).
  public var rareFindings: [Acknowledgement] = []
  /// Which behaviour profiles a fuzz run draws from (`.all`: one per sequence, from every knob).
  public var profileSampling = ProfileSampling.default
  /// Where the app keeps child coordinators that reflection does not find (`coordinators(children:)`).
  public var childCoordinators: [ChildCoordinatorAccessor] = []
  /// States only the UI changes: the fuzzer does not set them as app code would.
  public var statesDrivenByUI: [String] = []
  /// Whether `.sheet` bindings are set directly too (by default the UI drives them).
  public var fuzzesPresentationBindings = false
  private let mountRoot: @MainActor @Sendable (World, [String: [String]], [EnvironmentKnob]) -> Void

  public init<Root: View & SendableMetatype>(
    _ name: String, expect expectation: Expectation = .holds, summary: String = "", source: String = "",
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    root: @escaping @MainActor @Sendable () -> Root
  ) {
    let site = DeclarationSite(fileID: fileID, filePath: filePath, line: line)
    self.init(name, expectation, summary, source, site, properties: Properties.all) { world, domains, knobs in
      // The root is made with the world current: a model its initial values make may start a
      // task or a timer, and those are the world's (F-CC1).
      RunContext.with(world) { _ = world.mount(root(), domains: domains, environment: knobs) }
    }
  }

  /// A scenario whose app is set up by UIKit code, as a scene delegate does: `launch` gets
  /// the world (its `window`), installs the root controller, and returns what the scene
  /// delegate would keep (an app coordinator), or nil.
  ///
  /// ```swift
  /// Scenario("nav/detail", expect: .holds) { world in
  ///   let app = AppCoordinator(window: world.window)
  ///   app.start()
  ///   return app
  /// }
  /// ```
  public init(
    _ name: String, expect expectation: Expectation = .holds, summary: String = "", source: String = "",
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    app launch: @escaping @MainActor @Sendable (World) -> AnyObject?
  ) {
    let site = DeclarationSite(fileID: fileID, filePath: filePath, line: line)
    self.init(name, expectation, summary, source, site, properties: Properties.all) { world, domains, knobs in
      world.launch(domains: domains, environment: knobs, launch)
    }
  }

  private init(
    _ name: String, _ expectation: Expectation, _ summary: String, _ source: String, _ site: DeclarationSite,
    properties: [any Property.Type],
    mount: @escaping @MainActor @Sendable (World, [String: [String]], [EnvironmentKnob]) -> Void
  ) {
    self.name = name
    self.expectation = expectation
    self.summary = summary
    self.source = source
    self.declaration = site
    self.profile = .default
    self.bounds = .default
    self.domains = [:]
    self.actionDomains = .default
    self.weights = .default
    self.mirrors = []
    self.environmentKnobs = []
    self.properties = properties
    self.mountRoot = mount
  }

  /// Renders the scenario's root view in `world` (its initial render).
  @MainActor
  public func mount(_ world: World) { mountRoot(world, domains, environmentKnobs) }

  /// The context the properties of this scenario see.
  @MainActor
  public var propertyContext: PropertyContext {
    PropertyContext(mirrors: mirrors, keepsCellState: keepsCellState, childCoordinators: childCoordinators)
  }

  /// The states mirrored to a UISlider's value that have no domain of the scenario's.
  public var sliderStates: [String] {
    var names: [String] = []
    for mirror in mirrors where mirror.isSliderValue && domains[mirror.stateName] == nil {
      if !names.contains(mirror.stateName) { names.append(mirror.stateName) }
    }
    return names
  }

  /// The ids of the acknowledged properties.
  public var acknowledgedProperties: [PropertyID] { acknowledgements.map(\.property) }

  /// The scenario's name as a path of folder names (`text-field/guarded`).
  public var pathComponents: [String] { name.split(separator: "/").map(String.init) }
}

nonisolated extension Scenario {
  /// Declares that a UIKit value mirrors a piece of SwiftUI state: once the world settles,
  /// `viewValue` of every on-screen `V` must equal `state` of the root view.
  ///
  /// `.mirror("text", of: { (screen: NoteScreen) in screen.text }, UITextField.self, "text", of: { $0.text ?? "" })`
  @inlinable
  public func mirror<
    Root: View & SendableMetatype, V: UIView & SendableMetatype, Value: Equatable & SendableMetatype
  >(
    _ stateName: String, of state: @escaping @MainActor @Sendable (Root) -> Value,
    _ view: V.Type, _ viewProperty: String, of viewValue: @escaping @MainActor @Sendable (V) -> Value
  ) -> Scenario {
    var copy = self
    copy.mirrors.append(
      .mirror(state, stateName: stateName, view: view, viewValue, viewProperty: viewProperty))
    return copy
  }

  /// Names where an app's coordinators keep their children, for `coordinators.no-leaked-children`,
  /// when reflection cannot find them (a computed property, a dictionary, an array of a protocol
  /// the fuzzer cannot tell from other objects): `.coordinators(children: \AppCoordinator.flows)`.
  /// Stored arrays named like children (`childCoordinators`, `children`, `flows`) and arrays of
  /// objects held by a coordinator that owns a navigation controller are found without it.
  public func coordinators<Parent: AnyObject, Child>(
    children keyPath: KeyPath<Parent, [Child]>
  ) -> Scenario {
    var copy = self
    let path = ImmutableKeyPath(keyPath)
    copy.childCoordinators.append { object in
      guard let parent = object as? Parent else { return nil }
      return parent[keyPath: path.keyPath].map { $0 as AnyObject }
    }
    return copy
  }

  /// The values the fuzzer draws for the state `name`.
  public func domain<Value: TraceValue>(_ name: String, _ values: [Value]) -> Scenario {
    var copy = self
    copy.domains[name] = values.map(\.traceText)
    return copy
  }

  /// Runs under `profile` instead of the default.
  public func profile(_ change: (inout BehaviourProfile) -> Void) -> Scenario {
    var copy = self
    change(&copy.profile)
    return copy
  }

  /// Fuzzes under every behaviour profile: each sequence draws one from the knobs' values
  /// (the scenario's own values most likely); a finding that needs a knob says which.
  public func profiles(_ sampling: ProfileSampling) -> Scenario {
    var copy = self
    copy.profileSampling = sampling
    return copy
  }

  /// Changes the payload domains of user interactions and the clock.
  public func actions(_ change: (inout ActionDomains) -> Void) -> Scenario {
    var copy = self
    change(&copy.actionDomains)
    return copy
  }

  /// Changes the generation weights.
  public func weights(_ change: (inout ActionWeights) -> Void) -> Scenario {
    var copy = self
    change(&copy.weights)
    return copy
  }

  /// Lets the fuzzer change an environment key.
  public func environment(_ knob: EnvironmentKnob) -> Scenario {
    var copy = self
    copy.environmentKnobs.append(knob)
    return copy
  }

  /// Marks the verdict as a finding against the source, and says why.
  public func finding(_ explanation: String) -> Scenario {
    var copy = self
    copy.finding = explanation
    return copy
  }

  /// Declares that reused cells are meant to keep their SwiftUI state (fidelity H3).
  public func keepsCellState(_ keeps: Bool = true) -> Scenario {
    var copy = self
    copy.keepsCellState = keeps
    return copy
  }

  /// Says "we know about that one, look for the others": `property` is still checked and its
  /// violations counted, but they fail nothing; reports say how often it broke, and why not.
  ///
  /// `.acknowledging("navigation.no-double-push", because: "FB-1234: fixed in the next release")`
  public func acknowledging(_ property: PropertyID, because reason: String) -> Scenario {
    var copy = self
    copy.acknowledgements.removeAll { $0.property == property }
    copy.acknowledgements.append(Acknowledgement(property: property, because: reason))
    return copy
  }

  /// Declares that the code also breaks `property`, rarely (a budget may miss it): the
  /// catalog's check accepts it without requiring it.
  public func mayAlsoBreak(_ property: PropertyID, because reason: String) -> Scenario {
    var copy = self
    copy.rareFindings.append(Acknowledgement(property: property, because: reason))
    return copy
  }

  /// Whether a fuzz run found what the scenario expects (`rareFindings` allowed, not required).
  public func expects(_ found: [PropertyID]) -> Bool {
    expectation.matches(found, allowing: rareFindings.map(\.property))
  }

  /// Declares states only the UI changes — a toggle's, a selection's, anything no app code
  /// writes on its own: the fuzzer changes them only through the UI. (A `.sheet`'s
  /// `isPresented` state is the UI's already.) Names are as traces print them (`Screen.name`
  /// in an app set up by UIKit code).
  public func drivenByUI(_ names: String...) -> Scenario {
    var copy = self
    for name in names where !copy.statesDrivenByUI.contains(name) { copy.statesDrivenByUI.append(name) }
    return copy
  }

  /// Lets the fuzzer set `.sheet` bindings directly, as app code that presents and dismisses
  /// through its model would.
  public func fuzzingPresentationBindings(_ fuzzes: Bool = true) -> Scenario {
    var copy = self
    copy.fuzzesPresentationBindings = fuzzes
    return copy
  }

  /// Checks only these properties.
  public func checking(_ properties: [any Property.Type]) -> Scenario {
    var copy = self
    copy.properties = properties
    return copy
  }
}

/// A key path carried into a main-actor closure. Key paths are immutable once made; one to a
/// main-actor property is not `Sendable` only because of where it may be applied, and the
/// closure that holds it applies it on the main actor.
nonisolated private struct ImmutableKeyPath<Root, Value>: @unchecked Sendable {
  let keyPath: KeyPath<Root, Value>
  init(_ keyPath: KeyPath<Root, Value>) { self.keyPath = keyPath }
}

/// Where a scenario is declared in its team's sources.
nonisolated public struct DeclarationSite: Sendable, Equatable {
  /// `Module/File.swift`.
  public let fileID: String
  /// The file's path when it was compiled.
  public let filePath: String
  public let line: Int

  public init(fileID: String, filePath: String, line: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
  }

  /// The file's path under `root` (a CI checkout, where annotations are resolved), or its
  /// compiled path when it is not under `root` (built elsewhere).
  public func path(under root: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    return filePath.hasPrefix(prefix) ? String(filePath.dropFirst(prefix.count)) : filePath
  }
}
