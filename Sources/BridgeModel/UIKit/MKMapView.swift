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
}

nonisolated extension MKCoordinateRegion: TraceValue {
  /// `37.33,-122.03 span 0.05,0.05`.
  public var traceText: String {
    "\(center.latitude),\(center.longitude) span \(span.latitudeDelta),\(span.longitudeDelta)"
  }

  public init?(traceText: String) {
    let parts = traceText.split(separator: " ")
    guard parts.count == 3, parts[1] == "span" else { return nil }
    let center = parts[0].split(separator: ",").compactMap { Double(String($0)) }
    let span = parts[2].split(separator: ",").compactMap { Double(String($0)) }
    guard center.count == 2, span.count == 2 else { return nil }
    self.init(
      center: CLLocationCoordinate2D(latitude: center[0], longitude: center[1]),
      span: MKCoordinateSpan(latitudeDelta: span[0], longitudeDelta: span[1]))
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
}

/// A point annotation.
public final class MKPointAnnotation: MKAnnotation {
  public var coordinate = CLLocationCoordinate2D()
  @exclusivity(unchecked) public var title: String?
  public init() {}
}

/// The callbacks of an `MKMapView` (every method optional).
@MainActor public protocol MKMapViewDelegate: AnyObject {
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
  func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
}

extension MKMapViewDelegate {
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
  public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
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

  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
    setRegion(MKCoordinateRegion(center: coordinate, span: displayed.span), animated: animated)
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
