import Synchronization
import Testing

@testable import EpollHTTP

/// Answers given later from another thread (`HTTPResponseCompletion`) through the connection state machine with a
/// fake clock: the request keeps its place, the answer goes out as an inline one would, and a connection that closes
/// or waits too long drops it.
@Suite("HTTP1Connection: answers given later")
struct HTTP1ConnectionDeferredTests {
    /// The completions the responder handed out, in order.
    final class Completions: Sendable {
        private let list = Mutex<[HTTPResponseCompletion]>([])
        var all: [HTTPResponseCompletion] { list.withLock { $0 } }
        func add(_ completion: HTTPResponseCompletion) { list.withLock { $0.append(completion) } }
    }

    /// `/later` answers through a new completion (kept in `completions`); anything else echoes.
    static func responder(_ completions: Completions) -> ClosureResponder {
        ClosureResponder { request in
            guard request.path == "/later" else { return echoResponder.respond(to: request) }
            let completion = HTTPResponseCompletion()
            completions.add(completion)
            return HTTPResponse(completedBy: completion)
        }
    }

    static func answer(_ text: String) -> HTTPResponse {
        HTTPResponse(status: .created, fields: ["X-Answer": "yes"], body: Array(text.utf8))
    }

    @Test func theAnswerGoesOutAsAnInlineOneWouldAndKeepsItsPlace() throws {
        let completions = Completions()
        var loop = LoopDouble(responder: Self.responder(completions))
        loop.receive("GET /later HTTP/1.1\r\nHost: t\r\n\r\nGET /next HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(loop.takeWire().isEmpty, "nothing is sent before the awaited answer, not even the next request's")
        #expect(loop.http.state.name == "awaiting")
        #expect(!loop.http.wantsInput)
        #expect(loop.http.deadlineKind == .answer)
        #expect(loop.deadlineSeconds == 4, "the write timeout bounds the wait")
        let completion = try #require(completions.all.first)
        #expect(completion.complete(Self.answer("made later")))
        loop.bodyWriterReady()
        let responses = splitResponses(loop.takeWire())
        try #require(responses.count == 2)
        #expect(
            responses[0].head == [
                "HTTP/1.1 201 Created", "Server: T", "Date: Sun, 06 Nov 1994 08:49:37 GMT", "X-Answer: yes",
                "Content-Length: 10",
            ])
        #expect(responses[0].body == "made later")
        #expect(responses[1].body == "GET /next", "the pipelined request is answered after, on the same connection")
        #expect(loop.http.state.name == "reading")
        #expect(!completion.complete(Self.answer("again")), "a second answer is refused")
    }

