// SceneKit and ARKit, as stand-ins for the views apps wrap: scenes and nodes are kept as trees,
// nothing is rendered, simulated or tracked (no camera, no GPU). AudioToolbox's system sounds and
// CoreVideo's pixel buffer are here too: accepted, nothing plays.

/// A vector of three floats.
nonisolated public struct SCNVector3: Sendable, Equatable {
  public var x: Float
  public var y: Float
  public var z: Float
  public init(_ x: Float, _ y: Float, _ z: Float) { (self.x, self.y, self.z) = (x, y, z) }
  public init(x: Float, y: Float, z: Float) { self.init(x, y, z) }
  public init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(Float(x), Float(y), Float(z)) }
  public init(x: Double, y: Double, z: Double) { self.init(Float(x), Float(y), Float(z)) }
  public init() { self.init(0, 0, 0) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
public func SCNVector3Make(_ x: Float, _ y: Float, _ z: Float) -> SCNVector3 { SCNVector3(x, y, z) }
// swift-format-ignore: AlwaysUseLowerCamelCase
public let SCNVector3Zero = SCNVector3()

/// A vector of four floats (rotations).
nonisolated public struct SCNVector4: Sendable, Equatable {
  public var x: Float
  public var y: Float
  public var z: Float
  public var w: Float
  public init(_ x: Float, _ y: Float, _ z: Float, _ w: Float) { (self.x, self.y, self.z, self.w) = (x, y, z, w) }
  public init(x: Float, y: Float, z: Float, w: Float) { self.init(x, y, z, w) }
}

/// A material's property (its contents are kept).
public final class SCNMaterialProperty {
  nonisolated deinit {}
  public var contents: Any?
  public var intensity: CGFloat = 1
  init() {}
}

/// A material (storage only).
open class SCNMaterial {
  nonisolated deinit {}
  public let diffuse = SCNMaterialProperty()
  public let specular = SCNMaterialProperty()
  public let emission = SCNMaterialProperty()
  public let normal = SCNMaterialProperty()
  public let metalness = SCNMaterialProperty()
  public let roughness = SCNMaterialProperty()
  @exclusivity(unchecked) open var isDoubleSided = false
  @exclusivity(unchecked) open var transparency: CGFloat = 1
  @exclusivity(unchecked) open var name: String?
  public init() {}
}

/// A shape (storage only).
open class SCNGeometry {
  nonisolated deinit {}
  @exclusivity(unchecked) open var materials: [SCNMaterial] = []
  open var firstMaterial: SCNMaterial? {
    get { materials.first }
    set { materials = newValue.map { [$0] + materials.dropFirst() } ?? Array(materials.dropFirst()) }
  }
  public init() {}
}

open class SCNBox: SCNGeometry {
  nonisolated deinit {}
  public init(width: CGFloat, height: CGFloat, length: CGFloat, chamferRadius: CGFloat) { super.init() }
}

open class SCNSphere: SCNGeometry {
  nonisolated deinit {}
  @exclusivity(unchecked) open var radius: CGFloat
  public init(radius: CGFloat) {
    self.radius = radius
    super.init()
  }
}

open class SCNPlane: SCNGeometry {
  nonisolated deinit {}
  @exclusivity(unchecked) open var width: CGFloat
  @exclusivity(unchecked) open var height: CGFloat
  public init(width: CGFloat, height: CGFloat) {
    (self.width, self.height) = (width, height)
    super.init()
  }
}

open class SCNText: SCNGeometry {
  nonisolated deinit {}
  @exclusivity(unchecked) open var string: Any?
  @exclusivity(unchecked) open var extrusionDepth: CGFloat
  @exclusivity(unchecked) open var font: UIFont?
  @exclusivity(unchecked) open var flatness: CGFloat = 0.6
  @exclusivity(unchecked) open var isWrapped = false
  public init(string: Any?, extrusionDepth: CGFloat) {
    (self.string, self.extrusionDepth) = (string, extrusionDepth)
    super.init()
  }
}

open class SCNCylinder: SCNGeometry {
  nonisolated deinit {}
  @exclusivity(unchecked) open var radius: CGFloat
  @exclusivity(unchecked) open var height: CGFloat
  public init(radius: CGFloat, height: CGFloat) {
    (self.radius, self.height) = (radius, height)
    super.init()
  }
}

open class SCNCapsule: SCNGeometry {
  nonisolated deinit {}
  @exclusivity(unchecked) open var capRadius: CGFloat
  @exclusivity(unchecked) open var height: CGFloat
  public init(capRadius: CGFloat, height: CGFloat) {
    (self.capRadius, self.height) = (capRadius, height)
    super.init()
  }
}

open class SCNCone: SCNGeometry {
  nonisolated deinit {}
  @exclusivity(unchecked) open var topRadius: CGFloat
  @exclusivity(unchecked) open var bottomRadius: CGFloat
  @exclusivity(unchecked) open var height: CGFloat
  public init(topRadius: CGFloat, bottomRadius: CGFloat, height: CGFloat) {
    (self.topRadius, self.bottomRadius, self.height) = (topRadius, bottomRadius, height)
    super.init()
  }
}

open class SCNTorus: SCNGeometry {
  nonisolated deinit {}
  @exclusivity(unchecked) open var ringRadius: CGFloat
  @exclusivity(unchecked) open var pipeRadius: CGFloat
  public init(ringRadius: CGFloat, pipeRadius: CGFloat) {
    (self.ringRadius, self.pipeRadius) = (ringRadius, pipeRadius)
    super.init()
  }
}

open class SCNPyramid: SCNGeometry {
  nonisolated deinit {}
  public init(width: CGFloat, height: CGFloat, length: CGFloat) { super.init() }
}

/// An infinite plane (storage only).
open class SCNFloor: SCNGeometry {
  nonisolated deinit {}
  @exclusivity(unchecked) open var reflectivity: CGFloat = 0.25
  public override init() { super.init() }
}

/// A 4 × 4 transform (storage: a node's `transform` and `pivot` are kept, never applied).
nonisolated public struct SCNMatrix4: Sendable, Equatable {
  public var m11: Float, m12: Float, m13: Float, m14: Float
  public var m21: Float, m22: Float, m23: Float, m24: Float
  public var m31: Float, m32: Float, m33: Float, m34: Float
  public var m41: Float, m42: Float, m43: Float, m44: Float
  public init(
    m11: Float, m12: Float, m13: Float, m14: Float, m21: Float, m22: Float, m23: Float, m24: Float,
    m31: Float, m32: Float, m33: Float, m34: Float, m41: Float, m42: Float, m43: Float, m44: Float
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
public let SCNMatrix4Identity = SCNMatrix4(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
  m43: 0, m44: 1)

// swift-format-ignore: AlwaysUseLowerCamelCase
/// A translation, as SceneKit's (the offsets in the fourth row).
public func SCNMatrix4MakeTranslation(_ tx: Float, _ ty: Float, _ tz: Float) -> SCNMatrix4 {
  var matrix = SCNMatrix4Identity
  (matrix.m41, matrix.m42, matrix.m43) = (tx, ty, tz)
  return matrix
}

/// SceneKit's transactions, kept and settled as Core Animation's (F-SK1, F-CA1): a block runs
/// once the transaction's animations are over, and since nothing in the model renders or
/// animates a scene, that is when its transaction is committed or when another block replaces
/// it; a block set outside `begin()`/`commit()` belongs to the implicit transaction, committed
/// when the turn ends. `begin()` starts with Apple's duration for it, 0.25 s; the implicit
/// transaction's is 0. Transactions are the world's; outside a run a block runs when it is set.
public final class SCNTransaction {
  nonisolated deinit {}

  public class func begin() { RunContext.current?.sceneTransactions.append(CATransaction.Group()) }
  /// Ends the innermost transaction and runs its completion block, if it has one.
  public class func commit() {
    guard let world = RunContext.current, let group = world.sceneTransactions.popLast() else { return }
    CATransaction.settle(group, in: world)
  }
  public class func flush() {}
  public class func lock() {}
  public class func unlock() {}
  public class var animationDuration: CFTimeInterval {
    get { RunContext.current?.sceneTransactions.last?.animationDuration ?? 0 }
    set { RunContext.current?.sceneTransactions.last?.animationDuration = newValue }
  }
  public class var disableActions: Bool {
    get { RunContext.current?.sceneTransactions.last?.disableActions ?? false }
    set { RunContext.current?.sceneTransactions.last?.disableActions = newValue }
  }
  /// Storage only, and not kept: nothing animates.
  public class var animationTimingFunction: CAMediaTimingFunction? {
    get { nil }
    set {}
  }
  /// The innermost transaction's block.
  public class var completionBlock: (() -> Void)? {
    get { RunContext.current?.sceneTransactions.last?.completion }
    set {
      guard let world = RunContext.current else { return newValue?() ?? () }
      CATransaction.setCompletionBlock(newValue, innermost: world.sceneTransactions.last, in: world)
    }
  }
}

/// A light (storage only).
open class SCNLight {
  nonisolated deinit {}
  public struct LightType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let ambient = LightType(rawValue: "ambient")
    public static let omni = LightType(rawValue: "omni")
    public static let directional = LightType(rawValue: "directional")
    public static let spot = LightType(rawValue: "spot")
  }
  @exclusivity(unchecked) open var type = LightType.omni
  @exclusivity(unchecked) open var color: Any = UIColor.white
  @exclusivity(unchecked) open var intensity: CGFloat = 1000
  public init() {}
}

/// A camera (storage only).
open class SCNCamera {
  nonisolated deinit {}
  @exclusivity(unchecked) open var fieldOfView: CGFloat = 60
  @exclusivity(unchecked) open var zNear: Double = 1
  @exclusivity(unchecked) open var zFar: Double = 100
  public init() {}
}

/// An action on a node (storage only: nothing runs).
open class SCNAction {
  nonisolated deinit {}
  init() {}
  public static func rotateBy(x: CGFloat, y: CGFloat, z: CGFloat, duration: TimeInterval) -> SCNAction { SCNAction() }
  public static func move(by delta: SCNVector3, duration: TimeInterval) -> SCNAction { SCNAction() }
  public static func move(to location: SCNVector3, duration: TimeInterval) -> SCNAction { SCNAction() }
  public static func scale(to scale: CGFloat, duration: TimeInterval) -> SCNAction { SCNAction() }
  public static func fadeOut(duration: TimeInterval) -> SCNAction { SCNAction() }
  public static func fadeIn(duration: TimeInterval) -> SCNAction { SCNAction() }
  public static func repeatForever(_ action: SCNAction) -> SCNAction { SCNAction() }
  public static func sequence(_ actions: [SCNAction]) -> SCNAction { SCNAction() }
  public static func group(_ actions: [SCNAction]) -> SCNAction { SCNAction() }
  public static func wait(duration: TimeInterval) -> SCNAction { SCNAction() }
  public static func removeFromParentNode() -> SCNAction { SCNAction() }
}

/// A node of a scene: a tree of nodes is kept; actions never run.
open class SCNNode {
  nonisolated deinit {}
  public private(set) var childNodes: [SCNNode] = []
  public private(set) weak var parent: SCNNode?
  @exclusivity(unchecked) open var name: String?
  @exclusivity(unchecked) open var geometry: SCNGeometry?
  @exclusivity(unchecked) open var light: SCNLight?
  @exclusivity(unchecked) open var camera: SCNCamera?
  @exclusivity(unchecked) open var position = SCNVector3()
  @exclusivity(unchecked) open var eulerAngles = SCNVector3()
  @exclusivity(unchecked) open var scale = SCNVector3(1, 1, 1)
  @exclusivity(unchecked) open var rotation = SCNVector4(0, 0, 0, 0)
  @exclusivity(unchecked) open var opacity: CGFloat = 1
  @exclusivity(unchecked) open var isHidden = false
  /// Storage only: nothing is drawn, so neither moves anything.
  @exclusivity(unchecked) open var transform = SCNMatrix4Identity
  @exclusivity(unchecked) open var pivot = SCNMatrix4Identity
  /// Nothing is measured: the box is empty (both corners at the origin).
  open var boundingBox: (min: SCNVector3, max: SCNVector3) {
    get { (SCNVector3(), SCNVector3()) }
    set {}
  }
  public init() {}
  public convenience init(geometry: SCNGeometry?) {
    self.init()
    self.geometry = geometry
  }
  open func addChildNode(_ child: SCNNode) {
    child.removeFromParentNode()
    childNodes.append(child)
    child.parent = self
  }
  open func removeFromParentNode() {
    parent?.childNodes.removeAll { $0 === self }
    parent = nil
  }
  open func childNode(withName name: String, recursively: Bool) -> SCNNode? {
    for child in childNodes {
      if child.name == name { return child }
      if recursively, let found = child.childNode(withName: name, recursively: true) { return found }
    }
    return nil
  }
  open func runAction(_ action: SCNAction) {}
  open func runAction(_ action: SCNAction, completionHandler block: (() -> Void)? = nil) {}
  open func removeAllActions() {}
}

/// A scene: a root node (a named scene file is not read: it is empty).
open class SCNScene {
  nonisolated deinit {}
  public let rootNode = SCNNode()
  public let background = SCNMaterialProperty()
  public init() {}
  public convenience init?(named name: String) { self.init() }
  public convenience init(url: URL, options: [String: Any]? = nil) throws { self.init() }
}

/// A hit of `SCNView.hitTest` (the model's scenes are never hit).
public final class SCNHitTestResult {
  nonisolated deinit {}
  public let node: SCNNode
  init(node: SCNNode) { self.node = node }
}

/// A SceneKit view's renderer delegate (never called: nothing renders).
@MainActor public protocol SCNSceneRendererDelegate: AnyObject {}

/// A SceneKit view (storage only: nothing renders; hit tests find nothing).
open class SCNView: UIView {
  nonisolated deinit {}
  public enum AntialiasingMode: Int, Sendable { case none, multisampling2X, multisampling4X }
  @exclusivity(unchecked) open var scene: SCNScene?
  @exclusivity(unchecked) open var allowsCameraControl = false
  @exclusivity(unchecked) open var autoenablesDefaultLighting = false
  @exclusivity(unchecked) open var showsStatistics = false
  @exclusivity(unchecked) open var antialiasingMode = AntialiasingMode.multisampling4X
  @exclusivity(unchecked) open var isPlaying = false
  @exclusivity(unchecked) open var rendersContinuously = false
  @exclusivity(unchecked) open var pointOfView: SCNNode?
  @exclusivity(unchecked) open weak var delegate: (any SCNSceneRendererDelegate)?
  public convenience init(frame: CGRect, options: [String: Any]? = nil) { self.init(frame: frame) }
  open func hitTest(_ point: CGPoint, options: [String: Any]? = nil) -> [SCNHitTestResult] { [] }
  open func play(_ sender: Any?) { isPlaying = true }
  open func pause(_ sender: Any?) { isPlaying = false }
  open func snapshot() -> UIImage { UIImage(size: bounds.size) }
}

// MARK: ARKit

/// What ARKit tracks (storage only: the model has no camera; `isSupported` is false, as on a
/// device without the hardware, so apps take their fallback path).
open class ARConfiguration {
  nonisolated deinit {}
  public class var isSupported: Bool { false }
  public init() {}
}

open class ARWorldTrackingConfiguration: ARConfiguration {
  nonisolated deinit {}
  public struct PlaneDetection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = PlaneDetection(rawValue: 1)
    public static let vertical = PlaneDetection(rawValue: 2)
  }
  @exclusivity(unchecked) open var planeDetection: PlaneDetection = []
  public enum WorldAlignment: Int, Sendable { case gravity, gravityAndHeading, camera }
  @exclusivity(unchecked) open var worldAlignment = WorldAlignment.gravity
  @exclusivity(unchecked) open var isLightEstimationEnabled = true
  @exclusivity(unchecked) open var environmentTexturing = EnvironmentTexturing.none
  public enum EnvironmentTexturing: Int, Sendable { case none, manual, automatic }
}

/// An anchor in the world (never added: nothing is tracked).
open class ARAnchor {
  nonisolated deinit {}
  public let identifier = UUID()
  public init(name: String, transform: [Float]) {}
}

open class ARPlaneAnchor: ARAnchor {
  nonisolated deinit {}
}

/// A session's delegate (never called).
@MainActor public protocol ARSessionDelegate: AnyObject {}

/// A session: `run` and `pause` set `isRunning` (nothing is tracked).
open class ARSession {
  nonisolated deinit {}
  public struct RunOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let resetTracking = RunOptions(rawValue: 1)
    public static let removeExistingAnchors = RunOptions(rawValue: 2)
  }
  @exclusivity(unchecked) open weak var delegate: (any ARSessionDelegate)?
  @exclusivity(unchecked) public private(set) var configuration: ARConfiguration?
  @exclusivity(unchecked) public private(set) var isRunning = false
  public init() {}
  open func run(_ configuration: ARConfiguration, options: RunOptions = []) {
    self.configuration = configuration
    isRunning = true
  }
  open func pause() { isRunning = false }
  open func add(anchor: ARAnchor) {}
  open func remove(anchor: ARAnchor) {}
}

/// An AR view's delegate (never called: nothing is tracked).
@MainActor public protocol ARSCNViewDelegate: SCNSceneRendererDelegate {}

/// An AR SceneKit view: a SceneKit view with a session.
open class ARSCNView: SCNView {
  nonisolated deinit {}
  public let session = ARSession()
  @exclusivity(unchecked) open var automaticallyUpdatesLighting = true
  @exclusivity(unchecked) open weak var arDelegate: (any ARSCNViewDelegate)?
}

// MARK: AudioToolbox, CoreVideo

/// A system sound's identifier.
public typealias SystemSoundID = UInt32

/// Plays a system sound: nothing plays in the model.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
// swift-format-ignore: AlwaysUseLowerCamelCase
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}
// swift-format-ignore: AlwaysUseLowerCamelCase
public let kSystemSoundID_Vibrate: SystemSoundID = 4095

/// A video frame's pixels (storage only).
public final class CVPixelBuffer {
  nonisolated deinit {}
  init() {}
}
