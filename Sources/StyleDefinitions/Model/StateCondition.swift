import ViewConfigurations

/// A condition over a cell's state, as a style rule's `when`: flags, drag and drop, traits and custom states,
/// combined with `allOf`, `anyOf` and `not`. Conditions are total and cheap: evaluation is linear in their size.
public indirect enum StateCondition: Hashable, Sendable {
    /// True in every state (an empty `when`).
    case always
    /// A boolean state flag has the given value.
    case flag(StateFlag, Bool)
    /// The drag state compares as given (equality or membership).
    case dragState(Set<CellDragState>)
    /// The drop state is one of the given values.
    case dropState(Set<CellDropState>)
    /// A trait compares as given.
    case trait(TraitName, ValueComparison)
    /// A custom state compares as given; a key the state does not carry reads its declared default.
    case customState(ConfigurationStateCustomKey, ValueComparison)
    case allOf([StateCondition])
    case anyOf([StateCondition])
    case not(StateCondition)

    /// Whether the state satisfies the condition.
    public func evaluate(_ state: CellConfigurationState) -> Bool {
        switch self {
        case .always: return true
        case .flag(let flag, let value): return flag.value(in: state) == value
        case .dragState(let states): return states.contains(state.cellDragState)
        case .dropState(let states): return states.contains(state.cellDropState)
        case .trait(let trait, let comparison): return comparison.matches(trait.value(in: state.traitCollection))
        case .customState(let key, let comparison):
            guard let value = state[customState: key] else { return false }
            return comparison.matches(ComparableValue(value))
        case .allOf(let conditions): return conditions.allSatisfy { $0.evaluate(state) }
        case .anyOf(let conditions): return conditions.contains { $0.evaluate(state) }
        case .not(let condition): return !condition.evaluate(state)
        }
    }
}

/// The boolean flags of a cell state, by their UIKit names.
public enum StateFlag: String, CaseIterable, Hashable, Sendable {
    case isHighlighted, isSelected, isDisabled, isFocused, isPinned, isEditing, isExpanded, isSwiped, isReordering

    /// The flag's value in a state.
    public func value(in state: CellConfigurationState) -> Bool {
        switch self {
        case .isHighlighted: state.isHighlighted
        case .isSelected: state.isSelected
        case .isDisabled: state.isDisabled
        case .isFocused: state.isFocused
        case .isPinned: state.isPinned
        case .isEditing: state.isEditing
        case .isExpanded: state.isExpanded
        case .isSwiped: state.isSwiped
        case .isReordering: state.isReordering
        }
    }

    /// Sets the flag in a state.
    public func set(_ value: Bool, in state: inout CellConfigurationState) {
        switch self {
        case .isHighlighted: state.isHighlighted = value
        case .isSelected: state.isSelected = value
        case .isDisabled: state.isDisabled = value
        case .isFocused: state.isFocused = value
        case .isPinned: state.isPinned = value
        case .isEditing: state.isEditing = value
        case .isExpanded: state.isExpanded = value
        case .isSwiped: state.isSwiped = value
        case .isReordering: state.isReordering = value
        }
    }
}
