/// A unified diff (`diff -u`, as git prints it) of a file whose lines were changed or dropped
/// in place, one for one: what `bridgecheck adapt` prints, which `git apply` and `patch -p1` take.
enum UnifiedDiff {
  /// Lines of context around each change.
  static let context = 3

  /// The diff of `original` to `adapted` (line `i` became `adapted[i]`; nil: dropped), or ""
  /// when nothing changed.
  static func render(path: String, original: [String], adapted: [String?], endsWithNewline: Bool) -> String {
    let changed = original.indices.filter { adapted[$0] != original[$0] }
    guard let first = changed.first else { return "" }
    var groups: [[Int]] = [[first]]
    for index in changed.dropFirst() {
      // As diff does: changes with at most twice the context of unchanged lines between them
      // share a hunk.
      if let previous = groups[groups.count - 1].last, index - previous - 1 <= 2 * context {
        groups[groups.count - 1].append(index)
      } else {
        groups.append([index])
      }
    }
    // git's a/ and b/ prefixes for a relative path (`git apply`, `patch -p1`); none for an absolute one.
    let (old, new) = path.hasPrefix("/") ? (path, path) : ("a/\(path)", "b/\(path)")
    var out = "--- \(old)\n+++ \(new)\n"
    for group in groups {
      let start = max(0, group[0] - context)
      let end = min(original.count, group[group.count - 1] + context + 1)
      let newStart = (0..<start).filter { adapted[$0] != nil }.count
      let newCount = (start..<end).filter { adapted[$0] != nil }.count
      out += "@@ -\(span(start, end - start)) +\(span(newStart, newCount)) @@\n"
      var index = start
      while index < end {
        guard adapted[index] != original[index] else {
          out += " \(original[index])\n" + noNewline(after: index, original.count, endsWithNewline)
          index += 1
          continue
        }
        var run = index
        while run < end && adapted[run] != original[run] { run += 1 }
        for line in index..<run {
          out += "-\(original[line])\n" + noNewline(after: line, original.count, endsWithNewline)
        }
        for line in index..<run {
          if let text = adapted[line] { out += "+\(text)\n" + noNewline(after: line, original.count, endsWithNewline) }
        }
        index = run
      }
    }
    return out
  }

  /// `-a,b` without the count when it is 1, and from line 0 when the range is empty, as diff does.
  private static func span(_ start: Int, _ count: Int) -> String {
    if count == 1 { return "\(start + 1)" }
    return "\(count == 0 ? start : start + 1),\(count)"
  }

  private static func noNewline(after line: Int, _ count: Int, _ endsWithNewline: Bool) -> String {
    line == count - 1 && !endsWithNewline ? "\\ No newline at end of file\n" : ""
  }
}
