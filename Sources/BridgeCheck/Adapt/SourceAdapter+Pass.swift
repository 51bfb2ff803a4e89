import Foundation

extension SourceAdapter {
  /// One walk over a file, a line at a time: it keeps the types the walk is inside (for
  /// `#selector(method)`) and what it changed.
  struct Pass {
    let bytes: [UInt8]
    let kinds: [SwiftLexer.Kind]
    var changes: [Change] = []
    var problems: [Problem] = []
    /// The type whose body each open brace starts, or nil for other braces.
    private var braces: [String?] = []
    /// A type declared whose body has not opened yet.
    private var pendingType: String?
    /// Each class the file declares, by name, and the first type its declaration inherits from.
    private var superclasses: [String: String] = [:]
    /// Inside a `#Preview` block: the line it began on, the braces open, whether one opened.
    private var preview: (start: Int, depth: Int, opened: Bool)?

    init(bytes: [UInt8], kinds: [SwiftLexer.Kind]) {
      self.bytes = bytes
      self.kinds = kinds
    }

    /// A replacement of part of a line.
    private struct Edit {
      let range: Range<Int>
      let replacement: String
    }

    /// The adapted text of one line (nil: drop it).
    mutating func line(_ number: Int, _ range: Range<Int>) -> String? {
      let tokens = Token.scan(bytes, kinds, range)
      if preview != nil || tokens.first.map({ text($0) == "#Preview" }) == true {
        skipPreview(tokens, number)
        return nil
      }
      var edits: [Edit] = []
      if let edit = importEdit(tokens, number, range) {
        edits.append(edit)
      } else {
        if tokens.first.map({ text($0) == "#if" || text($0) == "#elseif" }) == true {
          edits += conditionEdits(tokens, number)
        }
        edits += attributeEdits(tokens, number, range)
        let types = track(tokens)
        edits += selectorEdits(tokens, types, number, range)
        edits += entryEdits(tokens, types, number, range)
        edits += requiredInitEdits(tokens, types, number)
      }
      guard !edits.isEmpty else { return String(decoding: bytes[range], as: UTF8.self) }
      var result = ""
      var position = range.lowerBound
      for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
        result += String(decoding: bytes[position..<edit.range.lowerBound], as: UTF8.self)
        result += edit.replacement
        position = edit.range.upperBound
      }
      result += String(decoding: bytes[position..<range.upperBound], as: UTF8.self)
      let blank = result.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
      return blank ? nil : result
    }

    private func text(_ token: Token) -> String {
      String(decoding: bytes[token.range], as: UTF8.self)
    }

    private func column(_ token: Token, in range: Range<Int>) -> Int {
      String(decoding: bytes[range.lowerBound..<token.range.lowerBound], as: UTF8.self).count + 1
    }

    // MARK: Imports

    /// `[@attribute…] import [kind] Module[.Sub…]`: a modelled module becomes BridgeModel.
    private mutating func importEdit(_ tokens: [Token], _ number: Int, _ line: Range<Int>) -> Edit? {
      var index = 0
      while index < tokens.count && tokens[index].isAttribute { index = tokens[index].skippingArguments }
      guard index < tokens.count, text(tokens[index]) == "import" else { return nil }
      index += 1
      let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
      let kindToken = index < tokens.count && kinds.contains(text(tokens[index])) ? index : nil
      if kindToken != nil { index += 1 }
      guard index < tokens.count, tokens[index].isIdentifier else { return nil }
      let module = text(tokens[index])
      var last = index
      while last + 2 < tokens.count && text(tokens[last + 1]) == "." && tokens[last + 2].isIdentifier { last += 2 }
      if AdaptedModules.modelled.contains(module) {
        let start = tokens[kindToken ?? index].range.lowerBound
        let written = String(decoding: bytes[start..<tokens[last].range.upperBound], as: UTF8.self)
        changes.append(Change(line: number, text: "import \(written) → import BridgeModel"))
        return Edit(range: start..<tokens[last].range.upperBound, replacement: "BridgeModel")
      }
      if !AdaptedModules.kept.contains(module) {
        let why =
          AdaptedModules.appleOnly.contains(module)
          ? "an Apple framework BridgeModel has no stand-in for; check the code that uses it apart from this file, or replace what it uses with a stub of your own"
          : "not an Apple framework: the file needs that package (build the package for Linux beside BridgeCheck, or replace what the file uses with a stub of your own)"
        problems.append(
          Problem(line: number, column: column(tokens[index], in: line), message: "`import \(module)`: \(why)"))
      }
      return nil
    }

    // MARK: #Preview

