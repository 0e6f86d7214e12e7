import StrictJSON
import StyleDefinitions
import Testing

/// Custom-state key names are named again in pages, stylesheets and code, so the decoder refuses those no page can
/// show: a control character or a line separator, each a 422 problem at the key with the name without them.
@Suite("Style documents: key names")
struct KeyNameTests {
    static func problems(keyName: String) throws -> [DocumentProblem] {
        let document: JSONValue = .object(
            JSONObject([
                ("background", .string("listPlainCell")), ("content", .string("cell")),
                ("keys", .object(JSONObject([(keyName, .object(JSONObject([("type", .string("boolean"))])))]))),
            ]))
        switch StyleDocument.decode(document) {
        case .success: return []
        case .failure(let failure): return failure.problems
        }
    }

    @Test(arguments: [
        ("a\nb", "U+000A", "ab"), ("a\rb", "U+000D", "ab"), ("\u{0}x", "U+0000", "x"), ("x\u{7F}", "U+007F", "x"),
        ("x\u{85}y", "U+0085", "xy"), ("x\u{2028}y", "U+2028", "xy"), ("x\u{2029}", "U+2029", "x"),
    ])
    func aKeyNameWithAControlCharacterIsRefusedAtItsPointer(name: String, found: String, suggestion: String) throws {
        let problems = try Self.problems(keyName: name)
        #expect(problems.count == 1)
        let problem = try #require(problems.first)
        #expect(problem.pointer == JSONPointer(tokens: ["keys", name]))
        #expect(
            problem.message
                == "expected a key name without control characters or line separators, found \(found); did you mean "
                + "\"\(suggestion)\"?")
        #expect(problem.suggestion == suggestion)
    }

    @Test func aKeyNameOfControlCharactersOnlyGetsNoSuggestion() throws {
        let problem = try #require(try Self.problems(keyName: "\n\t").first)
        #expect(problem.suggestion == nil)
        #expect(problem.message == "expected a key name without control characters or line separators, found U+000A")
    }

    @Test(arguments: ["com.my-app.MyCell.isArchived", "*/ /* } { ; \" ' \\ </style> @import #{x}", "😀 ü \u{202E}"])
    func aKeyNameOfPrintableTextIsAccepted(name: String) throws {
        #expect(try Self.problems(keyName: name).isEmpty)
    }
}
