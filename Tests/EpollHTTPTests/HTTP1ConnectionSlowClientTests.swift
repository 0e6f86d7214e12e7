import Glibc
import Testing

@testable import EpollHTTP

/// Clients that keep a connection by moving a byte now and then, on a fake clock: a body that drips is answered 408 at
/// its whole-body deadline, and a reader below the minimum send rate is closed when its window ends, although bytes
/// keep moving and every stall deadline restarts.
@Suite("HTTP1Connection: slow clients")
struct HTTP1ConnectionSlowClientTests {
    private static let millisecond: UInt64 = 1_000_000
    private static let second: UInt64 = 1_000_000_000

    /// `/stream` streams `count` pieces of 4 KiB (as a batch answer does); anything else echoes.
    private static func streaming(pieces count: Int) -> ClosureResponder {
        let piece = [UInt8](repeating: UInt8(ascii: "x"), count: 4_096)
        return ClosureResponder { request in
            guard request.path == "/stream" else { return echoResponder.respond(to: request) }
            return HTTPResponse(bodyStream: HTTPBodyStream { $0 < count ? piece : nil })
        }
    }

    @Test func aBodyDrippingUnderTheStallTimeoutIsAnswered408AtTheDefaultWholeBodyDeadline() {
        var loop = LoopDouble(rejectionResponder: textRejectionResponder)
        loop.receive("POST /u HTTP/1.1\r\nHost: t\r\nContent-Length: 100\r\n\r\nx")
        #expect(loop.http.deadlineKind == .body)
        // A byte every 1.5 s: each restarts the two-second stall deadline, but not the 30 s one of the whole body.
        var dripped = 1
        while loop.wire.isEmpty && loop.now < LoopDouble.start + 60 * Self.second {
            loop.advance(by: 1_500 * Self.millisecond)
            if loop.wire.isEmpty {
                loop.receive("x")
                dripped += 1
            }
        }
        #expect(dripped == 20)
        #expect(loop.now - LoopDouble.start == 30 * Self.second)
        let responses = splitResponses(loop.takeWire())
        #expect(responses.first?.head.first == "HTTP/1.1 408 Request Timeout")
        #expect(responses.first?.head.contains("Connection: close") == true)
        #expect(responses.first?.body == "408: The request did not arrive within the time allowed.")
    }

    @Test func eachRequestsBodyHasAWholeBodyDeadlineOfItsOwnFromTheEndOfItsHead() {
        var loop = LoopDouble(LoopDouble.configuration(bodyDeadline: .seconds(5)))
        loop.receive("POST /a HTTP/1.1\r\nHost: t\r\nContent-Length: 4\r\n\r\nab")
        #expect(loop.deadlineSeconds == 2)  // the stall deadline comes first
        loop.advance(by: 1_500 * Self.millisecond)
        loop.receive("cd")
        #expect(splitResponses(loop.takeWire()).first?.body == "abcd")
        // The second request's head ends at 4 s: its body has until 9 s, however it drips.
        loop.advance(by: 2_500 * Self.millisecond)
        loop.receive("POST /b HTTP/1.1\r\nHost: t\r\nContent-Length: 100\r\n\r\nx")
        #expect(loop.deadlineSeconds == 6)
        for expected in [7.5, 9, 9] {
            loop.advance(by: 1_500 * Self.millisecond)
            loop.receive("x")
            #expect(loop.deadlineSeconds == expected)
        }
        #expect(loop.wire.isEmpty)
        loop.advance(by: 500 * Self.millisecond)
        #expect(splitResponses(loop.takeWire()).first?.head.first == "HTTP/1.1 408 Request Timeout")
    }

    @Test func aReaderTakingTooLittleOfAStreamedAnswerIsClosedWhenItsWindowEnds() {
        let configuration = LoopDouble.configuration(minimumSendRate: 1_000, sendRateWindow: .seconds(2))
        var loop = LoopDouble(configuration, responder: Self.streaming(pieces: 256))
        loop.room = 300
        loop.receive("GET /stream HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(loop.http.deadlineKind == .write)
        #expect(loop.deadlineSeconds == 2)  // the window ends before the four-second stall deadline
        // 300 bytes a second: well within the stall timeout, below 2,000 bytes a window.
        while !loop.closed && loop.now < LoopDouble.start + 60 * Self.second {
            loop.advance(by: Self.second)
            if !loop.closed { loop.writable() }
        }
        let closed = loop.closed
        #expect(closed)
        #expect(loop.now - LoopDouble.start == 2 * Self.second)
        #expect(loop.wire.count == 600)
        #expect(loop.http.outbound.pendingBytes == 0, "the connection's output was released")
    }

    @Test func aReaderAboveTheMinimumRateIsServedToTheEnd() {
        let configuration = LoopDouble.configuration(minimumSendRate: 1_000, sendRateWindow: .seconds(2))
        var loop = LoopDouble(configuration, responder: Self.streaming(pieces: 10))
        loop.room = 2_100
        loop.receive("GET /stream HTTP/1.1\r\nHost: t\r\n\r\n")
        // 2,100 bytes a second, over 2,000 in every window: each window is checked and the next begun.
        while loop.http.hasPendingOutput && !loop.closed && loop.now < LoopDouble.start + 120 * Self.second {
            loop.advance(by: Self.second)
            if !loop.closed { loop.writable() }
        }
        let closed = loop.closed
        #expect(!closed)
        #expect(loop.takeWire().hasSuffix("0\r\n\r\n"))
        #expect(loop.http.deadlineKind == .idle)
    }

    @Test func aPushedBodyIsBoundedByItsWriterNotHeldToTheSendRate() {
        let writer = HTTPBodyWriter(capacity: 1 << 20)
        writer.write([UInt8](repeating: UInt8(ascii: "e"), count: 32 * 1_024))
        let responder = ClosureResponder { _ in HTTPResponse(bodyStream: HTTPBodyStream(writer: writer)) }
        let configuration = LoopDouble.configuration(minimumSendRate: 1_000, sendRateWindow: .seconds(2))
        var loop = LoopDouble(configuration, responder: responder)
        loop.room = 100
        loop.receive("GET /events HTTP/1.1\r\nHost: t\r\n\r\n")
        // An event stream's reader may be slow: it is cut off by its writer's capacity, never by the rate.
        for _ in 0..<20 {
            loop.advance(by: 3 * Self.second)
            loop.writable()
        }
        let open = !loop.closed
        #expect(open)
        #expect(loop.wire.count == 2_100)
        // A reader that stops is still closed at the stall deadline.
        loop.advance(by: 4 * Self.second)
        let closed = loop.closed
        #expect(closed)
    }

    @Test func ipv6PeersCountByTheirSlash64AndSpecialAddressesWhole() {
        func key(_ text: String) -> PeerAddress.Key {
            var bytes = [UInt8](repeating: 0, count: 16)
            _ = inet_pton(AF_INET6, text, &bytes)
            return PeerAddress.key(ofIPv6: bytes)
        }
        #expect(key("2001:db8::1") == key("2001:db8::ffff:2"))
        #expect(key("2001:db8::1") != key("2001:db8:0:1::1"))
        #expect(key("::1") != key("::ffff:127.0.0.1"))
        #expect(key("::ffff:192.0.2.1") != key("::ffff:192.0.2.2"))
        #expect(key("::ffff:192.0.2.1") == PeerAddress.Key(high: 0, low: 0xFFFF_C000_0201))
    }
}
