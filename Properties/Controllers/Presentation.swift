import BridgeModel

/// One presentation at a time per presenter.
public struct NoPresentWhilePresenting: Property {
  public nonisolated static let info = PropertyInfo(
    id: "presentation.no-present-while-presenting",
    claim:
      "present(_:animated:) is never called on a controller that already presents or while a presentation is in progress, and never with a controller that is already presented or on screen.",
    rationale:
      "UIKit ignores such a request with \"Attempt to present … which is already presenting …\" (N9) or \"… while a presentation is in progress\" (N11); the completion does not run by default, so code waiting for it never continues. Presenting the controller on itself, one another controller already presents, or one in the hierarchy (a window's root, a child) raises NSInvalidArgumentException (FIDELITY.md F-P4): a crash. A walk to the top controller that ends at the controller it is about to present (presenting again on every update) does the first.",
    symptom:
      "A tap that does nothing, a settings screen that never opens, completion handlers that never run; or a crash: \"Application tried to present modal view controller on itself\".",
    fix:
      "Guard presentation (seed 002's navigateGuarded), or present from the topmost presented controller once it has appeared; present a controller once, and make a new one for the next presentation.",
    sources: ["fidelity N9", "N11", "FIDELITY.md F-P4", "seed 002 §5 presentSettings"], severity: .wrongState)

  public nonisolated static let interests: EventInterest = .navigation

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    if case .uikitException(let exception) = event.kind, exception.kind == .invalidPresent {
      return Violation(
        Self.id, raised: exception, kind: "\(exception.name) from a present",
        subject: world.typeName(ofController: exception.subject))
    }
    guard case .controller(let presenter, .presentRequested(let presented, let outcome)) = event.kind else {
      return nil
    }
    let why: String
    let kind: String
    switch outcome {
    case .alreadyPresenting:
      why = ", which already presents another controller"
      kind = "present while presenting"
    case .presentationInProgress:
      why = " while a presentation was in progress"
      kind = "present during a transition"
    default: return nil
    }
    return Violation(
      Self.id,
      "\(world.displayName(ofController: presented)) was presented on \(world.displayName(ofController: presenter))\(why): UIKit ignored it.",
      kind: kind, subject: world.typeName(ofController: presented))
  }
}

/// No dismissal while a present or dismiss transition runs.
public struct NoDismissWhileTransitioning: Property {
  public nonisolated static let info = PropertyInfo(
    id: "presentation.no-dismiss-while-transitioning",
    claim: "dismiss(animated:) is never called while a presentation or dismissal is in progress.",
    rationale:
      "UIKit ignores it with \"Attempt to dismiss from view controller … while a presentation or dismiss is in progress!\" (N12); a dismiss that arrives later on a controller being dismissed is forwarded to its presenter and dismisses that too (N13).",
    symptom: "A close button that does nothing on a fast tap, or one that closes two screens.",
    fix:
      "Dismiss once, from one place (the coordinator or the SwiftUI binding, not both), and not before the presentation's completion.",
    sources: ["fidelity N12", "N13"], severity: .wrongState)

  public nonisolated static let interests: EventInterest = .navigation

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard case .controller(let subject, .dismissRequested(.transitionInProgress)) = event.kind else { return nil }
    return Violation(
      Self.id,
      "dismiss(animated:) on \(world.displayName(ofController: subject)) while a presentation or dismissal was in progress: UIKit ignored it.",
      kind: "dismiss during a transition", subject: world.typeName(ofController: subject))
  }
}

