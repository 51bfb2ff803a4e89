/// The model's Core Animation layer: the properties apps set on `view.layer`, kept and not
/// drawn (storage only), and sublayers as a plain list. A view's layer is made on first access,
/// of the view's `layerClass`, as UIKit makes it.
open class CALayer {
  nonisolated deinit {}

  public required init() {}

  @exclusivity(unchecked) open var frame = CGRect.zero
  @exclusivity(unchecked) open var bounds = CGRect.zero
  @exclusivity(unchecked) open var position = CGPoint.zero
  @exclusivity(unchecked) open var cornerRadius: CGFloat = 0
  @exclusivity(unchecked) open var cornerCurve = CALayerCornerCurve.circular
  @exclusivity(unchecked) open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  @exclusivity(unchecked) open var borderWidth: CGFloat = 0
  @exclusivity(unchecked) open var borderColor: CGColor?
  @exclusivity(unchecked) open var backgroundColor: CGColor?
  @exclusivity(unchecked) open var masksToBounds = false
  @exclusivity(unchecked) open var opacity: Float = 1
  @exclusivity(unchecked) open var isHidden = false
  @exclusivity(unchecked) open var shadowColor: CGColor?
  @exclusivity(unchecked) open var shadowOpacity: Float = 0
  @exclusivity(unchecked) open var shadowOffset = CGSize(width: 0, height: -3)
  @exclusivity(unchecked) open var shadowRadius: CGFloat = 3
  @exclusivity(unchecked) open var shadowPath: CGPath?
  @exclusivity(unchecked) open var zPosition: CGFloat = 0
  /// The explicit animations added to the layer, in order (`add(_:forKey:)`).
  @exclusivity(unchecked) var runningAnimations: [Running] = []
  /// `CAMediaTiming`'s rate (stored: the model runs no layer animation).
  @exclusivity(unchecked) open var speed: Float = 1
  @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
  @exclusivity(unchecked) open var contentsScale: CGFloat = 1
  @exclusivity(unchecked) open var contentsGravity = CALayerContentsGravity.resize
  @exclusivity(unchecked) open var needsDisplayOnBoundsChange = false
  @exclusivity(unchecked) open var mask: CALayer?
  @exclusivity(unchecked) open var name: String?
  @exclusivity(unchecked) public private(set) var sublayers: [CALayer]?
  @exclusivity(unchecked) public private(set) weak var superlayer: CALayer?

  open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

  open func insertSublayer(_ layer: CALayer, at index: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(index), list.count))
    sublayers = list
    layer.superlayer = self
  }

  open func removeFromSuperlayer() {
    guard let parent = superlayer else { return }
    parent.sublayers = parent.sublayers?.filter { $0 !== self }
    superlayer = nil
  }

  open func setNeedsDisplay() {}
  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
}

/// A shape's path (storage only).
public final class CGPath {
  nonisolated deinit {}
  public init() {}
}

/// A Core Graphics colour: the UIColor it came from.
public final class CGColor: Sendable {
  public let color: UIColor
  init(_ color: UIColor) { self.color = color }
}

public struct CACornerMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

public struct CALayerCornerCurve: Hashable, Sendable {
  let rawValue: String
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

public struct CALayerContentsGravity: Hashable, Sendable {
  let rawValue: String
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
  public static let center = CALayerContentsGravity(rawValue: "center")
}

/// A view's rarely set state (`UIView.extras`).
final class ViewExtras {
  nonisolated deinit {}
  static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var layer: CALayer?
  /// Retained, as UIKit's view retains its recognizers.
  var gestureRecognizers: [UIGestureRecognizer]?
  var contentMode = UIView.ContentMode.scaleToFill
  var autoresizingMask = UIView.AutoresizingMask()
  var isOpaque = true
  var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
  var layoutMargins = defaultLayoutMargins
  /// Retained, as UIKit's view retains its interactions (context menus…).
  var interactions: [any UIInteraction] = []
  /// The KVO observations of Combine's `publisher(for:)` subscriptions (they last as the view).
  var publisherObservations: [NSKeyValueObservation] = []
  /// Set by app code; else the screen's scale.
  var contentScaleFactor: CGFloat?
  /// What app code told VoiceOver, made on the first write.
  var accessibility: AccessibilityValues?
  /// The active constraints the view keeps (F-AL1).
  var constraints: [NSLayoutConstraint] = []
  var layoutGuides: [UILayoutGuide] = []
  /// The safe area, layout margins and readable content guides, once asked for.
  var ownGuides: [UILayoutGuide] = []
}

/// A view's accessibility settings (storage only).
final class AccessibilityValues {
  nonisolated deinit {}
  var label: String?
  var hint: String?
  var value: String?
  var isElement: Bool?
  var traits = UIAccessibilityTraits()
  var elements: [Any]?
  var ignoresInvertColors = false
  var viewIsModal = false
  var elementsHidden = false
}

extension UIView {
  var madeAccessibility: AccessibilityValues {
    if let made = madeExtras.accessibility { return made }
    let made = AccessibilityValues()
    madeExtras.accessibility = made
    return made
  }
}

extension UIView {
  /// The view's layer, made on first access of `layerClass`.
  public var layer: CALayer {
    if let layer = extras?.layer { return layer }
    let made = (type(of: self).layerClass as? CALayer.Type ?? CALayer.self).init()
    madeExtras.layer = made
    return made
  }

