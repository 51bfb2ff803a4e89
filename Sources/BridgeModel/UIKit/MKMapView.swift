/// A latitude and longitude in degrees.
nonisolated public struct CLLocationCoordinate2D: Sendable, Equatable {
  public var latitude: Double
  public var longitude: Double
  public init(latitude: Double, longitude: Double) {
    self.latitude = latitude
    self.longitude = longitude
  }
  public init() { self.init(latitude: 0, longitude: 0) }
}

/// A point of MapKit's flat map: the Mercator projection of the world onto a square of
/// `MKMapSize.world` (2^28 points a side), x growing east from 180° W, y south from the top.
nonisolated public struct MKMapPoint: Sendable, Equatable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  public init() { self.init(x: 0, y: 0) }
  public init(_ coordinate: CLLocationCoordinate2D) {
    let side = MKMapSize.world.width
    let sine = sin(coordinate.latitude * Double.pi / 180)
    self.init(
      x: (coordinate.longitude + 180) / 360 * side,
      y: (0.5 - log((1 + sine) / (1 - sine)) / (4 * Double.pi)) * side)
  }
  public var coordinate: CLLocationCoordinate2D {
    let side = MKMapSize.world.width
    let latitude = 2 * atan(exp((0.5 - y / side) * 2 * Double.pi)) - Double.pi / 2
    return CLLocationCoordinate2D(latitude: latitude * 180 / Double.pi, longitude: x / side * 360 - 180)
  }
}

/// A size on the flat map.
nonisolated public struct MKMapSize: Sendable, Equatable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  public init() { self.init(width: 0, height: 0) }
  /// The whole world: 268,435,456 points a side.
  public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

/// A rectangle on the flat map.
nonisolated public struct MKMapRect: Sendable, Equatable {
  public var origin: MKMapPoint
  public var size: MKMapSize
  public init(origin: MKMapPoint, size: MKMapSize) {
    self.origin = origin
    self.size = size
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
  }
  public init() { self.init(x: 0, y: 0, width: 0, height: 0) }
  public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
  public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)
  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
  /// Null, or of no area (MapKit's inline `MKMapRectIsEmpty`: width and height both 0).
  public var isEmpty: Bool { isNull || (size.width == 0 && size.height == 0) }
  /// Whether `point` is in the rectangle, its edges included (MapKit's `MKMapRectContainsPoint`).
  public func contains(_ point: MKMapPoint) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }
  /// The smallest rectangle holding both (a null one adds nothing).
  public func union(_ other: MKMapRect) -> MKMapRect {
    if isNull { return other }
    if other.isNull { return self }
    let (left, top) = (min(minX, other.minX), min(minY, other.minY))
    return MKMapRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }
  public func insetBy(dx: Double, dy: Double) -> MKMapRect {
    MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
}

extension MKCoordinateRegion {
  /// The region a flat-map rectangle covers: its middle, and the degrees between its corners.
  public init(_ rect: MKMapRect) {
    let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
    let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
    self.init(
      center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
      span: MKCoordinateSpan(
        latitudeDelta: topLeft.latitude - bottomRight.latitude,
        longitudeDelta: bottomRight.longitude - topLeft.longitude))
  }
}

extension MKMapView {
  /// The displayed region on the flat map; setting it is `setVisibleMapRect(_:animated: false)`.
  public var visibleMapRect: MKMapRect {
    get {
      let shown = region
      let topLeft = MKMapPoint(
        CLLocationCoordinate2D(
          latitude: shown.center.latitude + shown.span.latitudeDelta / 2,
          longitude: shown.center.longitude - shown.span.longitudeDelta / 2))
      let bottomRight = MKMapPoint(
        CLLocationCoordinate2D(
          latitude: shown.center.latitude - shown.span.latitudeDelta / 2,
          longitude: shown.center.longitude + shown.span.longitudeDelta / 2))
      return MKMapRect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
    }
    set { setVisibleMapRect(newValue, animated: false) }
  }

