import BridgeModel
import BridgeProperties
import Foundation

/// The budget, seed and split of a campaign.
struct CampaignOptions {
  var seed: UInt64 = 1
  /// Wall time: no new round starts after it (the round in flight finishes).
  var time: Duration? = .seconds(60)
  /// At most this many sequences of each scenario, over all shards (a budget that ends the
  /// same way on any machine).
  var sequences: Int?
  var jobs = 2
  var shard = (index: 0, count: 1)
  var maxSteps = 50
  /// Sequences per batch in the first round: the unit of work a worker takes. It doubles each
  /// round up to 16 times as many, so later rounds spend less on merging and waiting.
  var batch = 64
  /// A worker silent this long in a sequence is hung.
  var hangTimeout: Duration = .seconds(10)
  var profiles: ProfileSampling?
}

/// One distinct finding of a campaign: the first sequence (lowest index) that gave it, and its trace.
struct CampaignFinding {
  let scenario: String
  let key: FindingKey
  var trace: Trace
  var sequence: Int
  var count: Int
  /// The runtime's message (a crash) or what was running (a hang).
  var detail: String = ""
  /// Where the corpus keeps it, and whether the corpus had it before this campaign.
  var path: String?
  var known = false
}

/// Where a campaign stands, for its status line.
struct CampaignProgress: Equatable {
  enum Job: Equatable { case idle, fuzzing, shrinking }

  var elapsed: Duration
  /// Sequences run so far, the round in flight included.
  var sequences: Int
  var findings: Int
  /// The round in flight, from 1.
  var round: Int
  var jobs: [Job]
  /// Workers replaced after a trap or a hang.
  var replaced: Int
  /// What the campaign itself does while its workers wait (recreating a trap), if anything.
  var activity: String?
}

/// What a campaign did for one scenario.
struct CampaignScenarioSummary {
  let name: String
  var sequences = 0
  var steps = 0
  var batches = 0
  var newFindings = 0
  var knownFindings = 0
  var time: Duration = .zero
}

/// Runs a campaign: rounds of batches handed to worker processes, findings merged in a fixed
/// order, traps and hangs caught, recreated and shrunk from outside.
///
/// Determinism: a batch is a fixed set of sequence indices, a round is a fixed list of batches
/// (planned from the rounds before it), and results are merged in the round's order, never in
/// the order workers finish. So the findings depend on the seed, the shard and the budget,
/// not on `--jobs` or on timing; `--time` only decides how many rounds run.
final class Campaign {
  let scenarios: [Scenario]
  let options: CampaignOptions
  let executable: String
  let corpus: Corpus?
  /// Called with each finding once it is saved (the campaign's output, line by line).
  var reported: (CampaignFinding) -> Void = { _ in }
  /// Called with what went wrong without ending the campaign (a corpus write that failed).
  var warned: (String) -> Void = { _ in }
  /// Asked between rounds and while a round waits on its workers: true ends the campaign at
  /// once (SIGINT, SIGTERM). The round in flight is dropped; what earlier rounds found is saved.
  var shouldStop: () -> Bool = { false }
  /// Called while the campaign runs (several times a second while workers report; the
  /// caller throttles what it draws).
  var progressed: (CampaignProgress) -> Void = { _ in }
  /// Whether `shouldStop` ended the campaign.
  private(set) var interrupted = false
  private let scratch: String
  private var workers: [WorkerSlot] = []
  private(set) var findings: [CampaignFinding] = []
  private(set) var summaries: [CampaignScenarioSummary]
  private(set) var rounds = 0
  /// Per scenario, how many of this shard's sequences the planned batches cover.
  private var planned: [Int]
  /// Per scenario, whether the last round found something new (it gets two batches).
  private var fruitful: [Bool]
  /// The finding each trap or hang a worker reported was recreated as, by scenario, property
  /// and the signature the worker gave (only looked up).
  private var recreatedKeys: [String: FindingKey] = [:]
  private let clock = ContinuousClock()
  private var started: ContinuousClock.Instant = .now
  /// Workers replaced after a trap or a hang.
  private var replaced = 0

