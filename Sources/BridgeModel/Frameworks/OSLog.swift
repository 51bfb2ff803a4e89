// OSLog and os, as app files use them for logging: messages are accepted and dropped (a check's
// output is its report). Interpolations take the privacy and format arguments Apple's do.

/// How an interpolated value shows in the unified log (accepted, no effect).
nonisolated public struct OSLogPrivacy: Sendable {
  public static let auto = OSLogPrivacy()
  public static let `public` = OSLogPrivacy()
  public static let `private` = OSLogPrivacy()
  public static let sensitive = OSLogPrivacy()
  public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
  public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
  public enum Mask: Sendable { case hash, none }
}

/// How an interpolated integer is written (accepted, no effect).
nonisolated public struct OSLogIntegerFormatting: Sendable {
  public static let decimal = OSLogIntegerFormatting()
  public static let hex = OSLogIntegerFormatting()
  public static let octal = OSLogIntegerFormatting()
  public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
    OSLogIntegerFormatting()
  }
  public static func hex(explicitPrefix: Bool = false, includePrefix: Bool = false, uppercase: Bool = false)
    -> OSLogIntegerFormatting
  { OSLogIntegerFormatting() }
}

/// How an interpolated floating-point value is written (accepted, no effect).
nonisolated public struct OSLogFloatFormatting: Sendable {
  public static let fixed = OSLogFloatFormatting()
  public static let exponential = OSLogFloatFormatting()
  public static let hybrid = OSLogFloatFormatting()
  public static func fixed(precision: Int, explicitPositiveSign: Bool = false) -> OSLogFloatFormatting {
    OSLogFloatFormatting()
  }
}

/// How an interpolated value is padded (accepted, no effect).
nonisolated public struct OSLogStringAlignment: Sendable {
  public static let none = OSLogStringAlignment()
  public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
  public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// A log message: a string interpolation that takes OSLog's arguments.
nonisolated public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation<T>(
      _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation<T: BinaryInteger>(
      _ value: @autoclosure () -> T, format: OSLogIntegerFormatting, align: OSLogStringAlignment = .none,
      privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(
      _ value: @autoclosure () -> T, format: OSLogFloatFormatting, align: OSLogStringAlignment = .none,
      privacy: OSLogPrivacy = .auto
    ) {}
  }
  public init(stringLiteral value: String) {}
  public init(stringInterpolation: StringInterpolation) {}
}

/// A log level.
nonisolated public struct OSLogType: Sendable, Equatable {
  let raw: UInt8
  public static let `default` = OSLogType(raw: 0)
  public static let info = OSLogType(raw: 1)
  public static let debug = OSLogType(raw: 2)
  public static let error = OSLogType(raw: 16)
  public static let fault = OSLogType(raw: 17)
}

/// A log handle for `os_log` (messages are dropped).
nonisolated public final class OSLog: Sendable {
  public static let `default` = OSLog()
  public static let disabled = OSLog()
  init() {}
  public convenience init(subsystem: String, category: String) { self.init() }
}

/// `os_log` with a static format and arguments (dropped).
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func os_log(
  _ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...
) {}
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func os_log(
  _ type: OSLogType, log: OSLog = .default, _ message: StaticString, _ args: any CVarArg...
) {}

/// The unified log's `Logger` (iOS 14): messages are dropped.
nonisolated public struct Logger: Sendable {
  public init() {}
  public init(subsystem: String, category: String) {}
  public init(_ log: OSLog) {}
  public func log(_ message: OSLogMessage) {}
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  public func trace(_ message: OSLogMessage) {}
  public func debug(_ message: OSLogMessage) {}
  public func info(_ message: OSLogMessage) {}
  public func notice(_ message: OSLogMessage) {}
  public func warning(_ message: OSLogMessage) {}
  public func error(_ message: OSLogMessage) {}
  public func critical(_ message: OSLogMessage) {}
  public func fault(_ message: OSLogMessage) {}
}
