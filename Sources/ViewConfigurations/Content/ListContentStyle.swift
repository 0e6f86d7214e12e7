/// The system list content styles, named after their UIKit factories. The inset-grouped cell is UIKit-private
/// and reached only through the adaptive ``ListContentConfiguration/cell()``.
public enum ListContentStyle: String, CaseIterable, Hashable, Sendable {
    case cell, subtitleCell, valueCell, header, footer
    case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader
    case plainHeader, plainFooter, groupedHeader, groupedFooter
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
    case insetGroupedCell

    /// Whether UIKit exposes a factory of this name.
    public var isPublicFactory: Bool { self != .insetGroupedCell }

    /// Whether the style picks a concrete style from the `listEnvironment` trait (iOS 18 SDK).
    public var isAdaptive: Bool {
        switch self {
        case .cell, .subtitleCell, .valueCell, .header, .footer: true
        default: false
        }
    }

    /// The concrete style for the traits (as iOS 18 runtime printouts show the adaptive factories pick it); a fixed
    /// style is itself.
    public func concrete(for traits: TraitCollection) -> ListContentStyle {
        let environment = traits.listEnvironment
        switch (self, environment) {
        case (.cell, .insetGrouped): return .insetGroupedCell
        case (.cell, .sidebar), (.cell, .sidebarPlain): return .sidebarCell
        case (.subtitleCell, .sidebar), (.subtitleCell, .sidebarPlain): return .sidebarSubtitleCell
        case (.header, .grouped), (.header, .insetGrouped): return .groupedHeader
        case (.header, .sidebar): return .sidebarHeader
        case (.header, _): return .plainHeader
        case (.footer, .grouped), (.footer, .insetGrouped), (.footer, .sidebar): return .groupedFooter
        case (.footer, _): return .plainFooter
        default: return self
        }
    }

    private enum Kind { case cell, valueCell, sidebarCell, header, prominentHeader }

    /// Secondary text of a selected sidebar row on the tint (iOS 14–18 runtime printouts).
    private static let whiteAt80Percent = Color.white.withAlphaComponent(0.8)

    private var kind: Kind {
        switch self {
        case .cell, .subtitleCell, .insetGroupedCell: .cell
        case .valueCell: .valueCell
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: .sidebarCell
        case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader: .prominentHeader
        case .header, .footer, .sidebarHeader, .plainHeader, .plainFooter, .groupedHeader, .groupedFooter: .header
        }
    }

    /// The style's values for a state (iOS 14–18 runtime printouts for the defaults and state changes, observed on iOS
    /// 26 for its design, in both designs).
    func values(for state: CellConfigurationState) -> ListContentConfiguration.Values {
        let traits = state.traitCollection
        let style = concrete(for: traits)
        var values = style.defaults(for: traits)
        if traits.designGeneration == .ios26 { style.applyIOS26Changes(to: &values, traits: traits) }
        style.applyStateChanges(to: &values, state: state)
        return values
    }

