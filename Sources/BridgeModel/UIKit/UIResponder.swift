/// The model's `UIResponder`: first-responder status, kept per window.
@MainActor open class UIResponder: NSObject {
  nonisolated deinit {}

  /// Called on objects a storyboard or nib made, once it has made them all: the model loads no
  /// storyboard or nib, so it is never called (subclasses override it).
  open func awakeFromNib() {}

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

  /// Input views are not modelled (no keyboard is drawn): nothing to reload.
  open func reloadInputViews() {}

  // Raw touches and presses, as custom views override them: the model delivers the user's
  // touches to controls and gesture recognizers, never here (UIKit calls these as touches move).
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

  /// Whether the responder can perform an action (edit menus; asked by nobody in the model).
  open func canPerformAction(_ action: Any, withSender sender: Any?) -> Bool { false }

  /// The hardware keyboard shortcuts this responder offers (asked by nobody in the model: the
  /// fuzzer has no hardware keyboard).
  open var keyCommands: [UIKeyCommand]? { nil }
}
