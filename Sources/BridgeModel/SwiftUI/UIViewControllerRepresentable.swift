/// A SwiftUI view that wraps a UIKit view controller, as in SwiftUI (fidelity §1a, §1b).
///
/// The lifecycle is the one of `UIViewRepresentable` (L1–L5, L13, L14), with the
/// differences of §1b: the controller's view is not loaded by make or the first update
/// (VC1); when the container enters a window, the hosting controller adds the controller
/// as its child, installs its view and calls `didMove(toParent:)` (VC2); without a hosting
/// controller the view is never installed (VC5).
@MainActor public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>

  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context)
    -> CGSize?
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

  public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context)
    -> CGSize?
  { nil }

  public static func _makeContent(_ view: Self) -> ViewContent {
    ViewContent(.leaf(ControllerRepresentableLeaf(view)))
  }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// What a view-controller representable's make, update and sizeThatFits receive (L16).
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  let box: CoordinatorBox<Representable.Coordinator>
  /// The coordinator made for this identity.
  public var coordinator: Representable.Coordinator { box.value }
  /// The transaction of the change being applied.
  public var transaction: Transaction
  /// The environment; reading a key makes the representable depend on it (L5d).
  public var environment: EnvironmentValues
  /// The graph the representable is in (the model's own representables queue work after its
  /// update); nil where no make or update runs.
  unowned(unsafe) var host: ViewHost? = nil
}

/// A leaf holding a `UIViewControllerRepresentable` value.
struct ControllerRepresentableLeaf<R: UIViewControllerRepresentable>: ViewLeaf {
  let value: R
  init(_ value: R) { self.value = value }
  var leafType: ObjectIdentifier { ObjectIdentifier(R.self) }
  func makeNode(_ context: inout ReconcileContext) -> GraphNode { ControllerRepresentableNode(value, &context) }
  func update(_ node: GraphNode, _ context: inout ReconcileContext) {
    unsafeDowncast(node, to: ControllerRepresentableNode<R>.self).receive(value, &context)
  }
}