    /// What the iOS 26 design changes in the normal-state values (observed on iOS 26); the values live in
    /// ``ReferenceChoices``. Everything else keeps its iOS 14–18 value.
    private func applyIOS26Changes(to v: inout ListContentConfiguration.Values, traits: TraitCollection) {
        func font(_ style: TextStyle, _ symbolicTraits: Font.SymbolicTraits = []) -> Font {
            Self.font(style, traits, symbolicTraits)
        }
        switch self {
        case .cell, .insetGroupedCell, .valueCell:
            v.directionalLayoutMargins = ReferenceChoices.ios26CellMargins
            v.textToSecondaryTextVerticalPadding = ReferenceChoices.ios26CellVerticalPadding
        case .subtitleCell:
            v.secondaryTextProperties.storage.values.font = font(ReferenceChoices.ios26SubtitleSecondaryTextStyle)
            v.secondaryTextProperties.storage.values.color = ReferenceChoices.ios26SubtitleSecondaryTextColor
        case .plainHeader, .groupedHeader:
            v.textProperties.storage.values.font = font(ReferenceChoices.ios26HeaderTextStyle, .traitBold)
            v.textProperties.storage.values.transform = .none
            if self == .groupedHeader { v.directionalLayoutMargins = ReferenceChoices.ios26GroupedHeaderMargins }
        case .plainFooter, .groupedFooter:
            v.textProperties.storage.values.font = font(ReferenceChoices.ios26FooterTextStyle, .traitTightLeading)
            if self == .groupedFooter { v.directionalLayoutMargins = ReferenceChoices.ios26GroupedFooterMargins }
        case .prominentInsetGroupedHeader:
            v.directionalLayoutMargins = ReferenceChoices.ios26ProminentHeaderMargins
            v.axesPreservingSuperviewLayoutMargins = ReferenceChoices.ios26ProminentHeaderAxes
        case .extraProminentInsetGroupedHeader, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
            .accompaniedSidebarSubtitleCell, .sidebarHeader, .header, .footer:
            break  // no public iOS 26 value: the iOS 14–18 values stay (ReferenceChoices.inferredContentDefaults)
        }
    }

    /// The normal-state values at the traits' text size (iOS 14–18 runtime printouts).
    private func defaults(for traits: TraitCollection) -> ListContentConfiguration.Values {
        var v = ListContentConfiguration.Values()
        let paddings = ReferenceChoices.defaultPaddings
        v.imageToTextPadding = paddings.imageToText
        v.textToSecondaryTextHorizontalPadding = paddings.horizontal
        v.textToSecondaryTextVerticalPadding = paddings.vertical
        v.textProperties.storage.values.font = Self.font(.body, traits)
        v.textProperties.storage.values.color = .label
        v.secondaryTextProperties.storage.values.color = .label
        switch kind {
        case .cell, .valueCell, .sidebarCell: setCellDefaults(&v, traits: traits)
        case .header, .prominentHeader: setHeaderFooterDefaults(&v, traits: traits)
        }
        if kind == .header || kind == .prominentHeader {
            v.textProperties.storage.values.showsExpansionTextWhenTruncated = false
            v.secondaryTextProperties.storage.values.showsExpansionTextWhenTruncated = false
        }
        return v
    }

    /// The cell styles' fonts, colors, margins and paddings over the common defaults.
    private func setCellDefaults(_ v: inout ListContentConfiguration.Values, traits: TraitCollection) {
        func font(_ style: TextStyle) -> Font { Self.font(style, traits) }
        switch self {
        case .cell, .insetGroupedCell:
            v.secondaryTextProperties.storage.values.font = font(.caption1)
            v.directionalLayoutMargins = Self.margins(11, 16, 11, 8)
        case .subtitleCell:
            v.secondaryTextProperties.storage.values.font = font(.caption1)
            v.directionalLayoutMargins = Self.margins(4, 16, 4, 8)
            v.textToSecondaryTextVerticalPadding = 0
        case .valueCell:
            v.secondaryTextProperties.storage.values.font = font(.body)
            v.secondaryTextProperties.storage.values.color = .secondaryLabel
            v.directionalLayoutMargins = Self.margins(11, 16, 11, 8)
            v.prefersSideBySideTextAndSecondaryText = true
        case .sidebarCell, .accompaniedSidebarCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            let subtitle = self == .sidebarSubtitleCell || self == .accompaniedSidebarSubtitleCell
            v.secondaryTextProperties.storage.values.font = font(.footnote)
            v.secondaryTextProperties.storage.values.color = .secondaryLabel
            v.directionalLayoutMargins =
                subtitle ? ReferenceChoices.sidebarSubtitleCellMargins : Self.margins(11, 8, 11, 8)
            v.imageToTextPadding = 10
            if subtitle { v.textToSecondaryTextVerticalPadding = 0 }
            let compact = !traits.preferredContentSizeCategory.isAccessibilityCategory
            v.textProperties.storage.values.numberOfLines = compact ? 1 : 0
            v.textProperties.storage.values.adjustsFontSizeToFitWidth = compact
            v.textProperties.storage.values.minimumScaleFactor = compact ? 0.9 : 0
            v.textProperties.storage.values.allowsDefaultTighteningForTruncation = compact
        case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter, .prominentInsetGroupedHeader,
            .extraProminentInsetGroupedHeader, .sidebarHeader, .header, .footer:
            break  // not a cell: setHeaderFooterDefaults
        }
    }

