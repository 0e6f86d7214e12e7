import EpollHTTP
import Foundation
import StrictJSON
import Testing

@testable import StyleHTTPService

/// Writes without an admin token, over real sockets: trusted only from a direct client of this machine (a loopback
/// peer, `Host` naming this machine, no proxy's field, any `Origin` the service's own or listed), each refusal a 403
/// whose type says which rule failed, and nothing stored.
@Suite("Loopback trust for writes without a token")
struct LoopbackTrustTests {
    /// One write and how the service must answer it.
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        /// `Host`'s value (`PORT` stands for the service's port); nil sends no `Host`.
        var host: String?
        /// Extra field lines.
        var fields: [String] = []
        /// The request-target; nil for the style's path.
        var target: String?
        var version = "HTTP/1.1"
        /// The source address of the connection (a loopback address).
        var source: String?
        /// The problem's slug, or nil when the write must succeed.
        var refusedAs: String?
    }

    static let refused: [Case] = [
        Case(
            testDescription: "a foreign Host (DNS rebinding)", host: "attacker.example:PORT",
            refusedAs: "untrusted-host"),
        Case(testDescription: "a foreign Host without a port", host: "attacker.example", refusedAs: "untrusted-host"),
        Case(
            testDescription: "a name that starts like loopback", host: "127.0.0.1.attacker.example",
            refusedAs: "untrusted-host"),
        Case(
            testDescription: "a name that starts like localhost", host: "localhost.attacker.example:PORT",
            refusedAs: "untrusted-host"),
        Case(testDescription: "an empty Host", host: "", refusedAs: "untrusted-host"),
        Case(testDescription: "no Host (HTTP/1.0)", host: nil, version: "HTTP/1.0", refusedAs: "untrusted-host"),
        Case(
            testDescription: "an absolute target naming another host", host: "127.0.0.1:PORT",
            target: "http://attacker.example/v1/styles/NAME", refusedAs: "untrusted-host"),
        Case(
            testDescription: "a foreign Origin", host: "127.0.0.1:PORT", fields: ["Origin: http://attacker.example"],
            refusedAs: "untrusted-origin"),
        Case(
            testDescription: "Origin null", host: "localhost:PORT", fields: ["Origin: null"],
            refusedAs: "untrusted-origin"),
        Case(
            testDescription: "a page of another local port", host: "localhost:PORT",
            fields: ["Origin: http://localhost:1"], refusedAs: "untrusted-origin"),
        Case(
            testDescription: "X-Forwarded-For", host: "127.0.0.1:PORT", fields: ["X-Forwarded-For: 203.0.113.9"],
            refusedAs: "forwarded-request"),
        Case(
            testDescription: "Forwarded", host: "127.0.0.1:PORT", fields: ["Forwarded: for=203.0.113.9"],
            refusedAs: "forwarded-request"),
        Case(
            testDescription: "X-Real-IP", host: "127.0.0.1:PORT", fields: ["x-real-ip: 203.0.113.9"],
            refusedAs: "forwarded-request"),
        Case(
            testDescription: "Via", host: "127.0.0.1:PORT", fields: ["Via: 1.1 proxy"], refusedAs: "forwarded-request"),
        Case(
            testDescription: "X-Forwarded-Proto (an Envoy sidecar)", host: "127.0.0.1:PORT",
            fields: ["X-Forwarded-Proto: http"], source: "127.0.0.6", refusedAs: "forwarded-request"),
        Case(
            testDescription: "a sidecar's address relaying a foreign Host", host: "attacker.example",
            source: "127.0.0.6", refusedAs: "untrusted-host"),
    ]

    static let trusted: [Case] = [
        Case(testDescription: "127.0.0.1 with the port", host: "127.0.0.1:PORT"),
        Case(testDescription: "localhost", host: "localhost"),
        Case(testDescription: "LOCALHOST with the port", host: "LOCALHOST:PORT"),
        Case(testDescription: "another loopback address", host: "127.1.2.3:PORT"),
        Case(testDescription: "IPv6 loopback", host: "[::1]:PORT"),
        Case(
            testDescription: "the playground's own page", host: "127.0.0.1:PORT",
            fields: ["Origin: http://127.0.0.1:PORT"]),
        Case(testDescription: "a direct client from 127.0.0.6", host: "localhost:PORT", source: "127.0.0.6"),
    ]

    /// Sends `PUT` (or `method`) of style `name` as the case says and reads the answer.
    static func send(_ write: Case, name: String, port: Int, method: String = "PUT") throws -> RawExchange {
        let body = #"{"extends": "cell"}"#
        let target = (write.target ?? "/v1/styles/NAME").replacingOccurrences(of: "NAME", with: name)
        var head = "\(method) \(target) \(write.version)\r\n"
        if let host = write.host { head += "Host: \(host)\r\n" }
        for field in write.fields + ["Connection: close"] { head += field + "\r\n" }
        head += "Content-Type: application/json\r\nContent-Length: \(method == "DELETE" ? 0 : body.utf8.count)\r\n\r\n"
        let text = (head + (method == "DELETE" ? "" : body)).replacingOccurrences(of: "PORT", with: String(port))
        return try RawExchange.send(raw: text, port: port, sourceAddress: write.source)
    }

    @Test(arguments: refused)
    func anUntrustedWriteIsRefusedAndSaysWhy(write: Case) async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let reply = try Self.send(write, name: "rebound", port: port)
        #expect(reply.status == 403)
        #expect(reply.field("Content-Type") == "application/problem+json")
        let problem = try JSONReader().parse(reply.body)
        #expect(problem["type"]?.stringValue == "/problems/\(write.refusedAs ?? "")")
        #expect(try await harness.send("GET", "/v1/styles/rebound").status == 404, "nothing was stored")

        // A DELETE meets the same rules: the style stays.
        #expect(try await harness.send("PUT", "/v1/styles/kept", body: #"{"extends": "cell"}"#).status == 201)
        let delete = try Self.send(write, name: "kept", port: port, method: "DELETE")
        #expect(delete.status == 403)
        #expect(try JSONReader().parse(delete.body)["type"]?.stringValue == "/problems/\(write.refusedAs ?? "")")
        #expect(try await harness.send("GET", "/v1/styles/kept").status == 200, "the style was not deleted")
    }

    @Test(arguments: trusted)
    func aDirectClientOfThisMachineWritesWithoutAToken(write: Case) async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let reply = try Self.send(write, name: "mine", port: port)
        #expect(reply.status == 201, "\(String(decoding: reply.body, as: UTF8.self))")
        #expect(try await harness.send("GET", "/v1/styles/mine").status == 200)
    }

    @Test func aListedOriginWritesAndAnotherDoesNot() throws {
        let harness = try ServiceHarness { $0.corsWriteOrigins = ["https://admin.example"] }
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let listed = Case(testDescription: "", host: "localhost:PORT", fields: ["Origin: https://admin.example"])
        let reply = try Self.send(listed, name: "fromAdmin", port: port)
        #expect(reply.status == 201)
        #expect(reply.field("Access-Control-Allow-Origin") == "https://admin.example")
        let other = Case(testDescription: "", host: "localhost:PORT", fields: ["Origin: https://admin.example.net"])
        #expect(try Self.send(other, name: "fromOther", port: port).status == 403)
    }

    /// `Host` may name the listen address (`--host`), any case, with any port; a wildcard address names nothing.
    @Test func theListenAddressNamesThisMachine() {
        var request = HTTPRequest(method: .put, target: "/v1/styles/x")
        request.isFromLoopback = true
        let named = LoopbackTrust(host: "Styles.Internal", writeOrigins: [])
        for (host, trusted) in [
            ("styles.internal:8080", true), ("STYLES.INTERNAL", true), ("styles.internal.attacker.example", false),
            ("localhost:8080", true), ("[::1]", true), ("[::ffff:127.0.0.1]:80", true), ("127.0.0.1:", false),
            ("127.0.0.1:80a", false), ("[127.0.0.1]", false), ("::1", false), ("127.1", false), ("0.0.0.0", false),
            ("10.0.0.1", false), ("[::2]", false), ("localhost:65535", true), ("localhost:99999", false),
            ("localhost:0", false), ("[::1]:65536", false),
        ] {
            request.fields = HTTPFields([("Host", host)])
            #expect((named.refusal(of: request) == nil) == trusted, "Host: \(host)")
        }
        request.fields = HTTPFields([("Host", "0.0.0.0:8080")])
        #expect(LoopbackTrust(host: "0.0.0.0", writeOrigins: []).refusal(of: request)?.type == .untrustedHost)
        request.fields = HTTPFields([("Host", "[::]:8080")])
        #expect(LoopbackTrust(host: "::", writeOrigins: []).refusal(of: request)?.type == .untrustedHost)
        request.fields = HTTPFields([("Host", "[fe80::1]:8080")])
        #expect(LoopbackTrust(host: "[FE80::1]", writeOrigins: []).refusal(of: request) == nil)
    }

    @Test func theAdminTokenStillDecidesWhenOneIsSet() throws {
        let harness = try ServiceHarness { $0.adminToken = "t0ken" }
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let foreign = Case(
            testDescription: "", host: "style-resolver.internal",
            fields: ["Authorization: Bearer t0ken", "X-Forwarded-For: 203.0.113.9"])
        #expect(try Self.send(foreign, name: "viaProxy", port: port).status == 201)
        let missing = Case(testDescription: "", host: "localhost:PORT")
        #expect(try Self.send(missing, name: "noToken", port: port).status == 401)
    }

    @Test func validateSaysWhichRuleAWriteWouldMeet() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let rebound = Case(testDescription: "", host: "attacker.example:PORT")
        let reply = try Self.send(rebound, name: "checked/validate", port: port, method: "POST")
        #expect(reply.status == 200)
        let answer = try JSONReader().parse(reply.body)
        #expect(answer["write"]?["allowed"]?.boolValue == false)
        #expect(answer["write"]?["problem"]?["type"]?.stringValue == "/problems/untrusted-host")
        let local = Case(testDescription: "", host: "localhost:PORT")
        let allowed = try JSONReader().parse(
            Self.send(local, name: "checked/validate", port: port, method: "POST").body)
        #expect(allowed["write"]?["allowed"]?.boolValue == true)
    }
}
