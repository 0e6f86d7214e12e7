/// What every connection of one event loop shares: the responders and the observer, the serializer, limits and
/// timeouts, the current `Date` line and whether the server is draining.
///
/// One loop owns it and only its thread touches it; its mutable fields skip dynamic exclusivity checks for the same
/// reason the connection's do (they are read on every request).
final class HTTP1ConnectionEnvironment {
    /// Deadlines in nanoseconds, clamped from the configuration.
    struct Timeouts {
        var header: UInt64
        var idle: UInt64
        var body: UInt64
        /// For a whole request body, from the end of its head.
        var bodyTotal: UInt64
        var write: UInt64
        var linger: UInt64
        /// The window a response's send rate is measured over.
        var sendRateWindow: UInt64
        /// Bytes a client must take in each send-rate window while output waits; 0 when no rate is checked.
        var minimumBytesPerWindow: Int
    }

    let responder: any HTTPResponder
    let rejectionResponder: RejectionResponder?
    let observer: HTTPServer.RequestObserver?
    /// Whether `observer` is set (read on every request, so it is kept as a plain flag).
    let hasObserver: Bool
    let serializer: ResponseSerializer
    let limits: HTTPParserLimits
    let timeouts: Timeouts
    /// Responses a connection may have waiting before it stops parsing further pipelined requests.
    let maxPipelinedRequests: Int
    /// Unsent bytes a connection may hold before it stops reading.
    let maxOutputBufferBytes: Int
    /// A streamed body is pulled until this many bytes wait in the connection's output (or it ends).
    let streamHighWater: Int
    /// The loop's request and rejection counters.
    let counters: LoopCounters
    /// Monotonic nanoseconds, read only to time requests for the observer (a fixed clock in tests).
    let clock: @Sendable () -> UInt64
    /// The loop's request ids, when the server gives requests ids.
    let requestIDs: RequestIDSource?
    /// The loop's wakeup, which the writers of pushed bodies use (nil in tests that play the loop).
    let waker: LoopWaker?

    /// The `Date` header line, refreshed by the loop once per turn.
    @exclusivity(unchecked) var dateCache = DateHeaderCache()
    /// Shutdown was requested: every response says `Connection: close` and idle connections get no grace.
    @exclusivity(unchecked) var draining = false
    /// Monotonic nanoseconds after which a draining server closes instead of lingering.
    @exclusivity(unchecked) var drainDeadline: UInt64 = 0

    /// Creates the environment of one loop from the server's configuration (limits clamped to workable values, since
    /// the configuration's properties can be set directly).
    init(
        configuration: HTTPServer.Configuration, responder: any HTTPResponder, rejectionResponder: RejectionResponder?,
        observer: HTTPServer.RequestObserver?, counters: LoopCounters = LoopCounters(),
        streamHighWater: Int = 64 * 1024, clock: @escaping @Sendable () -> UInt64 = MonotonicClock.nanoseconds,
        requestIDs: RequestIDSource? = nil, waker: LoopWaker? = nil
    ) {
        self.responder = responder
        self.rejectionResponder = rejectionResponder
        self.observer = observer
        self.hasObserver = observer != nil
        self.serializer = ResponseSerializer(
            serverName: configuration.serverName, commonFields: configuration.commonFields)
        self.limits = configuration.limits
        let window = max(1_000_000, MonotonicClock.nanoseconds(configuration.sendRateWindow))
        let windowBytes = Double(max(0, configuration.minimumSendRate)) * Double(window) / 1e9
        self.timeouts = Timeouts(
            header: MonotonicClock.nanoseconds(configuration.headerTimeout),
            idle: MonotonicClock.nanoseconds(configuration.idleTimeout),
            body: MonotonicClock.nanoseconds(configuration.bodyTimeout),
            bodyTotal: MonotonicClock.nanoseconds(configuration.bodyDeadline),
            write: MonotonicClock.nanoseconds(configuration.writeTimeout),
            linger: MonotonicClock.nanoseconds(configuration.lingerTimeout),
            sendRateWindow: window,
            minimumBytesPerWindow: windowBytes > 0 ? max(1, Int(min(windowBytes, 1e15))) : 0)
        self.maxPipelinedRequests = max(1, configuration.maxPipelinedRequests)
        self.maxOutputBufferBytes = max(1024, configuration.maxOutputBufferBytes)
        self.streamHighWater = streamHighWater
        self.counters = counters
        self.clock = clock
        self.requestIDs = configuration.echoesRequestIDs ? requestIDs ?? RequestIDSource(server: 0, loop: 0) : nil
        self.waker = waker
    }

    /// Runs the responder (a method here, so the existential is used in place rather than copied for each call).
    func respond(to request: HTTPRequest) -> HTTPResponse {
        responder.respond(to: request)
    }
}
