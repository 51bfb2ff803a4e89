import BridgeCheck
import BridgeModel

// A SwiftUI alert asked for while the same view's sheet is up (FIDELITY.md F-SW5; fidelity N9).

/// The sheet's content: an import that fails when the user taps "fail".
struct ImportPanel: View {
  @Binding var failed: Bool
  /// Whether the failure alert is declared here, in the sheet, rather than on the screen.
  let alertInSheet: Bool

  var body: some View {
    if alertInSheet {
      // ✅ Declared in the sheet: presented from the sheet's own hosting controller.
      VStack { Button("fail") { failed = true } }
        .alert("Import failed", isPresented: $failed) { Button("OK") {} }
    } else {
      VStack { Button("fail") { failed = true } }
    }
  }
}

/// A screen whose "import" button shows the import sheet; a failure shows an alert.
struct ImportScreen: View {
  @State var importing = false
  @State var failed = false
  let alertInSheet: Bool

  var body: some View {
    if alertInSheet {
      VStack { Button("import") { importing = true } }
        .sheet(isPresented: $importing) { ImportPanel(failed: $failed, alertInSheet: true) }
    } else {
      // ❌ Declared on the screen: SwiftUI presents the alert from the screen's hosting
      // controller, which presents the sheet; UIKit refuses it, and `failed` stays true.
      VStack { Button("import") { importing = true } }
        .sheet(isPresented: $importing) { ImportPanel(failed: $failed, alertInSheet: false) }
        .alert("Import failed", isPresented: $failed) { Button("OK") {} }
    }
  }
}

nonisolated enum SwiftUIAlertScenarios {
  static func importing(_ name: String, expect: Expectation, summary: String, alertInSheet: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "FIDELITY.md F-SW5; fidelity N9") {
      ImportScreen(alertInSheet: alertInSheet)
    }
  }

  static let all: [Scenario] = [
    importing(
      "swiftui-alert/beside-sheet", expect: .violation("presentation.no-present-while-presenting"),
      summary: "a failure in a sheet sets the binding of an .alert declared beside the .sheet: UIKit refuses it",
      alertInSheet: false),
    importing(
      "swiftui-alert/in-sheet", expect: .holds,
      summary: "the same alert declared in the sheet's content, so the sheet presents it",
      alertInSheet: true),
  ]
}
