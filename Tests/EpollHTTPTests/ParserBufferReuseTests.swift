import EpollHTTP
import Testing

/// The parser refills the last request's head, field and body buffers for the next request on a connection. A request
/// still held when the next one is parsed (a handler kept it) must keep its own bytes: the shared buffers are copied
/// on write, never overwritten.
@Suite("HTTPRequestParser buffer reuse")
struct ParserBufferReuseTests {
    /// One request of a pair: its bytes and what it must still read as after the other was parsed.
    struct Expected: Sendable, CustomTestStringConvertible {
        let text: String
        let target: String
        let host: String
        let contentType: String?
        let body: String
        var testDescription: String { "\(target) (\(body.utf8.count) body bytes)" }
    }

    static let pairs: [(Expected, Expected)] = [
        (
            Expected(
                text:
                    "POST /v1/resolve HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\nContent-Length: 7\r\n\r\n{\"a\":1}",
                target: "/v1/resolve", host: "bench", contentType: "application/json", body: "{\"a\":1}"),
            Expected(
                text:
                    "POST /x?q=2 HTTP/1.1\r\nHost: other.example\r\nContent-Type: text/plain\r\nContent-Length: 3\r\n\r\nxyz",
                target: "/x?q=2", host: "other.example", contentType: "text/plain", body: "xyz")
        ),
        (
            Expected(
                text: "GET /a HTTP/1.1\r\nHost: a\r\n\r\n", target: "/a", host: "a", contentType: nil, body: ""),
            Expected(
                text:
                    "POST /longer/path HTTP/1.1\r\nHost: bb\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n[]",
                target: "/longer/path", host: "bb", contentType: "application/json", body: "[]")
        ),
        (
            Expected(
                text: "POST /c HTTP/1.1\r\nHost: c\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\n",
                target: "/c",
                host: "c", contentType: nil, body: "abc"),
            Expected(
                text: "POST /d HTTP/1.1\r\nHost: d\r\nContent-Length: 4\r\n\r\nwxyz", target: "/d", host: "d",
                contentType: nil, body: "wxyz")
        ),
    ]

    private static func check(_ request: HTTPRequest, _ expected: Expected) {
        #expect(request.target == expected.target)
        #expect(request.fields[.host] == expected.host)
        #expect(request.fields[.contentType] == expected.contentType)
        #expect(request.body == Array(expected.body.utf8))
    }

    @Test("A request held across the next one keeps its bytes", arguments: pairs)
    func heldRequestKeepsItsBytes(first: Expected, second: Expected) throws {
        var parser = HTTPRequestParser()
        guard case .request(let held, _, _) = parser.parse(Array(first.text.utf8)) else {
            Issue.record("the first request did not parse")
            return
        }
        guard case .request(let next, _, _) = parser.parse(Array(second.text.utf8)) else {
            Issue.record("the second request did not parse")
            return
        }
        Self.check(held, first)
        Self.check(next, second)
    }

    @Test("Requests dropped before the next one read as their own bytes", arguments: pairs)
    func droppedRequestsReuseBuffers(first: Expected, second: Expected) throws {
        var parser = HTTPRequestParser()
        for expected in [first, second, first, second] {
            guard case .request(let request, _, _) = parser.parse(Array(expected.text.utf8)) else {
                Issue.record("\(expected.target) did not parse")
                return
            }
            Self.check(request, expected)
        }
    }
}
