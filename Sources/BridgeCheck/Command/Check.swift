import BridgeModel
import BridgeProperties

/// `bridgecheck` with no command: every scenario, a small budget, a table.
enum Check {
  static let usage = """
    usage: bridgecheck [--seed N] [--sequences N]
      --seed N        the seed of every scenario's run (default 1)
      --sequences N   sequences per scenario expected to hold (default 300); a scenario
                      expected to break runs until it breaks, up to 20 times as many

    """

  struct Row {
    let scenario: Scenario
    let result: FuzzResult
    var found: String { result.violation.map { $0.property.rawValue } ?? "holds" }
    var expected: String { scenario.expectation.property?.rawValue ?? "holds" }
    var matches: Bool { result.violation?.property == scenario.expectation.property }
  }

  static func run(_ arguments: [String], _ scenarios: [Scenario], _ console: any Console) throws(UsageError) -> Int32 {
    let args = try Arguments(arguments, valued: ["--seed", "--sequences"], switches: [], usage: usage)
    try args.noPositional("bridgecheck")
    let seed = try args.seed(default: 1)
    let sequences = try args.count("--sequences", default: 300)
    let clock = ContinuousClock()
    let start = clock.now
    var rows: [Row] = []
    for scenario in scenarios {
      var options = FuzzOptions()
      options.seed = seed
      options.sequences = scenario.expectation == .holds ? sequences : sequences * 20
      let row = Row(scenario: scenario, result: Fuzzer(scenario, options: options).run())
      rows.append(row)
      if console.isInteractive { console.err("\r\u{1B}[K\(rows.count)/\(scenarios.count) \(scenario.name)") }
    }
    if console.isInteractive { console.err("\r\u{1B}[K") }
    console.err(table(rows))
    let unexpected = rows.filter { !$0.matches }
    let findings = rows.filter { $0.scenario.finding != nil }.count
    let total = BridgeCheckCommand.format(clock.now - start)
    console.err(
      "\n\(rows.count) scenarios: \(rows.count - unexpected.count) as expected (\(findings) of them findings "
        + "against their source, marked ★), \(unexpected.count) unexpected. Seed \(seed). \(total).\n")
    if !unexpected.isEmpty {
      console.err("\nUnexpected:\n")
      for row in unexpected {
        console.err("  \(row.scenario.name): expected \(row.expected), found \(row.found)\n")
        if let message = row.result.violation?.message { console.err("    \(message)\n") }
      }
    }
    return unexpected.isEmpty ? 0 : 1
  }

  static func table(_ rows: [Row]) -> String {
    let header = ["scenario", "expected", "found", "steps", "time"]
    var cells = rows.map { row -> [String] in
      let steps = row.result.violation == nil ? "–" : String(row.result.steps.count)
      let time = BridgeCheckCommand.format(row.result.findTime + row.result.shrinkTime)
      let mark = row.matches ? (row.scenario.finding == nil ? "✓" : "★") : "✗"
      return [row.scenario.name, short(row.expected), "\(mark) \(short(row.found))", steps, time]
    }
    cells.insert(header, at: 0)
    let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
    var lines: [String] = []
    for (index, row) in cells.enumerated() {
      let line = row.enumerated().map { column, cell in
        column >= 3
          ? String(repeating: " ", count: widths[column] - cell.count) + cell
          : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
      lines.append(line)
      if index == 0 { lines.append(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A property id without its `representable.` area, for the table.
  static func short(_ id: String) -> String {
    id.hasPrefix("representable.") ? String(id.dropFirst("representable.".count)) : id
  }
}
