import StyleDefinitions
import ViewConfigurations

/// A state as the web marks it, for a style of any kind: a cell's state (traits, flags, drag and drop, custom states)
/// and whether a button's menu is held. Each kind's resolution reads the fields its own state has, so the stylesheet
/// and the export grid build one state for every kind.
struct WebState {
    /// The traits, the cell's flags, drag and drop states and the custom states.
    var cell: CellConfigurationState
    /// A button's menu is showing (`UIButton.isHeld`).
    var isHeld = false

    /// A normal state in the given traits.
    init(traitCollection: TraitCollection) {
        cell = CellConfigurationState(traitCollection: traitCollection)
    }

    /// The traits.
    var traitCollection: TraitCollection {
        get { cell.traitCollection }
        set { cell.traitCollection = newValue }
    }

    /// A custom state's value.
    subscript(customState key: ConfigurationStateCustomKey) -> ConfigurationValue? {
        get { cell[customState: key] }
        set { cell[customState: key] = newValue }
    }

    /// The state as a button's: the five bits, the traits and the custom states.
    var button: ButtonConfigurationState {
        var state = ButtonConfigurationState(
            traitCollection: cell.traitCollection, isHighlighted: cell.isHighlighted, isDisabled: cell.isDisabled,
            isSelected: cell.isSelected, isFocused: cell.isFocused, isHeld: isHeld)
        for (key, value) in cell.customStates { state[customState: key] = value }
        return state
    }

    /// The state as an empty state's: the traits and the custom states (no search text).
    var contentUnavailable: ContentUnavailableConfigurationState {
        var state = ContentUnavailableConfigurationState(traitCollection: cell.traitCollection)
        for (key, value) in cell.customStates { state[customState: key] = value }
        return state
    }
}
