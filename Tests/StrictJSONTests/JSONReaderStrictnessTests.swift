import StrictJSON
import Testing

// Every RFC 8259 rule the reader enforces, each with an accepted and a rejected case, and the rejected
// case's kind, byte offset, line and column asserted.
@Suite("JSONReader strictness")
struct JSONReaderStrictnessTests {
    @Test func trailingCommasAreRejected() throws {
        #expect(try parse("[1,2]") == [1, 2])
        expectRejected(
            "[1,2,]", .unexpectedCharacter, offset: 5,
            message: "expected a value after ',', found ']' (no trailing commas)")
        #expect(try parse(#"{"a":1}"#) == ["a": 1])
        expectRejected(
            #"{"a":1,}"#, .unexpectedCharacter, offset: 7,
            message: "expected an object key after ',', found '}' (no trailing commas)")
        expectRejected("[,1]", .unexpectedCharacter, offset: 1, message: "expected a value, found ','")
        expectRejected("[1,,2]", .unexpectedCharacter, offset: 3)
    }

    @Test func missingSeparatorsAreNamed() {
        expectRejected(
            #"{"a" 1}"#, .unexpectedCharacter, offset: 5, message: "expected ':' after object key, found '1'")
        expectRejected(
            #"{"a":1 "b":2}"#, .unexpectedCharacter, offset: 7,
            message: "expected ',' or '}' after object member, found '\"'")
        expectRejected(
            "[1 2]", .unexpectedCharacter, offset: 3, message: "expected ',' or ']' after array element, found '2'")
        expectRejected(
            "{a:1}", .unexpectedCharacter, offset: 1, message: "expected '\"' to start an object key, found 'a'")
        expectRejected("{1:1}", .unexpectedCharacter, offset: 1)
    }

    @Test func commentsAreRejected() throws {
        expectRejected("[1] // note", .trailingContent, offset: 4, message: "unexpected '/' after the value")
        expectRejected("/* note */ 1", .unexpectedCharacter, offset: 0, message: "expected a value, found '/'")
        expectRejected("[1, # note\n 2]", .unexpectedCharacter, offset: 4)
    }

    @Test func leadingZerosAreRejected() throws {
        #expect(try parse("0") == 0)
        #expect(try parse("0.5") == 0.5)
        #expect(try parse("-0.5") == -0.5)
        expectRejected("01", .invalidNumber, offset: 0, message: "leading zeros are not allowed in numbers")
        expectRejected("-012", .invalidNumber, offset: 1)
        expectRejected("[00]", .invalidNumber, offset: 1)
        expectRejected("0x10", .trailingContent, offset: 1)
    }

    @Test func nonFiniteNumbersAndLooseNumberFormsAreRejected() {
        expectRejected("NaN", .unexpectedCharacter, offset: 0, message: "expected a value, found 'N'")
        expectRejected("Infinity", .unexpectedCharacter, offset: 0)
        expectRejected("-Infinity", .invalidNumber, offset: 1, message: "expected a digit after '-'")
        expectRejected("[-]", .invalidNumber, offset: 2)
        expectRejected("+1", .unexpectedCharacter, offset: 0)
        expectRejected(".5", .unexpectedCharacter, offset: 0)
        expectRejected("1.", .invalidNumber, offset: 2, message: "expected a digit after '.' in a number")
        expectRejected("1.e3", .invalidNumber, offset: 2)
        expectRejected("1e", .invalidNumber, offset: 2, message: "expected a digit in the exponent of a number")
        expectRejected("1e+", .invalidNumber, offset: 3)
        expectRejected("[1e400]", .numberOutOfRange, offset: 1, message: "number is out of range for a double")
        expectRejected("-1e400", .numberOutOfRange, offset: 0)
    }

    @Test func singleQuotesAreRejected() throws {
        #expect(try parse(#"["a"]"#) == ["a"])
        expectRejected("['a']", .unexpectedCharacter, offset: 1, message: "expected a value, found '''")
        expectRejected("{'a':1}", .unexpectedCharacter, offset: 1)
    }

    @Test func rawControlCharactersInStringsAreRejected() throws {
        #expect(try parse(#""a\tb""#) == "a\tb")
        expectRejected(
            "\"a\tb\"", .controlCharacterInString, offset: 2,
            message: "unescaped control character U+0009 in a string")
        expectRejected("\"a\nb\"", .controlCharacterInString, offset: 2, line: 1, column: 3)
        expectRejected("\"\u{0}\"", .controlCharacterInString, offset: 1)
        expectRejected("\"é\u{1F}\"", .controlCharacterInString, offset: 3, column: 3)
        #expect(try parse("\"\u{7F}\"") == "\u{7F}", "DEL is not a control character in JSON's sense")
    }

    @Test func onlyDefinedEscapesAreAccepted() throws {
        #expect(try parse(#""\"\\\/\b\f\n\r\t""#) == "\"\\/\u{8}\u{C}\n\r\t")
        #expect(try parse(#""\u0041\u00e9\u4E2D""#) == "Aé中")
        #expect(try parse(#""\u0000""#) == "\u{0}")
        expectRejected(#""\x""#, .invalidEscape, offset: 1, message: #"invalid escape '\x' in a string"#)
        expectRejected(#""ab\'""#, .invalidEscape, offset: 3)
        expectRejected(#""\u12""#, .invalidEscape, offset: 1, message: #"invalid \u escape: expected 4 hex digits"#)
        expectRejected(#""\u12G4""#, .invalidEscape, offset: 1)
        expectRejected(#""\U0041""#, .invalidEscape, offset: 1)
        expectRejected("\"\\", .unexpectedEndOfInput, offset: 2)
    }

    @Test func surrogatePairsAreChecked() throws {
        #expect(try parse(#""ab\uD83D\uDE00""#) == "ab😀")
        #expect(try parse(#""\ud83d\ude00""#) == "😀")
        #expect(try parse(#""\uDBFF\uDFFF""#) == "\u{10FFFF}")
        expectRejected(#""\uD800""#, .unpairedSurrogate, offset: 1, message: #"unpaired surrogate \uD800 in a string"#)
        expectRejected(#""x\uDC00""#, .unpairedSurrogate, offset: 2, message: #"unpaired surrogate \uDC00 in a string"#)
        expectRejected(#""\uD800\u0041""#, .unpairedSurrogate, offset: 1)
        expectRejected(#""\uD800\uD800""#, .unpairedSurrogate, offset: 1)
        expectRejected(#""\uD800x""#, .unpairedSurrogate, offset: 1)
        expectRejected(#""\uD800\u00""#, .invalidEscape, offset: 7)
    }

    @Test func invalidUTF8IsRejected() throws {
        let quote = UInt8(ascii: "\"")
        #expect(try JSONReader().parse([quote, 0xC3, 0xA9, quote]) == "é")
        #expect(try JSONReader().parse([quote, 0xF0, 0x9F, 0x98, 0x80, quote]) == "😀")
        #expect(try JSONReader().parse([quote, 0xF4, 0x8F, 0xBF, 0xBF, quote]) == "\u{10FFFF}")
        expectRejected([quote, 0xFF, quote], .invalidUTF8, offset: 1, message: "invalid UTF-8 byte 0xFF in a string")
        expectRejected([quote, 0x80, quote], .invalidUTF8, offset: 1)
        expectRejected([quote, 0xC0, 0xAF, quote], .invalidUTF8, offset: 1)  // overlong '/'
        expectRejected([quote, 0xE0, 0x80, 0xAF, quote], .invalidUTF8, offset: 1)  // overlong
        expectRejected([quote, 0xED, 0xA0, 0x80, quote], .invalidUTF8, offset: 1)  // encoded surrogate U+D800
        expectRejected([quote, 0xF4, 0x90, 0x80, 0x80, quote], .invalidUTF8, offset: 1)  // above U+10FFFF
        expectRejected([quote, 0x61, 0xE2, 0x82, quote], .invalidUTF8, offset: 2)  // truncated, then a quote
        expectRejected(
            [quote, 0xC3, 0xA9, 0xE2, 0x28, 0xA1, quote], .invalidUTF8, offset: 3, column: 3,
            message: "invalid UTF-8 sequence starting with byte 0xE2 in a string")
        expectRejected([quote, 0xF0, 0x9F], .invalidUTF8, offset: 1)
        expectRejected([0xC3, 0xA9], .unexpectedCharacter, offset: 0, message: "expected a value, found byte 0xC3")
    }

    @Test func duplicateKeysAreRejected() throws {
        #expect(try parse(#"{"style":{"style":1}}"#)["style"]?["style"] == 1, "the same key in another object is fine")
        expectRejected(#"{"style":1,"style":2}"#, .duplicateKey, offset: 11, message: #"duplicate key "style""#)
        expectRejected(#"{"a":1,"\u0061":2}"#, .duplicateKey, offset: 7, message: #"duplicate key "a""#)
        let many = (0..<40).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        expectRejected("{\(many),\"k17\":0}", .duplicateKey, offset: many.utf8.count + 2)
    }

    @Test func onlyWhitespaceMayFollowTheValue() throws {
        #expect(try parse(" \t\n\r[ 1 , 2 ]\r\n\t ") == [1, 2])
        expectRejected("{} x", .trailingContent, offset: 3, message: "unexpected 'x' after the value")
        expectRejected("1 2", .trailingContent, offset: 2)
        expectRejected("[]]", .trailingContent, offset: 2)
        expectRejected("\"a\"\"b\"", .trailingContent, offset: 3)
        expectRejected(
            "1\u{0}", .trailingContent, offset: 1, message: "unexpected control character U+0000 after the value")
    }

    @Test func onlyJSONWhitespaceIsWhitespace() {
        expectRejected(
            "\u{0C}1", .unexpectedCharacter, offset: 0, message: "expected a value, found control character U+000C")
        expectRejected("\u{0B}1", .unexpectedCharacter, offset: 0)
        expectRejected([0xC2, 0xA0, 0x31], .unexpectedCharacter, offset: 0)  // no-break space
        expectRejected(
            [0xEF, 0xBB, 0xBF, 0x31], .unexpectedCharacter, offset: 0, message: "a byte order mark is not allowed")
    }

    @Test func emptyAndTruncatedInputs() {
        expectRejected("", .unexpectedEndOfInput, offset: 0, message: "unexpected end of input, expected a value")
        expectRejected("   ", .unexpectedEndOfInput, offset: 3)
        expectRejected(#""abc"#, .unexpectedEndOfInput, offset: 4, message: "unexpected end of input inside a string")
        expectRejected(
            "[1,2", .unexpectedEndOfInput, offset: 4,
            message: "unexpected end of input, expected ',' or ']' after array element")
        expectRejected(#"{"a":"#, .unexpectedEndOfInput, offset: 5)
        expectRejected(
            #"{"a""#, .unexpectedEndOfInput, offset: 4,
            message: "unexpected end of input, expected ':' after object key")
        expectRejected("{", .unexpectedEndOfInput, offset: 1)
        expectRejected("tru", .unexpectedEndOfInput, offset: 3)
        expectRejected("-", .invalidNumber, offset: 1)
    }

    @Test func literalsMustBeExact() throws {
        #expect(try parse("[true,false,null]") == [true, false, nil])
        expectRejected("trUe", .invalidLiteral, offset: 0, message: "invalid literal, expected 'true'")
        expectRejected("[nul1]", .invalidLiteral, offset: 1)
        expectRejected("True", .unexpectedCharacter, offset: 0)
        expectRejected("nulls", .trailingContent, offset: 4)
    }

    @Test func positionsCountLinesAndScalars() {
        // Line 3 is `  "b" 2`: the 2 is its seventh character.
        expectRejected("{\n  \"a\": 1,\n  \"b\" 2\n}", .unexpectedCharacter, offset: 18, line: 3, column: 7)
        // "é" is two bytes but one column.
        expectRejected("[\"é\", x]", .unexpectedCharacter, offset: 7, column: 7)
        expectRejected("[1,\r\n2,\r\n]", .unexpectedCharacter, offset: 9, line: 3, column: 1)
        let error = parseError("{\n\"a\" 1}")
        #expect(error?.description == "line 2, column 5 (byte 6): expected ':' after object key, found '1'")
    }

    @Test func topLevelScalarsAreDocuments() throws {
        #expect(try parse("\"Hello world!\"") == "Hello world!")
        #expect(try parse("42") == 42)
        #expect(try parse(" true ") == true)
        #expect(try parse("null") == .null)
    }

    @Test func allInputFormsAgree() throws {
        let text = #"{"a":[1,"é",null]}"#
        let expected = try parse(text)
        #expect(try JSONReader().parse(Array(text.utf8)) == expected)
        #expect(try JSONReader().parse(text.utf8) == expected)
        #expect(try JSONReader().parse(Array(text.utf8)[...]) == expected)
        #expect(try JSONReader().parse(AnyCollection(text.utf8)) == expected)
        let bytes = Array(text.utf8)
        #expect(
            try bytes.withUnsafeBytes { buffer throws(JSONParseError) in try JSONReader().parse(buffer) } == expected)
        #expect(throws: JSONParseError.self) { try JSONReader().parse(UnsafeRawBufferPointer(start: nil, count: 0)) }
    }
}
