import BridgeModel
import Testing

/// A view that logs its trait callbacks, with the previous and the new appearance.
private final class TraitLoggingView: UIView {
  var log: CallLog?
  var name = ""
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log?.calls.append(
      "\(name) didChange \(previousTraitCollection?.userInterfaceStyle == .light ? "light" : "dark")→"
        + (traitCollection.userInterfaceStyle == .dark ? "dark" : "light"))
  }
}

/// A controller that logs its trait callback, with a plain view, a forced-light view and a
/// registered handler in its view.
private final class TraitLoggingController: UIViewController {
  let log: CallLog
  var registration: (any UITraitChangeRegistration)?
  init(log: CallLog) {
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    let plain = TraitLoggingView()
    plain.log = log
    plain.name = "plain"
    let forced = TraitLoggingView()
    forced.log = log
    forced.name = "forced"
    forced.overrideUserInterfaceStyle = .light
    view.addSubview(plain)
    view.addSubview(forced)
    registration = plain.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
      (view: TraitLoggingView, previous: UITraitCollection) in
      view.log?.calls.append("handler of \(view.name), was \(previous.userInterfaceStyle == .light ? "light" : "dark")")
    }
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.calls.append("controller didChange")
  }
}

@MainActor
@Suite("Trait changes (issue 9 §1.9)")
struct TraitChangeTests {
  private func launch(_ log: CallLog) -> (World, TraitLoggingController?) {
    let (world, _) = makeAppWorld()
    var controller: TraitLoggingController?
    world.launch { world in
      controller = TraitLoggingController(log: log)
      world.window.rootViewController = controller
    }
    return (world, controller)
  }

  @Test(
    "F-TR1: dark mode calls traitCollectionDidChange with the previous traits, controller first, then its views, then handlers; an overridden view hears nothing"
  )
  func darkMode() {
    let log = CallLog()
    let (world, controller) = launch(log)
    #expect(controller?.traitCollection.userInterfaceStyle == .light)
    #expect(world.apply(.setEnvironment(key: "colorScheme", value: "dark")))
    #expect(
      log.calls == [
        "controller didChange", "plain didChange light→dark", "handler of plain, was light",
      ])
    #expect(controller?.view.traitCollection.userInterfaceStyle == .dark)
  }

  @Test("F-TR1: an unregistered handler is not called again; nothing is called when the appearance does not change")
  func unregister() {
    let log = CallLog()
    let (world, controller) = launch(log)
    if let controller, let registration = controller.registration {
      controller.view.subviews.first?.unregisterForTraitChanges(registration)
    }
    #expect(world.apply(.setEnvironment(key: "colorScheme", value: "dark")))
    #expect(!log.calls.contains { $0.hasPrefix("handler") })
    log.calls.removeAll()
    #expect(world.apply(.setEnvironment(key: "colorScheme", value: "light")))
    #expect(log.calls == ["controller didChange", "plain didChange dark→light"])
  }
}
