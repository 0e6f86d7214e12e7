import EpollHTTP
import Testing

@Suite("HTTPRequestParser")
struct ParserTests {
    // MARK: - Accepted requests

    @Test func simpleGetWithFieldsPathAndQuery() throws {
        var parser = HTTPRequestParser()
        let bytes = "GET /v1/styles/a%20b?x=1&y=%C3%A9+z HTTP/1.1\r\nHost: example.com\r\nX-Thing:  value \t\r\n\r\n"
            .bytes
        guard case .request(let request, let keepAlive, let consumed) = parser.parse(bytes) else {
            Issue.record("expected a request")
            return
        }
        #expect(consumed == bytes.count)
        #expect(keepAlive)
        #expect(request.method == .get)
        #expect(request.version == .http1_1)
        #expect(request.target == "/v1/styles/a%20b?x=1&y=%C3%A9+z")
        #expect(request.path == "/v1/styles/a b")
        #expect(request.rawPath == "/v1/styles/a%20b")
        #expect(request.rawQuery == "x=1&y=%C3%A9+z")
        #expect(request.queryItems.map(\.name) == ["x", "y"])
        #expect(request.queryValue("y") == "é z")
        #expect(request.fields["x-thing"] == "value")
        #expect(request.fields["HOST"] == "example.com")
        #expect(request.authority == "example.com")
        #expect(request.body.isEmpty)
    }

    @Test func keepAliveDefaultsAndConnectionOptions() {
        func keepAlive(_ text: String) -> Bool? {
            if case .request(_, _, _, _, let keepAlive)? = parseEvents(text.bytes).first { return keepAlive }
            return nil
        }
        #expect(keepAlive("GET / HTTP/1.1\r\nHost: a\r\n\r\n") == true)
        #expect(keepAlive("GET / HTTP/1.0\r\n\r\n") == false)
        #expect(keepAlive("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n") == true)
        #expect(keepAlive("GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n") == false)
        #expect(keepAlive("GET / HTTP/1.1\r\nHost: a\r\nConnection: token, CLOSE\r\n\r\n") == false)
        #expect(keepAlive("GET / HTTP/1.0\r\nConnection: keep-alive, close\r\n\r\n") == false)
    }

