import EpollHTTP

/// `OPTIONS` on a path: its methods in `Allow` (in the order the routes list them); for a CORS preflight, the CORS
/// rule of the method asked for, with the methods, headers and lifetime the browser may use. Only an origin that may
/// write may send `Authorization`: reads need no token, and a page of any other origin could otherwise ask
/// `validate`, in a visitor's browser, whether a guessed token is right.
enum Preflight {
    /// The OPTIONS handler of a path served by `routes`.
    static func handler(for routes: [Route], cors: CORSMiddleware) -> HTTPHandler {
        let methods = routes.map { ($0.method, $0.access) }
        var names = methods.map(\.0.rawValue)
        if names.contains("GET") { names.append("HEAD") }
        names.append("OPTIONS")
        let allow = names.joined(separator: ", ")
        return { request in
            var response = HTTPResponse(status: .noContent, fields: HTTPFields([.allow: allow]))
            if request.fields.contains(.origin), let asked = request.fields[.accessControlRequestMethod],
                let access = methods.first(where: { $0.0.rawValue == asked || (asked == "HEAD" && $0.0 == .get) })?.1,
                cors.allowOrigin(in: &response, for: request, access: access)
            {
                response.fields.append(name: .accessControlAllowMethods, value: allow)
                response.fields.append(
                    name: .accessControlAllowHeaders,
                    value: cors.mayWrite(from: request)
                        ? "Content-Type, Authorization, If-None-Match, Last-Event-ID, X-Request-Id"
                        : "Content-Type, If-None-Match, Last-Event-ID, X-Request-Id")
                response.fields.append(name: .accessControlMaxAge, value: "600")
            }
            return response
        }
    }
}
