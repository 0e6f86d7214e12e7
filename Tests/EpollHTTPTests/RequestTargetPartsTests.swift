import Testing

@testable import EpollHTTP

/// A request keeps its target as offsets into its head and makes the target's strings only when they are read: the
/// strings must be what they were when the parser made all five for every request, for parsed requests and for
/// requests made in code, and setting one must change only that one, in that copy.
@Suite("Request target parts read from the head")
struct RequestTargetPartsTests {
    /// One target and what a request with it reads: target, path, raw path, raw query, authority of the target.
    struct Row: Sendable, CustomTestStringConvertible {
        let target: String
        let path: String
        let rawPath: String
        let rawQuery: String?
        let authority: String?
        var testDescription: String { target }
    }

    static let rows: [Row] = [
        Row(target: "/v1/resolve", path: "/v1/resolve", rawPath: "/v1/resolve", rawQuery: nil, authority: nil),
        Row(target: "/", path: "/", rawPath: "/", rawQuery: nil, authority: nil),
        Row(target: "/a%20b?x=1&y=2", path: "/a b", rawPath: "/a%20b", rawQuery: "x=1&y=2", authority: nil),
        Row(target: "/a%2Fb", path: "/a/b", rawPath: "/a%2Fb", rawQuery: nil, authority: nil),
        Row(target: "/q?", path: "/q", rawPath: "/q", rawQuery: "", authority: nil),
        Row(target: "/f?x=1#part", path: "/f", rawPath: "/f", rawQuery: "x=1", authority: nil),
        Row(target: "/f#part?x", path: "/f", rawPath: "/f", rawQuery: nil, authority: nil),
        Row(
            target: "http://Example.org:8080/a%2Fb?q=1", path: "/a/b", rawPath: "/a%2Fb", rawQuery: "q=1",
            authority: "Example.org:8080"),
        Row(target: "HTTPS://h.example", path: "/", rawPath: "/", rawQuery: nil, authority: "h.example"),
        Row(target: "http://h.example?hail=all", path: "/", rawPath: "/", rawQuery: "hail=all", authority: "h.example"),
        Row(target: "*", path: "*", rawPath: "*", rawQuery: nil, authority: nil),
    ]

    @Test(arguments: rows)
    func aParsedRequestReadsItsTargetParts(row: Row) {
        let method = row.target == "*" ? "OPTIONS" : "GET"
        var parser = HTTPRequestParser()
        guard
            case .request(let request, _, _) = parser.parse(
                Array("\(method) \(row.target) HTTP/1.1\r\nHost: h\r\n\r\n".utf8))
        else {
            Issue.record("expected a request")
            return
        }
        Self.expect(request, row)
    }

    @Test(arguments: rows)
    func aRequestMadeInCodeReadsItsTargetParts(row: Row) {
        Self.expect(HTTPRequest(method: .get, target: row.target), row)
    }

    /// A target in none of the forms (only code makes one) is its own path and raw path; one whose escapes do not
    /// decode keeps its raw path and has the target as its path.
    @Test(
        arguments: [
            ("nonsense", "nonsense", "nonsense"), ("*x", "*x", "*x"), ("http://u@h/p", "http://u@h/p", "http://u@h/p"),
            ("/bad%zz?q", "/bad%zz?q", "/bad%zz"),
        ])
    func aTargetOutsideTheFormsIsItsOwnPath(target: String, path: String, rawPath: String) {
        let request = HTTPRequest(method: .get, target: target)
        #expect(request.target == target)
        #expect(request.path == path)
        #expect(request.rawPath == rawPath)
    }

    /// Each setter changes its own part only, and only in the copy that was set.
    @Test func settingAPartChangesThatPartOfThatCopyOnly() {
        let original = HTTPRequest(method: .get, target: "http://h.example/a%20b?x=1")
        var changed = original
        changed.path = "/elsewhere"
        #expect(changed.path == "/elsewhere")
        #expect(changed.rawPath == "/a%20b")
        #expect(changed.target == "http://h.example/a%20b?x=1")
        changed.rawPath = "/raw"
        changed.target = "/t"
        changed.rawQuery = nil
        changed.targetAuthority = "other.example"
        changed.pathParameters = ["name": "sidebarCell"]
        #expect(changed.path == "/elsewhere")
        #expect(changed.rawPath == "/raw")
        #expect(changed.target == "/t")
        #expect(changed.rawQuery == nil)
        #expect(changed.queryItems.isEmpty)
        #expect(changed.targetAuthority == "other.example")
        #expect(changed.authority == "other.example")
        #expect(changed.pathParameters == ["name": "sidebarCell"])
        Self.expect(
            original,
            Row(
                target: "http://h.example/a%20b?x=1", path: "/a b", rawPath: "/a%20b", rawQuery: "x=1",
                authority: "h.example"))
        #expect(original.pathParameters.isEmpty)
        // Replacing the fields does not take the target with them: it is read from the head the request keeps.
        var refielded = original
        refielded.fields = HTTPFields([.host: "x"])
        #expect(refielded.target == original.target)
        #expect(refielded.path == "/a b")
    }

    /// The router's byte comparison of the raw path with a literal route, and its asterisk test, agree with the
    /// strings.
    @Test(
        arguments: [
            ("/v1/resolve", "/v1/resolve", true), ("/v1/resolve?x", "/v1/resolve", true),
            ("/v1/resolvex", "/v1/resolve", false), ("/v1/resolv", "/v1/resolve", false),
            ("http://h", "/", true), ("http://h/", "/", true), ("/", "/", true), ("nonsense", "nonsense", true),
            ("*", "/", false),
        ])
    func theRawPathComparesOnBytes(target: String, literal: String, equal: Bool) {
        var request = HTTPRequest(method: .get, target: target)
        #expect(request.rawPathEquals(Array(literal.utf8)) == equal)
        #expect((request.rawPath == literal) == equal)
        #expect(request.pathIsAsterisk == (target == "*"))
        request.rawPath = literal
        #expect(request.rawPathEquals(Array(literal.utf8)))
        request.path = "*"
        #expect(request.pathIsAsterisk)
    }

    private static func expect(_ request: HTTPRequest, _ row: Row) {
        #expect(request.target == row.target)
        #expect(request.path == row.path)
        #expect(request.rawPath == row.rawPath)
        #expect(request.rawQuery == row.rawQuery)
        #expect(request.targetAuthority == row.authority)
    }
}
