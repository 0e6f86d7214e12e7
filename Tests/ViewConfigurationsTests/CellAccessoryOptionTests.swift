import Testing

@testable import ViewConfigurations

// The options of cell accessories (accessories reference §1.1, §1.3, §1.5), the refusals UIKit makes (§1.1 "only one
// instance of each system accessory"; `label(text:)` requires text), drawing order (§1.2 order numbers) and what
// explain marks inferred. Expected values are literals transcribed from the reference.

@Suite("Cell accessory options, refusals and explain (accessories reference §1)")
struct CellAccessoryOptionTests {
    static let light18 = CellConfigurationState(
        traitCollection: TraitCollection(
            userInterfaceStyle: .light, listEnvironment: .insetGrouped, designGeneration: .ios18))

    static func sidebarSelected(_ design: DesignGeneration) -> CellConfigurationState {
        var state = CellConfigurationState(
            traitCollection: TraitCollection(
                userInterfaceStyle: .light, listEnvironment: .sidebar, designGeneration: design))
        state.isSelected = true
        return state
    }

    // MARK: §1.3 disc recipes

    /// §1.3: neither option → multicolor; tint only → white glyph on a tint disc; tint and background → tint glyph on
    /// the background; background only → ignored. Delete and insert; a tint-filled row leaves them as they are.
    @Test(arguments: [CellAccessory.AccessoryType.delete, .insert])
    func deleteAndInsertDiscRecipes(type: CellAccessory.AccessoryType) {
        let multicolorDisc = type == .delete ? "#FF3B30" : "#34C759"  // ReferenceChoices: systemRed, systemGreen
        let cases: [(tint: Color?, background: Color?, glyph: String, disc: String, mode: String)] = [
            (nil, nil, "#FFFFFF", multicolorDisc, "multicolor"),
            (.systemPurple, nil, "#FFFFFF", "#AF52DE", "palette"),
            (.systemPurple, .systemYellow, "#AF52DE", "#FFCC00", "palette"),
            (nil, .systemYellow, "#FFFFFF", multicolorDisc, "multicolor"),
        ]
        for state in [Self.light18, Self.sidebarSelected(.ios18)] {
            for item in cases {
                var accessory = CellAccessory(type)
                accessory.tintColor = item.tint
                accessory.backgroundColor = item.background
                let resolved = accessory.resolved(for: state)
                #expect(resolved.glyphColor.hexString == item.glyph)
                #expect(resolved.discColor?.hexString == item.disc)
                #expect(resolved.symbolRenderingMode.rawValue == item.mode)
            }
        }
    }

    /// §1.3 multiselect, selected: the check in the tint on the background when both are set; a tint alone fills the
    /// disc; a tint-filled row sets the cell's tint on a white disc (§1.4).
    @Test func multiselectRecipes() {
        var state = Self.light18
        state.isSelected = true
        var accessory = CellAccessory.multiselect(tintColor: .systemPurple, backgroundColor: .systemYellow)
        var resolved = accessory.resolved(for: state)
        #expect(resolved.glyphColor.hexString == "#AF52DE" && resolved.discColor?.hexString == "#FFCC00")
        accessory.backgroundColor = nil
        resolved = accessory.resolved(for: state)
        // ReferenceChoices: the check is knocked out of the disc.
        #expect(resolved.glyphColor.hexString == "#00000000" && resolved.discColor?.hexString == "#AF52DE")
        resolved = CellAccessory.multiselect().resolved(for: Self.sidebarSelected(.ios18), tintColor: .systemOrange)
        #expect(resolved.glyphColor.hexString == "#FF9500" && resolved.discColor?.hexString == "#FFFFFF")
        #expect(resolved.tintColor?.hexString == "#FF9500" && resolved.backgroundColor?.hexString == "#FFFFFF")
        state.isSelected = false
        resolved = CellAccessory.multiselect(tintColor: .systemPurple).resolved(for: state)
        #expect(resolved.symbolName == "circle" && resolved.glyphColor.hexString == "#AF52DE")
    }

