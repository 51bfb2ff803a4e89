/// What the world is doing at a moment: the frame on top of its phase stack.
nonisolated public enum PhaseKind: UInt8, Sendable, CaseIterable {
  /// Between turns.
  case idle
  /// Inside a user interaction or an app-level action.
  case action
  /// SwiftUI applying the turn's transactions (the render flush).
  case flush
  /// Evaluating the `body` of a view.
  case body
  /// `makeCoordinator()` of a representable.
  case makeCoordinator
  /// `makeUIView(context:)` of a representable.
  case makeView
  /// `updateUIView(_:context:)` of a representable.
  case updateView
  /// `dismantleUIView(_:coordinator:)` of a representable.
  case dismantleView
  /// `sizeThatFits(_:uiView:context:)` of a representable.
  case sizeThatFits
  /// SwiftUI placing represented views (it owns their frames).
  case hostLayout
  /// A UIKit delegate, target-action or notification callback.
  case callback
  /// A `DispatchQueue.main.async` block.
  case mainQueueBlock
  /// A job of a Swift task (a `Task` body up to its next suspension, or a resumption).
  case task
  /// A block of a background queue (`DispatchQueue.global().async`).
  case backgroundBlock
  /// A `Timer` or `asyncAfter` block.
  case timer
  /// A `NotificationCenter` block observer.
  case notification
  /// A UIKit animation frame or completion.
  case animation
  /// A Combine subscriber's closure (`sink`, `assign`).
  case subscriber
  /// UIKit's layout pass (`layoutSubviews` and the controllers' layout callbacks).
  case layout

  /// Whether SwiftUI counts this frame as "updating the view graph" (fidelity S2).
  public var isGraphUpdate: Bool {
    switch self {
    case .body, .makeCoordinator, .makeView, .updateView, .sizeThatFits, .dismantleView: true
    default: false
    }
  }

  /// The frame as a reader sees it in a report.
  public var label: String {
    switch self {
    case .idle: "idle"
    case .action: "action"
    case .flush: "render flush"
    case .body: "body"
    case .makeCoordinator: "makeCoordinator"
    case .makeView: "makeUIView"
    case .updateView: "updateUIView"
    case .dismantleView: "dismantleUIView"
    case .sizeThatFits: "sizeThatFits"
    case .hostLayout: "SwiftUI layout"
    case .callback: "callback"
    case .mainQueueBlock: "main-queue block"
    case .task: "task"
    case .backgroundBlock: "background block"
    case .timer: "timer"
    case .notification: "notification observer"
    case .animation: "animation"
    case .subscriber: "Combine subscriber"
    case .layout: "UIKit layout"
    }
  }
}

/// One frame of the phase stack.
///
/// Plain data (no reference counting): frames are pushed, copied into events and
/// popped many times per step.
nonisolated public struct Phase: Sendable, Equatable {
  public var kind: PhaseKind
  /// The node for graph frames, the object for callbacks, else `-1`.
  public var subject: Int32
  /// The callback's name for `.callback` frames.
  public var name: StaticString
  /// For `.notification` frames, the notification's name as `World.notificationName(_:)` keeps it.
  public var detail: Int32

  public init(_ kind: PhaseKind, subject: Int32 = -1, name: StaticString = "", detail: Int32 = -1) {
    self.kind = kind
    self.subject = subject
    self.name = name
    self.detail = detail
  }

  public static func == (a: Phase, b: Phase) -> Bool {
    a.kind == b.kind && a.subject == b.subject && a.detail == b.detail && a.name.description == b.name.description
  }

  public static let idle = Phase(.idle)
  /// `detail` of a `.callback` frame of viewWillAppear, viewIsAppearing or viewDidAppear.
  public static let appearing: Int32 = 1
  public var node: NodeID { kind == .callback ? .none : NodeID(subject) }
}
