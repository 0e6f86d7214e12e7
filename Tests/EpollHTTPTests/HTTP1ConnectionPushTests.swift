import Synchronization
import Testing

@testable import EpollHTTP

/// Pushed bodies (`HTTPBodyWriter`) through the connection state machine with a fake clock: heartbeats on the
/// deadline, input after the request dropped, bytes taken only below the high-water mark, and each end told once.
@Suite("HTTP1Connection: pushed bodies")
struct HTTP1ConnectionPushTests {
    static let head =
        "HTTP/1.1 200 OK\r\nServer: T\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\nTransfer-Encoding: chunked\r\n\r\n"

    /// The ends a writer reported.
    final class Ends: Sendable {
        private let ends = Mutex<[HTTPBodyWriter.End]>([])
        var all: [HTTPBodyWriter.End] { ends.withLock { $0 } }
        func record(_ end: HTTPBodyWriter.End) { ends.withLock { $0.append(end) } }
    }

    /// `/push` answers with `writer`; anything else echoes.
    static func responder(_ writer: HTTPBodyWriter) -> ClosureResponder {
        ClosureResponder { request in
            request.path == "/push"
                ? HTTPResponse(bodyStream: HTTPBodyStream(writer: writer)) : echoResponder.respond(to: request)
        }
    }

    @Test func aQuietBodyGetsItsHeartbeatAtEachDeadline() {
        let writer = HTTPBodyWriter(heartbeat: .init(interval: .seconds(5), bytes: Array(": hb\n".utf8)))
        writer.write(Array("hi\n".utf8))
        var loop = LoopDouble(responder: Self.responder(writer))
        loop.receive("GET /push HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(loop.takeWire() == Self.head + "3\r\nhi\n\r\n")
        #expect(loop.http.deadlineKind == .stream)
        #expect(loop.deadlineSeconds == 5)
        // The idle timeout (3 s) does not apply: at 4 s nothing happens, at 5 s the heartbeat goes out.
        loop.advance(by: 4_000_000_000)
        #expect(loop.takeWire().isEmpty)
        loop.advance(by: 1_000_000_000)
        #expect(loop.takeWire() == "5\r\n: hb\n\r\n")
        #expect(!loop.closed)
        #expect(loop.deadlineSeconds == 10)
        // A write moves the next heartbeat.
        loop.now += 2_000_000_000
        writer.write(Array("ev\n".utf8))
        loop.bodyWriterReady()
        #expect(loop.takeWire() == "3\r\nev\n\r\n")
        #expect(loop.deadlineSeconds == 12)
    }

    @Test func inputAfterTheRequestIsDroppedNotAnswered() {
        let writer = HTTPBodyWriter()
        var loop = LoopDouble(responder: Self.responder(writer))
        loop.receive("GET /push HTTP/1.1\r\nHost: t\r\n\r\nGET /other HTTP/1.1\r\nHo")
        #expect(loop.takeWire() == Self.head)
        #expect(loop.http.wantsInput, "a pushed body's connection reads, to see the client leave")
        loop.receive("st: t\r\n\r\n")
        // No header deadline, no 408 in the middle of the stream: only the stream's own deadline.
        #expect(loop.http.deadlineKind == .stream)
        loop.advance(by: 30_000_000_000)
        #expect(loop.takeWire().isEmpty)
        #expect(!loop.closed)
    }

    @Test func bytesAreTakenOnlyBelowTheHighWaterMark() {
        let writer = HTTPBodyWriter(capacity: 100)
        var loop = LoopDouble(responder: Self.responder(writer), streamHighWater: 10)
        loop.room = 0
        loop.receive("GET /push HTTP/1.1\r\nHost: t\r\n\r\n")
        // The head waits in the output, over the mark: the writer's bytes stay in its buffer, up to its capacity.
        #expect(writer.write([UInt8](repeating: 65, count: 60)))
        loop.bodyWriterReady()
        #expect(loop.http.outbound.pendingBytes == Self.head.utf8.count)
        #expect(!writer.write([UInt8](repeating: 66, count: 41)), "a write past the capacity cuts the body off")
        loop.bodyWriterReady()
        #expect(loop.closed)
    }

    @Test func theEndIsToldOnceWithItsReason() {
        let ends = Ends()
        let finished = HTTPBodyWriter { ends.record($0) }
        var loop = LoopDouble(responder: Self.responder(finished))
        loop.receive("GET /push HTTP/1.1\r\nHost: t\r\n\r\n")
        finished.finish()
        finished.finish()
        loop.bodyWriterReady()
        #expect(loop.takeWire() == Self.head + "0\r\n\r\n")
        #expect(loop.http.state.name == "reading")
        #expect(ends.all == [.finished])

        let left = HTTPBodyWriter { ends.record($0) }
        var other = LoopDouble(responder: Self.responder(left))
        other.receive("GET /push HTTP/1.1\r\nHost: t\r\n\r\n")
        other.receiveEOF()
        #expect(other.closed)
        #expect(ends.all == [.finished, .closed])
        #expect(!left.isOpen)
    }
}