    /// Drops a `#Preview { … }` block, a line at a time, until its braces close: the macro is
    /// Xcode's (its plugin is not in the toolchain on Linux), and a preview never runs in a check.
    private mutating func skipPreview(_ tokens: [Token], _ number: Int) {
      var state = preview ?? (start: number, depth: 0, opened: false)
      for token in tokens {
        if token.first == UInt8(ascii: "{") {
          state.depth += 1
          state.opened = true
        } else if token.first == UInt8(ascii: "}") {
          state.depth -= 1
        }
      }
      guard state.opened && state.depth <= 0 else {
        preview = state
        return
      }
      preview = nil
      let lines = state.start == number ? "line \(number)" : "lines \(state.start)–\(number)"
      changes.append(
        Change(line: state.start, text: "dropped #Preview (\(lines)): previews are Xcode's, and a check never runs one")
      )
    }

    // MARK: #if

    /// `os(iOS)` and `canImport(M)` of a modelled framework become `true`: the model is iOS.
    private mutating func conditionEdits(_ tokens: [Token], _ number: Int) -> [Edit] {
      var edits: [Edit] = []
      var index = 1
      while index + 3 < tokens.count {
        let name = text(tokens[index])
        let argument = text(tokens[index + 2])
        if text(tokens[index + 1]) == "(", text(tokens[index + 3]) == ")",
          (name == "os" && argument == "iOS") || (name == "canImport" && AdaptedModules.modelled.contains(argument))
        {
          let range = tokens[index].range.lowerBound..<tokens[index + 3].range.upperBound
          edits.append(Edit(range: range, replacement: "true"))
          changes.append(Change(line: number, text: "\(name)(\(argument)) → true (the model is iOS)"))
          index += 4
        } else {
          index += 1
        }
      }
      return edits
    }

    // MARK: @objc and dynamic

    /// Drops `@objc`, `@objc(name)`, `@objcMembers` and the `dynamic` modifier with the blanks
    /// after them; reports `optional` requirements, which need the Objective-C runtime.
    private mutating func attributeEdits(_ tokens: [Token], _ number: Int, _ line: Range<Int>) -> [Edit] {
      var edits: [Edit] = []
      var index = 0
      while index < tokens.count {
        let token = tokens[index]
        let word = text(token)
        var end: Int?
        if word == "@objc" || word == "@objcMembers" {
          end = index + 1
          if word == "@objc", index + 1 < tokens.count, text(tokens[index + 1]) == "(",
            tokens[index + 1].range.lowerBound == token.range.upperBound
          {
            end = tokens[index + 1].skippingArguments
          }
        } else if word == "dynamic", isModifier(at: index, tokens) {
          end = index + 1
        } else if word == "optional", index + 1 < tokens.count, ["func", "var"].contains(text(tokens[index + 1])),
          index == 0 || text(tokens[index - 1]) != "."
        {
          problems.append(
            Problem(
              line: number, column: column(token, in: line),
              message:
                "an `optional` protocol requirement needs the Objective-C runtime: make it a requirement and give it a default in a protocol extension"
            ))
        }
        guard let end else {
          index += 1
          continue
        }
        var upper = tokens[end - 1].range.upperBound
        while upper < line.upperBound && (bytes[upper] == UInt8(ascii: " ") || bytes[upper] == UInt8(ascii: "\t")) {
          upper += 1
        }
        let dropped = String(decoding: bytes[token.range.lowerBound..<tokens[end - 1].range.upperBound], as: UTF8.self)
        edits.append(Edit(range: token.range.lowerBound..<upper, replacement: ""))
        changes.append(Change(line: number, text: "dropped \(dropped) (no Objective-C runtime on Linux)"))
        index = end
      }
      return edits
    }

    /// Whether `dynamic` at `index` is a declaration modifier: a declaration or another
    /// modifier follows it.
    private func isModifier(at index: Int, _ tokens: [Token]) -> Bool {
      if index > 0 && text(tokens[index - 1]) == "." { return false }
      guard index + 1 < tokens.count else { return false }
      let next = text(tokens[index + 1])
      let declarations: Set<String> = [
        "var", "let", "func", "subscript", "init", "private", "fileprivate", "internal", "public", "open",
        "final", "override", "static", "class", "lazy", "weak", "unowned", "required", "convenience",
      ]
      return declarations.contains(next) || tokens[index + 1].isAttribute
    }

    // MARK: #selector

