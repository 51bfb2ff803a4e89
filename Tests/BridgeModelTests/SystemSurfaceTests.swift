import Testing

@testable import BridgeModel

/// Records what system controllers and web views tell their delegates, in order.
@MainActor
private final class SystemLog: SFSafariViewControllerDelegate, MFMailComposeViewControllerDelegate,
  UIImagePickerControllerDelegate, UINavigationControllerDelegate, WKNavigationDelegate
{
  var calls: [String] = []
  var actionPolicy = WKNavigationActionPolicy.allow

  func safariViewControllerDidFinish(_ controller: SFSafariViewController) {
    calls.append(
      "didFinish presented=\(controller.presentingViewController != nil) dismissing=\(controller.isBeingDismissed)")
  }
  func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
    calls.append("didCompleteInitialLoad")
  }
  func mailComposeController(
    _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
  ) { calls.append("mail \(result)") }
  func imagePickerController(
    _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
  ) { calls.append("picked original=\(info[.originalImage] != nil) edited=\(info[.editedImage] != nil)") }
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { calls.append("cancelled") }

  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
  ) {
    calls.append("decide action \(navigationAction.navigationType)")
    decisionHandler(actionPolicy)
  }
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
    decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void
  ) {
    calls.append("decide response")
    decisionHandler(.allow)
  }
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) { calls.append("start") }
  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!) { calls.append("commit") }
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) { calls.append("finish") }
  func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: any Error)
  { calls.append("fail provisional \((error as? URLError)?.code == .cancelled ? "cancelled" : "?")") }
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {
    calls.append("fail \((error as? URLError)?.code == .cancelled ? "cancelled" : "?")")
  }
}

/// A world whose root controller is on screen; returns the root.
@MainActor
private func rootWorld() -> (World, Recorder, UIViewController) {
  let (world, recorder) = makeAppWorld()
  let root = UIViewController()
  world.launch { world in world.window.rootViewController = root }
  return (world, recorder, root)
}

@MainActor
@Suite("The system controllers and web view real bridging code uses (issue 9 §1)")
struct SystemSurfaceTests {
  @Test("F-SF1: Done tells the delegate while still presented, then the Safari controller dismisses itself")
  func safariDone() {
    let (world, _, root) = rootWorld()
    let log = SystemLog()
    let safari = SFSafariViewController(url: URL(string: "https://example.com")!)
    safari.delegate = log
    world.act { root.present(safari, animated: false) }
    world.advanceClock(by: 100)
    #expect(log.calls == ["didCompleteInitialLoad"])
    #expect(world.apply(.tap("Done")))
    world.advanceClock(by: 1000)
    #expect(log.calls == ["didCompleteInitialLoad", "didFinish presented=true dismissing=false"])
    #expect(root.presentedViewController == nil)
  }

  @Test("F-MC1: the mail composer tells its delegate and is not dismissed automatically")
  func mailNotDismissed() {
    let (world, _, root) = rootWorld()
    let log = SystemLog()
    let mail = MFMailComposeViewController()
    mail.mailComposeDelegate = log
    world.act { root.present(mail, animated: false) }
    #expect(world.apply(.tap("Send")))
    world.advanceClock(by: 1000)
    #expect(log.calls == ["mail sent"])
    #expect(root.presentedViewController === mail)
  }

  @Test("F-AV1: a share sheet dismisses itself, then runs completionWithItemsHandler (completed or not)")
  func activityCompletion() {
    for (choice, expected) in [
      ("Copy", "copyToPasteboard true presented=false"), ("Close", "nil false presented=false"),
    ] {
      let (world, _, root) = rootWorld()
      var calls: [String] = []
      let share = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
      share.completionWithItemsHandler = { type, completed, _, _ in
        let name = type.map { $0 == .copyToPasteboard ? "copyToPasteboard" : $0.rawValue } ?? "nil"
        calls.append("\(name) \(completed) presented=\(root.presentedViewController != nil)")
      }
      world.act { root.present(share, animated: false) }
      #expect(world.apply(.tap(choice)))
      world.advanceClock(by: 1000)
      #expect(calls == [expected])
    }
  }

