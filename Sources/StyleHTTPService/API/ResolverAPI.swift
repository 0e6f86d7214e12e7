import EpollHTTP
import StrictJSON
import StyleDefinitions
import StyleService
import Synchronization

/// The service's HTTP API over a ``StyleRegistry`` and the core's ``Resolver``: the routes, each wrapped once with
/// the middleware (metrics, CORS, authorization, conditional GET) and the problem mapping.
public final class ResolverAPI: Sendable {
    let registry: StyleRegistry
    let settings: ServiceSettings
    let resolver: Resolver
    let metrics: ServiceMetrics
    let responseCache: ResponseCache
    let openAPIDocument: [UInt8]
    /// The spec's answer (strong ETag, gzip variant made on first use), built once.
    let openAPIAnswer: ResponseCache.Entry
    /// The playground's page, script and stylesheet.
    let playground = PlaygroundAssets()
    /// Who may write: the admin token, or the loopback trust rules without one.
    let authorization: AuthorizationMiddleware
    /// Where the API logs what it keeps from clients (a storage failure's paths); nil logs nothing.
    let log: ServiceLog?
    /// Set when a graceful shutdown starts: `/readyz` then answers 503.
    let isDraining = Atomic<Bool>(false)
    /// The open `GET /v1/events` streams, fed by the registry's changes.
    let eventStreams: EventStreams
    /// Where the offloaded routes run (``Route/offloaded``); nil runs them inline (an API used in code).
    let workers: WorkerPool?
    /// Filled in once the server runs, for `/metrics`.
    let serverMetrics: Mutex<(@Sendable () -> HTTPServer.Metrics)?> = Mutex(nil)
    /// The log's counters (lines written and dropped), filled in by the service that owns the log, for `/metrics`.
    let logCounters: Mutex<(@Sendable () -> LogWriter.Counters)?> = Mutex(nil)

    /// An API over the registry; `isLoopbackPeer` says which clients are on this machine, the first rule for a write
    /// without a token. Its per-loop state (metrics, answer cache) is kept in `eventLoops` parts, one for each loop
    /// of the server that serves it (each loop's router, ``makeRouter(for:)``, uses its own part). What it keeps from clients goes to `log`. The
    /// costly routes run on `workers` when given.
    public init(
        registry: StyleRegistry, settings: ServiceSettings, openAPIDocument: [UInt8] = OpenAPIDocument.yaml,
        eventLoops: Int = 1, isLoopbackPeer: @escaping @Sendable (HTTPRequest) -> Bool = { $0.isFromLoopback },
        log: ServiceLog? = nil, workers: WorkerPool? = nil
    ) {
        self.registry = registry
        self.workers = workers
        self.settings = settings
        self.metrics = ServiceMetrics(shards: eventLoops)
        self.resolver = Resolver(
            batchLimit: settings.batchLimit, defaultDesign: settings.defaultDesign,
            itemProblemWriter: Self.batchItemProblem, memo: ResolutionMemo())
        self.responseCache = ResponseCache(
            maximumEntries: settings.responseCacheEntries, maximumBytes: settings.responseCacheBytes,
            shards: ResponseCache.shardCount(loops: eventLoops, maximumEntries: settings.responseCacheEntries))
        self.openAPIDocument = openAPIDocument
        let openAPIETag = "\"openapi-\(Self.fnv1a(openAPIDocument))\""
        self.openAPIAnswer = ResponseCache.Entry(
            body: openAPIDocument, etag: openAPIETag,
            fields: HTTPFields([.contentType: "application/yaml", .eTag: openAPIETag]))
        self.authorization = AuthorizationMiddleware(
            readOnly: settings.readOnly, adminToken: settings.adminToken,
            trust: LoopbackTrust(
                host: settings.host, writeOrigins: settings.corsWriteOrigins, isLoopbackPeer: isLoopbackPeer))
        self.log = log
        let eventStreams = EventStreams(
            maximumStreams: settings.maxEventStreams, heartbeatInterval: settings.eventHeartbeatInterval)
        self.eventStreams = eventStreams
        registry.addChangeObserver { [weak eventStreams] change in eventStreams?.publish(change) }
    }

