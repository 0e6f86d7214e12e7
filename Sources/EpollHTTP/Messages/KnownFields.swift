/// The fields a request's handling asks for by name on every request, one bit each: a field list keeps the bits of
/// the names it holds (as nginx's `headers_in` keeps pointers to the known ones), so asking for an absent known
/// field costs a test of one bit instead of a pass over the fields (a resolve hit asks for five absent fields).
enum KnownFields {
    static let accept: UInt16 = 1 << 0
    static let acceptEncoding: UInt16 = 1 << 1
    static let authorization: UInt16 = 1 << 2
    static let connection: UInt16 = 1 << 3
    static let contentLength: UInt16 = 1 << 4
    static let contentType: UInt16 = 1 << 5
    static let eTag: UInt16 = 1 << 6
    static let expect: UInt16 = 1 << 7
    static let host: UInt16 = 1 << 8
    static let ifNoneMatch: UInt16 = 1 << 9
    static let origin: UInt16 = 1 << 10
    static let transferEncoding: UInt16 = 1 << 11
    static let vary: UInt16 = 1 << 12
    static let xRequestID: UInt16 = 1 << 13
    static let contentEncoding: UInt16 = 1 << 14

    /// The bit of the field named `name` (ASCII case ignored), or 0 when it is not one of the known fields. `name`
    /// must be a token (RFC 9110 §5.6.2), as every stored field name is.
    static func bit(of name: UnsafeBufferPointer<UInt8>) -> UInt16 {
        guard let base = name.baseAddress else { return 0 }
        let count = name.count
        return bit(startingWith: base.pointee) { equals(UnsafeRawPointer(base), count: count, $0) }
    }

    /// The known field whose name, followed by a colon, starts the `available` bytes at `start` (ASCII case
    /// ignored): its bit and its name's length, or (0, 0) when none does. The parser's first try at a field line, so
    /// the usual names are found and checked in one pass of words: a known name is a token, so bytes that match one
    /// need no check of their own.
    /// Exact for any bytes, tokens or not (``equals(_:count:_:)``).
    static func prefix(of start: UnsafeRawPointer, available: Int) -> (bit: UInt16, length: Int) {
        guard available > 0 else { return (0, 0) }
        var length = 0
        let bit = bit(startingWith: start.load(as: UInt8.self)) { expected in
            let count = expected.utf8CodeUnitCount
            guard available > count, start.load(fromByteOffset: count, as: UInt8.self) == UInt8(ascii: ":"),
                equals(start, count: count, expected)
            else { return false }
            length = count
            return true
        }
        return (bit, length)
    }

    /// The one table of known names: the bit of the first known name, among those starting with `first` (either
    /// case), that `matches` accepts; 0 when none does. Each name is given lowercase.
    @inline(__always)
    private static func bit(startingWith first: UInt8, _ matches: (StaticString) -> Bool) -> UInt16 {
        switch first | 0x20 {
        case UInt8(ascii: "a"):
            if matches("accept") { return accept }
            if matches("accept-encoding") { return acceptEncoding }
            if matches("authorization") { return authorization }
        case UInt8(ascii: "c"):
            if matches("content-type") { return contentType }
            if matches("content-length") { return contentLength }
            if matches("connection") { return connection }
            if matches("content-encoding") { return contentEncoding }
        case UInt8(ascii: "e"):
            if matches("etag") { return eTag }
            if matches("expect") { return expect }
        case UInt8(ascii: "h"):
            if matches("host") { return host }
        case UInt8(ascii: "i"):
            if matches("if-none-match") { return ifNoneMatch }
        case UInt8(ascii: "o"):
            if matches("origin") { return origin }
        case UInt8(ascii: "t"):
            if matches("transfer-encoding") { return transferEncoding }
        case UInt8(ascii: "v"):
            if matches("vary") { return vary }
        case UInt8(ascii: "x"):
            if matches("x-request-id") { return xRequestID }
        default:
            break
        }
        return 0
    }

    /// ``bit(of:)-(UnsafeBufferPointer<UInt8>)`` of a name given as a string; 0 for a name that is not a token (no
    /// stored field has such a name).
    static func bit(of name: String) -> UInt16 {
        guard HTTPFields.isValidName(name.utf8) else { return 0 }
        if let bit = name.utf8.withContiguousStorageIfAvailable({ bit(of: $0) }) { return bit }
        return Array(name.utf8).withUnsafeBufferPointer { bit(of: $0) }
    }

    /// Whether the `count` bytes at `name` equal the lowercase `expected` (letters and `-`), ignoring ASCII case,
    /// compared a word at a time. Bit 0x20 is set only where `expected` has a letter (bit 0x40 of its byte, shifted
    /// down: no `-` or digit has it): of all bytes, only a letter's two cases map to it, and elsewhere the byte must
    /// be the very one, so the test holds for any bytes, not only tokens (a CR or 0x0D never passes for `-`).
    @inline(__always)
    private static func equals(_ name: UnsafeRawPointer, count: Int, _ expected: StaticString) -> Bool {
        guard count == expected.utf8CodeUnitCount else { return false }
        let other = UnsafeRawPointer(expected.utf8Start)
        var index = 0
        while index &+ 8 <= count {
            let want = other.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let word = name.loadUnaligned(fromByteOffset: index, as: UInt64.self) | (want & 0x4040_4040_4040_4040) >> 1
            guard word == want else { return false }
            index &+= 8
        }
        if index &+ 4 <= count {
            let want = other.loadUnaligned(fromByteOffset: index, as: UInt32.self)
            let word = name.loadUnaligned(fromByteOffset: index, as: UInt32.self) | (want & 0x4040_4040) >> 1
            guard word == want else { return false }
            index &+= 4
        }
        while index < count {
            let want = other.load(fromByteOffset: index, as: UInt8.self)
            let byte = name.load(fromByteOffset: index, as: UInt8.self) | (want & 0x40) >> 1
            guard byte == want else { return false }
            index &+= 1
        }
        return true
    }
}