  @Test("F-AV1: an excluded copy activity is not offered")
  func activityExcluded() {
    let (world, _, root) = rootWorld()
    let share = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
    share.excludedActivityTypes = [.copyToPasteboard]
    world.act { root.present(share, animated: false) }
    #expect(world.elements.map(\.name) == ["Close", "sheet"])
  }

  @Test("F-AL2: an alert action dismisses the alert, then runs its handler, which can present at once")
  func alertHandlerAfterDismissal() {
    let (world, recorder, root) = rootWorld()
    var presentedInHandler: UIViewController?
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { _ in
        let next = UIViewController()
        root.present(next, animated: false)
        presentedInHandler = next
      })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    world.act { root.present(alert, animated: false) }
    #expect(world.elements.map(\.name) == ["Delete", "Cancel"])
    #expect(world.apply(.tap("Delete")))
    world.advanceClock(by: 1000)
    #expect(presentedInHandler != nil)
    #expect(root.presentedViewController === presentedInHandler)
    #expect(recorder.diagnostics.isEmpty)
  }

  @Test("F-IP1: the picker tells its delegate and stays; without a delegate it goes as soon as it appears")
  func imagePicker() {
    let (world, _, root) = rootWorld()
    let log = SystemLog()
    let picker = UIImagePickerController()
    picker.allowsEditing = true
    picker.delegate = log
    world.act { root.present(picker, animated: false) }
    #expect(world.apply(.tap("Choose")))
    #expect(world.apply(.tap("Cancel")))
    #expect(log.calls == ["picked original=true edited=true", "cancelled"])
    #expect(root.presentedViewController === picker)

    let (world2, _, root2) = rootWorld()
    world2.act { root2.present(UIImagePickerController(), animated: false) }
    #expect(root2.presentedViewController != nil)
    world2.drainMainQueue()
    world2.advanceClock(by: 1000)
    #expect(root2.presentedViewController == nil)
  }

  @Test("F-W1: load returns at once; the delegate hears policy, start, response, commit, finish in later turns")
  func webNavigationOrder() {
    let (world, _, root) = rootWorld()
    let log = SystemLog()
    var web: WKWebView!
    world.act { web = WKWebView(frame: .zero) }
    web.navigationDelegate = log
    var loadingSeen: [Bool] = []
    let observation = web.observe(\.isLoading) { web, _ in loadingSeen.append(web.isLoading) }
    world.act {
      root.view.addSubview(web)
      let navigation = web.load(URLRequest(url: URL(string: "https://example.com/page")!))
      #expect(navigation != nil)
    }
    #expect(log.calls.isEmpty)
    #expect(web.isLoading)
    world.advanceClock(by: 100)
    #expect(log.calls == ["decide action other", "start", "decide response", "commit", "finish"])
    #expect(!web.isLoading && web.url?.lastPathComponent == "page" && web.estimatedProgress == 1)
    #expect(loadingSeen == [true, false])
    observation.invalidate()
  }

  @Test("F-W1: a cancelled policy ends the navigation; the page's link is a linkActivated navigation")
  func webCancelAndLink() {
    let (world, _, root) = rootWorld()
    let log = SystemLog()
    log.actionPolicy = .cancel
    var web: WKWebView!
    world.act { web = WKWebView(frame: .zero) }
    web.navigationDelegate = log
    world.act {
      root.view.addSubview(web)
      web.load(URLRequest(url: URL(string: "https://example.com")!))
    }
    world.advanceClock(by: 200)
    #expect(log.calls == ["decide action other"])
    #expect(!web.isLoading && web.url == nil)
    log.actionPolicy = .allow
    #expect(world.apply(.tap("link")))
    world.advanceClock(by: 200)
    #expect(log.calls.dropFirst().first == "decide action linkActivated")
    #expect(log.calls.last == "finish")
  }

  @Test(
    "F-W6: a load cancels the navigation in flight: the delegate hears it fail with NSURLErrorCancelled, in a later turn, once it had started"
  )
  func webLoadCancelsInFlight() {
    let (world, _, root) = rootWorld()
    let log = SystemLog()
    var web: WKWebView!
    world.act { web = WKWebView(frame: .zero) }
    web.navigationDelegate = log
    func load(_ path: String) { web.load(URLRequest(url: URL(string: "https://example.com/\(path)")!)) }
    world.act {
      root.view.addSubview(web)
      load("first")
      // Still being decided: replaced without a word.
      load("second")
    }
    world.advanceClock(by: 20)
    #expect(log.calls == ["decide action other", "start"])
    // Started, not committed: didFailProvisionalNavigation, after the load returns.
    world.act { load("third") }
    #expect(log.calls.count == 2)
    world.advanceClock(by: 70)
    #expect(log.calls.dropFirst(2).prefix(3) == ["fail provisional cancelled", "decide action other", "start"])
    #expect(log.calls.last == "commit")
    // Committed, not finished: didFail.
    world.act { load("fourth") }
    world.advanceClock(by: 200)
    #expect(log.calls.dropFirst(7).first == "fail cancelled")
    #expect(log.calls.last == "finish" && web.url?.lastPathComponent == "fourth")
  }

  @Test(
    "F-SH1: a drag to another detent selects it, then tells the sheet's delegate; a set in code tells nobody; only the detents the sheet does not rest at are offered"
  )
  func detentDrag() {
    final class DetentLog: UISheetPresentationControllerDelegate {
      var heard: [UISheetPresentationController.Detent.Identifier?] = []
      func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
      ) { heard.append(sheetPresentationController.selectedDetentIdentifier) }
    }
    func offered(_ world: World) -> [String] {
      world.choices().flatMap(\.options).map(\.text).filter { $0.hasPrefix("drag sheet to") }
    }
    let (world, _, root) = rootWorld()
    let log = DetentLog()
    let sheet = UIViewController()
    world.act {
      sheet.sheetPresentationController?.detents = [.large(), .medium()]
      sheet.sheetPresentationController?.delegate = log
      root.present(sheet, animated: false)
    }
    // Nil rests at the smallest detent, medium, wherever it is listed: only large is offered.
    #expect(offered(world) == ["drag sheet to \"large\""])
    #expect(!world.apply(.dragSheetToDetent("sheet", detent: "medium")))
    #expect(!world.apply(.dragSheetToDetent("sheet", detent: "tall")))
    #expect(world.apply(.dragSheetToDetent("sheet", detent: "large")))
    #expect(log.heard == [.large])
    #expect(offered(world) == ["drag sheet to \"medium\""])
    world.act { sheet.sheetPresentationController?.selectedDetentIdentifier = .medium }
    #expect(log.heard == [.large])
    #expect(offered(world) == ["drag sheet to \"large\""])
    // A one-detent sheet offers no drag.
    world.act { sheet.sheetPresentationController?.detents = [.large()] }
    #expect(offered(world).isEmpty)
  }

  @Test(
    "F-SH2: a child of a presented sheet reaches its ancestor's presentation controller; a lone controller makes its own"
  )
  func childSeesAncestorSheet() {
    let (world, _, root) = rootWorld()
    let sheet = UIViewController()
    let child = UIViewController()
    world.act {
      sheet.addChild(child)
      sheet.view.addSubview(child.view)
      child.didMove(toParent: sheet)
      root.present(sheet, animated: false)
    }
    #expect(child.presentationController === sheet.presentationController)
    #expect(child.sheetPresentationController === sheet.sheetPresentationController)
    #expect(child.sheetPresentationController != nil)
    let lone = UIViewController()
    #expect(lone.presentationController != nil && lone.presentationController !== sheet.presentationController)
  }

  @Test(
    "F-PG3: a page swipe asks the data source, then tells the delegate before and after; one let spring back keeps the page, and completed says which"
  )
  func pageSwipe() {
    final class PageLog: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
      let pages = [UIViewController(), UIViewController()]
      var calls: [String] = []
      func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
      ) -> UIViewController? {
        calls.append("before")
        return viewController === pages[1] ? pages[0] : nil
      }
      func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
      ) -> UIViewController? {
        calls.append("after")
        return viewController === pages[0] ? pages[1] : nil
      }
      func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
      ) { calls.append("will \(pendingViewControllers.first === pages[1] ? 1 : 0) child=\(pages[1].parent != nil)") }
      func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
      ) { calls.append("did completed=\(completed) previous=\(previousViewControllers.first === pages[0] ? 0 : 1)") }
    }
    let (world, _, root) = rootWorld()
    let log = PageLog()
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    world.act {
      pager.setViewControllers([log.pages[0]], direction: .forward, animated: false)
      root.addChild(pager)
      root.view.addSubview(pager.view)
      pager.didMove(toParent: root)
    }
    // No data source: gesture-based navigation is disabled (F-PG2).
    #expect(!world.elements.map(\.name).contains("pages"))
    world.act {
      pager.dataSource = log
      pager.delegate = log
    }
    #expect(world.elements.map(\.name).contains("pages"))
    // Back from the first page: the data source has none, and the swipe bounces.
    #expect(world.apply(.swipePages("pages", forward: false, commit: true)))
    #expect(log.calls == ["before"])
    // Forward, let spring back: the page that came in goes again.
    #expect(world.apply(.swipePages("pages", forward: true, commit: false)))
    #expect(log.calls.dropFirst() == ["after", "will 1 child=false", "did completed=false previous=0"])
    #expect(pager.viewControllers?.first === log.pages[0] && log.pages[1].parent == nil)
    #expect(log.pages[1].viewIfLoaded?.superview == nil)
    // Forward, turned.
    #expect(world.apply(.swipePages("pages", forward: true, commit: true)))
    #expect(log.calls.suffix(3) == ["after", "will 1 child=false", "did completed=true previous=0"])
    #expect(pager.viewControllers?.first === log.pages[1] && log.pages[1].parent === pager)
    #expect(log.pages[0].parent == nil && log.pages[0].viewIfLoaded?.window == nil)
  }

  @Test("F-CL1: a geocoder's completion runs later, in a turn of its own; cancelGeocode makes it fail")
  func geocoderLater() {
    let (world, _, _) = rootWorld()
    let geocoder = CLGeocoder()
    var found: [String] = []
    world.act {
      geocoder.geocodeAddressString("Portland") { placemarks, error in
        found.append(placemarks?.first?.location.map { "at \($0.coordinate.latitude)" } ?? "error \(error != nil)")
      }
    }
    #expect(found.isEmpty && geocoder.isGeocoding)
    world.advanceClock(by: 200)
    #expect(found == ["at 37.3349"] && !geocoder.isGeocoding)
    world.act {
      geocoder.reverseGeocodeLocation(CLLocation(latitude: 1, longitude: 2)) { placemarks, error in
        found.append(error.map { "cancelled \(($0 as? CLError)?.code == .geocodeCanceled)" } ?? "found")
      }
      geocoder.cancelGeocode()
    }
    world.advanceClock(by: 200)
    #expect(found.last == "cancelled true")
  }

  @Test("F-LP1: link metadata arrives later; a provider fetches once; cancel makes the pending fetch fail")
  func linkMetadataLater() {
    let (world, _, _) = rootWorld()
    nonisolated final class Results: @unchecked Sendable { var lines: [String] = [] }
    let results = Results()
    let provider = LPMetadataProvider()
    let url = URL(string: "https://example.com/post")!
    world.act {
      provider.startFetchingMetadata(for: url) { metadata, _ in results.lines.append(metadata?.title ?? "none") }
      provider.startFetchingMetadata(for: url) { _, error in results.lines.append("second \(error != nil)") }
    }
    #expect(results.lines == ["second true"])
    world.advanceClock(by: 200)
    #expect(results.lines == ["second true", "example.com"])
    let cancelled = LPMetadataProvider()
    world.act {
      cancelled.startFetchingMetadata(for: url) { _, error in
        results.lines.append("cancelled \((error as? LPError)?.code == .metadataFetchCancelled)")
      }
      cancelled.cancel()
    }
    world.advanceClock(by: 200)
    #expect(results.lines.last == "cancelled true")
    // From a detached task (off the main actor), as the real provider allows.
    let detached = LPMetadataProvider()
    world.act {
      Task.detached {
        detached.startFetchingMetadata(for: url) { metadata, _ in results.lines.append("detached \(metadata != nil)") }
      }
    }
    world.drainMainQueue()
    world.advanceClock(by: 200)
    #expect(results.lines.last == "detached true")
  }

  @Test("UTType: system types by identifier and extension, conformance through supertypes; an item provider's types")
  func typeIdentifiers() {
    #expect(UTType("public.jpeg") == .jpeg && UTType(filenameExtension: "PNG") == .png)
    #expect(UTType("com.example.unknown") == nil)
    #expect(UTType.jpeg.conforms(to: .image) && UTType.jpeg.conforms(to: .data) && UTType.jpeg.conforms(to: .item))
    #expect(!UTType.jpeg.conforms(to: .movie) && !UTType.image.conforms(to: .jpeg))
    let provider = NSItemProvider()
    #expect(provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
    #expect(!provider.hasItemConformingToTypeIdentifier(UTType.webP.identifier))
    let (world, _, _) = rootWorld()
    var loaded: [String] = []
    world.act {
      provider.loadDataRepresentation(forTypeIdentifier: UTType.jpeg.identifier) { data, _ in
        loaded.append("jpeg \(data != nil)")
      }
      provider.loadDataRepresentation(forTypeIdentifier: UTType.webP.identifier) { _, error in
        loaded.append("webp error \(error != nil)")
      }
    }
    #expect(loaded.isEmpty)
    world.advanceClock(by: 50)
    #expect(loaded == ["jpeg true", "webp error true"])
  }

  @Test("MKCoordinateRegion from metres: a degree of latitude is 111 km, longitude narrows with the cosine")
  func regionFromMetres() {
    let equator = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 0, longitude: 0), latitudinalMeters: 111_000, longitudinalMeters: 222_000
    )
    #expect(equator.span.latitudeDelta == 1 && equator.span.longitudeDelta == 2)
    let north = MKCoordinateRegion(
      center: CLLocationCoordinate2D(latitude: 60, longitude: 0), latitudinalMeters: 111_000,
      longitudinalMeters: 111_000)
    #expect(abs(north.span.longitudeDelta - 2) < 0.000_001)
  }

  @Test(
    "F-DP1: a document picker dismisses itself, then tells its delegate what the user picked or that they cancelled")
  func documentPicker() {
    final class PickLog: UIDocumentPickerDelegate {
      var calls: [String] = []
      func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        calls.append("picked \(urls.map(\.lastPathComponent)) presented=\(controller.presentingViewController != nil)")
      }
      func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { calls.append("cancelled") }
    }
    let (world, _, root) = rootWorld()
    let log = PickLog()
    for choice in ["Open", "Cancel"] {
      let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true)
      picker.delegate = log
      world.act { root.present(picker, animated: false) }
      #expect(world.elements.map(\.name).prefix(2) == ["Open", "Cancel"])
      #expect(world.apply(.tap(choice)))
      world.advanceClock(by: 500)
      #expect(root.presentedViewController == nil)
    }
    #expect(log.calls == ["picked [\"document.pdf\"] presented=false", "cancelled"])
  }

  @Test("F-W4: evaluateJavaScript's completion runs later, on the main queue")
  func evaluateLater() {
    let (world, _, _) = rootWorld()
    var done = false
    var web: WKWebView?
    world.act {
      web = WKWebView(frame: .zero)
      web?.evaluateJavaScript("1") { _, _ in done = true }
    }
    #expect(!done)
    world.drainMainQueue()
    #expect(done)
    #expect(web != nil)
  }

  @Test("F-PG1: setViewControllers swaps the child page and tells no delegate")
  func pageSwap() {
    let (world, _, root) = rootWorld()
    let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let first = UIViewController()
    let second = UIViewController()
    var finished: [Bool] = []
    world.act {
      root.addChild(pages)
      root.view.addSubview(pages.view)
      pages.didMove(toParent: root)
      pages.setViewControllers([first], direction: .forward, animated: false)
    }
    #expect(pages.children.map { ObjectIdentifier($0) } == [ObjectIdentifier(first)])
    #expect(first.view.window != nil)
    world.act { pages.setViewControllers([second], direction: .forward, animated: true) { finished.append($0) } }
    #expect(first.parent == nil && first.viewIfLoaded?.superview == nil)
    #expect(second.parent === pages && second.view.window != nil)
    #expect(finished.isEmpty)
    world.advanceClock(by: 350)
    #expect(finished == [true])
  }

  @Test("F-MI1: a stopped indicator hides itself while hidesWhenStopped is on")
  func activityIndicator() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
  }

  @Test("F-TX2: endEditing resigns the subtree's first responder; force skips the delegate's refusal")
  func endEditing() {
    final class Refuser: UITextFieldDelegate, UITextViewDelegate, UISearchBarDelegate {
      func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
      func textViewShouldEndEditing(_ textView: UITextView) -> Bool { false }
      func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { false }
    }
    let refuser = Refuser()
    let textView = UITextView(frame: .zero)
    textView.delegate = refuser
    let searchBar = UISearchBar(frame: .zero)
    searchBar.delegate = refuser
    let field = UITextField(frame: .zero)
    field.delegate = refuser
    for responder in [field, textView, searchBar] as [UIView] {
      let (world, _, root) = rootWorld()
      let container = UIView(frame: .zero)
      let outside = UIView(frame: .zero)
      world.act {
        container.addSubview(responder)
        root.view.addSubview(container)
        root.view.addSubview(outside)
        _ = responder.becomeFirstResponder()
      }
      #expect(responder.isFirstResponder)
      #expect(outside.endEditing(true))
      world.act { #expect(!container.endEditing(false)) }
      #expect(responder.isFirstResponder, "\(type(of: responder)) refused")
      world.act { #expect(container.endEditing(true)) }
      #expect(!responder.isFirstResponder, "\(type(of: responder)) forced")
      responder.removeFromSuperview()
    }
  }

  @Test("Text input traits are stored per view and read back (storage only)")
  func traits() {
    let field = UITextField(frame: .zero)
    let view = UITextView(frame: .zero)
    let bar = UISearchBar(frame: .zero)
    field.keyboardType = .emailAddress
    view.autocapitalizationType = .none
    bar.returnKeyType = .search
    #expect(field.keyboardType == .emailAddress && view.keyboardType == .default)
    #expect(view.autocapitalizationType == .none && field.autocapitalizationType == .sentences)
    #expect(bar.returnKeyType == .search)
  }

  @Test("A view's layer is made once, of its layerClass")
  func layerClass() {
    final class Preview: UIView {
      override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
    }
    let view = Preview(frame: .zero)
    #expect(view.layer is AVCaptureVideoPreviewLayer)
    #expect(view.layer === view.layer)
    #expect(!(UIView(frame: .zero).layer is AVCaptureVideoPreviewLayer))
  }

  @Test("F-RC1: the responder chain runs view, its controller, the superview, up to the window, where it ends")
  func responderChain() {
    let (world, _) = makeAppWorld()
    let root = UIViewController()
    let child = UIViewController()
    let label = UILabel()
    world.launch { world in
      world.window.rootViewController = root
      root.addChild(child)
      root.view.addSubview(child.view)
      child.didMove(toParent: root)
      child.view.addSubview(label)
    }
    let names: [(UIResponder, String)] = [
      (label, "label"), (child.view, "child.view"), (child, "child"), (root.view, "root.view"), (root, "root"),
      (world.window, "window"),
    ]
    var chain: [String] = []
    var responder: UIResponder? = label
    while let current = responder {
      chain.append(names.first { $0.0 === current }?.1 ?? "other")
      responder = current.next
    }
    #expect(chain == ["label", "child.view", "child", "root.view", "root", "window"])
    #expect(UIResponder().next == nil)
    #expect(UIViewController().next == nil)
  }

  @Test("Surface real files use: priority arithmetic, the device is no Mac, storage-only drawing and URL calls")
  func smallSurface() {
    #expect((UILayoutPriority.defaultHigh - 1).rawValue == 749)
    #expect((UILayoutPriority.defaultLow + 1) > .defaultLow)
    #expect(!ProcessInfo.processInfo.isiOSAppOnMac)
    #expect(!ProcessInfo.processInfo.isMacCatalystApp)
    let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
      context.cgContext.setShouldAntialias(false)
      context.cgContext.interpolationQuality = .none
      #expect(context.cgContext.interpolationQuality == .none)
    }
    #expect(image.size == CGSize(width: 2, height: 2))
    let field = UITextField(frame: .zero)
    field.reloadInputViews()
    _ = Image(systemName: "star").resizable(capInsets: EdgeInsets(top: 1), resizingMode: .tile)
    _ = Text("a").onOpenURL { _ in }
  }
}
