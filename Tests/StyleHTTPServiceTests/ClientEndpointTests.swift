import Foundation
import Testing

/// `GET /client.js` and `GET /client.d.ts`: the JavaScript client and its declarations, embedded at build time from
/// `clients/js/` (the npm package's own files) and served unchanged.
@Suite("GET /client.js and /client.d.ts", .serialized)
struct ClientEndpointTests {
    /// A file of the client as it is in the repository.
    static func file(_ name: String) throws -> Data {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("clients/js/" + name)
        return try Data(contentsOf: url)
    }

    @Test(arguments: [
        ("/client.js", "client.js", "text/javascript; charset=utf-8", "\"client-js-"),
        ("/client.d.ts", "client.d.ts", "application/typescript; charset=utf-8", "\"client-d-ts-"),
    ])
    func servesTheEmbeddedFileWithAStrongETag(
        _ path: String, _ name: String, _ type: String, _ tag: String
    )
        async throws
    {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let reply = try await harness.send("GET", path, headers: ["Origin": "https://web.example"])
        #expect(reply.status == 200)
        #expect(reply.body == (try Self.file(name)), "the served bytes are the file's (the EmbedResources plugin)")
        #expect(reply.header("Content-Type") == type)
        #expect(reply.header("Cache-Control") == "no-cache")
        #expect(reply.header("Access-Control-Allow-Origin") == "*", "a page of another origin may import it")
        let etag = try #require(reply.header("ETag"))
        #expect(etag.hasPrefix(tag) && etag.hasSuffix("\""))
        let again = try await harness.send("GET", path, headers: ["If-None-Match": etag])
        #expect(again.status == 304 && again.body.isEmpty)
    }

    @Test func theModuleIsSmallAndSelfContained() throws {
        let module = String(decoding: try Self.file("client.js"), as: UTF8.self)
        #expect(module.utf8.count < 10 * 1_024, "client.js is \(module.utf8.count) bytes; the budget is 10 KB")
        #expect(!module.split(separator: "\n").contains { $0.hasPrefix("import ") }, "no dependencies")
        for name in ["resolve", "resolveBatch", "stylesheetURL", "styles", "subscribe"] {
            #expect(module.contains("export const \(name) = "), "\(name) is exported")
        }
        #expect(module.contains("export class ProblemError extends Error"))
        #expect(module.contains("export class StyleResolverClient"))
        #expect(module.contains("\"If-None-Match\""))
        #expect(module.contains("\"/v1/events\""))
        let declarations = String(decoding: try Self.file("client.d.ts"), as: UTF8.self)
        for name in ["resolve", "resolveBatch", "stylesheetURL", "styles", "subscribe"] {
            #expect(declarations.contains("export declare function \(name)("), "\(name) is declared")
        }
        #expect(declarations.contains("readonly pointers: readonly string[];"))
    }
}
