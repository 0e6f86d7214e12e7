/// Word-at-a-time scans (eight bytes per step) for the long runs of ordinary bytes in a request head: finding line
/// ends and the end of a field value. Each returns exactly what a byte-by-byte loop would.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The index of the first `byte` in `buffer[start..<end]`, or `end` when there is none.
    static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            let pattern = ones &* UInt64(byte)
            while index + 8 <= end {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ pattern
                let zeroBytes = (word &- ones) & ~word & highBits
                // The lowest flagged byte is always a real match (borrows only run upward from one).
                if zeroBytes != 0 { return index + zeroBytes.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < end && buffer[index] != byte { index += 1 }
        return index
    }

    /// The index of the first byte in `buffer[start..<end]` that a field value may not hold (a control byte other
    /// than HTAB, or DEL), or `end` when every byte is allowed.
    static func firstNonFieldValueByte(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= end {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                // Bytes below 0x20 (bytes of 0x80 and above, obs-text, are never flagged), and DEL bytes.
                let controls = (word &- ones &* 0x20) & ~word & highBits
                let deleted = word ^ (ones &* 0x7F)
                let dels = (deleted &- ones) & ~deleted & highBits
                let flagged = controls | dels
                if flagged == 0 {
                    index += 8
                    continue
                }
                let candidate = index + flagged.trailingZeroBitCount / 8
                // HTAB is a control byte a value may hold: go on after it.
                if !ByteClass.isFieldValueByte(buffer[candidate]) { return candidate }
                index = candidate + 1
            }
        }
        while index < end && ByteClass.isFieldValueByte(buffer[index]) { index += 1 }
        return index
    }
}
