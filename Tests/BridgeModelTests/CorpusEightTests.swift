import Testing

@testable import BridgeModel

// Members an eighth corpus of app files asked for (81 files of 80 repositories, kept outside
// the repository): `onReceive` and NotificationCenter's publisher (F-CB7), Core Animation's
// transactions (F-CA1), the visible map rectangle, and stored members.

private let ping = Notification.Name("ping")

/// A badge that counts pings while it is shown, as apps follow the keyboard or the app's state.
private struct PingBadge: View {
  @Binding var pings: Int
  let step: Int

  var body: some View {
    Text("badge").onReceive(NotificationCenter.default.publisher(for: ping)) { _ in pings += step }
  }
}

private struct PingScreen: View {
  @State var pings = 0
  @State var showsBadge = true
  @State var step = 1

  var body: some View {
    VStack {
      if showsBadge { PingBadge(pings: $pings, step: step) }
      Button("ping") { NotificationCenter.default.post(name: ping, object: nil) }
      Button("hide") { showsBadge = false }
      Button("double") { step = 2 }
    }
  }
}

/// A view model whose name a hosted view shows through `onReceive`, as apps mirror `$property`.
private final class NameModel: ObservableObject {
  @Published var name = "Ada"
}

private struct NameLabel: View {
  @StateObject var model = NameModel()
  @State var shown = ""

  var body: some View {
    VStack {
      Text(shown).onReceive(model.$name) { shown = $0 }
      Button("rename") { model.name = "Grace" }
    }
  }
}

@MainActor
@Suite("onReceive and NotificationCenter.publisher (F-CB7)")
struct OnReceiveTests {
  @Test("F-CB7: a value sent as the subscription starts (a @Published property's) runs the action after the update")
  func firstValueAfterUpdate() {
    let (world, recorder) = makeWorld(NameLabel())
    #expect(world.currentValueText(ofState: "shown") == "\"Ada\"")
    #expect(!recorder.events.contains { $0.stateWriteOutcome == .rejected || $0.stateWriteOutcome == .deferred })
    #expect(world.apply(.tap("rename")))
    #expect(world.currentValueText(ofState: "shown") == "\"Grace\"")
  }

  @Test("F-CB7: each post runs the latest body's action while the view is in the graph, none after it leaves")
  func followsWhileShown() {
    let (world, _) = makeWorld(PingScreen())
    #expect(world.apply(.tap("ping")))
    #expect(world.currentValueText(ofState: "pings") == "1")
    #expect(world.apply(.tap("double")))
    #expect(world.apply(.tap("ping")))
    #expect(world.currentValueText(ofState: "pings") == "3")
    #expect(world.notificationCenter.observerCount == 1)
    #expect(world.apply(.tap("hide")))
    // The view left the graph: its subscription ended, and with it the publisher's observer.
    #expect(world.notificationCenter.observerCount == 0)
    #expect(world.apply(.tap("ping")))
    #expect(world.currentValueText(ofState: "pings") == "3")
  }

  @Test("F-CB7: the publisher's observer is the subscription's: cancelling it removes the observer")
  func cancelRemovesObserver() {
    let world = World()
    var received: [String] = []
    RunContext.with(world) {
      let cancellable = NotificationCenter.default.publisher(for: ping).sink { received.append($0.name.rawValue) }
      NotificationCenter.default.post(name: ping, object: nil)
      #expect(world.notificationCenter.observerCount == 1)
      cancellable.cancel()
      #expect(world.notificationCenter.observerCount == 0)
      NotificationCenter.default.post(name: ping, object: nil)
    }
    #expect(received == ["ping"])
  }

  @Test("F-CB7: a publisher for one sender hears that sender's posts only")
  func objectFilter() {
    let world = World()
    let sender = UIView()
    var received = 0
    RunContext.with(world) {
      let cancellable = NotificationCenter.default.publisher(for: ping, object: sender).sink { _ in received += 1 }
      NotificationCenter.default.post(name: ping, object: UIView())
      NotificationCenter.default.post(name: ping, object: sender)
      cancellable.cancel()
    }
    #expect(received == 1)
  }
}

@MainActor
@Suite("CATransaction (F-CA1)")
struct TransactionTests {
  @Test("F-CA1: without an animation the completion runs at commit; with one, when the longest ends")
  func completionWaitsForAnimations() {
    let world = World()
    let view = RunContext.with(world) { UIView() }
    var log: [String] = []
    RunContext.with(world) {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      #expect(CATransaction.disableActions())
      CATransaction.setCompletionBlock { log.append("plain") }
      CATransaction.commit()
      #expect(log == ["plain"])
      CATransaction.begin()
      CATransaction.setCompletionBlock { log.append("animated") }
      UIView.animate(withDuration: 0.3) { view.alpha = 0.5 }
      CATransaction.begin()
      UIView.animate(withDuration: 0.5) { view.alpha = 1 }
      CATransaction.commit()
      CATransaction.commit()
    }
    #expect(log == ["plain"])
    world.advanceClock(by: 300)
    #expect(log == ["plain"])
    world.advanceClock(by: 200)
    #expect(log == ["plain", "animated"])
    #expect(!CATransaction.disableActions())
    #expect(CATransaction.animationDuration() == 0.25)
  }

