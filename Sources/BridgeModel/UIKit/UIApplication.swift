/// The model's `UIApplication`: the lifecycle notifications (posted by `move app to
/// background/foreground`) and `UIApplication.shared`, which answers from the running world.
public final class UIApplication {
  nonisolated deinit {}

  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name(
    "UIApplicationWillEnterForegroundNotification")
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  public static let openSettingsURLString = "app-settings:"

  static let lifecycleNotifications = [
    willResignActiveNotification, didEnterBackgroundNotification, willEnterForegroundNotification,
    didBecomeActiveNotification,
  ]

  /// The app's one application object.
  public static let shared = UIApplication()

  private init() {}

  public enum State: Int, Sendable { case active, inactive, background }

  /// `.background` after `move app to background`, else `.active`.
  public var applicationState: State { UIApplication.isInBackground ? .background : .active }

  /// Whether the running world's app is in the background (`move app to background`).
  static var isInBackground: Bool { RunContext.current?.isInBackground ?? false }

  /// The world's window (the model has one scene with one window).
  public var windows: [UIWindow] { RunContext.current.map { [$0.window] } ?? [] }
  public var keyWindow: UIWindow? { RunContext.current?.window }
  public var connectedScenes: Set<UIScene> { RunContext.current.map { [$0.windowScene] } ?? [] }

  /// Storage only.
  public var isIdleTimerDisabled = false
  public var applicationIconBadgeNumber = 0

  /// Whether an app can open `url`: the model answers yes (no other apps are installed).
  public func canOpenURL(_ url: URL) -> Bool { true }

  public struct OpenExternalURLOptionsKey: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
  }

  /// Opens `url` in another app: the app leaves nothing behind in the model; the completion
  /// runs later, on the main queue (FIDELITY F-MI5), with `true`.
  public func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
  ) {
    guard let completionHandler else { return }
    guard let world = RunContext.current else { return completionHandler(true) }
    world.enqueueMain { completionHandler(true) }
  }

  /// Sends an action method to `target`, or with a nil target to the first responder (the
  /// responder chain's start), and returns whether someone took it. The action is a method
  /// reference, as `bridgecheck adapt` writes `#selector(UIResponder.resignFirstResponder)`.
  @discardableResult
  public func sendAction<Responder: UIResponder>(
    _ action: (Responder) -> () -> Bool, to target: AnyObject?, from sender: Any?, for event: UIEvent?
  ) -> Bool {
    guard let receiver = (target ?? RunContext.current?.window.firstResponder) as? Responder else { return false }
    _ = action(receiver)()
    return true
  }
}

/// An event (the model's user events are actions; this type only fills parameters).
public final class UIEvent {
  nonisolated deinit {}
  init() {}
}

/// A scene (the model has one: the world's window scene). Hashable by identity, as Apple's
/// `NSObject`-based scenes are.
open class UIScene: Hashable {
  nonisolated deinit {}
  public enum ActivationState: Int, Sendable { case unattached, foregroundActive, foregroundInactive, background }
  public var activationState: ActivationState {
    UIApplication.isInBackground ? .background : .foregroundActive
  }
  /// The delegate `World.connectScene(_:)` connected (strong, as UIKit's scene keeps it).
  public internal(set) var delegate: (any UISceneDelegate)?
  public var session: UISceneSession { storedSession }
  private let storedSession = UISceneSession()
  init() {}

  nonisolated public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// What the scene was connected with: the model's app is opened with nothing.
  public final class ConnectionOptions {
    nonisolated deinit {}
    public let urlContexts: Set<UIOpenURLContext> = []
    public let sourceApplication: String? = nil
    init() {}
  }
}

/// A URL the app was asked to open.
public final class UIOpenURLContext: Hashable {
  nonisolated deinit {}
  public let url: URL
  init(url: URL) { self.url = url }
  nonisolated public static func == (a: UIOpenURLContext, b: UIOpenURLContext) -> Bool { a === b }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The session of the world's scene (storage only).
public final class UISceneSession {
  nonisolated deinit {}
  public struct Role: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
  public let role = Role.windowApplication
  public let persistentIdentifier = "scene-1"
  public var userInfo: [String: Any]?
  init() {}
}

/// A scene's delegate: the model calls `scene(_:willConnectTo:options:)` from
/// `World.connectScene(_:)`, and the activation calls when the app moves to the background and
/// back (F-SD1). Every method is optional.
@MainActor public protocol UISceneDelegate: AnyObject {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
  func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate (its `window` property is the app's own).
@MainActor public protocol UIWindowSceneDelegate: UISceneDelegate {}

/// The window scene: the world's window.
public final class UIWindowScene: UIScene {
  nonisolated deinit {}
  public let windows: [UIWindow]
  public var keyWindow: UIWindow? { windows.first }
  public var screen: UIScreen { .main }
  init(window: UIWindow) {
    windows = [window]
    super.init()
  }
  public var traitCollection: UITraitCollection { windows[0].traitCollection }
  public var interfaceOrientation: UIInterfaceOrientation { .portrait }
}

/// The screen: an iPhone's, as the world's window (390 × 844 points, scale 3). It is the only
/// one: no external display connects in the model, so `didConnectNotification` and
/// `didDisconnectNotification` are never posted and `screens` is `[main]` (F-SD2). Screens
/// are equal only to themselves, as `NSObject`s are.
public final class UIScreen: Sendable, Hashable {
  public static let main = UIScreen()
  /// The screens connected: the main one.
  public static var screens: [UIScreen] { [main] }
  /// Posted when a display connects, with the new screen as its object (never, in the model).
  nonisolated public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
  /// Posted when a display disconnects, with its screen as its object (never, in the model).
  nonisolated public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
  /// Posted when a screen's mode changes (never, in the model).
  nonisolated public static let modeDidChangeNotification = Notification.Name("UIScreenModeDidChangeNotification")
  nonisolated public static func == (a: UIScreen, b: UIScreen) -> Bool { a === b }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
  public let scale: CGFloat = 3
  public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
}
