import BridgeModel

/// A hosting controller lives as long as its view is in a window (V17, V18).
public struct RetainedWhileVisible: Property {
  public nonisolated static let info = PropertyInfo(
    id: "hosting.retained-while-visible",
    claim: "A UIHostingController stays alive as long as its view is in a window.",
    rationale:
      "_UIHostingView keeps its controller weakly (V18): a hosting controller kept in a local variable is released at the end of the scope while its view stays on screen. Everything that needs the controller stops: sizingOptions, sheets and alerts, navigation items, view-controller representables, appearance (V17, V18, VC5; seed 003 §1).",
    symptom:
      "A SwiftUI view that shows but never resizes, cannot present a sheet, and gets no appearance callbacks; state changes that stop arriving.",
    fix: "Keep the hosting controller in a stored property and add it as a child (addChild, addSubview, didMove).",
    sources: ["fidelity V17", "V18", "VC5", "seed 003 §1 The hosting controller must be retained"],
    severity: .wrongState)

  public nonisolated static let interests: EventInterest = .controllerLifetime

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard case .controller(let subject, .deallocated(viewInWindow: true, isHostingController: true)) = event.kind
    else { return nil }
    return Violation(
      Self.id,
      "\(world.displayName(ofController: subject)) was deallocated while its view is still on screen: nothing retains it.",
      kind: "deallocated on screen", subject: world.typeName(ofController: subject))
  }
}

/// Cells reuse their SwiftUI hosting, and a reused cell does not show the last item's state.
public struct ReuseInCells: Property {
  public nonisolated static let info = PropertyInfo(
    id: "hosting.reuse-in-cells",
    claim:
      "A table never holds more hosting controllers' views than cells, and a reused cell's SwiftUI content does not keep the previous item's state unless the scenario says so.",
    rationale:
      "Each UIHostingController's view carries a SwiftUI graph of its own, kept by the view even after its controller is gone (V18); one per cellForRowAt accumulates as cells are reused (H6, seed 003 §6; FIDELITY.md F-H1). A UIHostingConfiguration or a reused hosting controller whose content has the same type keeps its graph, so @State of one item shows up on the next (H2, H3) unless the content is identified by the item (.id(item.id)).",
    symptom:
      "Scrolling that slows down and grows memory; a row that shows another row's expanded or checked state after scrolling.",
    fix:
      "Use UIHostingConfiguration, or keep one hosting controller per cell and assign rootView; give the content .id(item.id), or keep per-item state in the model, not in @State.",
    sources: ["fidelity H2", "H3", "H6", "seed 003 §6"], severity: .wrongState)

  public nonisolated static let interests: EventInterest = [.cells, .settled]
  public nonisolated static let settledNeeds = SettledNeeds.lists

  private let keepsCellState: Bool

  public init(_ context: PropertyContext) { keepsCellState = context.keepsCellState }

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard !keepsCellState, case .cellContentReused(_, let carried) = event.kind, let first = carried.first else {
      return nil
    }
    return Violation(
      Self.id,
      "A reused cell's SwiftUI content kept \(first) from the previous item: identity and @State carry over to the next row.",
      kind: "state carried to the next item",
      subject: withoutOrdinals(first.split(separator: " ").first.map(String.init) ?? first))
  }

  public mutating func settled(_ world: World) -> Violation? {
    for entry in world.tableHosting where entry.hostingViews > entry.cells {
      return Violation(
        Self.id,
        "The table holds \(entry.hostingViews) hosting controllers' views for \(entry.cells) cells: cells make new ones instead of reusing them.",
        kind: "more hosting controllers than cells", subject: world.typeName(ofController: entry.table))
    }
    return nil
  }
}
