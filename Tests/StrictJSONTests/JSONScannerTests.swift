import StrictJSON
import Testing

/// `JSONScanner` gives what the reader makes of the same bytes, or nothing: for a generated table of values (numbers in
/// every form, strings with every kind of byte at every place of their first 18, literals and their near misses), a
/// value the scanner reads is the reader's value of the bytes it read, and a value it does not read leaves its
/// position where it was.
@Suite struct JSONScannerTests {
    /// Numbers in plain and other forms.
    static let numbers = [
        "0", "7", "-7", "42", "-0", "01", "-01", "1.0", "1e3", "1E3", "1e+3", "2.5", "-", "+1", ".5",
        "123456789012345678",
        "-123456789012345678", "1234567890123456789", "9223372036854775807", "99999999999999999999", "12x", "1]", "1,",
    ]

    /// Strings with an unusual byte (an escape, a control byte, UTF-8, DEL, a space) at each of their first 18 places.
    static let strings: [String] = {
        let unusual = [#"\n"#, #"\""#, #"\u0041"#, "\t", "é", "\u{7F}", " ", "🙂"]
        var strings = ["\"\"", "\"plain\"", "\"sixteen bytes!!!\"", "\"unterminated"]
        for byte in unusual {
            for place in 0..<18 { strings.append("\"" + String(repeating: "k", count: place) + byte + "q\"") }
        }
        return strings
    }()

    /// Literals and near misses.
    static let literals = ["true", "false", "null", "tru", "fals", "nul", "True", "nulls", "falsey"]

    /// The reader's value of `text` as the member of an object, nil when it rejects it.
    private func readerValue(_ text: String) -> JSONValue? {
        (try? JSONReader().parse(#"{"v": "# + text + "}"))?["v"]
    }

    /// Runs `read` on a scanner placed at `text` (after `{"v": `), and checks its answer against the reader's.
    private func check<Value>(
        _ text: String, _ read: (inout JSONScanner) -> Value?, as value: (Value, JSONScanner) -> JSONValue
    ) {
        let document = Array((#"{"v": "# + text + "}").utf8)
        document.withUnsafeBytes { bytes in
            guard var scanner = JSONScanner(bytes, reader: JSONReader(), depth: 1) else {
                Issue.record("no scanner")
                return
            }
            scanner.move(to: 6)
            guard let read = read(&scanner) else {
                #expect(scanner.position == 6, "\(text): the position moved")
                return
            }
            // What it read is the reader's value of those bytes; what follows is the caller's to read.
            let consumed = String(decoding: document[6..<scanner.position], as: UTF8.self)
            // Compared as text and type too: `0` and `-0`, `1` and `1.0` are equal values.
            let scanned = value(read, scanner)
            let expected = readerValue(consumed)
            #expect(scanned == expected, "\(text): read as \(consumed)")
            #expect("\(scanned) \(scanned.typeName)" == expected.map { "\($0) \($0.typeName)" }, "\(text)")
        }
    }

    @Test(arguments: numbers)
    func anIntegerIsTheReadersOrNothing(_ text: String) {
        check(text, { $0.plainInteger() }, as: { integer, _ in .number(.integer(integer)) })
    }

    @Test(arguments: strings)
    func aStringIsTheReadersOrNothing(_ text: String) {
        check(text, { $0.plainString() }, as: { bytes, scanner in .string(scanner.string(bytes)) })
    }

    @Test(arguments: literals)
    func aLiteralIsTheReadersOrNothing(_ text: String) {
        check(text, { $0.boolean() }, as: { boolean, _ in .bool(boolean) })
        check(text, { $0.null() ? () : nil }, as: { _, _ in .null })
    }

    /// The plain forms the scanner must read (the rest of the table it may leave to the reader).
    @Test func thePlainFormsAreRead() {
        let document = Array(#"[-42, "plain", true, false, null, 123456789012345678]"#.utf8)
        document.withUnsafeBytes { bytes in
            guard var scanner = JSONScanner(bytes, reader: JSONReader(), depth: 1) else {
                Issue.record("no scanner")
                return
            }
            let opened = scanner.take(UInt8(ascii: "["))
            var read: [JSONValue?] = []
            var separators: [Bool?] = []
            read.append(scanner.plainInteger().map { .number(.integer($0)) })
            separators.append(scanner.separator(closing: UInt8(ascii: "]")))
            read.append(scanner.plainString().map { .string(scanner.string($0)) })
            separators.append(scanner.separator(closing: UInt8(ascii: "]")))
            read.append(scanner.boolean().map { .bool($0) })
            separators.append(scanner.separator(closing: UInt8(ascii: "]")))
            read.append(scanner.boolean().map { .bool($0) })
            separators.append(scanner.separator(closing: UInt8(ascii: "]")))
            read.append(scanner.null() ? .null : nil)
            separators.append(scanner.separator(closing: UInt8(ascii: "]")))
            read.append(scanner.plainInteger().map { .number(.integer($0)) })
            separators.append(scanner.separator(closing: UInt8(ascii: "]")))
            #expect(opened)
            #expect(read == [-42, "plain", true, false, .null, 123_456_789_012_345_678])
            #expect(separators == [true, true, true, true, true, false])
            #expect(scanner.isAtEnd)
        }
    }

    /// Key names of every length a key can have (1 to 23 bytes), each byte different from its neighbours'.
    static let keyLengths = Array(1...23)

    /// A key name of `length` bytes.
    static func keyName(_ length: Int) -> String {
        String("abcdefghijklmnopqrstuvw".prefix(length))
    }

    /// What `take(key:)` does on `document` (the scanner at its start): whether it took the key, and where it left
    /// the scanner.
    private func take(
        _ key: JSONScanner.Key, in document: String, limits: JSONReader.Limits = .init()
    ) -> (
        Bool, Int
    )? {
        Array(document.utf8).withUnsafeBytes { bytes in
            guard var scanner = JSONScanner(bytes, reader: JSONReader(limits: limits), depth: 1) else { return nil }
            let took = scanner.take(key: key)
            return (took, scanner.position)
        }
    }

    /// A key is taken with its colon, by words with 24 bytes after its quote and byte by byte nearer the end.
    @Test(arguments: keyLengths)
    func aKeyOfEveryLengthIsTaken(_ length: Int) throws {
        let name = Self.keyName(length)
        let key = JSONScanner.Key(name)
        #expect(key.canBeTaken)
        #expect(key.count == length)
        let padding = #", "padding": "0123456789012345678901234567890""#
        for (document, after) in [
            ("\"\(name)\": 1" + padding, length + 3), (" \n\"\(name)\"\t :\r1" + padding, length + 7),
            ("\"\(name)\":", length + 3), ("\"\(name)\" :", length + 4),
        ] {
            let (took, position) = try #require(take(key, in: document))
            #expect(took, "\(document)")
            #expect(position == after, "\(document)")
        }
    }

    /// A key differing from the one looked for in any one byte, its closing quote included, or not followed by a
    /// colon, is not taken, and only the whitespace before it is.
    @Test(arguments: keyLengths)
    func aKeyDifferingAtAnyByteIsNotTaken(_ length: Int) throws {
        let name = Array(Self.keyName(length).utf8)
        let key = JSONScanner.Key(String(decoding: name, as: UTF8.self))
        for padding in [#", "padding": "0123456789012345678901234567890""#, ""] {
            // The same document unchanged is taken: only the changed byte tells them apart.
            let unchanged = "  \"" + String(decoding: name, as: UTF8.self) + "\": 1" + padding
            #expect(try #require(take(key, in: unchanged)).0, "\(unchanged)")
            for place in 0...length {
                for replacement in [UInt8(ascii: "!"), UInt8(ascii: "z"), name[place % length] ^ 0x20] {
                    var bytes = name + [UInt8(ascii: "\"")]
                    guard bytes[place] != replacement else { continue }
                    bytes[place] = replacement
                    // A replaced quote leaves the key unterminated up to the next one: still not this key.
                    let document = "  \"" + String(decoding: bytes, as: UTF8.self) + ": 1" + padding
                    let (took, position) = try #require(take(key, in: document))
                    #expect(!took, "\(document)")
                    #expect(position == 2, "\(document)")
                }
            }
            for document in [
                "  \"\(Self.keyName(length))\" 1", "  \"\(Self.keyName(length))\"", "  \(Self.keyName(length))\":",
            ] {
                let (took, position) = try #require(take(key, in: document + padding))
                #expect(!took, "\(document)")
                #expect(position == 2, "\(document)")
            }
        }
    }

    /// A key is taken exactly when `plainKey()` reads those bytes as that name: for every string of the table (an
    /// escape, a control byte, UTF-8, DEL or a space at each of the first 18 places) looked for by the name the
    /// reader makes of it.
    @Test(arguments: strings)
    func aKeyIsTakenWhenThePlainKeyIsIt(_ text: String) throws {
        guard case .string(let name)? = readerValue(text) else { return }
        let document = text + ": 1"
        let plain: String? = Array(document.utf8).withUnsafeBytes { bytes in
            guard var scanner = JSONScanner(bytes, reader: JSONReader(), depth: 1),
                let key = scanner.plainKey()
            else { return nil }
            return scanner.string(key)
        }
        let (took, _) = try #require(take(JSONScanner.Key(name), in: document))
        #expect(took == (plain == name), "\(text)")
    }

    /// A key over the reader's string limit is not taken, as `plainKey()` does not read it; names no plain key can
    /// be are never taken.
    @Test func aKeyIsTakenWithinTheStringLimitOnly() throws {
        let limits = JSONReader.Limits(maximumStringBytes: 4)
        #expect(try #require(take(JSONScanner.Key("abcd"), in: #""abcd": 1"#, limits: limits)).0)
        #expect(try !#require(take(JSONScanner.Key("abcde"), in: #""abcde": 1"#, limits: limits)).0)
        for name in ["é", "a\"b", "a\\b", "tab\there", String(repeating: "k", count: 24), "\u{1F}"] {
            let key = JSONScanner.Key(name)
            #expect(!key.canBeTaken, "\(name)")
            let document = "\"" + name + "\": 1" + String(repeating: " ", count: 30)
            #expect(try !#require(take(key, in: document)).0, "\(name)")
        }
        #expect(JSONScanner.Key(String(repeating: "k", count: 23)).canBeTaken)
        #expect(JSONScanner.Key("").canBeTaken)
        #expect(try #require(take(JSONScanner.Key(""), in: #""": 1"#)).0)
    }

    /// Two ranges of every length up to 40 match when their bytes are equal, and not when one byte differs at any
    /// place or the lengths differ (compared by words, the last overlapping, from eight bytes on).
    @Test(arguments: Array(0...40))
    func rangesMatchWhenEveryByteIsEqual(_ length: Int) {
        let text = Array("The quick brown fox jumps over the lazy dog, twice over.".utf8.prefix(length))
        for place in -1..<length {
            var other = text
            if place >= 0 { other[place] ^= 0x01 }
            let document = text + [UInt8(ascii: "|")] + other
            document.withUnsafeBytes { bytes in
                guard let scanner = JSONScanner(bytes, reader: JSONReader(), depth: 1) else {
                    Issue.record("no scanner")
                    return
                }
                let first = 0..<length
                let second = (length + 1)..<(2 * length + 1)
                #expect(scanner.bytesMatch(first, second) == (place < 0), "\(length) \(place)")
                #expect(scanner.bytesMatch(second, first) == (place < 0), "\(length) \(place)")
                if length > 0 { #expect(!scanner.bytesMatch(first.dropLast(), second)) }
            }
        }
    }

    /// A plain string of every length up to 40 (small strings and large ones) is the string of its bytes.
    @Test(arguments: Array(0...40))
    func aPlainStringIsItsBytes(_ length: Int) {
        let bytes = Array(" ~The quick brown fox jumps over the lazy dog, twice.".utf8.prefix(length))
        let string = bytes.withUnsafeBytes { JSONScanner.string(plain: $0) }
        #expect(string == String(decoding: bytes, as: UTF8.self))
        #expect(Array(string.utf8) == bytes)
        #expect(string.utf8.count == length)
    }
}
