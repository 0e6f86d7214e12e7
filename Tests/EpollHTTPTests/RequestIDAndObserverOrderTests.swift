import Foundation
import Glibc
import Synchronization
import TestSupport
import Testing

@testable import EpollHTTP

/// Request ids (taken from a valid `X-Request-Id`, made otherwise, echoed) and the observer's place after the
/// response is handed to the kernel, never before.
@Suite("Request ids and the observer's order")
struct RequestIDAndObserverOrderTests {
    /// A configuration that gives requests ids.
    static func identifying() -> HTTPServer.Configuration {
        var configuration = LoopDouble.configuration()
        configuration.echoesRequestIDs = true
        return configuration
    }

    /// The value of a head's field, by name (any case).
    static func field(_ name: String, in head: [String]) -> String? {
        head.first { $0.lowercased().hasPrefix(name.lowercased() + ":") }.map {
            $0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test(arguments: [
        ("abc", true), ("0f8e2c1a-7b3d-4e5f-9a6b-1c2d3e4f5a6b", true), ("req_1.2:3/4+5=6@7", true),
        ("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", true),
        (String(repeating: "a", count: 128), true), (String(repeating: "a", count: 129), false),
        ("", false), ("two words", false), ("quote\"", false), ("comma,list", false), ("semi;colon", false),
        ("tab\there", false), ("é", false), ("back\\slash", false), ("<script>", false),
    ])
    func anIDIsValidOnlyWithinItsLengthAndAlphabet(id: String, valid: Bool) {
        #expect(RequestID.isValid(Array(id.utf8)) == valid)
    }

    @Test(arguments: [
        // (X-Request-Id sent, whether it is echoed as sent)
        ("client-id-1", true), ("0f8e2c1a-7b3d-4e5f-9a6b-1c2d3e4f5a6b", true), ("bad id", false),
        (String(repeating: "x", count: 200), false), ("", false),
    ])
    func aValidIDIsTakenAndEchoedAnInvalidOneReplaced(sent: String, taken: Bool) throws {
        let records = RecordCollector()
        let seen = Mutex<String?>(nil)
        var loop = LoopDouble(
            Self.identifying(),
            responder: ClosureResponder { request in
                seen.withLock { $0 = request.requestID }
                return HTTPResponse(status: .ok, fields: ["X-Request-Id": "handler's own"], body: Array("ok".utf8))
            }, observer: records.observer)
        loop.receive("GET /a?b=1 HTTP/1.1\r\nHost: t\r\nX-Request-Id: \(sent)\r\n\r\n")
        let responses = splitResponses(loop.takeWire())
        let response = try #require(responses.first)
        let echoed = try #require(Self.field("X-Request-Id", in: response.head))
        // One X-Request-Id: the server's, in place of the handler's.
        #expect(response.head.filter { $0.lowercased().hasPrefix("x-request-id:") }.count == 1)
        if taken {
            #expect(echoed == sent)
        } else {
            #expect(echoed != sent)
            #expect(echoed.hasPrefix("00000000-0-"))
            #expect(RequestID.isValid(Array(echoed.utf8)))
        }
        #expect(seen.withLock { $0 } == echoed)
        let record = try #require(records.all.first)
        #expect(record.requestID == echoed)
        #expect(record.target == "/a?b=1")
        #expect(record.peerAddress == "192.0.2.1")
    }

    @Test func madeIDsAreDistinctPerRequestAndPerLoop() {
        var loop = LoopDouble(Self.identifying())
        loop.receive(
            "GET /1 HTTP/1.1\r\nHost: t\r\n\r\nGET /2 HTTP/1.1\r\nHost: t\r\n\r\nGET /3 HTTP/1.1\r\nHost: t\r\n\r\n")
        let ids = splitResponses(loop.takeWire()).compactMap { Self.field("X-Request-Id", in: $0.head) }
        #expect(ids == ["00000000-0-1", "00000000-0-2", "00000000-0-3"])
        let first = RequestIDSource(server: 0xAB, loop: 0)
        let second = RequestIDSource(server: 0xAB, loop: 1)
        let made = (0..<1_000).flatMap { _ in [first.next(), second.next()] }
        #expect(Set(made).count == made.count)
        #expect(first.next() == "000000ab-0-1001")
    }

    @Test func withoutIDsNoFieldIsSent() throws {
        var loop = LoopDouble()
        loop.receive("GET / HTTP/1.1\r\nHost: t\r\nX-Request-Id: abc\r\n\r\n")
        let response = try #require(splitResponses(loop.takeWire()).first)
        #expect(Self.field("X-Request-Id", in: response.head) == nil)
    }

    @Test func aRejectionGetsAnIDOfItsOwn() throws {
        let records = RecordCollector()
        var loop = LoopDouble(Self.identifying(), observer: records.observer)
        loop.receive("BAD\r\n\r\n")
        let response = try #require(splitResponses(loop.takeWire()).first)
        #expect(Self.field("X-Request-Id", in: response.head) == "00000000-0-1")
        #expect(records.all.map(\.requestID) == ["00000000-0-1"])
        #expect(records.all.first?.status == .badRequest)
    }

    /// The socket takes nothing, then part of the response, then the rest: the observer hears of the request only
    /// once the last byte is written; the duration runs to that moment.
    @Test func theObserverHearsOfAResponseOnlyOnceItIsAllWritten() {
        let records = RecordCollector()
        let body = [UInt8](repeating: 0x61, count: 10_000)
        var loop = LoopDouble(
            responder: ClosureResponder { _ in HTTPResponse(status: .ok, body: body) }, observer: records.observer)
        loop.room = 0
        loop.receive("GET /big HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(records.all.isEmpty)
        loop.room = 5_000
        loop.writable()
        #expect(loop.wire.count == 5_000)
        #expect(records.all.isEmpty)
        loop.room = 4_000
        loop.writable()
        #expect(records.all.isEmpty)
        loop.room = Int.max
        loop.writable()
        #expect(records.all.count == 1)
        #expect(records.all.first?.responseBodyBytes == 10_000)
    }

    /// Pipelined answers are reported one by one, as each is written in full, in order.
    @Test func pipelinedResponsesAreReportedAsEachIsWritten() throws {
        let records = RecordCollector()
        var loop = LoopDouble(observer: records.observer)
        loop.room = 0
        loop.receive("GET /first HTTP/1.1\r\nHost: t\r\n\r\nGET /second HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(records.all.isEmpty)
        // Everything but the last byte: the first answer is out, the second is not.
        loop.room = loop.http.outbound.pendingBytes - 1
        loop.writable()
        #expect(records.all.map(\.path) == ["/first"])
        loop.room = Int.max
        loop.writable()
        #expect(records.all.map(\.path) == ["/first", "/second"])
    }

    /// A response whose connection closes before it is written is still reported, at the close.
    @Test func aResponseCutOffByTheCloseIsReportedAtTheClose() {
        let records = RecordCollector()
        var loop = LoopDouble(observer: records.observer)
        loop.room = 0
        loop.receive("GET /never-read HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(records.all.isEmpty)
        loop.http.close()
        #expect(records.all.map(\.path) == ["/never-read"])
    }

    /// Over a real socket: a client that does not read a 16 MB answer keeps most of it out of the kernel, and the
    /// observer silent, until it reads.
    @Test func overASocketTheObserverWaitsForTheClientToTakeTheAnswer() async throws {
        let records = RecordCollector()
        let body = [UInt8](repeating: 0x62, count: 16 << 20)
        var configuration = testConfiguration(maxOutputBufferBytes: 32 << 20)
        configuration.echoesRequestIDs = true
        try await withServer(
            configuration, responder: ClosureResponder { _ in HTTPResponse(status: .ok, body: body) },
            observer: records.observer
        ) { _, port in
            // 16 MB is more than the kernel's socket buffers hold (a few MB on loopback), so most of the answer waits
            // in the server's output until the client reads.
            let client = try RawHTTPClient(port: port)
            try client.send("GET /big HTTP/1.1\r\nHost: t\r\nX-Request-Id: slow-reader\r\n\r\n")
            usleep(300_000)
            #expect(records.all.isEmpty)
            let response = try client.readResponse()
            #expect(response.body.count == body.count)
            #expect(eventually(within: 2) { records.all.count == 1 })
            #expect(records.all.first?.requestID == "slow-reader")
            #expect(records.all.first?.responseBodyBytes == body.count)
        }
    }
}
