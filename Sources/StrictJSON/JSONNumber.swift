/// A JSON number, kept as an exact 64-bit integer when the text was an integer literal that fits,
/// and as a `Double` otherwise, so integers round-trip exactly and `1` can be told apart from `1.0`.
///
/// Equality and hashing compare numeric values: `.integer(1) == .double(1.0)`, so a value written and
/// read back compares equal even though the writer prints the double `1.0` as `1`. Use ``isInteger``
/// when a schema needs to know how the number was written.
public enum JSONNumber: Sendable {
    /// An integer literal (no fraction, no exponent) within `Int64.min...Int64.max`.
    case integer(Int64)
    /// Any other number: a fraction, an exponent, an integer outside `Int64`, or `-0`.
    /// The reader never produces NaN or infinity.
    case double(Double)

    /// True when the number was an integer literal that fits in `Int64` (`1`, not `1.0`, `1e0` or `-0`).
    public var isInteger: Bool {
        if case .integer = self { return true }
        return false
    }

    /// The value as an `Int64` when it was an integer literal; nil for doubles, even integral ones.
    public var int64Value: Int64? {
        if case .integer(let value) = self { return value }
        return nil
    }

    /// The value as a `Double` (integers beyond 2^53 round to the nearest double).
    public var doubleValue: Double {
        switch self {
        case .integer(let value): return Double(value)
        case .double(let value): return value
        }
    }
}

extension JSONNumber: Hashable {
    /// Numeric equality: an integer equals a double with exactly the same value.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        switch (lhs, rhs) {
        case (.integer(let a), .integer(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.integer(let a), .double(let b)), (.double(let b), .integer(let a)): return exactInt64(b) == a
        }
    }

    /// Hashes integral doubles that fit in `Int64` as that integer, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .integer(let value):
            hasher.combine(value)
        case .double(let value):
            if let integer = exactInt64(value) {
                hasher.combine(integer)
            } else {
                hasher.combine(value)
            }
        }
    }
}

extension JSONNumber: CustomStringConvertible {
    /// The number as the writer prints it: `17`, `-0`, `0.1`, `1e+300`; `null` for NaN or infinity.
    public var description: String {
        var writer = JSONWriter(capacity: 32)
        writer.value(self)
        return writer.string
    }
}

extension JSONNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// An integer number, for literals in code and tests.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// A double number, for literals in code and tests.
    public init(floatLiteral value: Double) { self = .double(value) }
}

/// `value` as an `Int64` when it is integral and in range: what `Int64(exactly:)` does, written without
/// the `round` call that would need libm at link time. NaN and infinities fail the range check.
@inline(__always)
func exactInt64(_ value: Double) -> Int64? {
    guard value >= -9_223_372_036_854_775_808.0, value < 9_223_372_036_854_775_808.0 else { return nil }
    let truncated = Int64(value)
    return Double(truncated) == value ? truncated : nil
}