  /// How content fills the view (storage only).
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft,
      topRight, bottomLeft, bottomRight
  }

  /// How the view resizes with its superview (storage only: layout is not modelled).
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Options of `animate(withDuration:delay:options:animations:completion:)` (storage only).
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }

  /// As `animate(withDuration:animations:completion:)`, after `delay` seconds: the animations
  /// run now (the model has no render server), the completion when both have passed.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration + delay, animations: animations, completion: completion)
  }

  /// A spring animation: as `animate(withDuration:delay:…)` (the spring shapes nothing).
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration + delay, animations: animations, completion: completion)
  }

  /// Keyframes: the animations run now, the completion after the duration.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration + delay, animations: animations, completion: completion)
  }

  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) { animations() }

  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  }

  /// Runs `actions` now (nothing is animated in the model).
  public class func performWithoutAnimation(_ actions: () -> Void) { actions() }

  /// A transition of `view`'s content (a cross-dissolve, a flip): as `animate`, the animations
  /// run now and the completion when the duration has passed.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(withDuration: duration, animations: animations ?? {}, completion: completion)
  }

  /// Replaces `fromView` by `toView` in its superview, then completes as `transition(with:…)`.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration,
      animations: {
        if let superview = fromView.superview {
          superview.addSubview(toView)
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }

  /// The insets the system bars take (the model's window has none).
  public var safeAreaInsets: UIEdgeInsets { .zero }
  /// The view's own guides, made on first use and kept (as UIKit's: one object each).
  public var safeAreaLayoutGuide: UILayoutGuide { ownGuide(0) }
  public var layoutMarginsGuide: UILayoutGuide { ownGuide(1) }
  public var readableContentGuide: UILayoutGuide { ownGuide(2) }

  private func ownGuide(_ index: Int) -> UILayoutGuide {
    let extras = madeExtras
    if extras.ownGuides.isEmpty {
      extras.ownGuides = [
        UILayoutGuide(owningView: self), UILayoutGuide(owningView: self), UILayoutGuide(owningView: self),
      ]
    }
    return extras.ownGuides[index]
  }

  /// The constraints this view keeps (F-AL1: lay nothing out in the model).
  public var constraints: [NSLayoutConstraint] { extras?.constraints ?? [] }
  public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }
  public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

  /// The layout guides added to the view (kept by it, as UIKit's).
  public var layoutGuides: [UILayoutGuide] { extras?.layoutGuides ?? [] }
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView = self
    madeExtras.layoutGuides.append(guide)
  }
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard let extras, let index = extras.layoutGuides.firstIndex(where: { $0 === guide }) else { return }
    extras.layoutGuides.remove(at: index)
    guide.owningView = nil
  }

  /// Keeps an activated constraint.
  func keep(_ constraint: NSLayoutConstraint) { madeExtras.constraints.append(constraint) }

  /// Lets go of a deactivated one.
  func letGo(_ constraint: NSLayoutConstraint) {
    guard let extras, let index = extras.constraints.firstIndex(where: { $0 === constraint }) else { return }
    extras.constraints.remove(at: index)
  }

  /// UIKit's `removeFromSuperview`: "removes any constraints that refer to the view you are
  /// removing, or that refer to any view in the subtree of the view you are removing", from the
  /// views above it that keep them.
  func dropConstraints(referringTo removed: UIView) {
    var current: UIView? = self
    while let view = current {
      if let extras = view.extras, !extras.constraints.isEmpty {
        var index = 0
        while index < extras.constraints.count {
          let constraint = extras.constraints[index]
          if constraint.refers(toSubtreeOf: removed) {
            extras.constraints.remove(at: index)
            constraint.removedByHolder()
          } else {
            index += 1
          }
        }
      }
      current = view.superview
    }
  }

  /// The recognizers attached to the view, retained by it (a recognizer's `view` is weak).
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { extras?.gestureRecognizers }
    set {
      for recognizer in extras?.gestureRecognizers ?? [] { recognizer.view = nil }
      madeExtras.gestureRecognizers = newValue
      for recognizer in newValue ?? [] { recognizer.view = self }
      hierarchyDidChange()
    }
  }

  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    madeExtras.gestureRecognizers = (extras?.gestureRecognizers ?? []) + [recognizer]
    recognizer.view = self
    hierarchyDidChange()
  }

  public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    guard let list = extras?.gestureRecognizers, list.contains(where: { $0 === recognizer }) else { return }
    madeExtras.gestureRecognizers = list.filter { $0 !== recognizer }
    recognizer.view = nil
    hierarchyDidChange()
  }

  /// Converts a point or rectangle between views' coordinate spaces (the model's views share
  /// one: frames are not composed).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
}

