import Foundation
import Testing

@testable import StyleHTTPService

/// The answer cache's paths give the same bytes: for a generated table of `POST /v1/resolve` requests (styles ×
/// states × representations, explain on and off), the answer on a miss, on the second request (which keeps it), on
/// the hit that follows and from a server with the cache off are identical, head and body (the date and the request
/// id aside, which are per answer). A client that accepts gzip gets the kept gzip variant (its head prepared) on every
/// path: the identity answer compressed, with the identity's fields, the gzip ETag and `Content-Encoding`.
@Suite("Answer path equality")
struct AnswerPathEqualityTests {
    /// A way of asking: the representation by `Accept`, whether the sources are explained, and whether gzip is
    /// accepted.
    struct Asking: Sendable, CustomStringConvertible {
        let accept: String
        let explain: Bool
        var gzip = false
        var description: String { "\(accept)\(explain ? ", explained" : "")\(gzip ? ", gzip" : "")" }
    }

    static let askings = [
        Asking(accept: "application/json", explain: false),
        Asking(accept: "text/css", explain: false),
        Asking(accept: "application/json", explain: true),
        Asking(accept: "application/json", explain: false, gzip: true),
        Asking(accept: "text/css", explain: false, gzip: true),
    ]
    static let styles = ["cell", "sidebarCell", "subtitleCell", "valueCell", "groupedCell"]
    static let states = [
        "{}", #"{"isSelected": true}"#, #"{"isHighlighted": true}"#, #"{"traits": {"userInterfaceStyle": "dark"}}"#,
        #"{"isDisabled": true, "traits": {"preferredContentSizeCategory": "extraLarge"}}"#,
        #"{"isFocused": true, "traits": {"userInterfaceIdiom": "pad", "designGeneration": "ios18"}}"#,
    ]

    /// The fields that must match: every one but those made per answer.
    static func stableFields(_ exchange: RawExchange) -> [String] {
        exchange.fields.filter { !["date", "x-request-id"].contains($0.name.lowercased()) }.map {
            "\($0.name): \($0.value)"
        }
    }

    @Test(arguments: askings)
    func aMissAHitAndNoCacheGiveTheSameBytes(_ asking: Asking) throws {
        let cached = try ServiceHarness()
        defer { cached.stop() }
        let uncached = try ServiceHarness(configure: { $0.responseCacheEntries = 0 })
        defer { uncached.stop() }
        let cachedPort = try #require(cached.service.port)
        let uncachedPort = try #require(uncached.service.port)
        let path = asking.explain ? "/v1/resolve?explain=true" : "/v1/resolve"
        var number = 0
        for style in Self.styles {
            for state in Self.states {
                number += 1
                let body = """
                    {"style": "\(style)", "state": \(state), \
                    "content": {"text": "Message \(number) of \(asking)", "secondaryText": "12 unread"}}
                    """
                func send(_ port: Int, gzip: Bool = asking.gzip) throws -> RawExchange {
                    let headers = [("Accept", asking.accept)] + (gzip ? [("Accept-Encoding", "gzip")] : [])
                    return try RawExchange.send("POST", path, port: port, headers: headers, body: body)
                }
                let miss = try send(cachedPort)
                // A resolve answer is kept from its body's second request on: the third is the hit.
                let kept = try send(cachedPort)
                let hit = try send(cachedPort)
                let off = try send(uncachedPort)
                #expect(miss.status == 200, "\(style) \(state): \(String(decoding: miss.body, as: UTF8.self))")
                #expect(miss.body.count > 100)
                #expect(miss.field("Content-Type")?.hasPrefix(asking.accept) == true, "the representation asked")
                #expect(hit.status == miss.status && kept.status == miss.status && off.status == miss.status)
                #expect(kept.body == miss.body, "the second miss differs for \(style) \(state)")
                #expect(hit.body == miss.body, "hit and miss differ for \(style) \(state)")
                #expect(off.body == miss.body, "cache off and miss differ for \(style) \(state)")
                #expect(Self.stableFields(kept) == Self.stableFields(miss), "\(style) \(state)")
                #expect(Self.stableFields(hit) == Self.stableFields(miss), "\(style) \(state)")
                #expect(Self.stableFields(off) == Self.stableFields(miss), "\(style) \(state)")
                if asking.gzip {
                    // The gzip variant against the identity answer: its bytes compressed, its fields with the
                    // variant's ETag, the coding after them and its own length.
                    let identity = try send(uncachedPort, gzip: false)
                    #expect(Gunzip.decode(hit.body) == identity.body, "\(style) \(state)")
                    #expect(hit.field("Content-Length") == "\(hit.body.count)")
                    let etag = try #require(identity.field("ETag"))
                    func fields(_ exchange: RawExchange) -> [String] {
                        Self.stableFields(exchange).filter { !$0.hasPrefix("Content-Length:") }
                    }
                    let expected = fields(identity).flatMap {
                        $0 == "ETag: \(etag)"
                            ? ["ETag: \(ContentCoding.gzipETag(etag))", "Content-Encoding: gzip"] : [$0]
                    }
                    // (In another order: setting the ETag moves it after the handler's fields.)
                    #expect(fields(hit).sorted() == expected.sorted(), "\(style) \(state)")
                }
            }
        }
    }
}
