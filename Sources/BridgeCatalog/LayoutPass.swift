import BridgeCheck
import BridgeModel

// UIKit's layout pass (F-L1, F-L3): a tag view lays its chips out in layoutSubviews and reports
// the rows it needed through a binding, for a caption SwiftUI shows. Reported from UIKit's own
// layout pass, after SwiftUI's update, the write is an ordinary state change. Forced with
// layoutIfNeeded() inside updateUIView "to report at once", layoutSubviews runs inside the
// update, and the write is one SwiftUI rejects (S2).

/// Chips, one row per tag; says how many rows it laid out.
final class TagsView: UIView {
  var count = 1 {
    didSet { if count != oldValue { setNeedsLayout() } }
  }
  var onRows: ((Int) -> Void)?

  override func layoutSubviews() {
    super.layoutSubviews()
    onRows?(max(1, count))
  }
}

struct TagsField: UIViewRepresentable {
  let count: Int
  @Binding var rows: Int
  /// Whether updateUIView forces the layout to report the rows at once.
  let forcesLayout: Bool

  func makeUIView(context: Context) -> TagsView { TagsView() }

  func updateUIView(_ view: TagsView, context: Context) {
    let rows = $rows
    view.onRows = { measured in
      if rows.wrappedValue != measured { rows.wrappedValue = measured }
    }
    view.count = count
    if forcesLayout { view.layoutIfNeeded() }
  }
}

struct TagsScreen: View {
  @State var count = 1
  @State var rows = 1
  let forcesLayout: Bool

  var body: some View {
    TagsField(count: count, rows: $rows, forcesLayout: forcesLayout)
    Text("\(rows) rows")
    Button("add tag") { count += 1 }
    Button("clear") { count = 1 }
  }
}

nonisolated enum LayoutPassScenarios {
  static func tags(_ name: String, expect: Expectation, summary: String, forcesLayout: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "FIDELITY.md F-L1, F-L3; fidelity S2") {
      TagsScreen(forcesLayout: forcesLayout)
    }
    .drivenByUI("rows")
  }

  static let all: [Scenario] = [
    tags(
      "layout-pass/reports-from-layout", expect: .holds,
      summary: "layoutSubviews reports the rows it laid out through a binding, in UIKit's layout pass after the update",
      forcesLayout: false),
    tags(
      "layout-pass/reports-in-forced-layout", expect: .violation("representable.no-state-write-during-update"),
      summary: "updateUIView forces layoutIfNeeded(): layoutSubviews writes the binding inside SwiftUI's update",
      forcesLayout: true),
  ]
}
