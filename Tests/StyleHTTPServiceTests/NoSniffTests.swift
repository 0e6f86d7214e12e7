import StyleHTTPService
import Testing

/// Every answer the service sends, whatever made it (a route, a problem, the router's 404, the parser's 400, a
/// preflight, the playground), tells a browser to take it for the type it declares: answers carry text from style
/// documents, which must never be sniffed into HTML or script.
@Suite("X-Content-Type-Options on every answer")
struct NoSniffTests {
    static let requests: [(method: String, path: String, headers: [(String, String)], body: String?, status: Int)] = [
        ("GET", "/healthz", [], nil, 200),
        ("GET", "/", [], nil, 200),
        ("GET", "/v1/styles", [], nil, 200),
        ("POST", "/v1/resolve", [], #"{"style":"cell"}"#, 200),
        ("POST", "/v1/resolve", [], #"{"style":"<script>"}"#, 404),
        ("POST", "/v1/resolve", [], #"{"style":"cell","state":{"isSelected":"<b>"}}"#, 422),
        ("GET", "/no/such/route", [], nil, 404),
        (
            "OPTIONS", "/v1/resolve", [("Origin", "http://a.example"), ("Access-Control-Request-Method", "POST")], nil,
            204
        ),
    ]

    @Test func everyAnswerCarriesNoSniffOnce() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        for request in Self.requests {
            let reply = try RawExchange.send(
                request.method, request.path, port: port, headers: request.headers, body: request.body)
            #expect(reply.status == request.status, "\(request.method) \(request.path)")
            #expect(reply.fieldValues("X-Content-Type-Options") == ["nosniff"], "\(request.method) \(request.path)")
        }
        // The parser's own rejection of a request it cannot read.
        let rejected = String(
            decoding: try RawExchange.bytes(of: Array("GET /\u{1} HTTP/1.1\r\nHost: x\r\n\r\n".utf8), port: port),
            as: UTF8.self)
        #expect(rejected.hasPrefix("HTTP/1.1 400 "))
        #expect(rejected.contains("\r\nX-Content-Type-Options: nosniff\r\n"))
    }
}
