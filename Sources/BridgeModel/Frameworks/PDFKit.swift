// PDFKit, as a stand-in without rendering: documents hold pages, a view shows one of them and
// posts PDFKit's notifications when its document or current page changes (F-PDF1). Nothing is
// read from disk or drawn, and the user does not page through a document.

/// Posted by a `PDFView` (the object is the view).
extension Notification.Name {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let PDFViewDocumentChanged = Notification.Name("PDFViewDocumentChanged")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let PDFViewPageChanged = Notification.Name("PDFViewPageChanged")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let PDFViewScaleChanged = Notification.Name("PDFViewScaleChanged")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let PDFViewDisplayModeChanged = Notification.Name("PDFViewDisplayModeChanged")
}

public enum PDFDisplayMode: Int, Sendable { case singlePage, singlePageContinuous, twoUp, twoUpContinuous }
public enum PDFDisplayDirection: Int, Sendable { case vertical, horizontal }
public enum PDFDisplayBox: Int, Sendable { case mediaBox, cropBox, bleedBox, trimBox, artBox }

/// A page of a document (a US Letter page of no content).
open class PDFPage {
  nonisolated deinit {}
  /// The document the page is in (not retained).
  public internal(set) weak var document: PDFDocument?
  @exclusivity(unchecked) open var label: String?
  @exclusivity(unchecked) open var rotation = 0
  public init() {}
  public convenience init?(image: UIImage) { self.init() }
  open var string: String? { nil }
  open func bounds(for box: PDFDisplayBox) -> CGRect { CGRect(x: 0, y: 0, width: 612, height: 792) }
  open func thumbnail(of size: CGSize, for box: PDFDisplayBox) -> UIImage { UIImage() }
}

/// Selected text of a document (the model selects none; one made by app code keeps its string).
open class PDFSelection {
  nonisolated deinit {}
  @exclusivity(unchecked) open var string: String?
  public init(document: PDFDocument) {}
  open var pages: [PDFPage] { [] }
  /// The selection line by line: the model's selections are one line.
  open func selectionsByLine() -> [PDFSelection] { [self] }
}

/// How a PDF view smooths scaled images (stored).
nonisolated public enum PDFInterpolationQuality: Int, Sendable { case none, low, high }

/// The document's delegate (storage only: the model never calls it).
@MainActor public protocol PDFDocumentDelegate: AnyObject {}

/// A document of pages. The model reads no file: a document made from a URL or from data that
/// is not empty has one page.
open class PDFDocument {
  nonisolated deinit {}
  @exclusivity(unchecked) private var pages: [PDFPage] = []
  public let documentURL: URL?
  @exclusivity(unchecked) open weak var delegate: (any PDFDocumentDelegate)?
  @exclusivity(unchecked) open var documentAttributes: [AnyHashable: Any]?

  /// An empty document.
  public init() { documentURL = nil }

  /// A document of one page (the model does not read the file).
  public init?(url: URL) {
    documentURL = url
    insert(PDFPage(), at: 0)
  }

  /// A document of one page; nil for empty data.
  public init?(data: Data) {
    guard !data.isEmpty else { return nil }
    documentURL = nil
    insert(PDFPage(), at: 0)
  }

  open var pageCount: Int { pages.count }
  open func page(at index: Int) -> PDFPage? { pages.indices.contains(index) ? pages[index] : nil }
  open func index(for page: PDFPage) -> Int { pages.firstIndex { $0 === page } ?? NSNotFound }
  open func insert(_ page: PDFPage, at index: Int) {
    pages.insert(page, at: max(0, min(index, pages.count)))
    page.document = self
  }
  open func removePage(at index: Int) {
    guard pages.indices.contains(index) else { return }
    pages.remove(at: index).document = nil
  }
  open func exchangePage(at indexA: Int, withPageAt indexB: Int) {
    guard pages.indices.contains(indexA), pages.indices.contains(indexB) else { return }
    pages.swapAt(indexA, indexB)
  }
  open var string: String? { nil }
  open var isLocked: Bool { false }
  open var isEncrypted: Bool { false }
  open func unlock(withPassword password: String) -> Bool { true }
  /// A few bytes that stand for the document (never empty).
  open func dataRepresentation() -> Data? { Data("%PDF pages:\(pages.count)".utf8) }
  /// Writes nothing; reports success.
  open func write(to url: URL) -> Bool { true }
}

