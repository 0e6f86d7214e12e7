import StrictJSON
import Testing

@Suite("JSONReader limits")
struct JSONLimitsTests {
    static func nestedArrays(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    static func nestedObjects(_ depth: Int) -> String {
        String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
    }

    @Test func depthExactlyAtTheDefaultLimitPassesAndOneMoreFails() throws {
        #expect(JSONReader.Limits.default.maximumDepth == 64)
        _ = try parse(Self.nestedArrays(64))
        expectRejected(Self.nestedArrays(65), .depthLimitExceeded, offset: 64, message: "nesting deeper than 64 levels")
        _ = try parse(Self.nestedObjects(64))
        expectRejected(Self.nestedObjects(65), .depthLimitExceeded, offset: 5 * 64)
    }

    @Test func depthCountsMixedContainers() throws {
        let limits = JSONReader.Limits(maximumDepth: 3)
        _ = try parse(#"[{"a":[1]}, {"b":[]}]"#, limits: limits)
        expectRejected(#"[{"a":[[1]]}]"#, .depthLimitExceeded, offset: 7, limits: limits)
        _ = try parse("1", limits: .init(maximumDepth: 0))
        expectRejected("[]", .depthLimitExceeded, offset: 0, limits: .init(maximumDepth: 0))
    }

    @Test func depthIsCappedAtTheSupportedMaximum() throws {
        let limits = JSONReader.Limits(maximumDepth: 1_000_000)
        let supported = JSONReader.Limits.maximumSupportedDepth
        _ = try parse(Self.nestedArrays(supported), limits: limits)
        expectRejected(
            Self.nestedArrays(supported + 1), .depthLimitExceeded, offset: supported,
            message: "nesting deeper than \(supported) levels", limits: limits)
        // Far deeper than any stack could take: rejected, not a crash.
        expectRejected(Self.nestedArrays(200_000), .depthLimitExceeded, offset: 64)
    }

    @Test func inputSize() throws {
        let limits = JSONReader.Limits(maximumInputBytes: 10)
        _ = try parse("[1,2,3,45]", limits: limits)
        expectRejected(
            "[1,2,3,456]", .inputTooLarge, offset: 0,
            message: "input of 11 bytes is larger than the limit of 10 bytes", limits: limits)
        // The non-contiguous path (a lazy map has no contiguous storage) enforces the limit too.
        let reader = JSONReader(limits: limits)
        #expect(try reader.parse("[1,2,3,45]".utf8.lazy.map { $0 }) == [1, 2, 3, 45])
        #expect(
            throws: JSONParseError(
                kind: .inputTooLarge, message: "input of 11 bytes is larger than the limit of 10 bytes", offset: 0,
                line: 1, column: 1)
        ) { try reader.parse("[1,2,3,456]".utf8.lazy.map { $0 }) }
    }

    @Test func stringLengthCountsTheTextBetweenTheQuotes() throws {
        let limits = JSONReader.Limits(maximumStringBytes: 5)
        #expect(try parse(#"["abcde"]"#, limits: limits) == ["abcde"])
        expectRejected(
            #"["abcdef"]"#, .stringTooLong, offset: 1,
            message: "string of 6 bytes is longer than the limit of 5 bytes", limits: limits)
        expectRejected(#"{"abcdef":1}"#, .stringTooLong, offset: 1, limits: limits)
        expectRejected(#""\n\n\n""#, .stringTooLong, offset: 0, limits: limits)
        #expect(try parse("\"ééé\"", limits: .init(maximumStringBytes: 6)) == "ééé")
        expectRejected("\"éééa\"", .stringTooLong, offset: 0, limits: .init(maximumStringBytes: 6))
    }

    @Test func elementsAndMembersCountedOverTheWholeDocument() throws {
        let limits = JSONReader.Limits(maximumElements: 3)
        _ = try parse("[1,2,3]", limits: limits)
        expectRejected(
            "[1,2,3,4]", .tooManyElements, offset: 7,
            message: "more than 3 array elements and object members in total", limits: limits)
        _ = try parse(#"{"a":1,"b":2,"c":3}"#, limits: limits)
        expectRejected(#"{"a":1,"b":2,"c":3,"d":4}"#, .tooManyElements, offset: 19, limits: limits)
        // 2 outer elements + 2 + 1 inner = 5.
        _ = try parse("[[1,2],[3]]", limits: .init(maximumElements: 5))
        expectRejected("[[1,2],[3]]", .tooManyElements, offset: 8, limits: .init(maximumElements: 4))
        _ = try parse("[]", limits: .init(maximumElements: 0))
    }
}
