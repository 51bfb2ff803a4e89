/// The view of a `UIHostingController`: it owns the SwiftUI graph and keeps its
/// controller **weakly** (fidelity V18), so the graph lives as long as the view.
public final class _UIHostingView: UIView {
  /// The graph; nil outside a run.
  @exclusivity(unchecked) public private(set) var host: ViewHost?
  /// Made by a hosting controller that has not loaded it yet: the graph's presentations wait
  /// for the controller instead of finding none (V18).
  @exclusivity(unchecked) var awaitsController: Bool

  init<Content: View>(
    rootView: Content, frame: CGRect, scenarioDomains: [String: [String]]? = nil, awaitsController: Bool = false
  ) {
    self.awaitsController = awaitsController
    super.init(frame: frame)
    guard let world else { return }
    let host = world.makeHost(for: self, scenarioDomains: scenarioDomains)
    self.host = host
    host.mount(rootView)
  }

  public required init?(coder: NSCoder) { return nil }

  nonisolated deinit {
    assumeOnModelThread(self) { $0.hostWillGo() }
  }

  private func hostWillGo() {
    if let host, let world { world.hostingViewWillGo(host) }
  }

  override func releaseReferencesForTeardown() {
    super.releaseReferencesForTeardown()
    host?.releaseForTeardown()
    host = nil
  }

  /// The hosting controller, while it lives (the link is weak, V18).
  public var viewController: UIViewController? { owningController }

  @exclusivity(unchecked) private var lastIdealSize: CGSize?

  /// With `sizingOptions.intrinsicContentSize`, the content's ideal size.
  public override var intrinsicContentSize: CGSize {
    guard let controller = owningController, controller.tracksIntrinsicSize, let host else {
      return super.intrinsicContentSize
    }
    return host.idealSize
  }

  /// After a flush: tells UIKit when the content's ideal size changed, as `sizingOptions` asks.
  func contentDidChange() {
    guard let controller = owningController, controller.tracksContentSize, let host else { return }
    let size = host.idealSize
    guard size != lastIdealSize else { return }
    lastIdealSize = size
    controller.hostedContentSizeDidChange(size, view: self)
  }
}

/// What a hosting controller tracks of its content's ideal size.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// The model's `UIHostingController`: a view controller whose view hosts a SwiftUI graph.
///
/// The graph is built when the controller is made (its representables are made and
/// updated before the view is in a window, L22). Reassigning `rootView` keeps the
/// root's identity and state (H3).
open class UIHostingController<Content: View>: UIViewController {
  nonisolated deinit {}

  @exclusivity(unchecked) private var hostingView: _UIHostingView?
  @exclusivity(unchecked) private var storedRootView: Content
  /// The safe area regions the content respects (iOS 16.4; stored: the model has no safe area).
  @exclusivity(unchecked) public var safeAreaRegions = SafeAreaRegions.all
  @exclusivity(unchecked) public var sizingOptions: UIHostingControllerSizingOptions = [] {
    didSet { (viewIfLoaded as? _UIHostingView)?.contentDidChange() }
  }

  public init(rootView: Content) {
    storedRootView = rootView
    super.init(nibName: nil, bundle: nil)
    let made = _UIHostingView(rootView: rootView, frame: world?.window.bounds ?? .zero, awaitsController: true)
    hostingView = made
  }

  /// The hosting controller of a scenario's root view (`World.mount`): its states go by their
  /// bare names and draw from the scenario's domains.
  init(scenarioRoot rootView: Content, domains: [String: [String]]) {
    storedRootView = rootView
    super.init(nibName: nil, bundle: nil)
    hostingView = _UIHostingView(
      rootView: rootView, frame: world?.window.bounds ?? .zero, scenarioDomains: domains, awaitsController: true)
  }

  /// From a storyboard: the model loads none (nil).
  public init?(coder: NSCoder, rootView: Content) { return nil }

  public required init?(coder: NSCoder) { return nil }

  public var rootView: Content {
    get { storedRootView }
    set {
      storedRootView = newValue
      (hostingView ?? viewIfLoaded as? _UIHostingView)?.host?.setRoot(newValue)
    }
  }

  open override func loadView() {
    if let hostingView {
      view = hostingView
      hostingView.awaitsController = false
      self.hostingView = nil
      hostingView.contentDidChange()
    } else {
      super.loadView()
    }
  }

  override var isHostingController: Bool { true }

  /// SwiftUI's presentations that waited for this controller to be on screen go now.
  override func didAppearInModel() { (viewIfLoaded as? _UIHostingView)?.host?.syncPresentationsWaitingForAppearance() }
  override var tracksContentSize: Bool { !sizingOptions.isEmpty }
  override var tracksIntrinsicSize: Bool { sizingOptions.contains(.intrinsicContentSize) }

  /// `sizingOptions` (seed 003 §1): the view's intrinsic size is invalidated, and
  /// `preferredContentSize` follows the content's ideal size.
  override func hostedContentSizeDidChange(_ size: CGSize, view: UIView) {
    if sizingOptions.contains(.intrinsicContentSize) { view.invalidateIntrinsicContentSize() }
    if sizingOptions.contains(.preferredContentSize) { preferredContentSize = size }
  }

  /// The content's size in `size` (Apple: "Calculates and returns the most appropriate size for
  /// the current view"): the width given, and the height the model gives the content (the ideal
  /// height `sizingOptions` reports).
  public func sizeThatFits(in size: CGSize) -> CGSize {
    CGSize(width: size.width, height: host?.idealSize.height ?? 0)
  }

  /// The SwiftUI graph this controller hosts.
  public var host: ViewHost? { (viewIfLoaded as? _UIHostingView)?.host ?? hostingView?.host }
}
