/// Text written into a `--log-format text` line. It may come from a client (a request target) or a styles-folder
/// file (a style's name or value, quoted in a problem), so every character that could end the line, move the
/// cursor or reorder what a terminal shows is written as an escape: `\n`, `\r`, `\t`, `\\` for a backslash and
/// `\u{…}` for the rest. No content can then forge a line, and an escape in the log always means an escaped
/// character.
enum LogText {
    /// `text` with its line-breaking and control characters escaped; `text` itself when it has none.
    static func escaped(_ text: String) -> String {
        // Every escaped character has one of these bytes in its UTF-8 (a C1 control starts with 0xC2, the
        // separators and direction marks with 0xE2): text without them is returned as it is.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x5C || $0 == 0xC2 || $0 == 0xE2 })
        else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case "\\": escaped += "\\\\"
            default:
                if needsEscape(scalar) {
                    escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped
    }

    /// Whether a scalar is written as `\u{…}`: a C0 or C1 control, DEL, a line or paragraph separator, or a mark
    /// that changes the direction of the text after it.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
