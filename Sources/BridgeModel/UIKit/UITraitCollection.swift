/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

/// A size class.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }

/// The traits of the model's one environment: an iPhone in portrait (compact width, regular
/// height), in the world's appearance (the `colorScheme` knob: the user switching dark mode)
/// unless a view or controller overrides it. A change of appearance calls
/// `traitCollectionDidChange(_:)` and the `registerForTraitChanges` handlers of every view and
/// controller whose appearance changed (F-TR1).
public final class UITraitCollection: Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let displayScale: CGFloat

  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
    horizontalSizeClass = .compact
    verticalSizeClass = .regular
    displayScale = 3
  }

  /// The running world's traits (light outside a world).
  public static var current: UITraitCollection { of(RunContext.current) }

  /// The traits of `world`'s window: its appearance (light outside a world).
  static func of(_ world: World?) -> UITraitCollection {
    world?.environment.colorScheme == .dark ? dark : light
  }

  /// The model's two environments, made once (a trait collection is immutable).
  static let light = UITraitCollection(userInterfaceStyle: .light)
  static let dark = UITraitCollection(userInterfaceStyle: .dark)

  /// The traits of the model's environment with this appearance.
  static func with(_ style: UIUserInterfaceStyle) -> UITraitCollection {
    switch style {
    case .dark: dark
    case .light: light
    case .unspecified: UITraitCollection(userInterfaceStyle: .unspecified)
    }
  }

  /// Whether a colour resolved with `other` could differ (only the appearance counts here).
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    other?.userInterfaceStyle != userInterfaceStyle
  }
}

extension UIView {
  /// The view's traits: its own override, else its controller's or superview's, else light.
  public var traitCollection: UITraitCollection {
    if overrideUserInterfaceStyle != .unspecified {
      return .with(overrideUserInterfaceStyle)
    }
    if let controller = owningController { return controller.traitCollection }
    return superview?.traitCollection ?? .of(world)
  }
}

extension UIViewController {
  public var traitCollection: UITraitCollection {
    if overrideUserInterfaceStyle != .unspecified {
      return .with(overrideUserInterfaceStyle)
    }
    return parent?.traitCollection ?? ownPresentingViewController?.traitCollection ?? .of(world)
  }
}

// MARK: Trait changes (F-TR1)

/// A trait a view or controller can register for: the model changes only the appearance
/// (`UITraitUserInterfaceStyle`); the others are accepted and never change.
public protocol UITraitDefinition {}
/// A trait, as `registerForTraitChanges` takes it: `[UITraitUserInterfaceStyle.self]`.
public typealias UITrait = any UITraitDefinition.Type
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
public enum UITraitVerticalSizeClass: UITraitDefinition {}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
public enum UITraitDisplayScale: UITraitDefinition {}
public enum UITraitLayoutDirection: UITraitDefinition {}

/// What `registerForTraitChanges` returns, for `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

final class TraitChangeRegistration: UITraitChangeRegistration {
  nonisolated deinit {}
  let watchesAppearance: Bool
  let handler: (AnyObject, UITraitCollection) -> Void
  init(watchesAppearance: Bool, handler: @escaping (AnyObject, UITraitCollection) -> Void) {
    self.watchesAppearance = watchesAppearance
    self.handler = handler
  }
}

/// What has traits: a view or a view controller.
public typealias UITraitEnvironment = UITraitChangeObservable

/// A view or a view controller: what can register for trait changes.
@MainActor public protocol UITraitChangeObservable: AnyObject {
  /// The registrations, in order (public only because the protocol is).
  var _traitRegistrations: [any UITraitChangeRegistration] { get set }
}

extension UITraitChangeObservable {
  /// Calls `handler` with the object and its previous traits after each change of one of
  /// `traits` (iOS 17's replacement of `traitCollectionDidChange(_:)`).
  @discardableResult
  public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let registration = TraitChangeRegistration(
      watchesAppearance: traits.contains { $0 == UITraitUserInterfaceStyle.self }
    ) { object, previous in
      if let object = object as? TraitEnvironment { handler(object, previous) }
    }
    _traitRegistrations.append(registration)
    return registration
  }

  /// Removes a registration; its handler is not called again.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    _traitRegistrations.removeAll { $0 === registration }
  }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}

extension UITraitChangeObservable {
  /// The registrations that watch the appearance, in order (a copy: a handler may unregister).
  var appearanceRegistrations: [TraitChangeRegistration] {
    guard !_traitRegistrations.isEmpty else { return [] }
    return _traitRegistrations.compactMap { $0 as? TraitChangeRegistration }.filter(\.watchesAppearance)
  }
}

extension World {
  /// The appearance changed: every view in the window and every controller whose appearance
  /// changed with it hears of it, top down, each controller before its view (F-TR1).
  func appearanceDidChange(from old: UIUserInterfaceStyle) {
    let new: UIUserInterfaceStyle = environment.colorScheme == .dark ? .dark : .light
    for view in window.subviews { notifyTraitChange(view, from: old, to: new, root: (old, new)) }
  }

  /// A controller's appearance with the window's at `root`: its own override, else its
  /// parent's or presenter's, as `traitCollection` resolves it.
  private func style(of controller: UIViewController, root: UIUserInterfaceStyle) -> UIUserInterfaceStyle {
    var current: UIViewController? = controller
    while let next = current {
      if next.overrideUserInterfaceStyle != .unspecified { return next.overrideUserInterfaceStyle }
      current = next.parent ?? next.ownPresentingViewController
    }
    return root
  }

  /// `view`'s subtree, the appearance it inherits going from `old` to `new`. The callbacks run
  /// in phases of their own, without an event each: a dark-mode switch reaches every view.
  private func notifyTraitChange(
    _ view: UIView, from old: UIUserInterfaceStyle, to new: UIUserInterfaceStyle,
    root: (old: UIUserInterfaceStyle, new: UIUserInterfaceStyle)
  ) {
    var (before, after) = (old, new)
    if let controller = view.owningController {
      before = style(of: controller, root: root.old)
      after = style(of: controller, root: root.new)
      if before != after {
        let previous = UITraitCollection.with(before)
        controller.callback("traitCollectionDidChange(_:)") { controller.traitCollectionDidChange(previous) }
        for registration in controller.appearanceRegistrations {
          controller.callback("registerForTraitChanges handler") { registration.handler(controller, previous) }
        }
      }
    }
    if view.overrideUserInterfaceStyle != .unspecified {
      (before, after) = (view.overrideUserInterfaceStyle, view.overrideUserInterfaceStyle)
    }
    if before != after {
      let previous = UITraitCollection.with(before)
      enter(Phase(.callback, subject: view.objectID.raw, name: "traitCollectionDidChange(_:)"))
      view.traitCollectionDidChange(previous)
      leave()
      for registration in view.appearanceRegistrations {
        enter(Phase(.callback, subject: view.objectID.raw, name: "registerForTraitChanges handler"))
        registration.handler(view, previous)
        leave()
      }
    }
    for subview in view.subviews { notifyTraitChange(subview, from: before, to: after, root: root) }
  }
}
