/// A request whose answer is given later (``HTTPResponseCompletion``): what the connection needs to send that answer
/// as it would have sent an inline one.
///
/// A class, so the connection's state holds one reference to it, as it does for a streamed body.
final class PendingAnswer {
    let completion: HTTPResponseCompletion
    /// The request, for the answer's framing (method, version, request id) and the observer's record.
    let request: HTTPRequest
    /// Whether the connection may stay open after the answer, as the request asked.
    let keepAlive: Bool
    /// The peer's end of input was read meanwhile: the connection closes once the answer is sent.
    var peerClosed = false
    /// When the request was complete (monotonic nanoseconds), for the record's duration.
    let started: UInt64

    init(completion: HTTPResponseCompletion, request: HTTPRequest, keepAlive: Bool, started: UInt64) {
        self.completion = completion
        self.request = request
        self.keepAlive = keepAlive
        self.started = started
    }
}
