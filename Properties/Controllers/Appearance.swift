import BridgeModel

/// Appearance callbacks alternate as V9–V13 allow, and only UIKit calls them.
public struct AppearanceBalanced: Property {
  public nonisolated static let info = PropertyInfo(
    id: "appearance.balanced",
    claim: "Appearance callbacks alternate (will → did, appear ↔ disappear) and are never called directly.",
    rationale:
      "UIKit runs an appearance state machine per controller (V9, V12): calling viewWillAppear and friends directly is unsupported and logs UIViewControllerAlertForAppearanceCallbackMisuse (V11); unpaired begin/endAppearanceTransition logs \"Unbalanced calls\" (V12). A container that forwards by hand must use begin/end (V14).",
    symptom: "viewDidAppear twice or never, analytics counting screens twice, timers started and never stopped.",
    fix:
      "Let UIKit forward appearance (containment), or override shouldAutomaticallyForwardAppearanceMethods and call beginAppearanceTransition/endAppearanceTransition in pairs.",
    sources: ["fidelity V9", "V11", "V12", "V13", "V14"], severity: .misuse)

  public nonisolated static let interests: EventInterest = .appearanceMisuse

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard case .controller(let subject, let fact) = event.kind else { return nil }
    switch fact {
    case .appearance(let callback, direct: true):
      return Violation(
        Self.id,
        "User code called \(world.displayName(ofController: subject)).\(callback.name) directly; only UIKit may call it.",
        kind: "direct call of \(callback.name)", subject: world.typeName(ofController: subject))
    case .unbalancedAppearance:
      return Violation(
        Self.id,
        "Unbalanced calls to begin/end appearance transitions for \(world.displayName(ofController: subject)).",
        kind: "unbalanced begin/end", subject: world.typeName(ofController: subject))
    default: return nil
    }
  }
}
