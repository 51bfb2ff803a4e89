import BridgeModel

/// After dismantle, nothing the representable registered is left, and its coordinator and the view it made are released.
///
/// SwiftUI calls the static dismantleUIView(_:coordinator:) when the identity
/// goes and then drops the view and the coordinator (L13, L14). A timer or
/// notification observer still registered keeps firing for a view that is
/// gone, and whatever its closure captures stays alive.
public struct DismantleCleansUp: Property {
  public nonisolated static let info = PropertyInfo(
    id: "representable.dismantle-cleans-up",
    claim:
      "After dismantleUIView, no timer, observer or Combine subscription the representable registered is left, and its coordinator and the view it made are released.",
    rationale:
      "dismantleUIView(_:coordinator:) is static and receives the view and the coordinator so they can be cleaned up; afterwards SwiftUI drops both (L13, L14). The run loop holds a scheduled Timer and NotificationCenter holds a block observer until they are invalidated or removed, with everything they capture (seed 001 Part 6, seed 003 §3).",
    symptom: "Memory that grows with every show and hide; timers firing for screens that are closed; duplicated work.",
    fix:
      "In static dismantleUIView(_:coordinator:), invalidate timers, remove observers, cancel Combine subscriptions and clear delegates; capture the coordinator weakly in sink closures.",
    sources: ["fidelity L13", "L14", "seed 001 Part 6", "seed 003 §3 Cleanup"], severity: .leak)

  public nonisolated static let interests: EventInterest = [.lifecycle, .settled]

  private var awaitingRelease: [NodeID] = []
  private var reported = ReportedSignatures()

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard case .dismantleFinished(let node, let leftovers) = event.kind else { return nil }
    if let first = leftovers.first {
      let rest = leftovers.count > 1 ? " (and \(leftovers.count - 1) more)" : ""
      return Violation(
        Self.id,
        "After dismantleUIView of \(world.name(of: node)), a \(world.describe(first)) it registered is still live\(rest).",
        kind: "\(world.kindName(of: first)) left after dismantle", subject: world.typeName(ofNode: node))
    }
    awaitingRelease.append(node)
    return nil
  }

  public mutating func settled(_ world: World) -> Violation? {
    guard !awaitingRelease.isEmpty else { return nil }
    var waiting: [NodeID] = []
    for (position, node) in awaitingRelease.enumerated() {
      if world.hasPendingBlocks(from: node) {
        waiting.append(node)
      } else if case .found(let violation) = leftover(of: node, in: world) {
        // A node is reported once, for its first leftover (the run keeps a finding's first
        // report): it leaves the list, and the nodes after it are looked at next settle. A
        // leftover of a signature reported before (another node of the same type leaking the
        // same way) is that finding again: its message is not written.
        awaitingRelease = waiting + awaitingRelease[(position + 1)...]
        return violation
      }
    }
    awaitingRelease = waiting
    return nil
  }

  /// What a dismantled node left behind.
  private enum Leftover {
    case nothing
    /// Something, and its violation: nil if one of its signature was reported before.
    case found(Violation?)
  }

  private mutating func leftover(of node: NodeID, in world: World) -> Leftover {
    if let first = world.liveRegistrations(ownedBy: node, endingWithOwner: true).first {
      // Its token should have gone with the coordinator: something still holds it, or the
      // subscription holds the coordinator (a sink that captures self strongly).
      let held = world.isCoordinatorAlive(node) ? "; it keeps the coordinator alive" : ""
      return .found(
        reported.violation(
          Self.id, kind: "\(world.kindName(of: first)) left after dismantle", subject: world.typeName(ofNode: node),
          "After dismantleUIView of \(world.name(of: node)), a \(world.describe(first)) it made is still live\(held)."))
    }
    if world.isCoordinatorAlive(node) {
      return .found(
        reported.violation(
          Self.id, kind: "coordinator alive after dismantle", subject: world.typeName(ofNode: node),
          "The coordinator of \(world.name(of: node)) is still alive after its dismantle."))
    }
    // A view the app made elsewhere and handed in (a web view its model keeps to reuse) is the
    // app's: SwiftUI drops its own reference (L14), and the app may keep the view.
    if world.isViewAlive(node), world.madeItsView(node) {
      return .found(
        reported.violation(
          Self.id, kind: "view alive after dismantle", subject: world.typeName(ofNode: node),
          "The UIKit view of \(world.name(of: node)) is still alive after its dismantle."))
    }
    return .nothing
  }
}
