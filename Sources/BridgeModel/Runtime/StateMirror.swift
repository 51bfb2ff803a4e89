/// A declaration that a UIKit value mirrors a piece of SwiftUI state.
///
/// `representable.view-matches-state` checks every mirror whenever the world
/// has settled: each on-screen view of the type must show the state's value.
nonisolated public struct StateMirror: Sendable {
  /// What is mirrored, for reports: `UITextField.text ↔ text`.
  public let label: String
  let check: @MainActor @Sendable (World) -> [String]

  /// Every mismatch now, as sentences.
  @MainActor
  public func mismatches(in world: World) -> [String] { check(world) }

  /// `view(v)` of every on-screen `V` must equal `state(root)`.
  public static func mirror<
    Root: View & SendableMetatype, V: UIView & SendableMetatype, Value: Equatable & SendableMetatype
  >(
    _ state: @escaping @MainActor @Sendable (Root) -> Value, stateName: String,
    view: V.Type, _ viewValue: @escaping @MainActor @Sendable (V) -> Value, viewProperty: String
  ) -> StateMirror {
    let label = "\(V.self).\(viewProperty) ↔ \(stateName)"
    return StateMirror(label: label) { world in
      guard let root: Root = world.hosts.first?.rootValue() else { return [] }
      let expected = state(root)
      var mismatches: [String] = []
      for view in world.representedViews(of: V.self) {
        let shown = viewValue(view)
        if shown == expected { continue }
        mismatches.append(
          "\(world.displayName(of: view.objectID)).\(viewProperty) is \(formatTraceValue(shown))"
            + " but \(stateName) is \(formatTraceValue(expected))")
      }
      return mismatches
    }
  }
}

extension World {
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
  public func rootValue<T: View>() -> T? { (root as? CompositeNode<T>)?.value }
}
