import Foundation

/// Reads a call's source, so a report can name what the test passed: the scenario expression
/// of `expectHolds(mySearchScenario)`, for a regression test that compiles where it is pasted.
enum CallSite {
  /// The text of the first argument of the call to `function` that starts on `line` of `file`
  /// (it may span lines), or nil when the file cannot be read or the call not found there.
  static func firstArgument(of function: String, file: String, line: Int) -> String? {
    guard let source = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count else { return nil }
    let rest = lines[(line - 1)...].joined(separator: "\n")
    guard let open = rest.range(of: function + "(") else { return nil }
    var depth = 0
    var argument = ""
    var inString = false
    for character in rest[open.upperBound...] {
      if inString {
        argument.append(character)
        if character == "\"" { inString = false }
        continue
      }
      switch character {
      case "\"":
        inString = true
      case "(", "[", "{":
        depth += 1
      case ")", "]", "}":
        if depth == 0 { return clean(argument) }
        depth -= 1
      case ",":
        if depth == 0 { return clean(argument) }
      default: break
      }
      argument.append(character)
    }
    return nil
  }

  /// The argument on one line, or nil if it is empty or a trailing closure's start.
  private static func clean(_ text: String) -> String? {
    let collapsed = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(
      separator: " ")
    let trimmed = collapsed.trimmingCharacters(in: .whitespaces)
    return trimmed.isEmpty ? nil : trimmed
  }
}
