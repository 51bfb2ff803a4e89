/// What a menu holds: an action or a submenu. The model presents no menus: a menu's actions run
/// only when code calls them, or when a bar button item or control uses one as its primary action.
open class UIMenuElement {
  nonisolated deinit {}

  /// An element's attributes (storage only, but `disabled` keeps a bar button's primary action
  /// from running).
  nonisolated public struct Attributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// An element's check state (storage only).
  nonisolated public enum State: Int, Sendable { case off, on, mixed }

  @exclusivity(unchecked) public var title: String
  @exclusivity(unchecked) public var subtitle: String?
  @exclusivity(unchecked) public var image: UIImage?

  init(title: String, subtitle: String?, image: UIImage?) {
    (self.title, self.subtitle, self.image) = (title, subtitle, image)
  }
}

/// A closure UIKit calls with the action it belongs to.
public typealias UIActionHandler = (UIAction) -> Void

/// A closure action, as UIKit's `UIAction`: a control runs it for the events it was added for
/// (`addAction(_:for:)`), a bar button item or button made with it runs it when tapped.
public final class UIAction: UIMenuElement {
  nonisolated deinit {}

  /// An action's identifier (`removeAction(identifiedBy:for:)` finds actions by it). UIKit gives
  /// an action made without one a unique string; the model leaves it empty (no run-to-run
  /// randomness), and an empty identifier matches no action.
  nonisolated public struct Identifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  public let identifier: Identifier
  @exclusivity(unchecked) public var discoverabilityTitle: String?
  @exclusivity(unchecked) public var attributes: Attributes
  @exclusivity(unchecked) public var state: State
  /// What sent the action while its handler runs: the control or bar button item.
  public internal(set) var sender: Any?
  let handler: UIActionHandler

  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
    identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
    state: State = .off, handler: @escaping UIActionHandler
  ) {
    self.identifier = identifier ?? Identifier("")
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Runs the handler with `sender` set for its duration.
  func perform(sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}

/// A menu of actions and submenus (storage only: the model presents no menus).
public final class UIMenu: UIMenuElement {
  nonisolated deinit {}

  nonisolated public struct Identifier: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  nonisolated public struct Options: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  nonisolated public enum ElementSize: Int, Sendable { case small, medium, large }

  public let identifier: Identifier
  public let options: Options
  public let children: [UIMenuElement]
  @exclusivity(unchecked) public var preferredElementSize = ElementSize.large

  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier("")
    self.options = options
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// A copy with other children.
  public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
  }
}

/// The modifier keys of a key command.
nonisolated public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A hardware keyboard shortcut (stored: the fuzzer has no hardware keyboard, so its action is
/// never sent). The action is a method reference, as `bridgecheck adapt` writes a `#selector`.
open class UIKeyCommand: UIMenuElement {
  nonisolated deinit {}

  public let input: String?
  public let modifierFlags: UIKeyModifierFlags
  @exclusivity(unchecked) open var discoverabilityTitle: String?
  @exclusivity(unchecked) open var wantsPriorityOverSystemBehavior = false
  @exclusivity(unchecked) open var attributes: UIMenuElement.Attributes = []
  @exclusivity(unchecked) open var state = UIMenuElement.State.off
  /// The action, kept as given (never sent).
  let action: Any

  init(
    title: String, image: UIImage?, action: Any, input: String, modifierFlags: UIKeyModifierFlags,
    discoverabilityTitle: String?, attributes: UIMenuElement.Attributes, state: UIMenuElement.State
  ) {
    (self.input, self.modifierFlags, self.action) = (input, modifierFlags, action)
    (self.discoverabilityTitle, self.attributes, self.state) = (discoverabilityTitle, attributes, state)
    super.init(title: title, subtitle: nil, image: image)
  }

  public convenience init<Target: AnyObject>(
    title: String = "", image: UIImage? = nil, action: @escaping (Target) -> (UIKeyCommand) -> Void, input: String,
    modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.init(
      title: title, image: image, action: action as Any, input: input, modifierFlags: modifierFlags,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
  }

  public convenience init<Target: AnyObject>(
    title: String = "", image: UIImage? = nil, action: @escaping (Target) -> () -> Void, input: String,
    modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.init(
      title: title, image: image, action: action as Any, input: input, modifierFlags: modifierFlags,
      discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
  }

  public convenience init<Target: AnyObject>(
    input: String, modifierFlags: UIKeyModifierFlags, action: @escaping (Target) -> (UIKeyCommand) -> Void
  ) { self.init(action: action, input: input, modifierFlags: modifierFlags) }

  public convenience init<Target: AnyObject>(
    input: String, modifierFlags: UIKeyModifierFlags, action: @escaping (Target) -> () -> Void
  ) { self.init(action: action, input: input, modifierFlags: modifierFlags) }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let inputEscape = "\u{1B}"
  public static let inputUpArrow = "UIKeyInputUpArrow"
  public static let inputDownArrow = "UIKeyInputDownArrow"
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  public static let inputRightArrow = "UIKeyInputRightArrow"
  public static let inputPageUp = "UIKeyInputPageUp"
  public static let inputPageDown = "UIKeyInputPageDown"
  public static let inputHome = "UIKeyInputHome"
  public static let inputEnd = "UIKeyInputEnd"
  public static let inputDelete = "UIKeyInputDelete"
  public static let inputTab = "\t"
}
