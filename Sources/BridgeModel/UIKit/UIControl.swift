/// The model's `UIControl`: actions per event, fired for user interaction only.
///
/// Programmatic value changes send no actions (fidelity C1, C11, C12, C13);
/// `sendActions(for:)` sends them, as in UIKit.
open class UIControl: UIView {
  override var isAccessibilityElementByDefault: Bool { true }
  /// `UIControl.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UIControl {
    appearanceProxy(for: [ObjectIdentifier(UIControl.self)]) { UIControl(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UIControl {
    appearanceProxy(for: appearanceKey(UIControl.self, containerTypes)) { UIControl(frame: .zero) }
  }

  nonisolated deinit {}

  /// Control events.
  nonisolated public struct Event: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let applicationReserved = Event(rawValue: 0x0F00_0000)
    public static let systemReserved = Event(rawValue: 0xF000_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

    var name: String {
      switch self {
      case .touchDown: "touchDown"
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
      case .touchDown: "touchDown action"
      case .touchUpInside: "touchUpInside action"
      case .valueChanged: "valueChanged action"
      case .primaryActionTriggered: "primaryActionTriggered action"
      case .editingDidBegin: "editingDidBegin action"
      case .editingChanged: "editingChanged action"
      case .editingDidEnd: "editingDidEnd action"
      default: "editingDidEndOnExit action"
      }
    }

    /// The single events the model sends, in the order their actions are sent (the other
    /// touch events are never sent: the model's touches do not drag, repeat or cancel).
    static let singles: [Event] = [
      .touchDown, .touchUpInside, .valueChanged, .primaryActionTriggered, .editingDidBegin,
      .editingChanged, .editingDidEnd, .editingDidEndOnExit,
    ]
  }

  /// Each registration: its events, what runs, and the `UIAction` it came from (nil for a
  /// target-action, which the model cannot name).
  @exclusivity(unchecked) private var actions: [(events: Event, handler: (UIControl) -> Void, action: UIAction?)] = []

  override func releaseReferencesForTeardown() {
    super.releaseReferencesForTeardown()
    actions.removeAll()
  }
  /// A disabled control ignores touches (Apple, `UIControl.isEnabled`): the user cannot reach it.
  @Hierarchical open var isEnabled = true

  override var takesTouches: Bool { isEnabled }
  @exclusivity(unchecked) open var isSelected = false
  @exclusivity(unchecked) open var isHighlighted = false
  /// Whether a tap presents the control's menu (see `UIButton.menu`).
  @exclusivity(unchecked) open var showsMenuAsPrimaryAction = false
  @exclusivity(unchecked) open var isContextMenuInteractionEnabled = false
  @exclusivity(unchecked) open var contentHorizontalAlignment = ContentHorizontalAlignment.center
  @exclusivity(unchecked) open var contentVerticalAlignment = ContentVerticalAlignment.center

  public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
  public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

  /// A control that runs `primaryAction` for `.primaryActionTriggered`.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Adds a closure action (`UIAction`); it runs with the control as its `sender`.
  public func addAction(_ action: UIAction, for events: Event) {
    actions.append((events, { control in action.perform(sender: control) }, action))
  }

  /// Removes the action from the events given (the action stays for other events).
  public func removeAction(_ action: UIAction, for events: Event) {
    removeActions(for: events) { $0 === action }
  }

  /// Removes the actions with this identifier from the events given.
  public func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
    guard !identifier.rawValue.isEmpty else { return }
    removeActions(for: events) { $0.identifier == identifier }
  }

  private func removeActions(for events: Event, where matches: (UIAction) -> Bool) {
    actions = actions.compactMap { entry in
      guard let action = entry.action, matches(action) else { return entry }
      let left = entry.events.subtracting(events)
      return left.isEmpty ? nil : (left, entry.handler, action)
    }
  }

  /// Whether some action is registered for one of `events`.
  func hasActions(for events: Event) -> Bool {
    // A loop, not `contains(where:)`: a closure made in this main-actor module checks its
    // executor on every call (~220 instructions), and this is asked per control per step.
    for action in actions where !action.events.isDisjoint(with: events) { return true }
    return false
  }

  func addHandler(_ handler: @escaping (UIControl) -> Void, for events: Event) {
    actions.append((events, handler, nil))
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

  /// An action method that returns a result (`resignFirstResponder`): the result is dropped, as
  /// the Objective-C runtime drops it. The target is held weakly.
  public func addTarget<Target: AnyObject>(
    _ target: Target, action: @escaping (Target) -> () -> Bool, for events: UIControl.Event
  ) {
    addHandler(
      { [weak target] _ in
        guard let target else { return }
        _ = action(target)()
      }, for: events)
  }
}
