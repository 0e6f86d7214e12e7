/// The bits of TypeScript (and JavaScript) syntax the TypeScript export writes from outside input: string literals
/// and text inside comments, neither of which a style's names can leave.
enum TypeScriptSyntax {
    /// A string literal in double quotes, its text escaped by ``GeneratedText/escaped(_:quoted:interpolation:with:)``
    /// with `\uXXXX` escapes.
    static func string(_ text: String) -> String {
        "\"" + GeneratedText.escaped(text, quoted: true, with: unicodeEscape) + "\""
    }

    /// Text for inside a comment, `//` or `/* … */`: escaped as in ``string(_:)`` (U+2028 and U+2029 would end a `//`
    /// comment), so nothing in it can end the comment or the line, and the text stays readable with nothing lost.
    static func comment(_ text: String) -> String {
        GeneratedText.escaped(text, quoted: false, with: unicodeEscape)
    }

    /// `\u000A`: four hex digits, as every scalar escaped is in the Basic Multilingual Plane.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
