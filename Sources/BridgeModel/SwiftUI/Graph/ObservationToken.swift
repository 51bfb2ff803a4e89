import Observation

/// What a node's `withObservationTracking` registration calls back (F-OB1).
///
/// The toolchain's Observation module does the tracking: a body or an `updateUIView` runs inside
/// `withObservationTracking`, and the first change of a property it read calls `fire()`, once.
/// The node re-registers every time it runs again, as SwiftUI does.
///
/// One token per node, made once: the onChange closure captures only it, so registering costs
/// no allocation. The node clears `node` when it is torn down (a model may outlive it).
final class ObservationToken: @unchecked Sendable {
  nonisolated deinit {}

  @exclusivity(unchecked) unowned(unsafe) var node: GraphNode?

  init(_ node: GraphNode) { self.node = node }

  /// An observed property will change (`willSet`): the node's next flush re-runs it.
  nonisolated func fire() {
    assumeOnModelThread(self) { token in
      guard let node = token.node else { return }
      node.host.observedPropertyWillChange(of: node)
    }
  }
}

/// Runs `body`, tracking the observable properties it reads; a change of one fires `token`.
@inline(__always)
func tracking<T>(_ token: ObservationToken, _ body: () -> T) -> T {
  withObservationTracking(body, onChange: { token.fire() })
}
