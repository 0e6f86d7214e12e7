/// The system background styles, named after their UIKit factories. Three are UIKit-private (inset-grouped cell,
/// sidebar-plain cell, inset-grouped header/footer) and reached only through the adaptive factories.
public enum BackgroundStyle: String, CaseIterable, Hashable, Sendable {
    case listCell, listHeader, listFooter
    case listPlainCell, listGroupedCell, listInsetGroupedCell, listSidebarCell, listAccompaniedSidebarCell
    case listSidebarPlainCell
    case listPlainHeaderFooter, listGroupedHeaderFooter, listInsetGroupedHeaderFooter, listSidebarHeader

    /// A reordering cell's own color at reduced alpha (observed in iOS 14–18 runtime printouts: the normal color with
    /// alpha ×0.8).
    private static let reorderingFade = ColorTransformer.multiplyAlpha(ReferenceChoices.reorderAlpha)

    /// Whether UIKit exposes a factory of this name.
    public var isPublicFactory: Bool {
        switch self {
        case .listInsetGroupedCell, .listSidebarPlainCell, .listInsetGroupedHeaderFooter: false
        default: true
        }
    }

    /// Whether the style picks a concrete style from the `listEnvironment` trait (iOS 18).
    public var isAdaptive: Bool { self == .listCell || self == .listHeader || self == .listFooter }

    /// The concrete style for the traits (as iOS 18 runtime printouts show the adaptive factories pick it); a fixed
    /// style is itself. On visionOS grouped is promoted to inset-grouped.
    public func concrete(for traits: TraitCollection) -> BackgroundStyle {
        var environment = traits.listEnvironment
        if environment == .grouped, traits.userInterfaceIdiom == .vision { environment = .insetGrouped }
        switch (self, environment) {
        case (.listCell, .grouped): return .listGroupedCell
        case (.listCell, .insetGrouped): return .listInsetGroupedCell
        case (.listCell, .sidebar): return .listSidebarCell
        case (.listCell, .sidebarPlain): return .listSidebarPlainCell
        case (.listCell, _): return .listPlainCell
        case (.listHeader, .grouped), (.listFooter, .grouped), (.listFooter, .sidebar): return .listGroupedHeaderFooter
        case (.listHeader, .insetGrouped), (.listFooter, .insetGrouped): return .listInsetGroupedHeaderFooter
        case (.listHeader, .sidebar): return .listSidebarHeader
        case (.listHeader, _), (.listFooter, _): return .listPlainHeaderFooter
        default: return self
        }
    }

    /// Whether the style draws a list cell (not a header or footer); an adaptive cell style counts.
    public var isCell: Bool {
        switch self {
        case .listCell, .listPlainCell, .listGroupedCell, .listInsetGroupedCell, .listSidebarCell,
            .listAccompaniedSidebarCell, .listSidebarPlainCell:
            true
        case .listHeader, .listFooter, .listPlainHeaderFooter, .listGroupedHeaderFooter, .listInsetGroupedHeaderFooter,
            .listSidebarHeader:
            false
        }
    }

    /// The corner radius the list layout gives the section around a view of this style (not a configuration property:
    /// UIKit's list layout draws it, and the configuration's own cornerRadius stays 0). A cell in an inset-grouped list
    /// (grouped on visionOS, which promotes it) gets 10 in the iOS 18 design and 26 in the iOS 26 design (RevenueCat
    /// purchases-ios PR #5553); everything else 0: plain and grouped lists draw no rounding, headers and footers sit
    /// outside the rounded section, and sidebars round each row through its own cornerRadius instead.
    public func sectionCornerRadius(for traits: TraitCollection) -> Double {
        guard isCell else { return 0 }
        switch traits.listEnvironment {
        case .insetGrouped:
            return ReferenceChoices.insetGroupedSectionCornerRadius(for: traits.designGeneration)
        case .grouped where traits.userInterfaceIdiom == .vision:
            return ReferenceChoices.insetGroupedSectionCornerRadius(for: traits.designGeneration)
        case .sidebar, .sidebarPlain:
            return ReferenceChoices.sidebarSectionCornerRadius
        default:
            return 0
        }
    }

    /// The style's values for a state (iOS 14–18 runtime printouts; observed on iOS 26 where the iOS 26 design
    /// differs).
    func values(for state: CellConfigurationState) -> BackgroundConfiguration.Values {
        let traits = state.traitCollection
        switch concrete(for: traits) {
        case .listPlainCell:
            var values = Self.cellValues(
                state, normal: ReferenceChoices.plainCellBackground,
                selected: ReferenceChoices.plainCellSelectedBackground, cornerRadius: 0)
            if traits.designGeneration == .ios26, state.isSwiped {
                // Observed on iOS 26: a swiped plain cell is filled and rounded in the iOS 26 design.
                values.cornerRadius = ReferenceChoices.swipedPlainCellCornerRadius(for: traits.userInterfaceIdiom)
                if values.backgroundColor == Color(ReferenceChoices.plainCellBackground) {
                    values.backgroundColor = Color(ReferenceChoices.swipedPlainCellBackground)
                }
            }
            return values
        case .listGroupedCell, .listInsetGroupedCell:
            return Self.cellValues(
                state, normal: ReferenceChoices.groupedCellBackground,
                // cornerRadius 0: the list layout rounds the section, not the configuration (observed: RevenueCat
                // purchases-ios PR #5553, iOS 14–18 runtime printouts).
                selected: ReferenceChoices.groupedCellSelectedBackground, cornerRadius: 0)
        case .listSidebarCell:
            return Self.sidebarValues(state, inPlainList: false, notTargeted: .sidebarNotTargeted)
        case .listAccompaniedSidebarCell:
            return Self.sidebarValues(state, inPlainList: false, notTargeted: .accompaniedSidebarNotTargeted)
        case .listSidebarPlainCell:
            return Self.sidebarValues(state, inPlainList: true, notTargeted: .sidebarNotTargeted)
        case .listPlainHeaderFooter:
            var values = BackgroundConfiguration.Values()
            if state.isPinned {
                values.visualEffect =
                    traits.designGeneration == .ios26
                    ? ReferenceChoices.pinnedHeaderEffect26 : .blur(.systemChromeMaterial)
            }
            return values
        case .listGroupedHeaderFooter, .listInsetGroupedHeaderFooter, .listSidebarHeader:
            var values = BackgroundConfiguration.Values()
            values.cornerRadius = 10
            if state.isFocused { values.focusFill() }
            return values
        case .listCell, .listHeader, .listFooter:
            return BackgroundConfiguration.Values()  // unreachable: concrete(for:) never returns an adaptive style
        }
    }

