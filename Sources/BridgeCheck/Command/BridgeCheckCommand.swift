import BridgeModel
import BridgeProperties

/// The command-line driver, as a library: a team links its own scenarios into
/// its own executable with `BridgeCheckCommand.main(scenarios:)`.
///
/// Exit codes: 0 all held (or matched), 1 a property was violated (or a replay
/// did not match), 2 usage or input error, 3 harness failure. A command's result goes
/// to standard output (text, or JSON with `--json`); errors, warnings and progress go to
/// standard error, as git and swift-argument-parser do.
public enum BridgeCheckCommand {
  /// Runs the process's arguments and exits.
  ///
  /// - Parameter benchmarks: scenarios only `bench --scenario NAME` builds, by name (a family
  ///   such as a screen of N rows, which no other command lists or runs).
  public static func main(
    scenarios: [Scenario], benchmarks: @escaping @Sendable (String) -> Scenario? = { _ in nil }
  ) -> Never {
    let arguments = CommandLine.arguments
    let code = run(
      Array(arguments.dropFirst()), scenarios: scenarios, console: StandardConsole(),
      program: program(invokedAs: arguments.first ?? "bridgecheck"), benchmarks: benchmarks)
    exit(code)
  }

  static let overview = """
    bridgecheck: finds lifecycle bugs in UIKit ⇄ SwiftUI bridging code.

    usage:
      bridgecheck                       check every scenario with a small budget; print a table
      bridgecheck list [--json]         list the scenarios and what each is expected to show
      bridgecheck fuzz --scenario NAME… [--seed N] [--sequences N] [--max-steps N]
                       [--time SECONDS] [--profiles default|all] [--ignore PROPERTY…]
                       [--stop-at-first] [--corpus DIR [--save-as finding|regression]] [--json]
      bridgecheck replay FILE… [--report] [--json]   replay trace files; each must give its `expect`
      bridgecheck shrink FILE           shrink a failing trace; print the minimal trace
      bridgecheck explain PROPERTY      what a property claims, why, and how to fix it
      bridgecheck bench [--scenario NAME…] [--sequences N] [--repeat N] [--seeds N] [--json]
      bridgecheck adapt FILE… [--in-place]  make Swift files from an app compile against BridgeModel
      bridgecheck campaign [--scenario NAME…] [--time SECONDS] [--jobs N] [--shard I/N] [--corpus DIR]
                                        fuzz in worker processes that may trap or hang; save every finding
      bridgecheck corpus merge DIR… --into DIR   merge the corpora of shards, one trace per finding
      bridgecheck corpus check DIR      replay every trace of a corpus; each must give its `expect`
      bridgecheck help [COMMAND]        this overview, or a command's options

    """

  /// The subcommands: name, usage, and what runs it.
  static let commands: [(name: String, usage: String)] = [
    ("check", Check.usage), ("list", ListCommand.usage), ("fuzz", FuzzCommand.usage),
    ("replay", ReplayCommand.usage), ("shrink", ShrinkCommand.usage), ("explain", ExplainCommand.usage),
    ("bench", BenchCommand.usage), ("adapt", AdaptCommand.usage), ("campaign", CampaignCommand.usage),
    ("corpus", CorpusCommand.usage),
  ]

