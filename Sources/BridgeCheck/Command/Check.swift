import BridgeModel
import BridgeProperties

/// `bridgecheck` with no command: every scenario, a small budget, a table.
enum Check {
  static let usage = """
    usage: bridgecheck [--seed N] [--sequences N]
      Fuzzes every scenario with a small budget, shrinks every distinct finding, and prints a
      table: what each scenario is expected to show, what was found, the minimal trace lengths.
      --seed N        the seed of every scenario's run (default 1)
      --sequences N   sequences per scenario (default 300); a scenario whose expected findings
                      have not all shown up by then runs again with 20 times as many

    Exit 0 when every scenario shows exactly what it is expected to, else 1.

    """

  struct Row {
    let scenario: Scenario
    /// The fuzz run, in this process.
    let result: FuzzResult?
    /// The findings of a scenario that traps or hangs, from a one-job campaign.
    var campaign: [CampaignFinding] = []
    let time: Duration

    init(scenario: Scenario, result: FuzzResult) {
      self.scenario = scenario
      self.result = result
      time = result.findTime + result.shrinkTime
    }

    init(scenario: Scenario, campaign: [CampaignFinding], time: Duration) {
      self.scenario = scenario
      result = nil
      self.campaign = campaign
      self.time = time
    }

    var found: [PropertyID] {
      guard let result else {
        var ids: [PropertyID] = []
        for finding in campaign where !ids.contains(finding.key.property) { ids.append(finding.key.property) }
        return ids
      }
      return result.properties
    }
    var problems: [String] { result?.problems ?? [] }
    var matches: Bool { scenario.expects(found) && problems.isEmpty }

    /// The shortest minimal trace of a property found.
    func steps(_ property: PropertyID) -> Int {
      let counts =
        result?.findings.filter { $0.property == property }.map(\.steps.count)
        ?? campaign.filter { $0.key.property == property }.map(\.trace.steps.count)
      return counts.min() ?? 0
    }

    /// What the findings no one expected say.
    var unexpectedMessages: [String] {
      let expected = scenario.expectation.properties
      guard let result else {
        return campaign.filter { !expected.contains($0.key.property) }.map { "\($0.key): \($0.detail)" }
      }
      return result.findings.filter { !expected.contains($0.property) }.map(\.violation.message)
    }
  }

  static func run(_ arguments: [String], _ context: CommandContext) throws(UsageError) -> Int32 {
    let args = try Arguments(arguments, valued: ["--seed", "--sequences"], switches: [], usage: usage)
    try args.noPositional("bridgecheck")
    let seed = try args.seed(default: 1)
    let sequences = try args.count("--sequences", default: 300)
    let console = context.console
    let clock = ContinuousClock()
    let start = clock.now
    var rows: [Row] = []
    for scenario in context.scenarios {
      if scenario.expectation.breaksProcess {
        rows.append(try campaign(scenario, seed: seed, sequences: sequences, executable: context.executable))
      } else {
        rows.append(Row(scenario: scenario, result: fuzz(scenario, seed: seed, sequences: sequences)))
      }
      if console.isInteractive { console.err("\r\u{1B}[K\(rows.count)/\(context.scenarios.count) \(scenario.name)") }
    }
    if console.isInteractive { console.err("\r\u{1B}[K") }
    var text = table(rows)
    let unexpected = rows.filter { !$0.matches }
    let findings = rows.filter { $0.scenario.finding != nil }.count
    let total = BridgeCheckCommand.format(clock.now - start)
    text +=
      "\n\(rows.count) scenarios: \(rows.count - unexpected.count) as expected (\(findings) of them findings "
      + "against their source, marked ★), \(unexpected.count) unexpected. Seed \(seed). \(total).\n"
    if !unexpected.isEmpty {
      text += "\nUnexpected:\n"
      for row in unexpected {
        text +=
          "  \(row.scenario.name): expected \(describe(row.scenario.expectation.properties)), "
          + "found \(describe(row.found))\n"
        for message in row.unexpectedMessages {
          text += wrap(message, indent: "    ").joined(separator: "\n") + "\n"
        }
        for problem in row.problems {
          text += wrap("error: " + problem, indent: "    ").joined(separator: "\n") + "\n"
        }
      }
    }
    console.out(text)
    return unexpected.isEmpty ? 0 : 1
  }

