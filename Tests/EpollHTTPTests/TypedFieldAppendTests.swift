import Testing

@testable import EpollHTTP

/// A typed name is checked and classified once, where it is made, so appending under it checks only the value: the
/// result must be the field list that appending the same name as a string gives, bits included.
@Suite("Appending under a typed name")
struct TypedFieldAppendTests {
    static let cases: [(HTTPField.Name, String, Bool)] = [
        (.contentType, "application/json", true), (.eTag, "\"3f2a9c\"", true), (.cacheControl, "no-cache", true),
        (.vary, "Accept, Accept-Encoding", true), (.xRequestID, "abc-123", true), (.allow, "GET, HEAD", true),
        (.contentType, "text/css; charset=utf-8\ttabbed", true), (.origin, "", true),
        (.eTag, "split\r\nX-Evil: 1", false), (.vary, "nul\u{0}", false), (.location, "line\nfeed", false),
        (.contentType, "del\u{7F}", false),
    ]

    @Test(arguments: cases)
    func aTypedAppendEqualsTheAppendByString(name: HTTPField.Name, value: String, kept: Bool) {
        var typed = HTTPFields([.host: "h"])
        var byString = HTTPFields([("Host", "h")])
        #expect(typed.append(name: name, value: value) == kept)
        #expect(byString.append(name: name.rawName, value: value) == kept)
        #expect(typed == byString)
        #expect(typed.known == byString.known)
        #expect(typed.entries.map(\.known) == byString.entries.map(\.known))
        #expect(typed[name] == (kept ? value : nil))
        #expect(typed.count == (kept ? 2 : 1))
    }

    /// The literal form of typed fields builds the same list as the one of string pairs.
    @Test func typedPairsEqualStringPairs() {
        let typed = HTTPFields([
            .contentType: "application/json", .eTag: "\"e\"", .cacheControl: "no-cache", .vary: "Accept",
            .location: "bad\r\n",
        ])
        let byString = HTTPFields([
            ("Content-Type", "application/json"), ("ETag", "\"e\""), ("Cache-Control", "no-cache"), ("Vary", "Accept"),
            ("Location", "bad\r\n"),
        ])
        #expect(typed == byString)
        #expect(typed.known == byString.known)
        #expect(typed.count == 4)
        #expect(typed[.eTag] == "\"e\"")
        #expect(typed[.location] == nil)
    }
}
