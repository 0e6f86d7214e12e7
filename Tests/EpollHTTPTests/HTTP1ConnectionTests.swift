import Synchronization
import Testing

@testable import EpollHTTP

/// The connection state machine driven without sockets: bytes in, bytes and actions out.
@Suite("HTTP1Connection: requests, framing, pipelining")
struct HTTP1ConnectionTests {
    private static let date = "Date: Sun, 06 Nov 1994 08:49:37 GMT\r\n"

    @Test func keepAliveAnswersEachRequestAndKeepsReading() {
        var loop = LoopDouble()
        loop.receive("GET /a HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(
            loop.takeWire() == "HTTP/1.1 200 OK\r\nServer: T\r\n\(Self.date)X-Method: GET\r\nX-Path: /a\r\n"
                + "Content-Length: 6\r\n\r\nGET /a")
        #expect(loop.http.state.name == "reading")
        #expect(loop.http.wantsInput)
        #expect(loop.drainActions == [.wait])
        loop.receive("POST /b HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\n\r\nxyz")
        let responses = splitResponses(loop.takeWire())
        #expect(responses.count == 1)
        #expect(responses.first?.body == "xyz")
        #expect(responses.first?.head.contains("Connection: close") == false)
        #expect(loop.environment.counters.requests.load(ordering: .relaxed) == 2)
        #expect(!loop.writeShutDown && !loop.closed)
    }