  /// Shows `rect`: `setRegion(_:animated:)` with the region it covers, and its callbacks (C9).
  /// A null rectangle (the union of no annotations) changes nothing.
  public func setVisibleMapRect(_ rect: MKMapRect, animated: Bool) {
    guard !rect.isNull else { return }
    setRegion(MKCoordinateRegion(rect), animated: animated)
  }

  /// Shows `rect` (the padding is not laid out): as `setVisibleMapRect(_:animated:)`.
  public func setVisibleMapRect(_ rect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
    setVisibleMapRect(rect, animated: animated)
  }
}

/// A region's extent in degrees.
nonisolated public struct MKCoordinateSpan: Sendable, Equatable {
  public var latitudeDelta: Double
  public var longitudeDelta: Double
  public init(latitudeDelta: Double, longitudeDelta: Double) {
    self.latitudeDelta = latitudeDelta
    self.longitudeDelta = longitudeDelta
  }
  public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
}

/// A map region.
nonisolated public struct MKCoordinateRegion: Sendable, Equatable {
  public var center: CLLocationCoordinate2D
  public var span: MKCoordinateSpan
  public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
    self.center = center
    self.span = span
  }
  public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }

  /// A region `latitudinalMeters` tall and `longitudinalMeters` wide around `center`: a degree
  /// of latitude taken as 111,000 m, a degree of longitude as that times the cosine of the
  /// latitude (the model's approximation of MapKit's conversion).
  public init(center: CLLocationCoordinate2D, latitudinalMeters: Double, longitudinalMeters: Double) {
    let metresPerDegree = 111_000.0
    let across = max(cos(center.latitude * Double.pi / 180), 0.000_001)
    self.init(
      center: center,
      span: MKCoordinateSpan(
        latitudeDelta: latitudinalMeters / metresPerDegree,
        longitudeDelta: longitudinalMeters / (metresPerDegree * across)))
  }
}

nonisolated extension MKCoordinateRegion: TraceValue {
  /// `37.33,-122.03 span 0.05,0.05`.
  public var traceText: String {
    "\(center.latitude),\(center.longitude) span \(span.latitudeDelta),\(span.longitudeDelta)"
  }

  public init?(traceText: String) {
    // The fuzzer writes a region on many steps of a map scenario: the usual form is read from
    // its bytes (splitting the text twice and copying each number cost ~29,000 instructions);
    // any other spelling takes the general reading below, which gives the same for this form.
    if let region = Self.readUsualForm(traceText) {
      self = region
      return
    }
    let parts = traceText.split(separator: " ")
    guard parts.count == 3, parts[1] == "span" else { return nil }
    let center = parts[0].split(separator: ",").compactMap { Double(String($0)) }
    let span = parts[2].split(separator: ",").compactMap { Double(String($0)) }
    guard center.count == 2, span.count == 2 else { return nil }
    self.init(
      center: CLLocationCoordinate2D(latitude: center[0], longitude: center[1]),
      span: MKCoordinateSpan(latitudeDelta: span[0], longitudeDelta: span[1]))
  }

  /// `LAT,LON span DLAT,DLON` with single spaces, or nil.
  private static func readUsualForm(_ text: String) -> MKCoordinateRegion? {
    let bytes = text.utf8
    guard let space = bytes.firstIndex(of: UInt8(ascii: " ")) else { return nil }
    let rest = text[bytes.index(after: space)...]
    guard rest.hasPrefix("span ") else { return nil }
    let tail = rest.dropFirst(5)
    // A number with a space in it does not read (`Double(" 5")` is nil): nothing trails.
    guard let center = numberPair(text[..<space]), let span = numberPair(tail) else { return nil }
    return MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: center.0, longitude: center.1),
      span: MKCoordinateSpan(latitudeDelta: span.0, longitudeDelta: span.1))
  }

  /// `A,B` as two numbers, or nil.
  private static func numberPair(_ text: Substring) -> (Double, Double)? {
    guard let comma = text.utf8.firstIndex(of: UInt8(ascii: ",")), let first = Double(text[..<comma]),
      let second = Double(text[text.utf8.index(after: comma)...])
    else { return nil }
    return (first, second)
  }

  public static var traceDomain: [MKCoordinateRegion] {
    [
      MKCoordinateRegion(traceText: "37.33,-122.03 span 0.05,0.05"),
      MKCoordinateRegion(traceText: "48.85,2.35 span 0.1,0.1"),
      MKCoordinateRegion(traceText: "37.33,-122.03 span 0.2,0.2"),
    ].compactMap { $0 }
  }
}