/// A rectangle Auto Layout can constrain; its anchors do nothing in the model.
public final class UILayoutGuide: LayoutAnchors {
  nonisolated deinit {}
  public init() {}
  init(owningView: UIView) { self.owningView = owningView }
  /// The view it belongs to (`addLayoutGuide(_:)`, or the view whose guide it is).
  public weak var owningView: UIView?
  public var identifier = ""
  public var layoutFrame: CGRect { .zero }
}

extension UIColor {
  public convenience init(cgColor: CGColor) { self.init(name: cgColor.color.name) }
  public convenience init?(named name: String) { self.init(name: name) }
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(name: "hsb(\(hue),\(saturation),\(brightness))")
  }
  /// A colour that depends on the trait collection: the model keeps the provider's name only.
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    self.init(name: "dynamic")
  }
  public var cgColor: CGColor { CGColor(self) }
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(name: "\(name)@\(alpha)") }

  public static let blue = UIColor(name: "blue")
  public static let green = UIColor(name: "green")
  public static let yellow = UIColor(name: "yellow")
  public static let orange = UIColor(name: "orange")
  public static let purple = UIColor(name: "purple")
  public static let brown = UIColor(name: "brown")
  public static let cyan = UIColor(name: "cyan")
  public static let magenta = UIColor(name: "magenta")
  public static let gray = UIColor(name: "gray")
  public static let lightGray = UIColor(name: "lightGray")
  public static let darkGray = UIColor(name: "darkGray")
  public static let systemRed = UIColor(name: "systemRed")
  public static let systemGreen = UIColor(name: "systemGreen")
  public static let systemBlue = UIColor(name: "systemBlue")
  public static let systemOrange = UIColor(name: "systemOrange")
  public static let systemYellow = UIColor(name: "systemYellow")
  public static let systemPink = UIColor(name: "systemPink")
  public static let systemPurple = UIColor(name: "systemPurple")
  public static let systemTeal = UIColor(name: "systemTeal")
  public static let systemMint = UIColor(name: "systemMint")
  public static let systemCyan = UIColor(name: "systemCyan")
  public static let systemBrown = UIColor(name: "systemBrown")
  public static let systemIndigo = UIColor(name: "systemIndigo")
  public static let systemGray = UIColor(name: "systemGray")
  public static let systemGray2 = UIColor(name: "systemGray2")
  public static let systemGray3 = UIColor(name: "systemGray3")
  public static let systemGray4 = UIColor(name: "systemGray4")
  public static let systemGray5 = UIColor(name: "systemGray5")
  public static let systemGray6 = UIColor(name: "systemGray6")
  public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
  public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
  public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
  public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
  public static let systemFill = UIColor(name: "systemFill")
  public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
  public static let placeholderText = UIColor(name: "placeholderText")
  public static let separator = UIColor(name: "separator")
  public static let link = UIColor(name: "link")
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let tintColor = UIColor(name: "tintColor")
}

extension UIFont {
  public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(size: fontSize) }
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size) }
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size) }
  public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size) }
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size) }
  public var pointSize: CGFloat { size }
  public var lineHeight: CGFloat { (size * 1.2).rounded() }
  public func withSize(_ size: CGFloat) -> UIFont { UIFont(size: size) }

  public struct Weight: Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }
}

/// A layer that draws a path (storage only).
open class CAShapeLayer: CALayer {
  nonisolated deinit {}
  @exclusivity(unchecked) open var path: CGPath?
  @exclusivity(unchecked) open var fillColor: CGColor?
  @exclusivity(unchecked) open var strokeColor: CGColor?
  @exclusivity(unchecked) open var lineWidth: CGFloat = 1
  @exclusivity(unchecked) open var lineCap = CAShapeLayerLineCap.butt
  @exclusivity(unchecked) open var lineJoin = CAShapeLayerLineJoin.miter
  @exclusivity(unchecked) open var lineDashPattern: [NSNumber]?
  @exclusivity(unchecked) open var strokeStart: CGFloat = 0
  @exclusivity(unchecked) open var strokeEnd: CGFloat = 1
  @exclusivity(unchecked) open var fillRule = CAShapeLayerFillRule.nonZero
  public required init() { super.init() }
}

