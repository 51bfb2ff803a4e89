/// The model's `UIControl`: actions per event, fired for user interaction only.
///
/// Programmatic value changes send no actions (fidelity C1, C11, C12, C13);
/// `sendActions(for:)` sends them, as in UIKit.
open class UIControl: UIView {
  nonisolated deinit {}

  /// Control events.
  nonisolated public struct Event: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)

    var name: String {
      switch self {
      case .touchUpInside: "touchUpInside"
      case .valueChanged: "valueChanged"
      case .primaryActionTriggered: "primaryActionTriggered"
      case .editingDidBegin: "editingDidBegin"
      case .editingChanged: "editingChanged"
      case .editingDidEnd: "editingDidEnd"
      default: "editingDidEndOnExit"
      }
    }

    /// The name of the callback phase an action of this single event runs in.
    var actionName: StaticString {
      switch self {
      case .touchUpInside: "touchUpInside action"
      case .valueChanged: "valueChanged action"
      case .primaryActionTriggered: "primaryActionTriggered action"
      case .editingDidBegin: "editingDidBegin action"
      case .editingChanged: "editingChanged action"
      case .editingDidEnd: "editingDidEnd action"
      default: "editingDidEndOnExit action"
      }
    }

    /// The single events, in the order their actions are sent.
    static let singles: [Event] = [
      .touchUpInside, .valueChanged, .primaryActionTriggered, .editingDidBegin,
      .editingChanged, .editingDidEnd, .editingDidEndOnExit,
    ]
  }

  @exclusivity(unchecked) private var actions: [(events: Event, handler: (UIControl) -> Void)] = []

  override func releaseReferencesForTeardown() {
    super.releaseReferencesForTeardown()
    actions.removeAll()
  }
  /// A disabled control ignores touches (Apple, `UIControl.isEnabled`): the user cannot reach it.
  @Hierarchical open var isEnabled = true

  override var takesTouches: Bool { isEnabled }
  @exclusivity(unchecked) open var isSelected = false

  /// Adds a closure action (`UIAction`).
  public func addAction(_ action: UIAction, for events: Event) {
    actions.append((events, { _ in action.handler(action) }))
  }

  func addHandler(_ handler: @escaping (UIControl) -> Void, for events: Event) {
    actions.append((events, handler))
  }

  /// Removes every action (the model cannot name selectors).
  public func removeAllActions() { actions.removeAll() }

  /// Sends the actions registered for `events`, synchronously.
  open func sendActions(for events: Event) {
    // The actions as they are now: an action that adds or removes actions changes the next send.
    let snapshot = actions
    for single in Event.singles where events.contains(single) {
      for action in snapshot where action.events.contains(single) {
        callback(single.actionName) { action.handler(self) }
      }
    }
  }
}

/// A closure action for a control, as UIKit's `UIAction`.
public struct UIAction {
  public let title: String
  let handler: (UIAction) -> Void
  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}

/// Target-action with a method reference instead of a selector (no `#selector` on Linux).
@MainActor public protocol UIControlTargeting: UIControl {}
extension UIControl: UIControlTargeting {}

extension UIControlTargeting {
  /// `addTarget(coordinator, action: Coordinator.textChanged, for: .editingChanged)`.
  /// The target is held weakly, as UIKit holds targets.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> (Self) -> Void, for events: UIControl.Event
  ) {
    addHandler(
      { [weak target] control in
        guard let target, let control = control as? Self else { return }
        action(target)(control)
      }, for: events)
  }

  /// `addTarget(coordinator, action: Coordinator.reset, for: .touchUpInside)`: an action method
  /// without the sender, as `#selector(reset)` allows. The target is held weakly.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Void, for events: UIControl.Event
  ) {
    addHandler(
      { [weak target] _ in
        guard let target else { return }
        action(target)()
      }, for: events)
  }
}
