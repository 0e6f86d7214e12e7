/// The fields a request's handling asks for by name on every request, one bit each: a field list keeps the bits of
/// the names it holds (as nginx's `headers_in` keeps pointers to the known ones), so asking for an absent known
/// field costs a test of one bit instead of a pass over the fields. (A resolve hit asked for five absent fields,
/// about 665 instructions.)
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

    /// The bit of the field named `name` (ASCII case ignored), or 0 when it is not one of the known fields. `name`
    /// must be a token (RFC 9110 §5.6.2), as every stored field name is.
    static func bit(of name: UnsafeBufferPointer<UInt8>) -> UInt16 {
        guard let base = name.baseAddress else { return 0 }
        let count = name.count
        let name = UnsafeRawPointer(base)
        switch base.pointee | 0x20 {
        case UInt8(ascii: "a"):
            if equals(name, count: count, "accept") { return accept }
            if equals(name, count: count, "accept-encoding") { return acceptEncoding }
            if equals(name, count: count, "authorization") { return authorization }
        case UInt8(ascii: "c"):
            if equals(name, count: count, "content-type") { return contentType }
            if equals(name, count: count, "content-length") { return contentLength }
            if equals(name, count: count, "connection") { return connection }
        case UInt8(ascii: "e"):
            if equals(name, count: count, "etag") { return eTag }
            if equals(name, count: count, "expect") { return expect }
        case UInt8(ascii: "h"):
            if equals(name, count: count, "host") { return host }
        case UInt8(ascii: "i"):
            if equals(name, count: count, "if-none-match") { return ifNoneMatch }
        case UInt8(ascii: "o"):
            if equals(name, count: count, "origin") { return origin }
        case UInt8(ascii: "t"):
            if equals(name, count: count, "transfer-encoding") { return transferEncoding }
        case UInt8(ascii: "v"):
            if equals(name, count: count, "vary") { return vary }
        case UInt8(ascii: "x"):
            if equals(name, count: count, "x-request-id") { return xRequestID }
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

    /// Whether the token `name` of `count` bytes equals the lowercase `expected`, ignoring ASCII case, compared a word
    /// at a time: setting bit 0x20 lowercases a letter and leaves `-` as it is, and of the bytes it maps to a lowercase
    /// letter or `-` only that letter's two cases and `-` are token bytes.
    @inline(__always)
    private static func equals(_ name: UnsafeRawPointer, count: Int, _ expected: StaticString) -> Bool {
        guard count == expected.utf8CodeUnitCount else { return false }
        let other = UnsafeRawPointer(expected.utf8Start)
        var index = 0
        while index &+ 8 <= count {
            let word = name.loadUnaligned(fromByteOffset: index, as: UInt64.self) | 0x2020_2020_2020_2020
            guard word == other.loadUnaligned(fromByteOffset: index, as: UInt64.self) else { return false }
            index &+= 8
        }
        if index &+ 4 <= count {
            let word = name.loadUnaligned(fromByteOffset: index, as: UInt32.self) | 0x2020_2020
            guard word == other.loadUnaligned(fromByteOffset: index, as: UInt32.self) else { return false }
            index &+= 4
        }
        while index < count {
            let byte = name.load(fromByteOffset: index, as: UInt8.self) | 0x20
            guard byte == other.load(fromByteOffset: index, as: UInt8.self) else { return false }
            index &+= 1
        }
        return true
    }
}
