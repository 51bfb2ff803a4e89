import BridgeCheck
import BridgeModel
import Testing

@MainActor
@Suite("Malformed trace files: a clear error with file and line, never a crash")
struct TraceFileTests {
  static let valid = """
    bridgecheck-trace 1
    scenario: text-field/unguarded-update
    property: representable.update-is-idempotent
    expect: violation
    seed: 0x0000000000000001
    profile: default
    steps:
      type "a" into text-field
      move caret in text-field to 0
      type "a" into text-field

    """

  func error(_ bytes: [UInt8]) -> TraceError? {
    do {
      _ = try TraceParser.parse(bytes, file: "t.trace")
      return nil
    } catch {
      return error
    }
  }

  func error(_ text: String) -> TraceError? { error(Array(text.utf8)) }

  @Test("The valid file parses")
  func validParses() throws {
    let trace = try TraceParser.parse(Array(Self.valid.utf8), file: "t.trace")
    #expect(trace.steps.count == 3)
    #expect(trace.seed == 1)
  }

  @Test("An empty file")
  func empty() {
    #expect(
      error([])?.description
        == "t.trace: error: the file is empty\n  hint: a trace starts with the line `bridgecheck-trace 1`; write one with `bridgecheck fuzz --corpus DIR`"
    )
  }

  @Test("A truncated file: the header stops before `steps:`")
  func truncated() {
    let text = String(Self.valid.prefix(70))
    #expect(
      error(text)?.description
        == "t.trace:3: error: the file ends before `steps:`\n  hint: after the header comes a line `steps:` and then one action per line, indented two spaces"
    )
    let cut = Self.valid.components(separatedBy: "\n").prefix(4).joined(separator: "\n")
    #expect(
      error(cut)?.description
        == "t.trace:4: error: the file ends before `steps:`\n  hint: after the header comes a line `steps:` and then one action per line, indented two spaces"
    )
  }

  @Test("An unknown action names its line")
  func unknownAction() {
    let text = Self.valid.replacingOccurrences(of: "move caret in text-field to 0", with: "shake device")
    #expect(
      error(text)?.description
        == "t.trace:9: error: unknown action `shake`; expected one of: set, type, clear, focus, blur, move caret, scroll, pan, slide, flip, tap, press, press return in, swipe down, swipe forward/back, swipe from the edge, swipe across, drag, drag to, let go of, long press, draw on, select tab, move app to background/foreground, open deep link, rerender, advance clock, drain main queue\n  hint: see `bridgecheck list` for scenario names and the README for the action forms"
    )
  }

  @Test("Wrong types: a seed that is not a number, an offset that is not whole, an unknown expect")
  func wrongTypes() {
    #expect(
      error(Self.valid.replacingOccurrences(of: "seed: 0x0000000000000001", with: "seed: yesterday"))?.description
        == "t.trace:5: error: expected a seed (decimal, or hex like 0x2545F4914F6CDD1D), found `yesterday`\n  hint: write `seed: none` if the trace was written by hand"
    )
    #expect(
      error(Self.valid.replacingOccurrences(of: "to 0", with: "to -1"))?.line == 9)
    #expect(
      error(Self.valid.replacingOccurrences(of: "expect: violation", with: "expect: maybe"))?.description
        == "t.trace:4: error: expected `holds` or `violation` after `expect:`, found `maybe`\n  hint: a trace expects the run to hold, or to violate its `property:`"
    )
    #expect(
      error(Self.valid.replacingOccurrences(of: "profile: default", with: "profile: default, colour=blue"))?
        .description.hasPrefix("t.trace:6: error: unknown profile knob `colour`") == true)
  }

  @Test("A bad header")
  func badHeader() {
    #expect(
      error(Self.valid.replacingOccurrences(of: "bridgecheck-trace 1", with: "bridgecheck-trace 9"))?.description
        == "t.trace:1: error: unsupported trace version `9`\n  hint: this bridgecheck reads version 1; re-record the trace with this version"
    )
    #expect(
      error("hello world\n")?.description
        == "t.trace:1: error: expected the header `bridgecheck-trace 1`, found `hello world`\n  hint: the first line of a trace file names its format and version"
    )
  }

  @Test("Binary noise")
  func binaryNoise() {
    var random = RandomSource(seed: 42)
    let noise = (0..<512).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    let found = error(noise)
    #expect(found != nil)
    #expect(found?.line ?? 0 >= 1)
    #expect(found?.message == "the file is not UTF-8 text")
  }

  @Test("Malformed JSON traces name the line")
  func json() {
    #expect(
      error("{\n  \"format\": \"bridgecheck-trace\",\n  \"version\": 1,\n  \"scenario\": \n}")?.description
        == "t.trace:5: error: malformed JSON: expected a JSON value\n  hint: the JSON form is what `bridgecheck fuzz --json` writes; or use the text form"
    )
  }

  @Test("An unknown header key is an error in both forms, named from the one table of keys")
  func unknownKeys() {
    let text = Self.valid.replacingOccurrences(of: "seed: ", with: "sead: ")
    #expect(
      error(Array(text.utf8))?.description
        == "t.trace:5: error: unknown header `sead`\n  hint: header lines are scenario, property, signature, expect, seed, profile, then `steps:`"
    )
    let json = """
      {"format": "bridgecheck-trace", "version": 1, "scenario": "text-field/unguarded-update", "expect": "holds",
       "seed": "0x0000000000000001", "profile": "default", "colour": 1, "steps": []}
      """
    #expect(
      error(Array(json.utf8))?.description
        == "t.trace:1: error: unknown key \"colour\"\n  hint: a JSON trace has the keys format, version, scenario, property, signature, expect, seed, profile, steps"
    )
    // Without the unknown key both parse.
    #expect(error(Array(Self.valid.utf8)) == nil)
    #expect(error(Array(json.replacingOccurrences(of: "\"colour\": 1, ", with: "").utf8)) == nil)
  }

  @Test("Fuzzed garbage never crashes the parser", arguments: 0..<8)
  func fuzzedInput(_ seed: Int) {
    var random = RandomSource(seed: UInt64(seed))
    var bytes = Array(Self.valid.utf8)
    for _ in 0..<(1 + random.next(below: 6)) {
      let index = random.next(below: bytes.count)
      switch random.next(below: 3) {
      case 0: bytes.remove(at: index)
      case 1: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: index)
      default: bytes[index] = UInt8(ascii: ["\"", " ", "\n", ":", "="][random.next(below: 5)])
      }
    }
    if let found = error(bytes) { #expect(!found.message.isEmpty) }
  }
}
