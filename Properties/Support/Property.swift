import BridgeModel

/// A property's stable id: dotted kebab-case, `area.rule`. Ids name corpus
/// folders, JUnit cases and report rules, so they never change.
nonisolated public struct PropertyID: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  public let rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }
  public var description: String { rawValue }
  public static func < (a: PropertyID, b: PropertyID) -> Bool { a.rawValue < b.rawValue }
}

/// How bad a broken property is for the app, most severe first: reports rank findings by it.
nonisolated public enum Severity: Int, Sendable, Comparable, CaseIterable {
  /// UIKit raises an exception: the app crashes.
  case crash
  /// An update loop that never settles: the app hangs or burns the battery.
  case hang
  /// What the screen shows and what the app holds disagree: lost input, a wrong or doubled screen.
  case wrongState
  /// Memory or work that outlives its screen.
  case leak
  /// An API used against its contract: glitches, warnings, wasted work.
  case misuse

  public static func < (a: Severity, b: Severity) -> Bool { a.rawValue < b.rawValue }

  /// The words a report uses.
  public var label: String {
    switch self {
    case .crash: "crash"
    case .hang: "hang"
    case .wrongState: "wrong state"
    case .leak: "leak"
    case .misuse: "misuse"
    }
  }
}

/// What makes two violations of one property the same finding: the kind of the violating
/// event and the type of its subject (`push during push`, `UIHostingController<DetailScreen>`).
///
/// Values and instance ordinals stay out, so the same bug hit with other data or on the
/// second screen of a type is not a new finding; a different callback, rule or type is.
nonisolated public struct Signature: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// What happened, in a few words: the rule broken or the event's kind.
  public let kind: String
  /// The type the violation is about (a representable, a controller, a state), without ordinal.
  public let subject: String

  public init(kind: String, subject: String) {
    self.kind = kind
    self.subject = subject
  }

  /// `kind, subject`, as reports write it.
  public var description: String { subject.isEmpty ? kind : "\(kind), \(subject)" }

  /// `kind | subject`, as trace files write it (`Signature(traceText:)` reads it back).
  public var traceText: String { "\(kind) | \(subject)" }

  /// Reads the trace-file form; nil if it has no ` | `.
  public init?(traceText text: String) {
    let parts = text.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    func trimmed(_ part: Substring) -> String {
      String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
    kind = trimmed(parts[0])
    subject = trimmed(parts[1])
    guard !kind.isEmpty else { return nil }
  }

  public static func < (a: Signature, b: Signature) -> Bool { (a.kind, a.subject) < (b.kind, b.subject) }
}

/// What a property says, for reports and `bridgecheck explain`.
nonisolated public struct PropertyInfo: Sendable {
  public let id: PropertyID
  /// One sentence: the report's headline.
  public let claim: String
  /// Why UIKit or SwiftUI demands it, with its fidelity facts or seed sections.
  public let rationale: String
  /// What a user of the app sees when it is broken.
  public let symptom: String
  /// What to change.
  public let fix: String
  /// Fidelity fact ids and seed sections.
  public let sources: [String]
  /// How bad a violation is for the app (a UIKit exception is a crash whatever the property).
  public let severity: Severity

  public init(
    id: PropertyID, claim: String, rationale: String, symptom: String, fix: String, sources: [String],
    severity: Severity
  ) {
    self.id = id
    self.claim = claim
    self.rationale = rationale
    self.symptom = symptom
    self.fix = fix
    self.sources = sources
    self.severity = severity
  }
}

/// An online monitor of one lifecycle invariant.
///
/// A run creates a fresh value of each property; the world feeds it every
/// event it is interested in, and a look at the settled world between steps.
/// A violation is a value, returned; it is never thrown.
@MainActor public protocol Property: SendableMetatype {
  nonisolated static var info: PropertyInfo { get }
  /// The event kinds this property looks at (others are not delivered).
  nonisolated static var interests: EventInterest { get }
  /// What the world must hold for `settled` to find anything: the monitor does not ask
  /// otherwise (`.anything`, the default, asks at every settle).
  nonisolated static var settledNeeds: SettledNeeds { get }
  init(_ context: PropertyContext)
  mutating func observe(_ event: Event, in world: World) -> Violation?
  mutating func settled(_ world: World) -> Violation?
}

/// What a property's look at the settled world needs the world to hold before it can find
/// anything, so that the monitor skips the look when the world holds none: only for rules whose
/// answer is provably nothing then (a test of each rule checks it).
nonisolated public enum SettledNeeds: Sendable {
  /// Asked at every settle.
  case anything
  /// Asked only while the world records a weak delegate or data source (`World.holdsWeakReferences`).
  case weakReferences
  /// Asked only while a SwiftUI `.sheet` is declared (`World.holdsPresentations`).
  case presentations
  /// Asked only once a table or collection view was made (`World.holdsLists`).
  case lists
  /// Asked only once work was started during an appearance (`World.holdsAppearanceWork`).
  case appearanceWork
  /// Asked only after the property saw an event of its interests since it was last asked: for
  /// rules whose look at the settled world reads only what their events recorded.
  case ownEvents
}

extension Property {
  public nonisolated static var settledNeeds: SettledNeeds { .anything }
  public mutating func settled(_ world: World) -> Violation? { nil }
  public nonisolated static var id: PropertyID { info.id }
}