  /// Runs one command line; returns the exit code.
  ///
  /// - Parameter program: how the user runs this executable, for the commands reports print.
  /// - Parameter executable: the executable a campaign starts its workers from (this process's
  ///   by default; it must hold the same scenarios).
  public static func run(
    _ arguments: [String], scenarios: [Scenario], console: any Console, program: String = "swift run bridgecheck",
    executable: String? = nil, benchmarks: @escaping @Sendable (String) -> Scenario? = { _ in nil }
  ) -> Int32 {
    let command = arguments.first ?? ""
    let rest = Array(arguments.dropFirst())
    var context = CommandContext(
      scenarios: scenarios, console: console, program: program, executable: executable ?? currentExecutable())
    context.benchmarks = benchmarks
    do {
      if let usage = commands.first(where: { $0.name == command })?.usage,
        rest.contains("--help") || rest.contains("-h")
      {
        console.out(usage)
        return 0
      }
      switch command {
      case "", "check": return try Check.run(command.isEmpty ? arguments : rest, context)
      case "list": return try ListCommand.run(rest, context)
      case "fuzz": return try FuzzCommand.run(rest, context)
      case "replay": return try ReplayCommand.run(rest, context)
      case "shrink": return try ShrinkCommand.run(rest, context)
      case "explain": return try ExplainCommand.run(rest, context)
      case "bench": return try BenchCommand.run(rest, context)
      case "adapt": return try AdaptCommand.run(rest, context)
      case "campaign": return try CampaignCommand.run(rest, context)
      case "corpus": return try CorpusCommand.run(rest, context)
      case "help", "--help", "-h": return try help(rest, console)
      default:
        if command.hasPrefix("-") { return try Check.run(arguments, context) }
        throw UsageError(
          message: "unknown command `\(command)`; commands: " + commands.map(\.name).joined(separator: ", "),
          usage: overview)
      }
    } catch let error as UsageError {
      console.err("error: \(error.message)\n\n\(error.usage)")
      return 2
    } catch let error as TraceError {
      console.err("\(error)\n")
      return 2
    } catch {
      console.err("error: \(error)\n")
      return 3
    }
  }

  /// `help`, or `help COMMAND`: on standard output, exit 0.
  private static func help(_ arguments: [String], _ console: any Console) throws(UsageError) -> Int32 {
    guard let name = arguments.first else {
      console.out(overview)
      return 0
    }
    guard arguments.count == 1, let usage = commands.first(where: { $0.name == name })?.usage else {
      throw UsageError(
        message: "no command `\(name)`; commands: " + commands.map(\.name).joined(separator: ", "),
        usage: overview)
    }
    console.out(usage)
    return 0
  }

  /// How to run this executable again, for the commands a report prints: `swift run NAME`
  /// when SwiftPM built it (it lives under `.build/`), else the path it was started by.
  public static func program(invokedAs path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let components = path.split(separator: "/").map(String.init)
    if let build = components.firstIndex(where: { $0 == ".build" || $0.hasPrefix(".build-") }) {
      let configuration = components.dropFirst(build + 1).first { $0 == "release" || $0.hasSuffix("-release") }
      return configuration == nil ? "swift run \(name)" : "swift run -c release \(name)"
    }
    return path
  }

  /// The scenarios named by `--scenario` options, in the order given.
  static func select(_ names: [String], from scenarios: [Scenario], usage: String) throws(UsageError) -> [Scenario] {
    try names.map { name throws(UsageError) in
      guard let scenario = scenarios.first(where: { $0.name == name }) else {
        let close = scenarios.map(\.name).filter {
          $0.hasPrefix(name.split(separator: "/").first.map(String.init) ?? name)
        }
        let hint =
          close.isEmpty ? "run `bridgecheck list` to see them" : "did you mean: " + close.joined(separator: ", ")
        throw UsageError(message: "no scenario named `\(name)`; \(hint)", usage: usage)
      }
      return scenario
    }
  }

  /// The JSON of a seed: a number when it fits one exactly, else a decimal string.
  static func seedJSON(_ seed: UInt64) -> JSON {
    seed <= 1 << 53 ? .integer(Int(seed)) : .string(String(seed))
  }

  /// Milliseconds with three decimals, for the "timing" objects.
  static func milliseconds(_ duration: Duration) -> JSON {
    let (seconds, attoseconds) = duration.components
    let ms = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return .number((ms * 1000).rounded() / 1000)
  }

  static func format(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let ms = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    if ms < 1 { return "<1 ms" }
    if ms < 10_000 { return "\(Int(ms.rounded())) ms" }
    return "\(Int((ms / 1000).rounded())) s"
  }
}

/// What every subcommand gets: the scenarios, where to write, and how the user runs us.
struct CommandContext {
  let scenarios: [Scenario]
  let console: any Console
  /// `swift run bridgecheck`, or the path of the team's own executable.
  let program: String
  /// Where a campaign's workers start from.
  let executable: String
  /// Scenarios only `bench` builds, by name (`BridgeCheckCommand.main(scenarios:benchmarks:)`).
  var benchmarks: @Sendable (String) -> Scenario? = { _ in nil }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