    @Test func anAnswerGivenBeforeTheResponderReturnsIsSentAtOnce() {
        let responder = ClosureResponder { _ in
            let completion = HTTPResponseCompletion()
            completion.complete(Self.answer("quick"))
            return HTTPResponse(completedBy: completion)
        }
        var loop = LoopDouble(responder: responder)
        loop.receive("GET /a HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(splitResponses(loop.takeWire()).map(\.body) == ["quick"])
        #expect(loop.http.state.name == "reading")
    }

    @Test func theObserverHearsTheFinalStatusOnceSent() throws {
        let completions = Completions()
        let records = RecordCollector()
        var loop = LoopDouble(responder: Self.responder(completions), observer: records.observer)
        loop.receive("GET /later HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(records.all.isEmpty)
        try #require(completions.all.first).complete(Self.answer("done"))
        loop.bodyWriterReady()
        #expect(records.all.map(\.status.code) == [201])
        #expect(records.all.first?.path == "/later")
        #expect(records.all.first?.responseBodyBytes == 4)
    }

    @Test func connectionCloseAndTheClientsEndCloseAfterTheAnswer() throws {
        let completions = Completions()
        var loop = LoopDouble(responder: Self.responder(completions))
        loop.receive("GET /later HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        try #require(completions.all.first).complete(Self.answer("bye"))
        loop.bodyWriterReady()
        #expect(loop.takeWire().contains("Connection: close\r\n"))
        #expect(loop.writeShutDown)

        var other = LoopDouble(responder: Self.responder(completions))
        other.receive("GET /later HTTP/1.1\r\nHost: t\r\n\r\n")
        other.receiveEOF()
        #expect(!other.closed, "the client's end of input does not drop the awaited answer")
        #expect(other.http.state.name == "awaiting, then close")
        try #require(completions.all.last).complete(Self.answer("late"))
        other.bodyWriterReady()
        #expect(splitResponses(other.takeWire()).map(\.body) == ["late"])
        #expect(other.closed)
    }

    @Test func pipelinedBytesWaitingBehindTheAnswerGetNo408() throws {
        let completions = Completions()
        var loop = LoopDouble(responder: Self.responder(completions))
        loop.receive("GET /later HTTP/1.1\r\nHost: t\r\n\r\nGET /ne")
        // Past the one-second head timeout: the half request waits unparsed, the answer's deadline runs.
        loop.advance(by: 2_000_000_000)
        #expect(!loop.closed)
        #expect(loop.takeWire().isEmpty)
        try #require(completions.all.first).complete(Self.answer("first"))
        loop.bodyWriterReady()
        loop.receive("xt HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(splitResponses(loop.takeWire()).map(\.body) == ["first", "GET /next"])
    }

    @Test func anAnswerThatNeverComesClosesAtTheDeadlineAndIsThenRefused() throws {
        let completions = Completions()
        var loop = LoopDouble(responder: Self.responder(completions))
        loop.receive("GET /later HTTP/1.1\r\nHost: t\r\n\r\n")
        loop.advance(by: 3_900_000_000)
        #expect(!loop.closed)
        loop.advance(by: 100_000_000)
        #expect(loop.closed)
        #expect(!(try #require(completions.all.first)).complete(Self.answer("too late")))
        loop.bodyWriterReady()
        #expect(loop.takeWire().isEmpty)
    }

    @Test func aClosedConnectionDropsTheAnswerAndEndsItsPushedBody() throws {
        let completions = Completions()
        var loop = LoopDouble(responder: Self.responder(completions))
        loop.receive("GET /later HTTP/1.1\r\nHost: t\r\n\r\n")
        loop.http.close()
        let ended = Mutex<[HTTPBodyWriter.End]>([])
        let writer = HTTPBodyWriter { end in ended.withLock { $0.append(end) } }
        #expect(
            !(try #require(completions.all.first)).complete(HTTPResponse(bodyStream: HTTPBodyStream(writer: writer))))
        #expect(ended.withLock { $0 }.isEmpty, "an answer refused stays the caller's")

        // An answer given but not yet taken when the connection closes: its pushed body hears it ended.
        var second = LoopDouble(responder: Self.responder(completions))
        second.receive("GET /later HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try #require(completions.all.last).complete(HTTPResponse(bodyStream: HTTPBodyStream(writer: writer))))
        second.http.close()
        #expect(ended.withLock { $0 } == [.closed])
    }

    @Test func aDeferredAnswerToADeferredRequestIsAServerError() throws {
        let completions = Completions()
        var loop = LoopDouble(responder: Self.responder(completions))
        loop.receive("GET /later HTTP/1.1\r\nHost: t\r\n\r\n")
        try #require(completions.all.first).complete(HTTPResponse(completedBy: HTTPResponseCompletion()))
        loop.bodyWriterReady()
        #expect(splitResponses(loop.takeWire()).first?.head.first == "HTTP/1.1 500 Internal Server Error")
    }

    @Test func aHeadRequestGetsTheAnswersHeadOnly() throws {
        let completions = Completions()
        var loop = LoopDouble(responder: Self.responder(completions))
        loop.receive("HEAD /later HTTP/1.1\r\nHost: t\r\n\r\n")
        try #require(completions.all.first).complete(Self.answer("body"))
        loop.bodyWriterReady()
        let wire = loop.takeWire()
        #expect(wire.hasPrefix("HTTP/1.1 201 Created\r\n"))
        #expect(wire.contains("Content-Length: 4\r\n"))
        #expect(wire.hasSuffix("\r\n\r\n"))
    }
}
