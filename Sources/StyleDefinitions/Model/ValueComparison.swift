import ViewConfigurations

/// A value a condition compares: an enum trait by its position, a number, a string or a boolean.
public enum ComparableValue: Hashable, Sendable {
    case ordinal(Int)
    case number(Double)
    case string(String)
    case bool(Bool)

    init(_ value: ConfigurationValue) {
        switch value {
        case .bool(let bool): self = .bool(bool)
        case .int(let int): self = .number(Double(int))
        case .double(let double): self = .number(double)
        case .string(let string): self = .string(string)
        }
    }

    /// A number for ordering comparisons, when the value has an order.
    var orderingKey: Double? {
        switch self {
        case .ordinal(let rank): Double(rank)
        case .number(let number): number
        case .string, .bool: nil
        }
    }
}

/// How a condition compares a value: equality, membership, or an ordering bound.
public enum ValueComparison: Hashable, Sendable {
    case equals(ComparableValue)
    case oneOf(Set<ComparableValue>)
    case atLeast(ComparableValue)
    case atMost(ComparableValue)
    case greaterThan(ComparableValue)
    case lessThan(ComparableValue)

    /// Whether a value satisfies the comparison; ordering against a value without an order is false.
    public func matches(_ value: ComparableValue) -> Bool {
        switch self {
        case .equals(let expected): return value == expected
        case .oneOf(let values): return values.contains(value)
        case .atLeast(let bound): return order(value, bound).map { $0 >= 0 } ?? false
        case .atMost(let bound): return order(value, bound).map { $0 <= 0 } ?? false
        case .greaterThan(let bound): return order(value, bound).map { $0 > 0 } ?? false
        case .lessThan(let bound): return order(value, bound).map { $0 < 0 } ?? false
        }
    }

    private func order(_ value: ComparableValue, _ bound: ComparableValue) -> Int? {
        guard let a = value.orderingKey, let b = bound.orderingKey else { return nil }
        return a < b ? -1 : (a > b ? 1 : 0)
    }

    /// The operator names a document may use.
    public static let operatorNames = ["equals", "oneOf", "atLeast", "atMost", "greaterThan", "lessThan"]
}
