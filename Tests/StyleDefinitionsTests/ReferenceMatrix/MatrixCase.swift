import ViewConfigurations

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

/// The traits of a case: appearance, contrast, text size, direction and design; a compact-width phone otherwise.
struct Look: Hashable, Sendable {
    var dark: Bool
    var high: Bool
    var size: ContentSizeCategory
    var rightToLeft: Bool
    var design26: Bool

    /// The three text sizes of the matrix: the default, the largest non-accessibility one and AX3.
    static let sizes: [ContentSizeCategory] = [.large, .extraExtraExtraLarge, .accessibilityExtraLarge]

    static let all: [Look] = {
        var looks: [Look] = []
        for design26 in [false, true] {
            for dark in [false, true] {
                for high in [false, true] {
                    for size in sizes {
                        for rightToLeft in [false, true] {
                            looks.append(
                                Look(dark: dark, high: high, size: size, rightToLeft: rightToLeft, design26: design26))
                        }
                    }
                }
            }
        }
        return looks
    }()

    /// A color of the reference table for these traits.
    func rgba(_ color: ReferenceColor) -> UInt32 { color.rgba(dark: dark, high: high, design26: design26) }

    var description: String {
        [
            design26 ? "ios26" : "ios18", dark ? "dark" : "light", high ? "high" : "normal", size.rawValue,
            rightToLeft ? "rtl" : "ltr",
        ].joined(separator: "/")
    }
}

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
