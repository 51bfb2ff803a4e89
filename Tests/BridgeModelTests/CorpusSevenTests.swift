import Testing

@testable import BridgeModel

// Members real bridging files use, from a seventh corpus of app files (82 files of 43
// repositories, kept outside the repository): SwiftUI's gestures, coordinate spaces and
// preferences (F-SW15), `DispatchQueue.sync` (F-CC10), MapKit's flat map, and stored members.

private struct ZoomKey: PreferenceKey {
  static let defaultValue = 0.0
  static func reduce(value: inout Double, nextValue: () -> Double) { value = nextValue() }
}

/// A zoomable photo as apps write it: gestures, a gesture state, a preference, geometry.
private struct ZoomablePhoto: View {
  @State var scale = 1.0
  @State var drags = 0
  @State var taps = 0
  @State var tappedAt = "none"
  @State var reports = 0
  @State var globalWidth = 0
  @GestureState var dragOffset = CGSize.zero
  @GestureState var pressing = false

  var body: some View {
    GeometryReader { proxy in
      VStack {
        Text("Photo")
          .offset(dragOffset)
          .gesture(
            DragGesture(minimumDistance: 0, coordinateSpace: .global)
              .updating($dragOffset) { value, state, _ in state = value.translation }
              .onChanged { _ in drags += 1 }
              .onEnded { _ in drags += 1 }
          )
          .simultaneousGesture(MagnificationGesture().onChanged { scale = Double($0) })
          .highPriorityGesture(TapGesture(count: 2).onEnded { scale = 1 })
          .onLongPressGesture(minimumDuration: 1) { scale = 3 }
          .preference(key: ZoomKey.self, value: scale)
        Text("Spot").onTapGesture(count: 1, coordinateSpace: .named("photo")) { location in
          taps += 1
          tappedAt = "\(location.x),\(location.y)"
        }
        Button("Measure") { globalWidth = Int(proxy.frame(in: .global).width) }
      }
      .coordinateSpace(name: "photo")
      .onPreferenceChange(ZoomKey.self) { _ in reports += 1 }
      .tabViewStyle(.page(indexDisplayMode: .never))
      .animation(.interactiveSpring(), value: scale)
    }
  }
}

@MainActor
@Suite("SwiftUI gestures, coordinate spaces and preferences (F-SW15)")
struct GestureSurfaceTests {
  @Test("F-SW15: a gesture's actions never run and offer nothing; a tap with a location is a tap at the origin")
  func gesturesNeverRun() {
    let (world, _) = makeWorld(ZoomablePhoto())
    #expect(world.elements.map(\.name) == ["Spot", "Measure"])
    #expect(world.apply(.tap("Spot")))
    #expect(world.currentValueText(ofState: "taps") == "1")
    #expect(world.currentValueText(ofState: "tappedAt") == "\"0.0,0.0\"")
    #expect(world.currentValueText(ofState: "drags") == "0")
    #expect(world.currentValueText(ofState: "scale") == "1.0")
    // The preference is never read back.
    #expect(world.currentValueText(ofState: "reports") == "0")
    #expect(world.apply(.tap("Measure")))
    #expect(world.currentValueText(ofState: "globalWidth") == "390")
  }

  @Test("F-SW15: a gesture state keeps its initial value; a frame in any space is the size at the origin")
  func gestureStateAndGeometry() {
    let state = GestureState(wrappedValue: 4)
    #expect(state.wrappedValue == 4)
    #expect(state.projectedValue.wrappedValue == 4)
    let optional = GestureState<Int?>()
    #expect(optional.wrappedValue == nil)
    let proxy = GeometryProxy(size: CGSize(width: 390, height: 844))
    #expect(proxy.frame(in: .named("x")) == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(proxy.frame(in: .local) == proxy.frame(in: CoordinateSpace.global))
    #expect(CoordinateSpace.named("x") != .global)
    #expect(GlobalCoordinateSpace().coordinateSpace.isGlobal)
    #expect(DragGesture().minimumDistance == 10)
    #expect(DragGesture().coordinateSpace == .local)
  }

  @Test("Animations last about their response or duration; a delay adds to it, a speed divides it")
  func animationDurations() {
    #expect(Animation.interactiveSpring().duration == 0.15)
    #expect(Animation.spring().duration == 0.5)
    #expect(Animation.spring(duration: 0.4, bounce: 0.2).duration == 0.4)
    #expect(Animation.spring(response: 0.3, dampingFraction: 0.7).duration == 0.3)
    #expect(Animation.easeOut(duration: 0.2).delay(0.1).duration == 0.2 + 0.1)
    #expect(Animation.linear(duration: 1).speed(2).duration == 0.5)
    #expect(Animation.linear(duration: 1).speed(0).duration == 1)
  }
}

/// Notes what ran, and on which side of the main queue.
private final class SyncLog {
  var lines: [String] = []
}

@MainActor
@Suite("DispatchQueue.sync (F-CC10)")
struct DispatchSyncTests {
  @Test("F-CC10: another queue's sync runs the block now and returns its value")
  func backgroundSync() {
    let world = World()
    let queue = DispatchQueue(label: "com.example.cache")
    var answer = 0
    RunContext.with(world) {
      answer = queue.sync { 6 * 7 }
    }
    #expect(answer == 42)
    #expect(world.pendingMainBlocks == 0)
  }

