import BridgeCheck
import BridgeModel

// A SwiftUI sheet with detents whose presentation delegate writes state (issue 9 acceptance;
// FIDELITY.md F-SH1, F-SH2; fidelity N15, N16).

/// Where the coordinator's detent writes leave SwiftUI's own presentation delegate.
nonisolated enum DetentDelegateStyle: Sendable {
  /// ❌ The coordinator takes the sheet's delegate from SwiftUI.
  case replacesSwiftUI
  /// ✅ The coordinator keeps the delegate it replaced and passes the dismissal callbacks on.
  case forwardsToSwiftUI
}

/// A filter panel in a SwiftUI sheet that rests at medium or large, as apps write it: its
/// controller sets the sheet's detents when it appears, and its coordinator, the sheet's
/// delegate, writes `expanded` when the user drags the sheet to the other detent.
struct FilterPanel: UIViewControllerRepresentable {
  @Binding var expanded: Bool
  let style: DetentDelegateStyle

  func makeCoordinator() -> Coordinator { Coordinator(expanded: $expanded, style: style) }

  func makeUIViewController(context: Context) -> FilterPanelController {
    FilterPanelController(coordinator: context.coordinator)
  }

  func updateUIViewController(_ controller: FilterPanelController, context: Context) {
    context.coordinator.expanded = $expanded
  }

  final class Coordinator: NSObject, UISheetPresentationControllerDelegate {
    var expanded: Binding<Bool>
    let style: DetentDelegateStyle
    /// The delegate this one replaced (SwiftUI's), for the forwarding style.
    weak var replaced: (any UIAdaptivePresentationControllerDelegate)?

    init(expanded: Binding<Bool>, style: DetentDelegateStyle) {
      self.expanded = expanded
      self.style = style
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
      _ sheetPresentationController: UISheetPresentationController
    ) {
      expanded.wrappedValue = sheetPresentationController.selectedDetentIdentifier == .large
    }

    // ✅ SwiftUI hears of the swipe through the delegate it set (N16): pass every dismissal
    // callback on. ❌ Without this, the swiped-away sheet leaves its binding true.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      replaced?.presentationControllerShouldDismiss(presentationController) ?? true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      replaced?.presentationControllerWillDismiss(presentationController)
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      replaced?.presentationControllerDidDismiss(presentationController)
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
      replaced?.presentationControllerDidAttemptToDismiss(presentationController)
    }
  }
}

/// The panel's controller: sets the detents of the sheet it is in once it appears, and makes
/// the coordinator the sheet's delegate.
final class FilterPanelController: UIViewController {
  let coordinator: FilterPanel.Coordinator

  init(coordinator: FilterPanel.Coordinator) {
    self.coordinator = coordinator
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { return nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // The sheet this controller is in: SwiftUI's hosting controller's (F-SH2).
    guard let sheet = sheetPresentationController, sheet.delegate !== coordinator else { return }
    sheet.detents = [.medium(), .large()]
    sheet.prefersGrabberVisible = true
    if coordinator.style == .forwardsToSwiftUI { coordinator.replaced = sheet.delegate }
    sheet.delegate = coordinator
  }
}

/// A list screen whose "filters" button shows the panel in a sheet.
struct FilterScreen: View {
  @State var showsFilters = false
  @State var expanded = false
  let style: DetentDelegateStyle

  var body: some View {
    VStack {
      Button("filters") { showsFilters = true }
      Text(expanded ? "all filters" : "top filters")
    }
    .sheet(isPresented: $showsFilters) {
      FilterPanel(expanded: $expanded, style: style)
    }
  }
}

nonisolated enum SheetDetentScenarios {
  static func filters(_ name: String, expect: Expectation, summary: String, style: DetentDelegateStyle) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "FIDELITY.md F-SH1, F-SH2; fidelity N15, N16") {
      FilterScreen(style: style)
    }
  }

  static let all: [Scenario] = [
    filters(
      "sheet-detents/delegate-replaced", expect: .violation("presentation.state-matches-binding"),
      summary:
        "a panel in a SwiftUI sheet makes its coordinator the sheet's delegate to hear detent changes; SwiftUI no longer hears the swipe down, and the binding stays true",
      style: .replacesSwiftUI),
    filters(
      "sheet-detents/delegate-forwards", expect: .holds,
      summary:
        "the same panel's coordinator keeps the delegate it replaced and passes the dismissal callbacks on to it",
      style: .forwardsToSwiftUI),
  ]
}
