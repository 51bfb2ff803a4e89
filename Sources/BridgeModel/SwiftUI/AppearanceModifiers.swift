// SwiftUI's appearance and layout modifiers, and the styles and values they take, as the screens
// around a representable use them. The model neither lays out nor draws SwiftUI views, so these
// change nothing it checks: each returns the view's content as it was. Modifiers that carry views
// of their own say what becomes of them.

/// A font (storage only).
nonisolated public struct Font: Hashable, Sendable {
  let name: String
  public enum Weight: Hashable, Sendable { case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
  public enum TextStyle: Hashable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
  }
  public static let largeTitle = Font(name: "largeTitle")
  public static let title = Font(name: "title")
  public static let title2 = Font(name: "title2")
  public static let title3 = Font(name: "title3")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let body = Font(name: "body")
  public static let callout = Font(name: "callout")
  public static let footnote = Font(name: "footnote")
  public static let caption = Font(name: "caption")
  public static let caption2 = Font(name: "caption2")
  public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
    Font(name: "system \(size)")
  }
  public static func system(_ style: TextStyle, design: Design = .default, weight: Weight = .regular) -> Font {
    Font(name: "system \(style)")
  }
  public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: name) }
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { Font(name: name) }
  public init(_ font: UIFont) { name = "uiFont" }
  init(name: String) { self.name = name }
  public func weight(_ weight: Weight) -> Font { self }
  public func bold() -> Font { self }
  public func italic() -> Font { self }
  public func monospacedDigit() -> Font { self }
}

public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }

/// A point in a unit square (storage only).
nonisolated public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle (storage only).
nonisolated public struct Angle: Hashable, Sendable {
  public var radians: Double
  public var degrees: Double { radians * 180 / .pi }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static let zero = Angle(radians: 0)
}

/// A shape: a view of no interactive content (nothing is drawn).
@MainActor public protocol Shape: View {}

extension Shape {
  public static func _makeContent(_ view: Self) -> ViewContent { .empty }
  // A shape's fills and strokes keep its content (a `Rectangle` is a gesture's target).
  public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> ViewContent {
    Self._makeContent(self)
  }
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ViewContent { Self._makeContent(self) }
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ViewContent { Self._makeContent(self) }
  public func stroke(lineWidth: CGFloat = 1) -> ViewContent { Self._makeContent(self) }
  public func stroke(style: StrokeStyle) -> ViewContent { Self._makeContent(self) }
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ViewContent {
    Self._makeContent(self)
  }
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> Self { self }
}

/// What fills or strokes a shape (colours and gradients; nothing is drawn).
@MainActor public protocol ShapeStyle {}
extension Color: ShapeStyle {}

/// A blurred background (nothing is drawn).
nonisolated public struct Material: Sendable, Hashable {
  let thickness: Int
  public static let ultraThin = Material(thickness: 0)
  public static let thin = Material(thickness: 1)
  public static let regular = Material(thickness: 2)
  public static let thick = Material(thickness: 3)
  public static let ultraThick = Material(thickness: 4)
  public static let bar = Material(thickness: 5)
}
extension Material: ShapeStyle {}
extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { .bar }
}
extension LinearGradient: ShapeStyle {}
extension RadialGradient: ShapeStyle {}
extension AngularGradient: ShapeStyle {}

/// How a shape is stroked (storage only).
nonisolated public struct StrokeStyle: Sendable {
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {}
}

/// How a shape is filled (storage only).
nonisolated public struct FillStyle: Sendable {
  public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// Safe-area regions (storage only).
nonisolated public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A progress view's style (storage only).
@MainActor public protocol ProgressViewStyle {}
public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
}
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
}
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: Self { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: Self { .init() } }

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Circle: Shape {
  public typealias Body = Never
  public init() {}
}

public struct Capsule: Shape {
  public typealias Body = Never
  public init(style: RoundedCornerStyle = .circular) {}
}

public struct Ellipse: Shape {
  public typealias Body = Never
  public init() {}
}

public struct RoundedRectangle: Shape {
  public typealias Body = Never
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {}
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {}
}

