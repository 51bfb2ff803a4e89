import BridgeModel
import BridgeProperties
import Foundation

/// `bridgecheck campaign`: every selected scenario fuzzed by worker processes until the time
/// is spent; traps and hangs in the app's code are findings, not the end of the run.
enum CampaignCommand {
  static let usage = """
    usage: bridgecheck campaign [--scenario NAME…] [--time SECONDS] [--sequences N] [--jobs N]
                                [--shard I/N] [--seed N] [--max-steps N] [--profiles default|all]
                                [--hang-timeout SECONDS] [--corpus DIR] [--junit FILE]
                                [--markdown FILE] [--html DIR] [--github] [--json]
      --scenario NAME    a scenario to fuzz (repeatable; default: every scenario)
      --time SECONDS     wall time (default 60): no new round starts after it
      --sequences N      at most N sequences of each scenario, over all shards (a budget that
                         ends the same way on any machine)
      --jobs N           worker processes (default: the number of cores)
      --shard I/N        this machine's share, shard I of N (from 0): sequences I, I+N, I+2N, …
                         of every scenario, so N machines cover disjoint work
      --seed N           the campaign's seed (default 1)
      --max-steps N      at most N steps per sequence (default 50)
      --profiles all     draw a behaviour profile per sequence from every knob's values, as
                         `fuzz --profiles all` does (default: each scenario's own choice)
      --hang-timeout S   a sequence silent this long is a hang (default 10)
      --corpus DIR       save each finding's minimal trace under DIR (atomic writes; a finding
                         the corpus already holds is counted as known)
      --junit FILE       JUnit XML (xunit2): a suite per scenario, a test case for it and one per
                         finding, the report in its failure, its trace file as a `trace` property
      --markdown FILE    a summary for a pull-request comment or GITHUB_STEP_SUMMARY: the
                         scenarios, each finding's steps and the commands that reproduce it
      --html DIR         a page per finding (its timeline drawn as SVG, a lane per actor) and an
                         index.html; self-contained, no scripts
      --github           `::error file=…,line=…::` lines at each finding's scenario declaration
                         (GitHub Actions annotations; on by default when GITHUB_ACTIONS=true)
      --json             one JSON object per finding as it is saved, then one for the summary

    On a terminal, a status line on standard error shows the time, sequences per second,
    findings and what each worker does (not with --json, TERM=dumb or NO_COLOR).

    The work is split into rounds of batches of 64 sequences, one per scenario and two for a
    scenario whose last round found something new; workers take batches, and results are
    merged in the round's order, so the same command gives the same findings whatever --jobs
    is and however fast the machine. A worker that traps (a force unwrap of nil, an index out
    of range, a precondition) or hangs is replaced; the sequence is generated again in a fresh
    worker, shrunk by replaying candidates in fresh workers, and saved as `process.crash` (with
    the runtime's message) or `process.hang`. Exit 0 when nothing broke, 1 when something did,
    2 for a usage error, 3 when no worker could start or a report could not be written.

    """

  static func run(_ arguments: [String], _ context: CommandContext) throws(UsageError) -> Int32 {
    if arguments == ["--worker"] { return CampaignWorker.serve(scenarios: context.scenarios) }
    let args = try Arguments(
      arguments,
      valued: [
        "--scenario", "--time", "--sequences", "--jobs", "--shard", "--seed", "--max-steps", "--hang-timeout",
        "--corpus", "--junit", "--markdown", "--html", "--profiles",
      ],
      switches: ["--json", "--github"], usage: usage)
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
    if args.last("--profiles") != nil {
      options.profiles = ProfileSampling(
        rawValue: try args.choice("--profiles", of: ProfileSampling.allCases.map(\.rawValue), default: "default"))
    }
    if let shard = args.last("--shard") { options.shard = try parseShard(shard) }
    let corpus = try args.path("--corpus").map(Corpus.init(root:))
    let json = args.has("--json")
    let console = context.console
    let outputs = try ReportOutputs(args, environment: ProcessInfo.processInfo.environment, usage: usage)

    let campaign = Campaign(
      scenarios: selected, options: options, executable: context.executable, corpus: corpus)
    let status = ProgressLine(
      console: console,
      enabled: ProgressLine.enabled(
        interactive: console.isInteractive, json: json, environment: ProcessInfo.processInfo.environment))
    campaign.progressed = { status.show($0) }
    campaign.reported = { finding in
      status.clear()
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
    status.clear()
    let elapsed = clock.now - start
    if json {
      console.out(summaryJSON(campaign, options: options, elapsed: elapsed).text + "\n")
    } else {
      console.out(summaryText(campaign, options: options, elapsed: elapsed))
    }
    var failedReport = false
    if outputs.any {
      let document = CampaignDocument(campaign: campaign, options: options, elapsed: elapsed, program: context.program)
      failedReport = !outputs.write(document, console: console)
    }
    if campaign.interrupted {
      console.err("interrupted: the summary covers the batches that finished; every finding printed is saved\n")
      return 130
    }
    if failedReport { return 3 }
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
      "\(campaign.summaries.count) scenarios, \(sequences) sequences in \(campaign.rounds) round\(campaign.rounds == 1 ? "" : "s"), "
      + "\(campaign.findings.count) findings (\(newCount) new), seed \(options.seed)\(shard), "
      + "\(options.jobs) job\(options.jobs == 1 ? "" : "s"), \(String(format: "%.1f", BenchCommand.seconds(elapsed))) s\n"
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

/// The reports a campaign writes when it ends: files checked before it starts (a nightly run
/// should not spend an hour to fail on a path), written after its summary.
struct ReportOutputs {
  var junit: String?
  var markdown: String?
  var html: String?
  var github = false
  /// Where annotation paths are relative to: the checkout.
  var root = FileManager.default.currentDirectoryPath

  var any: Bool { junit != nil || markdown != nil || html != nil || github }

  init(_ args: Arguments, environment: [String: String], usage: String) throws(UsageError) {
    junit = try Self.file(args, "--junit", usage: usage)
    markdown = try Self.file(args, "--markdown", usage: usage)
    if let directory = try args.path("--html") {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
        throw UsageError(message: "`--html` needs a directory, and `\(directory)` is a file", usage: usage)
      }
      try Self.parentExists(of: directory, "--html", usage: usage)
      html = directory
    }
    github = args.has("--github") || environment["GITHUB_ACTIONS"] == "true"
    if let workspace = environment["GITHUB_WORKSPACE"], !workspace.isEmpty { root = workspace }
  }

  private static func file(_ args: Arguments, _ name: String, usage: String) throws(UsageError) -> String? {
    guard let path = args.last(name) else { return nil }
    guard !path.isEmpty else {
      throw UsageError(message: "`\(name)` needs a file path, not an empty string", usage: usage)
    }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw UsageError(message: "`\(name)` needs a file, and `\(path)` is a directory", usage: usage)
    }
    try parentExists(of: path, name, usage: usage)
    return path
  }

  private static func parentExists(of path: String, _ name: String, usage: String) throws(UsageError) {
    let parent = (path as NSString).deletingLastPathComponent
    var isDirectory: ObjCBool = false
    guard
      parent.isEmpty
        || FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) && isDirectory.boolValue
    else {
      throw UsageError(
        message: "`\(name) \(path)`: the directory `\(parent)` does not exist; create it first", usage: usage)
    }
  }