/// What a PDF view tells (storage only: the model's pages have no links to click).
@MainActor public protocol PDFViewDelegate: AnyObject {}

/// The model's `PDFView`: it shows a page of its document. Setting `document` makes its first
/// page current and posts `.PDFViewDocumentChanged`; going to another page posts
/// `.PDFViewPageChanged` (F-PDF1). Display settings are stored.
open class PDFView: UIView {
  nonisolated deinit {}

  open var document: PDFDocument? {
    didSet {
      guard document !== oldValue else { return }
      storedCurrentPage = document?.page(at: 0)
      NotificationCenter.default.post(name: .PDFViewDocumentChanged, object: self)
    }
  }
  @exclusivity(unchecked) private var storedCurrentPage: PDFPage?
  @exclusivity(unchecked) open weak var delegate: (any PDFViewDelegate)?
  @exclusivity(unchecked) open var autoScales = false
  @exclusivity(unchecked) open var displayMode = PDFDisplayMode.singlePageContinuous
  @exclusivity(unchecked) open var displayDirection = PDFDisplayDirection.vertical
  @exclusivity(unchecked) open var displaysPageBreaks = true
  @exclusivity(unchecked) open var displaysAsBook = false
  @exclusivity(unchecked) open var displayBox = PDFDisplayBox.cropBox
  @exclusivity(unchecked) open var pageBreakMargins = UIEdgeInsets.zero
  /// The view that draws the pages, inside the PDF view's scroll view (not drawn; made once).
  public private(set) lazy var documentView: UIView? = UIView(frame: bounds)
  /// Page space to view space: the model draws every page at the view's origin, unscaled.
  open func convert(_ rect: CGRect, from page: PDFPage) -> CGRect { rect }
  open func convert(_ point: CGPoint, from page: PDFPage) -> CGPoint { point }
  open func convert(_ rect: CGRect, to page: PDFPage) -> CGRect { rect }
  open func convert(_ point: CGPoint, to page: PDFPage) -> CGPoint { point }
  @exclusivity(unchecked) open var pageShadowsEnabled = true
  @exclusivity(unchecked) open var scaleFactor: CGFloat = 1
  @exclusivity(unchecked) open var minScaleFactor: CGFloat = 0.25
  @exclusivity(unchecked) open var maxScaleFactor: CGFloat = 5
  @exclusivity(unchecked) open var isInMarkupMode = false
  /// The user's selection: none (the model selects no text).
  @exclusivity(unchecked) open var currentSelection: PDFSelection?
  @exclusivity(unchecked) open var interpolationQuality = PDFInterpolationQuality.low
  open var scaleFactorForSizeToFit: CGFloat { 1 }

  /// Stored (the model lays pages in no page view controller).
  open func usePageViewController(_ enable: Bool, withViewOptions viewOptions: [AnyHashable: Any]? = nil) {}

  open var currentPage: PDFPage? { storedCurrentPage }

  /// Makes `page` current; posts `.PDFViewPageChanged` when it was not.
  open func go(to page: PDFPage) {
    guard page.document === document, page !== storedCurrentPage else { return }
    storedCurrentPage = page
    NotificationCenter.default.post(name: .PDFViewPageChanged, object: self)
  }

  private var currentIndex: Int? { storedCurrentPage.flatMap { page in document?.index(for: page) } }

  open var canGoToNextPage: Bool { currentIndex.map { $0 + 1 < (document?.pageCount ?? 0) } ?? false }
  open var canGoToPreviousPage: Bool { currentIndex.map { $0 > 0 } ?? false }
  open var canGoToFirstPage: Bool { canGoToPreviousPage }
  open var canGoToLastPage: Bool { canGoToNextPage }
  open func goToNextPage(_ sender: Any?) { step(by: 1) }
  open func goToPreviousPage(_ sender: Any?) { step(by: -1) }
  open func goToFirstPage(_ sender: Any?) { if let first = document?.page(at: 0) { go(to: first) } }
  open func goToLastPage(_ sender: Any?) {
    if let document, let last = document.page(at: document.pageCount - 1) { go(to: last) }
  }

  private func step(by offset: Int) {
    guard let index = currentIndex, let page = document?.page(at: index + offset) else { return }
    go(to: page)
  }
}
