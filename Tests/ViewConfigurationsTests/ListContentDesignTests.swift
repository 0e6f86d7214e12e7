import Testing

@testable import ViewConfigurations

// List content in both designs: every factory (§4.5, the adaptive ones in every `listEnvironment` per §4.6) at
// content size Large with the iOS 14–18 values of §4.7 and the iOS 26 values of §4.9; the §4.8 state changes in
// the iOS 26 design; the §12.3 corrections (Bold Text, Caption 2 at AX5, wide-phone margins); and which defaults
// explain reports as inferred.
//
// The iOS 26 rows are the §4.7 rows with §4.9's changes written out as literals. Values §4.9 does not give keep
// their iOS 14–18 value (marked "kept" below) and are the inferred choices of `ReferenceChoices`. Colors are
// compared by name and against the color resolved for the same traits, so the iOS 26 palette (§7.6) can change
// hex values without touching these tables.

@Suite("List content in both designs (§4.7, §4.9, §12.3)")
struct ListContentDesignTests {
    typealias Table = ListContentStateTableTests
    typealias Defaults = Table.Defaults

    static func traits(
        _ environment: ListEnvironment, _ design: DesignGeneration, appearance: Table.Appearance = .light,
        category: ContentSizeCategory = .large
    ) -> TraitCollection {
        TraitCollection(
            userInterfaceStyle: appearance == .light ? .light : .dark, preferredContentSizeCategory: category,
            listEnvironment: environment, designGeneration: design)
    }

    // MARK: §4.9 values (literals)

    /// §4.9 "emphasized body": body's emphasized weight is semibold (§8.1), 17/22 at Large (§8.2).
    static let emphasizedBody = Table.FontSpec(style: .body, size: 17, weight: .semibold, leading: 22)

    /// The §4.7 row of a style changed as §4.9 says for the iOS 26 design.
    static func ios26(_ row: Defaults) -> Defaults {
        var d = row
        switch row.style {
        case .cell, .insetGroupedCell, .valueCell:
            // §4.9: top/bottom 15; leading/trailing kept. §12.5 decision 7: the value cell takes cell()'s values.
            d.margins = Table.margins(15, 16, 15, 8)
            d.paddings.vertical = 4  // §4.9
        case .subtitleCell:
            d.secondaryFont = Table.subheadline  // §4.9
            d.secondaryColor = Table.secondaryLabel  // §4.9
        case .plainHeader:
            d.textFont = emphasizedBody  // §4.9; margins {4, 8, 4, 8} kept
        case .groupedHeader:
            d.textFont = emphasizedBody  // §4.9
            d.transform = .none  // §4.9 "no uppercase"
            d.margins = Table.margins(10, 8, 10, 8)  // §4.9
        case .plainFooter:
            d.textFont = Table.shortFootnote  // §4.9 "short footnote (all footers)"; margins kept
        case .groupedFooter:
            d.margins = Table.margins(8, 8, 6, 8)  // §4.9; the short footnote is unchanged
        case .prominentInsetGroupedHeader:
            d.margins = Table.margins(10, 3, 10, 3)  // §4.9
            d.axes = .horizontal  // §4.9
        case .extraProminentInsetGroupedHeader, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell,
            .accompaniedSidebarSubtitleCell, .sidebarHeader, .header, .footer:
            break  // kept: no public iOS 26 value (§12.4; for the extra-prominent header §12.5 decision 6)
        }
        return d
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var row: Table.DefaultsRow
        var design: DesignGeneration
        var expected: Defaults { design == .ios18 ? row.expected : ListContentDesignTests.ios26(row.expected) }
        var testDescription: String { "\(row.testDescription), \(design.rawValue)" }
    }

    static let rows: [Row] = DesignGeneration.allCases.flatMap { design in
        Table.defaultsRows.map { Row(row: $0, design: design) }
    }

    @Test func everyFactoryIsCoveredInBothDesigns() {
        for design in DesignGeneration.allCases {
            #expect(Set(Self.rows.filter { $0.design == design }.map(\.row.factory)) == Set(Table.Factory.allCases))
        }
    }

