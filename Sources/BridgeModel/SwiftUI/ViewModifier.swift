/// A modifier of views, as SwiftUI's `ViewModifier`: `body(content:)` wraps the content it is
/// given. Applied with `modifier(_:)`, it is a view of its own in the graph: its `@State`,
/// `@Environment` and other dynamic properties belong to it, kept while it stays in place, and
/// its body is evaluated again when its inputs change (F-SW11).
@MainActor public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder func body(content: Content) -> Body
}

/// The content a modifier wraps (what `body(content:)` is given).
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public typealias Body = Never
  let content: ViewContent
  public static func _makeContent(_ view: Self) -> ViewContent { view.content }
}

/// A view with a modifier applied: the graph evaluates the modifier's `body(content:)`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  public var body: some View { modifier.body(content: _ViewModifier_Content(content: Content._makeContent(content))) }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier that does nothing (as SwiftUI's `EmptyModifier`).
public struct EmptyModifier: ViewModifier {
  public init() {}
  public static let identity = EmptyModifier()
  public func body(content: Content) -> some View { content }
}
