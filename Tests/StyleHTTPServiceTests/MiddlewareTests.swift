import EpollHTTP
import Synchronization
import Testing

@testable import StyleHTTPService

/// Each middleware alone, around a stub handler: no router, no server.
@Suite("Middleware")
struct MiddlewareTests {
    static let ok: HTTPHandler = { _ in HTTPResponse(status: .ok, fields: HTTPFields([.contentType: "text/plain"])) }

    static func route(_ method: HTTPMethod = .get, _ access: Access = .read, cacheControl: String? = nil) -> Route {
        Route(method, "/thing", access, cacheControl: cacheControl) { _ in HTTPResponse() }
    }

    static func request(
        _ method: HTTPMethod = .get, _ fields: KeyValuePairs<HTTPField.Name, String> = [:]
    )
        -> HTTPRequest
    {
        HTTPRequest(method: method, target: "/thing", fields: HTTPFields(fields))
    }

    @Test func theFirstMiddlewareOfAListIsOutermost() {
        struct Tag: Middleware {
            let name: String
            func wrap(_ next: @escaping HTTPHandler, for route: Route) -> HTTPHandler {
                { [name] request in
                    var response = next(request)
                    response.fields.append(name: .vary, value: name)
                    return response
                }
            }
        }
        let chain: [any Middleware] = [Tag(name: "outer"), Tag(name: "inner")]
        let response = chain.wrap(Self.ok, for: Self.route())(Self.request())
        #expect(response.fields.values(for: .vary) == ["inner", "outer"])
    }

    @Test func corsAllowsReadOriginsAndOnlyListedWriteOrigins() {
        let cors = CORSMiddleware(readOrigins: ["*"], writeOrigins: ["https://admin.example"])
        let read = cors.wrap(Self.ok, for: Self.route())(Self.request(.get, [.origin: "https://any.example"]))
        #expect(read.fields[.accessControlAllowOrigin] == "*" && read.fields[.vary] == nil)
        #expect(read.fields[.accessControlExposeHeaders] == "ETag, Location, Retry-After, X-Request-Id")
        let write = cors.wrap(Self.ok, for: Self.route(.put, .write))
        let other = write(Self.request(.put, [.origin: "https://any.example"]))
        #expect(other.fields[.accessControlAllowOrigin] == nil && other.fields[.accessControlExposeHeaders] == nil)
        let admin = write(Self.request(.put, [.origin: "https://admin.example"]))
        #expect(admin.fields[.accessControlAllowOrigin] == "https://admin.example" && admin.fields[.vary] == "Origin")
        let noOrigin = cors.wrap(Self.ok, for: Self.route())(Self.request())
        #expect(noOrigin.fields.count == 1, "without Origin nothing is added")
    }

    @Test func authorizationGuardsWritesOnly() {
        let called = Atomic<Int>(0)
        let next: HTTPHandler = { request in
            called.add(1, ordering: .relaxed)
            return Self.ok(request)
        }
        let token = AuthorizationMiddleware(
            readOnly: false, adminToken: "secret",
            trust: LoopbackTrust(host: "0.0.0.0", writeOrigins: [], isLoopbackPeer: { _ in false }))
        #expect(token.wrap(next, for: Self.route())(Self.request()).status == .ok, "reads pass")
        let write = token.wrap(next, for: Self.route(.put, .write))
        let missing = write(Self.request(.put))
        #expect(
            missing.status == .unauthorized && missing.fields[.wwwAuthenticate] == "Bearer realm=\"style-resolver\"")
        #expect(missing.fields[.contentType] == "application/problem+json")
        #expect(write(Self.request(.put, [.authorization: "Bearer wrong"])).status == .unauthorized)
        #expect(write(Self.request(.put, [.authorization: "bearer secret"])).status == .ok)
        #expect(called.load(ordering: .relaxed) == 2, "the handler runs only when allowed")