/// Reads the child coordinators of an object, if it is of the accessor's type.
public typealias ChildCoordinatorAccessor = @MainActor @Sendable (AnyObject) -> [AnyObject]?

/// What a property may need to know about the scenario.
public struct PropertyContext: Sendable {
  /// The UIKit values that mirror SwiftUI state.
  public var mirrors: [StateMirror]
  /// Whether the scenario means reused cells to keep their SwiftUI state (H3).
  public var keepsCellState: Bool
  /// Where `representable.view-matches-state` notes which mirrors ever found their views,
  /// across the runs of a fuzz run (a mirror that never does checks nothing).
  public var mirrorCoverage: MirrorCoverage?
  /// Where the app keeps child coordinators under another name (`Scenario.coordinators(children:)`):
  /// each reads the children of an object of its type, or returns nil for other objects.
  public var childCoordinators: [ChildCoordinatorAccessor]
  public init(
    mirrors: [StateMirror] = [], keepsCellState: Bool = false, mirrorCoverage: MirrorCoverage? = nil,
    childCoordinators: [ChildCoordinatorAccessor] = []
  ) {
    self.mirrors = mirrors
    self.keepsCellState = keepsCellState
    self.mirrorCoverage = mirrorCoverage
    self.childCoordinators = childCoordinators
  }
}

/// For each mirror of a scenario, the best a check of it got to: a view on screen, a view
/// inside a graph of the declared root type (then it was compared).
public final class MirrorCoverage {
  nonisolated deinit {}

  /// By mirror index: `.noView` until a view was on screen, `.noRoot` until one was in a graph
  /// of the root type, then `.matches`.
  @exclusivity(unchecked) public private(set) var reached: [MirrorCheck]

  public init(mirrors: Int) { reached = Array(repeating: .noView, count: mirrors) }

  func note(_ check: MirrorCheck, of index: Int) {
    guard index < reached.count else { return }
    switch (reached[index], check) {
    case (.noView, .noRoot): reached[index] = .noRoot
    case (.noView, .matches), (.noView, .mismatch), (.noRoot, .matches), (.noRoot, .mismatch):
      reached[index] = .matches
    default: break
    }
  }
}

/// The signatures a property has reported. The monitor keeps a property's finding once per
/// signature, so a violation found again with one of them changes nothing: a property that
/// finds the same leak or mismatch at every settle asks here before it writes the message.
struct ReportedSignatures {
  private var seen: [Signature] = []

  /// The violation, its message written, if its signature is new (then noted as reported);
  /// nil if the property reported one with this signature before.
  mutating func violation(
    _ property: PropertyID, kind: String, subject: String, _ message: @autoclosure () -> String
  ) -> Violation? {
    let signature = Signature(kind: kind, subject: subject)
    if seen.contains(signature) { return nil }
    seen.append(signature)
    return Violation(property, message(), kind: kind, subject: subject)
  }
}

/// A broken rule: which property, where, and what happened.
nonisolated public struct Violation: Sendable {
  public let property: PropertyID
  /// One or two sentences: what happened, with names.
  public let message: String
  /// What makes it the same finding as another violation of the property.
  public let signature: Signature
  /// Set when UIKit raised an exception: the app would crash, whatever the property.
  public let isCrash: Bool
  /// The step that was running (0: the initial render).
  public internal(set) var step: Int32 = 0
  /// The turn it happened in.
  public internal(set) var turn: Int32 = 0
  /// In a run that keeps an event log: the position in the log of the event that broke it
  /// (the log's length when a look at the settled world found it). -1 without a log.
  public internal(set) var logPosition: Int32 = -1
  /// Whether a look at the settled world found it, rather than an event.
  public internal(set) var atSettle = false

  /// - Parameters:
  ///   - kind: the rule broken or the event's kind, in a few words (`write in
  ///     textFieldDidChangeSelection inside updateUIView`).
  ///   - subject: the type it is about, without ordinal (`SearchField`).
  public init(_ property: PropertyID, _ message: String, kind: String, subject: String, isCrash: Bool = false) {
    self.property = property
    self.message = message
    self.signature = Signature(kind: kind, subject: subject)
    self.isCrash = isCrash
  }

  /// UIKit raised `exception`: the app crashes; the message is UIKit's name and reason.
  public init(_ property: PropertyID, raised exception: UIKitException, kind: String, subject: String) {
    self.init(
      property, "UIKit raised \(exception.name): \(exception.reason)", kind: kind, subject: subject, isCrash: true)
  }

  /// Its finding's key: the property and the signature.
  public var key: FindingKey { FindingKey(property: property, signature: signature) }

  /// How bad it is: a crash if UIKit raised, else the property's severity.
  public var severity: Severity {
    isCrash ? .crash : Properties.info(property)?.severity ?? .misuse
  }
}

/// What identifies a finding: the property broken and the way it broke (its signature).
nonisolated public struct FindingKey: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let property: PropertyID
  public let signature: Signature

  public init(property: PropertyID, signature: Signature) {
    self.property = property
    self.signature = signature
  }

  public var description: String { "\(property) (\(signature))" }

  public static func < (a: FindingKey, b: FindingKey) -> Bool {
    (a.property, a.signature) < (b.property, b.signature)
  }
}
