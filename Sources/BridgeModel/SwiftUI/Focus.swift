/// SwiftUI's `@FocusState`: a state that follows the keyboard's focus among the text fields
/// bound to it with `.focused` (F-RK2). The user's focus, blur and Return write it; code that
/// writes it moves the focus once the update is over. The fuzzer never sets it directly: the
/// user's actions and the app's code do.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>
  /// What "no field has focus" is: false, or nil.
  let reset: Value

  public init() where Value == Bool {
    state = State(wrappedValue: false)
    reset = false
  }

  public init<T: Hashable>() where Value == T? {
    state = State(wrappedValue: nil)
    reset = nil
  }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  public var projectedValue: Binding { Binding(location: state.handle.current, reset: reset) }

  /// `$focus`: what `.focused` binds a field to.
  public struct Binding {
    let location: StateLocation<Value>
    let reset: Value
    public var wrappedValue: Value {
      get { location.read() }
      nonmutating set { location.write(newValue) }
    }
    public var projectedValue: Binding { self }
  }
}

extension FocusState: InstallableProperty, StateMarker {
  var isState: Bool { true }
  func installState(host: ViewHost, owner: GraphNode, name: String) -> AnyObject? {
    let location = state.installState(host: host, owner: owner, name: name)
    (location as? StateLocation<Value>)?.markDrivenByUI()
    return location
  }
  func adoptState(_ location: AnyObject) { state.adoptState(location) }
  func resolveEnvironment(_ environment: EnvironmentValues, _ cache: ComparatorCache) -> Bool { false }
}

extension FocusState: GraphComparable {
  static func graphEqual(_ a: FocusState, _ b: FocusState, _ cache: ComparatorCache) -> Bool {
    a.state.handle.location === b.state.handle.location
  }
}

/// How a field's focus is bound: whether the focus state names it, and how it writes it.
struct FocusTarget {
  let isFocused: () -> Bool
  let focus: () -> Void
  let blur: () -> Void
}

struct FocusTargetKey: EnvironmentKey {
  static var defaultValue: FocusTarget? { nil }
}

/// What a submission comes from (SwiftUI's `SubmitTriggers`).
nonisolated public struct SubmitTriggers: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Text fields and secure fields.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Fields made by `searchable`.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// An `onSubmit` action and what it hears.
struct SubmitAction {
  let triggers: SubmitTriggers
  let action: () -> Void
}

struct SubmitActionsKey: EnvironmentKey {
  static var defaultValue: [SubmitAction] { [] }
}

extension View {
  /// Binds the text fields in this view's content to `condition`: true while one has focus;
  /// setting it to true focuses the field, to false takes the focus away (F-RK2).
  public func focused(_ condition: FocusState<Bool>.Binding) -> ViewContent {
    let target = FocusTarget(
      isFocused: { condition.wrappedValue }, focus: { condition.wrappedValue = true },
      blur: { if condition.wrappedValue { condition.wrappedValue = false } })
    return ViewContent(.environment(EnvironmentOverride { $0[FocusTargetKey.self] = target }, Self._makeContent(self)))
  }

  /// Binds the text fields in this view's content to `binding` with `value`: the state is
  /// `value` while one of them has focus; setting it to `value` focuses the field; leaving it
  /// sets the state to nil (F-RK2).
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> ViewContent {
    let target = FocusTarget(
      isFocused: { binding.wrappedValue == value }, focus: { binding.wrappedValue = value },
      blur: { if binding.wrappedValue == value { binding.wrappedValue = binding.reset } })
    return ViewContent(.environment(EnvironmentOverride { $0[FocusTargetKey.self] = target }, Self._makeContent(self)))
  }

  /// Runs `action` when the user taps Return in a text field of this view's content (`.text`)
  /// or in a `searchable` field (`.search`), after the actions of inner `onSubmit`s or before
  /// them (knob `submitOrder`, F-RK2).
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> ViewContent {
    let submit = SubmitAction(triggers: triggers, action: action)
    return ViewContent(
      .environment(EnvironmentOverride { $0[SubmitActionsKey.self].append(submit) }, Self._makeContent(self)))
  }

  /// Keeps the submissions of this view's fields from reaching `onSubmit`s above it.
  public func submitScope(_ isBlocking: Bool = true) -> ViewContent {
    ViewContent(
      .environment(
        EnvironmentOverride { if isBlocking { $0[SubmitActionsKey.self] = [] } }, Self._makeContent(self)))
  }
}
