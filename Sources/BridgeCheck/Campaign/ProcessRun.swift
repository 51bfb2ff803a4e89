import BridgeModel
import BridgeProperties
import Foundation

/// A campaign's worker: a child process and the work item it is on.
final class WorkerSlot {
  let process: ChildProcess
  /// The work item: its batch's position in the round, its first sequence and how many.
  var job: (position: Int, first: Int, count: Int)?
  /// The sequence the worker said it started last.
  private(set) var current: Int?
  private var lastHeard: ContinuousClock.Instant = .now
  /// Whether the worker has written a line since it was started.
  private var heardAny = false
  /// When the work item was handed over.
  private(set) var startedAt: ContinuousClock.Instant = .now
  private var shrinking = false
  var dead = false
  /// Whether the worker is shrinking a finding (it said so, and has not started another sequence).
  var isShrinking: Bool { shrinking }

  init(executable: String, errorPath: String) throws(CampaignError) {
    process = try ChildProcess(executable: executable, arguments: ["campaign", "--worker"], errorPath: errorPath)
  }

  func start(job position: Int, first: Int, count: Int, request: WorkerRequest, now: ContinuousClock.Instant) {
    job = (position, first, count)
    startedAt = now
    current = nil
    shrinking = false
    lastHeard = now
    process.send(request.json.text)
  }

  /// Notes a line the worker wrote.
  func heard(_ json: JSON, now: ContinuousClock.Instant) {
    lastHeard = now
    heardAny = true
    if case .integer(let index)? = json["seq"] {
      current = index
      shrinking = false
    }
    if json["shrinking"] != nil { shrinking = true }
  }

  /// When the worker counts as hung: `timeout` after its last line, or five minutes (at
  /// least) while it shrinks, which runs many candidates without a line between them. Before
  /// its first line the process is still starting: `ProcessRun.startAllowance` at least.
  func deadline(_ timeout: Duration) -> ContinuousClock.Instant {
    if !heardAny { return lastHeard + max(timeout, ProcessRun.startAllowance) }
    return lastHeard + (shrinking ? max(timeout, .seconds(300)) : timeout)
  }

  func stop() {
    process.kill()
    _ = process.wait()
  }
}

/// How one request to a fresh worker ended.
enum ProcessOutcome: Equatable {
  case completed
  case crashed(Signature, detail: String)
  case hung

  /// The signature of every hang: nothing outside the process tells one from another.
  static let hangSignature = Signature(kind: "no return", subject: "")

  /// The process property it broke, how, and the runtime's message; nil when it completed.
  var broken: (property: PropertyID, signature: Signature, detail: String)? {
    switch self {
    case .completed: nil
    case .crashed(let signature, let detail): (ProcessProperties.crash.id, signature, detail)
    case .hung: (ProcessProperties.hang.id, Self.hangSignature, "")
    }
  }
}

/// One request to a fresh worker process, watched from outside: it completes, traps or hangs.
struct ProcessRun {
  let executable: String
  let scratch: String
  let hangTimeout: Duration
  /// Whether a trap is read from the runtime's backtrace, whose signature every build gives
  /// (`crashSignature`); slower, so for the run that recreates a trap and for replays.
  var backtrace = false

  /// Generates sequence `index` again in a fresh worker; the steps it announced (the last is
  /// the one that trapped or hung) and its profile. Nil if the worker could not start.
  func record(scenario: String, seed: UInt64, index: Int, maxSteps: Int, profiles: ProfileSampling?) -> (
    steps: [String], profile: String, outcome: ProcessOutcome
  )? {
    var steps: [String] = []
    var profile = "default"
    let request = WorkerRequest.record(
      scenario: scenario, seed: seed, index: index, maxSteps: maxSteps, profiles: profiles)
    let outcome = converse(request) { json in
      if case .string(let text)? = json["step"] { steps.append(text) }
      if case .string(let text)? = json["profile"] { profile = text }
      return json["recorded"] != nil
    }
    return outcome.map { (steps, profile, $0) }
  }

  /// Replays a trace in a fresh worker; how it ended and how many steps it began.
  func replay(_ trace: Trace) -> (outcome: ProcessOutcome, reached: Int)? {
    var reached = 0
    let outcome = converse(.replay(trace: trace.text)) { json in
      if case .integer(let index)? = json["at"] { reached = index + 1 }
      return json["replayed"] != nil
    }
    return outcome.map { ($0, reached) }
  }

  /// Replays `trace` in a fresh worker and returns what it broke in the process, shrunk: the
  /// `findings` of its answer. Empty if the worker trapped, hung or could not start.
  func check(_ trace: Trace, sequence: Int, known: [FindingKey]) -> [JSON] {
    var findings: [JSON] = []
    let outcome = converse(.check(trace: trace.text, sequence: sequence, known: known)) { json in
      guard json["checked"] != nil else { return false }
      if case .array(let found)? = json["findings"] { findings = found }
      return true
    }
    return outcome == .completed ? findings : []
  }