/// A map annotation.
@MainActor public protocol MKAnnotation: AnyObject {
  var coordinate: CLLocationCoordinate2D { get }
  var title: String? { get }
  var subtitle: String? { get }
}

extension MKAnnotation {
  public var title: String? { nil }
  public var subtitle: String? { nil }
}

/// A point annotation.
open class MKPointAnnotation: MKAnnotation {
  nonisolated deinit {}
  public var coordinate = CLLocationCoordinate2D()
  @exclusivity(unchecked) public var title: String?
  @exclusivity(unchecked) public var subtitle: String?
  public init() {}
  public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
    (self.coordinate, self.title, self.subtitle) = (coordinate, title, subtitle)
  }
}

/// Annotations shown as one: "An annotation that groups two or more distinct annotations into
/// a single entity". The model's map lays nothing out, so it never clusters annotations by
/// itself; an app may make one (storage only, F-MK2). Its coordinate is its first member's.
open class MKClusterAnnotation: MKAnnotation {
  nonisolated deinit {}
  public let memberAnnotations: [any MKAnnotation]
  public let coordinate: CLLocationCoordinate2D
  @exclusivity(unchecked) public var title: String?
  @exclusivity(unchecked) public var subtitle: String?
  public init(memberAnnotations: [any MKAnnotation]) {
    self.memberAnnotations = memberAnnotations
    coordinate = memberAnnotations.first?.coordinate ?? CLLocationCoordinate2D()
  }
}

/// The callbacks of an `MKMapView` (every method optional).
///
/// The model calls the region callbacks; the annotation-view, selection, overlay-renderer and
/// user-location callbacks are declared for source compatibility and not called yet (the model
/// draws no annotation or overlay).
@MainActor public protocol MKMapViewDelegate: AnyObject {
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
  func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
  func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
  func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
  func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
}

extension MKMapViewDelegate {
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
  public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
  public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
  public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
    MKOverlayRenderer(overlay: overlay)
  }
  public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
  public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
  public func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl
  ) {}
}

/// A stand-in for MapKit's `MKMapView` (fidelity C9, C10).
///
/// The displayed region is the requested one normalised: the span grows on one
/// axis to the view's aspect ratio and is clamped to the globe, so the region
/// read back can differ from the one set. `setRegion(_:animated: false)` calls
/// will-change, did-change-visible and did-change per the `mapRegionCallbacks`
/// knob (default synchronous); an animated change calls will-change at once
/// and the rest on later frames of a 250 ms animation. A new size re-fits the
/// region and calls `regionDidChangeAnimated` (C10).
open class MKMapView: UIView {
  nonisolated deinit {}

