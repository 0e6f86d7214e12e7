/// A cell's role in a drag session, as `UICellConfigurationDragState`.
public enum CellDragState: String, CaseIterable, Hashable, Sendable {
    /// Not part of a drag.
    case none
    /// The lift animation is running.
    case lifting
    /// Being dragged; this cell is the source placeholder.
    case dragging
}

/// A cell's role in a drop session, as `UICellConfigurationDropState`.
public enum CellDropState: String, CaseIterable, Hashable, Sendable {
    /// No drop session, or one that does not concern this cell.
    case none
    /// A drop session is active but another cell is the target.
    case notTargeted
    /// This cell is the current drop target.
    case targeted
}

/// The state of a list cell, as `UICellConfigurationState`: the view states plus editing, swipe,
/// expansion, reordering and drag and drop.
public struct CellConfigurationState: ConfigurationState {
    public var traitCollection: TraitCollection
    public var isHighlighted: Bool = false
    public var isSelected: Bool = false
    public var isDisabled: Bool = false
    public var isFocused: Bool = false
    /// True while a plain-list header or footer floats over the content (iOS 15).
    public var isPinned: Bool = false
    /// The list is in editing mode.
    public var isEditing: Bool = false
    /// An outline cell shows its children.
    public var isExpanded: Bool = false
    /// Swipe actions are showing.
    public var isSwiped: Bool = false
    /// The cell is being moved interactively.
    public var isReordering: Bool = false
    public var cellDragState: CellDragState = .none
    public var cellDropState: CellDropState = .none
    /// App-defined states; part of equality and hashing.
    public internal(set) var customStates: [ConfigurationStateCustomKey: ConfigurationValue] = [:]

    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A cell state carrying a view state's flags, traits and custom states.
    public init(_ viewState: ViewConfigurationState) {
        self.traitCollection = viewState.traitCollection
        self.isHighlighted = viewState.isHighlighted
        self.isSelected = viewState.isSelected
        self.isDisabled = viewState.isDisabled
        self.isFocused = viewState.isFocused
        self.isPinned = viewState.isPinned
        self.customStates = viewState.customStates
    }

    /// A custom state's value as the library carries it.
    public subscript(customState key: ConfigurationStateCustomKey) -> ConfigurationValue? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }

    /// Hashes the drag and drop states by case, not by raw string (see `TraitCollection.hash(into:)`), and the
    /// flags and cases as one word (``flagWord``): a batch looks every item's state up in its memo.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(traitCollection)
        hasher.combine(flagWord)
        hasher.combine(customStates)
    }

    /// The nine flags and the drag and drop states' cases in one word: equal states have equal words, so hashing
    /// reads one word rather than each flag.
    @inlinable
    package var flagWord: UInt64 {
        var word = UInt64(caseTag(cellDragState)) << 8 | UInt64(caseTag(cellDropState))
        word = word << 2 | (isHighlighted ? 2 : 0) | (isSelected ? 1 : 0)
        word = word << 2 | (isDisabled ? 2 : 0) | (isFocused ? 1 : 0)
        word = word << 2 | (isPinned ? 2 : 0) | (isEditing ? 1 : 0)
        word = word << 2 | (isExpanded ? 2 : 0) | (isSwiped ? 1 : 0)
        return word << 1 | (isReordering ? 1 : 0)
    }
}

extension ConfigurationState {
    /// The system flags of any state, as a cell state (the cell-only flags off for a view state).
    ///
    /// Configurations use this to read flags from whichever concrete state they are given.
    var cellState: CellConfigurationState {
        if let cell = self as? CellConfigurationState { return cell }
        if let view = self as? ViewConfigurationState { return CellConfigurationState(view) }
        return CellConfigurationState(traitCollection: traitCollection)
    }
}
