import EpollHTTP
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Log lines written by a thread of their own, so no event loop ever waits for standard output.
///
/// ``submit(_:)`` only appends the line to a bounded queue (a lock held for the append, nothing else) and returns; the
/// writer thread takes what is queued and hands each line to the output (by default one `write(2)` to standard output
/// per line, so lines never interleave). When the output is slow or blocked (a pipe nobody reads, a stalled log
/// collector) the queue fills, and further lines are dropped and counted (``Counters/dropped``, in `/metrics`)
/// instead of stalling the caller. Lines keep their order.
public final class LogWriter: Sendable {
    /// What became of the lines submitted so far.
    public struct Counters: Sendable, Equatable {
        /// Lines handed to the output.
        public var written: Int
        /// Lines dropped because the queue was full.
        public var dropped: Int
    }

    /// Where lines go: called on the writer thread, one line (without its line feed) per call; it may block.
    public typealias Output = @Sendable (String) -> Void

    /// Writes a line and a line feed to standard output with one `write(2)`; a partial write is finished, an error
    /// drops the rest of the line.
    public static let standardOutput: Output = { line in
        var text = line + "\n"
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(1, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    private let queue: LogQueue

    /// A writer that queues at most `maximumLines` lines and `maximumBytes` bytes of them for `output`, and starts its
    /// thread.
    public init(maximumLines: Int = 4_096, maximumBytes: Int = 1 << 20, output: @escaping Output = standardOutput) {
        queue = LogQueue(maximumLines: max(1, maximumLines), maximumBytes: max(1, maximumBytes), output: output)
        queue.start()
    }

    deinit {
        queue.finish(waitingUpTo: .zero)
    }

    /// Queues `line` for the output, or drops it (and counts it) when the queue is full. Never blocks on the output.
    public func submit(_ line: String) {
        queue.submit(line)
    }

    /// The lines written and dropped so far.
    public var counters: Counters { queue.counters }

    /// Writes what is queued and stops the thread, waiting up to `timeout` for the output (a blocked output is given
    /// up on: the thread is left to the process's exit). Lines submitted later are dropped.
    public func finish(waitingUpTo timeout: Duration = .seconds(2)) {
        queue.finish(waitingUpTo: timeout)
    }
}

/// The queue a ``LogWriter`` shares with its thread.
private final class LogQueue: @unchecked Sendable {
    private struct State {
        /// Lines waiting for the thread, oldest first.
        var lines: [String] = []
        /// Their bytes, for the bound.
        var bytes = 0
        var finishing = false
    }

    private let maximumLines: Int
    private let maximumBytes: Int
    private let output: LogWriter.Output
    /// A pthread mutex, not `Mutex`: the loops and this thread contend for it on every line, and ThreadSanitizer
    /// only sees the happens-before of a pthread mutex (see ``PThreadMutex``).
    private let state = PThreadMutex(State())
    private let written = Atomic<Int>(0)
    private let dropped = Atomic<Int>(0)
    /// Set by the thread when it has written everything and exited its loop.
    private let done = Atomic<Bool>(false)
    private let started = Atomic<Bool>(false)
    /// Posted when the queue goes from empty to not empty (and at finish): the thread sleeps on it otherwise.
    /// Allocated once, destroyed in deinit (the thread holds the queue, so it outlives the thread's use of it).
    private let wakeup: UnsafeMutablePointer<sem_t>

    init(maximumLines: Int, maximumBytes: Int, output: @escaping LogWriter.Output) {
        self.maximumLines = maximumLines
        self.maximumBytes = maximumBytes
        self.output = output
        wakeup = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        sem_init(wakeup, 0, 0)
    }

    deinit {
        sem_destroy(wakeup)
        wakeup.deallocate()
    }

    var counters: LogWriter.Counters {
        LogWriter.Counters(written: written.load(ordering: .relaxed), dropped: dropped.load(ordering: .relaxed))
    }

    func start() {
        let context = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                let queue = Unmanaged<LogQueue>.fromOpaque(context).takeRetainedValue()
                queue.run()
                return nil
            }, context)
        if result == 0 {
            pthread_detach(thread)
            started.store(true, ordering: .releasing)
        } else {
            // No thread: lines are counted as dropped, nothing blocks.
            Unmanaged<LogQueue>.fromOpaque(context).release()
            done.store(true, ordering: .releasing)
        }
    }

    func submit(_ line: String) {
        let accepted = state.withLock { state -> Bool? in
            guard !state.finishing, state.lines.count < maximumLines,
                state.bytes + line.utf8.count <= maximumBytes || state.lines.isEmpty
            else { return nil }
            state.lines.append(line)
            state.bytes += line.utf8.count
            return state.lines.count == 1
        }
        switch accepted {
        case nil: dropped.wrappingAdd(1, ordering: .relaxed)
        case true?: sem_post(wakeup)
        case false?: break
        }
    }

    func finish(waitingUpTo timeout: Duration) {
        let first = state.withLock { state -> Bool in
            defer { state.finishing = true }
            return !state.finishing
        }
        if first { sem_post(wakeup) }
        guard started.load(ordering: .acquiring) else { return }
        let deadline = ContinuousClock.now + timeout
        while !done.load(ordering: .acquiring) && ContinuousClock.now < deadline { usleep(1_000) }
    }

    /// The thread: takes every queued line, writes them in order, sleeps until more come; exits once finishing and
    /// empty.
    private func run() {
        var batch: [String] = []
        while true {
            let finishing = state.withLock { state -> Bool in
                swap(&batch, &state.lines)
                state.bytes = 0
                return state.finishing
            }
            for line in batch { output(line) }
            written.wrappingAdd(batch.count, ordering: .relaxed)
            if finishing && batch.isEmpty { break }
            let wasEmpty = batch.isEmpty
            batch.removeAll(keepingCapacity: true)
            if wasEmpty {
                while sem_wait(wakeup) != 0 && errno == EINTR {}
            }
        }
        done.store(true, ordering: .releasing)
    }
}
