import Foundation
import StyleHTTPService
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
        let held = try Self.connect(to: port)
        // One answered request proves the server holds the connection (kept alive) before the next one comes.
        let request = Array("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8)
        #expect(send(held, request, request.count, 0) == request.count)
        var reply = [UInt8](repeating: 0, count: 512)
        let count = recv(held, &reply, reply.count, 0)
        #expect(String(decoding: reply.prefix(max(0, count)), as: UTF8.self).hasPrefix("HTTP/1.1 200"))
        let refused = try await harness.send("GET", "/healthz")
        #expect(refused.status == 503)
        close(held)
        var status = 0
        for _ in 0..<50 where status != 200 {
            try await Task.sleep(for: .milliseconds(20))
            status = try await harness.send("GET", "/healthz").status
        }
        #expect(status == 200)
    }

    /// A plain TCP connection to loopback that sends nothing.
    private static func connect(to port: Int) throws -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw HarnessError("socket() failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(descriptor)
            throw HarnessError("connect() failed")
        }
        return descriptor
    }
}
