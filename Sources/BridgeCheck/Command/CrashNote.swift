#if canImport(Glibc)
  import Glibc
#endif

/// What a run says when the code under test crashes the process (a force unwrap of nil, an
/// index out of range, a failed precondition, a stack overflow): which scenario, sequence and
/// seed it was, and how to get past it: the `campaign` command that runs those sequences in
/// worker processes, where a crash becomes a finding with a shrunk trace and the run goes on
/// (issue 10); from a test, also the variables that stop at the same sequence again.
///
/// `fuzz` and `BridgeCheckTesting.expectHolds` run the user's code in their own process, so a
/// crash ends it; the runtime's backtrace says where. The note is written by a signal handler,
/// before the handler that was there (the runtime's backtracer) runs: with nothing but `write`,
/// from text made before the run, since the crash may have stopped the process inside `malloc`.
enum CrashNote {
  /// The signals a crash raises; a trap in an optimised build is SIGILL.
  static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  /// A piece of the note: text made before the run, or what only the crash knows.
  enum Piece: Equatable {
    case text(String)
    /// The signal's name.
    case signal
    /// `) in sequence ` or `) while shrinking the finding of sequence `.
    case phase
    /// The sequence's index.
    case sequence
    /// How many sequences a run needs to reach it: the index plus one.
    case count
  }

  /// The note's pieces for `scenario`'s run under `seed`, with the advice of `advice`.
  static func pieces(
    _ advice: CrashAdvice, scenario: String, seed: UInt64, maxSteps: Int, profiles: ProfileSampling?
  ) -> [Piece] {
    let options =
      (maxSteps == FuzzOptions().maxSteps ? "" : " --max-steps \(maxSteps)")
      + (profiles.map { " --profiles \($0.rawValue)" } ?? "") + " --jobs 1\n\n"
    let campaign = "campaign --scenario \(scenario) --seed \(seed) --sequences "
    var pieces: [Piece] = [
      .text("\n✗ \(scenario): the code under test crashed the process ("), .signal, .phase, .sequence,
    ]
    switch advice {
    case .campaign(let program):
      pieces += [
        .text(
          " (seed \(seed)), and this scenario's findings so far are lost.\n"
            + "  `campaign` runs each sequence in a worker process: a crash becomes a finding (process.crash)"
            + " with a shrunk trace that `replay` reproduces, and the run goes on past it. These sequences:\n"
            + "  \(program) \(campaign)"),
        .count, .text(options),
      ]
    case .test(let name):
      pieces += [
        .text(
          " (seed \(seed)), and this test's findings so far are lost. To stop there again:\n"
            + "  BRIDGECHECK_SEED=\(seed) BRIDGECHECK_SEQUENCES="),
        .count,
        .text(
          " swift test --filter \(name)\n"
            + "  A campaign runs each sequence in a worker process, where a crash becomes a finding (process.crash)"
            + " with a shrunk trace that `replay` reproduces; from an executable that passes your scenarios to"
            + " `BridgeCheckCommand.main(scenarios:)`:\n"
            + "  EXECUTABLE \(campaign)"),
        .count, .text(options),
      ]
    }
    return pieces
  }

  /// The note's text: a crash by `signal` in sequence `sequence` (or while shrinking that
  /// sequence's finding), as the handler writes it.
  static func text(_ pieces: [Piece], signal: Int32, sequence: Int, shrinking: Bool) -> String {
    pieces.map { piece in
      switch piece {
      case .text(let text): return text
      case .signal: return name(of: signal)
      case .phase: return shrinking ? whileShrinking : inSequence
      case .sequence: return String(sequence)
      case .count: return String(sequence + 1)
      }
    }.joined()
  }

  private static let inSequence = ") in sequence "
  private static let whileShrinking = ") while shrinking the finding of sequence "

  /// How the note names a signal.
  static func name(of signal: Int32) -> String {
    switch signal {
    case SIGILL: return "SIGILL, a Swift runtime trap"
    case SIGTRAP: return "SIGTRAP, a trap"
    case SIGABRT: return "SIGABRT, an abort"
    case SIGSEGV: return "SIGSEGV, a bad memory access or a stack overflow"
    case SIGBUS: return "SIGBUS, a bad memory access"
    case SIGFPE: return "SIGFPE, an arithmetic trap"
    default: return "signal \(signal)"
    }
  }

  #if os(Linux)
    /// The note's pieces as bytes, made by `arm` before the run: the handler only writes them.
    /// A piece's kind: 0 text, 1 the signal, 2 the phase, 3 the sequence, 4 the count.
    private struct Bytes {
      var pieces: [(kind: UInt8, bytes: [UInt8])] = []
      var names: [[UInt8]] = []
      var inSequence: [UInt8] = []
      var whileShrinking: [UInt8] = []
    }
    nonisolated(unsafe) private static var bytes: Bytes?
    nonisolated(unsafe) private static var previous: [sigaction] = []
    nonisolated(unsafe) private static var digits = [UInt8](repeating: 0, count: 24)
    nonisolated(unsafe) private static var stack: UnsafeMutableRawPointer?
  #endif
  /// The sequence running now, and whether its finding is being shrunk.
  nonisolated(unsafe) static var sequence = 0
  nonisolated(unsafe) static var shrinking = false

