import BridgeCheck
import BridgeModel

/// Seed 001 Part 1 "Lifecycle": the MapView whose update is guarded by a
/// comparison of the centre and animates `setRegion`. The seed sets the
/// coordinator as the map's delegate; here the coordinator writes the region
/// the map shows back into the binding, as a wrapper that lets the user pan does.
struct SeedMapView: UIViewRepresentable {
  @Binding var region: MKCoordinateRegion
  var guarded = true

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> MKMapView {
    let map = MKMapView()
    map.delegate = context.coordinator
    return map
  }

  func updateUIView(_ map: MKMapView, context: Context) {
    context.coordinator.parent = self
    if guarded {
      // ✅ Guard: only update if region actually changed
      if map.region.center.latitude != region.center.latitude
        || map.region.center.longitude != region.center.longitude
      {
        map.setRegion(region, animated: true)
      }
    } else {
      map.setRegion(region, animated: false)  // ❌ on every update
    }
  }

  static func dismantleUIView(_ map: MKMapView, coordinator: Coordinator) {
    map.removeAnnotations(map.annotations)
  }

  final class Coordinator: NSObject, MKMapViewDelegate {
    var parent: SeedMapView
    init(_ parent: SeedMapView) { self.parent = parent }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
      parent.region = mapView.region
    }
  }
}

/// A map driven by one zoom number. Update asks for a square span; MapKit widens
/// the span to the view's aspect ratio; the coordinator writes the *longitude*
/// span back, asynchronously. Each round trip grows the zoom (fidelity S9).
struct ZoomMapView: UIViewRepresentable {
  @Binding var zoom: Double
  let center = CLLocationCoordinate2D(latitude: 37.33, longitude: -122.03)

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  func makeUIView(context: Context) -> MKMapView {
    let map = MKMapView()
    map.delegate = context.coordinator
    return map
  }

  func updateUIView(_ map: MKMapView, context: Context) {
    context.coordinator.parent = self
    if map.region.span.latitudeDelta != zoom {
      let span = MKCoordinateSpan(latitudeDelta: zoom, longitudeDelta: zoom)
      map.setRegion(MKCoordinateRegion(center: center, span: span), animated: false)
    }
  }

  final class Coordinator: NSObject, MKMapViewDelegate {
    var parent: ZoomMapView
    init(_ parent: ZoomMapView) { self.parent = parent }

    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
      let shown = mapView.region.span.longitudeDelta
      DispatchQueue.main.async { self.parent.zoom = shown }
    }
  }
}

/// The map is shown by a toggle, so a trace shows the step that mounts it.
struct MapScreen: View {
  @State var region = MKCoordinateRegion(traceText: "37.33,-122.03 span 0.05,0.05") ?? MKCoordinateRegion()
  @State var showMap = false
  let guarded: Bool

  var body: some View {
    if showMap {
      SeedMapView(region: $region, guarded: guarded)
    }
  }
}

struct ZoomMapScreen: View {
  @State var zoom = 0.05
  var body: some View { ZoomMapView(zoom: $zoom) }
}

nonisolated enum MapViewScenarios {
  static func seed(_ name: String, expect: Expectation, summary: String, guarded: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "seed 001 Part 1 Lifecycle (MapView)") {
      MapScreen(guarded: guarded)
    }
    .mirror(
      "region.center", of: { (screen: MapScreen) in screen.region.center },
      MKMapView.self, "centerCoordinate", of: { $0.centerCoordinate })
  }

  static let all: [Scenario] = [
    seed(
      "map-view/seed-guard", expect: .holds,
      summary: "region binding; setRegion(animated: true) only when the centre differs", guarded: true),
    seed(
      "map-view/unguarded", expect: .violation("representable.no-state-write-during-update"),
      summary: "region binding; setRegion(animated: false) on every update", guarded: false),
    Scenario(
      "map-view/span-normalising-async", expect: .violation("representable.no-infinite-update-loop"),
      summary: "zoom binding; MapKit widens the span, the coordinator writes the other axis back async",
      source: "fidelity C9, S9; seed 003 §2 (asynchronous write-back)"
    ) { ZoomMapScreen() }
    .domain("zoom", [0.05, 0.1]),
  ]
}