/// How a view is previewed (ignored: previews never run in a check).
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on (ignored).
nonisolated public struct PreviewDevice: Hashable, Sendable, ExpressibleByStringLiteral {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

/// A transition (storage only: nothing animates in the model's SwiftUI).
nonisolated public struct AnyTransition: Sendable {
  public static let opacity = AnyTransition()
  public static let slide = AnyTransition()
  public static let scale = AnyTransition()
  public static let identity = AnyTransition()
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// A sheet's height (storage only: the model's SwiftUI sheets have one detent).
nonisolated public struct PresentationDetent: Hashable, Sendable {
  let name: String
  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "\(fraction)") }
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "\(height) pt") }
}

/// The label of the keyboard's return key (storage only).
public enum SubmitLabel: Hashable, Sendable { case done, go, send, join, route, search, `return`, next, `continue` }

/// How a field capitalizes (storage only).
nonisolated public struct TextInputAutocapitalization: Sendable {
  public static let never = TextInputAutocapitalization()
  public static let words = TextInputAutocapitalization()
  public static let sentences = TextInputAutocapitalization()
  public static let characters = TextInputAutocapitalization()
}

public enum NavigationBarItem {
  public enum TitleDisplayMode: Hashable, Sendable { case automatic, inline, large }
}

/// Where toolbar items go (storage only: the model lays out no bars).
nonisolated public struct ToolbarItemPlacement: Sendable {
  public static let automatic = ToolbarItemPlacement()
  public static let principal = ToolbarItemPlacement()
  public static let navigationBarLeading = ToolbarItemPlacement()
  public static let navigationBarTrailing = ToolbarItemPlacement()
  public static let topBarLeading = ToolbarItemPlacement()
  public static let topBarTrailing = ToolbarItemPlacement()
  public static let bottomBar = ToolbarItemPlacement()
  public static let keyboard = ToolbarItemPlacement()
  public static let primaryAction = ToolbarItemPlacement()
  public static let cancellationAction = ToolbarItemPlacement()
  public static let confirmationAction = ToolbarItemPlacement()
  public static let destructiveAction = ToolbarItemPlacement()
  public static let status = ToolbarItemPlacement()
}

/// The bars a toolbar modifier addresses (storage only).
nonisolated public struct ToolbarPlacement: Sendable {
  public static let automatic = ToolbarPlacement()
  public static let navigationBar = ToolbarPlacement()
  public static let tabBar = ToolbarPlacement()
  public static let bottomBar = ToolbarPlacement()
}

/// An item of a toolbar: its content joins the view's (so its buttons are tapped as any other).
public struct ToolbarItem: View {
  public typealias Body = Never
  let content: ViewContent
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> ViewContent) {
    self.content = content()
  }
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> ViewContent) {
    self.content = content()
  }
  public static func _makeContent(_ view: ToolbarItem) -> ViewContent { view.content }
}

/// A group of toolbar items: as `ToolbarItem`.
public struct ToolbarItemGroup: View {
  public typealias Body = Never
  let content: ViewContent
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> ViewContent) {
    self.content = content()
  }
  public static func _makeContent(_ view: ToolbarItemGroup) -> ViewContent { view.content }
}

// MARK: Styles

/// What a custom button style's `makeBody` gets.
public struct ButtonStyleConfiguration {
  /// The button's label (its content is the button's, shown once).
  public struct Label: View {
    public typealias Body = Never
    public static func _makeContent(_ view: Label) -> ViewContent { .empty }
  }
  public let label = Label()
  public let isPressed = false
  public let role: ButtonRole? = nil
}