    /// The header and footer styles' fonts, colors and margins over the common defaults.
    private func setHeaderFooterDefaults(_ v: inout ListContentConfiguration.Values, traits: TraitCollection) {
        func font(_ style: TextStyle, _ symbolicTraits: Font.SymbolicTraits = []) -> Font {
            Self.font(style, traits, symbolicTraits)
        }
        switch self {
        case .plainHeader, .plainFooter:
            let headerFont = font(.subheadline, .traitBold)
            v.textProperties.storage.values.font =
                self == .plainFooter && !ReferenceChoices.plainFooterUsesHeaderFont ? font(.subheadline) : headerFont
            v.textProperties.storage.values.color = .secondaryLabel
            v.secondaryTextProperties.storage.values.font = font(ReferenceChoices.plainHeaderSecondaryTextStyle)
            v.secondaryTextProperties.storage.values.color = .secondaryLabel
            v.directionalLayoutMargins = Self.margins(4, 8, 4, 8)
        case .groupedHeader:
            v.textProperties.storage.values.font = font(.footnote)
            v.textProperties.storage.values.color = .secondaryLabel
            v.textProperties.storage.values.transform = .uppercase
            v.secondaryTextProperties.storage.values.font = font(.footnote)
            v.secondaryTextProperties.storage.values.color = .secondaryLabel
            v.directionalLayoutMargins = Self.margins(17, 8, 6, 8)
        case .groupedFooter:
            v.textProperties.storage.values.font = font(.footnote, .traitTightLeading)
            v.textProperties.storage.values.color = .secondaryLabel
            v.secondaryTextProperties.storage.values.font = font(.footnote, .traitTightLeading)
            v.secondaryTextProperties.storage.values.color = .secondaryLabel
            v.directionalLayoutMargins = Self.margins(6, 8, 12, 8)
        case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
            let prominent = self == .prominentInsetGroupedHeader
            v.textProperties.storage.values.font = prominent ? font(.title3, .traitBold) : font(.title2, .traitBold)
            v.secondaryTextProperties.storage.values.font =
                font(prominent ? .subheadline : ReferenceChoices.extraProminentHeaderSecondaryTextStyle)
            v.secondaryTextProperties.storage.values.color = .secondaryLabel
            v.directionalLayoutMargins = prominent ? Self.margins(8, 3, 11, 3) : Self.margins(9, 3, 10, 3)
            v.axesPreservingSuperviewLayoutMargins = []
        case .sidebarHeader:
            v.textProperties.storage.values.font =
                traits.userInterfaceIdiom == .mac ? font(.body) : font(.title3, .traitBold)
            v.secondaryTextProperties.storage.values.font = font(ReferenceChoices.sidebarHeaderSecondaryTextStyle)
            v.secondaryTextProperties.storage.values.color = .secondaryLabel
            v.directionalLayoutMargins = ReferenceChoices.sidebarHeaderMargins
        case .header, .footer:
            break  // unreachable: concrete(for:) never returns an adaptive header or footer
        case .cell, .subtitleCell, .insetGroupedCell, .valueCell, .sidebarCell, .accompaniedSidebarCell,
            .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            break  // a cell: setCellDefaults
        }
    }

    /// The text style's font at the traits' text size, with `symbolicTraits`.
    private static func font(
        _ style: TextStyle, _ traits: TraitCollection, _ symbolicTraits: Font.SymbolicTraits = []
    ) -> Font {
        Font.preferredFont(forTextStyle: style, compatibleWith: traits).withSymbolicTraits(symbolicTraits)
    }

