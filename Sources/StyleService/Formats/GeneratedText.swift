/// Document text (a style's name, its key names and values) as generated code writes it in a string or a comment,
/// each language's syntax (``CSSSyntax``, ``TypeScriptSyntax``, ``SwiftSyntax``) giving the form of an escape: no line break, NUL or
/// other control character is ever raw, and nothing in the text can end the string or comment it is put in.
enum GeneratedText {
    /// `text` with `\` (and, when `quoted`, `"`) escaped by a backslash, and written with `escape`: every scalar
    /// ``needsEscape(_:)`` names, `<` (so the text can sit inside an HTML `<style>` or `<script>` without closing it),
    /// the `/` of `*/` (so a comment cannot end early) and, when `interpolation` is set, the `#` of `#{` (Sass
    /// interpolates it in strings and comments alike).
    static func escaped(
        _ text: String, quoted: Bool, interpolation: Bool = false, with escape: (Unicode.Scalar) -> String
    ) -> String {
        var result = ""
        var previous: Unicode.Scalar = " "
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            defer { previous = scalar }
            switch scalar {
            case "\\": result += "\\\\"
            case "\"" where quoted: result += "\\\""
            case "<": result += escape(scalar)
            case "/" where previous == "*": result += escape(scalar)
            case "#" where interpolation && index + 1 < scalars.count && scalars[index + 1] == "{":
                result += escape(scalar)
            case _ where needsEscape(scalar): result += escape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a scalar is never written raw: a control character (C0, DEL, C1), a line or paragraph separator
    /// (line breaks in JavaScript), a bidirectional formatting character (code would read unlike it compiles) or a
    /// byte-order mark.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
