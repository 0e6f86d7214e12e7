import StyleDefinitions

/// The bits of CSS syntax the formats write from outside input: quoted strings, and the page's selector, checked so
/// that it cannot leave the rule it is put in.
enum CSSSyntax {
    /// Longest selector accepted.
    static let maximumSelectorLength = 200

    /// A CSS string in double quotes, its text escaped by ``GeneratedText/escaped(_:quoted:interpolation:with:)``
    /// with CSS hex escapes (`\A `); Sass reads it as the same string.
    static func string(_ text: String) -> String {
        "\"" + GeneratedText.escaped(text, quoted: true, interpolation: true, with: hex) + "\""
    }

    /// A state's bound selector, written from its parsed parts: the pseudo-class's name is one of an allow-list, the
    /// attribute's name letters, digits, `-` and `_`, and its value a CSS string (``string(_:)``).
    static func selector(_ selector: WebStateSelector) -> String {
        switch selector {
        case .pseudoClass(let name): ":" + name
        case .attribute(let name, nil, _): "[\(name)]"
        case .attribute(let name, let match?, let value): "[\(name)\(match.rawValue)\(string(value))]"
        }
    }

    /// Text for inside a comment, `/* … */` in CSS or `//` in Sass: escaped as in ``string(_:)``, so nothing in it
    /// can end the comment or the line, and the text stays readable with nothing lost.
    static func comment(_ text: String) -> String {
        GeneratedText.escaped(text, quoted: false, interpolation: true, with: hex)
    }

    /// Text as the name part of a CSS identifier (after `--`): ASCII letters, digits, `-`, `_` and non-ASCII
    /// characters as they are, every other character hex-escaped, so a name from a document cannot end the
    /// declaration or the rule.
    static func identifier(_ text: String) -> String {
        var name = ""
        for scalar in text.unicodeScalars {
            let safe =
                scalar.value >= 0x80 && scalar.properties.generalCategory != .control
                || (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                || scalar == "-" || scalar == "_"
            name += safe ? String(scalar) : hex(scalar)
        }
        return name
    }

    /// A CSS hex escape, `\3C `: the space ends it, so a hex digit after it stays text.
    private static func hex(_ scalar: Unicode.Scalar) -> String {
        "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
    }

    /// Why a selector cannot be used, or nil when it can: it must be one selector (a list goes in `:is(…)`), without
    /// a pseudo-element (state selectors are appended to it), made of selector characters only, with balanced
    /// brackets, parentheses and quotes, and at most ``maximumSelectorLength`` characters. Braces, `;`, `<`, `@`,
    /// `\`, `/` and `!` are refused outright: any of them could end the rule or the stylesheet.
    static func problem(inSelector selector: String) -> String? {
        let scalars = Array(selector.unicodeScalars)
        guard !selector.allSatisfy({ $0 == " " }) else { return "the selector is empty" }
        guard scalars.count <= maximumSelectorLength else {
            return "the selector has \(scalars.count) characters; at most \(maximumSelectorLength) are accepted"
        }
        var closers: [Unicode.Scalar] = []
        var quote: Unicode.Scalar?
        var previous: Unicode.Scalar = " "
        for scalar in scalars {
            defer { previous = scalar }
            if let open = quote {
                if scalar == open {
                    quote = nil
                } else if !isAllowed(scalar) || scalar == "\"" || scalar == "'" {
                    return "the selector has \(describe(scalar)) inside a quoted value"
                }
                continue
            }
            switch scalar {
            case "\"", "'": quote = scalar
            case "[": closers.append("]")
            case "(": closers.append(")")
            case "]", ")":
                guard closers.last == scalar else { return "the selector has an unbalanced \"\(scalar)\"" }
                closers.removeLast()
            case ",":
                guard !closers.isEmpty else { return "give one selector; put a list inside :is(…)" }
            case ":" where previous == ":":
                return "a pseudo-element cannot take the state selectors appended to the selector"
            default:
                guard isAllowed(scalar) else { return "the selector may not contain \(describe(scalar))" }
            }
        }
        if quote != nil { return "the selector has an unclosed quote" }
        if let closer = closers.last { return "the selector misses a closing \"\(closer)\"" }
        return nil
    }

    /// Letters, digits and the characters of selector syntax other than those handled in ``problem(inSelector:)``;
    /// anything from U+00A0 on (CSS identifiers may hold it).
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0xA0 { return true }
        if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) { return true }
        return "-_.#:=*>+~ ^$|".unicodeScalars.contains(scalar)
    }

    private static func describe(_ scalar: Unicode.Scalar) -> String {
        scalar.value < 0x20 || scalar.value == 0x7F ? "a control character" : "\"\(scalar)\""
    }
}
