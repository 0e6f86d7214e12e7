/// Decimal digits written straight into a byte buffer (a response's `Content-Length`, a request id's counter), with
/// no `String` in between.
enum DecimalDigits {
    /// The most digits a `UInt64` has.
    static let maximumCount = 20

    /// Appends `value` in decimal (no sign, no leading zeros) to `buffer`.
    static func append(_ value: UInt64, to buffer: inout [UInt8]) {
        if value < 10 {
            buffer.append(UInt8(truncatingIfNeeded: value) &+ 0x30)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumCount) { digits in
            guard let base = digits.baseAddress else { return }
            buffer.append(contentsOf: UnsafeBufferPointer(start: base, count: write(value, to: base)))
        }
    }

    /// Writes `value` in decimal at `pointer`, which has room for ``maximumCount`` bytes; returns the bytes written.
    static func write(_ value: UInt64, to pointer: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 10 {
            pointer.initialize(to: UInt8(truncatingIfNeeded: value) &+ 0x30)
            return 1
        }
        // The digit count from comparisons, then each digit written once from the end (counting by division, as
        // before, divided every digit twice).
        var count = 2
        var bound: UInt64 = 100
        while count < maximumCount && value >= bound {
            count &+= 1
            bound &*= 10
        }
        var remaining = value
        var index = count
        while index > 0 {
            index &-= 1
            let (quotient, digit) = remaining.quotientAndRemainder(dividingBy: 10)
            pointer[index] = UInt8(truncatingIfNeeded: digit) &+ 0x30
            remaining = quotient
        }
        return count
    }
}
