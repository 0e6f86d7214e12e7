/// The bits of Swift syntax the Swift export writes from outside input: string literals, text inside comments, and
/// the one mapping from a document's names to identifiers (docs/SWIFT.md describes it), so that no name or text of a
/// document can end a literal or a comment, interpolate, or declare anything.
enum SwiftSyntax {
    /// A string literal in double quotes, its text escaped by ``GeneratedText/escaped(_:quoted:interpolation:with:)``
    /// with `\u{…}` escapes: `\` is doubled (so `\(` cannot interpolate), `"` is escaped (so neither the literal nor
    /// a `"""` can close it), and control, bidirectional and line-breaking characters are escapes, never raw.
    static func string(_ text: String) -> String {
        "\"" + GeneratedText.escaped(text, quoted: true, with: unicodeEscape) + "\""
    }

    /// Text for inside a `//` comment: escaped as in ``string(_:)``, so no line break or bidirectional control
    /// character is raw and the text stays readable with nothing lost.
    static func comment(_ text: String) -> String {
        GeneratedText.escaped(text, quoted: false, with: unicodeEscape)
    }

    /// `\u{A}`: Swift's escape of any scalar.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// The words of a name: its runs of ASCII letters and digits (every other character separates words).
    static func words(_ name: Substring) -> [Substring] {
        name.split { !isASCIILetterOrDigit($0) }
    }

    /// The type name a style's name gives (`com.example.archived-cell` → `ComExampleArchivedCell`): its words in
    /// upper camel case, `Style` in front when the first is a digit, `Unnamed` when it has none. The export appends
    /// `Style` and `Cell`, so the result is never a keyword.
    static func typeName(forStyle name: String) -> String {
        let joined = words(name[...]).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first else { return "Unnamed" }
        return first.isNumber ? "Style" + joined : joined
    }

    /// The identifier a custom-state key's raw name gives, for its `UIConfigurationStateCustomKey` constant, its
    /// typed accessor and its container value: the last dot-separated part of the name that has a letter or digit
    /// (reverse-DNS names: `com.my-app.MyCell.isArchived` → `isArchived`), its words in lower camel case; `state`
    /// in front when it starts with a digit, `State` after a Swift keyword (`default` → `defaultState`), and
    /// `customStateN` (N the key's 1-based position) when the name has no ASCII letter or digit.
    static func identifier(forKey name: String, position: Int) -> String {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let part = parts.last { !words($0).isEmpty } ?? name[...]
        guard let joined = lowerCamelCase(words(part)) else { return "customState\(position)" }
        if joined.first?.isNumber == true { return "state" + joined }
        return keywords.contains(joined) ? joined + "State" : joined
    }

    /// The identifier a design token's path gives, for its color in the export's `Tokens` enum: the words of the
    /// whole path in lower camel case (`brand.accent` → `brandAccent`); `token` in front when it starts with a digit,
    /// `Token` after a Swift keyword, and `token` alone when the path has no ASCII letter or digit.
    static func identifier(forToken path: String) -> String {
        guard let joined = lowerCamelCase(words(path[...])) else { return "token" }
        if joined.first?.isNumber == true { return "token" + joined }
        return keywords.contains(joined) ? joined + "Token" : joined
    }

    /// Words in lower camel case (`is`, `new`, `item` → `isNewItem`); nil for no words.
    private static func lowerCamelCase(_ pieces: [Substring]) -> String? {
        guard let head = pieces.first else { return nil }
        return head.prefix(1).lowercased() + head.dropFirst()
            + pieces.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private static func isASCIILetterOrDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return (0x30...0x39).contains(ascii) || (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
    }

    /// Swift's reserved words (declarations, statements, expressions and types) and the contextual words a
    /// property may not be named without backquotes, in lower camel case as ``identifier(forKey:position:)`` makes.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
        "try", "await", "async", "any", "some", "type", "protocol", "get", "set", "willSet", "didSet", "macro",
    ]
}
