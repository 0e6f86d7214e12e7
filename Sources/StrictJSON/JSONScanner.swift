/// Reads the plain parts of a document straight from its bytes, without building their tree: the fast path of a
/// caller that expects a known shape (a batch's items), beside ``JSONReader``, which stays the one source of a
/// document's values and errors.
///
/// The scanner reports no errors. Each read gives what the reader would make of the same bytes, or nil (false) when
/// the bytes are anything it is not sure of: an escape, a byte that is not printable ASCII, a number that is not a
/// plain integer, a string over the limit. On nil the caller gives up and reads the whole document with the reader,
/// which finds the value or the error. A value the scanner does not read itself is read by the reader's own parser
/// (``value(nestedIn:)``), at the depth the reader would have reached.
///
/// Public rather than package: its small reads are `@inlinable`, and a package declaration's were not inlined into
/// the calling module (each token was a call, about a fifth of a batch item's reading).
public struct JSONScanner {
    /// The document.
    public let input: UnsafeRawBufferPointer
    /// The next byte to read.
    public var position: Int { offset }
    @usableFromInline var offset = 0
    @usableFromInline let end: Int
    @usableFromInline let limits: JSONReader.Limits

    /// A scanner over `input` for the documents `reader` accepts, nil when the scanner cannot vouch for the reader's
    /// limits: over the input limit, or a depth limit under `depth` (the deepest the caller reads), or more bytes than
    /// the element limit (every array element and object member starts at a byte of its own, so a document no
    /// longer than that limit cannot exceed it).
    public init?(_ input: UnsafeRawBufferPointer, reader: JSONReader, depth: Int) {
        let limits = reader.limits
        guard input.count <= limits.maximumInputBytes, input.count <= limits.maximumElements,
            min(limits.maximumDepth, JSONReader.Limits.maximumSupportedDepth) >= depth
        else { return nil }
        self.input = input
        self.end = input.count
        self.limits = limits
    }

    /// Whether every byte was read.
    public var isAtEnd: Bool { offset == end }

    /// Moves past JSON whitespace (space, tab, line feed, carriage return), as the reader does.
    @inlinable @inline(__always)
    public mutating func skipWhitespace() {
        while offset < end {
            let byte = input[offset]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            offset += 1
        }
    }