  @exclusivity(unchecked) open weak var delegate: (any MKMapViewDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  @exclusivity(unchecked) public private(set) var annotations: [any MKAnnotation] = []
  @exclusivity(unchecked) public private(set) var overlays: [any MKOverlay] = []
  @exclusivity(unchecked) public private(set) var selectedAnnotations: [any MKAnnotation] = []
  // Storage only: the model draws no map.
  @exclusivity(unchecked) open var showsUserLocation = false
  @exclusivity(unchecked) open var userTrackingMode = MKUserTrackingMode.none
  @exclusivity(unchecked) open var mapType = MKMapType.standard
  @exclusivity(unchecked) open var showsCompass = true
  @exclusivity(unchecked) open var showsScale = false
  @exclusivity(unchecked) open var showsBuildings = true
  @exclusivity(unchecked) open var showsTraffic = false
  @exclusivity(unchecked) open var isZoomEnabled = true
  @exclusivity(unchecked) open var isScrollEnabled = true
  @exclusivity(unchecked) open var isRotateEnabled = true
  @exclusivity(unchecked) open var isPitchEnabled = true
  public private(set) lazy var userLocation = MKUserLocation()
  @exclusivity(unchecked) private var annotationViewClasses: [(identifier: String, type: MKAnnotationView.Type)] = []

  override func releaseReferencesForTeardown() {
    super.releaseReferencesForTeardown()
    annotations.removeAll()
  }
  private var displayed = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03),
    span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
  @exclusivity(unchecked) private var animation: (from: MKCoordinateRegion, to: MKCoordinateRegion, start: Int64)?
  private var animationGeneration = 0
  static let animationMilliseconds: Int64 = 250

  override var elementKind: ElementKind? { .map }

  /// The region on screen (mid-animation: where the animation is now).
  open var region: MKCoordinateRegion {
    get {
      guard let animation, let world else { return displayed }
      let t = min(1, Double(world.now - animation.start) / Double(Self.animationMilliseconds))
      return Self.interpolate(animation.from, animation.to, t)
    }
    set { setRegion(newValue, animated: false) }
  }

  open var centerCoordinate: CLLocationCoordinate2D {
    get { region.center }
    set { setCenter(newValue, animated: false) }
  }

