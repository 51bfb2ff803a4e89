import BridgeModel
import BridgeProperties
import Foundation

/// Replays a trace in a child process, for traces of traps and hangs (and any trace of a
/// scenario that breaks its process): the child may die, the caller does not.
struct ProcessReplay {
  let trace: Trace
  let outcome: ProcessOutcome
  /// How many steps the child began (the last is where it trapped or hung).
  let reached: Int

  /// Whether a trace should replay in a child process.
  static func needed(_ trace: Trace, _ scenario: Scenario) -> Bool {
    scenario.expectation.breaksProcess || ProcessProperties.all.contains { $0.id == trace.property }
  }

  /// Runs `trace` in a fresh worker of `executable`; nil if no worker could start.
  static func run(_ trace: Trace, executable: String, hangTimeout: Duration) -> ProcessReplay? {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bridgecheck-replay-\(getpid())"
    ).path
    try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let run = ProcessRun(executable: executable, scratch: scratch, hangTimeout: hangTimeout, backtrace: true)
    guard let (outcome, reached) = run.replay(trace) else { return nil }
    return ProcessReplay(trace: trace, outcome: outcome, reached: reached)
  }

  /// The process property the run broke, and how.
  var broken: (property: PropertyID, signature: Signature, detail: String)? { outcome.broken }

  /// Whether it gave the trace's `expect`: its property and, when the trace names one, signature.
  var matches: Bool {
    guard let broken else { return trace.expect == .holds }
    return trace.expect == .violation && trace.property == broken.property
      && (trace.signature.map { sameCrash(stored: $0, found: broken.signature) } ?? true)
  }

  func json(file: String) -> JSON {
    .object([
      ("file", .string(file)), ("scenario", .string(trace.scenario)), ("expect", .string(trace.expect.rawValue)),
      ("outcome", .string(broken == nil ? "holds" : "violation")),
      ("property", broken.map { .string($0.property.rawValue) } ?? .null),
      ("signature", broken.map { .string($0.signature.traceText) } ?? .null), ("matches", .bool(matches)),
    ])
  }

  /// `✓ FILE: violation of process.crash`, and the report when asked or when it does not match.
  func human(file: String, report: Bool, program: String) -> String {
    let expected = trace.expect == .holds ? "holds" : "violation of \(trace.property?.rawValue ?? "?")"
    let got = broken.map { "violation of \($0.property)" } ?? "holds"
    var text = "\(matches ? "✓" : "✗") \(file): \(got)" + (matches ? "" : ", expected \(expected)") + "\n"
    if report || !matches, let broken, let info = Properties.info(broken.property) {
      text +=
        "\n"
        + ProcessReport(
          info: info, scenario: trace.scenario, steps: trace.steps, failedStep: reached, signature: broken.signature,
          detail: broken.detail, reproduce: ["\(program) replay \(file)"], seed: trace.seed
        ).render()
    }
    return text
  }
}

/// The report of a trap or a hang, in the shape of every report: the property and its claim,
/// the minimal steps with the one that never returned marked, why, what to change, how to
/// reproduce it, and the seed.
struct ProcessReport {
  let info: PropertyInfo
  let scenario: String
  let steps: [Action]
  /// The step (1-based) the process was in when it trapped or hung; 0: while the app was set up.
  let failedStep: Int
  let signature: Signature
  let detail: String
  let reproduce: [String]
  let seed: UInt64?

  func render() -> String {
    let hang = info.id == ProcessProperties.hang.id
    var lines = ["✗ \(info.id)", "  \(info.claim)", ""]
    let message =
      signature.kind == "trap"
      ? " at \(signature.subject)"
      : signature.subject.isEmpty ? ": \(signature.kind)" : ": \(signature.kind) (\(signature.subject))"
    lines.append(
      hang
        ? "  Step \(failedStep) did not return: the process was stopped from outside."
        : "  Step \(failedStep) trapped\(message).")
    lines.append("")
    let count = steps.count
    lines.append("Minimal steps (\(count)) in \(scenario):")
    if steps.isEmpty { lines.append("  (none: the app \(hang ? "hung" : "trapped") while it was set up)") }
    let width = String(count).count
    let textWidth = steps.map(\.text.count).max() ?? 0
    for (index, action) in steps.enumerated() {
      let number = String(index + 1)
      let padded = number + "." + String(repeating: " ", count: width - number.count + 1)
      let marked = index + 1 == failedStep
      let mark = hang ? "← never returned" : "← trapped here"
      let text =
        marked ? action.text.padding(toLength: textWidth, withPad: " ", startingAt: 0) + "  " + mark : action.text
      lines.append((marked ? "→ " : "  ") + padded + " " + text)
    }
    lines.append("")
    lines.append("Why:")
    if hang {
      lines.append("  The process ran step \(failedStep) and wrote nothing more until it was stopped: code the step")
      lines.append("  runs (an update, a callback) loops forever on the main thread.")
    } else {
      lines.append("  The process running step \(failedStep) stopped with the runtime's message:")
      lines.append("    \(detail)")
    }
    lines += reportEnding(fix: info.fix, reproduce: reproduce, seed: seed)
    return lines.joined(separator: "\n") + "\n"
  }
}