    /// Moves past whitespace and then `byte` when it comes next; false (whitespace passed) when another byte does.
    @inlinable @inline(__always)
    public mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard offset < end, input[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// The byte after whitespace, not taken; nil at the end.
    @inlinable @inline(__always)
    public mutating func peek() -> UInt8? {
        skipWhitespace()
        return offset < end ? input[offset] : nil
    }

    /// After whitespace, a string of printable ASCII without escapes, within the string limit: the bytes between its
    /// quotes (which the reader decodes as they are). Nil, the position unchanged, for any other string or value.
    @inlinable @inline(__always)
    public mutating func plainString() -> Range<Int>? {
        skipWhitespace()
        guard offset < end, input[offset] == UInt8(ascii: "\"") else { return nil }
        let start = offset + 1
        var index = start
        // A word at a time while eight bytes are left, as the reader finds a key's quote.
        while index + 8 <= end {
            let word = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            guard let inWord = Self.quoteOffset(in: word) else { return nil }
            index += inWord
            if inWord < 8 { return closeString(start: start, quote: index) }
            guard index - start <= limits.maximumStringBytes else { return nil }
        }
        while index < end {
            let byte = input[index]
            if byte == UInt8(ascii: "\"") { return closeString(start: start, quote: index) }
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        return nil
    }

    @inlinable @inline(__always)
    mutating func closeString(start: Int, quote: Int) -> Range<Int>? {
        guard quote - start <= limits.maximumStringBytes else { return nil }
        offset = quote + 1
        return start..<quote
    }

    /// After whitespace, an object key of plain bytes (``plainString()``) and its colon: the key's bytes.
    @inlinable @inline(__always)
    public mutating func plainKey() -> Range<Int>? {
        guard let key = plainString(), take(UInt8(ascii: ":")) else { return nil }
        return key
    }

    /// After whitespace, what follows a member or element: true for `,`, false for `closing` (both taken), nil for
    /// anything else.
    @inlinable @inline(__always)
    public mutating func separator(closing: UInt8) -> Bool? {
        skipWhitespace()
        guard offset < end else { return nil }
        let byte = input[offset]
        guard byte == UInt8(ascii: ",") || byte == closing else { return nil }
        offset += 1
        return byte == UInt8(ascii: ",")
    }

    /// After whitespace, an object whose members are all plain keys (``plainKey()``) and booleans: its bytes, from
    /// its `{` to its `}`. Its keys are not compared: a repeated key is the reader's to find.
    public mutating func flagObject() -> Range<Int>? {
        skipWhitespace()
        let start = offset
        guard take(UInt8(ascii: "{")) else { return nil }
        if take(UInt8(ascii: "}")) { return start..<offset }
        while true {
            guard plainKey() != nil, boolean() != nil, let more = separator(closing: UInt8(ascii: "}")) else {
                return nil
            }
            if !more { return start..<offset }
        }
    }

    /// After whitespace, an integer of at most 18 digits, no leading zero and not `-0`, that no fraction or exponent
    /// follows: one the reader keeps as that exact integer. Nil, the position unchanged, otherwise.
    @inlinable
    public mutating func plainInteger() -> Int64? {
        skipWhitespace()
        var index = offset
        let negative = index < end && input[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let first = index
        var value: Int64 = 0
        while index < end, input[index] &- UInt8(ascii: "0") < 10, index - first < 18 {
            value = value &* 10 &+ Int64(input[index] &- UInt8(ascii: "0"))
            index += 1
        }
        let digits = index - first
        guard digits > 0, !(digits > 1 && input[first] == UInt8(ascii: "0")), !(negative && value == 0) else {
            return nil
        }
        if index < end {
            let next = input[index]
            guard next &- UInt8(ascii: "0") >= 10, next != UInt8(ascii: "."), next | 0x20 != UInt8(ascii: "e") else {
                return nil
            }
        }
        offset = index
        return negative ? -value : value
    }

    /// After whitespace, `true` or `false`; nil, the position unchanged, for anything else.
    @inlinable
    public mutating func boolean() -> Bool? {
        skipWhitespace()
        if offset + 4 <= end,
            UInt32(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) == 0x6575_7274
        {
            offset += 4
            return true
        }
        if offset + 5 <= end,
            UInt32(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) == 0x736C_6166,
            input[offset + 4] == UInt8(ascii: "e")
        {
            offset += 5
            return false
        }
        return nil
    }

    /// After whitespace, `null`; false, the position unchanged, for anything else.
    @inlinable @inline(__always)
    public mutating func null() -> Bool {
        skipWhitespace()
        guard offset + 4 <= end,
            UInt32(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) == 0x6C6C_756E
        else { return false }
        offset += 4
        return true
    }

    /// After whitespace, any value, read by the reader's parser as if `depth` containers held it: what the reader
    /// makes of it, within the same limits. Nil, the position unchanged, when the reader would fail on it.
    public mutating func value(nestedIn depth: Int) -> JSONValue? {
        skipWhitespace()
        var parser = JSONParser(input: input, limits: limits, position: offset, depth: depth)
        guard let value = try? parser.parseNestedValue() else { return nil }
        offset = parser.offset
        return value
    }

    /// The value the reader makes of `bytes` (a ``plainString()``'s), without a new scan.
    @inlinable
    public func string(_ bytes: Range<Int>) -> String {
        Self.string(plain: UnsafeRawBufferPointer(rebasing: input[bytes]))
    }

    /// The string of `bytes`, a ``plainString()``'s (ASCII): copied into the string's own storage, which for one of
    /// up to 15 bytes is the string itself, and then only checked to be ASCII (`String(decoding:as:)` validates
    /// the bytes as UTF-8 first and then makes the string, a second pass).
    @inlinable
    public static func string(plain bytes: UnsafeRawBufferPointer) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { storage in
            UnsafeMutableRawBufferPointer(storage).copyMemory(from: bytes)
            return bytes.count
        }
    }

    /// Whether two ranges of the document hold the same bytes: compared a word at a time, the last word ending where
    /// the ranges end (overlapping the one before), so no byte is compared alone from eight bytes on.
    @inlinable
    public func bytesMatch(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        let count = lhs.count
        guard count == rhs.count else { return false }
        guard count >= 8 else {
            for index in 0..<count where input[lhs.lowerBound &+ index] != input[rhs.lowerBound &+ index] {
                return false
            }
            return true
        }
        var compared = 0
        while compared &+ 8 < count {
            guard
                input.loadUnaligned(fromByteOffset: lhs.lowerBound &+ compared, as: UInt64.self)
                    == input.loadUnaligned(fromByteOffset: rhs.lowerBound &+ compared, as: UInt64.self)
            else { return false }
            compared &+= 8
        }
        return input.loadUnaligned(fromByteOffset: lhs.upperBound &- 8, as: UInt64.self)
            == input.loadUnaligned(fromByteOffset: rhs.upperBound &- 8, as: UInt64.self)
    }

    /// After whitespace, the object key `key` as a plain key (``plainKey()``) and its colon: true, both taken; false,
    /// only the whitespace taken, for anything else (another key, or the same one not plain or over the string
    /// limit). The key and its closing quote are compared a word at a time where 24 bytes follow its opening quote,
    /// else byte by byte.
    @inlinable @inline(__always)
    public mutating func take(key: Key) -> Bool {
        skipWhitespace()
        let start = offset + 1
        guard start + 24 <= end else { return takeNearTheEnd(key: key) }
        let first = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: start, as: UInt64.self))
        let second = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self))
        let third = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: start + 16, as: UInt64.self))
        guard input[offset] == UInt8(ascii: "\""),
            (first & key.masks.0 ^ key.words.0) | (second & key.masks.1 ^ key.words.1)
                | (third & key.masks.2 ^ key.words.2) == 0,
            key.count <= limits.maximumStringBytes
        else { return false }
        return takeColon(after: start + key.count + 1)
    }

    /// ``take(key:)`` with fewer than 24 bytes after the key's opening quote: compared byte by byte.
    @usableFromInline
    mutating func takeNearTheEnd(key: Key) -> Bool {
        let start = offset + 1
        guard key.count < end - start, input[offset] == UInt8(ascii: "\""), key.count <= limits.maximumStringBytes
        else { return false }
        for index in 0...key.count where input[start + index] != key.byte(at: index) { return false }
        return takeColon(after: start + key.count + 1)
    }

    /// Takes whitespace and a colon from `position` on: true, the position after the colon; false, the position
    /// unchanged, when another byte comes.
    @inlinable @inline(__always)
    mutating func takeColon(after position: Int) -> Bool {
        let resume = offset
        offset = position
        guard take(UInt8(ascii: ":")) else {
            offset = resume
            return false
        }
        return true
    }

    /// Moves to `position`, one the caller read before (to read a part of the document again).
    public mutating func move(to position: Int) {
        offset = min(max(position, 0), end)
    }

    /// Where a word's first quote is (0–7, little-endian), 8 when the word has no byte that ends a plain key, and nil
    /// when a backslash, control byte or non-ASCII byte comes first. Each mask's lowest bit is exact (a subtraction
    /// borrows only above a byte it matched), so comparing the two lowest bits tells which comes first.
    @inlinable @inline(__always)
    static func quoteOffset(in word: UInt64) -> Int? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let quoteBits = (quotes &- ones) & ~quotes & highs
        let controls = (word &- ones &* 0x20) & ~word
        let specialBits = ((backslashes &- ones) & ~backslashes | controls | word) & highs
        let quoteAt = quoteBits.trailingZeroBitCount
        let specialAt = specialBits.trailingZeroBitCount
        if quoteAt < specialAt { return quoteAt >> 3 }
        return specialAt == 64 ? 8 : nil
    }
}

