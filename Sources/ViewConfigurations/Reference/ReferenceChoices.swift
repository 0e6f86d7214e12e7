/// Every value no public source settles, in one place: values inferred, and values public sources disagree on.
///
/// Each line names its public source in words and why the value was picked, so a later correction is a one-line
/// change; docs/REFERENCE-CHOICES.md lists them all. Everything else in the module is documented by Apple or observed
/// in public material.
enum ReferenceChoices {
    // MARK: Text transform

    /// `.capitalized` starts a word after whitespace only, so "don't e-mail" is "Don't E-mail", and lowercases every
    /// other character of the word [Foundation's `capitalized`, documented as "a word is any
    /// sequence of characters delimited by spaces, tabs, or line terminators"]. Was: after whitespace or punctuation.
    static func startsCapitalizedWord(after character: Character) -> Bool {
        character.isWhitespace
    }

    /// The languages whose upper- and lowercase differ from Unicode default casing, with their rules: Turkish and Azeri
    /// (dotted and dotless i) and Lithuanian (the dot kept under accents), the language-conditional mappings of
    /// Unicode's SpecialCasing.txt [Foundation's casing follows the locale]. Every other language, and
    /// text without a locale, gets Unicode default casing, as before.
    static func caseTailoring(forLanguage language: String?) -> TextCasing.Tailoring {
        switch language {
        case "tr", "az": .turkic
        case "lt": .lithuanian
        default: .none
        }
    }

    // MARK: Colors

    /// `tableCellPlainBackgroundColor` ≈ systemBackground [inferred: not public].
    static let plainCellBackground = SystemColor.systemBackground
    /// `tableCellGroupedBackgroundColor` ≈ secondarySystemGroupedBackground [inferred; matches screenshots].
    static let groupedCellBackground = SystemColor.secondarySystemGroupedBackground
    /// `tableCellPlainSelectedBackgroundColor` is systemGray4 [observed in iOS 14–18 runtime printouts].
    static let plainCellSelectedBackground = SystemColor.systemGray4
    /// `tableCellGroupedSelectedBackgroundColor` ≈ systemGray4, like the plain one [inferred from iOS 14–18 runtime
    /// printouts].
    static let groupedCellSelectedBackground = SystemColor.systemGray4
    /// Increased-contrast grays of the iOS 14–18 design: the iOS 13–18 (Flutter `CupertinoColors`) table, which the
    /// HIG Color page's "iOS, iPadOS system gray colors" table also gives as swatch text ("R-188,G-188,B-192" for
    /// systemGray4 increased contrast, light) in its February 2024 edition. The iOS 26 design takes the June 2025
    /// HIG's values instead (``grayIncreasedContrast26``).
    static let grayIncreasedContrast = (
        gray: (light: UInt32(0x6C6C_70FF), dark: UInt32(0xAEAE_B2FF)),
        gray2: (light: UInt32(0x8E8E_93FF), dark: UInt32(0x7C7C_80FF)),
        gray3: (light: UInt32(0xAEAE_B2FF), dark: UInt32(0x5454_56FF)),
        gray4: (light: UInt32(0xBCBC_C0FF), dark: UInt32(0x4444_46FF)),
        gray5: (light: UInt32(0xD8D8_DCFF), dark: UInt32(0x3636_38FF)),
        gray6: (light: UInt32(0xEBEB_F0FF), dark: UInt32(0x2424_26FF))
    )
    /// `link` under increased contrast keeps its standard values [inferred: not public].
    static let linkIncreasedContrast = (light: UInt32(0x007A_FFFF), dark: UInt32(0x0984_FFFF))
    /// iOS 15–18 `systemTeal` under increased contrast [inferred: not public].
    static let tealIncreasedContrast = (light: UInt32(0x0082_99FF), dark: UInt32(0x5DE6_FFFF))

    // MARK: Colors: 8-bit rounding

