/// A weak reference, for the lifetime registry: ARC tells when the object is gone.
public final class WeakBox {
  nonisolated deinit {}

  @exclusivity(unchecked) public private(set) weak var object: AnyObject?
  public init(_ object: AnyObject?) { self.object = object }
  public var isAlive: Bool { object != nil }
}

/// What the world knows about a UIKit object it saw created.
///
/// Views tell the world when they deinitialise, so no weak reference (and no
/// side table on every view) is needed to know they are gone.
struct ObjectRecord {
  let type: AnyObject.Type
  /// The representable node whose code created it (or which it stands for).
  var node: NodeID
  /// The view, while it is alive.
  unowned(unsafe) var view: UIView?
  /// The view controller, while it is alive.
  unowned(unsafe) var controller: UIViewController?
  var isAlive = true
  /// Whether a weak delegate or data source of this object was ever recorded: an object that
  /// never had one (most of those a screen makes) has no record to replace when one is set.
  var hadWeakReference = false
}

/// A weak delegate or data source a UIKit object was given, while it is set
/// (lifetime.delegate-alive). UIKit does not retain these (Apple: "The data source isn't
/// retained"): if nothing else holds the object, the slot reads nil from then on.
struct WeakReferenceRecord {
  /// The view or controller whose slot it is.
  let owner: ObjectID
  /// The property: `delegate`, `dataSource`, `presentationController.delegate`.
  let slot: String
  /// The object, weakly. Boxed: a record is copied whenever it is read, and copying a weak
  /// reference is a side-table round trip where copying the box is a retain.
  let target: WeakBox
  /// Its class (named only when it is reported: assignments are frequent, reports rare).
  let targetClass: AnyObject.Type
  /// The object is a view controller: its release is a screen closing, not a lost delegate.
  let targetIsController: Bool
  let step: Int32
  /// Its place among the records in the order they were set (reports keep that order).
  let order: Int
  /// The representable whose coordinator it is, while that node holds it (until its dismantle,
  /// the coordinator cannot be released), or `.none`.
  let pinnedBy: NodeID
}

/// A weak delegate or data source whose object was released while its owner is on screen.
public struct LostWeakReference: Sendable, Equatable {
  /// The view or controller whose slot it is.
  public let owner: ObjectID
  /// The property: `delegate`, `dataSource`, `presentationController.delegate`.
  public let slot: String
  /// The type of the object it was set to.
  public let targetType: String
  /// The step in which it was set.
  public let step: Int32
}

/// The kinds of graph nodes a report names.
public enum NodeKind: UInt8, Sendable {
  case representable, view, container
  /// A `UIViewControllerRepresentable`.
  case controllerRepresentable
  /// A `UIGestureRecognizerRepresentable`.
  case gestureRepresentable
}

/// What the world knows about a node of a SwiftUI graph.
struct NodeRecord {
  let type: Any.Type
  let kind: NodeKind
  var view: ObjectID = .none
  /// Whether the node's own code (its make or its coordinator's) created `view`; a view the app
  /// made elsewhere and handed in is the app's to keep.
  var madeItsView = false
  var coordinator: WeakBox?
  var isDismantled = false
  /// 1 for the first node of its type, 2 for the second…
  let ordinal: Int
  /// The index of its type in the world's node type tables.
  let typeIndex: Int
}

/// The kinds of registrations that must be undone.
public enum RegistrationKind: String, Sendable {
  case timer = "Timer"
  /// A display link's frames (F-DL1): a timer every 16 ms on the virtual clock.
  case displayLink = "CADisplayLink"
  case observer = "NotificationCenter observer"
  case asyncAfter = "asyncAfter block"
  /// A Combine subscription: it ends when its `AnyCancellable` is cancelled or released.
  case subscription = "Combine subscription"
  /// A KVO observation: it ends when it is invalidated or released.
  case keyValueObservation = "KVO observation"

  /// Whether releasing its owner's objects ends it: a subscription's token usually lives in the
  /// coordinator, which SwiftUI drops after dismantle (L14), so it is looked at once the
  /// coordinator should be gone rather than when dismantle returns.
  public var endsWithItsOwner: Bool { self == .subscription || self == .keyValueObservation }

  /// A firing of it as an event says it (`a Timer fired`): literals for the kinds that fire
  /// every frame, so a display link left running builds no string per frame.
  var firing: String {
    switch self {
    case .timer: "a Timer fired"
    case .displayLink: "a CADisplayLink fired"
    default: "a \(rawValue) fired"
    }
  }
}

/// A registration made by user code: a timer, an observer.
struct RegistrationRecord {
  let kind: RegistrationKind
  let owner: NodeID
  let detail: String
  /// The view controller whose appearance callback started it (or work that callback
  /// scheduled), and which of its appearances that was; `.none` otherwise.
  var appearanceOwner = ObjectID.none
  var appearanceCycle = 0
  var isActive = true
}
