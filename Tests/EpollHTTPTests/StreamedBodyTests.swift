import EpollHTTP
import Foundation
import Glibc
import Synchronization
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
import TestSupport
#endif

/// Counts the pieces a stream was asked for, across the loop thread and the test.
private final class PieceCounter: Sendable {
    private let count = Atomic<Int>(0)
    var value: Int { count.load(ordering: .acquiring) }
    func record(_ index: Int) { count.store(index + 1, ordering: .releasing) }
}

/// Piece `index` of the test streams: its index repeated, `size` bytes long, so order and framing both show.
private func piece(_ index: Int, size: Int) -> [UInt8] {
    [UInt8](repeating: UInt8(truncatingIfNeeded: index &* 7 &+ 1), count: size)
}

/// `/stream?n=N&size=S` streams N pieces of S bytes; `/empty` streams nothing; `/not-modified` is a 304 with a stream;
/// anything else echoes.
private func streamingResponder(counter: PieceCounter = PieceCounter()) -> ClosureResponder {
    ClosureResponder { request in
        switch request.path {
        case "/stream":
            let count = request.queryValue("n").flatMap { Int($0) } ?? 3
            let size = request.queryValue("size").flatMap { Int($0) } ?? 5
            return HTTPResponse(
                fields: ["Content-Type": "application/octet-stream", "Content-Length": "1"],
                bodyStream: HTTPBodyStream { index in
                    counter.record(index)
                    return index < count ? piece(index, size: size) : nil
                })
        case "/empty":
            return HTTPResponse(bodyStream: HTTPBodyStream { _ in [] })
        case "/not-modified":
            return HTTPResponse(
                status: .notModified,
                bodyStream: HTTPBodyStream { index in
                    counter.record(index)
                    return [1]
                })
        default:
            return echoResponder.respond(to: request)
        }
    }
}

extension LoopbackSocketTests {
    @Suite("Streamed (chunked) response bodies")
    struct StreamedBodyTests {
        @Test func http11GetsChunkedCodingAndKeepsTheConnection() async throws {
            try await withServer(responder: streamingResponder()) { server, port in
                let client = try RawHTTPClient(port: port)
                // A pipelined request behind the stream is answered after it, on the same connection.
                try client.send(
                    "GET /stream?n=3&size=20 HTTP/1.1\r\nHost: t\r\n\r\nGET /after HTTP/1.1\r\nHost: t\r\n\r\n")
                let streamed = try client.readResponse()
                #expect(streamed.status == 200)
                #expect(streamed.header("Transfer-Encoding") == "chunked")
                // The handler's own framing field is dropped: the server frames the body.
                #expect(streamed.header("Content-Length") == nil)
                #expect(streamed.header("Connection") == nil)
                #expect(streamed.chunkSizes == [20, 20, 20])
                #expect(streamed.body == (0..<3).flatMap { piece($0, size: 20) })
                let after = try client.readResponse()
                #expect(String(decoding: after.body, as: UTF8.self) == "GET /after")
                #expect(server.metrics.acceptedConnections == 1)
            }
        }