    // UIKit defines the translucent semantic colors by a float alpha; the public tables carry Flutter
    // `CupertinoColors`' bytes, which floor it; WebKit's layout tests record UIKit's runtime colors rounded to the
    // nearest 8-bit value. The fractions are noahsark769/ColorCompatibility's (`Sources/ColorCompatibility.swift`: 0.3,
    // 0.18, 0.29, 0.16, 0.12 for the light values) and noahgilmore.com's tables' for dark and increased contrast. Each
    // line names what changed; a variant not named was already round(fraction × 255). The half case 0.30 × 255 = 76.5
    // rounds up to 77, as `ResolvedColor` and Core Graphics round. Alphas with no recorded fraction keep their byte,
    // except placeholderText's increased contrast, which the public tables record as tertiaryLabel's floored 0.38
    // (@96).

    /// tertiaryLabel: 0.30 → 0x4D (was 0x4C) light and dark; increased contrast 0.38 → 0x61 (was 0x60).
    static let tertiaryLabelRounded = SystemColorVariants(0x3C3C_434D, 0xEBEB_F54D, 0x3C3C_4361, 0xEBEB_F561)
    /// quaternaryLabel: light 0.18 → 0x2E (was 0x2D), dark 0.16 → 0x29 (was 0x28); increased contrast 0.26 and
    /// 0.24 were already rounded (0x42, 0x3D).
    static let quaternaryLabelRounded = SystemColorVariants(0x3C3C_432E, 0xEBEB_F529, 0x3C3C_4342, 0xEBEB_F53D)
    /// placeholderText: as tertiaryLabel, 0.30 → 0x4D (was 0x4C); its increased-contrast byte 0x60 is tertiaryLabel's
    /// floor(0.38 × 255) in the public tables, so 0x61.
    static let placeholderTextRounded = SystemColorVariants(0x3C3C_434D, 0xEBEB_F54D, 0x3C3C_4361, 0xEBEB_F561)
    /// separator: light 0.29 → 0x4A (was 0x49), the case WebKit's layout tests record; 0.60, 0.37 and 0.68 were already
    /// rounded.
    static let separatorRounded = SystemColorVariants(0x3C3C_434A, 0x5454_5899, 0x3C3C_435E, 0x5454_58AD)
    /// systemFill: dark 0.36 → 0x5C (was 0x5B); 0.20, 0.28 and 0.44 were already rounded.
    static let systemFillRounded = SystemColorVariants(0x7878_8033, 0x7878_805C, 0x7878_8047, 0x7878_8070)
    /// secondarySystemFill: light 0.16 → 0x29 (was 0x28), dark 0.32 → 0x52 (was 0x51); 0.24 and 0.40 were rounded.
    static let secondarySystemFillRounded = SystemColorVariants(0x7878_8029, 0x7878_8052, 0x7878_803D, 0x7878_8066)
    /// tertiarySystemFill: light 0.12 → 0x1F (was 0x1E), dark increased contrast 0.32 → 0x52 (was 0x51); 0.24 and
    /// 0.20 were rounded.
    static let tertiarySystemFillRounded = SystemColorVariants(0x7676_801F, 0x7676_803D, 0x7676_8033, 0x7676_8052)
    /// quaternarySystemFill: dark 0.18 → 0x2E (was 0x2D), light increased contrast 0.16 → 0x29 (was 0x28); 0.08 and
    /// 0.26 were rounded.
    static let quaternarySystemFillRounded = SystemColorVariants(0x7474_8014, 0x7676_802E, 0x7474_8029, 0x7676_8042)

    // MARK: Colors: iOS 26 palette

    // Source of every accent value below: Apple's HIG "Color" page, Specifications › System colors, June 9 2025 edition
    // ("Updated system color values"; unchanged in the December 16 2025 revision), whose swatches carry their values as
    // text ("R-255,G-56,B-60"), as public scrapes of the page record it; transcribed as hex in
    // sebastienrousseau/dotfiles `scripts/theme/apple.py` (`SYSTEM`). Both agree on all 48 values, so no value needs a
    // per-value exception. Another transcription's reading of light red, #FF3845, appears in no public copy of the
    // table found (the page says R-255,G-56,B-60 = #FF383C). Order: light, dark, light increased contrast, dark
    // increased contrast; dark elevated equals dark, as for the iOS 13–18 accents.

