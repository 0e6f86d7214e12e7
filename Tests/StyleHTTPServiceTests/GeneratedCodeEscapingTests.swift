import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

@testable import StyleService

/// Document text in generated code: the escaping helpers of CSS (and Sass) and TypeScript on real hostile text, and
/// every export of a style whose names try to leave their comments and strings, built straight from a definition so
/// the exports hold even where the document decoder lets such a name through.
@Suite("Generated code: strings and comments escape document text")
struct GeneratedCodeEscapingTests {
    /// A key name that ends a `//` comment, a `/* */` comment and a string, then declares a rule and an import.
    static let hostileKey =
        "k\n@import url(\"https://attacker.example/x.css\");\n.pwned { background: red }\r\0*/ /* \u{2028}x\u{2029}"
        + " </style> #{1+1} \\ 😀"
    /// A string value of that key, likewise.
    static let hostileValue = "v\"]{}\n;@import 'y';\u{0}*/\u{85}\u{202E}"
    /// A button title that closes a style element and a string, then declares a rule.
    static let hostileTitle = "title-mark</style>\"}\n.pwned { color: red } /*"
    /// A style name with the same intent (names are checked today, but the exports must not rely on it).
    static let hostileName = "n*/\n@import url(z.css);\u{2028}//"

    @Test func cssStringsEscapeQuotesBackslashesAndEveryLineBreak() {
        #expect(CSSSyntax.string("plain 😀") == "\"plain 😀\"")
        #expect(CSSSyntax.string("a\"b\\c") == #""a\"b\\c""#)
        #expect(CSSSyntax.string("a\nb\rc\u{0}d\u{7F}e\u{85}") == #""a\A b\D c\0 d\7F e\85 ""#)
        #expect(CSSSyntax.string("x\u{2028}y\u{2029}z\u{202E}w\u{FEFF}") == #""x\2028 y\2029 z\202E w\FEFF ""#)
        #expect(CSSSyntax.string("</style>") == #""\3C /style>""#)
        #expect(CSSSyntax.string("#{1+1} # {") == #""\23 {1+1} # {""#)
        // A hex digit after an escape stays text: the escape ends at its space.
        #expect(CSSSyntax.string("\nA") == #""\A A""#)
    }

    @Test func cssCommentsCannotBeEndedOrBroken() {
        #expect(CSSSyntax.comment("a */ b") == #"a *\2F  b"#)
        #expect(CSSSyntax.comment("**/") == #"**\2F "#)
        #expect(CSSSyntax.comment("/* a") == "/* a", "an opener inside a comment ends nothing")
        #expect(CSSSyntax.comment("line\nnext\r\u{0}") == #"line\A next\D \0 "#)
        #expect(CSSSyntax.comment(#"say "hi" \ <b>"#) == #"say "hi" \\ \3C b>"#)
        #expect(CSSSyntax.comment("#{$x}") == #"\23 {$x}"#)
    }