  /// The coordinate under a point of the map's view (linear across the region: the model's
  /// map has no projection; the model's views share one coordinate space).
  open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
    let shown = region
    let width = bounds.width > 0 ? bounds.width : 1
    let height = bounds.height > 0 ? bounds.height : 1
    return CLLocationCoordinate2D(
      latitude: shown.center.latitude + (0.5 - Double(point.y / height)) * shown.span.latitudeDelta,
      longitude: shown.center.longitude + (Double(point.x / width) - 0.5) * shown.span.longitudeDelta)
  }

  /// The point of the map's view a coordinate lies under (the inverse of the above).
  open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
    let shown = region
    let latitudeSpan = shown.span.latitudeDelta != 0 ? shown.span.latitudeDelta : 1
    let longitudeSpan = shown.span.longitudeDelta != 0 ? shown.span.longitudeDelta : 1
    return CGPoint(
      x: bounds.width * CGFloat((coordinate.longitude - shown.center.longitude) / longitudeSpan + 0.5),
      y: bounds.height * CGFloat(0.5 - (coordinate.latitude - shown.center.latitude) / latitudeSpan))
  }

  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
    setRegion(MKCoordinateRegion(center: coordinate, span: displayed.span), animated: animated)
  }

  open func addOverlay(_ overlay: any MKOverlay) { overlays.append(overlay) }
  open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) { overlays.append(overlay) }
  open func addOverlays(_ overlays: [any MKOverlay]) { self.overlays += overlays }
  open func removeOverlay(_ overlay: any MKOverlay) { overlays.removeAll { $0 === overlay } }
  open func removeOverlays(_ overlays: [any MKOverlay]) {
    for overlay in overlays { removeOverlay(overlay) }
  }
  open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
    selectedAnnotations = [annotation]
  }
  open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
    selectedAnnotations.removeAll { $0 === annotation }
  }
  open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {}
  open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { nil }

  /// Registers an annotation view class for a reuse identifier.
  open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
    guard let type = viewClass as? MKAnnotationView.Type else { return }
    annotationViewClasses.removeAll { $0.identifier == identifier }
    annotationViewClasses.append((identifier, type))
  }

  /// A reusable view: the model keeps no views to reuse, so nil (UIKit's answer with none queued).
  open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }

  /// A view of the class registered for `identifier` (a new one: the model reuses none).
  open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation)
    -> MKAnnotationView
  {
    let type = annotationViewClasses.first { $0.identifier == identifier }?.type ?? MKMarkerAnnotationView.self
    return type.init(annotation: annotation, reuseIdentifier: identifier)
  }

  open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
  open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
  open func removeAnnotation(_ annotation: any MKAnnotation) {
    annotations.removeAll { $0 === annotation }
  }
  open func removeAnnotations(_ annotations: [any MKAnnotation]) {
    self.annotations.removeAll { existing in annotations.contains { $0 === existing } }
  }

  open func setRegion(_ requested: MKCoordinateRegion, animated: Bool) {
    let profile = world?.profile ?? .default
    let target = normalised(requested)
    let redundant = animation == nil && target == displayed
    if redundant, profile.equalRegionCallbacks == .silent {
      return noteSetter("setRegion", value: target.traceText, redundant: true)
    }
    noteSetter(
      "setRegion", value: target.traceText, redundant: redundant,
      effects: redundant ? (animated ? .restartedAnimation : .firedRegionCallbacks) : [])
    let start = region
    animation = nil
    animationGeneration += 1
    notifyWillChange(animated)
    guard animated, let world else {
      displayed = target
      if profile.mapRegionCallbacks == .nextTurn, let world {
        world.enqueueMain { [weak self] in self?.notifyDidChange(animated: false) }
      } else {
        notifyDidChange(animated: false)
      }
      return
    }
    displayed = target
    animation = (start, target, world.now)
    let generation = animationGeneration
    for frame: Int64 in [100, 200, Self.animationMilliseconds] {
      world.schedule(
        after: frame,
        .block { [weak self] in
          guard let self, self.animationGeneration == generation else { return }
          if frame == Self.animationMilliseconds {
            self.animation = nil
            self.notifyDidChange(animated: true)
          } else if let delegate = self.delegate {
            self.callback("mapViewDidChangeVisibleRegion") { delegate.mapViewDidChangeVisibleRegion(self) }
          }
        }, isSystem: true)
    }
  }

  private func notifyWillChange(_ animated: Bool) {
    guard let delegate else { return }
    callback("mapView(_:regionWillChangeAnimated:)") {
      delegate.mapView(self, regionWillChangeAnimated: animated)
    }
  }

  private func notifyDidChange(animated: Bool) {
    guard let delegate else { return }
    callback("mapViewDidChangeVisibleRegion") { delegate.mapViewDidChangeVisibleRegion(self) }
    callback("mapView(_:regionDidChangeAnimated:)") {
      delegate.mapView(self, regionDidChangeAnimated: animated)
    }
  }

  override func sizeDidChange(from oldSize: CGSize) {
    guard frame.width > 0, frame.height > 0 else { return }
    animation = nil
    animationGeneration += 1
    displayed = normalised(displayed)
    guard let delegate else { return }
    callback("mapView(_:regionDidChangeAnimated:)") {
      delegate.mapView(self, regionDidChangeAnimated: false)
    }
  }

  /// The user drags the map by a fraction of the visible span.
  func userPan(byFraction fraction: Double) {
    animation = nil
    animationGeneration += 1
    notifyWillChange(false)
    var moved = displayed
    moved.center.latitude += displayed.span.latitudeDelta * fraction
    moved.center.longitude += displayed.span.longitudeDelta * fraction
    displayed = normalised(moved)
    notifyDidChange(animated: false)
  }

  /// The region MapKit would display for `region` in this view's bounds.
  func normalised(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
    var result = region
    result.center.latitude = min(max(result.center.latitude, -85), 85)
    var longitude = result.center.longitude.truncatingRemainder(dividingBy: 360)
    if longitude >= 180 { longitude -= 360 } else if longitude < -180 { longitude += 360 }
    result.center.longitude = longitude
    var lat = max(result.span.latitudeDelta, 0)
    var lon = max(result.span.longitudeDelta, 0)
    if frame.width > 0, frame.height > 0 {
      let aspect = Double(frame.width / frame.height)
      if lat > 0 || lon > 0 {
        if lon < lat * aspect { lon = lat * aspect } else { lat = lon / aspect }
      }
    }
    result.span = MKCoordinateSpan(latitudeDelta: min(lat, 180), longitudeDelta: min(lon, 360))
    return result
  }

  private static func interpolate(_ a: MKCoordinateRegion, _ b: MKCoordinateRegion, _ t: Double)
    -> MKCoordinateRegion
  {
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    return MKCoordinateRegion(
      center: CLLocationCoordinate2D(
        latitude: mix(a.center.latitude, b.center.latitude),
        longitude: mix(a.center.longitude, b.center.longitude)),
      span: MKCoordinateSpan(
        latitudeDelta: mix(a.span.latitudeDelta, b.span.latitudeDelta),
        longitudeDelta: mix(a.span.longitudeDelta, b.span.longitudeDelta)))
  }
}