    /// The iOS 26 variants of a system color, or nil where the iOS 26 design keeps the iOS 14–18 value (no public
    /// source gives another; ``inferredColorReason(_:traits:)`` says which of those are inferred).
    static func ios26Variants(of color: SystemColor) -> SystemColorVariants? {
        switch color {
        case .systemRed: SystemColorVariants(0xFF38_3CFF, 0xFF42_45FF, 0xE915_2DFF, 0xFF61_65FF)
        case .systemOrange: SystemColorVariants(0xFF8D_28FF, 0xFF92_30FF, 0xC553_00FF, 0xFFA0_56FF)
        case .systemYellow: SystemColorVariants(0xFFCC_00FF, 0xFFD6_00FF, 0xA16A_00FF, 0xFEDF_43FF)
        case .systemGreen: SystemColorVariants(0x34C7_59FF, 0x30D1_58FF, 0x0089_32FF, 0x4AD9_68FF)
        case .systemMint: SystemColorVariants(0x00C8_B3FF, 0x00DA_C3FF, 0x0085_75FF, 0x54DF_CBFF)
        case .systemTeal: SystemColorVariants(0x00C3_D0FF, 0x00D2_E0FF, 0x0081_98FF, 0x3BDD_ECFF)
        case .systemCyan: SystemColorVariants(0x00C0_E8FF, 0x3CD3_FEFF, 0x007E_AEFF, 0x6DD9_FFFF)
        case .systemBlue: SystemColorVariants(0x0088_FFFF, 0x0091_FFFF, 0x1E6E_F4FF, 0x5CB8_FFFF)
        case .systemIndigo: SystemColorVariants(0x6155_F5FF, 0x6D7C_FFFF, 0x564A_DEFF, 0xA7AA_FFFF)
        case .systemPurple: SystemColorVariants(0xCB30_E0FF, 0xDB34_F2FF, 0xB02F_C2FF, 0xEA8D_FFFF)
        case .systemPink: SystemColorVariants(0xFF2D_55FF, 0xFF37_5FFF, 0xE712_4DFF, 0xFF8A_C4FF)
        case .systemBrown: SystemColorVariants(0xAC7F_5EFF, 0xB78A_66FF, 0x956D_51FF, 0xDBA6_79FF)
        default: ios26GrayVariants(of: color)
        }
    }

    /// Increased-contrast grays of the iOS 26 design: the June 2025 HIG's gray table as a third-party transcription
    /// gives it, the only source for the iOS 26 design [observed]. It gives systemGray3 to systemGray5 and
    /// systemGray6's light value; systemGray, systemGray2 and systemGray6's dark value keep their iOS 13–18 values
    /// [inferred: the transcription gives none] (nil here). Standard contrast is the iOS 13–18 table in both designs.
    /// A switch, as ``ios26Variants(of:)`` is on every color's path.
    static func grayIncreasedContrast26(_ color: SystemColor) -> (light: UInt32?, dark: UInt32?)? {
        switch color {
        case .systemGray3: (0xAEAE_B2FF, 0x6363_66FF)
        case .systemGray4: (0xB8B8_BCFF, 0x5151_54FF)
        case .systemGray5: (0xD1D1_D6FF, 0x3F3F_42FF)
        case .systemGray6: (0xE5E5_EAFF, nil)
        default: nil
        }
    }

    /// A gray's iOS 26 variants: its iOS 13–18 ones with the iOS 26 increased-contrast values where given.
    private static func ios26GrayVariants(of color: SystemColor) -> SystemColorVariants? {
        guard let increased = grayIncreasedContrast26(color) else { return nil }
        var variants = color.variants
        if let light = increased.light { variants.lightHighContrast = light }
        if let dark = increased.dark {
            variants.darkHighContrast = dark
            variants.darkElevatedHighContrast = dark
        }
        return variants
    }

