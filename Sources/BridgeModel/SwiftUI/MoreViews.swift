// More of SwiftUI's views, as screens around a representable use them. Containers hold their
// content (layout is not modelled); controls the user changes are elements (F-SW13); views that
// only show something have no content the model checks.

/// A container: its content, as a `VStack`'s (layout is not modelled).
public struct Form: View {
  public typealias Body = Never
  let content: ViewContent
  public init(@ViewBuilder content: () -> ViewContent) { self.content = content() }
  public static func _makeContent(_ view: Form) -> ViewContent { ViewContent(.group([view.content])) }
}

/// A section of a list or form: its header, content and footer, in that order.
public struct Section: View {
  public typealias Body = Never
  let content: ViewContent
  public init(@ViewBuilder content: () -> ViewContent) { self.content = content() }
  public init(_ title: String, @ViewBuilder content: () -> ViewContent) {
    self.content = ViewContent(.group([Text._makeContent(Text(title)), content()]))
  }
  public init(
    @ViewBuilder content: () -> ViewContent, @ViewBuilder header: () -> ViewContent,
    @ViewBuilder footer: () -> ViewContent = { .empty }
  ) { self.content = ViewContent(.group([header(), content(), footer()])) }
  public init(header: some View, footer: some View = EmptyView(), @ViewBuilder content: () -> ViewContent) {
    self.content = ViewContent(.group([Self.make(header), content(), Self.make(footer)]))
  }
  private static func make<V: View>(_ view: V) -> ViewContent { V._makeContent(view) }
  public static func _makeContent(_ view: Section) -> ViewContent { ViewContent(.group([view.content])) }
}

/// A box around content (its label first).
public struct GroupBox: View {
  public typealias Body = Never
  let content: ViewContent
  public init(@ViewBuilder content: () -> ViewContent) { self.content = content() }
  public init(_ title: String, @ViewBuilder content: () -> ViewContent) {
    self.content = ViewContent(.group([Text._makeContent(Text(title)), content()]))
  }
  public static func _makeContent(_ view: GroupBox) -> ViewContent { ViewContent(.group([view.content])) }
}

/// Lazy stacks and grids: all their content is made (the model has no viewport to fill).
public struct LazyVStack: View {
  public typealias Body = Never
  let content: ViewContent
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
    @ViewBuilder content: () -> ViewContent
  ) { self.content = content() }
  public static func _makeContent(_ view: LazyVStack) -> ViewContent { ViewContent(.group([view.content])) }
}

public struct LazyHStack: View {
  public typealias Body = Never
  let content: ViewContent
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
    @ViewBuilder content: () -> ViewContent
  ) { self.content = content() }
  public static func _makeContent(_ view: LazyHStack) -> ViewContent { ViewContent(.group([view.content])) }
}

public struct LazyVGrid: View {
  public typealias Body = Never
  let content: ViewContent
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> ViewContent
  ) { self.content = content() }
  public static func _makeContent(_ view: LazyVGrid) -> ViewContent { ViewContent(.group([view.content])) }
}

public struct LazyHGrid: View {
  public typealias Body = Never
  let content: ViewContent
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> ViewContent
  ) { self.content = content() }
  public static func _makeContent(_ view: LazyHGrid) -> ViewContent { ViewContent(.group([view.content])) }
}

/// A grid's column or row (storage only).
nonisolated public struct GridItem: Sendable {
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

nonisolated public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

public struct Grid: View {
  public typealias Body = Never
  let content: ViewContent
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> ViewContent
  ) { self.content = content() }
  public static func _makeContent(_ view: Grid) -> ViewContent { ViewContent(.group([view.content])) }
}

public struct GridRow: View {
  public typealias Body = Never
  let content: ViewContent
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> ViewContent) { self.content = content() }
  public static func _makeContent(_ view: GridRow) -> ViewContent { ViewContent(.group([view.content])) }
}

/// A scroll view's proxy: scrolling by code changes nothing the model checks.
public struct ScrollViewProxy {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a proxy to scroll with.
public struct ScrollViewReader: View {
  public typealias Body = Never
  let content: ViewContent
  public init(@ViewBuilder content: (ScrollViewProxy) -> ViewContent) { self.content = content(ScrollViewProxy()) }
  public static func _makeContent(_ view: ScrollViewReader) -> ViewContent { view.content }
}

/// The first of its children (the model does not measure what fits).
public struct ViewThatFits: View {
  public typealias Body = Never
  let content: ViewContent
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> ViewContent) {
    self.content = content()
  }
  public static func _makeContent(_ view: ViewThatFits) -> ViewContent {
    if case .group(let parts) = view.content.storage, let first = parts.first { return first }
    return view.content
  }
}

// MARK: Views that show something

/// A line (no content).
public struct Divider: View {
  public typealias Body = Never
  public init() {}
  public static func _makeContent(_ view: Divider) -> ViewContent { .empty }
}

