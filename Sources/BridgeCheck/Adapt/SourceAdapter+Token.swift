extension SourceAdapter {
  /// A word or a punctuation mark of a line's code (comments and strings are not scanned).
  struct Token {
    let range: Range<Int>
    let first: UInt8
    /// The index of the token after this one and its arguments: after the `)` matching a `(`,
    /// after an attribute's parenthesised arguments that touch it; else the next index.
    var skippingArguments: Int

    var isIdentifier: Bool { first == UInt8(ascii: "_") || first == UInt8(ascii: "`") || Self.isLetter(first) }
    var isAttribute: Bool { first == UInt8(ascii: "@") }

    static func isLetter(_ byte: UInt8) -> Bool {
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte >= 0x80
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
      isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: "$")
    }

    /// The tokens of the code in `range`.
    static func scan(_ bytes: [UInt8], _ kinds: [SwiftLexer.Kind], _ range: Range<Int>) -> [Token] {
      var tokens: [Token] = []
      var position = range.lowerBound
      while position < range.upperBound {
        let byte = bytes[position]
        guard kinds[position] == .code, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"),
          byte != UInt8(ascii: "\r")
        else {
          position += 1
          continue
        }
        var end = position + 1
        if byte == UInt8(ascii: "`") {
          while end < range.upperBound && bytes[end] != UInt8(ascii: "`") { end += 1 }
          end = min(end + 1, range.upperBound)
        } else if isWordByte(byte) || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") {
          while end < range.upperBound && kinds[end] == .code && isWordByte(bytes[end]) { end += 1 }
        }
        tokens.append(Token(range: position..<end, first: byte, skippingArguments: tokens.count + 1))
        position = end
      }
      matchParentheses(&tokens, bytes)
      return tokens
    }

    private static func matchParentheses(_ tokens: inout [Token], _ bytes: [UInt8]) {
      var open: [Int] = []
      for index in tokens.indices {
        if tokens[index].first == UInt8(ascii: "(") {
          open.append(index)
          tokens[index].skippingArguments = tokens.count
        } else if tokens[index].first == UInt8(ascii: ")"), let start = open.popLast() {
          tokens[start].skippingArguments = index + 1
        }
      }
      for index in tokens.indices where tokens[index].isAttribute && index + 1 < tokens.count {
        let next = tokens[index + 1]
        if next.first == UInt8(ascii: "("), next.range.lowerBound == tokens[index].range.upperBound {
          tokens[index].skippingArguments = next.skippingArguments
        }
      }
    }
  }
}
