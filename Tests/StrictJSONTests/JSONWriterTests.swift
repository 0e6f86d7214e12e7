import StrictJSON
import Testing

@Suite("JSONWriter")
struct JSONWriterTests {
    func written(_ body: (inout JSONWriter) -> Void, format: JSONWriter.Format = .compact) -> String {
        var writer = JSONWriter(format: format)
        body(&writer)
        return writer.string
    }

    @Test func stringsAreEscapedPerRFC8259() {
        let controls = String(decoding: (0..<0x20).map { UInt8($0) }, as: UTF8.self)
        let text = written { $0.value("q\"b\\s/é😀\u{7F}" + controls) }
        #expect(
            text == #""q\"b\\s/é😀"# + "\u{7F}"
                + #"\u0000\u0001\u0002\u0003\u0004\u0005\u0006\u0007\b\t\n\u000b\f\r\u000e\u000f"#
                + #"\u0010\u0011\u0012\u0013\u0014\u0015\u0016\u0017\u0018\u0019\u001a\u001b\u001c\u001d\u001e\u001f""#)
        #expect(written { $0.value("") } == #""""#)
        #expect(written { $0.value("plain ascii") } == #""plain ascii""#)
    }

    @Test func keysAreEscapedToo() {
        #expect(
            written {
                $0.beginObject()
                $0.key("a\"b")
                $0.value(1)
                $0.endObject()
            } == #"{"a\"b":1}"#)
    }

    @Test(arguments: [
        (17.0, "17"), (-17.0, "-17"), (0.0, "0"), (-0.0, "-0"), (0.1, "0.1"), (1.5, "1.5"), (-2.5e-3, "-0.0025"),
        (1e-7, "1e-07"), (1e300, "1e+300"), (1e18, "1000000000000000000"),
        (9_223_372_036_854_775_808.0, "9.223372036854776e+18"), (0.30000000000000004, "0.30000000000000004"),
        (.leastNonzeroMagnitude, "5e-324"), (1.7976931348623157e308, "1.7976931348623157e+308"),
        (Double.nan, "null"), (Double.infinity, "null"), (-Double.infinity, "null"),
    ])
    func doublesAreShortestAndIntegralWithoutFraction(double: Double, expected: String) {
        #expect(written { $0.value(double) } == expected)
    }

    @Test func integersAndLiterals() {
        #expect(written { $0.value(Int.min) } == "-9223372036854775808")
        #expect(written { $0.value(Int.max) } == "9223372036854775807")
        #expect(written { $0.value(0) } == "0")
        #expect(written { $0.value(-7) } == "-7")
        #expect(written { $0.value(true) } == "true")
        #expect(written { $0.value(false) } == "false")
        #expect(written { $0.null() } == "null")
    }

    @Test func commasArePlacedByTheWriter() {
        let text = written { writer in
            writer.beginObject()
            writer.key("style")
            writer.value("sidebarCell")
            writer.key("insets")
            writer.beginArray()
            writer.value(1)
            writer.value(2.5)
            writer.beginObject()
            writer.endObject()
            writer.beginArray()
            writer.endArray()
            writer.null()
            writer.endArray()
            writer.key("selected")
            writer.value(true)
            writer.endObject()
        }
        #expect(text == #"{"style":"sidebarCell","insets":[1,2.5,{},[],null],"selected":true}"#)
    }

    @Test func prettyPrintingIndentsByTwoSpaces() throws {
        let value: JSONValue = ["a": 1, "b": [true, nil, [:], []], "c": ["d": "e"], "empty": []]
        let expected = """
            {
              "a": 1,
              "b": [
                true,
                null,
                {},
                []
              ],
              "c": {
                "d": "e"
              },
              "empty": []
            }
            """
        #expect(value.jsonString(format: .pretty) == expected)
        #expect(JSONValue.string("x").jsonString(format: .pretty) == #""x""#)
        #expect(try parse(expected) == value)
    }

