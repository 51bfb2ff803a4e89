import BridgeModel

/// An update that finds the UIKit view already showing the state leaves it exactly as it was.
///
/// updateUIView runs for any change to the representable (L5, L6), often when
/// the property it sets has not changed. A setter with side effects called
/// with the value the view already has — `text =` moves the caret to the end,
/// `setRegion` restarts the region animation and fires its callbacks — turns
/// every unrelated update into a visible glitch or a callback storm.
public struct UpdateIsIdempotent: Property {
  public nonisolated static let info = PropertyInfo(
    id: "representable.update-is-idempotent",
    claim: "An update that finds the UIKit view already showing the state leaves it exactly as it was.",
    rationale:
      "SwiftUI calls updateUIView for any change that affects the representable (L5, L6), and after the user's own edit has already put the value in the view. A setter with side effects called with the value the view already has moves the caret, restarts animations and fires delegate callbacks (C2, C4, C9; FIDELITY.md F-C1b, F-C9b).",
    symptom:
      "The caret jumps to the end while typing in the middle; a map re-animates to where it is; delegate callbacks fire on every keystroke.",
    fix: "Compare before you set: if uiView.text != text { uiView.text = text }.",
    sources: ["fidelity L5", "L6", "C2", "C4", "C9", "seed 001 Part 1 Lifecycle (guard)", "seed 003 §2 Pattern 1"],
    severity: .misuse)

  public nonisolated static let interests: EventInterest = [.lifecycle, .setters, .settled]
  public nonisolated static var settledNeeds: SettledNeeds { .ownEvents }

  private var updates = UpdateTracker()
  /// A redundant setter that moved the caret, held until the world settles: the same update
  /// may put the caret back where it was (saving and restoring the selection around the
  /// setter), which leaves the view as it was (F-C1c).
  private var caretMove: (object: ObjectID, node: NodeID, turn: Int32, violation: Violation)?

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    updates.note(event)
    guard case .setter(let object, let property, _, let redundant, let effects, let callback) = event.kind else {
      return nil
    }
    if effects.contains(.restoredCaret) {
      // Put back by the update that moved it: in that update's turn, inside it.
      if let held = caretMove, held.object == object, held.turn == event.turn, event.updateFrame?.node == held.node {
        caretMove = nil
      }
      return nil
    }
    guard redundant, !effects.isEmpty, let node = updates.laterUpdate(around: event) else { return nil }
    let sideEffect = effects.description(callback: callback)
    let violation = Violation(
      Self.id,
      "updateUIView of \(world.name(of: node)) set \(world.displayName(of: object)).\(property) to the value it already had, which \(sideEffect).",
      kind: "redundant \(world.typeName(of: object)).\(property)", subject: world.typeName(ofNode: node))
    guard effects.contains(.movedCaret), caretMove == nil else { return violation }
    caretMove = (object, node, event.turn, violation)
    return nil
  }

  /// A caret move still held when the world settles was not undone.
  public mutating func settled(_ world: World) -> Violation? {
    defer { caretMove = nil }
    return caretMove?.violation
  }
}
