/// A declaration that a UIKit value mirrors a piece of SwiftUI state.
///
/// `representable.view-matches-state` checks every mirror whenever the world
/// has settled: each on-screen view of the type must show the state's value.
nonisolated public struct StateMirror: Sendable {
  /// What is mirrored, for reports: `UITextField.text ↔ text`.
  public let label: String
  @usableFromInline let check: @MainActor @Sendable (World) -> String?

  @usableFromInline
  init(label: String, check: @escaping @MainActor @Sendable (World) -> String?) {
    self.label = label
    self.check = check
  }

  /// The first mismatch now, as a sentence; nil when the views show the state.
  @MainActor
  public func mismatch(in world: World) -> String? { check(world) }

  /// `view(v)` of every on-screen `V` must equal `state(root)`.
  @inlinable
  public static func mirror<
    Root: View & SendableMetatype, V: UIView & SendableMetatype, Value: Equatable & SendableMetatype
  >(
    _ state: @escaping @MainActor @Sendable (Root) -> Value, stateName: String,
    view: V.Type, _ viewValue: @escaping @MainActor @Sendable (V) -> Value, viewProperty: String
  ) -> StateMirror {
    let label = "\(V.self).\(viewProperty) ↔ \(stateName)"
    return StateMirror(label: label) { world in
      // The state is read only once a view that mirrors it is on screen.
      var expected: Value?
      for entry in world.onScreenRepresentedViews {
        guard let match = entry.view as? V else { continue }
        if expected == nil {
          guard let root: Root = world.rootView() else { return nil }
          expected = state(root)
        }
        guard let expected, viewValue(match) != expected else { continue }
        return "\(world.displayName(of: match.objectID)).\(viewProperty) is \(describeValue(viewValue(match)))"
          + " but \(stateName) is \(describeValue(expected))"
      }
      return nil
    }
  }
}

extension World {
  /// The root view of the first host, if it is a `Root`.
  @inlinable
  func rootView<Root: View>() -> Root? { hosts.first?.rootValue() }

  /// The on-screen views inside represented views' containers, in tree order; found again
  /// only when the hierarchy changed (the view-matches-state check runs after every step).
  @usableFromInline
  var onScreenRepresentedViews: [UnownedView] {
    if let cached = representedViewsCache { return cached }
    var found: [UnownedView] = []
    forEachRepresentedView { found.append(UnownedView(view: $0)) }
    representedViewsCache = found
    return found
  }

  /// Calls `body` for every on-screen view inside a represented view's container, in tree order.
  @usableFromInline
  func forEachRepresentedView(_ body: (UIView) -> Void) {
    func walk(_ view: UIView) {
      if view.window != nil { body(view) }
      for subview in view.subviews { walk(subview) }
    }
    for host in hosts {
      for container in host.hostingView.subviews { walk(container) }
    }
  }

  /// The on-screen views of type `V` that belong to represented views, in tree order.
  public func representedViews<V: UIView>(of type: V.Type) -> [V] {
    var found: [V] = []
    func walk(_ view: UIView) {
      if let match = view as? V, view.window != nil { found.append(match) }
      for subview in view.subviews { walk(subview) }
    }
    for host in hosts {
      for container in host.hostingView.subviews { walk(container) }
    }
    return found
  }
}

extension ViewHost {
  /// The root view value, if it is a `T`.
  @inlinable
  public func rootValue<T: View>() -> T? { (root as? CompositeNode<T>)?.value }
}

/// A value as a report shows it: trace text when it has one.
@usableFromInline
nonisolated func describeValue<T>(_ value: T) -> String { formatTraceValue(value) }

/// A view in a cache that a hierarchy change clears: views cannot leave the hierarchy (or
/// go) without that change, so the cache never holds a view that is gone, and it must not
/// keep one alive (dismantle-cleans-up checks that views are released).
@usableFromInline
struct UnownedView {
  @usableFromInline unowned(unsafe) let view: UIView
}
