import BridgeCheck
import BridgeModel

// An alert presented while another presentation runs (issue 9 acceptance; fidelity N9, N11;
// FIDELITY.md F-AL2).

/// When the upload screen shows the "Uploaded" alert.
nonisolated enum UploadAlertStyle: Sendable {
  /// ❌ The upload's callback presents the alert on the screen, which presents the progress sheet.
  case overTheSheet
  /// ✅ The upload starts once the sheet is on screen; its callback dismisses the sheet and
  /// presents the alert once the sheet has gone.
  case afterTheSheet
}

/// A screen whose "upload" button shows a progress sheet while the upload runs (300 ms), then an
/// "Uploaded" alert.
final class UploadViewController: UIViewController {
  let style: UploadAlertStyle

  init(style: UploadAlertStyle) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let upload = UIButton(title: "upload")
    upload.addTarget(self, action: UploadViewController.upload, for: .touchUpInside)
    view.addSubview(upload)
  }

  func upload(_ sender: UIButton) {
    guard presentedViewController == nil else { return }
    let progress = UIViewController()
    progress.isModalInPresentation = true
    switch style {
    case .overTheSheet:
      present(progress, animated: true)
      startUpload()
    case .afterTheSheet:
      // A dismissal while the sheet is still coming in would be ignored (N12): start once it is up.
      present(progress, animated: true) { [weak self] in self?.startUpload() }
    }
  }

  private func startUpload() {
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in self?.uploaded() }
  }

  private func uploaded() {
    let alert = UIAlertController(title: "Uploaded", message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))
    switch style {
    case .overTheSheet:
      // ❌ The screen still presents the progress sheet: UIKit ignores this present (N9).
      present(alert, animated: true)
    case .afterTheSheet:
      // ✅ The alert waits for the sheet to go.
      dismiss(animated: true) { [weak self] in self?.present(alert, animated: true) }
    }
  }
}

nonisolated enum AlertScenarios {
  static func upload(_ name: String, expect: Expectation, summary: String, style: UploadAlertStyle) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "fidelity N9, N11; FIDELITY.md F-AL2") { world in
      world.window.rootViewController = UploadViewController(style: style)
      return nil
    }
  }

  static let all: [Scenario] = [
    upload(
      "alert/over-presented-sheet", expect: .violation("presentation.no-present-while-presenting"),
      summary: "the upload's callback presents an alert on the screen while it presents the progress sheet",
      style: .overTheSheet),
    upload(
      "alert/after-sheet-dismissed", expect: .holds,
      summary:
        "the upload starts once the progress sheet is up; its callback dismisses the sheet and presents the alert in the dismissal's completion",
      style: .afterTheSheet),
  ]
}
