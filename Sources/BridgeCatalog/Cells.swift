import BridgeCheck
import BridgeModel

// Seed 003 §6: "hosting controllers are expensive — reuse them"; fidelity §7 (H1–H7).

struct Item: Equatable {
  let id: Int
  var name: String { "item \(id)" }
}

/// Seed 003 §6's `ItemView`: a row with no state of its own.
struct ItemView: View {
  let item: Item
  var body: some View { Text(item.name) }
}

/// A row with state of its own: whether the user liked it.
struct LikeRow: View {
  let item: Item
  @State var liked = false
  var body: some View {
    VStack {
      Text(item.name)
      Button(liked ? "unlike" : "like") { liked.toggle() }
    }
  }
}

/// How a list puts SwiftUI into its cells.
nonisolated enum CellStyle: Sendable {
  /// Seed 003 §6 ✅ (iOS 16+): `cell.contentConfiguration = UIHostingConfiguration { ItemView(…) }`.
  case hostingConfiguration
  /// Seed 003 §6 ✅: one hosting controller per cell, its `rootView` reassigned.
  case reusedHostingController
  /// Seed 003 §6 ❌: a new hosting controller in every `cellForRowAt`.
  case hostingControllerPerCell
  /// A configuration whose rows have `@State`, without an explicit identity (H3).
  case statefulConfiguration
  /// The same rows identified by their item: `.id(item.id)` (H3's fix).
  case identifiedConfiguration
}

/// Seed 003 §6's reusable cell: one hosting controller, its root view reassigned.
final class SwiftUICell: UITableViewCell {
  private var hostingController: UIHostingController<ItemView>?

  func configure(with rootView: ItemView, parent: UIViewController) {
    if let hc = hostingController {
      hc.rootView = rootView  // Cheap — SwiftUI diffs the view tree
    } else {
      let hc = UIHostingController(rootView: rootView)
      hostingController = hc
      hc.view.backgroundColor = .clear
      parent.addChild(hc)
      hc.view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(hc.view)
      hc.didMove(toParent: parent)
    }
  }
}

/// A list of 30 items in a table, its cells made as `style` says.
final class ItemListViewController: UIViewController, UITableViewDataSource {
  let style: CellStyle
  let items = (0..<30).map { Item(id: $0) }
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

  init(style: CellStyle) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.accessibilityIdentifier = "table"
    tableView.register(
      style == .reusedHostingController ? SwiftUICell.self : UITableViewCell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    let item = items[indexPath.row]
    switch style {
    case .hostingConfiguration:
      cell.contentConfiguration = UIHostingConfiguration { ItemView(item: item) }
    case .statefulConfiguration:
      cell.contentConfiguration = UIHostingConfiguration { LikeRow(item: item) }
    case .identifiedConfiguration:
      cell.contentConfiguration = UIHostingConfiguration { LikeRow(item: item).id(item.id) }
    case .reusedHostingController:
      (cell as? SwiftUICell)?.configure(with: ItemView(item: item), parent: self)
    case .hostingControllerPerCell:
      let hc = UIHostingController(rootView: ItemView(item: item))
      addChild(hc)
      cell.contentView.addSubview(hc.view)
      hc.didMove(toParent: self)  // New pipeline per scroll — terrible performance
    }
    return cell
  }
}

nonisolated enum CellScenarios {
  static func list(_ name: String, expect: Expectation, summary: String, style: CellStyle, source: String)
    -> Scenario
  {
    Scenario(name, expect: expect, summary: summary, source: source) { world in
      world.window.rootViewController = ItemListViewController(style: style)
      return nil
    }
    .actions { $0.scrollOffsets = [0, 500, 1000, 2000] }
  }

  static let all: [Scenario] = [
    list(
      "cells/hosting-configuration", expect: .holds,
      summary: "UIHostingConfiguration in every cell: reused cells keep their hosting view",
      style: .hostingConfiguration,
      source: "seed 003 §6 UIHostingConfiguration; fidelity H2"),
    list(
      "cells/reused-hosting-controller", expect: .holds,
      summary: "one hosting controller per cell, its rootView reassigned on reuse", style: .reusedHostingController,
      source: "seed 003 §6 SwiftUICell"),
    list(
      "cells/hosting-controller-per-cell", expect: .violation("hosting.reuse-in-cells"),
      summary: "a new hosting controller in every cellForRowAt: they pile up as cells are reused",
      style: .hostingControllerPerCell, source: "seed 003 §6 ❌ New hosting controller per cell"),
    list(
      "cells/configuration-keeps-state", expect: .violation("hosting.reuse-in-cells"),
      summary: "rows with @State in UIHostingConfiguration: a reused cell shows the last item's state",
      style: .statefulConfiguration, source: "fidelity H3"),
    list(
      "cells/configuration-identified", expect: .holds,
      summary: "the same rows with .id(item.id): each item gets its own identity and state",
      style: .identifiedConfiguration, source: "fidelity H3"),
  ]
}
