import EpollHTTP
import Foundation
import StyleDefinitions
import StyleService
import Testing

@testable import StyleHTTPService

/// Over a real socket, a batch of the benchmark's shape (`Benchmarks/common.sh`'s `bench_batch_request`: integer ids,
/// flag states, texts, a top level naming its style and traits) is read straight from its bytes, and its answer, streamed
/// in pieces or gzipped whole, has the bytes of the same batch read into a tree.
@Suite("Scanned batches over a socket", .serialized)
struct ScannedBatchStreamingTests {
    /// The benchmark's batch of `count` items, as Python's `json.dumps` writes it.
    static func body(_ count: Int) -> String {
        let items = (0..<count).map { index in
            let selected = index % 3 == 0
            let highlighted = index % 5 == 0
            return #"{"id": \#(index), "state": {"isSelected": \#(selected), "isHighlighted": \#(highlighted)}, "#
                + #""content": {"text": "Row \#(index)"}}"#
        }
        return #"{"style": "sidebarCell", "state": {"traits": {"userInterfaceStyle": "dark"}}, "items": ["#
            + items.joined(separator: ", ") + "]}"
    }

    /// The answer of the batch read into a tree, in one piece.
    static func treeAnswer(_ body: String, of harness: ServiceHarness) throws -> [UInt8] {
        let api = harness.service.api
        var answer = try api.resolver.planBatchFromTree(
            body: Array(body.utf8), snapshot: api.registry.snapshot, itemsPerPiece: nil)
        return answer.remainingBytes()
    }

    @Test(arguments: [ResolverAPI.batchPieceItems + 1, 1_000])
    func aScannedBatchStreamsTheTreesBytes(items count: Int) throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let body = Self.body(count)
        let api = harness.service.api
        guard
            var scanned = api.resolver.planScannedBatch(
                body: Array(body.utf8), snapshot: api.registry.snapshot, itemsPerPiece: nil)
        else {
            Issue.record("the scanner gave up on the benchmark's batch")
            return
        }
        let tree = try Self.treeAnswer(body, of: harness)
        #expect(scanned.remainingBytes() == tree)

        let streamed = try RawExchange.send("POST", "/v1/resolve/batch", port: port, body: body)
        #expect(streamed.status == 200)
        #expect(streamed.field("Transfer-Encoding") == "chunked")
        #expect(BatchStreamingTests.dechunked(streamed.body) == tree)

        let gzipped = try RawExchange.send(
            "POST", "/v1/resolve/batch", port: port, headers: [("Accept-Encoding", "gzip")], body: body)
        #expect(gzipped.status == 200)
        #expect(gzipped.field("Content-Encoding") == "gzip")
        #expect(Gunzip.decode(gzipped.body) == tree)
    }
}
