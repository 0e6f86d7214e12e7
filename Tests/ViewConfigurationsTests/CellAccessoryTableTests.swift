import Testing

@testable import ViewConfigurations

// Every system accessory (accessories reference §1.1–§1.2) × displayed × editing × tint-filled or not × both designs
// × sidebar or not × four content sizes × light and dark, against the §1.2 table, the §1.3 disc recipes, the §1.4
// state reactions, the §1.5 sizes and the §1.6 iOS 26 notes.
//
// Expected values are literals transcribed from `uikit-accessories-separators-buttons.md`; colors as hex from the facts
// file's §7 (alphas rounded half up, decision 1; the iOS 26 accents of §7.6). Values the reference leaves open are the
// choices of `ReferenceChoices+Row.swift`, written here as literals and marked "ReferenceChoices".

@Suite("Cell accessories (accessories reference §1)")
struct CellAccessoryTableTests {
    /// A color as the reference names it.
    enum Paint: Equatable {
        case tertiaryLabel, secondaryLabel, separator, white, whiteAt80, whiteAt20, tint, clear
        /// ReferenceChoices: the iOS 26 monochrome treatment is monochromeTint, systemGray.
        case monochromeGray
        case red, green

        func hex(_ design: DesignGeneration, dark: Bool) -> String {
            let ios26 = design == .ios26
            switch self {
            case .tertiaryLabel: return dark ? "#EBEBF54D" : "#3C3C434D"
            case .secondaryLabel: return dark ? "#EBEBF599" : "#3C3C4399"
            case .separator: return dark ? "#54545899" : "#3C3C434A"
            case .white: return "#FFFFFF"
            case .whiteAt80: return "#FFFFFFCC"
            case .whiteAt20: return "#FFFFFF33"
            case .clear: return "#00000000"
            case .tint: return ios26 ? (dark ? "#0091FF" : "#0088FF") : (dark ? "#0A84FF" : "#007AFF")
            case .monochromeGray: return "#8E8E93"
            case .red: return ios26 ? (dark ? "#FF4245" : "#FF383C") : (dark ? "#FF453A" : "#FF3B30")
            case .green: return dark ? "#30D158" : "#34C759"
            }
        }
    }

    /// A row of the §1.2 table.
    struct Row: Sendable {
        let type: CellAccessory.AccessoryType
        let order: Int
        let displayed: CellAccessory.DisplayedState
        /// Default reservedLayoutWidth: standard (true) or actual (false).
        let standard: Bool
        let symbol: String?
        /// Emphasized body (semibold) or body.
        let emphasized: Bool
        /// Scale at Large, xxxL, AX1 and AX3.
        let scales: [SymbolConfiguration.Scale]
        let normal: Paint
        let filled: Paint
    }

    static let small: [SymbolConfiguration.Scale] = [.small, .small, .small, .small]
    /// Body, large; medium at AX1–AX2, small from AX3 (§1.2 reorder; ReferenceChoices for the controls, §1.5).
    static let stepped: [SymbolConfiguration.Scale] = [.large, .large, .medium, .small]

    static let rows: [Row] = [
        Row(
            type: .disclosureIndicator, order: 205, displayed: .always, standard: false, symbol: "chevron.forward",
            emphasized: true, scales: small, normal: .tertiaryLabel, filled: .whiteAt80),
        // ReferenceChoices: the checkmark's "largest AX sizes" are AX3 and above.
        Row(
            type: .checkmark, order: 202, displayed: .always, standard: true, symbol: "checkmark", emphasized: true,
            scales: [.medium, .medium, .medium, .small], normal: .tint, filled: .white),
        Row(
            type: .delete, order: 101, displayed: .whenEditing, standard: true, symbol: "minus.circle.fill",
            emphasized: false, scales: stepped, normal: .white, filled: .white),
        Row(
            type: .insert, order: 102, displayed: .whenEditing, standard: true, symbol: "plus.circle.fill",
            emphasized: false, scales: stepped, normal: .white, filled: .white),
        Row(
            type: .reorder, order: 208, displayed: .whenEditing, standard: true, symbol: "line.horizontal.3",
            emphasized: false, scales: stepped, normal: .tertiaryLabel, filled: .whiteAt80),
        Row(
            type: .multiselect, order: 103, displayed: .whenEditing, standard: true, symbol: "circle",
            emphasized: false, scales: stepped, normal: .tertiaryLabel, filled: .tint),
        Row(
            type: .outlineDisclosure, order: 206, displayed: .always, standard: false, symbol: "chevron.forward",
            emphasized: true, scales: small, normal: .tint, filled: .white),
        Row(
            type: .label, order: 201, displayed: .always, standard: false, symbol: nil, emphasized: false,
            scales: small, normal: .secondaryLabel, filled: .whiteAt80),
        Row(
            type: .detail, order: 203, displayed: .always, standard: true, symbol: "info.circle", emphasized: false,
            scales: stepped, normal: .tint, filled: .white),
        Row(
            type: .popUpMenu, order: 204, displayed: .always, standard: false, symbol: "chevron.up.chevron.down",
            emphasized: true, scales: small, normal: .tertiaryLabel, filled: .whiteAt80),
    ]

    /// §1.4: shown for `.always`, `.whenEditing` while editing, `.whenNotEditing` while not: [displayed][editing].
    static let displayedTable: [CellAccessory.DisplayedState: [Bool: Bool]] = [
        .always: [false: true, true: true], .whenEditing: [false: false, true: true],
        .whenNotEditing: [false: true, true: false],
    ]