    private static func margins(
        _ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double
    ) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    /// How the state changes the defaults (iOS 14–18 runtime printouts). A cell's content turns white on a
    /// tint-filled row, and takes the disabled colors otherwise, except while swiped (for every cell style).
    private func applyStateChanges(to v: inout ListContentConfiguration.Values, state: CellConfigurationState) {
        switch kind {
        case .cell, .valueCell, .sidebarCell:
            if rowIsTintFilled(in: state) {
                // A sidebar row showing its selection keeps its secondary text at 80 %, focused or not.
                let secondary =
                    kind == .sidebarCell && Self.showsSidebarSelection(state) ? Self.whiteAt80Percent : .white
                v.setForegrounds(text: .white, secondary: secondary, image: .white)
            } else if kind == .sidebarCell && state.traitCollection.userInterfaceIdiom == .mac {
                if Self.showsSidebarSelection(state) {
                    v.textProperties.storage.values.color = .label
                    v.textProperties.storage.values.font =
                        v.textProperties.storage.values.font.withSymbolicTraits(.traitBold)
                }
                if state.isDisabled && !state.isSwiped { v.alpha = 0.5 }
            } else {
                if state.isDisabled && !state.isSwiped {
                    switch kind {
                    case .sidebarCell:
                        v.setForegrounds(text: .quaternaryLabel, secondary: .quaternaryLabel, image: .quaternaryLabel)
                    default:
                        v.setForegrounds(
                            text: .tertiaryLabel, secondary: kind == .valueCell ? .quaternaryLabel : .tertiaryLabel,
                            image: .tertiaryLabel)
                    }
                }
                if kind == .sidebarCell && state.isHighlighted {
                    v.textProperties.storage.values.colorTransformer = .highlight
                }
            }
        case .prominentHeader:
            if state.isDisabled { v.textProperties.storage.values.color = .quaternaryLabel }
            if state.isHighlighted { v.textProperties.storage.values.colorTransformer = .highlight }
        case .header:
            break
        }
    }

    /// Whether the row's background is tint-filled in the state: the background UIKit pairs with this cell style in
    /// the state's list (the sidebar cell's for the sidebar styles, the list's default cell background otherwise).
    func rowIsTintFilled(in state: CellConfigurationState) -> Bool {
        let background: BackgroundStyle
        switch self {
        case .sidebarCell, .sidebarSubtitleCell:
            background =
                state.traitCollection.listEnvironment == .sidebarPlain ? .listSidebarPlainCell : .listSidebarCell
        case .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: background = .listAccompaniedSidebarCell
        default: background = .listCell
        }
        return background.values(for: state).isTintFilled
    }

    /// Whether a sidebar row shows its selection: selected, and not editing unless the list is plain-style
    /// (sidebarPlain), as for the sidebar background.
    static func showsSidebarSelection(_ state: CellConfigurationState) -> Bool {
        state.isSelected && (!state.isEditing || state.traitCollection.listEnvironment == .sidebarPlain)
    }
}

extension ListContentConfiguration.Values {
    /// Sets the text, secondary text and image tint colors together.
    mutating func setForegrounds(text: Color, secondary: Color, image: Color) {
        textProperties.storage.values.color = text
        secondaryTextProperties.storage.values.color = secondary
        imageProperties.storage.values.tintColor = image
    }
}

extension ListContentStyle {
    /// Whether the style is a header or footer style, whose content never turns white on a tint fill.
    var isHeaderOrFooter: Bool {
        switch self {
        case .header, .footer, .sidebarHeader, .plainHeader, .plainFooter, .groupedHeader, .groupedFooter,
            .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
            true
        case .cell, .subtitleCell, .valueCell, .insetGroupedCell, .sidebarCell, .sidebarSubtitleCell,
            .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
            false
        }
    }

    /// Whether the style is a sidebar cell style, whose symbol slot and standard accessory width are 28 points.
    var isSidebarCell: Bool {
        switch self {
        case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: true
        default: false
        }
    }
}
