import BridgeModel
import BridgeProperties

/// Why a trace file could not be read: what, where, and how to fix it.
public struct TraceError: Error, Equatable, Sendable, CustomStringConvertible {
  public let file: String
  /// 1-based; 0 when the problem is the whole file.
  public let line: Int
  public let message: String
  public let hint: String

  public var description: String {
    let place = line > 0 ? "\(file):\(line)" : file
    return "\(place): error: \(message)\n  hint: \(hint)"
  }
}

/// Reads the text and JSON forms of a trace.
nonisolated public enum TraceParser {
  private static let keys = Trace.headerKeys

  /// Parses a trace from the bytes of a file, as text or JSON (by its first character).
  public static func parse(_ data: [UInt8], file: String) throws(TraceError) -> Trace {
    guard !data.isEmpty else {
      throw TraceError(
        file: file, line: 0, message: "the file is empty",
        hint: "a trace starts with the line `bridgecheck-trace 1`; write one with `bridgecheck fuzz --corpus DIR`")
    }
    guard let text = String(validating: data, as: UTF8.self) else {
      let line = data.prefix { $0 != 0 }.split(separator: 10, omittingEmptySubsequences: false).count
      throw TraceError(
        file: file, line: max(1, line), message: "the file is not UTF-8 text",
        hint: "trace files are plain UTF-8 text (or JSON); is this the right file?")
    }
    if text.first(where: { !$0.isWhitespace }) == "{" { return try TraceJSON.parse(text, file: file) }
    return try parse(text, file: file)
  }

  /// Parses the text form.
  public static func parse(_ text: String, file: String) throws(TraceError) -> Trace {
    // "\r\n" is one Character in Swift: split on it as well as on "\n" (a file saved on Windows).
    var lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
    if lines.last == "" { lines.removeLast() }
    func fail(_ line: Int, _ message: String, _ hint: String) -> TraceError {
      TraceError(file: file, line: line, message: message, hint: hint)
    }
    guard let header = lines.first else {
      throw fail(0, "the file is empty", "a trace starts with the line `bridgecheck-trace 1`")
    }
    guard header.hasPrefix("bridgecheck-trace ") else {
      throw fail(
        1, "expected the header `bridgecheck-trace 1`, found `\(clip(header))`",
        "the first line of a trace file names its format and version")
    }
    guard header == "bridgecheck-trace \(Trace.version)" else {
      throw fail(
        1, "unsupported trace version `\(header.dropFirst(18))`",
        "this bridgecheck reads version \(Trace.version); re-record the trace with this version")
    }
    var fields: [String: (value: String, line: Int)] = [:]
    var index = 1
    while index < lines.count, lines[index] != "steps:" {
      let line = lines[index]
      let number = index + 1
      index += 1
      if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
      guard let colon = line.firstIndex(of: ":") else {
        throw fail(
          number, "expected `key: value` or `steps:`, found `\(clip(line))`",
          "header lines are \(keys.joined(separator: ", ")), then `steps:`")
      }
      let key = String(line[..<colon])
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard keys.contains(key) else {
        throw fail(
          number, "unknown header `\(clip(key))`",
          "header lines are \(keys.joined(separator: ", ")), then `steps:`")
      }
      guard fields[key] == nil else {
        throw fail(number, "`\(key)` appears twice", "keep one `\(key):` line")
      }
      fields[key] = (value, number)
    }
    guard index < lines.count else {
      throw fail(
        lines.count, "the file ends before `steps:`",
        "after the header comes a line `steps:` and then one action per line, indented two spaces")
    }
    for key in ["scenario", "expect"] where fields[key] == nil {
      throw fail(index + 1, "missing `\(key):` before `steps:`", "add a `\(key):` line to the header")
    }
    let header1 = try parseHeader(fields, file: file)
    var steps: [Action] = []
    var stepLines: [Int] = []
    for stepIndex in (index + 1)..<max(index + 1, lines.count) {
      let line = lines[stepIndex]
      let number = stepIndex + 1
      if line.trimmingCharacters(in: .whitespaces).isEmpty || line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
        continue
      }
      guard line.hasPrefix("  "), !line.hasPrefix("   ") else {
        throw fail(
          number, "expected a step indented by two spaces, found `\(clip(line))`",
          "each step is one action on its own line, indented two spaces")
      }
      do {
        steps.append(try Action(parsing: String(line.dropFirst(2))))
        stepLines.append(number)
      } catch {
        throw fail(
          number, error.message, "see `bridgecheck list` for scenario names and the README for the action forms")
      }
    }
    var trace = Trace(
      scenario: header1.scenario, property: header1.property, signature: header1.signature, expect: header1.expect,
      seed: header1.seed, profile: header1.profile, steps: steps)
    trace.stepLines = stepLines
    return trace
  }

  /// Checks and converts the header fields shared by the text and JSON forms.
  static func parseHeader(_ fields: [String: (value: String, line: Int)], file: String) throws(TraceError)
    -> (
      scenario: String, property: PropertyID?, signature: Signature?, expect: Trace.Verdict, seed: UInt64?,
      profile: BehaviourProfile
    )
  {
    func fail(_ key: String, _ message: String, _ hint: String) -> TraceError {
      TraceError(file: file, line: fields[key]?.line ?? 0, message: message, hint: hint)
    }
    let scenario = fields["scenario"]?.value ?? ""
    guard !scenario.isEmpty else { throw fail("scenario", "the scenario name is empty", "write `scenario: NAME`") }
    guard let expect = Trace.Verdict(rawValue: fields["expect"]?.value ?? "") else {
      throw fail(
        "expect", "expected `holds` or `violation` after `expect:`, found `\(clip(fields["expect"]?.value ?? ""))`",
        "a trace expects the run to hold, or to violate its `property:`")
    }
    var property: PropertyID?
    if let raw = fields["property"]?.value, raw != "none" {
      guard Properties.info(PropertyID(raw)) != nil else {
        throw fail(
          "property", "unknown property `\(clip(raw))`",
          "known properties: "
            + (Properties.ids + ProcessProperties.all.map(\.id)).map(\.rawValue).joined(separator: ", "))
      }
      property = PropertyID(raw)
    }
    if expect == .violation, property == nil {
      throw fail("expect", "`expect: violation` needs a `property:`", "name the property the trace breaks")
    }
    var signature: Signature?
    if let raw = fields["signature"]?.value {
      guard let parsed = Signature(traceText: raw), property != nil else {
        throw fail(
          "signature", "expected `kind | subject` after `signature:`, with a `property:`, found `\(clip(raw))`",
          "the signature is how the property broke, as `bridgecheck fuzz --corpus` writes it; or leave the line out")
      }
      signature = parsed
    }
    var seed: UInt64?
    if let raw = fields["seed"]?.value, raw != "none" {
      guard let parsed = parseSeed(raw) else {
        throw fail(
          "seed", "expected a seed (decimal, or hex like 0x2545F4914F6CDD1D), found `\(clip(raw))`",
          "write `seed: none` if the trace was written by hand")
      }
      seed = parsed
    }
    let profile = try parseProfile(fields["profile"]?.value ?? "default") { message, hint in
      fail("profile", message, hint)
    }
    return (scenario, property, signature, expect, seed, profile)
  }

  /// `default` or `default, knob=value, …`.
  static func parseProfile(_ text: String, _ fail: (String, String) -> TraceError) throws(TraceError)
    -> BehaviourProfile
  {
    let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.first == "default" else {
      throw fail(
        "expected `default` or `default, knob=value, …` after `profile:`, found `\(clip(text))`",
        "the profile starts from the documented defaults; knobs: "
          + BehaviourProfile.default.knobs.map(\.name).joined(separator: ", "))
    }
    var profile = BehaviourProfile.default
    for part in parts.dropFirst() {
      let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard pair.count == 2 else {
        throw fail("expected `knob=value`, found `\(clip(part))`", "separate knobs with commas: `default, knob=value`")
      }
      do {
        try profile.set(pair[0], to: pair[1])
      } catch {
        switch error {
        case .unknownKnob(let name, let known):
          throw fail("unknown profile knob `\(clip(name))`", "knobs: " + known.joined(separator: ", "))
        case .badValue(let knob, let value, let allowed):
          throw fail(
            "`\(clip(value))` is not a value of \(knob)", "\(knob) is one of: " + allowed.joined(separator: ", "))
        }
      }
    }
    return profile
  }

  /// A fragment of the input as error messages quote it: printable, at most 60 characters.
  static func clip(_ text: some StringProtocol) -> String {
    let cleaned = String(text).unicodeScalars.map { scalar in
      scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{FFFD}" ? "?" : String(scalar)
    }.joined()
    return cleaned.count > 60 ? String(cleaned.prefix(57)) + "..." : cleaned
  }
}
