/// What each byte of a Swift file is: code, a comment, or part of a string literal.
///
/// Just enough of Swift's lexical grammar for `bridgecheck adapt` to leave comments and strings
/// alone: line and nested block comments, single- and multi-line string literals, raw strings
/// (`#"…"#`) and interpolations (`\(…)`, taken as part of their string).
struct SwiftLexer {
  enum Kind: UInt8 {
    case code, comment, string
  }

  /// One kind per byte of the source's UTF-8.
  let kinds: [Kind]

  init(_ bytes: [UInt8]) {
    var scanner = Scanner(bytes: bytes)
    scanner.code(closingParenthesis: false)
    kinds = scanner.kinds
  }

  private struct Scanner {
    let bytes: [UInt8]
    var kinds: [Kind]
    var index = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
      kinds = [Kind](repeating: .code, count: bytes.count)
    }

    func byte(_ offset: Int = 0) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }

    func follow(_ text: StaticString, at offset: Int = 0) -> Bool {
      var position = 0
      while position < text.utf8CodeUnitCount {
        guard byte(offset + position) == text.utf8Start[position] else { return false }
        position += 1
      }
      return true
    }

    /// Code up to the end, or up to the `)` that closes an interpolation.
    mutating func code(closingParenthesis: Bool) {
      var depth = 0
      while let current = byte() {
        let start = index
        if follow("//") {
          while let next = byte(), next != UInt8(ascii: "\n") { index += 1 }
          mark(from: start, as: .comment)
        } else if follow("/*") {
          blockComment()
          mark(from: start, as: .comment)
        } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "#") {
          var hashes = 0
          while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
          guard byte(hashes) == UInt8(ascii: "\"") else {
            index += max(hashes, 1)
            continue
          }
          index += hashes
          string(hashes: hashes)
          mark(from: start, as: .string)
        } else if current == UInt8(ascii: "(") {
          depth += 1
          index += 1
        } else if current == UInt8(ascii: ")") {
          if closingParenthesis && depth == 0 { return }
          depth -= 1
          index += 1
        } else {
          index += 1
        }
      }
    }

    mutating func blockComment() {
      var depth = 0
      while byte() != nil {
        if follow("/*") {
          depth += 1
          index += 2
        } else if follow("*/") {
          depth -= 1
          index += 2
          if depth == 0 { return }
        } else {
          index += 1
        }
      }
    }

    /// A string literal from its opening quote (after the hashes) to past its closing delimiter;
    /// a single-line one that reaches the end of its line ends there.
    mutating func string(hashes: Int) {
      let multiline = follow("\"\"\"")
      let quotes = multiline ? 3 : 1
      index += quotes
      while let current = byte() {
        if current == UInt8(ascii: "\\") && hashesFollow(hashes, at: 1) {
          index += 1 + hashes
          if byte() == UInt8(ascii: "(") {
            index += 1
            code(closingParenthesis: true)
          }
          index += 1
        } else if current == UInt8(ascii: "\"") && quotesFollow(quotes) && hashesFollow(hashes, at: quotes) {
          index += quotes + hashes
          return
        } else if current == UInt8(ascii: "\n") && !multiline {
          return
        } else {
          index += 1
        }
      }
    }

    func quotesFollow(_ count: Int) -> Bool {
      (0..<count).allSatisfy { byte($0) == UInt8(ascii: "\"") }
    }

    func hashesFollow(_ count: Int, at offset: Int) -> Bool {
      (0..<count).allSatisfy { byte(offset + $0) == UInt8(ascii: "#") }
    }

    mutating func mark(from start: Int, as kind: Kind) {
      for position in start..<min(index, kinds.count) { kinds[position] = kind }
    }
  }
}
