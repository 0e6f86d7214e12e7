import HTTPServer
import Testing

@Suite("Peer address")
struct PeerAddressTests {
    /// Answers with the peer the server saw.
    static let peerEcho = ClosureResponder { request in
        HTTPResponse(text: "\(request.peerAddress ?? "unknown") \(request.isFromLoopback)")
    }

    @Test(arguments: [("127.0.0.1", "127.0.0.1"), ("::1", "::1")])
    func requestsCarryTheLoopbackPeer(host: String, expected: String) async throws {
        try await withServer(testConfiguration(host: host), responder: Self.peerEcho) { _, port in
            let client = try RawHTTPClient(host: host, port: port)
            try client.send("GET /who HTTP/1.1\r\nHost: test\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == "\(expected) true")
        }
    }
}
