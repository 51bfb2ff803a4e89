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
  init(_ context: PropertyContext)
  mutating func observe(_ event: Event, in world: World) -> Violation?
  mutating func settled(_ world: World) -> Violation?
}

extension Property {
  public mutating func settled(_ world: World) -> Violation? { nil }
  public nonisolated static var id: PropertyID { info.id }
}

/// What a property may need to know about the scenario.
public struct PropertyContext: Sendable {
  /// The UIKit values that mirror SwiftUI state.
  public var mirrors: [StateMirror]
  /// Whether the scenario means reused cells to keep their SwiftUI state (H3).
  public var keepsCellState: Bool
  public init(mirrors: [StateMirror] = [], keepsCellState: Bool = false) {
    self.mirrors = mirrors
    self.keepsCellState = keepsCellState
  }
}

/// A broken rule: which property, where, and what happened.
nonisolated public struct Violation: Sendable {
  public let property: PropertyID
  /// One or two sentences: what happened, with names.
  public let message: String
  /// The step that was running (0: the initial render).
  public internal(set) var step: Int32 = 0
  /// The turn it happened in.
  public internal(set) var turn: Int32 = 0

  public init(_ property: PropertyID, _ message: String) {
    self.property = property
    self.message = message
  }
}
