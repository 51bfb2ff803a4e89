nonisolated extension Action {
  /// The action's trace text, which `Action(parsing:)` reads back.
  public var text: String {
    switch self {
    case .set(let state, let value): "set \(state) = \(value)"
    case .setEnvironment(let key, let value): "set environment \(key) = \(value)"
    case .type(let text, let target): "type \(quoted(text)) into \(elementName(target))"
    case .clear(let target): "clear \(elementName(target))"
    case .focus(let target): "focus \(elementName(target))"
    case .blur(let target): "blur \(elementName(target))"
    case .moveCaret(let target, let offset): "move caret in \(elementName(target)) to \(offset)"
    case .scroll(let target, let y): "scroll \(elementName(target)) to \(number(y))"
    case .pan(let target, let fraction): "pan \(elementName(target)) by \(number(fraction))"
    case .slide(let target, let fraction): "slide \(elementName(target)) to \(number(fraction))"
    case .flip(let target): "flip \(elementName(target))"
    case .tap(let title): "tap \(quoted(title))"
    case .press(let target): "press \(elementName(target))"
    case .pressReturn(let target): "press return in \(elementName(target))"
    case .swipeDown(let target, let commit): "swipe down \(elementName(target))" + (commit ? "" : " and cancel")
    case .swipeBack(let target, let commit):
      "swipe \(elementName(target)) from the edge" + (commit ? "" : " and cancel")
    case .dragSheet(let target): "drag \(elementName(target)) down"
    case .dragSheetToDetent(let target, let detent): "drag \(elementName(target)) to \(quoted(detent))"
    case .swipePages(let target, let forward, let commit):
      "swipe \(elementName(target)) \(forward ? "forward" : "back")" + (commit ? "" : " and cancel")
    case .releaseSheet(let target, let commit):
      commit ? "let go of \(elementName(target))" : "let \(elementName(target)) spring back"
    case .openDeepLink(let link): "open deep link \(quoted(link))"
    case .longPress(let target): "long press \(elementName(target))"
    case .draw(let target): "draw on \(elementName(target))"
    case .swipeAcross(let target): "swipe across \(elementName(target))"
    case .selectTab(let title): "select tab \(quoted(title))"
    case .moveToBackground(let background): background ? "move app to background" : "move app to foreground"
    case .rerender: "rerender"
    case .advanceClock(let ms): "advance clock by \(duration(ms))"
    case .drainMainQueue: "drain main queue"
    }
  }

  /// Why a line is not an action: what was expected there.
  public struct ParseError: Error, Equatable, Sendable {
    public let message: String
  }

  /// Parses the trace text of an action.
  public init(parsing line: String) throws(ParseError) {
    let words = try Self.tokens(line)
    guard let verb = words.first else { throw ParseError(message: "expected an action, found nothing") }
    switch verb {
    case "set": self = try Self.parseSet(line)
    case "type":
      guard words.count == 4, words[2] == "into", let text = unquoted(words[1]) else {
        throw ParseError(message: "expected `type \"TEXT\" into ELEMENT`")
      }
      self = .type(text, into: try Self.name(words[3]))
    case "clear", "focus", "blur", "flip":
      guard words.count == 2 else { throw ParseError(message: "expected `\(verb) ELEMENT`") }
      let target = try Self.name(words[1])
      self =
        verb == "clear"
        ? .clear(target) : verb == "focus" ? .focus(target) : verb == "blur" ? .blur(target) : .flip(target)
    case "move" where words.count == 4 && words[1] == "app" && words[2] == "to":
      guard words[3] == "background" || words[3] == "foreground" else {
        throw ParseError(message: "expected `move app to background` or `move app to foreground`")
      }
      self = .moveToBackground(words[3] == "background")
    case "move":
      guard words.count == 6, words[1] == "caret", words[2] == "in", words[4] == "to",
        let offset = Int(words[5]), offset >= 0
      else { throw ParseError(message: "expected `move caret in ELEMENT to OFFSET` (OFFSET a whole number ≥ 0)") }
      self = .moveCaret(try Self.name(words[3]), to: offset)
    case "scroll", "pan", "slide":
      let preposition = verb == "pan" ? "by" : "to"
      guard words.count == 4, words[2] == preposition, let value = Double(words[3]), value.isFinite else {
        throw ParseError(message: "expected `\(verb) ELEMENT \(preposition) NUMBER`")
      }
      let target = try Self.name(words[1])
      self =
        verb == "scroll"
        ? .scroll(target, to: value) : verb == "pan" ? .pan(target, by: value) : .slide(target, to: value)
    case "tap":
      guard words.count == 2, let title = unquoted(words[1]) else {
        throw ParseError(message: "expected `tap \"TITLE\"`")
      }
      self = .tap(title)
    case "press" where words.count == 4 && words[1] == "return" && words[2] == "in":
      self = .pressReturn(try Self.name(words[3]))
    case "press":
      guard words.count == 2 else { throw ParseError(message: "expected `press ELEMENT` (like `press back`)") }
      self = .press(try Self.name(words[1]))
    case "swipe" where words.count >= 3 && (words[2] == "forward" || words[2] == "back"):
      let cancel = words.count == 5 && words[3] == "and" && words[4] == "cancel"
      guard words.count == 3 || cancel else {
        throw ParseError(message: "expected `swipe ELEMENT forward` or `swipe ELEMENT back`, optionally `and cancel`")
      }
      self = .swipePages(try Self.name(words[1]), forward: words[2] == "forward", commit: !cancel)
    case "swipe" where words.count >= 5 && words[2] == "from" && words[3] == "the" && words[4] == "edge":
      let cancel = words.count == 7 && words[5] == "and" && words[6] == "cancel"
      guard words.count == 5 || cancel else {
        throw ParseError(message: "expected `swipe ELEMENT from the edge`, optionally `and cancel`")
      }
      self = .swipeBack(try Self.name(words[1]), commit: !cancel)
    case "swipe" where words.count == 3 && words[1] == "across":
      self = .swipeAcross(try Self.name(words[2]))
    case "swipe":
      let cancel = words.count == 5 && words[3] == "and" && words[4] == "cancel"
      guard words.count >= 3, words[1] == "down", words.count == 3 || cancel else {
        throw ParseError(message: "expected `swipe down ELEMENT` or `swipe down ELEMENT and cancel`")
      }
      self = .swipeDown(try Self.name(words[2]), commit: !cancel)
    case "drag":
      if words.count == 4, words[2] == "to", let detent = unquoted(words[3]), !detent.isEmpty {
        self = .dragSheetToDetent(try Self.name(words[1]), detent: detent)
        return
      }
      guard words.count == 3, words[2] == "down" else {
        throw ParseError(message: "expected `drag ELEMENT down` or `drag ELEMENT to \"DETENT\"`")
      }
      self = .dragSheet(try Self.name(words[1]))
    case "let":
      if words.count == 4, words[1] == "go", words[2] == "of" {
        self = .releaseSheet(try Self.name(words[3]), commit: true)
      } else if words.count == 4, words[2] == "spring", words[3] == "back" {
        self = .releaseSheet(try Self.name(words[1]), commit: false)
      } else {
        throw ParseError(message: "expected `let go of ELEMENT` or `let ELEMENT spring back`")
      }
    case "select":
      guard words.count == 3, words[1] == "tab", let title = unquoted(words[2]) else {
        throw ParseError(message: "expected `select tab \"TITLE\"`")
      }
      self = .selectTab(title)
    case "draw":
      guard words.count == 3, words[1] == "on" else { throw ParseError(message: "expected `draw on ELEMENT`") }
      self = .draw(try Self.name(words[2]))
    case "long":
      guard words.count == 3, words[1] == "press" else { throw ParseError(message: "expected `long press ELEMENT`") }
      self = .longPress(try Self.name(words[2]))
    case "open":
      guard words.count == 4, words[1] == "deep", words[2] == "link", let link = unquoted(words[3]) else {
        throw ParseError(message: "expected `open deep link \"LINK\"`")
      }
      self = .openDeepLink(link)
    case "rerender":
      guard words.count == 1 else { throw ParseError(message: "expected `rerender` alone") }
      self = .rerender
    case "advance":
      guard words.count == 4, words[1] == "clock", words[2] == "by", let ms = Self.milliseconds(words[3]) else {
        throw ParseError(message: "expected `advance clock by DURATION` (like 0.5s or 100ms)")
      }
      self = .advanceClock(milliseconds: ms)
    case "drain":
      guard words == ["drain", "main", "queue"] else { throw ParseError(message: "expected `drain main queue`") }
      self = .drainMainQueue
    default:
      throw ParseError(
        message: "unknown action `\(verb)`; expected one of: set, type, clear, focus, blur, move caret, "
          + "scroll, pan, slide, flip, tap, press, press return in, swipe down, swipe forward/back, swipe from the edge, swipe across, drag, drag to, let go of, long press, draw on, select tab, move app to background/foreground, open deep link, rerender, advance clock, drain main queue"
      )
    }
  }

  private static func parseSet(_ line: String) throws(ParseError) -> Action {
    guard let equals = line.range(of: " = ") else {
      throw ParseError(message: "expected `set NAME = VALUE` or `set environment KEY = VALUE`")
    }
    let left = line[line.index(line.startIndex, offsetBy: 4)..<equals.lowerBound]
      .split(separator: " ").map(String.init)
    let value = String(line[equals.upperBound...])
    guard !value.isEmpty else { throw ParseError(message: "expected a value after `=`") }
    if left.count == 2, left[0] == "environment" { return .setEnvironment(key: left[1], value: value) }
    guard left.count == 1 else { throw ParseError(message: "expected one state name between `set` and `=`") }
    return .set(state: left[0], value: value)
  }

  private static func name(_ word: String) throws(ParseError) -> String {
    if word.hasPrefix("\"") {
      guard let name = unquoted(word) else { throw ParseError(message: "unterminated quoted name \(word)") }
      return name
    }
    return word
  }

  private static func milliseconds(_ word: String) -> Int? {
    if word.hasSuffix("ms"), let value = Int(word.dropLast(2)), value > 0 { return value }
    if word.hasSuffix("s"), let seconds = Double(word.dropLast()), seconds.isFinite, seconds > 0 {
      let ms = (seconds * 1000).rounded()
      return ms >= 1 && ms < 1e12 ? Int(ms) : nil
    }
    return nil
  }

  /// Splits a line into words; a quoted string (with escapes) is one word.
  static func tokens(_ line: String) throws(ParseError) -> [String] {
    var words: [String] = []
    var current = ""
    var inQuotes = false
    var escaped = false
    for character in line {
      if inQuotes {
        current.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inQuotes = false
        }
      } else if character == " " {
        if !current.isEmpty { words.append(current) }
        current = ""
      } else {
        if character == "\"" { inQuotes = true }
        current.append(character)
      }
    }
    guard !inQuotes else { throw ParseError(message: "a quoted string is not closed") }
    if !current.isEmpty { words.append(current) }
    return words
  }
}

/// An element name as traces print it: bare when it is a simple word, else quoted.
nonisolated func elementName(_ name: String) -> String {
  let simple =
    !name.isEmpty
    && name.unicodeScalars.allSatisfy { scalar in
      (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
        || scalar == "-" || scalar == "_" || scalar == "." || scalar == "#"
    }
  return simple && name.first != "\"" ? name : quoted(name)
}

/// A number as traces print it: `120`, `0.5`.
nonisolated func number(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  return String(value)
}

/// A duration as traces print it: `0.5s`, `1s`.
nonisolated func duration(_ milliseconds: Int) -> String {
  milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(number(Double(milliseconds) / 1000))s"
}
