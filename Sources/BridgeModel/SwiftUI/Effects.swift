// Visual effects and small modifiers the screens around a representable use (iOS 14 to 26): text
// case, matched geometry, sensory feedback, Liquid Glass, list row deletion. The model neither
// lays out, draws nor plays haptics, so each returns the view's content as it was.

extension Text {
  /// A text's case transform (`.textCase(.uppercase)`).
  public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

/// `@Namespace`: the identity of a group of matched geometry effects. The model matches no
/// geometry, so every namespace has the same identifier (it is never compared with another).
@propertyWrapper
public struct Namespace: Sendable {
  /// A namespace's identifier.
  nonisolated public struct ID: Hashable, Sendable {}

  public init() {}
  public var wrappedValue: ID { ID() }
}

/// What a matched geometry effect matches.
nonisolated public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A haptic or sound `sensoryFeedback(_:trigger:)` plays when its trigger changes (not played).
nonisolated public struct SensoryFeedback: Hashable, Sendable {
  let name: String
  /// The weight of an impact.
  public struct Weight: Hashable, Sendable {
    let name: String
    public static let light = Weight(name: "light")
    public static let medium = Weight(name: "medium")
    public static let heavy = Weight(name: "heavy")
  }
  /// The flexibility of an impact.
  public struct Flexibility: Hashable, Sendable {
    let name: String
    public static let rigid = Flexibility(name: "rigid")
    public static let solid = Flexibility(name: "solid")
    public static let soft = Flexibility(name: "soft")
  }
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let alignment = SensoryFeedback(name: "alignment")
  public static let levelChange = SensoryFeedback(name: "levelChange")
  public static let pathComplete = SensoryFeedback(name: "pathComplete")
  public static let impact = SensoryFeedback(name: "impact")
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact \(weight.name)")
  }
  public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback(name: "impact \(flexibility.name)")
  }
}

/// Liquid Glass (iOS 26): the material `glassEffect(_:in:)` draws a view on (not drawn).
nonisolated public struct Glass: Hashable, Sendable {
  let name: String
  public static let regular = Glass(name: "regular")
  public static let clear = Glass(name: "clear")
  public static let identity = Glass(name: "identity")
  public func tint(_ color: Color?) -> Glass { self }
  public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// A group of glass shapes that blend with each other (iOS 26): its content, as it is.
public struct GlassEffectContainer<Content: View>: View {
  let content: Content
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { content }
}

/// A glass button's style (iOS 26).
public struct GlassButtonStyle: PrimitiveButtonStyle { public init() {} }
/// A prominent glass button's style (iOS 26).
public struct GlassProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == GlassButtonStyle { public static var glass: Self { .init() } }
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  public static var glassProminent: Self { .init() }
}

/// A shape that can be inset, for `strokeBorder`.
@MainActor public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ViewContent {
    Self._makeContent(self)
  }
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> ViewContent
  { Self._makeContent(self) }
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ViewContent { Self._makeContent(self) }
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ViewContent {
    Self._makeContent(self)
  }
}

// The shapes by their short names (`.rect(cornerRadius: 16)`, `.capsule`), as SwiftUI declares them.
extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }

extension Circle: InsettableShape { public func inset(by amount: CGFloat) -> Circle { self } }
extension Capsule: InsettableShape { public func inset(by amount: CGFloat) -> Capsule { self } }
extension RoundedRectangle: InsettableShape { public func inset(by amount: CGFloat) -> RoundedRectangle { self } }
extension Rectangle: InsettableShape { public func inset(by amount: CGFloat) -> Rectangle { self } }

extension View {
  public func textCase(_ textCase: Text.Case?) -> ViewContent { Self._makeContent(self) }

  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> ViewContent { Self._makeContent(self) }

  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> ViewContent {
    Self._makeContent(self)
  }
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
  ) -> ViewContent { Self._makeContent(self) }
  public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?)
    -> ViewContent
  { Self._makeContent(self) }

  public func glassEffect(_ glass: Glass = .regular) -> ViewContent { Self._makeContent(self) }
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> ViewContent { Self._makeContent(self) }
  public func glassEffectID<ID: Hashable>(_ id: ID?, in namespace: Namespace.ID) -> ViewContent {
    Self._makeContent(self)
  }
}

extension ForEach {
  /// Swipe to delete on a list's rows: accepted and dropped, since the fuzzer does not swipe rows
  /// (the rows' own controls are what it taps).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach { self }
  /// Moving rows in an editing list: accepted and dropped, since the fuzzer does not drag rows.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach { self }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// SwiftUI's: removes the elements at `offsets` (positions from the start), as an `onDelete`
  /// action does.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// SwiftUI's: moves the elements at `source` so that they stand, in their order, before the
  /// element that was at `destination` (or at the end), as an `onMove` action does.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.count(in: 0..<destination)
    remove(atOffsets: source)
    insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
  }
}
