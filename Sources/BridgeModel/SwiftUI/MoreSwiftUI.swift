// SwiftUI's app storage, text editor, map and video player, as screens around a representable
// use them.

/// SwiftUI's `@AppStorage`: a state whose value is kept under `key` for the run (the world's
/// user defaults). Apple: it "reflects a value from `UserDefaults` and invalidates a view on a
/// change in value in that user default", so a write through one view's storage reaches every
/// other live view with the same key, and a new view starts from the stored value (F-SW14). In
/// the graph it is a `@State` the fuzzer sets; a fuzzer's write stays in its own view, and
/// `UserDefaults` written directly is not observed.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let state: State<Value>
  let key: String

  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.key = key
    let stored = RunContext.current?.appStorage[key] as? Value
    state = State(wrappedValue: stored ?? wrappedValue)
  }

  public init<Wrapped>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
    self.init(wrappedValue: nil, key, store: store)
  }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { Self.store(newValue, key: key, from: state.handle.current) }
  }

  /// A binding that writes through the storage too.
  public var projectedValue: Binding<Value> {
    let location = state.handle.current
    let key = key
    return Binding(get: { location.read() }, set: { Self.store($0, key: key, from: location) })
  }

  /// Writes `value` to `location`, keeps it under `key`, and gives it to the other live views
  /// that store the same key, in the order they appeared.
  private static func store(_ value: Value, key: String, from location: StateLocation<Value>) {
    location.write(value)
    guard let world = RunContext.current else { return }
    world.appStorage[key] = value
    for box in world.appStorageLocations[key] ?? [] {
      guard let other = box.object as? StateLocation<Value>, other !== location, other.host != nil else { continue }
      other.write(value)
    }
  }
}

extension AppStorage: InstallableProperty, StateMarker {
  var isState: Bool { true }
  func installState(host: ViewHost, owner: GraphNode, name: String) -> AnyObject? {
    let installed = state.installState(host: host, owner: owner, name: name)
    if let installed {
      var boxes = host.world.appStorageLocations[key, default: []]
      boxes.removeAll { !$0.isAlive || $0.object === installed }
      boxes.append(WeakBox(installed))
      host.world.appStorageLocations[key] = boxes
    }
    return installed
  }
  func adoptState(_ location: AnyObject) { state.adoptState(location) }
  func resolveEnvironment(_ environment: EnvironmentValues, _ cache: ComparatorCache) -> Bool { false }
}

extension AppStorage: GraphComparable {
  static func graphEqual(_ a: AppStorage, _ b: AppStorage, _ cache: ComparatorCache) -> Bool {
    a.state.handle.location === b.state.handle.location
  }
}

/// A multi-line text editor bound to a String: a text field element named `text-editor` (F-SW4).
public struct TextEditor: View {
  public typealias Body = Never
  let text: Binding<String>
  public init(text: Binding<String>) { self.text = text }
  public static func _makeContent(_ view: TextEditor) -> ViewContent {
    ViewContent(.leaf(TextFieldLeaf(title: "text-editor", text: view.text)))
  }
}

/// SwiftUI's map (storage only: its region, markers and annotations are not modelled; wrap an
/// `MKMapView` to have the model pan it).
public struct Map: View {
  public typealias Body = Never
  public init(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
  ) {}
  public init<Items: RandomAccessCollection, Annotation: View>(
    coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
    showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
    annotationContent: @escaping (Items.Element) -> Annotation
  ) {}
  public init(
    position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all,
    @ViewBuilder content: () -> ViewContent = { .empty }
  ) {}
  public init(
    initialPosition: MapCameraPosition, interactionModes: MapInteractionModes = .all,
    @ViewBuilder content: () -> ViewContent = { .empty }
  ) {}
  public init(@ViewBuilder content: () -> ViewContent) {}
  public static func _makeContent(_ view: Map) -> ViewContent { .empty }
}

nonisolated public struct MapInteractionModes: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let pan = MapInteractionModes(rawValue: 1)
  public static let zoom = MapInteractionModes(rawValue: 2)
  public static let rotate = MapInteractionModes(rawValue: 4)
  public static let pitch = MapInteractionModes(rawValue: 8)
  public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

public enum MapUserTrackingMode: Sendable { case none, follow }

/// Where a map looks (storage only).
nonisolated public struct MapCameraPosition: Sendable {
  public static let automatic = MapCameraPosition()
  public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition() }
  public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition { MapCameraPosition() }
}

/// A map's marker and annotation (no content: the map is storage only).
public struct Marker: View {
  public typealias Body = Never
  public init(_ title: String, coordinate: CLLocationCoordinate2D) {}
  public init(_ title: String, systemImage: String, coordinate: CLLocationCoordinate2D) {}
  public func tint(_ color: Color) -> Marker { self }
  public static func _makeContent(_ view: Marker) -> ViewContent { .empty }
}

public struct Annotation: View {
  public typealias Body = Never
  public init(_ title: String, coordinate: CLLocationCoordinate2D, @ViewBuilder content: () -> ViewContent) {}
  public static func _makeContent(_ view: Annotation) -> ViewContent { .empty }
}

public struct MapMarker: View {
  public typealias Body = Never
  public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
  public static func _makeContent(_ view: MapMarker) -> ViewContent { .empty }
}

public struct MapAnnotation: View {
  public typealias Body = Never
  public init(coordinate: CLLocationCoordinate2D, @ViewBuilder content: () -> ViewContent) {}
  public static func _makeContent(_ view: MapAnnotation) -> ViewContent { .empty }
}

/// AVKit's SwiftUI player: its overlay's content (the player itself is not modelled).
public struct VideoPlayer: View {
  public typealias Body = Never
  let overlay: ViewContent
  public init(player: AVPlayer?) { overlay = .empty }
  public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> ViewContent) { overlay = videoOverlay() }
  public static func _makeContent(_ view: VideoPlayer) -> ViewContent { view.overlay }
}
