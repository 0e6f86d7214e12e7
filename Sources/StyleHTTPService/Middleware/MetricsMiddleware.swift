import EpollHTTP

/// Counts every answer of a route by status and times it, for `/metrics`.
struct MetricsMiddleware: Middleware {
    let metrics: ServiceMetrics
    /// The index of the event loop whose router this wraps: its answers are counted in that loop's part.
    var loop = 0

    func wrap(_ next: @escaping HTTPHandler, for route: Route) -> HTTPHandler {
        let metrics = self.metrics
        let loop = self.loop
        let index = metrics.register(path: route.path, method: route.method.rawValue)
        return { request in
            let start = MonotonicClock.nanoseconds()
            let response = next(request)
            let seconds = Double(MonotonicClock.nanoseconds() &- start) / 1e9
            metrics.record(route: index, status: response.status.code, seconds: seconds, loop: loop)
            return response
        }
    }
}
