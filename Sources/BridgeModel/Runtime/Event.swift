/// Why a run-loop turn began.
nonisolated public enum TurnCause: Sendable, Equatable {
  /// The first render of the scenario's root view.
  case initialRender
  /// A step of the trace (a user interaction or an app-level action).
  case action
  /// A `DispatchQueue.main.async` block.
  case mainQueueBlock
  /// A job of a Swift task: on the main actor, or not.
  case task(onMainActor: Bool)
  /// A block of a background queue (`DispatchQueue.global().async`).
  case backgroundBlock
  /// A `Task.sleep` came due on the clock: the sleeping task wakes (and hops to its executor).
  case sleepEnded
  /// A timer, an `asyncAfter` block or an animation frame that came due.
  case scheduled
}

/// What a state write did.
nonisolated public enum WriteOutcome: UInt8, Sendable {
  /// Stored; a flush follows in this turn.
  case applied
  /// Equal to the stored value: a complete no-op (fidelity S4).
  case equal
  /// Written while SwiftUI was updating: dropped (fidelity S3, profile `reject`).
  case rejected
  /// Written while SwiftUI was updating: stored and flushed later (profile `applyDeferred`).
  case deferred
}

/// Why `updateUIView` ran (fidelity L5).
nonisolated public enum UpdateReason: UInt8, Sendable {
  /// Right after `makeUIView` (L3).
  case initial
  /// The representable value differs from the previous one (L5b, L5c).
  case valueChanged
  /// A key read through `context.environment` changed (L5d).
  case environmentChanged
}

/// What a programmatic setter did beyond storing its value.
nonisolated public struct SideEffects: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let movedCaret = SideEffects(rawValue: 1 << 0)
  public static let firedSelectionCallback = SideEffects(rawValue: 1 << 1)
  public static let firedTextCallback = SideEffects(rawValue: 1 << 2)
  public static let restartedAnimation = SideEffects(rawValue: 1 << 3)
  public static let firedRegionCallbacks = SideEffects(rawValue: 1 << 4)
  /// The caret went back to where a redundant `text =` moved it from (F-C1c).
  public static let restoredCaret = SideEffects(rawValue: 1 << 5)

  /// The effects in words, for reports: "moved the caret to the end and fired …".
  public func description(callback: StaticString) -> String {
    var parts: [String] = []
    if contains(.movedCaret) { parts.append("moved the caret to the end") }
    if contains(.firedSelectionCallback) || contains(.firedTextCallback) { parts.append("fired \(callback)") }
    if contains(.restartedAnimation) { parts.append("restarted the region animation") }
    if contains(.firedRegionCallbacks) { parts.append("fired the region callbacks again") }
    if contains(.restoredCaret) { parts.append("put the caret back") }
    return parts.joined(separator: " and ")
  }
}

/// Which bound of the run loop was exceeded.
nonisolated public enum LoopBound: UInt8, Sendable {
  /// Render flushes in one turn.
  case flushesPerTurn
  /// Turns in one drain of the main queue or one clock advance.
  case turnsPerDrain
  /// Consecutive turns in which SwiftUI state kept changing and representables kept updating.
  case feedbackTurns
  /// A feedback chain went on across steps (clock advances, drains) after the last user action.
  case settleTurns
}

