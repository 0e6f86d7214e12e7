import Glibc
import HTTPServer
import Testing

extension LoopbackSocketTests {
    /// Each request carries the index of the loop that read it: the one its connection was accepted by, which the
    /// loop's own request ids name too (`<server>-<loop>-<n>`).
    @Suite("The event loop's index on each request", .serialized)
    struct EventLoopIndexTests {
        @Test func aRequestNamesTheLoopItsConnectionWasAcceptedBy() async throws {
            var configuration = testConfiguration()
            configuration.echoesRequestIDs = true
            let responder = ClosureResponder { request in
                HTTPResponse(status: .ok, fields: ["X-Loop": "\(request.eventLoopIndex)"], body: [])
            }
            try await withServer(configuration, responder: responder) { _, port in
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
        }

        @Test func aRequestMadeInCodeIsLoopZero() {
            #expect(HTTPRequest(method: .get, target: "/").eventLoopIndex == 0)
        }
    }
}