extension JSONScanner {
    /// An object key looked for by its bytes (``JSONScanner/take(key:)``), made once by the caller: its UTF-8 and
    /// closing quote in three little-endian words, with a mask of the bytes that count in each.
    public struct Key: Sendable {
        /// How many bytes the key has, its quotes aside.
        public let count: Int
        @usableFromInline let words: (UInt64, UInt64, UInt64)
        @usableFromInline let masks: (UInt64, UInt64, UInt64)

        /// The key `name`. A name no plain key can be (a control byte, a byte beyond ASCII, a quote or a backslash) or
        /// longer than 23 bytes (it and its quote fill the three words) is never taken (``canBeTaken`` is false):
        /// the caller gives up as on any key it does not know.
        public init(_ name: String) {
            let bytes = Array(name.utf8) + [UInt8(ascii: "\"")]
            guard bytes.count <= 24,
                bytes.dropLast().allSatisfy({
                    $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
                })
            else {
                // No count is within a string limit and no word compares equal under these masks.
                (count, words, masks) = (Int.max, (1, 1, 1), (0, 0, 0))
                return
            }
            var words: [UInt64] = [0, 0, 0]
            var masks: [UInt64] = [0, 0, 0]
            for (index, byte) in bytes.enumerated() {
                words[index >> 3] |= UInt64(byte) << (8 * (index & 7))
                masks[index >> 3] |= 0xFF << (8 * (index & 7))
            }
            count = bytes.count - 1
            self.words = (words[0], words[1], words[2])
            self.masks = (masks[0], masks[1], masks[2])
        }

        /// Whether a plain key can be this one (the name is plain and at most 23 bytes long).
        public var canBeTaken: Bool { count != Int.max }

        /// The key's byte at `index` (0 to ``count``, the closing quote last).
        @inlinable
        func byte(at index: Int) -> UInt8 {
            let word =
                switch index >> 3 {
                case 0: words.0
                case 1: words.1
                default: words.2
                }
            return UInt8(truncatingIfNeeded: word >> (8 * (index & 7)))
        }
    }
}
