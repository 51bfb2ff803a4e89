#if canImport(Glibc)
  import Glibc
#endif

/// What `fuzz` says when the code under test crashes the process (a force unwrap of nil, an
/// index out of range, a failed precondition, a stack overflow): which scenario, sequence and
/// seed it was, and the `campaign` command that runs those sequences in worker processes,
/// where a crash becomes a finding with a shrunk trace and the run goes on (issue 10).
///
/// `fuzz` runs the user's code in its own process, as a test does, so a crash ends it; the
/// runtime's backtrace says where. The note is written by a signal handler, before the handler
/// that was there (the runtime's backtracer) runs: with nothing but `write`, from text made
/// before the run, since the crash may have stopped the process inside `malloc`.
enum CrashNote {
  /// The signals a crash raises; a trap in an optimised build is SIGILL.
  static let signals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

  /// The note's text: a crash by `signal` in sequence `sequence` of `scenario`'s run under
  /// `seed` (or while shrinking that sequence's finding).
  static func text(
    scenario: String, seed: UInt64, maxSteps: Int, profiles: ProfileSampling? = nil, program: String, signal: Int32,
    sequence: Int, shrinking: Bool
  ) -> String {
    let parts = Parts(scenario: scenario, seed: seed, maxSteps: maxSteps, profiles: profiles, program: program)
    return parts.opening + name(of: signal) + (shrinking ? parts.whileShrinking : parts.inSequence) + String(sequence)
      + parts.seed + String(sequence + 1) + parts.closing
  }

  /// The note in the pieces the handler writes, the sequence's numbers between them.
  struct Parts {
    let opening: String
    let inSequence = ") in sequence "
    let whileShrinking = ") while shrinking the finding of sequence "
    let seed: String
    let closing: String

    init(scenario: String, seed: UInt64, maxSteps: Int, profiles: ProfileSampling?, program: String) {
      opening = "\n✗ \(scenario): the code under test crashed the process ("
      self.seed =
        " (seed \(seed)), and this scenario's findings so far are lost.\n"
        + "  `campaign` runs each sequence in a worker process: a crash becomes a finding (process.crash)"
        + " with a shrunk trace that `replay` reproduces, and the run goes on past it. These sequences:\n"
        + "  \(program) campaign --scenario \(scenario) --seed \(seed) --sequences "
      closing =
        (maxSteps == FuzzOptions().maxSteps ? "" : " --max-steps \(maxSteps)")
        + (profiles.map { " --profiles \($0.rawValue)" } ?? "") + " --jobs 1\n\n"
    }
  }

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
    private struct Bytes {
      var opening: [UInt8] = []
      var inSequence: [UInt8] = []
      var whileShrinking: [UInt8] = []
      var seed: [UInt8] = []
      var closing: [UInt8] = []
      var names: [[UInt8]] = []
    }
    nonisolated(unsafe) private static var bytes: Bytes?
    nonisolated(unsafe) private static var previous: [sigaction] = []
    nonisolated(unsafe) private static var digits = [UInt8](repeating: 0, count: 24)
    nonisolated(unsafe) private static var stack: UnsafeMutableRawPointer?
  #endif
  /// The sequence running now, and whether its finding is being shrunk.
  nonisolated(unsafe) static var sequence = 0
  nonisolated(unsafe) static var shrinking = false

  /// Puts the note's handler before the crash signals' handlers, for `scenario`'s run.
  static func arm(scenario: String, seed: UInt64, maxSteps: Int, profiles: ProfileSampling?, program: String) {
    sequence = 0
    shrinking = false
    #if os(Linux)
      // Every global the handler reads is made here: a global is made at its first use, and
      // making one allocates.
      digits = [UInt8](repeating: 0, count: 24)
      let parts = Parts(scenario: scenario, seed: seed, maxSteps: maxSteps, profiles: profiles, program: program)
      bytes = Bytes(
        opening: Array(parts.opening.utf8), inSequence: Array(parts.inSequence.utf8),
        whileShrinking: Array(parts.whileShrinking.utf8), seed: Array(parts.seed.utf8),
        closing: Array(parts.closing.utf8), names: signals.map { Array(name(of: $0).utf8) })
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
      put(bytes.opening)
      // Only the signals `arm` handles come here.
      if let index = signals.firstIndex(of: signal) { put(bytes.names[index]) }
      put(shrinking ? bytes.whileShrinking : bytes.inSequence)
      putNumber(sequence)
      put(bytes.seed)
      putNumber(sequence + 1)
      put(bytes.closing)
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
