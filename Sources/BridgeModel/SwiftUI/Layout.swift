// SwiftUI views and modifiers screens around a representable use, accepted for source
// compatibility: the model does not lay out or draw SwiftUI views, so each keeps its content's
// identity and nothing else (modifiers with lifecycle meaning live with their behaviour).

/// A colour (only identity matters to the model).
public struct Color: View, Hashable, Sendable {
  public typealias Body = Never
  let name: String
  public init(_ name: String) { self.name = name }
  public init(_ color: UIColor) { name = color.name }
  public init(uiColor: UIColor) { name = uiColor.name }
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { name = "rgb(\(red),\(green),\(blue))" }
  public init(white: Double, opacity: Double = 1) { name = "white(\(white))" }
  public func opacity(_ opacity: Double) -> Color { Color("\(name)@\(opacity)") }
  public static let clear = Color("clear")
  public static let black = Color("black")
  public static let white = Color("white")
  public static let gray = Color("gray")
  public static let red = Color("red")
  public static let green = Color("green")
  public static let blue = Color("blue")
  public static let orange = Color("orange")
  public static let yellow = Color("yellow")
  public static let pink = Color("pink")
  public static let purple = Color("purple")
  public static let teal = Color("teal")
  public static let mint = Color("mint")
  public static let cyan = Color("cyan")
  public static let indigo = Color("indigo")
  public static let brown = Color("brown")
  /// The colour spaces Color's component initializer takes (storage only).
  public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
  public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }
  public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
    self.init(white: white, opacity: opacity)
  }
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self.init("hsb(\(hue),\(saturation),\(brightness))")
  }
  public static let primary = Color("primary")
  public static let secondary = Color("secondary")
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let accentColor = Color("accentColor")
  public static func _makeContent(_ view: Color) -> ViewContent { .empty }
}

extension UIColor {
  public convenience init(_ color: Color) { self.init(name: color.name) }
}

/// An axis, or a set of them.
public enum Axis: Int8, Sendable, CaseIterable {
  case horizontal, vertical
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// Which edges a modifier applies to.
public enum Edge: Int8, Sendable {
  case top, leading, bottom, trailing
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all = Set(rawValue: 15)
    public static let horizontal = Set(rawValue: 10)
    public static let vertical = Set(rawValue: 5)
  }
}

/// Where content sits in a frame.
public struct Alignment: Sendable, Equatable {
  let horizontal: HorizontalAlignment
  let vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    (self.horizontal, self.vertical) = (horizontal, vertical)
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// Views stacked front to back: its content, in order.
public struct ZStack: View {
  public typealias Body = Never
  let content: ViewContent
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> ViewContent) { self.content = content() }
  public static func _makeContent(_ view: ZStack) -> ViewContent { ViewContent(.group([view.content])) }
}

/// A scrolling container: its content (the model does not scroll SwiftUI content).
public struct ScrollView: View {
  public typealias Body = Never
  let content: ViewContent
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> ViewContent) {
    self.content = content()
  }
  public static func _makeContent(_ view: ScrollView) -> ViewContent { ViewContent(.group([view.content])) }
}

/// Flexible space (nothing to the model).
public struct Spacer: View {
  public typealias Body = Never
  public init(minLength: CGFloat? = nil) {}
  public static func _makeContent(_ view: Spacer) -> ViewContent { .empty }
}

/// The size a `GeometryReader` offers its content: the window's, in the model.
public struct GeometryProxy {
  public let size: CGSize
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
}

/// Content built from the proposed size (the window's size: the model does not lay out).
public struct GeometryReader: View {
  public typealias Body = Never
  let content: ViewContent
  public init(@ViewBuilder content: (GeometryProxy) -> ViewContent) {
    self.content = content(GeometryProxy(size: CGSize(width: 390, height: 844)))
  }
  public static func _makeContent(_ view: GeometryReader) -> ViewContent { ViewContent(.group([view.content])) }
}

extension View {
  /// Accepted for source compatibility; the model does not lay out SwiftUI views.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> ViewContent { Self._makeContent(self) }
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment) -> ViewContent {
    Self._makeContent(self)
  }
  public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> ViewContent { Self._makeContent(self) }
  public func padding(_ insets: EdgeInsets) -> ViewContent { Self._makeContent(self) }
  /// The background's content joins the view's (it can hold representables).
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ViewContent {
    ViewContent(.group([Self._makeContent(self), Background._makeContent(background)]))
  }
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> ViewContent {
    ViewContent(.group([Self._makeContent(self), Background._makeContent(content())]))
  }
  /// A fill behind the view (a material, a gradient): nothing is drawn. Disfavoured, so a
  /// `Color`, a view as well as a style, takes the view form above.
  @_disfavoredOverload
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ViewContent {
    Self._makeContent(self)
  }
  /// A fill in a shape behind the view: nothing is drawn.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
    -> ViewContent
  { Self._makeContent(self) }
  /// The overlay's content joins the view's (it can hold representables).
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ViewContent {
    ViewContent(.group([Self._makeContent(self), Overlay._makeContent(overlay)]))
  }
  public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay)
    -> ViewContent
  { ViewContent(.group([Self._makeContent(self), Overlay._makeContent(content())])) }
  public func foregroundColor(_ color: Color?) -> ViewContent { Self._makeContent(self) }
  public func foregroundStyle(_ color: Color) -> ViewContent { Self._makeContent(self) }
  public func opacity(_ opacity: Double) -> ViewContent { Self._makeContent(self) }
  public func cornerRadius(_ radius: CGFloat) -> ViewContent { Self._makeContent(self) }
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ViewContent { Self._makeContent(self) }
  public func ignoresSafeArea(edges: Edge.Set = .all) -> ViewContent { Self._makeContent(self) }
  public func navigationTitle(_ title: String) -> ViewContent { Self._makeContent(self) }
  public func navigationBarTitle(_ title: String) -> ViewContent { Self._makeContent(self) }
  public func accessibilityIdentifier(_ identifier: String) -> ViewContent { Self._makeContent(self) }
}