public enum MKMapType: Int, Sendable {
  case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}
public enum MKUserTrackingMode: Int, Sendable { case none, follow, followWithHeading }
public enum MKOverlayLevel: Int, Sendable { case aboveRoads, aboveLabels }

// swift-format-ignore: AlwaysUseLowerCamelCase
public func CLLocationCoordinate2DMake(_ latitude: Double, _ longitude: Double) -> CLLocationCoordinate2D {
  CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The user's location annotation (no location services in the model: it stays put).
public final class MKUserLocation: MKAnnotation {
  nonisolated deinit {}
  public var coordinate = CLLocationCoordinate2D()
  public var title: String? = "My Location"
  public var subtitle: String?
  public var isUpdating: Bool { false }
  init() {}
}

/// A view for an annotation (storage only: the model draws no annotation).
open class MKAnnotationView: UIView {
  nonisolated deinit {}
  @exclusivity(unchecked) open var annotation: (any MKAnnotation)?
  public let reuseIdentifier: String?
  @exclusivity(unchecked) open var image: UIImage?
  @exclusivity(unchecked) open var canShowCallout = false
  @exclusivity(unchecked) open var isDraggable = false
  @exclusivity(unchecked) open var centerOffset = CGPoint.zero
  @exclusivity(unchecked) open var leftCalloutAccessoryView: UIView?
  @exclusivity(unchecked) open var rightCalloutAccessoryView: UIView?
  @exclusivity(unchecked) open var detailCalloutAccessoryView: UIView?
  @exclusivity(unchecked) open var clusteringIdentifier: String?
  @exclusivity(unchecked) open var displayPriority = MKFeatureDisplayPriority.required
  @exclusivity(unchecked) open var isSelected = false
  public required init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    self.annotation = annotation
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }
  public required init?(coder: NSCoder) { return nil }
  public override init(frame: CGRect) {
    annotation = nil
    reuseIdentifier = nil
    super.init(frame: frame)
  }
  open func prepareForReuse() {}
}

public struct MKFeatureDisplayPriority: Hashable, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public static let required = MKFeatureDisplayPriority(rawValue: 1000)
  public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
  public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

open class MKMarkerAnnotationView: MKAnnotationView {
  nonisolated deinit {}
  @exclusivity(unchecked) open var markerTintColor: UIColor?
  @exclusivity(unchecked) open var glyphText: String?
  @exclusivity(unchecked) open var glyphImage: UIImage?
  @exclusivity(unchecked) open var animatesWhenAdded = false
}

open class MKPinAnnotationView: MKAnnotationView {
  nonisolated deinit {}
  @exclusivity(unchecked) open var pinTintColor: UIColor?
  @exclusivity(unchecked) open var animatesDrop = false
}

/// An overlay: a shape on the map.
@MainActor public protocol MKOverlay: MKAnnotation {}

open class MKShape: MKAnnotation {
  nonisolated deinit {}
  public var coordinate = CLLocationCoordinate2D()
  public var title: String?
  public var subtitle: String?
  public init() {}
}

