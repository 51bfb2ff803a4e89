import BridgeCheck

/// The seeds' bridging patterns as runnable scenarios, each right and wrong variant.
///
/// The demo, the examples, and the harness's own oracle: every scenario states
/// the verdict it must get. A verdict that contradicts the seed's own ✅ or ❌
/// is marked as a finding and explained.
nonisolated public enum Catalog {
  public static let scenarios: [Scenario] =
    TextFieldScenarios.all + SearchBarScenarios.all + TextViewScenarios.all + ScrollViewScenarios.all
    + MapViewScenarios.all + AsyncWriteBackScenarios.all + TaskModifierScenarios.all + ObservedModelScenarios.all
    + ObservableObjectScenarios.all + LayoutPassScenarios.all
    + CoordinatorParentScenarios.all
    + RebuildScenarios.all + DismantleScenarios.all + LayoutScenarios.all + IdentityScenarios.all
    + StaticLabelScenarios.all + PeerSearchFieldScenarios.all + NavigationScenarios.all
    + SettingsScenarios.all + ContainmentScenarios.all + ControllerRepresentableScenarios.all
    + GestureScenarios.all + CellScenarios.all + AppearanceWorkScenarios.all + PresentFromScenarios.all
    + DelegateScenarios.all + SliderScenarios.all + SharedNavigationScenarios.all + SettlesScenarios.all
    + MultiScenarios.all + CollectionScenarios.all + AlertScenarios.all + ShareSheetScenarios.all + WebViewScenarios.all
    + SheetDetentScenarios.all + PageViewScenarios.all + SwiftUIAlertScenarios.all
    + DisplayLinkScenarios.all + CanvasScenarios.all + LayerAnimationScenarios.all + ListScenarios.all

  /// Scenarios whose ❌ variant traps or hangs the process that runs it (`process.crash`,
  /// `process.hang`): `bridgecheck campaign`, `check` and `replay` run them in child processes.
  /// They are not in `scenarios`, which tests run in their own process.
  public static let processScenarios: [Scenario] = CrashScenarios.all

  /// Their names, for code that must not build the scenarios (test arguments).
  public nonisolated static let processScenarioNames = [
    "crash/force-unwrap-in-coordinator", "crash/coordinator-removed-on-swipe", "crash/hang-in-update",
    "crash/zero-step-guarded",
  ]

  /// Every scenario the `bridgecheck` executable offers.
  public static var allScenarios: [Scenario] { scenarios + processScenarios }

  /// The scenario with this name.
  public static func scenario(named name: String) -> Scenario? { scenarios.first { $0.name == name } }
}