    /// Why a gray's increased-contrast value in the iOS 26 design is inferred: the iOS 26 table gives none for it.
    private static func ios26GrayKeptReason(_ color: SystemColor, dark: Bool) -> String? {
        let given = grayIncreasedContrast26(color)
        switch color {
        case .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6:
            if let given, (dark ? given.dark : given.light) != nil { return nil }
            return
                "iOS 26 design: the June 2025 HIG's gray table gives no increased-contrast \(dark ? "dark" : "light") "
                + "value for \(color.rawValue); the iOS 13–18 value is kept"
        default:
            return nil
        }
    }

    /// Why a color keeps its iOS 14–18 value in the iOS 26 design: no public source gives an iOS 26 value for it.
    private static func ios26KeptReason(_ color: SystemColor) -> String? {
        switch color {
        case .systemBackground, .secondarySystemBackground, .tertiarySystemBackground, .systemGroupedBackground,
            .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground:
            "iOS 26 design: no public source gives iOS 26 background colors; the iOS 14–18 value is kept"
        case .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .placeholderText:
            "iOS 26 design: no public source gives iOS 26 label colors; the iOS 14–18 value is kept"
        case .separator, .opaqueSeparator:
            "iOS 26 design: no public source gives iOS 26 separator colors; the iOS 14–18 value is kept"
        case .link:
            "iOS 26 design: no public source gives an iOS 26 link color (the HIG lists none); the iOS 14–18 value is "
                + "kept, so link no longer equals systemBlue"
        case .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill:
            "iOS 26 design: no public source gives iOS 26 fill colors; the iOS 14–18 value is kept"
        default: nil
        }
    }

    // MARK: Color transformers

    /// Grayscale uses Rec. 709 luma weights on the sRGB components, alpha kept [inferred from Apple's
    /// UIConfigurationColorTransformer documentation: "luminance-preserving"].
    static func grayscale(_ color: ResolvedColor) -> ResolvedColor {
        let luma = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        return ResolvedColor(red: luma, green: luma, blue: luma, alpha: color.alpha)
    }

    /// monochromeTint gives systemGray for the traits, keeping the input's alpha [inferred from Apple's
    /// UIConfigurationColorTransformer documentation: "a de-emphasized monochrome gray"; the iOS value is unknown].
    static func monochromeTint(_ color: ResolvedColor, traits: TraitCollection) -> ResolvedColor {
        var gray = SystemColor.systemGray.resolved(with: traits)
        gray.alpha = color.alpha
        return gray
    }

    /// The highlight transformer (#7) moves 15% toward black in light mode and toward white in dark mode, alpha
    /// kept [inferred from Apple's UIConfigurationColorTransformer documentation: "about 10–20%"].
    static let highlightFraction = 0.15
    static func highlight(_ color: ResolvedColor, traits: TraitCollection) -> ResolvedColor {
        let target = ResolvedColor(rgba: traits.isDark ? 0xFFFF_FFFF : 0x0000_00FF)
        return ColorTransformer.mix(color, target, fraction: highlightFraction, keepAlpha: true)
    }

    /// The focus transformer (#28) returns the tint at full alpha [inferred from Apple's
    /// UIConfigurationColorTransformer documentation].
    static func focus(_ color: ResolvedColor) -> ResolvedColor {
        ResolvedColor(red: color.red, green: color.green, blue: color.blue, alpha: 1)
    }

