import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Tells a trap in a worker from another when the runtime prints no message: an optimised
/// build traps on a force unwrap of nil, an index out of range or a failed precondition with a
/// bare `ud2` (SIGILL) and says nothing, so every such trap would look the same from outside.
///
/// When a worker gets a fatal signal, it writes `bridgecheck-trap +0xOFFSET` (where it stopped,
/// as an offset into this executable, the same in every process of one build) or
/// `bridgecheck-trap 0xADDRESS` (elsewhere) on its standard error, then lets the signal end it
/// as it would have. The offset tells traps apart within one build only; the signature a trace
/// keeps comes from the runtime's backtrace of the one run that recreates the trap
/// (`crashSignature`), which names the same line in every build.
enum TrapReporter {
  /// What starts the line the handler writes.
  static let marker = "bridgecheck-trap "

  /// Installs the handler for the signals a trap or a stack overflow raises; Linux only (the
  /// register that holds the faulting address is read from the signal's machine context).
  static func install() {
    #if os(Linux) && (arch(x86_64) || arch(arm64))
      (executableStart, executableEnd) = executableRange()
      buffer = .allocate(capacity: capacity)
      // A stack overflow leaves no stack to run the handler on.
      var stack = stack_t()
      stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: 1 << 16, alignment: 16)
      stack.ss_size = 1 << 16
      sigaltstack(&stack, nil)
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { signal, _, context in
        TrapReporter.report(TrapReporter.programCounter(context))
        raise(signal)
      }
      action.sa_flags = SA_SIGINFO | SA_ONSTACK | Int32(truncatingIfNeeded: SA_RESETHAND)
      sigemptyset(&action.sa_mask)
      for signal in [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE] { sigaction(signal, &action, nil) }
    #endif
  }

  #if os(Linux) && (arch(x86_64) || arch(arm64))
    private static let capacity = 64
    nonisolated(unsafe) private static var buffer: UnsafeMutablePointer<UInt8>?
    nonisolated(unsafe) private static var executableStart: UInt = 0
    nonisolated(unsafe) private static var executableEnd: UInt = 0

    /// Writes the marker line with nothing but `write` (no allocation: the trap may have
    /// stopped the process inside `malloc`).
    private static func report(_ address: UInt) {
      guard let buffer else { return }
      let count = format(address, start: executableStart, end: executableEnd, into: buffer, capacity: capacity)
      _ = write(2, buffer, count)
    }
  #endif

  /// Writes `bridgecheck-trap +0xOFFSET\n` (an address in `start..<end`, as an offset from
  /// `start`) or `bridgecheck-trap 0xADDRESS\n` into `buffer`; how many bytes (at most
  /// `capacity`). It allocates nothing, so a signal handler may call it.
  static func format(
    _ address: UInt, start: UInt, end: UInt, into buffer: UnsafeMutablePointer<UInt8>, capacity: Int
  ) -> Int {
    var count = 0
    func put(_ byte: UInt8) {
      if count < capacity { buffer[count] = byte }
      count += 1
    }
    for byte in marker.utf8 { put(byte) }
    var value = address
    if address >= start, address < end {
      value -= start
      put(UInt8(ascii: "+"))
    }
    put(UInt8(ascii: "0"))
    put(UInt8(ascii: "x"))
    var digits = 1
    while digits < 16, value >> (4 * UInt(digits)) != 0 { digits += 1 }
    for position in stride(from: digits - 1, through: 0, by: -1) {
      let digit = UInt8(truncatingIfNeeded: value >> (4 * UInt(position))) & 0xf
      put(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
    }
    put(UInt8(ascii: "\n"))
    return min(count, capacity)
  }

  #if os(Linux) && (arch(x86_64) || arch(arm64))
    /// The address of the instruction the signal stopped at.
    private static func programCounter(_ context: UnsafeMutableRawPointer?) -> UInt {
      guard let context else { return 0 }
      let machine = context.assumingMemoryBound(to: ucontext_t.self).pointee.uc_mcontext
      #if arch(x86_64)
        return UInt(bitPattern: Int(machine.gregs.16))  // REG_RIP
      #else
        return UInt(machine.pc)
      #endif
    }

    /// Where this executable is mapped (`/proc/self/maps`), read once before any trap.
    static func executableRange() -> (UInt, UInt) {
      guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
        let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
      else { return (0, 0) }
      var start: UInt = .max
      var end: UInt = 0
      for line in maps.split(separator: "\n") {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count >= 6, fields[5] == path else { continue }
        let bounds = fields[0].split(separator: "-")
        guard bounds.count == 2, let low = UInt(bounds[0], radix: 16), let high = UInt(bounds[1], radix: 16) else {
          continue
        }
        start = min(start, low)
        end = max(end, high)
      }
      return start < end ? (start, end) : (0, 0)
    }
  #endif
}