    static let categories: [ContentSizeCategory] = [
        .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraLarge,
    ]
    /// Body point size at those categories (facts §8.2), which scales the standard width and the label font.
    static let bodySizes: [Double] = [17, 23, 28, 40]

    /// A row state: in an inset-grouped or sidebar list, tint-filled or not. A sidebar row fills with the tint when
    /// selected (not editing) or focused; other rows when focused (decision 3).
    static func state(
        sidebar: Bool, filled: Bool, editing: Bool, design: DesignGeneration, category: ContentSizeCategory, dark: Bool
    ) -> CellConfigurationState {
        let traits = TraitCollection(
            userInterfaceStyle: dark ? .dark : .light, preferredContentSizeCategory: category,
            listEnvironment: sidebar ? .sidebar : .insetGrouped, designGeneration: design)
        var state = CellConfigurationState(traitCollection: traits)
        state.isEditing = editing
        if filled {
            if sidebar && !editing { state.isSelected = true } else { state.isFocused = true }
        }
        return state
    }

    /// The §1.2/§1.3/§1.4 colors of a default accessory: glyph, disc and rendering mode.
    static func expectedColors(
        _ row: Row, filled: Bool, selected: Bool, monochrome: Bool
    ) -> (glyph: Paint, disc: Paint?, mode: ResolvedCellAccessory.SymbolRenderingMode) {
        switch row.type {
        case .delete: return (.white, .red, .multicolor)
        case .insert: return (.white, .green, .multicolor)
        case .multiselect:
            guard selected else { return (filled ? .tint : .tertiaryLabel, nil, .monochrome) }
            // ReferenceChoices: without a background the check is knocked out of the tinted disc.
            return filled ? (.tint, .white, .palette) : (.clear, .tint, .monochrome)
        case .outlineDisclosure, .detail:
            if monochrome { return (.monochromeGray, nil, .monochrome) }
            return (filled ? row.filled : row.normal, nil, .monochrome)
        default:
            return (filled ? row.filled : row.normal, nil, .monochrome)
        }
    }

    @Test(arguments: DesignGeneration.allCases)
    func everyTypeDisplayedEditingTintFillSidebarAndSize(design: DesignGeneration) {
        var checked = 0
        for row in Self.rows {
            for displayed in CellAccessory.DisplayedState.allCases {
                var accessory = CellAccessory(row.type)
                accessory.displayed = displayed
                if row.type == .label { accessory.text = "12" }
                for editing in [false, true] {
                    for filled in [false, true] {
                        for sidebar in [false, true] {
                            for (index, category) in Self.categories.enumerated() {
                                for dark in [false, true] {
                                    let state = Self.state(
                                        sidebar: sidebar, filled: filled, editing: editing, design: design,
                                        category: category, dark: dark)
                                    #expect(ListContentStyle.cell.rowIsTintFilled(in: state) == filled)
                                    let resolved = accessory.resolved(for: state)
                                    let expected = Self.displayedTable[displayed]?[editing] ?? false
                                    #expect(resolved.isDisplayed == expected && resolved.isVisible == expected)
                                    check(row, resolved, state: state, sizeIndex: index, filled: filled)
                                    checked += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        #expect(checked == 10 * 3 * 2 * 2 * 2 * 4 * 2)
    }

    /// The table's values for one resolved accessory.
    func check(
        _ row: Row, _ resolved: ResolvedCellAccessory, state: CellConfigurationState, sizeIndex: Int, filled: Bool
    ) {
        let traits = state.traitCollection
        let design = traits.designGeneration
        let sidebar = traits.listEnvironment == .sidebar
        let context = "\(row.type) \(design) sidebar \(sidebar) filled \(filled) \(traits.preferredContentSizeCategory)"
        #expect(resolved.order == row.order, "\(context)")
        #expect(resolved.placement == (row.order < 200 ? .leading : .trailing), "\(context)")
        let selected = state.isSelected
        let symbol = row.type == .multiselect && selected ? "checkmark.circle.fill" : row.symbol
        #expect(resolved.symbolName == symbol, "\(context)")
        if row.symbol != nil {
            let configuration = SymbolConfiguration(
                textStyle: .body, weight: row.emphasized ? .semibold : nil, scale: row.scales[sizeIndex])
            #expect(resolved.symbolConfiguration == configuration, "\(context)")
        }
        // §1.5: 24 points, 28 in sidebars, scaled like body text; actual reserves nothing.
        let width = row.standard ? (sidebar ? 28 : 24) * Self.bodySizes[sizeIndex] / 17 : 0
        #expect(abs(resolved.reservedLayoutWidth - width) < 1e-9, "\(context)")
        let monochrome = design == .ios26 && sidebar && !filled && !selected
        let colors = Self.expectedColors(row, filled: filled, selected: selected, monochrome: monochrome)
        #expect(resolved.glyphColor.hexString == colors.glyph.hex(design, dark: traits.isDark), "\(context)")
        #expect(resolved.discColor?.hexString == colors.disc?.hex(design, dark: traits.isDark), "\(context)")
        #expect(resolved.symbolRenderingMode == colors.mode, "\(context)")
        if row.type == .reorder {
            let line: Paint = filled ? .whiteAt20 : .separator
            #expect(resolved.verticalSeparatorColor?.hexString == line.hex(design, dark: traits.isDark), "\(context)")
        }
        if row.type == .label {
            #expect(resolved.text == "12" && resolved.font?.pointSize == Self.bodySizes[sizeIndex], "\(context)")
            #expect(resolved.font?.weight == .regular && resolved.font?.textStyle == .body, "\(context)")
        }
    }
}
