import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process of this executable that reads requests on its standard input and answers
/// one line at a time on its standard output (`campaign --worker`). Its standard error goes to
/// a file, so a trap's message (the Swift runtime's `Fatal error: …`) survives the child.
///
/// Spawned with `posix_spawn`; the parent's ends of the pipes are close-on-exec, so one child
/// never holds another's pipe open.
final class ChildProcess {
  /// How a child ended.
  enum Termination: Equatable {
    case exited(Int32)
    case signalled(Int32)
  }

  let pid: pid_t
  private let input: Int32
  let output: Int32
  let errorPath: String
  private var buffer: [UInt8] = []
  private(set) var ended = false

  /// Starts `executable` with `arguments`; nil (with the reason) when it cannot be started.
  /// With `backtrace`, a trap writes the runtime's backtrace (`crashSignature` reads its line).
  init(executable: String, arguments: [String], errorPath: String, backtrace: Bool = false) throws(CampaignError) {
    // A child that dies before it reads its request must not take the parent with it: a write
    // to its closed pipe fails with EPIPE (`send` returns false) instead of raising SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard makePipe(&toChild) == 0, makePipe(&fromChild) == 0 else {
      throw CampaignError("cannot make a pipe for a worker: \(String(cString: strerror(errno)))")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = ([executable] + arguments).map { strdup($0) }
    // The runtime's backtracer spends half a second or more on every trap: only the run that
    // recreates one takes it (the worker writes where it stopped instead, `TrapReporter`).
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = backtrace ? backtraceEnvironment : "enable=no"
    let envp = environment.keys.sorted().map { strdup("\($0)=\(environment[$0] ?? "")") }
    defer { for pointer in argv + envp { free(pointer) } }
    var spawned: pid_t = 0
    let status = (argv + [nil]).withUnsafeBufferPointer { arguments in
      (envp + [nil]).withUnsafeBufferPointer { variables in
        posix_spawn(
          &spawned, executable, &actions, nil, arguments.baseAddress!, variables.baseAddress!)
      }
    }
    close(toChild[0])
    close(fromChild[1])
    guard status == 0 else {
      close(toChild[1])
      close(fromChild[0])
      throw CampaignError("cannot start a worker (`\(executable)`): \(String(cString: strerror(status)))")
    }
    pid = spawned
    input = toChild[1]
    output = fromChild[0]
    self.errorPath = errorPath
  }

  /// Writes one line to the child; false if it is gone (its pipe is closed).
  @discardableResult
  func send(_ line: String) -> Bool { writeAll(line + "\n", to: input) }

  /// Reads what is available (call when `poll` says so); returns the complete lines, and
  /// marks the child ended at end of file.
  func readLines() -> [String] {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
    if count <= 0 {
      if count == 0 || (errno != EINTR && errno != EAGAIN) { ended = true }
      return []
    }
    buffer.append(contentsOf: chunk[0..<count])
    var lines: [String] = []
    while let newline = buffer.firstIndex(of: 10) {
      lines.append(String(decoding: buffer[..<newline], as: UTF8.self))
      buffer.removeSubrange(...newline)
    }
    return lines
  }

  /// Kills the child (SIGKILL: a hung child may ignore anything gentler).
  func kill() { _ = sendSignal(pid, SIGKILL) }

  /// Waits for the child to end and closes the pipes.
  func wait() -> Termination {
    close(input)
    close(output)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFSIGNALED / WTERMSIG / WEXITSTATUS, which Swift does not import (they are macros).
    let signal = status & 0x7f
    return signal != 0 && signal != 0x7f ? .signalled(signal) : .exited((status >> 8) & 0xff)
  }

  /// What the child wrote to its standard error (its first megabyte): the runtime's message
  /// and the stack trace after it.
  func errorText() -> String {
    guard let handle = FileHandle(forReadingAtPath: errorPath) else { return "" }
    defer { try? handle.close() }
    let data = (try? handle.read(upToCount: 1 << 20)) ?? nil
    return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
  }
}

/// A campaign could not go on: a worker could not be started, the corpus could not be written.
struct CampaignError: Error, CustomStringConvertible {
  let message: String
  init(_ message: String) { self.message = message }
  var description: String { message }
}

/// Waits until one of `descriptors` can be read or `milliseconds` pass; the readable ones.
func readable(_ descriptors: [Int32], milliseconds: Int32) -> [Int32] {
  var fds = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
  let count = fds.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), milliseconds) }
  guard count > 0 else { return [] }
  return fds.filter { $0.revents != 0 }.map(\.fd)
}

/// This executable's path, to start workers of the same build (and so the same scenarios).
func currentExecutable() -> String {
  #if os(Linux)
    var path = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &path, path.count - 1)
    if count > 0 { return String(decoding: path[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
  #endif
  return Bundle.main.executablePath ?? CommandLine.arguments[0]
}

/// A pipe whose ends close in a spawned child (which keeps only what `dup2` gave it). The
/// campaign spawns from one thread, so no spawn falls between `pipe` and `fcntl`.
private func makePipe(_ fds: inout [Int32]) -> Int32 {
  guard pipe(&fds) == 0 else { return -1 }
  for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
  return 0
}

private func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.kill(pid, signal)
  #else
    Darwin.kill(pid, signal)
  #endif
}