    @Test("Every factory in both designs at Large", arguments: rows)
    func defaultsAtLarge(_ row: Row) {
        let traits = Self.traits(row.row.environment, row.design)
        let config = row.row.factory.make().updated(for: CellConfigurationState(traitCollection: traits))
        let resolved = config.resolved(with: traits, tintColor: .systemBlue)
        let expected = row.expected

        #expect(resolved.style == expected.style, "concrete style (§4.6)")
        Table.expectFont(resolved.textProperties.font, expected.textFont, "text")
        Table.expectFont(resolved.secondaryTextProperties.font, expected.secondaryFont, "secondary text")
        #expect(config.textProperties.color == expected.textColor.color, "text color")
        #expect(resolved.textProperties.color == expected.textColor.color.resolvedColor(with: traits))
        #expect(config.secondaryTextProperties.color == expected.secondaryColor.color, "secondary color")
        #expect(resolved.secondaryTextProperties.color == expected.secondaryColor.color.resolvedColor(with: traits))
        #expect(config.imageProperties.tintColor == nil, "§4.7: image tintColor nil (tint)")
        #expect(config.directionalLayoutMargins == expected.margins, "directionalLayoutMargins")
        #expect(config.axesPreservingSuperviewLayoutMargins == expected.axes, "axesPreservingSuperviewLayoutMargins")
        #expect(config.imageToTextPadding == expected.paddings.imageToText, "imageToTextPadding")
        #expect(config.textToSecondaryTextHorizontalPadding == expected.paddings.horizontal, "horizontal padding")
        #expect(config.textToSecondaryTextVerticalPadding == expected.paddings.vertical, "vertical padding")
        #expect(config.prefersSideBySideTextAndSecondaryText == expected.sideBySide, "side by side")
        #expect(resolved.textProperties.numberOfLines == (expected.sidebarText ? 1 : 0), "numberOfLines")
        #expect(resolved.textProperties.transform == expected.transform, "transform")
        #expect(resolved.textProperties.showsExpansionTextWhenTruncated == expected.showsExpansionText)
        #expect(config.alpha == 1)
    }

    /// The factories without a state give the default design's values: iOS 26.
    @Test func factoriesFollowTheDefaultDesign() {
        #expect(ListContentConfiguration.cell().directionalLayoutMargins == Table.margins(15, 16, 15, 8))
        #expect(ListContentConfiguration.cell().textToSecondaryTextVerticalPadding == 4)
        #expect(ListContentConfiguration.groupedHeader().textProperties.transform == .none)
        #expect(ListContentConfiguration.groupedFooter().directionalLayoutMargins == Table.margins(8, 8, 6, 8))
    }

    /// §4.9 "measured cell margins (iOS 26.5) 15 / 16 / 15 / 16": the configuration's {15, 16, 15, 8} with the
    /// preserved horizontal cell margin (16 on a phone).
    @Test func theMeasuredIOS26CellMarginsComeFromThePreservedMargins() {
        let traits = TraitCollection(horizontalSizeClass: .compact, designGeneration: .ios26)
        let resolved = ListContentConfiguration.cell().updated(for: CellConfigurationState(traitCollection: traits))
            .resolved(with: traits)
        #expect(resolved.effectiveDirectionalLayoutMargins == Table.margins(15, 16, 15, 16))
    }

    /// The grouped header's text is no longer uppercased in the iOS 26 design (§4.9); it still is in iOS 18 (§4.7).
    @Test(arguments: DesignGeneration.allCases)
    func groupedHeaderCaseByDesign(_ design: DesignGeneration) {
        let traits = Self.traits(.insetGrouped, design)
        var header = ListContentConfiguration.header().updated(for: CellConfigurationState(traitCollection: traits))
        header.text = "Recent items"
        let resolved = header.resolved(with: traits)
        #expect(resolved.text == (design == .ios18 ? "RECENT ITEMS" : "Recent items"))
    }

    // MARK: §4.8 state changes in the iOS 26 design

