#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the command writes: standard output for `--json`, standard error for people.
public protocol Console: AnyObject {
  func out(_ text: String)
  func err(_ text: String)
  /// Whether standard error is a terminal that can redraw a progress line.
  var isInteractive: Bool { get }
}

/// The process's standard streams.
public final class StandardConsole: Console {
  public init() {}

  public func out(_ text: String) { write(text, to: 1) }
  public func err(_ text: String) { write(text, to: 2) }

  private func write(_ text: String, to descriptor: Int32) { writeAll(text, to: descriptor) }

  public var isInteractive: Bool {
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    return isatty(2) == 1 && term != "dumb" && !term.isEmpty
  }
}

/// Keeps what a command wrote, for tests.
public final class CapturedConsole: Console {
  public private(set) var output = ""
  public private(set) var errors = ""
  public init() {}
  public func out(_ text: String) { output += text }
  public func err(_ text: String) { errors += text }
  public var isInteractive: Bool { false }
}

/// Writes all of `text` to `descriptor`, as many `write(2)` calls as it takes; false if one
/// fails (a closed pipe: EPIPE, SIGPIPE being ignored where that can happen).
@discardableResult
func writeAll(_ text: String, to descriptor: Int32) -> Bool {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { buffer in
      #if canImport(Glibc)
        Glibc.write(descriptor, buffer.baseAddress, buffer.count)
      #else
        Darwin.write(descriptor, buffer.baseAddress, buffer.count)
      #endif
    }
    guard written > 0 else { return false }
    bytes = bytes.dropFirst(written)
  }
  return true
}
