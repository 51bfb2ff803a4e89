// WebKit: a web view whose loads report to its navigation delegate in later turns.

/// A page load, as the navigation delegate's callbacks name it.
public final class WKNavigation {
  nonisolated deinit {}
  init() {}

  /// How far the navigation got: what its delegate has heard.
  enum Stage { case deciding, provisional, committed }
  @exclusivity(unchecked) var stage = Stage.deciding
}

public enum WKNavigationType: Int, Sendable {
  case linkActivated, formSubmitted, backForward, reload, formResubmitted, other
}
public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }

/// A frame of a page: the model's pages have their main frame only.
public final class WKFrameInfo {
  nonisolated deinit {}
  public let isMainFrame: Bool
  public let request: URLRequest
  public let securityOrigin: WKSecurityOrigin
  public weak var webView: WKWebView?
  init(request: URLRequest, webView: WKWebView? = nil) {
    isMainFrame = true
    self.request = request
    securityOrigin = WKSecurityOrigin(url: request.url)
    self.webView = webView
  }
}

/// The origin of a frame's content.
public final class WKSecurityOrigin {
  nonisolated deinit {}
  public let `protocol`: String
  public let host: String
  public let port: Int
  init(url: URL?) {
    `protocol` = url?.scheme ?? ""
    host = url?.host ?? ""
    port = url?.port ?? 0
  }
}

/// What a page asks of a new window (storage only: the model's pages open none).
public final class WKWindowFeatures {
  nonisolated deinit {}
  public let menuBarVisibility: NSNumber? = nil
  public let statusBarVisibility: NSNumber? = nil
  public let toolbarsVisibility: NSNumber? = nil
  public let allowsResizing: NSNumber? = nil
  init() {}
}

/// A capture device a page asks for (iOS 15); the model's pages ask for none.
public enum WKMediaCaptureType: Int, Sendable { case camera, microphone, cameraAndMicrophone }
/// The answer to a page's permission request.
public enum WKPermissionDecision: Int, Sendable { case prompt, grant, deny }

/// What started a navigation.
public final class WKNavigationAction {
  nonisolated deinit {}
  public let request: URLRequest
  public let navigationType: WKNavigationType
  /// The main frame: the model's navigations load in it (a link that opens a new window, whose
  /// target frame is nil, is never followed).
  public var targetFrame: WKFrameInfo? { WKFrameInfo(request: request) }
  public var sourceFrame: WKFrameInfo { WKFrameInfo(request: request) }
  init(request: URLRequest, navigationType: WKNavigationType) {
    self.request = request
    self.navigationType = navigationType
  }
}

/// The server's answer to a navigation.
public final class WKNavigationResponse {
  nonisolated deinit {}
  public let response: URLResponse
  public let isForMainFrame = true
  init(url: URL) {
    response = URLResponse(url: url, mimeType: "text/html", expectedContentLength: 0, textEncodingName: nil)
  }
}

/// The web view's navigation callbacks (all optional; a policy method not implemented allows).
@MainActor public protocol WKNavigationDelegate: AnyObject {
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
  func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
}

extension WKNavigationDelegate {
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
  ) { decisionHandler(.allow) }
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
  ) { decisionHandler(.allow) }
  public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
  public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
  public func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error
  ) {}
}

/// The web view's UI callbacks (all optional; the model's pages open no windows or panels).
@MainActor public protocol WKUIDelegate: AnyObject {}

/// A user script's message handler (storage only: the model's pages run no script).
@MainActor public protocol WKScriptMessageHandler: AnyObject {
  func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

public final class WKScriptMessage {
  nonisolated deinit {}
  public let name: String
  public let body: Any
  init(name: String, body: Any) { (self.name, self.body) = (name, body) }
}

public final class WKUserScript {
  nonisolated deinit {}
  public enum InjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }
  public let source: String
  public init(source: String, injectionTime: InjectionTime, forMainFrameOnly: Bool) { self.source = source }
}

/// Scripts and message handlers; handlers are retained (as WebKit retains them).
open class WKUserContentController {
  nonisolated deinit {}
  public private(set) var userScripts: [WKUserScript] = []
  private var handlers: [(name: String, handler: any WKScriptMessageHandler)] = []
  public init() {}
  /// Apple's controller is `NSSecureCoding`, so a subclass provides this initialiser; the model
  /// decodes nothing.
  public required init?(coder: NSCoder) { return nil }
  public func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
  public func removeAllUserScripts() { userScripts.removeAll() }
  public func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
    handlers.append((name, scriptMessageHandler))
  }
  public func removeScriptMessageHandler(forName name: String) { handlers.removeAll { $0.name == name } }
  public func removeAllScriptMessageHandlers() { handlers.removeAll() }
}

public final class WKPreferences {
  nonisolated deinit {}
  public var javaScriptCanOpenWindowsAutomatically = false
  public var javaScriptEnabled = true
  public var isFraudulentWebsiteWarningEnabled = true
  public var minimumFontSize: CGFloat = 0
  /// Key-value coding of a preference (apps set private ones this way); stored, read by nothing.
  public func setValue(_ value: Any?, forKey key: String) { values[key] = value }
  public func value(forKey key: String) -> Any? { values[key] ?? nil }
  private var values: [String: Any?] = [:]
  public init() {}
}