  init(scenarios: [Scenario], options: CampaignOptions, executable: String, corpus: Corpus?) {
    self.scenarios = scenarios
    self.options = options
    self.executable = executable
    self.corpus = corpus
    summaries = scenarios.map { CampaignScenarioSummary(name: $0.name) }
    planned = Array(repeating: 0, count: scenarios.count)
    fruitful = Array(repeating: false, count: scenarios.count)
    scratch =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "bridgecheck-campaign-\(getpid())"
      ).path
  }

  /// The sequences of this shard's share of a scenario (nil: no limit).
  private var shardSequences: Int? {
    options.sequences.map { total in
      let (index, count) = options.shard
      return total > index ? (total - index + count - 1) / count : 0
    }
  }

  func run() throws(CampaignError) {
    try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer {
      for slot in workers { slot.stop() }
      try? FileManager.default.removeItem(atPath: scratch)
    }
    started = clock.now
    while !interrupted {
      if let time = options.time, clock.now - started >= time { break }
      let batches = planRound()
      if batches.isEmpty { break }
      try runRound(batches)
      if !interrupted { rounds += 1 }
    }
  }

  // MARK: Rounds

  /// A batch: sequences `first`, `first + stride`, … of a scenario.
  struct Batch {
    let scenario: Int
    let first: Int
    let count: Int
    /// Findings known before the round, which the worker counts without shrinking.
    let known: [FindingKey]
  }

  /// What a batch gave (pieces of it, when a worker trapped or hung in the middle).
  struct BatchResult {
    var sequences = 0
    var steps = 0
    var findings: [(trace: Trace, sequence: Int, count: Int)] = []
    var failures: [ProcessFailure] = []
    /// Wall time its workers spent on it (a hang counts its timeout).
    var time: Duration = .zero
  }

  /// A sequence whose worker trapped or hung.
  struct ProcessFailure {
    let scenario: Int
    let sequence: Int
    let property: PropertyID
    let signature: Signature
    let detail: String
  }

  private func planRound() -> [Batch] {
    var batches: [Batch] = []
    let stride = options.shard.count
    let size = options.batch << min(rounds, 4)
    for index in scenarios.indices {
      let copies = fruitful[index] ? 2 : 1
      for _ in 0..<copies {
        let done = planned[index]
        var count = size
        if let limit = shardSequences { count = min(count, limit - done) }
        guard count > 0 else { break }
        let known = findings.filter { $0.scenario == scenarios[index].name }.map(\.key)
        batches.append(
          Batch(scenario: index, first: options.shard.index + stride * done, count: count, known: known))
        planned[index] += count
      }
    }
    return batches
  }

  private func runRound(_ batches: [Batch]) throws(CampaignError) {
    var results = [BatchResult](repeating: BatchResult(), count: batches.count)
    // Work items: (batch position, first index, count); a trap or hang splits one.
    var pending: [(position: Int, first: Int, count: Int)] = batches.indices.map {
      ($0, batches[$0].first, batches[$0].count)
    }
    pending.reverse()
    // Per batch, its work items not yet done: a batch is complete at 0.
    var outstanding = [Int](repeating: 1, count: batches.count)
    var busy = 0
    while !pending.isEmpty || busy > 0 {
      if shouldStop() {
        // What the batches that completed found is saved and printed, in the round's order;
        // a trap or hang is not recreated (that takes fresh workers, and the user asked to stop).
        interrupted = true
        try finish(batches, results, only: outstanding.map { $0 == 0 })
        return
      }
      // Hand work to idle workers, starting workers up to --jobs.
      while let item = pending.last {
        guard let slot = try idleWorker() else { break }
        pending.removeLast()
        let batch = batches[item.position]
        slot.start(
          job: item.position, first: item.first, count: item.count,
          request: .fuzz(
            job: item.position, scenario: scenarios[batch.scenario].name, seed: options.seed, first: item.first,
            stride: options.shard.count, count: item.count, maxSteps: options.maxSteps, profiles: options.profiles,
            known: batch.known),
          now: clock.now)
        busy += 1
      }
      let running = workers.filter { $0.job != nil }
      let waits = running.map { $0.deadline(options.hangTimeout) - clock.now }
      let wait = waits.min().map { max(0, Int32(clamping: $0.components.seconds * 1000 + 1)) } ?? 100
      let ready = Set(readable(running.map { $0.process.output }, milliseconds: min(wait, 1000)))
      for slot in running {
        guard let job = slot.job else { continue }
        if ready.contains(slot.process.output) {
          for line in slot.process.readLines() {
            guard let json = try? JSON.parse(line) else { continue }
            slot.heard(json, now: clock.now)
            if json["done"] != nil {
              merge(json, into: &results[job.position])
              results[job.position].time += clock.now - slot.startedAt
              outstanding[job.position] -= 1
              slot.job = nil
              busy -= 1
            }
          }
        }
        guard slot.job != nil else { continue }
        let hung = clock.now >= slot.deadline(options.hangTimeout)
        guard slot.process.ended || hung else { continue }
        // The worker trapped (its output ended) or hung (killed): pin it to its sequence.
        if hung { slot.process.kill() }
        let termination = slot.process.wait()
        let failed = slot.current ?? job.first
        let failure = processFailure(
          scenario: batches[job.position].scenario, sequence: failed, hung: hung, termination: termination,
          errorText: slot.process.errorText())
        results[job.position].failures.append(failure)
        results[job.position].sequences += 1
        results[job.position].time += clock.now - slot.startedAt
        slot.job = nil
        slot.dead = true
        replaced += 1
        busy -= 1
        // The sequences before it ran, but their findings died with the worker: they run again
        // elsewhere (they hold no trap). The rest of the batch is not run: a scenario that traps
        // or hangs does so on most sequences, and each would cost a process (or a hang timeout)
        // to find it again; later rounds give it more batches.
        let before = (failed - job.first) / options.shard.count
        outstanding[job.position] -= 1
        if before > 0 {
          pending.append((job.position, job.first, before))
          outstanding[job.position] += 1
        }
      }
      workers.removeAll { $0.dead }
      report(progressIn: batches, results)
    }
    try finish(batches, results)
  }

  /// Tells `progressed` where the round in flight stands: the sequences of earlier rounds, of
  /// its completed work items, and those the busy workers said they finished.
  private func report(progressIn batches: [Batch], _ results: [BatchResult], activity: String? = nil) {
    var sequences = summaries.reduce(0) { $0 + $1.sequences } + results.reduce(0) { $0 + $1.sequences }
    var jobs: [CampaignProgress.Job] = []
    for slot in workers {
      guard let job = slot.job else {
        jobs.append(.idle)
        continue
      }
      jobs.append(slot.isShrinking ? .shrinking : .fuzzing)
      if let current = slot.current { sequences += (current - job.first) / options.shard.count }
    }
    jobs += Array(repeating: .idle, count: max(0, options.jobs - jobs.count))
    progressed(
      CampaignProgress(
        elapsed: clock.now - started, sequences: sequences, findings: findings.count, round: rounds + 1, jobs: jobs,
        replaced: replaced, activity: activity))
  }

  private func idleWorker() throws(CampaignError) -> WorkerSlot? {
    if let idle = workers.first(where: { $0.job == nil }) { return idle }
    guard workers.count < options.jobs else { return nil }
    let slot = try WorkerSlot(executable: executable, errorPath: scratch + "/worker-\(workers.count)-\(spawned).err")
    spawned += 1
    workers.append(slot)
    return slot
  }
  private var spawned = 0

  private func merge(_ json: JSON, into result: inout BatchResult) {
    if case .integer(let sequences)? = json["sequences"] { result.sequences += sequences }
    if case .integer(let steps)? = json["steps"] { result.steps += steps }
    guard case .array(let found)? = json["findings"] else { return }
    for item in found {
      guard case .string(let text)? = item["trace"], case .integer(let sequence)? = item["sequence"],
        case .integer(let count)? = item["count"], let trace = try? TraceParser.parse(text, file: "worker")
      else { continue }
      result.findings.append((trace, sequence, count))
    }
  }

  /// The finding of a trap or a hang: the runtime's message names it.
  private func processFailure(
    scenario: Int, sequence: Int, hung: Bool, termination: ChildProcess.Termination, errorText: String
  ) -> ProcessFailure {
    if hung {
      return ProcessFailure(
        scenario: scenario, sequence: sequence, property: ProcessProperties.hang.id,
        signature: ProcessOutcome.hangSignature,
        detail: "a step did not return within \(seconds(options.hangTimeout))")
    }
    let (signature, detail) = crashSignature(termination: termination, errorText: errorText)
    return ProcessFailure(
      scenario: scenario, sequence: sequence, property: ProcessProperties.crash.id, signature: signature,
      detail: detail)
  }

  // MARK: Merging a round

  /// Merges a round's results in its order; `only` (an interrupted round) keeps the batches
  /// that completed, and recreates no trap or hang.
  private func finish(_ batches: [Batch], _ results: [BatchResult], only: [Bool]? = nil) throws(CampaignError) {
    var newIn = [Bool](repeating: false, count: scenarios.count)
    for (position, batch) in batches.enumerated() where only?[position] ?? true {
      let result = results[position]
      summaries[batch.scenario].sequences += result.sequences
      summaries[batch.scenario].steps += result.steps
      summaries[batch.scenario].batches += 1
      summaries[batch.scenario].time += result.time
      let name = scenarios[batch.scenario].name
      for found in result.findings
      where note(found.trace, scenario: name, sequence: found.sequence, count: found.count) {
        newIn[batch.scenario] = true
      }
    }
    // Traps and hangs: the first of each new kind is recreated and shrunk from outside, and
    // what its steps broke in the process before it is found again (that died with the worker).
    for (position, batch) in batches.enumerated() where only == nil {
      for failure in results[position].failures {
        let scenario = scenarios[batch.scenario]
        let seen = "\(scenario.name) \(failure.property) \(failure.signature.traceText)"
        if let key = recreatedKeys[seen], let index = findingIndex(scenario.name, key) {
          findings[index].count += 1
          continue
        }
        let what = failure.property == ProcessProperties.hang.id ? "hang" : "trap"
        report(progressIn: [], [], activity: "recreating and shrinking a \(what) of \(scenario.name)")
        let recreated = recreate(failure, scenario: scenario)
        for found in recreated.before {
          note(found.trace, scenario: scenario.name, sequence: failure.sequence, count: 1)
        }
        // The recreating run's backtrace names the trap as every build does; the signature the
        // worker saw (its message, or where it stopped in this build) stays the key it is known by.
        let signature = recreated.signature ?? failure.signature
        recreatedKeys[seen] = FindingKey(property: failure.property, signature: signature)
        let trace = Trace(
          scenario: scenario.name, property: failure.property, signature: signature, expect: .violation,
          seed: options.seed, profile: recreated.profile, steps: recreated.actions)
        if note(
          trace, scenario: scenario.name, sequence: failure.sequence, count: 1,
          detail: recreated.detail ?? failure.detail)
        {
          newIn[batch.scenario] = true
        }
      }
    }
    fruitful = newIn
    // Save and report the round's new findings, in a fixed order.
    for index in findings.indices where findings[index].path == nil {
      if let corpus {
        do {
          let outcome = try corpus.write(findings[index].trace)
          findings[index].path = outcome.path
          if case .written = outcome {} else { findings[index].known = true }
        } catch {
          // The finding is still reported; a corpus that cannot be written is a warning.
          findings[index].path = ""
          warned("could not save the trace of \(findings[index].key.property) under `\(corpus.root)`: \(error)")
        }
      } else {
        findings[index].path = ""
      }
      let scenario = scenarios.firstIndex { $0.name == findings[index].scenario } ?? 0
      if findings[index].known { summaries[scenario].knownFindings += 1 } else { summaries[scenario].newFindings += 1 }
      reported(findings[index])
    }
  }

  private func findingIndex(_ scenario: String, _ key: FindingKey) -> Int? {
    findings.firstIndex { $0.scenario == scenario && $0.key == key }
  }

  /// Adds a trace's finding, or counts it again if the campaign has it; whether it was new.
  @discardableResult
  private func note(_ trace: Trace, scenario: String, sequence: Int, count: Int, detail: String = "") -> Bool {
    guard let key = trace.finding else { return false }
    if let index = findingIndex(scenario, key) {
      findings[index].count += count
      return false
    }
    findings.append(
      CampaignFinding(
        scenario: scenario, key: key, trace: trace, sequence: sequence, count: count, detail: detail))
    return true
  }

  // MARK: Traps and hangs, from outside

  /// The steps of a failed sequence, generated again in a fresh worker that writes each step
  /// before it runs, then shrunk by replaying candidates in fresh workers; and what the steps
  /// before the failing one broke in the process, shrunk there.
  private func recreate(_ failure: ProcessFailure, scenario: Scenario) -> (
    actions: [Action], profile: BehaviourProfile, before: [(trace: Trace, sequence: Int, count: Int)],
    signature: Signature?, detail: String?
  ) {
    var run = ProcessRun(executable: executable, scratch: scratch, hangTimeout: options.hangTimeout)
    run.backtrace = true
    let recorded = run.record(
      scenario: scenario.name, seed: options.seed, index: failure.sequence, maxSteps: options.maxSteps,
      profiles: options.profiles)
    run.backtrace = false
    guard let recorded, let steps = parseSteps(recorded.steps, scenario: scenario.name, profile: recorded.profile)
    else { return ([], scenario.profile, [], nil, nil) }
    var signature: Signature?
    var detail: String?
    if case .crashed(let found, let text) = recorded.outcome, failure.property == ProcessProperties.crash.id {
      (signature, detail) = (found, text)
    }
    var before: [(trace: Trace, sequence: Int, count: Int)] = []
    if steps.steps.count > 1 {
      var prefix = steps
      prefix.steps.removeLast()
      prefix.seed = options.seed
      let known = findings.filter { $0.scenario == scenario.name }.map(\.key)
      var result = BatchResult()
      merge(
        .object([("findings", .array(run.check(prefix, sequence: failure.sequence, known: known)))]), into: &result)
      before = result.findings
    }
    let target = (property: failure.property, signature: failure.signature)
    let shrunk = ProcessShrinker(
      executable: executable, scratch: scratch, hangTimeout: min(options.hangTimeout, .seconds(2)),
      scenario: scenario.name, profile: steps.profile, target: target
    ).shrink(steps.steps)
    return (shrunk, steps.profile, before, signature, detail)
  }

  private func parseSteps(_ texts: [String], scenario: String, profile: String) -> Trace? {
    let text =
      "bridgecheck-trace 1\nscenario: \(scenario)\nproperty: none\nexpect: holds\nseed: none\nprofile: \(profile)\nsteps:\n"
      + texts.map { "  \($0)\n" }.joined()
    return try? TraceParser.parse(text, file: "recording")
  }

  private func seconds(_ duration: Duration) -> String {
    let (whole, fraction) = duration.components
    return fraction == 0 ? "\(whole) s" : String(format: "%.1f s", Double(whole) + Double(fraction) / 1e18)
  }
}