        let loopbackOnly = AuthorizationMiddleware(
            readOnly: false, adminToken: nil, trust: LoopbackTrust(host: "0.0.0.0", writeOrigins: []))
        var local = Self.request(.put, [.host: "localhost:8080"])
        local.isFromLoopback = true
        #expect(loopbackOnly.wrap(next, for: Self.route(.put, .write))(local).status == .ok)
        #expect(loopbackOnly.wrap(next, for: Self.route(.put, .write))(Self.request(.put)).status == .forbidden)
        let readOnly = AuthorizationMiddleware(
            readOnly: true, adminToken: "secret",
            trust: LoopbackTrust(host: "0.0.0.0", writeOrigins: [], isLoopbackPeer: { _ in true }))
        let refused = readOnly.wrap(next, for: Self.route(.delete, .write))(
            Self.request(.delete, [.authorization: "Bearer secret"]))
        #expect(refused.status == .forbidden)
        #expect(AuthorizationMiddleware.constantTimeEquals(Array("a".utf8), Array("a".utf8)))
        #expect(!AuthorizationMiddleware.constantTimeEquals(Array("a".utf8), Array("ab".utf8)))
    }

    @Test func conditionalGETAnswers304WhenTheTagMatches() {
        let tagged: HTTPHandler = { _ in
            HTTPResponse(status: .ok, fields: HTTPFields([.contentType: "text/plain", .eTag: "\"v1\""]), body: [1])
        }
        let conditional = ConditionalGETMiddleware().wrap(tagged, for: Self.route(cacheControl: "no-cache"))
        let fresh = conditional(Self.request())
        #expect(fresh.status == .ok && fresh.body == [1])
        #expect(Array(fresh.fields.map(\.name)) == ["Content-Type", "ETag", "Cache-Control"])
        for header in ["\"v1\"", "W/\"v1\"", "*", "\"v0\", \"v1\""] {
            let revalidated = conditional(Self.request(.get, [.ifNoneMatch: header]))
            #expect(revalidated.status == .notModified, "\(header)")
            #expect(
                revalidated.fields == HTTPFields([.eTag: "\"v1\"", .cacheControl: "no-cache"])
                    && revalidated.body.isEmpty)
        }
        #expect(conditional(Self.request(.get, [.ifNoneMatch: "\"v0\""])).status == .ok)
        let failing: HTTPHandler = { _ in HTTPResponse(status: .notFound) }
        let missing = ConditionalGETMiddleware().wrap(failing, for: Self.route(cacheControl: "no-cache"))(
            Self.request())
        #expect(missing.status == .notFound && missing.fields.isEmpty, "only 200 answers get the rule")
        let plain = ConditionalGETMiddleware().wrap(tagged, for: Self.route())(Self.request(.get, [.ifNoneMatch: "*"]))
        #expect(plain.status == .ok && !plain.fields.contains(.cacheControl), "routes without a rule pass through")
    }

    @Test func metricsCountEveryAnswerByRouteAndStatus() {
        let metrics = ServiceMetrics()
        let measured = MetricsMiddleware(metrics: metrics).wrap(Self.ok, for: Self.route(.post))
        _ = measured(Self.request(.post))
        _ = measured(Self.request(.post))
        let text = metrics.render(server: nil, registryVersion: 1)
        #expect(text.contains(#"style_resolver_requests_total{route="/thing",method="POST",status="200"} 2"#))
        #expect(text.contains("style_resolver_request_duration_seconds_count 2"))
    }

    @Test func problemMappingAnswersWithTheProblem() {
        let failing: ProblemHandler = { _ throws(ProblemDetails) in
            throw ProblemDetails(.styleHasDependents, detail: "It clashes.")
        }
        let response = ProblemMapping.handler(failing)(Self.request())
        #expect(response.status == .conflict && response.fields[.contentType] == "application/problem+json")
        #expect(
            String(decoding: response.body, as: UTF8.self).hasPrefix(
                #"{"type":"/problems/style-has-dependents","title":"Style has dependents""#))
    }

    @Test func optionsListsTheRoutesMethodsInOrderAndAnswersPreflights() {
        let routes = [Self.route(.get), Self.route(.put, .write), Self.route(.delete, .write)]
        let cors = CORSMiddleware(readOrigins: ["*"], writeOrigins: [])
        let options = Preflight.handler(for: routes, cors: cors)
        let plain = options(Self.request(.options))
        #expect(plain.status == .noContent && plain.fields[.allow] == "GET, PUT, DELETE, HEAD, OPTIONS")
        let read = options(Self.request(.options, [.origin: "https://a.example", .accessControlRequestMethod: "HEAD"]))
        #expect(read.fields[.accessControlAllowOrigin] == "*")
        #expect(read.fields[.accessControlAllowMethods] == "GET, PUT, DELETE, HEAD, OPTIONS")
        #expect(read.fields[.accessControlMaxAge] == "600")
        let write = options(Self.request(.options, [.origin: "https://a.example", .accessControlRequestMethod: "PUT"]))
        #expect(write.fields[.accessControlAllowOrigin] == nil && write.fields[.accessControlAllowMethods] == nil)
    }

    /// A read origin may not send `Authorization` (so no page can test token guesses through `validate`); a write
    /// origin may, on its reads and writes alike.
    @Test func onlyAWriteOriginMaySendAuthorization() {
        let routes = [Self.route(.post), Self.route(.put, .write)]
        let cors = CORSMiddleware(readOrigins: ["*"], writeOrigins: ["https://admin.example"])
        let options = Preflight.handler(for: routes, cors: cors)
        for (origin, method, mayAuthorize) in [
            ("https://a.example", "POST", false), ("https://admin.example", "POST", true),
            ("https://admin.example", "PUT", true), ("null", "POST", false),
        ] {
            let answer = options(Self.request(.options, [.origin: origin, .accessControlRequestMethod: method]))
            let headers = answer.fields[.accessControlAllowHeaders] ?? ""
            #expect(headers.contains("Content-Type"), "\(origin) \(method)")
            #expect(headers.contains("Authorization") == mayAuthorize, "\(origin) \(method)")
        }
    }

    @Test func fieldNamesCompareWithoutCase() {
        #expect(HTTPField.Name("content-type") == .contentType)
        #expect(HTTPField.Name("bad name") == nil)
        #expect(Set([HTTPField.Name.eTag, HTTPField.Name("etag")]).count == 1)
        var fields = HTTPFields([.contentType: "a"])
        fields[.contentType] = "b"
        #expect(fields["content-type"] == "b" && fields.count == 1)
        #expect(fields.withFirstValue(for: .contentType) { Array($0) } == Array("b".utf8))
        #expect(fields.withFirstValue(for: .eTag) { _ in true } == nil)
        #expect(ResolverAPI.isJSONMediaType(ArraySlice(" Application/Problem+JSON ; charset=utf-8".utf8)))
        #expect(!ResolverAPI.isJSONMediaType(ArraySlice("application/jsonx".utf8)))
    }
}
