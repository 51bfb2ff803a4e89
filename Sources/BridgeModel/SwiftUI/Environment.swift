/// A key into `EnvironmentValues`, as in SwiftUI.
@MainActor public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The environment a view or representable sees.
///
/// Reads made through `context.environment` during make and update are
/// tracked: an environment change updates a representable only if a key it
/// read now has a different value (fidelity L5d).
public struct EnvironmentValues {
  /// The values set, by key type: an environment holds a handful, so a list beats a table.
  /// Each value is boxed as its key's `Value`: a read checks the box's class (a compare of
  /// class pointers), where a cast from `Any` cost ~240 instructions a read.
  var storage: [(key: ObjectIdentifier, value: EnvironmentValueBox)] = []
  var tracker: EnvironmentTracker?

  public init() {}

  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      let value = untracked(key)
      tracker?.record(key, value)
      return value
    }
    set {
      let id = ObjectIdentifier(key)
      for index in storage.indices where storage[index].key == id {
        storage[index].value = EnvironmentValueBoxOf(newValue)
        return
      }
      storage.append((id, EnvironmentValueBoxOf(newValue)))
    }
  }

  func untracked<Key: EnvironmentKey>(_ key: Key.Type) -> Key.Value {
    let id = ObjectIdentifier(key)
    for entry in storage where entry.key == id {
      return (entry.value as? EnvironmentValueBoxOf<Key.Value>)?.value ?? Key.defaultValue
    }
    return Key.defaultValue
  }

  func tracked(by tracker: EnvironmentTracker) -> EnvironmentValues {
    var copy = self
    copy.tracker = tracker
    return copy
  }

  /// Light or dark appearance.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

/// A value in `EnvironmentValues`' storage.
nonisolated class EnvironmentValueBox {
  /// Whether `other` holds a value of the same type that the comparators call equal.
  @MainActor func equals(_ other: EnvironmentValueBox, _ comparators: ComparatorCache) -> Bool { self === other }
}

/// A value in `EnvironmentValues`' storage, as its key's `Value` (or an environment object's type).
nonisolated final class EnvironmentValueBoxOf<Value>: EnvironmentValueBox {
  let value: Value
  init(_ value: Value) { self.value = value }
  @MainActor override func equals(_ other: EnvironmentValueBox, _ comparators: ComparatorCache) -> Bool {
    guard let other = other as? EnvironmentValueBoxOf<Value> else { return false }
    return comparators.equal(value, other.value)
  }
}

/// The appearance SwiftUI renders in.
nonisolated public enum ColorScheme: String, Sendable, CaseIterable, TraceValue {
  case light, dark
  public var traceText: String { rawValue }
  public init?(traceText: String) { self.init(rawValue: traceText) }
  public static var traceDomain: [ColorScheme] { [.light, .dark] }
}

struct ColorSchemeKey: EnvironmentKey {
  static var defaultValue: ColorScheme { .light }
}

/// The environment keys read by one make or update, with the values read.
final class EnvironmentTracker {
  nonisolated deinit {}

  struct Read {
    let key: ObjectIdentifier
    let isUnchanged: (EnvironmentValues) -> Bool
  }

  @exclusivity(unchecked) private(set) var reads: [Read] = []
  unowned(unsafe) let comparators: ComparatorCache

  init(comparators: ComparatorCache) { self.comparators = comparators }

  func record<Key: EnvironmentKey>(_ key: Key.Type, _ value: Key.Value) {
    let id = ObjectIdentifier(key)
    for read in reads where read.key == id { return }
    let comparators = comparators
    reads.append(
      Read(key: id) { [unowned(unsafe) comparators] env in comparators.equal(env.untracked(key), value) })
  }

  /// Forgets the reads of the previous update.
  func reset() { reads.removeAll(keepingCapacity: true) }

  /// Whether every key read has the same value in `environment`.
  func isUnchanged(in environment: EnvironmentValues) -> Bool {
    for read in reads where !read.isUnchanged(environment) { return false }
    return true
  }
}

/// Reads a value from the environment of the view, as SwiftUI's `@Environment`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  let box = EnvironmentBox<Value>()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  public var wrappedValue: Value { box.value ?? EnvironmentValues()[keyPath: keyPath] }
}

final class EnvironmentBox<Value> {
  nonisolated deinit {}

  @exclusivity(unchecked) var value: Value?
}

extension Environment: GraphComparable {
  static func graphEqual(_ a: Environment, _ b: Environment, _ cache: ComparatorCache) -> Bool {
    switch (a.box.value, b.box.value) {
    case (nil, nil): true
    case (let x?, let y?): cache.equal(x, y)
    default: false
    }
  }
}

