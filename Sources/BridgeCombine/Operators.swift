/// What `receive(on:)` and `debounce` run on: the world's main queue and clock.
public protocol Scheduler {
  /// Runs `action` in a later turn.
  func schedule(_ action: @escaping () -> Void)
  /// Runs `action` once the virtual clock has advanced by `milliseconds`.
  func schedule(afterMilliseconds milliseconds: Int64, _ action: @escaping () -> Void)
}

/// A scheduler's time interval (`.milliseconds(300)`, `.seconds(0.5)`, or seconds as a literal).
public struct SchedulerStride: Sendable, Equatable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  public let milliseconds: Int64

  init(milliseconds: Int64) { self.milliseconds = milliseconds }
  public init(floatLiteral seconds: Double) {
    milliseconds = seconds.isFinite ? Int64((seconds * 1000).rounded()) : (seconds > 0 ? Int64.max / 4 : 0)
  }
  public init(integerLiteral seconds: Int) { milliseconds = Int64(seconds) * 1000 }

  public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(floatLiteral: s) }
  public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(integerLiteral: s) }
  public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(milliseconds: Int64(ms)) }
  public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(milliseconds: Int64(us) / 1000) }
  public static func nanoseconds(_ ns: Int) -> SchedulerStride {
    SchedulerStride(milliseconds: Int64(ns) / 1_000_000)
  }
}

/// The operators' publishers, as Combine names them.
public enum Publishers {
  /// A publisher made of a function of its downstream (the model's operators are all one shape).
  public struct Operator<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure
    let upstream: Upstream
    let connect: (Downstream<Output, Failure>) -> Downstream<Upstream.Output, Failure>

    public func attach(_ downstream: Downstream<Output, Failure>) { upstream.attach(connect(downstream)) }
  }
}

extension Publisher {
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Operator<Self, T> {
    Publishers.Operator(upstream: self) { downstream in
      downstream.feeding { value, next in next.send(transform(value)) }
    }
  }

  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.Operator<Self, T> {
    Publishers.Operator(upstream: self) { downstream in
      downstream.feeding { value, next in if let mapped = transform(value) { next.send(mapped) } }
    }
  }

  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Operator<Self, Output> {
    Publishers.Operator(upstream: self) { downstream in
      downstream.feeding { value, next in if isIncluded(value) { next.send(value) } }
    }
  }

  /// Skips the first `count` values.
  public func dropFirst(_ count: Int = 1) -> Publishers.Operator<Self, Output> {
    Publishers.Operator(upstream: self) { downstream in
      var left = count
      return downstream.feeding { value, next in
        if left > 0 {
          left -= 1
        } else {
          next.send(value)
        }
      }
    }
  }

  /// Drops a value that `predicate` finds a duplicate of the previous one passed on.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool) -> Publishers.Operator<Self, Output> {
    Publishers.Operator(upstream: self) { downstream in
      var last: Output?
      return downstream.feeding { value, next in
        // Against the previous value received, passed on or not (C5e in FIDELITY.md, F-CB4).
        defer { last = value }
        if let previous = last, predicate(previous, value) { return }
        next.send(value)
      }
    }
  }

  /// Delivers values and the completion on `scheduler`: for `DispatchQueue.main` in a later
  /// turn, even when sent on the main thread (F-CB3). Nothing is delivered once the
  /// subscription has ended.
  public func receive<S: Scheduler>(on scheduler: S) -> Publishers.Operator<Self, Output> {
    Publishers.Operator(upstream: self) { downstream in
      Downstream(
        downstream.subscription,
        value: { value in scheduler.schedule { downstream.send(value) } },
        completion: { end in scheduler.schedule { downstream.finish(end) } })
    }
  }

  /// Passes a value on once `dueTime` has passed on the virtual clock without a newer one (F-CB4).
  public func debounce<S: Scheduler>(for dueTime: SchedulerStride, scheduler: S) -> Publishers.Operator<Self, Output> {
    Publishers.Operator(upstream: self) { downstream in
      var generation = 0
      return Downstream(
        downstream.subscription,
        value: { value in
          generation += 1
          let mine = generation
          scheduler.schedule(afterMilliseconds: dueTime.milliseconds) {
            if generation == mine { downstream.send(value) }
          }
        },
        completion: { end in
          // A pending value is dropped (F-CB4).
          generation += 1
          downstream.finish(end)
        })
    }
  }
}

extension Publisher where Output: Equatable {
  /// Drops a value equal to the previous one passed on.
  public func removeDuplicates() -> Publishers.Operator<Self, Output> { removeDuplicates(by: { $0 == $1 }) }
}

extension Publishers.Operator: SubscriptionSource {
  static var sourceName: String { BridgeCombine.sourceName(of: Upstream.self) }
}