  /// Puts the note's handler before the crash signals' handlers, with `pieces` as its text.
  static func arm(_ pieces: [Piece]) {
    sequence = 0
    shrinking = false
    #if os(Linux)
      // Every global the handler reads is made here: a global is made at its first use, and
      // making one allocates.
      digits = [UInt8](repeating: 0, count: 24)
      bytes = Bytes(
        pieces: pieces.map { piece in
          switch piece {
          case .text(let text): return (0, Array(text.utf8))
          case .signal: return (1, [])
          case .phase: return (2, [])
          case .sequence: return (3, [])
          case .count: return (4, [])
          }
        },
        names: signals.map { Array(name(of: $0).utf8) }, inSequence: Array(inSequence.utf8),
        whileShrinking: Array(whileShrinking.utf8))
      guard previous.isEmpty else { return }
      // A stack overflow leaves no stack to run a handler on: one of its own, unless the
      // runtime's backtracer set one up.
      var current = stack_t()
      sigaltstack(nil, &current)
      if current.ss_flags & Int32(SS_DISABLE) != 0 {
        let size = 1 << 16
        stack = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        var alternate = stack_t()
        alternate.ss_sp = stack
        alternate.ss_size = size
        sigaltstack(&alternate, nil)
      }
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { signal, info, _ in
        CrashNote.write(signal)
        CrashNote.giveBackSignals()
        // A fault (si_code > 0, from the kernel) happens again when the handler returns, into
        // the handler before ours; a signal sent (an abort) is sent again.
        if let info, info.pointee.si_code > 0 { return }
        raise(signal)
      }
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigemptyset(&action.sa_mask)
      previous = signals.map { signal in
        var old = sigaction()
        sigaction(signal, &action, &old)
        return old
      }
    #endif
  }

  /// Gives the crash signals back to the handlers they had before `arm`, and lets go of the
  /// handler's stack (not from the handler: it may be running on that stack).
  static func restore() {
    #if os(Linux)
      giveBackSignals()
      previous = []
      if let stack {
        var disabled = stack_t()
        disabled.ss_flags = Int32(SS_DISABLE)
        sigaltstack(&disabled, nil)
        stack.deallocate()
        CrashNote.stack = nil
      }
    #endif
  }

  #if os(Linux)
    /// Puts back the handlers the crash signals had before `arm`: only `sigaction` calls and
    /// reads, so the handler may call it (it frees nothing: the crash may be inside `free`).
    private static func giveBackSignals() {
      var index = 0
      while index < previous.count, index < signals.count {
        var old = previous[index]
        sigaction(signals[index], &old, nil)
        index += 1
      }
    }

    /// Writes the note on standard error: the pieces made before, and the sequence's numbers.
    private static func write(_ signal: Int32) {
      guard let bytes else { return }
      var index = 0
      while index < bytes.pieces.count {
        let piece = bytes.pieces[index]
        switch piece.kind {
        case 1:
          // Only the signals `arm` handles come here.
          if let position = signals.firstIndex(of: signal) { put(bytes.names[position]) }
        case 2: put(shrinking ? bytes.whileShrinking : bytes.inSequence)
        case 3: putNumber(sequence)
        case 4: putNumber(sequence + 1)
        default: put(piece.bytes)
        }
        index += 1
      }
    }

    private static func put(_ text: [UInt8]) {
      text.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        _ = Glibc.write(2, base, buffer.count)
      }
    }

    /// Writes `value`'s decimal digits from the buffer made before the run.
    private static func putNumber(_ value: Int) {
      var rest = UInt(max(0, value))
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0 && start > 0
      digits.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        _ = Glibc.write(2, base + start, buffer.count - start)
      }
    }
  #endif
}

/// What the note of a crash advises (`Fuzzer.run(notingCrashes:)`).
public enum CrashAdvice: Sendable, Equatable {
  /// A `fuzz` run: the `campaign` command of the executable `program`.
  case campaign(program: String)
  /// A test: `swift test --filter name`, and a campaign from the user's own executable.
  case test(name: String)
}

extension Fuzzer {
  /// Runs; if the code under test crashes the process, a note on standard error says first
  /// which sequence it was and what `advice` gives to get past it (`CrashNote`).
  public func run(notingCrashes advice: CrashAdvice) -> FuzzResult {
    var fuzzer = self
    fuzzer.willRun = { index in
      CrashNote.sequence = index
      CrashNote.shrinking = false
    }
    fuzzer.willShrink = { _ in CrashNote.shrinking = true }
    CrashNote.arm(
      CrashNote.pieces(
        advice, scenario: scenario.name, seed: options.seed, maxSteps: options.maxSteps, profiles: options.profiles))
    defer { CrashNote.restore() }
    return fuzzer.run()
  }
}
