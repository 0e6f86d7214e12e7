import HTTPServer
import JSON
import Testing

@testable import ResolverService

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
