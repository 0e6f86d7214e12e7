import Testing

@testable import HTTPServer

/// A response head is written into one block sized beforehand: the bytes must be those of the field-by-field writer
/// it replaced, whatever the parts (request ids given and counted, a server name or none, streamed and empty bodies,
/// framing fields the server owns), and digits must be right at every length.
@Suite("Response heads written in one block")
struct HeadWritingTests {
    @Test(
        arguments: [
            (0, "0"), (7, "7"), (10, "10"), (99, "99"), (100, "100"), (2_710, "2710"), (65_535, "65535"),
            (99_999, "99999"), (1_000_000_000, "1000000000"), (1_000_000_007, "1000000007"),
            (9_999_999_999_999_999_999, "9999999999999999999"),
            (10_000_000_000_000_000_000, "10000000000000000000"), (UInt64.max, "18446744073709551615"),
        ] as [(UInt64, String)])
    func digitsAreWrittenInDecimal(value: UInt64, text: String) {
        let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: DecimalDigits.maximumCount) { block in
            guard let base = block.baseAddress else { return "" }
            return String(
                decoding: UnsafeBufferPointer(start: base, count: DecimalDigits.write(value, to: base)), as: UTF8.self)
        }
        #expect(written == text)
        #expect(written == String(value))
    }

    /// One response and the head it must make.
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let server: String?
        let response: HTTPResponse
        let keepAlive: Bool
        let version: HTTPVersion
        let requestID: RequestIdentifier?
        let head: String
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "a resolve answer with a counted id", server: "style-resolver",
            response: HTTPResponse(
                status: .ok,
                fields: [
                    "Content-Type": "application/json", "ETag": "\"abc\"", "Vary": "Accept-Encoding",
                    "X-Request-Id": "dropped", "Date": "dropped", "Server": "dropped",
                ], body: Array(repeating: 0x20, count: 2_710)),
            keepAlive: true, version: .http1_1, requestID: .counted(prefix: "0000beef-0-", number: 12_345),
            head: "HTTP/1.1 200 OK\r\nServer: style-resolver\r\nDate: D\r\nX-Request-Id: 0000beef-0-12345\r\n"
                + "Content-Type: application/json\r\nETag: \"abc\"\r\nVary: Accept-Encoding\r\nContent-Length: 2710\r\n\r\n"
        ),
        Row(
            name: "a given id, no server name, HTTP/1.0 kept alive", server: nil,
            response: HTTPResponse(status: .notFound, fields: ["Server": "mine", "X-Request-Id": "x"], body: [1]),
            keepAlive: true, version: .http1_0, requestID: .given("client-id-1"),
            head:
                "HTTP/1.1 404 Not Found\r\nDate: D\r\nX-Request-Id: client-id-1\r\nServer: mine\r\nContent-Length: 1\r\n"
                + "Connection: keep-alive\r\n\r\n"),
        Row(
            name: "a streamed body to HTTP/1.1, closing", server: "s",
            response: HTTPResponse(bodyStream: HTTPBodyStream { _ in nil }), keepAlive: false, version: .http1_1,
            requestID: nil,
            head: "HTTP/1.1 200 OK\r\nServer: s\r\nDate: D\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"),
        Row(
            name: "a streamed body to HTTP/1.0", server: "s",
            response: HTTPResponse(bodyStream: HTTPBodyStream { _ in nil }), keepAlive: false, version: .http1_0,
            requestID: nil, head: "HTTP/1.1 200 OK\r\nServer: s\r\nDate: D\r\nConnection: close\r\n\r\n"),
        Row(
            name: "a 304 with a long reason and no framing", server: "s",
            response: HTTPResponse(
                status: HTTPStatus(code: 304, reasonPhrase: String(repeating: "r", count: 300)),
                fields: ["Transfer-Encoding": "gzip", "ETag": "\"e\""]),
            keepAlive: true, version: .http1_1, requestID: nil,
            head: "HTTP/1.1 304 \(String(repeating: "r", count: 300))\r\nServer: s\r\nDate: D\r\nETag: \"e\"\r\n\r\n"),
    ]

    @Test(arguments: rows)
    func aHeadHasTheBytesOfItsParts(row: Row) {
        let serializer = ResponseSerializer(serverName: row.server)
        var queue = OutboundQueue()
        serializer.append(
            row.response, to: &queue, dateLine: Array("Date: D\r\n".utf8), omitBody: true, keepAlive: row.keepAlive,
            requestVersion: row.version, requestID: row.requestID)
        #expect(String(decoding: queue.take(upTo: Int.max), as: UTF8.self) == row.head)
    }
}
