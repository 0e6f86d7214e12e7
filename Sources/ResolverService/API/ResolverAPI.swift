import HTTPServer
import JSON
import StyleRegistry
import StyleService
import Synchronization

/// The service's HTTP API: routes, content negotiation, ETags, CORS, admin authorisation and `problem+json` errors,
/// over a ``StyleRegistry`` and the ``Resolver``.
public final class ResolverAPI: Sendable {
    let registry: StyleRegistry
    let settings: ServiceSettings
    let resolver: Resolver
    let metrics = ServiceMetrics()
    let responseCache: ResponseCache
    let openAPIDocument: [UInt8]
    /// The spec's strong ETag, computed once.
    let openAPIETag: String
    /// The playground's ETag, computed once.
    let playgroundETag = "\"playground-\(ResolverAPI.fnv1a(PlaygroundPage.html))\""
    /// Whether a write without a token comes from this machine.
    let isLoopbackPeer: @Sendable (HTTPRequest) -> Bool
    /// Set when a graceful shutdown starts: `/readyz` then answers 503.
    let isDraining = Atomic<Bool>(false)
    /// Filled in once the server runs, for `/metrics`.
    let serverMetrics: Mutex<(@Sendable () -> HTTPServer.Metrics)?> = Mutex(nil)

    public init(
        registry: StyleRegistry, settings: ServiceSettings, openAPIDocument: [UInt8] = OpenAPIDocument.yaml,
        isLoopbackPeer: @escaping @Sendable (HTTPRequest) -> Bool = { $0.isFromLoopback }
    ) {
        self.registry = registry
        self.settings = settings
        self.resolver = Resolver(batchLimit: settings.batchLimit)
        self.responseCache = ResponseCache(
            maximumEntries: settings.responseCacheEntries, maximumBytes: settings.responseCacheBytes)
        self.openAPIDocument = openAPIDocument
        self.openAPIETag = "\"openapi-\(Self.fnv1a(openAPIDocument))\""
        self.isLoopbackPeer = isLoopbackPeer
    }

    /// Answers a resolve request body (or a batch, when it has `items`) without HTTP: for the `resolve` command.
    /// Returns the HTTP status the API would give and the JSON body (the answer or the problem).
    public func resolveOffline(body: [UInt8]) -> (status: Int, body: [UInt8]) {
        let isBatch = ((try? resolver.reader.parse(body))?.objectValue?["items"]) != nil
        do throws(ServiceError) {
            let answer = isBatch
                ? try resolver.resolveBatch(body: body, snapshot: registry.snapshot)
                : try resolver.resolve(body: body, snapshot: registry.snapshot)
            return (200, answer)
        } catch {
            let problem = ProblemDetails(error)
            return (problem.status.code, problem.response.body)
        }
    }

    /// Marks the service as draining (readiness fails) ahead of a shutdown.
    public func beginDraining() { isDraining.store(true, ordering: .relaxed) }

