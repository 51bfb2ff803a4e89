public enum UIModalPresentationStyle: Sendable {
  case automatic, pageSheet, formSheet, fullScreen, overFullScreen, popover, custom
  /// What an adaptive delegate returns for "no adaptation" (a popover stays a popover, F-PO1).
  case none
  case currentContext, overCurrentContext

  /// Whether the presentation is a sheet the user can swipe down (iOS 13+: automatic is a page sheet).
  var isSheet: Bool { self == .automatic || self == .pageSheet || self == .formSheet }
}

/// Where a controller is in a presentation transition.
nonisolated enum PresentationTransition: UInt8, Sendable {
  case none, presenting, dismissing, interactiveDismissing
}

/// The delegate UIKit tells about interactive dismissals (N15–N17).
@MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
  /// The style to adapt to in a compact environment (the model's iPhone): `.none` keeps the
  /// requested style; `.automatic` (the default) lets UIKit choose (F-PO1).
  func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
    true
  }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
  public func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle { adaptivePresentationStyle(for: controller) }
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    .automatic
  }
}

/// Manages one presentation: its container view and its delegate.
open class UIPresentationController {
  nonisolated deinit {}

  public unowned(unsafe) let presentedViewController: UIViewController
  public var presentingViewController: UIViewController? { presentedViewController.ownPresentingViewController }
  @exclusivity(unchecked) public weak var delegate: (any UIAdaptivePresentationControllerDelegate)? {
    didSet {
      presentedViewController.world?.noteWeakReference(
        owner: presentedViewController.objectID, slot: "presentationController.delegate", target: delegate)
    }
  }
  /// The view presentations put the presented view in (in the window while presented).
  @exclusivity(unchecked) public internal(set) var containerView: UIView?
  /// For `fullScreen`: the presenter's view, taken out of the window while covered.
  @exclusivity(unchecked) var coveredView: (view: UIView, superview: UIView)?

  public init(presentedViewController: UIViewController, presenting: UIViewController?) {
    self.presentedViewController = presentedViewController
  }
}

/// The delegate of a sheet's presentation controller: an adaptive presentation delegate that
/// also hears when the user drags the sheet to another detent (F-SH1).
@MainActor public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

/// What a custom detent's resolver is given (storage: the model lays nothing out).
@MainActor public protocol UISheetPresentationControllerDetentResolutionContext {
  var containerTraitCollection: UITraitCollection { get }
  var maximumDetentValue: CGFloat { get }
}

/// A sheet's presentation controller. Its detents and selection are kept, not laid out; the
/// user drags the sheet to another detent with the `drag sheet to "ID"` action, which selects
/// it and tells the delegate. Setting `selectedDetentIdentifier` in code tells no delegate
/// (F-SH1).
public final class UISheetPresentationController: UIPresentationController {
  nonisolated deinit {}

  /// A height a sheet rests at.
  public struct Detent: Sendable {
    /// A detent's name, which `selectedDetentIdentifier` holds.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      public static let medium = Identifier("com.apple.UIKit.medium")
      public static let large = Identifier("com.apple.UIKit.large")
    }

    public let identifier: Identifier
    public static func medium() -> Detent { Detent(identifier: .medium) }
    public static func large() -> Detent { Detent(identifier: .large) }
    /// A detent of the app's own; its resolver is not called (the model has no heights).
    public static func custom(
      identifier: Identifier? = nil,
      resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Detent {
      Detent(identifier: identifier ?? Identifier("custom"))
    }

    /// How the trace names it: `medium` and `large` for the system's, else the raw value.
    var traceName: String {
      switch identifier {
      case .medium: "medium"
      case .large: "large"
      default: identifier.rawValue
      }
    }
  }

  /// The heights the sheet can rest at, smallest first ("The default value is an array that
  /// contains the value large()").
  @exclusivity(unchecked) public var detents: [Detent] = [.large()] {
    didSet { presentedViewController.world?.choicesCache = nil }
  }
  /// The detent the sheet rests at; nil means the smallest of `detents`. Set in code, it tells
  /// no delegate.
  @exclusivity(unchecked) public var selectedDetentIdentifier: Detent.Identifier? {
    didSet { presentedViewController.world?.choicesCache = nil }
  }
  @exclusivity(unchecked) public var largestUndimmedDetentIdentifier: Detent.Identifier?
  @exclusivity(unchecked) public var prefersGrabberVisible = false
  @exclusivity(unchecked) public var prefersScrollingExpandsWhenScrolledToEdge = true
  @exclusivity(unchecked) public var prefersEdgeAttachedInCompactHeight = false
  @exclusivity(unchecked) public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  @exclusivity(unchecked) public var preferredCornerRadius: CGFloat?

