/// The model's `DispatchQueue`: the main queue of the running world.
///
/// It shadows Dispatch's type for code that imports BridgeModel (and not
/// Foundation separately), so `DispatchQueue.main.async { … }` in pasted
/// bridging code enqueues on the world's main queue, and its block runs in a
/// later turn (fidelity E3). Used outside a run, a block runs at once.
public struct DispatchQueue: Sendable {
  public let label: String

  public init(label: String) { self.label = label }

  /// The main queue.
  public static let main = DispatchQueue(label: "com.apple.main-thread")

  /// Enqueues `work` to run in a later turn.
  public func async(execute work: @escaping () -> Void) {
    guard let world = RunContext.current else { return work() }
    world.enqueueMain(work)
  }

  /// Runs `work` once the virtual clock reaches `deadline`.
  public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
    guard let world = RunContext.current else { return work() }
    world.schedule(after: deadline.milliseconds - world.now, .block(work), isSystem: false)
  }
}

/// A point on the world's virtual clock.
public struct DispatchTime: Comparable, Sendable {
  /// Milliseconds since the world started.
  public let milliseconds: Int64

  public init(milliseconds: Int64) { self.milliseconds = milliseconds }

  /// The world's current time (0 outside a run). The world counts the reads: app code that
  /// never reads the clock cannot tell an idle clock advance from none.
  public static func now() -> DispatchTime {
    guard let world = RunContext.current else { return DispatchTime(milliseconds: 0) }
    world.clockReads &+= 1
    return DispatchTime(milliseconds: world.now)
  }

  public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.milliseconds < b.milliseconds }

  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(milliseconds: time.milliseconds + wholeMilliseconds(seconds))
  }

  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    DispatchTime(milliseconds: time.milliseconds + interval.milliseconds)
  }
}

/// A duration for `DispatchTime` arithmetic.
public enum DispatchTimeInterval: Sendable {
  case seconds(Int)
  case milliseconds(Int)
  case microseconds(Int)
  case nanoseconds(Int)
  case never

  var milliseconds: Int64 {
    switch self {
    case .seconds(let s): Int64(s) * 1000
    case .milliseconds(let ms): Int64(ms)
    case .microseconds(let us): Int64(us) / 1000
    case .nanoseconds(let ns): Int64(ns) / 1_000_000
    case .never: Int64.max / 4
    }
  }
}

/// Seconds as whole milliseconds, rounded to nearest.
@inline(__always)
func wholeMilliseconds(_ seconds: Double) -> Int64 {
  guard seconds.isFinite else { return seconds > 0 ? Int64.max / 4 : 0 }
  return Int64((seconds * 1000).rounded())
}
