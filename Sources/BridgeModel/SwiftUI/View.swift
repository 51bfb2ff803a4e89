/// A piece of user interface, as in SwiftUI: a value whose `body` describes its content.
///
/// The model evaluates bodies, keeps state by structural identity, and calls
/// representables exactly as fidelity §1a says. Write views as in SwiftUI;
/// the `_makeContent` requirement is the model's, and has a default.
@MainActor public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
  /// How the model turns this view into graph content. Do not implement it.
  static func _makeContent(_ view: Self) -> ViewContent
}

extension View {
  public static func _makeContent(_ view: Self) -> ViewContent {
    ViewContent(.leaf(CompositeLeaf(view)))
  }
}

extension Never: View {
  public typealias Body = Never
}

/// An optional view is its content when there is one, else nothing (`UIHostingController<Content?>`).
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public static func _makeContent(_ view: Optional) -> ViewContent {
    guard let wrapped = view else { return ViewContent(.conditional(1, .empty)) }
    return ViewContent(.conditional(0, Wrapped._makeContent(wrapped)))
  }
}

extension View where Body == Never {
  /// Primitive views have no body; the model never asks for it.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view; the model never evaluates its body")
  }
}

/// The model's type-erased form of a view's content, built by `ViewBuilder`.
///
/// It keeps exactly what identity needs: which branch, which position, which
/// explicit id, which element of a `ForEach`, and the views at the leaves.
public struct ViewContent: View {
  public typealias Body = Never

  @usableFromInline
  indirect enum Storage {
    case empty
    case leaf(any ViewLeaf)
    case group([ViewContent])
    case conditional(Int, ViewContent)
    case identified(AnyHashable, ViewContent)
    case forEach(ListIDs, [ViewContent])
    case environment(EnvironmentOverride, ViewContent)
  }

  let storage: Storage

  @usableFromInline init(_ storage: Storage) { self.storage = storage }

  /// No content.
  public static var empty: ViewContent { ViewContent(.empty) }

  public static func _makeContent(_ view: ViewContent) -> ViewContent { view }
}

/// The ids of a `ForEach`'s elements, in order. `Int` ids (a range's, most models' own) are
/// kept as they are: a body that lists N rows makes its ids on every evaluation, and boxing,
/// hashing and comparing N `AnyHashable`s cost several hundred instructions per row.
@usableFromInline
enum ListIDs: Equatable {
  case ints([Int])
  case hashables([AnyHashable])

  @usableFromInline static var empty: ListIDs { .ints([]) }

  var count: Int {
    switch self {
    case .ints(let ids): ids.count
    case .hashables(let ids): ids.count
    }
  }

  /// The ids as `AnyHashable`s (an `Int` id is equal to the same `AnyHashable`).
  var hashables: [AnyHashable] {
    switch self {
    case .ints(let ids): ids.map { AnyHashable($0) }
    case .hashables(let ids): ids
    }
  }

  @usableFromInline static func == (a: ListIDs, b: ListIDs) -> Bool {
    switch (a, b) {
    case (.ints(let a), .ints(let b)): a == b
    case (.hashables(let a), .hashables(let b)): a == b
    default: a.count == b.count && a.hashables == b.hashables
    }
  }
}

/// Builds `ViewContent` from `body` closures, as SwiftUI's `ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
  /// Inlinable: in the user's module the view's type is known, so an inlinable `_makeContent`
  /// (a `ForEach`'s loop) runs specialised there.
  @inlinable
  public static func buildExpression<V: View>(_ view: V) -> ViewContent { V._makeContent(view) }
  public static func buildBlock() -> ViewContent { .empty }
  public static func buildBlock(_ content: ViewContent) -> ViewContent { content }
  public static func buildBlock(_ parts: ViewContent...) -> ViewContent { ViewContent(.group(parts)) }
  public static func buildEither(first: ViewContent) -> ViewContent {
    ViewContent(.conditional(0, first))
  }
  public static func buildEither(second: ViewContent) -> ViewContent {
    ViewContent(.conditional(1, second))
  }
  public static func buildOptional(_ content: ViewContent?) -> ViewContent {
    if let content { return ViewContent(.conditional(0, content)) }
    return ViewContent(.conditional(1, .empty))
  }
  public static func buildLimitedAvailability(_ content: ViewContent) -> ViewContent { content }
}

extension View {
  /// Gives the view an explicit identity: a new `id` is a new view, with new state (fidelity L10).
  public func id<ID: Hashable>(_ id: ID) -> ViewContent {
    ViewContent(.identified(AnyHashable(id), Self._makeContent(self)))
  }
}
