/// Routes requests by method and path to handlers. Paths may hold parameters (`/v1/styles/{name}`),
/// captured into `HTTPRequest.pathParameters` (percent-decoded per segment, so `%2F` stays inside one).
///
/// An unknown path answers 404; a known path with another method answers 405 with `Allow`. `HEAD`
/// falls back to the `GET` handler (the server sends headers only), and `OPTIONS` without its own
/// route answers 204 with `Allow` (for `OPTIONS *`, every method the router serves).
public struct Router: HTTPResponder {
    private struct Route: Sendable {
        let pattern: RoutePattern
        /// The route's handlers, found by comparing methods: a route has a few, and hashing the method's string for a
        /// dictionary cost more than comparing them all. (A struct's closure is also called directly, where a
        /// dictionary's value was called through a thunk that copied the request.)
        var handlers: [MethodHandler]

        /// The handler for `method`, if the route has one.
        func handler(for method: HTTPMethod) -> HTTPHandler? {
            for entry in handlers where entry.method == method { return entry.handler }
            return nil
        }

        /// The methods with a handler.
        var methods: Set<HTTPMethod> { Set(handlers.map(\.method)) }
    }

    /// One method's handler on a route.
    private struct MethodHandler: Sendable {
        let method: HTTPMethod
        let handler: HTTPHandler
    }

    private var routes: [Route] = []
    /// Builds the 404, 405 and 400 (undecodable path) answers; without it they carry no body.
    public var rejectionResponder: RejectionResponder?

    /// An empty router; `rejectionResponder` builds its own error answers.
    public init(rejectionResponder: RejectionResponder? = nil) {
        self.rejectionResponder = rejectionResponder
    }

    /// Registers `handler` for `method` on `path`; a later registration for the same pair replaces it.
    public mutating func add(_ method: HTTPMethod, _ path: String, handler: @escaping HTTPHandler) {
        let pattern = RoutePattern(path)
        let entry = MethodHandler(method: method, handler: handler)
        if let index = routes.firstIndex(where: { $0.pattern.sameRoute(as: pattern) }) {
            if let existing = routes[index].handlers.firstIndex(where: { $0.method == method }) {
                routes[index].handlers[existing] = entry
            } else {
                routes[index].handlers.append(entry)
            }
        } else {
            routes.append(Route(pattern: pattern, handlers: [entry]))
        }
    }

    /// Registers a `GET` handler.
    public mutating func get(_ path: String, handler: @escaping HTTPHandler) { add(.get, path, handler: handler) }
    /// Registers a `POST` handler.
    public mutating func post(_ path: String, handler: @escaping HTTPHandler) { add(.post, path, handler: handler) }
    /// Registers a `PUT` handler.
    public mutating func put(_ path: String, handler: @escaping HTTPHandler) { add(.put, path, handler: handler) }
    /// Registers a `DELETE` handler.
    public mutating func delete(_ path: String, handler: @escaping HTTPHandler) { add(.delete, path, handler: handler) }
    /// Registers a `PATCH` handler.
    public mutating func patch(_ path: String, handler: @escaping HTTPHandler) { add(.patch, path, handler: handler) }

    /// Finds the route and calls its handler, or answers 404/405/204 as described on the type.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        if request.pathIsAsterisk {
            var methods = Set<String>()
            for route in routes { methods.formUnion(Self.allowed(route.methods).map(\.rawValue)) }
            methods.insert("OPTIONS")
            return HTTPResponse(
                status: .noContent, fields: HTTPFields([.allow: methods.sorted().joined(separator: ", ")]))
        }
        // Fast path: a literal route whose canonical path equals the raw path exactly.
        for route in routes {
            guard let literal = route.pattern.literalBytes, request.rawPathEquals(literal) else { continue }
            return respond(to: request, route: route, parameters: nil)
        }
        guard let segments = Self.decodedSegments(request.rawPath) else {
            return reject(HTTPRejection(status: .badRequest, reason: "The path is not valid percent-encoded UTF-8."))
        }
        for route in routes {
            guard let parameters = route.pattern.match(segments) else { continue }
            return respond(to: request, route: route, parameters: parameters)
        }
        return reject(HTTPRejection(status: .notFound, reason: "No resource lives at this path."))
    }

    /// Calls the route's handler for the method, or answers 204/405 with `Allow`.
    private func respond(to request: HTTPRequest, route: Route, parameters: [String: String]?) -> HTTPResponse {
        // Not `??`: passing a closure through a generic operator wrapped it in a thunk with a context of its own,
        // an allocation and an indirect call per request.
        var found = route.handler(for: request.method)
        if found == nil && request.method == .head { found = route.handler(for: .get) }
        if let handler = found {
            guard let parameters, !parameters.isEmpty else { return handler(request) }
            var request = request
            request.pathParameters = parameters
            return handler(request)
        }
        let allow = Self.allowed(route.methods).map(\.rawValue).sorted().joined(separator: ", ")
        if request.method == .options { return HTTPResponse(status: .noContent, fields: HTTPFields([.allow: allow])) }
        var response = reject(
            HTTPRejection(
                status: .methodNotAllowed,
                reason: "This path does not answer \(request.method.rawValue); it answers \(allow)."))
        response.fields.removeAll(named: .allow)
        _ = response.fields.append(name: .allow, value: allow)
        return response
    }

    private func reject(_ rejection: HTTPRejection) -> HTTPResponse {
        rejection.response(using: rejectionResponder)
    }

    /// The methods a route answers, including the implied HEAD and OPTIONS.
    private static func allowed(_ handled: Set<HTTPMethod>) -> Set<HTTPMethod> {
        var methods = handled
        if methods.contains(.get) { methods.insert(.head) }
        methods.insert(.options)
        return methods
    }

    /// Splits a raw path on `/` and percent-decodes each segment; `nil` if a segment does not decode.
    static func decodedSegments(_ rawPath: String) -> [String]? {
        var segments: [String] = []
        for part in rawPath.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            guard let decoded = PercentDecoding.decodeString(part) else { return nil }
            segments.append(decoded)
        }
        return segments
    }
}
