import ViewConfigurations

/// A state of the matrix: the nine single states and the combined ones.
enum MatrixState: String, CaseIterable, Sendable {
    case normal, highlighted, selected, disabled, focused, editing, swiped, expanded, dropTargeted
    case selectedHighlighted, disabledSwiped, selectedDisabled, focusedSelected, dropTargetedHighlighted
    case selectedDropNotTargeted, reordering, selectedEditing

    var flags: StateFlags {
        var flags = StateFlags()
        switch self {
        case .normal: break
        case .highlighted: flags.highlighted = true
        case .selected: flags.selected = true
        case .disabled: flags.disabled = true
        case .focused: flags.focused = true
        case .editing: flags.editing = true
        case .swiped: flags.swiped = true
        case .expanded: flags.expanded = true
        case .dropTargeted: flags.drop = .targeted
        case .selectedHighlighted: (flags.selected, flags.highlighted) = (true, true)
        case .disabledSwiped: (flags.disabled, flags.swiped) = (true, true)
        case .selectedDisabled: (flags.selected, flags.disabled) = (true, true)
        case .focusedSelected: (flags.focused, flags.selected) = (true, true)
        case .dropTargetedHighlighted: (flags.drop, flags.highlighted) = (.targeted, true)
        case .selectedDropNotTargeted: (flags.selected, flags.drop) = (true, .notTargeted)
        case .reordering: flags.reordering = true
        case .selectedEditing: (flags.selected, flags.editing) = (true, true)
        }
        return flags
    }
}

/// The state flags the reference's rules read (§1.5).
struct StateFlags: Hashable, Sendable {
    var highlighted = false
    var selected = false
    var disabled = false
    var focused = false
    var editing = false
    var swiped = false
    var expanded = false
    var reordering = false
    var drop: CellDropState = .none

    var dropTargeted: Bool { drop == .targeted }
}
