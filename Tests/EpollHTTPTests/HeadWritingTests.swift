import Testing

@testable import EpollHTTP

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
        Row(
            name: "a cached answer to HTTP/1.0 kept alive, a counted id", server: "style-resolver",
            response: HTTPResponse(
                status: .ok, fields: ["Content-Type": "text/css", "ETag": "\"c\"", "Vary": "Accept"],
                body: Array(repeating: 0x20, count: 279)),
            keepAlive: true, version: .http1_0, requestID: .counted(prefix: "0-", number: 9),
            head:
                "HTTP/1.1 200 OK\r\nServer: style-resolver\r\nDate: D\r\nX-Request-Id: 0-9\r\nContent-Type: text/css\r\n"
                + "ETag: \"c\"\r\nVary: Accept\r\nContent-Length: 279\r\nConnection: keep-alive\r\n\r\n"),
        Row(
            name: "a 204 without fields, closing, no server name", server: nil,
            response: HTTPResponse(status: .noContent), keepAlive: false, version: .http1_1, requestID: nil,
            head: "HTTP/1.1 204 No Content\r\nDate: D\r\nConnection: close\r\n\r\n"),
        Row(
            name: "an empty body, a given id", server: "s",
            response: HTTPResponse(status: .notFound, fields: ["X-Custom": "1"]), keepAlive: true,
            version: .http1_1, requestID: .given("g"),
            head: "HTTP/1.1 404 Not Found\r\nServer: s\r\nDate: D\r\nX-Request-Id: g\r\nX-Custom: 1\r\n"
                + "Content-Length: 0\r\n\r\n"),
    ]

    /// The head `serializer` writes for `response` with a row's parts.
    static func head(of response: HTTPResponse, as row: Row) -> String {
        let serializer = ResponseSerializer(serverName: row.server)
        var queue = OutboundQueue()
        serializer.append(
            response, to: &queue, dateLine: Array("Date: D\r\n".utf8), omitBody: true, keepAlive: row.keepAlive,
            requestVersion: row.version, requestID: row.requestID)
        return String(decoding: queue.take(upTo: Int.max), as: UTF8.self)
    }

    /// A prepared head is the same bytes: copied in blocks when the response has no field the server writes itself
    /// and no streamed body, written as before otherwise.
    @Test(arguments: rows)
    func aPreparedHeadHasTheSameBytes(row: Row) {
        var response = row.response
        response.prepareHead()
        let servedFields = ["content-length", "transfer-encoding", "connection", "date", "server", "x-request-id"]
        let prepares =
            response.bodyStream == nil
            && !response.fields.contains(where: { servedFields.contains($0.name.lowercased()) })
        #expect((response.preparedHead != nil) == prepares)
        #expect(Self.head(of: response, as: row) == row.head)
        // A copy shares the prepared lines and sends the same head.
        let copy = response
        #expect(Self.head(of: copy, as: row) == row.head)
    }

    /// One change to a prepared response, and what its head must then be.
    struct Change: Sendable, CustomTestStringConvertible {
        let name: String
        let change: @Sendable (inout HTTPResponse) -> Void
        let head: String
        var testDescription: String { name }
    }

    static let changes: [Change] = [
        Change(
            name: "a field appended", change: { $0.fields.append(name: "X-More", value: "1") },
            head: "HTTP/1.1 200 OK\r\nDate: D\r\nETag: \"e\"\r\nX-More: 1\r\nContent-Length: 3\r\n\r\n"),
        Change(
            name: "a field replaced by one of the same length", change: { $0.fields["ETag"] = "\"f\"" },
            head: "HTTP/1.1 200 OK\r\nDate: D\r\nETag: \"f\"\r\nContent-Length: 3\r\n\r\n"),
        Change(
            name: "the fields assigned", change: { $0.fields = ["Vary": "A"] },
            head: "HTTP/1.1 200 OK\r\nDate: D\r\nVary: A\r\nContent-Length: 3\r\n\r\n"),
        Change(
            name: "the status changed", change: { $0.status = .notFound },
            head: "HTTP/1.1 404 Not Found\r\nDate: D\r\nETag: \"e\"\r\nContent-Length: 3\r\n\r\n"),
        Change(
            name: "a longer body", change: { $0.body = Array(repeating: 0x20, count: 12) },
            head: "HTTP/1.1 200 OK\r\nDate: D\r\nETag: \"e\"\r\nContent-Length: 12\r\n\r\n"),
        Change(
            name: "a streamed body", change: { $0.bodyStream = HTTPBodyStream { _ in nil } },
            head: "HTTP/1.1 200 OK\r\nDate: D\r\nETag: \"e\"\r\nTransfer-Encoding: chunked\r\n\r\n"),
        Change(
            name: "a field the server writes added", change: { $0.fields.append(name: "Connection", value: "x") },
            head: "HTTP/1.1 200 OK\r\nDate: D\r\nETag: \"e\"\r\nContent-Length: 3\r\n\r\n"),
    ]

    /// Whatever changes after a head is prepared is sent: a changed status or fields drop the prepared lines, and a
    /// body of another length or a stream is not framed by them.
    @Test(arguments: changes)
    func aChangedResponseIsNotSentWithItsOldHead(change: Change) {
        var response = HTTPResponse(status: .ok, fields: ["ETag": "\"e\""], body: [1, 2, 3])
        response.prepareHead()
        #expect(response.preparedHead != nil)
        change.change(&response)
        let row = Row(
            name: change.name, server: nil, response: response, keepAlive: true, version: .http1_1, requestID: nil,
            head: change.head)
        #expect(Self.head(of: response, as: row) == change.head)
    }

    @Test(arguments: rows)
    func aHeadHasTheBytesOfItsParts(row: Row) {
        #expect(Self.head(of: row.response, as: row) == row.head)
    }

    /// The configuration's common fields follow `Server` on every head, prepared or not; without a server name a
    /// response's own `Server` is still sent beside them.
    @Test(arguments: [("s", "Server: s\r\n"), (nil, "")] as [(String?, String)])
    func commonFieldsFollowTheServerLine(server: String?, serverLine: String) {
        let serializer = ResponseSerializer(
            serverName: server, commonFields: HTTPFields([.xContentTypeOptions: "nosniff", .vary: "Origin"]))
        var response = HTTPResponse(status: .ok, fields: ["Server": "mine", "ETag": "\"e\""], body: [1, 2])
        for prepared in [false, true] {
            if prepared { response.prepareHead() }
            var queue = OutboundQueue()
            serializer.append(
                response, to: &queue, dateLine: Array("Date: D\r\n".utf8), omitBody: true, keepAlive: true,
                requestVersion: .http1_1, requestID: .given("g"))
            let ownServer = server == nil ? "Server: mine\r\n" : ""
            #expect(
                String(decoding: queue.take(upTo: Int.max), as: UTF8.self)
                    == "HTTP/1.1 200 OK\r\n\(serverLine)X-Content-Type-Options: nosniff\r\nVary: Origin\r\nDate: D\r\n"
                    + "X-Request-Id: g\r\n\(ownServer)ETag: \"e\"\r\nContent-Length: 2\r\n\r\n")
        }
    }
}
