import EpollHTTP
import Glibc
import Synchronization
import TestSupport
import Testing

extension LoopbackSocketTests {
    /// Each loop's responder is handed the loop's context: the requests it answers are those of the connections that
    /// loop accepted, which the loop's own request ids name too (`<server>-<loop>-<n>`).
    @Suite("The event loop's context for each responder", .serialized)
    struct EventLoopIndexTests {
        @Test func aLoopsResponderAnswersTheConnectionsThatLoopAccepted() async throws {
            var configuration = testConfiguration()
            configuration.echoesRequestIDs = true
            let server = HTTPServer(
                configuration: configuration,
                responderForLoop: { context in
                    ClosureResponder { _ in HTTPResponse(status: .ok, fields: ["X-Loop": "\(context.index)"], body: [])
                    }
                })
            try server.start()
            defer { server.shutdown(deadline: .seconds(1)) }
            let port = try #require(server.port)
            var loopsSeen = Set<String>()
            // SO_REUSEPORT spreads connections over both listeners by their addresses: with 32 connections, all
            // on one loop would happen once in 2^31 runs.
            for _ in 0..<32 {
                let client = try RawHTTPClient(port: port)
                for _ in 0..<2 {
                    try client.send("GET / HTTP/1.1\r\nHost: t\r\n\r\n")
                    let response = try client.readResponse()
                    let loop = try #require(response.header("X-Loop"))
                    let id = try #require(response.header("X-Request-Id")).split(separator: "-")
                    #expect(id.count == 3 && String(id[1]) == loop, "request id \(id) from loop \(loop)")
                    loopsSeen.insert(loop)
                }
            }
            #expect(loopsSeen == ["0", "1"])
        }

        /// A server made with a responder per loop asks for each loop's once, at start, and each loop answers with
        /// its own.
        @Test func eachLoopAnswersWithTheResponderMadeForIt() async throws {
            let made = Mutex<[Int]>([])
            let server = HTTPServer(
                configuration: testConfiguration(),
                responderForLoop: { context in
                    made.withLock { $0.append(context.index) }
                    return ClosureResponder { _ in
                        HTTPResponse(
                            status: .ok, fields: ["X-Loop": "\(context.index)"], body: Array("\(context.index)".utf8))
                    }
                })
            #expect(made.withLock { $0 }.isEmpty, "nothing is made before the server starts")
            try server.start()
            defer { server.shutdown(deadline: .seconds(1)) }
            #expect(made.withLock { $0 }.sorted() == [0, 1])
            let port = try #require(server.port)
            var answered = Set<String>()
            for _ in 0..<32 {
                let client = try RawHTTPClient(port: port)
                try client.send("GET / HTTP/1.1\r\nHost: t\r\n\r\n")
                let response = try client.readResponse()
                let responder = String(decoding: response.body, as: UTF8.self)
                #expect(response.header("X-Loop") == responder)
                answered.insert(responder)
            }
            #expect(answered == ["0", "1"])
            #expect(made.withLock { $0 }.count == 2, "made once per loop, not per connection")
        }

        @Test func aContextMadeInCodeIsLoopZeros() {
            #expect(EventLoopContext().index == 0)
        }
    }
}
