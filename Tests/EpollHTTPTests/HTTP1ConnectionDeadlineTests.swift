import Synchronization
import Testing

@testable import EpollHTTP

/// Every deadline of the connection state machine on a fake clock: no sleeps, exact instants.
@Suite("HTTP1Connection: deadlines and shutdown")
struct HTTP1ConnectionDeadlineTests {
    private static let millisecond: UInt64 = 1_000_000
    private static let second: UInt64 = 1_000_000_000

    @Test func aSilentNewConnectionGetsTheShorterDeadlineAndNoAnswer() {
        var loop = LoopDouble()
        #expect(loop.deadlineSeconds == 1)  // min(idle 3 s, header 1 s)
        loop.advance(by: Self.second - 1)
        #expect(!loop.closed)
        loop.advance(by: 1)
        #expect(loop.closed)
        #expect(loop.wire.isEmpty)
    }

    @Test func aSlowHeadIsAnswered408AtTheHeaderDeadlineHoweverItTrickles() {
        var loop = LoopDouble(rejectionResponder: textRejectionResponder)
        loop.advance(by: 100 * Self.millisecond)
        loop.receive("GET / HTTP/1.1\r\nHo")
        #expect(loop.http.deadlineKind == .head)
        #expect(loop.deadlineSeconds == 1.1)
        // Bytes keep coming, but a head's deadline runs from its start.
        for _ in 0..<3 {
            loop.advance(by: 300 * Self.millisecond)
            loop.receive("s")
        }
        #expect(loop.deadlineSeconds == 1.1)
        #expect(!loop.closed && loop.wire.isEmpty)
        loop.advance(by: 100 * Self.millisecond)
        let responses = splitResponses(loop.takeWire())
        #expect(responses.first?.head.first == "HTTP/1.1 408 Request Timeout")
        #expect(responses.first?.head.contains("Connection: close") == true)
        #expect(responses.first?.body == "408: The request did not arrive within the time allowed.")
        #expect(loop.environment.counters.rejectedRequests.load(ordering: .relaxed) == 1)
        // Then it lingers for the linger timeout, and closes.
        #expect(loop.http.state.name == "lingering")
        #expect(loop.http.deadlineKind == .linger)
        loop.advance(by: 500 * Self.millisecond)
        #expect(loop.closed)
    }

    @Test func aTimerThatFiresBeforeTheDeadlineIsArmedAgain() {
        var loop = LoopDouble()
        loop.receive("GET /a HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(loop.http.deadlineKind == .idle)
        #expect(loop.http.deadlineReached(now: loop.now + Self.second) == .rearm(at: loop.now + 3 * Self.second))
        #expect(!loop.http.isClosed)
    }

    @Test func anIdleKeepAliveConnectionClosesAfterTheIdleTimeoutFromItsLastRequest() {
        var loop = LoopDouble()
        loop.receive("GET /a HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(loop.deadlineSeconds == 3)
        loop.advance(by: 2 * Self.second)
        loop.receive("GET /b HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(loop.deadlineSeconds == 5)
        _ = loop.takeWire()
        loop.advance(by: 3 * Self.second)
        #expect(loop.closed)
        #expect(loop.wire.isEmpty)
        #expect(!loop.writeShutDown)
    }

    @Test func aStalledBodyIsCutOffButABodyThatMovesIsNot() {
        var loop = LoopDouble()
        loop.receive("POST /u HTTP/1.1\r\nHost: t\r\nContent-Length: 10\r\n\r\nab")
        #expect(loop.http.deadlineKind == .body)
        #expect(loop.deadlineSeconds == 2)
        loop.advance(by: 1500 * Self.millisecond)
        loop.receive("cd")
        #expect(loop.deadlineSeconds == 3.5)
        loop.advance(by: 1999 * Self.millisecond)
        #expect(loop.wire.isEmpty)
        loop.advance(by: Self.millisecond)
        #expect(splitResponses(loop.takeWire()).first?.head.first == "HTTP/1.1 408 Request Timeout")
    }

    @Test func aClientThatStopsReadingIsClosedAtTheWriteDeadline() {
        var loop = LoopDouble()
        loop.room = 10
        loop.receive("GET /a HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(loop.http.deadlineKind == .write)
        #expect(loop.deadlineSeconds == 4)
        // Progress on the write starts the deadline again.
        loop.advance(by: 3 * Self.second)
        loop.writable()
        #expect(loop.deadlineSeconds == 7)
        loop.room = 0
        loop.advance(by: 4 * Self.second)
        #expect(loop.closed)
        #expect(!loop.writeShutDown)
    }

    @Test func aStalledRequestBehindQueuedOutputIsClosedNotAnswered() {
        var loop = LoopDouble()
        loop.room = 0
        loop.receive("GET /a HTTP/1.1\r\nHost: t\r\n\r\nGET /b HT")
        #expect(loop.http.hasPendingOutput)
        loop.advance(by: 4 * Self.second)
        #expect(loop.closed)
        #expect(loop.wire.isEmpty)
    }

    @Test func lingeringEndsAtTheLingerDeadlineOrThePeersEnd() {
        var timed = LoopDouble()
        timed.receive("GET /a HTTP/1.0\r\n\r\n")
        #expect(timed.writeShutDown)
        #expect(timed.http.deadlineKind == .linger)
        timed.advance(by: 499 * Self.millisecond)
        #expect(!timed.closed)
        timed.advance(by: Self.millisecond)
        #expect(timed.closed)

        var ended = LoopDouble()
        ended.receive("GET /a HTTP/1.0\r\n\r\n")
        ended.receiveEOF()
        #expect(ended.closed)
    }

    @Test func drainingClosesIdleConnectionsAndFinishesTheOneInFlight() {
        let idle = LoopDouble()
        idle.environment.draining = true
        #expect(idle.http.isIdle)

        var partial = LoopDouble()
        partial.receive("GET /a HTTP/1.1\r\nHo")
        partial.environment.draining = true
        partial.environment.drainDeadline = partial.now + Self.second
        #expect(!partial.http.isIdle)
        partial.receive("st: t\r\n\r\n")
        // The request is answered, with `Connection: close`, and the connection lingers until the drain deadline.
        #expect(splitResponses(partial.takeWire()).first?.head.contains("Connection: close") == true)
        #expect(partial.writeShutDown)
    }

    @Test func pastTheDrainDeadlineTheLastResponseClosesWithoutLingering() {
        var loop = LoopDouble()
        loop.environment.draining = true
        loop.environment.drainDeadline = loop.now
        loop.receive("GET /a HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(splitResponses(loop.takeWire()).count == 1)
        #expect(loop.drainActions == [.close])
        #expect(loop.closed && !loop.writeShutDown)
    }

    @Test func whileDrainingAnIdleConnectionHasNoGrace() {
        var loop = LoopDouble()
        loop.environment.draining = true
        loop.environment.drainDeadline = loop.now + Self.second
        loop.advance(by: 10 * Self.millisecond)
        loop.receive("\r\n")  // an empty line before a request line: still idle
        #expect(loop.http.deadlineKind == .idle)
        #expect(loop.http.deadline == loop.now)
    }
}