    @Test func http10ClosesByDefaultAndKeepsAliveWhenAsked() {
        var kept = LoopDouble()
        kept.receive("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        #expect(splitResponses(kept.takeWire()).first?.head.contains("Connection: keep-alive") == true)
        #expect(kept.http.state.name == "reading")

        var loop = LoopDouble()
        loop.receive("GET /b HTTP/1.0\r\n\r\n")
        #expect(splitResponses(loop.takeWire()).first?.head.contains("Connection: close") == true)
        // Sent: the write side shuts down and the connection lingers, reading and discarding.
        #expect(loop.drainActions == [.shutdownWrite])
        #expect(loop.http.state.name == "lingering")
        #expect(loop.http.wantsInput)
        loop.receive("GET /ignored HTTP/1.0\r\n\r\n")
        #expect(loop.wire.isEmpty)
        loop.receiveEOF()
        #expect(loop.closed)
    }

    @Test func clientAndHandlerCanEachClose() {
        var client = LoopDouble()
        client.receive("GET /a HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\nGET /never HTTP/1.1\r\nHost: t\r\n\r\n")
        let responses = splitResponses(client.takeWire())
        #expect(responses.count == 1)
        #expect(responses.first?.head.contains("Connection: close") == true)
        #expect(client.writeShutDown)

        let closing = ClosureResponder { _ in HTTPResponse(status: .ok, fields: ["Connection": "Close"], body: [1]) }
        var handler = LoopDouble(responder: closing)
        handler.receive("GET /a HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(splitResponses(handler.takeWire()).first?.head.contains("Connection: close") == true)
        #expect(handler.writeShutDown)
    }

    @Test func pipelinedRequestsAreAnsweredInOrderUpToTheCap() {
        var loop = LoopDouble(LoopDouble.configuration(maxPipelinedRequests: 2))
        loop.room = 0  // the client reads nothing yet
        var batch = ""
        for index in 0..<5 { batch += "GET /p\(index) HTTP/1.1\r\nHost: t\r\n\r\n" }
        loop.receive(batch)
        // Two answers wait; the rest stays unparsed and reading stops.
        #expect(loop.http.state.name == "paused")
        #expect(!loop.http.wantsInput)
        #expect(loop.environment.counters.requests.load(ordering: .relaxed) == 2)
        loop.room = Int.max
        loop.writable()
        let paths = splitResponses(loop.takeWire()).map { $0.head.first { $0.hasPrefix("X-Path") } ?? "" }
        #expect(paths == (0..<5).map { "X-Path: /p\($0)" })
        // Each drain let two more through: write, write, then nothing left.
        #expect(loop.drainActions == [.write, .write, .wait])
        #expect(loop.http.state.name == "reading")
    }

    @Test func theOutputBoundPausesReadingToo() {
        let big = ClosureResponder { _ in HTTPResponse(body: [UInt8](repeating: 65, count: 1500)) }
        var loop = LoopDouble(LoopDouble.configuration(maxOutputBufferBytes: 1024), responder: big)
        loop.room = 0
        loop.receive("GET /1 HTTP/1.1\r\nHost: t\r\n\r\nGET /2 HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(loop.http.state.name == "paused")
        #expect(loop.environment.counters.requests.load(ordering: .relaxed) == 1)
        loop.room = Int.max
        loop.writable()
        #expect(splitResponses(loop.takeWire()).count == 2)
    }

    @Test func continueIsSentOnlyWhenTheBodyHasNotArrived() {
        var loop = LoopDouble()
        loop.receive("POST /c HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\n")
        #expect(loop.takeWire() == "HTTP/1.1 100 Continue\r\n\r\n")
        loop.receive("hello")
        #expect(splitResponses(loop.takeWire()).first?.body == "hello")

        var eager = LoopDouble()
        eager.receive("POST /c HTTP/1.1\r\nHost: t\r\nExpect: 100-continue\r\nContent-Length: 5\r\n\r\nhello")
        let wire = eager.takeWire()
        #expect(!wire.contains("100 Continue"))
        #expect(splitResponses(wire).first?.body == "hello")
    }

    @Test func headSendsTheLengthButNotTheBody() {
        var loop = LoopDouble()
        loop.receive("HEAD /same HTTP/1.1\r\nHost: t\r\n\r\nGET /same HTTP/1.1\r\nHost: t\r\n\r\n")
        let responses = splitResponses(loop.takeWire(), headOnly: [0])
        #expect(responses.count == 2)
        #expect(responses.first?.head.contains("Content-Length: 10") == true)
        #expect(responses.first?.body == "")
        #expect(responses.last?.body == "GET /same")
    }

    @Test func aParseErrorIsAnsweredAndTheRestDiscarded() {
        var loop = LoopDouble(rejectionResponder: textRejectionResponder)
        loop.receive(
            "GET /a HTTP/1.1\r\nHost: t\r\n\r\n"
                + "GET /b HTTP/1.1\r\nHost: t\r\nContent-Length: x\r\n\r\nGET /c HTTP/1.1\r\n\r\n")
        let responses = splitResponses(loop.takeWire())
        #expect(responses.map { $0.head.first ?? "" } == ["HTTP/1.1 200 OK", "HTTP/1.1 400 Bad Request"])
        #expect(responses.last?.head.contains("Connection: close") == true)
        #expect(responses.last?.body.hasPrefix("400: The request is malformed") == true)
        #expect(loop.environment.counters.rejectedRequests.load(ordering: .relaxed) == 1)
        #expect(loop.writeShutDown)
    }

    @Test func anInterimStatusFromTheHandlerBecomes500() {
        var loop = LoopDouble(responder: ClosureResponder { _ in HTTPResponse(status: .continue) })
        loop.receive("GET / HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(splitResponses(loop.takeWire()).first?.head.first == "HTTP/1.1 500 Internal Server Error")
    }

    @Test func thePeersEndClosesAtOnceOrAfterTheOutput() {
        var idle = LoopDouble()
        idle.receiveEOF()
        #expect(idle.closed)

        var partial = LoopDouble()
        partial.receive("GET /a HTT")
        partial.receiveEOF()
        #expect(partial.closed)
        #expect(partial.wire.isEmpty)

        // Output still waiting: it goes out, then the connection closes without lingering.
        var busy = LoopDouble()
        busy.room = 0
        busy.receive("GET /a HTTP/1.1\r\nHost: t\r\n\r\n")
        busy.receiveEOF()
        #expect(!busy.closed)
        #expect(busy.http.state.name == "closing, peer closed")
        busy.room = Int.max
        busy.writable()
        #expect(splitResponses(busy.takeWire()).count == 1)
        #expect(busy.drainActions == [.close])
        #expect(busy.closed && !busy.writeShutDown)
    }

    @Test func theObserverHearsRequestsAndRejections() {
        let records = RecordCollector()
        var loop = LoopDouble(observer: records.observer)
        loop.receive("POST /o HTTP/1.1\r\nHost: t\r\nContent-Length: 2\r\n\r\nhiBAD\r\n\r\n")
        let all = records.all
        #expect(all.count == 2)
        #expect(all.first?.path == "/o")
        #expect(all.first?.requestBodyBytes == 2)
        #expect(all.first?.responseBodyBytes == 2)
        #expect(all.last?.method == nil)
        #expect(all.last?.status == .badRequest)
    }

    @Test func thePeerAddressReachesTheHandler() {
        let seen = Mutex<String?>(nil)
        var loop = LoopDouble(
            responder: ClosureResponder { request in
                seen.withLock { $0 = request.peerAddress }
                return HTTPResponse()
            })
        loop.receive("GET / HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(seen.withLock { $0 } == "192.0.2.1")
    }

    @Test(arguments: [1, 2, 3, 7, 64])
    func theBytesOutDoNotDependOnHowTheBytesInWereSplit(pieceSize: Int) {
        let batch =
            "GET /a?q=1 HTTP/1.1\r\nHost: t\r\n\r\n"
            + "POST /b HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\n\r\nhello"
            + "HEAD /c HTTP/1.1\r\nHost: t\r\n\r\n"
            + "PUT /d HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2;x=y\r\nde\r\n0\r\n\r\n"
            + "\r\nGET /e HTTP/1.0\r\n\r\nGET /never HTTP/1.1\r\n\r\n"
        var whole = LoopDouble(LoopDouble.configuration(maxPipelinedRequests: 2))
        whole.receive(batch)
        var split = LoopDouble(LoopDouble.configuration(maxPipelinedRequests: 2))
        let bytes = Array(batch.utf8)
        for start in stride(from: 0, to: bytes.count, by: pieceSize) {
            split.receive(Array(bytes[start..<min(start + pieceSize, bytes.count)]))
        }
        #expect(split.wire == whole.wire)
        #expect(splitResponses(whole.takeWire(), headOnly: [2]).count == 5)
        #expect(split.writeShutDown && whole.writeShutDown)
    }
}
