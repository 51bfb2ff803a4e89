extension View {
  /// Presents an alert while `isPresented` is true, as SwiftUI does on iOS: a `UIAlertController`
  /// presented from the hosting controller after the update that set the binding, with one
  /// action per `Button` in `actions` ("OK" if there is none). Tapping one dismisses the alert,
  /// runs the button's action, then sets the binding to false (F-SW5). Presented while the
  /// hosting controller already presents something, UIKit refuses it and the binding stays true.
  public func alert(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> ViewContent
  ) -> ViewContent {
    dialog(title, message: nil, isPresented: isPresented, style: .alert, actions: actions())
  }

  /// `alert(_:isPresented:actions:)` with a message under the title.
  public func alert(
    _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> ViewContent,
    @ViewBuilder message: () -> ViewContent
  ) -> ViewContent {
    dialog(title, message: message().firstText, isPresented: isPresented, style: .alert, actions: actions())
  }

  /// A confirmation dialog: an action sheet presented as `alert` presents an alert, with a
  /// "Cancel" action added unless a button has the cancel role (F-SW5).
  public func confirmationDialog(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> ViewContent
  ) -> ViewContent {
    dialog(title, message: nil, isPresented: isPresented, style: .actionSheet, actions: actions())
  }

  /// `confirmationDialog(_:isPresented:titleVisibility:actions:)` with a message.
  public func confirmationDialog(
    _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> ViewContent, @ViewBuilder message: () -> ViewContent
  ) -> ViewContent {
    dialog(title, message: message().firstText, isPresented: isPresented, style: .actionSheet, actions: actions())
  }

  private func dialog(
    _ title: String, message: String?, isPresented: Binding<Bool>, style: UIAlertController.Style,
    actions: ViewContent
  ) -> ViewContent {
    presentAlert(
      AlertSpec(title: title, message: message, style: style, buttons: actions.buttons), isPresented: isPresented)
  }
}

/// Whether a dialog shows its title; accepted for source compatibility.
public enum Visibility: Sendable { case automatic, visible, hidden }

/// What an `.alert` or `.confirmationDialog` says.
struct AlertSpec {
  let title: String
  let message: String?
  let style: UIAlertController.Style
  let buttons: [Button]

  /// The alert controller SwiftUI presents: the buttons as actions; each runs its button's
  /// action, then `reset` (the binding to false), once the alert is dismissed.
  func makeController(reset: @escaping () -> Void) -> UIAlertController {
    let controller = UIAlertController(title: title, message: message, preferredStyle: style)
    var choices = buttons.map { ($0.title, $0.role, $0.action) }
    if choices.isEmpty, style == .alert { choices = [("OK", nil, {})] }
    if style == .actionSheet, !choices.contains(where: { $0.1 == .cancel }) {
      choices.append(("Cancel", .cancel, {}))
    }
    for (title, role, action) in choices {
      let actionStyle: UIAlertAction.Style =
        role == .cancel ? .cancel : role == .destructive ? .destructive : .default
      controller.addAction(
        UIAlertAction(title: title, style: actionStyle) { _ in
          action()
          reset()
        })
    }
    return controller
  }
}

extension ViewContent {
  /// The buttons in this content, in tree order (an alert's actions).
  var buttons: [Button] {
    var found: [Button] = []
    forEachLeaf { leaf in
      if let button = leaf as? ButtonLeaf { found.append(button.value) }
      return true
    }
    return found
  }
}

// MARK: The iOS 13 forms: Alert and ActionSheet

/// The iOS 13 alert value, for `alert(isPresented:content:)`: presented as the iOS 15 form is
/// (F-SW5), its buttons as actions.
public struct Alert {
  /// A button of an `Alert` or `ActionSheet`.
  public struct Button {
    let title: String
    let role: ButtonRole?
    let action: () -> Void

    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(title: label.content, role: nil, action: action ?? {})
    }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(title: label.content, role: .cancel, action: action ?? {})
    }
    /// A cancel button with the system's title.
    public static func cancel(_ action: (() -> Void)? = {}) -> Button {
      Button(title: "Cancel", role: .cancel, action: action ?? {})
    }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(title: label.content, role: .destructive, action: action ?? {})
    }
  }

  let title: String
  let message: String?
  let buttons: [Button]

  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title.content
    self.message = message?.content
    buttons = dismissButton.map { [$0] } ?? []
  }

  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title.content
    self.message = message?.content
    buttons = [primaryButton, secondaryButton]
  }
}

/// The iOS 13 action sheet value, for `actionSheet(isPresented:content:)` (a confirmation dialog).
public struct ActionSheet {
  public typealias Button = Alert.Button
  let title: String
  let message: String?
  let buttons: [Button]

  public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
    self.title = title.content
    self.message = message?.content
    self.buttons = buttons
  }
}

extension View {
  /// Presents `content()` while `isPresented` is true, as `alert(_:isPresented:actions:)` does.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> ViewContent {
    let alert = content()
    return presentAlert(
      AlertSpec(title: alert.title, message: alert.message, style: .alert, buttons: alert.buttons.map(\.swiftUIButton)),
      isPresented: isPresented)
  }

  /// Presents `content()` as a confirmation dialog while `isPresented` is true.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> ViewContent {
    let sheet = content()
    return presentAlert(
      AlertSpec(
        title: sheet.title, message: sheet.message, style: .actionSheet, buttons: sheet.buttons.map(\.swiftUIButton)),
      isPresented: isPresented)
  }

  fileprivate func presentAlert(_ alert: AlertSpec, isPresented: Binding<Bool>) -> ViewContent {
    let spec = SheetSpec(isPresented: isPresented, onDismiss: nil, alert: alert) { .empty }
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(SheetLeaf(spec)))]))
  }
}

extension Alert.Button {
  var swiftUIButton: Button { Button(title, role: role, action: action) }
}
