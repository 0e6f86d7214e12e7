import Foundation
import StrictJSON
import StyleDefinitions
import Testing

@testable import StyleHTTPService

/// Per-style entity tags: a style's document, stylesheet, tokens and resolve answers carry tags (and stay cached)
/// by that style's content and its `extends` chain, not by the registry's version.
@Suite("Per-style ETags")
struct PerStyleETagTests {
    static func document(cornerRadius: Int, extends base: String = "cell") -> String {
        #"{ "extends": "\#(base)", "overrides": { "background": { "cornerRadius": \#(cornerRadius) } } }"#
    }

    /// The style's tagged resources: its document, stylesheet, tokens, and a resolve by query.
    static func paths(_ style: String) -> [String] {
        [
            "/v1/styles/\(style)", "/v1/styles/\(style)/stylesheet.css", "/v1/styles/\(style)/tokens.json",
            "/v1/resolve?style=\(style)&isSelected=true",
        ]
    }

    /// Every tagged resource's ETag, and the `POST /v1/resolve` answer's.
    static func etags(_ harness: ServiceHarness, _ style: String) async throws -> [String] {
        var tags: [String] = []
        for path in paths(style) {
            let reply = try await harness.send("GET", path)
            #expect(reply.status == 200, "\(path)")
            tags.append(try #require(reply.header("ETag"), "\(path)"))
        }
        // Twice: a resolve answer is kept in the answer cache from its body's second request on.
        let post = try await harness.send("POST", "/v1/resolve", body: #"{"style": "\#(style)"}"#)
        let again = try await harness.send("POST", "/v1/resolve", body: #"{"style": "\#(style)"}"#)
        let etag = try #require(post.header("ETag"))
        #expect(again.header("ETag") == etag && again.body == post.body)
        tags.append(etag)
        return tags
    }

    static func put(_ harness: ServiceHarness, _ name: String, _ document: String) async throws {
        let reply = try await harness.send("PUT", "/v1/styles/\(name)", body: document)
        #expect([200, 201].contains(reply.status), "PUT \(name): \(reply.text)")
    }

    @Test func anUnrelatedChangeLeavesAStylesTagsAnswersAndCacheAlone() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        try await Self.put(harness, "styleA", Self.document(cornerRadius: 4))
        try await Self.put(harness, "styleB", Self.document(cornerRadius: 8))
        let before = try await Self.etags(harness, "styleB")
        let beforeA = try await Self.etags(harness, "styleA")

        try await Self.put(harness, "styleA", Self.document(cornerRadius: 6))
        let cache = harness.service.api.responseCache
        let snapshot = harness.service.registry.snapshot
        // B's cached answers survive the registry's new version; A's are dropped.
        #expect(cache.lookup(Array("/v1/styles/styleB/stylesheet.css".utf8), as: .document, in: snapshot) != nil)
        #expect(cache.lookup(Array("/v1/styles/styleB/tokens.json".utf8), as: .document, in: snapshot) != nil)
        #expect(cache.lookup(Array(#"{"style": "styleB"}"#.utf8), in: snapshot) != nil)
        #expect(cache.lookup(Array("/v1/styles/styleA/stylesheet.css".utf8), as: .document, in: snapshot) == nil)
        #expect(cache.lookup(Array(#"{"style": "styleA"}"#.utf8), in: snapshot) == nil)

        #expect(try await Self.etags(harness, "styleB") == before)
        for (path, etag) in zip(Self.paths("styleB"), before) {
            let revalidated = try await harness.send("GET", path, headers: ["If-None-Match": etag])
            #expect(revalidated.status == 304, "\(path) after an unrelated PUT")
        }
        let afterA = try await Self.etags(harness, "styleA")
        for (old, new) in zip(beforeA, afterA) { #expect(old != new, "A changed, so each of its tags does") }
    }

    @Test func changingABaseChangesTheTagsOfTheStylesExtendingIt() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        try await Self.put(harness, "base", Self.document(cornerRadius: 4))
        try await Self.put(harness, "child", #"{ "extends": "base" }"#)
        try await Self.put(harness, "bystander", Self.document(cornerRadius: 2))
        let child = try await Self.etags(harness, "child")
        let bystander = try await Self.etags(harness, "bystander")

        try await Self.put(harness, "base", Self.document(cornerRadius: 9))
        let resolved = try await harness.send("GET", "/v1/resolve?style=child&isSelected=true")
        #expect(resolved.json?["background"]?["cornerRadius"]?.doubleValue == 9, "the child follows its base")
        let childAfter = try await Self.etags(harness, "child")
        for (path, (old, new)) in zip(Self.paths("child") + ["POST /v1/resolve"], zip(child, childAfter)) {
            #expect(old != new, "\(path): the base changed, so the child's tag does (its own document too)")
        }
        for (path, etag) in zip(Self.paths("child"), child) {
            #expect(try await harness.send("GET", path, headers: ["If-None-Match": etag]).status == 200, "\(path)")
        }
        #expect(try await Self.etags(harness, "bystander") == bystander)
    }

    @Test func replicasHoldingTheSameStylesGiveTheSameTags() async throws {
        let first = try ServiceHarness()
        defer { first.stop() }
        let second = try ServiceHarness()
        defer { second.stop() }
        try await Self.put(first, "styleA", Self.document(cornerRadius: 4))
        try await Self.put(first, "styleB", Self.document(cornerRadius: 8, extends: "styleA"))
        // The second replica reaches the same styles by another road, to another registry version.
        try await Self.put(second, "styleA", Self.document(cornerRadius: 1))
        try await Self.put(second, "styleX", Self.document(cornerRadius: 3))
        try await Self.put(second, "styleA", Self.document(cornerRadius: 4))
        try await Self.put(second, "styleB", Self.document(cornerRadius: 8, extends: "styleA"))
        #expect(first.service.registry.snapshot.version != second.service.registry.snapshot.version)
        #expect(try await Self.etags(first, "styleB") == (try await Self.etags(second, "styleB")))
        #expect(try await Self.etags(first, "cell") == (try await Self.etags(second, "cell")))
    }

    @Test func aPutAnswersWithTheTagItsDocumentNowHas() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let put = try await harness.send("PUT", "/v1/styles/styleA", body: Self.document(cornerRadius: 4))
        let etag = try #require(put.header("ETag"))
        let read = try await harness.send("GET", "/v1/styles/styleA", headers: ["If-None-Match": etag])
        #expect(read.status == 304)
        let document = try await harness.send("GET", "/v1/styles/styleA")
        #expect(document.json?["registryVersion"] == nil, "the document names no registry version")
        #expect(document.json?["origin"]?.stringValue == "dataFolder")
    }
}
