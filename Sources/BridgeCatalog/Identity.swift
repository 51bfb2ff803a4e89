import BridgeCheck
import BridgeModel

/// Hands out a new number on every call: what `.id(UUID())` does, deterministically.
final class FreshIDs: @unchecked Sendable {
  private var next = 0
  func make() -> Int {
    next += 1
    return next
  }
}

/// A note editor identified by the note it edits (seed 001 Part 5: "Ensure the
/// UIViewRepresentable struct's identity is stable").
struct NoteScreen: View {
  @State var noteID = 0
  @State var text = ""
  let ids: FreshIDs?

  var body: some View {
    if let ids {
      GuardedTextField(text: $text).id(ids.make())  // ❌ like .id(UUID()): new on every render
    } else {
      GuardedTextField(text: $text).id(noteID)  // ✅ derived from the data
    }
  }
}

nonisolated enum IdentityScenarios {
  static let all: [Scenario] = [
    Scenario(
      "identity/stable", expect: .holds, summary: ".id(noteID): a new identity only for a new note",
      source: "seed 001 Part 5 (makeUIView called multiple times)"
    ) { NoteScreen(ids: nil) }
    .domain("noteID", [0, 1]),
    Scenario(
      "identity/new-id-every-render", expect: .violation("representable.stable-identity"),
      summary: ".id(fresh value) in body: a new identity on every render",
      source: "seed 001 Part 5 (makeUIView called multiple times)"
    ) { NoteScreen(ids: FreshIDs()) }
    .domain("noteID", [0, 1]),
  ]
}
