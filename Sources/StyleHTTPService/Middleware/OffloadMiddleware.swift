import EpollHTTP

/// Runs an offloaded route (``Route/offloaded``) on the worker pool: the event loop only queues the request and
/// returns an answer to be given later (``HTTPResponseCompletion``), so a render, an export, a matrix or a write's
/// fsync never holds the other connections of its loop. When the pool's queue is full the request is answered at
/// once with 503 `workers-busy` and `Retry-After`, through the `refusal` middleware (metrics, CORS). Without a pool,
/// and for the other routes, nothing changes.
struct OffloadMiddleware: Middleware {
    let workers: WorkerPool?
    /// The middleware a refusal passes through, as an answer of the route would.
    let refusal: [any Middleware]

    /// Seconds a refused client is asked to wait.
    static let retryAfterSeconds = 1

    func wrap(_ next: @escaping HTTPHandler, for route: Route) -> HTTPHandler {
        guard route.offloaded, let workers else { return next }
        let refuse = refusal.wrap({ _ in Self.busy(workers) }, for: route)
        return { request in
            let completion = HTTPResponseCompletion()
            guard workers.submit({ completion.complete(next(request)) }) else { return refuse(request) }
            return HTTPResponse(completedBy: completion)
        }
    }

    /// The answer when the queue is full.
    static func busy(_ workers: WorkerPool) -> HTTPResponse {
        ProblemDetails(
            .workersBusy,
            detail:
                "The \(workers.threadCount) worker threads have \(workers.queueCapacity) requests waiting already; "
                + "retry in \(retryAfterSeconds) s.",
            fields: HTTPFields([.retryAfter: "\(retryAfterSeconds)"])
        ).response
    }
}