nonisolated public struct CAShapeLayerLineCap: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

nonisolated public struct CAShapeLayerLineJoin: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

nonisolated public struct CAShapeLayerFillRule: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A particle emitter (storage only: no particle is simulated).
open class CAEmitterLayer: CALayer {
  nonisolated deinit {}
  @exclusivity(unchecked) open var emitterCells: [CAEmitterCell]?
  @exclusivity(unchecked) open var emitterPosition = CGPoint.zero
  @exclusivity(unchecked) open var emitterSize = CGSize.zero
  @exclusivity(unchecked) open var emitterShape = CAEmitterLayerEmitterShape.point
  @exclusivity(unchecked) open var emitterMode = CAEmitterLayerEmitterMode.volume
  @exclusivity(unchecked) open var renderMode = CAEmitterLayerRenderMode.unordered
  @exclusivity(unchecked) open var birthRate: Float = 1
  @exclusivity(unchecked) open var lifetime: Float = 1
  @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
  @exclusivity(unchecked) open var seed: UInt32 = 0
  @exclusivity(unchecked) open var velocity: Float = 1
  @exclusivity(unchecked) open var scale: Float = 1
  @exclusivity(unchecked) open var spin: Float = 1
  @exclusivity(unchecked) open var emitterZPosition: CGFloat = 0
  @exclusivity(unchecked) open var preservesDepth = false
  public required init() { super.init() }
}

/// A particle's description (storage only).
open class CAEmitterCell {
  nonisolated deinit {}
  @exclusivity(unchecked) open var contents: Any?
  @exclusivity(unchecked) open var birthRate: Float = 0
  @exclusivity(unchecked) open var lifetime: Float = 0
  @exclusivity(unchecked) open var lifetimeRange: Float = 0
  @exclusivity(unchecked) open var velocity: CGFloat = 0
  @exclusivity(unchecked) open var velocityRange: CGFloat = 0
  @exclusivity(unchecked) open var emissionLongitude: CGFloat = 0
  @exclusivity(unchecked) open var emissionRange: CGFloat = 0
  @exclusivity(unchecked) open var spin: CGFloat = 0
  @exclusivity(unchecked) open var spinRange: CGFloat = 0
  @exclusivity(unchecked) open var scale: CGFloat = 1
  @exclusivity(unchecked) open var scaleRange: CGFloat = 0
  @exclusivity(unchecked) open var scaleSpeed: CGFloat = 0
  @exclusivity(unchecked) open var alphaSpeed: Float = 0
  @exclusivity(unchecked) open var color: CGColor?
  @exclusivity(unchecked) open var yAcceleration: CGFloat = 0
  @exclusivity(unchecked) open var xAcceleration: CGFloat = 0
  @exclusivity(unchecked) open var name: String?
  @exclusivity(unchecked) open var isEnabled = true
  @exclusivity(unchecked) open var contentsScale: CGFloat = 1
  @exclusivity(unchecked) open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  @exclusivity(unchecked) open var alphaRange: Float = 0
  @exclusivity(unchecked) open var redRange: Float = 0
  @exclusivity(unchecked) open var greenRange: Float = 0
  @exclusivity(unchecked) open var blueRange: Float = 0
  @exclusivity(unchecked) open var redSpeed: Float = 0
  @exclusivity(unchecked) open var greenSpeed: Float = 0
  @exclusivity(unchecked) open var blueSpeed: Float = 0
  @exclusivity(unchecked) open var zAcceleration: CGFloat = 0
  @exclusivity(unchecked) open var emissionLatitude: CGFloat = 0
  @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
  @exclusivity(unchecked) open var duration: CFTimeInterval = 0
  @exclusivity(unchecked) open var speed: Float = 1
  @exclusivity(unchecked) open var emitterCells: [CAEmitterCell]?
  public init() {}
}

nonisolated public struct CAEmitterLayerEmitterShape: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
  public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
  public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
  public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
  public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
  public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

nonisolated public struct CAEmitterLayerEmitterMode: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
  public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
  public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
  public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

nonisolated public struct CAEmitterLayerRenderMode: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
  public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
  public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// What an accessibility element is and does, for VoiceOver (storage only).
nonisolated public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 17)
  public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 18)
}