/// A progress indicator: its label, if any (no element).
public struct ProgressView: View {
  public typealias Body = Never
  let label: ViewContent
  public init() { label = .empty }
  public init(_ title: String) { label = Text._makeContent(Text(title)) }
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { label = .empty }
  public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
    label = Text._makeContent(Text(title))
  }
  public init(@ViewBuilder label: () -> ViewContent) { self.label = label() }
  public static func _makeContent(_ view: ProgressView) -> ViewContent { view.label }
}

/// An image from a URL: the model loads nothing, so the placeholder (or the empty phase) shows.
public struct AsyncImage: View {
  public typealias Body = Never
  let placeholder: ViewContent
  public init(url: URL?, scale: CGFloat = 1) { placeholder = .empty }
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) { self.placeholder = P._makeContent(placeholder()) }
  public init<Content: View>(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) { placeholder = Content._makeContent(content(.empty)) }
  public static func _makeContent(_ view: AsyncImage) -> ViewContent { view.placeholder }
}

/// Where an `AsyncImage` load is.
public enum AsyncImagePhase {
  case empty
  case success(Image)
  case failure(any Error)
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// A view of no content for an empty state (iOS 17): its title and description.
public struct ContentUnavailableView: View {
  public typealias Body = Never
  let content: ViewContent
  public init(_ title: String, systemImage name: String, description: Text? = nil) {
    content = ViewContent(.group([Text._makeContent(Text(title)), description.map(Text._makeContent) ?? .empty]))
  }
  public static func _makeContent(_ view: ContentUnavailableView) -> ViewContent { view.content }
}

/// A label and a value.
public struct LabeledContent: View {
  public typealias Body = Never
  let content: ViewContent
  public init(_ title: String, value: String) {
    content = ViewContent(.group([Text._makeContent(Text(title)), Text._makeContent(Text(value))]))
  }
  public init(_ title: String, @ViewBuilder content: () -> ViewContent) {
    self.content = ViewContent(.group([Text._makeContent(Text(title)), content()]))
  }
  public static func _makeContent(_ view: LabeledContent) -> ViewContent { view.content }
}

/// Colour gradients (views and fills of no content).
nonisolated public struct Gradient: Sendable {
  public struct Stop: Sendable {
    public init(color: Color, location: CGFloat) {}
  }
  public init(colors: [Color]) {}
  public init(stops: [Stop]) {}
}

public struct LinearGradient: Shape {
  public typealias Body = Never
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
}

public struct RadialGradient: Shape {
  public typealias Body = Never
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}

public struct AngularGradient: Shape {
  public typealias Body = Never
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {}
  public init(colors: [Color], center: UnitPoint) {}
}

/// A path drawn in a rectangle (a shape of no content).
public struct Path: Shape {
  public typealias Body = Never
  public init() {}
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
  }
  public init(_ rect: CGRect) {}
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
  public init(ellipseIn rect: CGRect) {}
  public mutating func move(to point: CGPoint) {}
  public mutating func addLine(to point: CGPoint) {}
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {}
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {}
  public mutating func addRect(_ rect: CGRect) {}
  public mutating func addEllipse(in rect: CGRect) {}
  public mutating func closeSubpath() {}
}

// MARK: Controls (F-SW13)

/// A link: a button, named by its title or label's first `Text`, whose tap opens the URL (as
/// `UIApplication.shared.open`).
public struct Link: View {
  public typealias Body = Never
  let title: String
  let destination: URL
  public init(_ title: String, destination: URL) { (self.title, self.destination) = (title, destination) }
  public init(destination: URL, @ViewBuilder label: () -> ViewContent) {
    self.init(label().firstText ?? "link", destination: destination)
  }
  public static func _makeContent(_ view: Link) -> ViewContent {
    let destination = view.destination
    return Button._makeContent(Button(view.title) { UIApplication.shared.open(destination) })
  }
}

/// A menu: its items show after a tap that presents the menu, which the model does not do, so
/// neither the menu nor its items are offered.
public struct Menu: View {
  public typealias Body = Never
  public init(_ title: String, @ViewBuilder content: () -> ViewContent) {}
  public init(@ViewBuilder content: () -> ViewContent, @ViewBuilder label: () -> ViewContent) {}
  public init(
    @ViewBuilder content: () -> ViewContent, @ViewBuilder label: () -> ViewContent,
    primaryAction: @escaping () -> Void
  ) {}
  public static func _makeContent(_ view: Menu) -> ViewContent { .empty }
}

/// The share link presents the share sheet, which the model's SwiftUI does not: not offered.
public struct ShareLink: View {
  public typealias Body = Never
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil) {}
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> ViewContent) {}
  public init<Item>(_ title: String, item: Item, subject: Text? = nil, message: Text? = nil) {}
  public static func _makeContent(_ view: ShareLink) -> ViewContent { .empty }
}

