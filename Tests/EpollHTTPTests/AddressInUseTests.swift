import EpollHTTP
import TestSupport
import Testing

@Suite("Address in use")
struct AddressInUseTests {
    @Test(arguments: ["127.0.0.1", "::1"])
    func aSecondServerOnALivePortFailsInsteadOfSharingIt(host: String) async throws {
        try await withServer(testConfiguration(host: host)) { _, port in
            var configuration = testConfiguration(host: host)
            configuration.port = port
            let second = HTTPServer(configuration: configuration, responder: echoResponder)
            #expect(throws: HTTPServerError.addressInUse(host, port)) { try second.start() }
            // The live server still answers alone.
            let client = try RawHTTPClient(host: host, port: port)
            try client.send("GET /still-here HTTP/1.1\r\nHost: test\r\n\r\n")
            #expect(try client.readResponse().status == 200)
        }
    }

    @Test func aFreedPortCanBeTakenAgain() async throws {
        var port = 0
        try await withServer { _, livePort in port = livePort }
        var configuration = testConfiguration()
        configuration.port = port
        let again = HTTPServer(configuration: configuration, responder: echoResponder)
        try again.start()
        #expect(again.port == port)
        again.shutdown(deadline: .seconds(1))
    }
}
