#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The thread-local key under which the running `World` is published (BridgeCombine's, so the
/// Combine model finds the world too).
nonisolated private let worldKey: pthread_key_t = ModelThread.key

/// Finds the `World` a model object belongs to.
///
/// Model types such as `UIView` or `Timer` are created by user code with no
/// reference to a world, exactly as in an app. The world that is running on
/// the current thread publishes itself here for the duration of its work,
/// so several worlds can run on several threads without touching each other.
public enum RunContext {
  /// The world running on this thread, if any.
  @inline(__always)
  public static var current: World? {
    guard let raw = pthread_getspecific(worldKey) else { return nil }
    return Unmanaged<World>.fromOpaque(raw).takeUnretainedValue()
  }

  /// Runs `body` with `world` published as the current world of this thread.
  @discardableResult
  public static func with<T>(_ world: World, _ body: () throws -> T) rethrows -> T {
    let previous = pthread_getspecific(worldKey)
    let published = Unmanaged.passUnretained(world).toOpaque()
    // Nested work of the same world (a turn inside a step) leaves the key as it is.
    if previous == UnsafeMutableRawPointer(published) { return try body() }
    pthread_setspecific(worldKey, published)
    defer { pthread_setspecific(worldKey, previous) }
    return try body()
  }

  /// Runs `body` with no world published on this thread: what it makes belongs to none
  /// (`UIView.appearance()`'s proxies).
  public static func outside<T>(_ body: () throws -> T) rethrows -> T {
    let hidden = pthread_getspecific(worldKey)
    guard hidden != nil else { return try body() }
    pthread_setspecific(worldKey, nil)
    defer { pthread_setspecific(worldKey, hidden) }
    return try body()
  }
}

/// Runs main-actor model code from a nonisolated `deinit`, without the executor check
/// an isolated `deinit` makes on every release.
///
/// Sound because model objects are confined to the thread that runs their world
/// (see `World`): their last release happens on that thread, inside the world's work.
///
/// `body` takes the object rather than capturing it, so the closure needs no context and
/// a deinit allocates nothing.
@inline(__always)
nonisolated func assumeOnModelThread<Object: AnyObject>(
  _ object: Object, _ body: @escaping @MainActor (Object) -> Void
) {
  unsafeBitCast(body, to: ((Object) -> Void).self)(object)
}

/// The world running on this thread, for code that is not on the main actor (the executors).
@inline(__always)
nonisolated func worldOnThisThread() -> World? {
  guard let raw = pthread_getspecific(worldKey) else { return nil }
  return Unmanaged<World>.fromOpaque(raw).takeUnretainedValue()
}

/// `assumeOnModelThread` for a body that returns a value (a read of the world's state from
/// nonisolated model code such as `DispatchTime.now()`); sound for the same reason.
@inline(__always)
nonisolated func readOnModelThread<Object: AnyObject, Result>(
  _ object: Object, _ body: @MainActor (Object) -> Result
) -> Result {
  withoutActuallyEscaping(body) { body in unsafeBitCast(body, to: ((Object) -> Result).self)(object) }
}
