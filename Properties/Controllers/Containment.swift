import BridgeModel

/// A child controller is added with `addChild` before its view goes under the parent's view.
///
/// Seed 003 §1: the three steps are addChild, addSubview, didMove(toParent:). A view added
/// without addChild gets no appearance callbacks, traits or environment (V14, V16); one added
/// under a controller that is not its parent raises UIViewControllerHierarchyInconsistency (V5–V7).
public struct AddChildBeforeAddSubview: Property {
  public nonisolated static let info = PropertyInfo(
    id: "containment.add-child-before-add-subview",
    claim:
      "A view controller's view goes under another controller's view only after that controller called addChild on it.",
    rationale:
      "UIKit forwards appearance, trait changes and rotation only to child view controllers (V14); a view added without addChild is detached and gets none of them (V16, seed 003 §1). Adding a child's view under a controller that is not its parent raises UIViewControllerHierarchyInconsistency (V5–V7).",
    symptom:
      "onAppear and viewWillAppear never run, dark mode and size classes do not reach the SwiftUI content, or a crash with UIViewControllerHierarchyInconsistency.",
    fix:
      "Call parent.addChild(child) first, then parent.view.addSubview(child.view), then child.didMove(toParent: parent).",
    sources: ["fidelity V5", "V6", "V7", "V14", "V16", "seed 003 §1"], severity: .misuse)

  public nonisolated static let interests: EventInterest = [.containment, .settled]
  public nonisolated static let settledNeeds = SettledNeeds.ownEvents

  /// Controllers whose views were added without containment, judged once the world settles
  /// (a controller already gone is `hosting.retained-while-visible`'s to report).
  private var detached: [(controller: ObjectID, owner: ObjectID)] = []

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    switch event.kind {
    case .uikitException(let exception) where exception.kind == .hierarchyInconsistency:
      return Violation(
        Self.id, raised: exception, kind: exception.name, subject: world.typeName(ofController: exception.subject))
    case .controller(let subject, .viewAdded(let owner, _, .detached)) where !owner.isNone:
      detached.append((subject, owner))
    default: break
    }
    return nil
  }

  public mutating func settled(_ world: World) -> Violation? {
    guard !detached.isEmpty else { return nil }
    defer { detached.removeAll() }
    for (controller, owner) in detached where world.isAlive(controller) {
      return Violation(
        Self.id,
        "The view of \(world.displayName(ofController: controller)) was added under the view of \(world.displayName(ofController: owner)) without addChild: it is not a child, so UIKit sends it no appearance callbacks or trait changes.",
        kind: "view added without addChild", subject: world.typeName(ofController: controller))
    }
    return nil
  }
}

/// Every `addChild` is completed by `didMove(toParent:)` (V3).
public struct DidMoveAfterAdd: Property {
  public nonisolated static let info = PropertyInfo(
    id: "containment.did-move-after-add",
    claim: "Every addChild is followed by didMove(toParent:) on the child once the view is in place.",
    rationale:
      "addChild calls willMove(toParent:) but never didMove (V1, V3); the container must call it when the transition completes. Code that waits for it (Introspect, child controllers finishing their setup) never runs otherwise (V8); seed 003 §1 lists it as step 3.",
    symptom:
      "Child controllers that never finish setting up; containment warnings; libraries that hook didMove(toParent:) do nothing.",
    fix: "Call child.didMove(toParent: self) right after adding the child's view (or in the transition's completion).",
    sources: ["fidelity V1", "V3", "V8", "seed 003 §1"], severity: .misuse)

  public nonisolated static let interests: EventInterest = [.containment, .settled]
  public nonisolated static let settledNeeds = SettledNeeds.ownEvents

  private var awaiting: [(child: ObjectID, parent: ObjectID)] = []

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard case .controller(let subject, let fact) = event.kind else { return nil }
    switch fact {
    case .addChild(let parent): awaiting.append((subject, parent))
    case .didMove(let parent) where !parent.isNone: remove(subject, parent)
    case .removeFromParent(let parent, _, _): remove(subject, parent)
    default: break
    }
    return nil
  }

  private mutating func remove(_ child: ObjectID, _ parent: ObjectID) {
    var index = 0
    while index < awaiting.count {
      if awaiting[index].child == child && awaiting[index].parent == parent {
        awaiting.remove(at: index)
      } else {
        index += 1
      }
    }
  }

  public mutating func settled(_ world: World) -> Violation? {
    for (child, parent) in awaiting where world.isAlive(child) && world.isAlive(parent) {
      return Violation(
        Self.id,
        "\(world.displayName(ofController: parent)).addChild(\(world.displayName(ofController: child))) was never followed by didMove(toParent:).",
        kind: "addChild without didMove", subject: world.typeName(ofController: child))
    }
    return nil
  }
}

/// A child leaves in the order V4 gives: willMove(toParent: nil), removeFromSuperview, removeFromParent.
public struct RemoveSequence: Property {
  public nonisolated static let info = PropertyInfo(
    id: "containment.remove-sequence",
    claim:
      "A child controller is removed with willMove(toParent: nil), then view.removeFromSuperview(), then removeFromParent().",
    rationale:
      "removeFromParent calls didMove(toParent: nil) itself, and willMove(toParent: nil) is never automatic (V4). A child removed while its view is still in the old parent's hierarchy makes a later re-parent raise UIViewControllerHierarchyInconsistency (V7, V8).",
    symptom: "Children that never hear they are leaving; a crash the next time the controller is added elsewhere.",
    fix: "child.willMove(toParent: nil); child.view.removeFromSuperview(); child.removeFromParent()",
    sources: ["fidelity V4", "V7", "V8"], severity: .misuse)

  public nonisolated static let interests: EventInterest = .containment

  private var announced: [ObjectID] = []

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard case .controller(let subject, let fact) = event.kind else { return nil }
    switch fact {
    case .addChild: forget(subject)
    case .willMove(let parent) where parent.isNone: announced.append(subject)
    case .removeFromParent(let parent, let viewInSuperview, let implicit):
      let wasAnnounced = forget(subject)
      guard !implicit, !wasAnnounced || viewInSuperview else { return nil }
      // Names only for a violation: a pop removes a child on every transition (hot path).
      let child = world.displayName(ofController: subject)
      let from = world.displayName(ofController: parent)
      if !wasAnnounced {
        return Violation(
          Self.id, "\(child).removeFromParent() (from \(from)) without willMove(toParent: nil) first.",
          kind: "removeFromParent without willMove", subject: world.typeName(ofController: subject))
      }
      return Violation(
        Self.id, "\(child).removeFromParent() (from \(from)) while its view is still in the superview.",
        kind: "removeFromParent before removeFromSuperview", subject: world.typeName(ofController: subject))
    default: break
    }
    return nil
  }

  @discardableResult
  private mutating func forget(_ controller: ObjectID) -> Bool {
    var index = 0
    while index < announced.count {
      if announced[index] == controller {
        announced.remove(at: index)
        return true
      }
      index += 1
    }
    return false
  }
}
