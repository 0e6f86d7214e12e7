import EpollHTTP

/// A concern written once and put around any route's handler when the router is built (metrics, CORS,
/// authorization, conditional GET). Wrapping happens once per route, so a request only runs plain calls.
protocol Middleware: Sendable {
    /// The handler that runs this concern for `route` around `next`.
    func wrap(_ next: @escaping HTTPHandler, for route: Route) -> HTTPHandler
}

extension Array where Element == any Middleware {
    /// `handler` wrapped by every middleware of the list, the first one outermost. (A loop, not `reduce`: through a
    /// generic the closures would be reabstracted, adding a thunk and a copy of the response to every layer.)
    func wrap(_ handler: @escaping HTTPHandler, for route: Route) -> HTTPHandler {
        var wrapped = handler
        for middleware in reversed() { wrapped = middleware.wrap(wrapped, for: route) }
        return wrapped
    }
}
