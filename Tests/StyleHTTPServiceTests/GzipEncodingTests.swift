import EpollHTTP
import Foundation
import Testing

@testable import StyleHTTPService

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// gzip for answers over 1 KB when the client accepts it: the bytes decode to the plain answer, `q=0` refuses, each
/// encoding has its own ETag and revalidates with it, and a cached answer is compressed once.
@Suite("gzip answers")
struct GzipEncodingTests {
    /// Routes whose answers are over 1 KB: cached documents, the playground and the spec (kept with their variant),
    /// and answers the middleware compresses each time.
    static let bigAnswers: [(method: String, path: String, body: String?)] = [
        ("GET", "/v1/styles/sidebarCell/tokens.json", nil),
        ("GET", "/v1/styles/sidebarCell/stylesheet.css?selector=.row", nil),
        ("GET", "/v1/resolve?style=sidebarCell&isSelected=true", nil),
        ("POST", "/v1/resolve", #"{"style": "subtitleCell", "state": {"isSelected": true}}"#),
        ("POST", "/v1/resolve/batch", #"{"items": [{"style": "cell"}, {"style": "valueCell"}]}"#),
        ("GET", "/v1/styles", nil), ("GET", "/problems/invalid-value", nil), ("GET", "/openapi.yaml", nil),
        ("GET", "/", nil), ("GET", "/v1/styles/sidebarCell/export?format=scss", nil),
    ]

    @Test(arguments: bigAnswers.indices)
    func aGzipAnswerDecodesToThePlainAnswer(index: Int) async throws {
        let (method, path, body) = Self.bigAnswers[index]
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let plain = try RawExchange.send(method, path, port: port, body: body)
        let gzip = try RawExchange.send(method, path, port: port, headers: [("Accept-Encoding", "gzip")], body: body)
        #expect(plain.status == 200 && gzip.status == 200)
        #expect(plain.body.count > ContentCoding.minimumBytes)
        #expect(plain.field("Content-Encoding") == nil)
        #expect(gzip.field("Content-Encoding") == "gzip")
        #expect(gzip.body.count < plain.body.count)
        #expect(Gunzip.decode(gzip.body) == plain.body, "the gzip bytes decode to the plain answer")
        for reply in [plain, gzip] {
            let named = reply.fieldValues("Vary").flatMap { $0.split(separator: ",") }
                .filter { $0.trimmingCharacters(in: .whitespaces).lowercased() == "accept-encoding" }
            #expect(named.count == 1, "Vary names Accept-Encoding once: \(reply.fieldValues("Vary"))")
        }
        if let etag = plain.field("ETag") {
            #expect(gzip.field("ETag") == String(etag.dropLast()) + "-gzip\"")
        }
        #expect(gzip.field("Content-Length") == String(gzip.body.count))
    }

    @Test(arguments: [
        // (Accept-Encoding, whether the answer is gzip)
        ("gzip", true), ("GZIP", true), ("x-gzip", true), ("gzip, deflate, br", true), ("br;q=1, gzip;q=0.5", true),
        ("*", true), ("gzip;q=0.001", true), (" gzip ; q=1 ", true), ("gzip;q=0", false), ("gzip; q=0.000", false),
        ("gzip;q=0, *", false), ("*;q=0", false), ("identity", false), ("deflate, br", false), ("", false),
        ("*;q=0, gzip", true),
    ])
    func qZeroIsHonoured(acceptEncoding: String, gzip: Bool) async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let reply = try RawExchange.send(
            "GET", "/v1/styles/sidebarCell/tokens.json", port: port, headers: [("Accept-Encoding", acceptEncoding)])
        #expect(reply.status == 200)
        #expect((reply.field("Content-Encoding") == "gzip") == gzip)
        #expect(ContentCoding.acceptsGzip(HTTPFields([.acceptEncoding: acceptEncoding])) == gzip)
    }

    @Test func withoutAcceptEncodingTheAnswerIsPlain() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let reply = try RawExchange.send("GET", "/v1/styles/sidebarCell/tokens.json", port: port)
        #expect(reply.field("Content-Encoding") == nil)
        #expect(reply.fieldValues("Vary") == ["Accept-Encoding"])
    }

