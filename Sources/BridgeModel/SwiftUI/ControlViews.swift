/// The role of a button: a cancel button in an alert or dialog, a destructive one (F-SW5).
public struct ButtonRole: Equatable, Sendable {
  let name: String
  public static let cancel = ButtonRole(name: "cancel")
  public static let destructive = ButtonRole(name: "destructive")
}

/// A SwiftUI button: a tappable element of the world (`tap "Title"`).
public struct Button: View {
  public typealias Body = Never
  public let title: String
  public let role: ButtonRole?
  let action: () -> Void

  public init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
    self.title = title
    self.role = role
    self.action = action
  }

  /// A button whose label is a view: its element is named by the label's first `Text`.
  public init(role: ButtonRole? = nil, action: @escaping () -> Void, @ViewBuilder label: () -> ViewContent) {
    self.init(label().firstText ?? "button", role: role, action: action)
  }

  public static func _makeContent(_ view: Button) -> ViewContent {
    ViewContent(.leaf(ButtonLeaf(view)))
  }
}

/// A switch bound to a Bool: `flip "Title"` sets the binding to the other value, in the
/// user's turn (F-SW4).
public struct Toggle: View {
  public typealias Body = Never
  let title: String
  let isOn: Binding<Bool>

  public init(_ title: String, isOn: Binding<Bool>) {
    self.title = title
    self.isOn = isOn
  }

  /// A toggle whose label is a view: its element is named by the label's first `Text`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> ViewContent) {
    self.init(label().firstText ?? "switch", isOn: isOn)
  }

  public static func _makeContent(_ view: Toggle) -> ViewContent {
    ViewContent(.leaf(ToggleLeaf(value: view)))
  }
}

/// A text field bound to a String: `type "x" into "Title"` appends to the binding and
/// `clear "Title"` empties it, each in the user's turn (F-SW4). Focus and the caret are not
/// modelled for SwiftUI's fields (`@FocusState` is not part of the model).
public struct TextField: View {
  public typealias Body = Never
  let title: String
  let text: Binding<String>

  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  /// Accepted for source compatibility: the prompt is not shown anywhere in the model.
  public init(_ title: String, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text)
  }

  /// `axis` lets a field grow vertically; the model has no layout for it.
  public init(_ title: String, text: Binding<String>, axis: Axis) {
    self.init(title, text: text)
  }

  public static func _makeContent(_ view: TextField) -> ViewContent {
    ViewContent(.leaf(TextFieldLeaf(title: view.title, text: view.text)))
  }
}

/// A text field whose text is hidden: for the model, a `TextField`.
public typealias SecureField = TextField

extension ViewContent {
  /// Calls `body` with each leaf of this content, in tree order, until it returns false.
  /// Returns false if it was stopped.
  @discardableResult
  func forEachLeaf(_ body: (any ViewLeaf) -> Bool) -> Bool {
    switch storage {
    case .empty: return true
    case .leaf(let leaf): return body(leaf)
    case .group(let parts), .forEach(_, let parts): return parts.allSatisfy { $0.forEachLeaf(body) }
    case .conditional(_, let inner), .identified(_, let inner), .environment(_, let inner):
      return inner.forEachLeaf(body)
    }
  }

  /// The content of the first `Text` in this content, in tree order (a label's title).
  var firstText: String? {
    var found: String?
    forEachLeaf { leaf in
      found = (leaf as? TextLeaf)?.value.content
      return found == nil
    }
    return found
  }
}

// MARK: Nodes

/// A SwiftUI control on screen: an element named by its label that takes the user's input
/// while the environment says it is enabled (F-SW3).
class ControlNode: LeafNode {
  nonisolated deinit {}

  /// Its element's name: a change bumps the hierarchy's version.
  @Hierarchical var title: String
  /// Whether it takes input (`.disabled` above it says no): a change bumps the version too.
  @Hierarchical var isEnabled = true
  private let elementKind: ElementKind

  required init(host: ViewHost, title: String, elementKind: ElementKind, leafType: Any.Type) {
    self.title = title
    self.elementKind = elementKind
    super.init(host: host, leafType: leafType, kind: .view)
    host.world.hierarchyDidChange()
  }

  /// What the user can do to it.
  var interactions: [Interaction] { elementKind.interactions }

  /// The input event's text for `action`.
  func inputText(_ action: Action) -> String { action.text }

  /// Performs the user's `action` (one of `interactions`), in the user's turn.
  func userPerform(_ action: Action) {}

