/// Told when the search bar becomes first responder or its text changes (F-SC1).
@MainActor public protocol UISearchResultsUpdating: AnyObject {
  func updateSearchResults(for searchController: UISearchController)
}

/// Told of the search controller's automatic presentation and dismissal (F-SC2); every method
/// is optional.
@MainActor public protocol UISearchControllerDelegate: AnyObject {
  func willPresentSearchController(_ searchController: UISearchController)
  func didPresentSearchController(_ searchController: UISearchController)
  func willDismissSearchController(_ searchController: UISearchController)
  func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
  public func willPresentSearchController(_ searchController: UISearchController) {}
  public func didPresentSearchController(_ searchController: UISearchController) {}
  public func willDismissSearchController(_ searchController: UISearchController) {}
  public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// The model's `UISearchController`: it owns its search bar, becomes active when the user begins
/// editing in it (or code sets `isActive`), tells its updater of the bar's text, and goes
/// inactive when the user taps Cancel (F-SC1–F-SC3).
///
/// Its presentation is not a presented controller in the model: `isActive` and the callbacks
/// follow UIKit, the results controller only stores, and nothing covers the presenting screen.
open class UISearchController: UIViewController {
  nonisolated deinit {}

  /// Owned by the controller (Apple: `strong, readonly`).
  public let searchBar = UISearchBar(frame: .zero)
  public let searchResultsController: UIViewController?
  @exclusivity(unchecked) open weak var searchResultsUpdater: (any UISearchResultsUpdating)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "searchResultsUpdater", target: searchResultsUpdater) }
  }
  @exclusivity(unchecked) open weak var delegate: (any UISearchControllerDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  @exclusivity(unchecked) open var obscuresBackgroundDuringPresentation = true
  @exclusivity(unchecked) open var dimsBackgroundDuringPresentation = true
  @exclusivity(unchecked) open var hidesNavigationBarDuringPresentation = true
  @exclusivity(unchecked) open var automaticallyShowsSearchResultsController = true
  @exclusivity(unchecked) open var showsSearchResultsController = false
  @exclusivity(unchecked) open var automaticallyShowsScopeBar = true
  /// Whether the bar shows Cancel while the controller is active.
  @exclusivity(unchecked) open var automaticallyShowsCancelButton = true {
    didSet { searchBar.syncCancelButton() }
  }
  @exclusivity(unchecked) private var active = false
  /// Counts presentations and dismissals, so a late `did…` of one cut short is not told.
  @exclusivity(unchecked) private var transitions = 0

  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
    searchBar.searchController = self
  }

  public convenience override init(nibName: String?, bundle: Bundle?) { self.init(searchResultsController: nil) }
  public required init?(coder: NSCoder) { return nil }

  /// Setting it presents or dismisses the search interface, with the delegate told as for the
  /// user's (F-SC2); the bar does not become first responder, and the updater is not told.
  open var isActive: Bool {
    get { active }
    set {
      guard newValue != active else { return }
      if newValue {
        present()
      } else {
        if searchBar.isFirstResponder { _ = searchBar.resignFirstResponder() }
        dismiss()
      }
    }
  }

  private func present() {
    if let delegate { callback("willPresentSearchController(_:)") { delegate.willPresentSearchController(self) } }
    active = true
    searchBar.syncCancelButton()
    afterTransition("didPresentSearchController(_:)") { $0.delegate?.didPresentSearchController($0) }
  }

  private func dismiss() {
    if let delegate { callback("willDismissSearchController(_:)") { delegate.willDismissSearchController(self) } }
    active = false
    searchBar.syncCancelButton()
    afterTransition("didDismissSearchController(_:)") { $0.delegate?.didDismissSearchController($0) }
  }

  /// The `did…` call comes when the animation ends, unless another transition began meanwhile.
  private func afterTransition(_ name: StaticString, _ tell: @escaping (UISearchController) -> Void) {
    transitions += 1
    let generation = transitions
    guard let world else { return tell(self) }
    world.schedule(
      after: UIKitTiming.transitionMilliseconds,
      .block { [weak self] in
        guard let self, self.transitions == generation, self.delegate != nil else { return }
        self.callback(name) { tell(self) }
      }, isSystem: true)
  }

  func updateResults() {
    guard let updater = searchResultsUpdater else { return }
    callback("updateSearchResults(for:)") { updater.updateSearchResults(for: self) }
  }

  // MARK: What the search bar tells it

  /// The bar became first responder: the interface is presented, and the updater told (F-SC1).
  func searchBarDidBeginEditing() {
    if !active { present() }
    updateResults()
  }

  /// The bar's text changed: by the user, or by code under `searchTextSetter = updates`.
  func searchBarTextDidChange() { updateResults() }

  /// The user tapped Cancel: the text is cleared, the bar resigns, the interface is dismissed and
  /// the updater told, with `isActive` false (F-SC3).
  func searchBarCancelled() {
    searchBar.clearTextForCancel()
    if searchBar.isFirstResponder { _ = searchBar.resignFirstResponder() }
    if active { dismiss() }
    updateResults()
  }
}
