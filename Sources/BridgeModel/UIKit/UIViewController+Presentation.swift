public enum UIModalPresentationStyle: Sendable {
  case automatic, pageSheet, formSheet, fullScreen, overFullScreen, popover, custom

  /// Whether the presentation is a sheet the user can swipe down (iOS 13+: automatic is a page sheet).
  var isSheet: Bool { self == .automatic || self == .pageSheet || self == .formSheet }
}

/// Where a controller is in a presentation transition.
nonisolated enum PresentationTransition: UInt8, Sendable {
  case none, presenting, dismissing, interactiveDismissing
}

/// The delegate UIKit tells about interactive dismissals (N15–N17).
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    true
  }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// Manages one presentation: its container view and its delegate.
open class UIPresentationController {
  nonisolated deinit {}

  public unowned(unsafe) let presentedViewController: UIViewController
  public var presentingViewController: UIViewController? { presentedViewController.presentingViewController }
  @exclusivity(unchecked) public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// The view presentations put the presented view in (in the window while presented).
  @exclusivity(unchecked) public internal(set) var containerView: UIView?
  /// For `fullScreen`: the presenter's view, taken out of the window while covered.
  @exclusivity(unchecked) var coveredView: (view: UIView, superview: UIView)?

  public init(presentedViewController: UIViewController, presenting: UIViewController?) {
    self.presentedViewController = presentedViewController
  }
}

/// A sheet's presentation controller (detents are kept, not laid out).
public final class UISheetPresentationController: UIPresentationController {
  nonisolated deinit {}
  public struct Detent: Sendable {
    let name: String
    public static func medium() -> Detent { Detent(name: "medium") }
    public static func large() -> Detent { Detent(name: "large") }
  }
  @exclusivity(unchecked) public var detents: [Detent] = [.large()]
  @exclusivity(unchecked) public var prefersGrabberVisible = false
}

extension UIViewController {
  // MARK: Presentation (N9–N18)

  /// The presentation controller, made on first access (before `present`, as UIKit allows).
  public var presentationController: UIPresentationController? {
    if let existing = storedPresentationController { return existing }
    let made: UIPresentationController =
      modalPresentationStyle.isSheet
      ? UISheetPresentationController(presentedViewController: self, presenting: nil)
      : UIPresentationController(presentedViewController: self, presenting: nil)
    storedPresentationController = made
    return made
  }

  /// Whether the controller is being presented right now (its presentation transition runs).
  public var isBeingPresented: Bool { presentationTransition == .presenting }

  /// Whether the controller is being dismissed right now.
  public var isBeingDismissed: Bool {
    presentationTransition == .dismissing || presentationTransition == .interactiveDismissing
  }

  /// The presentation controller's delegate, if one was made and has one.
  public var presentationDelegate: (any UIAdaptivePresentationControllerDelegate)? {
    storedPresentationController?.delegate
  }

  public var sheetPresentationController: UISheetPresentationController? {
    modalPresentationStyle.isSheet ? presentationController as? UISheetPresentationController : nil
  }

  /// The controller presentations go through: the outermost ancestor.
  var presentationAncestor: UIViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  /// Whether this controller is in the window's controller hierarchy (not detached, V15).
  var isInControllerHierarchy: Bool {
    let top = presentationAncestor
    return top.role == .windowRoot || top.role == .presented
  }