public final class WKWebpagePreferences {
  nonisolated deinit {}
  public var allowsContentJavaScript = true
  public init() {}
}

public final class WKWebsiteDataStore {
  nonisolated deinit {}
  public static func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore() }
  public static func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore() }
  init() {}
}

/// A web view's configuration (storage only).
public final class WKWebViewConfiguration {
  nonisolated deinit {}
  public var userContentController = WKUserContentController()
  public var preferences = WKPreferences()
  public var defaultWebpagePreferences = WKWebpagePreferences()
  public var websiteDataStore = WKWebsiteDataStore.default()
  public var allowsInlineMediaPlayback = false
  public var mediaTypesRequiringUserActionForPlayback = WKAudiovisualMediaTypes.all
  public var applicationNameForUserAgent: String?
  public init() {}
}

public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
  public static let video = WKAudiovisualMediaTypes(rawValue: 2)
  public static let all = WKAudiovisualMediaTypes(rawValue: .max)
}

/// The model's `WKWebView` (FIDELITY F-W1–F-W5).
///
/// A load returns its `WKNavigation` at once; the navigation delegate hears about it later,
/// each callback in a turn of its own on the virtual clock: the action's policy (10 ms), the
/// provisional start (20 ms), the response's policy and the commit (60 ms), the finish (100 ms).
/// A `.cancel` policy ends the navigation there. The policy handlers may be called later, as
/// WebKit allows. `isLoading`, `estimatedProgress`, `url` and `title` change with the load and
/// are observable with KVO. The page has one link (`link`, a button) the user can tap: a
/// navigation of type `.linkActivated`.
open class WKWebView: UIView {
  nonisolated deinit {}

