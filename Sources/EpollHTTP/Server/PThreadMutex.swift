import Glibc

/// A value behind a `pthread_mutex_t`: `Synchronization.Mutex`'s `withLock`, for state an event loop shares with other
/// threads (pushed bodies, their wakeups, what feeds them).
///
/// Why not `Mutex`: on Linux, ThreadSanitizer does not see the happens-before of `Mutex`'s contended path (it is not
/// instrumented), so correct code under contention is reported as a "Swift access race" and the sanitizer runs stop.
/// ThreadSanitizer intercepts pthread mutexes, so this lock keeps those runs meaningful; uncontended, it costs about
/// what `Mutex` does.
public final class PThreadMutex<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// A lock around `value`.
    public init(_ value: Value) {
        self.value = value
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock.
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
