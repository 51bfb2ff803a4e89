import BridgeModel
import BridgeProperties

/// The command-line driver, as a library: a team links its own scenarios into
/// its own executable with `BridgeCheckCommand.main(scenarios:)`.
///
/// Exit codes: 0 all held (or matched), 1 a property was violated (or a replay
/// did not match), 2 usage or input error. JSON goes to standard output; text
/// for people goes to standard error.
public enum BridgeCheckCommand {
  /// Runs the process's arguments and exits.
  public static func main(scenarios: [Scenario]) -> Never {
    let code = run(Array(CommandLine.arguments.dropFirst()), scenarios: scenarios, console: StandardConsole())
    exit(code)
  }

  static let overview = """
    bridgecheck: finds lifecycle bugs in UIKit ⇄ SwiftUI bridging code.

    usage:
      bridgecheck                       check every scenario with a small budget; print a table
      bridgecheck list [--json]         list the scenarios and what each is expected to show
      bridgecheck fuzz --scenario NAME [--scenario NAME…] [--seed N] [--sequences N]
                       [--max-steps N] [--time SECONDS] [--corpus DIR] [--json]
      bridgecheck replay FILE… [--json]  replay trace files; each must give its `expect`
      bridgecheck shrink FILE           shrink a failing trace; print the minimal trace
      bridgecheck explain PROPERTY      what a property claims, why, and how to fix it
      bridgecheck bench [--scenario NAME…] [--sequences N] [--seeds N] [--json]

    """

  /// Runs one command line; returns the exit code.
  public static func run(_ arguments: [String], scenarios: [Scenario], console: any Console) -> Int32 {
    let command = arguments.first ?? ""
    let rest = Array(arguments.dropFirst())
    do {
      switch command {
      case "", "check": return try Check.run(command.isEmpty ? arguments : rest, scenarios, console)
      case "list": return try ListCommand.run(rest, scenarios, console)
      case "fuzz": return try FuzzCommand.run(rest, scenarios, console)
      case "replay": return try ReplayCommand.run(rest, scenarios, console)
      case "shrink": return try ShrinkCommand.run(rest, scenarios, console)
      case "explain": return try ExplainCommand.run(rest, console)
      case "bench": return try BenchCommand.run(rest, scenarios, console)
      case "help", "--help", "-h":
        console.err(overview)
        return 0
      default:
        if command.hasPrefix("-") { return try Check.run(arguments, scenarios, console) }
        throw UsageError(
          message: "unknown command `\(command)`; commands: list, fuzz, replay, shrink, explain, bench",
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

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
