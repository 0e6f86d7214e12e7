/// One accepted TCP connection as its event loop sees it: the socket, its place in the loop's tables, the readiness
/// not yet consumed, and the HTTP/1.1 state machine that decides what to do with it. Owned by exactly one loop for its
/// whole life and only touched on that loop's thread, so it needs no locks.
///
/// The fields opt out of dynamic exclusivity checks (`@exclusivity(unchecked)`): the loop never accesses them
/// re-entrantly, and the checks were a large share of the server's work per request.
final class Connection {
    let fd: Int32
    let token: UInt64
    /// The protocol: parser, framing, keep-alive, streams, lingering and deadlines.
    @exclusivity(unchecked) var http: HTTP1Connection
    /// Readiness reported but not yet consumed. Edge-triggered epoll reports new bytes once, so `.readable` stays
    /// until a short read or `EAGAIN` shows the socket drained, and the loop comes back to it when it stopped early
    /// (read cap, back-pressure). `.readEOF` records that the peer's end was announced: a short read then no longer
    /// means the socket is drained, since the end itself still waits to be read and brings no new edge.
    @exclusivity(unchecked) var readiness: SelectorEventSet = []
    /// Queued for another read after the current loop turn.
    @exclusivity(unchecked) var awaitingRevisit = false
    /// The wheel tick of this connection's live timer entry, 0 when none.
    @exclusivity(unchecked) var scheduledTick: UInt64 = 0

    init(fd: Int32, token: UInt64, http: HTTP1Connection) {
        self.fd = fd
        self.token = token
        self.http = http
    }
}
