import BridgeModel

/// A weak delegate or data source does not go nil under an on-screen UIKit object.
///
/// UIKit keeps delegates and data sources weakly ("The data source isn't retained"). One made
/// inline (`tableView.dataSource = ItemsSource(items)`, `sheet.presentationController?.delegate
/// = DismissHandler { … }`) or held only by a SwiftUI view value is released at once or at the
/// next update, and from then on every callback goes nowhere, silently.
public struct DelegateAlive: Property {
  public nonisolated static let info = PropertyInfo(
    id: "lifetime.delegate-alive",
    claim:
      "A weak delegate or data source set on a UIKit object is not released while that object is on screen.",
    rationale:
      "UIKit does not retain delegates and data sources: UITableView's dataSource and delegate are `weak var` and Apple documents \"The data source isn't retained\"; so are UITextField's, UIScrollView's, UISearchBar's, MKMapView's, UINavigationController's and a presentation controller's delegate. Whatever sets one must keep the object alive for as long as the UIKit object is on screen (a stored property of the view controller or the coordinator). An object made inline, or held only by a SwiftUI view value that the next body evaluation replaces, is released and the slot reads nil: UIKit sends its callbacks to nobody and raises no error. A view controller set as a delegate is not counted: its release is its screen closing.",
    symptom:
      "An empty table, a text field whose delegate methods never run, a sheet whose swipe-to-dismiss is never noticed (a child coordinator left behind): no crash, no log.",
    fix:
      "Keep the delegate or data source in a stored property of something that lives as long as the screen (the view controller or the representable's Coordinator), not in a local or in the SwiftUI view struct.",
    sources: [
      "Apple UITableView.dataSource (\"The data source isn't retained\")", "Apple UITableView.delegate",
      "Apple UIAdaptivePresentationControllerDelegate", "FIDELITY.md F-D1",
    ], severity: .wrongState)

  public nonisolated static let interests: EventInterest = .settled
  /// With no weak reference recorded, `lostWeakReferences` is empty.
  public nonisolated static let settledNeeds = SettledNeeds.weakReferences

  /// The references already reported: (owner, slot, step set).
  private var reported: [LostWeakReference] = []

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? { nil }

  public mutating func settled(_ world: World) -> Violation? {
    for lost in world.lostWeakReferences where !reported.contains(lost) {
      reported.append(lost)
      let owner =
        world.controller(lost.owner) != nil
        ? world.displayName(ofController: lost.owner) : world.typeName(of: lost.owner)
      return Violation(
        Self.id,
        "The \(lost.targetType) set as \(owner).\(lost.slot) was released while the \(owner) is on screen: UIKit kept it weakly and nothing else held it, so \(lost.slot) is now nil.",
        kind: "\(lost.slot) released while on screen", subject: lost.targetType)
    }
    return nil
  }
}