/// An `.environment(_:_:)` modifier: sets one value for a subtree.
@usableFromInline
struct EnvironmentOverride {
  /// Whether the content below takes no touches (`allowsHitTesting(false)`, F-SW6).
  var blocksTouches = false
  let apply: (inout EnvironmentValues) -> Void

  /// Whether this override sets the same keys to equal values as `other`: each applied to an
  /// empty environment, the keys compared in order and the values by the graph's comparators.
  func setsSameValues(as other: EnvironmentOverride, _ comparators: ComparatorCache) -> Bool {
    var mine = EnvironmentValues()
    apply(&mine)
    var theirs = EnvironmentValues()
    other.apply(&theirs)
    guard mine.storage.count == theirs.storage.count else { return false }
    for index in mine.storage.indices {
      let (a, b) = (mine.storage[index], theirs.storage[index])
      guard a.key == b.key, a.value.equals(b.value, comparators) else { return false }
    }
    return true
  }
}

extension View {
  /// Sets an environment value for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ViewContent {
    ViewContent(
      .environment(EnvironmentOverride { $0[keyPath: keyPath] = value }, Self._makeContent(self)))
  }

  /// Makes this view and everything in it take no touches while `enabled` is false: its
  /// buttons and controls, and the UIKit views of its representables, are not on offer
  /// (F-SW6). Unlike `disabled`, an inner `allowsHitTesting(true)` cannot undo it: touches
  /// never reach the inside.
  public func allowsHitTesting(_ enabled: Bool) -> ViewContent {
    ViewContent(.environment(EnvironmentOverride(blocksTouches: !enabled) { _ in }, Self._makeContent(self)))
  }

  /// Disables the controls of this view while `disabled` is true: its buttons take no taps
  /// (`isEnabled` is false below it). `disabled(false)` leaves what an ancestor said (F-SW3).
  public func disabled(_ disabled: Bool) -> ViewContent {
    ViewContent(
      .environment(EnvironmentOverride { if disabled { $0.isEnabled = false } }, Self._makeContent(self)))
  }
}

