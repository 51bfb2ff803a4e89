import BridgeModel
import BridgeProperties
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A request from a campaign to one of its workers, one JSON object per line.
enum WorkerRequest: Equatable {
  /// Fuzz the sequences `first`, `first + stride`, … (`count` of them) of a scenario.
  case fuzz(
    job: Int, scenario: String, seed: UInt64, first: Int, stride: Int, count: Int, maxSteps: Int,
    profiles: ProfileSampling?, known: [FindingKey])
  /// Generate sequence `index` again, writing each step before it runs.
  case record(scenario: String, seed: UInt64, index: Int, maxSteps: Int, profiles: ProfileSampling?)
  /// Replay a trace's steps, writing each step's index before it runs.
  case replay(trace: String)
  /// Replay the steps a sequence ran before it trapped or hung, and shrink what they broke in
  /// the process (those findings died with the worker that ran the sequence).
  case check(trace: String, sequence: Int, known: [FindingKey])

  var json: JSON {
    switch self {
    case .fuzz(let job, let scenario, let seed, let first, let stride, let count, let maxSteps, let profiles, let known):
      .object([
        ("fuzz", .integer(job)), ("scenario", .string(scenario)), ("seed", .string(String(seed))),
        ("first", .integer(first)), ("stride", .integer(stride)), ("count", .integer(count)),
        ("maxSteps", .integer(maxSteps)), ("profiles", profiles.map { .string($0.rawValue) } ?? .null),
        ("known", Self.json(known)),
      ])
    case .record(let scenario, let seed, let index, let maxSteps, let profiles):
      .object([
        ("record", .string(scenario)), ("seed", .string(String(seed))), ("index", .integer(index)),
        ("maxSteps", .integer(maxSteps)), ("profiles", profiles.map { .string($0.rawValue) } ?? .null),
      ])
    case .replay(let trace): .object([("replay", .string(trace))])
    case .check(let trace, let sequence, let known):
      .object([("check", .string(trace)), ("sequence", .integer(sequence)), ("known", Self.json(known))])
    }
  }

  static func json(_ known: [FindingKey]) -> JSON {
    .array(known.map { .array([.string($0.property.rawValue), .string($0.signature.traceText)]) })
  }

  static func keys(_ json: JSON?) -> [FindingKey]? {
    guard case .array(let pairs)? = json else { return nil }
    var known: [FindingKey] = []
    for pair in pairs {
      guard case .array(let parts) = pair, parts.count == 2, case .string(let property) = parts[0],
        case .string(let text) = parts[1], let signature = Signature(traceText: text)
      else { return nil }
      known.append(FindingKey(property: PropertyID(property), signature: signature))
    }
    return known
  }

  init?(_ json: JSON) {
    func int(_ key: String) -> Int? { if case .integer(let value)? = json[key] { value } else { nil } }
    func string(_ key: String) -> String? { if case .string(let value)? = json[key] { value } else { nil } }
    let profiles = string("profiles").flatMap(ProfileSampling.init(rawValue:))
    if let job = int("fuzz") {
      guard let scenario = string("scenario"), let seed = string("seed").flatMap({ UInt64($0) }),
        let first = int("first"), let stride = int("stride"), let count = int("count"), let maxSteps = int("maxSteps"),
        let known = Self.keys(json["known"])
      else { return nil }
      self = .fuzz(
        job: job, scenario: scenario, seed: seed, first: first, stride: stride, count: count, maxSteps: maxSteps,
        profiles: profiles, known: known)
    } else if let scenario = string("record") {
      guard let seed = string("seed").flatMap({ UInt64($0) }), let index = int("index"), let maxSteps = int("maxSteps")
      else { return nil }
      self = .record(scenario: scenario, seed: seed, index: index, maxSteps: maxSteps, profiles: profiles)
    } else if let trace = string("replay") {
      self = .replay(trace: trace)
    } else if let trace = string("check") {
      guard let sequence = int("sequence"), let known = Self.keys(json["known"]) else { return nil }
      self = .check(trace: trace, sequence: sequence, known: known)
    } else {
      return nil
    }
  }
}