    /// Plain, grouped and inset-grouped cells.
    private static func cellValues(
        _ state: CellConfigurationState, normal: SystemColor, selected: SystemColor, cornerRadius: Double
    ) -> BackgroundConfiguration.Values {
        var values = BackgroundConfiguration.Values()
        values.cornerRadius = cornerRadius
        let targeted = state.cellDropState == .targeted
        if state.isReordering {
            values.liftForReordering(Self.reorderingFade(Color(normal)), state: state)
        } else if state.isFocused {
            // Focus means a focus system is active; a selected row whose selection is key shows the plain tint.
            if state.isSelected && ReferenceChoices.selectionIsKey {
                values.backgroundColor = nil
            } else {
                values.focusFill()
            }
        } else if targeted && state.isHighlighted {
            values.backgroundColor = .systemGray2
        } else if state.isHighlighted || state.isSelected || targeted {
            values.backgroundColor = Color(selected)
        } else {
            values.backgroundColor = Color(normal)
        }
        return values
    }

    /// Sidebar, accompanied sidebar and sidebar-plain cells.
    private static func sidebarValues(
        _ state: CellConfigurationState, inPlainList: Bool, notTargeted: ColorTransformer
    ) -> BackgroundConfiguration.Values {
        var values = BackgroundConfiguration.Values()
        let traits = state.traitCollection
        values.cornerRadius = ReferenceChoices.sidebarCornerRadius(for: traits)
        let showsSelection = state.isSelected && (!state.isEditing || inPlainList)
        let targeted = state.cellDropState == .targeted
        if state.isReordering {
            values.liftForReordering(Color(ReferenceChoices.sidebarReorderingBackground), state: state)
            values.backgroundColorTransformer = .reorder
        } else if state.isFocused {
            values.focusFill()
        } else if showsSelection && state.cellDropState == .notTargeted {
            values.backgroundColor = .systemGray
            values.backgroundColorTransformer = notTargeted
        } else if showsSelection || targeted {
            if showsSelection && state.isDisabled {
                values.backgroundColor = .quaternarySystemFill
            } else if traits.designGeneration == .ios26, !ReferenceChoices.sidebarSelectionIsKey26(traits) {
                // Observed on iOS 26: a selection that is not key shows tertiarySystemFill in the iOS 26 design.
                values.backgroundColor = Color(ReferenceChoices.sidebarNotKeySelectedBackground26)
            } else if traits.userInterfaceIdiom == .mac {
                values.backgroundColor = traits.isDark ? .secondarySystemFill : .systemBackground
                values.shadowProperties = ShadowProperties(
                    defaults: .black, opacity: ReferenceChoices.macSidebarSelectionShadowOpacity, radius: 12,
                    offset: Size(width: 0, height: 4))
            } else if ReferenceChoices.selectionIsKey {
                values.backgroundColor = nil
            } else {
                values.backgroundColor =
                    traits.designGeneration == .ios26
                    ? Color(ReferenceChoices.sidebarNotKeySelectedBackground26) : .secondarySystemFill
            }
            if targeted && !state.isSelected { values.backgroundInsets = ReferenceChoices.sidebarDropTargetInsets }
            if state.isHighlighted { values.backgroundColorTransformer = .highlight }
        } else {
            if state.isSwiped {
                values.backgroundColor = Color(ReferenceChoices.sidebarSwipedBackground)
            } else if state.isHighlighted {
                // Both designs: a pressed row shows a visible fill (WWDC20 "Lists in UICollectionView"), not the
                // transparent normal one.
                values.backgroundColor = Color(ReferenceChoices.sidebarPressBackground)
            } else {
                values.backgroundColor = .clear
            }
            if state.isHighlighted { values.backgroundColorTransformer = .highlight }
        }
        return values
    }
}

extension BackgroundConfiguration.Values {
    /// The tint put through the focus transformer.
    mutating func focusFill() {
        backgroundColor = nil
        backgroundColorTransformer = .focus
    }

    /// A reordering row: the given fill, a 4-point blur and the lift shadow (opacity 0.2 light, 1.0 dark).
    mutating func liftForReordering(_ fill: Color, state: CellConfigurationState) {
        backgroundColor = fill
        visualEffect = .gaussianBlur(radius: 4)
        shadowProperties = ShadowProperties(
            defaults: .black, opacity: state.traitCollection.isDark ? 1.0 : 0.2, radius: 16,
            offset: Size(width: 0, height: 2))
    }
}

extension ShadowProperties {
    /// A style's shadow: the values given, nothing locked.
    init(defaults color: Color, opacity: Double, radius: Double, offset: Size) {
        self.init()
        self.storage.values = Values(color: color, opacity: opacity, radius: radius, offset: offset, path: nil)
    }
}