    /// The reorder transformer (#12) multiplies alpha by 0.8, the observed alpha of a reordering cell [observed in
    /// runtime printouts].
    static let reorderAlpha = 0.8
    static func reorder(_ color: ResolvedColor) -> ResolvedColor {
        ResolvedColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * reorderAlpha)
    }

    /// The sidebar not-targeted transformers (#3, #8) halve alpha, like a drag source's observed 0.5 [inferred].
    static let sidebarNotTargetedAlpha = 0.5
    static func sidebarNotTargeted(_ color: ResolvedColor) -> ResolvedColor {
        ResolvedColor(
            red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * sidebarNotTargetedAlpha)
    }

    // MARK: Background styles

    /// A list's selection "is key" (selected sidebar rows, and focused selected cells, show the plain tint) unless
    /// another column holds focus, which a state cannot express [inferred: not public].
    static let selectionIsKey = true
    /// Extra background insets of a drop-targeted, unselected sidebar row; the constant is unknown, so none
    /// [not public].
    static let sidebarDropTargetInsets = DirectionalEdgeInsets.zero
    /// The private "swiped sidebar" fill ≈ systemGray5, the fill iOS 26 gives swiped plain cells [inferred from iOS
    /// 14–18 runtime printouts].
    static let sidebarSwipedBackground = SystemColor.systemGray5
    /// The private sidebar reordering background ≈ secondarySystemBackground [inferred from iOS 14–18 runtime
    /// printouts].
    static let sidebarReorderingBackground = SystemColor.secondarySystemBackground
    /// Opacity of the soft shadow under a selected Mac-idiom sidebar row (radius 12, offset 0/4 are observed; the
    /// opacity is not recorded) [inferred from iOS 14–18 runtime printouts].
    static let macSidebarSelectionShadowOpacity = 0.1
    /// A shadow's blur as CSS and design tools measure it is twice UIKit's `radius` (Core Animation's radius is the
    /// Gaussian's spread, CSS's blur radius twice it, as design tools convert) [inferred from Apple's
    /// UIShadowProperties documentation, which gives only the radius].
    static let shadowBlurPerRadius = 2.0
    /// The press fill of a highlighted, unselected sidebar row, both designs: tertiarySystemFill, then the highlight
    /// transformer UIKit applies to a highlighted row. A visible fill replaces the transparent one the printouts
    /// suggest (the WWDC20 talk "Lists in UICollectionView" shows a visible press fill; the value is not public);
    /// tertiarySystemFill is the fill Apple documents for large shapes, and a row is one [inferred].
    static let sidebarPressBackground = SystemColor.tertiarySystemFill

    /// Corner radius of a swiped plain cell in the iOS 26 design: 26 on phones, 16 on visionOS, 10 on CarPlay
    /// [observed on iOS 26]; iPad, Mac and tvOS take the phone's 26 [inferred: only phones are observed].
    static func swipedPlainCellCornerRadius(for idiom: UserInterfaceIdiom) -> Double {
        switch idiom {
        case .vision: 16
        case .carPlay: 10
        default: 26
        }
    }
    /// Whether the iOS 26 swiped corner radius for the idiom is an inferred choice.
    static func swipedPlainCellCornerRadiusIsInferred(for idiom: UserInterfaceIdiom) -> Bool {
        switch idiom {
        case .phone, .vision, .carPlay: false
        default: true
        }
    }
    /// The fill of a swiped plain cell in the iOS 26 design: systemGray5 [observed on iOS 26].
    static let swipedPlainCellBackground = SystemColor.systemGray5
    /// The fill of a selected sidebar row whose selection is not key, iOS 26 design: tertiarySystemFill (iOS 18:
    /// secondarySystemFill) [observed on iOS 26, "Mac-like metrics"].
    static let sidebarNotKeySelectedBackground26 = SystemColor.tertiarySystemFill
    /// Where the model reaches "selection not key" in the iOS 26 design: a Mac-idiom sidebar in an inactive window
    /// (macOS shows an unemphasized selection there) [inferred: public sources give the color, not when UIKit
    /// reaches the state from traits; iOS 18 stays as its runtime printouts show].
    static func sidebarSelectionIsKey26(_ traits: TraitCollection) -> Bool {
        !(traits.userInterfaceIdiom == .mac && traits.activeAppearance == .inactive)
    }
    /// Sidebar row corner radius: 10 (visionOS 16) in iOS 18 [observed in iOS 14–18 runtime printouts]. iOS 26 rows
    /// look larger, capsule-like on phones, but no public source gives the number (searched: UIKit sidebar selection
    /// radius in iOS 26, none found), so iOS 26 keeps 10 / 16 [inferred: no public iOS 26 value, so the iOS 18 one is
    /// kept].
    static func sidebarCornerRadius(for traits: TraitCollection) -> Double {
        traits.userInterfaceIdiom == .vision ? 16 : 10
    }
    /// The section corner radius the list layout draws around an inset-grouped section: 10 in iOS 14–18, 26 in the
    /// iOS 26 design [observed: RevenueCat purchases-ios PR #5553 "Use New iOS 26 Corner Radius in VC List
    /// Section", SAP cloud-sdk-ios-fiori PR #1771].
    static func insetGroupedSectionCornerRadius(for design: DesignGeneration) -> Double {
        design == .ios26 ? 26 : 10
    }
    /// Sidebar sections are not rounded by the layout: UIKit rounds each sidebar row through its own background
    /// configuration's cornerRadius, so a sidebar's section radius is 0 [inferred: runtime printouts show "rounded"
    /// rows].
    static let sidebarSectionCornerRadius = 0.0
    /// A pinned plain header keeps its systemChromeMaterial blur in iOS 26: no public source gives a glass or clear
    /// default for it (searched: iOS 26 pinned section header background) [inferred: no public iOS 26 value, so the iOS
    /// 18 one is kept]. The iOS 26 observation "table with a glass background → cell background clear" needs a table
    /// background the state cannot express.
    static let pinnedHeaderEffect26 = VisualEffect.blur(.systemChromeMaterial)

    // MARK: Glass approximation for the web formats

    /// How the CSS draws `UIGlassEffect`: a translucent white (light) or black (dark) fill of this opacity, a tint
    /// mixed into it at `glassTintShare`, and `backdrop-filter: blur(glassBlur) saturate(glassSaturation)`; the
    /// clear style is more transparent [inferred: a documented approximation, glass has no CSS equivalent].
    static let glassFillOpacity = (regular: 0.6, clear: 0.15)
    static let glassTintShare = 0.35
    static let glassBlur = (regular: 18.0, clear: 6.0)
    static let glassSaturation = 1.8

    // MARK: List content

    /// plainFooter shares plainHeader's emphasized subheadline [observed in runtime printouts; no second source].
    static let plainFooterUsesHeaderFont = true
    /// Secondary text of plain headers and footers: subheadline, secondaryLabel [inferred from iOS 14–18 runtime
    /// printouts].
    static let plainHeaderSecondaryTextStyle = TextStyle.subheadline
    /// Secondary text of the extra-prominent header: as the prominent one, subheadline [inferred from iOS 14–18 runtime
    /// printouts].
    static let extraProminentHeaderSecondaryTextStyle = TextStyle.subheadline
    /// Margins of the sidebar subtitle cells {4, 8, 4, 8}, by analogy with the subtitle cell [not public].
    static let sidebarSubtitleCellMargins = DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    /// Margins of sidebarHeader(), not recorded; the sidebar cell's {11, 8, 11, 8} [inferred from iOS 14–18 runtime
    /// printouts].
    static let sidebarHeaderMargins = DirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
    /// Secondary text of sidebarHeader(): subheadline [inferred; only the color is recorded].
    static let sidebarHeaderSecondaryTextStyle = TextStyle.subheadline
    /// Paddings of factories whose paddings no public printout gives (grouped footer, prominent headers, sidebar
    /// header): the common 16, 8, 3 [inferred].
    static let defaultPaddings = (imageToText: 16.0, horizontal: 8.0, vertical: 3.0)
    /// The grouped footer's "short footnote" tightens leading by 2 pt [inferred from iOS 14–18 runtime printouts:
    /// "slightly tighter leading"].
    static let tightLeadingReduction = 2.0
    // Right to left mirrors margins through the directional insets without changing their values
    // (`DirectionalEdgeInsets.edgeInsets(for:)`) [not public]: a behaviour, so it has no constant here.

    // MARK: List content, iOS 26 design
    //
    // Only these values differ in the iOS 26 design; `ListContentStyle` applies them over the iOS 14–18 values when
    // `designGeneration == .ios26`. Every other value of the design (value cell, sidebar cells, sidebar header,
    // plain header and footer margins, secondary fonts, colors) is the iOS 14–18 one, kept for want of a public
    // iOS 26 source and reported as inferred by `inferredContentDefaults(of:in:)`. The iOS 14–18 state changes apply
    // in both designs.

    /// cell() and the inset-grouped cell: top and bottom 15 [observed on iOS 26]. Leading 16 and trailing 8 are the
    /// iOS 14–18 values, which with the preserved horizontal superview margins (16) give the 15/16/15/16 measured
    /// on iOS 26.5 [observed on iOS 26.5, "measured cell margins"]. valueCell(), which shares cell()'s iOS 14–18
    /// metrics, takes them too [inferred: iOS 26 rows are uniformly taller, about 52 pt at Large]; subtitleCell()
    /// keeps its own.
    static let ios26CellMargins = DirectionalEdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 8)
    /// cell() and the inset-grouped cell: textToSecondaryTextVerticalPadding 4 [observed on iOS 26]; valueCell() too
    /// [inferred, as its margins].
    static let ios26CellVerticalPadding = 4.0
    /// subtitleCell() secondary text: subheadline in secondaryLabel [observed on iOS 26].
    static let ios26SubtitleSecondaryTextStyle = TextStyle.subheadline
    static let ios26SubtitleSecondaryTextColor = Color.secondaryLabel
    /// Plain and grouped headers (and so header() in every environment but the sidebar): emphasized body, no
    /// uppercase [observed on iOS 26; the no-uppercase default also in brave-browser issue 57950]. The sidebar header
    /// and the prominent headers keep their iOS 14–18 fonts [inferred: only "header font" is observed on iOS 26].
    static let ios26HeaderTextStyle = TextStyle.body
    /// Every footer (plain and grouped): the "short footnote" (footnote with tighter leading) [observed on iOS 26].
    static let ios26FooterTextStyle = TextStyle.footnote
    /// The grouped header (header() in grouped and inset-grouped lists): {10, 8, 10, 8} [observed on iOS 26]. The plain
    /// header keeps {4, 8, 4, 8} [inferred: only the grouped header's margins are observed on iOS 26].
    static let ios26GroupedHeaderMargins = DirectionalEdgeInsets(top: 10, leading: 8, bottom: 10, trailing: 8)
    /// The grouped footer: {8, 8, 6, 8} [observed on iOS 26]. The plain footer keeps {4, 8, 4, 8} [inferred, as the
    /// plain header].
    static let ios26GroupedFooterMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 6, trailing: 8)
    /// prominentInsetGroupedHeader(): {10, 3, 10, 3}, preserving the horizontal superview margins [observed on iOS 26].
    static let ios26ProminentHeaderMargins = DirectionalEdgeInsets(top: 10, leading: 3, bottom: 10, trailing: 3)
    static let ios26ProminentHeaderAxes = Axis.horizontal
    // extraProminentInsetGroupedHeader() keeps its iOS 14–18 margins and axes in the iOS 26 design: iOS 26
    // observations give only the prominent header's, and a value no source gives keeps the iOS 18 one rather than
    // another style's by analogy [inferred].

    // MARK: Typography

    /// Callout leading at AX5: 60, the main table's value (another transcription says 62) [the transcriptions disagree].
    static let calloutLeadingAX5 = 60.0
    /// Caption 2 leading at AX5: 48, the main table's value (another transcription says 47) [the transcriptions disagree].
    static let caption2LeadingAX5 = 48.0
    /// Leading of a fixed-size font: the body style's leading-to-size ratio at Large, 22/17 [inferred; the HIG
    /// gives leading only for text styles].
    static let fixedFontLeadingRatio = 22.0 / 17.0
    /// Caption 2's point size at AX5: 41, the simulator measurement (the HIG transcriptions say 40) [observed:
    /// temoki/UIKit_DynamicType]. Its leading stays ``caption2LeadingAX5``.
    static let caption2PointSizeAX5 = 41.0
    /// The weight the system font takes under Bold Text (`legibilityWeight == .bold`), in both designs [observed:
    /// material-components-ios issue #2905, not "one step heavier"]: regular and above gain about 200 (two steps):
    /// regular → semibold, medium → bold, semibold → heavy, and bold, heavy and black → black (900 is the heaviest
    /// weight; YMatterType PR #67 maps bold to black, CoreText's `CTFontGetAccessibilityBoldWeightOfWeight` tops out
    /// there). The three lightest weights stay as they are (YMatterType PR #67 is read by some as adding 100 to
    /// them; material-components-ios's report is followed). No text style has a weight lighter than regular, so that
    /// choice shows only in this table.
    static func boldTextWeight(for weight: Font.Weight) -> Font.Weight {
        weight < .regular ? weight : weight.heavier(by: 2)
    }

    // MARK: Metrics

    /// Cell layout margins the content preserves on its preserved axes, in both designs. With the container's width
    /// (`containerWidth`): 20 when it is at least ``wideContainerWidth`` or the width is regular, else 16 [observed:
    /// the system minimum margin depends on the width, so Plus/Max phones get 20 in compact width too;
    /// UIKit's `systemMinimumLayoutMargins`]. Without it: 16 in compact or unspecified width, 20 in regular width
    /// [observed values in runtime printouts, inferred mapping to size class].
    static func cellLayoutMargin(for traits: TraitCollection) -> Double {
        if traits.horizontalSizeClass == .regular { return 20 }
        guard let width = traits.containerWidth else { return 16 }
        return width >= wideContainerWidth ? 20 : 16
    }
    /// The narrowest container that gets 20 pt cell margins in compact width: 414 pt, the Plus/Max phones
    /// [observed: "414+ pt wide"].
    static let wideContainerWidth = 414.0
    /// The vertical cell layout margin UIView gives by default (8) [documented: Apple's `UIView.layoutMargins`].
    static let cellVerticalLayoutMargin = 8.0
    /// Standard symbol slot width: 24 pt, 28 pt in sidebars, scaled like body text [observed in runtime printouts;
    /// scaling by the body size ratio is inferred].
    static let standardSymbolWidth = 24.0
    static let standardSidebarSymbolWidth = 28.0
    /// The slot's height is the body line height, ≈ 1.1935 × the body point size (20.29 / 17) [observed: the HIG's
    /// Dynamic Type sizes].
    static let bodyLineHeightRatio = 20.29 / 17

    /// Why a system color's value for the traits is an inferred choice, or nil when a public source gives it.
    static func inferredColorReason(_ color: SystemColor, traits: TraitCollection) -> String? {
        if traits.designGeneration == .ios26 {
            if let reason = ios26KeptReason(color) { return reason }
            if traits.isHighContrast, let reason = ios26GrayKeptReason(color, dark: traits.isDark) { return reason }
            if ios26Variants(of: color) != nil { return nil }
        }
        // The iOS 14–18 values (and the iOS 26 design's where it keeps them): only these two are inferred.
        guard traits.isHighContrast else { return nil }
        switch color {
        case .link:
            return "link under increased contrast: no source records it; its standard values are kept"
        case .systemTeal:
            return "iOS 15–18 systemTeal under increased contrast: no source records it; the value is a reconstruction"
        default:
            return nil
        }
    }
}
