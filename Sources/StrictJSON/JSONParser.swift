/// The reader's recursive-descent parser over one contiguous input: internal, used by ``JSONReader``.
///
/// Every read of `input[position]` is preceded by a `position < end` check; nothing here traps.
struct JSONParser {
    private let input: UnsafeRawBufferPointer
    private let end: Int
    private let limits: JSONReader.Limits
    private let maximumDepth: Int
    private var position = 0
    private var depth = 0
    private var elements = 0
    /// Decoded bytes of the string being read, used only once a string has an escape; reused.
    private var scratch: [UInt8] = []
    /// Members of the objects being read, innermost last (see ``parseObject()``).
    private var memberStack: [JSONObject.Member] = []
    /// Elements of the arrays being read, innermost last.
    private var elementStack: [JSONValue] = []
    /// Short keys read so far, by their bytes (see ``parseKey()``); empty until the document has had
    /// ``keyCacheThreshold`` keys.
    private var keyCache: [CachedKey] = []
    /// Keys read while ``keyCache`` is empty.
    private var keysUncached = 0

    /// A key of at most 16 bytes and the text it was read from, as two little-endian words.
    private struct CachedKey {
        var count: Int
        var first: UInt64
        var second: UInt64
        var key: String
    }

    /// Slots in ``keyCache``: a request has a few dozen distinct keys at most.
    private static let keyCacheSlots = 64
    /// Keys read before ``keyCache`` is made: making it costs about as much as making this many keys, so a small
    /// document (a single resolve request) never pays for it, and a batch soon gains.
    private static let keyCacheThreshold = 16

    init(input: UnsafeRawBufferPointer, limits: JSONReader.Limits) {
        self.input = input
        self.end = input.count
        self.limits = limits
        self.maximumDepth = min(limits.maximumDepth, JSONReader.Limits.maximumSupportedDepth)
    }

    /// A parser reading from `position` as if already `depth` containers deep: ``JSONScanner`` hands it the values
    /// it does not read itself, so they are read (and limited) as the whole document's reader would.
    init(input: UnsafeRawBufferPointer, limits: JSONReader.Limits, position: Int, depth: Int) {
        self.init(input: input, limits: limits)
        self.position = position
        self.depth = depth
    }

    /// Where the next byte to read is.
    var offset: Int { position }

