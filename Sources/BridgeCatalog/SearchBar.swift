import BridgeCheck
import BridgeModel

/// Seed 001 Part 1 "State Synchronization": `SearchField` over a UISearchBar.
/// `updateUIView` assigns `bar.text = text` unconditionally; the coordinator
/// writes `text` from `searchBar(_:textDidChange:)` and `isEditing` from the
/// begin/end editing callbacks.
struct SeedSearchField: UIViewRepresentable {
  @Binding var text: String
  @Binding var isEditing: Bool
  var guarded = false
  var hasDelegate = true

  func makeUIView(context: Context) -> UISearchBar {
    let bar = UISearchBar()
    if hasDelegate { bar.delegate = context.coordinator }
    return bar
  }

  func updateUIView(_ bar: UISearchBar, context: Context) {
    if guarded {
      if bar.text != text { bar.text = text }
    } else {
      bar.text = text  // SwiftUI → UIKit
    }
  }

  func makeCoordinator() -> Coordinator { Coordinator(self) }

  final class Coordinator: NSObject, UISearchBarDelegate {
    var parent: SeedSearchField
    init(_ parent: SeedSearchField) { self.parent = parent }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      parent.text = searchText  // UIKit → SwiftUI
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { parent.isEditing = true }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { parent.isEditing = false }
  }
}

struct SearchBarScreen: View {
  @State var text = ""
  @State var isEditing = false
  let guarded: Bool
  let hasDelegate: Bool

  var body: some View {
    SeedSearchField(text: $text, isEditing: $isEditing, guarded: guarded, hasDelegate: hasDelegate)
  }
}

nonisolated enum SearchBarScenarios {
  static func screen(_ name: String, expect: Expectation, summary: String, guarded: Bool, hasDelegate: Bool)
    -> Scenario
  {
    Scenario(
      name, expect: expect, summary: summary, source: "seed 001 Part 1 State Synchronization (SearchField)"
    ) {
      SearchBarScreen(guarded: guarded, hasDelegate: hasDelegate)
    }
    .mirror(
      "text", of: { (screen: SearchBarScreen) in screen.text },
      UISearchBar.self, "text", of: { $0.text ?? "" })
  }

  static let all: [Scenario] = [
    screen(
      "search-bar/seed", expect: .violation("representable.update-is-idempotent"),
      summary: "the seed's SearchField: bar.text = text on every update", guarded: false, hasDelegate: true
    )
    .finding(
      """
      The issue expected this to hold, and for the state write it does: a programmatic UISearchBar \
      text change sends no textDidChange under the default profile (C6). But the update assigns \
      bar.text even when the bar already shows it, and assigning text moves the caret to the end \
      (FIDELITY.md F-C1b). Every update after the user has moved the caret — each keystroke typed in \
      the middle of the query, or the isEditing write when editing begins — makes the caret jump to \
      the end. Guard the setter: if bar.text != text { bar.text = text } (search-bar/guarded).
      """),
    screen(
      "search-bar/guarded", expect: .holds,
      summary: "the seed's SearchField with the setter guarded", guarded: true, hasDelegate: true),
    screen(
      "search-bar/no-delegate", expect: .violation("representable.view-matches-state"),
      summary: "the seed's SearchField with no delegate: typing never reaches the binding", guarded: true,
      hasDelegate: false),
  ]
}
