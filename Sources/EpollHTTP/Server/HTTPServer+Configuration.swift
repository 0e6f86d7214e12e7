import Glibc

extension HTTPServer {
    /// Everything the server needs to know before it starts: address, loops, limits and timeouts.
    public struct Configuration: Sendable {
        /// Numeric IPv4 or IPv6 address to bind (`127.0.0.1`, `::1`, `0.0.0.0`, `::`) or `localhost`.
        public var host: String
        /// TCP port; 0 picks a free port (read it from `HTTPServer.port` after `start()`).
        public var port: Int
        /// Number of event loops (threads, each with its own epoll and `SO_REUSEPORT` listener).
        public var loopCount: Int
        /// `listen(2)` backlog per loop.
        public var backlog: Int32
        /// Request size limits (414, 431, 413).
        public var limits: HTTPParserLimits
        /// Most open connections across all loops; beyond it new ones get a 503 and are closed.
        public var maxConnections: Int
        /// Most open connections from one peer address (an IPv6 peer counts by its /64 network), across all loops;
        /// beyond it the peer's new ones get a 503 and are closed, so one client cannot take every slot. `nil`: no
        /// cap of its own (``maxConnections`` still holds).
        public var maxConnectionsPerPeer: Int?
        /// Most responses a connection may have waiting to be written before the server stops reading
        /// (and parsing) its further pipelined requests.
        public var maxPipelinedRequests: Int
        /// Most unsent response bytes per connection before the server stops reading from it.
        public var maxOutputBufferBytes: Int
        /// Time allowed from a request's first byte (or the connection's start) to its complete head.
        public var headerTimeout: Duration
        /// How long an idle keep-alive connection stays open.
        public var idleTimeout: Duration
        /// How long a request body may stall (no bytes) before the request is answered 408.
        public var bodyTimeout: Duration
        /// Time allowed for a whole request body, from the end of its head, however steadily its bytes arrive:
        /// a body that trickles in is answered 408 at this deadline.
        public var bodyDeadline: Duration
        /// How long a response write may stall (client not reading) before the connection is closed.
        public var writeTimeout: Duration
        /// Bytes per second a client must take, on average over each ``sendRateWindow`` during which a response
        /// waits to be sent, or the connection is closed; 0 checks no rate. A pushed body (``HTTPBodyWriter``) is
        /// exempt: it is bounded by its writer's capacity instead.
        public var minimumSendRate: Int
        /// The window ``minimumSendRate`` is measured over.
        public var sendRateWindow: Duration
        /// How long to keep reading (and discarding) after the final response of a closing connection,
        /// so the client receives it instead of a reset.
        public var lingerTimeout: Duration
        /// The `Server` header value, or `nil` to send none.
        public var serverName: String?
        /// Fields sent on every response after `Server`, the same bytes each time: for example
        /// `X-Content-Type-Options: nosniff`, so no answer is ever taken by a browser for another type.
        public var commonFields = HTTPFields()
        /// Whether every request gets an id: the client's `X-Request-Id` when it is valid (``RequestID/isValid(_:)``),
        /// otherwise one the loop makes. The id is echoed in the response's `X-Request-Id`, handed to the handler
        /// (``HTTPRequest/requestID``) and to the observer.
        public var echoesRequestIDs = false

        /// Creates a configuration; the defaults suit a production JSON API on loopback.
        public init(
            host: String = "127.0.0.1",
            port: Int = 8080,
            loopCount: Int? = nil,
            backlog: Int32 = 1024,
            limits: HTTPParserLimits = HTTPParserLimits(),
            maxConnections: Int = 10_000,
            maxConnectionsPerPeer: Int? = nil,
            maxPipelinedRequests: Int = 64,
            maxOutputBufferBytes: Int = 1 << 20,
            headerTimeout: Duration = .seconds(10),
            idleTimeout: Duration = .seconds(60),
            bodyTimeout: Duration = .seconds(30),
            bodyDeadline: Duration = .seconds(30),
            writeTimeout: Duration = .seconds(30),
            minimumSendRate: Int = 1_024,
            sendRateWindow: Duration = .seconds(10),
            lingerTimeout: Duration = .seconds(2),
            serverName: String? = "StyleResolver"
        ) {
            self.host = host
            self.port = port
            self.loopCount = max(1, loopCount ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
            self.backlog = backlog
            self.limits = limits
            self.maxConnections = max(1, maxConnections)
            self.maxConnectionsPerPeer = maxConnectionsPerPeer.map { max(1, $0) }
            self.maxPipelinedRequests = max(1, maxPipelinedRequests)
            self.maxOutputBufferBytes = max(1024, maxOutputBufferBytes)
            self.headerTimeout = headerTimeout
            self.idleTimeout = idleTimeout
            self.bodyTimeout = bodyTimeout
            self.bodyDeadline = bodyDeadline
            self.writeTimeout = writeTimeout
            self.minimumSendRate = max(0, minimumSendRate)
            self.sendRateWindow = sendRateWindow
            self.lingerTimeout = lingerTimeout
            self.serverName = serverName
        }
    }
}