    @Test func resetKeepsTheBufferForTheNextDocument() {
        var writer = JSONWriter(capacity: 4096)
        writer.beginArray()
        writer.value("first")
        writer.endArray()
        // The writer's own buffer (`bytes` is a copy of what it holds).
        let capacity = writer.capacity
        #expect(capacity >= 4096)
        writer.reset()
        writer.beginObject()
        writer.key("k")
        writer.value(1)
        writer.endObject()
        #expect(writer.string == #"{"k":1}"#)
        #expect(writer.capacity == capacity)
        #expect(writer.count == 7)
    }

    @Test func valuesWriteMembersInStoredOrder() {
        var object = JSONObject()
        object["z"] = 1
        object["a"] = 2
        #expect(JSONValue.object(object).description == #"{"z":1,"a":2}"#)
        #expect(JSONValue.array([1, "x", nil]).jsonBytes() == Array(#"[1,"x",null]"#.utf8))
    }
}

@Suite("JSONWriter short copies")
struct JSONWriterShortCopyTests {
    /// Keys and values of every length around the inline copy's cases (1-3, 4-7, 8-16, 17-32 bytes, then `memmove`),
    /// each written by every path that copies it, after a first member so the comma comes first.
    @Test(arguments: Array(0...70))
    func everyLengthIsCopiedWhole(length: Int) {
        let name = String((0..<length).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
        let utf8 = Array(name.utf8)
        var writer = JSONWriter(capacity: 16)
        writer.beginObject()
        writer.key("first")
        writer.value(name)
        utf8.withUnsafeBufferPointer { utf8 in
            writer.key(unescaped: utf8)
            writer.value(unescaped: utf8)
        }
        writer.key(name)
        writer.value(true)
        writer.endObject()
        #expect(writer.string == #"{"first":"\#(name)","\#(name)":"\#(name)","\#(name)":true}"#)
        #expect(writer.count == writer.bytes.count)
    }
}

@Suite("JSONWriter members")
struct JSONWriterMemberTests {
    /// A member written in one step and as a key then a value, in compact and pretty output, after another member.
    func both(
        _ format: JSONWriter.Format, member: (inout JSONWriter) -> Void, keyThenValue: (inout JSONWriter) -> Void
    ) -> (String, String) {
        var fused = JSONWriter(format: format, capacity: 16)
        var split = JSONWriter(format: format, capacity: 16)
        fused.beginObject()
        split.beginObject()
        fused.key("first")
        split.key("first")
        fused.null()
        split.null()
        member(&fused)
        keyThenValue(&split)
        fused.endObject()
        split.endObject()
        return (fused.string, split.string)
    }

    static let doubles: [Double] = [
        0, -0.0, 1, -1, 17, -17, 0.5, -2.5e-3, 0.1, 0.30000000000000004, 1e-7, 1e-4, 12.75, 1e15, 1e16, 1e18,
        9_007_199_254_740_992, 4_611_686_018_427_387_904, 9_223_372_036_854_775_808.0, -9_223_372_036_854_775_808.0,
        1e300, -1e300, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .nan, .infinity, -.infinity, 1.0 / 3.0, 17.5, 22.333333333333332,
    ]

    @Test(arguments: doubles, [JSONWriter.Format.compact, .pretty])
    func doubleMembersWriteWhatKeyAndValueWrite(double: Double, format: JSONWriter.Format) {
        let (fused, split) = both(format) {
            $0.member("pointSize", double)
        } keyThenValue: {
            $0.key("pointSize")
            $0.value(double)
        }
        #expect(fused == split)
        #expect(fused.contains(#""pointSize":"# + (format == .pretty ? " " : "") + Self.reference(double)))
    }

