import Foundation

/// An affine transform, as CoreGraphics' (not available in Foundation on Linux).
nonisolated public struct CGAffineTransform: Sendable, Equatable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }
  public init(rotationAngle angle: CGFloat) {
    let (cosine, sine) = (CGFloat(cos(Double(angle))), CGFloat(sin(Double(angle))))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }
  public var isIdentity: Bool { self == .identity }

  /// `self` then `t2`, as CoreGraphics's (`t1 × t2` in its row-vector convention).
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }
  /// A translation applied before `self`, as `CGAffineTransformTranslate`.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }
  /// A scale applied before `self`, as `CGAffineTransformScale`.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }
  /// A rotation applied before `self`, as `CGAffineTransformRotate`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
  /// The inverse, or `self` when it has none, as CoreGraphics's.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

/// A two-dimensional vector, as CoreGraphics's (spring velocities, physics).
nonisolated public struct CGVector: Sendable, Hashable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  public init() { (dx, dy) = (0, 0) }
  public static let zero = CGVector()
}

extension CGPoint {
  /// The point `t` maps it to: (a·x + c·y + tx, b·x + d·y + ty), as CoreGraphics's.
  nonisolated public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size `t` maps it to, without the translation, as CoreGraphics's.
  nonisolated public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle holding the four corners `t` maps, as CoreGraphics's.
  nonisolated public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let (left, top) = (xs.min() ?? 0, ys.min() ?? 0)
    return CGRect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
  }
}

/// A layout priority, as UIKit's.
nonisolated public struct UILayoutPriority: RawRepresentable, Sendable, Hashable, Comparable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
  /// UIKit's arithmetic on priorities (`.defaultHigh - 1`).
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// The model's device is an iPhone running an iOS app: never a Mac.
extension ProcessInfo {
  public var isiOSAppOnMac: Bool { false }
  public var isMacCatalystApp: Bool { false }
}

/// A layout axis.
nonisolated public enum NSLayoutConstraintAxis: Int, Sendable { case horizontal, vertical }

/// A constraint: Auto Layout itself is not modelled (a constraint lays nothing out), but an
/// active one is kept as UIKit keeps it: "Activating or deactivating the constraint calls
/// `addConstraint(_:)` and `removeConstraint(_:)` on the view that is the closest common ancestor
/// of the items managed by this constraint" (FIDELITY.md F-AL1). So a constraint the app holds
/// weakly (an outlet) lives while it is active; its items are held weakly.
public final class NSLayoutConstraint {
  nonisolated deinit {}

  public typealias Axis = NSLayoutConstraintAxis
  /// Whether it is installed: kept by a view (or, with no view among its items, marked active).
  public var isActive: Bool {
    get { active }
    set { newValue ? install() : uninstall() }
  }
  @exclusivity(unchecked) public var constant: CGFloat
  public var priority = UILayoutPriority.required
  /// The items the constraint relates (a view or a layout guide), as UIKit's: held weakly.
  public private(set) weak var firstItem: AnyObject?
  public private(set) weak var secondItem: AnyObject?
  @exclusivity(unchecked) private var active = false
  /// The view that keeps it while it is active.
  @exclusivity(unchecked) private weak var holder: UIView?

  init(firstItem: AnyObject?, secondItem: AnyObject?, constant: CGFloat = 0) {
    self.firstItem = firstItem
    self.secondItem = secondItem
    self.constant = constant
  }

  convenience init(_ first: NSLayoutAnchor, _ second: NSLayoutAnchor? = nil, constant: CGFloat = 0) {
    self.init(firstItem: first.item, secondItem: second?.item, constant: constant)
  }

  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Kept by the closest common ancestor of its items' views (the first item's view when they
  /// have none: UIKit raises there, the model does not judge the hierarchy it cannot lay out).
  private func install() {
    guard !active else { return }
    active = true
    let first = Self.view(of: firstItem)
    let second = Self.view(of: secondItem)
    guard let view = first ?? second else { return }
    let target = second.flatMap { Self.commonAncestor(view, $0) } ?? view
    target.keep(self)
    holder = target
  }

  private func uninstall() {
    active = false
    holder?.letGo(self)
    holder = nil
  }

  /// Called by the view that kept it when UIKit removes it (its item left the hierarchy).
  func removedByHolder() {
    active = false
    holder = nil
  }

  /// Whether one of its items is `view` or a view inside it.
  func refers(toSubtreeOf view: UIView) -> Bool {
    for item in [firstItem, secondItem] {
      var current = Self.view(of: item)
      while let candidate = current {
        if candidate === view { return true }
        current = candidate.superview
      }
    }
    return false
  }

