/// Where a collection view's items go. The model keeps what a layout is given and lays every
/// item in a row of its own, as high as `itemHeight` says: which cells are on screen, asked for
/// and reused follows from that; their columns and sizes do not.
open class UICollectionViewLayout {
  nonisolated deinit {}

  public init() {}

  /// The height of an item's row in the model.
  var itemHeight: CGFloat { 100 }

  open func invalidateLayout() {}
}

/// A grid of items of `itemSize` (storage only; the model gives each item a row).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  nonisolated deinit {}

  public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
  /// UIKit's default is 50 by 50 points.
  @exclusivity(unchecked) open var itemSize = CGSize(width: 50, height: 50)
  @exclusivity(unchecked) open var estimatedItemSize = CGSize.zero
  @exclusivity(unchecked) open var minimumLineSpacing: CGFloat = 10
  @exclusivity(unchecked) open var minimumInteritemSpacing: CGFloat = 10
  @exclusivity(unchecked) open var sectionInset = UIEdgeInsets.zero
  @exclusivity(unchecked) open var scrollDirection = ScrollDirection.vertical
  @exclusivity(unchecked) open var headerReferenceSize = CGSize.zero
  @exclusivity(unchecked) open var footerReferenceSize = CGSize.zero
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  override var itemHeight: CGFloat { itemSize.height > 0 ? itemSize.height + minimumLineSpacing : 100 }
}

/// A layout of sections, groups and items (iOS 13), kept as given.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  nonisolated deinit {}

  public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
  @exclusivity(unchecked) private var section: NSCollectionLayoutSection?
  @exclusivity(unchecked) private var sectionProvider: SectionProvider?

  public init(section: NSCollectionLayoutSection) {
    self.section = section
    super.init()
  }

  public init(sectionProvider: @escaping SectionProvider) {
    self.sectionProvider = sectionProvider
    super.init()
  }

  /// A list of rows (iOS 14).
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let item = NSCollectionLayoutItem(layoutSize: size)
    return UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item])))
  }

  /// The first section's item height when it is absolute or estimated; else 100.
  override var itemHeight: CGFloat {
    switch section?.group.subitems.first?.layoutSize.heightDimension.kind {
    case .absolute(let points), .estimated(let points): points
    default: 100
    }
  }
}

/// What a section provider is told about the space it lays out in (storage only).
@MainActor public protocol NSCollectionLayoutEnvironment {
  var traitCollection: UITraitCollection { get }
}

/// A list layout's look (storage only).
public struct UICollectionLayoutListConfiguration {
  public enum Appearance: Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
  public var appearance: Appearance
  public var showsSeparators = true
  public var backgroundColor: UIColor?
  public init(appearance: Appearance) { self.appearance = appearance }
}

/// A length in a compositional layout.
public struct NSCollectionLayoutDimension: Sendable {
  enum Kind: Sendable {
    case fractionalWidth(CGFloat)
    case fractionalHeight(CGFloat)
    case absolute(CGFloat)
    case estimated(CGFloat)
  }
  let kind: Kind
  public static func fractionalWidth(_ fraction: CGFloat) -> Self { Self(kind: .fractionalWidth(fraction)) }
  public static func fractionalHeight(_ fraction: CGFloat) -> Self { Self(kind: .fractionalHeight(fraction)) }
  public static func absolute(_ points: CGFloat) -> Self { Self(kind: .absolute(points)) }
  public static func estimated(_ points: CGFloat) -> Self { Self(kind: .estimated(points)) }
}

public struct NSCollectionLayoutSize: Sendable {
  public let widthDimension: NSCollectionLayoutDimension
  public let heightDimension: NSCollectionLayoutDimension
  public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }
}

/// Insets that follow the reading direction (storage only).
nonisolated public struct NSDirectionalEdgeInsets: Sendable, Equatable {
  public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

/// An item of a compositional layout (storage only).
open class NSCollectionLayoutItem {
  nonisolated deinit {}
  public let layoutSize: NSCollectionLayoutSize
  @exclusivity(unchecked) open var contentInsets = NSDirectionalEdgeInsets.zero
  public init(layoutSize: NSCollectionLayoutSize) { self.layoutSize = layoutSize }
}

/// A row or column of items (storage only).
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  nonisolated deinit {}
  public let subitems: [NSCollectionLayoutItem]
  @exclusivity(unchecked) public var interItemSpacing: NSCollectionLayoutSpacing?

  init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) {
    self.subitems = subitems
    super.init(layoutSize: layoutSize)
  }

  public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
  }
  public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
    -> NSCollectionLayoutGroup
  {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
  }
  public static func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: count))
  }
  public static func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: count))
  }
}

/// Space between a group's items (storage only).
public struct NSCollectionLayoutSpacing: Sendable {
  let points: CGFloat
  public static func fixed(_ points: CGFloat) -> Self { Self(points: points) }
  public static func flexible(_ points: CGFloat) -> Self { Self(points: points) }
}

/// A section of a compositional layout (storage only).
open class NSCollectionLayoutSection {
  nonisolated deinit {}
  public enum OrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
  }
  public let group: NSCollectionLayoutGroup
  @exclusivity(unchecked) open var contentInsets = NSDirectionalEdgeInsets.zero
  @exclusivity(unchecked) open var interGroupSpacing: CGFloat = 0
  @exclusivity(unchecked) open var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
  public init(group: NSCollectionLayoutGroup) { self.group = group }

  /// A section laid out as a list (iOS 14).
  public static func list(
    using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    return NSCollectionLayoutSection(
      group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
  }
}
