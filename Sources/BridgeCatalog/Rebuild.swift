import BridgeCheck
import BridgeModel

/// A badge: a container view holding a label. Seed 001 Part 1 "Patch, don't
/// recreate": make builds the label once; update sets its text.
struct Badge: UIViewRepresentable {
  let text: String
  let rebuildsInUpdate: Bool

  func makeUIView(context: Context) -> UIView {
    let container = UIView()
    container.addSubview(UILabel())
    return container
  }

  func updateUIView(_ container: UIView, context: Context) {
    if rebuildsInUpdate {
      // ❌ "I'll rebuild the UIKit view every update" (seed 001 Part 6)
      for subview in container.subviews { subview.removeFromSuperview() }
      let label = UILabel()
      label.text = text
      container.addSubview(label)
    } else {
      (container.subviews.first as? UILabel)?.text = text
    }
  }
}

struct BadgeScreen: View {
  @State var count = 0
  let rebuilds: Bool
  var body: some View { Badge(text: "\(count) new", rebuildsInUpdate: rebuilds) }
}

/// A list container: make builds an empty stack; update adds a row for each new item.
struct RowList: UIViewRepresentable {
  let items: Int

  func makeUIView(context: Context) -> UIView { UIView() }

  func updateUIView(_ container: UIView, context: Context) {
    let wanted = max(items, 0)
    while container.subviews.count < wanted {
      let row = UILabel()
      row.text = "item \(container.subviews.count + 1)"
      container.addSubview(row)
    }
    while container.subviews.count > wanted { container.subviews.last?.removeFromSuperview() }
  }
}

struct RowListScreen: View {
  @State var items = 0
  var body: some View { RowList(items: items) }
}

/// A pager: make builds the frame; update shows the page for the current index, replacing the
/// page it made for the previous one.
struct Pager: UIViewRepresentable {
  let index: Int

  func makeUIView(context: Context) -> UIView { UIView() }

  func updateUIView(_ frame: UIView, context: Context) {
    guard (frame.subviews.first as? UILabel)?.text != "page \(index)" else { return }
    frame.subviews.first?.removeFromSuperview()
    let page = UILabel()
    page.text = "page \(index)"
    frame.addSubview(page)
  }
}

struct PagerScreen: View {
  @State var index = 0
  var body: some View { Pager(index: index) }
}

nonisolated enum RebuildScenarios {
  static func screen(_ name: String, expect: Expectation, summary: String, rebuilds: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "seed 001 Part 1 Lifecycle; Part 6 Anti-Patterns") {
      BadgeScreen(rebuilds: rebuilds)
    }
    .mirror(
      "count", of: { (screen: BadgeScreen) in "\(screen.count) new" },
      UILabel.self, "text", of: { $0.text ?? "" })
  }

  static let all: [Scenario] = [
    screen("rebuild/patches", expect: .holds, summary: "update sets the label made in make", rebuilds: false),
    screen(
      "rebuild/recreates-in-update", expect: .violation("representable.no-rebuild-in-update"),
      summary: "update throws the label away and makes a new one", rebuilds: true),
    Scenario(
      "rebuild/container-adds-rows", expect: .holds,
      summary: "a list container whose update adds a row for each new item and removes rows for gone ones",
      source: "seed 001 Part 1 Lifecycle (patch, don't recreate); issue 7 §4"
    ) { RowListScreen() },
    Scenario(
      "rebuild/pager-replaces-page", expect: .holds,
      summary: "a pager whose update replaces the page it made for the previous index with the page for the new one",
      source: "seed 001 Part 1 Lifecycle (patch, don't recreate); issue 7 §4"
    ) { PagerScreen() },
  ]
}
