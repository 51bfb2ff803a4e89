// Members of UIKit and SwiftUI that app files declare or call around their bridging code and
// that change nothing the model checks: the app delegate, SwiftUI's App and scenes, toolbar
// positioning, accessibility announcements, context menus. Each says what it does.

/// The app's delegate (accepted so that the file compiles; the model never calls it: a
/// scenario, not `application(_:didFinishLaunchingWithOptions:)`, sets the app up).
@MainActor public protocol UIApplicationDelegate: AnyObject {}

extension UIApplication {
  /// The app delegate: none in the model.
  public var delegate: (any UIApplicationDelegate)? { nil }
  public enum LaunchOptionsKey: String, Sendable { case url, sourceApplication, remoteNotification }
}

/// Launch options of `application(_:didFinishLaunchingWithOptions:)` (never called).
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

/// SwiftUI's app (accepted; never run: a scenario names the root view it checks).
@MainActor public protocol App {
  associatedtype Body: Scene
  var body: Body { get }
  init()
}

/// A scene of a SwiftUI app (accepted; never run).
@MainActor public protocol Scene {}

/// Builds a SwiftUI app's scenes (kept, never run).
@resultBuilder
public enum SceneBuilder {
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
  public static func buildBlock<S0: Scene, S1: Scene>(_ s0: S0, _ s1: S1) -> S0 { s0 }
}

/// A window group: its content is the app's root view (never made by the model).
public struct WindowGroup<Content: View>: Scene {
  let content: () -> Content
  public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
  public init(_ title: String, @ViewBuilder content: @escaping () -> Content) { self.content = content }
}

/// The app delegate of a SwiftUI app (accepted; the model makes none: the app is never run).
@propertyWrapper
public struct UIApplicationDelegateAdaptor<Delegate: UIApplicationDelegate & NSObject> {
  public var wrappedValue: Delegate { fatalError("a SwiftUI App is never run by the model") }
  public init(_ delegateType: Delegate.Type) {}
}

/// Where a bar sits (the model's bars are at their default position).
public enum UIBarPosition: Int, Sendable { case any, bottom, top, topAttached }

/// What positions a bar (storage only).
@MainActor public protocol UIBarPositioning: AnyObject {
  var barPosition: UIBarPosition { get }
}

/// Asks where a bar goes (never asked: the model lays out no bars).
@MainActor public protocol UIBarPositioningDelegate: AnyObject {
  func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
  public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

/// A toolbar's delegate (never asked).
@MainActor public protocol UIToolbarDelegate: UIBarPositioningDelegate {}

extension UIToolbar: UIBarPositioning {
  public var barPosition: UIBarPosition { .bottom }
}

extension UINavigationBar: UIBarPositioning {
  public var barPosition: UIBarPosition { .top }
}

/// VoiceOver announcements: posting one changes nothing the model checks; VoiceOver is off.
public enum UIAccessibility {
  nonisolated public struct Notification: Hashable, Sendable {
    let name: String
    public static let announcement = Notification(name: "announcement")
    public static let screenChanged = Notification(name: "screenChanged")
    public static let layoutChanged = Notification(name: "layoutChanged")
    public static let pageScrolled = Notification(name: "pageScrolled")
  }
  public static func post(notification: Notification, argument: Any?) {}
  public static var isVoiceOverRunning: Bool { false }
  public static var isReduceMotionEnabled: Bool { false }
  public static var isBoldTextEnabled: Bool { false }
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
}

/// A context menu's configuration (storage only: the model presents no menus).
public final class UIContextMenuConfiguration {
  nonisolated deinit {}
  public let identifier: (any NSCopying)?
  public init(
    identifier: (any NSCopying)? = nil, previewProvider: (() -> UIViewController?)? = nil,
    actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil
  ) { self.identifier = identifier }
}

/// A context menu's delegate (never asked: the model performs no long press that opens one).
@MainActor public protocol UIContextMenuInteractionDelegate: AnyObject {
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
}

/// A context menu on a view (kept; the menu is never shown).
public final class UIContextMenuInteraction: UIInteraction {
  nonisolated deinit {}
  public weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view it was added to, while it is there (not retained).
  public internal(set) weak var view: UIView?
  public init(delegate: any UIContextMenuInteractionDelegate) { self.delegate = delegate }
}

/// An interaction added to a view.
@MainActor public protocol UIInteraction: AnyObject {}

extension UIView {
  /// Kept by the view (strongly, as UIKit's views keep their interactions).
  public func addInteraction(_ interaction: any UIInteraction) {
    madeExtras.interactions.append(interaction)
    (interaction as? UIContextMenuInteraction)?.view = self
  }
  public func removeInteraction(_ interaction: any UIInteraction) {
    madeExtras.interactions.removeAll { $0 === interaction }
    if let menu = interaction as? UIContextMenuInteraction, menu.view === self { menu.view = nil }
  }
  public var interactions: [any UIInteraction] {
    get { extras?.interactions ?? [] }
    set { madeExtras.interactions = newValue }
  }
}

/// SwiftUI's navigation view styles (storage only).
public struct StackNavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle { public init() {} }
extension StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }

/// A storyboard: the model loads none. Its controllers are plain `UIViewController`s (a cast to
/// the app's class fails), the initial one nil; make controllers in code for a scenario.
public final class UIStoryboard {
  nonisolated deinit {}
  public let name: String
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.name = name }
  public func instantiateInitialViewController() -> UIViewController? { nil }
  public func instantiateViewController(withIdentifier identifier: String) -> UIViewController { UIViewController() }
  /// Only with a `creator` that makes the controller (the model has no storyboard to decode).
  public func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    guard let made = creator?(NSCoder()) else {
      preconditionFailure("the model loads no storyboard: make \(ViewController.self) in code for the scenario")
    }
    return made
  }
}

/// A storyboard segue (never performed: the model loads no storyboard).
open class UIStoryboardSegue {
  nonisolated deinit {}
  public let identifier: String?
  public let source: UIViewController
  public let destination: UIViewController
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    (self.identifier, self.source, self.destination) = (identifier, source, destination)
  }
  open func perform() {}
}