  override func tearDown() { host.world.hierarchyDidChange() }

  override func collectElements(into elements: inout [Element]) {
    guard isEnabled else { return }
    elements.append(Element(kind: elementKind, baseName: title, target: .control(self)))
  }
}

/// A leaf whose node is a control: made with its title, then brought up to date as an update
/// does (title, enabled state from the environment, and what `configure` sets).
protocol ControlLeaf: ViewLeaf {
  associatedtype Node: ControlNode
  /// The SwiftUI view the leaf stands for (its node's type in reports).
  static var viewType: Any.Type { get }
  static var elementKind: ElementKind { get }
  var title: String { get }
  func configure(_ node: Node, _ environment: EnvironmentValues)
}

extension ControlLeaf {
  var leafType: ObjectIdentifier { ObjectIdentifier(Self.viewType) }

  func makeNode(_ context: inout ReconcileContext) -> GraphNode {
    let node = Node(host: context.host, title: title, elementKind: Self.elementKind, leafType: Self.viewType)
    update(node, &context)
    return node
  }

  func update(_ node: GraphNode, _ context: inout ReconcileContext) {
    let node = unsafeDowncast(node, to: Node.self)
    node.title = title
    node.isEnabled = context.environment.isEnabled
    configure(node, context.environment)
  }
}

/// A SwiftUI `Button` leaf.
struct ButtonLeaf: ControlLeaf {
  static var viewType: Any.Type { Button.self }
  static var elementKind: ElementKind { .button }
  let value: Button
  init(_ value: Button) { self.value = value }
  var title: String { value.title }
  func configure(_ node: ButtonNode, _ environment: EnvironmentValues) { node.action = value.action }
}

/// A button on screen: the world's `tap "Title"` affordance.
final class ButtonNode: ControlNode {
  nonisolated deinit {}

  @exclusivity(unchecked) var action: () -> Void = {}

  override func inputText(_ action: Action) -> String { "tap \(quoted(title))" }
  override func userPerform(_ action: Action) { self.action() }
}

struct ToggleLeaf: ControlLeaf {
  static var viewType: Any.Type { Toggle.self }
  static var elementKind: ElementKind { .toggle }
  let value: Toggle
  var title: String { value.title }
  func configure(_ node: ToggleNode, _ environment: EnvironmentValues) { node.isOn = value.isOn }
}

/// A toggle on screen: `flip` writes the other value through the latest body's binding.
final class ToggleNode: ControlNode {
  nonisolated deinit {}

  @exclusivity(unchecked) var isOn: Binding<Bool>?

  override func userPerform(_ action: Action) {
    guard case .flip = action, let isOn else { return }
    isOn.wrappedValue = !isOn.wrappedValue
  }
}

struct TextFieldLeaf: ControlLeaf {
  static var viewType: Any.Type { TextField.self }
  static var elementKind: ElementKind { .textField }
  let title: String
  let text: Binding<String>
  func configure(_ node: TextFieldNode, _ environment: EnvironmentValues) { node.text = text }
}

/// A text field on screen: typing appends to the binding's text, clearing empties it.
final class TextFieldNode: ControlNode {
  nonisolated deinit {}

  @exclusivity(unchecked) var text: Binding<String>?

  override var interactions: [Interaction] { [.type, .clear] }

  override func userPerform(_ action: Action) {
    guard let text else { return }
    switch action {
    case .type(let typed, _): text.wrappedValue += typed
    case .clear: if !text.wrappedValue.isEmpty { text.wrappedValue = "" }
    default: break
    }
  }
}

/// Where a search field goes; accepted for source compatibility.
public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
  public static let toolbar = SearchFieldPlacement()
  public static let sidebar = SearchFieldPlacement()
  public static let navigationBarDrawer = SearchFieldPlacement()
}

extension View {
  /// A search field bound to `text`: a text field element named by its prompt ("search" without
  /// one) that the user types into and clears, as a `TextField` (F-SW4). Where it sits (the
  /// navigation bar's search controller) is not modelled.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil
  ) -> ViewContent {
    let field = TextFieldLeaf(title: prompt ?? "search", text: text)
    return ViewContent(.group([Self._makeContent(self), ViewContent(.leaf(field))]))
  }

  /// `searchable(text:placement:prompt:)` with a `Text` prompt.
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text?)
    -> ViewContent
  {
    searchable(text: text, placement: placement, prompt: prompt?.content)
  }
}

/// What a date picker shows (stored: the model has no SwiftUI `DatePicker`).
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1 << 0)
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}