    /// `#selector(Type.method(_:))` → `Type.method(_:)`; an unqualified or `self.` method is
    /// qualified with the type the line is in.
    private mutating func selectorEdits(
      _ tokens: [Token], _ types: [String?], _ number: Int, _ line: Range<Int>
    ) -> [Edit] {
      var edits: [Edit] = []
      for (index, token) in tokens.enumerated() where text(token) == "#selector" {
        guard index + 1 < tokens.count, text(tokens[index + 1]) == "(" else { continue }
        let close = tokens[index + 1].skippingArguments - 1
        guard close > index + 1, text(tokens[close]) == ")" else {
          problems.append(
            Problem(
              line: number, column: column(token, in: line),
              message: "a `#selector` that goes on past its line: write it on one line, then run adapt again"))
          continue
        }
        let inner = String(
          decoding: bytes[tokens[index + 1].range.upperBound..<tokens[close].range.lowerBound], as: UTF8.self
        ).trimmingCharacters(in: .whitespaces)
        guard let reference = methodReference(inner, in: types[index]) else {
          let accessor = inner.hasPrefix("getter:") || inner.hasPrefix("setter:")
          problems.append(
            Problem(
              line: number, column: column(token, in: line),
              message: accessor
                ? "`#selector(\(inner))` names a property's accessor, which has no method reference: add a method that reads or writes the property and pass `Type.method`"
                : "`#selector(\(inner))` is outside any type, so its method's type is unknown: write it as `#selector(Type.method(_:))`, then run adapt again"
            ))
          continue
        }
        let whole = token.range.lowerBound..<tokens[close].range.upperBound
        edits.append(Edit(range: whole, replacement: reference))
        changes.append(Change(line: number, text: "#selector(\(inner)) → \(reference)"))
      }
      return edits
    }

    private func methodReference(_ inner: String, in type: String?) -> String? {
      if inner.hasPrefix("getter:") || inner.hasPrefix("setter:") || inner.isEmpty { return nil }
      var name = inner
      if name.hasPrefix("self.") { name.removeFirst(5) }
      let head = name.prefix { $0 != "(" }
      if name == inner, head.contains("."), head.first?.isUppercase == true { return inner }
      guard let type else { return nil }
      return "\(type).\(name)"
    }

    // MARK: @Entry