    /// The router with every endpoint, each wrapped with CORS, metrics and error handling, and one OPTIONS answer
    /// (with CORS preflight) per path.
    public func makeRouter() -> Router {
        var routes = RouteTable()
        routes.add(.post, "/v1/resolve", .read) { [self] in resolve($0) }
        routes.add(.post, "/v1/resolve/batch", .read) { [self] in resolveBatch($0) }
        routes.add(.get, "/v1/styles", .read) { [self] in listStyles($0) }
        routes.add(.get, "/v1/styles/{name}", .read) { [self] in getStyle($0) }
        routes.add(.post, "/v1/styles/{name}/matrix", .read) { [self] in matrix($0) }
        routes.add(.put, "/v1/styles/{name}", .write) { [self] in putStyle($0) }
        routes.add(.delete, "/v1/styles/{name}", .write) { [self] in deleteStyle($0) }
        routes.add(.get, "/v1/styles/{name}/stylesheet.css", .read) { [self] in stylesheet($0) }
        routes.add(.get, "/v1/styles/{name}/tokens.json", .read) { [self] in designTokens($0) }
        routes.add(.get, "/healthz", .read) { _ in Self.json(#"{"status":"ok"}"#) }
        routes.add(.get, "/readyz", .read) { [self] _ in readiness() }
        routes.add(.get, "/metrics", .read) { [self] _ in metricsResponse() }
        routes.add(.get, "/", .read) { [self] in playground($0) }
        routes.add(.get, "/openapi.yaml", .read) { [self] request in
            conditional(request, etag: openAPIETag) {
                HTTPResponse(status: .ok, fields: ["Content-Type": "application/yaml"], body: openAPIDocument)
            }
        }
        var router = Router(rejectionResponder: Self.rejectionResponder)
        for route in routes.routes { add(route, to: &router) }
        for (path, methods) in routes.methodsByPath {
            let metricsIndex = metrics.register(path: path, method: "OPTIONS")
            router.add(.options, path) { [self] request in preflight(request, methods: methods, metricsIndex: metricsIndex) }
        }
        return router
    }

    // MARK: Routes

    enum Access: Sendable { case read, write }

    /// The endpoints before they go into the router, so OPTIONS can list every method of a path.
    struct RouteTable {
        struct Route {
            var method: HTTPMethod
            var path: String
            var access: Access
            var handler: @Sendable (HTTPRequest) -> HTTPResponse
        }

        var routes: [Route] = []
        var methodsByPath: [(path: String, methods: [(HTTPMethod, Access)])] = []

        mutating func add(
            _ method: HTTPMethod, _ path: String, _ access: Access, _ handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
        ) {
            routes.append(Route(method: method, path: path, access: access, handler: handler))
            if let index = methodsByPath.firstIndex(where: { $0.path == path }) {
                methodsByPath[index].methods.append((method, access))
            } else {
                methodsByPath.append((path, [(method, access)]))
            }
        }
    }

    private func add(_ route: RouteTable.Route, to router: inout Router) {
        let metrics = self.metrics
        let metricsIndex = metrics.register(path: route.path, method: route.method.rawValue)
        router.add(route.method, route.path) { [self] request in
            let start = ContinuousClock.now
            var response: HTTPResponse
            if let denied = authorize(request, access: route.access) {
                response = denied.response
            } else {
                response = route.handler(request)
            }
            applyCORS(to: &response, request: request, access: route.access)
            metrics.record(route: metricsIndex, status: response.status.code, duration: ContinuousClock.now - start)
            return response
        }
    }

    private func resolve(_ request: HTTPRequest) -> HTTPResponse {
        if let problem = requireJSONBody(request) { return problem.response }
        let explain: Bool
        switch Self.booleanQueryParameter("explain", of: request) {
        case .success(let value): explain = value
        case .failure(let problem): return problem.response
        }
        // An explanation has no CSS form: with explain, JSON is the only representation offered.
        let accept = request.fields["Accept"]
        guard let representation = ResolveRepresentation.negotiate(accept: accept, offeringCSS: !explain) else {
            return ResolveRepresentation.notAcceptable(offeringCSS: !explain).response
        }
        let snapshot = registry.snapshot
        // The cache key is the body and the representation, not the query: explained answers are never cached.
        if !explain, let cached = responseCache.lookup(request.body, as: .resolve(representation), version: snapshot.version) {
            return Self.resolved(cached)
        }
        let body: [UInt8]
        do throws(ServiceError) {
            body = try resolver.resolve(body: request.body, snapshot: snapshot, as: representation, explain: explain)
        } catch {
            return ProblemDetails(error).response
        }
        let entry = ResponseCache.Entry(body: body, etag: "\"\(Self.fnv1a(body))\"", representation: representation)
        if !explain {
            responseCache.store(request.body, as: .resolve(representation), version: snapshot.version, entry: entry)
        }
        return Self.resolved(entry)
    }

    private static func resolved(_ entry: ResponseCache.Entry) -> HTTPResponse {
        HTTPResponse(status: .ok, fields: entry.fields, body: entry.body)
    }

    private func resolveBatch(_ request: HTTPRequest) -> HTTPResponse {
        if let problem = requireJSONBody(request) { return problem.response }
        return Self.uncachedJSON { () throws(ServiceError) in
            try resolver.resolveBatch(body: request.body, snapshot: registry.snapshot)
        }
    }

    /// `POST /v1/styles/{name}/matrix`.
    private func matrix(_ request: HTTPRequest) -> HTTPResponse {
        if let problem = requireJSONBody(request) { return problem.response }
        return Self.uncachedJSON { () throws(ServiceError) in
            try resolver.resolveMatrix(
                style: request.pathParameters["name"] ?? "", body: request.body, snapshot: registry.snapshot,
                limit: settings.matrixLimit)
        }
    }

    /// `GET /`: the playground page.
    private func playground(_ request: HTTPRequest) -> HTTPResponse {
        conditional(request, etag: playgroundETag) {
            HTTPResponse(status: .ok, fields: Self.playgroundFields, body: PlaygroundPage.html)
        }
    }

    /// The playground's fields: HTML, and a content security policy that loads nothing from outside the page and
    /// lets it call any service (`?api=` may point it at another one, which then answers under its CORS rules).
    private static let playgroundFields: HTTPFields = [
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy":
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; connect-src *; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    ]

    /// A computed JSON answer (never cached by clients without revalidating), or its problem.
    private static func uncachedJSON(_ answer: () throws(ServiceError) -> [UInt8]) -> HTTPResponse {
        do throws(ServiceError) {
            let body = try answer()
            return HTTPResponse(status: .ok, fields: ["Content-Type": "application/json", "Cache-Control": "no-cache"], body: body)
        } catch {
            return ProblemDetails(error).response
        }
    }

    private func listStyles(_ request: HTTPRequest) -> HTTPResponse {
        let snapshot = registry.snapshot
        return conditional(request, etag: Self.registryETag(snapshot)) {
            var writer = JSONWriter(capacity: 4_096)
            writer.beginObject()
            writer.field("registryVersion", Int(snapshot.version))
            writer.fieldName("styles")
            writer.beginArray()
            for name in snapshot.orderedNames {
                guard let style = snapshot[name] else { continue }
                Self.writeSummary(style, into: &writer)
            }
            writer.endArray()
            writer.endObject()
            return HTTPResponse(status: .ok, fields: ["Content-Type": "application/json"], body: writer.bytes)
        }
    }

    private func getStyle(_ request: HTTPRequest) -> HTTPResponse {
        let snapshot = registry.snapshot
        let name = request.pathParameters["name"] ?? ""
        guard let style = snapshot[name] else { return Self.unknownStyle(name).response }
        return conditional(request, etag: Self.registryETag(snapshot)) {
            var writer = JSONWriter(capacity: 2_048)
            writer.beginObject()
            writer.field("name", name)
            writer.field("kind", style.definition.kind.rawValue)
            writer.field("origin", style.origin.rawValue)
            writer.field("registryVersion", Int(snapshot.version))
            writer.fieldName("document")
            if let document = style.document {
                writer.value(document)
            } else {
                writer.beginObject()
                writer.field("background", style.definition.backgroundFactory)
                writer.field("content", style.definition.contentFactory)
                writer.endObject()
            }
            writer.endObject()
            return HTTPResponse(status: .ok, fields: ["Content-Type": "application/json"], body: writer.bytes)
        }
    }

    private func putStyle(_ request: HTTPRequest) -> HTTPResponse {
        if let problem = requireJSONBody(request) { return problem.response }
        let name = request.pathParameters["name"] ?? ""
        let document: JSONValue
        do {
            document = try resolver.reader.parse(request.body)
        } catch {
            return ProblemDetails.malformedJSON(error).response
        }
        do throws(RegistryError) {
            let outcome = try registry.put(name: name, document: document)
            var writer = JSONWriter(capacity: 128)
            writer.beginObject()
            writer.field("name", name)
            writer.field("registryVersion", Int(outcome.snapshot.version))
            writer.endObject()
            return HTTPResponse(
                status: outcome.created ? .created : .ok,
                fields: ["Content-Type": "application/json", "Location": "/v1/styles/\(name)", "ETag": Self.registryETag(outcome.snapshot)],
                body: writer.bytes)
        } catch {
            return Self.problem(for: error).response
        }
    }

    private func deleteStyle(_ request: HTTPRequest) -> HTTPResponse {
        let name = request.pathParameters["name"] ?? ""
        do throws(RegistryError) {
            let snapshot = try registry.delete(name: name)
            return HTTPResponse(status: .noContent, fields: ["ETag": Self.registryETag(snapshot)])
        } catch {
            return Self.problem(for: error).response
        }
    }

    private func readiness() -> HTTPResponse {
        if isDraining.load(ordering: .relaxed) {
            return HTTPResponse(status: .serviceUnavailable, fields: ["Content-Type": "application/json"], body: Array(#"{"status":"draining"}"#.utf8))
        }
        return Self.json(#"{"status":"ready","registryVersion":\#(registry.snapshot.version)}"#)
    }

    private func metricsResponse() -> HTTPResponse {
        let server = serverMetrics.withLock { $0 }?()
        let text = metrics.render(server: server, registryVersion: registry.snapshot.version)
        return HTTPResponse(status: .ok, fields: ["Content-Type": "text/plain; version=0.0.4; charset=utf-8"], body: Array(text.utf8))
    }

    // MARK: Cross-cutting rules

    /// POST and PUT bodies must be JSON (415 otherwise) and not too large (413).
    private func requireJSONBody(_ request: HTTPRequest) -> ProblemDetails? {
        let header = request.fields["Content-Type"] ?? ""
        guard Self.isJSONMediaType(header) else {
            let type = header.split(separator: ";").first.map { $0.trimmingSpaces().lowercased() } ?? ""
            return ProblemDetails(
                status: .unsupportedMediaType, slug: "unsupported-media-type", title: "Unsupported media type",
                detail: "Send the body as application/json\(type.isEmpty ? "" : ", not \(type)").",
                fields: ["Accept-Post": "application/json"])
        }
        guard request.body.count <= settings.maximumBodyBytes else {
            return ProblemDetails(
                status: .contentTooLarge, slug: "body-too-large", title: "Body too large",
                detail: "The body has \(request.body.count) bytes; at most \(settings.maximumBodyBytes) are accepted.")
        }
        return nil
    }

    /// Writes need the admin token when one is configured, and come from loopback when not.
    private func authorize(_ request: HTTPRequest, access: Access) -> ProblemDetails? {
        guard access == .write else { return nil }
        if settings.readOnly {
            return ProblemDetails(
                status: .forbidden, slug: "read-only", title: "Read-only service",
                detail: "This service runs with --read-only; styles cannot be changed through the API.")
        }
        if let token = settings.adminToken {
            let presented = request.fields["Authorization"].flatMap { header -> Substring? in
                let parts = header.split(separator: " ", maxSplits: 1)
                guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
                return parts[1]
            }
            guard let presented, Self.constantTimeEquals(Array(presented.utf8), Array(token.utf8)) else {
                return ProblemDetails(
                    status: .unauthorized, slug: "unauthorized", title: "Unauthorized",
                    detail: "Writes need the header Authorization: Bearer <token> with the service's admin token.",
                    fields: ["WWW-Authenticate": "Bearer realm=\"style-resolver\""])
            }
            return nil
        }
        guard isLoopbackPeer(request) else {
            return ProblemDetails(
                status: .forbidden, slug: "writes-need-token", title: "Writes need a token",
                detail: "No admin token is configured (STYLE_RESOLVER_ADMIN_TOKEN), so styles can only be changed by clients on this machine.")
        }
        return nil
    }

    private func applyCORS(to response: inout HTTPResponse, request: HTTPRequest, access: Access) {
        guard let origin = request.fields["Origin"] else { return }
        let allowed = access == .read ? settings.corsReadOrigins : settings.corsWriteOrigins
        if allowed.contains("*") {
            _ = response.fields.append(name: "Access-Control-Allow-Origin", value: "*")
        } else if allowed.contains(origin) {
            _ = response.fields.append(name: "Access-Control-Allow-Origin", value: origin)
            _ = response.fields.append(name: "Vary", value: "Origin")
        } else {
            return
        }
        _ = response.fields.append(name: "Access-Control-Expose-Headers", value: "ETag, Location")
    }

    /// OPTIONS: the path's methods in `Allow`; for a CORS preflight, the CORS rule of the method asked for.
    private func preflight(_ request: HTTPRequest, methods: [(HTTPMethod, Access)], metricsIndex: Int) -> HTTPResponse {
        var names = methods.map(\.0.rawValue)
        if names.contains("GET") { names.append("HEAD") }
        names.append("OPTIONS")
        let allow = names.joined(separator: ", ")
        var response = HTTPResponse(status: .noContent, fields: ["Allow": allow])
        if request.fields["Origin"] != nil, let asked = request.fields["Access-Control-Request-Method"],
            let access = methods.first(where: { $0.0.rawValue == asked || (asked == "HEAD" && $0.0 == .get) })?.1
        {
            applyCORS(to: &response, request: request, access: access)
            if response.fields["Access-Control-Allow-Origin"] != nil {
                _ = response.fields.append(name: "Access-Control-Allow-Methods", value: allow)
                _ = response.fields.append(name: "Access-Control-Allow-Headers", value: "Content-Type, Authorization, If-None-Match")
                _ = response.fields.append(name: "Access-Control-Max-Age", value: "600")
            }
        }
        metrics.record(route: metricsIndex, status: response.status.code, duration: .zero)
        return response
    }

    /// 304 when `If-None-Match` names the current ETag; otherwise the response with the ETag. Both carry the
    /// `Cache-Control` given.
    func conditional(
        _ request: HTTPRequest, etag: String, cacheControl: String = "no-cache", _ body: () -> HTTPResponse
    ) -> HTTPResponse {
        if let header = request.fields["If-None-Match"] {
            let tags = header.split(separator: ",").map { $0.trimmingSpaces() }
            if tags.contains("*") || tags.contains(where: { $0 == etag || $0 == "W/" + etag }) {
                return HTTPResponse(status: .notModified, fields: ["ETag": etag, "Cache-Control": cacheControl])
            }
        }
        var response = body()
        _ = response.fields.append(name: "ETag", value: etag)
        _ = response.fields.append(name: "Cache-Control", value: cacheControl)
        return response
    }

    // MARK: Helpers

    /// Whether a `Content-Type` value names JSON (`application/json` or `application/…+json`, any case, parameters
    /// allowed), checked on its bytes without building strings.
    static func isJSONMediaType(_ header: String) -> Bool {
        var utf8 = Substring(header).utf8
        while let first = utf8.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { utf8 = utf8.dropFirst() }
        let end = utf8.firstIndex(of: UInt8(ascii: ";")) ?? utf8.endIndex
        var type = utf8[..<end]
        while let last = type.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { type = type.dropLast() }
        func lower(_ byte: UInt8) -> UInt8 { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte }
        func hasPrefix(_ prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard type.count >= count else { return false }
            return zip(type.prefix(count), UnsafeBufferPointer(start: prefix.utf8Start, count: count)).allSatisfy { lower($0) == $1 }
        }
        func hasSuffix(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard type.count >= count else { return false }
            return zip(type.suffix(count), UnsafeBufferPointer(start: suffix.utf8Start, count: count)).allSatisfy { lower($0) == $1 }
        }
        return (type.count == 16 && hasPrefix("application/json")) || (hasPrefix("application/") && hasSuffix("+json"))
    }

    /// The answers of the HTTP layer itself (parse errors, limits, timeouts, unknown paths) as `problem+json`.
    public static let rejectionResponder: RejectionResponder = { ProblemDetails.rejected($0).response }

    /// A strict boolean query parameter: absent is false, `true` and `false` are themselves, anything else is a 422
    /// naming the parameter (its pointer is empty: the problem is in the URL, not the body).
    static func booleanQueryParameter(_ name: String, of request: HTTPRequest) -> Result<Bool, ProblemDetails> {
        switch request.queryValue(name) {
        case nil, "false"?: return .success(false)
        case "true"?: return .success(true)
        case let other?:
            return .failure(ProblemDetails(
                status: .unprocessableContent, slug: "invalid-query-parameter", title: "Invalid query parameter",
                detail: "The query parameter \(name) must be true or false.",
                errors: [DocumentProblem(pointer: JSONPointer(), message: "query parameter \(name): expected true or false, found \"\(other)\"")]))
        }
    }

    /// The registry's entity tag: its version, and a digest of its styles so that replicas holding different styles
    /// at the same version (a rollout) never share a tag.
    static func registryETag(_ snapshot: RegistrySnapshot) -> String {
        "\"registry-\(snapshot.version)-\(ContentDigest.hex(snapshot.digest))\""
    }

    static func json(_ text: String) -> HTTPResponse {
        HTTPResponse(status: .ok, fields: ["Content-Type": "application/json"], body: Array(text.utf8))
    }

    static func unknownStyle(_ name: String) -> ProblemDetails {
        ProblemDetails(
            status: .notFound, slug: "unknown-style", title: "Unknown style",
            detail: "There is no style named \"\(name)\"; GET /v1/styles lists them.")
    }

    static func problem(for error: RegistryError) -> ProblemDetails {
        switch error {
        case .readOnly:
            return ProblemDetails(status: .forbidden, slug: "read-only", title: "Read-only service", detail: "This service runs with --read-only.")
        case .builtInStyle(let name):
            return ProblemDetails(
                status: .forbidden, slug: "built-in-style", title: "Built-in style",
                detail: "\"\(name)\" is a built-in style and cannot be changed; register a style that extends it instead.")
        case .stylesFolderStyle(let name):
            return ProblemDetails(
                status: .forbidden, slug: "styles-folder-style", title: "Style from the styles folder",
                detail: "\"\(name)\" comes from the read-only styles folder; change it there and send SIGHUP.")
        case .invalidName(let name):
            return ProblemDetails(
                status: .unprocessableContent, slug: "invalid-style-name", title: "Invalid style name",
                detail: "\"\(name)\" is not a valid style name: \(StyleName.rule).")
        case .notFound(let name):
            return unknownStyle(name)
        case .invalidDocument(let problems):
            return .invalid(problems, detail: "The style document has problems; each is listed with its JSON pointer.")
        case .hasDependents(let name, let dependents):
            return ProblemDetails(
                status: .conflict, slug: "style-has-dependents", title: "Style has dependents",
                detail: "\"\(name)\" is extended by \(dependents.map { "\"\($0)\"" }.joined(separator: ", ")); delete or change those first.")
        case .storage(let error):
            return ProblemDetails(
                status: .serviceUnavailable, slug: "storage-failure", title: "Storage failure",
                detail: "The style could not be written to the data folder (\(error)); nothing changed.")
        }
    }

    static func writeSummary(_ style: RegisteredStyle, into writer: inout JSONWriter) {
        writer.beginObject()
        writer.field("name", style.definition.name)
        writer.field("kind", style.definition.kind.rawValue)
        writer.field("origin", style.origin.rawValue)
        writer.field("background", style.definition.backgroundFactory)
        writer.field("content", style.definition.contentFactory)
        writer.field("extends", style.definition.extends)
        writer.fieldName("keys")
        writer.beginArray()
        for key in style.definition.keys { writer.value(key.key.rawValue) }
        writer.endArray()
        writer.endObject()
    }

    /// FNV-1a over the bytes taken eight at a time (little-endian words, then the tail), as 16 hex digits: a cheap
    /// content tag for ETags that is the same on every replica and after every restart.
    static func fnv1a(_ bytes: [UInt8]) -> String { ContentDigest.hex(ContentDigest.of(bytes)) }

    /// Compares secrets without an early exit, so timing does not reveal how much matched.
    static func constantTimeEquals(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<max(a.count, b.count) {
            difference |= (index < a.count ? a[index] : 0) ^ (index < b.count ? b[index] : 0xFF)
        }
        return difference == 0
    }
}

extension Substring {
    func trimmingSpaces() -> String {
        var text = self
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
