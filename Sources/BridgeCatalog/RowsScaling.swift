import BridgeCheck
import BridgeModel

// MARK: - issue 10: a screen of N rows, for `bench` only (never in the catalog)

/// A row that owns its text: a guarded text field bound to the row's own `@State`.
struct OwnTextRow: View {
  @State var text = ""

  var body: some View { GuardedTextField(text: $text) }
}

/// N rows in a stack, each owning its state: a keystroke changes one row's state.
struct OwnStateRowsScreen: View {
  let rows: Int

  var body: some View {
    VStack {
      ForEach(0..<rows) { _ in OwnTextRow() }
    }
  }
}

/// N rows in a stack, their strings in one `@State` array, each field bound as `$texts[i]`:
/// a keystroke changes the array, which every row reads.
struct ArrayStateRowsScreen: View {
  @State var texts: [String]

  init(rows: Int) { _texts = State(wrappedValue: Array(repeating: "", count: rows)) }

  var body: some View {
    VStack {
      ForEach(0..<texts.count) { index in GuardedTextField(text: $texts[index]) }
    }
  }
}

/// The scaling benchmark of issue 10: a screen of `rows` guarded text fields (seed 003 §2's
/// `GuardedTextField`), each owning its `@State` (`own`) or bound into one `@State` array
/// (`array`). Named `rows/own-N` and `rows/array-N`; `bridgecheck bench --scenario rows/own-100`
/// builds it (`Benchmarks/rows-scaling.sh`). It holds: the fields are guarded.
nonisolated public enum RowsScaling {
  /// The forms of the screen.
  public static let forms = ["own", "array"]

  /// The screen named `rows/FORM-N` (N ≥ 1), or nil.
  public static func scenario(named name: String) -> Scenario? {
    guard name.hasPrefix("rows/") else { return nil }
    let parts = name.dropFirst("rows/".count).split(separator: "-", maxSplits: 1).map(String.init)
    guard parts.count == 2, forms.contains(parts[0]), let rows = Int(parts[1]), rows >= 1 else { return nil }
    return scenario(rows: rows, form: parts[0])
  }

  /// The screen of `rows` rows in `form` (`own` or `array`).
  public static func scenario(rows: Int, form: String) -> Scenario {
    let name = "rows/\(form)-\(rows)"
    if form == "array" {
      return Scenario(
        name, expect: .holds, summary: "\(rows) guarded UITextFields bound as $texts[i] into one @State array",
        source: "issue 10, scaling benchmark"
      ) { ArrayStateRowsScreen(rows: rows) }
    }
    return Scenario(
      name, expect: .holds, summary: "\(rows) rows, each a guarded UITextField bound to its own @State",
      source: "issue 10, scaling benchmark"
    ) { OwnStateRowsScreen(rows: rows) }
  }
}
