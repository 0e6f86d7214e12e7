import StrictJSON
import Testing

/// Documents with many keys, where the reader finds keys it has read before by their bytes instead of making each
/// `String` again: the keys, their order, duplicates and limits come out as for a document of a few keys.
@Suite("Repeated keys")
struct RepeatedKeyTests {
    /// Keys of every length up to 20 bytes, some sharing their first 8 or 16 bytes, some escaped or not ASCII.
    static let keys: [String] = {
        var keys = (0...20).map { String(repeating: "k", count: $0) }
        keys += ["id", "state", "isSelected", "isHighlighted", "content", "text", "style"]
        keys += ["abcdefgh", "abcdefgi", "abcdefghijklmnop", "abcdefghijklmnoq", "abcdefghijklmnopq"]
        keys += ["é", "naïve", "tab\there", "quote\"d", "back\\slash"]
        return keys
    }()

    /// An array of objects, each with some of the keys in a rotating order, then the last keys of the document
    /// just before its end (where fewer than 16 bytes follow a key).
    static func document(objects: Int) -> JSONValue {
        var elements: [JSONValue] = []
        for index in 0..<objects {
            var object = JSONObject()
            for offset in 0..<(index % 7 + 1) {
                let key = keys[(index * 5 + offset * 3) % keys.count]
                object[key] = .number(.integer(Int64(index * 10 + offset)))
            }
            elements.append(.object(object))
        }
        return ["items": .array(elements), "k": 1, "": "end"]
    }

    @Test(arguments: [1, 3, 40, 400])
    func aDocumentReadsBackAsWritten(objects: Int) throws {
        let value = Self.document(objects: objects)
        let read = try JSONReader().parse(value.description)
        #expect(read == value)
        // Equality ignores member order: the order is checked too.
        for (got, expected) in zip(read["items"]?.arrayValue ?? [], value["items"]?.arrayValue ?? []) {
            #expect(got.objectValue?.keys == expected.objectValue?.keys)
        }
        #expect(read.objectValue?.keys == ["items", "k", ""])
    }

    @Test func moreDistinctKeysOfOneLengthThanSlotsStayDistinct() throws {
        let keys = (0..<500).map { "key\(1000 + $0)" }
        let text =
            "["
            + (0..<3).map { _ in "{" + keys.map { "\"\($0)\":1" }.joined(separator: ",") + "}" }
            .joined(separator: ",") + "]"
        let read = try JSONReader().parse(text)
        for element in read.arrayValue ?? [] { #expect(element.objectValue?.keys == keys) }
    }

    /// The reader looks a key's closing quote up a word at a time: a key with an unusual byte (a control character,
    /// an escape, UTF-8, the last ASCII byte, a space) at each place of its first 18 bytes reads after many keys as it
    /// does among the first keys of a document, where no key is looked up: the same key, or the same error.
    @Test(
        arguments: [
            ("\t", nil), (#"\n"#, "\n"), (#"\""#, "\""), ("é", "é"), ("\u{7F}", "\u{7F}"), (" ", " "),
        ] as [(String, String?)], Array(0...17))
    func aKeyWithAnUnusualByteReadsAsAmongTheFirstKeys(_ unusual: (text: String, read: String?), at place: Int) {
        let prefix = String(repeating: "k", count: place)
        let key = "\"" + prefix + unusual.text + "qqq\":1"
        let members = (0..<40).map { "\"m\($0)\":\($0)" }.joined(separator: ",")
        func outcome(_ text: String) -> String {
            do {
                return "\(try JSONReader().parse(text)["items"]?[1]?.objectValue?.keys ?? [])"
            } catch {
                return "\(error.kind): \(error.message)"
            }
        }
        let first = outcome(#"{"items": [{}, {"# + key + "}]}")
        #expect(outcome(#"{"items": [{"# + members + "}, {" + key + "}]}") == first)
        if let read = unusual.read {
            #expect(first == "\([prefix + read + "qqq"])")
        } else {
            #expect(first.hasPrefix("controlCharacterInString"))
        }
    }

    @Test func anEscapedKeyIsTheSameKeyAfterManyKeys() {
        let members = (0..<40).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let text = #"[{"# + members + #"}, {"style": 1, "st\u0079le": 2}]"#
        do {
            _ = try JSONReader().parse(text)
            Issue.record("expected a duplicate key")
        } catch {
            #expect(error.kind == .duplicateKey)
            #expect(error.message == #"duplicate key "style""#)
        }
    }

    @Test func aKeyOverTheStringLimitFailsAfterManyKeys() {
        let reader = JSONReader(limits: JSONReader.Limits(maximumStringBytes: 4))
        let members = (0..<40).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let text = "{" + members + #","abcde":1}"#
        do {
            _ = try reader.parse(text)
            Issue.record("expected the key to be too long")
        } catch {
            #expect(error.kind == .stringTooLong)
            #expect(error.offset == text.utf8.count - 10)
        }
    }
}
