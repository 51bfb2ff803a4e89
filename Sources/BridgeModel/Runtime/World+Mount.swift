extension World {
  /// Renders `root` as an app's `WindowGroup` does: in a `UIHostingController` that is the key
  /// window's root view controller, the scenario's initial render (turn 0). The graph is built
  /// with the controller, before its view is in the window (L22); view-controller
  /// representables in it have a controller to be children of (VC2).
  ///
  /// - Parameters:
  ///   - domains: the values the fuzzer draws for named states, overriding their types' defaults.
  ///   - environment: extra environment keys the fuzzer may change (colour scheme is always there).
  @discardableResult
  public func mount<Root: View>(
    _ root: Root, domains: [String: [String]] = [:], environment knobs: [EnvironmentKnob] = []
  ) -> ViewHost? {
    environmentKnobs += knobs
    return RunContext.with(self) {
      emit(.turnBegan(.initialRender))
      let controller = UIHostingController(scenarioRoot: root, domains: domains)
      window.rootViewController = controller
      settleTurn()
      emit(.turnEnded)
      runReadyMainThreadWork()
      return controller.host
    }
  }
}

extension World {
  /// A graph for a hosting view made by UIKit code (a hosting controller's, a cell's), or, with
  /// `scenarioDomains`, for the scenario's root view (its states go by their bare names).
  func makeHost(
    for hostingView: UIView, isConfigurationHost: Bool = false, scenarioDomains: [String: [String]]? = nil
  ) -> ViewHost {
    let host = ViewHost(
      world: self, hostingView: hostingView, domains: scenarioDomains ?? hostDomains,
      namesRootStatesBare: scenarioDomains != nil, isConfigurationHost: isConfigurationHost)
    hosts.append(host)
    return host
  }

  /// A hosting view is going: its graph is torn down (L14) and leaves the world.
  func hostingViewWillGo(_ host: ViewHost) {
    removeHost(host)
    host.tearDown()
  }

  /// A hosting view went away: its graph no longer flushes or offers elements.
  func removeHost(_ host: ViewHost) {
    hosts.removeIdentical(host)
  }

  /// Starts an app whose window is set up by UIKit code (a coordinator, a root controller),
  /// as a scene delegate does: `start` runs as the initial render (turn 0), and what it
  /// returns (the app coordinator) is kept for the life of the world.
  ///
  /// - Parameters:
  ///   - domains: the values the fuzzer draws for named states of hosted SwiftUI views.
  ///   - environment: extra environment keys the fuzzer may change.
  public func launch(
    domains: [String: [String]] = [:], environment knobs: [EnvironmentKnob] = [],
    _ start: (World) -> AnyObject?
  ) {
    environmentKnobs += knobs
    hostDomains = domains
    RunContext.with(self) {
      emit(.turnBegan(.initialRender))
      app = start(self)
      settleTurn()
      emit(.turnEnded)
      runReadyMainThreadWork()
    }
  }

  /// `launch` for set-up code that keeps nothing.
  public func launch(_ start: (World) -> Void) {
    launch { world -> AnyObject? in
      start(world)
      return nil
    }
  }
}
