import BridgeModel
import BridgeProperties

/// `bridgecheck list [--json]`: the scenarios, one line each, on standard output.
enum ListCommand {
  static let usage = """
    usage: bridgecheck list [--json]
      One line per scenario: its name, what it is expected to show (★ marks a finding against
      its source) and what it is; then why each ★ verdict differs from its source.
      --json   one JSON object per scenario

    """

  static func run(_ arguments: [String], _ context: CommandContext) throws(UsageError) -> Int32 {
    let options = try Arguments(arguments, valued: [], switches: ["--json"], usage: usage)
    try options.noPositional("list")
    let scenarios = context.scenarios
    if options.has("--json") {
      for scenario in scenarios { context.console.out(json(scenario).text + "\n") }
      return 0
    }
    context.console.out(text(scenarios))
    return 0
  }

  /// One line per scenario (name, expectation, summary), then the findings' explanations.
  static func text(_ scenarios: [Scenario]) -> String {
    let nameWidth = scenarios.map(\.name.count).max() ?? 0
    let expectations = scenarios.map { expectation($0) }
    // Long expectations (several properties) push their summary along rather than widen every line.
    let expectWidth = min(expectations.map(\.count).max() ?? 0, 48)
    var lines: [String] = []
    for (scenario, expect) in zip(scenarios, expectations) {
      let name = scenario.name.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0)
      let summary = scenario.summary.isEmpty ? "" : "  " + scenario.summary
      lines.append(name + expect.padding(toLength: expectWidth, withPad: " ", startingAt: 0) + summary)
    }
    let findings = scenarios.filter { $0.finding != nil }
    if !findings.isEmpty {
      lines.append("")
      lines.append("★ Findings against their source:")
      for scenario in findings {
        lines.append("")
        lines += wrap("\(scenario.name): \(scenario.finding ?? "")", indent: "  ")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `holds`, or the properties expected to break, with ★ for a finding.
  static func expectation(_ scenario: Scenario) -> String {
    let text =
      scenario.expectation.properties.isEmpty
      ? "holds" : "violation " + scenario.expectation.properties.map(\.rawValue).joined(separator: ", ")
    return scenario.finding == nil ? text : text + " ★"
  }

  static func json(_ scenario: Scenario) -> JSON {
    .object([
      ("scenario", .string(scenario.name)),
      ("expect", .string(scenario.expectation.properties.isEmpty ? "holds" : "violation")),
      ("property", scenario.expectation.property.map { .string($0.rawValue) } ?? .null),
      ("properties", .array(scenario.expectation.properties.map { .string($0.rawValue) })),
      ("summary", .string(scenario.summary)),
      ("source", .string(scenario.source)),
      ("finding", scenario.finding.map { .string($0) } ?? .null),
    ])
  }
}
