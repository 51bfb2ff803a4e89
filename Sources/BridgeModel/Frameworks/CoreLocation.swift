// CoreLocation: the geocoder representables call (its completion comes later, on the main queue).

/// A location: a coordinate and when it was taken (storage).
nonisolated public final class CLLocation: @unchecked Sendable {
  public let coordinate: CLLocationCoordinate2D
  public let altitude: Double
  public let horizontalAccuracy: Double
  public init(latitude: Double, longitude: Double) {
    coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    altitude = 0
    horizontalAccuracy = 0
  }

  /// The distance in metres to `location` along the Earth's surface (a sphere of 6,371 km).
  public func distance(from location: CLLocation) -> Double {
    let radians = Double.pi / 180
    let (a, b) = (coordinate, location.coordinate)
    let dLat = (b.latitude - a.latitude) * radians
    let dLon = (b.longitude - a.longitude) * radians
    let h =
      sin(dLat / 2) * sin(dLat / 2) + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLon / 2)
      * sin(dLon / 2)
    return 2 * 6_371_000 * atan2(h.squareRoot(), (1 - h).squareRoot())
  }
}

/// What a geocoder found for an address or a location (storage).
nonisolated open class CLPlacemark: @unchecked Sendable {
  public let location: CLLocation?
  public let name: String?
  public let locality: String?
  public let administrativeArea: String?
  public let country: String?
  public let isoCountryCode: String?
  public let postalCode: String?
  public let thoroughfare: String?
  public let subThoroughfare: String?
  public init(location: CLLocation?, name: String?) {
    self.location = location
    self.name = name
    locality = name
    administrativeArea = nil
    country = nil
    isoCountryCode = nil
    postalCode = nil
    thoroughfare = nil
    subThoroughfare = nil
  }
}

/// The model's geocoder: every request finds one placemark, at a fixed coordinate, and its
/// completion runs on the main queue 200 ms later, in a turn of its own ("Your completion
/// handler block will be executed on the main thread"; FIDELITY.md F-CL1). `cancelGeocode`
/// ends the pending request: its completion runs with an error and no placemarks.
public final class CLGeocoder {
  nonisolated deinit {}

  public typealias CompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void

  /// Where the model puts every address it is asked for.
  nonisolated static let foundCoordinate = CLLocationCoordinate2D(latitude: 37.3349, longitude: -122.009)
  @exclusivity(unchecked) private var pending: Int = 0
  @exclusivity(unchecked) private var cancelled: Set<Int> = []
  @exclusivity(unchecked) private var issued = 0

  public init() {}

  /// Whether a request is waiting for its completion.
  public var isGeocoding: Bool { pending > 0 }

  public func geocodeAddressString(_ addressString: String, completionHandler: @escaping CompletionHandler) {
    let found = CLLocation(latitude: Self.foundCoordinate.latitude, longitude: Self.foundCoordinate.longitude)
    complete(with: [CLPlacemark(location: found, name: addressString)], completionHandler)
  }

  public func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CompletionHandler) {
    complete(with: [CLPlacemark(location: location, name: nil)], completionHandler)
  }

  public func cancelGeocode() {
    guard pending > 0 else { return }
    for request in (issued - pending + 1)...issued { cancelled.insert(request) }
  }

  private func complete(with placemarks: [CLPlacemark], _ handler: @escaping CompletionHandler) {
    issued += 1
    pending += 1
    let request = issued
    let finish = { [self] in
      pending -= 1
      if cancelled.remove(request) != nil {
        handler(nil, CLError(.geocodeCanceled))
      } else {
        handler(placemarks, nil)
      }
    }
    guard let world = RunContext.current else { return finish() }
    world.schedule(after: 200, .block(finish), isSystem: false)
  }
}