    /// §1.2: a tint set on the accessory wins over the default, on a tint-filled row too; the cell's tint feeds the
    /// "inherited tint" defaults.
    @Test func tintOptionAndInheritedTint() {
        let filled = Self.sidebarSelected(.ios18)
        #expect(
            CellAccessory.disclosureIndicator(tintColor: .systemRed).resolved(for: filled).glyphColor.hexString
                == "#FF3B30")
        #expect(
            CellAccessory.checkmark().resolved(for: Self.light18, tintColor: .systemPink).glyphColor.hexString
                == "#FF2D55")
        #expect(
            CellAccessory.checkmark().resolved(for: filled, tintColor: .systemPink).glyphColor.hexString
                == "#FFFFFF")
    }

    /// Headers' content never turns white on a tint fill (facts §4.8 lists cells only), so neither do the
    /// accessories of a header item: a focused grouped header keeps the inherited tint.
    @Test func aHeaderItemsAccessoriesStayOffWhite() {
        var focused = Self.light18
        focused.isFocused = true
        let outline = CellAccessory.outlineDisclosure()
        #expect(
            outline.resolved(for: focused, contentStyle: .header, isHeaderItem: true).glyphColor.hexString == "#007AFF")
        #expect(outline.resolved(for: focused).glyphColor.hexString == "#FFFFFF")
    }

    /// §1.1: a hidden accessory keeps its space; custom widths are points; a reorder control without its line;
    /// a label's own font, fixed when it does not follow the content size; outline style and rotation.
    @Test func optionsOfEachType() {
        var state = Self.light18
        state.isEditing = true
        let hidden = CellAccessory.reorder(showsVerticalSeparator: false, isHidden: true).resolved(for: state)
        #expect(hidden.isDisplayed && !hidden.isVisible && hidden.verticalSeparatorColor == nil)
        #expect(
            CellAccessory.checkmark(reservedLayoutWidth: .custom(30)).resolved(for: state).reservedLayoutWidth == 30)
        #expect(CellAccessory.checkmark(reservedLayoutWidth: .actual).resolved(for: state).reservedLayoutWidth == 0)
        #expect(
            CellAccessory.disclosureIndicator(reservedLayoutWidth: .standard).resolved(for: state)
                .reservedLayoutWidth == 24)
        // §1.5: 28 in sidebars, whatever the row's content style (a value cell in a sidebar list too).
        var sidebarList = state
        sidebarList.traitCollection.listEnvironment = .sidebarPlain
        #expect(
            CellAccessory.checkmark().resolved(for: sidebarList, contentStyle: .valueCell).reservedLayoutWidth == 28)
        var large = Self.light18
        large.traitCollection.preferredContentSizeCategory = .accessibilityMedium
        let fixed = CellAccessory.label(
            text: "3", font: .systemFont(ofSize: 13), adjustsFontForContentSizeCategory: false)
        #expect(fixed.resolved(for: large).font?.pointSize == 13)
        let body = CellAccessory.label(text: "3", font: .preferredFont(forTextStyle: .footnote))
        #expect(body.resolved(for: large).font?.pointSize == 23)  // footnote at AX1 (facts §8.2)
        var expanded = Self.light18
        expanded.isExpanded = true
        let outline = CellAccessory.outlineDisclosure()
        #expect(outline.resolved(for: expanded).pointsDown && !outline.resolved(for: Self.light18).pointsDown)
        #expect(outline.resolved(for: expanded).outlineDisclosureStyle == .cell)
        #expect(outline.resolved(for: expanded, isHeaderItem: true).outlineDisclosureStyle == .header)
        #expect(
            CellAccessory.outlineDisclosure(style: .cell).resolved(for: expanded, isHeaderItem: true)
                .outlineDisclosureStyle == .cell)
    }

    /// §1.5: 8 points between trailing accessories, 16 between leading ones, 16 from the content.
    @Test func spacing() {
        #expect(CellAccessory.interAccessoryPadding(on: .trailing) == 8)
        #expect(CellAccessory.interAccessoryPadding(on: .leading) == 16)
        #expect(CellAccessory.contentToAccessoryPadding == 16)
    }

    /// Facts §7.2 under increased contrast: tertiaryLabel 0.38 → @0x61, secondaryLabel @0xAD.
    @Test func increasedContrastDefaults() {
        var state = Self.light18
        state.traitCollection.accessibilityContrast = .high
        #expect(CellAccessory.disclosureIndicator().resolved(for: state).glyphColor.hexString == "#3C3C4361")
        #expect(CellAccessory.label(text: "1").resolved(for: state).glyphColor.hexString == "#3C3C43AD")
        #expect(CellAccessory.checkmark().resolved(for: state).glyphColor.hexString == "#0040DD")
    }

    // MARK: Order and refusals

    /// §1.2: leading accessories first (ReferenceChoices: delete outermost), then the trailing ones from the content
    /// outward, whatever the array's order.
    @Test func drawingOrderFollowsTheOrderNumbers() throws {
        var state = Self.light18
        state.isEditing = true
        let accessories: [CellAccessory] = [
            .reorder(), .popUpMenu(), .disclosureIndicator(), .label(text: "4"), .delete(), .checkmark(),
            .multiselect(), .detail(), .outlineDisclosure(), .insert(),
        ]
        let resolved = try CellAccessory.resolved(accessories, for: state)
        #expect(
            resolved.map(\.accessoryType) == [
                .delete, .insert, .multiselect, .label, .checkmark, .detail, .popUpMenu, .disclosureIndicator,
                .outlineDisclosure, .reorder,
            ])
    }

    @Test func twoOfOneSystemTypeAreRefusedWithAPointer() {
        let accessories: [CellAccessory] = [.checkmark(), .disclosureIndicator(), .checkmark(tintColor: .systemRed)]
        #expect(throws: CellAccessoryError.duplicateType(.checkmark, firstIndex: 0, index: 2)) {
            try CellAccessory.validate(accessories)
        }
        #expect(
            CellAccessoryError.duplicateType(.checkmark, firstIndex: 0, index: 2).pointerComponents == ["2", "type"])
    }

    @Test(arguments: [nil, ""] as [String?])
    func aLabelWithoutTextIsRefused(text: String?) {
        var label = CellAccessory(.label)
        label.text = text
        #expect(throws: CellAccessoryError.labelWithoutText(index: 1)) {
            try CellAccessory.validate([.checkmark(), label])
        }
        #expect(CellAccessoryError.labelWithoutText(index: 1).pointerComponents == ["1", "text"])
    }

    @Test func optionsATypeDoesNotHaveAreRefused() {
        var checkmark = CellAccessory.checkmark()
        checkmark.backgroundColor = .systemRed
        #expect(throws: CellAccessoryError.optionNotApplicable(option: "backgroundColor", type: .checkmark, index: 0)) {
            try CellAccessory.validate([checkmark])
        }
        var disclosure = CellAccessory.disclosureIndicator()
        disclosure.text = "x"
        #expect(throws: CellAccessoryError.optionNotApplicable(option: "text", type: .disclosureIndicator, index: 0)) {
            try CellAccessory.validate([disclosure])
        }
        var detail = CellAccessory.detail()
        detail.showsVerticalSeparator = false
        #expect(
            throws: CellAccessoryError.optionNotApplicable(option: "showsVerticalSeparator", type: .detail, index: 0)
        ) {
            try CellAccessory.validate([detail])
        }
        #expect(throws: CellAccessoryError.invalidReservedLayoutWidth(-1, index: 0)) {
            try CellAccessory.validate([.checkmark(reservedLayoutWidth: .custom(-1))])
        }
        #expect(throws: Never.self) {
            try CellAccessory.validate([
                .delete(backgroundColor: .systemRed), .label(text: "1", font: .systemFont(ofSize: 12)),
                .reorder(showsVerticalSeparator: false), .outlineDisclosure(style: .header),
            ])
        }
    }

    // MARK: Explain

    /// iOS 18: the chevron's defaults are all observed, so nothing is marked; the controls' symbol configuration is,
    /// and an accessory's place once another shares its edge; a tint-filled sidebar row rests on the selection being
    /// key (decision 11).
    @Test func explainMarksOnlyOpenValuesInTheIOS18Design() {
        #expect(CellAccessory.disclosureIndicator().inferredDefaults(for: Self.light18).isEmpty)
        #expect(CellAccessory.checkmark().inferredDefaults(for: Self.light18).isEmpty)
        let delete = CellAccessory.delete().inferredDefaults(for: Self.light18)
        #expect(Set(delete.keys) == ["symbolConfiguration", "discColor"])
        #expect(
            CellAccessory.delete(tintColor: .systemRed).inferredDefaults(for: Self.light18).keys.sorted()
                == ["symbolConfiguration"])
        let row: [CellAccessory] = [.delete(), .insert(), .checkmark()]
        #expect(CellAccessory.inferredOrderReason(of: .delete, among: row) != nil, "insert shares the leading edge")
        #expect(CellAccessory.inferredOrderReason(of: .checkmark, among: row) == nil, "alone on the trailing edge")
        #expect(CellAccessory.inferredOrderReason(of: .checkmark, among: row + [.reorder()]) != nil)
        let sidebar = CellAccessory.checkmark().inferredDefaults(for: Self.sidebarSelected(.ios18))
        #expect(Set(sidebar.keys) == ["tintColor", "glyphColor"])
        #expect(
            CellAccessory.checkmark(tintColor: .systemRed).inferredDefaults(for: Self.sidebarSelected(.ios18))
                .isEmpty)
        var focused = Self.light18
        focused.isFocused = true
        #expect(CellAccessory.checkmark().inferredDefaults(for: focused).isEmpty)
    }

    /// iOS 26: the symbol metrics moved to code not in public sources (§1.6), and tertiaryLabel keeps its iOS 18
    /// value; the monochrome sidebar look is marked.
    @Test func explainMarksTheKeptValuesOfTheIOS26Design() {
        var state = Self.light18
        state.traitCollection.designGeneration = .ios26
        let chevron = CellAccessory.disclosureIndicator().inferredDefaults(for: state)
        #expect(Set(chevron.keys) == ["symbolConfiguration", "tintColor", "glyphColor"])
        #expect(chevron["symbolConfiguration"]?.hasPrefix("iOS 26 design") == true)
        #expect(
            CellAccessory.label(text: "2").inferredDefaults(for: state).keys.sorted() == ["glyphColor", "tintColor"])
        var sidebar = Self.sidebarSelected(.ios26)
        sidebar.isSelected = false
        let detail = CellAccessory.detail().inferredDefaults(for: sidebar)
        #expect(detail["tintColor"]?.contains("monochrome") == true)
    }
}
