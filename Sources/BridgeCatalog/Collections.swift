import BridgeCheck
import BridgeModel

// A collection view with a diffable data source and UIHostingConfiguration cells (issue 9 §1.6;
// fidelity H2, H3; FIDELITY.md F-DF1, F-DF2).

/// How the collection screen builds its list.
nonisolated enum DiffableStyle: Sendable {
  /// ✅ Keeps the data source; each row is identified by its item: `.id(item.id)` (H3's fix).
  case identifiedRows
  /// ❌ Keeps the data source, but the rows' `@State` carries over to the next item a reused
  /// cell shows (H3).
  case statefulRows
  /// ❌ `let dataSource = UICollectionViewDiffableDataSource(…)` in viewDidLoad: the collection
  /// view keeps its data source weakly (F-DF1), so the list is empty once viewDidLoad returns.
  case sourceNotKept
}

/// A list of 30 items in a collection view: a diffable data source, a cell registration, and a
/// `UIHostingConfiguration` of `LikeRow` in every list cell.
final class LikedItemsViewController: UIViewController {
  let style: DiffableStyle
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    collectionViewLayout: UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>?

  init(style: DiffableStyle) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.accessibilityIdentifier = "collection"
    view.addSubview(collectionView)
    let identified = style != .statefulRows
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, id in
      let item = Item(id: id)
      if identified {
        cell.contentConfiguration = UIHostingConfiguration { LikeRow(item: item).id(item.id) }
      } else {
        cell.contentConfiguration = UIHostingConfiguration { LikeRow(item: item) }
      }
    }
    let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
    }
    if style != .sourceNotKept { dataSource = source }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<30))
    source.apply(snapshot, animatingDifferences: false)
  }
}

nonisolated enum CollectionScenarios {
  static func list(_ name: String, expect: Expectation, summary: String, style: DiffableStyle) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "fidelity H2, H3; FIDELITY.md F-DF1, F-DF2") { world in
      world.window.rootViewController = LikedItemsViewController(style: style)
      return nil
    }
    .actions { $0.scrollOffsets = [0, 500, 1000, 2000] }
  }

  static let all: [Scenario] = [
    list(
      "collection/diffable-identified-rows", expect: .holds,
      summary:
        "a diffable collection of UIHostingConfiguration rows with .id(item.id), its data source kept by the screen",
      style: .identifiedRows),
    list(
      "collection/diffable-rows-keep-state", expect: .violation("hosting.reuse-in-cells"),
      summary: "the same rows without .id: a liked row's @State shows on the item its reused cell shows next",
      style: .statefulRows),
    list(
      "collection/diffable-source-not-kept", expect: .violation("lifetime.delegate-alive"),
      summary: "let dataSource = UICollectionViewDiffableDataSource(…) in viewDidLoad: the collection keeps it weakly",
      style: .sourceNotKept),
  ]
}
