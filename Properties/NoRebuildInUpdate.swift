import BridgeModel

/// updateUIView patches the views makeUIView made; it never throws them away to make new ones.
///
/// makeUIView runs once per identity (L2); everything else goes to update (L3). An update that
/// removes what make built and builds it again rebuilds on every change: focus, scroll
/// position, selection and in-flight animations are lost. Content a container makes in update
/// for its own children — a row for a new item, the page for a new index — is not a rebuild.
public struct NoRebuildInUpdate: Property {
  public nonisolated static let info = PropertyInfo(
    id: "representable.no-rebuild-in-update",
    claim: "updateUIView patches the views makeUIView made; it never removes them to build replacements.",
    rationale:
      "makeUIView is called once per identity and update for every change after it (L2, L3). An update that takes the views make built out of the hierarchy and builds new ones rebuilds the UIKit view on every state change (seed 001 Part 6, \"I'll rebuild the UIKit view every update\"). A container that adds views for new items, or replaces content it made in an update (a page for a new index), patches its own children and is not flagged.",
    symptom: "Flicker, lost focus and scroll position, dropped input, and time spent on every update.",
    fix:
      "Create views in makeUIView (or once, lazily); in updateUIView only set properties on them, and add or replace only the content that depends on what changed.",
    sources: ["fidelity L2", "L3", "seed 001 Part 1 Lifecycle", "seed 001 Part 6"], severity: .misuse)

  public nonisolated static let interests: EventInterest = [.lifecycle, .viewCreation]

  /// Views each representable's makeUIView made (the represented view and what it built).
  private var madeInMake: [(view: ObjectID, node: NodeID)] = []

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    switch event.kind {
    case .viewCreated(let object):
      if let frame = event.updateFrame, frame.kind == .makeView { madeInMake.append((object, frame.node)) }
    case .makeView(let node, let view):
      if !view.isNone { madeInMake.append((view, node)) }
    case .dismantleView(let node):
      var index = 0
      while index < madeInMake.count {
        if madeInMake[index].node == node { madeInMake.remove(at: index) } else { index += 1 }
      }
    case .viewDetached(let object):
      guard let frame = event.updateFrame, frame.kind == .updateView else { return nil }
      let node = frame.node
      for entry in madeInMake where entry.view == object && entry.node == node {
        return Violation(
          Self.id,
          "updateUIView of \(world.name(of: node)) took the \(world.typeName(of: object)) that makeUIView made out of the hierarchy: it rebuilds instead of patching.",
          kind: "removes the \(world.typeName(of: object)) makeUIView made", subject: world.typeName(ofNode: node))
      }
    default: break
    }
    return nil
  }
}
