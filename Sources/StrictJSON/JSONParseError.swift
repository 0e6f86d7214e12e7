/// Why and where the reader rejected its input: a value, with the byte offset, line and column of the
/// first offending byte and a message a person can act on ("expected ':' after object key").
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The category of a parse error, for code that reacts to some of them (a 413 for size limits).
    public enum Kind: Sendable, Hashable {
        /// The input ended inside a value.
        case unexpectedEndOfInput
        /// A byte that cannot start or continue the value here (including comments, `NaN`, `'`).
        case unexpectedCharacter
        /// A misspelled `true`, `false` or `null`.
        case invalidLiteral
        /// A number that breaks RFC 8259's grammar (leading zero, missing digits).
        case invalidNumber
        /// A valid number too large for a `Double` (`1e400`).
        case numberOutOfRange
        /// A raw control character (below U+0020) inside a string.
        case controlCharacterInString
        /// A backslash escape JSON does not define, or a malformed `\u` escape.
        case invalidEscape
        /// A `\u` surrogate without its partner.
        case unpairedSurrogate
        /// Bytes that are not valid UTF-8 (including overlong forms and encoded surrogates).
        case invalidUTF8
        /// An object key seen twice.
        case duplicateKey
        /// Anything but whitespace after the value.
        case trailingContent
        /// Nesting deeper than ``JSONReader/Limits/maximumDepth``.
        case depthLimitExceeded
        /// Input larger than ``JSONReader/Limits/maximumInputBytes``.
        case inputTooLarge
        /// A string longer than ``JSONReader/Limits/maximumStringBytes``.
        case stringTooLong
        /// More array elements and object members than ``JSONReader/Limits/maximumElements``.
        case tooManyElements
    }

    /// The category.
    public var kind: Kind
    /// What went wrong, without the position: "duplicate key \"style\"".
    public var message: String
    /// Zero-based offset of the offending byte in the input (the input's length at its end).
    public var offset: Int
    /// One-based line: line feeds before the offset, plus one.
    public var line: Int
    /// One-based column on that line, counted in Unicode scalars (UTF-8 lead bytes), not bytes.
    public var column: Int

    /// An error with every field given, for tests and for code that rethrows with adjusted positions.
    public init(kind: Kind, message: String, offset: Int, line: Int, column: Int) {
        self.kind = kind
        self.message = message
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// "line 3, column 7 (byte 41): expected ':' after object key".
    public var description: String { "line \(line), column \(column) (byte \(offset)): \(message)" }
}