    @Test func contentLengthBody() {
        let result = parseEverySplit("POST /p HTTP/1.1\r\nHost: a\r\nContent-Length: 005\r\n\r\nhelloGET".bytes)
        #expect(result.consistent)
        #expect(
            result.events == [.request(method: "POST", target: "/p", path: "/p", body: "hello".bytes, keepAlive: true)])
    }

    @Test func chunkedBodyWithExtensionsAndTrailers() {
        let text =
            "POST /c HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "5;name=value;flag\r\nhello\r\n6;q=\"a \\\"quoted\\\" ; value\"\r\n world\r\n0\r\nTrailer-One: x\r\nT2: y\r\n\r\n"
        let result = parseEverySplit(text.bytes)
        #expect(result.consistent)
        #expect(
            result.events == [
                .request(method: "POST", target: "/c", path: "/c", body: "hello world".bytes, keepAlive: true)
            ])
    }

    @Test func uppercaseHexAndLeadingZerosInChunkSize() {
        let text = "PUT /u HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n00A\r\n0123456789\r\n000\r\n\r\n"
        let result = parseEverySplit(text.bytes)
        #expect(result.consistent)
        #expect(
            result.events == [
                .request(method: "PUT", target: "/u", path: "/u", body: "0123456789".bytes, keepAlive: true)
            ])
    }

    @Test func expectContinueIsReportedBeforeTheBody() {
        let text = "POST /e HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\nabc"
        let result = parseEverySplit(text.bytes)
        #expect(result.consistent)
        #expect(
            result.events == [
                .continueExpected,
                .request(method: "POST", target: "/e", path: "/e", body: "abc".bytes, keepAlive: true),
            ])
        // Without a body there is nothing to wait for, and HTTP/1.0 ignores the expectation.
        #expect(
            parseEvents("GET / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\n\r\n".bytes).first?.isFailure == false)
        #expect(
            parseEvents("POST / HTTP/1.0\r\nExpect: 100-continue\r\nContent-Length: 1\r\n\r\nx".bytes)
                == [.request(method: "POST", target: "/", path: "/", body: "x".bytes, keepAlive: false)])
    }

    @Test func absoluteFormTargets() {
        var parser = HTTPRequestParser()
        guard
            case .request(let request, _, _) = parser.parse(
                "GET http://Example.org:8080/a%2Fb?q=1 HTTP/1.1\r\nHost: ignored\r\n\r\n".bytes)
        else {
            Issue.record("expected a request")
            return
        }
        #expect(request.authority == "Example.org:8080")
        #expect(request.path == "/a/b")
        #expect(request.rawPath == "/a%2Fb")
        #expect(request.rawQuery == "q=1")
        var second = HTTPRequestParser()
        guard
            case .request(let bare, _, _) = second.parse(
                "GET http://hypnotoad.org?hail=all HTTP/1.1\r\nHost: h\r\n\r\n".bytes)
        else {
            Issue.record("expected a request")
            return
        }
        #expect(bare.path == "/")
        #expect(bare.rawQuery == "hail=all")
    }

    @Test func asteriskFormOnlyForOptions() {
        #expect(
            parseEvents("OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n".bytes) == [
                .request(method: "OPTIONS", target: "*", path: "*", body: [], keepAlive: true)
            ])
        #expect(
            parseEvents("GET * HTTP/1.1\r\nHost: a\r\n\r\n".bytes) == [
                .failure(.badRequest("asterisk-form is only for OPTIONS"))
            ])
    }

    @Test func pipelinedRequestsInOneBufferAndLeadingEmptyLines() {
        let text =
            "\r\n\r\nGET /1 HTTP/1.1\r\nHost: a\r\n\r\nPOST /2 HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\nok\r\nHEAD /3 HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n"
        let result = parseEverySplit(text.bytes)
        #expect(result.consistent)
        #expect(
            result.events == [
                .request(method: "GET", target: "/1", path: "/1", body: [], keepAlive: true),
                .request(method: "POST", target: "/2", path: "/2", body: "ok".bytes, keepAlive: true),
                .request(method: "HEAD", target: "/3", path: "/3", body: [], keepAlive: false),
            ])
    }

    @Test func obsTextInValuesIsAccepted() {
        let bytes = "GET / HTTP/1.1\r\nHost: a\r\nTest: D".bytes + [0xC3, 0xBC] + "sseldorf\r\n\r\n".bytes
        var parser = HTTPRequestParser()
        guard case .request(let request, _, _) = parser.parse(bytes) else {
            Issue.record("expected a request")
            return
        }
        #expect(request.fields["test"] == "Düsseldorf")
    }

    @Test func contentLengthListOfOneRepeatedNumberIsThatLength() {
        var parser = HTTPRequestParser()
        let bytes = "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3 ,\t3\r\nContent-Length: 3\r\n\r\nabcGET".bytes
        guard case .request(let request, _, let consumed) = parser.parse(bytes) else {
            Issue.record("expected a request")
            return
        }
        #expect(request.body == Array("abc".utf8))
        #expect(consumed == bytes.count - 3)
    }

    // MARK: - Rejections (each answered with the status in the table, then the connection closes)

    static let rejections: [(String, HTTPStatus)] = [
        // Smuggling vectors.
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1, 2\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1,\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: +1\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1 2\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 0x10\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length:\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1000000000000000000000\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked, gzip\r\n\r\n", .badRequest),
        (
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: identity\r\n\r\n",
            .badRequest
        ),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked, chunked\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunkedx\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", .notImplemented),
        ("POST / HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a\r\nX: a\r\n b\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\n Host: a\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost : a\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost\t: a\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a\r\nX: a\rb\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a\r\nX: a\nY: b\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\nHost: a\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a\r\nX: a\u{0}b\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a\r\nX: a\u{7F}b\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a\r\nX: \u{0C}\r\n\r\n", .badRequest),
        ("GET /a\u{1}b HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET /a\rb HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET /a b HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET  / HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1 \r\nHost: a\r\n\r\n", .badRequest),
        ("GET / http/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET / HTTP/1.10\r\nHost: a\r\n\r\n", .badRequest),
        ("GET /\r\n\r\n", .badRequest),
        ("G@T / HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nFo@: x\r\nHost: a\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\n: x\r\nHost: a\r\n\r\n", .badRequest),
        ("\nGET / HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("\rGET / HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        // Invalid chunked framing.
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nz\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\na \r\n0123456789\r\n0\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n2;\r\naa\r\n0\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n2;a=\"b\r\naa\r\n0\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nfoo\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nABCDE0\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\r;x\r\n", .badRequest),
        // A chunk size beyond the body limit is 413 as soon as its digits pass the limit.
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n1000000000000000\r\n", .contentTooLarge),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0\r\nBad Trailer: x\r\n\r\n", .badRequest),
        // Host rules, versions, methods, targets, expectations.
        ("GET / HTTP/1.1\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: a b\r\n\r\n", .badRequest),
        ("GET / HTTP/1.1\r\nHost: user@a\r\n\r\n", .badRequest),
        ("GET / HTTP/2.0\r\nHost: a\r\n\r\n", .httpVersionNotSupported),
        ("GET / HTTP/0.9\r\nHost: a\r\n\r\n", .httpVersionNotSupported),
        ("GET / HTTP/5.6\r\n\r\n", .httpVersionNotSupported),
        ("ANNOUNCE / HTTP/1.1\r\nHost: a\r\n\r\n", .notImplemented),
        ("CONNECT a.example:443 HTTP/1.1\r\nHost: a.example:443\r\n\r\n", .notImplemented),
        ("get / HTTP/1.1\r\nHost: a\r\n\r\n", .notImplemented),
        ("GET example.org/ HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET http://user:pw@example.org/ HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET ftp://example.org/ HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET /a%zz HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("GET /a%C3 HTTP/1.1\r\nHost: a\r\n\r\n", .badRequest),
        ("POST / HTTP/1.1\r\nHost: a\r\nExpect: 200-ok\r\nContent-Length: 1\r\n\r\nx", .expectationFailed),
    ]

    @Test(arguments: Self.rejections)
    func rejectedWithStatusWhateverTheSplit(_ text: String, _ status: HTTPStatus) {
        let result = parseEverySplit(text.bytes)
        #expect(result.consistent, "splits disagree: \(result.events)")
        guard case .failure(let error)? = result.events.last else {
            Issue.record("expected a failure for \(text.debugDescription), got \(result.events)")
            return
        }
        #expect(error.status == status, "\(text.debugDescription): \(error)")
        #expect(result.events.count == 1)
    }

    @Test func failedParserStaysFailed() {
        var parser = HTTPRequestParser()
        guard case .failure(let error) = parser.parse("BAD\r\n\r\n".bytes) else {
            Issue.record("expected failure")
            return
        }
        guard case .failure(let again) = parser.parse("GET / HTTP/1.1\r\nHost: a\r\n\r\n".bytes) else {
            Issue.record("expected the same failure")
            return
        }
        #expect(error == again)
    }

    // MARK: - Limits

    static let limits = HTTPParserLimits(
        maxRequestLineLength: 64, maxHeaderBytes: 256, maxHeaderCount: 5, maxBodyBytes: 100, maxChunkLineLength: 32)

    @Test func requestLineLimitIs414() {
        let atLimit = "GET /" + String(repeating: "a", count: 64 - 14) + " HTTP/1.1"
        #expect(atLimit.utf8.count == 64)
        let ok = parseEverySplit((atLimit + "\r\nHost: a\r\n\r\n").bytes, limits: Self.limits)
        #expect(ok.consistent)
        #expect(ok.events.first?.isFailure == false)
        let tooLong = "GET /" + String(repeating: "a", count: 64 - 13) + " HTTP/1.1\r\nHost: a\r\n\r\n"
        let rejected = parseEverySplit(tooLong.bytes, limits: Self.limits)
        #expect(rejected.consistent)
        #expect(rejected.events == [.failure(.requestLineTooLong)])
        // A line that never ends is cut off at the limit, not buffered forever.
        #expect(
            parseEvents(Array(repeating: UInt8(ascii: "a"), count: 200), chunkSize: 1, limits: Self.limits) == [
                .failure(.requestLineTooLong)
            ])
    }

    @Test func headerBlockSizeAndCountLimitsAre431() {
        let big = "GET / HTTP/1.1\r\nHost: a\r\nX-Big: " + String(repeating: "v", count: 300) + "\r\n\r\n"
        let size = parseEverySplit(big.bytes, limits: Self.limits)
        #expect(size.consistent)
        #expect(size.events == [.failure(.headersTooLarge)])
        var many = "GET / HTTP/1.1\r\nHost: a\r\n"
        for index in 0..<5 { many += "X-\(index): v\r\n" }
        let count = parseEverySplit((many + "\r\n").bytes, limits: Self.limits)
        #expect(count.consistent)
        #expect(count.events == [.failure(.headersTooLarge)])
        var five = "GET / HTTP/1.1\r\nHost: a\r\n"
        for index in 0..<4 { five += "X-\(index): v\r\n" }
        #expect(parseEvents((five + "\r\n").bytes, limits: Self.limits).first?.isFailure == false)
    }

    @Test func bodyLimitIs413ForContentLengthAndChunked() {
        let declared = parseEverySplit(
            "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 101\r\n\r\n".bytes, limits: Self.limits)
        #expect(declared.events == [.failure(.contentTooLarge)])
        let exact = parseEvents(
            ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 100\r\n\r\n" + String(repeating: "b", count: 100)).bytes,
            limits: Self.limits)
        #expect(exact.count == 1 && exact.first?.isFailure == false)
        let chunks =
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n32\r\n" + String(repeating: "c", count: 50)
            + "\r\n33\r\n" + String(repeating: "c", count: 51) + "\r\n0\r\n\r\n"
        let chunked = parseEverySplit(chunks.bytes, limits: Self.limits)
        #expect(chunked.consistent)
        #expect(chunked.events == [.failure(.contentTooLarge)])
    }

    @Test func chunkSizeOverflowIs400EvenWithoutABodyLimit() {
        let unlimited = HTTPParserLimits(maxBodyBytes: Int.max)
        let text = "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n1000000000000000\r\n"
        let result = parseEverySplit(text.bytes, limits: unlimited)
        #expect(result.consistent)
        #expect(result.events == [.failure(.badRequest("chunk size overflow"))])
    }

    @Test func chunkLineAndTrailerLimits() {
        let longExtension =
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n1;" + String(repeating: "e", count: 40)
            + "\r\nx\r\n0\r\n\r\n"
        let result = parseEverySplit(longExtension.bytes, limits: Self.limits)
        #expect(result.consistent)
        #expect(result.events.last?.isFailure == true)
        var trailers = "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n"
        for index in 0..<6 { trailers += "T\(index): v\r\n" }
        #expect(parseEvents((trailers + "\r\n").bytes, limits: Self.limits) == [.failure(.headersTooLarge)])
    }

    // MARK: - Split independence on a mixed corpus

    @Test func everySplitGivesTheSameResult() {
        let corpus = [
            "GET / HTTP/1.1\r\nHost: a\r\n\r\nGET /b HTTP/1.1\r\nHost: a\r\n\r\n",
            "POST /x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\nGET / HTTP/1.0\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: a\r\n\r\nGARBAGE\r\n\r\n",
            "\r\n\r\nOPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\n\r\nabcdGET / HTTP/1.1\r\nHost: a\r\nX: \u{1}\r\n\r\n",
        ]
        for text in corpus {
            let bytes = text.bytes
            let whole = parseEvents(bytes)
            for size in 1...bytes.count {
                #expect(parseEvents(bytes, chunkSize: size) == whole, "chunk size \(size) for \(text.debugDescription)")
            }
        }
    }
}
