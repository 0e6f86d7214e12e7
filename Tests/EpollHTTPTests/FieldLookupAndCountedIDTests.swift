import Testing

@testable import EpollHTTP

/// Field lookups on bytes (any case, first of several, names that share a length) and the request ids a loop makes,
/// kept as a number and written as digits where they are sent.
@Suite("Field lookups on bytes and counted request ids")
struct FieldLookupAndCountedIDTests {
    /// A parsed-looking field list: several names of the same length as `X-Request-Id` (12) and `Accept` (6).
    static let fields: HTTPFields = HTTPFields([
        ("Host", "t"), ("Content-Type", "application/json"), ("ACCEPT", "text/css"), ("Origin", "https://a.example"),
        ("x-request-id", "first"), ("X-Request-Id", "second"), ("Accept-Encoding", "gzip"), ("X-Request-Ix", "near"),
    ])

    @Test(
        arguments: [
            // (name asked, first value, every value)
            ("x-request-id", "first", ["first", "second"]), ("X-REQUEST-ID", "first", ["first", "second"]),
            ("accept", "text/css", ["text/css"]), ("Accept-Encoding", "gzip", ["gzip"]),
            ("content-type", "application/json", ["application/json"]), ("X-Request-Ix", "near", ["near"]),
            ("X-Request-I", nil, []), ("X-Request-Idd", nil, []), ("Accept-Language", nil, []), ("", nil, []),
            ("Orígin", nil, []),
        ] as [(String, String?, [String])])
    func aLookupFindsTheFirstFieldOfThatNameInAnyCase(name: String, first: String?, all: [String]) {
        #expect(Self.fields[name] == first)
        #expect(Self.fields.values(for: name) == all)
        #expect(Self.fields.contains(name) == (first != nil))
        if let typed = HTTPField.Name(name) {
            #expect(Self.fields.withFirstValue(for: typed) { String(decoding: $0, as: UTF8.self) } == first)
        }
    }

    @Test func anEmptyListFindsNothing() {
        #expect(HTTPFields()["Accept"] == nil)
        #expect(HTTPFields().values(for: .accept).isEmpty)
    }

    @Test(arguments: [
        (UInt64(1), "000000ab-0-1"), (9_999, "000000ab-0-9999"), (10_000, "000000ab-0-10000"),
        (1_234_567_890_123, "000000ab-0-1234567890123"), (UInt64.max, "000000ab-0-18446744073709551615"),
    ])
    func aCountedIDIsWrittenAsItsPrefixAndDecimalNumber(number: UInt64, text: String) {
        let id = RequestIdentifier.counted(prefix: "000000ab-0-", number: number)
        #expect(id.text == text)
        #expect(headBytes(of: id) == Array(text.utf8))
        #expect(id.maximumWrittenCount >= text.utf8.count)
        #expect(RequestID.isValid(Array(id.text.utf8)))
    }

    /// A counted id's prefix is held in two words up to 16 bytes and in a string beyond: every length writes the
    /// same text, and ids differ when their prefix or number does.
    @Test(arguments: [0, 1, 7, 8, 9, 11, 15, 16, 17, 24, 40])
    func aCountedIDOfAnyPrefixLengthIsWrittenAsItsPrefixAndNumber(length: Int) {
        let prefix = String((0..<length).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
        let id = RequestIdentifier.counted(prefix: prefix, number: 4_096)
        #expect(id.text == prefix + "4096")
        #expect(headBytes(of: id) == Array((prefix + "4096").utf8))
        #expect(id == RequestIdentifier.counted(prefix: prefix, number: 4_096))
        #expect(id != RequestIdentifier.counted(prefix: prefix, number: 4_097))
        #expect(id != RequestIdentifier.counted(prefix: prefix + "z", number: 4_096))
        #expect(id != RequestIdentifier.given(prefix + "4096"))
    }

    @Test func aGivenIDIsWrittenAsItCame() {
        let id = RequestIdentifier.given("client-id-1")
        #expect(headBytes(of: id) == Array("client-id-1".utf8))
        #expect(id.text == "client-id-1")
    }

    /// The bytes `id` writes into a response head.
    private func headBytes(of id: RequestIdentifier) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: id.maximumWrittenCount) { buffer, count in
            guard let start = buffer.baseAddress else { return }
            var writer = HeadWriter(start)
            id.write(to: &writer)
            count = writer.written.count
        }
    }

    @Test func theRequestsIDReadsAndSetsThroughTheIdentifier() {
        var request = HTTPRequest(method: .get, target: "/")
        #expect(request.requestID == nil)
        request.identifier = .counted(prefix: "0000000f-3-", number: 42)
        #expect(request.requestID == "0000000f-3-42")
        request.requestID = "set-by-a-handler"
        #expect(request.identifier == .given("set-by-a-handler"))
    }

    @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17, 23])
    func aValueIsCheckedWordWiseAsByteWise(length: Int) {
        // Every byte value at every place of a value of this length: the word-wise check agrees with the byte-wise.
        for place in 0..<max(length, 1) {
            for byte in UInt8.min...UInt8.max {
                var value = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                if length > 0 { value[place] = byte }
                let wordWise = value.withUnsafeBufferPointer { HTTPFields.isValidValue(utf8: $0) }
                #expect(wordWise == HTTPFields.isValidValue(value), "byte \(byte) at \(place) of \(length)")
            }
        }
        #expect(Array("no-cache, \t\u{80}\u{FF} ok".utf8).withUnsafeBufferPointer { HTTPFields.isValidValue(utf8: $0) })
    }
}