    /// `@Entry var name: Type = value` in `extension EnvironmentValues` → what the macro
    /// expands to (Apple: "@attached(peer, names: prefixed(__Key_))"): the property, reading and
    /// writing `self[__Key_name.self]`, and a key whose `defaultValue` is the value, on the same
    /// line so the file's line numbers stay. No value is a `nil` default, as for an optional.
    private mutating func entryEdits(
      _ tokens: [Token], _ types: [String?], _ number: Int, _ line: Range<Int>
    ) -> [Edit] {
      guard let at = tokens.firstIndex(where: { text($0) == "@Entry" }) else { return [] }
      func problem(_ message: String) -> [Edit] {
        problems.append(Problem(line: number, column: column(tokens[at], in: line), message: message))
        return []
      }
      guard types[at] == "EnvironmentValues" else {
        return problem(
          "`@Entry` outside `extension EnvironmentValues`: write the key type and the property the macro would make by hand"
        )
      }
      guard let declaration = tokens.firstIndex(where: { text($0) == "var" }), declaration > at,
        declaration + 2 < tokens.count, tokens[declaration + 1].isIdentifier,
        text(tokens[declaration + 2]) == ":"
      else {
        return problem(
          "an `@Entry` whose `var` and type are not on its line: write `@Entry var name: Type = value` on one line")
      }
      let name = text(tokens[declaration + 1])
      let colon = declaration + 2
      let equals = tokens[(colon + 1)...].firstIndex { text($0) == "=" }
      var depth = 0
      for token in tokens[colon...] {
        if ["(", "[", "{"].contains(text(token)) { depth += 1 }
        if [")", "]", "}"].contains(text(token)) { depth -= 1 }
      }
      let last = tokens[tokens.count - 1]
      guard depth == 0, equals.map({ $0 + 1 < tokens.count }) ?? true else {
        return problem("an `@Entry` whose value goes on past its line: write it on one line, then run adapt again")
      }
      func source(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self).trimmingCharacters(in: .whitespaces)
      }
      let typeEnd = equals.map { tokens[$0].range.lowerBound } ?? last.range.upperBound
      let type = source(tokens[colon].range.upperBound..<typeEnd)
      let value = equals.map { source(tokens[$0].range.upperBound..<last.range.upperBound) } ?? "nil"
      let modifiers = source(tokens[at].range.upperBound..<tokens[declaration].range.lowerBound)
      let key = "__Key_\(name)"
      let replacement =
        (modifiers.isEmpty ? "" : modifiers + " ")
        + "var \(name): \(type) { get { self[\(key).self] } set { self[\(key).self] = newValue } }; "
        + "private struct \(key): EnvironmentKey { static var defaultValue: \(type) { \(value) } }"
      changes.append(
        Change(
          line: number, text: "@Entry var \(name) → its EnvironmentKey and accessors (the macro's plugin is Xcode's)"))
      return [Edit(range: tokens[at].range.lowerBound..<last.range.upperBound, replacement: replacement)]
    }

    // MARK: Cells' initializers

    /// `override init(style:reuseIdentifier:)` in a table cell, and `override init(frame:)` in a
    /// collection cell or reusable view, become `required init(…)`: a table or collection view
    /// makes a registered cell from its class, which UIKit does through the Objective-C runtime
    /// and Swift, without one, only through a required initializer.
    private mutating func requiredInitEdits(_ tokens: [Token], _ types: [String?], _ number: Int) -> [Edit] {
      guard let override = tokens.firstIndex(where: { text($0) == "override" }),
        !tokens.contains(where: { text($0) == "required" })
      else { return [] }
      var index = override + 1
      let modifiers: Set<String> = ["public", "open", "internal", "fileprivate", "private", "final", "convenience"]
      while index < tokens.count && modifiers.contains(text(tokens[index])) { index += 1 }
      guard index + 3 < tokens.count, text(tokens[index]) == "init", text(tokens[index + 1]) == "(",
        text(tokens[index + 3]) == ":"
      else { return [] }
      let label = text(tokens[index + 2])
      let cell: Bool
      switch label {
      case "style": cell = true
      case "frame": cell = types[override].map(isCollectionCell) ?? false
      default: cell = false
      }
      guard cell else { return [] }
      changes.append(
        Change(
          line: number,
          text:
            "override init(\(label):…) → required init(\(label):…) (the model makes a registered cell from its class, which needs a required initializer)"
        ))
      return [Edit(range: tokens[override].range, replacement: "required")]
    }

    /// Whether `type`, a class of this file, descends from a collection cell or reusable view.
    private func isCollectionCell(_ type: String) -> Bool {
      let cells: Set<String> = ["UICollectionViewCell", "UICollectionViewListCell", "UICollectionReusableView"]
      var current = type
      var seen: Set<String> = []
      while let parent = superclasses[current], seen.insert(current).inserted {
        if cells.contains(parent) { return true }
        current = parent
      }
      return false
    }

    // MARK: Types

    /// Follows the braces of the line (a type declaration's body is the next brace to open);
    /// returns the innermost type each token is in.
    private mutating func track(_ tokens: [Token]) -> [String?] {
      var types: [String?] = []
      types.reserveCapacity(tokens.count)
      let introducers: Set<String> = ["class", "struct", "enum", "actor", "extension", "protocol"]
      let notNames: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static", "private",
        "fileprivate", "internal", "public", "open", "typealias", "required", "convenience", "lazy", "weak",
        "unowned", "mutating", "nonmutating", "dynamic",
      ]
      var index = 0
      while index < tokens.count {
        while types.count <= index { types.append(braces.last { $0 != nil } ?? nil) }
        let word = text(tokens[index])
        if introducers.contains(word), index + 1 < tokens.count, tokens[index + 1].isIdentifier,
          !notNames.contains(text(tokens[index + 1])), index == 0 || text(tokens[index - 1]) != "."
        {
          var name = text(tokens[index + 1])
          index += 2
          if word == "class" { noteSuperclass(of: name, tokens, after: index) }
          while word == "extension", index + 1 < tokens.count, text(tokens[index]) == ".",
            tokens[index + 1].isIdentifier
          {
            name += "." + text(tokens[index + 1])
            index += 2
          }
          pendingType = name
          continue
        }
        if word == "{" {
          braces.append(pendingType)
          pendingType = nil
        } else if word == "}" {
          _ = braces.popLast()
        }
        index += 1
      }
      while types.count < tokens.count { types.append(braces.last { $0 != nil } ?? nil) }
      return types
    }

    /// `class Name<…>: Parent…`: records `Parent` (its last component when qualified).
    private mutating func noteSuperclass(of name: String, _ tokens: [Token], after start: Int) {
      var index = start
      if index < tokens.count, text(tokens[index]) == "<" {
        var depth = 0
        while index < tokens.count {
          let word = text(tokens[index])
          if word == "<" { depth += 1 } else if word == ">" { depth -= 1 }
          index += 1
          if depth == 0 { break }
        }
      }
      guard index + 1 < tokens.count, text(tokens[index]) == ":", tokens[index + 1].isIdentifier else { return }
      var parent = text(tokens[index + 1])
      index += 2
      while index + 1 < tokens.count, text(tokens[index]) == ".", tokens[index + 1].isIdentifier {
        parent = text(tokens[index + 1])
        index += 2
      }
      superclasses[name] = parent
    }
  }
}
