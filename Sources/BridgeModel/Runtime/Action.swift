/// One thing that can happen in one step: a user interaction or an app-level change.
///
/// Actions are values with a stable text form that parses back
/// (`type "ab" into text-field`, `set text = "a"`, `advance clock by 0.5s`).
/// Elements are named as the world names them (`text-field`, `text-field#2`,
/// an `accessibilityIdentifier`, a button's title).
nonisolated public enum Action: Hashable, Sendable {
  /// App code sets a `@State` (by name) to a value in trace-text form.
  case set(state: String, value: String)
  /// The environment above the root changes (`colorScheme`, or a key the scenario declares).
  case setEnvironment(key: String, value: String)
  /// The user types text at the caret of a field (focusing it first).
  case type(String, into: String)
  /// The user clears a field.
  case clear(String)
  /// The user taps into a field.
  case focus(String)
  /// The user leaves a field (another control takes focus).
  case blur(String)
  /// The user moves the caret of a field to a character offset.
  case moveCaret(String, to: Int)
  /// The user drags a scroll view to a vertical offset.
  case scroll(String, to: Double)
  /// The user pans a map by a fraction of its visible span.
  case pan(String, by: Double)
  /// The user drags a slider to a fraction of its track.
  case slide(String, to: Double)
  /// The user flips a switch.
  case flip(String)
  /// The user taps a SwiftUI button (by title).
  case tap(String)
  /// The user presses a navigation bar's back button.
  case press(String)
  /// The user swipes a sheet down and lets go (`commit`), or drags it and lets it spring back.
  case swipeDown(String, commit: Bool)
  /// The user swipes a navigation controller's top screen away from the leading edge and lets
  /// go past the point of no return (`commit`), or early, so that it springs back (F-N21).
  case swipeBack(String, commit: Bool)
  /// The user puts a finger on a sheet and drags it down, and keeps it there (F-S1).
  case dragSheet(String)
  /// The user lifts the finger from a dragged sheet: it goes (`commit`) or springs back.
  case releaseSheet(String, commit: Bool)
  /// The user drags a sheet to another of its detents (as the trace names it: `medium`,
  /// `large`, or a custom identifier) and lets go (F-SH1).
  case dragSheetToDetent(String, detent: String)
  /// The user swipes a page view controller to the next page (`forward`) or the previous one,
  /// and lets go: the page turns (`commit`) or springs back (F-PG3).
  case swipePages(String, forward: Bool, commit: Bool)
  /// The user presses and holds a view with a UIKit gesture, then lets go.
  case longPress(String)
  /// The user draws one stroke on a PencilKit canvas with a finger (F-PK2).
  case draw(String)
  /// The user swipes across a view with a `UISwipeGestureRecognizer`, the way it waits for (F-GR1).
  case swipeAcross(String)
  /// The user taps the keyboard's Return key in a field (focusing it first), F-RK1.
  case pressReturn(String)
  /// The user selects a tab of a tab bar (by the tab's title).
  case selectTab(String)
  /// The app moves to the background (`true`) or comes back to the foreground.
  case moveToBackground(Bool)
  /// The app opens a deep link the scenario declares (a notification tap, a URL).
  case openDeepLink(String)
  /// SwiftUI re-evaluates the root body although nothing changed (a parent re-render).
  case rerender
  /// Time passes: due timers, `asyncAfter` blocks and animation frames run.
  case advanceClock(milliseconds: Int)
  /// The main queue runs its blocks, each in its own turn.
  case drainMainQueue

  /// The family of the action, for weights and swarm testing.
  public var kind: ActionKind {
    switch self {
    case .set: .setState
    case .setEnvironment: .environment
    case .type, .pressReturn: .type
    case .clear: .clear
    case .focus: .focus
    case .blur: .blur
    case .moveCaret: .moveCaret
    case .scroll: .scroll
    case .pan: .pan
    case .slide: .slide
    case .flip: .flip
    case .tap: .tap
    case .press: .press
    case .swipeDown, .dragSheet, .releaseSheet, .dragSheetToDetent, .swipePages, .swipeBack: .swipe
    case .openDeepLink: .deepLink
    case .longPress, .draw, .swipeAcross: .gesture
    case .selectTab: .tab
    case .moveToBackground: .lifecycle
    case .rerender: .rerender
    case .advanceClock: .clock
    case .drainMainQueue: .drain
    }
  }
}