  /// Runs `changes` at once (the model does not animate the sheet's height).
  public func animateChanges(_ changes: () -> Void) { changes() }

  /// The detent the sheet rests at now: the selected one if the sheet has it, else the
  /// smallest (medium before large; a custom detent's height is unknown, so the first listed).
  var restingDetent: Detent.Identifier? {
    if let selected = selectedDetentIdentifier, detents.contains(where: { $0.identifier == selected }) {
      return selected
    }
    if detents.contains(where: { $0.identifier == .medium }) { return .medium }
    return detents.first?.identifier
  }

  /// Whether the sheet has a detent named `name` (as the trace names it) and rests elsewhere.
  func canSelectDetent(named name: String) -> Bool {
    guard let detent = detents.first(where: { $0.traceName == name }) else { return false }
    return detent.identifier != restingDetent
  }

  /// The user drags the sheet to the detent named `name` (as the trace names it) and lets go:
  /// it is selected, then the delegate hears of it. Returns false when the sheet has no such
  /// detent or rests there already.
  @discardableResult
  func userSelectDetent(named name: String) -> Bool {
    guard canSelectDetent(named: name), let detent = detents.first(where: { $0.traceName == name }) else {
      return false
    }
    selectedDetentIdentifier = detent.identifier
    if let delegate = delegate as? any UISheetPresentationControllerDelegate {
      presentedViewController.callback("sheetPresentationControllerDidChangeSelectedDetentIdentifier", announce: true) {
        delegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
      }
    }
    return true
  }
}

extension UIViewController {
  /// "The view controller that is presented by this view controller, or one of its ancestors in
  /// the view controller hierarchy" (Apple; FIDELITY.md F-P2): a child of a presenting
  /// navigation controller sees what its navigation controller presents.
  public var presentedViewController: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if let presented = controller.ownPresentedViewController { return presented }
      current = controller.parent
    }
    return nil
  }

  /// "The view controller that presented this view controller"; for a child of a presented
  /// controller, "the view controller that presented the ancestor" (Apple; F-P2).
  public var presentingViewController: UIViewController? {
    var current: UIViewController? = self
    while let controller = current {
      if let presenting = controller.ownPresentingViewController { return presenting }
      current = controller.parent
    }
    return nil
  }
}

extension UIViewController {
  // MARK: Presentation (N9–N18)

