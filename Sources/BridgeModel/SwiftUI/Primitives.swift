/// Static text. The model keeps it in the graph; it has no behaviour to check.
public struct Text: View {
  public typealias Body = Never
  public let content: String
  public init(_ content: String) { self.content = content }
  public static func _makeContent(_ view: Text) -> ViewContent { ViewContent(.leaf(TextLeaf(view))) }
}

/// Nothing.
public struct EmptyView: View {
  public typealias Body = Never
  public init() {}
  public static func _makeContent(_ view: EmptyView) -> ViewContent { .empty }
}

/// Groups views without layout; children keep their positions as identity.
public struct Group: View {
  public typealias Body = Never
  let content: ViewContent
  public init(@ViewBuilder content: () -> ViewContent) { self.content = content() }
  public static func _makeContent(_ view: Group) -> ViewContent { view.content }
}

/// A vertical stack. Layout is not modelled; identity is.
public struct VStack: View {
  public typealias Body = Never
  let content: ViewContent
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> ViewContent
  ) { self.content = content() }
  public static func _makeContent(_ view: VStack) -> ViewContent { ViewContent(.group([view.content])) }
}

/// A horizontal stack. Layout is not modelled; identity is.
public struct HStack: View {
  public typealias Body = Never
  let content: ViewContent
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> ViewContent
  ) { self.content = content() }
  public static func _makeContent(_ view: HStack) -> ViewContent { ViewContent(.group([view.content])) }
}

/// Horizontal alignment, accepted for source compatibility.
public enum HorizontalAlignment: Sendable { case leading, center, trailing }
/// Vertical alignment, accepted for source compatibility.
public enum VerticalAlignment: Sendable { case top, center, bottom }

/// Views for each element of a collection, identified by the element's id.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: View {
  public typealias Body = Never
  @usableFromInline let data: Data
  @usableFromInline let idPath: KeyPath<Data.Element, ID>
  @usableFromInline let content: (Data.Element) -> ViewContent
  /// Whether each element is its own id (`ForEach(0..<n)`): no key path to apply.
  @usableFromInline let idIsElement: Bool

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> ViewContent
  ) {
    self.init(data, id: id, idIsElement: false, content: content)
  }

  init(
    _ data: Data, id: KeyPath<Data.Element, ID>, idIsElement: Bool,
    content: @escaping (Data.Element) -> ViewContent
  ) {
    self.data = data
    self.idPath = id
    self.content = content
    self.idIsElement = idIsElement
  }

  /// Inlinable: specialised in the user's module, where the collection's type is known (a list
  /// of N rows is made in every body evaluation of its parent).
  @inlinable
  public static func _makeContent(_ view: ForEach) -> ViewContent {
    var contents: [ViewContent] = []
    contents.reserveCapacity(view.data.count)
    // Specialised, `ID.self == Int.self` is a constant: `Int` ids are kept unboxed.
    if ID.self == Int.self {
      var ids: [Int] = []
      ids.reserveCapacity(view.data.count)
      for element in view.data {
        ids.append(unsafeBitCast(id(of: element, in: view), to: Int.self))
        contents.append(view.content(element))
      }
      return ViewContent(.forEach(.ints(ids), contents))
    }
    var ids: [AnyHashable] = []
    ids.reserveCapacity(view.data.count)
    for element in view.data {
      ids.append(AnyHashable(id(of: element, in: view)))
      contents.append(view.content(element))
    }
    return ViewContent(.forEach(.hashables(ids), contents))
  }

  /// The id of `element`: the element itself when the list is of its own ids
  /// (`ForEach(0..<n)`), else the key path's value.
  @inlinable @inline(__always)
  static func id(of element: Data.Element, in view: ForEach) -> ID {
    if view.idIsElement, let id = element as? ID { return id }
    return element[keyPath: view.idPath]
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> ViewContent) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> ViewContent) {
    self.init(data, id: \.self, idIsElement: true, content: content)
  }
}

extension View {
  /// Accepted for source compatibility; the model does not lay out SwiftUI views.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> ViewContent {
    Self._makeContent(self)
  }
  /// Accepted for source compatibility; the model does not lay out SwiftUI views.
  public func padding(_ length: CGFloat? = nil) -> ViewContent { Self._makeContent(self) }
  /// Accepted for source compatibility; the model does not lay out SwiftUI views.
  public func fixedSize() -> ViewContent { Self._makeContent(self) }
  /// Accepted for source compatibility; the model does not lay out SwiftUI views.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> ViewContent { Self._makeContent(self) }
}

/// A type-erased view: its content, with the view's type as part of its identity, as in
/// SwiftUI (a different type in the same `AnyView` is a new view).
public struct AnyView: View {
  public typealias Body = Never
  let typeKey: ObjectIdentifier
  let content: ViewContent
  public init<V: View>(_ view: V) {
    typeKey = ObjectIdentifier(V.self)
    content = V._makeContent(view)
  }
  /// The same as `init(_:)`.
  public init<V: View>(erasing view: V) { self.init(view) }
  public static func _makeContent(_ view: AnyView) -> ViewContent {
    ViewContent(.identified(AnyHashable(view.typeKey), view.content))
  }
}

/// A list: its rows, stacked. Approximation: every row is in the graph at once (SwiftUI makes
/// rows lazily, as they scroll into view), so a row's `onAppear` runs when the list appears.
public struct List: View {
  public typealias Body = Never
  let content: ViewContent
  public init(@ViewBuilder content: () -> ViewContent) { self.content = content() }
  /// Rows for each element of `data`, identified by the element's id.
  public init<Data: RandomAccessCollection>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> ViewContent
  ) where Data.Element: Identifiable {
    content = ForEach._makeContent(ForEach(data, content: rowContent))
  }
  public static func _makeContent(_ view: List) -> ViewContent { ViewContent(.group([view.content])) }
}

/// An image: static content, no behaviour to check.
public struct Image: View {
  public typealias Body = Never
  public init(_ name: String, bundle: Bundle? = nil) {}
  public init(_ name: String, bundle: Bundle? = nil, label: Text) {}
  public init(decorative name: String, bundle: Bundle? = nil) {}
  public init(systemName: String) {}
  public init(uiImage: UIImage) {}
  /// Accepted for source compatibility; the model does not draw.
  public func resizable() -> Image { self }
  /// How a resizable image fills its frame (the model does not draw).
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
  /// SwiftUI's rendering modes: the image's own colours, or a template tinted by the foreground.
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
  /// Accepted for source compatibility; the model does not draw.
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
  public static func _makeContent(_ view: Image) -> ViewContent {
    ViewContent(.leaf(StaticLeaf<Image>()))
  }
}

/// A label: its title, as a `Text` (the icon is not drawn).
public struct Label: View {
  public typealias Body = Never
  let title: String
  public init(_ title: String, systemImage: String) { self.title = title }
  public init(_ title: String, image: String) { self.title = title }
  public static func _makeContent(_ view: Label) -> ViewContent { Text._makeContent(Text(view.title)) }
}

/// A leaf with no behaviour (an image): one line of the stack.
struct StaticLeaf<Marker>: ViewLeaf {
  var leafType: ObjectIdentifier { ObjectIdentifier(Marker.self) }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode {
    LeafNode(host: context.host, leafType: Marker.self, kind: .view)
  }
  func update(_ node: GraphNode, _ context: inout ReconcileContext) {}
}

extension View {
  /// Accepted for source compatibility; the model does not draw.
  public func scaledToFit() -> ViewContent { Self._makeContent(self) }
  /// Accepted for source compatibility; the model does not draw.
  public func scaledToFill() -> ViewContent { Self._makeContent(self) }
}
