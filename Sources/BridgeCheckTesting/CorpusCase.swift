import BridgeCheck
import Testing

/// One corpus file as a test argument: `@Test(arguments: CorpusCase.all(in:))`.
public struct CorpusCase: Identifiable, Sendable, CustomTestStringConvertible {
  /// The file's path.
  public let path: String
  public var id: String { path }
  public var testDescription: String { path }

  /// Every `.trace` file below `root`, sorted by path.
  public nonisolated static func all(in root: String) -> [CorpusCase] {
    Corpus(root: root).files().map(CorpusCase.init(path:))
  }

  /// Every `.trace` file below `root` but those in the folders of the scenarios `excluded`
  /// (such as the scenarios that trap or hang, whose traces replay in a child process).
  public nonisolated static func all(in root: String, excludingScenarios excluded: [String]) -> [CorpusCase] {
    Corpus(root: root).files().filter { path in !excluded.contains { path.hasPrefix(root + "/" + $0 + "/") } }
      .map(CorpusCase.init(path:))
  }

  /// Loads the trace (throws a `TraceError` naming file and line if it is malformed).
  @MainActor
  public func load() throws -> Trace { try ReplayCommand.loadTrace(path) }
}
