import ViewConfigurations

/// The flags of one state row of the reference's tables, with a label for the test name.
struct StateSpec: Sendable {
    var label: String
    var highlighted = false
    var selected = false
    var disabled = false
    var focused = false
    var pinned = false
    var editing = false
    var expanded = false
    var swiped = false
    var reordering = false
    var drag = CellDragState.none
    var drop = CellDropState.none

    init(_ label: String, _ configure: (inout StateSpec) -> Void = { _ in }) {
        self.label = label
        configure(&self)
    }

    func state(_ traits: TraitCollection) -> CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traits)
        state.isHighlighted = highlighted
        state.isSelected = selected
        state.isDisabled = disabled
        state.isFocused = focused
        state.isPinned = pinned
        state.isEditing = editing
        state.isExpanded = expanded
        state.isSwiped = swiped
        state.isReordering = reordering
        state.cellDragState = drag
        state.cellDropState = drop
        return state
    }
}
