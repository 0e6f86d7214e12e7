/// Every value the reference marks `[inferred]` or leaves as an open question, in one place.
///
/// Each line names its source (§ of `uikit-configuration-facts.md`) and why the value was picked, so a later
/// correction is a one-line change. Everything else in the module is `[doc]` or `[observed]`.
enum ReferenceChoices {
    // MARK: Text transform (§4.3, §12.3)

    /// `.capitalized` starts a word after whitespace only, so "don't e-mail" is "Don't E-mail", and lowercases every
    /// other character of the word [§12.3 correction; Foundation's `capitalized`, documented as "a word is any
    /// sequence of characters delimited by spaces, tabs, or line terminators"]. Was: after whitespace or punctuation.
    static func startsCapitalizedWord(after character: Character) -> Bool {
        character.isWhitespace
    }

    /// The languages whose upper- and lowercase differ from Unicode default casing, with their rules: Turkish and Azeri
    /// (dotted and dotless i) and Lithuanian (the dot kept under accents), the language-conditional mappings of
    /// Unicode's SpecialCasing.txt [§12.3 correction: "upper/lowercase follow the locale"]. Every other language, and
    /// text without a locale, gets Unicode default casing, as before.
    static func caseTailoring(forLanguage language: String?) -> TextCasing.Tailoring {
        switch language {
        case "tr", "az": .turkic
        case "lt": .lithuanian
        default: .none
        }
    }

    // MARK: Colors (§3.6, §7, open questions 2 and 3)

    /// `tableCellPlainBackgroundColor` ≈ systemBackground [inferred §3.6, open question 2].
    static let plainCellBackground = SystemColor.systemBackground
    /// `tableCellGroupedBackgroundColor` ≈ secondarySystemGroupedBackground [inferred §3.6; matches screenshots].
    static let groupedCellBackground = SystemColor.secondarySystemGroupedBackground
    /// `tableCellPlainSelectedBackgroundColor` is systemGray4 [observed §3.6].
    static let plainCellSelectedBackground = SystemColor.systemGray4
    /// `tableCellGroupedSelectedBackgroundColor` ≈ systemGray4, like the plain one [inferred §3.6].
    static let groupedCellSelectedBackground = SystemColor.systemGray4
    /// Increased-contrast grays: the iOS 13–18 (Flutter) table rather than HIG 2025's [open question 3; §7.4 says a
    /// port aiming at iOS 17/18 uses the iOS 13–18 values].
    static let grayIncreasedContrast = (
        gray: (light: UInt32(0x6C6C_70FF), dark: UInt32(0xAEAE_B2FF)),
        gray2: (light: UInt32(0x8E8E_93FF), dark: UInt32(0x7C7C_80FF)),
        gray3: (light: UInt32(0xAEAE_B2FF), dark: UInt32(0x5454_56FF)),
        gray4: (light: UInt32(0xBCBC_C0FF), dark: UInt32(0x4444_46FF)),
        gray5: (light: UInt32(0xD8D8_DCFF), dark: UInt32(0x3636_38FF)),
        gray6: (light: UInt32(0xEBEB_F0FF), dark: UInt32(0x2424_26FF))
    )
    /// `link` under increased contrast keeps its standard values [inferred §7.2, open question 3].
    static let linkIncreasedContrast = (light: UInt32(0x007A_FFFF), dark: UInt32(0x0984_FFFF))
    /// iOS 15–18 `systemTeal` under increased contrast [inferred §7.5, open question 3].
    static let tealIncreasedContrast = (light: UInt32(0x0082_99FF), dark: UInt32(0x5DE6_FFFF))

    // MARK: Color transformers (§5, open question 1)

    /// Grayscale uses Rec. 709 luma weights on the sRGB components, alpha kept [inferred §5: "luminance-preserving"].
    static func grayscale(_ color: ResolvedColor) -> ResolvedColor {
        let luma = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        return ResolvedColor(red: luma, green: luma, blue: luma, alpha: color.alpha)
    }

