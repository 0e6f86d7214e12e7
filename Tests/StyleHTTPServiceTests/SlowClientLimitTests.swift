import EpollHTTP
import Foundation
import StrictJSON
import StyleHTTPService
import TestSupport
import Testing

@testable import style_resolver

#if canImport(Glibc)
import Glibc
#endif

/// The service's defences against clients that hold connections: the per-peer connection cap and the connection
/// timeouts, as flags and against the running service.
@Suite("Per-peer cap and connection timeouts", .serialized)
struct SlowClientLimitTests {
    @Test func theFlagsAndTheirVariablesSetTheCapAndTheTimeouts() throws {
        let flags = [
            "--max-connections-per-peer", "16", "--header-timeout", "5", "--idle-timeout", "15", "--body-timeout",
            "120", "--write-timeout", "10", "--min-send-rate", "0",
        ]
        var expected = ServiceSettings()
        expected.maxConnectionsPerPeer = 16
        expected.headerTimeout = .seconds(5)
        expected.idleTimeout = .seconds(15)
        expected.bodyTimeout = .seconds(120)
        expected.writeTimeout = .seconds(10)
        expected.minimumSendRate = 0
        #expect(try StyleResolverCommand.parse(arguments: flags, environment: [:]).get() == .serve(expected))
        let variables = [
            "STYLE_RESOLVER_MAX_CONNECTIONS_PER_PEER": "16", "STYLE_RESOLVER_HEADER_TIMEOUT": "5",
            "STYLE_RESOLVER_IDLE_TIMEOUT": "15", "STYLE_RESOLVER_BODY_TIMEOUT": "120",
            "STYLE_RESOLVER_WRITE_TIMEOUT": "10", "STYLE_RESOLVER_MIN_SEND_RATE": "0",
        ]
        #expect(try StyleResolverCommand.parse(arguments: [], environment: variables).get() == .serve(expected))
        for (flag, bad, range) in [
            ("--max-connections-per-peer", "0", "1 to 1000000"), ("--header-timeout", "0", "1 to 3600 seconds"),
            ("--idle-timeout", "3601", "1 to 3600 seconds"), ("--body-timeout", "1.5", "1 to 3600 seconds"),
            ("--write-timeout", "-1", "1 to 3600 seconds"), ("--min-send-rate", "fast", "0 to 1073741824"),
        ] {
            let parsed = StyleResolverCommand.parse(arguments: [flag, bad], environment: [:])
            #expect(parsed == .failure(UsageError("\(flag) expects \(range), got \(bad)")))
        }
    }

    @Test func theDefaultsAreTheServersAndThePeerCapIsAnEighthOfTheConnectionCap() {
        var settings = ServiceSettings()
        let server = HTTPServer.Configuration()
        #expect(settings.headerTimeout == server.headerTimeout && settings.idleTimeout == server.idleTimeout)
        #expect(settings.bodyTimeout == .seconds(30) && settings.writeTimeout == .seconds(30))
        #expect(settings.minimumSendRate == 1_024)
        #expect(settings.connectionsPerPeerCap == 1_250)
        settings.maxConnections = 40
        #expect(settings.connectionsPerPeerCap == 5)
        settings.maxConnections = 3
        #expect(settings.connectionsPerPeerCap == 1)
        settings.maxConnectionsPerPeer = 40
        #expect(settings.connectionsPerPeerCap == 40)
    }

    /// A peer at its cap gets a problem+json 503 for its next connection, while another address is served.
    @Test func aPeerOverItsCapIsRefusedWith503AndAnotherPeerIsServed() throws {
        let harness = try ServiceHarness { $0.maxConnectionsPerPeer = 1 }
        defer { harness.stop() }
        let port = try #require(harness.baseURL.port)
        let held = try RawHTTPClient(port: port, timeoutMilliseconds: 10_000)
        let healthz = Array("GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n".utf8)
        try held.send(healthz)
        #expect(String(decoding: try held.readAvailable(), as: UTF8.self).hasPrefix("HTTP/1.1 200"))
        let refused = try RawExchange.send("GET", "/healthz", port: port)
        #expect(refused.status == 503)
        #expect(refused.field("Content-Type") == "application/problem+json")
        let problem = try JSONReader().parse(refused.body)
        #expect(problem["detail"]?.stringValue == "Too many connections from your address; try again later.")
        let other = try RawHTTPClient(port: port, sourceAddress: "127.0.0.2", timeoutMilliseconds: 10_000)
        try other.send(healthz)
        #expect(String(decoding: try other.readAvailable(), as: UTF8.self).hasPrefix("HTTP/1.1 200"))
    }

    /// A body dripping a byte every 100 ms is answered 408 at `--body-timeout`, as problem+json.
    @Test func aDrippingBodyIsAnswered408AtTheBodyTimeout() throws {
        let harness = try ServiceHarness { $0.bodyTimeout = .seconds(1) }
        defer { harness.stop() }
        let port = try #require(harness.baseURL.port)
        let socket = try RawHTTPClient(port: port, timeoutMilliseconds: 10_000)
        try socket.send(
            Array(
                "POST /v1/resolve HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"
                    .utf8))
        let started = Date()
        var dripped = 0
        var answer: [UInt8] = []
        while answer.isEmpty && Date().timeIntervalSince(started) < 5 {
            usleep(100_000)
            if (try? socket.send(Array(" ".utf8))) != nil { dripped += 1 }
            var waiting = pollfd(fd: socket.fd, events: Int16(POLLIN), revents: 0)
            if poll(&waiting, 1, 0) > 0 { answer = try socket.readAvailable() }
        }
        let elapsed = Date().timeIntervalSince(started)
        let text = String(decoding: answer, as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 408"))
        #expect(text.contains("application/problem+json") && text.contains("request-timeout"))
        #expect(elapsed >= 0.9 && elapsed < 2.5, "answered after \(elapsed) s")
        #expect(dripped >= 5)
    }
}
