/// Byte classification tables for the HTTP grammar (RFC 9110 §5.6.2, RFC 9112 §3), looked up by byte.
enum ByteClass {
    private static let tokenFlag: UInt8 = 1
    private static let fieldValueFlag: UInt8 = 2
    private static let targetFlag: UInt8 = 4
    private static let hexFlag: UInt8 = 8

    /// One flag byte per byte value.
    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        let tokenSymbols = Array("!#$%&'*+-.^_`|~".utf8)
        for byte in 0..<256 {
            let b = UInt8(byte)
            var flags: UInt8 = 0
            let isDigit = b >= 0x30 && b <= 0x39
            let isAlpha = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
            if isDigit || isAlpha || tokenSymbols.contains(b) { flags |= tokenFlag }
            // field-vchar = VCHAR / obs-text, plus SP and HTAB inside a value.
            if b == 0x09 || (b >= 0x20 && b != 0x7F) { flags |= fieldValueFlag }
            // request-target: visible ASCII only (no SP, controls, DEL or non-ASCII).
            if b >= 0x21 && b <= 0x7E { flags |= targetFlag }
            if isDigit || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66) { flags |= hexFlag }
            table[byte] = flags
        }
        return table
    }()

    @inline(__always) static func isTokenByte(_ byte: UInt8) -> Bool { table[Int(byte)] & tokenFlag != 0 }
    @inline(__always) static func isFieldValueByte(_ byte: UInt8) -> Bool { table[Int(byte)] & fieldValueFlag != 0 }
    @inline(__always) static func isTargetByte(_ byte: UInt8) -> Bool { table[Int(byte)] & targetFlag != 0 }
    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool { table[Int(byte)] & hexFlag != 0 }
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    @inline(__always) static func lowercased(_ byte: UInt8) -> UInt8 {
        (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
    }

    /// The value of a hex digit (caller checked `isHexDigit`).
    @inline(__always) static func hexValue(_ byte: UInt8) -> Int {
        if byte <= 0x39 { return Int(byte - 0x30) }
        return Int((byte | 0x20) - 0x61 + 10)
    }
}
