import BridgeCheck
import BridgeModel

// A WKWebView representable whose navigation delegate writes bindings (issue 9 acceptance;
// FIDELITY.md F-W1: navigation callbacks come in later turns; F-W6: a load cancels the one in
// flight, whose delegate hears didFailProvisionalNavigation).

/// A web view bound to a URL string and a loading flag, as browser screens write it.
struct WebPage: UIViewRepresentable {
  @Binding var url: String
  @Binding var isLoading: Bool
  /// Whether update loads only a URL the page does not show yet.
  let loadsOnlyNewURLs: Bool

  func makeCoordinator() -> Coordinator { Coordinator(isLoading: $isLoading) }

  func makeUIView(context: Context) -> WKWebView {
    let webView = WKWebView()
    webView.navigationDelegate = context.coordinator
    return webView
  }

  func updateUIView(_ webView: WKWebView, context: Context) {
    context.coordinator.isLoading = $isLoading
    guard let target = URL(string: url) else { return }
    if loadsOnlyNewURLs {
      // ✅ Loads only what the page does not already show or load.
      guard context.coordinator.requested != target else { return }
      context.coordinator.requested = target
    }
    // ❌ without the guard: every update loads again. The load cancels the one in flight, whose
    // failure writes isLoading = false; the new one's start writes true: each write updates the
    // view, which loads again (F-W6).
    webView.load(URLRequest(url: target))
  }

  final class Coordinator: NSObject, WKNavigationDelegate {
    var isLoading: Binding<Bool>
    var requested: URL?
    init(isLoading: Binding<Bool>) { self.isLoading = isLoading }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
      isLoading.wrappedValue = true
    }
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
      isLoading.wrappedValue = false
    }
    func webView(
      _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
    ) {
      isLoading.wrappedValue = false
    }
  }
}

/// A browser screen: the page, and a spinner while it loads.
struct BrowserScreen: View {
  @State var url = "https://example.com"
  @State var isLoading = false
  let loadsOnlyNewURLs: Bool

  var body: some View {
    VStack {
      WebPage(url: $url, isLoading: $isLoading, loadsOnlyNewURLs: loadsOnlyNewURLs)
      Text(isLoading ? "loading" : "loaded")
    }
  }
}

nonisolated enum WebViewScenarios {
  static func browser(_ name: String, expect: Expectation, summary: String, loadsOnlyNewURLs: Bool) -> Scenario {
    Scenario(name, expect: expect, summary: summary, source: "FIDELITY.md F-W1, F-W6") {
      BrowserScreen(loadsOnlyNewURLs: loadsOnlyNewURLs)
    }
    .domain("url", ["https://example.com", "https://example.com/docs"])
    .drivenByUI("isLoading")
  }

  static let all: [Scenario] = [
    browser(
      "web-view/reloads-in-update", expect: .violation("representable.no-infinite-update-loop"),
      summary:
        "updateUIView loads the URL every time; each load cancels the one in flight, and the delegate's isLoading writes (false on the cancelled one's failure, true on the new one's start) update it again: the page reloads forever",
      loadsOnlyNewURLs: false),
    browser(
      "web-view/loads-new-urls", expect: .holds,
      summary: "the same page loads only a URL it has not requested yet", loadsOnlyNewURLs: true),
  ]
}
