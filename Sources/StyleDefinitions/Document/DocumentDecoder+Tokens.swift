import StrictJSON
import ViewConfigurations

/// Aliases to design tokens where a document takes a color or a length: `"{brand.accent}"` in DTCG's syntax, a
/// token's dotted path in braces, looked up in the loaded ``DesignTokenSet``.
extension DocumentDecoder {
    /// The tokens aliases name, and every token an alias named so far, in the order decoded (once per alias).
    struct Aliases {
        let tokens: DesignTokenSet
        var used: [DesignToken] = []
    }

    /// Every token an alias named so far, in the order decoded (once per alias).
    package var usedTokens: [DesignToken] { aliases?.used ?? [] }

    /// How many tokens aliases named so far.
    package var usedTokenCount: Int { aliases?.used.count ?? 0 }

    /// Whether a string is meant as an alias: it starts with `{`, which no color or name does.
    static func isAlias(_ text: String) -> Bool { text.utf8.first == UInt8(ascii: "{") }

    /// The color token an alias names, as a named color with the token's value in each mode; nil with a problem.
    mutating func tokenColor(_ text: String, at pointer: JSONPointer) -> Color? {
        guard let token = token(text, at: pointer, expected: "a color") else { return nil }
        guard case .color(let modes) = token.value else {
            report(pointer, "expected a color token, \"\(text)\" is a \(token.typeName)")
            return nil
        }
        aliases?.used.append(token)
        return Color(
            named: token.path,
            appearances: Color.Appearances(
                light: modes.light, dark: modes.dark, lightHighContrast: modes.lightHighContrast,
                darkHighContrast: modes.darkHighContrast))
    }

    /// The dimension or number token an alias names, when it has one value in every mode within `range`; nil with
    /// a problem.
    mutating func tokenNumber(_ text: String, at pointer: JSONPointer, in range: ClosedRange<Double>?) -> Double? {
        guard let token = token(text, at: pointer, expected: "a dimension or number") else { return nil }
        let modes: TokenModes<Double>
        switch token.value {
        case .dimension(let values), .number(let values): modes = values
        case .color, .other:
            report(pointer, "expected a dimension or number token, \"\(text)\" is a \(token.typeName)")
            return nil
        }
        guard modes.isUniform else {
            let values = modes.named.map { "\($0.mode) \(Self.format($0.value))" }
            report(
                pointer,
                "\"\(text)\" differs between modes (\(values.joined(separator: ", "))); a length takes one value in "
                    + "every mode for now, so alias a token whose value is the same in each")
            return nil
        }
        if let range, !range.contains(modes.light) {
            report(
                pointer,
                "expected a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), "
                    + "\"\(text)\" is \(Self.format(modes.light))")
            return nil
        }
        aliases?.used.append(token)
        return modes.light
    }

    /// The token an alias names, of any type; nil with a problem when the alias is malformed, no tokens are
    /// loaded or no token has its path (suggesting the closest path).
    private mutating func token(_ text: String, at pointer: JSONPointer, expected: String) -> DesignToken? {
        guard let path = Self.aliasPath(text) else {
            report(
                pointer,
                "expected \(expected) or an alias: a token's dotted path in braces such as \"{brand.accent}\", "
                    + "found \"\(text)\"")
            return nil
        }
        guard let tokens = aliases?.tokens else {
            report(
                pointer,
                "\"\(text)\" is an alias to a design token, but no tokens file is loaded; start the service with "
                    + "--tokens FILE")
            return nil
        }
        guard let token = tokens.token(path) else {
            let paths = tokens.paths
            report(
                DocumentProblem.unknownName(
                    text, among: [], at: pointer, message: "no token has the path of the alias \"\(text)\"",
                    hint: NameSuggestion.closest(to: path, among: paths).map { "{\($0)}" }))
            return nil
        }
        return token
    }

    /// The dotted path inside an alias's braces, read as the tokens reader reads aliases between tokens, or nil
    /// when it is not one; DTCG names do not start with `$` either, but for a group's `$root` token at the end
    /// (`{color.accent.$root}`).
    static func aliasPath(_ text: String) -> String? {
        guard let alias = TokenReference.alias(text), !alias.path.isEmpty,
            !alias.path.dropLast().contains(where: { $0.hasPrefix("$") }),
            alias.path.last?.hasPrefix("$") != true || alias.path.last == "$root"
        else { return nil }
        return alias.dottedPath
    }
}
