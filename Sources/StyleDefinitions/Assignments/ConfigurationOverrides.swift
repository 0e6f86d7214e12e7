import ViewConfigurations

/// Background, content and separator assignments and the cell's accessories, applied together: a style's overrides,
/// a rule's `set`, a request's overrides.
public struct ConfigurationOverrides: Hashable, Sendable {
    /// The row's overrides, apart: most overrides set none, and then copying the overrides (memo keys, requests,
    /// rules) retains nothing for them.
    private struct Row: Hashable, Sendable {
        var separator: [SeparatorAssignment] = []
        var accessories: [CellAccessory]?
    }

    public var background: [BackgroundAssignment]
    public var content: [ContentAssignment]
    /// Nil exactly when no separator property and no accessories are set, so equal overrides compare equal.
    private var row: Row?

    /// The list's separators around the cell, property by property.
    public var separator: [SeparatorAssignment] {
        get { row?.separator ?? [] }
        set { setRow(Row(separator: newValue, accessories: row?.accessories)) }
    }

    /// The cell's accessories, replacing the whole list when set (checked by ``CellAccessory/validate(_:)``).
    public var accessories: [CellAccessory]? {
        get { row?.accessories }
        set { setRow(Row(separator: row?.separator ?? [], accessories: newValue)) }
    }

    public init(
        background: [BackgroundAssignment] = [], content: [ContentAssignment] = [],
        separator: [SeparatorAssignment] = [], accessories: [CellAccessory]? = nil
    ) {
        self.background = background
        self.content = content
        setRow(Row(separator: separator, accessories: accessories))
    }

    private mutating func setRow(_ new: Row) {
        row = new.separator.isEmpty && new.accessories == nil ? nil : new
    }

    /// Whether nothing is set.
    public var isEmpty: Bool { background.isEmpty && content.isEmpty && row == nil }

    /// Lays `later` over these: its assignments apply after these, and its accessories, when set, replace these.
    public mutating func append(_ later: ConfigurationOverrides) {
        background += later.background
        content += later.content
        guard let laterRow = later.row else { return }
        setRow(
            Row(
                separator: separator + laterRow.separator,
                accessories: laterRow.accessories ?? accessories))
    }
}
