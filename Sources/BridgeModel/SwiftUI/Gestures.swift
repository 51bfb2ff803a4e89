import Foundation

// SwiftUI's gestures, coordinate spaces and preferences, for source compatibility (F-SW15).
//
// The model's user taps, types, scrolls and swipes through elements; it does not drag, pinch
// or rotate SwiftUI views, and it lays nothing out. So a gesture attached with `gesture(_:)`
// is never performed (its `onChanged`, `onEnded` and `updating` closures never run, and a
// `@GestureState` keeps its initial value), a preference is never read back
// (`onPreferenceChange` never calls its action), and geometry is the window's size at the
// origin. `onTapGesture(count:coordinateSpace:perform:)` is a tap, as `onTapGesture` is (F-SW12).

// MARK: Coordinate spaces

/// A coordinate space a location or frame is reported in.
public protocol CoordinateSpaceProtocol {
  /// The space as the older enum names it.
  var coordinateSpace: CoordinateSpace { get }
}

/// The named, global and local coordinate spaces (SwiftUI's enum, from before iOS 17).
nonisolated public enum CoordinateSpace: Hashable, CoordinateSpaceProtocol {
  case global
  case local
  case named(AnyHashable)

  public var coordinateSpace: CoordinateSpace { self }
  public var isGlobal: Bool { self == .global }
  public var isLocal: Bool { self == .local }
}

/// The view's own coordinate space.
nonisolated public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The window's coordinate space.
nonisolated public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A coordinate space a view names with `coordinateSpace(_:)`.
nonisolated public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}

extension GeometryProxy {
  /// The container's frame in `coordinateSpace`: its size at the origin (the model lays nothing out).
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { CGRect(origin: .zero, size: size) }
  /// The container's bounds in a named space: its size at the origin.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { CGRect(origin: .zero, size: size) }
}

extension View {
  /// Names the view's coordinate space (nothing is laid out in it).
  public func coordinateSpace(name: some Hashable) -> ViewContent { Self._makeContent(self) }
  /// Names the view's coordinate space (nothing is laid out in it).
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> ViewContent { Self._makeContent(self) }
}

// MARK: Gestures

/// A SwiftUI gesture: attached with `gesture(_:)`, never performed by the model.
public protocol Gesture {
  /// What the gesture reports while it changes and when it ends.
  associatedtype Value
}

extension Gesture {
  /// `action` would run as the gesture's value changes: the model never performs the gesture.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(self) }
  /// `action` would run when the gesture ends: the model never performs the gesture.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(self) }
  /// `body` would update `state` while the gesture runs: it keeps its initial value.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> { GestureStateGesture(self) }
  /// The gesture with its value mapped by `body` (never run).
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(self) }
  /// Both gestures at once.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
    SimultaneousGesture(self, other)
  }
  /// This gesture, then `other`.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
  /// This gesture, else `other`.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

/// A gesture with an `onChanged` action.
public struct _ChangedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  let content: Content
  init(_ content: Content) { self.content = content }
}

/// A gesture with an `onEnded` action.
public struct _EndedGesture<Content: Gesture>: Gesture {
  public typealias Value = Content.Value
  let content: Content
  init(_ content: Content) { self.content = content }
}

/// A gesture whose value is mapped.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
  let content: Content
  init(_ content: Content) { self.content = content }
}

/// A gesture that updates a `@GestureState`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  let base: Base
  init(_ base: Base) { self.base = base }
}

/// Two gestures recognised at once.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  nonisolated public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
  let first: First
  let second: Second
  init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
}

/// A gesture, then another.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  nonisolated public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
  let first: First
  let second: Second
  init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
}

/// A gesture, else another.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  nonisolated public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
  let first: First
  let second: Second
  init(_ first: First, _ second: Second) { (self.first, self.second) = (first, second) }
}

/// A drag: never performed by the model.
public struct DragGesture: Gesture {
  nonisolated public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
    public var velocity: CGSize
    public var predictedEndLocation: CGPoint
    public var predictedEndTranslation: CGSize
  }

  public var minimumDistance: CGFloat
  public var coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }
}

