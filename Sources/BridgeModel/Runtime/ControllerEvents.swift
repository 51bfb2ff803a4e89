/// The appearance callbacks of a view controller (fidelity V9).
nonisolated public enum AppearanceCallback: UInt8, Sendable, CaseIterable {
  case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear

  public var name: String {
    switch self {
    case .viewWillAppear: "viewWillAppear"
    case .viewIsAppearing: "viewIsAppearing"
    case .viewDidAppear: "viewDidAppear"
    case .viewWillDisappear: "viewWillDisappear"
    case .viewDidDisappear: "viewDidDisappear"
    }
  }
}

/// A view controller lifecycle, containment, navigation or presentation fact.
///
/// The subject (the `ObjectID` of `EventKind.controller`) is the controller the
/// fact is about; related controllers are named in the payload.
nonisolated public enum ControllerEvent: Sendable {
  case created
  /// `viewDidLoad` ran (the view was loaded on first access, V9).
  case viewDidLoad
  /// An appearance callback ran; `direct` when user code called it itself (V11).
  case appearance(AppearanceCallback, direct: Bool)
  /// `beginAppearanceTransition`/`endAppearanceTransition` out of order (V12); the text UIKit logs.
  case unbalancedAppearance
  /// The override of an appearance callback UIKit delivered did not call its own superclass
  /// implementation: it called `called` instead (nil: none). Apple: "If you override this
  /// method, you must call super at some point in your implementation."
  case appearanceOverrideMissedSuper(AppearanceCallback, called: AppearanceCallback?)
  /// `present(presented)` was called on the subject, which is no place to present from.
  case presentFromUnsuitable(ObjectID, PresenterProblem)
  /// `parent.addChild(subject)`.
  case addChild(parent: ObjectID)
  /// `willMove(toParent:)` (`.none`: nil).
  case willMove(toParent: ObjectID)
  /// `didMove(toParent:)` (`.none`: nil).
  case didMove(toParent: ObjectID)
  /// `removeFromParent()`; `implicit` when `addChild` on another parent did it (V2).
  case removeFromParent(parent: ObjectID, viewInSuperview: Bool, implicit: Bool)
  /// The subject's view was added beneath a view whose nearest owning controller is `owner`.
  case viewAdded(owner: ObjectID, parent: ObjectID, role: ControllerRole)
  /// The subject's view left its superview.
  case viewRemoved
  /// The subject was deallocated; `viewInWindow` when its view was still on screen (V17, V18).
  case deallocated(viewInWindow: Bool, isHostingController: Bool)
  /// A push of `pushed` onto the subject (a navigation controller) was requested, `during`
  /// the transition that was running.
  case pushRequested(ObjectID, during: NavigationTransitionKind, alreadyInStack: Bool)
  /// A pop (or popToRoot, or a stack replacement) was requested on the subject.
  case popRequested(transitionInFlight: Bool)
  /// A navigation transition of the subject finished; `top` is now on top.
  case navigationFinished(top: ObjectID)
  /// A presentation of `presented` from the subject was requested, and what UIKit did with it.
  case presentRequested(ObjectID, PresentOutcome)
  /// A dismissal was requested on the subject, and what UIKit did with it.
  case dismissRequested(DismissOutcome)
  /// The subject finished being presented.
  case presented
  /// The subject finished being dismissed (it is out of the presentation chain).
  case dismissed(interactive: Bool)
  /// The subject left the controller hierarchy for good: popped, dismissed, replaced as root.
  case leftHierarchy
}

/// The kind of navigation transition running when an operation was requested.
nonisolated public enum NavigationTransitionKind: UInt8, Sendable {
  case none, push, pop
}

/// How a controller's view came to be in a window.
nonisolated public enum ControllerRole: UInt8, Sendable {
  /// It has a parent (containment).
  case child
  /// It is the window's root.
  case windowRoot
  /// It is presented.
  case presented
  /// None of these: its view was added without containment (V5 allows it; seed 003 §1 calls it broken).
  case detached
}

/// Why the controller `present` was called on is no place to present from.
nonisolated public enum PresenterProblem: UInt8, Sendable {
  /// It (or the ancestor that presents for it) is being dismissed (F-P1).
  case beingDismissed
  /// It is not in the view controller hierarchy (V15: "Presenting view controller … from
  /// detached view controller … is not supported").
  case detached
}

/// What UIKit did with `present(_:animated:completion:)` (N9–N11).
nonisolated public enum PresentOutcome: UInt8, Sendable {
  case presenting
  /// N9: the presenter already presents another controller; ignored.
  case alreadyPresenting
  /// N11: a presentation is in progress; ignored.
  case presentationInProgress
  /// N10: the presenter's view is not in a window; ignored.
  case notInWindow
}

/// What UIKit did with `dismiss(animated:completion:)` (N12, N13).
nonisolated public enum DismissOutcome: UInt8, Sendable {
  case dismissing
  /// N12: a present or dismiss is in progress; ignored.
  case transitionInProgress
  /// Nothing is presented above or by the subject.
  case nothingToDismiss
}

/// An exception UIKit raises: in an app, a crash. The run ends with it.
nonisolated public struct UIKitException: Sendable, Equatable {
  public enum Kind: UInt8, Sendable {
    /// `UIViewControllerHierarchyInconsistency` (V5–V7).
    case hierarchyInconsistency
    /// `NSInvalidArgumentException` from a push (N1, N2).
    case invalidPush
    /// `NSInvalidArgumentException` from a present: the controller presented on itself, one
    /// already presented by another, or one already on screen (FIDELITY.md F-P4).
    case invalidPresent
    /// `NSInternalInconsistencyException` from an update of a table's rows or a collection's
    /// items whose counts do not follow from the data source's (FIDELITY.md F-LU1).
    case invalidUpdate
  }
  public let kind: Kind
  /// The exception's name as UIKit reports it.
  public let name: String
  /// The reason, in UIKit's words (V6, N1).
  public let reason: String
  /// The controller the exception is about.
  public let subject: ObjectID
}