    /// monochromeTint gives systemGray for the traits, keeping the input's alpha [inferred §5: "a de-emphasized
    /// monochrome gray"; the iOS value is unknown].
    static func monochromeTint(_ color: ResolvedColor, traits: TraitCollection) -> ResolvedColor {
        var gray = SystemColor.systemGray.resolved(with: traits)
        gray.alpha = color.alpha
        return gray
    }

    /// The highlight transformer (#7) moves 15% toward black in light mode and toward white in dark mode, alpha
    /// kept [inferred §5: "about 10–20%"].
    static let highlightFraction = 0.15
    static func highlight(_ color: ResolvedColor, traits: TraitCollection) -> ResolvedColor {
        let target = ResolvedColor(rgba: traits.isDark ? 0xFFFF_FFFF : 0x0000_00FF)
        return ColorTransformer.mix(color, target, fraction: highlightFraction, keepAlpha: true)
    }

    /// The focus transformer (#28) returns the tint at full alpha [inferred §5].
    static func focus(_ color: ResolvedColor) -> ResolvedColor {
        ResolvedColor(red: color.red, green: color.green, blue: color.blue, alpha: 1)
    }

    /// The reorder transformer (#12) multiplies alpha by 0.8, the observed alpha of a reordering cell [§10.2].
    static let reorderAlpha = 0.8
    static func reorder(_ color: ResolvedColor) -> ResolvedColor {
        ResolvedColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * reorderAlpha)
    }

    /// The sidebar not-targeted transformers (#3, #8) halve alpha, like a drag source's 0.5 [inferred §5, §10.2].
    static let sidebarNotTargetedAlpha = 0.5
    static func sidebarNotTargeted(_ color: ResolvedColor) -> ResolvedColor {
        ResolvedColor(
            red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * sidebarNotTargetedAlpha)
    }

    // MARK: Background styles (§3.6, open questions 5 and 8)

    /// A list's selection "is key" (selected sidebar rows, and focused selected cells, show the plain tint) unless
    /// another column holds focus, which a state cannot express [inferred §3.6, open question 8].
    static let selectionIsKey = true
    /// Extra background insets of a drop-targeted, unselected sidebar row; the constant is unknown, so none
    /// [open question 5].
    static let sidebarDropTargetInsets = DirectionalEdgeInsets.zero
    /// The private "swiped sidebar" fill ≈ systemGray5, the fill iOS 26 gives swiped plain cells [inferred §3.6].
    static let sidebarSwipedBackground = SystemColor.systemGray5
    /// The private sidebar reordering background ≈ secondarySystemBackground [inferred §3.6].
    static let sidebarReorderingBackground = SystemColor.secondarySystemBackground
    /// Opacity of the soft shadow under a selected Mac-idiom sidebar row (radius 12, offset 0/4 are observed; the
    /// opacity is not recorded) [inferred §3.6].
    static let macSidebarSelectionShadowOpacity = 0.1
    /// A shadow's blur as CSS and design tools measure it is twice UIKit's `radius` (Core Animation's radius is the
    /// Gaussian's spread, CSS's blur radius twice it, as design tools convert) [inferred §3.3: the reference gives
    /// only the radius].
    static let shadowBlurPerRadius = 2.0
    /// Grouped and inset-grouped cells keep cornerRadius 0; the layout rounds the section [inferred §3.6].
    static let groupedCellCornerRadius = 0.0

    // MARK: List content (§4.7, open questions 6, 7 and 9)

    /// plainFooter shares plainHeader's emphasized subheadline [observed, open question 6].
    static let plainFooterUsesHeaderFont = true
    /// Secondary text of plain headers and footers: subheadline, secondaryLabel [inferred §4.7].
    static let plainHeaderSecondaryTextStyle = TextStyle.subheadline
    /// Secondary text of the extra-prominent header: as the prominent one, subheadline [inferred §4.7].
    static let extraProminentHeaderSecondaryTextStyle = TextStyle.subheadline
    /// Margins of the sidebar subtitle cells {4, 8, 4, 8}, by analogy with the subtitle cell [open question 7].
    static let sidebarSubtitleCellMargins = DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    /// Margins of sidebarHeader(), not recorded; the sidebar cell's {11, 8, 11, 8} [inferred §4.7].
    static let sidebarHeaderMargins = DirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
    /// Secondary text of sidebarHeader(): subheadline [inferred §4.7, only the color is recorded].
    static let sidebarHeaderSecondaryTextStyle = TextStyle.subheadline
    /// Paddings of factories whose row is blank in §4.7 (grouped footer, prominent headers, sidebar header): the
    /// common 16, 8, 3 [inferred].
    static let defaultPaddings = (imageToText: 16.0, horizontal: 8.0, vertical: 3.0)
    /// The grouped footer's "short footnote" tightens leading by 2 pt [inferred §4.7: "slightly tighter leading"].
    static let tightLeadingReduction = 2.0
    // Right to left mirrors margins through the directional insets without changing their values
    // (`DirectionalEdgeInsets.edgeInsets(for:)`) [open question 9]: a behaviour, so it has no constant here.

    // MARK: Typography (§8, open question 4)

    /// Callout leading at AX5: 60, the main table's value (another transcription says 62) [open question 4].
    static let calloutLeadingAX5 = 60.0
    /// Caption 2 leading at AX5: 48, the main table's value (another transcription says 47) [open question 4].
    static let caption2LeadingAX5 = 48.0
    /// Leading of a fixed-size font: the body style's leading-to-size ratio at Large, 22/17 [inferred §8.2; the HIG
    /// gives leading only for text styles].
    static let fixedFontLeadingRatio = 22.0 / 17.0
    /// Bold Text makes a style one weight step heavier (regular → medium, semibold → bold) [inferred §8.1].
    static let boldTextWeightSteps = 1

    // MARK: Metrics (§10.2, §10.4)

    /// Cell layout margins the content preserves on its preserved axes: 16 on phones (compact or unspecified
    /// width), 20 in regular width [observed values, inferred mapping to size class §10.2].
    static func cellLayoutMargin(for traits: TraitCollection) -> Double {
        traits.horizontalSizeClass == .regular ? 20 : 16
    }
    /// The vertical cell layout margin UIView gives by default (8) [doc §10.2].
    static let cellVerticalLayoutMargin = 8.0
    /// Standard symbol slot width: 24 pt, 28 pt in sidebars, scaled like body text [observed §10.4; scaling by the
    /// body size ratio is inferred].
    static let standardSymbolWidth = 24.0
    static let standardSidebarSymbolWidth = 28.0
    /// The slot's height is the body line height, ≈ 1.1935 × the body point size (20.29 / 17) [observed §8.2 note].
    static let bodyLineHeightRatio = 20.29 / 17

    // MARK: What explain calls inferred (issue 12: "explain says inferred")

    /// The background properties whose default, for this concrete style and state, is an inferred choice rather
    /// than a documented or observed value: catalogue path (`cornerRadius`) → the reason explain gives.
    static func inferredBackgroundDefaults(
        of style: BackgroundStyle, in state: CellConfigurationState
    ) -> [String: String] {
        [:]
    }

    /// The list content properties whose default, for this concrete style and state, is an inferred choice:
    /// catalogue path (`directionalLayoutMargins`, `secondaryTextProperties.font`) → the reason explain gives.
    static func inferredContentDefaults(
        of style: ListContentStyle, in state: CellConfigurationState
    ) -> [String: String] {
        [:]
    }

    /// Why a system color's value for the traits is an inferred choice, or nil when the reference gives it.
    static func inferredColorReason(_ color: SystemColor, traits: TraitCollection) -> String? {
        nil
    }
}
