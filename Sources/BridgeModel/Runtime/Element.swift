/// The kinds of interactive elements a user can reach on screen.
nonisolated public enum ElementKind: String, Sendable, CaseIterable {
  case textField = "text-field"
  case textView = "text-view"
  case searchBar = "search-bar"
  case scrollView = "scroll-view"
  case map
  case slider
  case toggle = "switch"
  case button
  /// A navigation bar's back button.
  case backButton = "back"
  /// A presented sheet the user can swipe down.
  case sheet
  /// A sheet the user is dragging down: only letting go is possible (F-S1).
  case draggedSheet = "dragged-sheet"
  /// A view with a UIKit-backed gesture (`UIGestureRecognizerRepresentable`), or a recognizer
  /// added to a UIKit view (what it takes depends on its class, F-GR1).
  case gesture
  /// A tab of a tab bar controller.
  case tab
  /// A page view controller the user can swipe (F-PG3).
  case pages
  /// A PencilKit canvas a finger draws on (F-PK2).
  case canvas
  /// A visible row of a table, or item of a collection view, that takes selections (F-TV1).
  case row

  /// The interactions a user can perform on this kind of element.
  public var interactions: [Interaction] {
    switch self {
    case .textField: [.type, .clear, .focus, .blur, .moveCaret, .submit]
    case .textView: [.type, .clear, .focus, .blur, .moveCaret]
    case .searchBar: [.type, .clear, .focus, .blur, .moveCaret, .submit]
    case .scrollView: [.scroll]
    case .map: [.pan]
    case .slider: [.slide]
    case .toggle: [.flip]
    case .button: [.tap]
    case .backButton: [.press, .swipeBack, .swipeBackCancel]
    case .sheet: [.swipeDown, .swipeDownCancel, .drag, .dragToDetent]
    case .draggedSheet: [.release, .releaseCancel]
    case .gesture: [.longPress]
    case .tab: [.selectTab]
    case .pages: [.pageForward, .pageBack, .pageForwardCancel, .pageBackCancel]
    case .canvas: [.draw]
    case .row: [.tap]
    }
  }
}

/// What a user can do to an element.
nonisolated public enum Interaction: String, Sendable, CaseIterable {
  case type, clear, focus, blur, moveCaret, scroll, pan, slide, flip, tap, press, swipeDown, swipeDownCancel,
    drag, release, releaseCancel, longPress, selectTab, dragToDetent, pageForward, pageBack, pageForwardCancel,
    pageBackCancel, swipeBack, swipeBackCancel, draw, swipeAcross, submit
}

/// One interactive element on screen, with the name traces use for it.
public struct Element {
  enum Target {
    case view(UIView)
    case control(ControlNode)
    case backButton(UINavigationController)
    case sheet(UIViewController)
    case gesture(any GestureTarget)
    case tab(UITabBarController, Int)
    case pages(UIPageViewController)
    /// A bar button item, in the bar that shows it (F-BB1).
    case barItem(UIBarButtonItem, UIView)
    /// A segment of a segmented control (F-SG1).
    case segment(UISegmentedControl, Int)
  }

  public let kind: ElementKind
  let baseName: String
  let target: Target
  /// `text-field`, `text-field#2`, or the view's `accessibilityIdentifier`; a button's title.
  public internal(set) var name = ""

  init(kind: ElementKind, baseName: String, target: Target) {
    self.kind = kind
    self.baseName = baseName
    self.target = target
  }

  /// What a cache check compares: kind, name and what the element acts on (objects by
  /// identity; both sides of a check are alive at once).
  var fingerprint: String {
    let target: String =
      switch self.target {
      case .view(let view): "view \(view.objectID.raw)"
      case .control(let node): "control \(ObjectIdentifier(node))"
      case .backButton(let navigation): "back \(navigation.objectID.raw)"
      case .sheet(let controller): "sheet \(controller.objectID.raw)"
      case .gesture(let gesture): "gesture \(ObjectIdentifier(gesture))"
      case .tab(let tabs, let index): "tab \(tabs.objectID.raw) \(index)"
      case .pages(let pages): "pages \(pages.objectID.raw)"
      case .barItem(let item, let bar): "bar item \(ObjectIdentifier(item)) \(bar.objectID.raw)"
      case .segment(let control, let index): "segment \(control.objectID.raw) \(index)"
      }
    return "\(kind) \(name) \(target)"
  }

  /// What the user can do to it: a SwiftUI control says; other elements, their kind.
  var interactions: [Interaction] {
    switch target {
    case .control(let control): return control.interactions
    case .gesture(let gesture): return gesture.interactions
    case .backButton(let navigation): return navigation.backInteractions
    default: return kind.interactions
    }
  }

  /// The view behind the element (nil for SwiftUI controls).
  public var view: UIView? {
    if case .view(let view) = target { return view }
    return nil
  }
}
