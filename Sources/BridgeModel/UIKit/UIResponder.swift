/// The model's `UIResponder`: first-responder status, kept per window.
@MainActor open class UIResponder: NSObject {
  nonisolated deinit {}

  open var isFirstResponder: Bool { false }
  open var canBecomeFirstResponder: Bool { false }

  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  @discardableResult
  open func resignFirstResponder() -> Bool { true }
}