    // MARK: Document

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if end > limits.maximumInputBytes {
            throw error(
                .inputTooLarge, "input of \(end) bytes is larger than the limit of \(limits.maximumInputBytes) bytes",
                at: 0)
        }
        if end >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            throw error(.unexpectedCharacter, "a byte order mark is not allowed", at: 0)
        }
        let value = try parseValue()
        skipWhitespace()
        if position < end {
            throw error(.trailingContent, "unexpected \(describe(input[position])) after the value", at: position)
        }
        return value
    }

    // MARK: Values

    /// One value from ``offset`` on, nothing checked after it (``JSONScanner``'s entry).
    mutating func parseNestedValue() throws(JSONParseError) -> JSONValue {
        try parseValue()
    }

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        guard position < end else { throw expected("a value") }
        switch input[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            if !skipWord(0x6575_7274) { try parseLiteral("true") }  // "true"
            return .bool(true)
        case UInt8(ascii: "f"):
            // "fals", then "e"
            if !(position + 5 <= end && input[position + 4] == UInt8(ascii: "e") && skipWord(0x736C_6166, extra: 1)) {
                try parseLiteral("false")
            }
            return .bool(false)
        case UInt8(ascii: "n"):
            if !skipWord(0x6C6C_756E) { try parseLiteral("null") }  // "null"
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .number(try parseNumber())
        default:
            throw expected("a value")
        }
    }

    /// Objects and arrays collect their members and elements on these stacks (shared by every level,
    /// reused across containers) and copy them out once at the closing bracket, so each container costs
    /// one exactly-sized allocation instead of a series of growths.
    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        position += 1  // {
        skipWhitespace()
        if position < end, input[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(JSONObject())
        }
        if memberStack.capacity == 0 { memberStack.reserveCapacity(16) }
        let base = memberStack.count
        // Keys seen so far, kept only once the object outgrows a linear scan.
        var seen: Set<String>?
        while true {
            skipWhitespace()
            guard position < end, input[position] == UInt8(ascii: "\"") else {
                if position < end, input[position] == UInt8(ascii: "}") {
                    throw error(
                        .unexpectedCharacter, "expected an object key after ',', found '}' (no trailing commas)",
                        at: position)
                }
                throw expected("'\"' to start an object key")
            }
            let keyOffset = position
            try countElement()
            let key = try parseKey()
            if seen != nil {
                if seen?.insert(key).inserted == false {
                    throw error(.duplicateKey, "duplicate key \(quoted(key))", at: keyOffset)
                }
            } else {
                var index = base
                while index < memberStack.count {
                    if JSONObject.keysMatch(memberStack[index].key, key) {
                        throw error(.duplicateKey, "duplicate key \(quoted(key))", at: keyOffset)
                    }
                    index += 1
                }
                if memberStack.count - base >= JSONObject.indexThreshold {
                    var keys = Set<String>(minimumCapacity: 2 * JSONObject.indexThreshold)
                    for member in memberStack[base...] { keys.insert(member.key) }
                    keys.insert(key)
                    seen = keys
                }
            }
            skipWhitespace()
            guard position < end, input[position] == UInt8(ascii: ":") else {
                throw expected("':' after object key")
            }
            position += 1
            let value = try parseValue()
            memberStack.append((key, value))
            skipWhitespace()
            guard position < end else { throw expected("',' or '}' after object member") }
            let byte = input[position]
            if byte == UInt8(ascii: ",") {
                position += 1
            } else if byte == UInt8(ascii: "}") {
                position += 1
                break
            } else {
                throw expected("',' or '}' after object member")
            }
        }
        depth -= 1
        return .object(JSONObject(uniqueMembers: JSONParser.popAll(from: &memberStack, above: base)))
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        position += 1  // [
        skipWhitespace()
        if position < end, input[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array([])
        }
        if elementStack.capacity == 0 { elementStack.reserveCapacity(16) }
        let base = elementStack.count
        while true {
            skipWhitespace()
            if position < end, input[position] == UInt8(ascii: "]"), elementStack.count > base {
                throw error(
                    .unexpectedCharacter, "expected a value after ',', found ']' (no trailing commas)", at: position)
            }
            try countElement()
            let element = try parseValue()
            elementStack.append(element)
            skipWhitespace()
            guard position < end else { throw expected("',' or ']' after array element") }
            let byte = input[position]
            if byte == UInt8(ascii: ",") {
                position += 1
            } else if byte == UInt8(ascii: "]") {
                position += 1
                break
            } else {
                throw expected("',' or ']' after array element")
            }
        }
        depth -= 1
        return .array(JSONParser.popAll(from: &elementStack, above: base))
    }

    /// Moves the elements of `stack` from `base` on into a new, exactly sized array, leaving `stack` `base` long.
    /// Popping moves each element (no retain/release pair, no generic copy per element); they come last first, so
    /// the array is reversed once filled, through its buffer (raw swaps: `Array`'s own `reverse()` costs several
    /// times more). The array is made by `reserveCapacity`, specialized for `Element` here; `Array`'s
    /// `init(unsafeUninitializedCapacity:)` allocates through the standard library's unspecialized path, which looks
    /// the storage class's metadata up at run time for every container.
    @inline(__always)
    private static func popAll<Element>(from stack: inout [Element], above base: Int) -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(stack.count - base)
        while stack.count > base, let element = stack.popLast() {
            elements.append(element)
        }
        elements.withUnsafeMutableBufferPointer { $0.reverse() }
        return elements
    }

    /// Moves past the literal whose first four bytes are `word` (little-endian) and `extra` more bytes the caller has
    /// checked, when the input has them at `position`: one comparison instead of ``parseLiteral(_:)``'s loop, which
    /// stays for what does not match (and says why).
    @inline(__always)
    private mutating func skipWord(_ word: UInt32, extra: Int = 0) -> Bool {
        guard position + 4 <= end,
            UInt32(littleEndian: input.loadUnaligned(fromByteOffset: position, as: UInt32.self)) == word
        else { return false }
        position += 4 + extra
        return true
    }

    private mutating func parseLiteral(_ literal: StaticString) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        let start = position
        var matched = 0
        while matched < count, start + matched < end, input[start + matched] == literal.utf8Start[matched] {
            matched += 1
        }
        guard matched == count else {
            if start + matched >= end {
                throw error(
                    .unexpectedEndOfInput, "unexpected end of input inside the literal '\(literal)'", at: end)
            }
            throw error(.invalidLiteral, "invalid literal, expected '\(literal)'", at: start)
        }
        position += count
    }

    // MARK: Strings

    /// Reads a string starting at its opening quote; leaves `position` after the closing quote.
    private mutating func parseString() throws(JSONParseError) -> String {
        let quote = position
        position += 1
        let start = position
        // A string's first 16 bytes a word at a time, as ``parseKey()`` reads a key's: most values (names, short
        // texts) end in them. Plain bytes are passed; the first other byte is left to the loop below.
        if start + 16 <= end {
            let first = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: start, as: UInt64.self))
            if let inFirst = JSONScanner.quoteOffset(in: first) {
                position = start + inFirst
                if inFirst == 8 {
                    let second = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self))
                    if let inSecond = JSONScanner.quoteOffset(in: second) { position += inSecond }
                }
            }
        }
        // Then printable ASCII without escapes, byte by byte.
        while position < end {
            let byte = input[position]
            if byte == UInt8(ascii: "\"") {
                try checkStringLength(start: start, quote: quote)
                position += 1
                return String(decoding: UnsafeRawBufferPointer(rebasing: input[start..<position - 1]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            position += 1
        }
        return try parseStringSlowly(start: start, quote: quote)
    }

    /// Reads an object key like ``parseString()``; a key of up to 16 plain bytes is looked up in ``keyCache`` by
    /// its bytes and made a `String` only the first time. Documents repeat their keys (every item of a batch has
    /// the same ones), and making a `String` costs several times more than finding it again.
    private mutating func parseKey() throws(JSONParseError) -> String {
        if keyCache.isEmpty {
            guard keysUncached >= Self.keyCacheThreshold else {
                keysUncached += 1
                return try parseString()
            }
            keyCache = Array(
                repeating: CachedKey(count: -1, first: 0, second: 0, key: ""), count: Self.keyCacheSlots)
        }
        let start = position + 1
        // Both words are read whole, so the 16 bytes from the key's start must be in the input. The key's closing
        // quote is found in them a word at a time; a longer key, one with any byte but plain printable ASCII, and one
        // over the string limit are parseString's to read (and report).
        guard start + 16 <= end else { return try parseString() }
        var first = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: start, as: UInt64.self))
        var second = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self))
        guard let inFirst = JSONScanner.quoteOffset(in: first) else { return try parseString() }
        var count = inFirst
        if inFirst == 8 {
            guard let inSecond = JSONScanner.quoteOffset(in: second) else { return try parseString() }
            count = 8 + inSecond
            // Sixteen plain bytes: a key when the next byte closes it.
            if inSecond == 8, !(start + 16 < end && input[start + 16] == UInt8(ascii: "\"")) {
                return try parseString()
            }
        }
        guard count <= limits.maximumStringBytes else { return try parseString() }
        let index = start + count
        if count < 8 {
            first &= (1 &<< UInt64(count &* 8)) &- 1
            second = 0
        } else if count < 16 {
            second &= (1 &<< UInt64((count &- 8) &* 8)) &- 1
        }
        let mixed = (first ^ (second &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)) &* 0xBF58_476D_1CE4_E5B9
        // Two slots per key, so two keys of one document that hash alike (the batch's "id" and "text" do) do not
        // evict each other on every item.
        let slot = Int(truncatingIfNeeded: mixed >> 58)
        let other = slot ^ 1
        position = index + 1
        if keyCache[slot].count == count, keyCache[slot].first == first, keyCache[slot].second == second {
            return keyCache[slot].key
        }
        if keyCache[other].count == count, keyCache[other].first == first, keyCache[other].second == second {
            return keyCache[other].key
        }
        let key = String(decoding: UnsafeRawBufferPointer(rebasing: input[start..<index]), as: UTF8.self)
        let free = keyCache[slot].count >= 0 && keyCache[other].count < 0 ? other : slot
        keyCache[free] = CachedKey(count: count, first: first, second: second, key: key)
        return key
    }

    private mutating func parseStringSlowly(start: Int, quote: Int) throws(JSONParseError) -> String {
        var escaped = false
        var runStart = start
        while true {
            guard position < end else {
                throw error(.unexpectedEndOfInput, "unexpected end of input inside a string", at: end)
            }
            let byte = input[position]
            switch byte {
            case UInt8(ascii: "\""):
                try checkStringLength(start: start, quote: quote)
                let run = UnsafeRawBufferPointer(rebasing: input[runStart..<position])
                position += 1
                if !escaped { return String(decoding: run, as: UTF8.self) }
                scratch.append(contentsOf: run)
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                if !escaped {
                    escaped = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: UnsafeRawBufferPointer(rebasing: input[runStart..<position]))
                try parseEscape()
                runStart = position
            case 0..<0x20:
                throw error(
                    .controlCharacterInString, "unescaped control character \(scalarName(UInt32(byte))) in a string",
                    at: position)
            case 0x20..<0x80:
                position += 1
            default:
                try skipUTF8Sequence()
            }
        }
    }

    @inline(__always)
    private func checkStringLength(start: Int, quote: Int) throws(JSONParseError) {
        if position - start > limits.maximumStringBytes {
            throw error(
                .stringTooLong,
                "string of \(position - start) bytes is longer than the limit of "
                    + "\(limits.maximumStringBytes) bytes", at: quote)
        }
    }

    /// Decodes the escape at `position` (a backslash) into `scratch`.
    private mutating func parseEscape() throws(JSONParseError) {
        let backslash = position
        guard position + 1 < end else {
            throw error(.unexpectedEndOfInput, "unexpected end of input inside a string", at: end)
        }
        let letter = input[position + 1]
        position += 2
        let decoded: UInt8
        switch letter {
        case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            try parseUnicodeEscape(backslash: backslash)
            return
        default:
            let shown = letter >= 0x21 && letter < 0x7F ? "'\\\(Character(Unicode.Scalar(letter)))'" : describe(letter)
            throw error(.invalidEscape, "invalid escape \(shown) in a string", at: backslash)
        }
        scratch.append(decoded)
    }

    /// Decodes `\uXXXX` (position after the `u`), pairing surrogates, into `scratch` as UTF-8.
    private mutating func parseUnicodeEscape(backslash: Int) throws(JSONParseError) {
        let unit = try parseHex4(backslash: backslash)
        var scalar = UInt32(unit)
        if unit >= 0xDC00 && unit <= 0xDFFF {
            throw error(.unpairedSurrogate, "unpaired surrogate \\u\(hex4(unit)) in a string", at: backslash)
        }
        if unit >= 0xD800 && unit <= 0xDBFF {
            let lowBackslash = position
            guard position + 1 < end, input[position] == UInt8(ascii: "\\"), input[position + 1] == UInt8(ascii: "u")
            else {
                throw error(.unpairedSurrogate, "unpaired surrogate \\u\(hex4(unit)) in a string", at: backslash)
            }
            position += 2
            let low = try parseHex4(backslash: lowBackslash)
            guard low >= 0xDC00 && low <= 0xDFFF else {
                throw error(.unpairedSurrogate, "unpaired surrogate \\u\(hex4(unit)) in a string", at: backslash)
            }
            scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        }
        appendUTF8(scalar)
    }

    private mutating func parseHex4(backslash: Int) throws(JSONParseError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard position < end, let digit = hexDigitValue(input[position]) else {
                throw error(.invalidEscape, "invalid \\u escape: expected 4 hex digits", at: backslash)
            }
            value = value << 4 | UInt16(digit)
            position += 1
        }
        return value
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            scratch.append(UInt8(truncatingIfNeeded: scalar))
        case 0x80..<0x800:
            scratch.append(0xC0 | UInt8(truncatingIfNeeded: scalar >> 6))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        case 0x800..<0x10000:
            scratch.append(0xE0 | UInt8(truncatingIfNeeded: scalar >> 12))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        default:
            scratch.append(0xF0 | UInt8(truncatingIfNeeded: scalar >> 18))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 12) & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F))
            scratch.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        }
    }

    /// Checks one multi-byte UTF-8 sequence at `position` (Unicode Table 3-7, well-formed sequences only)
    /// and moves past it.
    private mutating func skipUTF8Sequence() throws(JSONParseError) {
        let lead = input[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default:
            throw error(.invalidUTF8, "invalid UTF-8 byte 0x\(hex2(lead)) in a string", at: position)
        }
        guard position + length <= end else {
            throw error(.invalidUTF8, "truncated UTF-8 sequence at the end of the input", at: position)
        }
        guard secondRange.contains(input[position + 1]) else {
            throw error(
                .invalidUTF8, "invalid UTF-8 sequence starting with byte 0x\(hex2(lead)) in a string", at: position)
        }
        var offset = 2
        while offset < length {
            guard input[position + offset] & 0xC0 == 0x80 else {
                throw error(
                    .invalidUTF8, "invalid UTF-8 sequence starting with byte 0x\(hex2(lead)) in a string",
                    at: position)
            }
            offset += 1
        }
        position += length
    }

    // MARK: Numbers

    /// Reads a number per RFC 8259's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = position
        var negative = false
        if input[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        guard position < end, isDigit(input[position]) else {
            throw error(.invalidNumber, "expected a digit after '-'", at: position)
        }
        // Up to 19 significant digits accumulate exactly; beyond that the slow path reads the text.
        var mantissa: UInt64 = 0
        var exact = true
        var decimalExponent = 0
        if input[position] == UInt8(ascii: "0") {
            position += 1
            if position < end, isDigit(input[position]) {
                throw error(.invalidNumber, "leading zeros are not allowed in numbers", at: position - 1)
            }
        } else {
            while position < end, isDigit(input[position]) {
                accumulate(input[position], into: &mantissa, exact: &exact)
                if !exact { decimalExponent += 1 }
                position += 1
            }
        }
        var isInteger = true
        if position < end, input[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < end, isDigit(input[position]) else {
                throw error(.invalidNumber, "expected a digit after '.' in a number", at: position)
            }
            while position < end, isDigit(input[position]) {
                accumulate(input[position], into: &mantissa, exact: &exact)
                if exact { decimalExponent -= 1 }
                position += 1
            }
        }
        var exponent = 0
        if position < end, input[position] == UInt8(ascii: "e") || input[position] == UInt8(ascii: "E") {
            isInteger = false
            exponent = try parseExponent()
        }

        if isInteger, exact {
            if !negative, mantissa <= UInt64(Int64.max) { return .integer(Int64(mantissa)) }
            if negative, mantissa != 0, mantissa <= UInt64(Int64.max) + 1 {
                return .integer(Int64(bitPattern: 0 &- mantissa))
            }
            if negative, mantissa == 0 { return .double(-0.0) }
        }
        // Clinger's fast path: an exact mantissa and power of ten give a correctly rounded result in one operation.
        let scale = decimalExponent + exponent
        if exact, mantissa <= 1 << 53, scale >= -22, scale <= 22 {
            var value = Double(mantissa)
            if scale >= 0 {
                value *= JSONParser.powersOfTen[scale]
            } else {
                value /= JSONParser.powersOfTen[-scale]
            }
            return .double(negative ? -value : value)
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: input[start..<position]), as: UTF8.self)
        guard let value = Double(text) else {
            throw error(.invalidNumber, "invalid number", at: start)
        }
        guard value.isFinite else {
            throw error(.numberOutOfRange, "number is out of range for a double", at: start)
        }
        return .double(value)
    }

    /// Reads a number's exponent after its `e` or `E`: a sign, then digits (it stops growing past a million, which any
    /// double overflows or underflows anyway).
    @inline(__always)
    private mutating func parseExponent() throws(JSONParseError) -> Int {
        position += 1
        var negative = false
        if position < end, input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-") {
            negative = input[position] == UInt8(ascii: "-")
            position += 1
        }
        guard position < end, isDigit(input[position]) else {
            throw error(.invalidNumber, "expected a digit in the exponent of a number", at: position)
        }
        var exponent = 0
        while position < end, isDigit(input[position]) {
            if exponent < 1_000_000 { exponent = exponent * 10 + Int(input[position] &- UInt8(ascii: "0")) }
            position += 1
        }
        return negative ? -exponent : exponent
    }

    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    @inline(__always)
    private func accumulate(_ digit: UInt8, into mantissa: inout UInt64, exact: inout Bool) {
        guard exact else { return }
        let value = UInt64(digit &- UInt8(ascii: "0"))
        if mantissa <= (UInt64.max - 9) / 10 {
            mantissa = mantissa * 10 + value
        } else {
            exact = false
        }
    }

    // MARK: Limits and whitespace

    @inline(__always)
    private mutating func skipWhitespace() {
        while position < end {
            let byte = input[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            position += 1
        }
    }

    private mutating func enterContainer() throws(JSONParseError) {
        depth += 1
        if depth > maximumDepth {
            throw error(.depthLimitExceeded, "nesting deeper than \(maximumDepth) levels", at: position)
        }
    }

    private mutating func countElement() throws(JSONParseError) {
        elements += 1
        if elements > limits.maximumElements {
            throw error(
                .tooManyElements, "more than \(limits.maximumElements) array elements and object members in total",
                at: position)
        }
    }

    // MARK: Errors

    /// "expected X, found Y" at the current position, or "unexpected end of input, expected X" at the end.
    private func expected(_ what: String) -> JSONParseError {
        guard position < end else {
            return error(.unexpectedEndOfInput, "unexpected end of input, expected \(what)", at: end)
        }
        return error(.unexpectedCharacter, "expected \(what), found \(describe(input[position]))", at: position)
    }

    private func error(_ kind: JSONParseError.Kind, _ message: String, at offset: Int) -> JSONParseError {
        var line = 1
        var column = 1
        var index = 0
        let limit = min(offset, end)
        while index < limit {
            let byte = input[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return JSONParseError(kind: kind, message: message, offset: offset, line: line, column: column)
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x20 || byte == 0x7F { return "control character \(scalarName(UInt32(byte)))" }
        if byte == 0x20 { return "a space" }
        return "byte 0x\(hex2(byte))"
    }

    private func quoted(_ key: String) -> String {
        var shown = key
        if shown.count > 64 { shown = String(shown.prefix(64)) + "…" }
        return JSONValue.string(shown).description
    }
}

@inline(__always)
private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

private func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
}

private func hex2(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0" + digits : digits
}

private func hex4(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

private func scalarName(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
