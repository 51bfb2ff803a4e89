import BridgeProperties
import Foundation

/// The corpus: minimal traces on disk, one folder per scenario.
///
/// `Corpus/text-field/unguarded-update/representable.update-is-idempotent.trace`.
/// File names use `[a-z0-9.-]` only.
nonisolated public struct Corpus {
  public let root: String

  public init(root: String) { self.root = root }

  /// Where the trace of `scenario` breaking `property` lives.
  public func path(scenario: String, property: PropertyID?) -> String {
    let name = (property?.rawValue ?? "holds") + ".trace"
    return ([root] + scenario.split(separator: "/").map { sanitise(String($0)) } + [name]).joined(separator: "/")
  }

  /// Writes a trace (creating folders), returning its path.
  public func write(_ trace: Trace) throws -> String {
    let path = path(scenario: trace.scenario, property: trace.property)
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(trace.text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Every `.trace` file below the root, sorted by path.
  public func files() -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var found: [String] = []
    while let relative = walker.nextObject() as? String {
      if relative.hasSuffix(".trace") { found.append(root + "/" + relative) }
    }
    return found.sorted()
  }

  private func sanitise(_ component: String) -> String {
    String(
      component.lowercased().map { ($0.isLetter && $0.isASCII) || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
  }
}
