/// A value a trace can carry: printable, parseable, with a small default domain.
///
/// A `@State` whose value is a `TraceValue` is fuzzable: the generator sets it
/// to values from its domain (simplest first), and traces print it as
/// `set name = text`.
nonisolated public protocol TraceValue: Equatable {
  /// The value as a trace prints it.
  var traceText: String { get }
  /// Parses the trace form; `nil` if `text` is not a value of this type.
  init?(traceText: String)
  /// The values the fuzzer draws by default, simplest first.
  static var traceDomain: [Self] { get }
  /// Parses the trace form into `value`; `false` (and `value` untouched) if it does not parse.
  /// The model's hot path: generic code calling it needs no `Optional<Self>`. Do not implement it.
  static func _parse(traceText: String, into value: inout Self) -> Bool
}

nonisolated extension TraceValue {
  static var traceDomainTexts: [String] { traceDomain.map(\.traceText) }

  public static func _parse(traceText: String, into value: inout Self) -> Bool {
    guard let parsed = Self(traceText: traceText) else { return false }
    value = parsed
    return true
  }
}

nonisolated extension String: TraceValue {
  public var traceText: String { quoted(self) }
  public init?(traceText: String) {
    guard let value = unquoted(traceText) else { return nil }
    self = value
  }
  public static var traceDomain: [String] { ["", "a", "b", "ab", " a", "A"] }
}

nonisolated extension Bool: TraceValue {
  public var traceText: String { self ? "true" : "false" }
  public init?(traceText: String) {
    switch traceText {
    case "true": self = true
    case "false": self = false
    default: return nil
    }
  }
  public static var traceDomain: [Bool] { [false, true] }
}

nonisolated extension Int: TraceValue {
  public var traceText: String { String(self) }
  public init?(traceText: String) {
    guard let value = Int(traceText) else { return nil }
    self = value
  }
  public static var traceDomain: [Int] { [0, 1, 2, -1] }
}

nonisolated extension Double: TraceValue {
  public var traceText: String { String(self) }
  public init?(traceText: String) {
    guard let value = Double(traceText), value.isFinite else { return nil }
    self = value
  }
  public static var traceDomain: [Double] { [0, 0.5, 1, 120] }
}

nonisolated extension Optional: TraceValue where Wrapped: TraceValue {
  public var traceText: String { map(\.traceText) ?? "nil" }
  public init?(traceText: String) {
    if traceText == "nil" {
      self = .none
    } else if let value = Wrapped(traceText: traceText) {
      self = .some(value)
    } else {
      return nil
    }
  }
  public static var traceDomain: [Wrapped?] { [nil] + Wrapped.traceDomain.map { $0 } }
}

/// Formats any value for a report: trace text when it has one.
nonisolated func formatTraceValue<T>(_ value: T) -> String {
  if let traceable = value as? any TraceValue { return traceable.traceText }
  return String(describing: value)
}

/// A string in double quotes, with `\` and `"` escaped and control characters as `\n`, `\t`, `\u{…}`.
nonisolated public func quoted(_ text: String) -> String {
  quoted(text, escapingAlso: 0x7F) { "\\u{\(String($0, radix: 16))}" }
}

/// `text` in double quotes with `"`, `\`, newline, tab and return escaped; other control
/// characters (and `extra`, if given) written by `control` from their scalar value. Trace text
/// and JSON share it and differ only in that last form.
nonisolated public func quoted(
  _ text: String, escapingAlso extra: UInt32? = nil, control: (UInt32) -> String
) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    case "\r": out += "\\r"
    default:
      if scalar.value < 0x20 || scalar.value == extra {
        out += control(scalar.value)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}

/// The inverse of `quoted(_:)`; `nil` if `text` is not one quoted string.
nonisolated public func unquoted(_ text: String) -> String? {
  // The common case, no escapes, sliced by UTF-8 offsets (Character indexing costs far more).
  let utf8 = text.utf8
  if utf8.count >= 2, utf8.first == UInt8(ascii: "\""), utf8.last == UInt8(ascii: "\"") {
    let inner = utf8[utf8.index(after: utf8.startIndex)..<utf8.index(before: utf8.endIndex)]
    if !inner.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 < 0x20 }) {
      return String(Substring(inner))
    }
  }
  var scalars = Array(text.unicodeScalars)
  guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return nil }
  scalars = Array(scalars[1..<(scalars.count - 1)])
  var out = String.UnicodeScalarView()
  var index = 0
  while index < scalars.count {
    let scalar = scalars[index]
    index += 1
    if scalar == "\"" { return nil }
    guard scalar == "\\" else {
      out.append(scalar)
      continue
    }
    guard index < scalars.count else { return nil }
    let escape = scalars[index]
    index += 1
    switch escape {
    case "\"": out.append("\"")
    case "\\": out.append("\\")
    case "n": out.append("\n")
    case "t": out.append("\t")
    case "r": out.append("\r")
    case "u":
      guard index < scalars.count, scalars[index] == "{",
        let close = scalars[index...].firstIndex(of: "}")
      else { return nil }
      let hex = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
      guard let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) else { return nil }
      out.append(decoded)
      index = close + 1
    default: return nil
    }
  }
  return String(out)
}