/// One lifecycle fact the world observed.
nonisolated public enum EventKind: Sendable {
  case turnBegan(TurnCause)
  case turnEnded
  case flushBegan
  case bodyEvaluated(NodeID, inputsChanged: Bool)
  /// A node at a structural position was replaced by a new identity (an `.id` or a type change).
  case identityReplaced(old: NodeID, new: NodeID, inputsChanged: Bool)
  case makeCoordinator(NodeID)
  case makeView(NodeID, view: ObjectID)
  case updateView(NodeID, UpdateReason)
  case dismantleView(NodeID)
  /// Dismantle returned; these registrations owned by the node are still live.
  case dismantleFinished(NodeID, leftovers: [RegistrationID])
  case sizeThatFits(NodeID)
  case stateWrite(StateID, WriteOutcome, value: String)
  case environmentChanged(String)
  case viewCreated(ObjectID)
  /// A view left its superview (user code or UIKit took it out of the hierarchy).
  case viewDetached(ObjectID)
  /// A programmatic setter ran; `redundant` when the value equals what the view had.
  /// `callback` names the callback a fired-callback effect refers to.
  case setter(
    ObjectID, property: StaticString, value: String, redundant: Bool, effects: SideEffects, callback: StaticString)
  /// A delegate, target-action or notification callback was delivered.
  case callback(ObjectID, name: StaticString)
  /// A delegate callback had no delegate to go to.
  case notDelivered(ObjectID, name: StaticString)
  /// A weak delegate or data source of a view or controller was set to an object of this type
  /// (UIKit does not retain it).
  case weakReferenceSet(ObjectID, slot: String, target: String)
  /// User code wrote a geometry property SwiftUI owns.
  case layoutWrite(ObjectID, property: StaticString)
  /// A callback, timer or observer reached a node after its dismantle.
  case afterDismantle(NodeID, what: String)
  case userInput(ObjectID, String)
  case registered(RegistrationID)
  case unregistered(RegistrationID)
  case registrationFired(RegistrationID)
  case mainQueueEnqueued
  /// An `@Observable` property a body or an update read will change (`withObservationTracking`).
  case observedPropertyChanged
  /// An `ObservableObject` a node reads sent `objectWillChange`; during an update of the node's
  /// graph SwiftUI warns and applies the invalidation later (S5, O8).
  case objectWillChange(NodeID, duringUpdate: Bool)
  /// A block waits for a background queue (`DispatchQueue.global().async`).
  case backgroundBlockEnqueued
  /// A task's job waits on the main queue (the task started, or resumes after an `await`).
  case jobEnqueued(onMainActor: Bool)
  /// A SwiftUI `.task` started, or was cancelled.
  case swiftUITask(NodeID, SwiftUITaskFact)
  case boundExceeded(LoopBound, limit: Int, history: [String])
  /// A runtime issue UIKit or SwiftUI would log.
  case diagnostic(String)
  /// A view controller fact: lifecycle, containment, navigation, presentation.
  case controller(ObjectID, ControllerEvent)
  /// UIKit raised an exception (the app would crash); the world halts.
  case uikitException(UIKitException)
  /// A cell's SwiftUI graph got a new root value (a reused cell's next item) and kept these
  /// changed states (H3).
  case cellContentReused(ObjectID, carried: [String])
}

/// One event, stamped with the phase it happened in.
nonisolated public struct Event: Sendable {
  public var kind: EventKind
  /// The innermost frame.
  public var phase: Phase
  /// The innermost graph-update frame (make, update, body…) below the top, if any.
  public var updateFrame: Phase?
  /// Depth of the phase stack (0 between turns).
  public var depth: Int32
  /// The turn the event belongs to (0 is the initial render).
  public var turn: Int32
  /// The step of the trace being run (0 before the first step).
  public var step: Int32
  /// The interest `kind` belongs to, found once (observers route by it).
  public let interest: EventInterest

  public init(
    kind: consuming EventKind, phase: Phase, updateFrame: Phase?, depth: Int32, turn: Int32, step: Int32
  ) {
    self.interest = EventInterest(kind)
    self.kind = kind
    self.phase = phase
    self.updateFrame = updateFrame
    self.depth = depth
    self.turn = turn
    self.step = step
  }

  /// Whether SwiftUI was updating its graph when this happened (fidelity S2).
  public var isInsideUpdate: Bool { updateFrame != nil }
}

/// What happened to a SwiftUI `.task`.
nonisolated public enum SwiftUITaskFact: Sendable, Equatable {
  /// Its view entered the graph, or its id changed: a new task runs `action`.
  case started
  /// Its id changed (`idChanged`: a new task follows) or its view left the graph.
  case cancelled(idChanged: Bool)
}
