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
    sources: ["fidelity V17", "V18", "VC5", "seed 003 §1 The hosting controller must be retained"])

  public nonisolated static let interests: EventInterest = .controllerLifetime

  public init(_ context: PropertyContext) {}

  public mutating func observe(_ event: Event, in world: World) -> Violation? {
    guard case .controller(let subject, .deallocated(viewInWindow: true, isHostingController: true)) = event.kind
    else { return nil }
    return Violation(
      Self.id,
      "\(world.displayName(ofController: subject)) was deallocated while its view is still on screen: nothing retains it."
    )
  }
}
