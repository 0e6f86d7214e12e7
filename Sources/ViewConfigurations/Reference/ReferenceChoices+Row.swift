/// The choices of the whole row beyond its background and content: cell accessories, separators and the list around
/// the cell. As in ReferenceChoices.swift, each names its public source in words and why the value was picked;
/// docs/REFERENCE-CHOICES.md lists them.
extension ReferenceChoices {
    // MARK: Accessories

    /// On the leading edge the lower order number sits outermost: delete (101), then insert (102), then multiselect
    /// (103), from the edge toward the content [inferred: the trailing edge's numbers grow away from the content, the
    /// leading edge's direction is not public; the three rarely show together].
    static let leadingAccessoriesOutermostFirst = true

    /// On the trailing edge a higher order number sits further from the content: the label (201) innermost, the
    /// reorder control (208) outermost [inferred: the reference infers it from the usual iOS layout].
    static let trailingOrderGrowsOutward = true

    /// Why an accessory's place on its edge is inferred, when another shares the edge.
    static func inferredAccessoryOrderReason(on placement: CellAccessory.Placement) -> String {
        placement == .leading
            ? "the order of delete, insert and multiselect on the leading edge is not public; the lowest order "
                + "number outermost"
            : "that higher order numbers sit further from the content is inferred from the usual iOS layout"
    }

    /// Why a standard reserved width is inferred away from the Large size: UIKit scales 24 (28) points with
    /// `UIFontMetrics.default`, whose curve is not public; taken as the body size ratio (``standardSymbolWidth``).
    static func inferredScaledStandardWidthReason(_ traits: TraitCollection) -> String? {
        guard traits.preferredContentSizeCategory.normalized != .large else { return nil }
        return "UIFontMetrics.default's scaling curve is not public; the standard width is scaled by the body "
            + "size's ratio to Large"
    }

    /// The symbol configuration of delete, insert, multiselect and detail: body at large scale, medium at AX1–AX2 and
    /// small from AX3, like the list image slot [inferred: UIKit reads it from a method whose body is not public].
    static func controlAccessorySymbolConfiguration(for traits: TraitCollection) -> SymbolConfiguration {
        ListContentConfiguration.ImageProperties.symbolConfiguration(nil, for: traits)
    }

    /// The checkmark's scale drops from medium to small "at the largest accessibility sizes": from AX3, where the
    /// other accessories' scales drop to small [inferred: the step is not named].
    static let checkmarkSmallScaleFrom = ContentSizeCategory.accessibilityExtraLarge

    /// The discs of the multicolor delete and insert symbols: systemRed and systemGreen, the glyph white [inferred:
    /// Apple's documentation says "a red circle" and "a green circle"; SF Symbols' multicolor palette uses the
    /// system colors].
    static let multicolorDiscs = (delete: SystemColor.systemRed, insert: SystemColor.systemGreen)

    /// A selected multiselect control without a background color draws its check knocked out of the tinted disc:
    /// clear, so the row shows through [inferred: UIKit draws `UIImage.checkmark` or a one-color palette; only the
    /// image's name is public].
    static let multiselectKnockedOutCheck = Color.clear

    /// In the iOS 26 design, the monochrome treatment of multiselect, outline disclosure and detail accessories on
    /// unselected sidebar rows is the public monochromeTint transformer applied to the tinted ones' default tint;
    /// the multiselect's empty circle, already gray, keeps its tertiaryLabel [inferred: the treatment is observed on
    /// iOS 26, its colors are not public].
    static let sidebarAccessoryMonochrome26 = ColorTransformer.monochromeTint

    /// Why a default color of an accessory under the iOS 26 sidebar monochrome treatment is inferred.
    static let inferredSidebarMonochromeReason =
        "iOS 26 design: unselected sidebar rows give this accessory a monochrome look whose colors are not public; "
        + "the monochromeTint transformer on the tint, an already gray color kept"

    /// A cell not said to be its section's header item counts as one when its content uses a header style (not a
    /// footer's): the item UIKit's `firstItemInSection` header mode makes is configured as a header, and an
    /// automatic outline disclosure then takes the header style [inferred: the header item is the list's
    /// knowledge, not the cell's].
    static func headerContentIsHeaderItem(_ style: ListContentStyle, traits: TraitCollection) -> Bool {
        switch style.concrete(for: traits) {
        case .sidebarHeader, .plainHeader, .groupedHeader, .prominentInsetGroupedHeader,
            .extraProminentInsetGroupedHeader:
            true
        default: false
        }
    }

    // MARK: Separators

    /// Automatic visibility per row: the bottom separator shows on every row but the last of a grouped or
    /// inset-grouped section; the top one only on a plain list's first row under a header [inferred: the list
    /// section decides it and the rules are not public].
    static func separatorIsVisibleAutomatically(
        top: Bool, environment: ListEnvironment, position: ListRowPosition
    ) -> Bool {
        if top {
            return environment == .plain && position.isFirstInSection && position.hasHeaderAbove
        }
        let grouped = environment == .grouped || environment == .insetGrouped
        return !(grouped && position.isLastInSection)
    }

    /// The automatic trailing inset: 0 [inferred: the long-standing table view behaviour on iPhone plain and
    /// grouped lists; not public].
    static let separatorAutomaticTrailingInset = 0.0

    /// The automatic leading inset, where UIKit pins the separator to the row's text: the content's leading margin,
    /// plus the image slot and image-to-text padding when there is an image or a reserved image width; an image
    /// without a reserved width counts as a standard-size symbol (24 points, 28 in sidebars, scaled). Without list
    /// content (the app pins custom content itself), the cell's layout margin [inferred: public sources give the
    /// pinning to the text, not the text's position; an image's own width is not part of a configuration].
    static func separatorLeadingInset(anchor: SeparatorTextAnchor?, traits: TraitCollection) -> Double {
        guard let anchor else { return cellLayoutMargin(for: traits) }
        var inset = anchor.leadingMargin
        let reserved = anchor.reservedImageWidth
        if anchor.hasImage || reserved > 0 {
            let slot =
                reserved > 0
                ? reserved
                : ListContentConfiguration.ImageProperties.standardSymbolWidth(for: traits, style: anchor.style)
            inset += slot + anchor.imageToTextPadding
        }
        return inset
    }

    /// The multiple-selection color is white at 20 % when a focus system is active, taken as "the cell is focused",
    /// with Full Keyboard Access off and the selection key [inferred: the state has no focus-system or Full Keyboard
    /// Access flag].
    static func focusSystemIsActive(_ state: CellConfigurationState) -> Bool {
        state.isFocused
    }

    // MARK: The list

    /// The plain and sidebar-plain list background, UIKit's internal `tableBackgroundColor`: systemBackground
    /// [inferred: the internal color has no public value].
    static let plainListBackground = SystemColor.systemBackground

    /// The sidebar list background, UIKit's internal sidebar background color: secondarySystemBackground, a light
    /// gray in light mode and a raised dark gray in dark mode [inferred: the internal color has no public value].
    static let sidebarListBackground = SystemColor.secondarySystemBackground

    /// The automatic padding above the first section's header of a plain list: 22, as above the later ones
    /// [inferred: UIKit's first-section constant is not public; iOS 15's padding above the first plain header is
    /// widely reported].
    static let plainFirstHeaderTopPadding = 22.0

    /// The automatic padding above a sidebar's section headers: 0, the grouped value a sidebar falls back to
    /// [inferred: UIKit's sidebar constant is not public].
    static let sidebarHeaderTopPadding = 0.0
}
