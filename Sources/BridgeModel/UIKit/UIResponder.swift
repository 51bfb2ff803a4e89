/// The model's `UIResponder`: first-responder status, kept per window.
@MainActor open class UIResponder: NSObject {
  nonisolated deinit {}

  open var isFirstResponder: Bool { false }
  open var canBecomeFirstResponder: Bool { false }

  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  @discardableResult
  open func resignFirstResponder() -> Bool { true }

  /// The next responder in the chain (F-RC1): nil here; a view answers its controller or its
  /// superview, a controller its view's superview. The model's `UIApplication` is not a
  /// responder, so the chain ends at the window.
  open var next: UIResponder? { nil }
}
