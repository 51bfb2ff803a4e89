// Stand-ins for framework views apps put beside their bridging code, without the framework's
// work: AuthenticationServices' Sign in with Apple button, AVKit's route picker, SpriteKit's
// view and scene. Each is a view (or a control) of the model; nothing is drawn, played or run.

/// Sign in with Apple's button: a control the user taps (`tap "Sign in with Apple"`), which sends
/// `.touchUpInside`; the authorization that apps start from it is not modelled.
open class ASAuthorizationAppleIDButton: UIControl {
  nonisolated deinit {}
  public enum ButtonType: Int, Sendable { case signIn, `continue`, signUp }
  public enum Style: Int, Sendable { case white, whiteOutline, black }
  @exclusivity(unchecked) open var cornerRadius: CGFloat = 6
  public let buttonType: ButtonType

  public init(authorizationButtonType type: ButtonType, authorizationButtonStyle style: Style) {
    buttonType = type
    super.init(frame: .zero)
  }

  public convenience init() { self.init(authorizationButtonType: .signIn, authorizationButtonStyle: .black) }
  public convenience init(type: ButtonType, style: Style) {
    self.init(authorizationButtonType: type, authorizationButtonStyle: style)
  }
  public required init?(coder: NSCoder) { return nil }
  public override convenience init(frame: CGRect) { self.init() }

  override var elementKind: ElementKind? { .button }
  override var elementBaseName: String {
    accessibilityIdentifier
      ?? (buttonType == .signUp
        ? "Sign up with Apple" : buttonType == .continue ? "Continue with Apple" : "Sign in with Apple")
  }

  /// The user taps the button.
  func userTap() {
    callback("touchUpInside") { sendActions(for: [.touchDown, .touchUpInside, .primaryActionTriggered]) }
  }
}

/// AVKit's AirPlay route picker (storage only: the model has no routes to show).
open class AVRoutePickerView: UIView {
  nonisolated deinit {}
  @exclusivity(unchecked) open var activeTintColor: UIColor?
  @exclusivity(unchecked) open var prioritizesVideoDevices = false
}

/// A SpriteKit node (storage only: nothing is simulated or drawn).
open class SKNode {
  nonisolated deinit {}
  public private(set) var children: [SKNode] = []
  public private(set) weak var parent: SKNode?
  @exclusivity(unchecked) open var name: String?
  @exclusivity(unchecked) open var position = CGPoint.zero
  @exclusivity(unchecked) open var isPaused = false
  public init() {}
  open func addChild(_ node: SKNode) {
    node.removeFromParent()
    children.append(node)
    node.parent = self
  }
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
  open func removeAllChildren() {
    for child in children { child.parent = nil }
    children.removeAll()
  }
}

/// A SpriteKit scene: a view that presents it calls `didMove(to:)`; it is never updated (no
/// frames are simulated).
open class SKScene: SKNode {
  nonisolated deinit {}
  public enum ScaleMode: Int, Sendable { case fill, aspectFill, aspectFit, resizeFill }
  @exclusivity(unchecked) open var size: CGSize
  @exclusivity(unchecked) open var scaleMode = ScaleMode.fill
  @exclusivity(unchecked) open var backgroundColor = UIColor.black
  public internal(set) weak var view: SKView?
  public init(size: CGSize) {
    self.size = size
    super.init()
  }
  public override convenience init() { self.init(size: .zero) }
  open func didMove(to view: SKView) {}
  open func willMove(from view: SKView) {}
  open func update(_ currentTime: TimeInterval) {}
}

/// A SpriteKit view: `presentScene` tells the old scene it leaves and the new one it arrived.
open class SKView: UIView {
  nonisolated deinit {}
  public private(set) var scene: SKScene?
  @exclusivity(unchecked) open var isPaused = false
  @exclusivity(unchecked) open var ignoresSiblingOrder = false
  @exclusivity(unchecked) open var showsFPS = false
  @exclusivity(unchecked) open var showsNodeCount = false
  @exclusivity(unchecked) open var allowsTransparency = false
  @exclusivity(unchecked) open var preferredFramesPerSecond = 60

  open func presentScene(_ scene: SKScene?) {
    if let old = self.scene {
      old.willMove(from: self)
      old.view = nil
    }
    self.scene = scene
    guard let scene else { return }
    scene.view = self
    scene.didMove(to: self)
  }
}