/// After settling, UIKit presents a SwiftUI sheet exactly when its binding says so.
public struct StateMatchesBinding: Property {
  public nonisolated static let info = PropertyInfo(
    id: "presentation.state-matches-binding",
    claim:
      "Once the world settles, a SwiftUI presentation (`.sheet`, `.fullScreenCover`, `.alert`, `.confirmationDialog`) is shown in UIKit exactly when its binding is true.",
    rationale:
      "SwiftUI presents and dismisses a sheet from its binding, and hears of a dismissal only from the binding or an interactive swipe (N15, N16). A controller dismissed directly with dismiss(animated:) leaves the binding true: the next `showPicker = true` is an equal write and changes nothing (S4), so the sheet cannot be shown again. Seed 001 Part 2: \"Don't call controller.dismiss(animated:) directly — let SwiftUI's @Environment(\\.dismiss) or the binding that controls presentation handle it.\"",
    symptom:
      "A button that stops opening its sheet after the first time; a sheet that reappears; state that says a picker is open when it is not.",
    fix:
      "Dismiss through SwiftUI: call the environment's dismiss action or set the binding to false; never dismiss the presented controller yourself. A system controller that dismisses itself (Safari's Done, a picker's choice) needs the binding set false in its delegate callback (knob uikitSheetDismissal). An alert refused over a sheet belongs on the sheet's content, or after the sheet has gone.",
    sources: [
      "fidelity N15", "N16", "S4", "F-SW5", "F-SW19", "seed 001 Part 2 When the Controller Presents Its Own UI",
    ],
    severity: .wrongState)

  public nonisolated static let interests: EventInterest = .settled
  public nonisolated static let settledNeeds = SettledNeeds.presentations

  public init(_ context: PropertyContext) {}

  public mutating func settled(_ world: World) -> Violation? {
    guard let mismatch = world.presentationMismatches.first else { return nil }
    let said = mismatch.binding ? "true" : "false"
    let shown = mismatch.binding ? "UIKit presents nothing" : "UIKit still presents it"
    let why =
      mismatch.refused
      ? "UIKit refused to present it over another presentation, and nothing resets the binding"
      : "the presentation was changed behind SwiftUI's back"
    return Violation(
      Self.id,
      "The binding of the \(mismatch.noun) in \(mismatch.view) is \(said), but \(shown): \(why).",
      kind: mismatch.binding ? "binding true, nothing presented" : "binding false, still presented",
      subject: mismatch.viewType)
  }

  public mutating func observe(_ event: Event, in world: World) -> Violation? { nil }
}

/// Presentations start from a controller that is on screen and staying there.
public struct PresenterInWindow: Property {
  public nonisolated static let info = PropertyInfo(
    id: "presentation.presenter-in-window",
    claim:
      "present(_:animated:) is called on a controller that is in a window, in the hierarchy, and not being dismissed.",
    rationale:
      "A controller whose view is not in a window cannot present: UIKit ignores the request with \"Attempt to present … whose view is not in the window hierarchy!\" (N10). One outside the view controller hierarchy logs \"Presenting view controller … from detached view controller … is not supported\" and may present with wrong insets or corrupt the root presentation (V15). One being dismissed is leaving the screen: what it presents goes with it when its dismissal ends, as the sheets above a dismissed one are torn down (N18, F-P1). Typical cause: a completion handler, network callback or delayed block that presents an alert on `self` after `self` was dismissed or popped.",
    symptom:
      "An error alert or confirmation that never shows, or flashes and vanishes with the screen that was closing.",
    fix:
      "Present from the controller that stays on screen (the presenter, in dismiss's completion, or the topmost presented controller), and check `viewIfLoaded?.window != nil` and `!isBeingDismissed` before presenting from a delayed callback.",
    sources: ["fidelity N10", "V15", "N18", "FIDELITY.md F-P1"], severity: .wrongState)

  public nonisolated static let interests: EventInterest = .navigation

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard case .controller(let caller, let fact) = event.kind else { return nil }
    switch fact {
    case .presentRequested(let presented, .notInWindow):
      return Violation(
        Self.id,
        "\(world.displayName(ofController: presented)) was presented on \(world.displayName(ofController: caller)), whose view is not in a window: UIKit ignored it.",
        kind: "present from a controller not in a window", subject: world.typeName(ofController: caller))
    case .presentFromUnsuitable(let presented, .beingDismissed):
      return Violation(
        Self.id,
        "\(world.displayName(ofController: presented)) was presented on \(world.displayName(ofController: caller)) while it was being dismissed.",
        kind: "present while being dismissed", subject: world.typeName(ofController: caller))
    case .presentFromUnsuitable(let presented, .detached):
      return Violation(
        Self.id,
        "\(world.displayName(ofController: presented)) was presented on \(world.displayName(ofController: caller)), a controller outside the view controller hierarchy (V15).",
        kind: "present from a detached controller", subject: world.typeName(ofController: caller))
    default: return nil
    }
  }
}
