import BridgeModel

/// The built-in properties, in priority order (the first breaks ties).
nonisolated public enum Properties {
  /// Every representable property (and the UIKit ones a representable's code can break too).
  public static let representable: [any Property.Type] = [
    LifecycleOrder.self,
    NoStateWriteDuringUpdate.self,
    NoInfiniteUpdateLoop.self,
    Settles.self,
    UpdateIsIdempotent.self,
    NoRebuildInUpdate.self,
    DismantleCleansUp.self,
    LayoutOwnedBySwiftUI.self,
    StableIdentity.self,
    ViewMatchesState.self,
    DelegateAlive.self,
  ]

  /// Every controller, navigation, presentation and coordinator property.
  public static let controllers: [any Property.Type] = [
    NoDoublePush.self,
    NoNavigationInUpdate.self,
    NoPresentWhilePresenting.self,
    NoDismissWhileTransitioning.self,
    PresenterInWindow.self,
    StateMatchesBinding.self,
    RetainedWhileVisible.self,
    ReuseInCells.self,
    UpdatesMatchDataSource.self,
    AddChildBeforeAddSubview.self,
    DidMoveAfterAdd.self,
    RemoveSequence.self,
    AppearanceBalanced.self,
    AppearanceWorkStops.self,
    NoLeakedChildren.self,
    ReleasedAfterDismissal.self,
  ]

  /// Every built-in property.
  public static let all: [any Property.Type] = representable + controllers

  /// The property with this id.
  public static func named(_ id: PropertyID) -> (any Property.Type)? {
    all.first { $0.info.id == id }
  }

  /// The documentation of the property with this id (a monitored one, or one of
  /// `ProcessProperties`, which a campaign checks from outside the process).
  public static func info(_ id: PropertyID) -> PropertyInfo? {
    all.first { $0.info.id == id }?.info ?? ProcessProperties.all.first { $0.id == id }
  }

  /// The ids of every built-in property, in priority order.
  public static var ids: [PropertyID] { all.map { $0.info.id } }
}