  @Test("F-CC10: from a background block, the main queue's sync runs the block before the block goes on")
  func mainSyncFromBackground() {
    let world = World()
    let log = SyncLog()
    RunContext.with(world) {
      DispatchQueue.global().async {
        let value = DispatchQueue.main.sync {
          MainActor.assumeIsolated { log.lines.append("on main") }
          return 1
        }
        MainActor.assumeIsolated { log.lines.append("back with \(value)") }
      }
    }
    world.drainMainQueue()
    #expect(log.lines == ["on main", "back with 1"])
  }

  @Test("F-CC10: a task off the main actor and a background queue's asyncAfter are off the main thread: main.sync runs")
  func offMainActorAndLaterBlocks() async {
    let world = World()
    let log = SyncLog()
    RunContext.with(world) {
      DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
        DispatchQueue.main.sync { MainActor.assumeIsolated { log.lines.append("from a later block") } }
      }
      Task.detached {
        DispatchQueue.main.sync { MainActor.assumeIsolated { log.lines.append("from a detached task") } }
      }
    }
    world.drainMainQueue()
    world.advanceClock(by: 100)
    #expect(log.lines.sorted() == ["from a detached task", "from a later block"])
  }

  @Test("F-CC10: the main queue's sync from the main thread stops the app, as libdispatch does")
  func mainSyncOnMainTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let world = World()
        RunContext.with(world) {
          DispatchQueue.global().async {
            DispatchQueue.main.async { DispatchQueue.main.sync {} }
          }
        }
        world.drainMainQueue()
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("dispatch_sync called on queue already owned by current thread"))
  }
}

@MainActor
@Suite("Stored members from corpus 7")
struct CorpusSevenStoredTests {
  @Test("CGRect.inset(by:) takes each inset off its own edge")
  func rectInset() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50).inset(
      by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(rect == CGRect(x: 12, y: 21, width: 94, height: 46))
  }

  @Test("A view's contentScaleFactor is the screen's until set; window levels order")
  func scaleAndLevels() {
    let view = UIView()
    #expect(view.contentScaleFactor == UIScreen.main.scale)
    view.contentScaleFactor = 2
    #expect(view.contentScaleFactor == 2)
    #expect(UIWindow.Level.normal < .alert)
    #expect(UIWindow.Level.alert + 1 > .alert)
    let window = UIWindow()
    #expect(window.windowLevel == .normal)
  }

  @Test("UIFontMetrics scales nothing at the default size, but caps at a maximum point size")
  func fontMetrics() {
    let font = UIFont.systemFont(ofSize: 30)
    #expect(UIFontMetrics.default.scaledFont(for: font) === font)
    #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: font, maximumPointSize: 20).pointSize == 20)
    #expect(UIFontMetrics.default.scaledValue(for: 24) == 24)
  }

  @Test("MKMapPoint: the Mercator projection onto 2^28 points a side, and back")
  func mapPoints() {
    let side = MKMapSize.world.width
    #expect(side == 268_435_456)
    let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
    #expect(origin == MKMapPoint(x: side / 2, y: side / 2))
    let west = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: -180))
    #expect(west.x == 0)
    let north = MKMapPoint(CLLocationCoordinate2D(latitude: 45, longitude: 90))
    #expect(north.x == side * 0.75)
    #expect(north.y < side / 2)
    let back = north.coordinate
    #expect(abs(back.latitude - 45) < 1e-9)
    #expect(abs(back.longitude - 90) < 1e-9)
    // The tile at z = 10, x = 12, y = 8 starts 3,145,728 points in and 2,097,152 down, at
    // latitude 84.8024737243345 (a worked example of MapKit's grid).
    #expect(abs(MKMapPoint(x: 3_145_728, y: 2_097_152).coordinate.latitude - 84.8024737243345) < 1e-9)
    let rect = MKMapRect(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.contains(MKMapPoint(x: 5, y: 5)))
    #expect(rect.contains(MKMapPoint(x: 10, y: 5)))
    #expect(!rect.contains(MKMapPoint(x: 10.5, y: 5)))
    #expect(rect.union(MKMapRect(x: 20, y: 0, width: 5, height: 5)) == MKMapRect(x: 0, y: 0, width: 25, height: 10))
    #expect(MKMapRect.null.union(rect) == rect)
    #expect(MKMapRect.null.isNull && MKMapRect.null.isEmpty)
  }

  @Test("A bar button and a control take an action that returns a result, as #selector(resignFirstResponder)")
  func resultActions() {
    let (world, _) = makeAppWorld()
    final class Field: UIResponder {
      var resigned = 0
      override func resignFirstResponder() -> Bool {
        resigned += 1
        return true
      }
    }
    let field = Field()
    let item = UIBarButtonItem(title: "Done", style: .done, target: field, action: Field.resignFirstResponder)
    let button = UIButton()
    button.addTarget(field, action: Field.resignFirstResponder, for: .touchUpInside)
    RunContext.with(world) {
      item.action?()
      button.sendActions(for: .touchUpInside)
    }
    #expect(field.resigned == 2)
  }

  @Test("A context menu interaction knows its view while it is added; no detector finds a feature")
  func interactionsAndDetectors() {
    final class Menu: UIContextMenuInteractionDelegate {
      func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
      ) -> UIContextMenuConfiguration? { nil }
    }
    let menu = Menu()
    let interaction = UIContextMenuInteraction(delegate: menu)
    let view = UIView()
    view.addInteraction(interaction)
    #expect(interaction.view === view)
    view.removeInteraction(interaction)
    #expect(interaction.view == nil)
    let detector = CIDetector(
      ofType: CIDetectorTypeQRCode, context: nil, options: [CIDetectorAccuracy: CIDetectorAccuracyHigh])
    #expect(detector?.features(in: CIImage(data: Data([1]))!).isEmpty == true)
    #expect(!UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: "swift"))
  }
}
