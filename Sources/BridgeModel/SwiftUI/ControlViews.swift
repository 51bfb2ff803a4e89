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
/// `clear "Title"` empties it, each in the user's turn (F-SW4). A field has the keyboard's focus
/// once the user types into it; `.focused` binds that focus to a `@FocusState`, and `press
/// return in "Title"` submits (F-RK2). The caret is not modelled.
public struct TextField: View {
  public typealias Body = Never
  let title: String
  let text: Binding<String>
  var onEditingChanged: ((Bool) -> Void)?
  var onCommit: (() -> Void)?

  public init(_ title: String, text: Binding<String>) {
    self.title = title
    self.text = text
  }

  /// The iOS 13 form: `onEditingChanged` hears true when the field gains focus and false when it
  /// loses it; `onCommit` runs when the user taps Return (F-RK2).
  public init(
    _ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(title, text: text)
    self.onEditingChanged = onEditingChanged
    self.onCommit = onCommit
  }

  /// `SecureField(_:text:onCommit:)`.
  public init(_ title: String, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(title, text: text)
    self.onCommit = onCommit
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
    ViewContent(
      .leaf(
        TextFieldLeaf(
          title: view.title, text: view.text, onEditingChanged: view.onEditingChanged, onCommit: view.onCommit)))
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
  var onEditingChanged: ((Bool) -> Void)? = nil
  var onCommit: (() -> Void)? = nil
  /// A `.searchable` field: its Return is a `.search` submission.
  var isSearchField = false

  func configure(_ node: TextFieldNode, _ environment: EnvironmentValues) {
    node.text = text
    node.onEditingChanged = onEditingChanged
    node.onCommit = onCommit
    let trigger: SubmitTriggers = isSearchField ? .search : .text
    node.submitActions = environment.untracked(SubmitActionsKey.self).filter { $0.triggers.contains(trigger) }
    node.focusTarget = environment.untracked(FocusTargetKey.self)
    node.focusTargetDidChange()
  }
}

/// A text field on screen: typing appends to the binding's text, clearing empties it; the user
/// focuses it (typing does too), blurs it and taps Return (F-RK2).
final class TextFieldNode: ControlNode {
  nonisolated deinit {}

  @exclusivity(unchecked) var text: Binding<String>?
  @exclusivity(unchecked) var onEditingChanged: ((Bool) -> Void)?
  @exclusivity(unchecked) var onCommit: (() -> Void)? {
    didSet { offersReturn = onCommit != nil || !submitActions.isEmpty || focusTarget != nil }
  }
  /// The `onSubmit` actions above the field that its Return reaches, outermost first.
  @exclusivity(unchecked) var submitActions: [SubmitAction] = [] {
    didSet { offersReturn = onCommit != nil || !submitActions.isEmpty || focusTarget != nil }
  }
  /// The `@FocusState` the field's focus is bound to, if any.
  @exclusivity(unchecked) var focusTarget: FocusTarget? {
    didSet {
      offersFocus = focusTarget != nil
      offersReturn = onCommit != nil || !submitActions.isEmpty || focusTarget != nil
    }
  }
  /// Whether the field has the keyboard's focus.
  @exclusivity(unchecked) private(set) var hasFocus = false
  /// Focus and blur are offered where app code can see focus (a `@FocusState`); Return where
  /// something hears it (an `onSubmit`, an `onCommit`, or the focus it ends).
  @Hierarchical private var offersFocus = false
  @Hierarchical private var offersReturn = false

  override var interactions: [Interaction] {
    switch (offersFocus, offersReturn) {
    case (false, false): Self.editing
    case (false, true): Self.editingAndReturn
    case (true, _): Self.all
    }
  }
  private static let editing: [Interaction] = [.type, .clear]
  private static let editingAndReturn: [Interaction] = [.type, .clear, .submit]
  private static let all: [Interaction] = [.type, .clear, .focus, .blur, .submit]

  override func userPerform(_ action: Action) {
    guard let text else { return }
    switch action {
    case .type(let typed, _):
      gainFocus()
      text.wrappedValue += typed
    case .clear:
      gainFocus()
      if !text.wrappedValue.isEmpty { text.wrappedValue = "" }
    case .focus: gainFocus()
    case .blur: loseFocus()
    case .pressReturn: submit()
    default: break
    }
  }

  /// The user's Return: the `onSubmit` actions in scope run (outermost first, knob
  /// `submitOrder`), then `onCommit`, and the field loses focus (F-RK2).
  private func submit() {
    gainFocus()
    let actions = host.world.profile.submitOrder == .outerFirst ? submitActions : submitActions.reversed()
    for submitted in actions { submitted.action() }
    onCommit?()
    loseFocus()
  }

  /// The field takes the keyboard's focus: a UIKit first responder resigns, another SwiftUI
  /// field loses it, and the bound `@FocusState` says so.
  func gainFocus() {
    guard !hasFocus else { return }
    let world = host.world
    if let other = world.focusedField, other !== self { other.loseFocus() }
    world.window.firstResponder?.resignFirstResponder()
    hasFocus = true
    world.focusedField = self
    onEditingChanged?(true)
    focusTarget?.focus()
  }

  /// The field gives the focus up; the bound `@FocusState` says so.
  func loseFocus() {
    guard hasFocus else { return }
    hasFocus = false
    if host.world.focusedField === self { host.world.focusedField = nil }
    onEditingChanged?(false)
    focusTarget?.blur()
  }

  /// A body that binds the field's focus to a `@FocusState` whose value says otherwise: code set
  /// it. The field follows once the update is over (writes to other focus states are then app
  /// code's, not the update's).
  func focusTargetDidChange() {
    guard let focusTarget, focusTarget.isFocused() != hasFocus else { return }
    host.afterUpdate { [weak self] in
      guard let self, let target = self.focusTarget else { return }
      if target.isFocused() { self.gainFocus() } else { self.loseFocus() }
    }
  }

  override func tearDown() {
    if host.world.focusedField === self { host.world.focusedField = nil }
    super.tearDown()
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
    let field = TextFieldLeaf(title: prompt ?? "search", text: text, isSearchField: true)
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
