import Foundation
import Testing

@testable import EmbedResourceTool

@Suite("EmbedResourceTool: the generated Swift source")
struct EmbeddedSourceTests {
    private let source = EmbeddedSource(
        typeName: "Page", member: "html", isPublic: false, summary: "A page.", sourceName: "Web/page.html"
    )

    @Test func rendersAnEnumWithTheBytesMember() throws {
        let rendered = try source.render(Array("<p>hi</p>\n".utf8))
        let expected = """
            // Generated at build time by the EmbedResources plugin from Web/page.html; do not edit.

            /// A page.
            enum Page {
                /// The bytes of `page.html`.
                static let html: [UInt8] = Array(text.utf8)

                /// The text of `page.html`.
                static let text = #\"\"\"
            <p>hi</p>

            \"\"\"#
            }

            """
        #expect(rendered == expected)
        var publicSource = source
        publicSource.isPublic = true
        let publicRendered = try publicSource.render([])
        #expect(publicRendered.contains("public enum Page {"))
        #expect(publicRendered.contains("    public static let html: [UInt8] = Array(text.utf8)"))
    }

    /// The literal's value is the text: what a compiler reads between the delimiters, with the escapes undone.
    @Test(arguments: [
        "", "\n", "no newline at the end", "a\n\nb\n\n", "\"\"\"# and \\# and \"\"\"## and \\(x) and \\##(y)",
        "###### and \"\"\"###### end\\", "crlf\r\nline\rcr", "tab\tnul\u{0}bell\u{7}del\u{7F}",
        "bom\u{FEFF} zwj 👩\u{200D}💻 ls\u{2028}ps\u{2029}", "   indented last line   ",
    ])
    func theLiteralCannotBeEndedOrEscapedByTheText(text: String) {
        let literal = EmbeddedSource.rawStringLiteral(text)
        let hashes = String(literal.prefix { $0 == "#" })
        #expect(hashes.count >= 1)
        let open = hashes + "\"\"\"\n"
        let close = "\n\"\"\"" + hashes
        #expect(literal.hasPrefix(open) && literal.hasSuffix(close))
        let body = String(literal.dropFirst(open.count).dropLast(close.count))
        #expect(!body.contains("\"\"\"" + hashes), "the text cannot end the literal")
        #expect(!body.contains("\r"), "a carriage return would become a line feed")
        #expect(Self.unescape(body, hashes: hashes) == text)
    }

    @Test func refusesTextThatIsNotUTF8() {
        #expect(EmbeddedSource.firstInvalidUTF8Offset(Array("ok".utf8) + [0xC3, 0x28]) == 2)
        #expect(throws: ToolError.self) { try source.render([0x61, 0xFF, 0x62]) }
    }

    @Test func refusesNamesThatAreNotIdentifiers() {
        var bad = source
        bad.typeName = "Open API"
        #expect(throws: ToolError.self) { try bad.render([]) }
        #expect(EmbeddedSource.isIdentifier("OpenAPIDocument") && EmbeddedSource.isIdentifier("_x1"))
        #expect(
            !EmbeddedSource.isIdentifier("1x") && !EmbeddedSource.isIdentifier("")
                && !EmbeddedSource.isIdentifier("a-b"))
    }

    @Test func parsesTheCommandLine() throws {
        let options = try Options(arguments: [
            "--input", "/p/openapi.yaml", "--output", "/w/OpenAPIDocument.swift", "--type", "OpenAPIDocument",
            "--member", "yaml", "--summary", "The spec.", "--public",
        ])
        #expect(options.isPublic && options.typeName == "OpenAPIDocument" && options.sourceName == "openapi.yaml")
        #expect(throws: ToolError.self) { try Options(arguments: ["--input", "a", "--output"]) }
        #expect(throws: ToolError.self) { try Options(arguments: ["--input", "a", "--output", "b", "--type", "T"]) }
        #expect(throws: ToolError.self) { try Options(arguments: ["--colour", "blue"]) }
    }

    /// Undoes the only escapes the tool writes, `\#u{…}` with the literal's hashes.
    private static func unescape(_ body: String, hashes: String) -> String? {
        let escape = "\\" + hashes + "u{"
        var result = ""
        var rest = Substring(body)
        while let start = rest.range(of: escape) {
            result += rest[..<start.lowerBound]
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "}"), let value = UInt32(rest[..<end], radix: 16),
                let scalar = Unicode.Scalar(value)
            else { return nil }
            result.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}

@Suite("EmbedResourceTool: BuildInfo")
struct BuildInfoSourceTests {
    @Test(arguments: [
        ("openapi: 3.1.0\ninfo:\n  title: T\n  version: 0.2.0\npaths: {}\n", "0.2.0"),
        ("info:\n  version: \"1.4.0-beta.1\"\n", "1.4.0-beta.1"),
        ("paths:\n  /a:\n    version: 9.9.9\ninfo:\n  version: '2.0.0'\n", "2.0.0"),
        ("info:\n  title: T\ncomponents:\n  version: 1.0.0\n", nil),
        ("info:\n  version: 1.0.0; rm -rf\n", nil),
    ])
    func theVersionIsInfoVersionOfTheOpenAPIDocument(document: String, version: String?) {
        #expect(BuildInfoSource.version(inOpenAPI: document) == version)
    }

    @Test(arguments: [
        ("5ed4cdd070a67bb667611a44692f901cabd72ed7", "5ed4cdd070a67bb667611a44692f901cabd72ed7"),
        ("v0.2.0", "v0.2.0"), ("", "unknown"), ("abc\"; evil()", "unknown"),
        (String(repeating: "a", count: 65), "unknown"),
    ])
    func theCommitIsKeptOnlyWhenSafe(commit: String, kept: String) throws {
        #expect(BuildInfoSource.sanitized(commit) == kept)
        let source = try BuildInfoSource(commit: commit).render(openAPI: "info:\n  version: 0.2.0\n")
        #expect(source.contains("public static let version = \"0.2.0\""))
        #expect(source.contains("public static let commit = \"\(kept)\""))
    }
}
