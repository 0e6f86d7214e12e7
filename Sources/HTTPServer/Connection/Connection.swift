/// One accepted TCP connection's state. Owned by exactly one event loop for its whole life and only
/// touched on that loop's thread, so it needs no locks.
///
/// The hot fields opt out of dynamic exclusivity checks (`@exclusivity(unchecked)`): the loop never
/// accesses them re-entrantly, and the checks were about a tenth of the server's user-space
/// instructions per request. `inbound`, the one field read through a closure while the parser runs,
/// keeps its checks.
final class Connection {
    /// Which deadline is running.
    enum DeadlineKind {
        case idle, head, body, write, linger
    }

    /// A streamed response body in progress: where it comes from, how it is framed, and what the request observer
    /// is told once it ends.
    struct StreamedBody {
        let source: HTTPBodyStream
        /// Chunked coding (HTTP/1.1) or close-delimited (HTTP/1.0).
        let chunked: Bool
        var nextIndex = 0
        var bodyBytes = 0
        /// The observer's record, completed with the body's size and duration when the last piece is queued.
        var record: HTTPServer.RequestRecord?
        let started: UInt64
    }

    let fd: Int32
    let token: UInt64
    @exclusivity(unchecked) var parser: HTTPRequestParser
    /// Received bytes not yet consumed by the parser (empty most of the time: complete requests are
    /// parsed straight from the loop's read buffer).
    var inbound: [UInt8] = []
    /// Serialized responses not yet fully sent.
    @exclusivity(unchecked) var outbound = OutboundQueue()
    /// The streamed response body being sent, if any; later requests wait until it ends.
    @exclusivity(unchecked) var streaming: StreamedBody?
    /// Responses queued since the output buffer was last empty (pipelining cap).
    @exclusivity(unchecked) var pendingResponses = 0
    /// Stop reading until the output drains (pipelining cap or output buffer bound reached).
    @exclusivity(unchecked) var readPaused = false
    /// Close (lingering) once the output is sent: `Connection: close`, HTTP/1.0, an error, or shutdown.
    @exclusivity(unchecked) var closeAfterWrite = false
    /// The peer shut down its sending side.
    @exclusivity(unchecked) var peerClosed = false
    /// Our side is shut down for writing; reading and discarding until the peer closes or time runs out.
    @exclusivity(unchecked) var lingering = false
    @exclusivity(unchecked) var isClosed = false
    /// The socket may hold bytes not yet read. Edge-triggered epoll reports new bytes once, so the loop reads until a
    /// short read or `EAGAIN` clears this, and comes back to it when it stopped early (read cap, back-pressure).
    @exclusivity(unchecked) var hasUnreadInput = false
    /// epoll reported the peer's end of input (or an error): a short read no longer means the socket is drained,
    /// since the end itself still waits to be read and brings no new edge.
    @exclusivity(unchecked) var inputEnded = false
    /// Queued for another read after the current loop turn.
    @exclusivity(unchecked) var awaitingRevisit = false
    @exclusivity(unchecked) var deadline: UInt64 = 0
    @exclusivity(unchecked) var deadlineKind: DeadlineKind = .idle
    /// The wheel tick of this connection's live timer entry, 0 when none.
    @exclusivity(unchecked) var scheduledTick: UInt64 = 0

    /// Who is on the other end, read once at accept.
    let peer: PeerAddress

    init(fd: Int32, token: UInt64, limits: HTTPParserLimits) {
        self.fd = fd
        self.peer = PeerAddress(socket: fd)
        self.token = token
        self.parser = HTTPRequestParser(limits: limits)
    }

    var hasPendingOutput: Bool { !outbound.isEmpty }
    var pendingOutputBytes: Int { outbound.pendingBytes }
}
