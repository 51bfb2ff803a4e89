/// What checking a mirror found in a settled world.
nonisolated public enum MirrorCheck: Sendable, Equatable {
  /// No view of the mirrored UIKit type is on screen inside a represented view.
  case noView
  /// Such views are on screen, but no SwiftUI graph around them has the declared root type.
  case noRoot
  /// Every such view shows the state.
  case matches
  /// A view does not show the state: the sentence says which, and what each holds.
  case mismatch(String)
}

/// A declaration that a UIKit value mirrors a piece of SwiftUI state.
///
/// `representable.view-matches-state` checks every mirror whenever the world
/// has settled: each on-screen view of the type, inside a graph whose root view has the
/// declared type, must show that root's state.
nonisolated public struct StateMirror: Sendable {
  /// What is mirrored, for reports: `UITextField.text ↔ text`.
  public let label: String
  /// The mirrored UIKit type and the root view type, for a scenario's problems.
  public let viewType: String
  public let rootType: String
  /// The state's name, as the scenario declares it.
  public let stateName: String
  /// The UIKit value is a UISlider's: the fuzzer draws the state within the slider's range.
  public let isSliderValue: Bool
  /// The check; with `false`, a mismatch is `.mismatch("")`: its sentence is not written.
  @usableFromInline let check: @MainActor @Sendable (World, Bool) -> MirrorCheck

  @usableFromInline
  init(
    label: String, viewType: String, rootType: String, stateName: String, isSliderValue: Bool,
    check: @escaping @MainActor @Sendable (World, Bool) -> MirrorCheck
  ) {
    self.label = label
    self.viewType = viewType
    self.rootType = rootType
    self.stateName = stateName
    self.isSliderValue = isSliderValue
    self.check = check
  }

  /// What the mirror shows now. With `describing: false`, a mismatch is `.mismatch("")`: a
  /// caller that has already reported this mirror apart does not pay for the sentence (the
  /// views' names and both values described, ~12,000 instructions).
  @MainActor
  public func check(in world: World, describing: Bool = true) -> MirrorCheck { check(world, describing) }

  /// `view(v)` of every on-screen `V` must equal `state(root)` of the graph it is in.
  @inlinable
  public static func mirror<
    Root: View & SendableMetatype, V: UIView & SendableMetatype, Value: Equatable & SendableMetatype
  >(
    _ state: @escaping @MainActor @Sendable (Root) -> Value, stateName: String,
    view: V.Type, _ viewValue: @escaping @MainActor @Sendable (V) -> Value, viewProperty: String
  ) -> StateMirror {
    let label = "\(V.self).\(viewProperty) ↔ \(stateName)"
    return StateMirror(
      label: label, viewType: "\(V.self)", rootType: "\(Root.self)", stateName: stateName,
      isSliderValue: V.self is UISlider.Type
    ) { world, describing in
      var outcome = MirrorCheck.noView
      for entry in world.onScreenRepresentedViews {
        guard let match = entry.view as? V else { continue }
        // The state is read only once a view that mirrors it is on screen, from its own graph.
        guard let root: Root = world.hosts[entry.host].rootValue() else {
          if outcome == .noView { outcome = .noRoot }
          continue
        }
        let expected = state(root)
        outcome = .matches
        guard viewValue(match) != expected else { continue }
        guard describing else { return .mismatch("") }
        return .mismatch(
          "\(world.displayName(of: match.objectID)).\(viewProperty) is \(describeValue(viewValue(match)))"
            + " but \(stateName) is \(describeValue(expected))"
            + outOfRangeHint(match, expected, stateName: stateName))
      }
      return outcome
    }
  }
}

/// For a slider whose state holds a value outside minimumValue…maximumValue (which the slider
/// clamps to, C11): why the two differ and how to keep the fuzzer in range; empty otherwise.
@usableFromInline
@MainActor
func outOfRangeHint<Value>(_ view: UIView, _ expected: Value, stateName: String) -> String {
  guard let slider = view as? UISlider, let value = Double(describeValue(expected)) else { return "" }
  let range = Double(slider.minimumValue)...Double(slider.maximumValue)
  guard !range.contains(value) else { return "" }
  return
    ", outside the slider's minimumValue…maximumValue (\(range.lowerBound)…\(range.upperBound)), which it clamps to."
    + " If the app never sets \(stateName) there, give the fuzzer its values: .domain(\"\(stateName)\", […])"
}

extension World {
  /// The on-screen views inside represented views' containers (the containers, SwiftUI's own,
  /// left out), in tree order, each with the index of its graph's host; found again only when
  /// the hierarchy changed (the view-matches-state check runs after every step).
  @usableFromInline
  var onScreenRepresentedViews: [UnownedView] {
    if let cached = representedViewsCache {
      if verifiesCaches {
        verify("represented views", served: cached.map(\.fingerprint), fresh: findRepresentedViews().map(\.fingerprint))
      }
      return cached
    }
    let found = findRepresentedViews()
    representedViewsCache = found
    return found
  }

  private func findRepresentedViews() -> [UnownedView] {
    var found: [UnownedView] = []
    func walk(_ view: UIView, _ host: Int) {
      if view.window != nil, !(view is PlatformViewHost) { found.append(UnownedView(view: view, host: host)) }
      for subview in view.subviews { walk(subview, host) }
    }
    for (index, host) in hosts.enumerated() {
      for container in host.hostingView.subviews { walk(container, index) }
    }
    return found
  }

  /// The types of the represented views on screen (not SwiftUI's containers), each once, in
  /// tree order (for reports).
  public var onScreenRepresentedTypeNames: [String] {
    var names: [String] = []
    for entry in onScreenRepresentedViews {
      let name = typeName(of: entry.view.objectID)
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The on-screen views of type `V` that belong to represented views, in tree order.
  public func representedViews<V: UIView>(of type: V.Type) -> [V] {
    var found: [V] = []
    func walk(_ view: UIView) {
      if let match = view as? V, view.window != nil { found.append(match) }
      for subview in view.subviews { walk(subview) }
    }
    for host in hosts {
      for container in host.hostingView.subviews { walk(container) }
    }
    return found
  }
}

extension ViewHost {
  /// The root view value, if it is a `T`.
  @inlinable
  public func rootValue<T: View>() -> T? { (root as? CompositeNode<T>)?.value }
}

/// A value as a report shows it: trace text when it has one.
@usableFromInline
nonisolated func describeValue<T>(_ value: T) -> String { formatTraceValue(value) }

/// A view in a cache that a hierarchy change clears: views cannot leave the hierarchy (or
/// go) without that change, so the cache never holds a view that is gone, and it must not
/// keep one alive (dismantle-cleans-up checks that views are released).
@usableFromInline
struct UnownedView {
  @usableFromInline unowned(unsafe) let view: UIView
  /// The index of its graph's host in `World.hosts` (the cache goes when hosts change).
  @usableFromInline let host: Int

  /// What a cache check compares: the view's identity and its host.
  var fingerprint: String { "\(view.objectID.raw)@\(host)" }
}
