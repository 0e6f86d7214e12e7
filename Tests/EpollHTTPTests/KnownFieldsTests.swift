import Testing

@testable import EpollHTTP

/// A field list keeps one bit per known name it holds, so a lookup of an absent known field ends at once: the bits
/// must follow the fields through parsing, appending, removing and replacing, and a typed lookup must always agree
/// with a pass over the fields by name.
@Suite("Known field bits")
struct KnownFieldsTests {
    /// The typed names whose lookups the bits answer, and a name that is not one of them.
    static let names: [HTTPField.Name] = [
        .accept, .acceptEncoding, .authorization, .connection, .contentType, .eTag, .host, .ifNoneMatch, .origin,
        .vary, .xRequestID, .contentEncoding, .cacheControl,
    ]

    @Test(
        arguments: [
            ("host", KnownFields.host), ("HOST", KnownFields.host), ("Vary", KnownFields.vary),
            ("etag", KnownFields.eTag), ("Accept", KnownFields.accept), ("origin", KnownFields.origin),
            ("Expect", KnownFields.expect), ("Connection", KnownFields.connection),
            ("content-type", KnownFields.contentType), ("X-Request-ID", KnownFields.xRequestID),
            ("Authorization", KnownFields.authorization), ("If-None-Match", KnownFields.ifNoneMatch),
            ("Content-Length", KnownFields.contentLength), ("Accept-Encoding", KnownFields.acceptEncoding),
            ("Transfer-Encoding", KnownFields.transferEncoding), ("Content-Encoding", KnownFields.contentEncoding),
            ("Hosts", 0), ("hos", 0), ("X-Request-Ix", 0),
            ("Accept-Language", 0), ("Cache-Control", 0), ("", 0),
        ] as [(String, UInt16)])
    func aNameHasTheBitOfItsKnownField(name: String, bit: UInt16) {
        #expect(KnownFields.bit(of: name) == bit)
        if let typed = HTTPField.Name(name) { #expect(typed.knownBit == bit) }
    }

    /// The parser's first try at a field line: a known name followed by its colon, in any case, gives its bit and
    /// length; anything else (another name, no colon, a byte that only looks like a letter or `-` when 0x20 is set)
    /// gives none, so the line is checked byte by byte.
    @Test(
        arguments: [
            ("Host: a", KnownFields.host, 4), ("host:a", KnownFields.host, 4), ("HOST:", KnownFields.host, 4),
            ("Content-Type: application/json", KnownFields.contentType, 12),
            ("content-length: 279", KnownFields.contentLength, 14), ("CONNECTION: close", KnownFields.connection, 10),
            ("Accept-Encoding: gzip", KnownFields.acceptEncoding, 15),
            ("Accept: */*", KnownFields.accept, 6), ("x-request-id: 7", KnownFields.xRequestID, 12),
            ("Transfer-Encoding: chunked", KnownFields.transferEncoding, 17), ("ETag: \"1\"", KnownFields.eTag, 4),
            ("If-None-Match: *", KnownFields.ifNoneMatch, 13), ("Vary: x", KnownFields.vary, 4),
            ("content-encoding: gzip", KnownFields.contentEncoding, 16),
            ("Host : a", 0, 0), ("Host", 0, 0), ("Hosts: a", 0, 0), ("Content-Typ: x", 0, 0),
            ("Content\rType: x", 0, 0), ("Content\u{0D}Length: 1", 0, 0), ("Hos\u{14}: a", 0, 0),
            ("X-Request-Id2: 1", 0, 0), ("Cache-Control: no", 0, 0), ("", 0, 0), (":", 0, 0),
        ] as [(String, UInt16, Int)])
    func aLineStartingWithAKnownNameAndColonGivesItsBit(line: String, bit: UInt16, length: Int) {
        let bytes = Array(line.utf8)
        let found = bytes.withUnsafeBytes { raw -> (bit: UInt16, length: Int) in
            guard let base = raw.baseAddress else { return (0, 0) }
            return KnownFields.prefix(of: base, available: raw.count)
        }
        #expect(found.bit == bit)
        #expect(found.length == length)
    }

    /// Every constant that names a known field carries its bit.
    @Test(arguments: names)
    func aConstantCarriesTheBitOfItsName(name: HTTPField.Name) {
        #expect(name.knownBit == KnownFields.bit(of: name.rawName))
    }

    /// Parsed heads with and without each field: a typed lookup finds what the pass by name finds.
    @Test(
        arguments: [
            "Host: h\r\n",
            "Host: h\r\nAccept: text/css\r\nORIGIN: https://a.example\r\nx-request-id: abc\r\n",
            "Host: h\r\nContent-Type: application/json\r\nContent-Length: 2\r\nIf-None-Match: \"e\"\r\n",
            "host: h\r\nAccept-Encoding: gzip\r\nAuthorization: Bearer t\r\nVary: x\r\nETag: \"1\"\r\nCache-Control: no\r\n",
        ])
    func aParsedHeadAnswersTypedLookupsAsAPassByName(fields: String) {
        var parser = HTTPRequestParser()
        let body = fields.contains("Content-Length") ? "{}" : ""
        guard
            case .request(let request, _, _) = parser.parse(Array("POST / HTTP/1.1\r\n\(fields)\r\n\(body)".utf8))
        else {
            Issue.record("expected a request")
            return
        }
        Self.expectAgreement(request.fields)
    }

    /// Appending, removing and replacing keep the bits: after each step a typed lookup agrees with the pass by name.
    @Test func theBitsFollowEveryChange() {
        var fields = HTTPFields()
        Self.expectAgreement(fields)
        fields.append(name: .vary, value: "Origin")
        fields.append(name: "accept", value: "a")
        fields.append(name: .vary, value: "Accept-Encoding")
        Self.expectAgreement(fields)
        #expect(fields.values(for: .vary) == ["Origin", "Accept-Encoding"])
        fields.removeAll(named: "VARY")
        Self.expectAgreement(fields)
        #expect(fields[.vary] == nil)
        #expect(!fields.contains(.vary))
        fields[.origin] = "https://b.example"
        fields[.accept] = nil
        Self.expectAgreement(fields)
        #expect(fields[.origin] == "https://b.example")
        #expect(fields[.accept] == nil)
        // A value that breaks the rules is dropped, and so is its bit.
        let appended = fields.append(name: .eTag, value: "bad\r\nvalue")
        #expect(!appended)
        #expect(!fields.contains(.eTag))
        let literal: HTTPFields = ["Content-Type": "text/css", "X-Request-Id": "r"]
        Self.expectAgreement(literal)
        #expect(literal.withFirstValue(for: .xRequestID) { $0.count } == 1)
    }

    private static func expectAgreement(_ fields: HTTPFields, sourceLocation: SourceLocation = #_sourceLocation) {
        for name in names {
            #expect(fields[name] == fields[name.rawName], sourceLocation: sourceLocation)
            #expect(fields.contains(name) == fields.contains(name.rawName), sourceLocation: sourceLocation)
            #expect(fields.values(for: name) == fields.values(for: name.rawName), sourceLocation: sourceLocation)
        }
    }
}
