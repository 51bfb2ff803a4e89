/// A SwiftUI view that wraps a UIKit view, as in SwiftUI.
///
/// The model calls it exactly as fidelity §1a says: `makeCoordinator` before
/// `makeUIView` (L1), once per identity (L2, L4); `updateUIView` right after
/// make (L3) and then only when the value differs, a dynamic property changed
/// or a tracked environment key changed (L5); `dismantleUIView` once, when the
/// identity goes (L13, L14).
@MainActor public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>

  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context)
    -> CGSize?
  {
    // Tells the node that called it that this type keeps the default, which does nothing.
    RunContext.current?.ranDefaultSizeThatFits = true
    return nil
  }

  // Inlinable so the leaf's type is resolved where `Self` is known, not looked up on every body.
  @inlinable
  public static func _makeContent(_ view: Self) -> ViewContent {
    ViewContent(.leaf(RepresentableLeaf(view)))
  }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() {}
}

/// What a representable's make, update and sizeThatFits receive (fidelity L16).
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  // The coordinator sits in a box the node makes once, so the context's layout does
  // not depend on `Representable` and the model's generic code copies it without
  // looking up its metadata on every make, update and sizeThatFits.
  @usableFromInline let box: CoordinatorBox<Representable.Coordinator>
  /// The coordinator made for this identity.
  @inlinable public var coordinator: Representable.Coordinator { box.value }
  /// The transaction of the change being applied (empty in sizeThatFits, L19).
  public var transaction: Transaction
  /// The environment; reading a key makes the representable depend on it (L5d).
  public var environment: EnvironmentValues

  init(box: CoordinatorBox<Representable.Coordinator>, transaction: Transaction, environment: EnvironmentValues) {
    self.box = box
    self.transaction = transaction
    self.environment = environment
  }

  init(coordinator: Representable.Coordinator, transaction: Transaction, environment: EnvironmentValues) {
    self.init(box: CoordinatorBox(coordinator), transaction: transaction, environment: environment)
  }

  /// Applies the transaction's animation to `changes`; without one, runs `changes`
  /// then `completion` at once (L16).
  public func animate(changes: () -> Void, completion: (() -> Void)? = nil) {
    changes()
    guard let completion else { return }
    guard let animation = transaction.animation, !transaction.disablesAnimations,
      let world = RunContext.current
    else { return completion() }
    world.schedule(after: wholeMilliseconds(animation.duration), .block(completion), isSystem: true)
  }
}

/// A size proposal, as SwiftUI's `ProposedViewSize`.
nonisolated public struct ProposedViewSize: Sendable, Hashable {
  public var width: CGFloat?
  public var height: CGFloat?
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
}

/// Holds a representable's coordinator for its node and the contexts it hands out.
@usableFromInline
final class CoordinatorBox<Coordinator> {
  @usableFromInline let value: Coordinator
  init(_ value: Coordinator) { self.value = value }
  nonisolated deinit {}
}
