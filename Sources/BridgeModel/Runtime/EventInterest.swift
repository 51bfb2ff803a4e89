/// A set of event kinds, for routing events to the observers that look at them.
///
/// The world builds an event only if its log or its observer wants its kind.
nonisolated public struct EventInterest: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  public static let lifecycle = EventInterest(rawValue: 1 << 0)
  public static let stateWrites = EventInterest(rawValue: 1 << 1)
  public static let bounds = EventInterest(rawValue: 1 << 2)
  public static let setters = EventInterest(rawValue: 1 << 3)
  public static let viewCreation = EventInterest(rawValue: 1 << 4)
  public static let layoutWrites = EventInterest(rawValue: 1 << 5)
  public static let identity = EventInterest(rawValue: 1 << 6)
  public static let afterDismantle = EventInterest(rawValue: 1 << 7)
  public static let other = EventInterest(rawValue: 1 << 8)
  /// Not an event: a look at the world between steps, once it has settled.
  public static let settled = EventInterest(rawValue: 1 << 9)
  /// A controller deallocated.
  public static let controllerLifetime = EventInterest(rawValue: 1 << 10)
  /// A direct appearance call or unbalanced begin/end (the callbacks UIKit makes are `.other`).
  public static let appearanceMisuse = EventInterest(rawValue: 1 << 11)
  /// addChild, willMove, didMove, removeFromParent, views added and removed; hierarchy exceptions.
  public static let containment = EventInterest(rawValue: 1 << 12)
  /// Push, pop, present, dismiss and their ends; invalid pushes.
  public static let navigation = EventInterest(rawValue: 1 << 13)
  /// Cells' SwiftUI content reused for another item.
  public static let cells = EventInterest(rawValue: 1 << 14)
  /// Timers and observers registered and removed.
  public static let registrations = EventInterest(rawValue: 1 << 15)
  public static let none: EventInterest = []
  public static let all = EventInterest(rawValue: (1 << 16) - 1)

  /// The interest an event belongs to.
  public init(_ kind: borrowing EventKind) {
    switch kind {
    case .makeCoordinator, .makeView, .updateView, .dismantleView, .dismantleFinished: self = .lifecycle
    case .stateWrite: self = .stateWrites
    case .boundExceeded: self = .bounds
    case .setter: self = .setters
    case .viewCreated, .viewDetached: self = .viewCreation
    case .layoutWrite: self = .layoutWrites
    case .identityReplaced: self = .identity
    case .afterDismantle: self = .afterDismantle
    case .controller(_, let fact):
      switch fact {
      case .deallocated: self = .controllerLifetime
      case .appearance(_, let direct): self = direct ? .appearanceMisuse : .other
      case .unbalancedAppearance, .appearanceOverrideMissedSuper: self = .appearanceMisuse
      case .addChild, .willMove, .didMove, .removeFromParent, .viewAdded, .viewRemoved: self = .containment
      case .pushRequested, .popRequested, .navigationFinished, .presentRequested, .presentFromUnsuitable,
        .dismissRequested,
        .presented,
        .dismissed, .leftHierarchy:
        self = .navigation
      case .created, .viewDidLoad: self = .other
      }
    case .cellContentReused: self = .cells
    case .registered, .unregistered: self = .registrations
    case .objectWillChange(_, let duringUpdate): self = duringUpdate ? .stateWrites : .other
    case .uikitException(let exception):
      switch exception.kind {
      case .hierarchyInconsistency: self = .containment
      case .invalidPush, .invalidPresent: self = .navigation
      case .invalidUpdate: self = .cells
      }
    default: self = .other
    }
  }

  public var bitIndex: Int { rawValue.trailingZeroBitCount }
  public static let count = 16
}
