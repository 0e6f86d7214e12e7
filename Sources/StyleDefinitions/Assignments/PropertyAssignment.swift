import ViewConfigurations

/// One property of a configuration set to a value: a catalogue row and the value it takes. The unit of style
/// overrides, rule `set`s and request overrides; applying it locks the property, as assigning it in UIKit does.
public struct PropertyAssignment<Values: Hashable & Sendable>: Hashable, Sendable {
    /// The property set.
    public let property: PropertyRow<Values>
    /// The value, of the shape the property's kind names.
    public let value: PropertyValue
    /// The design tokens the document's aliases named for the value (one for a color, one per aliased member of
    /// insets or a size), for explaining it; empty for a value written out.
    public let tokens: [DesignToken]

    /// Sets `property` to `value`, taken from `tokens` when aliases named them.
    public init(_ property: PropertyRow<Values>, _ value: PropertyValue, tokens: [DesignToken] = []) {
        self.property = property
        self.value = value
        self.tokens = tokens
    }

    /// The property's path in a response (`backgroundColor`, `shadowProperties.radius`, `textProperties.color`).
    public var path: String { property.path }

    /// Sets the property on a configuration (locking it).
    public func apply<Configuration: PropertyOwner>(to configuration: inout Configuration)
    where Configuration.Values == Values {
        configuration.set(property, to: value)
    }

    /// Same property (by path), same value and same tokens.
    public static func == (left: Self, right: Self) -> Bool {
        left.property.path == right.property.path && left.value == right.value && left.tokens == right.tokens
    }

    /// Hashes the property's path and the value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(property.path)
        hasher.combine(value)
    }
}

/// A background property set to a value.
public typealias BackgroundAssignment = PropertyAssignment<BackgroundConfiguration.Values>

/// A list content property set to a value (text, secondary text and image properties included).
public typealias ContentAssignment = PropertyAssignment<ListContentConfiguration.Values>

/// A separator property set to a value.
public typealias SeparatorAssignment = PropertyAssignment<ListSeparatorConfiguration.Values>

/// A button property set to a value (its background's properties included).
public typealias ButtonAssignment = PropertyAssignment<ButtonConfiguration.Values>

/// An empty state's property set to a value (its text, image and button properties included).
public typealias ContentUnavailableAssignment = PropertyAssignment<ContentUnavailableConfiguration.Values>