  static func fuzz(_ scenario: Scenario, seed: UInt64, sequences: Int) -> FuzzResult {
    scenario.checkExpectation(seed: seed, sequences: sequences)
  }

  /// A scenario that traps or hangs: a one-job campaign of `sequences` sequences in child
  /// processes (20 times as many if an expected finding has not shown up), a 2 s hang timeout.
  static func campaign(_ scenario: Scenario, seed: UInt64, sequences: Int, executable: String) throws(UsageError)
    -> Row
  {
    let clock = ContinuousClock()
    let start = clock.now
    var findings: [CampaignFinding] = []
    for budget in [sequences, sequences * 20] {
      var options = CampaignOptions()
      options.seed = seed
      options.sequences = budget
      options.time = nil
      options.jobs = 1
      options.hangTimeout = .seconds(2)
      let run = Campaign(scenarios: [scenario], options: options, executable: executable, corpus: nil)
      do {
        try run.run()
      } catch {
        throw UsageError(message: "\(scenario.name) runs in child processes, and \(error)", usage: usage)
      }
      findings = run.findings
      let found = findings.map(\.key.property)
      if scenario.expectation.properties.allSatisfy({ found.contains($0) }) { break }
    }
    return Row(scenario: scenario, campaign: findings, time: clock.now - start)
  }

  static func describe(_ properties: [PropertyID]) -> String {
    properties.isEmpty ? "holds" : properties.map(\.rawValue).joined(separator: ", ")
  }

  /// The table: one row per scenario; a scenario with several properties takes a line per
  /// property (expected, found and steps side by side), so no column grows for one row.
  static func table(_ rows: [Row]) -> String {
    let header = [["scenario"], ["expected"], ["found"], ["steps"], ["time"]]
    var cells = rows.map { row -> [[String]] in
      let time = BridgeCheckCommand.format(row.time)
      let mark = row.matches ? (row.scenario.finding == nil ? "✓" : "★") : "✗"
      let expected = row.scenario.expectation.properties.map { short($0.rawValue) }
      let found = row.found.map { "\(mark) " + short($0.rawValue) }
      // The shortest minimal trace of each property found, in the order found.
      let steps = row.found.map { String(row.steps($0)) }
      return [
        [row.scenario.name], expected.isEmpty ? ["holds"] : expected, found.isEmpty ? ["\(mark) holds"] : found,
        steps.isEmpty ? ["–"] : steps, [time],
      ]
    }
    cells.insert(header, at: 0)
    let widths = header.indices.map { column in cells.flatMap { $0[column] }.map(\.count).max() ?? 0 }
    var lines: [String] = []
    for (index, row) in cells.enumerated() {
      let height = row.map(\.count).max() ?? 1
      for lineIndex in 0..<height {
        let line = row.enumerated().map { column, cell in
          let text = lineIndex < cell.count ? cell[lineIndex] : ""
          return column >= 3
            ? String(repeating: " ", count: widths[column] - text.count) + text
            : text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
        }.joined(separator: "  ")
        lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
      }
      if index == 0 { lines.append(widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")) }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A property id without its `representable.` area, for the table.
  static func short(_ id: String) -> String {
    id.hasPrefix("representable.") ? String(id.dropFirst("representable.".count)) : id
  }
}

extension Scenario {
  /// Fuzzes as the catalog table does: `sequences`, and 20 times as many if a finding the
  /// scenario expects has not shown up; compare `expectation.matches(result.properties)`.
  public func checkExpectation(seed: UInt64, sequences: Int = 300) -> FuzzResult {
    var options = FuzzOptions()
    options.seed = seed
    options.sequences = sequences
    let result = Fuzzer(self, options: options).run()
    let missing = expectation.properties.contains { !result.properties.contains($0) }
    guard missing else { return result }
    options.sequences = sequences * 20
    return Fuzzer(self, options: options).run()
  }
}