/// `bridgecheck campaign --worker`: answers a campaign's requests until its input ends.
///
/// Every line is written with one `write(2)` as soon as it is known, so what a worker said
/// before it trapped or hung reaches the campaign: `{"received":true}` when a request is read,
/// `{"seq":I}` before sequence I of a fuzz job, `{"step":"…"}` before each step of a recording,
/// `{"at":K}` before step K of a replay.
enum CampaignWorker {
  static func serve(scenarios: [Scenario]) -> Int32 {
    watchParent()
    // Where a trap stops, unless the runtime's backtracer is to say it (it has handlers of its own).
    if ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] == "enable=no" { TrapReporter.install() }
    while let line = readLine(strippingNewline: true) {
      guard let json = try? JSON.parse(line), let request = WorkerRequest(json) else {
        emit(.object([("error", .string("not a request: \(line.prefix(80))"))]))
        return 2
      }
      // The campaign's hang clock starts here: the process has started and read the request.
      emit(.object([("received", .bool(true))]))
      switch request {
      case .fuzz(let job, let name, let seed, let first, let stride, let count, let maxSteps, let profiles, let known):
        guard let scenario = scenarios.first(where: { $0.name == name }) else { return unknown(name) }
        var options = FuzzOptions()
        options.seed = seed
        options.firstSequence = first
        options.sequenceStride = stride
        options.sequences = count
        options.maxSteps = maxSteps
        options.profiles = profiles
        options.alreadyFound = known
        var fuzzer = Fuzzer(scenario, options: options)
        fuzzer.willRun = { index in emit(.object([("seq", .integer(index))])) }
        fuzzer.willShrink = { _ in emit(.object([("shrinking", .bool(true))])) }
        let result = fuzzer.run()
        emit(done(job: job, result, scenario: scenario))
      case .record(let name, let seed, let index, let maxSteps, let profiles):
        guard let scenario = scenarios.first(where: { $0.name == name }) else { return unknown(name) }
        let sequenceSeed = SplitMix64.seed(of: index, in: seed)
        let profile =
          (profiles ?? scenario.profileSampling) == .all
          ? BehaviourProfile.drawn(from: scenario.profile, seed: sequenceSeed) : scenario.profile
        emit(.object([("profile", .string(profile.text))]))
        let result = Execution(scenario).generate(seed: sequenceSeed, maxSteps: maxSteps, profile: profile) { action in
          emit(.object([("step", .string(action.text))]))
        }
        emit(.object([("recorded", .integer(result.actions.count))]))
      case .replay(let text):
        guard let trace = try? TraceParser.parse(text, file: "request"),
          let scenario = scenarios.first(where: { $0.name == trace.scenario })
        else { return unknown("of the trace") }
        let result = Execution(scenario, profile: trace.profile).replay(trace.steps) { index in
          emit(.object([("at", .integer(index))]))
        }
        emit(.object([("replayed", .integer(result.actions.count))]))
      case .check(let text, let sequence, let known):
        guard let trace = try? TraceParser.parse(text, file: "request"),
          let scenario = scenarios.first(where: { $0.name == trace.scenario })
        else { return unknown("of the trace") }
        emit(check(trace, sequence: sequence, known: known, scenario: scenario))
      }
    }
    return 0
  }

  /// A worker outlives its campaign only until it notices: a thread looks every half second
  /// and ends the process once the parent is gone (killed with -9, say), even while the app's
  /// code hangs the main thread.
  private static func watchParent() {
    let parent = getppid()
    let thread = Thread {
      while true {
        usleep(500_000)
        if getppid() != parent { _exit(0) }
      }
    }
    thread.start()
  }

  private static func unknown(_ name: String) -> Int32 {
    emit(.object([("error", .string("no scenario named \(name) in this executable"))]))
    return 2
  }

  /// The end of a fuzz job: its counts and every finding, as a trace. A consequence of another
  /// finding (`Finding.consequences`) stays inside it, as `fuzz` reports it: its properties are
  /// listed with the finding.
  static func done(job: Int, _ result: FuzzResult, scenario: Scenario) -> JSON {
    let findings: [JSON] = result.findings.map { finding in
      let trace = Trace(
        scenario: scenario.name, property: finding.property, signature: finding.signature, expect: .violation,
        seed: result.seed, profile: finding.profile, steps: finding.steps)
      return findingJSON(
        trace, sequence: finding.sequence, count: finding.sequences, shrunk: finding.shrunk,
        consequences: finding.consequences.map(\.property))
    }
    return .object([
      ("done", .integer(job)), ("sequences", .integer(result.sequencesRun)), ("steps", .integer(result.stepsRun)),
      ("findings", .array(findings)),
    ])
  }

  /// A finding as a worker reports it: its trace, the sequence that found it, how many did.
  static func findingJSON(
    _ trace: Trace, sequence: Int, count: Int, shrunk: ShrinkResult?, consequences: [PropertyID]
  ) -> JSON {
    .object([
      ("trace", .string(trace.text)), ("sequence", .integer(sequence)), ("count", .integer(count)),
      ("shrunk", .bool(shrunk != nil)), ("certified", .bool(shrunk?.isCertified ?? false)),
      ("consequences", .array(consequences.map { .string($0.rawValue) })),
    ])
  }

  /// What the steps of `trace` break in the process, each new finding shrunk, as `done` writes them.
  static func check(_ trace: Trace, sequence: Int, known: [FindingKey], scenario: Scenario) -> JSON {
    let execution = Execution(scenario)
    let result = execution.replay(trace.steps, profile: trace.profile)
    var findings: [JSON] = []
    var seen = known
    for violation in result.violations where !seen.contains(violation.key) {
      seen.append(violation.key)
      var shrinker = Shrinker(execution, finding: violation.key, profile: trace.profile)
      let steps = Array(result.actions.prefix(Int(violation.step)))
      let shrunk = shrinker.shrink(steps, consequenceOf: known)
      let found = Trace(
        scenario: scenario.name, property: violation.property, signature: violation.signature, expect: .violation,
        seed: trace.seed, profile: shrunk?.profile ?? trace.profile, steps: shrunk?.actions ?? steps)
      findings.append(findingJSON(found, sequence: sequence, count: 1, shrunk: shrunk, consequences: []))
    }
    return .object([("checked", .integer(result.actions.count)), ("findings", .array(findings))])
  }

  /// Writes one line to standard output at once (no buffer a trap could lose).
  static func emit(_ json: JSON) { writeAll(json.text + "\n", to: 1) }
}