  @Test("F-CA1: a replaced block runs at once; animations added before a block is set are not waited for")
  func replacedBlockAndEarlierAnimations() {
    let world = World()
    let view = RunContext.with(world) { UIView() }
    var log: [String] = []
    RunContext.with(world) {
      CATransaction.begin()
      CATransaction.setCompletionBlock { log.append("first") }
      CATransaction.setCompletionBlock { log.append("second") }
      #expect(log == ["first"])
      CATransaction.commit()
      #expect(log == ["first", "second"])
      CATransaction.begin()
      UIView.animate(withDuration: 0.4) { view.alpha = 0 }
      CATransaction.setCompletionBlock { log.append("after") }
      CATransaction.commit()
    }
    #expect(log == ["first", "second", "after"])
  }

  @Test("F-CA1: a block set outside a group belongs to the implicit transaction: it runs once the turn is over")
  func implicitTransaction() {
    let world = World()
    var ran = false
    RunContext.with(world) {
      CATransaction.setCompletionBlock { ran = true }
      #expect(!ran)
    }
    world.advanceClock(by: 1)
    #expect(ran)
  }
}

@MainActor
@Suite("Stored members from corpus 8")
struct CorpusEightStoredTests {
  @Test("C9: setting the visible map rectangle sets the region it covers, with the region's callbacks")
  func visibleMapRect() {
    final class Spy: NSObject, MKMapViewDelegate {
      var did = 0
      func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { did += 1 }
    }
    let world = World()
    let map = RunContext.with(world) { MKMapView(frame: CGRect(x: 0, y: 0, width: 400, height: 400)) }
    world.window.addSubview(map)
    let spy = Spy()
    map.delegate = spy
    let rect = MKMapRect(x: 100_000_000, y: 80_000_000, width: 1_000_000, height: 1_000_000)
    RunContext.with(world) { map.visibleMapRect = rect }
    #expect(spy.did == 1)
    let shown = map.visibleMapRect
    // Read back from the region's corners: the middle of its latitudes is not the middle of the
    // map points (Mercator stretches north), so y comes back within a hundredth of the height;
    // the height is the region's, grown in degrees to the view's aspect (C9).
    #expect(abs(shown.midX - rect.midX) < 1)
    #expect(abs(shown.width - rect.width) < 1)
    #expect(abs(shown.midY - rect.midY) < rect.height / 100)
    let region = MKCoordinateRegion(rect)
    #expect(region.span.latitudeDelta > 0 && region.span.longitudeDelta > 0)
  }

  @Test("Stored members: a recognizer's name, the device orientation, data types, materials, the refresh action")
  func stored() {
    let recognizer = UIPanGestureRecognizer()
    recognizer.name = "swipe-back"
    #expect(recognizer.name == "swipe-back")
    let orientation: UIDeviceOrientation = UIDevice.current.orientation
    #expect(orientation.isPortrait)
    let types: Set<DataScannerViewController.RecognizedDataType> = [.barcode(), .text(), .barcode()]
    #expect(types.count == 2)
    #expect(Material.ultraThinMaterial != .thickMaterial)
    #expect(EnvironmentValues().refresh == nil)
    #expect(EnvironmentValues().font == nil)
  }
}

/// A clock face that ticks with a timer publisher, as apps write it.
private struct Ticker: View {
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @Binding var ticks: Int
  @Binding var lastSecond: Int

  var body: some View {
    Text("ticker").onReceive(timer) { date in
      ticks += 1
      lastSecond = Int(date.timeIntervalSince1970)
    }
  }
}

private struct TickerScreen: View {
  @State var ticks = 0
  @State var lastSecond = 0
  @State var shows = true

  var body: some View {
    VStack {
      if shows { Ticker(ticks: $ticks, lastSecond: $lastSecond) }
      Button("stop") { shows = false }
    }
  }
}

@MainActor
@Suite("Timer.publish (F-CB8)")
struct TimerPublisherTests {
  /// The live timers of the world.
  private func liveTimers(_ world: World) -> Int {
    world.registry.registrations.filter { $0.isActive && $0.kind == .timer }.count
  }

  @Test("F-CB8: autoconnect starts the timer with the first subscription and stops it with the last")
  func autoconnect() {
    let (world, _) = makeWorld(TickerScreen())
    #expect(liveTimers(world) == 1)
    world.advanceClock(by: 1000)
    world.advanceClock(by: 1000)
    #expect(world.currentValueText(ofState: "ticks") == "2")
    #expect(world.currentValueText(ofState: "lastSecond") == "2")
    #expect(world.apply(.tap("stop")))
    #expect(liveTimers(world) == 0)
    world.advanceClock(by: 1000)
    #expect(world.currentValueText(ofState: "ticks") == "2")
  }

  @Test("F-CB8: a publisher kept alive stops its timer when its last subscription ends, not before")
  func lastSubscriptionStops() {
    let world = World()
    let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    let (first, second) = RunContext.with(world) { (ticker.sink { _ in }, ticker.sink { _ in }) }
    #expect(liveTimers(world) == 1)
    first.cancel()
    #expect(liveTimers(world) == 1)
    second.cancel()
    #expect(liveTimers(world) == 0)
  }

  @Test("F-CB8: a timer publisher sends nothing until connected; cancelling the connection stops it")
  func connect() {
    let world = World()
    var dates: [Double] = []
    var connection: (any Cancellable)?
    let publisher = Timer.publish(every: 0.5, on: .main, in: .common)
    let subscription = RunContext.with(world) { publisher.sink { dates.append($0.timeIntervalSince1970) } }
    world.advanceClock(by: 1000)
    #expect(dates.isEmpty)
    RunContext.with(world) { connection = publisher.connect() }
    world.advanceClock(by: 1000)
    #expect(dates == [1.5, 2])
    connection?.cancel()
    world.advanceClock(by: 1000)
    #expect(dates == [1.5, 2])
    subscription.cancel()
  }
}