/// A transaction's animation. Only its presence and duration matter to the model.
nonisolated public struct Animation: Sendable, Equatable {
  public let duration: Double
  public init(duration: Double) { self.duration = duration }
  public static let `default` = Animation(duration: 0.35)
  public static let linear = Animation(duration: 0.35)
  public static let easeInOut = Animation(duration: 0.35)
  public static let spring = Animation(duration: 0.5)
  public static func easeInOut(duration: Double) -> Animation { Animation(duration: duration) }
  public static func linear(duration: Double) -> Animation { Animation(duration: duration) }
  public static let easeIn = Animation(duration: 0.35)
  public static let easeOut = Animation(duration: 0.35)
  public static func easeIn(duration: Double) -> Animation { Animation(duration: duration) }
  public static func easeOut(duration: Double) -> Animation { Animation(duration: duration) }
  /// A spring lasts about its response (Apple's defaults: 0.5 s; an interactive spring's 0.15 s).
  /// Disfavoured, as in Apple's SDK: `.spring()` is the `duration:bounce:` form.
  @_disfavoredOverload
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { Animation(duration: response) }
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation(duration: duration)
  }
  public static let interactiveSpring = Animation(duration: 0.15)
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation { Animation(duration: response) }
  public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25)
    -> Animation
  { Animation(duration: duration) }
  public static let smooth = Animation(duration: 0.5)
  public static let snappy = Animation(duration: 0.5)
  public static let bouncy = Animation(duration: 0.5)
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(duration: duration)
  }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(duration: duration)
  }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(duration: duration)
  }
  /// The same animation, started `delay` seconds later.
  public func delay(_ delay: Double) -> Animation { Animation(duration: duration + delay) }
  /// The same animation at `speed` times its rate.
  public func speed(_ speed: Double) -> Animation { speed > 0 ? Animation(duration: duration / speed) : self }
  /// Repeats (the model takes one run's duration).
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  /// Repeats forever (the model takes one run's duration).
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// The context of a state change (fidelity L16, L17).
nonisolated public struct Transaction: Sendable, Equatable {
  public var animation: Animation?
  public var disablesAnimations = false
  public init() {}
  public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` so that the state changes it makes carry `animation`.
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}

/// When an animation counts as complete for `withAnimation(_:completionCriteria:_:completion:)`.
nonisolated public struct AnimationCompletionCriteria: Hashable, Sendable {
  let isRemoved: Bool
  /// "The animation has logically completed, but may still be in its long tail."
  public static let logicallyComplete = AnimationCompletionCriteria(isRemoved: false)
  /// "The entire animation is finished and will now be removed."
  public static let removed = AnimationCompletionCriteria(isRemoved: true)
}

/// Runs `body` so that the state changes it makes carry `animation`, then runs `completion`
/// once the animation is over: on the main queue, `animation`'s duration after this turn (no
/// animation: in the next turn), whichever criterion is given, since the model's animations have
/// no long tail (F-SW18).
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try withTransaction(Transaction(animation: animation), body)
  guard let world = RunContext.current else {
    completion()
    return result
  }
  world.schedule(after: wholeMilliseconds(animation?.duration ?? 0), .block(completion), isSystem: true)
  return result
}

/// Runs `body` so that the state changes it makes carry `transaction`.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  guard let world = RunContext.current else { return try body() }
  let previous = world.transaction
  world.transaction = transaction
  defer { world.transaction = previous }
  return try body()
}

/// Where the scene is in its life (`@Environment(\.scenePhase)`).
nonisolated public enum ScenePhase: String, Sendable, CaseIterable, TraceValue {
  case active, inactive, background
  public var traceText: String { rawValue }
  public init?(traceText: String) { self.init(rawValue: traceText) }
  public static var traceDomain: [ScenePhase] { [.active, .background] }
}

struct ScenePhaseKey: EnvironmentKey {
  static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
  public var scenePhase: ScenePhase {
    get {
      RunContext.current?.observesAppLifecycle = true
      return self[ScenePhaseKey.self]
    }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

struct FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}

struct RefreshKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

struct LineLimitKey: EnvironmentKey {
  static var defaultValue: Int? { nil }
}

struct TruncationModeKey: EnvironmentKey {
  static var defaultValue: Text.TruncationMode { .tail }
}

struct MultilineTextAlignmentKey: EnvironmentKey {
  static var defaultValue: TextAlignment { .leading }
}

extension EnvironmentValues {
  /// The default font for text here: what the nearest `font(_:)` above set, else nil (F-SW17).
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
  /// The most lines text here may take: what the nearest `lineLimit(_:)` above set, else nil
  /// (as many as it needs) (F-SW17).
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
  /// How text here that does not fit is cut: the nearest `truncationMode(_:)` above, else
  /// `.tail` (F-SW17).
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }
  /// How the lines of multiline text here are aligned: the nearest
  /// `multilineTextAlignment(_:)` above, else `.leading` (F-SW17).
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }
  /// The refresh action `refreshable` set above: nil, as the model's `refreshable` stores
  /// nothing (a pull to refresh is not performed).
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction(handler: nil) }
}

struct AutocorrectionDisabledKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension EnvironmentValues {
  /// Opens a URL: by default as `UIApplication.shared.open(_:)` does in the model (no other
  /// app is there, nothing is left behind); an `OpenURLAction(handler:)` set with
  /// `environment(\.openURL, …)` is asked first.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
  /// Whether text input here has autocorrection off (`autocorrectionDisabled(_:)` stores nothing,
  /// so it reads false).
  public var autocorrectionDisabled: Bool {
    get { self[AutocorrectionDisabledKey.self] }
    set { self[AutocorrectionDisabledKey.self] = newValue }
  }
}

/// `@Environment(\.openURL)`: call it with a URL. A handler's `.handled` and `.discarded` keep
/// the URL from the system; `.systemAction` passes it on, as SwiftUI's.
public struct OpenURLAction {
  /// What a handler did with the URL.
  nonisolated public struct Result: Sendable {
    enum Kind: Sendable { case handled, discarded, system }
    let kind: Kind
    let url: URL?
    public static let handled = Result(kind: .handled, url: nil)
    public static let discarded = Result(kind: .discarded, url: nil)
    public static let systemAction = Result(kind: .system, url: nil)
    /// The system opens `url` instead of the one asked for.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .system, url: url) }
  }

  let handler: ((URL) -> Result)?

  public init(handler: @escaping (URL) -> Result) { self.handler = handler }
  init(handler: ((URL) -> Result)?) { self.handler = handler }

  public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

  /// `completion` is told whether the URL was opened (or handled).
  public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
    let result = handler?(url) ?? .systemAction
    switch result.kind {
    case .handled: completion(true)
    case .discarded: completion(false)
    case .system: UIApplication.shared.open(result.url ?? url, completionHandler: completion)
    }
  }
}

/// What a pull to refresh runs (the model never makes one: `refreshable` is not performed).
nonisolated public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void
  public func callAsFunction() async { await action() }
}

struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// Whether the controls here take input: false below `.disabled(true)` (F-SW3).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}
