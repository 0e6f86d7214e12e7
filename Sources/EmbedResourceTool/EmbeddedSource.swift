/// Renders a text file as a Swift source file: an enum whose `[UInt8]` member holds the file's exact bytes.
///
/// The text goes into a multi-line raw string literal, so the generated file reads like the original. The literal
/// uses one `#` more than the longest run of `#` in the text, so no sequence in the text can end the literal
/// (`"""#…`) or start an escape (`\#…`). Characters a literal would change or refuse (carriage returns, which the
/// compiler turns into line feeds, and other control and format characters) are written as `\#u{…}` escapes.
/// Line feeds and tabs stay as they are. The text must be UTF-8, which the service also promises when it serves it.
struct EmbeddedSource {
    /// The enum's name.
    var typeName: String
    /// The name of the `[UInt8]` member.
    var member: String
    /// Whether the enum and the member are `public`.
    var isPublic: Bool
    /// The enum's doc comment, one line.
    var summary: String
    /// How the generated comments name the file (its path in the package).
    var sourceName: String

    /// The Swift source holding `bytes`; throws when they are not UTF-8 or a name is not a Swift identifier.
    func render(_ bytes: [UInt8]) throws -> String {
        for name in [typeName, member] where !Self.isIdentifier(name) {
            throw ToolError("'\(name)' is not a Swift identifier")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ToolError(
                "\(sourceName) is not valid UTF-8 (byte \(Self.firstInvalidUTF8Offset(bytes))); "
                    + "only UTF-8 text can be embedded")
        }
        let access = isPublic ? "public " : ""
        let fileName = sourceName.split(separator: "/").last.map(String.init) ?? sourceName
        var lines = [
            "// Generated at build time by the EmbedResources plugin from \(sourceName); do not edit.",
            "",
        ]
        if !summary.isEmpty {
            lines.append("/// \(summary)")
        }
        lines += [
            "\(access)enum \(typeName) {",
            "    /// The bytes of `\(fileName)`.",
            "    \(access)static let \(member): [UInt8] = Array(text.utf8)",
            "",
            "    /// The text of `\(fileName)`.",
            "    static let text = \(Self.rawStringLiteral(text))",
            "}",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// A multi-line raw string literal whose value is `text`, closing delimiter at the start of its line.
    static func rawStringLiteral(_ text: String) -> String {
        var longestRun = 0
        var run = 0
        for scalar in text.unicodeScalars {
            run = scalar == "#" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let hashes = String(repeating: "#", count: longestRun + 1)
        var body = ""
        body.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                body += "\\\(hashes)u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                body.unicodeScalars.append(scalar)
            }
        }
        return "\(hashes)\"\"\"\n\(body)\n\"\"\"\(hashes)"
    }

    /// Whether a literal must spell `scalar` as an escape: control, format and separator characters other than
    /// line feed and tab (the compiler normalises carriage returns and refuses most other control characters).
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\n" || scalar == "\t" {
            return false
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
            return true
        default:
            return false
        }
    }

    /// Whether `name` can name the enum or its member without backticks.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
    }

    /// The offset of the first byte that does not begin or continue a valid UTF-8 sequence.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var offset = 0
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                offset += encoded.count
            case .error:
                return offset
            case .emptyInput:
                return offset
            }
        }
    }
}