/// A date picker (storage only: the user does not pick dates in the model's SwiftUI).
public struct DatePicker: View {
  public typealias Body = Never
  public init(
    _ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {}
  public init(
    _ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {}
  public init(
    _ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {}
  public static func _makeContent(_ view: DatePicker) -> ViewContent { .empty }
}

/// A picker: each option but the selected one is a button named by its text; a tap writes its
/// tag to the selection (as a segmented control; a menu or wheel picker's presentation is not
/// modelled, F-SW13).
public struct Picker: View {
  public typealias Body = Never
  let options: ViewContent

  public init<Selection: Hashable>(
    _ title: String, selection: Binding<Selection>, @ViewBuilder content: () -> ViewContent
  ) { options = Self.options(content(), selection) }

  public init<Selection: Hashable>(
    selection: Binding<Selection>, @ViewBuilder content: () -> ViewContent, @ViewBuilder label: () -> ViewContent
  ) { options = Self.options(content(), selection) }

  private static func options<Selection: Hashable>(_ content: ViewContent, _ selection: Binding<Selection>)
    -> ViewContent
  {
    let current = AnyHashable(selection.wrappedValue)
    var buttons: [ViewContent] = []
    for (index, option) in content.tabs.enumerated() {
      guard let tag = option.tag, tag != current, let value = tag.base as? Selection else { continue }
      let title = option.content.firstText ?? "option \(index + 1)"
      buttons.append(Button._makeContent(Button(title) { selection.wrappedValue = value }))
    }
    return ViewContent(.group(buttons))
  }

  public static func _makeContent(_ view: Picker) -> ViewContent { view.options }
}

/// A stepper: two buttons, "TITLE +" and "TITLE -", that step the value within its range (a
/// button at its bound does nothing).
public struct Stepper: View {
  public typealias Body = Never
  let title: String
  let increment: () -> Void
  let decrement: () -> Void

  public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
    self.title = title
    increment = {
      let next = value.wrappedValue.advanced(by: step)
      if next <= bounds.upperBound { value.wrappedValue = next }
    }
    decrement = {
      let next = value.wrappedValue.advanced(by: -step)
      if next >= bounds.lowerBound { value.wrappedValue = next }
    }
  }

  public init<V: Strideable>(_ title: String, value: Binding<V>, step: V.Stride = 1) {
    self.title = title
    increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
  }

  public init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
    self.title = title
    increment = onIncrement ?? {}
    decrement = onDecrement ?? {}
  }

  public static func _makeContent(_ view: Stepper) -> ViewContent {
    ViewContent(
      .group([
        Button._makeContent(Button(view.title + " +", action: view.increment)),
        Button._makeContent(Button(view.title + " -", action: view.decrement)),
      ]))
  }
}

/// A slider bound to a value in a range: `slide "TITLE" to FRACTION` writes the value at that
/// fraction of the range, rounded to the step (F-SW13).
public struct Slider: View {
  public typealias Body = Never
  var title: String
  let set: (Double) -> Void

  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil)
  where V.Stride: BinaryFloatingPoint {
    title = "slider"
    set = { fraction in
      var new = bounds.lowerBound + V(fraction) * (bounds.upperBound - bounds.lowerBound)
      if let step, step > 0 {
        let steps = ((new - bounds.lowerBound) / V(step)).rounded()
        new = min(bounds.upperBound, bounds.lowerBound + steps * V(step))
      }
      value.wrappedValue = new
    }
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil, @ViewBuilder label: () -> ViewContent
  ) where V.Stride: BinaryFloatingPoint {
    let labelTitle = label().firstText
    self.init(value: value, in: bounds, step: step)
    if let labelTitle { title = labelTitle }
  }

  public static func _makeContent(_ view: Slider) -> ViewContent { ViewContent(.leaf(SliderLeaf(value: view))) }
}

struct SliderLeaf: ControlLeaf {
  static var viewType: Any.Type { Slider.self }
  static var elementKind: ElementKind { .slider }
  let value: Slider
  var title: String { value.title }
  func configure(_ node: SliderNode, _ environment: EnvironmentValues) { node.set = value.set }
}

/// A slider on screen: `slide` writes through the latest body's binding.
final class SliderNode: ControlNode {
  nonisolated deinit {}
  @exclusivity(unchecked) var set: (Double) -> Void = { _ in }
  override func userPerform(_ action: Action) {
    guard case .slide(_, let fraction) = action else { return }
    set(min(1, max(0, fraction)))
  }
}

/// A group whose content shows while `isExpanded`: its label is a button that toggles it. The
/// form without a binding keeps its content hidden (its own state is not modelled).
public struct DisclosureGroup: View {
  public typealias Body = Never
  let content: ViewContent
  public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> ViewContent) {
    self.content = ViewContent(
      .group([
        Button._makeContent(Button(title) { isExpanded.wrappedValue.toggle() }),
        isExpanded.wrappedValue ? ViewContent(.conditional(0, content())) : ViewContent(.conditional(1, .empty)),
      ]))
  }
  public init(_ title: String, @ViewBuilder content: () -> ViewContent) {
    self.content = Text._makeContent(Text(title))
  }
  public static func _makeContent(_ view: DisclosureGroup) -> ViewContent { view.content }
}
