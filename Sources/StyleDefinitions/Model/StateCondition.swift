import ViewConfigurations

/// A condition over a state, as a style rule's `when`: flags, drag and drop, traits and custom states, combined with
/// `allOf`, `anyOf` and `not`. Conditions are total and cheap: evaluation is linear in their size. A cell's, a
/// button's and an empty state's states are all read; the style's compiler keeps each to the fields its kind has.
public indirect enum StateCondition: Hashable, Sendable {
    /// True in every state (an empty `when`).
    case always
    /// A boolean state flag has the given value.
    case flag(StateFlag, Bool)
    /// A button's menu is showing (`UIButton.isHeld`), or not.
    case held(Bool)
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

    /// Whether a cell's state satisfies the condition.
    public func evaluate(_ state: CellConfigurationState) -> Bool { holds(in: state) }

    /// Whether a button's state satisfies the condition.
    public func evaluate(_ state: ButtonConfigurationState) -> Bool { holds(in: state) }

    /// Whether an empty state's state satisfies the condition.
    public func evaluate(_ state: ContentUnavailableConfigurationState) -> Bool { holds(in: state) }

    private func holds<State: RuleState>(in state: State) -> Bool {
        switch self {
        case .always: return true
        case .flag(let flag, let value): return state.value(of: flag) == value
        case .held(let value): return state.isMenuHeld == value
        case .dragState(let states): return states.contains(state.ruleDragState)
        case .dropState(let states): return states.contains(state.ruleDropState)
        case .trait(let trait, let comparison): return comparison.matches(trait.value(in: state.traitCollection))
        case .customState(let key, let comparison):
            guard let value = state[customState: key] else { return false }
            return comparison.matches(ComparableValue(value))
        case .allOf(let conditions): return conditions.allSatisfy { $0.holds(in: state) }
        case .anyOf(let conditions): return conditions.contains { $0.holds(in: state) }
        case .not(let condition): return !condition.holds(in: state)
        }
    }
}

/// What conditions read of a state; the fields a kind's state lacks read as their normal values.
protocol RuleState: ConfigurationState {
    func value(of flag: StateFlag) -> Bool
    var isMenuHeld: Bool { get }
    var ruleDragState: CellDragState { get }
    var ruleDropState: CellDropState { get }
}

extension CellConfigurationState: RuleState {
    func value(of flag: StateFlag) -> Bool { flag.value(in: self) }
    var isMenuHeld: Bool { false }
    var ruleDragState: CellDragState { cellDragState }
    var ruleDropState: CellDropState { cellDropState }
}

extension ButtonConfigurationState: RuleState {
    func value(of flag: StateFlag) -> Bool {
        switch flag {
        case .isHighlighted: isHighlighted
        case .isSelected: isSelected
        case .isDisabled: isDisabled
        case .isFocused: isFocused
        case .isPinned, .isEditing, .isExpanded, .isSwiped, .isReordering: false
        }
    }
    var isMenuHeld: Bool { isHeld }
    var ruleDragState: CellDragState { .none }
    var ruleDropState: CellDropState { .none }
}

extension ContentUnavailableConfigurationState: RuleState {
    func value(of flag: StateFlag) -> Bool { false }
    var isMenuHeld: Bool { false }
    var ruleDragState: CellDragState { .none }
    var ruleDropState: CellDropState { .none }
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
