import BridgeModel

/// User code never writes the frame, bounds, center or transform of a represented view.
///
/// SwiftUI wraps the represented view in a container and sets its frame in
/// layout (L21); Apple documents modifying these properties as undefined.
public struct LayoutOwnedBySwiftUI: Property {
  public nonisolated static let info = PropertyInfo(
    id: "representable.layout-owned-by-swiftui",
    claim: "User code never writes the frame, bounds, center or transform of a represented view.",
    rationale:
      "SwiftUI owns the layout of the view a representable returns: it lives in a container that sets its frame from SwiftUI's layout (L21), and Apple documents modifying center, bounds, frame or transform as undefined behaviour (seed 001 Layout Property Warning).",
    symptom: "The view jumps, disappears or ends up the wrong size after the next layout pass.",
    fix: "Size through sizeThatFits(_:uiView:context:), intrinsicContentSize or SwiftUI modifiers such as .frame().",
    sources: ["fidelity L18", "L20", "L21", "seed 001 Layout Property Warning", "seed 003 §4"], severity: .misuse)

  public nonisolated static let interests: EventInterest = .layoutWrites

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard case .layoutWrite(let object, let property) = event.kind else { return nil }
    let place = world.whereabouts(of: event)
    let owner = world.ownerNode(of: object)
    return Violation(
      Self.id,
      "\(world.typeName(of: object)).\(property) of \(world.name(of: owner)) was set by user code\(place.isEmpty ? "" : " " + place).",
      kind: "sets \(world.typeName(of: object)).\(property)", subject: world.typeName(ofNode: owner))
  }
}
