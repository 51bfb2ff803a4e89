/// Identifies a node of a SwiftUI view graph (a representable, a view, a container).
nonisolated public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let raw: Int32
  public init(_ raw: Int32) { self.raw = raw }
  public static let none = NodeID(-1)
  public var isNone: Bool { raw < 0 }
  public static func < (a: NodeID, b: NodeID) -> Bool { a.raw < b.raw }
  public var description: String { "node\(raw)" }
}

/// Identifies a UIKit object (a view, a control, a view controller) created in a world.
nonisolated public struct ObjectID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let raw: Int32
  public init(_ raw: Int32) { self.raw = raw }
  public static let none = ObjectID(-1)
  public var isNone: Bool { raw < 0 }
  public static func < (a: ObjectID, b: ObjectID) -> Bool { a.raw < b.raw }
  public var description: String { "object\(raw)" }
}

/// Identifies one `@State` storage location.
nonisolated public struct StateID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let raw: Int32
  public init(_ raw: Int32) { self.raw = raw }
  public static func < (a: StateID, b: StateID) -> Bool { a.raw < b.raw }
  public var description: String { "state\(raw)" }
}

/// Identifies a registration that must be undone: a timer, a notification observer.
nonisolated public struct RegistrationID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let raw: Int32
  public init(_ raw: Int32) { self.raw = raw }
  public static func < (a: RegistrationID, b: RegistrationID) -> Bool { a.raw < b.raw }
  public var description: String { "registration\(raw)" }
}
