import Foundation
import ResolverService
import Testing

@Suite("GET / (the playground page)", .serialized)
struct PlaygroundEndpointTests {
    /// The page as it is in the repository.
    private static let pageFile: Data? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/ResolverService/Playground/playground.html")
        return try? Data(contentsOf: url)
    }()

    @Test func servesTheEmbeddedPageWithAStrongETag() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let page = try await harness.send("GET", "/")
        #expect(page.status == 200)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        let file = try #require(Self.pageFile)
        #expect(page.body == file, "the served bytes are playground.html, byte for byte (the EmbedResources plugin)")
        let policy = try #require(page.header("Content-Security-Policy"))
        #expect(
            policy.contains("default-src 'none'") && policy.contains("connect-src *"),
            "nothing loads from outside the page")
        #expect(!page.text.contains("src=\"http") && !page.text.contains("href=\"http"), "no external assets")

        let etag = try #require(page.header("ETag"))
        #expect(etag.hasPrefix("\"playground-") && etag.hasSuffix("\""), "a strong ETag")
        let again = try await harness.send("GET", "/", headers: ["If-None-Match": etag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        #expect(again.header("ETag") == etag)
        let stale = try await harness.send("GET", "/", headers: ["If-None-Match": "\"playground-0\""])
        #expect(stale.status == 200)

        let withQuery = try await harness.send("GET", "/?style=sidebarCell&isSelected=true")
        #expect(
            withQuery.status == 200 && withQuery.header("ETag") == etag,
            "the page reads its state from the query itself")
    }

    @Test func thePageIsReadableFromOtherOriginsUnderTheReadRule() async throws {
        let harness = try ServiceHarness { $0.corsReadOrigins = ["https://design.example"] }
        defer { harness.stop() }
        let allowed = try await harness.send("GET", "/", headers: ["Origin": "https://design.example"])
        #expect(allowed.header("Access-Control-Allow-Origin") == "https://design.example")
        let other = try await harness.send("GET", "/", headers: ["Origin": "https://elsewhere.example"])
        #expect(other.status == 200 && other.header("Access-Control-Allow-Origin") == nil)
    }
}
