// LinkPresentation: link previews (a view that shows metadata, and a provider that fetches it).

/// What a link preview shows (storage).
nonisolated public final class LPLinkMetadata: @unchecked Sendable {
  public var originalURL: URL?
  public var url: URL?
  public var title: String?
  public var imageProvider: NSItemProvider?
  public var iconProvider: NSItemProvider?
  public init() {}
}

/// The model's metadata provider: the completion runs 200 ms after the fetch starts, in a turn
/// of its own, with metadata whose title is the URL's host ("The completion handler executes on
/// a background queue"; FIDELITY.md F-LP1). A second fetch on one provider is refused, and
/// `cancel` makes the pending completion run with an error.
nonisolated public final class LPMetadataProvider: @unchecked Sendable {
  @exclusivity(unchecked) private var started = false
  @exclusivity(unchecked) private var isCancelled = false
  public var shouldFetchSubresources = true
  public var timeout: Double = 30

  public init() {}

  public func startFetchingMetadata(
    for url: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void
  ) {
    guard !started else {
      completionHandler(nil, LPError(.unknown))
      return
    }
    started = true
    let finish: @Sendable () -> Void = { [self] in
      guard !isCancelled else { return completionHandler(nil, LPError(.metadataFetchCancelled)) }
      let metadata = LPLinkMetadata()
      metadata.originalURL = url
      metadata.url = url
      metadata.title = url.host
      completionHandler(metadata, nil)
    }
    // Callable from any context, as the real provider is; the model runs on its world's thread.
    guard let world = worldOnThisThread() else { return finish() }
    assumeOnModelThread(world) { world in world.schedule(after: 200, .block(finish), isSystem: false) }
  }

  public func cancel() { isCancelled = true }
}

/// A LinkPresentation error.
nonisolated public struct LPError: Error, Sendable, Equatable {
  public enum Code: Int, Sendable {
    case unknown = 1
    case metadataFetchFailed, metadataFetchCancelled, metadataFetchTimedOut
  }
  public let code: Code
  public init(_ code: Code) { self.code = code }
}

/// A link preview: shows the metadata it is given (storage; nothing is drawn).
open class LPLinkView: UIView {
  nonisolated deinit {}
  @exclusivity(unchecked) open var metadata: LPLinkMetadata

  public init(metadata: LPLinkMetadata) {
    self.metadata = metadata
    super.init(frame: .zero)
  }

  public convenience init(url: URL) {
    let metadata = LPLinkMetadata()
    metadata.originalURL = url
    metadata.url = url
    self.init(metadata: metadata)
  }

  public override init(frame: CGRect) {
    metadata = LPLinkMetadata()
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) { return nil }
}
