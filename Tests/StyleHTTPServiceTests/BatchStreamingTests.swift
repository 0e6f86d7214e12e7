import EpollHTTP
import Foundation
import StrictJSON
import StyleDefinitions
import StyleService
import TestSupport
import Testing

@testable import StyleHTTPService

/// A batch answer of more than one piece is streamed (chunked to HTTP/1.1, close-delimited to HTTP/1.0) while its
/// items are written: over a real socket, its bytes are the whole answer's, for batches around the piece size, with
/// and without item problems, to HTTP/1.1, HTTP/1.0 and gzip clients; the access log counts its bytes, and a client
/// that leaves mid-stream leaves the server answering.
@Suite("Streamed batch answers", .serialized)
struct BatchStreamingTests {
    /// A batch of `count` items of the top level's style, `sidebarCell`; with `problems`, some items have problems of
    /// their own (an unknown field, not an object, a bad state value, a style that is not a string), and with
    /// `otherStyles` some name styles of their own too (an unknown one, and `cell`).
    struct Batch: Sendable, CustomStringConvertible {
        let count: Int
        let problems: Bool
        var otherStyles = false
        var description: String {
            "\(count) items\(problems ? ", some with problems" : "")\(otherStyles ? ", some naming other styles" : "")"
        }

        var body: String {
            let states = [
                "{}", #"{"isSelected": true}"#, #"{"isHighlighted": true, "traits": {"userInterfaceStyle": "dark"}}"#,
            ]
            let items = (0..<count).map { index -> String in
                if problems && index % 11 == 3 { return "17" }
                if otherStyles && index % 13 == 5 { return #"{"id": \#(index), "style": "nope"}"# }
                if otherStyles && index % 19 == 8 { return #"{"id": \#(index), "style": "cell"}"# }
                if problems && index % 7 == 2 { return #"{"id": \#(index), "colour": "red"}"# }
                if problems && index % 17 == 9 { return #"{"id": "row-\#(index)", "state": {"isSelected": 3}}"# }
                if problems && index % 23 == 4 { return #"{"id": \#(index), "style": 7}"# }
                if index % 29 == 6 { return #"{"id": \#(index), "style": "sidebarCell"}"# }
                return #"{"id": \#(index), "state": \#(states[index % 3]), "content": {"text": "Row \#(index)"}}"#
            }
            return #"{"style": "sidebarCell", "state": {"traits": {"userInterfaceStyle": "dark"}}, "items": ["#
                + items.joined(separator: ", ") + "]}"
        }
    }

    static let piece = ResolverAPI.batchPieceItems
    static let batches = [0, 1, piece - 1, piece, piece + 1, 3 * piece, 1_000].flatMap {
        [
            Batch(count: $0, problems: false), Batch(count: $0, problems: true),
            Batch(count: $0, problems: true, otherStyles: true),
        ]
    }

    /// The whole answer, as the service's core writes it in one piece.
    static func wholeAnswer(_ batch: Batch, of harness: ServiceHarness) throws -> [UInt8] {
        let api = harness.service.api
        return try api.resolver.resolveBatch(body: Array(batch.body.utf8), snapshot: api.registry.snapshot)
    }

    @Test(arguments: batches)
    func aStreamedBatchHasTheWholeAnswersBytes(_ batch: Batch) throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let whole = try Self.wholeAnswer(batch, of: harness)
        let reply = try RawExchange.send("POST", "/v1/resolve/batch", port: port, body: batch.body)
        #expect(reply.status == 200)
        #expect(reply.field("Content-Type") == "application/json")
        #expect(reply.field("Cache-Control") == "no-cache")
        if batch.count > Self.piece {
            #expect(reply.field("Transfer-Encoding") == "chunked")
            #expect(reply.field("Content-Length") == nil)
            #expect(reply.field("Vary") == "Accept-Encoding")
            let body = try #require(Self.dechunked(reply.body), "the chunked framing is valid")
            #expect(body == whole)
        } else {
            #expect(reply.field("Transfer-Encoding") == nil)
            #expect(reply.field("Content-Length") == String(whole.count))
            #expect(reply.field("Vary") == (whole.count > ContentCoding.minimumBytes ? "Accept-Encoding" : nil))
            #expect(reply.body == whole)
        }
    }

    @Test(arguments: batches)
    func aGzipClientGetsTheWholeAnswerCompressed(_ batch: Batch) throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let whole = try Self.wholeAnswer(batch, of: harness)
        let reply = try RawExchange.send(
            "POST", "/v1/resolve/batch", port: port, headers: [("Accept-Encoding", "gzip")], body: batch.body)
        #expect(reply.status == 200)
        #expect(reply.field("Transfer-Encoding") == nil)
        #expect(reply.field("Content-Length") == String(reply.body.count))
        if whole.count > ContentCoding.minimumBytes {
            #expect(reply.field("Content-Encoding") == "gzip")
            #expect(reply.field("Vary") == "Accept-Encoding")
            #expect(Gunzip.decode(reply.body) == whole)
        } else {
            #expect(reply.field("Content-Encoding") == nil)
            #expect(reply.body == whole)
        }
    }

    @Test(arguments: batches)
    func anHTTP10ClientReadsTheAnswerUntilTheConnectionCloses(_ batch: Batch) throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let whole = try Self.wholeAnswer(batch, of: harness)
        let body = Array(batch.body.utf8)
        let request =
            Array(
                ("POST /v1/resolve/batch HTTP/1.0\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(body.count)\r\n\r\n").utf8) + body
        let bytes = try RawExchange.bytes(of: request, port: port)
        let end = try #require(bytes.firstRange(of: Array("\r\n\r\n".utf8)))
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).lowercased()
        #expect(head.hasPrefix("http/1.1 200"))
        #expect(!head.contains("transfer-encoding"))
        #expect(head.contains("content-length: \(whole.count)\r\n") == (batch.count <= Self.piece))
        #expect(Array(bytes[end.upperBound...]) == whole)
    }

    @Test func aURLSessionClientReadsStreamedBatchesOnOneConnection() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        for batch in [
            Batch(count: 1_000, problems: false), Batch(count: 100, problems: true),
            Batch(count: 300, problems: true, otherStyles: true),
        ] {
            let whole = try Self.wholeAnswer(batch, of: harness)
            for _ in 0..<2 {
                let reply = try await harness.send("POST", "/v1/resolve/batch", body: batch.body)
                #expect(reply.status == 200)
                #expect([UInt8](reply.body) == whole)
            }
        }
        let small = try await harness.send("POST", "/v1/resolve", body: #"{"style": "cell"}"#)
        #expect(small.status == 200)
    }

    @Test func pipelinedRequestsAfterAStreamedBatchAreAnsweredInOrder() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let batch = Batch(count: 200, problems: true, otherStyles: true)
        let whole = try Self.wholeAnswer(batch, of: harness)
        let body = Array(batch.body.utf8)
        let post =
            Array(
                ("POST /v1/resolve/batch HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(body.count)\r\n\r\n").utf8) + body
        let last = Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        let bytes = try RawExchange.bytes(of: post + post + last, port: port)
        var rest = bytes[...]
        for _ in 0..<2 {
            let end = try #require(rest.firstRange(of: Array("\r\n\r\n".utf8)))
            #expect(String(decoding: rest[..<end.lowerBound], as: UTF8.self).hasPrefix("HTTP/1.1 200"))
            let (decoded, used) = try #require(Self.dechunk(Array(rest[end.upperBound...])))
            #expect(decoded == whole)
            rest = rest[(end.upperBound + used)...]
        }
        #expect(String(decoding: rest, as: UTF8.self).hasPrefix("HTTP/1.1 200"), "the request after is answered")
    }

