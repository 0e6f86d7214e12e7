import Foundation
import StyleHTTPService
import TestSupport
import Testing

@testable import style_resolver

#if canImport(Glibc)
import Glibc
#endif

@Suite("--max-connections", .serialized)
struct ConnectionLimitTests {
    @Test func theFlagAndItsVariableSetTheCap() throws {
        let flag = try StyleResolverCommand.parse(arguments: ["--max-connections", "64"], environment: [:]).get()
        var expected = ServiceSettings()
        expected.maxConnections = 64
        #expect(flag == .serve(expected))
        let variable = try StyleResolverCommand.parse(
            arguments: [], environment: ["STYLE_RESOLVER_MAX_CONNECTIONS": "64"]
        ).get()
        #expect(variable == .serve(expected))
        #expect(ServiceSettings().maxConnections == 10_000)
        for bad in ["0", "-1", "many", "1000001"] {
            let parsed = StyleResolverCommand.parse(arguments: ["--max-connections", bad], environment: [:])
            #expect(parsed == .failure(UsageError("--max-connections expects 1 to 1000000, got \(bad)")))
        }
        #expect(StyleResolverCommand.helpText.contains("--max-connections N"))
    }

    /// With a cap of one, a held connection makes the next one a 503; once it closes, requests are answered again.
    @Test func aConnectionOverTheCapIsRefusedWith503() async throws {
        let harness = try ServiceHarness { $0.maxConnections = 1 }
        defer { harness.stop() }
        let port = try #require(harness.baseURL.port)
        var held: RawHTTPClient? = try RawHTTPClient(port: port)
        // One answered request proves the server holds the connection (kept alive) before the next one comes.
        try held?.send("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(try held?.readResponse().status == 200)
        let refused = try await harness.send("GET", "/healthz")
        #expect(refused.status == 503)
        held = nil
        var status = 0
        for _ in 0..<50 where status != 200 {
            try await Task.sleep(for: .milliseconds(20))
            status = try await harness.send("GET", "/healthz").status
        }
        #expect(status == 200)
    }
}
