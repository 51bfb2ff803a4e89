import BridgeModel
import BridgeProperties
import Foundation

/// `bridgecheck campaign`: every selected scenario fuzzed by worker processes until the time
/// is spent; traps and hangs in the app's code are findings, not the end of the run.
enum CampaignCommand {
  static let usage = """
    usage: bridgecheck campaign [--scenario NAME…] [--time SECONDS] [--sequences N] [--jobs N]
                                [--shard I/N] [--seed N] [--max-steps N] [--hang-timeout SECONDS]
                                [--corpus DIR] [--json]
      --scenario NAME    a scenario to fuzz (repeatable; default: every scenario)
      --time SECONDS     wall time (default 60): no new round starts after it
      --sequences N      at most N sequences of each scenario, over all shards (a budget that
                         ends the same way on any machine)
      --jobs N           worker processes (default: the number of cores)
      --shard I/N        this machine's share, shard I of N (from 0): sequences I, I+N, I+2N, …
                         of every scenario, so N machines cover disjoint work
      --seed N           the campaign's seed (default 1)
      --max-steps N      at most N steps per sequence (default 50)
      --hang-timeout S   a sequence silent this long is a hang (default 10)
      --corpus DIR       save each finding's minimal trace under DIR (atomic writes; a finding
                         the corpus already holds is counted as known)
      --json             one JSON object per finding as it is saved, then one for the summary

    The work is split into rounds of batches of 64 sequences, one per scenario and two for a
    scenario whose last round found something new; workers take batches, and results are
    merged in the round's order, so the same command gives the same findings whatever --jobs
    is and however fast the machine. A worker that traps (a force unwrap of nil, an index out
    of range, a precondition) or hangs is replaced; the sequence is generated again in a fresh
    worker, shrunk by replaying candidates in fresh workers, and saved as `process.crash` (with
    the runtime's message) or `process.hang`. Exit 0 when nothing broke, 1 when something did,
    2 for a usage error.

    """

  static func run(_ arguments: [String], _ context: CommandContext) throws(UsageError) -> Int32 {
    if arguments == ["--worker"] { return CampaignWorker.serve(scenarios: context.scenarios) }
    let args = try Arguments(
      arguments,
      valued: [
        "--scenario", "--time", "--sequences", "--jobs", "--shard", "--seed", "--max-steps", "--hang-timeout",
        "--corpus",
      ],
      switches: ["--json"], usage: usage)
    try args.noPositional("campaign")
    let selected =
      args.all("--scenario").isEmpty
      ? context.scenarios : try BridgeCheckCommand.select(args.all("--scenario"), from: context.scenarios, usage: usage)
    var options = CampaignOptions()
    options.seed = try args.seed(default: 1)
    options.sequences = args.last("--sequences") == nil ? nil : try args.count("--sequences", default: 1)
    options.time = try args.seconds("--time") ?? (options.sequences == nil ? .seconds(60) : nil)
    options.jobs = try args.count("--jobs", default: max(1, ProcessInfo.processInfo.activeProcessorCount), maximum: 256)
    options.maxSteps = try args.count("--max-steps", default: 50, maximum: 1_000_000)
    options.hangTimeout = try args.seconds("--hang-timeout") ?? .seconds(10)
    if let shard = args.last("--shard") { options.shard = try parseShard(shard) }
    let corpus = try args.path("--corpus").map(Corpus.init(root:))
    let json = args.has("--json")
    let console = context.console

    let campaign = Campaign(
      scenarios: selected, options: options, executable: context.executable, corpus: corpus)
    campaign.reported = { finding in
      console.out(json ? findingJSON(finding).text + "\n" : findingLine(finding))
    }
    campaign.warned = { console.err("warning: \($0)\n") }
    let stop = StopSignals()
    campaign.shouldStop = { stop.received }
    let clock = ContinuousClock()
    let start = clock.now
    do {
      try campaign.run()
    } catch {
      stop.restore()
      console.err("error: \(error)\n")
      return 3
    }
    stop.restore()
    let elapsed = clock.now - start
    if json {
      console.out(summaryJSON(campaign, options: options, elapsed: elapsed).text + "\n")
    } else {
      console.out(summaryText(campaign, options: options, elapsed: elapsed))
    }
    if campaign.interrupted {
      console.err("interrupted: the summary covers the batches that finished; every finding printed is saved\n")
      return 130
    }
    return campaign.findings.isEmpty ? 0 : 1
  }

