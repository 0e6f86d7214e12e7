import ViewConfigurations

/// Background, content and separator assignments and the cell's accessories, applied together: a style's overrides,
/// a rule's `set`, a request's overrides.
public struct ConfigurationOverrides: Hashable, Sendable {
    public var background: [BackgroundAssignment]
    public var content: [ContentAssignment]
    /// The list's separators around the cell, property by property.
    public var separator: [SeparatorAssignment]
    /// The cell's accessories, replacing the whole list when set (checked by ``CellAccessory/validate(_:)``).
    public var accessories: [CellAccessory]?

    public init(
        background: [BackgroundAssignment] = [], content: [ContentAssignment] = [],
        separator: [SeparatorAssignment] = [], accessories: [CellAccessory]? = nil
    ) {
        self.background = background
        self.content = content
        self.separator = separator
        self.accessories = accessories
    }

    /// Whether nothing is set.
    public var isEmpty: Bool { background.isEmpty && content.isEmpty && separator.isEmpty && accessories == nil }

    /// Lays `later` over these: its assignments apply after these, and its accessories, when set, replace these.
    public mutating func append(_ later: ConfigurationOverrides) {
        background += later.background
        content += later.content
        separator += later.separator
        if let accessories = later.accessories { self.accessories = accessories }
    }
}