/// A tap recognised as a gesture value (`onTapGesture` is what the model taps: F-SW12).
public struct TapGesture: Gesture {
  public typealias Value = Void
  public var count: Int
  public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it landed.
public struct SpatialTapGesture: Gesture {
  nonisolated public struct Value: Equatable, Sendable {
    public var location: CGPoint
  }
  public var count: Int
  public var coordinateSpace: CoordinateSpace
  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }
}

/// A long press.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public var minimumDuration: Double
  public var maximumDistance: CGFloat
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// A pinch, reporting the scale (before iOS 17).
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch (iOS 17).
public struct MagnifyGesture: Gesture {
  nonisolated public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A rotation, reporting the angle (before iOS 17).
public struct RotationGesture: Gesture {
  public typealias Value = Angle
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A rotation (iOS 17).
public struct RotateGesture: Gesture {
  nonisolated public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }
  public var minimumAngleDelta: Angle
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// State a gesture updates while it runs and that goes back to its initial value when it ends;
/// the model never runs a gesture, so it keeps its initial value.
@propertyWrapper
public struct GestureState<Value> {
  let initialValue: Value

  public init(wrappedValue: Value) { initialValue = wrappedValue }
  public init(initialValue: Value) { self.initialValue = initialValue }
  public init(wrappedValue: Value, resetTransaction: Transaction) { initialValue = wrappedValue }
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    initialValue = wrappedValue
  }

  public var wrappedValue: Value { initialValue }
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  public init(resetTransaction: Transaction = Transaction()) { initialValue = nil }
}

/// No gesture, or one: `.gesture(isZoomable ? magnify : nil)`.
extension Optional: Gesture where Wrapped: Gesture {
  public typealias Value = Wrapped.Value
}

/// A gesture of any type.
public struct AnyGesture<Value>: Gesture {
  public init<T: Gesture>(_ gesture: T) where T.Value == Value {}
}

/// Which gestures of a view and its subviews take part.
nonisolated public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all = GestureMask([.gesture, .subviews])
}

extension View {
  /// Attaches `gesture`, which the model never performs (F-SW15).
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ViewContent {
    Self._makeContent(self)
  }
  /// Attaches `gesture` beside the view's own, which the model never performs (F-SW15).
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ViewContent {
    Self._makeContent(self)
  }
  /// Attaches `gesture` before the view's own, which the model never performs (F-SW15).
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ViewContent {
    Self._makeContent(self)
  }
  /// A long press, the older form, which the model never performs (F-SW15). Disfavoured: a
  /// trailing closure alone is the newer form's `perform`.
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
    perform action: @escaping () -> Void
  ) -> ViewContent { Self._makeContent(self) }
  /// A long press, which the model never performs (F-SW15).
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> ViewContent { Self._makeContent(self) }
  /// A tap that reports where it landed: a tap as `onTapGesture(count:perform:)` makes one
  /// (F-SW12), landing at the origin (the model lays nothing out).
  public func onTapGesture(
    count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
    perform action: @escaping (CGPoint) -> Void
  ) -> ViewContent {
    onTapGesture(count: count) { action(.zero) }
  }
}

// MARK: Preferences

/// A value views pass up to their ancestors.
public protocol PreferenceKey {
  associatedtype Value
  static var defaultValue: Value { get }
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
  public static var defaultValue: Value { nil }
}

extension View {
  /// Sets a preference, which nothing reads back in the model (F-SW15).
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> ViewContent {
    Self._makeContent(self)
  }
  /// Changes a preference, which nothing reads back in the model (F-SW15).
  public func transformPreference<K: PreferenceKey>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  )
    -> ViewContent
  { Self._makeContent(self) }
  /// The preference's value, which the model never computes: `transform` gets the key's default.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> ViewContent {
    ViewContent(.group([Self._makeContent(self), V._makeContent(transform(K.defaultValue))]))
  }
  /// As `overlayPreferenceValue`, behind the view.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> ViewContent {
    ViewContent(.group([V._makeContent(transform(K.defaultValue)), Self._makeContent(self)]))
  }
  /// `action` would run when the preference changes: the model never computes preferences (F-SW15).
  public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void)
    -> ViewContent where K.Value: Equatable
  { Self._makeContent(self) }
}