  /// N9–N11: presents `viewController`, or ignores the request with UIKit's log.
  func presentModel(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)?) {
    guard let world else { return }
    adopt(viewController)
    let presenter = presentationAncestor
    let outcome: PresentOutcome
    if let current = presenter.presentedViewController {
      outcome = current.presentationTransition == .presenting ? .presentationInProgress : .alreadyPresenting
    } else if presenter.viewIfLoaded?.window == nil {
      outcome = .notInWindow
    } else {
      outcome = .presenting
    }
    world.emit(.controller(presenter.objectID, .presentRequested(viewController.objectID, outcome)))
    switch outcome {
    case .presenting: break
    case .alreadyPresenting:
      world.diagnose(
        "Attempt to present \(viewController.exceptionName) on \(presenter.exceptionName) (from \(exceptionName)) which is already presenting \(presenter.presentedViewController?.exceptionName ?? "")."
      )
    case .presentationInProgress:
      world.diagnose(
        "Attempt to present \(viewController.exceptionName) on \(presenter.exceptionName) (from \(exceptionName)) while a presentation is in progress."
      )
    case .notInWindow:
      world.diagnose(
        "Attempt to present \(viewController.exceptionName) on \(presenter.exceptionName) whose view is not in the window hierarchy!"
      )
    }
    guard outcome == .presenting else {
      if world.profile.ignoredPresentCompletion == .called { completion?() }
      return
    }
    if !isInControllerHierarchy {
      let text =
        "Presenting view controller \(viewController.exceptionName) from detached view controller \(exceptionName) is not supported, and may result in incorrect safe area insets and a corrupt root presentation. Make sure \(exceptionName) is in the view controller hierarchy before presenting from it. Will become a hard exception in a future release."
      if world.profile.detachedPresentation == .throw {
        // V15's "future hard exception": UIKit has not named it; the model files it with the
        // hierarchy inconsistencies it belongs to.
        world.raise(.hierarchyInconsistency, subject: objectID, text)
        return
      }
      world.diagnose(text)
    }
    presenter.presentedViewController = viewController
    viewController.presentingViewController = presenter
    viewController.presentationTransition = .presenting
    guard let controller = viewController.presentationController else { return }
    let container = UIView(frame: world.window.bounds)
    controller.containerView = container
    world.window.addSubview(container)
    viewController.appearanceDrivenByContainer = true
    viewController.beginAppearanceTransition(true, animated: animated)
    let presentedView: UIView = viewController.view
    presentedView.setFrameFromHost(container.bounds)
    container.addSubview(presentedView)
    viewController.deliverIsAppearing(animated: animated)
    let finish = { [viewController] in
      if viewController.modalPresentationStyle == .fullScreen, let presenterView = presenter.viewIfLoaded,
        let superview = presenterView.superview
      {
        controller.coveredView = (presenterView, superview)
        presenterView.removeFromSuperview()
      }
      viewController.endAppearanceTransition()
      viewController.appearanceDrivenByContainer = false
      viewController.presentationTransition = .none
      world.emit(.controller(viewController.objectID, .presented))
      world.hierarchyVersion += 1
      completion?()
    }
    if animated {
      world.schedule(after: UIKitTiming.transitionMilliseconds, .block(finish), isSystem: true)
    } else {
      finish()
    }
  }

  /// N12, N13: dismisses what this controller presents, or forwards to its presenter.
  func dismissModel(animated: Bool, completion: (() -> Void)?) {
    guard let world else { return }
    var holder: UIViewController? = self
    while let candidate = holder, candidate.presentedViewController == nil, candidate.presentingViewController == nil {
      holder = candidate.parent
    }
    guard let holder else {
      world.emit(.controller(objectID, .dismissRequested(.nothingToDismiss)))
      return
    }
    let target = holder.presentedViewController ?? holder
    var chain: [UIViewController] = []
    var next: UIViewController? = target
    while let item = next {
      chain.append(item)
      next = item.presentedViewController
    }
    for item in chain where item.presentationTransition != .none {
      world.emit(.controller(objectID, .dismissRequested(.transitionInProgress)))
      world.diagnose(
        "Attempt to dismiss from view controller \(holder.presentingViewController?.exceptionName ?? holder.exceptionName) while a presentation or dismiss is in progress!"
      )
      return
    }
    world.emit(.controller(objectID, .dismissRequested(.dismissing)))
    target.startDismissal(chain, animated: animated, interactive: false, completion: completion)
  }

  /// Dismisses `chain` (this controller and everything it presents, top last).
  func startDismissal(
    _ chain: [UIViewController], animated: Bool, interactive: Bool, completion: (() -> Void)?
  ) {
    guard let world else { return }
    for item in chain.reversed() {
      item.presentationTransition = interactive ? .interactiveDismissing : .dismissing
      item.appearanceDrivenByContainer = true
      if item.appearanceState == .appeared || item.appearanceState == .appearing {
        item.beginAppearanceTransition(false, animated: animated)
      }
    }
    if let covered = presentationController?.coveredView {
      // The presenter comes back into the window (fullScreen): it appears again.
      presentationController?.coveredView = nil
      covered.superview.insertSubview(covered.view, at: 0)
    }
    let finish = { [self] in
      for item in chain.reversed() {
        item.presentationController?.containerView?.removeFromSuperview()
        item.presentationController?.containerView = nil
        if item.appearanceState == .disappearing { item.endAppearanceTransition() }
        item.appearanceDrivenByContainer = false
        item.presentationTransition = .none
        item.presentingViewController?.presentedViewController = nil
        item.presentingViewController = nil
        world.emit(.controller(item.objectID, .dismissed(interactive: interactive && item === self)))
        world.emit(.controller(item.objectID, .leftHierarchy))
      }
      world.hierarchyVersion += 1
      // N15, N18: only the swiped sheet's delegate hears of an interactive dismissal.
      if interactive, let controller = presentationController, let delegate = controller.delegate {
        callback("presentationControllerDidDismiss", announce: true) {
          delegate.presentationControllerDidDismiss(controller)
        }
      }
      completion?()
    }
    let duration = interactive ? UIKitTiming.swipeFinishMilliseconds : UIKitTiming.transitionMilliseconds
    if animated {
      world.schedule(after: duration, .block(finish), isSystem: true)
    } else {
      finish()
    }
  }

  /// Whether SwiftUI content in this controller's views asks for `interactiveDismissDisabled` (N17).
  var hostedContentDisablesDismiss: Bool {
    guard let view = viewIfLoaded else { return false }
    return Self.graphDisablesDismiss(in: view)
  }

  private static func graphDisablesDismiss(in view: UIView) -> Bool {
    if let host = view.hostedGraph { return host.dismissDisabled }
    for subview in view.subviews where graphDisablesDismiss(in: subview) { return true }
    return false
  }

  /// Whether the user can swipe this presented sheet now (fully presented, nothing above it).
  var offersSwipeToDismiss: Bool {
    presentingViewController != nil && presentedViewController == nil && presentationTransition == .none
      && modalPresentationStyle.isSheet
  }

  /// N16, N17: the user drags the sheet down and lets go (`commit`) or drags it back (cancel).
  func userSwipeDown(commit: Bool) {
    guard let controller = presentationController else { return }
    let delegate = controller.delegate
    var allowed = !isModalInPresentation && !hostedContentDisablesDismiss
    if allowed, let delegate {
      callback("presentationControllerShouldDismiss", announce: true) {
        allowed = delegate.presentationControllerShouldDismiss(controller)
      }
    }
    guard allowed else {
      if let delegate {
        callback("presentationControllerDidAttemptToDismiss", announce: true) {
          delegate.presentationControllerDidAttemptToDismiss(controller)
        }
      }
      return
    }
    if let delegate {
      callback("presentationControllerWillDismiss", announce: true) {
        delegate.presentationControllerWillDismiss(controller)
      }
    }
    if commit {
      startDismissal([self], animated: true, interactive: true, completion: nil)
    } else {
      // V13: the cancelled drag sends will-disappear, then will-appear and did-appear.
      appearanceDrivenByContainer = true
      beginAppearanceTransition(false, animated: true)
      beginAppearanceTransition(true, animated: true)
      endAppearanceTransition()
      appearanceDrivenByContainer = false
    }
  }
}
