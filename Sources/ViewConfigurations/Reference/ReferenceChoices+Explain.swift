/// What explain calls inferred: every factory value that neither the documented API nor a public observation
/// settles for the design asked, and only those.
///
/// Three kinds of value are inferred: a choice of ``ReferenceChoices`` (an internal color taken as a public one, a
/// private transformer's math, the "selection is key" assumption, a value one source gives by analogy); in the iOS 26
/// design, a value kept from iOS 14–18 because no public source gives the iOS 26 one; and a color whose system
/// color's value is itself inferred (``inferredColorReason(_:traits:)``, added by explain). Values at UIKit's
/// documented API defaults (`clear()`'s, numberOfLines 0) are settled in every design.
extension ReferenceChoices {
    /// Why a value kept from iOS 14–18 in the iOS 26 design is inferred.
    static let keptInIOS26 = "iOS 26 design: no public source gives it; the iOS 14–18 value is kept"
    /// Why a color resting on the "selection is key" assumption is inferred.
    static let assumedKeySelection = "the selection is taken as key: no state says another column has focus"

    // MARK: Backgrounds

    /// The background properties whose default, for this concrete style and state, is an inferred choice rather
    /// than a documented or observed value: catalogue path (`cornerRadius`) → the reason explain gives.
    static func inferredBackgroundDefaults(
        of style: BackgroundStyle, in state: CellConfigurationState
    ) -> [String: String] {
        var reasons: [String: String] = [:]
        let values = style.values(for: state)
        switch style {
        case .listPlainCell, .listGroupedCell, .listInsetGroupedCell:
            inferCell(style, state, values, into: &reasons)
        case .listSidebarCell, .listAccompaniedSidebarCell, .listSidebarPlainCell:
            inferSidebar(state, values, into: &reasons)
        case .listCell, .listPlainHeaderFooter, .listHeader, .listFooter, .listGroupedHeaderFooter,
            .listInsetGroupedHeaderFooter,
            .listSidebarHeader:
            break
        }
        if let reason = values.backgroundColorTransformer.flatMap(privateTransformerReason) {
            add("backgroundColor", reason, to: &reasons)
        }
        if state.traitCollection.designGeneration == .ios26 {
            let given: Set<String> =
                style == .listPlainCell && state.isSwiped
                ? (values.backgroundColor == Color(swipedPlainCellBackground)
                    ? ["backgroundColor", "cornerRadius"] : ["cornerRadius"])
                : []
            addKeptIOS26(values, documented: BackgroundConfiguration.Values(), given: given, to: &reasons)
        }
        return reasons
    }

    /// Plain, grouped and inset-grouped cells, following ``BackgroundStyle``'s branches.
    private static func inferCell(
        _ style: BackgroundStyle, _ state: CellConfigurationState, _ values: BackgroundConfiguration.Values,
        into reasons: inout [String: String]
    ) {
        let traits = state.traitCollection
        let plain = style == .listPlainCell
        let normal =
            plain
            ? "UIKit's internal tableCellPlainBackgroundColor has no public value; taken as systemBackground"
            : "UIKit's internal tableCellGroupedBackgroundColor has no public value; taken as "
                + "secondarySystemGroupedBackground"
        let targeted = state.cellDropState == .targeted
        if state.isReordering {
            add("backgroundColor", normal, to: &reasons)
        } else if state.isFocused {
            // A focused selected row shows the plain tint only when the selection is key.
            if values.backgroundColor == nil && values.backgroundColorTransformer == nil {
                add("backgroundColor", assumedKeySelection, to: &reasons)
            }
        } else if state.isHighlighted || state.isSelected || targeted {
            if !plain && !(targeted && state.isHighlighted) {
                add(
                    "backgroundColor",
                    "UIKit's internal tableCellGroupedSelectedBackgroundColor has no public value; taken as "
                        + "systemGray4, like the plain one", to: &reasons)
            }
        } else if !(plain && traits.designGeneration == .ios26 && state.isSwiped) {
            add("backgroundColor", normal, to: &reasons)
        }
        if plain, traits.designGeneration == .ios26, state.isSwiped,
            swipedPlainCellCornerRadiusIsInferred(for: traits.userInterfaceIdiom)
        {
            add(
                "cornerRadius",
                "the iOS 26 swiped radius is observed on phones, visionOS and CarPlay only; other idioms take the "
                    + "phone's 26", to: &reasons)
        }
    }

