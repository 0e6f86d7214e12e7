import Dispatch
import EpollHTTP
import Glibc

/// A few threads that run the work that can take milliseconds (renders, exports, matrices, writes and their fsync)
/// off the event loops, so no connection waits behind it. Jobs wait in a bounded queue: when it is full a new job is
/// refused at once, and its request is answered 503, rather than queued without end.
public final class WorkerPool: Sendable {
    /// One unit of work; it answers its request itself (``HTTPResponseCompletion``).
    public typealias Job = @Sendable () -> Void

    private struct State {
        /// Waiting jobs; `jobs[next...]` are still to run.
        var jobs: [Job] = []
        var next = 0
        var stopping = false
        /// Started with the first job, so a pool never used (a service built and dropped) holds no thread.
        var threads: [pthread_t]?
    }

    /// How many threads run jobs.
    public let threadCount: Int
    /// How many jobs may wait for a thread.
    public let queueCapacity: Int
    private let state = PThreadMutex(State())
    /// Signalled once per queued job (and once per thread at shutdown).
    private let pending = DispatchSemaphore(value: 0)

    /// A pool of `threads` threads (at least one) with room for `queueCapacity` waiting jobs; the threads start with
    /// the first job.
    public init(threads: Int, queueCapacity: Int) {
        self.threadCount = max(1, threads)
        self.queueCapacity = max(1, queueCapacity)
    }

    /// Queues `job`; false, without running it, when the queue is full or the pool stopped. Never blocks.
    public func submit(_ job: @escaping Job) -> Bool {
        let accepted = state.withLock { state in
            guard !state.stopping, state.jobs.count - state.next < queueCapacity else { return false }
            if state.threads == nil { state.threads = (0..<threadCount).compactMap { _ in spawn() } }
            state.jobs.append(job)
            return true
        }
        if accepted { pending.signal() }
        return accepted
    }

    /// Runs what is queued, then stops the threads and waits for them; later jobs are refused. Safe to call twice.
    public func shutdown() {
        let threads: [pthread_t] = state.withLock { state in
            guard !state.stopping else { return [] }
            state.stopping = true
            return state.threads ?? []
        }
        for _ in threads { pending.signal() }
        for thread in threads { pthread_join(thread, nil) }
    }

    /// How much lower than the process's the workers' scheduling priority is (a nice increment): with as many workers
    /// as cores busy, an event loop that wakes still gets a core at once, so a quick request never waits for a
    /// render's time slice to end.
    public static let niceIncrement: Int32 = 10

    /// The name the workers' threads carry (in `top -H`, `/proc`), apart from the event loops'.
    public static let threadName = "style-workers"

    /// A thread's life: runs jobs as they come until the pool stops with none left.
    private func run() {
        CurrentThread.lowerPriority(by: Self.niceIncrement)
        CurrentThread.setName(Self.threadName)
        while true {
            pending.wait()
            let job: Job? = state.withLock { state in
                guard state.next < state.jobs.count else { return nil }
                let job = state.jobs[state.next]
                state.next += 1
                // The run part is dropped once it is all of the array or a fair part of it.
                if state.next == state.jobs.count || state.next >= queueCapacity {
                    state.jobs.removeFirst(state.next)
                    state.next = 0
                }
                return job
            }
            guard let job else { return }
            job()
        }
    }

    /// Starts a thread running ``run()``; nil when the system refused (fewer threads still run every job, and none at
    /// all leaves the queue to fill and refuse).
    private func spawn() -> pthread_t? {
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<WorkerPool>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<WorkerPool>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
