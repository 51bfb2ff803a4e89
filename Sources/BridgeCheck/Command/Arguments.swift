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

  /// A positive whole number option.
  func count(_ name: String, default value: Int) throws(UsageError) -> Int {
    guard let text = last(name) else { return value }
    guard let number = Int(text), number > 0 else {
      throw UsageError(message: "`\(name)` takes a whole number greater than 0, not `\(text)`", usage: usage)
    }
    return number
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

  /// A duration in seconds.
  func seconds(_ name: String) throws(UsageError) -> Duration? {
    guard let text = last(name) else { return nil }
    guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
      throw UsageError(message: "`\(name)` takes a number of seconds greater than 0, not `\(text)`", usage: usage)
    }
    return .milliseconds(Int64((seconds * 1000).rounded()))
  }

  func noPositional(_ command: String) throws(UsageError) {
    if let extra = positional.first {
      throw UsageError(message: "`\(command)` takes no argument `\(extra)`", usage: usage)
    }
  }
}
