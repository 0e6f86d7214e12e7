import EpollHTTP
import Foundation
import Glibc
import TestSupport
import Testing

extension LoopbackSocketTests {
    /// Pushed bodies (`HTTPBodyWriter`) over real sockets: written from other threads through the loop's eventfd,
    /// heartbeats when quiet, a slow reader cut off at the bound, and a clean end on finish and on drain.
    @Suite("Pushed bodies over loopback sockets", .serialized)
    struct BodyWriterTests {
        /// The writers the responder made, in order, and why each ended.
        final class Streams: Sendable {
            private let state = PThreadMutex<(writers: [HTTPBodyWriter], ends: [HTTPBodyWriter.End])>(([], []))
            var writers: [HTTPBodyWriter] { state.withLock { $0.writers } }
            var ends: [HTTPBodyWriter.End] { state.withLock { $0.ends } }
            func add(_ writer: HTTPBodyWriter) { state.withLock { $0.writers.append(writer) } }
            func ended(_ end: HTTPBodyWriter.End) { state.withLock { $0.ends.append(end) } }

            /// Waits up to two seconds for `count` writers (the responder runs on the loop's thread).
            func waitForWriters(_ count: Int) throws -> [HTTPBodyWriter] {
                for _ in 0..<400 {
                    let writers = self.writers
                    if writers.count >= count { return writers }
                    usleep(5_000)
                }
                throw RawHTTPClient.Failure.timeout
            }

            /// Waits up to five seconds for `count` ends.
            func waitForEnds(_ count: Int) -> [HTTPBodyWriter.End] {
                for _ in 0..<1_000 {
                    if ends.count >= count { break }
                    usleep(5_000)
                }
                return ends
            }
        }

        /// `/stream` answers with a pushed body (`capacity` bytes, an optional heartbeat); anything else echoes.
        static func responder(
            _ streams: Streams, capacity: Int = 64 * 1024, heartbeat: HTTPBodyWriter.Heartbeat? = nil
        ) -> ClosureResponder {
            ClosureResponder { request in
                guard request.path == "/stream" else { return echoResponder.respond(to: request) }
                let writer = HTTPBodyWriter(capacity: capacity, heartbeat: heartbeat) { streams.ended($0) }
                writer.write(Array("hello\n".utf8))
                streams.add(writer)
                return HTTPResponse(fields: ["Content-Type": "text/plain"], bodyStream: HTTPBodyStream(writer: writer))
            }
        }

        @Test func writesFromOtherThreadsArriveInOrderAndFinishKeepsTheConnection() async throws {
            let streams = Streams()
            try await withServer(responder: Self.responder(streams)) { _, port in
                let client = try RawHTTPClient(port: port)
                try client.get("/stream")
                #expect(client.status == 200)
                #expect(client.header("Transfer-Encoding") == "chunked")
                #expect(try client.read(through: "\n") == "hello\n")
                let writer = try #require(try streams.waitForWriters(1).first)
                let done = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    for index in 0..<50 { writer.write(Array("line \(index)\n".utf8)) }
                    done.signal()
                }
                for index in 0..<50 { #expect(try client.read(through: "\n") == "line \(index)\n") }
                done.wait()
                writer.finish()
                let end = try client.readToEnd()
                #expect(end.clean)
                #expect(end.text.isEmpty)
                #expect(streams.waitForEnds(1) == [.finished])
                #expect(!writer.isOpen)
                #expect(!writer.write(Array("late".utf8)))
                // The connection reads the next request after the body ended.
                try client.get("/next")
                #expect(client.status == 200)
                #expect(try client.readToEnd().text == "GET /next")
            }
        }