    /// The inferred defaults of the sidebar cells, following ``BackgroundStyle``'s branches.
    private static func inferSidebar(
        _ state: CellConfigurationState, _ values: BackgroundConfiguration.Values,
        into reasons: inout [String: String]
    ) {
        func add(_ path: String, _ reason: String) { Self.add(path, reason, to: &reasons) }
        let traits = state.traitCollection
        let inPlainList = traits.listEnvironment == .sidebarPlain
        let showsSelection = state.isSelected && (!state.isEditing || inPlainList)
        let targeted = state.cellDropState == .targeted
        if state.isReordering {
            add(
                "backgroundColor",
                "UIKit's private sidebar reordering color has no public value; taken as secondarySystemBackground")
        } else if state.isFocused || (showsSelection && state.cellDropState == .notTargeted) {
            return  // the private transformer's reason
        } else if showsSelection || targeted {
            if showsSelection && state.isDisabled { return }
            if traits.designGeneration == .ios26, !sidebarSelectionIsKey26(traits) {
                add("backgroundColor", "an inactive Mac window taken as the state where the selection is not key")
            } else if traits.userInterfaceIdiom == .mac {
                add(
                    "shadowProperties.opacity",
                    "the Mac sidebar selection shadow's opacity is not in any public printout")
            } else {
                add("backgroundColor", assumedKeySelection)
            }
            if targeted && !state.isSelected {
                add("backgroundInsets", "the drop-target inset constant is not public, so none")
            }
        } else if state.isSwiped {
            add("backgroundColor", "UIKit's private swiped-sidebar color has no public value; taken as systemGray5")
        } else if state.isHighlighted {
            add(
                "backgroundColor",
                "a pressed row's fill is not public (WWDC20 \"Lists in UICollectionView\" shows one): "
                    + "tertiarySystemFill, Apple's fill for large shapes")
        }
    }

    /// Why a color put through one of UIKit's private transformers is inferred; nil for the public ones.
    private static func privateTransformerReason(_ transformer: ColorTransformer) -> String? {
        switch transformer {
        case .highlight:
            "the private highlight transformer's math is not public; 15% toward black (light) or white (dark)"
        case .focus: "the private focus transformer's math is not public; the tint at full alpha"
        case .reorder: "the private reorder transformer's math is not public; alpha × 0.8, as a reordering cell's"
        case .sidebarNotTargeted, .accompaniedSidebarNotTargeted:
            "the private not-targeted transformer's math is not public; alpha halved, as a drag source's"
        default: nil
        }
    }

    // MARK: List content

    /// The list content properties whose default, for this concrete style and state, is an inferred choice:
    /// catalogue path (`directionalLayoutMargins`, `secondaryTextProperties.font`) → the reason explain gives.
    static func inferredContentDefaults(
        of style: ListContentStyle, in state: CellConfigurationState
    ) -> [String: String] {
        let ios26 = state.traitCollection.designGeneration == .ios26
        let values = style.values(for: state)
        var reasons: [String: String] = [:]
        addStyleChoices(of: style, ios26: ios26, to: &reasons)
        addStateChoices(of: style, in: state, values, to: &reasons)
        if ios26 {
            addIOS26Choices(of: style, to: &reasons)
            // §4.9 gives normal-state values: a value the state changes (white on a tint fill, a disabled color)
            // follows the iOS 14–18 state rules, so it is kept even on a given path.
            let normal = style.values(for: CellConfigurationState(traitCollection: state.traitCollection))
            addKeptIOS26(
                values, documented: documentedContentDefaults, given: ios26GivenContentDefaults(of: style),
                givenIn: normal, to: &reasons)
        }
        return reasons
    }

    /// Adds `reason` for `path`, after any reason it already has.
    static func add(_ path: String, _ reason: String, to reasons: inout [String: String]) {
        reasons[path] = reasons[path].map { $0 + "; " + reason } ?? reason
    }

