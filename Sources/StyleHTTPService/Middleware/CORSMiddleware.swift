import EpollHTTP

/// Cross-origin reads and writes: a request with `Origin` gets `Access-Control-Allow-Origin` when the route's rule
/// (read or write origins) allows that origin, or any.
struct CORSMiddleware: Middleware {
    /// Origins allowed to read (`*` for any).
    var readOrigins: [String]
    /// Origins allowed to write (`*` for any).
    var writeOrigins: [String]

    func wrap(_ next: @escaping HTTPHandler, for route: Route) -> HTTPHandler {
        let access = route.access
        return { [self] request in
            var response = next(request)
            allowOrigin(in: &response, for: request, access: access)
            return response
        }
    }

    /// Whether the request's `Origin` is one browsers may write from.
    func mayWrite(from request: HTTPRequest) -> Bool {
        guard let origin = request.fields[.origin] else { return false }
        return writeOrigins.contains("*") || writeOrigins.contains(origin)
    }

    /// Adds the CORS fields when the request has an allowed `Origin`; returns whether it did.
    @discardableResult
    func allowOrigin(in response: inout HTTPResponse, for request: HTTPRequest, access: Access) -> Bool {
        guard let origin = request.fields[.origin] else { return false }
        let allowed = access == .read ? readOrigins : writeOrigins
        if allowed.contains("*") {
            response.fields.append(name: .accessControlAllowOrigin, value: "*")
        } else if allowed.contains(origin) {
            response.fields.append(name: .accessControlAllowOrigin, value: origin)
            response.fields.append(name: .vary, value: "Origin")
        } else {
            return false
        }
        response.fields.append(name: .accessControlExposeHeaders, value: "ETag, Location, Retry-After, X-Request-Id")
        return true
    }
}
