import BridgeModel

/// A JSON value with ordered object keys, so output is byte-for-byte stable.
nonisolated public indirect enum JSON: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case integer(Int)
  case string(String)
  case array([JSON])
  case object([(String, JSON)])

  public static func == (a: JSON, b: JSON) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.integer(let x), .integer(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// The value of `key` in an object.
  public subscript(key: String) -> JSON? {
    if case .object(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
    return nil
  }

  /// Compact text on one line.
  public var text: String {
    var out = ""
    write(into: &out)
    return out
  }

  private func write(into out: inout String) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .integer(let value): out += String(value)
    case .number(let value):
      if value.isFinite {
        out += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
      } else {
        out += "null"
      }
    case .string(let value): out += Self.escape(value)
    case .array(let values):
      out += "["
      for (index, value) in values.enumerated() {
        if index > 0 { out += "," }
        value.write(into: &out)
      }
      out += "]"
    case .object(let pairs):
      out += "{"
      for (index, pair) in pairs.enumerated() {
        if index > 0 { out += "," }
        out += Self.escape(pair.0) + ":"
        pair.1.write(into: &out)
      }
      out += "}"
    }
  }

  static func escape(_ text: String) -> String {
    quoted(text) { value in
      let hex = String(value, radix: 16)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }
}

/// A JSON parse error with the line it happened on.
nonisolated public struct JSONParseError: Error, Equatable, Sendable {
  public let line: Int
  public let message: String
}

nonisolated extension JSON {
  /// Parses JSON text; errors name the line.
  public static func parse(_ text: String) throws(JSONParseError) -> JSON {
    var parser = JSONParser(Array(text.utf8))
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.atEnd else { throw parser.error("unexpected text after the JSON value") }
    return value
  }
}

nonisolated private struct JSONParser {
  let bytes: [UInt8]
  var index = 0
  var line = 1

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  var atEnd: Bool { index >= bytes.count }

  func error(_ message: String) -> JSONParseError { JSONParseError(line: line, message: message) }

  mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
      if bytes[index] == 0x0A { line += 1 }
      index += 1
    }
  }

  mutating func value(depth: Int) throws(JSONParseError) -> JSON {
    guard depth < 64 else { throw error("JSON nested too deeply") }
    skipSpace()
    guard index < bytes.count else { throw error("the JSON ends where a value was expected") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return try number()
    }
  }

  mutating func literal(_ word: String, _ value: JSON) throws(JSONParseError) -> JSON {
    let utf8 = Array(word.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<(index + utf8.count)]) == utf8 else {
      throw error("expected a JSON value")
    }
    index += utf8.count
    return value
  }

  mutating func number() throws(JSONParseError) -> JSON {
    let start = index
    while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
    guard index > start, let text = String(validating: bytes[start..<index], as: UTF8.self) else {
      throw error("expected a JSON value")
    }
    if let integer = Int(text) { return .integer(integer) }
    guard let double = Double(text) else { throw error("`\(text)` is not a number") }
    return .number(double)
  }

  mutating func string() throws(JSONParseError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    func flush() throws(JSONParseError) {
      guard !raw.isEmpty else { return }
      guard let text = String(validating: raw, as: UTF8.self) else { throw error("a string is not valid UTF-8") }
      scalars.append(contentsOf: text.unicodeScalars)
      raw.removeAll()
    }
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        try flush()
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flush()
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "\""): scalars.append(Unicode.Scalar(escape))
        case UInt8(ascii: "u"):
          guard index + 4 <= bytes.count, let hex = String(validating: bytes[index..<(index + 4)], as: UTF8.self),
            let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code)
          else { throw error("bad \\u escape in a string") }
          index += 4
          scalars.append(scalar)
        default: throw error("bad escape in a string")
        }
      case 0x0A: throw error("a string runs past the end of its line")
      default: raw.append(byte)
      }
    }
    throw error("a string is not closed")
  }

  mutating func array(depth: Int) throws(JSONParseError) -> JSON {
    index += 1
    var values: [JSON] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(values)
    }
    while true {
      values.append(try value(depth: depth + 1))
      skipSpace()
      guard index < bytes.count else { throw error("an array is not closed") }
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "]") { return .array(values) }
      guard byte == UInt8(ascii: ",") else { throw error("expected `,` or `]` in an array") }
    }
  }

  mutating func object(depth: Int) throws(JSONParseError) -> JSON {
    index += 1
    var pairs: [(String, JSON)] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(pairs)
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
      let key = try string()
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected `:` after a key") }
      index += 1
      pairs.append((key, try value(depth: depth + 1)))
      skipSpace()
      guard index < bytes.count else { throw error("an object is not closed") }
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "}") { return .object(pairs) }
      guard byte == UInt8(ascii: ",") else { throw error("expected `,` or `}` in an object") }
    }
  }
}