    @Test func typeScriptStringsEscapeQuotesBackslashesAndEveryLineBreak() {
        #expect(TypeScriptSyntax.string("plain 😀") == "\"plain 😀\"")
        #expect(TypeScriptSyntax.string("a\"b\\c") == #""a\"b\\c""#)
        #expect(TypeScriptSyntax.string("a\nb\rc\u{0}d\u{7F}") == #""a\u000Ab\u000Dc\u0000d\u007F""#)
        #expect(TypeScriptSyntax.string("x\u{2028}y\u{2029}z\u{2066}") == #""x\u2028y\u2029z\u2066""#)
        #expect(TypeScriptSyntax.string("</script>") == #""\u003C/script>""#)
        #expect(
            TypeScriptSyntax.string("#{x} `${y}`") == ##""#{x} `${y}`""##,
            "a double-quoted literal interpolates nothing")
    }

    @Test func typeScriptCommentsCannotBeEndedOrBroken() {
        #expect(TypeScriptSyntax.comment("a */ b") == #"a *\u002F b"#)
        #expect(TypeScriptSyntax.comment("a\u{2028}b\nc") == #"a\u2028b\u000Ac"#)
        #expect(TypeScriptSyntax.comment(#"it's "x" \"#) == #"it's "x" \\"#)
    }

    /// A style with a boolean key and a string key, both named ``hostileKey``-like, whose rules test
    /// ``hostileValue``: a cell's, or of the kind `factories` make, with `overrides` of its own.
    static func hostileStyle(
        _ factories: StyleFactories = .cell(background: "listPlainCell", content: "cell"),
        overrides styleOverrides: ConfigurationOverrides = ConfigurationOverrides()
    ) throws -> StyleDefinition {
        let flag = ConfigurationStateCustomKey(hostileKey)
        let text = ConfigurationStateCustomKey(hostileKey + "2")
        // The variants come from the keys and the values the rules test, whatever the rules set.
        let overrides = ConfigurationOverrides()
        return try #require(
            StyleDefinition(
                name: hostileName, kind: .user, factories: factories,
                keys: [
                    CustomStateKeyDeclaration(key: flag, type: .boolean, defaultValue: .bool(false)),
                    CustomStateKeyDeclaration(key: text, type: .string, defaultValue: .string("")),
                ],
                overrides: styleOverrides,
                rules: [
                    StyleRule(when: .customState(flag, .equals(.bool(true))), set: overrides),
                    StyleRule(when: .customState(text, .equals(.string(hostileValue))), set: overrides),
                ]))
    }

    @Test(arguments: ExportFormat.allCases)
    func noExportLetsDocumentTextOutOfItsCommentOrString(format: ExportFormat) throws {
        let style = try Self.hostileStyle()
        try Self.expectEscaped(try format.files(style: style, named: Self.hostileName, query: FormatQuery()))
    }

    /// A button style whose title (set by its overrides, never a web property) and keys try to leave the output, in
    /// every web format and the resolve answer's CSS.
    @Test(arguments: ExportFormat.allCases.filter { $0 != .swift })
    func noButtonExportLetsDocumentTextOut(format: ExportFormat) throws {
        let title = try #require(ButtonConfiguration.catalogue.property(ButtonConfiguration.Property.title))
        let style = try Self.hostileStyle(
            .button("filled"),
            overrides: ConfigurationOverrides(button: [ButtonAssignment(title, .string(Self.hostileTitle))]))
        let files = try format.files(style: style, named: Self.hostileName, query: FormatQuery())
        try Self.expectEscaped(files)
        for file in files {
            let text = String(decoding: file.bytes, as: UTF8.self)
            #expect(!text.contains("title-mark"), "\(file.name) holds the title")
        }
        let request = ComponentRequest.button(
            ButtonConfigurationState(), role: .normal, content: ButtonContent(title: Self.hostileTitle),
            overrides: ConfigurationOverrides())
        let css = String(
            decoding: CSSCustomProperties.rule(for: request, of: style, tintColor: .systemBlue), as: UTF8.self)
        #expect(css.hasPrefix(":root {\n") && css.hasSuffix("}\n") && !css.contains("title-mark"))
        #expect(css.components(separatedBy: "{").count == 2, "one rule, nothing opened by the title")
    }

    /// Every file is free of raw control and separator characters, declares no import or rule of its own, and keeps
    /// its one comment.
    static func expectEscaped(_ files: [ExportFormat.File]) throws {
        #expect(!files.isEmpty)
        for file in files {
            let text = String(decoding: file.bytes, as: UTF8.self)
            // JSON (RFC 8259) escapes C0 controls only: the separators and C1 controls are legal in its strings.
            let raw: [Unicode.Scalar] =
                file.name.hasSuffix(".json") ? [] : ["\u{2028}", "\u{2029}", "\u{85}", "\u{202E}"]
            for forbidden in ["\u{0}", "\r"] + raw {
                #expect(!text.unicodeScalars.contains(forbidden), "\(file.name) holds U+\(forbidden.value) raw")
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines {
                let trimmed = line.drop { $0 == " " }
                #expect(!trimmed.hasPrefix("@import") && !trimmed.hasPrefix(".pwned"), "\(file.name): \(line)")
            }
            if file.name.hasSuffix(".json") {
                // JSON escapes on its own; the names must come back whole.
                let parsed = try JSONReader().parse(file.bytes)
                #expect(parsed.objectValue != nil, "\(file.name) is a JSON object")
            }
            if file.name.hasSuffix(".scss") {
                // Sass declares only variables: every other line is a comment, a map's line or blank.
                for line in lines where !line.isEmpty {
                    let allowed = ["//", "$", "  ", ")"].contains { line.hasPrefix($0) }
                    #expect(allowed, "\(file.name): \(line)")
                }
            }
            if file.name.hasSuffix(".css") {
                // One comment, the header, opens and closes; no other `*/` anywhere.
                #expect(text.components(separatedBy: "*/").count == 2, "\(file.name) has one comment end")
            }
        }
    }

    @Test func theTokensKeepTheKeyNameWholeInTheirDescriptions() throws {
        let style = try Self.hostileStyle()
        let file = try #require(
            try ExportFormat.tokens.files(style: style, named: Self.hostileName, query: FormatQuery()).last)
        let tokens = try JSONReader().parse(file.bytes)
        let descriptions = (tokens.objectValue?.members ?? []).compactMap { $0.value["$description"]?.stringValue }
        #expect(descriptions.contains { $0.contains("the custom state \(Self.hostileKey) is true") })
    }
}
