import EpollHTTP
import Foundation
import Glibc
import Synchronization
import TestSupport
import Testing

extension LoopbackSocketTests {
    /// Answers given later from worker threads (`HTTPResponseCompletion`) over real sockets: the loop serves other
    /// clients while an answer is awaited, the answer arrives through the loop's wakeup in the request's place, and a
    /// connection that closed before its answer refuses it without disturbing the next one on its slot.
    @Suite("Answers given later over loopback sockets", .serialized)
    struct DeferredAnswerEndToEndTests {
        /// A gate the worker threads wait at until a test opens it, how many started, and the completions' results.
        final class Gate: Sendable {
            private let state = Mutex<(open: Bool, started: Int, results: [Bool])>((false, 0, []))
            func open() { state.withLock { $0.open = true } }
            func start() { state.withLock { $0.started += 1 } }
            var started: Int { state.withLock { $0.started } }
            var isOpen: Bool { state.withLock { $0.open } }
            func record(_ accepted: Bool) { state.withLock { $0.results.append(accepted) } }
            var results: [Bool] { state.withLock { $0.results } }
        }

        /// `/later` is answered from a new thread once `gate` opens; anything else echoes at once.
        static func responder(_ gate: Gate) -> ClosureResponder {
            ClosureResponder { request in
                guard request.path == "/later" else { return echoResponder.respond(to: request) }
                let completion = HTTPResponseCompletion()
                gate.start()
                Thread.detachNewThread {
                    while !gate.isOpen { usleep(2_000) }
                    gate.record(
                        completion.complete(
                            HTTPResponse(status: .accepted, fields: ["X-Worker": "yes"], body: Array("later".utf8))))
                }
                return HTTPResponse(completedBy: completion)
            }
        }

        /// One loop, so every connection shares it, and a one-second write timeout (which bounds the wait too).
        static func configuration() -> HTTPServer.Configuration {
            var configuration = testConfiguration(writeTimeout: .seconds(1))
            configuration.loopCount = 1
            return configuration
        }

        @Test func theLoopServesOthersWhileAnAnswerIsAwaitedThenSendsItInPlace() async throws {
            let gate = Gate()
            let records = RecordCollector()
            try await withServer(Self.configuration(), responder: Self.responder(gate), observer: records.observer) {
                _, port in
                let waiting = try RawHTTPClient(port: port)
                try waiting.send(
                    "GET /later HTTP/1.1\r\nHost: t\r\n\r\nGET /next HTTP/1.1\r\nHost: t\r\n\r\n")
                // Another client on the same loop is answered at once, again and again, while the answer waits.
                let other = try RawHTTPClient(port: port)
                for index in 0..<5 {
                    let started = monotonicSeconds()
                    try other.send("GET /ping\(index) HTTP/1.1\r\nHost: t\r\n\r\n")
                    let response = try other.readResponse()
                    #expect(String(decoding: response.body, as: UTF8.self) == "GET /ping\(index)")
                    #expect(monotonicSeconds() - started < 0.5)
                }
                #expect(waiting.bufferedText() == nil)
                gate.open()
                let first = try waiting.readResponse()
                #expect(first.status == 202)
                #expect(first.header("X-Worker") == "yes")
                #expect(String(decoding: first.body, as: UTF8.self) == "later")
                let second = try waiting.readResponse()
                #expect(String(decoding: second.body, as: UTF8.self) == "GET /next")
                // Kept alive: the connection reads on.
                try waiting.send("GET /again HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(String(decoding: try waiting.readResponse().body, as: UTF8.self) == "GET /again")
                // The worker records the completion's result after handing the answer over, so the client can
                // read the answer first.
                #expect(eventually(within: 2) { gate.results == [true] })
                #expect(eventually(within: 2) { records.all.contains { $0.path == "/later" && $0.status.code == 202 } })
            }
        }

        @Test func anAnswerForAConnectionThatClosedIsRefusedAndTheNextIsUndisturbed() async throws {
            let gate = Gate()
            try await withServer(Self.configuration(), responder: Self.responder(gate)) { server, port in
                do {
                    let leaving = try RawHTTPClient(port: port)
                    try leaving.send("GET /later HTTP/1.1\r\nHost: t\r\n\r\n")
                    #expect(eventually(within: 2) { gate.started == 1 })
                    #expect(server.metrics.openConnections == 1)
                }
                // The wait's deadline (the write timeout) closes the connection and frees its slot.
                #expect(eventually(within: 3) { server.metrics.openConnections == 0 })
                let next = try RawHTTPClient(port: port)
                try next.send("GET /first HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(String(decoding: try next.readResponse().body, as: UTF8.self) == "GET /first")
                gate.open()
                #expect(eventually(within: 2) { gate.results == [false] }, "the closed connection's answer is refused")
                try next.send("GET /second HTTP/1.1\r\nHost: t\r\n\r\n")
                #expect(String(decoding: try next.readResponse().body, as: UTF8.self) == "GET /second")
                #expect(next.bufferedText() == nil, "nothing else arrived on the slot's next connection")
            }
        }
    }
}
