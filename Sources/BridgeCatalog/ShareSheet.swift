import BridgeCheck
import BridgeModel

// UIActivityViewController presented from SwiftUI through a representable in a sheet (issue 9
// acceptance; FIDELITY.md F-AV1; fidelity N15-N17 for the binding SwiftUI keeps).

/// The share sheet as apps wrap it: a UIActivityViewController made once, with a completion.
struct ShareSheet: UIViewControllerRepresentable {
  let items: [String]
  /// Called when the share sheet finishes (the user chose a service or closed it).
  let onFinish: (() -> Void)?

  func makeUIViewController(context: Context) -> UIActivityViewController {
    let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
    let onFinish = onFinish
    controller.completionWithItemsHandler = { _, _, _, _ in onFinish?() }
    return controller
  }

  func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
}

/// A screen with a "share" button that shows the share sheet in a SwiftUI sheet.
struct ShareScreen: View {
  @State var sharing = false
  /// Whether the completion sets `sharing` back to false.
  let resetsBinding: Bool

  var body: some View {
    VStack {
      Button("share") { sharing = true }
    }
    .sheet(isPresented: $sharing) {
      // ❌ without the reset: the share sheet dismisses the SwiftUI sheet itself (F-AV1), behind
      // SwiftUI's back, and `sharing` stays true: the next tap on "share" shows nothing.
      ShareSheet(items: ["https://example.com"], onFinish: resetsBinding ? { sharing = false } : nil)
    }
  }
}

nonisolated enum ShareSheetScenarios {
  static func share(_ name: String, expect: Expectation, summary: String, resetsBinding: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "FIDELITY.md F-AV1; fidelity N15-N17") {
      ShareScreen(resetsBinding: resetsBinding)
    }
    .drivenByUI("sharing")
  }

  static let all: [Scenario] = [
    share(
      "share-sheet/binding-left-set", expect: .violation("presentation.state-matches-binding"),
      summary:
        "UIActivityViewController in .sheet(isPresented:): it dismisses itself when the user finishes, and the binding stays true",
      resetsBinding: false),
    share(
      "share-sheet/binding-reset", expect: .holds,
      summary: "the same share sheet whose completionWithItemsHandler sets the binding back to false",
      resetsBinding: true),
  ]
}
