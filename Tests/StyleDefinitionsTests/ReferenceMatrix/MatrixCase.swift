import ViewConfigurations

/// One resolve of the matrix: a built-in style, the list it is put in (nil: the one its name places it in), a state
/// and traits.
struct MatrixCase: Sendable {
    var style: String
    var background: BackgroundFactory
    var content: ContentFactory
    /// The style's own list, or the environment the extras put an adaptive style in.
    var list: ListEnvironment
    /// Whether the environment is set in the traits (the extras) rather than by the style.
    var listInTraits: Bool
    var state: MatrixState
    var look: Look

    var flags: StateFlags { state.flags }

    /// The request's state for the case.
    var cellState: CellConfigurationState {
        let traits = TraitCollection(
            userInterfaceStyle: look.dark ? .dark : .light, accessibilityContrast: look.high ? .high : .normal,
            preferredContentSizeCategory: look.size, layoutDirection: look.rightToLeft ? .rightToLeft : .leftToRight,
            horizontalSizeClass: .compact, verticalSizeClass: .regular, userInterfaceIdiom: .phone,
            legibilityWeight: .regular, userInterfaceLevel: .base, activeAppearance: .active,
            listEnvironment: listInTraits ? list : .unspecified, designGeneration: look.design26 ? .ios26 : .ios18)
        var state = CellConfigurationState(traitCollection: traits)
        let flags = self.flags
        state.isHighlighted = flags.highlighted
        state.isSelected = flags.selected
        state.isDisabled = flags.disabled
        state.isFocused = flags.focused
        state.isEditing = flags.editing
        state.isSwiped = flags.swiped
        state.isExpanded = flags.expanded
        state.isReordering = flags.reordering
        state.cellDropState = flags.drop
        return state
    }

    var description: String {
        "\(style)\(listInTraits ? "@" + list.rawValue : "") \(state.rawValue) \(look.description)"
    }

    /// Every case: the 30 styles in their own lists, then the adaptive ones in every environment; each in every state
    /// and look.
    static let all: [MatrixCase] = {
        var placements: [(String, BackgroundFactory, ContentFactory, ListEnvironment, Bool)] = []
        for style in ReferenceStyles.table {
            placements.append((style.name, style.background, style.content, style.list ?? .unspecified, false))
        }
        for style in ReferenceStyles.table where ReferenceStyles.adaptive.contains(style.name) {
            for list in ReferenceStyles.environments {
                placements.append((style.name, style.background, style.content, list, true))
            }
        }
        var cases: [MatrixCase] = []
        for (name, background, content, list, inTraits) in placements {
            for state in MatrixState.allCases {
                for look in Look.all {
                    cases.append(
                        MatrixCase(
                            style: name, background: background, content: content, list: list, listInTraits: inTraits,
                            state: state, look: look))
                }
            }
        }
        return cases
    }()
}
