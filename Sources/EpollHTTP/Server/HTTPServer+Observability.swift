import Synchronization

extension HTTPServer {
    /// What the per-request observer receives: enough for an access log line and latency metrics.
    public struct RequestRecord: Sendable {
        /// The method, or `nil` when the request was rejected before its request line was understood.
        public var method: HTTPMethod?
        /// The decoded path, or `nil` when the request was rejected before it was parsed.
        public var path: String?
        /// The request-target as sent (path and query, still encoded), or `nil` when the request was rejected before
        /// it was parsed.
        public var target: String?
        /// The client's numeric address, or `nil` when the socket could not tell.
        public var peerAddress: String?
        /// The request's id (see ``HTTPServer/Configuration/echoesRequestIDs``), or `nil` when ids are off.
        public var requestID: String?
        /// The status sent.
        public var status: HTTPStatus
        /// Response body bytes sent (0 for HEAD).
        public var responseBodyBytes: Int
        /// Request body bytes received.
        public var requestBodyBytes: Int
        /// Time from the complete request to its response handed to the kernel (handler and write time included).
        public var duration: Duration

        /// A record (the server makes them; tests and log formatters make their own).
        public init(
            method: HTTPMethod?, path: String?, target: String? = nil, peerAddress: String? = nil,
            requestID: String? = nil, status: HTTPStatus, responseBodyBytes: Int, requestBodyBytes: Int,
            duration: Duration
        ) {
            self.method = method
            self.path = path
            self.target = target
            self.peerAddress = peerAddress
            self.requestID = requestID
            self.status = status
            self.responseBodyBytes = responseBodyBytes
            self.requestBodyBytes = requestBodyBytes
            self.duration = duration
        }
    }

    /// A callback run on the loop thread once a response has been handed to the kernel (every byte of it written to
    /// the socket), never before; or when its connection closed before that. Keep it cheap: it runs on the loop.
    public typealias RequestObserver = @Sendable (RequestRecord) -> Void

    /// A snapshot of the server's counters.
    public struct Metrics: Sendable, Equatable {
        /// Connections open right now.
        public var openConnections: Int
        /// Connections accepted since start.
        public var acceptedConnections: Int
        /// Connections refused (connection cap, descriptor exhaustion, shutdown).
        public var rejectedConnections: Int
        /// Requests answered by the responder.
        public var requests: Int
        /// Requests the server rejected itself (malformed, over a limit, timed out).
        public var rejectedRequests: Int
        /// Times a loop gave the allocator's free memory back to the system, after closing connections (slow
        /// readers, mostly) that dropped more unsent output than the allocator keeps.
        public var memoryReturns = 0
    }
}

/// Per-loop counters: written by one loop thread (relaxed atomics), read by `HTTPServer.metrics` from any thread.
/// The loops' counters are made one after the other, so 64 bytes on either side keep each loop's off the cache lines
/// of whatever was allocated beside them (another loop's objects): a request's count never moves a line between cores.
final class LoopCounters: Sendable {
    private let paddingBefore = CacheLinePadding()
    let accepted = Atomic<Int>(0)
    let rejectedConnections = Atomic<Int>(0)
    let requests = Atomic<Int>(0)
    let rejectedRequests = Atomic<Int>(0)
    let memoryReturns = Atomic<Int>(0)
    /// Failed `epoll_wait` calls (other than interruptions by a signal, which are retried).
    let selectorErrors = Atomic<Int>(0)
    /// The errno of the last failed `epoll_wait`, 0 if none failed.
    let lastSelectorError = Atomic<Int32>(0)
    private let paddingAfter = CacheLinePadding()

    @inline(__always) static func increment(_ counter: borrowing Atomic<Int>) {
        counter.wrappingAdd(1, ordering: .relaxed)
    }
}

/// State every loop of one server shares: the global connection count behind the connection cap, and the count per
/// peer behind the per-peer cap (nil when there is none).
final class ServerSharedState: Sendable {
    let openConnections = Atomic<Int>(0)
    let peerConnections: PeerConnectionCounts?

    init(maxConnectionsPerPeer: Int? = nil) {
        peerConnections = maxConnectionsPerPeer.map(PeerConnectionCounts.init(limit:))
    }
}
