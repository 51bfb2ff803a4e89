import BridgeModel
import BridgeProperties

/// The JSON form of a trace (`bridgecheck fuzz --json` embeds the same fields).
nonisolated public enum TraceJSON {
  /// The trace as a JSON object.
  public static func encode(_ trace: Trace) -> JSON {
    .object([
      ("format", .string("bridgecheck-trace")),
      ("version", .integer(Trace.version)),
      ("scenario", .string(trace.scenario)),
      ("property", trace.property.map { .string($0.rawValue) } ?? .null),
      ("signature", trace.signature.map { .string($0.traceText) } ?? .null),
      ("expect", .string(trace.expect.rawValue)),
      ("seed", trace.seed.map { .string(hexSeed($0)) } ?? .null),
      ("profile", .string(trace.profile.text)),
      ("steps", .array(trace.steps.map { .string($0.text) })),
    ])
  }

  /// Parses the JSON form.
  public static func parse(_ text: String, file: String) throws(TraceError) -> Trace {
    let json: JSON
    do {
      json = try JSON.parse(text)
    } catch {
      throw TraceError(
        file: file, line: error.line, message: "malformed JSON: \(error.message)",
        hint: "the JSON form is what `bridgecheck fuzz --json` writes; or use the text form")
    }
    func fail(_ message: String, _ hint: String) -> TraceError {
      TraceError(file: file, line: 1, message: message, hint: hint)
    }
    guard case .object(let members) = json else { throw fail("expected a JSON object", "a JSON trace is one object") }
    let known = ["format", "version"] + Trace.headerKeys + ["steps"]
    for (key, _) in members where !known.contains(key) {
      throw fail(
        "unknown key \"\(TraceParser.clip(key))\"", "a JSON trace has the keys " + known.joined(separator: ", "))
    }
    guard json["format"] == .string("bridgecheck-trace") else {
      throw fail("expected \"format\": \"bridgecheck-trace\"", "is this a bridgecheck trace?")
    }
    guard json["version"] == .integer(Trace.version) else {
      throw fail("unsupported \"version\"", "this bridgecheck reads version \(Trace.version)")
    }
    var fields: [String: (value: String, line: Int)] = [:]
    for key in Trace.headerKeys {
      switch json[key] {
      case .string(let value)?: fields[key] = (value, 1)
      case .null?, nil: continue
      default: throw fail("\"\(key)\" must be a string", "write \"\(key)\": \"…\"")
      }
    }
    guard fields["scenario"] != nil, fields["expect"] != nil else {
      throw fail("missing \"scenario\" or \"expect\"", "a JSON trace has scenario, expect and steps")
    }
    let header = try TraceParser.parseHeader(fields, file: file)
    guard case .array(let items)? = json["steps"] else {
      throw fail("missing \"steps\" array", "\"steps\" is an array of action strings")
    }
    var steps: [Action] = []
    for (index, item) in items.enumerated() {
      guard case .string(let line) = item else {
        throw fail("step \(index + 1) is not a string", "each step is an action in its text form")
      }
      do {
        steps.append(try Action(parsing: line))
      } catch {
        throw fail("step \(index + 1): \(error.message)", "see the README for the action forms")
      }
    }
    return Trace(
      scenario: header.scenario, property: header.property, signature: header.signature, expect: header.expect,
      seed: header.seed, profile: header.profile, steps: steps)
  }
}