    /// The text the writer gave before it wrote numbers itself: `null` when not finite, `0` or `-0`, an integral
    /// value that fits in 64 bits as that integer, else Swift's `description` without a trailing `.0`.
    static func reference(_ double: Double) -> String {
        guard double.isFinite else { return "null" }
        if double == 0 { return double.sign == .minus ? "-0" : "0" }
        if let integer = Int64(exactly: double) { return String(integer) }
        var text = double.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    @Test(arguments: [0, 1, -1, 9, 10, -10, 99, 100, 12_345, Int.max, Int.min, Int(Int32.max)])
    func integerMembersWriteWhatKeyAndValueWrite(integer: Int) {
        for format in [JSONWriter.Format.compact, .pretty] {
            let (fused, split) = both(format) {
                $0.member("count", integer)
            } keyThenValue: {
                $0.key("count")
                $0.value(integer)
            }
            #expect(fused == split)
            #expect(fused.contains("\(integer)}") || fused.contains("\(integer)\n}"))
        }
    }

    @Test func booleanAndStringMembersWriteWhatKeyAndValueWrite() {
        for format in [JSONWriter.Format.compact, .pretty] {
            for bool in [true, false] {
                let (fused, split) = both(format) {
                    $0.member("isSelected", bool)
                } keyThenValue: {
                    $0.key("isSelected")
                    $0.value(bool)
                }
                #expect(fused == split)
            }
            for text in ["", "a", "grouped", "insetGrouped", "#FF0000", String(repeating: "x", count: 40)] {
                let utf8 = Array(text.utf8)
                let key = Array("style".utf8)
                let (fused, split) = both(format) { writer in
                    key.withUnsafeBufferPointer { key in
                        utf8.withUnsafeBufferPointer { writer.member(unescaped: key, unescaped: $0) }
                    }
                } keyThenValue: {
                    $0.key("style")
                    $0.value(text)
                }
                #expect(fused == split)
            }
        }
        #expect(
            both(.compact) {
                $0.member("isSelected", true)
            } keyThenValue: { _ in
            }.0
                == #"{"first":null,"isSelected":true}"#)
    }
    /// A null member, after another member and first in an object, in both layouts.
    @Test(arguments: [JSONWriter.Format.compact, .pretty])
    func nullMembersWriteWhatKeyAndNullWrite(format: JSONWriter.Format) {
        let (fused, split) = both(format) { writer in
            writer.nullMember("image")
            writer.beginObject(key: "runs")
            writer.nullMember("a")
            writer.endObject()
        } keyThenValue: { writer in
            writer.key("image")
            writer.null()
            writer.key("runs")
            writer.beginObject()
            writer.key("a")
            writer.null()
            writer.endObject()
        }
        #expect(fused == split)
        if format == .compact { #expect(fused == #"{"first":null,"image":null,"runs":{"a":null}}"#) }
    }

    /// Escaped string members: quotes, backslashes, control characters and non-ASCII, short and long.
    @Test(arguments: ["", "plain", "q\"b\\s/é😀\u{7F}", "tab\tnew\nline\u{01}", String(repeating: "é\"", count: 30)])
    func stringMembersWriteWhatKeyAndValueWrite(text: String) {
        for format in [JSONWriter.Format.compact, .pretty] {
            let (fused, split) = both(format) {
                $0.member("text", text)
            } keyThenValue: {
                $0.key("text")
                $0.value(text)
            }
            #expect(fused == split)
        }
    }

    /// An object opened with its key nests, indents and takes commas as `key` then `beginObject()` does.
    @Test(arguments: [JSONWriter.Format.compact, .pretty])
    func objectsOpenedWithTheirKeysWriteWhatKeyAndBeginWrite(format: JSONWriter.Format) {
        let key = Array("insets".utf8)
        let (fused, split) = both(format) { writer in
            writer.beginObject(key: "outer")
            key.withUnsafeBufferPointer { writer.beginObject(unescapedKey: $0) }
            writer.member("top", 0.0)
            writer.member("leading", 16.5)
            writer.endObject()
            writer.beginObject(key: "empty")
            writer.endObject()
            writer.endObject()
        } keyThenValue: { writer in
            writer.key("outer")
            writer.beginObject()
            writer.key("insets")
            writer.beginObject()
            writer.key("top")
            writer.value(0.0)
            writer.key("leading")
            writer.value(16.5)
            writer.endObject()
            writer.key("empty")
            writer.beginObject()
            writer.endObject()
            writer.endObject()
        }
        #expect(fused == split)
        if format == .compact {
            #expect(fused == #"{"first":null,"outer":{"insets":{"top":0,"leading":16.5},"empty":{}}}"#)
        }
    }
}
