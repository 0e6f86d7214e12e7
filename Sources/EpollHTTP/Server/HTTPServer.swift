import Glibc
import Synchronization

/// An HTTP/1.1 server over Glibc sockets and epoll: one event loop per core, each with its own
/// `SO_REUSEPORT` listener; a connection stays on its loop for life and the responder runs inline.
///
/// ```swift
/// var router = Router()
/// router.get("/v1/styles/{name}") { request in HTTPResponse(text: request.pathParameters["name"] ?? "") }
/// let server = HTTPServer(configuration: .init(port: 0), responder: router)
/// try server.start()          // returns once listening; server.port is the bound port
/// server.shutdown(deadline: .seconds(5))
/// ```
public final class HTTPServer: Sendable {
    /// The configuration the server was created with.
    public let configuration: Configuration

    private struct State: Sendable {
        var loops: [EventLoop] = []
        var threads: [pthread_t] = []
        var port: Int?
        var started = false
        var joining = false
    }

    /// Makes each loop's responder, given the loop's context.
    private let makeResponder: @Sendable (EventLoopContext) -> any HTTPResponder
    private let rejectionResponder: RejectionResponder?
    private let observer: RequestObserver?
    private let shared: ServerSharedState
    private let state = Mutex(State())
    private let stopped = Atomic<Bool>(false)

    /// Creates a server that answers every request with `responder` (a `Router`, usually). The server's own
    /// answers (malformed requests, limits, timeouts, refused connections) come from `rejectionResponder` when
    /// given, else they carry no body.
    public convenience init(
        configuration: Configuration, responder: some HTTPResponder, rejectionResponder: RejectionResponder? = nil,
        observer: RequestObserver? = nil
    ) {
        self.init(
            configuration: configuration, responderForLoop: { _ in responder }, rejectionResponder: rejectionResponder,
            observer: observer)
    }

    /// Creates a server whose every event loop answers with a responder of its own, made by `responderForLoop` with
    /// the loop's context when the server starts: a router built per loop keeps its routes, handlers and the objects
    /// they reference apart, so loops on different cores never count references to the same objects, and keeps
    /// per-loop state (counters, caches) apart by the context's index.
    public init(
        configuration: Configuration, responderForLoop: @escaping @Sendable (EventLoopContext) -> any HTTPResponder,
        rejectionResponder: RejectionResponder? = nil, observer: RequestObserver? = nil
    ) {
        self.configuration = configuration
        self.shared = ServerSharedState(maxConnectionsPerPeer: configuration.maxConnectionsPerPeer)
        self.makeResponder = responderForLoop
        self.rejectionResponder = rejectionResponder
        self.observer = observer
    }

    /// Creates a server from a single handler closure.
    public convenience init(
        configuration: Configuration, observer: RequestObserver? = nil, handler: @escaping HTTPHandler
    ) {
        self.init(configuration: configuration, responder: ClosureResponder(handler), observer: observer)
    }

    /// The bound port once started (the real one when the configuration asked for port 0).
    public var port: Int? {
        state.withLock { $0.port }
    }

    /// A snapshot of the counters (open connections, accepted/rejected connections and requests).
    public var metrics: Metrics {
        let loops = state.withLock { $0.loops }
        var metrics = Metrics(
            openConnections: shared.openConnections.load(ordering: .relaxed),
            acceptedConnections: 0, rejectedConnections: 0, requests: 0, rejectedRequests: 0)
        for loop in loops {
            metrics.acceptedConnections += loop.counters.accepted.load(ordering: .relaxed)
            metrics.rejectedConnections += loop.counters.rejectedConnections.load(ordering: .relaxed)
            metrics.requests += loop.counters.requests.load(ordering: .relaxed)
            metrics.rejectedRequests += loop.counters.rejectedRequests.load(ordering: .relaxed)
            metrics.memoryReturns += loop.counters.memoryReturns.load(ordering: .relaxed)
        }
        return metrics
    }

    /// Binds every loop's listener and starts the loop threads; returns once the server is listening.
    public func start() throws(HTTPServerError) {
        try state.withLock { (state: inout State) throws(HTTPServerError) in
            guard !state.started else { throw .alreadyStarted }
            var listeners: [Int32] = []
            var port = configuration.port
            do {
                // A fixed port must be free: SO_REUSEPORT would otherwise let a second server join a live one.
                if port != 0 { try ListeningSocket.ensureAvailable(host: configuration.host, port: port) }
                for _ in 0..<max(1, configuration.loopCount) {
                    let listener = try ListeningSocket.make(
                        host: configuration.host, port: port, backlog: configuration.backlog)
                    listeners.append(listener.fd)
                    port = listener.port
                }
                var loops: [EventLoop] = []
                // The random part of this run's request ids; each loop adds its index and its own counter.
                let requestIDServer = UInt32.random(in: .min ... .max)
                for (index, listener) in listeners.enumerated() {
                    let requestIDs =
                        configuration.echoesRequestIDs ? RequestIDSource(server: requestIDServer, loop: index) : nil
                    loops.append(
                        try EventLoop(
                            name: "http-\(port)-\(index)", listenerFD: listener, configuration: configuration,
                            responder: makeResponder(EventLoopContext(index: index)),
                            rejectionResponder: rejectionResponder,
                            observer: observer,
                            shared: shared, requestIDs: requestIDs))
                }
                var threads: [pthread_t] = []
                for loop in loops {
                    threads.append(try Self.spawn(loop))
                }
                state.loops = loops
                state.threads = threads
                state.port = port
                state.started = true
            } catch let error as HTTPServerError {
                for listener in listeners { _ = Glibc.close(listener) }
                throw error
            } catch {
                for listener in listeners { _ = Glibc.close(listener) }
                throw .system("start", 0)
            }
        }
    }

    /// Graceful shutdown: stop accepting, close idle connections, let requests in flight finish (their
    /// responses carry `Connection: close`), force-close whatever remains at `deadline`, and return
    /// once every loop thread has exited. Safe to call from any thread (a signal-handling task, say).
    public func shutdown(deadline: Duration = .seconds(10)) {
        let loops = state.withLock { $0.loops }
        let at = MonotonicClock.nanoseconds() + MonotonicClock.nanoseconds(deadline)
        for loop in loops { loop.requestDrain(deadline: at) }
        waitUntilStopped()
    }

    /// Blocks until the server has stopped (after `shutdown` from elsewhere); returns at once if it
    /// never started. This is what an executable's main thread waits on after installing signal handlers.
    public func waitUntilStopped() {
        let threads: [pthread_t]? = state.withLock { state in
            guard state.started, !state.joining else { return nil }
            state.joining = true
            return state.threads
        }
        guard let threads else {
            // Someone else joins the threads; wait for them to finish.
            while state.withLock({ $0.started && !stopped.load(ordering: .acquiring) }) { usleep(5_000) }
            return
        }
        for thread in threads { pthread_join(thread, nil) }
        stopped.store(true, ordering: .releasing)
    }

    private static func spawn(_ loop: EventLoop) throws(HTTPServerError) -> pthread_t {
        let context = Unmanaged.passRetained(loop).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                let loop = Unmanaged<EventLoop>.fromOpaque(context).takeRetainedValue()
                loop.run()
                return nil
            }, context)
        guard result == 0 else {
            Unmanaged<EventLoop>.fromOpaque(context).release()
            throw .system("pthread_create", result)
        }
        return thread
    }
}