/// The families of actions.
nonisolated public enum ActionKind: String, Sendable, CaseIterable, Hashable {
  case setState = "set"
  case environment, type, clear, focus, blur
  case moveCaret = "move-caret"
  case scroll, pan, slide, flip, tap, rerender, clock, drain, press, swipe
  case deepLink = "deep-link"
  case gesture, tab, lifecycle

  /// A dense index, for tables.
  public var index: Int {
    switch self {
    case .setState: 0
    case .environment: 1
    case .type: 2
    case .clear: 3
    case .focus: 4
    case .blur: 5
    case .moveCaret: 6
    case .scroll: 7
    case .pan: 8
    case .slide: 9
    case .flip: 10
    case .tap: 11
    case .rerender: 12
    case .clock: 13
    case .drain: 14
    case .press: 15
    case .swipe: 16
    case .deepLink: 17
    case .gesture: 18
    case .tab: 19
    case .lifecycle: 20
    }
  }

  /// Whether this is something a user does on screen (rather than the app or the system).
  public var isUserInteraction: Bool {
    switch self {
    case .type, .clear, .focus, .blur, .moveCaret, .scroll, .pan, .slide, .flip, .tap, .press, .swipe, .gesture, .tab:
      true
    default: false
    }
  }
}

/// The payload values the generator draws for user interactions and the clock.
nonisolated public struct ActionDomains: Sendable, Hashable {
  public var typedTexts = ["a", "b", " a", "A", "ab"]
  public var caretOffsets = [0, 1]
  public var scrollOffsets: [Double] = [0, 120, 480]
  public var panFractions: [Double] = [0.5, -0.5]
  public var sliderFractions: [Double] = [0, 0.5, 1]
  public var clockSteps = [100, 250, 500, 1000]
  public init() {}
  public static let `default` = ActionDomains()
}

/// The actions of one family that are possible now, simplest payload first.
///
/// Options are made on demand: a generator draws one, a search lists them all.
nonisolated public struct ActionChoice: Sendable {
  enum Template: Sendable {
    case state(String, [String])
    case environment(String, [String])
    case type(String, [String])
    case moveCaret(String, [Int])
    case scroll(String, [Double])
    case pan(String, [Double])
    case slide(String, [Double])
    case single(Action)
    case clock([Int])
    case deepLink([String])
  }

  public let kind: ActionKind
  let template: Template
  /// How many options the family has (kept: the generator asks on every step).
  public let count: Int

  init(kind: ActionKind, template: Template) {
    self.kind = kind
    self.template = template
    self.count =
      switch template {
      case .state(_, let values), .environment(_, let values), .type(_, let values): values.count
      case .moveCaret(_, let offsets), .clock(let offsets): offsets.count
      case .deepLink(let links): links.count
      case .scroll(_, let values), .pan(_, let values), .slide(_, let values): values.count
      case .single: 1
      }
  }

  /// What a cache check compares: the family and every option, in trace text.
  var fingerprint: String {
    var text = "\(kind):"
    for index in 0..<count { text += " " + option(index).text }
    return text
  }

  /// The option at `index` (0 is the simplest).
  public func option(_ index: Int) -> Action {
    switch template {
    case .state(let name, let values): .set(state: name, value: values[index])
    case .environment(let key, let values): .setEnvironment(key: key, value: values[index])
    case .type(let element, let texts): .type(texts[index], into: element)
    case .moveCaret(let element, let offsets): .moveCaret(element, to: offsets[index])
    case .scroll(let element, let values): .scroll(element, to: values[index])
    case .pan(let element, let values): .pan(element, by: values[index])
    case .slide(let element, let values): .slide(element, to: values[index])
    case .single(let action): action
    case .clock(let steps): .advanceClock(milliseconds: steps[index])
    case .deepLink(let links): .openDeepLink(links[index])
    }
  }

  /// Every option, simplest first.
  public var options: [Action] {
    var all: [Action] = []
    all.reserveCapacity(count)
    for index in 0..<count { all.append(option(index)) }
    return all
  }
}
