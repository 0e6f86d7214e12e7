/// The bits of TypeScript (and JavaScript) syntax the TypeScript export writes from outside input: string literals
/// and text inside comments, neither of which a style's names can leave.
enum TypeScriptSyntax {
    /// A string literal in double quotes: `"` and `\` escaped, and as `\uXXXX` escapes the scalars of
    /// ``escaped(_:quoted:)``.
    static func string(_ text: String) -> String {
        "\"" + escaped(text, quoted: true) + "\""
    }

    /// Text for inside a comment, `//` or `/* … */`: nothing in it can end the comment or the line. Escapes as in
    /// ``string(_:)``, so the text stays readable and nothing is lost.
    static func comment(_ text: String) -> String {
        escaped(text, quoted: false)
    }

    /// `text` with `\` (and, when `quoted`, `"`) escaped, and as `\uXXXX` escapes: every scalar
    /// ``Unicode/Scalar/needsEscapeInGeneratedCode`` names (U+2028 and U+2029 end a `//` comment too), `<` (so the
    /// text can sit inside an HTML `<script>` without closing it) and the `/` of `*/` (so a comment cannot end early).
    private static func escaped(_ text: String, quoted: Bool) -> String {
        var result = ""
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\\": result += "\\\\"
            case "\"" where quoted: result += "\\\""
            case "<": result += unicodeEscape(scalar)
            case "/" where previous == "*": result += unicodeEscape(scalar)
            case _ where scalar.needsEscapeInGeneratedCode: result += unicodeEscape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `\u000A`: four hex digits, as every scalar escaped is in the Basic Multilingual Plane.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
