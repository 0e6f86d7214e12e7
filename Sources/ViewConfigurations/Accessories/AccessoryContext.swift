/// What an accessory's resolution reads besides the accessory: the state, the cell's tint and whether the row is
/// tint-filled.
struct AccessoryContext {
    let state: CellConfigurationState
    let cellTint: Color
    let contentStyle: ListContentStyle
    /// Whether the cell is its section's header item: as the caller says, else taken from the content style
    /// (``ReferenceChoices/headerContentIsHeaderItem(_:traits:)``).
    let isHeaderItem: Bool
    /// Whether ``isHeaderItem`` rests on that choice.
    let headerItemIsInferred: Bool
    /// Whether the row's default background is tint-filled: ``ListContentStyle/rowIsTintFilled(in:)``, the rule the
    /// content follows; never for a header or footer, whose content never turns white.
    let isTintFilled: Bool

    var traits: TraitCollection { state.traitCollection }

    init(_ state: CellConfigurationState, tint: Color, contentStyle: ListContentStyle, isHeaderItem: Bool?) {
        self.state = state
        self.cellTint = tint
        self.contentStyle = contentStyle
        let inferred = ReferenceChoices.headerContentIsHeaderItem(contentStyle, traits: state.traitCollection)
        self.isHeaderItem = isHeaderItem ?? inferred
        self.headerItemIsInferred = isHeaderItem == nil && inferred
        self.isTintFilled = !contentStyle.isHeaderOrFooter && contentStyle.rowIsTintFilled(in: state)
    }

    /// Whether the row sits in a sidebar list (or uses a sidebar content style).
    var isSidebarRow: Bool {
        contentStyle.concrete(for: traits).isSidebarCell || traits.listEnvironment == .sidebar
            || traits.listEnvironment == .sidebarPlain
    }

    /// iOS 26: an unselected row of a sidebar list, where outline disclosure and detail take a monochrome look.
    var isMonochromeSidebarRow: Bool {
        traits.designGeneration == .ios26 && traits.listEnvironment == .sidebar && !state.isSelected && !isTintFilled
    }
}
