import Testing

@testable import ViewConfigurations

// Every list content factory (§4.5; the adaptive ones in every `listEnvironment` per §4.6) with its §4.7 defaults
// at content size Large, and the §4.8 state changes, in light and dark.
//
// Expected values are literals transcribed from `uikit-configuration-facts.md`: fonts from §4.7 with sizes, weights
// and leading from §8.1/§8.2; colors by name from §4.7/§4.8 and as hex from §7.2/§7.5. Where the reference marks a
// value [inferred] or leaves it open (open questions 6 and 7, blank cells of the §4.7 table, private transformer
// math), the expected value is the choice recorded in `Sources/ViewConfigurations/Reference/ReferenceChoices.swift`,
// written here as a literal and marked "ReferenceChoices" in a comment.

@Suite("List content state table (§4.6, §4.7, §4.8)")
struct ListContentStateTableTests {
    // MARK: Fixtures

    enum Appearance: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case light, dark

        var testDescription: String { rawValue }

        func traits(
            _ environment: ListEnvironment, category: ContentSizeCategory = .large,
            idiom: UserInterfaceIdiom = .unspecified
        ) -> TraitCollection {
            TraitCollection(
                userInterfaceStyle: self == .light ? .light : .dark, preferredContentSizeCategory: category,
                userInterfaceIdiom: idiom, listEnvironment: environment, designGeneration: .ios18)
        }
    }

    enum Factory: String, CaseIterable, Sendable {
        case cell, subtitleCell, valueCell, header, footer
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarCell, sidebarSubtitleCell, sidebarHeader
        case plainHeader, plainFooter, groupedHeader, groupedFooter

        func make() -> ListContentConfiguration {
            switch self {
            case .cell: .cell()
            case .subtitleCell: .subtitleCell()
            case .valueCell: .valueCell()
            case .header: .header()
            case .footer: .footer()
            case .prominentInsetGroupedHeader: .prominentInsetGroupedHeader()
            case .extraProminentInsetGroupedHeader: .extraProminentInsetGroupedHeader()
            case .accompaniedSidebarCell: .accompaniedSidebarCell()
            case .accompaniedSidebarSubtitleCell: .accompaniedSidebarSubtitleCell()
            case .sidebarCell: .sidebarCell()
            case .sidebarSubtitleCell: .sidebarSubtitleCell()
            case .sidebarHeader: .sidebarHeader()
            case .plainHeader: .plainHeader()
            case .plainFooter: .plainFooter()
            case .groupedHeader: .groupedHeader()
            case .groupedFooter: .groupedFooter()
            }
        }

        /// §4.6: only cell(), subtitleCell(), valueCell(), header() and footer() adapt.
        var isAdaptive: Bool { [.cell, .subtitleCell, .valueCell, .header, .footer].contains(self) }
    }

    /// A text-style font at Large: style, point size and weight (§8.1) and leading (§8.2).
    struct FontSpec: Sendable, Equatable {
        var style: TextStyle
        var size: Double
        var weight: Font.Weight
        var leading: Double
    }

    /// A color by name and its resolved hex in light and dark (§7).
    struct ColorSpec: Sendable {
        var color: Color
        var light: String
        var dark: String

        func hex(_ appearance: Appearance) -> String { appearance == .light ? light : dark }
    }

    struct Paddings: Sendable, Equatable {
        var imageToText: Double
        var horizontal: Double
        var vertical: Double
    }

    // MARK: Reference values (literals)

    // §8.1 weights, §8.2 size/leading at Large.
    static let body = FontSpec(style: .body, size: 17, weight: .regular, leading: 22)
    static let caption1 = FontSpec(style: .caption1, size: 12, weight: .regular, leading: 16)
    static let footnote = FontSpec(style: .footnote, size: 13, weight: .regular, leading: 18)
    /// §4.7 grouped footer: footnote with "slightly tighter leading" [the amount is not recorded]; ReferenceChoices
    /// `tightLeadingReduction` = 2, so 18 − 2 = 16.
    static let shortFootnote = FontSpec(style: .footnote, size: 13, weight: .regular, leading: 16)
    static let subheadline = FontSpec(style: .subheadline, size: 15, weight: .regular, leading: 20)
    /// §4.7 "emphasized subheadline (semibold 15)".
    static let emphasizedSubheadline = FontSpec(style: .subheadline, size: 15, weight: .semibold, leading: 20)
    /// §4.7 "emphasized title3 (semibold 20)".
    static let emphasizedTitle3 = FontSpec(style: .title3, size: 20, weight: .semibold, leading: 25)
    /// §4.7 "emphasized title2 (bold 22)".
    static let emphasizedTitle2 = FontSpec(style: .title2, size: 22, weight: .bold, leading: 28)

    // §7.2 labels, §7.5 accents.
    static let label = ColorSpec(color: .label, light: "#000000", dark: "#FFFFFF")
    static let secondaryLabel = ColorSpec(color: .secondaryLabel, light: "#3C3C4399", dark: "#EBEBF599")
    /// §12.3 correction (8-bit rounding to nearest): 0.30 × 255 = 76.5 → 0x4D, not the table's floored @76.
    static let tertiaryLabel = ColorSpec(color: .tertiaryLabel, light: "#3C3C434D", dark: "#EBEBF54D")
    /// §12.3 correction (8-bit rounding to nearest): 0.18 × 255 = 45.9 → 0x2E, 0.16 × 255 = 40.8 → 0x29.
    static let quaternaryLabel = ColorSpec(color: .quaternaryLabel, light: "#3C3C432E", dark: "#EBEBF529")
    static let white = ColorSpec(color: .white, light: "#FFFFFF", dark: "#FFFFFF")
    /// §4.8 "white at 80% alpha": 255 × 0.8 = 204 = 0xCC.
    static let white80 = ColorSpec(color: Color.white.withAlphaComponent(0.8), light: "#FFFFFFCC", dark: "#FFFFFFCC")
    /// §4.7 "All factories leave the image tintColor nil (tint)": the default tint systemBlue (§7.5).
    static let tintHex = (light: "#007AFF", dark: "#0A84FF")

    static let standardPaddings = Paddings(imageToText: 16, horizontal: 8, vertical: 3)
    /// §4.7 leaves the paddings of the grouped footer, the prominent headers and the sidebar header blank;
    /// ReferenceChoices `defaultPaddings` = 16, 8, 3.
    static let blankPaddings = Paddings(imageToText: 16, horizontal: 8, vertical: 3)

    static func margins(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> DirectionalEdgeInsets
    {
        DirectionalEdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    // MARK: §4.7 defaults

    struct Defaults: Sendable {
        var style: ListContentStyle
        var textFont: FontSpec
        var textColor: ColorSpec
        var secondaryFont: FontSpec
        var secondaryColor: ColorSpec
        var margins: DirectionalEdgeInsets
        var axes: Axis = .horizontal
        var paddings: Paddings
        var sideBySide = false
        /// Sidebar cells: numberOfLines 1, autoshrink to 0.9, tightening (§4.3, §4.7); others: 0 lines, none.
        var sidebarText = false
        var transform: ListContentConfiguration.TextProperties.TextTransform = .none
        /// §4.3: true for cells; false for headers and footers.
        var showsExpansionText = true
    }

    static func cellDefaults(_ style: ListContentStyle) -> Defaults {
        Defaults(
            style: style, textFont: body, textColor: label, secondaryFont: caption1, secondaryColor: label,
            margins: margins(11, 16, 11, 8), paddings: standardPaddings)
    }
    static let subtitleCellDefaults = Defaults(
        style: .subtitleCell, textFont: body, textColor: label, secondaryFont: caption1, secondaryColor: label,
        margins: margins(4, 16, 4, 8), paddings: Paddings(imageToText: 16, horizontal: 8, vertical: 0))
    static let valueCellDefaults = Defaults(
        style: .valueCell, textFont: body, textColor: label, secondaryFont: body, secondaryColor: secondaryLabel,
        margins: margins(11, 16, 11, 8), paddings: standardPaddings, sideBySide: true)
    static func sidebarCellDefaults(_ style: ListContentStyle) -> Defaults {
        Defaults(
            style: style, textFont: body, textColor: label, secondaryFont: footnote, secondaryColor: secondaryLabel,
            margins: margins(11, 8, 11, 8), paddings: Paddings(imageToText: 10, horizontal: 8, vertical: 3),
            sidebarText: true)
    }
    /// Margins {4, 8, 4, 8} are [inferred] (open question 7): ReferenceChoices `sidebarSubtitleCellMargins`.
    static func sidebarSubtitleCellDefaults(_ style: ListContentStyle) -> Defaults {
        Defaults(
            style: style, textFont: body, textColor: label, secondaryFont: footnote, secondaryColor: secondaryLabel,
            margins: margins(4, 8, 4, 8), paddings: Paddings(imageToText: 10, horizontal: 8, vertical: 0),
            sidebarText: true)
    }
    /// Secondary subheadline is [inferred] (ReferenceChoices `plainHeaderSecondaryTextStyle`); the footer sharing
    /// the header's emphasized font is open question 6 (ReferenceChoices `plainFooterUsesHeaderFont` = true).
    static func plainHeaderFooterDefaults(_ style: ListContentStyle) -> Defaults {
        Defaults(
            style: style, textFont: emphasizedSubheadline, textColor: secondaryLabel, secondaryFont: subheadline,
            secondaryColor: secondaryLabel, margins: margins(4, 8, 4, 8), paddings: standardPaddings,
            showsExpansionText: false)
    }
    static let groupedHeaderDefaults = Defaults(
        style: .groupedHeader, textFont: footnote, textColor: secondaryLabel, secondaryFont: footnote,
        secondaryColor: secondaryLabel, margins: margins(17, 8, 6, 8), paddings: standardPaddings,
        transform: .uppercase,
        showsExpansionText: false)
    static let groupedFooterDefaults = Defaults(
        style: .groupedFooter, textFont: shortFootnote, textColor: secondaryLabel, secondaryFont: shortFootnote,
        secondaryColor: secondaryLabel, margins: margins(6, 8, 12, 8), paddings: blankPaddings,
        showsExpansionText: false)
    static let prominentHeaderDefaults = Defaults(
        style: .prominentInsetGroupedHeader, textFont: emphasizedTitle3, textColor: label, secondaryFont: subheadline,
        secondaryColor: secondaryLabel, margins: margins(8, 3, 11, 3), axes: [], paddings: blankPaddings,
        showsExpansionText: false)
    /// Secondary subheadline is [inferred] (ReferenceChoices `extraProminentHeaderSecondaryTextStyle`).
    static let extraProminentHeaderDefaults = Defaults(
        style: .extraProminentInsetGroupedHeader, textFont: emphasizedTitle2, textColor: label,
        secondaryFont: subheadline, secondaryColor: secondaryLabel, margins: margins(9, 3, 10, 3), axes: [],
        paddings: blankPaddings, showsExpansionText: false)
    /// §4.7 sidebarHeader(): emphasized title3 (iPad) / label, secondaryLabel, horizontal. Margins and the secondary
    /// font are not recorded: ReferenceChoices `sidebarHeaderMargins` = {11, 8, 11, 8} and
    /// `sidebarHeaderSecondaryTextStyle` = subheadline.
    static let sidebarHeaderDefaults = Defaults(
        style: .sidebarHeader, textFont: emphasizedTitle3, textColor: label, secondaryFont: subheadline,
        secondaryColor: secondaryLabel, margins: margins(11, 8, 11, 8), paddings: blankPaddings,
        showsExpansionText: false)

    struct DefaultsRow: Sendable, CustomTestStringConvertible {
        var factory: Factory
        var environment: ListEnvironment
        var expected: Defaults
        var testDescription: String { "\(factory.rawValue)() in \(environment.rawValue)" }
    }

    static let defaultsRows: [DefaultsRow] = {
        var rows: [DefaultsRow] = []
        func add(_ factory: Factory, _ environments: [ListEnvironment], _ expected: Defaults) {
            rows += environments.map { DefaultsRow(factory: factory, environment: $0, expected: expected) }
        }
        // §4.6 adaptive resolution.
        add(.cell, [.unspecified, .none, .plain, .grouped], cellDefaults(.cell))
        // insetGrouped: the private inset-grouped cell, built from the cell() defaults (every value the same).
        add(.cell, [.insetGrouped], cellDefaults(.insetGroupedCell))
        add(.cell, [.sidebar, .sidebarPlain], sidebarCellDefaults(.sidebarCell))
        add(.subtitleCell, [.unspecified, .none, .plain, .grouped, .insetGrouped], subtitleCellDefaults)
        add(.subtitleCell, [.sidebar, .sidebarPlain], sidebarSubtitleCellDefaults(.sidebarSubtitleCell))
        // valueCell(): value cell everywhere ("there is no sidebar variant").
        add(
            .valueCell, [.unspecified, .none, .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain],
            valueCellDefaults)
        add(.header, [.unspecified, .none, .plain, .sidebarPlain], plainHeaderFooterDefaults(.plainHeader))
        add(.header, [.grouped, .insetGrouped], groupedHeaderDefaults)
        add(.header, [.sidebar], sidebarHeaderDefaults)
        add(.footer, [.unspecified, .none, .plain, .sidebarPlain], plainHeaderFooterDefaults(.plainFooter))
        add(.footer, [.grouped, .insetGrouped, .sidebar], groupedFooterDefaults)
        // Fixed factories, which do not adapt (checked in two environments).
        let fixedEnvironments: [ListEnvironment] = [.unspecified, .grouped]
        add(.sidebarCell, fixedEnvironments, sidebarCellDefaults(.sidebarCell))
        add(.accompaniedSidebarCell, fixedEnvironments, sidebarCellDefaults(.accompaniedSidebarCell))
        add(.sidebarSubtitleCell, fixedEnvironments, sidebarSubtitleCellDefaults(.sidebarSubtitleCell))
        add(
            .accompaniedSidebarSubtitleCell, fixedEnvironments,
            sidebarSubtitleCellDefaults(.accompaniedSidebarSubtitleCell))
        add(.sidebarHeader, fixedEnvironments, sidebarHeaderDefaults)
        add(.plainHeader, fixedEnvironments, plainHeaderFooterDefaults(.plainHeader))
        add(.plainFooter, fixedEnvironments, plainHeaderFooterDefaults(.plainFooter))
        add(.groupedHeader, [.unspecified, .plain], groupedHeaderDefaults)
        add(.groupedFooter, [.unspecified, .plain], groupedFooterDefaults)
        add(.prominentInsetGroupedHeader, [.unspecified, .insetGrouped], prominentHeaderDefaults)
        add(.extraProminentInsetGroupedHeader, [.unspecified, .insetGrouped], extraProminentHeaderDefaults)
        return rows
    }()

    @Test func everyFactoryIsCovered() {
        #expect(Set(Self.defaultsRows.map(\.factory)) == Set(Factory.allCases))
        #expect(Set(Self.stateRows.map(\.factory)).isSuperset(of: [.cell, .subtitleCell, .valueCell, .sidebarCell]))
    }

    static func expectFont(
        _ font: Font, _ spec: FontSpec, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(font.textStyle == spec.style, "\(what) text style", sourceLocation: sourceLocation)
        #expect(font.pointSize == spec.size, "\(what) point size", sourceLocation: sourceLocation)
        #expect(font.weight == spec.weight, "\(what) weight", sourceLocation: sourceLocation)
        #expect(font.leading == spec.leading, "\(what) leading", sourceLocation: sourceLocation)
    }

    @Test("§4.7 defaults at Large", arguments: defaultsRows, Appearance.allCases)
    func defaultsAtLarge(_ row: DefaultsRow, _ appearance: Appearance) {
        let traits = appearance.traits(row.environment)
        let config = row.factory.make().updated(for: CellConfigurationState(traitCollection: traits))
        let resolved = config.resolved(with: traits, tintColor: .systemBlue)
        let expected = row.expected

        #expect(resolved.style == expected.style, "concrete style (§4.6)")

        // Fonts (§4.7, §8).
        Self.expectFont(resolved.textProperties.font, expected.textFont, "text")
        Self.expectFont(resolved.secondaryTextProperties.font, expected.secondaryFont, "secondary text")
        #expect(resolved.textProperties.adjustsFontForContentSizeCategory, "§4.3: true in all list factories")
        #expect(resolved.secondaryTextProperties.adjustsFontForContentSizeCategory)

        // Colors (§4.7 by name, §7 hex).
        #expect(config.textProperties.color == expected.textColor.color, "text color")
        #expect(config.textProperties.colorTransformer == nil)
        #expect(resolved.textProperties.color.hexString == expected.textColor.hex(appearance), "text color hex")
        #expect(config.secondaryTextProperties.color == expected.secondaryColor.color, "secondary color")
        #expect(config.secondaryTextProperties.colorTransformer == nil)
        #expect(
            resolved.secondaryTextProperties.color.hexString == expected.secondaryColor.hex(appearance),
            "secondary color hex")
        #expect(config.imageProperties.tintColor == nil, "§4.7: image tintColor nil (tint)")
        #expect(
            resolved.imageProperties.tintColor.hexString
                == (appearance == .light ? Self.tintHex.light : Self.tintHex.dark))

        // Layout (§4.2, §4.7).
        #expect(config.directionalLayoutMargins == expected.margins, "directionalLayoutMargins")
        #expect(resolved.directionalLayoutMargins == expected.margins)
        #expect(config.axesPreservingSuperviewLayoutMargins == expected.axes, "axesPreservingSuperviewLayoutMargins")
        #expect(config.imageToTextPadding == expected.paddings.imageToText, "imageToTextPadding")
        #expect(config.textToSecondaryTextHorizontalPadding == expected.paddings.horizontal, "horizontal padding")
        #expect(config.textToSecondaryTextVerticalPadding == expected.paddings.vertical, "vertical padding")
        #expect(config.prefersSideBySideTextAndSecondaryText == expected.sideBySide, "side by side")
        #expect(config.alpha == 1, "§4.2 alpha 1")

        // Text properties (§4.3).
        let text = resolved.textProperties
        let secondary = resolved.secondaryTextProperties
        #expect(text.numberOfLines == (expected.sidebarText ? 1 : 0), "numberOfLines")
        #expect(text.adjustsFontSizeToFitWidth == expected.sidebarText, "adjustsFontSizeToFitWidth")
        #expect(text.minimumScaleFactor == (expected.sidebarText ? 0.9 : 0), "minimumScaleFactor")
        #expect(text.allowsDefaultTighteningForTruncation == expected.sidebarText, "tightening")
        if !expected.sidebarText {
            #expect(secondary.numberOfLines == 0, "secondary numberOfLines")
        }
        #expect(text.transform == expected.transform, "transform")
        #expect(secondary.transform == .none, "§4.3: secondary text is never transformed by the defaults")
        #expect(text.showsExpansionTextWhenTruncated == expected.showsExpansionText, "showsExpansionTextWhenTruncated")
        #expect(secondary.showsExpansionTextWhenTruncated == expected.showsExpansionText)
        #expect(text.alignment == .natural)
        #expect(text.lineBreakMode == .byTruncatingTail)
        // §4.4: no preferred symbol configuration; symbols get body at scale large.
        #expect(resolved.imageProperties.symbolConfiguration == SymbolConfiguration(textStyle: .body, scale: .large))
    }

    @Test("The grouped header uppercases its text (§4.3)")
    func groupedHeaderUppercases() {
        var config = ListContentConfiguration.groupedHeader()
        config.text = "Section title"
        config.secondaryText = "Detail"
        let traits = Appearance.light.traits(.grouped)
        let resolved = config.updated(for: CellConfigurationState(traitCollection: traits)).resolved(with: traits)
        #expect(resolved.text == "SECTION TITLE")
        #expect(resolved.secondaryText == "Detail")
    }

    /// §4.7 sidebarHeader(): body on the Mac idiom (emphasized title3 on iPad).
    @Test(arguments: Appearance.allCases)
    func sidebarHeaderFontByIdiom(_ appearance: Appearance) {
        for (idiom, font) in [(UserInterfaceIdiom.pad, Self.emphasizedTitle3), (.mac, Self.body)] {
            let traits = appearance.traits(.sidebar, idiom: idiom)
            let config = ListContentConfiguration.sidebarHeader().updated(
                for: CellConfigurationState(traitCollection: traits))
            Self.expectFont(config.resolved(with: traits).textProperties.font, font, "sidebarHeader (\(idiom))")
            #expect(config.textProperties.color == .label)
        }
    }

    // MARK: §4.8 state changes

    struct StateRow: Sendable, CustomTestStringConvertible {
        var factory: Factory
        var environment: ListEnvironment
        var spec: StateSpec
        var text: ColorSpec
        var textTransformer: ColorTransformer? = nil
        var secondary: ColorSpec
        /// nil: the image tint stays nil (the view's tint, systemBlue).
        var image: ColorSpec?
        var testDescription: String { "\(factory.rawValue)() in \(environment.rawValue), \(spec.label)" }
    }

    static let disabled = StateSpec("disabled") { $0.disabled = true }
    static let focused = StateSpec("focused") { $0.focused = true }
    static let selected = StateSpec("selected") { $0.selected = true }
    static let highlighted = StateSpec("highlighted") { $0.highlighted = true }

    static let stateRows: [StateRow] = {
        var rows: [StateRow] = []
        func add(
            _ factory: Factory, _ environment: ListEnvironment, _ spec: StateSpec, text: ColorSpec,
            transformer: ColorTransformer? = nil, secondary: ColorSpec, image: ColorSpec?
        ) {
            rows.append(
                StateRow(
                    factory: factory, environment: environment, spec: spec, text: text, textTransformer: transformer,
                    secondary: secondary, image: image))
        }

        // Cell, disabled (and not swiped): tertiaryLabel; value-cell secondary text quaternaryLabel.
        for (factory, environment) in [
            (Factory.cell, ListEnvironment.unspecified), (.cell, .grouped), (.cell, .insetGrouped),
            (.subtitleCell, .plain), (.subtitleCell, .insetGrouped),
        ] {
            add(factory, environment, disabled, text: tertiaryLabel, secondary: tertiaryLabel, image: tertiaryLabel)
        }
        for environment in [ListEnvironment.plain, .grouped, .sidebar] {
            add(
                .valueCell, environment, disabled, text: tertiaryLabel, secondary: quaternaryLabel, image: tertiaryLabel
            )
        }
        // "The disabled coloring is skipped while swiped" (§1.5).
        let disabledSwiped = StateSpec("disabled and swiped") {
            $0.disabled = true
            $0.swiped = true
        }
        add(.cell, .plain, disabledSwiped, text: label, secondary: label, image: nil)
        add(.valueCell, .plain, disabledSwiped, text: label, secondary: secondaryLabel, image: nil)
        // ...for every cell style, sidebar cells included (§12.5 decision 4).
        add(.sidebarCell, .unspecified, disabledSwiped, text: label, secondary: secondaryLabel, image: nil)
        add(.cell, .sidebar, disabledSwiped, text: label, secondary: secondaryLabel, image: nil)
        add(.sidebarSubtitleCell, .sidebarPlain, disabledSwiped, text: label, secondary: secondaryLabel, image: nil)

        // A value cell has no sidebar variant, yet sits on the sidebar's tint fill when selected or drop-targeted:
        // tint-filled content is white for every cell factory (§3.6, §4.8; §12.5 decision 5).
        for environment in [ListEnvironment.sidebar, .sidebarPlain] {
            add(.valueCell, environment, selected, text: white, secondary: white, image: white)
            add(
                .valueCell, environment, StateSpec("drop targeted") { $0.drop = .targeted }, text: white,
                secondary: white, image: white)
        }
        // A focused and selected sidebar row keeps the selected row's secondary text (§12.5 decision 10).
        add(
            .sidebarCell, .unspecified,
            StateSpec("focused and selected") {
                $0.focused = true
                $0.selected = true
            }, text: white, secondary: white80, image: white)

        // Tint-filled background (a focused cell; a selected cell while the selection is key): white content.
        for (factory, environment) in [
            (Factory.cell, ListEnvironment.plain), (.cell, .grouped), (.subtitleCell, .plain), (.valueCell, .plain),
        ] {
            add(factory, environment, focused, text: white, secondary: white, image: white)
        }
        add(
            .cell, .plain,
            StateSpec("focused and selected") {
                $0.focused = true
                $0.selected = true
            }, text: white,
            secondary: white, image: white)

        // Highlighted or selected on a gray plain/grouped background: unchanged.
        let grayStates = [
            highlighted, selected, StateSpec("drop targeted") { $0.drop = .targeted },
            StateSpec("highlighted and selected") {
                $0.highlighted = true
                $0.selected = true
            },
        ]
        for spec in grayStates {
            add(.cell, .plain, spec, text: label, secondary: label, image: nil)
            add(.valueCell, .grouped, spec, text: label, secondary: secondaryLabel, image: nil)
        }
        add(.cell, .grouped, selected, text: label, secondary: label, image: nil)
        // §1.5: editing and reordering change no content defaults.
        add(.cell, .plain, StateSpec("editing") { $0.editing = true }, text: label, secondary: label, image: nil)
        add(.cell, .plain, StateSpec("reordering") { $0.reordering = true }, text: label, secondary: label, image: nil)

        // Sidebar cell selected on tint (selection is key: ReferenceChoices `selectionIsKey` = true):
        // white, secondary white at 80% alpha, image white.
        for (factory, environment) in [
            (Factory.sidebarCell, ListEnvironment.unspecified), (.accompaniedSidebarCell, .unspecified),
            (.sidebarSubtitleCell, .unspecified), (.accompaniedSidebarSubtitleCell, .unspecified), (.cell, .sidebar),
            (.cell, .sidebarPlain), (.subtitleCell, .sidebar),
        ] {
            add(factory, environment, selected, text: white, secondary: white80, image: white)
        }
        // A drop-targeted or focused sidebar row is tint-filled (§3.6): white.
        let dropTargeted = StateSpec("drop targeted") { $0.drop = .targeted }
        add(.sidebarCell, .unspecified, dropTargeted, text: white, secondary: white, image: white)
        add(.accompaniedSidebarCell, .unspecified, dropTargeted, text: white, secondary: white, image: white)
        add(.sidebarCell, .unspecified, focused, text: white, secondary: white, image: white)
        add(.cell, .sidebar, focused, text: white, secondary: white, image: white)

        // Sidebar cell disabled: quaternaryLabel. A selected, disabled row sits on quaternarySystemFill, not tint.
        for (factory, environment) in [
            (Factory.sidebarCell, ListEnvironment.unspecified), (.accompaniedSidebarCell, .unspecified),
            (.sidebarSubtitleCell, .unspecified), (.cell, .sidebar),
        ] {
            add(
                factory, environment, disabled, text: quaternaryLabel, secondary: quaternaryLabel,
                image: quaternaryLabel)
        }
        add(
            .sidebarCell, .unspecified,
            StateSpec("selected and disabled") {
                $0.selected = true
                $0.disabled = true
            },
            text: quaternaryLabel, secondary: quaternaryLabel, image: quaternaryLabel)

        // Sidebar highlighted: private highlight #7 on the text color (no secondary change). Its math is unknown
        // (§5); ReferenceChoices `highlight` mixes 15% toward black (light) / white (dark), which leaves label's
        // #000000 / #FFFFFF unchanged.
        for (factory, environment) in [
            (Factory.sidebarCell, ListEnvironment.unspecified), (.accompaniedSidebarCell, .unspecified),
            (.cell, .sidebar),
        ] {
            add(
                factory, environment, highlighted, text: label, transformer: .highlight, secondary: secondaryLabel,
                image: nil)
        }

        // Editing stops sidebar selection styling in non-plain lists (§1.5, §3.6): no tint fill, content unchanged.
        let selectedEditing = StateSpec("selected and editing") {
            $0.selected = true
            $0.editing = true
        }
        add(.sidebarCell, .unspecified, selectedEditing, text: label, secondary: secondaryLabel, image: nil)
        add(.cell, .sidebar, selectedEditing, text: label, secondary: secondaryLabel, image: nil)
        // ...but not in a plain-style list (§3.6 "selected (not editing, or editing in a plain-style list)"): the
        // sidebar-plain row keeps its tint fill, so its content turns white (§4.8 "any cell whose background is
        // tint-filled"). The sidebar-plain list is read as the plain-style sidebar list, as the background style does.
        add(.cell, .sidebarPlain, selectedEditing, text: white, secondary: white80, image: white)

        // Selected while another row is the drop target: systemGray through #3, not tint: unchanged.
        add(
            .sidebarCell, .unspecified,
            StateSpec("selected, drop not targeted") {
                $0.selected = true
                $0.drop = .notTargeted
            },
            text: label, secondary: secondaryLabel, image: nil)

        // Prominent headers: disabled → quaternaryLabel; highlighted → highlight #7.
        for factory in [Factory.prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader] {
            add(factory, .insetGrouped, disabled, text: quaternaryLabel, secondary: secondaryLabel, image: nil)
            add(
                factory, .insetGrouped, highlighted, text: label, transformer: .highlight, secondary: secondaryLabel,
                image: nil)
        }
        return rows
    }()

    @Test("§4.8 state changes", arguments: stateRows, Appearance.allCases)
    func stateChanges(_ row: StateRow, _ appearance: Appearance) {
        let traits = appearance.traits(row.environment)
        let config = row.factory.make().updated(for: row.spec.state(traits))
        let resolved = config.resolved(with: traits, tintColor: .systemBlue)

        #expect(config.textProperties.color == row.text.color, "text color")
        #expect(config.textProperties.colorTransformer == row.textTransformer, "text color transformer")
        #expect(resolved.textProperties.color.hexString == row.text.hex(appearance), "text color hex")
        #expect(config.secondaryTextProperties.color == row.secondary.color, "secondary color")
        #expect(config.secondaryTextProperties.colorTransformer == nil, "secondary color transformer")
        #expect(resolved.secondaryTextProperties.color.hexString == row.secondary.hex(appearance), "secondary hex")
        if let image = row.image {
            #expect(config.imageProperties.tintColor == image.color, "image tint")
            #expect(resolved.imageProperties.tintColor.hexString == image.hex(appearance), "image tint hex")
        } else {
            #expect(config.imageProperties.tintColor == nil, "image tint stays nil (tint)")
            #expect(
                resolved.imageProperties.tintColor.hexString
                    == (appearance == .light ? Self.tintHex.light : Self.tintHex.dark))
        }
    }

    /// §4.8 Mac-idiom sidebar: selected gives `label` text (not white, the fill is not tint); disabled gives alpha 0.5.
    @Test(arguments: Appearance.allCases)
    func macIdiomSidebar(_ appearance: Appearance) {
        let traits = appearance.traits(.sidebar, idiom: .mac)
        var state = CellConfigurationState(traitCollection: traits)
        state.isSelected = true
        let selected = ListContentConfiguration.sidebarCell().updated(for: state)
        #expect(selected.textProperties.color == .label)
        #expect(selected.resolved(with: traits).textProperties.color.hexString == Self.label.hex(appearance))
        #expect(selected.resolved(with: traits).textProperties.font.textStyle == .body)
        var disabledState = CellConfigurationState(traitCollection: traits)
        disabledState.isDisabled = true
        #expect(ListContentConfiguration.sidebarCell().updated(for: disabledState).alpha == 0.5)
        // §1.5, §12.5 decision 4: the disabled look is skipped while swiped, for every cell style.
        disabledState.isSwiped = true
        #expect(ListContentConfiguration.sidebarCell().updated(for: disabledState).alpha == 1)
    }

    // MARK: Accessibility sizes (§4.3, §4.4, §4.8, §10.3, §8.2)

    struct SizeRow: Sendable, CustomTestStringConvertible {
        var category: ContentSizeCategory
        /// §8.2 body point size.
        var bodySize: Double
        /// §4.4 fallback symbol scale: large below AX, medium at AX1–AX2, small from AX3.
        var symbolScale: SymbolConfiguration.Scale
        var testDescription: String { category.rawValue }
        var isAccessibility: Bool { category.isAccessibilityCategory }
    }

    static let sizes: [SizeRow] = [
        SizeRow(category: .extraSmall, bodySize: 14, symbolScale: .large),
        SizeRow(category: .small, bodySize: 15, symbolScale: .large),
        SizeRow(category: .medium, bodySize: 16, symbolScale: .large),
        SizeRow(category: .large, bodySize: 17, symbolScale: .large),
        SizeRow(category: .extraLarge, bodySize: 19, symbolScale: .large),
        SizeRow(category: .extraExtraLarge, bodySize: 21, symbolScale: .large),
        SizeRow(category: .extraExtraExtraLarge, bodySize: 23, symbolScale: .large),
        SizeRow(category: .accessibilityMedium, bodySize: 28, symbolScale: .medium),
        SizeRow(category: .accessibilityLarge, bodySize: 33, symbolScale: .medium),
        SizeRow(category: .accessibilityExtraLarge, bodySize: 40, symbolScale: .small),
        SizeRow(category: .accessibilityExtraExtraLarge, bodySize: 47, symbolScale: .small),
        SizeRow(category: .accessibilityExtraExtraExtraLarge, bodySize: 53, symbolScale: .small),
    ]

    /// Sidebar text is single-line with autoshrink (0.9) and tightening below AX sizes; at AX1+ numberOfLines
    /// becomes 0 and autoshrink and tightening stop.
    @Test(
        "Sidebar text at every content size",
        arguments: [
            (Factory.sidebarCell, ListEnvironment.unspecified), (.accompaniedSidebarCell, .unspecified),
            (.sidebarSubtitleCell, .unspecified), (.accompaniedSidebarSubtitleCell, .unspecified), (.cell, .sidebar),
            (.subtitleCell, .sidebarPlain),
        ], sizes)
    func sidebarTextBySize(_ factory: (Factory, ListEnvironment), _ size: SizeRow) {
        let traits = Appearance.light.traits(factory.1, category: size.category)
        let resolved = factory.0.make().updated(for: CellConfigurationState(traitCollection: traits))
            .resolved(with: traits)
        let text = resolved.textProperties
        #expect(text.font.textStyle == .body)
        #expect(text.font.pointSize == size.bodySize)
        if size.isAccessibility {
            #expect(text.numberOfLines == 0)
            #expect(text.adjustsFontSizeToFitWidth == false)
            #expect(text.minimumScaleFactor == 0)
            #expect(text.allowsDefaultTighteningForTruncation == false)
        } else {
            #expect(text.numberOfLines == 1)
            #expect(text.adjustsFontSizeToFitWidth == true)
            #expect(text.minimumScaleFactor == 0.9)
            #expect(text.allowsDefaultTighteningForTruncation == true)
        }
        #expect(
            resolved.imageProperties.symbolConfiguration
                == SymbolConfiguration(textStyle: .body, scale: size.symbolScale))
    }

    /// Non-sidebar cells keep numberOfLines 0 and no autoshrink at every size.
    @Test(arguments: [Factory.cell, .subtitleCell, .valueCell], sizes)
    func cellTextBySize(_ factory: Factory, _ size: SizeRow) {
        let traits = Appearance.dark.traits(.plain, category: size.category)
        let resolved = factory.make().updated(for: CellConfigurationState(traitCollection: traits))
            .resolved(with: traits)
        #expect(resolved.textProperties.font.pointSize == size.bodySize)
        #expect(resolved.textProperties.numberOfLines == 0)
        #expect(resolved.textProperties.adjustsFontSizeToFitWidth == false)
        #expect(resolved.textProperties.minimumScaleFactor == 0)
        #expect(
            resolved.imageProperties.symbolConfiguration
                == SymbolConfiguration(textStyle: .body, scale: size.symbolScale))
    }
}
