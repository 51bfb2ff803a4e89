import BridgeCheck
import BridgeModel

// Results loaded by SwiftUI's `.task` modifier (F-CC7): with `.task(id: query)` SwiftUI cancels
// the search of an old query and starts one for the new; `.task { }` runs once, when the
// screen appears, and a new query loads nothing.

/// A UILabel showing what the screen loaded.
struct ResultsLabel: UIViewRepresentable {
  let text: String

  func makeUIView(context: Context) -> UILabel { UILabel() }

  func updateUIView(_ label: UILabel, context: Context) {
    if label.text != text { label.text = text }
  }
}

/// How a `SearchResultsScreen` loads its results.
nonisolated enum ResultsLoading: Sendable {
  /// `.task(id: query) { … }`.
  case taskWithID
  /// `.task { … }`.
  case taskWithoutID
}

struct SearchResultsScreen: View {
  @State var query = ""
  @State var results = ""
  let loading: ResultsLoading

  var body: some View {
    if loading == .taskWithID {
      ResultsLabel(text: results).task(id: query) { await load() }
    } else {
      ResultsLabel(text: results).task { await load() }
    }
  }

  /// A search that takes longer for shorter queries (they match more), so the search of an
  /// older query can end after that of a newer one.
  private func load() async {
    let query = self.query
    do {
      try await Task.sleep(for: .milliseconds(400 - 100 * min(query.count, 3)))
      results = "results for \"\(query)\""
    } catch {
      // Cancelled: a newer query or the screen's end; nothing to show.
    }
  }
}

nonisolated enum TaskModifierScenarios {
  static func screen(_ name: String, expect: Expectation, summary: String, _ loading: ResultsLoading) -> Scenario {
    let origin = "SwiftUI .task / .task(id:); fidelity F-CC3, F-CC5, F-CC7"
    return Scenario(name, expect: expect, summary: summary, source: origin) { SearchResultsScreen(loading: loading) }
      .domain("query", ["", "a", "ab", "abc"])
      // Only the search writes the results.
      .drivenByUI("results")
      .mirror(
        "results", of: { (screen: SearchResultsScreen) in "results for \"\(screen.query)\"" },
        UILabel.self, "text", of: { $0.text ?? "" })
  }

  static let all: [Scenario] = [
    screen(
      "task-modifier/id-follows-query", expect: .holds,
      summary: "loads results in .task(id: query): SwiftUI cancels the old search when the query changes",
      .taskWithID),
    screen(
      "task-modifier/no-id", expect: .violation("representable.view-matches-state"),
      summary: "loads results in .task { }: it runs once on appear, so a new query never loads",
      .taskWithoutID),
  ]
}