    @Test func theAccessLogCountsAStreamedAnswersBodyBytes() async throws {
        let lines = OperableLogsTests.Lines()
        let harness = try ServiceHarness(configure: { $0.accessLog = true }, log: lines.output)
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let batch = Batch(count: 1_000, problems: false)
        let whole = try Self.wholeAnswer(batch, of: harness)
        let reply = try RawExchange.send("POST", "/v1/resolve/batch", port: port, body: batch.body)
        #expect(reply.field("Transfer-Encoding") == "chunked")
        let logged = await lines.wait { lines in
            lines.contains { $0["path"]?.stringValue == "/v1/resolve/batch" && $0["status"]?.intValue == 200 }
        }
        #expect(logged)
        let line = try #require(lines.objects.first { $0["path"]?.stringValue == "/v1/resolve/batch" })
        #expect(line["responseBytes"]?.intValue == whole.count)
        #expect(line["requestBytes"]?.intValue == batch.body.utf8.count)
    }

    @Test func aClientThatLeavesMidStreamLeavesTheServerAnswering() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let body = Array(Batch(count: 1_000, problems: false).body.utf8)
        let post =
            Array(
                ("POST /v1/resolve/batch HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(body.count)\r\n\r\n").utf8) + body
        for _ in 0..<3 {
            let socket = try RawHTTPClient(port: port, timeoutMilliseconds: 10_000)
            try socket.send(post)
            let first = try socket.readAvailable()
            #expect(String(decoding: first.prefix(12), as: UTF8.self) == "HTTP/1.1 200")
            // Closed here with most of the answer unread.
        }
        let batch = Batch(count: 40, problems: false)
        let reply = try await harness.send("POST", "/v1/resolve/batch", body: batch.body)
        #expect(reply.status == 200)
        #expect([UInt8](reply.body) == (try Self.wholeAnswer(batch, of: harness)))
    }

