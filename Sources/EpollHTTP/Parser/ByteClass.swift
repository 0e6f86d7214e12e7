/// Byte classification for the HTTP grammar (RFC 9110 §5.6.2, RFC 9112 §3) as 256-bit masks held in
/// integer literals, so a check is a shift and a mask with no table to load or lazily initialise.
enum ByteClass {
    /// tchar: `!#$%&'*+-.^_`|~`, digits, letters.
    @inline(__always) static func isTokenByte(_ byte: UInt8) -> Bool {
        test(byte, 0x03FF_6CFA_0000_0000, 0x57FF_FFFF_C7FF_FFFE, 0, 0)
    }

    /// field-vchar / obs-text plus SP and HTAB (a field value's bytes).
    @inline(__always) static func isFieldValueByte(_ byte: UInt8) -> Bool {
        test(byte, 0xFFFF_FFFF_0000_0200, 0x7FFF_FFFF_FFFF_FFFF, UInt64.max, UInt64.max)
    }

    /// Bytes allowed in a request-target: visible ASCII (no SP, controls, DEL or non-ASCII).
    @inline(__always) static func isTargetByte(_ byte: UInt8) -> Bool {
        test(byte, 0xFFFF_FFFE_0000_0000, 0x7FFF_FFFF_FFFF_FFFF, 0, 0)
    }

    /// HEXDIG.
    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool {
        test(byte, 0x03FF_0000_0000_0000, 0x0000_007E_0000_007E, 0, 0)
    }

    /// Bytes of an RFC 3986 authority: unreserved, sub-delims, ":", "[", "]", "%".
    @inline(__always) static func isAuthorityByte(_ byte: UInt8) -> Bool {
        test(byte, 0x2FFF_7FF2_0000_0000, 0x47FF_FFFE_AFFF_FFFE, 0, 0)
    }

    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
    }

    /// The value of a hex digit (caller checked `isHexDigit`).
    @inline(__always) static func hexValue(_ byte: UInt8) -> Int {
        if byte <= 0x39 { return Int(byte - 0x30) }
        return Int((byte | 0x20) - 0x61 + 10)
    }

    @inline(__always) private static func test(
        _ byte: UInt8, _ w0: UInt64, _ w1: UInt64, _ w2: UInt64, _ w3: UInt64
    ) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = w0
        case 1: word = w1
        case 2: word = w2
        default: word = w3
        }
        return (word >> UInt64(byte & 63)) & 1 == 1
    }
}
