import BridgeCheck
import BridgeModel

// Presenting from a screen that is closing: a "saved" confirmation shown after a sheet's save.

/// Where the edit sheet's save shows its confirmation.
nonisolated enum ConfirmationStyle: Sendable {
  /// Dismisses itself, then presents the confirmation on `self` when the save returns (200 ms
  /// later): `self` is being dismissed, or already gone from the window.
  case fromClosingSheet
  /// Presents the confirmation from the controller that presented the sheet, once the
  /// dismissal has finished.
  case fromPresenterAfterDismiss
  /// Dismisses itself, then `Task { await save(); present(…) }`: the task resumes after the
  /// sheet has gone (F-CC1, F-CC3).
  case fromClosingSheetAfterAwait
  /// Turns the save button and swipe-to-dismiss off, then
  /// `Task { await save(); dismiss { presenter.present(…) } }`: closes only once saved, and
  /// confirms from the presenter.
  case fromPresenterAfterAwait
}

/// The app's store: saving takes 200 ms.
final class EditStore {
  func save() async { try? await Task.sleep(for: .milliseconds(200)) }
}

/// An edit sheet with a save button.
final class EditSheetViewController: UIViewController {
  let style: ConfirmationStyle
  let store = EditStore()

  init(style: ConfirmationStyle) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let save = UIButton(title: "save")
    save.addTarget(self, action: EditSheetViewController.save, for: .touchUpInside)
    view.addSubview(save)
  }

  func save(_ sender: UIButton) {
    switch style {
    case .fromClosingSheet:
      dismiss(animated: true)
      // ❌ The save "returns" 200 ms later and confirms on the sheet that is closing.
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { [weak self] in
        self?.present(UIViewController(), animated: true)
      }
    case .fromPresenterAfterDismiss:
      // ✅ The presenter stays on screen; it presents once the sheet has gone.
      let presenter = presentingViewController
      dismiss(animated: true) { presenter?.present(UIViewController(), animated: true) }
    case .fromClosingSheetAfterAwait:
      dismiss(animated: true)
      // ❌ The task resumes after the save, when the sheet is closing or gone.
      Task {
        await store.save()
        self.present(UIViewController(), animated: true)
      }
    case .fromPresenterAfterAwait:
      // ✅ Saves once (the button is off while it saves: a second tap would dismiss twice), holds
      // the sheet while it saves (a swipe would race the save's own dismiss), closes once saved,
      // and confirms from the presenter.
      sender.isEnabled = false
      isModalInPresentation = true
      Task {
        await store.save()
        let presenter = self.presentingViewController
        self.dismiss(animated: true) { presenter?.present(UIViewController(), animated: true) }
      }
    }
  }
}

/// A list screen whose "edit" button presents the sheet.
final class EditListViewController: UIViewController {
  let style: ConfirmationStyle

  init(style: ConfirmationStyle) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let edit = UIButton(title: "edit")
    edit.addTarget(self, action: EditListViewController.edit, for: .touchUpInside)
    view.addSubview(edit)
  }

  func edit(_ sender: UIButton) {
    guard presentedViewController == nil else { return }
    present(EditSheetViewController(style: style), animated: true)
  }
}

nonisolated enum PresentFromScenarios {
  static func editor(_ name: String, expect: Expectation, summary: String, style: ConfirmationStyle) -> Scenario {
    let origin = "fidelity N10, V15; FIDELITY.md F-P1, F-CC1, F-CC3"
    return Scenario(name, expect: expect, summary: summary, source: origin) { world in
      let list = EditListViewController(style: style)
      world.window.rootViewController = list
      return list
    }
  }

  static let all: [Scenario] = [
    editor(
      "modal/confirm-from-closing-sheet", expect: .violation("presentation.presenter-in-window"),
      summary:
        "save dismisses the sheet, and the save's callback 200 ms later presents a confirmation on the sheet that is closing",
      style: .fromClosingSheet),
    editor(
      "modal/confirm-from-presenter", expect: .holds,
      summary: "save dismisses the sheet and presents the confirmation from its presenter in the dismiss completion",
      style: .fromPresenterAfterDismiss),
    editor(
      "modal/confirm-after-await-from-closing-sheet", expect: .violation("presentation.presenter-in-window"),
      summary:
        "save dismisses the sheet, then Task { await store.save(); present(…) }: the task resumes on the sheet that is closing",
      style: .fromClosingSheetAfterAwait),
    editor(
      "modal/confirm-after-await-from-presenter", expect: .holds,
      summary:
        "save turns itself and swipe-to-dismiss off, awaits the store in a Task, then dismisses and confirms from "
        + "the presenter",
      style: .fromPresenterAfterAwait),
  ]
}