    /// Marks the service as draining (readiness fails) ahead of a shutdown.
    public func beginDraining() { isDraining.store(true, ordering: .relaxed) }

    /// Every endpoint: the API's one route table (`OPTIONS` lists a path's methods in this order), for the loop
    /// with index `loop`, whose parts of the per-loop state its handlers use.
    func routes(loop: Int = 0) -> [Route] {
        [
            Route(.get, "/v1/resolve", .read, cacheControl: Self.formatCacheControl, choosesItsEncoding: true) {
                [self] request throws(ProblemDetails) in try resolveQuery(request, loop: loop)
            },
            Route(.post, "/v1/resolve", .read, choosesItsEncoding: true) { [self] request throws(ProblemDetails) in
                try resolve(request, loop: loop)
            },
            Route(.post, "/v1/resolve/batch", .read) { [self] request throws(ProblemDetails) in
                try resolveBatch(request)
            },
            Route(.get, "/v1/styles", .read, cacheControl: "no-cache") { [self] in listStyles($0) },
            Route(.get, "/v1/tokens", .read, cacheControl: "no-cache") { [self] _ in listTokens() },
            Route(.get, "/v1/styles/{name}", .read, cacheControl: "no-cache") { [self] request throws(ProblemDetails) in
                try getStyle(request)
            },
            Route(.post, "/v1/styles/{name}/matrix", .read, offloaded: true) { [self] request throws(ProblemDetails) in
                try matrix(request)
            },
            Route(.put, "/v1/styles/{name}", .write, offloaded: true) { [self] request throws(ProblemDetails) in
                try putStyle(request)
            },
            Route(.post, "/v1/styles/{name}/validate", .read, offloaded: true) {
                [self] request throws(ProblemDetails) in
                try validateStyle(request)
            },
            Route(.delete, "/v1/styles/{name}", .write, offloaded: true) { [self] request throws(ProblemDetails) in
                try deleteStyle(request)
            },
            Route(
                .get, "/v1/styles/{name}/stylesheet.css", .read, cacheControl: Self.formatCacheControl,
                choosesItsEncoding: true, offloaded: true
            ) {
                [self] request throws(ProblemDetails) in try formatResponse(request, format: .stylesheet, loop: loop)
            },
            Route(
                .get, "/v1/styles/{name}/tokens.json", .read, cacheControl: Self.formatCacheControl,
                choosesItsEncoding: true, offloaded: true
            ) {
                [self] request throws(ProblemDetails) in try formatResponse(request, format: .designTokens, loop: loop)
            },
            Route(
                .get, "/v1/styles/{name}/tokens.resolver.json", .read, cacheControl: Self.formatCacheControl,
                choosesItsEncoding: true, offloaded: true
            ) {
                [self] request throws(ProblemDetails) in try tokenFileResponse(request, file: nil, loop: loop)
            },
            Route(
                .get, "/v1/styles/{name}/tokens/{file}", .read, cacheControl: Self.formatCacheControl,
                choosesItsEncoding: true, offloaded: true
            ) {
                [self] request throws(ProblemDetails) in
                try tokenFileResponse(request, file: request.pathParameters["file"] ?? "", loop: loop)
            },
            Route(
                .get, "/v1/styles/{name}/export", .read, cacheControl: Self.formatCacheControl,
                choosesItsEncoding: true, offloaded: true
            ) {
                [self] request throws(ProblemDetails) in try exportResponse(request, loop: loop)
            },
            Route(.get, "/v1/events", .read) { [self] request throws(ProblemDetails) in try events(request) },
            Route(.get, "/healthz", .read) { _ in Self.json(#"{"status":"ok"}"#) },
            Route(.get, "/readyz", .read) { [self] _ in readiness() },
            Route(.get, "/metrics", .read) { [self] _ in metricsResponse() },
            Route(.get, "/", .read, cacheControl: "no-cache", choosesItsEncoding: true) { [self] in
                playground.pageResponse(for: $0)
            },
            Route(.get, "/playground.js", .read, cacheControl: "no-cache", choosesItsEncoding: true) { [self] in
                playground.script.response(for: $0)
            },
            Route(.get, "/playground.css", .read, cacheControl: "no-cache", choosesItsEncoding: true) { [self] in
                playground.stylesheet.response(for: $0)
            },
            Route(.get, "/openapi.yaml", .read, cacheControl: "no-cache", choosesItsEncoding: true) { [self] in
                openAPIAnswer.response(for: $0)
            },
            Route(.get, "/client.js", .read, cacheControl: "no-cache") { _ in Self.clientModule() },
            Route(.get, "/client.d.ts", .read, cacheControl: "no-cache") { _ in Self.clientDeclarations() },
            Route(.get, "/problems/{slug}", .read, cacheControl: "no-cache") { request throws(ProblemDetails) in
                try Self.problemPage(request)
            },
        ]
    }

    /// The router of the event loop `context` names, with every route wrapped in the middleware, and one OPTIONS
    /// answer (with CORS preflight) per path; without a context, loop 0's (an API used in code).
    public func makeRouter(for context: EventLoopContext = EventLoopContext()) -> Router {
        let routes = self.routes(loop: context.index)
        let measure = MetricsMiddleware(metrics: metrics, loop: context.index)
        let cors = CORSMiddleware(readOrigins: settings.corsReadOrigins, writeOrigins: settings.corsWriteOrigins)
        let middleware: [any Middleware] = [
            // Outermost, so the whole chain runs on a worker and every layer sees the final answer; a refusal still
            // gets measured and its CORS fields.
            OffloadMiddleware(workers: workers, refusal: [measure, cors]),
            measure, cors, authorization, ConditionalGETMiddleware(),
            // Inside the conditional GET, so If-None-Match is compared with the ETag of the encoding sent.
            CompressionMiddleware(),
        ]
        var router = Router(rejectionResponder: Self.rejectionResponder)
        for route in routes {
            router.add(
                route.method, route.path, handler: middleware.wrap(ProblemMapping.handler(route.handler), for: route))
        }
        var paths: [String] = []
        for route in routes where !paths.contains(route.path) { paths.append(route.path) }
        for path in paths {
            let options = Route(.options, path, .read) { _ in HTTPResponse() }
            let preflight = Preflight.handler(for: routes.filter { $0.path == path }, cors: cors)
            router.add(.options, path, handler: measure.wrap(preflight, for: options))
        }
        return router
    }

    /// The answers of the HTTP layer itself (parse errors, limits, timeouts, unknown paths) as `problem+json`.
    public static let rejectionResponder: RejectionResponder = { ProblemDetails.rejected($0).response }

    /// A JSON answer from a literal.
    static func json(_ text: String) -> HTTPResponse {
        HTTPResponse(status: .ok, fields: HTTPFields([.contentType: "application/json"]), body: Array(text.utf8))
    }

    /// FNV-1a over the bytes taken eight at a time (little-endian words, then the tail), as 16 hex digits: a cheap
    /// content tag for ETags that is the same on every replica and after every restart.
    static func fnv1a(_ bytes: [UInt8]) -> String { ContentDigest.hex(ContentDigest.of(bytes)) }

    /// A per-style entity tag: one digest of the answer's bytes continuing the style's own
    /// (``RegisteredStyle/digest``, which covers its document, origin and `extends` chain, or a built-in's
    /// factories). It changes when the style or a base changes, never when another style does, holds no
    /// process-local counter (replicas with the same styles give the same tags), and costs what a digest of the
    /// bytes alone did.
    static func styleETag(_ answer: StyleAnswer) -> String {
        ContentDigest.quotedHex(ContentDigest.of(answer.body, seed: answer.styleDigest))
    }
}