    @Test func aSmallAnswerIsNeverCompressedNorVaries() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let reply = try RawExchange.send("GET", "/healthz", port: port, headers: [("Accept-Encoding", "gzip")])
        #expect(reply.body == Array(#"{"status":"ok"}"#.utf8))
        #expect(reply.field("Content-Encoding") == nil && reply.field("Vary") == nil)
    }

    @Test(arguments: [
        // (the client asks for gzip, the If-None-Match names the gzip tag, the answer is 304)
        (true, true, true), (true, false, false), (false, false, true), (false, true, false),
    ])
    func eachEncodingRevalidatesWithItsOwnETag(asksGzip: Bool, sendsGzipTag: Bool, notModified: Bool) async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let path = "/v1/styles/sidebarCell/stylesheet.css"
        let plainTag = try #require(try RawExchange.send("GET", path, port: port).field("ETag"))
        let gzipTag = try #require(
            try RawExchange.send("GET", path, port: port, headers: [("Accept-Encoding", "gzip")]).field("ETag"))
        #expect(gzipTag == String(plainTag.dropLast()) + "-gzip\"")
        var headers = [("If-None-Match", sendsGzipTag ? gzipTag : plainTag)]
        if asksGzip { headers.append(("Accept-Encoding", "gzip")) }
        let reply = try RawExchange.send("GET", path, port: port, headers: headers)
        #expect(reply.status == (notModified ? 304 : 200))
        #expect(reply.field("ETag") == (asksGzip ? gzipTag : plainTag))
        #expect(reply.fieldValues("Vary").contains("Accept-Encoding"), "a 304 says what it varies by too")
        if notModified { #expect(reply.body.isEmpty) }
    }

    /// URLSession (libcurl) asks for gzip by itself and decodes it: the bytes it hands over are the plain answer's.
    @Test func aRealClientDecodesTheGzipAnswer() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let port = try #require(harness.service.port)
        let plain = try RawExchange.send("GET", "/v1/styles/sidebarCell/tokens.json", port: port)
        let decoded = try await harness.send(
            "GET", "/v1/styles/sidebarCell/tokens.json", headers: ["Accept-Encoding": "gzip"])
        #expect(decoded.status == 200)
        #expect(decoded.header("Content-Encoding") == "gzip")
        #expect([UInt8](decoded.body) == plain.body)
    }

    /// A cached answer keeps its gzip variant: the second request gets the very bytes of the first, not a second
    /// compression.
    @Test func aCachedAnswerIsCompressedOnce() throws {
        let body = Array(String(repeating: "--background-color: #0A84FF;\n", count: 100).utf8)
        let entry = ResponseCache.Entry(
            body: body, etag: "\"abc\"", fields: HTTPFields([.contentType: "text/css", .eTag: "\"abc\""]))
        var request = HTTPRequest(method: .get, target: "/x")
        request.fields = HTTPFields([.acceptEncoding: "gzip"])
        let first = entry.response(for: request)
        let second = entry.response(for: request)
        #expect(first.fields[.contentEncoding] == "gzip" && first.fields[.eTag] == "\"abc-gzip\"")
        #expect(Gunzip.decode(first.body) == body)
        let sameStorage = first.body.withUnsafeBufferPointer { a in
            second.body.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
        #expect(sameStorage, "the second answer shares the first's compressed bytes")
        let plain = entry.response(for: HTTPRequest(method: .get, target: "/x"))
        #expect(plain.body == body && plain.fields[.contentEncoding] == nil)
        #expect(plain.fields[.vary] == "Accept-Encoding")
    }

    @Test(arguments: [
        ("\"abc\"", "\"abc-gzip\""), ("W/\"abc\"", "W/\"abc-gzip\""), ("\"registry-7\"", "\"registry-7-gzip\""),
    ])
    func theGzipETagIsTheIdentityTagWithASuffix(identity: String, gzip: String) {
        #expect(ContentCoding.gzipETag(identity) == gzip)
    }
}
