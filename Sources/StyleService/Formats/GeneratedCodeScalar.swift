extension Unicode.Scalar {
    /// Whether the scalar is never written raw into generated code, in a string or a comment: a control character
    /// (C0, DEL, C1), a line or paragraph separator (line breaks in JavaScript), a bidirectional formatting character
    /// (code would read unlike it compiles) or a byte-order mark. Each language's syntax escapes it its own way.
    var needsEscapeInGeneratedCode: Bool {
        switch value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }
}
