import StrictJSON
import Testing

/// The reader finds a string value's closing quote in its first 16 bytes a word at a time, and byte by byte after them
/// or when fewer than 16 bytes are left in the input. Both ways read the same string, or fail with the same error at
/// the same place.
@Suite struct StringValueWordTests {
    /// What `text` reads as: the value of `v`, or the error's kind, offset and message.
    private func outcome(_ text: String, reader: JSONReader = JSONReader()) -> String {
        do {
            let value = try reader.parse(text)
            return value["v"]?.stringValue.map { "read \($0.debugDescription)" } ?? "no string"
        } catch {
            return "\(error.kind) at \(error.offset): \(error.message)"
        }
    }

    /// An unusual byte (a control character, an escape, UTF-8, the last ASCII byte, a space, a quote's escape) at
    /// each place of a value's first 18 bytes: the value with 16 and more bytes after it (read a word at a time) and
    /// with the input ending right after it (byte by byte, when fewer than 16 bytes are left) reads the same, and as
    /// expected.
    @Test(
        arguments: [
            ("\t", nil), (#"\n"#, "\n"), (#"\""#, "\""), ("é", "é"), ("\u{7F}", "\u{7F}"), (" ", " "),
            (#"\u00e9"#, "é"),
        ] as [(String, String?)], Array(0...17))
    func aValueWithAnUnusualByteReadsTheSameEitherWay(_ unusual: (text: String, read: String?), at place: Int) {
        let prefix = String(repeating: "k", count: place)
        let value = prefix + unusual.text + "q"
        let wordAtATime = outcome(#"{"v": ""# + value + #"", "padding": "0123456789abcdef"}"#)
        let byteByByte = outcome(#"{"v": ""# + value + #""}"#)
        if let read = unusual.read {
            #expect(wordAtATime == "read \((prefix + read + "q").debugDescription)")
        } else {
            #expect(wordAtATime.hasPrefix("controlCharacterInString at \(7 + place): "))
        }
        #expect(byteByByte == wordAtATime)
    }

    /// Values of 0 to 20 plain bytes, each closed at every length: read whole, either way.
    @Test(arguments: Array(0...20))
    func aPlainValueOfEachLengthReads(_ length: Int) {
        let value = String((0..<length).map { Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
        let expected = "read \(value.debugDescription)"
        #expect(outcome(#"{"v": ""# + value + #"", "padding": "0123456789abcdef"}"#) == expected)
        #expect(outcome(#"{"v": ""# + value + #""}"#) == expected)
    }

    /// A value over the string limit fails at its opening quote, however many of its bytes the word reads covered;
    /// one at the limit reads. (From 1: the key `v` has a byte.)
    @Test(arguments: Array(1...18))
    func theStringLimitHoldsAtEveryLength(_ limit: Int) {
        let reader = JSONReader(limits: JSONReader.Limits(maximumStringBytes: limit))
        let atLimit = String(repeating: "s", count: limit)
        let padding = #", "p": 0, "q": 0, "r": 0}"#
        #expect(outcome(#"{"v": ""# + atLimit + #"""# + padding, reader: reader) == "read \(atLimit.debugDescription)")
        let over = atLimit + "t"
        let failed = outcome(#"{"v": ""# + over + #"""# + padding, reader: reader)
        #expect(failed.hasPrefix("stringTooLong at 6: "))
        #expect(outcome(#"{"v": ""# + over + #""}"#, reader: reader) == failed)
    }
}