    /// The inferred choices of the style itself, in both designs.
    private static func addStyleChoices(
        of style: ListContentStyle, ios26: Bool, to reasons: inout [String: String]
    ) {
        func add(_ path: String, _ reason: String) { Self.add(path, reason, to: &reasons) }
        func addBlankPaddings() {
            for path in [
                "imageToTextPadding", "textToSecondaryTextHorizontalPadding", "textToSecondaryTextVerticalPadding",
            ] {
                add(path, "not in any public runtime printout; the common 16, 8, 3")
            }
        }

        // Both designs, every style: the documented default and the printed one disagree.
        add(
            "axesPreservingSuperviewLayoutMargins",
            "disputed: Apple's UIListContentConfiguration documentation says the superview's margins are preserved on "
                + "both axes by default, runtime printouts show horizontal (none for the iOS 14–18 prominent headers); "
                + "the printed value is kept")

        // Both designs: values no public source records for the style.
        switch style {
        case .plainHeader, .plainFooter:
            add("secondaryTextProperties.font", "not in any public runtime printout; subheadline, as the text")
        case .extraProminentInsetGroupedHeader:
            add(
                "secondaryTextProperties.font",
                "not in any public runtime printout; subheadline, as the prominent header")
            addBlankPaddings()
        case .prominentInsetGroupedHeader, .groupedFooter:
            addBlankPaddings()
        case .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            add(
                "directionalLayoutMargins",
                "not in any public runtime printout; {4, 8, 4, 8} by analogy with the subtitle cell")
        case .sidebarHeader:
            add("directionalLayoutMargins", "not in any public runtime printout; the sidebar cell's {11, 8, 11, 8}")
            add(
                "secondaryTextProperties.font",
                "not in any public runtime printout, which give only the color; subheadline")
            addBlankPaddings()
        default:
            break
        }
        let shortFootnote = "the short footnote's tighter leading is not public; 2 pt less than footnote's"
        if style == .groupedFooter || (ios26 && style == .plainFooter) { add("textProperties.font", shortFootnote) }
        if style == .groupedFooter { add("secondaryTextProperties.font", shortFootnote) }
    }

    /// The inferred choices the state brings, in both designs.
    private static func addStateChoices(
        of style: ListContentStyle, in state: CellConfigurationState, _ values: ListContentConfiguration.Values,
        to reasons: inout [String: String]
    ) {
        func add(_ path: String, _ reason: String) { Self.add(path, reason, to: &reasons) }
        let traits = state.traitCollection
        let sidebarRow =
            style.isSidebarCell
            || (style == .valueCell && [.sidebar, .sidebarPlain].contains(traits.listEnvironment))
        let colors = ["textProperties.color", "secondaryTextProperties.color", "imageProperties.tintColor"]
        if sidebarRow, !state.isFocused, style.rowIsTintFilled(in: state) {
            // A sidebar row's tint fill, and so its white content, rests on the selection being key.
            for path in colors { add(path, "white on the tint because the list's selection is assumed key") }
        }
        if sidebarRow, state.isFocused, style != .valueCell, ListContentStyle.showsSidebarSelection(state),
            style.rowIsTintFilled(in: state)
        {
            add(
                "secondaryTextProperties.color",
                "no public source gives a focused selected sidebar row's secondary text; white at 80 %, as selected")
        }
        for (path, transformer) in [
            ("textProperties.color", values.textProperties.storage.values.colorTransformer),
            ("secondaryTextProperties.color", values.secondaryTextProperties.storage.values.colorTransformer),
        ] {
            if let reason = transformer.flatMap(privateTransformerReason) { add(path, reason) }
        }
    }

    /// The iOS 26 design's own inferred choices for the style, beyond the values it keeps from iOS 14–18.
    private static func addIOS26Choices(of style: ListContentStyle, to reasons: inout [String: String]) {
        func add(_ path: String, _ reason: String) { Self.add(path, reason, to: &reasons) }
        switch style {
        case .cell, .insetGroupedCell:
            add(
                "directionalLayoutMargins",
                "iOS 26: top and bottom 15 are observed on iOS 26; leading 16 and trailing 8 are kept from iOS 14–18, "
                    + "which with the preserved margins match the measured 15/16/15/16")
        case .valueCell:
            let reason =
                "iOS 26: cell()'s iOS 26 value, which the value cell shares in iOS 14–18 (iOS 26 rows are uniformly "
                + "taller); not observed for the value cell itself"
            add("directionalLayoutMargins", reason)
            add("textToSecondaryTextVerticalPadding", reason)
        default:
            break
        }
    }