  private static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  private static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
    var current: UIView? = a
    while let candidate = current {
      var other: UIView? = b
      while let ancestor = other {
        if ancestor === candidate { return candidate }
        other = ancestor.superview
      }
      current = candidate.superview
    }
    return nil
  }
}

/// A layout anchor of a view or a layout guide: it names its item, for the constraint it makes.
public struct NSLayoutAnchor {
  /// The view or guide (the constraint it makes holds it weakly).
  let item: AnyObject

  init(_ item: AnyObject) { self.item = item }

  public func constraint(equalTo anchor: NSLayoutAnchor, constant: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(self, anchor, constant: constant)
  }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { NSLayoutConstraint(self, anchor, constant: constant) }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { NSLayoutConstraint(self, anchor, constant: constant) }
  public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(self, constant: constant)
  }
  public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(self, constant: constant)
  }
  public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(self, constant: constant)
  }
  // `NSLayoutDimension`'s: a multiple of another dimension.
  public func constraint(equalTo anchor: NSLayoutAnchor, multiplier: CGFloat, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { NSLayoutConstraint(self, anchor, constant: constant) }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor, multiplier: CGFloat, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { NSLayoutConstraint(self, anchor, constant: constant) }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor, multiplier: CGFloat, constant: CGFloat = 0)
    -> NSLayoutConstraint
  { NSLayoutConstraint(self, anchor, constant: constant) }
  // The system spacing forms (iOS 11).
  public func constraint(equalToSystemSpacingAfter anchor: NSLayoutAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(self, anchor)
  }
  public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint(self, anchor) }
  public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint(self, anchor) }
  public func constraint(equalToSystemSpacingBelow anchor: NSLayoutAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(self, anchor)
  }
  public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint(self, anchor) }
  public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutAnchor, multiplier: CGFloat)
    -> NSLayoutConstraint
  { NSLayoutConstraint(self, anchor) }
}

/// What Auto Layout can constrain (views and layout guides): anchors, whose constraints do
/// nothing in the model (model only: UIKit declares the anchors on each class).
@MainActor public protocol LayoutAnchors: AnyObject {}

extension LayoutAnchors {
  public var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor(self) }
  public var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor(self) }
  public var leftAnchor: NSLayoutAnchor { NSLayoutAnchor(self) }
  public var rightAnchor: NSLayoutAnchor { NSLayoutAnchor(self) }
  public var topAnchor: NSLayoutAnchor { NSLayoutAnchor(self) }
  public var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor(self) }
  public var widthAnchor: NSLayoutAnchor { NSLayoutAnchor(self) }
  public var heightAnchor: NSLayoutAnchor { NSLayoutAnchor(self) }
  public var centerXAnchor: NSLayoutAnchor { NSLayoutAnchor(self) }
  public var centerYAnchor: NSLayoutAnchor { NSLayoutAnchor(self) }
  public var firstBaselineAnchor: NSLayoutAnchor { NSLayoutAnchor(self) }
  public var lastBaselineAnchor: NSLayoutAnchor { NSLayoutAnchor(self) }
}

extension UIView: LayoutAnchors {}

/// A colour; only identity matters to the model.
public final class UIColor: Sendable {
  public let name: String
  public init(name: String) { self.name = name }
  public convenience init(white: CGFloat, alpha: CGFloat) { self.init(name: "white(\(white))") }
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(name: "rgb(\(red),\(green),\(blue))")
  }
  public static let clear = UIColor(name: "clear")
  public static let white = UIColor(name: "white")
  public static let black = UIColor(name: "black")
  public static let red = UIColor(name: "red")
  public static let label = UIColor(name: "label")
  public static let systemBackground = UIColor(name: "systemBackground")
  public static let secondaryLabel = UIColor(name: "secondaryLabel")
}

/// A font; only identity matters to the model.
public final class UIFont: Sendable {
  public let size: CGFloat
  public init(size: CGFloat) { self.size = size }
  public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size) }
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(size: 17) }
  public enum TextStyle: Sendable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
  }
}

extension String {
  /// The index `offset` UTF-16 code units in, clamped to the string: UIKit counts text
  /// positions (`NSRange`, carets, selections) in UTF-16 code units, as `NSString` does.
  func index(utf16Offset offset: Int) -> String.Index {
    let utf16 = self.utf16
    return utf16.index(utf16.startIndex, offsetBy: min(max(0, offset), utf16.count))
  }
}

/// A view's content hugging and compression resistance priorities, by axis (UIKit's defaults).
struct AxisPriorities {
  var huggingH = UILayoutPriority(rawValue: 250)
  var huggingV = UILayoutPriority(rawValue: 250)
  var compressionH = UILayoutPriority(rawValue: 750)
  var compressionV = UILayoutPriority(rawValue: 750)
}
