import BridgeCheck
import BridgeModel

// Work started on appearance, and appearance overrides: a list pushes a live "ticker" screen.

/// The list: one button pushes the ticker.
struct TickerListScreen: View {
  var onOpen: () -> Void
  var body: some View { Button("ticker") { onOpen() } }
}

/// How the ticker screen treats its appearance callbacks.
nonisolated enum TickerStyle: Sendable {
  /// Starts a repeating timer in viewDidAppear, invalidates it in viewDidDisappear.
  case stopsOnDisappear
  /// The same, but viewDidAppear starts the timer only when none runs: a swipe back let go
  /// early calls viewDidAppear again without viewDidDisappear (F-N21).
  case startsOnce
  /// Starts it in viewDidAppear; stops it only in deinit.
  case stopsInDeinit
  /// Adds a notification observer in viewWillAppear every time; removes it only in deinit.
  case observesOnEveryAppearance
  /// Polls with asyncAfter, re-arming itself, from viewDidAppear; never stops.
  case pollsForever
  /// Polls with asyncAfter and stops re-arming once it has disappeared.
  case pollsWhileVisible
  /// viewWillDisappear calls super.viewWillAppear (a copy-and-paste slip).
  case wrongSuper
  /// viewDidAppear does not call super.
  case noSuper
}

/// A screen with live work: a ticking clock, a refresh poll, a notification observer.
final class TickerViewController: UIViewController {
  let style: TickerStyle
  private var timer: Timer?
  private var observer: (any NSObjectProtocol)?
  private var polling = false
  private(set) var ticks = 0

  init(style: TickerStyle) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
    title = "Ticker"
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    // "more" pushes a details screen over this one: it disappears while covered.
    let more = UIButton(title: "more")
    more.addTarget(self, action: TickerViewController.showMore, for: .touchUpInside)
    view.addSubview(more)
  }

  func showMore(_ sender: UIButton) {
    navigationController?.pushViewController(UIViewController(), animated: true)
  }

  isolated deinit {
    timer?.invalidate()
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if style == .observesOnEveryAppearance {
      observer = NotificationCenter.default.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
      ) { [weak self] _ in self?.ticks += 1 }
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    if style != .noSuper { super.viewDidAppear(animated) }
    switch style {
    case .stopsOnDisappear, .stopsInDeinit, .wrongSuper, .noSuper:
      timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.ticks += 1 }
    case .startsOnce:
      guard timer == nil else { return }
      timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in self?.ticks += 1 }
    case .pollsForever, .pollsWhileVisible:
      polling = true
      poll()
    case .observesOnEveryAppearance:
      break
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    if style == .wrongSuper { super.viewWillAppear(animated) } else { super.viewWillDisappear(animated) }
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if style == .stopsOnDisappear || style == .startsOnce || style == .wrongSuper || style == .noSuper {
      timer?.invalidate()
      timer = nil
    }
    if style == .pollsWhileVisible { polling = false }
  }

  /// Refreshes, then re-arms itself half a second later.
  private func poll() {
    ticks += 1
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
      guard let self, self.polling else { return }
      self.poll()
    }
  }
}

/// A navigation stack whose list pushes a ticker screen.
final class TickerAppCoordinator {
  let navigationController: UINavigationController
  let style: TickerStyle

  init(style: TickerStyle) {
    self.style = style
    navigationController = UINavigationController()
    let list = UIHostingController(rootView: TickerListScreen { [weak self] in self?.openTicker() })
    navigationController.setViewControllers([list], animated: false)
  }

  private func openTicker() {
    guard navigationController.viewControllers.count == 1 else { return }
    navigationController.pushViewController(TickerViewController(style: style), animated: true)
  }
}

nonisolated enum AppearanceWorkScenarios {
  static func ticker(_ name: String, expect: Expectation, summary: String, style: TickerStyle) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "fidelity V9; seed 003 §3 Cleanup") { world in
      let app = TickerAppCoordinator(style: style)
      world.window.rootViewController = app.navigationController
      return app
    }
  }

  static let all: [Scenario] = [
    ticker(
      "appearance/timer-stopped-on-disappear", expect: .violation("appearance.work-stops-when-hidden"),
      summary: "a screen's repeating timer starts in viewDidAppear and is invalidated in viewDidDisappear",
      style: .stopsOnDisappear
    )
    .finding(
      "Seed 003 pairs a start in viewDidAppear with a stop in viewDidDisappear. A swipe back the user lets go of early breaks the pair: the screen hears viewWillDisappear, then viewWillAppear and viewDidAppear again, and never viewDidDisappear (FIDELITY.md F-N21, from logs of cancelled interactive pops), so viewDidAppear starts a second timer while the first runs, and the first is never invalidated. Start only when none runs (appearance/timer-started-once), or pair viewWillAppear with viewWillDisappear, which a cancelled swipe does call in pairs."
    ),
    ticker(
      "appearance/timer-started-once", expect: .holds,
      summary: "the same timer, started in viewDidAppear only when none runs, invalidated in viewDidDisappear",
      style: .startsOnce),
    ticker(
      "appearance/timer-stopped-in-deinit", expect: .violation("appearance.work-stops-when-hidden"),
      summary: "the timer is invalidated only in deinit: popping ends it, but back and forth it runs while off screen",
      style: .stopsInDeinit),
    ticker(
      "appearance/observer-on-every-appearance", expect: .violation("appearance.work-stops-when-hidden"),
      summary: "viewWillAppear adds a notification observer on every appearance; only deinit removes one",
      style: .observesOnEveryAppearance),
    ticker(
      "appearance/poll-forever", expect: .violation("appearance.work-stops-when-hidden"),
      summary: "viewDidAppear starts an asyncAfter poll that re-arms itself for ever, on screen or not",
      style: .pollsForever),
    ticker(
      "appearance/poll-while-visible", expect: .holds,
      summary: "the same poll stops re-arming once viewDidDisappear has run", style: .pollsWhileVisible),
    ticker(
      "appearance/override-calls-wrong-super", expect: .violation("appearance.balanced"),
      summary: "viewWillDisappear calls super.viewWillAppear, a copy-and-paste slip", style: .wrongSuper),
    ticker(
      "appearance/override-without-super", expect: .violation("appearance.balanced"),
      summary: "viewDidAppear does not call super", style: .noSuper),
  ]
}