public final class MKCircle: MKShape, MKOverlay {
  nonisolated deinit {}
  public let radius: Double
  public init(center: CLLocationCoordinate2D, radius: Double) {
    self.radius = radius
    super.init()
    coordinate = center
  }
}

public final class MKPolyline: MKShape, MKOverlay {
  nonisolated deinit {}
  public let pointCount: Int
  /// A polyline of no points.
  public override convenience init() { self.init(coordinates: [], count: 0) }
  public init(coordinates: [CLLocationCoordinate2D], count: Int) {
    pointCount = count
    super.init()
    coordinate = coordinates.first ?? CLLocationCoordinate2D()
  }
}

public final class MKPolygon: MKShape, MKOverlay {
  nonisolated deinit {}
  public let pointCount: Int
  public init(coordinates: [CLLocationCoordinate2D], count: Int) {
    pointCount = count
    super.init()
    coordinate = coordinates.first ?? CLLocationCoordinate2D()
  }
}

open class MKTileOverlay: MKOverlay {
  nonisolated deinit {}
  public let urlTemplate: String?
  public var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
  @exclusivity(unchecked) open var canReplaceMapContent = false
  @exclusivity(unchecked) open var minimumZ = 0
  @exclusivity(unchecked) open var maximumZ = 21
  public init(urlTemplate: String?) { self.urlTemplate = urlTemplate }
}

/// Draws an overlay (storage only).
open class MKOverlayRenderer {
  nonisolated deinit {}
  public let overlay: any MKOverlay
  @exclusivity(unchecked) open var alpha: CGFloat = 1
  public init(overlay: any MKOverlay) { self.overlay = overlay }
  /// A renderer for no overlay, as `delegate` methods return for overlays they do not draw.
  public convenience init() { self.init(overlay: MKPolyline()) }
  open func setNeedsDisplay() {}
}

open class MKOverlayPathRenderer: MKOverlayRenderer {
  nonisolated deinit {}
  @exclusivity(unchecked) open var fillColor: UIColor?
  @exclusivity(unchecked) open var strokeColor: UIColor?
  @exclusivity(unchecked) open var lineWidth: CGFloat = 0
}

open class MKCircleRenderer: MKOverlayPathRenderer {
  nonisolated deinit {}
  public init(circle: MKCircle) { super.init(overlay: circle) }
}

open class MKPolylineRenderer: MKOverlayPathRenderer {
  nonisolated deinit {}
  public init(polyline: MKPolyline) { super.init(overlay: polyline) }
  public override init(overlay: any MKOverlay) { super.init(overlay: overlay) }
}

open class MKPolygonRenderer: MKOverlayPathRenderer {
  nonisolated deinit {}
  public init(polygon: MKPolygon) { super.init(overlay: polygon) }
}

open class MKTileOverlayRenderer: MKOverlayRenderer {
  nonisolated deinit {}
  public init(tileOverlay: MKTileOverlay) { super.init(overlay: tileOverlay) }
}

/// A placemark at a coordinate (MapKit's, a `CLPlacemark`).
nonisolated open class MKPlacemark: CLPlacemark, @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]? = nil) {
    self.coordinate = coordinate
    super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), name: nil)
  }
  public convenience init(placemark: CLPlacemark) {
    self.init(coordinate: placemark.location?.coordinate ?? CLLocationCoordinate2D())
  }
}

/// A point of interest; opening it in Maps does nothing in the model (no other apps).
nonisolated open class MKMapItem: @unchecked Sendable {
  public let placemark: MKPlacemark
  @exclusivity(unchecked) open var name: String?
  @exclusivity(unchecked) open var phoneNumber: String?
  @exclusivity(unchecked) open var url: URL?
  public var isCurrentLocation: Bool { false }
  public init(placemark: MKPlacemark) { self.placemark = placemark }
  public static func forCurrentLocation() -> MKMapItem {
    MKMapItem(placemark: MKPlacemark(coordinate: CLGeocoder.foundCoordinate))
  }
  @discardableResult
  open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { true }
  public static func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { true }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
