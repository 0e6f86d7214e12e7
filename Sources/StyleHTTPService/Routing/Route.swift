import EpollHTTP

/// Who may call a route: readers (the read CORS rule) or writers (the admin token or loopback, the write CORS rule).
enum Access: Sendable { case read, write }

/// A route's handler: it answers, or fails with the problem ``ProblemMapping`` turns into `problem+json`.
typealias ProblemHandler = @Sendable (HTTPRequest) throws(ProblemDetails) -> HTTPResponse

/// One endpoint of the API: method, path, who may call it, whether it revalidates, whether it runs off the event
/// loops, and its handler. The list of
/// routes is the API's only route table: the router, the OPTIONS answers and the metrics all come from it.
struct Route: Sendable {
    var method: HTTPMethod
    var path: String
    var access: Access
    /// The `Cache-Control` of a conditional GET (``ConditionalGETMiddleware``); nil when the route has no ETag rule.
    var cacheControl: String?
    /// Whether the handler picks the content coding itself, from an answer kept with its gzip variant
    /// (``ResponseCache/Entry/response(for:)``): ``CompressionMiddleware`` then leaves the route alone, costing it
    /// nothing.
    var choosesItsEncoding: Bool
    /// Whether the route's work can take milliseconds (a render, an export, a matrix, a write's fsync), so its whole
    /// middleware chain runs on the worker pool (``OffloadMiddleware``) rather than on an event loop.
    var offloaded: Bool
    var handler: ProblemHandler

    init(
        _ method: HTTPMethod, _ path: String, _ access: Access, cacheControl: String? = nil,
        choosesItsEncoding: Bool = false, offloaded: Bool = false, handler: @escaping ProblemHandler
    ) {
        self.method = method
        self.path = path
        self.access = access
        self.cacheControl = cacheControl
        self.choosesItsEncoding = choosesItsEncoding
        self.offloaded = offloaded
        self.handler = handler
    }
}