  /// How long a fresh worker may take to start and read its request (`{"received":true}`)
  /// before its silence counts as a hang: loading the executable is not part of a sequence, and
  /// on a loaded machine it can take longer than a short `--hang-timeout`.
  static let startAllowance: Duration = .seconds(60)

  /// How long a worker that has begun to write its backtrace may take to finish it and end:
  /// the runtime reads the executable's debug information first (half a second on a quiet
  /// machine, several on a loaded one).
  static let backtraceAllowance: Duration = .seconds(60)

  /// Sends `request` to a fresh worker and reads its lines until `finished` says so, its output
  /// ends (a trap) or it is silent for `hangTimeout` (a hang: it is killed). The clock starts
  /// at the worker's first line (`startAllowance` until then), and a worker silent because its
  /// runtime is writing a trap's backtrace is not hung: it is given `backtraceAllowance` to end.
  private func converse(_ request: WorkerRequest, finished: (JSON) -> Bool) -> ProcessOutcome? {
    let errorPath = scratch + "/run-\(UInt64.random(in: 0...UInt64.max)).err"
    defer { try? FileManager.default.removeItem(atPath: errorPath) }
    guard
      let child = try? ChildProcess(
        executable: executable, arguments: ["campaign", "--worker"], errorPath: errorPath, backtrace: backtrace)
    else { return nil }
    child.send(request.json.text)
    let clock = ContinuousClock()
    var deadline = clock.now + max(hangTimeout, Self.startAllowance)
    var backtracing = false
    while true {
      let left = deadline - clock.now
      if left <= .zero {
        if !backtracing && backtrace && backtraceBegun(child.errorText()) {
          backtracing = true
          deadline = clock.now + Self.backtraceAllowance
          continue
        }
        child.kill()
        let termination = child.wait()
        guard backtracing else { return .hung }
        let (signature, detail) = crashSignature(termination: termination, errorText: child.errorText())
        return .crashed(signature, detail: detail)
      }
      let milliseconds = Int32(
        clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
      guard !readable([child.output], milliseconds: milliseconds).isEmpty else { continue }
      for line in child.readLines() {
        deadline = clock.now + hangTimeout
        guard let json = try? JSON.parse(line) else { continue }
        if finished(json) {
          child.kill()
          _ = child.wait()
          return .completed
        }
      }
      if child.ended {
        let termination = child.wait()
        let (signature, detail) = crashSignature(termination: termination, errorText: child.errorText())
        return .crashed(signature, detail: detail)
      }
    }
  }
}

/// Shrinks the steps of a trap or a hang by replaying candidates in fresh workers: the step
/// that trapped or never returned alone first, then chunks of steps are deleted, halving the
/// chunk, until no single step can go (a 1-minimal trace), or the candidate budget is spent.
struct ProcessShrinker {
  let run: ProcessRun
  let scenario: String
  let profile: BehaviourProfile
  let target: (property: PropertyID, signature: Signature)
  var budget = 200

  init(
    executable: String, scratch: String, hangTimeout: Duration, scenario: String, profile: BehaviourProfile,
    target: (property: PropertyID, signature: Signature)
  ) {
    run = ProcessRun(executable: executable, scratch: scratch, hangTimeout: hangTimeout)
    self.scenario = scenario
    self.profile = profile
    self.target = target
  }

  /// Whether `steps` still trap (where the first run did: the signature without a backtrace)
  /// or hang.
  func reproduces(_ steps: [Action]) -> Bool {
    let trace = Trace(scenario: scenario, property: nil, expect: .holds, seed: nil, profile: profile, steps: steps)
    guard let broken = run.replay(trace)?.outcome.broken else { return false }
    return broken.property == target.property && broken.signature == target.signature
  }

  func shrink(_ actions: [Action]) -> [Action] {
    Self.shrink(actions, budget: budget, reproduces: reproduces)
  }

  /// `actions` shrunk with `reproduces` as the test, at most `budget` candidates tried.
  ///
  /// The last step is the one that trapped or never returned, and alone it often still does:
  /// it is tried first. A candidate that reproduces a hang costs a whole time-out (one that does
  /// not returns at once), and halving a trace of 16 steps down to its last one reproduces at
  /// every halving: 4 time-outs where this costs one.
  static func shrink(_ actions: [Action], budget: Int, reproduces: ([Action]) -> Bool) -> [Action] {
    var current = actions
    var left = budget
    if current.count > 1, let last = current.last, left > 0 {
      left -= 1
      if reproduces([last]) { current = [last] }
    }
    var chunk = max(1, current.count / 2)
    while left > 0, !current.isEmpty {
      var removed = false
      var start = 0
      while start < current.count, left > 0 {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, current.count))
        left -= 1
        if reproduces(candidate) {
          current = candidate
          removed = true
        } else {
          start += chunk
        }
      }
      if chunk > 1 {
        chunk = max(1, chunk / 2)
      } else if !removed {
        break
      }
    }
    return current
  }
}
