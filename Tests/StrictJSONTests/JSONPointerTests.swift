import StrictJSON
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

    /// A pointer keeps its last four tokens inline and older ones in shared nodes: however it was built, by
    /// appending, from tokens or by parsing, and at every depth, equal pointers are equal, hash alike and give the
    /// same tokens, text and parent.
    @Test(arguments: 0...10)
    func pointersAgreeHoweverTheyWereBuilt(depth: Int) {
        let tokens = (0..<depth).map { $0 % 3 == 0 ? "items" : "k~\($0)/x" }
        var appended = JSONPointer()
        for token in tokens { appended = appended.appending(token) }
        let built = JSONPointer(tokens: tokens)
        let parsed = JSONPointer(parsing: built.description)
        #expect(appended.tokens == tokens)
        #expect(appended == built)
        #expect(parsed == appended)
        #expect(appended.hashValue == built.hashValue)
        #expect(parsed?.hashValue == appended.hashValue)
        #expect(Set([appended, built]).count == 1)
        #expect(appended.parent?.tokens == (depth == 0 ? nil : Array(tokens.dropLast())))
        if depth > 0 {
            #expect(appended != JSONPointer(tokens: tokens.dropLast() + ["other"]))
            #expect(appended != JSONPointer(tokens: ["other"] + tokens.dropFirst()))
            #expect(appended.parent != appended)
        }
        // Two pointers extending one prefix differ only in their last token.
        #expect(appended.appending("a") != appended.appending("b"))
        #expect(appended.appending("a") == built.appending("a"))
    }
}
