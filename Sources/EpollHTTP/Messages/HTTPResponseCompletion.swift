/// The answer to a request, given later from any thread: a responder that hands costly work to another thread returns
/// `HTTPResponse(completedBy:)` with one of these, and the work calls ``complete(_:)`` with the final response.
///
/// The connection keeps the request's place in its answers: it reads no further pipelined request until this one is
/// answered, then sends the final response exactly as an inline one (same framing, keep-alive and observer record).
/// The loop is woken through the same path as a pushed body's writer. A completion for a connection that closed
/// meanwhile is dropped.
public final class HTTPResponseCompletion: Sendable {
    private enum Phase {
        /// No response yet.
        case waiting
        /// The response, not yet taken by the loop.
        case completed(HTTPResponse)
        /// The loop took the response, or the connection closed: later completions are ignored.
        case finished
    }

    private struct State {
        var phase = Phase.waiting
        /// The loop to wake and the connection's token there, once the connection waits for the answer.
        var waker: LoopWaker?
        var token: UInt64 = 0
    }

    private let state = PThreadMutex(State())

    /// A completion not yet completed.
    public init() {}

    /// Gives the final response (not itself deferred). Returns false when the request already had its answer or its
    /// connection closed, so nothing will be sent. Quick and non-blocking; safe from any thread, at most once useful.
    @discardableResult
    public func complete(_ response: HTTPResponse) -> Bool {
        let (accepted, wake): (Bool, (LoopWaker, UInt64)?) = state.withLock { state in
            guard case .waiting = state.phase else { return (false, nil) }
            state.phase = .completed(response)
            return (true, state.waker.map { ($0, state.token) })
        }
        if let (waker, token) = wake { waker.schedule(token) }
        return accepted
    }

    // MARK: - The loop's side

    /// The connection `token` of the loop woken by `waker` waits for the answer: a later ``complete(_:)`` wakes it.
    func attach(to waker: LoopWaker?, token: UInt64) {
        state.withLock { state in
            state.waker = waker
            state.token = token
        }
    }

    /// Takes the response once it was given (the loop's thread); nil while it is awaited or after it was taken.
    func take() -> HTTPResponse? {
        state.withLock { state in
            guard case .completed(let response) = state.phase else { return nil }
            state.phase = .finished
            state.waker = nil
            return response
        }
    }

    /// The connection closed before the answer was sent: later completions are ignored and the loop is let go.
    func abandon() {
        let response: HTTPResponse? = state.withLock { state in
            defer {
                state.phase = .finished
                state.waker = nil
            }
            if case .completed(let response) = state.phase { return response }
            return nil
        }
        // A pushed body that will never be sent hears that it ended.
        response?.bodyStream?.writer?.ended(.closed)
    }
}