  /// `I/N`: shard I (from 0) of N.
  static func parseShard(_ text: String) throws(UsageError) -> (index: Int, count: Int) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0, index >= 0, index < count
    else {
      throw UsageError(
        message: "`--shard` takes I/N with 0 ≤ I < N (shard I of N, from 0), not `\(text)`", usage: usage)
    }
    return (index, count)
  }

  static func findingLine(_ finding: CampaignFinding) -> String {
    let status = finding.known ? "known" : "new"
    let steps = finding.trace.steps.count == 1 ? "1 step" : "\(finding.trace.steps.count) steps"
    var line = "✗ \(finding.scenario): \(finding.key.property) (\(finding.key.signature)), \(steps), \(status)"
    if let path = finding.path, !path.isEmpty { line += " → \(path)" }
    return line + "\n"
  }

  static func findingJSON(_ finding: CampaignFinding) -> JSON {
    .object([
      ("scenario", .string(finding.scenario)), ("property", .string(finding.key.property.rawValue)),
      ("signature", .string(finding.key.signature.traceText)),
      ("steps", .array(finding.trace.steps.map { .string($0.text) })), ("sequence", .integer(finding.sequence)),
      ("known", .bool(finding.known)), ("trace", finding.path.flatMap { $0.isEmpty ? nil : .string($0) } ?? .null),
      ("detail", finding.detail.isEmpty ? .null : .string(finding.detail)),
    ])
  }

  static func summaryText(_ campaign: Campaign, options: CampaignOptions, elapsed: Duration) -> String {
    let rows = campaign.summaries.map { summary in
      [
        summary.name, String(summary.sequences), String(summary.steps), String(summary.newFindings),
        String(summary.knownFindings), String(format: "%.1f", BenchCommand.seconds(summary.time)),
      ]
    }
    let header = ["scenario", "sequences", "steps", "new", "known", "seconds"]
    let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    func line(_ cells: [String]) -> String {
      cells.indices.map { column in
        column == 0
          ? cells[column].padding(toLength: widths[column], withPad: " ", startingAt: 0)
          : String(repeating: " ", count: widths[column] - cells[column].count) + cells[column]
      }.joined(separator: "  ")
    }
    let sequences = campaign.summaries.reduce(0) { $0 + $1.sequences }
    let newCount = campaign.findings.filter { !$0.known }.count
    let shard = options.shard.count > 1 ? ", shard \(options.shard.index)/\(options.shard.count)" : ""
    var text =
      (campaign.interrupted ? "\ninterrupted after \(campaign.rounds) rounds\n" : "") + "\n" + line(header) + "\n"
      + rows.map(line).joined(separator: "\n") + "\n\n"
    text +=
      "\(campaign.summaries.count) scenarios, \(sequences) sequences in \(campaign.rounds) rounds, "
      + "\(campaign.findings.count) findings (\(newCount) new), seed \(options.seed)\(shard), "
      + "\(options.jobs) jobs, \(String(format: "%.1f", BenchCommand.seconds(elapsed))) s\n"
    return text
  }

  static func summaryJSON(_ campaign: Campaign, options: CampaignOptions, elapsed: Duration) -> JSON {
    .object([
      ("summary", .bool(true)), ("seed", BridgeCheckCommand.seedJSON(options.seed)),
      ("shard", .string("\(options.shard.index)/\(options.shard.count)")), ("jobs", .integer(options.jobs)),
      ("rounds", .integer(campaign.rounds)), ("interrupted", .bool(campaign.interrupted)),
      (
        "scenarios",
        .array(
          campaign.summaries.map {
            .object([
              ("scenario", .string($0.name)), ("sequences", .integer($0.sequences)), ("steps", .integer($0.steps)),
              ("new", .integer($0.newFindings)), ("known", .integer($0.knownFindings)),
              ("ms", BridgeCheckCommand.milliseconds($0.time)),
            ])
          })
      ),
      ("findings", .integer(campaign.findings.count)), ("ms", BridgeCheckCommand.milliseconds(elapsed)),
    ])
  }
}

/// SIGINT and SIGTERM, caught for the campaign's lifetime: the campaign asks `received` and
/// ends with its summary (exit 130) instead of dying with its workers' results unprinted.
/// The handlers run on a dispatch queue (the campaign's thread waits in `poll`, which wakes at
/// least once a second); the flag is behind a lock.
nonisolated final class StopSignals: @unchecked Sendable {
  private let lock = NSLock()
  private var flag = false
  private var sources: [any DispatchSourceSignal] = []

  init() {
    for number in [SIGINT, SIGTERM] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { [weak self] in self?.set() }
      source.resume()
      sources.append(source)
    }
  }

  /// Gives SIGINT and SIGTERM back their default action.
  func restore() {
    for source in sources { source.cancel() }
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }

  private func set() {
    lock.lock()
    flag = true
    lock.unlock()
  }

  var received: Bool {
    lock.lock()
    defer { lock.unlock() }
    return flag
  }
}
