import EpollHTTP
import TestSupport
import Testing

@Suite("Peer address")
struct PeerAddressTests {
    /// Answers with the peer the server saw.
    static let peerEcho = ClosureResponder { request in
        HTTPResponse(text: "\(request.peerAddress ?? "unknown") \(request.isFromLoopback)")
    }

    /// A request's peer reads back as it was set, and as nil when unknown (never set, or set to nil after an address).
    @Test(arguments: [nil, "127.0.0.1", "::1", "192.0.2.1"] as [String?])
    func aRequestsPeerAddressReadsBackAsSet(address: String?) {
        var request = HTTPRequest(method: .get, target: "/who")
        #expect(request.peerAddress == nil)
        request.peerAddress = address
        #expect(request.peerAddress == address)
        request.peerAddress = nil
        #expect(request.peerAddress == nil)
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
