/// A strict RFC 8259 JSON reader with limits, for untrusted request bodies and style files.
///
/// Rejects everything the RFC does not allow: trailing commas, comments, leading zeros, `NaN` and
/// `Infinity`, single quotes, raw control characters in strings, unknown escapes, unpaired surrogates,
/// invalid UTF-8 (overlong forms and encoded surrogates included), a byte order mark, duplicate object
/// keys, and anything but whitespace after the value. Never traps: every failure is a ``JSONParseError``
/// with the byte offset, line and column. Integer literals that fit `Int64` stay exact; other valid
/// numbers become doubles (a number beyond `Double`'s range, like `1e400`, is rejected).
public struct JSONReader: Sendable {
    /// Bounds on the work and memory one document may cost.
    public struct Limits: Sendable, Hashable {
        /// The deepest nesting any configuration gets, whatever ``maximumDepth`` says: the reader is
        /// recursive, and this keeps it well inside a 512 KiB thread stack.
        public static let maximumSupportedDepth = 512

        /// Deepest nesting of arrays and objects: a document nested exactly this deep is accepted,
        /// one level more is rejected. Values above ``maximumSupportedDepth`` act as that.
        public var maximumDepth: Int
        /// Largest input accepted, in bytes.
        public var maximumInputBytes: Int
        /// Longest string (or key) accepted, in bytes of its JSON text between the quotes.
        public var maximumStringBytes: Int
        /// Most array elements plus object members in the whole document.
        public var maximumElements: Int

        /// Limits; the defaults suit style documents and API requests alike.
        public init(
            maximumDepth: Int = 64, maximumInputBytes: Int = 8 << 20, maximumStringBytes: Int = 1 << 20,
            maximumElements: Int = 1_000_000
        ) {
            self.maximumDepth = maximumDepth
            self.maximumInputBytes = maximumInputBytes
            self.maximumStringBytes = maximumStringBytes
            self.maximumElements = maximumElements
        }

        /// Depth 64, 8 MiB of input, 1 MiB strings, a million elements and members.
        public static let `default` = Limits()
    }

    /// The limits every parse checks.
    public var limits: Limits

    /// A reader with these limits.
    public init(limits: Limits = .default) {
        self.limits = limits
    }

    /// Parses one JSON value from UTF-8 bytes in memory the caller owns (the zero-copy entry point).
    public func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(input: bytes, limits: limits)
        return try parser.parseDocument()
    }

    /// Parses one JSON value from UTF-8 bytes.
    public func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONParseError) -> JSONValue in try parse(buffer) }
        }
        return try result.get()
    }

    /// Parses one JSON value from any collection of UTF-8 bytes (`Data`, `ArraySlice`, a `String`'s `utf8`).
    public func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSONValue {
        let contiguous = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONParseError) -> JSONValue in try parse(UnsafeRawBufferPointer(buffer)) }
        }
        if let contiguous { return try contiguous.get() }
        // Checked before copying, so an oversized input costs no memory.
        let count = bytes.count
        if count > limits.maximumInputBytes {
            throw JSONParseError(
                kind: .inputTooLarge,
                message: "input of \(count) bytes is larger than the limit of \(limits.maximumInputBytes) bytes",
                offset: 0, line: 1, column: 1)
        }
        return try parse(Array(bytes))
    }

    /// Parses one JSON value from text.
    public func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(JSONParseError) -> JSONValue in try parse(UnsafeRawBufferPointer(buffer)) }
        }
        return try result.get()
    }
}
