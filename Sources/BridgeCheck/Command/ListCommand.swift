import BridgeModel

/// `bridgecheck list [--json]`.
enum ListCommand {
  static let usage = "usage: bridgecheck list [--json]\n"

  static func run(_ arguments: [String], _ scenarios: [Scenario], _ console: any Console) throws(UsageError) -> Int32 {
    let options = try Arguments(arguments, valued: [], switches: ["--json"], usage: usage)
    try options.noPositional("list")
    if options.has("--json") {
      for scenario in scenarios { console.out(json(scenario).text + "\n") }
      return 0
    }
    let width = scenarios.map(\.name.count).max() ?? 0
    for scenario in scenarios {
      let expect = scenario.expectation.property.map { "violation \($0)" } ?? "holds"
      let finding = scenario.finding == nil ? "" : "  (finding)"
      console.err(scenario.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + expect + finding + "\n")
    }
    return 0
  }

  static func json(_ scenario: Scenario) -> JSON {
    .object([
      ("scenario", .string(scenario.name)),
      ("expect", .string(scenario.expectation.property == nil ? "holds" : "violation")),
      ("property", scenario.expectation.property.map { .string($0.rawValue) } ?? .null),
      ("summary", .string(scenario.summary)),
      ("source", .string(scenario.source)),
      ("finding", scenario.finding.map { .string($0) } ?? .null),
    ])
  }
}