/// A button style the app writes (its body is never made: the model draws no buttons).
@MainActor public protocol ButtonStyle {
  associatedtype Body: View
  typealias Configuration = ButtonStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// One of SwiftUI's button styles.
@MainActor public protocol PrimitiveButtonStyle {}
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: Self { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: Self { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: Self { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: Self { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: Self { .init() }
}

/// How a `TabView` shows its pages (stored: the model's tab view offers its tabs either way).
@MainActor public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle {
  nonisolated public enum IndexDisplayMode: Sendable { case automatic, always, never }
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: Self { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: Self { .init() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> Self {
    .init(indexDisplayMode: indexDisplayMode)
  }
}

/// How a paged `TabView` shows its page dots (stored).
@MainActor public protocol IndexViewStyle {}
public struct PageIndexViewStyle: IndexViewStyle {
  nonisolated public enum BackgroundDisplayMode: Sendable { case automatic, interactive, always, never }
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}
extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: Self { .init() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> Self {
    .init(backgroundDisplayMode: backgroundDisplayMode)
  }
}

@MainActor public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: Self { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: Self { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: Self { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { .init() } }

@MainActor public protocol TextFieldStyle {}
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: Self { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: Self { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { .init() } }

@MainActor public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: Self { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: Self { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { .init() } }

@MainActor public protocol ToggleStyle {}
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: Self { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: Self { .init() } }

// MARK: Modifiers

extension View {
  /// Sets `EnvironmentValues.font` for this view and what is inside it (F-SW17).
  public func font(_ font: Font?) -> ViewContent { environment(\.font, font) }
  public func fontWeight(_ weight: Font.Weight?) -> ViewContent { Self._makeContent(self) }
  public func bold(_ isActive: Bool = true) -> ViewContent { Self._makeContent(self) }
  public func italic(_ isActive: Bool = true) -> ViewContent { Self._makeContent(self) }
  /// Sets `EnvironmentValues.lineLimit` for this view and what is inside it (F-SW17).
  public func lineLimit(_ number: Int?) -> ViewContent { environment(\.lineLimit, number) }
  public func lineSpacing(_ lineSpacing: CGFloat) -> ViewContent { Self._makeContent(self) }
  /// Sets `EnvironmentValues.multilineTextAlignment` for this view and what is inside it (F-SW17).
  public func multilineTextAlignment(_ alignment: TextAlignment) -> ViewContent {
    environment(\.multilineTextAlignment, alignment)
  }
  /// Storage only: the model's app is never opened with a URL, so the action never runs.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> ViewContent { Self._makeContent(self) }
  public func minimumScaleFactor(_ factor: CGFloat) -> ViewContent { Self._makeContent(self) }
  /// Sets `EnvironmentValues.truncationMode` for this view and what is inside it (F-SW17).
  public func truncationMode(_ mode: Text.TruncationMode) -> ViewContent { environment(\.truncationMode, mode) }
  public func textSelection(_ selectability: TextSelectability) -> ViewContent { Self._makeContent(self) }
  public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ViewContent {
    Self._makeContent(self)
  }
  public func clipShape<S: Shape>(_ shape: S) -> ViewContent { Self._makeContent(self) }
  public func clipped(antialiased: Bool = false) -> ViewContent { Self._makeContent(self) }
  public func border(_ color: Color, width: CGFloat = 1) -> ViewContent { Self._makeContent(self) }
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ViewContent { Self._makeContent(self) }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ViewContent { Self._makeContent(self) }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ViewContent { Self._makeContent(self) }
  public func offset(_ offset: CGSize) -> ViewContent { Self._makeContent(self) }
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> ViewContent { Self._makeContent(self) }
  public func zIndex(_ value: Double) -> ViewContent { Self._makeContent(self) }
  public func tint(_ tint: Color?) -> ViewContent { Self._makeContent(self) }
  public func accentColor(_ accentColor: Color?) -> ViewContent { Self._makeContent(self) }
  public func blur(radius: CGFloat, opaque: Bool = false) -> ViewContent { Self._makeContent(self) }
  public func brightness(_ amount: Double) -> ViewContent { Self._makeContent(self) }
  public func saturation(_ amount: Double) -> ViewContent { Self._makeContent(self) }
  public func grayscale(_ amount: Double) -> ViewContent { Self._makeContent(self) }
  public func compositingGroup() -> ViewContent { Self._makeContent(self) }
  public func drawingGroup() -> ViewContent { Self._makeContent(self) }
  public func contentShape<S: Shape>(_ shape: S) -> ViewContent { Self._makeContent(self) }
  public func layoutPriority(_ value: Double) -> ViewContent { Self._makeContent(self) }
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ViewContent {
    Self._makeContent(self)
  }
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ViewContent { Self._makeContent(self) }
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ViewContent { Self._makeContent(self) }
  /// The iOS 13 form, deprecated in iOS 15 (nothing animates in the model).
  public func animation(_ animation: Animation?) -> ViewContent { Self._makeContent(self) }
  public func ignoresSafeArea(_ regions: SafeAreaRegions, edges: Edge.Set = .all) -> ViewContent {
    Self._makeContent(self)
  }
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ViewContent { Self._makeContent(self) }
  public func navigationBarTitle(_ title: Text) -> ViewContent { Self._makeContent(self) }
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> ViewContent {
    Self._makeContent(self)
  }
  /// The iOS 13 bar items: their content joins the view's (their buttons are tapped as any other).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ViewContent {
    ViewContent(.group([Self._makeContent(self), L._makeContent(leading), T._makeContent(trailing)]))
  }
  public func navigationBarItems<L: View>(leading: L) -> ViewContent {
    ViewContent(.group([Self._makeContent(self), L._makeContent(leading)]))
  }
  public func navigationBarItems<T: View>(trailing: T) -> ViewContent {
    ViewContent(.group([Self._makeContent(self), T._makeContent(trailing)]))
  }
  public func transition(_ transition: AnyTransition) -> ViewContent { Self._makeContent(self) }
  public func listStyle<S: ListStyle>(_ style: S) -> ViewContent { Self._makeContent(self) }
  public func listRowInsets(_ insets: EdgeInsets?) -> ViewContent { Self._makeContent(self) }
  public func listRowBackground<V: View>(_ view: V?) -> ViewContent { Self._makeContent(self) }
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> ViewContent {
    Self._makeContent(self)
  }
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ViewContent { Self._makeContent(self) }
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> ViewContent { Self._makeContent(self) }
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> ViewContent { Self._makeContent(self) }
  public func pickerStyle<S: PickerStyle>(_ style: S) -> ViewContent { Self._makeContent(self) }
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> ViewContent { Self._makeContent(self) }
  public func labelsHidden() -> ViewContent { Self._makeContent(self) }
  public func keyboardType(_ type: UIKeyboardType) -> ViewContent { Self._makeContent(self) }
  public func textContentType(_ textContentType: UITextContentType?) -> ViewContent { Self._makeContent(self) }
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> ViewContent { Self._makeContent(self) }
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> ViewContent {
    Self._makeContent(self)
  }
  public func disableAutocorrection(_ disable: Bool?) -> ViewContent { Self._makeContent(self) }
  public func autocorrectionDisabled(_ disable: Bool = true) -> ViewContent { Self._makeContent(self) }
  public func submitLabel(_ submitLabel: SubmitLabel) -> ViewContent { Self._makeContent(self) }
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> ViewContent {
    Self._makeContent(self)
  }
  public func navigationBarTitle(_ title: String, displayMode: NavigationBarItem.TitleDisplayMode) -> ViewContent {
    Self._makeContent(self)
  }
  public func navigationBarHidden(_ hidden: Bool) -> ViewContent { Self._makeContent(self) }
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> ViewContent { Self._makeContent(self) }
  public func statusBarHidden(_ hidden: Bool = true) -> ViewContent { Self._makeContent(self) }
  public func statusBar(hidden: Bool) -> ViewContent { Self._makeContent(self) }
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ViewContent { Self._makeContent(self) }
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> ViewContent { Self._makeContent(self) }
  public func presentationDragIndicator(_ visibility: Visibility) -> ViewContent { Self._makeContent(self) }
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> ViewContent { Self._makeContent(self) }
  public func presentationBackground(_ color: Color) -> ViewContent { Self._makeContent(self) }
  public func scrollContentBackground(_ visibility: Visibility) -> ViewContent { Self._makeContent(self) }
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> ViewContent
  { Self._makeContent(self) }
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> ViewContent { Self._makeContent(self) }
  public func hidden() -> ViewContent { Self._makeContent(self) }
  public func redacted(reason: RedactionReasons) -> ViewContent { Self._makeContent(self) }
  public func accessibilityLabel(_ label: String) -> ViewContent { Self._makeContent(self) }
  public func accessibilityHint(_ hint: String) -> ViewContent { Self._makeContent(self) }
  public func accessibilityHidden(_ hidden: Bool) -> ViewContent { Self._makeContent(self) }
  /// The deprecated forms: `accessibility(hidden:)`, `accessibility(label:)`, `accessibility(identifier:)`.
  public func accessibility(hidden: Bool) -> ViewContent { Self._makeContent(self) }
  public func accessibility(label: Text) -> ViewContent { Self._makeContent(self) }
  public func accessibility(identifier: String) -> ViewContent { Self._makeContent(self) }
  public func accessibilityValue(_ value: String) -> ViewContent { Self._makeContent(self) }
  public func imageScale(_ scale: Image.Scale) -> ViewContent { Self._makeContent(self) }
  public func controlSize(_ controlSize: ControlSize) -> ViewContent { Self._makeContent(self) }
  public func badge(_ count: Int) -> ViewContent { Self._makeContent(self) }
  public func badge(_ label: String?) -> ViewContent { Self._makeContent(self) }
  public func previewLayout(_ value: PreviewLayout) -> ViewContent { Self._makeContent(self) }
  public func previewDevice(_ value: PreviewDevice?) -> ViewContent { Self._makeContent(self) }
  public func previewDisplayName(_ value: String?) -> ViewContent { Self._makeContent(self) }
  public func navigationViewStyle<S>(_ style: S) -> ViewContent { Self._makeContent(self) }
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> ViewContent { Self._makeContent(self) }
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> ViewContent { Self._makeContent(self) }
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ViewContent {
    Self._makeContent(self)
  }
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> ViewContent {
    Self._makeContent(self)
  }
  /// Hides or shows bars (storage only: the model's SwiftUI navigation keeps its bar).
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ViewContent {
    Self._makeContent(self)
  }

  /// The toolbar's items join the view's content: their buttons are tapped as any other (the
  /// model lays out no bar; where an item goes is not modelled).
  public func toolbar(@ViewBuilder content: () -> ViewContent) -> ViewContent {
    ViewContent(.group([Self._makeContent(self), content()]))
  }

  /// The menu's buttons show after a long press, which the model does not perform on SwiftUI
  /// views: they are not offered.
  public func contextMenu(@ViewBuilder menuItems: () -> ViewContent) -> ViewContent { Self._makeContent(self) }

  /// The actions show after a swipe the model does not perform: they are not offered.
  public func swipeActions(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> ViewContent
  ) -> ViewContent { Self._makeContent(self) }

  /// Pull to refresh is not performed by the model: the action never runs.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> ViewContent { Self._makeContent(self) }

  /// A tap on the view runs `action`, as a button named by the view's first `Text` (else
  /// `tap-gesture`) beside the view's content (F-SW12).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ViewContent {
    let content = Self._makeContent(self)
    return ViewContent(
      .group([content, Button._makeContent(Button(content.firstText ?? "tap-gesture", action: action))]))
  }
}

public enum ContentMode: Hashable, Sendable { case fit, fill }
public enum ControlSize: Hashable, Sendable { case mini, small, regular, large, extraLarge }
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }
public enum VerticalEdge: Hashable, Sendable {
  case top, bottom
  nonisolated public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}
nonisolated public struct ScrollIndicatorVisibility: Sendable {
  public static let automatic = ScrollIndicatorVisibility()
  public static let visible = ScrollIndicatorVisibility()
  public static let hidden = ScrollIndicatorVisibility()
  public static let never = ScrollIndicatorVisibility()
}
nonisolated public struct ScrollDismissesKeyboardMode: Sendable {
  public static let automatic = ScrollDismissesKeyboardMode()
  public static let immediately = ScrollDismissesKeyboardMode()
  public static let interactively = ScrollDismissesKeyboardMode()
  public static let never = ScrollDismissesKeyboardMode()
}
nonisolated public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1)
}
nonisolated public struct TextSelectability: Sendable {
  public static let enabled = TextSelectability()
  public static let disabled = TextSelectability()
}

extension Image {
  public enum Scale: Hashable, Sendable { case small, medium, large }
}

extension Text {
  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

  // Text's own modifiers keep it a `Text` (so texts concatenate with `+`).
  public func font(_ font: Font?) -> Text { self }
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  public func bold() -> Text { self }
  public func italic() -> Text { self }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
  public func foregroundColor(_ color: Color?) -> Text { self }
  public func kerning(_ kerning: CGFloat) -> Text { self }
  public func tracking(_ tracking: CGFloat) -> Text { self }
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
  public func monospacedDigit() -> Text { self }
  public static func + (lhs: Text, rhs: Text) -> Text { Text(lhs.content + rhs.content) }
}

// `.fill(.red)`: the colours as shape styles, as SwiftUI declares them.
extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var yellow: Color { .yellow }
  public static var green: Color { .green }
  public static var mint: Color { .mint }
  public static var teal: Color { .teal }
  public static var cyan: Color { .cyan }
  public static var blue: Color { .blue }
  public static var indigo: Color { .indigo }
  public static var purple: Color { .purple }
  public static var pink: Color { .pink }
  public static var brown: Color { .brown }
  public static var white: Color { .white }
  public static var gray: Color { .gray }
  public static var black: Color { .black }
  public static var clear: Color { .clear }
  public static var primary: Color { .primary }
  public static var secondary: Color { .secondary }
  public static var accentColor: Color { .accentColor }
}
