import BridgeModel
import BridgeProperties
import Foundation

/// `bridgecheck corpus merge|check`: corpora from shards made one, and a corpus replayed.
enum CorpusCommand {
  static let usage = """
    usage: bridgecheck corpus merge DIR… --into DIR
           bridgecheck corpus check DIR [--hang-timeout SECONDS] [--json]
      merge   every trace under the DIRs (the corpora of a campaign's shards), one per finding
              (scenario, property, signature, expect) written under --into: the shortest, and
              on a tie the one --into already holds, then the first in the order given. A longer
              trace --into holds for the finding is replaced; writes are atomic.
      check   replays every trace under DIR, as `bridgecheck replay` does (traps and hangs in a
              child process); each must give its `expect`. Those that do not are a fixed bug
              (the trace now holds), a renamed scenario, or a step no longer possible.

    Exit 0 when every trace was merged or gave its expect, 1 when a trace did not give its
    expect, 2 for a usage error or a malformed trace (named with its file and line).

    """

  static func run(_ arguments: [String], _ context: CommandContext) throws(UsageError) -> Int32 {
    switch arguments.first {
    case "merge": return try merge(Array(arguments.dropFirst()), context)
    case "check": return try check(Array(arguments.dropFirst()), context)
    case let other:
      let what = other.map { "no corpus command `\($0)`" } ?? "`corpus` needs a command"
      throw UsageError(message: "\(what); corpus commands: merge, check", usage: usage)
    }
  }

  /// The finding a trace is a trace of, for merging.
  struct Key: Hashable {
    let scenario: String
    let property: PropertyID?
    let signature: Signature?
    let expect: Trace.Verdict
  }

  static func merge(_ arguments: [String], _ context: CommandContext) throws(UsageError) -> Int32 {
    let args = try Arguments(arguments, valued: ["--into"], switches: [], usage: usage)
    guard let into = try args.path("--into") else {
      throw UsageError(message: "`corpus merge` needs `--into DIR`, the corpus to merge into", usage: usage)
    }
    guard !args.positional.isEmpty else {
      throw UsageError(message: "`corpus merge` needs the corpora to merge: DIR…", usage: usage)
    }
    let console = context.console
    var malformed = false
    // The target first, so that on a tie the trace it holds stays.
    var best: [Key: (trace: Trace, path: String)] = [:]
    var order: [Key] = []
    var held: [Key: (trace: Trace, path: String)] = [:]
    var read = 0
    for (index, root) in ([into] + args.positional).enumerated() {
      var isDirectory: ObjCBool = false
      if index > 0, !FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) || !isDirectory.boolValue {
        console.err(
          "error: \(root): no such directory\n  hint: pass the corpus folders a campaign wrote (--corpus DIR)\n")
        malformed = true
        continue
      }
      for path in Corpus(root: root).files() {
        let trace: Trace
        do {
          trace = try ReplayCommand.load(path)
        } catch {
          console.err("\(error)\n")
          malformed = true
          continue
        }
        read += 1
        let key = Key(
          scenario: trace.scenario, property: trace.property, signature: trace.signature, expect: trace.expect)
        if index == 0 { held[key] = (trace, path) }
        if let current = best[key] {
          if trace.steps.count < current.trace.steps.count { best[key] = (trace, path) }
        } else {
          best[key] = (trace, path)
          order.append(key)
        }
      }
    }
    let corpus = Corpus(root: into)
    var written = 0
    var replaced = 0
    var kept = 0
    for key in order {
      guard let chosen = best[key] else { continue }
      do {
        if let existing = held[key] {
          if existing.trace == chosen.trace {
            kept += 1
          } else {
            try corpus.replace(existing.path, with: chosen.trace)
            replaced += 1
          }
        } else {
          _ = try corpus.write(chosen.trace)
          written += 1
        }
      } catch {
        console.err("error: could not write the trace of \(key.scenario) under `\(into)`: \(error)\n")
        malformed = true
      }
    }
    let dropped = read - order.count
    console.out(
      "\(order.count) findings from \(read) traces in \(into): \(written) new, \(replaced) replaced by a shorter trace, "
        + "\(kept) kept, \(dropped) duplicates dropped\n")
    return malformed ? 2 : 0
  }

  static func check(_ arguments: [String], _ context: CommandContext) throws(UsageError) -> Int32 {
    let args = try Arguments(arguments, valued: ["--hang-timeout"], switches: ["--json"], usage: usage)
    guard args.positional.count == 1, let root = args.positional.first else {
      throw UsageError(message: "`corpus check` takes one corpus folder", usage: usage)
    }
    let files = Corpus(root: root).files()
    guard !files.isEmpty else {
      context.console.err(
        "error: \(root): no .trace files\n  hint: pass a folder a campaign or `fuzz --corpus` wrote, such as Corpus/\n")
      return 2
    }
    var replay = files
    if let timeout = args.last("--hang-timeout") { replay += ["--hang-timeout", timeout] }
    if args.has("--json") { replay.append("--json") }
    let counting = CountingConsole(context.console)
    let code = try ReplayCommand.run(
      replay,
      CommandContext(
        scenarios: context.scenarios, console: counting, program: context.program, executable: context.executable))
    if !args.has("--json") {
      context.console.out(
        "\n\(files.count) traces: \(counting.matched) give their expect, \(counting.unmatched) do not"
          + (counting.errors > 0 ? ", \(counting.errors) could not be replayed" : "") + "\n")
    }
    return code
  }
}

/// Passes text on, counting the replay lines that matched (`✓`) and did not (`✗`).
final class CountingConsole: Console {
  private let inner: any Console
  private(set) var matched = 0
  private(set) var unmatched = 0
  private(set) var errors = 0
  init(_ inner: any Console) { self.inner = inner }

  func out(_ text: String) {
    if text.hasPrefix("✓ ") { matched += 1 } else if text.hasPrefix("✗ ") { unmatched += 1 }
    if text.hasPrefix("{"), let json = try? JSON.parse(text.trimmingCharacters(in: .newlines)) {
      if json["matches"] == .bool(true) { matched += 1 } else { unmatched += 1 }
    }
    inner.out(text)
  }

  func err(_ text: String) {
    errors += 1
    inner.err(text)
  }

  var isInteractive: Bool { inner.isInteractive }
}