  /// Writes each report asked for; false if one could not be written (each failure said on standard error).
  func write(_ document: CampaignDocument, console: any Console) -> Bool {
    var ok = true
    func save(_ text: String, _ path: String, _ what: String) {
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        console.err("error: could not write the \(what) to `\(path)`: \(error.localizedDescription)\n")
        ok = false
      }
    }
    if let junit { save(document.junit(), junit, "JUnit report") }
    if let markdown { save(document.markdown(), markdown, "Markdown summary") }
    if let html {
      do {
        try HTMLReport.write(document, to: html)
      } catch {
        console.err("error: could not write the HTML report under `\(html)`: \(error.localizedDescription)\n")
        ok = false
      }
    }
    if github { console.out(document.githubAnnotations(root: root)) }
    return ok
  }
}

/// The campaign's status line on a terminal: redrawn in place on standard error at most four
/// times a second, cleared before a finding's line and at the end.
final class ProgressLine {
  private let console: any Console
  private let enabled: Bool
  private var lastDrawn: ContinuousClock.Instant?
  private var lastActivity: String?
  private var shown = false
  /// The shortest time between two redraws.
  static let interval = Duration.milliseconds(250)

  init(console: any Console, enabled: Bool) {
    self.console = console
    self.enabled = enabled
  }

  /// Whether to draw one: on a terminal, not with --json, and not with TERM=dumb or NO_COLOR
  /// (the line redraws itself with control characters).
  static func enabled(interactive: Bool, json: Bool, environment: [String: String]) -> Bool {
    interactive && !json && environment["TERM"] != "dumb" && environment["NO_COLOR"] == nil
  }

  func show(_ progress: CampaignProgress, at now: ContinuousClock.Instant = ContinuousClock.now) {
    guard enabled else { return }
    // A new activity (the campaign recreating a trap, for seconds) is drawn at once.
    if let lastDrawn, now - lastDrawn < Self.interval, progress.activity == lastActivity { return }
    lastDrawn = now
    lastActivity = progress.activity
    // A line longer than the terminal wraps, and `\r` would then redraw only its last row.
    var text = Self.text(progress)
    if let columns = Self.terminalColumns(), text.count >= columns { text = String(text.prefix(columns - 2)) + "…" }
    console.err("\r\u{1B}[K" + text)
    shown = true
  }

  func clear() {
    guard shown else { return }
    console.err("\r\u{1B}[K")
    shown = false
    lastDrawn = nil
  }

  /// The width of the terminal standard error is, if it is one.
  static func terminalColumns() -> Int? {
    var size = winsize()
    guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 2 else { return nil }
    return Int(size.ws_col)
  }

  /// `12.3 s · 8,432 sequences, 702/s · 3 findings · round 2 · jobs: 1 fuzzing, 1 shrinking · 1 replaced`
  static func text(_ progress: CampaignProgress) -> String {
    let seconds = BenchCommand.seconds(progress.elapsed)
    let rate = seconds > 0 ? Int((Double(progress.sequences) / seconds).rounded()) : 0
    var parts = [
      String(format: "%.1f s", seconds),
      "\(CampaignDocument.grouped(progress.sequences)) sequences, \(CampaignDocument.grouped(rate))/s",
      progress.findings == 1 ? "1 finding" : "\(progress.findings) findings", "round \(progress.round)",
    ]
    var jobs: [String] = []
    for (state, name) in [(CampaignProgress.Job.fuzzing, "fuzzing"), (.shrinking, "shrinking"), (.idle, "idle")] {
      let count = progress.jobs.filter { $0 == state }.count
      if count > 0 { jobs.append("\(count) \(name)") }
    }
    parts.append("jobs: " + jobs.joined(separator: ", "))
    if progress.replaced > 0 { parts.append("\(progress.replaced) replaced") }
    if let activity = progress.activity { parts.append(activity) }
    return parts.joined(separator: " · ")
  }
}
