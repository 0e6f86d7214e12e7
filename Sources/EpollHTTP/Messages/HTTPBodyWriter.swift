/// A response body that stays open after the handler returned and is written to from any thread: server-sent
/// events, a log tail, anything pushed to the client as it happens.
///
/// `write` appends to a bounded buffer and wakes the connection's event loop through its eventfd; the loop moves the
/// bytes into the connection's output (as chunks to an HTTP/1.1 client) only while that output is below its
/// high-water mark. A reader too slow for the writer makes the buffer reach `capacity`: the body is cut off (the
/// connection closes) rather than buffered without limit. `finish` ends the body cleanly; so does a server shutdown.
/// `onEnd` hears once, on the loop's thread, why the body ended. Send it with `HTTPBodyStream(writer:)`.
public final class HTTPBodyWriter: Sendable {
    /// Why a body ended.
    public enum End: Sendable, Equatable {
        /// `finish()` was called and the end of the body was queued.
        case finished
        /// The server is shutting down: it queued the end of the body and closes the connection.
        case shutdown
        /// The reader fell `capacity` bytes behind: the connection was closed.
        case cutOff
        /// The connection closed otherwise (the client left, a write stalled, an error), or the body was never sent
        /// (a `HEAD` request, a status without content).
        case closed
    }

    /// Bytes the server sends when the body was quiet for an interval, so proxies and clients see it is alive.
    public struct Heartbeat: Sendable {
        /// How long the body may stay quiet before `bytes` are sent.
        public var interval: Duration
        /// What is sent (for server-sent events, a comment such as `: heartbeat\n\n`).
        public var bytes: [UInt8]

        /// A heartbeat of `bytes` after `interval` of quiet.
        public init(interval: Duration, bytes: [UInt8]) {
            self.interval = interval
            self.bytes = bytes
        }
    }

    /// What the loop takes from the buffer.
    enum Taken {
        /// Bytes to send (maybe none); the body goes on.
        case bytes([UInt8])
        /// The last bytes (maybe none); the body ends after them, for this reason.
        case last([UInt8], End)
        /// The body was cut off: close the connection.
        case cutOff
    }

    private enum Phase {
        case open
        case finishing(End)
        case cutOff
        case ended
    }

    private struct State {
        var pending: [UInt8] = []
        var phase = Phase.open
        /// The loop to wake and the connection's token there, once the response is on its way.
        var waker: LoopWaker?
        var token: UInt64 = 0
        /// Whether the loop was woken for bytes it has not taken yet (one wakeup per batch of writes).
        var scheduled = false
        var onEnd: (@Sendable (End) -> Void)?
    }

    /// Most bytes that may wait for the loop; a write beyond it cuts the body off.
    public let capacity: Int
    /// What the server sends when the body is quiet, if anything.
    public let heartbeat: Heartbeat?
    private let state: PThreadMutex<State>

    /// A body that buffers at most `capacity` unsent bytes, sends `heartbeat` when quiet, and tells `onEnd` why it
    /// ended.
    public init(
        capacity: Int = 64 * 1024, heartbeat: Heartbeat? = nil, onEnd: (@Sendable (End) -> Void)? = nil
    ) {
        self.capacity = max(1, capacity)
        self.heartbeat = heartbeat
        self.state = PThreadMutex(State(onEnd: onEnd))
    }

    /// Queues `bytes` for the client. Returns false when the body no longer takes bytes: it ended, or this write
    /// would pass `capacity` and cut it off. Quick and non-blocking; safe from any thread.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else { return isOpen }
        let (wake, open): ((LoopWaker, UInt64)?, Bool) = state.withLock { state in
            guard case .open = state.phase else { return (nil, false) }
            if state.pending.count + bytes.count > capacity {
                state.phase = .cutOff
                state.pending = []
            } else {
                state.pending.append(contentsOf: bytes)
                if state.scheduled { return (nil, true) }
            }
            state.scheduled = true
            let open: Bool
            if case .open = state.phase { open = true } else { open = false }
            return (state.waker.map { ($0, state.token) }, open)
        }
        if let (waker, token) = wake { waker.schedule(token) }
        return open
    }

    /// Ends the body once what was written is sent. Later writes are refused.
    public func finish() {
        end(.finished)
    }

    /// Whether the body still takes bytes.
    public var isOpen: Bool {
        state.withLock { state in
            if case .open = state.phase { return true }
            return false
        }
    }

    // MARK: - The loop's side

    /// Ends the body for `reason` once what was written is sent (finish, shutdown), waking the loop.
    func end(_ reason: End) {
        let wake: (LoopWaker, UInt64)? = state.withLock { state in
            guard case .open = state.phase else { return nil }
            state.phase = .finishing(reason)
            state.scheduled = true
            return state.waker.map { ($0, state.token) }
        }
        if let (waker, token) = wake { waker.schedule(token) }
    }

    /// The response is on its way on the connection `token` of the loop woken by `waker`: later writes wake it.
    func attach(to waker: LoopWaker?, token: UInt64) {
        state.withLock { state in
            state.waker = waker
            state.token = token
        }
    }

    /// Takes what waits to be sent (the loop's thread).
    func take() -> Taken {
        state.withLock { state in
            state.scheduled = false
            var bytes: [UInt8] = []
            swap(&bytes, &state.pending)
            switch state.phase {
            case .open, .ended: return .bytes(bytes)
            case .finishing(let reason): return .last(bytes, reason)
            case .cutOff: return .cutOff
            }
        }
    }

    /// Whether the body was cut off and the connection should close.
    var isCutOff: Bool {
        state.withLock { state in
            if case .cutOff = state.phase { return true }
            return false
        }
    }

    /// The server is done with the body: tells `onEnd` once (as `cutOff` if it was cut off, otherwise `reason`) and
    /// lets go of the loop.
    func ended(_ reason: End) {
        let callback: ((@Sendable (End) -> Void), End)? = state.withLock { state in
            let final: End
            switch state.phase {
            case .ended: return nil
            case .cutOff: final = .cutOff
            case .open, .finishing: final = reason
            }
            state.phase = .ended
            state.pending = []
            state.waker = nil
            let onEnd = state.onEnd
            state.onEnd = nil
            return onEnd.map { ($0, final) }
        }
        if let (onEnd, reason) = callback { onEnd(reason) }
    }
}
