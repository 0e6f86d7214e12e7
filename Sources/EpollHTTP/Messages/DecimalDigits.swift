/// Decimal digits written straight into a response head (a response's `Content-Length`, a request id's counter), with
/// no `String` in between.
enum DecimalDigits {
    /// The most digits a `UInt64` has.
    static let maximumCount = 20

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
