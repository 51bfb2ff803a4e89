/// A usage error: what was wrong, and how to write it instead.
public struct UsageError: Error, Equatable, Sendable {
  public let message: String
  public let usage: String
}

/// The options of one subcommand, parsed from its arguments.
struct Arguments {
  private(set) var positional: [String] = []
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []
  let usage: String

  /// Parses `arguments`; `valued` options take a value, `switches` take none.
  init(_ arguments: [String], valued: [String], switches: [String], usage: String) throws(UsageError) {
    self.usage = usage
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument.hasPrefix("--") {
        var name = argument
        var inline: String?
        if let equals = argument.firstIndex(of: "=") {
          name = String(argument[..<equals])
          inline = String(argument[argument.index(after: equals)...])
        }
        if switches.contains(name), inline == nil {
          flags.insert(name)
        } else if valued.contains(name) {
          guard let value = inline ?? (index < arguments.count ? arguments[index] : nil) else {
            throw UsageError(message: "`\(name)` needs a value", usage: usage)
          }
          if inline == nil { index += 1 }
          values[name, default: []].append(value)
        } else {
          let known = (valued + switches).sorted().joined(separator: ", ")
          throw UsageError(message: "unknown option `\(name)`; known options: \(known)", usage: usage)
        }
      } else {
        positional.append(argument)
      }
    }
  }

  func has(_ flag: String) -> Bool { flags.contains(flag) }
  func all(_ name: String) -> [String] { values[name] ?? [] }
  func last(_ name: String) -> String? { values[name]?.last }

  /// A whole number option from 1 to `maximum`.
  func count(_ name: String, default value: Int, maximum: Int = Int.max) throws(UsageError) -> Int {
    guard let text = last(name) else { return value }
    guard let number = Int(text), number > 0, number <= maximum else {
      let range = maximum == Int.max ? "greater than 0" : "from 1 to \(maximum)"
      throw UsageError(message: "`\(name)` takes a whole number \(range), not `\(text)`", usage: usage)
    }
    return number
  }

  /// An option whose value is one of `allowed`.
  func choice(_ name: String, of allowed: [String], default value: String) throws(UsageError) -> String {
    guard let text = last(name) else { return value }
    guard allowed.contains(text) else {
      throw UsageError(
        message: "`\(name)` takes one of \(allowed.joined(separator: ", ")), not `\(text)`", usage: usage)
    }
    return text
  }

  /// A non-empty path option.
  func path(_ name: String) throws(UsageError) -> String? {
    guard let text = last(name) else { return nil }
    guard !text.isEmpty else {
      throw UsageError(message: "`\(name)` needs a directory path, not an empty string", usage: usage)
    }
    return text
  }

  /// A seed option: decimal or 0x-hex.
  func seed(default value: UInt64) throws(UsageError) -> UInt64 {
    guard let text = last("--seed") else { return value }
    guard let seed = parseSeed(text) else {
      throw UsageError(
        message: "`--seed` takes a whole number (decimal, or hex like 0x2545F4914F6CDD1D), not `\(text)`",
        usage: usage)
    }
    return seed
  }

  /// The longest `--time` taken: a year, in seconds (far past any nightly run; the
  /// nanoseconds of a larger number would not fit the clock's 64 bits).
  static let maximumSeconds = 31_536_000.0

  /// A duration in seconds, more than 0 and at most a year.
  func seconds(_ name: String) throws(UsageError) -> Duration? {
    guard let text = last(name) else { return nil }
    guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= Self.maximumSeconds else {
      throw UsageError(
        message:
          "`\(name)` takes a number of seconds greater than 0 and at most \(Int(Self.maximumSeconds)) (a year), not `\(text)`",
        usage: usage)
    }
    return .nanoseconds(Int64((seconds * 1e9).rounded()))
  }

  func noPositional(_ command: String) throws(UsageError) {
    if let extra = positional.first {
      throw UsageError(message: "`\(command)` takes no argument `\(extra)`", usage: usage)
    }
  }
}
