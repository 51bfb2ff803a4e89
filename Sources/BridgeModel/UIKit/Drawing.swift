// Drawing, touches and haptics, as custom views declare them: the types UIKit's rendering and
// touch delivery use. The model draws nothing and delivers touches only to controls and gesture
// recognizers; images drawn with a renderer are blank.

/// A touch (the model's touches go to controls and recognizers: none reaches a view's
/// `touchesBegan`). Hashable by identity, as UIKit's are.
public final class UITouch: Hashable {
  nonisolated deinit {}
  public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
  public enum TouchType: Int, Sendable { case direct, indirect, pencil }
  public let phase = Phase.began
  public let type = TouchType.direct
  public let tapCount = 1
  public let timestamp: TimeInterval = 0
  public weak var view: UIView?
  public weak var window: UIWindow?
  public var force: CGFloat { 0 }
  public var maximumPossibleForce: CGFloat { 0 }
  public init() {}
  public func location(in view: UIView?) -> CGPoint { CGPoint(x: 20, y: 20) }
  public func previousLocation(in view: UIView?) -> CGPoint { CGPoint(x: 20, y: 20) }
  nonisolated public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIEvent {
  public enum EventSubtype: Int, Sendable { case none, motionShake }
  public var allTouches: Set<UITouch>? { nil }
}

/// Corners of a rectangle.
nonisolated public struct UIRectCorner: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// A path: its points and bounds are kept (nothing is stroked or filled).
open class UIBezierPath {
  nonisolated deinit {}
  @exclusivity(unchecked) public private(set) var points: [CGPoint] = []
  @exclusivity(unchecked) open var lineWidth: CGFloat = 1
  @exclusivity(unchecked) open var lineCapStyle = CGLineCap.butt
  @exclusivity(unchecked) open var lineJoinStyle = CGLineJoin.miter
  @exclusivity(unchecked) open var miterLimit: CGFloat = 10
  @exclusivity(unchecked) open var flatness: CGFloat = 0.6
  @exclusivity(unchecked) open var usesEvenOddFillRule = false
  public init() {}
  public convenience init(rect: CGRect) {
    self.init()
    points = [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]
  }
  public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init(rect: rect)
  }
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init(rect: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }
  public convenience init(cgPath: CGPath) { self.init() }

  open var cgPath: CGPath { CGPath() }
  open var isEmpty: Bool { points.isEmpty }
  open var currentPoint: CGPoint { points.last ?? .zero }
  /// The rectangle around the points the path went through.
  open var bounds: CGRect {
    guard let first = points.first else { return .zero }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      (minX, minY) = (min(minX, point.x), min(minY, point.y))
      (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
  open func move(to point: CGPoint) { points.append(point) }
  open func addLine(to point: CGPoint) { points.append(point) }
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) { points.append(endPoint) }
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { points.append(endPoint) }
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
  {
    points.append(center)
  }
  open func close() {}
  open func removeAllPoints() { points.removeAll() }
  open func append(_ bezierPath: UIBezierPath) { points += bezierPath.points }
  open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }
  open func apply(_ transform: CGAffineTransform) {}
  open func stroke() {}
  open func fill() {}
  open func addClip() {}
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}
}

extension UIColor {
  /// Sets the colour for drawing (nothing is drawn).
  public func setStroke() {}
  public func setFill() {}
  public func set() {}
}

/// A Core Graphics drawing context (nothing is drawn).
public final class CGContext {
  nonisolated deinit {}
  init() {}
  public func setStrokeColor(_ color: CGColor) {}
  public func setFillColor(_ color: CGColor) {}
  public func setLineWidth(_ width: CGFloat) {}
  public func setLineCap(_ cap: CGLineCap) {}
  public func setLineJoin(_ join: CGLineJoin) {}
  public func move(to point: CGPoint) {}
  public func addLine(to point: CGPoint) {}
  public func addRect(_ rect: CGRect) {}
  public func addEllipse(in rect: CGRect) {}
  public func addPath(_ path: CGPath) {}
  public func strokePath() {}
  public func fillPath() {}
  public func fill(_ rect: CGRect) {}
  public func stroke(_ rect: CGRect) {}
  public func clear(_ rect: CGRect) {}
  public func saveGState() {}
  public func restoreGState() {}
  public func translateBy(x: CGFloat, y: CGFloat) {}
  public func scaleBy(x: CGFloat, y: CGFloat) {}
  public func rotate(by angle: CGFloat) {}
  public func setShouldAntialias(_ shouldAntialias: Bool) {}
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
  public var interpolationQuality = CGInterpolationQuality.default
}

/// How a context scales images (the model does not draw).
nonisolated public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }

/// The context a renderer's drawing closure gets.
public final class UIGraphicsImageRendererContext {
  nonisolated deinit {}
  public let cgContext = CGContext()
  public let format: UIGraphicsImageRendererFormat
  init(format: UIGraphicsImageRendererFormat) { self.format = format }
  public var currentImage: UIImage { UIImage() }
  public func fill(_ rect: CGRect) {}
  public func stroke(_ rect: CGRect) {}
}

/// A renderer's format (storage only).
public final class UIGraphicsImageRendererFormat {
  nonisolated deinit {}
  public var scale: CGFloat = 3
  public var opaque = false
  public init() {}
  public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// Draws images: the closure runs at once with a context that draws nothing; the image is blank,
/// of the renderer's size.
public final class UIGraphicsImageRenderer {
  nonisolated deinit {}
  public let size: CGSize
  public let format: UIGraphicsImageRendererFormat
  public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
    self.size = size
    self.format = format
  }
  public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
    self.init(size: bounds.size, format: format)
  }
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    actions(UIGraphicsImageRendererContext(format: format))
    return UIImage(size: size)
  }
  public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }
  public func jpegData(
    withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
  )
    -> Data
  { image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data() }
}

// The C drawing functions (nothing is drawn; the image is blank).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {}
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsBeginImageContext(_ size: CGSize) {}
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { UIImage() }
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext() }
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIGraphicsEndImageContext() {}

extension UIView {
  /// Renders the view into the current context (nothing is drawn); true, as after a render.
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { true }
  /// A snapshot view (an empty view of the same frame).
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { UIView(frame: frame) }
}

/// Haptics (storage only: the model's device has no Taptic Engine to drive).
open class UIFeedbackGenerator {
  nonisolated deinit {}
  public init() {}
  open func prepare() {}
}

open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  nonisolated deinit {}
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public let style: FeedbackStyle
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }
  public override convenience init() { self.init(style: .medium) }
  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  nonisolated deinit {}
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  nonisolated deinit {}
  open func selectionChanged() {}
}
