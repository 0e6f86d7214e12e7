import StyleDefinitions
import ViewConfigurations

/// The state one value of a matrix's `states` axis resolves the style in, of the style's kind: a cell's, a button's
/// (its five bits) or an empty state's.
package enum MatrixState: Hashable, Sendable {
    case cell(CellConfigurationState)
    case button(ButtonConfigurationState)
    case contentUnavailable(ContentUnavailableConfigurationState)

    /// The traits the state holds; the matrix's trait axes set them.
    package var traitCollection: TraitCollection {
        get {
            switch self {
            case .cell(let state): state.traitCollection
            case .button(let state): state.traitCollection
            case .contentUnavailable(let state): state.traitCollection
            }
        }
        set {
            switch self {
            case .cell(var state):
                state.traitCollection = newValue
                self = .cell(state)
            case .button(var state):
                state.traitCollection = newValue
                self = .button(state)
            case .contentUnavailable(var state):
                state.traitCollection = newValue
                self = .contentUnavailable(state)
            }
        }
    }

    /// The cell's state; nil for another kind.
    package var cell: CellConfigurationState? {
        guard case .cell(let state) = self else { return nil }
        return state
    }

    /// The button's state; nil for another kind.
    package var button: ButtonConfigurationState? {
        guard case .button(let state) = self else { return nil }
        return state
    }

    /// Sets one of the style's custom states (``StateVariant/custom(of:)``); a cell's variant may set a flag too.
    mutating func apply(_ variant: StateVariant) {
        switch (self, variant.condition) {
        case (.cell(var state), _):
            variant.apply(to: &state)
            self = .cell(state)
        case (.button(var state), .custom(let key, let value)):
            state[customState: key] = value
            self = .button(state)
        case (.contentUnavailable(var state), .custom(let key, let value)):
            state[customState: key] = value
            self = .contentUnavailable(state)
        case (.button, _), (.contentUnavailable, _):
            preconditionFailure("a style's custom states set custom keys only")
        }
    }
}