    /// A chunked body decoded, nil unless its framing is valid and ends the bytes.
    /// The shared state is decoded against each style the items name, and one it does not fit fails the whole batch:
    /// here `cell` takes any custom state, but `archivedCell`, named by one item of the second piece, declares
    /// `isArchived` a boolean. A batch that would be streamed fails before its first byte, with the core's problem.
    @Test func anItemsStyleTheSharedStateDoesNotFitFailsTheWholeStreamedBatch() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let put = try await harness.send("PUT", "/v1/styles/archivedCell", body: archivedCellDocument)
        #expect(put.status == 201)
        let items = (0..<(2 * Self.piece)).map { index in
            index == Self.piece + 7
                ? #"{"id": \#(index), "style": "archivedCell"}"# : #"{"id": \#(index), "content": {"text": "Row"}}"#
        }
        let body =
            #"{"style": "cell", "state": {"customStates": {"com.my-app.MyCell.isArchived": 1}}, "items": ["#
            + items.joined(separator: ", ") + "]}"
        let api = harness.service.api
        #expect {
            try api.resolver.resolveBatch(body: Array(body.utf8), snapshot: api.registry.snapshot)
        } throws: { error in
            guard case .invalid(let problems) = error as? ServiceError else { return false }
            return problems.map(\.pointer.description) == ["/state/customStates/com.my-app.MyCell.isArchived"]
        }
        let port = try #require(harness.service.port)
        let reply = try RawExchange.send("POST", "/v1/resolve/batch", port: port, body: body)
        #expect(reply.status == 422)
        #expect(reply.field("Transfer-Encoding") == nil)
        #expect(reply.field("Content-Type") == "application/problem+json")
        let problem = try JSONReader().parse(reply.body)
        let pointers = problem.objectValue?["errors"]?.arrayValue?.compactMap {
            $0.objectValue?["pointer"]?.stringValue
        }
        #expect(pointers == ["/state/customStates/com.my-app.MyCell.isArchived"])
    }

    static func dechunked(_ bytes: [UInt8]) -> [UInt8]? {
        guard let (body, used) = dechunk(bytes), used == bytes.count else { return nil }
        return body
    }

    /// A chunked body at the start of `bytes`, decoded, and how many bytes it took; nil when its framing is not valid.
    static func dechunk(_ bytes: [UInt8]) -> (body: [UInt8], used: Int)? {
        var body: [UInt8] = []
        var index = 0
        while true {
            guard let lineEnd = bytes[index...].firstRange(of: [13, 10])?.lowerBound,
                let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self), radix: 16)
            else { return nil }
            index = lineEnd + 2
            guard index + size + 2 <= bytes.count, bytes[index + size] == 13, bytes[index + size + 1] == 10 else {
                return nil
            }
            if size == 0 { return (body, index + 2) }
            body += bytes[index..<(index + size)]
            index += size + 2
        }
    }
}
