/// Decimal digits written straight into a byte buffer (a response's `Content-Length`, a request id's counter), with
/// no `String` in between.
enum DecimalDigits {
    /// Appends `value` in decimal (no sign, no leading zeros) to `buffer`.
    static func append(_ value: UInt64, to buffer: inout [UInt8]) {
        if value < 10 {
            buffer.append(UInt8(truncatingIfNeeded: value) &+ 0x30)
            return
        }
        // 20 digits hold any UInt64; they are written from the end of a stack buffer, then appended at once.
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var remaining = value
        withUnsafeMutableBytes(of: &digits) { raw in
            while remaining > 0 {
                raw[19 &- count] = UInt8(truncatingIfNeeded: remaining % 10) &+ 0x30
                remaining /= 10
                count &+= 1
            }
            buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[(20 &- count)...]))
        }
    }
}
