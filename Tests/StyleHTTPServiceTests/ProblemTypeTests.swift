import EpollHTTP
import Foundation
import StrictJSON
import TestSupport
import Testing

@testable import StyleHTTPService

#if canImport(Glibc)
import Glibc
#endif

/// The problem types' table: every answer's title and status come from it.
@Suite("Problem types: one title each, in sentence case", .serialized)
struct ProblemTypeTests {
    @Test func titlesAreInSentenceCase() {
        let acronyms: Set<Substring> = ["JSON", "HTTP", "URI"]
        for type in ProblemType.allCases {
            let words = type.title.split(separator: " ")
            #expect(words.first?.first?.isUppercase == true, "\(type.title)")
            for word in words.dropFirst() where word.first?.isUppercase == true {
                #expect(acronyms.contains(word), "\(type.title): \"\(word)\" is capitalised mid-title")
            }
        }
    }

    @Test func eachTypeHasItsOwnTitle() {
        let titles = ProblemType.allCases.map(\.title)
        #expect(Set(titles).count == titles.count)
    }

    @Test func theRoutersAnswersTakeTheTablesTitles() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let notAllowed = try await harness.send("PATCH", "/v1/styles")
        #expect(notAllowed.status == 405 && notAllowed.header("Allow") == "GET, HEAD, OPTIONS")
        #expect(notAllowed.json?["type"]?.stringValue == "/problems/method-not-allowed")
        #expect(notAllowed.json?["title"]?.stringValue == "Method not allowed", "was \"Method Not Allowed\"")
        let missing = try await harness.send("GET", "/nowhere")
        #expect(missing.status == 404 && missing.json?["title"]?.stringValue == "Not found", "was \"Not Found\"")
    }

    /// Requests the HTTP layer refuses before any route runs, sent as raw bytes over a real socket: each answer is
    /// problem+json with the table's sentence-case title (never the status line's "Bad Request"), and its type's page
    /// answers.
    @Test(arguments: [
        ("GARBAGE\r\n\r\n", 400, "malformed-request", "Bad request"),
        ("GET /healthz HTTP/2.0\r\nHost: x\r\n\r\n", 505, "http-version-not-supported", "HTTP version not supported"),
        (
            "POST /v1/resolve HTTP/1.1\r\nHost: x\r\nExpect: later\r\nContent-Length: 2\r\n\r\n{}", 417,
            "expectation-failed", "Expectation failed"
        ),
        (
            "GET /" + String(repeating: "a", count: 9_000) + " HTTP/1.1\r\nHost: x\r\n\r\n", 414,
            "request-line-too-long",
            "URI too long"
        ),
        ("BREW /healthz HTTP/1.1\r\nHost: x\r\n\r\n", 501, "not-implemented", "Not implemented"),
    ])
    func theHTTPLayersRejectionsOverASocketTakeTheTablesTitles(
        request: String, status: Int, slug: String, title: String
    ) async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.baseURL.port)
        let answer = try Self.exchange(request, port: port)
        let head = answer.prefix { $0 != "{" }
        #expect(head.hasPrefix("HTTP/1.1 \(status) "), "\(answer.prefix(80))")
        #expect(head.lowercased().contains("content-type: application/problem+json"))
        let body = try #require(answer.firstIndex(of: "{").map { String(answer[$0...]) })
        let json = try JSONReader().parse(Array(body.utf8))
        #expect(json["type"]?.stringValue == "/problems/\(slug)")
        #expect(json["title"]?.stringValue == title)
        #expect(json["status"]?.intValue == status)
        let page = try await harness.send("GET", "/problems/\(slug)")
        #expect(page.status == 200)
    }

    /// Sends `request` on a new loopback connection and reads until the server closes it or a second passes.
    private static func exchange(_ request: String, port: Int) throws -> String {
        let client = try RawHTTPClient(port: port, timeoutMilliseconds: 1_000)
        try client.send(request)
        _ = client.waitForClose()
        return client.bufferedText() ?? ""
    }

    @Test func theHTTPLayersRejectionsKeepTheirStatusAndTakeTheTablesTitle() {
        let statuses: [HTTPStatus] = [
            .badRequest, .notFound, .methodNotAllowed, .requestTimeout, .contentTooLarge, .uriTooLong,
            .expectationFailed, .requestHeaderFieldsTooLarge, .internalServerError, .notImplemented,
            .serviceUnavailable, .httpVersionNotSupported,
        ]
        for status in statuses {
            let problem = ProblemDetails.rejected(HTTPRejection(status: status, reason: "Because."))
            #expect(problem.status == status && problem.type.status == status, "\(status)")
            let body = String(decoding: problem.response.body, as: UTF8.self)
            #expect(body.hasPrefix(#"{"type":"\#(problem.type.uri)","title":"\#(problem.type.title)","#), "\(status)")
        }
        let unnamed = ProblemDetails.rejected(HTTPRejection(status: .tooManyRequests, reason: "Slow down."))
        #expect(unnamed.status == .tooManyRequests && unnamed.type == .internalError, "the status is kept")
    }
}