        @Test func aQuietBodyGetsItsHeartbeat() async throws {
            let streams = Streams()
            let heartbeat = HTTPBodyWriter.Heartbeat(interval: .milliseconds(150), bytes: Array(": beat\n".utf8))
            try await withServer(responder: Self.responder(streams, heartbeat: heartbeat)) { _, port in
                let client = try RawHTTPClient(port: port)
                try client.get("/stream")
                #expect(try client.read(through: "\n") == "hello\n")
                let started = MonotonicTime.now
                #expect(try client.read(through: "\n") == ": beat\n")
                #expect(try client.read(through: "\n") == ": beat\n")
                let elapsed = MonotonicTime.now - started
                #expect(elapsed >= 0.25 && elapsed < 2.0, "two heartbeats 150 ms apart took \(elapsed) s")
                // Writing moves the next heartbeat: the event comes first.
                try streams.waitForWriters(1)[0].write(Array("event\n".utf8))
                #expect(try client.read(through: "\n") == "event\n")
                #expect(try client.read(through: "\n") == ": beat\n")
            }
        }

        @Test func aReaderThatFallsBehindIsCutOff() async throws {
            let streams = Streams()
            try await withServer(responder: Self.responder(streams, capacity: 16 * 1024)) { server, port in
                // A reader with a small receive buffer that stops reading after the head.
                let client = try RawHTTPClient(port: port, receiveBufferBytes: 4_096)
                try client.get("/stream")
                let writer = try #require(try streams.waitForWriters(1).first)
                let piece = [UInt8](repeating: UInt8(ascii: "x"), count: 1_000)
                var written = 0
                while writer.write(piece) && written < 64 << 20 {
                    written += piece.count
                    if written % (256 * 1_024) == 0 { usleep(1_000) }
                }
                #expect(written < 64 << 20, "the writer was never cut off")
                #expect(!writer.isOpen)
                #expect(streams.waitForEnds(1) == [.cutOff])
                // The connection is closed without the last chunk, and the server holds nothing for it.
                let end = try client.readToEnd()
                #expect(!end.clean)
                #expect(client.sawEOF)
                for _ in 0..<200 where server.metrics.openConnections > 0 { usleep(10_000) }
                #expect(server.metrics.openConnections == 0)
            }
        }

        @Test func drainEndsOpenBodiesCleanly() async throws {
            let streams = Streams()
            let server = HTTPServer(configuration: testConfiguration(), responder: Self.responder(streams))
            try server.start()
            let port = try #require(server.port)
            let clients = try (0..<3).map { _ in try RawHTTPClient(port: port) }
            for client in clients {
                try client.get("/stream")
                #expect(try client.read(through: "\n") == "hello\n")
            }
            let writers = try streams.waitForWriters(3)
            writers[1].write(Array("last words\n".utf8))
            #expect(try clients[1].read(through: "\n") == "last words\n")
            server.shutdown(deadline: .seconds(5))
            for client in clients {
                let end = try client.readToEnd()
                #expect(end.clean)
                #expect(client.waitForClose())
            }
            #expect(streams.waitForEnds(3) == [.shutdown, .shutdown, .shutdown])
            #expect(writers.allSatisfy { !$0.isOpen })
        }

        @Test func aClientThatLeavesEndsItsBody() async throws {
            let streams = Streams()
            try await withServer(responder: Self.responder(streams)) { _, port in
                var client: RawHTTPClient? = try RawHTTPClient(port: port)
                try client?.get("/stream")
                let writer = try #require(try streams.waitForWriters(1).first)
                client = nil
                #expect(streams.waitForEnds(1) == [.closed])
                #expect(!writer.write(Array("anyone?".utf8)))
            }
        }

        @Test func aBodyThatIsNeverSentEndsAtOnce() async throws {
            let streams = Streams()
            try await withServer(responder: Self.responder(streams)) { _, port in
                let client = try RawHTTPClient(port: port)
                try client.send("HEAD /stream HTTP/1.1\r\nHost: t\r\n\r\n")
                try client.readHead()
                #expect(client.status == 200)
                #expect(streams.waitForEnds(1) == [.closed])
                #expect(try streams.waitForWriters(1).allSatisfy { !$0.isOpen })
            }
        }
    }
}

/// Seconds on the monotonic clock, for timing a test.
enum MonotonicTime {
    static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