        @Test func exactBytesOnTheWire() async throws {
            try await withServer(responder: streamingResponder()) { _, port in
                let client = try RawHTTPClient(port: port)
                // 26 bytes needs a two-digit hexadecimal size.
                try client.send("GET /stream?n=2&size=26 HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
                #expect(client.waitForClose())
                let raw = try #require(client.bufferedText())
                let body = try #require(raw.range(of: "\r\n\r\n")).upperBound
                let first = String(decoding: piece(0, size: 26), as: UTF8.self)
                let second = String(decoding: piece(1, size: 26), as: UTF8.self)
                #expect(String(raw[body...]) == "1a\r\n\(first)\r\n1a\r\n\(second)\r\n0\r\n\r\n")
                #expect(raw.contains("Connection: close\r\n"))
            }
        }

        @Test func http10GetsTheBodyUntilClose() async throws {
            try await withServer(responder: streamingResponder()) { _, port in
                let client = try RawHTTPClient(port: port)
                try client.send("GET /stream?n=4&size=100 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
                let response = try client.readResponse()
                #expect(response.header("Transfer-Encoding") == nil)
                #expect(response.header("Content-Length") == nil)
                #expect(response.header("Connection") == "close")
                #expect(response.body == (0..<4).flatMap { piece($0, size: 100) })
                #expect(client.waitForClose())
            }
        }

        @Test func headAnnouncesChunkedWithoutCallingTheStream() async throws {
            let counter = PieceCounter()
            try await withServer(responder: streamingResponder(counter: counter)) { _, port in
                let client = try RawHTTPClient(port: port)
                try client.send(
                    "HEAD /stream HTTP/1.1\r\nHost: t\r\n\r\nGET /not-modified HTTP/1.1\r\nHost: t\r\n\r\nGET /x HTTP/1.1\r\nHost: t\r\n\r\n"
                )
                let head = try client.readResponse(headRequest: true)
                #expect(head.header("Transfer-Encoding") == "chunked")
                let notModified = try client.readResponse()
                #expect(notModified.status == 304)
                #expect(notModified.header("Transfer-Encoding") == nil)
                #expect(notModified.body.isEmpty)
                #expect(String(decoding: try client.readResponse().body, as: UTF8.self) == "GET /x")
                #expect(counter.value == 0)
            }
        }

        @Test func anEmptyStreamIsOnlyTheLastChunk() async throws {
            try await withServer(responder: streamingResponder()) { _, port in
                let client = try RawHTTPClient(port: port)
                try client.send("GET /empty HTTP/1.1\r\nHost: t\r\n\r\n")
                let response = try client.readResponse()
                #expect(response.header("Transfer-Encoding") == "chunked")
                #expect(response.chunkSizes.isEmpty)
                #expect(response.body.isEmpty)
            }
        }

        @Test func aSlowReaderPullsPiecesOnlyAsItReads() async throws {
            let counter = PieceCounter()
            let pieces = 512
            let size = 64 * 1024  // 32 MiB in all
            try await withServer(responder: streamingResponder(counter: counter)) { _, port in
                let client = try RawHTTPClient(port: port)
                var shrink: Int32 = 16384
                setsockopt(client.fd, SOL_SOCKET, SO_RCVBUF, &shrink, socklen_t(MemoryLayout<Int32>.size))
                try client.send(
                    "GET /stream?n=\(pieces)&size=\(size) HTTP/1.1\r\nHost: t\r\n\r\n"
                        + "GET /next HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
                usleep(300_000)
                // Only what the kernel's socket buffers absorb plus one high-water mark of output was produced.
                let produced = counter.value
                #expect(produced > 0 && produced < 128, "pieces produced before the client read: \(produced)")
                // Read everything first (parsing as bytes arrive would be quadratic), then parse both answers.
                #expect(client.waitForClose())
                let response = try client.readResponse()
                #expect(response.body.count == pieces * size)
                #expect(response.chunkSizes.count == pieces)
                let expectedFirstBytes = (0..<pieces).map { piece($0, size: 1)[0] }
                #expect((0..<pieces).map { response.body[$0 * size] } == expectedFirstBytes)
                #expect(String(decoding: try client.readResponse().body, as: UTF8.self) == "GET /next")
            }
        }

        @Test func urlSessionDecodesTheStream() async throws {
            try await withServer(responder: streamingResponder()) { _, port in
                let session = URLSession(configuration: .ephemeral)
                let url = try #require(URL(string: "http://127.0.0.1:\(port)/stream?n=40&size=3000"))
                let (data, response) = try await session.data(from: url)
                #expect((response as? HTTPURLResponse)?.statusCode == 200)
                #expect([UInt8](data) == (0..<40).flatMap { piece($0, size: 3000) })
                session.invalidateAndCancel()
            }
        }

        @Test func theObserverHearsTheWholeBody() async throws {
            let collector = RecordCollector()
            try await withServer(responder: streamingResponder(), observer: collector.observer) { _, port in
                let client = try RawHTTPClient(port: port)
                try client.send("GET /stream?n=5&size=70000 HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(try client.readResponse().body.count == 350_000)
                #expect(eventually(within: 2) { collector.all.count == 1 })
            }
            let record = try #require(collector.all.first)
            #expect(record.path == "/stream")
            #expect(record.status == .ok)
            #expect(record.responseBodyBytes == 350_000)
        }

        @Test func aStreamingConnectionIsForceClosedAtTheShutdownDeadline() async throws {
            let server = HTTPServer(configuration: testConfiguration(), responder: streamingResponder())
            try server.start()
            let port = try #require(server.port)
            let client = try RawHTTPClient(port: port)
            try client.send("GET /stream?n=100000&size=65536 HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(eventually(within: 2) { server.metrics.requests == 1 })
            expectShutdownForceCloses(server, client)
        }
    }
}
