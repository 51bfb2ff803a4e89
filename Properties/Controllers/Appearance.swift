import BridgeModel

/// Appearance callbacks alternate as V9–V13 allow, and only UIKit calls them.
public struct AppearanceBalanced: Property {
  public nonisolated static let info = PropertyInfo(
    id: "appearance.balanced",
    claim:
      "Appearance callbacks alternate (will → did, appear ↔ disappear), are never called directly, and every override calls its own super.",
    rationale:
      "UIKit runs an appearance state machine per controller (V9, V12): calling viewWillAppear and friends directly is unsupported and logs UIViewControllerAlertForAppearanceCallbackMisuse (V11); unpaired begin/endAppearanceTransition logs \"Unbalanced calls\" (V12). A container that forwards by hand must use begin/end (V14). Apple, on each appearance callback: \"If you override this method, you must call super at some point in your implementation.\" An override that calls another callback's super (super.viewWillAppear inside viewWillDisappear) or none skips UIKit's own work for it — for a UIHostingController, SwiftUI's onAppear and onDisappear (F-A1).",
    symptom: "viewDidAppear twice or never, analytics counting screens twice, timers started and never stopped.",
    fix:
      "Call super with the same callback in every override (super.viewWillDisappear(animated) in viewWillDisappear); let UIKit forward appearance (containment), or override shouldAutomaticallyForwardAppearanceMethods and call beginAppearanceTransition/endAppearanceTransition in pairs.",
    sources: ["fidelity V9", "V11", "V12", "V13", "V14", "FIDELITY.md F-A1"], severity: .misuse)

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
    case .appearanceOverrideMissedSuper(let callback, let called):
      let what = called.map { "calls super.\($0.name) instead of super.\(callback.name)" } ?? "does not call super"
      return Violation(
        Self.id,
        "The override of \(callback.name) in \(world.displayName(ofController: subject)) \(what): UIKit's own appearance work for that callback does not run.",
        kind: called.map { "\(callback.name) calls super.\($0.name)" } ?? "\(callback.name) without super",
        subject: world.typeName(ofController: subject))
    case .unbalancedAppearance:
      return Violation(
        Self.id,
        "Unbalanced calls to begin/end appearance transitions for \(world.displayName(ofController: subject)).",
        kind: "unbalanced begin/end", subject: world.typeName(ofController: subject))
    default: return nil
    }
  }
}

/// Work a view controller starts when it appears stops when it disappears, and is not started
/// twice.
///
/// Timers, notification observers and blocks that re-arm themselves, started in viewWillAppear,
/// viewIsAppearing or viewDidAppear (or by work those started), belong to that appearance. A
/// push over the controller or a full-screen presentation makes it disappear (V9): whatever
/// it started must stop then, and the next appearance must not start a second copy.
public struct AppearanceWorkStops: Property {
  public nonisolated static let info = PropertyInfo(
    id: "appearance.work-stops-when-hidden",
    claim:
      "Work a view controller starts when it appears is stopped when it disappears, and is not started again while it runs.",
    rationale:
      "UIKit calls viewWillDisappear and viewDidDisappear when a controller's view leaves the screen — popped, dismissed, or covered by a push or a full-screen presentation (V9, F-P1) — and viewWillAppear/viewDidAppear again when it comes back. Timers and observers keep running until they are invalidated or removed, and hold what their closures capture. Work started on appear and stopped only in deinit runs for every covered screen; started on every appearance and never stopped, it runs twice after the second.",
    symptom:
      "Polling, animations and location updates that run while another screen is on top; duplicated notifications and timers after going back and forth; battery drain; screens that never deallocate.",
    fix:
      "Pair every start with a stop: start in viewWillAppear or viewDidAppear, stop in viewWillDisappear or viewDidDisappear (invalidate the timer, remove the observer, stop re-arming the block).",
    sources: ["fidelity V9", "FIDELITY.md F-P1", "FIDELITY.md F-A2", "seed 003 §3 Cleanup"], severity: .leak)

  public nonisolated static let interests: EventInterest = [.registrations, .settled]
  public nonisolated static let settledNeeds = SettledNeeds.appearanceWork

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard case .registered(let id) = event.kind else { return nil }
    let (owner, cycle) = world.appearanceOwner(of: id)
    guard !owner.isNone else { return nil }
    for other in world.liveAppearanceWork(of: owner) where other != id {
      guard world.appearanceOwner(of: other).cycle < cycle, world.describe(other) == world.describe(id) else {
        continue
      }
      return Violation(
        Self.id,
        "\(world.displayName(ofController: owner)) started a \(world.describe(id)) again on its next appearance while the first one still runs.",
        kind: "\(world.kindName(of: id)) started again on appearance", subject: world.typeName(ofController: owner))
    }
    return nil
  }

  public mutating func settled(_ world: World) -> Violation? {
    // Gone, or disappeared (viewDidDisappear ran): work it started should have stopped.
    let isOffScreen = { (owner: ObjectID) in world.controller(owner)?.isDisappeared != false }
    if let running = world.firstLiveAppearanceWork(where: isOffScreen) {
      let owner = world.appearanceOwner(of: running).controller
      return Violation(
        Self.id,
        "\(world.displayName(ofController: owner)) is no longer on screen, but the \(world.describe(running)) it started when it appeared still runs.",
        kind: "\(world.kindName(of: running)) running after disappear", subject: world.typeName(ofController: owner))
    }
    if let owner = world.firstRearmedOffScreen(where: isOffScreen) {
      return Violation(
        Self.id,
        "\(world.displayName(ofController: owner)) is no longer on screen, but a block it started when it appeared ran again and re-armed itself with asyncAfter.",
        kind: "repeating asyncAfter running after disappear", subject: world.typeName(ofController: owner))
    }
    return nil
  }

}
