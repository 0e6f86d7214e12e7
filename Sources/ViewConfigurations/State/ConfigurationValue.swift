/// The value of a custom state: a JSON scalar.
///
/// UIKit stores `AnyHashable`, which is not `Sendable`; these four cases cover what a state can carry
/// across a JSON API and keep states `Hashable` and `Sendable`.
public enum ConfigurationValue: Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)

    /// The value UIKit's way, from what a state's subscript is given: a `Bool`, `Int`, `Double`, `String` (or a
    /// value of this type); nil for any other type, which a state cannot carry.
    public init?(_ value: AnyHashable) {
        switch value.base {
        case let bool as Bool: self = .bool(bool)
        case let int as Int: self = .int(int)
        case let double as Double: self = .double(double)
        case let string as String: self = .string(string)
        case let value as ConfigurationValue: self = value
        default: return nil
        }
    }

    /// The value as UIKit's custom states hold it (`state[key] as? Bool`).
    public var anyHashable: AnyHashable {
        switch self {
        case .bool(let value): AnyHashable(value)
        case .int(let value): AnyHashable(value)
        case .double(let value): AnyHashable(value)
        case .string(let value): AnyHashable(value)
        }
    }

    /// The value when it is a boolean.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value when it is an integer.
    public var intValue: Int? {
        if case .int(let value) = self { return value }
        return nil
    }

    /// The value as a number: a double, or an integer widened to one.
    public var doubleValue: Double? {
        switch self {
        case .double(let value): value
        case .int(let value): Double(value)
        default: nil
        }
    }

    /// The value when it is a string.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var description: String {
        switch self {
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): String(reflecting: value)
        }
    }
}

extension ConfigurationValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral
{
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
}
