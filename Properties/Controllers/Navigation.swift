import BridgeModel

/// One push per intent: no instance twice, none while a transition runs.
public struct NoDoublePush: Property {
  public nonisolated static let info = PropertyInfo(
    id: "navigation.no-double-push",
    claim: "The same controller is never pushed twice, and no push starts while another push is still running.",
    rationale:
      "Pushing an instance already on the stack raises NSInvalidArgumentException (N1). A push during a transition is queued until it ends (N3), so a double tap pushes two screens, or the same one twice, which crashes at the end of the first transition; older iOS corrupted the navigation bar (N4). Seed 002 guards with navigateGuarded for this reason.",
    symptom: "Two detail screens stacked after a quick double tap, a back button that needs two presses, or a crash.",
    fix:
      "Guard the action (seed 002's navigateGuarded) for at least the transition's length, or ignore taps while navigationController.transitionCoordinator is non-nil.",
    sources: ["fidelity N1", "N3", "N4", "seed 002 §1 navigateGuarded"], severity: .wrongState)

  public nonisolated static let interests: EventInterest = .navigation

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    switch event.kind {
    case .uikitException(let exception) where exception.kind == .invalidPush:
      return Violation(
        Self.id, raised: exception, kind: "\(exception.name) from a push",
        subject: world.typeName(ofController: exception.subject))
    case .controller(let navigation, .pushRequested(let pushed, let during, let already)):
      let why: String
      let kind: String
      if already {
        why = "while already on its stack"
        kind = "push of a controller on the stack"
      } else if during == .push {
        why = "while its previous push was still running: a second screen for one intent"
        kind = "push during a push"
      } else if during == .pop, world.profile.navOverlapPolicy == .legacyCorrupt {
        why = "during a pop: a nested transition corrupts the bar (N4)"
        kind = "push during a pop"
      } else {
        return nil
      }
      return Violation(
        Self.id,
        "\(world.displayName(ofController: pushed)) was pushed onto \(world.displayName(ofController: navigation)) \(why).",
        kind: kind, subject: world.typeName(ofController: pushed))
    default: return nil
    }
  }
}

/// Navigation is never a side effect of SwiftUI updating a representable.
public struct NoNavigationInUpdate: Property {
  public nonisolated static let info = PropertyInfo(
    id: "navigation.no-navigation-in-update",
    claim: "No push, pop, present or dismiss runs inside makeUIViewController, updateUIViewController or a body.",
    rationale:
      "update runs on every state change that affects the representable (L5, L6), so navigation there repeats with unrelated changes; seed 003 §3: \"Never push view controllers or present modals inside updateUIViewController.\" Navigation belongs to explicit user intent, through the coordinator.",
    symptom: "Screens pushed again on every keystroke or state change; modals that reappear after being closed.",
    fix:
      "Trigger navigation from a user action (a button's closure, a delegate callback) and keep update to configuring the controller.",
    sources: ["fidelity L5", "L6", "seed 003 §3 Key nuance"], severity: .wrongState)

  public nonisolated static let interests: EventInterest = .navigation

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard event.isInsideUpdate, case .controller(let subject, let fact) = event.kind else { return nil }
    let verb: String
    switch fact {
    case .pushRequested: verb = "pushViewController"
    case .popRequested: verb = "a pop"
    case .presentRequested: verb = "present"
    case .dismissRequested: verb = "dismiss"
    default: return nil
    }
    let inside = event.updateFrame.map { world.callName($0.kind, of: $0.node) } ?? "an update"
    return Violation(
      Self.id, "\(verb) on \(world.displayName(ofController: subject)) ran \(world.whereabouts(of: event)).",
      kind: "\(verb) inside \(inside)", subject: event.updateFrame.map { world.typeName(ofNode: $0.node) } ?? "")
  }
}
