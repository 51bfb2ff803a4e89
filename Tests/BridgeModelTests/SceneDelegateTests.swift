import BridgeModel
import Testing

/// A scene delegate as Xcode's template writes it, logging what UIKit tells it.
private final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  var calls: [String] = []

  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {
    calls.append("will connect")
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(rootViewController: UIViewController())
    self.window = window
    window.makeKeyAndVisible()
  }
  func sceneWillResignActive(_ scene: UIScene) { calls.append("will resign active") }
  func sceneDidEnterBackground(_ scene: UIScene) { calls.append("did enter background") }
  func sceneWillEnterForeground(_ scene: UIScene) { calls.append("will enter foreground") }
  func sceneDidBecomeActive(_ scene: UIScene) { calls.append("did become active") }
}

@MainActor
@Suite("A scene delegate connected to the world (issue 9, F-SD1)")
struct SceneDelegateTests {
  @Test(
    "F-SD1: willConnectTo makes the window, whose root is the world's; background and foreground reach the delegate before each notification"
  )
  func connectAndCycle() {
    let (world, _) = makeAppWorld()
    let delegate = LoggingSceneDelegate()
    world.launch { world in world.connectScene(delegate) }
    #expect(delegate.calls == ["will connect"])
    #expect(world.window.rootViewController is UINavigationController)
    #expect(delegate.window?.rootViewController === world.window.rootViewController)
    #expect(world.window.rootViewController?.viewIfLoaded?.window === world.window)
    #expect(UIApplication.shared.connectedScenes.isEmpty)
    var heard: [String] = []
    world.act {
      #expect(UIApplication.shared.connectedScenes.first === world.windowScene)
      _ = NotificationCenter.default.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil
      ) { _ in heard.append("notification, after \(delegate.calls.last ?? "")") }
    }
    #expect(world.apply(.moveToBackground(true)))
    #expect(delegate.calls == ["will connect", "will resign active", "did enter background"])
    #expect(heard == ["notification, after did enter background"])
    #expect(world.apply(.moveToBackground(false)))
    #expect(delegate.calls.suffix(2) == ["will enter foreground", "did become active"])
  }

  @Test("A scene delegate makes moving to the background possible even if nothing observes notifications")
  func offersLifecycle() {
    let (world, _) = makeAppWorld()
    #expect(!world.observesAppLifecycle)
    world.launch { world in world.connectScene(LoggingSceneDelegate()) }
    #expect(world.observesAppLifecycle)
    #expect(world.choices().contains { $0.kind == .lifecycle })
  }

  @Test("Teardown lets the scene's delegate go")
  func teardownReleases() {
    let (world, _) = makeAppWorld()
    weak var weakDelegate: LoggingSceneDelegate?
    world.launch { world in
      let delegate = LoggingSceneDelegate()
      weakDelegate = delegate
      world.connectScene(delegate)
    }
    #expect(weakDelegate != nil)
    world.tearDown()
    #expect(weakDelegate == nil)
  }
}

@MainActor
@Suite("Small members real files use (issue 9 §3, a third corpus)")
struct CorpusSurfaceTests {
  @Test("MKMapView.convert maps a point of the map to a coordinate of its region and back")
  func mapConvert() {
    let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    map.region = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 10, longitude: 20),
      span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 4))
    let corner = map.convert(CGPoint(x: 0, y: 0), toCoordinateFrom: map)
    #expect(corner.latitude == 11 && corner.longitude == 18)
    let center = map.convert(CGPoint(x: 100, y: 50), toCoordinateFrom: map)
    #expect(center.latitude == 10 && center.longitude == 20)
    #expect(map.convert(CLLocationCoordinate2D(latitude: 9, longitude: 22), toPointTo: map) == CGPoint(x: 200, y: 100))
  }

  @Test("A label's attributed text sets its text and size; setting text drops the attributed text")
  func labelAttributedText() {
    let label = UILabel(frame: .zero)
    label.attributedText = NSAttributedString(string: "four")
    #expect(label.text == "four")
    #expect(label.intrinsicContentSize.width == 36)
    label.text = "ab"
    #expect(label.attributedText?.string == "ab")
  }

  @Test("A queue player plays its first item and advances; a looper puts its item in the queue")
  func queuePlayer() {
    let first = AVPlayerItem(url: URL(string: "https://example.com/a.mp4")!)
    let second = AVPlayerItem(asset: AVAsset(url: URL(string: "https://example.com/b.mp4")!))
    let player = AVQueuePlayer(items: [first, second])
    #expect(player.currentItem === first)
    player.advanceToNextItem()
    #expect(player.currentItem === second)
    let looping = AVQueuePlayer()
    let looper = AVPlayerLooper(player: looping, templateItem: first)
    #expect(looping.currentItem === first)
    #expect(looper.loopCount == 0)
    #expect(player != looping && player == player)
  }

  @Test("A hidden tab bar offers no tabs")
  func hiddenTabBar() {
    let (world, _) = makeAppWorld()
    world.verifiesCaches = true
    var tabs: UITabBarController?
    world.launch { world in
      let made = UITabBarController()
      let first = UIViewController()
      first.title = "One"
      let second = UIViewController()
      second.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
      made.viewControllers = [first, second]
      world.window.rootViewController = made
      tabs = made
    }
    #expect(world.elements.map(\.name) == ["Favorites"])
    world.act { tabs?.setTabBarHidden(true, animated: true) }
    #expect(world.elements.isEmpty)
    #expect(world.staleCaches.isEmpty)
  }

  @Test("A text field's positions count UTF-16 units; the model composes no marked text")
  func textPositions() {
    let field = UITextField(frame: .zero)
    field.text = "a😀"
    #expect(field.markedTextRange == nil)
    #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 3)
    #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
    #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 3)
  }
}
