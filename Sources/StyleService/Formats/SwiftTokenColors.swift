import ViewConfigurations

/// The design tokens' colors a style's Swift code uses, each declared once in the file's `private enum Tokens` as a
/// dynamic `UIColor` choosing among the token's four appearances, and named by its uses as `Tokens.<identifier>`.
/// The identifier comes from the token's path (``SwiftSyntax/identifier(forToken:)``); two paths giving one
/// identifier keep apart by a number after the later one.
struct SwiftTokenColors {
    /// One token's color: its path (text from the user's tokens file), its identifier and its appearances.
    struct Entry {
        let path: String
        let identifier: String
        let appearances: Color.Appearances
    }

    /// The tokens in the order the code first uses them.
    private(set) var entries: [Entry] = []

    /// Whether the code uses no token.
    var isEmpty: Bool { entries.isEmpty }

    /// The expression naming the token `path` with these appearances (`Tokens.brandAccent`), declaring it on first
    /// use.
    mutating func use(_ path: String, appearances: Color.Appearances) -> String {
        if let entry = entries.first(where: { $0.path == path && $0.appearances == appearances }) {
            return "Tokens." + entry.identifier
        }
        let stem = SwiftSyntax.identifier(forToken: path)
        var identifier = stem
        var number = 2
        while entries.contains(where: { $0.identifier == identifier }) {
            identifier = stem + String(number)
            number += 1
        }
        entries.append(Entry(path: path, identifier: identifier, appearances: appearances))
        return "Tokens." + identifier
    }

    /// The `private enum Tokens` declaring every token used, each with a comment naming its path.
    func declaration() -> String {
        var text = "/// The design tokens' colors, in each appearance the tokens file gives.\nprivate enum Tokens {\n"
        for (index, entry) in entries.enumerated() {
            if index > 0 { text += "\n" }
            let appearances = entry.appearances
            text += "  /// {\(SwiftSyntax.comment(entry.path))}\n"
            text += "  static let \(entry.identifier) = UIColor { traits in\n"
            text += "    switch (traits.userInterfaceStyle == .dark, traits.accessibilityContrast == .high) {\n"
            let cases: [(String, ResolvedColor)] = [
                ("(false, false)", appearances.light), ("(true, false)", appearances.dark),
                ("(false, true)", appearances.lightHighContrast), ("(true, true)", appearances.darkHighContrast),
            ]
            for (pattern, color) in cases {
                text += "    case \(pattern):\n      \(SwiftValue.components(color))\n"
            }
            text += "    }\n  }\n"
        }
        return text + "}\n\n"
    }
}
