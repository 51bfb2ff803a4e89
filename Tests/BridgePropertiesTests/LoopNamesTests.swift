import Testing

@testable import BridgeProperties

/// A loop's subject is the names of the states its history writes: a line of the model's own
/// text is read as bytes, another by Characters, and both must name the states the Characters do.
@Suite("The states a loop's history names")
struct LoopNamesTests {
  /// What the names were before lines were read as bytes: every line by Characters.
  nonisolated static func byCharacters(_ history: [String]) -> String {
    var names: [String] = []
    for line in history {
      for write in line.split(separator: ",") {
        guard let first = write.split(separator: " ").first else { continue }
        let name = withoutOrdinals(String(first))
        if !names.contains(name) { names.append(name) }
      }
    }
    return names.sorted().joined(separator: ", ")
  }

  nonisolated static let histories: [[String]] = [
    [#"text "a" → "ab""#, #"text "ab" → "aab", region 1 → 2"#],
    [
      #"Row#12.liked false → true, Row#3.liked true → false, Row#9.liked 1 → 2, Row#90 0 → 1"#,
      #"  spaced "x" → "y",, ,count 1 → 2"#,
    ],
    [#"name#2x "a" → "b""#, "#7 1 → 2", #"a##3 "" → " ""#],
    // Not the model's text alone: a name and a value beyond ASCII, and a comma and a space
    // that begin a cluster with the accent after them.
    [#"città "a" → "b", text "é" → "e""#, "note ,\u{301} 1 → 2, count#4 1 → 2", "a \u{301}b 1 → 2"],
    [],
    [""],
  ]

  @Test("Every line gives the names the Characters give", arguments: histories)
  func sameNames(history: [String]) {
    #expect(NoInfiniteUpdateLoop.stateNames(in: history) == Self.byCharacters(history))
  }

  @Test("Names are sorted, once each, without their ordinals")
  func namesSortedWithoutOrdinals() {
    let history = [#"text "a" → "ab", Row#12.liked false → true"#, #"Row#3.liked true → false, count#2 1 → 2"#]
    #expect(NoInfiniteUpdateLoop.stateNames(in: history) == "Row.liked, count, text")
  }
}
