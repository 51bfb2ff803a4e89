/// Static text. The model keeps it in the graph; it has no behaviour to check.
public struct Text: View {
  public typealias Body = Never
  public let content: String
  public init(_ content: String) { self.content = content }
  public static func _makeContent(_ view: Text) -> ViewContent { ViewContent(.leaf(TextLeaf(view))) }
}

/// A SwiftUI button: a tappable element of the world (`tap "Title"`).
public struct Button: View {
  public typealias Body = Never
  public let title: String
  let action: () -> Void

  public init(_ title: String, action: @escaping () -> Void) {
    self.title = title
    self.action = action
  }

  public static func _makeContent(_ view: Button) -> ViewContent {
    ViewContent(.leaf(ButtonLeaf(view)))
  }
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
  let data: Data
  let idPath: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> ViewContent

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> ViewContent
  ) {
    self.data = data
    self.idPath = id
    self.content = content
  }

  public static func _makeContent(_ view: ForEach) -> ViewContent {
    var ids: [AnyHashable] = []
    var contents: [ViewContent] = []
    for element in view.data {
      ids.append(AnyHashable(element[keyPath: view.idPath]))
      contents.append(view.content(element))
    }
    return ViewContent(.forEach(ids, contents))
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> ViewContent) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> ViewContent) {
    self.init(data, id: \.self, content: content)
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
