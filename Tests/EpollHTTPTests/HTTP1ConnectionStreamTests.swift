import Foundation
import Synchronization
import Testing

@testable import EpollHTTP

/// Streamed bodies through the connection state machine: framing, back-pressure, and the requests that must never
/// pull a piece.
@Suite("HTTP1Connection: streamed bodies")
struct HTTP1ConnectionStreamTests {
    /// Counts the pieces asked for.
    private final class Pulls: Sendable {
        private let count = Atomic<Int>(0)
        var value: Int { count.load(ordering: .relaxed) }
        func record() { count.add(1, ordering: .relaxed) }
    }

    /// `/stream` streams `pieces`; `/not-modified` is a 304 with a stream; anything else echoes.
    private static func responder(_ pieces: [String], pulls: Pulls) -> ClosureResponder {
        ClosureResponder { request in
            let stream = HTTPBodyStream { index in
                pulls.record()
                return index < pieces.count ? Array(pieces[index].utf8) : nil
            }
            switch request.path {
            case "/stream": return HTTPResponse(fields: ["Content-Length": "99"], bodyStream: stream)
            case "/not-modified": return HTTPResponse(status: .notModified, bodyStream: stream)
            default: return echoResponder.respond(to: request)
            }
        }
    }

    @Test func http11GetsChunkedCodingAndKeepsTheConnection() {
        let pulls = Pulls()
        var loop = LoopDouble(responder: Self.responder(["ab", "cde"], pulls: pulls))
        loop.receive("GET /stream HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(
            loop.takeWire() == "HTTP/1.1 200 OK\r\nServer: T\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n2\r\nab\r\n3\r\ncde\r\n0\r\n\r\n")
        #expect(pulls.value == 3)
        #expect(loop.http.state.name == "reading")
        #expect(!loop.writeShutDown)
    }

    @Test func http10GetsTheBodyUntilClose() {
        var loop = LoopDouble(responder: Self.responder(["ab", "cde"], pulls: Pulls()))
        loop.receive("GET /stream HTTP/1.0\r\n\r\n")
        #expect(
            loop.takeWire() == "HTTP/1.1 200 OK\r\nServer: T\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\n"
                + "Connection: close\r\n\r\nabcde")
        #expect(loop.writeShutDown)
    }

    @Test func anEmptyStreamIsOnlyTheLastChunk() {
        var loop = LoopDouble(responder: Self.responder([], pulls: Pulls()))
        loop.receive("GET /stream HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(loop.takeWire().hasSuffix("Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n"))
    }

    @Test func piecesArePulledOnlyAsTheClientReads() {
        let pulls = Pulls()
        let pieces = (0..<4).map { String(repeating: Character(String($0)), count: 8) }
        var loop = LoopDouble(responder: Self.responder(pieces, pulls: pulls), streamHighWater: 10)
        loop.room = 0
        loop.receive("GET /stream HTTP/1.1\r\nHost: t\r\n\r\n")
        // The head alone is over the high-water mark: nothing is pulled while it waits.
        #expect(pulls.value == 0)
        #expect(loop.http.state.name == "streaming")
        #expect(!loop.http.wantsInput)
        loop.room = 5
        loop.writable()
        #expect(pulls.value == 0)
        // Each time the output drains, one more piece (its 13-byte chunk is over the mark).
        let head =
            "HTTP/1.1 200 OK\r\nServer: T\r\nDate: Sun, 06 Nov 1994 08:49:37 GMT\r\n"
            + "Transfer-Encoding: chunked\r\n\r\n"
        loop.room = head.utf8.count - 5
        loop.writable()
        #expect(pulls.value == 1)
        for expected in 2...4 {
            loop.room = 12
            loop.writable()
            #expect(pulls.value == expected - 1)
            loop.room = 1
            loop.writable()
            #expect(pulls.value == expected)
        }
        loop.room = 1_000
        loop.writable()
        #expect(pulls.value == 5)
        let wire = loop.takeWire()
        #expect(wire.hasSuffix("8\r\n00000000\r\n8\r\n11111111\r\n8\r\n22222222\r\n8\r\n33333333\r\n0\r\n\r\n"))
        #expect(loop.http.state.name == "reading")
    }

    @Test func headAnd304NeverPull() {
        let pulls = Pulls()
        var loop = LoopDouble(responder: Self.responder(["ab"], pulls: pulls))
        loop.receive("HEAD /stream HTTP/1.1\r\nHost: t\r\n\r\nGET /not-modified HTTP/1.1\r\nHost: t\r\n\r\n")
        let wire = loop.takeWire()
        #expect(pulls.value == 0)
        #expect(
            wire.hasSuffix(
                "Transfer-Encoding: chunked\r\n\r\nHTTP/1.1 304 Not Modified\r\nServer: T\r\n"
                    + "Date: Sun, 06 Nov 1994 08:49:37 GMT\r\n\r\n"))
        #expect(loop.http.state.name == "reading")
    }

    @Test func requestsBehindAStreamWaitForItsEnd() {
        let pulls = Pulls()
        var loop = LoopDouble(responder: Self.responder(["ab", "cd"], pulls: pulls), streamHighWater: 1)
        loop.room = 0
        loop.receive("GET /stream HTTP/1.1\r\nHost: t\r\n\r\nGET /after HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(loop.environment.counters.requests.load(ordering: .relaxed) == 1)
        loop.room = Int.max
        loop.writable()
        let wire = loop.takeWire()
        let end = wire.range(of: "0\r\n\r\n")
        let after = wire.range(of: "X-Path: /after")
        #expect(end != nil && after != nil)
        if let end, let after { #expect(end.upperBound <= after.lowerBound) }
        #expect(loop.drainActions.last == .wait)
    }

    @Test func theObserverHearsTheWholeBodyWhenItEnds() {
        let records = RecordCollector()
        var loop = LoopDouble(
            responder: Self.responder(["ab", "cde"], pulls: Pulls()), observer: records.observer,
            streamHighWater: 1)
        loop.room = 0
        loop.receive("GET /stream HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(records.all.isEmpty)
        loop.room = Int.max
        loop.writable()
        #expect(records.all.count == 1)
        #expect(records.all.first?.responseBodyBytes == 5)
    }

    @Test func aStreamingConnectionIsIdleOnlyOnceItEnds() {
        var loop = LoopDouble(responder: Self.responder(["ab"], pulls: Pulls()), streamHighWater: 1)
        loop.room = 0
        loop.receive("GET /stream HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(!loop.http.isIdle)
        loop.room = Int.max
        loop.writable()
        #expect(loop.http.isIdle)
    }
}