    /// Every §4.8 row (disabled, tint-filled, highlighted, sidebar selection, prominent headers) holds in the iOS 26
    /// design, colors compared by name and against the same traits' resolution.
    @Test("§4.8 state changes in the iOS 26 design", arguments: Table.stateRows, Table.Appearance.allCases)
    func stateChangesInIOS26(_ row: Table.StateRow, _ appearance: Table.Appearance) {
        let traits = Self.traits(row.environment, .ios26, appearance: appearance)
        let config = row.factory.make().updated(for: row.spec.state(traits))
        let resolved = config.resolved(with: traits, tintColor: .systemBlue)
        #expect(config.textProperties.color == row.text.color, "text color")
        #expect(config.textProperties.colorTransformer == row.textTransformer, "text color transformer")
        #expect(config.secondaryTextProperties.color == row.secondary.color, "secondary color")
        #expect(
            resolved.secondaryTextProperties.color == row.secondary.color.resolvedColor(with: traits),
            "secondary resolved")
        #expect(config.imageProperties.tintColor == row.image?.color, "image tint")
    }

    /// The iOS 26 subtitle cell's secondaryLabel secondary text still turns tertiaryLabel when disabled and white
    /// on a tint fill (§4.8 applies over §4.9's new default).
    @Test func ios26SubtitleSecondaryTextFollowsTheStates() {
        let traits = Self.traits(.plain, .ios26)
        let subtitle = ListContentConfiguration.subtitleCell()
        #expect(
            subtitle.updated(for: StateSpec("normal").state(traits)).secondaryTextProperties.color == .secondaryLabel)
        #expect(
            subtitle.updated(for: Table.disabled.state(traits)).secondaryTextProperties.color == .tertiaryLabel)
        #expect(subtitle.updated(for: Table.focused.state(traits)).secondaryTextProperties.color == .white)
    }

    // MARK: §12.3 corrections

    /// §12.3: under Bold Text the system font adds about 200 to regular and heavier weights, capped at black; lighter
    /// weights are unchanged.
    @Test(
        arguments: [
            (Font.Weight.ultraLight, Font.Weight.ultraLight), (.thin, .thin), (.light, .light), (.regular, .semibold),
            (.medium, .bold), (.semibold, .heavy), (.bold, .black), (.heavy, .black), (.black, .black),
        ])
    func boldTextWeight(_ weight: Font.Weight, _ bolder: Font.Weight) {
        #expect(ReferenceChoices.boldTextWeight(for: weight) == bolder)
    }

    /// §12.3 through the text styles: default and emphasized weights (§8.1) under Bold Text, in both designs.
    @Test(arguments: TextStyle.allCases, DesignGeneration.allCases)
    func boldTextOnTextStyles(_ style: TextStyle, _ design: DesignGeneration) {
        let bold = TraitCollection(legibilityWeight: .bold, designGeneration: design)
        let regular: Font.Weight = style == .headline ? .heavy : .semibold  // headline is semibold, others regular
        let emphasized: Font.Weight =
            [.largeTitle, .title1, .title2].contains(style) ? .black : .heavy  // bold → black, semibold → heavy
        let font = Font.preferredFont(forTextStyle: style, compatibleWith: bold)
        #expect(font.weight == regular)
        #expect(font.withSymbolicTraits(.traitBold).weight == emphasized)
    }

    /// The iOS 26 grouped header's emphasized body under Bold Text: semibold → heavy (§4.9, §12.3).
    @Test func ios26HeaderUnderBoldText() {
        let traits = TraitCollection(legibilityWeight: .bold, listEnvironment: .grouped, designGeneration: .ios26)
        let header = ListContentConfiguration.header().updated(for: CellConfigurationState(traitCollection: traits))
        #expect(header.resolved(with: traits).textProperties.font.weight == .heavy)
    }

    /// §12.3: Caption 2 is 41 pt at AX5 (a simulator measurement; §8.2 said 40); its leading stays 48.
    @Test func caption2AtAX5() {
        let ax5 = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let font = Font.preferredFont(forTextStyle: .caption2, compatibleWith: ax5)
        #expect(font.pointSize == 41)
        #expect(font.leading == 48)
        let ax4 = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraLarge)
        #expect(Font.preferredFont(forTextStyle: .caption2, compatibleWith: ax4).pointSize == 34)
    }

    struct WidthRow: Sendable, CustomTestStringConvertible {
        var width: Double?
        var sizeClass: UserInterfaceSizeClass
        /// The preserved horizontal cell margin.
        var margin: Double
        var testDescription: String { "\(width.map { "\($0) pt" } ?? "no width"), \(sizeClass.rawValue)" }
    }

    /// §12.3 wide phones: with a container width, 20 from 414 pt (Plus/Max phones) in compact width, and 20 in
    /// regular width; without one, the size class alone (§10.2: 16 compact or unspecified, 20 regular).
    static let widthRows: [WidthRow] = [
        WidthRow(width: nil, sizeClass: .unspecified, margin: 16),
        WidthRow(width: nil, sizeClass: .compact, margin: 16),
        WidthRow(width: nil, sizeClass: .regular, margin: 20),
        WidthRow(width: 375, sizeClass: .compact, margin: 16),
        WidthRow(width: 393, sizeClass: .compact, margin: 16),
        WidthRow(width: 413.5, sizeClass: .compact, margin: 16),
        WidthRow(width: 414, sizeClass: .compact, margin: 20),
        WidthRow(width: 430, sizeClass: .compact, margin: 20),
        WidthRow(width: 440, sizeClass: .unspecified, margin: 20),
        WidthRow(width: 375, sizeClass: .regular, margin: 20),
        WidthRow(width: 1024, sizeClass: .regular, margin: 20),
    ]

    @Test(arguments: widthRows, DesignGeneration.allCases)
    func cellMarginsFollowTheContainerWidth(_ row: WidthRow, _ design: DesignGeneration) {
        let traits = TraitCollection(
            horizontalSizeClass: row.sizeClass, containerWidth: row.width, designGeneration: design)
        let cell = ListContentConfiguration.cell().updated(for: CellConfigurationState(traitCollection: traits))
        let effective = cell.resolved(with: traits).effectiveDirectionalLayoutMargins
        let vertical = design == .ios18 ? 11.0 : 15.0
        #expect(effective == Table.margins(vertical, row.margin, vertical, row.margin))
    }

    @Test func containerWidthTakesPartInEqualityAndHashing() {
        let narrow = TraitCollection(containerWidth: 375)
        let wide = TraitCollection(containerWidth: 430)
        #expect(narrow != wide)
        #expect(narrow != TraitCollection())
        #expect(Set([narrow, wide, TraitCollection(), TraitCollection(containerWidth: 375)]).count == 3)
    }

    // MARK: Inferred defaults (explain)

    @Test(arguments: DesignGeneration.allCases)
    func everyInferredPathIsACatalogueRow(_ design: DesignGeneration) {
        let environments = ListEnvironment.allCases
        for style in ListContentStyle.allCases {
            for environment in environments {
                for spec in [StateSpec("normal"), Table.selected, Table.highlighted, Table.disabled] {
                    let state = spec.state(Self.traits(environment, design))
                    for path in style.inferredDefaults(for: state).keys {
                        #expect(
                            ListContentConfiguration.catalogue.property(at: path) != nil,
                            "\(style) \(path) is not a catalogue row")
                    }
                }
            }
        }
    }

    @Test(arguments: ListContentStyle.allCases, DesignGeneration.allCases)
    func axesAreDisputedForEveryStyle(_ style: ListContentStyle, _ design: DesignGeneration) {
        let inferred = style.inferredDefaults(for: CellConfigurationState(traitCollection: Self.traits(.plain, design)))
        #expect(inferred["axesPreservingSuperviewLayoutMargins"]?.contains("disputed") == true)
    }

    @Test func inferredDefaultsOfSomeStyles() {
        func inferred(
            _ style: ListContentStyle, _ environment: ListEnvironment, _ design: DesignGeneration,
            _ spec: StateSpec = StateSpec("normal")
        ) -> Set<String> {
            Set(style.inferredDefaults(for: spec.state(Self.traits(environment, design))).keys)
        }
        let axes = "axesPreservingSuperviewLayoutMargins"
        let paddings: Set = [
            "imageToTextPadding", "textToSecondaryTextHorizontalPadding", "textToSecondaryTextVerticalPadding",
        ]

        // iOS 18: only what §4.7 leaves open.
        #expect(inferred(.cell, .plain, .ios18) == [axes])
        #expect(inferred(.header, .plain, .ios18) == [axes, "secondaryTextProperties.font"])
        #expect(inferred(.sidebarSubtitleCell, .unspecified, .ios18) == [axes, "directionalLayoutMargins"])
        #expect(
            inferred(.sidebarHeader, .unspecified, .ios18)
                == paddings.union([axes, "directionalLayoutMargins", "secondaryTextProperties.font"]))
        #expect(
            inferred(.footer, .grouped, .ios18)
                == paddings.union([axes, "textProperties.font", "secondaryTextProperties.font"]))
        // The sidebar's selection tint rests on "selection is key" (open question 8); highlight math (§5).
        #expect(
            inferred(.sidebarCell, .unspecified, .ios18, Table.selected)
                == [axes, "textProperties.color", "secondaryTextProperties.color", "imageProperties.tintColor"])
        // The highlight transformer is named (observed); the color it gives rests on its private math.
        #expect(inferred(.sidebarCell, .unspecified, .ios18, Table.highlighted) == [axes, "textProperties.color"])
        // A drop-targeted row shows the selected appearance (§3.6), so its tint rests on the same choice.
        let selectedAndTargeted = StateSpec("selected, drop targeted") {
            $0.selected = true
            $0.drop = .targeted
        }
        #expect(
            inferred(.sidebarCell, .unspecified, .ios18, selectedAndTargeted)
                == [axes, "textProperties.color", "secondaryTextProperties.color", "imageProperties.tintColor"])
        // A focused row is white whatever the selection (§1.5); its selected secondary text at 80 % is decided
        // without a source (§12.5 decision 10).
        let focused = StateSpec("focused") { $0.focused = true }
        #expect(inferred(.sidebarCell, .unspecified, .ios18, focused) == [axes])
        let focusedAndSelected = StateSpec("focused, selected") {
            $0.focused = true
            $0.selected = true
        }
        #expect(
            inferred(.sidebarCell, .unspecified, .ios18, focusedAndSelected) == [axes, "secondaryTextProperties.color"])

        // iOS 26: what §4.9 does not give is kept from iOS 18 and reported.
        let cell26 = ListContentStyle.cell.inferredDefaults(
            for: CellConfigurationState(traitCollection: Self.traits(.plain, .ios26)))
        #expect(
            Set(cell26.keys) == [
                axes, "directionalLayoutMargins", "textProperties.color", "secondaryTextProperties.font",
                "secondaryTextProperties.color", "imageToTextPadding", "textToSecondaryTextHorizontalPadding",
            ])
        #expect(cell26["directionalLayoutMargins"]?.contains("leading 16 and trailing 8 are kept") == true)
        #expect(
            inferred(.subtitleCell, .plain, .ios26)
                == paddings.union([axes, "textProperties.color", "directionalLayoutMargins"]))
        let valueCell = inferred(.valueCell, .plain, .ios26)
        #expect(
            valueCell.isSuperset(of: [
                "directionalLayoutMargins", "textToSecondaryTextVerticalPadding", "secondaryTextProperties.font",
                "prefersSideBySideTextAndSecondaryText",
            ]))
        #expect(!valueCell.contains("textProperties.font"))
        #expect(inferred(.header, .grouped, .ios26).contains("directionalLayoutMargins") == false)
        #expect(inferred(.header, .plain, .ios26).contains("directionalLayoutMargins"), "plain header margins kept")
        #expect(!inferred(.header, .plain, .ios26).contains("textProperties.font"), "§4.9 gives the header font")
        #expect(inferred(.footer, .plain, .ios26).contains("textProperties.font"), "the short footnote's leading")
        let extra = ListContentStyle.extraProminentInsetGroupedHeader.inferredDefaults(
            for: CellConfigurationState(traitCollection: Self.traits(.insetGrouped, .ios26)))
        #expect(extra["directionalLayoutMargins"] == ReferenceChoices.keptInIOS26)
        #expect(extra[axes]?.hasPrefix("disputed") == true, "inferred in both designs")
        #expect(
            ListContentStyle.prominentInsetGroupedHeader.inferredDefaults(
                for: CellConfigurationState(traitCollection: Self.traits(.insetGrouped, .ios26)))[
                    "directionalLayoutMargins"]
                == nil)
        let sidebar = inferred(.sidebarCell, .sidebar, .ios26)
        #expect(sidebar.isSuperset(of: paddings.union(["directionalLayoutMargins", "textProperties.font"])))
    }
}
