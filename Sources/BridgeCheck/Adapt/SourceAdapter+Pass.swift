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

    /// Whether a whole `import Foundation` or `import Dispatch` goes (the file imports the model).
    private let dropsFoundation: Bool
    /// The `#if` blocks the line is inside, innermost last: whether the branch the line is in
    /// is compiled for iOS (nil: the adapter cannot tell), and whether an earlier branch of the
    /// block surely was (then every later one is not).
    private var conditionals: [(branch: Bool?, taken: Bool, unsure: Bool)] = []

    init(bytes: [UInt8], kinds: [SwiftLexer.Kind], dropsFoundation: Bool = false) {
      self.bytes = bytes
      self.kinds = kinds
      self.dropsFoundation = dropsFoundation
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
      if let imported = importEdits(tokens, number, range) {
        edits = imported
      } else {
        followConditionals(tokens)
        if tokens.first.map({ text($0) == "#if" || text($0) == "#elseif" }) == true {
          edits += conditionEdits(tokens, number)
        }
        edits += attributeEdits(tokens, number, range)
        let types = track(tokens)
        edits += selectorEdits(tokens, types, number, range)
        edits += entryEdits(tokens, types, number, range)
        edits += requiredInitEdits(tokens, types, number)
        edits += qualifiedNameEdits(tokens, number)
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

    /// An import declaration: `[@attribute…] import [kind] Module[.Sub…]`; token indices.
    private struct Import {
      /// The first attribute, or `import`.
      let start: Int
      /// The kind (`struct`, `class`…), or nil for a whole module.
      let kind: Int?
      /// The module's name, and the last name of the path.
      let module: Int
      let last: Int
    }

    /// The imports of a line, one per statement (`import A; import B`); empty when it has none.
    private func imports(_ tokens: [Token]) -> [Import] {
      var found: [Import] = []
      var index = 0
      while index < tokens.count {
        let start = index
        while index < tokens.count && tokens[index].isAttribute { index = tokens[index].skippingArguments }
        // An access level (SE-0409: `internal import UIKit`) stays as written.
        let levels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
        if index + 1 < tokens.count, levels.contains(text(tokens[index])), text(tokens[index + 1]) == "import" {
          index += 1
        }
        guard index < tokens.count, text(tokens[index]) == "import" else { return found }
        index += 1
        let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        let kind = index < tokens.count && kinds.contains(text(tokens[index])) ? index : nil
        if kind != nil { index += 1 }
        guard index < tokens.count, tokens[index].isIdentifier else { return found }
        var last = index
        while last + 2 < tokens.count && text(tokens[last + 1]) == "." && tokens[last + 2].isIdentifier { last += 2 }
        found.append(Import(start: start, kind: kind, module: index, last: last))
        index = last + 1
        guard index < tokens.count, text(tokens[index]) == ";" else { return found }
        index += 1
      }
      return found
    }

    /// Whether the file imports BridgeModel, or a framework whose import becomes BridgeModel.
    static func importsModel(_ bytes: [UInt8], _ kinds: [SwiftLexer.Kind]) -> Bool {
      let pass = Pass(bytes: bytes, kinds: kinds)
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let tokens = Token.scan(bytes, kinds, start..<end)
        for declaration in pass.imports(tokens) {
          let module = pass.text(tokens[declaration.module])
          if module == "BridgeModel" || AdaptedModules.modelled.contains(module) { return true }
        }
        start = end + 1
      }
      return false
    }

    /// The edits of an import line (nil: the line is not one). A modelled module becomes
    /// BridgeModel. A whole Foundation or Dispatch goes from a file that imports the model:
    /// BridgeModel brings Foundation, and beside a second import of it the compiler takes
    /// `DispatchQueue.main.async { … }` or `RunLoop.main` for Dispatch's and Foundation's own,
    /// whose work never runs in the model.
    private mutating func importEdits(_ tokens: [Token], _ number: Int, _ line: Range<Int>) -> [Edit]? {
      let declarations = imports(tokens)
      guard !declarations.isEmpty else { return nil }
      var edits: [Edit] = []
      for (position, declaration) in declarations.enumerated() {
        let module = text(tokens[declaration.module])
        let end = tokens[declaration.last].range.upperBound
        if AdaptedModules.modelled.contains(module) {
          let start = tokens[declaration.kind ?? declaration.module].range.lowerBound
          let written = String(decoding: bytes[start..<end], as: UTF8.self)
          changes.append(Change(line: number, text: "import \(written) → import BridgeModel"))
          edits.append(Edit(range: start..<end, replacement: "BridgeModel"))
        } else if dropsFoundation && AdaptedModules.broughtByModel.contains(module) && declaration.kind == nil
          && declaration.last == declaration.module
        {
          changes.append(
            Change(
              line: number,
              text:
                "dropped import \(module): BridgeModel brings it, and beside it DispatchQueue, Timer and RunLoop would be \(module)'s, whose work never runs in the model"
            ))
          // The statement and the `; ` that joins it to the next, or else to the one before.
          var range = tokens[declaration.start].range.lowerBound..<end
          if position + 1 < declarations.count {
            range = range.lowerBound..<tokens[declarations[position + 1].start].range.lowerBound
          } else {
            if position > 0 { range = tokens[declarations[position - 1].last].range.upperBound..<end }
            if declaration.last + 1 < tokens.count, text(tokens[declaration.last + 1]) == ";" {
              range = range.lowerBound..<tokens[declaration.last + 1].range.upperBound
            }
          }
          edits.append(Edit(range: range, replacement: ""))
        } else if !AdaptedModules.kept.contains(module) && !inInactiveBranch {
          // An import in a branch iOS does not compile (`#else` after `canImport(UIKit)`, or
          // under `os(macOS)`) is left as it is: nothing in that branch is built.
          let why =
            AdaptedModules.appleOnly.contains(module)
            ? "an Apple framework BridgeModel has no stand-in for; check the code that uses it apart from this file, or replace what it uses with a stub of your own"
            : "not an Apple framework: the file needs that package (build the package for Linux beside BridgeCheck, or replace what the file uses with a stub of your own)"
          problems.append(
            Problem(
              line: number, column: column(tokens[declaration.module], in: line),
              message: "`import \(module)`: \(why)"))
        }
      }
      return edits
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

    /// Whether the line is in a branch no iOS build compiles.
    private var inInactiveBranch: Bool { conditionals.contains { $0.branch == false } }

    /// Follows `#if`, `#elseif`, `#else` and `#endif`, deciding which branches iOS compiles
    /// where the condition is one term the adapter knows (`isIOS`).
    private mutating func followConditionals(_ tokens: [Token]) {
      guard let first = tokens.first else { return }
      switch text(first) {
      case "#if":
        let value = isIOS(tokens)
        conditionals.append((value, value == true, value == nil))
      case "#elseif":
        guard var top = conditionals.popLast() else { return }
        if top.taken {
          top.branch = false
        } else {
          let value = isIOS(tokens)
          top.branch = top.unsure && value == true ? nil : value
          top.taken = value == true && !top.unsure
          top.unsure = top.unsure || value == nil
        }
        conditionals.append(top)
      case "#else":
        guard var top = conditionals.popLast() else { return }
        top.branch = top.taken ? false : (top.unsure ? nil : true)
        conditionals.append(top)
      case "#endif":
        _ = conditionals.popLast()
      default: break
      }
    }

    /// Whether an iOS build takes the branch of `#if`/`#elseif` `tokens`, when its condition
    /// is one term, negated or not: `os(…)`, `canImport(M)` of a modelled framework or of one
    /// iOS lacks, `targetEnvironment(macCatalyst)`; nil otherwise.
    private func isIOS(_ tokens: [Token]) -> Bool? {
      var index = 1
      var negated = false
      if index < tokens.count, text(tokens[index]) == "!" {
        negated = true
        index += 1
      }
      guard index + 4 == tokens.count, text(tokens[index + 1]) == "(", text(tokens[index + 3]) == ")" else {
        return nil
      }
      let argument = text(tokens[index + 2])
      let value: Bool?
      switch text(tokens[index]) {
      case "os": value = argument == "iOS"
      case "canImport":
        value =
          AdaptedModules.modelled.contains(argument) ? true : AdaptedModules.notOnIOS.contains(argument) ? false : nil
      case "targetEnvironment": value = argument == "macCatalyst" ? false : nil
      default: value = nil
      }
      return value.map { negated ? !$0 : $0 }
    }

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
    /// after them; reports `optional` requirements, which need the Objective-C runtime. Drops
    /// Interface Builder's attributes (`@IBOutlet`, `@IBAction`…, nothing loads a storyboard in
    /// the model) and the entry-point attributes `@main` and `@UIApplicationMain` (a checked file
    /// is not the app's entry point: the scenario is).
    private mutating func attributeEdits(_ tokens: [Token], _ number: Int, _ line: Range<Int>) -> [Edit] {
      var edits: [Edit] = []
      var index = 0
      while index < tokens.count {
        let token = tokens[index]
        let word = text(token)
        var end: Int?
        var why = "no Objective-C runtime on Linux"
        if Self.interfaceBuilder.contains(word) {
          end = index + 1
          why = "Interface Builder's: nothing loads a storyboard in the model"
        } else if word == "@main" || word == "@UIApplicationMain" {
          end = index + 1
          why = "a checked file is not the app's entry point; the scenario is"
        } else if word == "@objc" || word == "@objcMembers" {
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
        changes.append(Change(line: number, text: "dropped \(dropped) (\(why))"))
        index = end
      }
      return edits
    }

    private static let interfaceBuilder: Set<String> = [
      "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable", "@IBSegueAction", "@IBOutletCollection",
    ]

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

    /// The method reference a selector names: `Type.method` as written; an instance's method
    /// (`context.coordinator.changed(_:)`) through its type, `type(of: context.coordinator)`,
    /// since only the compiler knows it; a bare or `self.` method through the type the line is in.
    private func methodReference(_ inner: String, in type: String?) -> String? {
      if inner.hasPrefix("getter:") || inner.hasPrefix("setter:") || inner.isEmpty { return nil }
      let onSelf = inner.hasPrefix("self.")
      let name = onSelf ? String(inner.dropFirst(5)) : inner
      let path = name.prefix { $0 != "(" }
      if let dot = path.lastIndex(of: ".") {
        let receiver = path[..<dot]
        // A type's path (`Outer.Inner.method`) as written; a value (`Player.shared.method`) through its type.
        if !onSelf && receiver.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true }) { return inner }
        return "type(of: \(onSelf ? "self." : "")\(receiver))\(name[dot...])"
      }
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

    /// A name qualified by a modelled framework (`PDFKit.PDFView`, `SwiftUI.App`) is qualified by
    /// BridgeModel, where the stand-in is.
    private mutating func qualifiedNameEdits(_ tokens: [Token], _ number: Int) -> [Edit] {
      var edits: [Edit] = []
      for index in tokens.indices where index + 2 < tokens.count {
        let module = text(tokens[index])
        guard AdaptedModules.modelled.contains(module), text(tokens[index + 1]) == ".",
          tokens[index + 2].isIdentifier, index == 0 || text(tokens[index - 1]) != "."
        else { continue }
        let name = text(tokens[index + 2])
        changes.append(Change(line: number, text: "\(module).\(name) → BridgeModel.\(name)"))
        edits.append(Edit(range: tokens[index].range, replacement: "BridgeModel"))
      }
      return edits
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
