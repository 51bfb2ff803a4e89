import BridgeProperties
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The corpus: minimal traces on disk, one folder per scenario, one file per finding.
///
/// `Corpus/nav/detail-unguarded/navigation.no-double-push.push-during-a-push.uihostingcontroller-itemdetailscreen.trace`:
/// the property, then the finding's signature, so distinct findings of one property sit side
/// by side. File names use `[a-z0-9.-]` only. A write never replaces a file that holds a
/// different trace, and is atomic: the trace is written to a temporary file in the same
/// folder and linked into place, so concurrent runs never leave a torn file.
nonisolated public struct Corpus {
  public let root: String

  public init(root: String) { self.root = root }

  /// What a write did.
  public enum WriteOutcome: Equatable, Sendable {
    /// A new file.
    case written(String)
    /// The file already held this very trace.
    case unchanged(String)
    /// The file already holds another trace of the same finding; it is kept (a corpus is a
    /// set of regression tests someone may have committed).
    case kept(String)

    public var path: String {
      switch self {
      case .written(let path), .unchanged(let path), .kept(let path): path
      }
    }
  }

  /// Where the trace of `scenario` breaking `property` in the way `signature` says lives.
  public func path(scenario: String, property: PropertyID?, signature: Signature? = nil) -> String {
    folder(scenario) + "/" + fileName(property: property, signature: signature, hashed: false)
  }

  /// Writes a trace (creating folders) unless its file already holds a trace; returns what it did.
  public func write(_ trace: Trace) throws -> WriteOutcome {
    let folder = folder(trace.scenario)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let text = trace.text
    for hashed in [false, true] {
      let path = folder + "/" + fileName(property: trace.property, signature: trace.signature, hashed: hashed)
      if let existing = FileManager.default.contents(atPath: path) {
        if existing == Data(text.utf8) { return .unchanged(path) }
        // Another trace of the same finding stays; a different finding whose name collides
        // after sanitising goes to the name with the signature's hash.
        if let other = try? TraceParser.parse(Array(existing), file: path),
          other.property == trace.property, other.signature == trace.signature
        {
          return .kept(path)
        }
        continue
      }
      if try link(text, to: path) { return .written(path) }
      // Another run made the file meanwhile: look again.
      if let existing = FileManager.default.contents(atPath: path), existing == Data(text.utf8) {
        return .unchanged(path)
      }
    }
    throw CorpusError(message: "no free file name for the trace of \(trace.scenario) in \(folder)")
  }

  /// Replaces the file at `path` (below the root) with `trace`, atomically: written beside it,
  /// then renamed over it, so a reader sees the old trace or the new one, never a torn file.
  public func replace(_ path: String, with trace: Trace) throws {
    let temporary = path + ".tmp-\(getpid())"
    try Data(trace.text.utf8).write(to: URL(fileURLWithPath: temporary))
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw CorpusError(message: "cannot replace \(path): \(reason)")
    }
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

  private func folder(_ scenario: String) -> String {
    ([root] + scenario.split(separator: "/").map { sanitise(String($0)) }).joined(separator: "/")
  }

  /// `property.signature-words.trace`; with `hashed`, the signature's hash is added (for
  /// names that collide after sanitising). Long signatures are cut and always hashed.
  private func fileName(property: PropertyID?, signature: Signature?, hashed: Bool) -> String {
    var name = property?.rawValue ?? "holds"
    if let signature {
      var words = sanitise(signature.kind + "-" + signature.subject)
      while words.contains("--") { words = words.replacingOccurrences(of: "--", with: "-") }
      words = String(words.drop { $0 == "-" })
      while words.hasSuffix("-") { words.removeLast() }
      let long = words.count > 72
      if long { words = String(words.prefix(72)) }
      name += "." + words
      if hashed || long { name += "-" + fnv1a(signature.traceText) }
    }
    return name + ".trace"
  }

  /// Writes `text` to a temporary file beside `path`, then links it into place: false if
  /// `path` exists (no file is ever replaced).
  private func link(_ text: String, to path: String) throws -> Bool {
    // One process writes one file at a time: its id makes the temporary name unique.
    let temporary = path + ".tmp-\(getpid())"
    try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
    defer { unlink(temporary) }
    if posixLink(temporary, path) == 0 { return true }
    if errno == EEXIST { return false }
    throw CorpusError(message: "cannot create \(path): \(String(cString: strerror(errno)))")
  }

  private func sanitise(_ component: String) -> String {
    String(
      component.lowercased().map { ($0.isLetter && $0.isASCII) || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
  }

  /// A short stable hash (FNV-1a, 32 bits, hex): the same on every machine and run.
  private func fnv1a(_ text: String) -> String {
    var hash: UInt32 = 0x811C_9DC5
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}

/// A corpus file could not be written.
nonisolated public struct CorpusError: Error, CustomStringConvertible, Sendable {
  public let message: String
  public var description: String { message }
}

/// `link(2)`: makes `to` name the file `from` names; fails with EEXIST if `to` exists.
nonisolated private func posixLink(_ from: String, _ to: String) -> Int32 { link(from, to) }
