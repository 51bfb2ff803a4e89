/// The callbacks of a `UISearchBar`, as UIKit's protocol (every method optional).
@MainActor public protocol UISearchBarDelegate: AnyObject {
  func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
  func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
  func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
  func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
  func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
  public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
  public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
  public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
  public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  { true }
  public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
  public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// The model's `UISearchBar` (fidelity C6).
///
/// `searchBar(_:textDidChange:)` reports user edits, clearing included; for a
/// programmatic `text =` it follows the `searchBarProgrammaticTextDidChange`
/// knob (default: not called). Assigning text moves the caret to the end, as
/// for the text field inside it.
open class UISearchBar: UIView {
  /// `UISearchBar.appearance()`: the world's proxy for the class, made outside it (`appearanceProxy(for:_:)`).
  open override class func appearance() -> UISearchBar {
    appearanceProxy(for: [ObjectIdentifier(UISearchBar.self)]) { UISearchBar(frame: .zero) }
  }
  open override class func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> UISearchBar {
    appearanceProxy(for: appearanceKey(UISearchBar.self, containerTypes)) { UISearchBar(frame: .zero) }
  }

  nonisolated deinit {}

  @exclusivity(unchecked) open weak var delegate: (any UISearchBarDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "delegate", target: delegate) }
  }
  @exclusivity(unchecked) open var placeholder: String?
  /// Whether the bar shows its Cancel button (a `UIButton` titled "Cancel" among its subviews,
  /// which the user can tap: F-SC3).
  open var showsCancelButton = false {
    didSet { syncCancelButton() }
  }
  /// The search controller that owns this bar, if any.
  @exclusivity(unchecked) weak var searchController: UISearchController?
  @exclusivity(unchecked) private var cancelButton: UIButton?
  /// Keyboard traits (`UITextInputTraits`; storage only).
  @exclusivity(unchecked) public var _inputTraits = TextInputTraitValues()
  @exclusivity(unchecked) open var searchBarStyle = Style.default
  @exclusivity(unchecked) open var barTintColor: UIColor?
  @exclusivity(unchecked) open var showsBookmarkButton = false
  @exclusivity(unchecked) open var showsScopeBar = false
  @exclusivity(unchecked) open var scopeButtonTitles: [String]?
  @exclusivity(unchecked) open var backgroundImage: UIImage?
  @exclusivity(unchecked) open var inputAccessoryView: UIView?
  /// The bar's icons (stored, by icon and state).
  @exclusivity(unchecked) private var icons: [IconKey: UIImage] = [:]

  /// The search bar's icons.
  public enum Icon: Int, Sendable { case search, clear, bookmark, resultsList }

  private struct IconKey: Hashable {
    let icon: Icon
    let state: UInt
  }

  open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
    icons[IconKey(icon: icon, state: state.rawValue)] = iconImage
  }

  open func image(for icon: Icon, state: UIControl.State) -> UIImage? {
    icons[IconKey(icon: icon, state: state.rawValue)]
  }

  public enum Style: Int, Sendable { case `default`, prominent, minimal }

  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }
  /// Shows Cancel when code asks for it, or while the owning search controller is active.
  func syncCancelButton() {
    let controller = searchController
    let shows =
      showsCancelButton || (controller.map { $0.isActive && $0.automaticallyShowsCancelButton } ?? false)
    if shows, cancelButton == nil {
      let button = UIButton(title: "Cancel")
      button.addHandler({ [weak self] _ in self?.userTapCancel() }, for: .touchUpInside)
      cancelButton = button
      addSubview(button)
    } else if !shows, let button = cancelButton {
      cancelButton = nil
      button.removeFromSuperview()
    }
  }

  /// The user taps Cancel: the delegate hears of it; a search controller's bar is also cleared,
  /// resigns and goes inactive (F-SC3). A plain bar does nothing else (the app hides it).
  private func userTapCancel() {
    if let delegate {
      callback("searchBarCancelButtonClicked(_:)") { delegate.searchBarCancelButtonClicked(self) }
    }
    searchController?.searchBarCancelled()
  }

  /// Cancel clears the text (no `textDidChange`: the updater is told instead).
  func clearTextForCancel() {
    storedText = ""
    caretOffset = 0
  }

  private var storedText = ""
  /// The caret position, in characters.
  public private(set) var caretOffset = 0

  open var text: String? {
    get { storedText }
    set { setTextProgrammatically(newValue ?? "") }
  }

  override var elementKind: ElementKind? { .searchBar }
  open override var canBecomeFirstResponder: Bool { true }

  private func setTextProgrammatically(_ new: String) {
    let profile = world?.profile ?? .default
    let redundant = new == storedText
    let oldCaret = caretOffset
    storedText = new
    if !redundant || profile.equalTextSetter == .resetsCaret { caretOffset = new.utf16.count }
    let fires = profile.searchBarProgrammaticTextDidChange
    var effects: SideEffects = []
    if caretOffset != oldCaret { effects.insert(.movedCaret) }
    if fires { effects.insert(.firedTextCallback) }
    noteSetter(
      "text", value: quoted(new), redundant: redundant, effects: effects, callback: "searchBar(_:textDidChange:)")
    if fires { notifyTextChange() }
    if !redundant, profile.searchTextSetter == .updates { searchController?.searchBarTextDidChange() }
  }

  private func notifyTextChange() {
    guard let delegate else { return noDelegate("searchBar(_:textDidChange:)") }
    let text = storedText
    callback("searchBar(_:textDidChange:)") { delegate.searchBar(self, textDidChange: text) }
  }

  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    guard let window, !isFirstResponder else { return isFirstResponder }
    if let delegate {
      var allowed = true
      callback("searchBarShouldBeginEditing") { allowed = delegate.searchBarShouldBeginEditing(self) }
      guard allowed else { return false }
    }
    window.firstResponder?.resignFirstResponder()
    window.firstResponder = self
    if let delegate {
      callback("searchBarTextDidBeginEditing") { delegate.searchBarTextDidBeginEditing(self) }
    }
    searchController?.searchBarDidBeginEditing()
    return true
  }

  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder, let window else { return true }
    if let delegate, !window.isForcingResignation {
      var allowed = true
      callback("searchBarShouldEndEditing") { allowed = delegate.searchBarShouldEndEditing(self) }
      guard allowed else { return false }
    }
    window.firstResponder = nil
    if let delegate {
      callback("searchBarTextDidEndEditing") { delegate.searchBarTextDidEndEditing(self) }
    }
    return true
  }

  // MARK: User interaction

  func userType(_ string: String) {
    guard !string.isEmpty, isFirstResponder || becomeFirstResponder() else { return }
    if let delegate {
      var allowed = true
      let range = NSRange(location: caretOffset, length: 0)
      callback("searchBar(_:shouldChangeTextIn:replacementText:)") {
        allowed = delegate.searchBar(self, shouldChangeTextIn: range, replacementText: string)
      }
      guard allowed else { return }
    }
    let index = storedText.index(utf16Offset: caretOffset)
    storedText.insert(contentsOf: string, at: index)
    caretOffset = min(caretOffset, storedText.utf16.count - string.utf16.count) + string.utf16.count
    notifyTextChange()
    searchController?.searchBarTextDidChange()
  }

  func userClear() {
    guard !storedText.isEmpty else { return }
    storedText = ""
    caretOffset = 0
    notifyTextChange()
    searchController?.searchBarTextDidChange()
  }

  func userMoveCaret(to offset: Int) {
    guard isFirstResponder || becomeFirstResponder() else { return }
    caretOffset = min(max(0, offset), storedText.utf16.count)
  }

  /// The user taps the keyboard's Search key (focusing the bar first): the delegate hears
  /// `searchBarSearchButtonClicked`; the bar stays first responder (F-RK1).
  func userReturn() {
    guard isFirstResponder || becomeFirstResponder() else { return }
    guard let delegate else { return noDelegate("searchBarSearchButtonClicked") }
    callback("searchBarSearchButtonClicked") { delegate.searchBarSearchButtonClicked(self) }
  }
}