/// A Core Location error.
nonisolated public struct CLError: Error, Sendable, Equatable {
  public enum Code: Int, Sendable {
    case locationUnknown = 0
    case denied = 1
    case network = 2
    case geocodeFoundNoResult = 8
    case geocodeCanceled = 10
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

/// Whether the app may use the location (the model's app is allowed while in use).
public enum CLAuthorizationStatus: Int32, Sendable {
  case notDetermined, restricted, denied, authorizedAlways, authorizedWhenInUse
  public static let authorized = CLAuthorizationStatus.authorizedAlways
}

public typealias CLLocationAccuracy = Double
public typealias CLLocationDistance = Double
public typealias CLLocationDegrees = Double
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A location manager's callbacks (every method optional).
@MainActor public protocol CLLocationManagerDelegate: AnyObject {
  func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
  func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
  func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
  func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
}

extension CLLocationManagerDelegate {
  public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
  public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
  public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
  public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
}

/// The model's location manager: the app is authorized while in use and the device is at the
/// geocoder's coordinate. Apple: the delegate hears the authorization "when the app creates the
/// location manager" and when it changes; `requestLocation()` "returns immediately" and later
/// calls `didUpdateLocations`, as updates do after `startUpdatingLocation()` (F-CL2). The model
/// calls the authorization methods in a main-queue turn after the delegate is first set, and
/// delivers a location 1 s after a request or a start (then every 1 s until stopped).
public final class CLLocationManager {
  nonisolated deinit {}

  @exclusivity(unchecked) public weak var delegate: (any CLLocationManagerDelegate)? {
    didSet {
      guard oldValue == nil, delegate != nil, let world = RunContext.current else { return }
      world.enqueueMain { [weak self] in self?.tellAuthorization() }
    }
  }
  @exclusivity(unchecked) public var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  @exclusivity(unchecked) public var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  @exclusivity(unchecked) public var allowsBackgroundLocationUpdates = false
  @exclusivity(unchecked) public var pausesLocationUpdatesAutomatically = true
  @exclusivity(unchecked) public var showsBackgroundLocationIndicator = false
  @exclusivity(unchecked) public private(set) var isUpdating = false
  /// Counts starts, so that a stop ends the updates of the start before it.
  @exclusivity(unchecked) private var generation = 0

  public init() {}

  public var authorizationStatus: CLAuthorizationStatus { .authorizedWhenInUse }
  public class func authorizationStatus() -> CLAuthorizationStatus { .authorizedWhenInUse }
  public class func locationServicesEnabled() -> Bool { true }
  /// Where the device is (the geocoder's coordinate).
  public var location: CLLocation? {
    CLLocation(latitude: CLGeocoder.foundCoordinate.latitude, longitude: CLGeocoder.foundCoordinate.longitude)
  }

  /// Already authorized: nothing changes, so the delegate hears nothing new.
  public func requestWhenInUseAuthorization() {}
  public func requestAlwaysAuthorization() {}

  public func requestLocation() { schedule(after: 1000) { $0.deliverLocation() } }

  public func startUpdatingLocation() {
    guard !isUpdating else { return }
    isUpdating = true
    generation += 1
    let started = generation
    func tick(_ manager: CLLocationManager) {
      guard manager.isUpdating, manager.generation == started else { return }
      manager.deliverLocation()
      manager.schedule(after: 1000, tick)
    }
    schedule(after: 1000, tick)
  }

  public func stopUpdatingLocation() { isUpdating = false }
  public func startUpdatingHeading() {}
  public func stopUpdatingHeading() {}
  public func startMonitoringSignificantLocationChanges() {}
  public func stopMonitoringSignificantLocationChanges() {}

  private func tellAuthorization() {
    guard let delegate else { return }
    delegate.locationManagerDidChangeAuthorization(self)
    delegate.locationManager(self, didChangeAuthorization: authorizationStatus)
  }

  private func deliverLocation() {
    guard let delegate, let location else { return }
    delegate.locationManager(self, didUpdateLocations: [location])
  }

  private func schedule(after milliseconds: Int64, _ body: @escaping (CLLocationManager) -> Void) {
    guard let world = RunContext.current else { return }
    world.schedule(after: milliseconds, .block { [weak self] in if let self { body(self) } }, isSystem: false)
  }
}