  /// The presentation controller, made on first access (before `present`, as UIKit allows).
  /// A child of a presented controller gets its ancestor's: "the nearest presentation
  /// controller that is managing the current view controller" (F-SH2).
  public var presentationController: UIPresentationController? {
    if let existing = storedPresentationController { return existing }
    if parent != nil, presentationAncestor.role == .presented { return presentationAncestor.presentationController }
    let made: UIPresentationController =
      modalPresentationStyle.isSheet
      ? UISheetPresentationController(presentedViewController: self, presenting: nil)
      : modalPresentationStyle == .popover
        ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
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

  /// The popover presentation controller while the style is `.popover`, else nil.
  public var popoverPresentationController: UIPopoverPresentationController? {
    modalPresentationStyle == .popover ? presentationController as? UIPopoverPresentationController : nil
  }

  /// The style the presentation has on the model's iPhone: a popover's adaptation (F-PO1).
  var effectivePresentationStyle: UIModalPresentationStyle {
    (storedPresentationController as? UIPopoverPresentationController)?.adaptedStyle ?? modalPresentationStyle
  }

  public var sheetPresentationController: UISheetPresentationController? {
    if parent != nil, presentationAncestor.role == .presented {
      return presentationAncestor.sheetPresentationController
    }
    return modalPresentationStyle.isSheet ? presentationController as? UISheetPresentationController : nil
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
    // F-P4: UIKit raises when the controller would present itself (as a top-controller walk
    // that ends at the presented controller asks it to)…
    if viewController === self || viewController === presenter {
      world.raise(
        .invalidPresent, subject: viewController.objectID,
        "Application tried to present modal view controller on itself. Presenting controller is \(viewController.exceptionName)."
      )
      return
    }
    let outcome: PresentOutcome
    if let current = presenter.ownPresentedViewController {
      outcome = current.presentationTransition == .presenting ? .presentationInProgress : .alreadyPresenting
    } else if presenter.viewIfLoaded?.window == nil {
      outcome = .notInWindow
    } else {
      outcome = .presenting
    }
    // …or present one that another controller presents, or one that is on screen already.
    if outcome == .presenting, let other = viewController.ownPresentingViewController {
      world.raise(
        .invalidPresent, subject: viewController.objectID,
        "Application tried to present modally a view controller \(viewController.exceptionName) that is already being presented by \(other.exceptionName)."
      )
      return
    }
    if outcome == .presenting, viewController.parent != nil || viewController.role == .windowRoot {
      world.raise(
        .invalidPresent, subject: viewController.objectID,
        "Application tried to present modally an active controller \(viewController.exceptionName).")
      return
    }
    if presenter.isBeingDismissed {
      world.emit(.controller(objectID, .presentFromUnsuitable(viewController.objectID, .beingDismissed)))
    }
    world.emit(.controller(presenter.objectID, .presentRequested(viewController.objectID, outcome)))
    switch outcome {
    case .presenting: break
    case .alreadyPresenting:
      world.diagnose(
        "Attempt to present \(viewController.exceptionName) on \(presenter.exceptionName) (from \(exceptionName)) which is already presenting \(presenter.ownPresentedViewController?.exceptionName ?? "")."
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
      world.emit(.controller(objectID, .presentFromUnsuitable(viewController.objectID, .detached)))
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
    presenter.ownPresentedViewController = viewController
    viewController.ownPresentingViewController = presenter
    viewController.presentationTransition = .presenting
    guard let controller = viewController.presentationController else { return }
    (controller as? UIPopoverPresentationController)?.adapt()
    let container = UIView(frame: world.window.bounds)
    controller.containerView = container
    world.window.addSubview(container)
    // The presented controller's view is loaded before any appearance callback, the covered
    // presenter's included (V9; FIDELITY.md F-P3).
    let presentedView: UIView = viewController.view
    // A full-screen presentation takes the presenter off the screen: it begins to disappear
    // with the transition and has disappeared at its end (F-P1).
    let coversPresenter =
      viewController.effectivePresentationStyle == .fullScreen && presenter.viewIfLoaded?.window != nil
    let covered = coversPresenter ? presenter.appearanceGroup : []
    for controller in covered {
      controller.appearanceDrivenByContainer = true
      controller.beginAppearanceTransition(false, animated: animated)
    }
    viewController.appearanceDrivenByContainer = true
    viewController.beginAppearanceTransition(true, animated: animated)
    presentedView.setFrameFromHost(container.bounds)
    container.addSubview(presentedView)
    viewController.deliverIsAppearing(animated: animated)
    let finish = { [viewController] in
      if coversPresenter, let presenterView = presenter.viewIfLoaded, let superview = presenterView.superview {
        controller.coveredView = (presenterView, superview)
        presenterView.removeFromSuperview()
        for covered in covered {
          covered.endAppearanceTransition()
          covered.appearanceDrivenByContainer = false
        }
      }
      viewController.endAppearanceTransition()
      viewController.appearanceDrivenByContainer = false
      viewController.presentationTransition = .none
      world.emit(.controller(viewController.objectID, .presented))
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
    while let candidate = holder, candidate.ownPresentedViewController == nil,
      candidate.ownPresentingViewController == nil
    {
      holder = candidate.parent
    }
    guard let holder else {
      world.emit(.controller(objectID, .dismissRequested(.nothingToDismiss)))
      return
    }
    let target = holder.ownPresentedViewController ?? holder
    var chain: [UIViewController] = []
    var next: UIViewController? = target
    while let item = next {
      chain.append(item)
      next = item.ownPresentedViewController
    }
    for item in chain where item.presentationTransition != .none {
      world.emit(.controller(objectID, .dismissRequested(.transitionInProgress)))
      world.diagnose(
        "Attempt to dismiss from view controller \(holder.ownPresentingViewController?.exceptionName ?? holder.exceptionName) while a presentation or dismiss is in progress!"
      )
      return
    }
    world.emit(.controller(objectID, .dismissRequested(.dismissing)))
    target.startDismissal(chain, animated: animated, completion: completion)
  }

  /// Dismisses `chain` (this controller and everything it presents, top last): the transition
  /// begins now and ends after the animation (at once when not animated).
  func startDismissal(_ chain: [UIViewController], animated: Bool, completion: (() -> Void)?) {
    guard let world else { return }
    beginDismissal(chain, animated: animated, interactive: false)
    let finish = { [self] in finishDismissal(chain, interactive: false, completion: completion) }
    if animated {
      world.schedule(after: UIKitTiming.transitionMilliseconds, .block(finish), isSystem: true)
    } else {
      finish()
    }
  }

  /// The start of a dismissal transition: the dismissed controllers begin to disappear, and a
  /// presenter a full-screen presentation covered comes back and begins to appear (F-P1).
  private func beginDismissal(_ chain: [UIViewController], animated: Bool, interactive: Bool) {
    for item in chain.reversed() {
      item.presentationTransition = interactive ? .interactiveDismissing : .dismissing
      item.appearanceDrivenByContainer = true
      if item.appearanceState == .appeared || item.appearanceState == .appearing {
        item.beginAppearanceTransition(false, animated: animated)
      }
    }
    if let covered = presentationController?.coveredView {
      presentationController?.coveredView = nil
      let returning = ownPresentingViewController?.appearanceGroup ?? []
      for controller in returning { controller.appearanceDrivenByContainer = true }
      covered.superview.insertSubview(covered.view, at: 0)
      for controller in returning { controller.beginAppearanceTransition(true, animated: animated) }
    }
  }

  /// This controller and the descendants UIKit forwards its appearance callbacks to: the
  /// children of controllers that forward automatically (V14), whose views are in its view.
  var appearanceGroup: [UIViewController] {
    guard let root = viewIfLoaded else { return [self] }
    var group: [UIViewController] = [self]
    var index = 0
    while index < group.count {
      let controller = group[index]
      index += 1
      guard controller.shouldAutomaticallyForwardAppearanceMethods, !controller.drivesChildAppearance else { continue }
      for child in controller.children {
        if let view = child.viewIfLoaded, view.isDescendant(of: root) { group.append(child) }
      }
    }
    return group
  }

  /// The end of a dismissal, in UIKit's order (F-P1): the containers leave, the presentation
  /// relationship is cleared, the presenter has appeared, the dismissed controllers have
  /// disappeared (still `isBeingDismissed`), the completion runs, and — for the user's swipe
  /// only (N15, N18) — the delegate hears `presentationControllerDidDismiss`. Code that presents
  /// again from viewDidDisappear or from the completion finds the presenter free.
  private func finishDismissal(_ chain: [UIViewController], interactive: Bool, completion: (() -> Void)?) {
    guard let world else { return }
    let returning = ownPresentingViewController?.appearanceGroup.filter(\.appearanceDrivenByContainer) ?? []
    for item in chain.reversed() {
      item.presentationController?.containerView?.removeFromSuperview()
      item.presentationController?.containerView = nil
    }
    for item in chain.reversed() {
      item.ownPresentingViewController?.ownPresentedViewController = nil
      item.ownPresentingViewController = nil
    }
    for controller in returning {
      if controller.appearanceState == .appearing { controller.endAppearanceTransition() }
      controller.appearanceDrivenByContainer = false
    }
    for item in chain.reversed() {
      if item.appearanceState == .disappearing { item.endAppearanceTransition() }
      item.appearanceDrivenByContainer = false
      item.presentationTransition = .none
      world.emit(.controller(item.objectID, .dismissed(interactive: interactive && item === self)))
      world.emit(.controller(item.objectID, .leftHierarchy))
    }
    completion?()
    if interactive, let controller = presentationController, let delegate = controller.delegate {
      callback("presentationControllerDidDismiss", announce: true) {
        delegate.presentationControllerDidDismiss(controller)
      }
    } else if world.profile.uikitSheetDismissal == .resetsBinding {
      // SwiftUI's sheets among the dismissed (a presenter's dismiss takes those above it too).
      for item in chain {
        if let sheet = item.presentationController?.delegate as? PresentationNode {
          sheet.dismissedWithoutSwiftUI(item)
        }
      }
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
    ownPresentingViewController != nil && ownPresentedViewController == nil && presentationTransition == .none
      && effectivePresentationStyle.isSheet
  }

  /// N16, N17, F-S1: the user puts a finger on the sheet and drags it down. The delegate may
  /// refuse (the sheet stays, `DidAttemptToDismiss`); else the interactive dismissal begins — the
  /// sheet begins to disappear and the delegate hears `WillDismiss` (their order is the
  /// `sheetWillDismissOrder` knob) — and lasts until the finger lifts, turns later. Returns
  /// whether the drag began.
  @discardableResult
  func userBeginSwipeDown() -> Bool {
    guard let world, let controller = presentationController else { return false }
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
      return false
    }
    let willDismiss = {
      guard let delegate else { return }
      self.callback("presentationControllerWillDismiss", announce: true) {
        delegate.presentationControllerWillDismiss(controller)
      }
    }
    if world.profile.sheetWillDismissOrder == .beforeWillDisappear { willDismiss() }
    beginDismissal([self], animated: true, interactive: true)
    if world.profile.sheetWillDismissOrder == .afterWillDisappear { willDismiss() }
    isSheetBeingDragged = true
    return true
  }

  /// The finger lifts: the sheet finishes sliding away over the next 250 ms and is dismissed
  /// (`commit`), or springs back, and the disappearance is undone (V13: will-appear,
  /// did-appear; no `DidDismiss`).
  func userEndSwipeDown(commit: Bool) {
    guard let world, isSheetBeingDragged else { return }
    isSheetBeingDragged = false
    if commit {
      let finish = { [self] in finishDismissal([self], interactive: true, completion: nil) }
      world.schedule(after: UIKitTiming.swipeFinishMilliseconds, .block(finish), isSystem: true)
    } else {
      beginAppearanceTransition(true, animated: true)
      endAppearanceTransition()
      appearanceDrivenByContainer = false
      presentationTransition = .none
    }
  }
}

// MARK: Popovers

/// Where a popover's arrow may point (stored).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// The delegate of a popover: an adaptive presentation delegate, told before the popover shows.
@MainActor public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
  public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// A popover's presentation controller. The model is an iPhone (compact width), where a popover
/// adapts: to a form sheet by default (a sheet the user can swipe away), or to what the
/// delegate's `adaptivePresentationStyle(for:traitCollection:)` returns; `.none` keeps it a
/// popover, which the model offers no way to dismiss by touch (F-PO1). The anchor properties
/// are stored.
public final class UIPopoverPresentationController: UIPresentationController {
  nonisolated deinit {}

  @exclusivity(unchecked) public weak var sourceView: UIView?
  @exclusivity(unchecked) public var sourceRect = CGRect.zero
  @exclusivity(unchecked) public var barButtonItem: UIBarButtonItem?
  @exclusivity(unchecked) public var permittedArrowDirections = UIPopoverArrowDirection.any
  @exclusivity(unchecked) public var passthroughViews: [UIView]?
  @exclusivity(unchecked) public var backgroundColor: UIColor?
  @exclusivity(unchecked) public var canOverlapSourceViewRect = false
  /// The style it was presented with, once adapted (nil before its presentation).
  @exclusivity(unchecked) var adaptedStyle: UIModalPresentationStyle?

  /// At presentation: the delegate chooses the adaptation, and a kept popover is prepared.
  func adapt() {
    let presented = presentedViewController
    var chosen = UIModalPresentationStyle.automatic
    if let delegate {
      presented.callback("adaptivePresentationStyle(for:traitCollection:)", announce: true) {
        chosen = delegate.adaptivePresentationStyle(for: self, traitCollection: presented.traitCollection)
      }
    }
    switch chosen {
    case .none:
      adaptedStyle = .popover
      if let delegate = delegate as? any UIPopoverPresentationControllerDelegate {
        presented.callback("prepareForPopoverPresentation", announce: true) {
          delegate.prepareForPopoverPresentation(self)
        }
      }
    case .fullScreen, .overFullScreen, .pageSheet, .formSheet: adaptedStyle = chosen
    default: adaptedStyle = .formSheet  // Apple: in compact environments, `.popover` behaves as `.formSheet`
    }
  }
}
