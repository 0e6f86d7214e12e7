import JSON
import Testing

@Suite("JSONPointer (RFC 6901)")
struct JSONPointerTests {
    @Test func tokensAreEscapedWhenRendered() {
        #expect(JSONPointer(tokens: ["items", "3", "state", "isSelected"]).description == "/items/3/state/isSelected")
        #expect(JSONPointer(tokens: ["a/b", "m~n", "~1"]).description == "/a~1b/m~0n/~01")
        #expect(JSONPointer.root.description == "")
        #expect(JSONPointer(tokens: [""]).description == "/")
        #expect(JSONPointer.root.appending("items").appending(3).appending("a/b").description == "/items/3/a~1b")
    }

    @Test func parsingReversesRendering() {
        #expect(JSONPointer(parsing: "/a~1b/m~0n/~01")?.tokens == ["a/b", "m~n", "~1"])
        #expect(JSONPointer(parsing: "")?.tokens == [])
        #expect(JSONPointer(parsing: "/")?.tokens == [""])
        #expect(JSONPointer(parsing: "//x/")?.tokens == ["", "x", ""])
        #expect(JSONPointer(parsing: "/é/😀")?.tokens == ["é", "😀"])
        for tokens in [["a/b~c"], ["", "~~//"], ["0", "-"]] {
            let pointer = JSONPointer(tokens: tokens)
            #expect(JSONPointer(parsing: pointer.description) == pointer)
        }
    }

    @Test func malformedPointersAreRejected() {
        #expect(JSONPointer(parsing: "a") == nil)
        #expect(JSONPointer(parsing: "/~2") == nil)
        #expect(JSONPointer(parsing: "/a~") == nil)
        #expect(JSONPointer(parsing: "#/a") == nil)
    }

    @Test func resolvesTheRFC6901Examples() throws {
        let document = try parse(
            #"{"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5, "k\"l": 6, " ": 7, "m~n": 8}"#
        )
        let cases: [(String, JSONValue)] = [
            ("", document), ("/foo", ["bar", "baz"]), ("/foo/0", "bar"), ("/", 0), ("/a~1b", 1), ("/c%d", 2),
            ("/e^f", 3), ("/g|h", 4), (#"/i\j"#, 5), (#"/k"l"#, 6), ("/ ", 7), ("/m~0n", 8),
        ]
        for (text, expected) in cases {
            let pointer = try #require(JSONPointer(parsing: text))
            #expect(pointer.resolve(in: document) == expected, "\(text)")
        }
    }

    @Test func missingStepsResolveToNil() throws {
        let document = try parse(#"{"items":[{"state":{"isSelected":true}},10,20]}"#)
        #expect(JSONPointer(parsing: "/items/0/state/isSelected")?.resolve(in: document) == true)
        #expect(JSONPointer(parsing: "/items/2")?.resolve(in: document) == 20)
        #expect(JSONPointer(parsing: "/items/3")?.resolve(in: document) == nil)
        #expect(JSONPointer(parsing: "/items/-")?.resolve(in: document) == nil)
        #expect(JSONPointer(parsing: "/items/01")?.resolve(in: document) == nil)
        #expect(JSONPointer(parsing: "/items/+1")?.resolve(in: document) == nil)
        #expect(JSONPointer(parsing: "/items/99999999999999999999999")?.resolve(in: document) == nil)
        #expect(JSONPointer(parsing: "/items/1/x")?.resolve(in: document) == nil)
        #expect(JSONPointer(parsing: "/nope")?.resolve(in: document) == nil)
    }

    @Test func parentAndLiterals() {
        let pointer: JSONPointer = ["state", "traits", "userInterfaceStyle"]
        #expect(pointer.parent == ["state", "traits"])
        #expect(JSONPointer.root.parent == nil)
    }
}