    /// The content defaults observed on iOS 26, or given a reason of their own by ``addIOS26Choices(of:to:)``, by
    /// concrete style. Cell types' body text is taken as given by the observed iOS 26 row height ("derived from the
    /// body font metrics").
    private static func ios26GivenContentDefaults(of style: ListContentStyle) -> Set<String> {
        switch style {
        case .cell, .insetGroupedCell, .valueCell:
            ["textProperties.font", "directionalLayoutMargins", "textToSecondaryTextVerticalPadding"]
        case .subtitleCell: ["textProperties.font", "secondaryTextProperties.font", "secondaryTextProperties.color"]
        case .plainHeader: ["textProperties.font", "textProperties.transform"]
        case .groupedHeader: ["textProperties.font", "textProperties.transform", "directionalLayoutMargins"]
        case .plainFooter: ["textProperties.font"]
        case .groupedFooter: ["textProperties.font", "directionalLayoutMargins"]
        case .prominentInsetGroupedHeader: ["directionalLayoutMargins", "axesPreservingSuperviewLayoutMargins"]
        case .extraProminentInsetGroupedHeader, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
            .accompaniedSidebarSubtitleCell, .sidebarHeader, .header, .footer:
            []
        }
    }

    /// The list content values UIKit documents as defaults for every factory: a bare configuration's, except the
    /// fonts, colors, margins, axes and paddings, which each factory sets (``CatalogueValues/hasDocumentedDefault(_:)``).
    private static let documentedContentDefaults = ListContentConfiguration.Values()

    // MARK: The iOS 26 design

    /// Marks every value of `values` the iOS 26 design keeps from iOS 14–18: those not at their documented default,
    /// not `given` for iOS 26 (observed, or inferred for a reason of their own), and not inferred already. With
    /// `givenIn`, a path is given only while its value is the one there.
    private static func addKeptIOS26<Values>(
        _ values: Values, documented: Values, given: Set<String>, givenIn source: Values? = nil,
        to reasons: inout [String: String]
    ) where Values: CatalogueValues {
        for row in Values.catalogue.properties where reasons[row.path] == nil {
            let value = row.read(values)
            if given.contains(row.path), source.map({ row.read($0) == value }) ?? true { continue }
            if !Values.hasDocumentedDefault(row.path) || value != row.read(documented) {
                reasons[row.path] = keptInIOS26
            }
        }
    }
}

/// A configuration's values with their catalogue, so the iOS 26 rule reads both configurations alike.
protocol CatalogueValues: Hashable, Sendable {
    /// The configuration's catalogue.
    static var catalogue: PropertyCatalogue<Self> { get }
    /// Whether UIKit documents a default for the property at `path` that every factory keeps unless the style sets
    /// another.
    static func hasDocumentedDefault(_ path: String) -> Bool
}

extension BackgroundConfiguration.Values: CatalogueValues {
    static var catalogue: PropertyCatalogue<Self> { BackgroundConfiguration.catalogue }
    /// Every background property: `clear()`'s values are documented.
    static func hasDocumentedDefault(_ path: String) -> Bool { true }
}

extension ListContentConfiguration.Values: CatalogueValues {
    static var catalogue: PropertyCatalogue<Self> { ListContentConfiguration.catalogue }
    /// Every property but the fonts, colors, margins, axes and paddings, which each factory sets.
    static func hasDocumentedDefault(_ path: String) -> Bool {
        switch path {
        case "textProperties.font", "textProperties.color", "secondaryTextProperties.font",
            "secondaryTextProperties.color", "directionalLayoutMargins", "axesPreservingSuperviewLayoutMargins",
            "imageToTextPadding", "textToSecondaryTextHorizontalPadding", "textToSecondaryTextVerticalPadding":
            false
        default: true
        }
    }
}
