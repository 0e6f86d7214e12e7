import EpollHTTP
import Foundation
import StrictJSON
import Testing

@testable import StyleHTTPService

/// `GET /problems/<slug>`: a page per problem type, built from its table entry.
@Suite("GET /problems/{slug} (the problem types' pages)", .serialized)
struct ProblemPagesTests {
    @Test func everyProblemTypeAnswersWithAPageThatNamesItsTitle() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        for type in ProblemType.allCases {
            let page = try await harness.send("GET", type.uri)
            #expect(page.status == 200, "\(type.uri)")
            #expect(page.header("Content-Type") == "text/html; charset=utf-8", "\(type.uri)")
            #expect(page.header("Cache-Control") == "no-cache", "\(type.uri)")
            let title = ProblemPage.escaped(type.title)
            #expect(page.text.contains("<h1>\(title)</h1>"), "\(type.uri) names its title")
            #expect(page.text.contains("<title>\(title) · StyleResolver</title>"), "\(type.uri)")
            #expect(page.text.contains("HTTP \(type.status.code)"), "\(type.uri) names its status")
            #expect(page.text.contains(ProblemPage.inlineHTML(type.entry.explanation)), "\(type.uri) explains")
            #expect(page.text.contains(ProblemPage.inlineHTML(type.entry.fix)), "\(type.uri) says how to fix it")
            #expect(!page.text.contains("<script") && !page.text.contains("src="), "\(type.uri) loads nothing")
            #expect(!page.text.contains("http://") && !page.text.contains("https://"), "\(type.uri) links nowhere else")
        }
    }

    @Test func pagesRevalidateAnswerHEADAndLoadNothing() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        // In the identity coding (URLSession asks for gzip and hides it), so HEAD's Content-Length is the body's.
        let identity = ["Accept-Encoding": "identity"]
        let page = try await harness.send("GET", "/problems/invalid-value", headers: identity)
        let policy = try #require(page.header("Content-Security-Policy"))
        #expect(policy.hasPrefix("default-src 'none';") && !policy.contains("script-src"), "no scripts")
        #expect(policy.contains("frame-ancestors 'none'") && policy.contains("base-uri 'none'"))
        let etag = try #require(page.header("ETag"))
        #expect(etag.hasPrefix("\"problem-invalid-value-") && etag.hasSuffix("\""), "a strong ETag")
        let again = try await harness.send(
            "GET", "/problems/invalid-value", headers: identity.merging(["If-None-Match": etag]) { $1 })
        #expect(again.status == 304 && again.body.isEmpty && again.header("ETag") == etag)
        let other = try await harness.send(
            "GET", "/problems/unknown-style", headers: identity.merging(["If-None-Match": etag]) { $1 })
        #expect(other.status == 200 && other.header("ETag") != etag, "each page has its own tag")

        let head = try await harness.send("HEAD", "/problems/invalid-value", headers: identity)
        #expect(head.status == 200 && head.body.isEmpty)
        #expect(head.header("ETag") == etag && head.header("Content-Length") == String(page.body.count))
    }

    @Test func anUnknownProblemTypeIsANotFoundProblem() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        for path in ["/problems/nope", "/problems/Unknown-Style", "/problems/"] {
            let missing = try await harness.send("GET", path)
            #expect(missing.status == 404, "\(path)")
            #expect(missing.header("Content-Type") == "application/problem+json", "\(path)")
            #expect(missing.json?["type"]?.stringValue == "/problems/not-found", "\(path)")
            #expect(missing.json?["title"]?.stringValue == "Not found", "\(path)")
        }
    }

    /// Answers the service really gives, each followed to its `type`: the page names the answer's title.
    @Test func theTypesOfRealAnswersLeadToTheirPages() async throws {
        let harness = try ServiceHarness { $0.adminToken = "secret" }
        defer { harness.stop() }
        let answers = [
            try await harness.send("POST", "/v1/resolve", body: "{"),
            try await harness.send("POST", "/v1/resolve", body: #"{"style": "nope"}"#),
            try await harness.send("POST", "/v1/resolve", body: #"{"style": "cell", "colour": 1}"#),
            try await harness.send("POST", "/v1/resolve", body: "{}", contentType: "text/plain"),
            try await harness.send(
                "POST", "/v1/resolve", body: #"{"style": "cell"}"#, headers: ["Accept": "image/png"]),
            try await harness.send("POST", "/v1/resolve?explain=maybe", body: #"{"style": "cell"}"#),
            try await harness.send("PUT", "/v1/styles/mine", body: "{}"),
            try await harness.send("PATCH", "/v1/styles"),
            try await harness.send("GET", "/nowhere"),
        ]
        var seen: Set<String> = []
        for answer in answers {
            let json = try #require(answer.json)
            let type = try #require(json["type"]?.stringValue)
            let title = try #require(json["title"]?.stringValue)
            #expect(json["status"]?.intValue == answer.status, "\(type)")
            let page = try await harness.send("GET", type)
            #expect(page.status == 200, "\(type)")
            #expect(page.text.contains("<h1>\(ProblemPage.escaped(title))</h1>"), "\(type)")
            seen.insert(type)
        }
        #expect(seen.count == answers.count, "each answer above is of another type")
    }
}
