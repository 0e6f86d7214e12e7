import JSON
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
}