  public let configuration: WKWebViewConfiguration
  @exclusivity(unchecked) open weak var navigationDelegate: (any WKNavigationDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "navigationDelegate", target: navigationDelegate) }
  }
  @exclusivity(unchecked) open weak var uiDelegate: (any WKUIDelegate)? {
    didSet { world?.noteWeakReference(owner: objectID, slot: "uiDelegate", target: uiDelegate) }
  }
  public let scrollView = UIScrollView(frame: .zero)
  @exclusivity(unchecked) open var allowsBackForwardNavigationGestures = false
  @exclusivity(unchecked) open var allowsLinkPreview = true
  @exclusivity(unchecked) open var customUserAgent: String?
  @exclusivity(unchecked) open var isInspectable = false

  @exclusivity(unchecked) public private(set) var url: URL? {
    didSet { if url != oldValue { observableValueDidChange() } }
  }
  @exclusivity(unchecked) public private(set) var title: String? {
    didSet { if title != oldValue { observableValueDidChange() } }
  }
  @exclusivity(unchecked) public private(set) var isLoading = false {
    didSet { if isLoading != oldValue { observableValueDidChange() } }
  }
  @exclusivity(unchecked) public private(set) var estimatedProgress: Double = 0 {
    didSet { if estimatedProgress != oldValue { observableValueDidChange() } }
  }
  /// Pages visited, oldest first, and where the view is among them.
  @exclusivity(unchecked) private var history: [URL] = []
  @exclusivity(unchecked) private var historyIndex = -1
  /// The navigation under way (a newer load supersedes it: its remaining callbacks are dropped).
  @exclusivity(unchecked) private var current: WKNavigation?

  public var canGoBack: Bool { historyIndex > 0 }
  public var canGoForward: Bool { historyIndex + 1 < history.count }

  public init(frame: CGRect, configuration: WKWebViewConfiguration) {
    self.configuration = configuration
    super.init(frame: frame)
    addSubview(scrollView)
    let link = UIButton(title: "link")
    link.addHandler({ [unowned(unsafe) self] _ in self.userTapLink() }, for: .touchUpInside)
    scrollView.addSubview(link)
  }

  public override convenience init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }
  public required init?(coder: NSCoder) { return nil }

  open override func layoutSubviews() {
    super.layoutSubviews()
    scrollView.setFrameFromHost(bounds)
  }

  // MARK: Loading

  @discardableResult
  open func load(_ request: URLRequest) -> WKNavigation? { start(request, type: .other, recordsHistory: true) }

  @discardableResult
  open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
    start(URLRequest(url: baseURL ?? URL(string: "about:blank")!), type: .other, recordsHistory: true)
  }

  @discardableResult
  open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
    start(URLRequest(url: url), type: .other, recordsHistory: true)
  }

  @discardableResult
  open func reload() -> WKNavigation? {
    guard let url else { return nil }
    return start(URLRequest(url: url), type: .reload, recordsHistory: false)
  }

  open func stopLoading() {
    current = nil
    isLoading = false
  }

  @discardableResult
  open func goBack() -> WKNavigation? {
    guard canGoBack else { return nil }
    historyIndex -= 1
    return start(URLRequest(url: history[historyIndex]), type: .backForward, recordsHistory: false)
  }

  @discardableResult
  open func goForward() -> WKNavigation? {
    guard canGoForward else { return nil }
    historyIndex += 1
    return start(URLRequest(url: history[historyIndex]), type: .backForward, recordsHistory: false)
  }

  /// Runs a script: the model's pages evaluate every script to nil, and the completion runs on
  /// the main queue, later (F-W4).
  open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, (any Error)?) -> Void)? = nil) {
    guard let completionHandler else { return }
    guard let world else { return completionHandler(nil, nil) }
    world.enqueueMain { [weak self] in
      guard let self else { return }
      callback("evaluateJavaScript completion") { completionHandler(nil, nil) }
    }
  }

  private func userTapLink() {
    let base = url ?? URL(string: "https://example.com")!
    start(URLRequest(url: base.appendingPathComponent("link")), type: .linkActivated, recordsHistory: true)
  }

  @discardableResult
  private func start(_ request: URLRequest, type: WKNavigationType, recordsHistory: Bool) -> WKNavigation {
    if let superseded = current { cancel(superseded) }
    let navigation = WKNavigation()
    current = navigation
    isLoading = true
    estimatedProgress = 0.1
    let action = WKNavigationAction(request: request, navigationType: type)
    later(10, navigation) { $0.decideAction(action, navigation, recordsHistory: recordsHistory) }
    return navigation
  }

  /// A navigation a newer load replaces stops, and its delegate hears that it failed with
  /// `NSURLErrorCancelled`, in a later turn: `didFailProvisionalNavigation` once it had started,
  /// `didFail` once it had committed; one still being decided ends unheard (F-W6).
  private func cancel(_ navigation: WKNavigation) {
    guard navigation.stage != .deciding, let world else { return }
    let committed = navigation.stage == .committed
    world.schedule(
      after: 0,
      .block { [weak self] in
        guard let self, let delegate = navigationDelegate else { return }
        let error = URLError(.cancelled)
        if committed {
          callback("webView(_:didFail:withError:)") { delegate.webView(self, didFail: navigation, withError: error) }
        } else {
          callback("webView(_:didFailProvisionalNavigation:withError:)") {
            delegate.webView(self, didFailProvisionalNavigation: navigation, withError: error)
          }
        }
      }, isSystem: false)
  }

  /// Runs `step` `milliseconds` from now, in a turn of its own, if `navigation` is still current.
  private func later(_ milliseconds: Int64, _ navigation: WKNavigation, _ step: @escaping (WKWebView) -> Void) {
    guard let world else { return }
    world.schedule(
      after: milliseconds,
      .block { [weak self] in
        guard let self, current === navigation else { return }
        step(self)
      }, isSystem: false)
  }

  private func decideAction(_ action: WKNavigationAction, _ navigation: WKNavigation, recordsHistory: Bool) {
    let proceed: (WKNavigationActionPolicy) -> Void = { [weak self] policy in
      guard let self, current === navigation else { return }
      guard policy == .allow else { return stopLoading() }
      let url = action.request.url ?? URL(string: "about:blank")!
      if recordsHistory {
        history.removeSubrange(min(historyIndex + 1, history.count)...)
        history.append(url)
        historyIndex = history.count - 1
      }
      later(10, navigation) { $0.startProvisional(url, navigation) }
    }
    guard let delegate = navigationDelegate else { return proceed(.allow) }
    callback("webView(_:decidePolicyFor:decisionHandler:)") {
      delegate.webView(self, decidePolicyFor: action, decisionHandler: proceed)
    }
  }

  private func startProvisional(_ url: URL, _ navigation: WKNavigation) {
    navigation.stage = .provisional
    estimatedProgress = 0.3
    if let delegate = navigationDelegate {
      callback("webView(_:didStartProvisionalNavigation:)") {
        delegate.webView(self, didStartProvisionalNavigation: navigation)
      }
    }
    later(40, navigation) { $0.decideResponse(url, navigation) }
  }

  private func decideResponse(_ url: URL, _ navigation: WKNavigation) {
    let proceed: (WKNavigationResponsePolicy) -> Void = { [weak self] policy in
      guard let self, current === navigation else { return }
      guard policy == .allow else { return stopLoading() }
      commit(url, navigation)
    }
    guard let delegate = navigationDelegate else { return proceed(.allow) }
    callback("webView(_:decidePolicyFor:decisionHandler:)") {
      delegate.webView(self, decidePolicyFor: WKNavigationResponse(url: url), decisionHandler: proceed)
    }
  }

  private func commit(_ url: URL, _ navigation: WKNavigation) {
    navigation.stage = .committed
    self.url = url
    estimatedProgress = 0.7
    if let delegate = navigationDelegate {
      callback("webView(_:didCommit:)") { delegate.webView(self, didCommit: navigation) }
    }
    later(40, navigation) { $0.finish(navigation) }
  }

  private func finish(_ navigation: WKNavigation) {
    title = url?.lastPathComponent ?? ""
    estimatedProgress = 1
    isLoading = false
    current = nil
    guard let delegate = navigationDelegate else { return }
    callback("webView(_:didFinish:)") { delegate.webView(self, didFinish: navigation) }
  }
}
