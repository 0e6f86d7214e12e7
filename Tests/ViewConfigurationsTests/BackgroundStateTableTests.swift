import Testing

@testable import ViewConfigurations

// Every background factory in every state row of reference §3.6 (iOS 14–18), in light, dark and dark elevated.
//
// Expected values are literals transcribed from `uikit-configuration-facts.md` (the section is named next to each
// one): the unresolved values (backgroundColor, nil meaning tint; transformer; cornerRadius; visualEffect; shadow;
// insets) and the resolved fill hex from the "Quick lookup: resolved background fills" table of §3.6 and §7.
// Where the reference marks a value [inferred] or leaves it open (private transformer math, §5 / open question 1;
// internal colors, open question 2; "selection is key", open question 8), the expected value is the choice recorded
// in `Sources/ViewConfigurations/Reference/ReferenceChoices.swift`, written here as a literal and marked
// "ReferenceChoices" in a comment.

@Suite("Background state table (§3.5, §3.6)")
struct BackgroundStateTableTests {
    // MARK: Fixtures

    enum Appearance: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case light, dark, darkElevated

        var testDescription: String { rawValue }

        func traits(_ environment: ListEnvironment, idiom: UserInterfaceIdiom = .unspecified) -> TraitCollection {
            TraitCollection(
                userInterfaceStyle: self == .light ? .light : .dark, userInterfaceIdiom: idiom,
                userInterfaceLevel: self == .darkElevated ? .elevated : .base, listEnvironment: environment,
                designGeneration: .ios18)
        }
    }

    /// A resolved fill: an exact `ResolvedColor.hexString`, or anything transparent (alpha rounds to 0).
    enum Hex: Sendable, Equatable, CustomStringConvertible {
        case exact(String)
        case transparent

        var description: String {
            switch self {
            case .exact(let hex): hex
            case .transparent: "transparent"
            }
        }
    }

    /// The resolved fill in each appearance, tint = systemBlue, standard contrast.
    struct Fill: Sendable {
        var light: Hex
        var dark: Hex
        var darkElevated: Hex

        init(_ light: String, _ dark: String, _ darkElevated: String) {
            self.light = .exact(light)
            self.dark = .exact(dark)
            self.darkElevated = .exact(darkElevated)
        }

        private init(transparent: Void) {
            light = .transparent
            dark = .transparent
            darkElevated = .transparent
        }

        static let transparent = Fill(transparent: ())

        subscript(appearance: Appearance) -> Hex {
            switch appearance {
            case .light: light
            case .dark: dark
            case .darkElevated: darkElevated
            }
        }
    }

    enum Factory: String, CaseIterable, Sendable {
        case clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
        case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
        case listCell, listHeader, listFooter

        func make() -> BackgroundConfiguration {
            switch self {
            case .clear: .clear()
            case .listPlainCell: .listPlainCell()
            case .listGroupedCell: .listGroupedCell()
            case .listSidebarCell: .listSidebarCell()
            case .listAccompaniedSidebarCell: .listAccompaniedSidebarCell()
            case .listPlainHeaderFooter: .listPlainHeaderFooter()
            case .listGroupedHeaderFooter: .listGroupedHeaderFooter()
            case .listSidebarHeader: .listSidebarHeader()
            case .listCell: .listCell()
            case .listHeader: .listHeader()
            case .listFooter: .listFooter()
            }
        }
    }

    /// What one row of §3.6 says.
    struct Expected: Sendable {
        /// nil means the tint color.
        var color: Color?
        var transformer: ColorTransformer? = nil
        var cornerRadius: Double = 0
        var visualEffect: VisualEffect? = nil
        /// The lift shadow of a reordering row (§3.6 plain cell, reordering).
        var liftShadow = false
        var insets = DirectionalEdgeInsets.zero
        var fill: Fill
    }

    struct Row: Sendable, CustomTestStringConvertible {
        var factory: Factory
        var environment: ListEnvironment
        var spec: StateSpec
        var expected: Expected

        var testDescription: String {
            factory.isAdaptive || environment != .unspecified
                ? "\(factory.rawValue)() in \(environment.rawValue), \(spec.label)"
                : "\(factory.rawValue)(), \(spec.label)"
        }
    }

    // MARK: Reference values (literals)

    /// §3.6 quick lookup / §7.4: systemGray4 (plain or grouped cell, highlighted / selected / drop-targeted).
    static let gray4Fill = Fill("#D1D1D6", "#3A3A3C", "#3A3A3C")
    /// §3.6 quick lookup / §7.4: systemGray2 (plain cell, drop-targeted and highlighted).
    static let gray2Fill = Fill("#AEAEB2", "#636366", "#636366")
    /// §3.6 quick lookup: any cell with a tint fill (no transformer), systemBlue (§7.5).
    static let tintFill = Fill("#007AFF", "#0A84FF", "#0A84FF")
    /// Tint through the private focus transformer #28. The math is unknown (§5, open question 1); ReferenceChoices
    /// `focus` returns the tint at full alpha, so systemBlue stays #007AFF / #0A84FF.
    static let focusFill = Fill("#007AFF", "#0A84FF", "#0A84FF")
    /// Tint through the private highlight transformer #7 (unknown math, §5). ReferenceChoices `highlight` moves 15%
    /// toward black (light) / white (dark), alpha kept: #007AFF → #0068D9, #0A84FF → #2F96FF.
    static let highlightedTintFill = Fill("#0068D9", "#2F96FF", "#2F96FF")
    /// §12.3 press fill: tertiarySystemFill (§7.3 #767680 at 0.12 light, 0.24 dark: `#7676801F`, `#7676803D` with
    /// §12.3's rounding to nearest) through the highlight transformer #7 (ReferenceChoices: 15% toward black in
    /// light, toward white in dark, alpha kept).
    static let pressFill = Fill("#64646D1F", "#8B8B933D", "#8B8B933D")
    /// §3.6 quick lookup: plain cell normal (systemBackground).
    static let plainNormalFill = Fill("#FFFFFF", "#000000", "#1C1C1E")
    /// §3.6 quick lookup: plain cell reordering (normal color × alpha 0.8; `#FFFFFF @204` prints `#FFFFFFCC`).
    static let plainReorderFill = Fill("#FFFFFFCC", "#000000CC", "#1C1C1ECC")
    /// §3.6 quick lookup: grouped / inset-grouped cell normal (secondarySystemGroupedBackground).
    static let groupedNormalFill = Fill("#FFFFFF", "#1C1C1E", "#2C2C2E")
    /// §3.6 grouped cell = plain cell logic with the grouped color: reordering is secondarySystemGroupedBackground
    /// (§7.1) × alpha 0.8.
    static let groupedReorderFill = Fill("#FFFFFFCC", "#1C1C1ECC", "#2C2C2ECC")
    /// §3.6 quick lookup: sidebar, selected and disabled (quaternarySystemFill, `#747480 @20` / `#767680 @45`), with
    /// §12.3's correction (8-bit rounding to nearest): dark 0.18 × 255 = 45.9 → 0x2E.
    static let quaternaryFill = Fill("#74748014", "#7676802E", "#7676802E")
    /// §3.6 quick lookup: sidebar, selected, not key (secondarySystemFill, `#787880 @40` / `#787880 @81`), with
    /// §12.3's correction (8-bit rounding to nearest): 0.16 × 255 = 40.8 → 0x29, 0.32 × 255 = 81.6 → 0x52.
    static let secondarySystemFillFill = Fill("#78788029", "#78788052", "#78788052")
    /// Sidebar drop `.notTargeted` and selected: systemGray (§7.4 #8E8E93 in light and dark) through private #3/#8,
    /// unknown math (§5). ReferenceChoices `sidebarNotTargeted` halves alpha: 255 × 0.5 = 127.5 → 128 = 0x80.
    static let notTargetedFill = Fill("#8E8E9380", "#8E8E9380", "#8E8E9380")
    /// Sidebar swiped with no fill: a private color; ReferenceChoices `sidebarSwipedBackground` = systemGray5, the
    /// iOS 26 swiped-plain-cell fill of the §3.6 quick lookup (#E5E5EA / #2C2C2E).
    static let sidebarSwipedFill = Fill("#E5E5EA", "#2C2C2E", "#2C2C2E")
    /// Sidebar reordering: a private color (ReferenceChoices `sidebarReorderingBackground` = secondarySystemBackground,
    /// §7.1 #F2F2F7 / #1C1C1E / elevated #2C2C2E) through private #12 (ReferenceChoices `reorder`: alpha × 0.8).
    static let sidebarReorderFill = Fill("#F2F2F7CC", "#1C1C1ECC", "#2C2C2ECC")

    // MARK: Row tables

    /// Plain and grouped cells (§3.6 "Plain cell" and "Grouped and inset-grouped cell": same logic, other colors).
    static func cellRows(
        _ factory: Factory, _ environment: ListEnvironment, normal: Color, normalFill: Fill, reorderFill: Fill
    ) -> [Row] {
        let states: [(StateSpec, Expected)] = [
            (StateSpec("normal"), Expected(color: normal, fill: normalFill)),
            (StateSpec("highlighted") { $0.highlighted = true }, Expected(color: .systemGray4, fill: gray4Fill)),
            (StateSpec("selected") { $0.selected = true }, Expected(color: .systemGray4, fill: gray4Fill)),
            (StateSpec("drop targeted") { $0.drop = .targeted }, Expected(color: .systemGray4, fill: gray4Fill)),
            (
                StateSpec("highlighted and selected") {
                    $0.highlighted = true
                    $0.selected = true
                },
                Expected(color: .systemGray4, fill: gray4Fill)
            ),
            // §1.5: isDisabled and isEditing change nothing for plain/grouped backgrounds.
            (
                StateSpec("selected and disabled") {
                    $0.selected = true
                    $0.disabled = true
                },
                Expected(color: .systemGray4, fill: gray4Fill)
            ),
            (
                StateSpec("selected and editing") {
                    $0.selected = true
                    $0.editing = true
                },
                Expected(color: .systemGray4, fill: gray4Fill)
            ),
            (
                StateSpec("drop targeted and highlighted") {
                    $0.drop = .targeted
                    $0.highlighted = true
                },
                Expected(color: .systemGray2, fill: gray2Fill)
            ),
            (
                StateSpec("focused") { $0.focused = true },
                Expected(color: nil, transformer: .focus, fill: focusFill)
            ),
            // §3.6: "focused, unless selected with 'selection is key'" → the next row: "selected while a focus system
            // is active and the list's selection is key" = nil (tint), no transformer. Selection is key per
            // ReferenceChoices `selectionIsKey` = true (open question 8).
            (
                StateSpec("focused and selected (selection is key)") {
                    $0.focused = true
                    $0.selected = true
                },
                Expected(color: nil, transformer: nil, fill: tintFill)
            ),
            (
                StateSpec("reordering") { $0.reordering = true },
                // "normal color with alpha ×0.8": the normal color with its alpha multiplied by 0.8.
                Expected(
                    color: ColorTransformer.multiplyAlpha(0.8)(normal), visualEffect: .gaussianBlur(radius: 4),
                    liftShadow: true, fill: reorderFill)
            ),
            (StateSpec("disabled") { $0.disabled = true }, Expected(color: normal, fill: normalFill)),
            (StateSpec("editing") { $0.editing = true }, Expected(color: normal, fill: normalFill)),
            (StateSpec("swiped") { $0.swiped = true }, Expected(color: normal, fill: normalFill)),
            (StateSpec("expanded") { $0.expanded = true }, Expected(color: normal, fill: normalFill)),
            // §1.5: isExpanded and cellDragState: no background change.
            (StateSpec("drag lifting") { $0.drag = .lifting }, Expected(color: normal, fill: normalFill)),
            (StateSpec("drag dragging") { $0.drag = .dragging }, Expected(color: normal, fill: normalFill)),
            // §1.5: only a *selected sidebar* row changes when not targeted.
            (StateSpec("drop not targeted") { $0.drop = .notTargeted }, Expected(color: normal, fill: normalFill)),
            // §1.5: isPinned only affects floating plain headers and footers.
            (StateSpec("pinned") { $0.pinned = true }, Expected(color: normal, fill: normalFill)),
        ]
        return states.map { Row(factory: factory, environment: environment, spec: $0.0, expected: $0.1) }
    }

    static func plainCellRows(_ factory: Factory, _ environment: ListEnvironment) -> [Row] {
        // §3.6: tableCellPlainBackgroundColor ≈ systemBackground [inferred, open question 2; ReferenceChoices
        // `plainCellBackground`]; the quick lookup gives #FFFFFF / #000000 / #1C1C1E.
        cellRows(
            factory, environment, normal: .systemBackground, normalFill: plainNormalFill, reorderFill: plainReorderFill)
    }

    static func groupedCellRows(_ factory: Factory, _ environment: ListEnvironment) -> [Row] {
        // §3.6: tableCellGroupedBackgroundColor ≈ secondarySystemGroupedBackground [inferred; ReferenceChoices
        // `groupedCellBackground`]; selected ≈ systemGray4 [inferred; ReferenceChoices]; cornerRadius 0 in the
        // configuration [inferred; ReferenceChoices `groupedCellCornerRadius` = 0].
        cellRows(
            factory, environment, normal: .secondarySystemGroupedBackground, normalFill: groupedNormalFill,
            reorderFill: groupedReorderFill)
    }

    /// Sidebar cells (§3.6 "Sidebar cell"); cornerRadius 10 in every state.
    static func sidebarRows(
        _ factory: Factory, _ environment: ListEnvironment, plainList: Bool, notTargeted: ColorTransformer
    ) -> [Row] {
        func e(
            _ color: Color?, _ transformer: ColorTransformer? = nil, fill: Fill, visualEffect: VisualEffect? = nil,
            lift: Bool = false
        ) -> Expected {
            Expected(
                color: color, transformer: transformer, cornerRadius: 10, visualEffect: visualEffect, liftShadow: lift,
                fill: fill)
        }
        var states: [(StateSpec, Expected)] = [
            (StateSpec("normal"), e(.clear, fill: .transparent)),
            // Selected, selection is key (ReferenceChoices `selectionIsKey` = true, open question 8): tint.
            (StateSpec("selected") { $0.selected = true }, e(nil, fill: tintFill)),
            // Highlighted, not selected: §12.3 corrects §3.6's transparent fill (the normal color through #7): a
            // pressed row shows a visible fill, not public; ReferenceChoices `sidebarPressBackground` =
            // tertiarySystemFill, through the highlight transformer #7 (ReferenceChoices math).
            (StateSpec("highlighted") { $0.highlighted = true }, e(.tertiarySystemFill, .highlight, fill: pressFill)),
            // Highlighted: the selected color + private highlight #7 (ReferenceChoices math).
            (
                StateSpec("selected and highlighted") {
                    $0.selected = true
                    $0.highlighted = true
                },
                e(nil, .highlight, fill: highlightedTintFill)
            ),
            (
                StateSpec("selected and disabled") {
                    $0.selected = true
                    $0.disabled = true
                },
                e(.quaternarySystemFill, fill: quaternaryFill)
            ),
            (StateSpec("disabled") { $0.disabled = true }, e(.clear, fill: .transparent)),
            (StateSpec("focused") { $0.focused = true }, e(nil, .focus, fill: focusFill)),
            // Drop targeted: the selected appearance. An unselected row gets extra insets whose constant is unknown
            // (open question 5; ReferenceChoices `sidebarDropTargetInsets` = .zero).
            (StateSpec("drop targeted") { $0.drop = .targeted }, e(nil, fill: tintFill)),
            (
                StateSpec("drop targeted and selected") {
                    $0.drop = .targeted
                    $0.selected = true
                },
                e(nil, fill: tintFill)
            ),
            (
                StateSpec("drop not targeted and selected") {
                    $0.drop = .notTargeted
                    $0.selected = true
                },
                e(.systemGray, notTargeted, fill: notTargetedFill)
            ),
            (StateSpec("drop not targeted") { $0.drop = .notTargeted }, e(.clear, fill: .transparent)),
            // Swiped with no fill: the private "swiped sidebar" color (ReferenceChoices: systemGray5).
            (StateSpec("swiped") { $0.swiped = true }, e(.systemGray5, fill: sidebarSwipedFill)),
            (
                StateSpec("selected and swiped") {
                    $0.selected = true
                    $0.swiped = true
                }, e(nil, fill: tintFill)
            ),
            // Reordering: a private sidebar color (ReferenceChoices: secondarySystemBackground) + private #12, blur 4,
            // lift shadow.
            (
                StateSpec("reordering") { $0.reordering = true },
                e(
                    .secondarySystemBackground, .reorder, fill: sidebarReorderFill,
                    visualEffect: .gaussianBlur(radius: 4),
                    lift: true)
            ),
            (StateSpec("editing") { $0.editing = true }, e(.clear, fill: .transparent)),
            (StateSpec("expanded") { $0.expanded = true }, e(.clear, fill: .transparent)),
            (StateSpec("drag dragging") { $0.drag = .dragging }, e(.clear, fill: .transparent)),
            (StateSpec("pinned") { $0.pinned = true }, e(.clear, fill: .transparent)),
        ]
        // §3.6: "selected (not editing, or editing in a plain-style list)". Editing stops the selection styling in
        // non-plain lists (§1.5); the sidebar-plain cell is the plain-style sidebar list.
        states.append(
            (
                StateSpec("selected and editing") {
                    $0.selected = true
                    $0.editing = true
                },
                plainList ? e(nil, fill: tintFill) : e(.clear, fill: .transparent)
            ))
        return states.map { Row(factory: factory, environment: environment, spec: $0.0, expected: $0.1) }
    }

    /// Plain header/footer (§3.6 "Headers and footers"): no fill, cornerRadius 0, blur when pinned, no focus styling.
    static func plainHeaderFooterRows(_ factory: Factory, _ environment: ListEnvironment) -> [Row] {
        let clear = Expected(color: .clear, fill: .transparent)
        let states: [(StateSpec, Expected)] = [
            (StateSpec("normal"), clear),
            // UIBlurEffect(style: .systemChromeMaterial) (raw style 10).
            (
                StateSpec("pinned") { $0.pinned = true },
                Expected(color: .clear, visualEffect: .blur(.systemChromeMaterial), fill: .transparent)
            ),
            (StateSpec("focused") { $0.focused = true }, clear),
            (StateSpec("highlighted") { $0.highlighted = true }, clear),
            (StateSpec("selected") { $0.selected = true }, clear),
            (StateSpec("disabled") { $0.disabled = true }, clear),
        ]
        return states.map { Row(factory: factory, environment: environment, spec: $0.0, expected: $0.1) }
    }

    /// Grouped / inset-grouped header/footer and sidebar header (§3.6): clear, cornerRadius 10, focused: tint + #28.
    static func roundedHeaderFooterRows(_ factory: Factory, _ environment: ListEnvironment) -> [Row] {
        let clear = Expected(color: .clear, cornerRadius: 10, fill: .transparent)
        let states: [(StateSpec, Expected)] = [
            (StateSpec("normal"), clear),
            (
                StateSpec("focused") { $0.focused = true },
                Expected(color: nil, transformer: .focus, cornerRadius: 10, fill: focusFill)
            ),
            // Only plain headers/footers float with a blur.
            (StateSpec("pinned") { $0.pinned = true }, clear),
            (StateSpec("highlighted") { $0.highlighted = true }, clear),
            (StateSpec("selected") { $0.selected = true }, clear),
            (StateSpec("disabled") { $0.disabled = true }, clear),
        ]
        return states.map { Row(factory: factory, environment: environment, spec: $0.0, expected: $0.1) }
    }

    /// `clear()` (§3.4, §6.1): no fill and no stroke in every state; it has no style, so updates change nothing.
    static let clearRows: [Row] = {
        let specs = [
            StateSpec("normal"), StateSpec("highlighted") { $0.highlighted = true },
            StateSpec("selected") { $0.selected = true }, StateSpec("focused") { $0.focused = true },
            StateSpec("disabled") { $0.disabled = true }, StateSpec("pinned") { $0.pinned = true },
            StateSpec("reordering") { $0.reordering = true }, StateSpec("drop targeted") { $0.drop = .targeted },
            StateSpec("swiped") { $0.swiped = true },
        ]
        return specs.map {
            Row(
                factory: .clear, environment: .unspecified, spec: $0,
                expected: Expected(color: .clear, fill: .transparent))
        }
    }()

    /// Every factory, adaptive ones in every `listEnvironment` per §3.5.
    static let rows: [Row] = {
        var rows = clearRows
        // Fixed (deprecated) factories.
        rows += plainCellRows(.listPlainCell, .unspecified)
        rows += groupedCellRows(.listGroupedCell, .unspecified)
        rows += sidebarRows(.listSidebarCell, .unspecified, plainList: false, notTargeted: .sidebarNotTargeted)
        rows += sidebarRows(
            .listAccompaniedSidebarCell, .unspecified, plainList: false, notTargeted: .accompaniedSidebarNotTargeted)
        rows += plainHeaderFooterRows(.listPlainHeaderFooter, .unspecified)
        rows += roundedHeaderFooterRows(.listGroupedHeaderFooter, .unspecified)
        rows += roundedHeaderFooterRows(.listSidebarHeader, .unspecified)
        // The fixed factories ignore the environment (§3.4: "The deprecated factories fix one style").
        rows += plainCellRows(.listPlainCell, .sidebar)
        rows += groupedCellRows(.listGroupedCell, .plain)
        // §3.5 listCell(): plain/none/unspecified → plain cell; grouped → grouped; insetGrouped → inset-grouped (same
        // as grouped); sidebar → sidebar cell; sidebarPlain → sidebar-plain cell.
        for environment in [ListEnvironment.unspecified, .none, .plain] {
            rows += plainCellRows(.listCell, environment)
        }
        rows += groupedCellRows(.listCell, .grouped)
        rows += groupedCellRows(.listCell, .insetGrouped)
        rows += sidebarRows(.listCell, .sidebar, plainList: false, notTargeted: .sidebarNotTargeted)
        rows += sidebarRows(.listCell, .sidebarPlain, plainList: true, notTargeted: .sidebarNotTargeted)
        // §3.5 listHeader(): plain/none/unspecified/sidebarPlain → plain; grouped, insetGrouped → (inset-)grouped;
        // sidebar → sidebar header.
        for environment in [ListEnvironment.unspecified, .none, .plain, .sidebarPlain] {
            rows += plainHeaderFooterRows(.listHeader, environment)
        }
        rows += roundedHeaderFooterRows(.listHeader, .grouped)
        rows += roundedHeaderFooterRows(.listHeader, .insetGrouped)
        rows += roundedHeaderFooterRows(.listHeader, .sidebar)
        // §3.5 listFooter(): plain/none/unspecified/sidebarPlain → plain; grouped, insetGrouped, sidebar → (inset-)grouped.
        for environment in [ListEnvironment.unspecified, .none, .plain, .sidebarPlain] {
            rows += plainHeaderFooterRows(.listFooter, environment)
        }
        rows += roundedHeaderFooterRows(.listFooter, .grouped)
        rows += roundedHeaderFooterRows(.listFooter, .insetGrouped)
        rows += roundedHeaderFooterRows(.listFooter, .sidebar)
        return rows
    }()

    // MARK: Tests

    @Test func everyFactoryAndEveryQuickLookupHexIsCovered() {
        #expect(Set(Self.rows.map(\.factory)) == Set(Factory.allCases))
        var hexes = Set<String>()
        for row in Self.rows {
            for appearance in Appearance.allCases {
                if case .exact(let hex) = row.expected.fill[appearance] { hexes.insert(hex) }
            }
        }
        hexes.formUnion(Self.secondarySystemFillFill.hexes)
        // Every hex of the §3.6 quick lookup table (iOS 26 systemGray5 included); the fills' alphas with §12.3's
        // correction (8-bit rounding to nearest: @40 → 0x29, @81 → 0x52, @45 → 0x2E).
        let quickLookup: Set<String> = [
            "#FFFFFF", "#000000", "#1C1C1E", "#D1D1D6", "#3A3A3C", "#AEAEB2", "#636366", "#FFFFFFCC", "#000000CC",
            "#1C1C1ECC", "#2C2C2E", "#007AFF", "#0A84FF", "#78788029", "#78788052", "#74748014", "#7676802E",
            "#E5E5EA",
        ]
        #expect(quickLookup.subtracting(hexes).isEmpty, "missing: \(quickLookup.subtracting(hexes).sorted())")
    }

    @Test("Unresolved values per state (§3.6)", arguments: rows, Appearance.allCases)
    func unresolvedValues(_ row: Row, _ appearance: Appearance) {
        let traits = appearance.traits(row.environment)
        let original = row.factory.make()
        let updated = original.updated(for: row.spec.state(traits))
        let expected = row.expected
        #expect(updated.backgroundColor == expected.color, "backgroundColor (nil = tint)")
        #expect(updated.backgroundColorTransformer == expected.transformer, "backgroundColorTransformer")
        #expect(updated.cornerRadius == expected.cornerRadius, "cornerRadius")
        #expect(updated.visualEffect == expected.visualEffect, "visualEffect")
        #expect(updated.backgroundInsets == expected.insets, "backgroundInsets")
        // §3.2: no stroke in the defaults.
        #expect(updated.strokeWidth == 0)
        let shadow = updated.shadowProperties
        if expected.liftShadow {
            // §3.6 reordering: lift shadow radius 16, offset (0, 2), opacity 0.2 (light) / 1.0 (dark).
            #expect(shadow.radius == 16)
            #expect(shadow.offset == Size(width: 0, height: 2))
            #expect(shadow.opacity == (appearance == .light ? 0.2 : 1.0))
        } else {
            // §3.3: the default shadow draws nothing (opacity 0, radius 0, offset zero).
            #expect(shadow.opacity == 0)
            #expect(shadow.radius == 0)
            #expect(shadow.offset == .zero)
        }
        if row.factory == .clear {
            // §3.2 clear(): backgroundColor and strokeColor `.clear`; §6.1: updated(for:) returns an unchanged copy.
            #expect(updated.strokeColor == .clear)
            #expect(updated == original)
        }
    }

    @Test("Resolved fill hex per state (§3.6 quick lookup, §7)", arguments: rows, Appearance.allCases)
    func resolvedFill(_ row: Row, _ appearance: Appearance) {
        let traits = appearance.traits(row.environment)
        let resolved = row.factory.make().updated(for: row.spec.state(traits))
            .resolved(with: traits, tintColor: .systemBlue)
        switch row.expected.fill[appearance] {
        case .exact(let hex):
            #expect(resolved.backgroundColor.hexString == hex)
        case .transparent:
            #expect(resolved.backgroundColor.isClear, "expected transparent, got \(resolved.backgroundColor.hexString)")
        }
        // §3.6 "When does a background count as tint-filled?": backgroundColor nil and the transformer none,
        // highlight (#7) or reorder (#12); §12.5 decision 3 adds the focus transformer (#28).
        let expected = row.expected
        let tintTransformers: [ColorTransformer?] = [nil, .highlight, .reorder, .focus]
        let tintFilled = expected.color == nil && tintTransformers.contains(expected.transformer)
        #expect(resolved.isTintFilled == tintFilled, "isTintFilled")
    }

    // MARK: §3.5 style choice

    struct StyleChoice: Sendable, CustomTestStringConvertible {
        var factory: Factory
        var environment: ListEnvironment
        var idiom: UserInterfaceIdiom = .unspecified
        var style: BackgroundStyle
        var testDescription: String { "\(factory.rawValue)() in \(environment.rawValue) (\(idiom.rawValue))" }
    }

    /// §3.5 table; the private styles are the inset-grouped cell / header-footer and the sidebar-plain cell.
    static let styleChoices: [StyleChoice] = [
        StyleChoice(factory: .listCell, environment: .unspecified, style: .listPlainCell),
        StyleChoice(factory: .listCell, environment: .none, style: .listPlainCell),
        StyleChoice(factory: .listCell, environment: .plain, style: .listPlainCell),
        StyleChoice(factory: .listCell, environment: .grouped, style: .listGroupedCell),
        StyleChoice(factory: .listCell, environment: .insetGrouped, style: .listInsetGroupedCell),
        StyleChoice(factory: .listCell, environment: .sidebar, style: .listSidebarCell),
        StyleChoice(factory: .listCell, environment: .sidebarPlain, style: .listSidebarPlainCell),
        StyleChoice(factory: .listHeader, environment: .unspecified, style: .listPlainHeaderFooter),
        StyleChoice(factory: .listHeader, environment: .none, style: .listPlainHeaderFooter),
        StyleChoice(factory: .listHeader, environment: .plain, style: .listPlainHeaderFooter),
        StyleChoice(factory: .listHeader, environment: .grouped, style: .listGroupedHeaderFooter),
        StyleChoice(factory: .listHeader, environment: .insetGrouped, style: .listInsetGroupedHeaderFooter),
        StyleChoice(factory: .listHeader, environment: .sidebar, style: .listSidebarHeader),
        StyleChoice(factory: .listHeader, environment: .sidebarPlain, style: .listPlainHeaderFooter),
        StyleChoice(factory: .listFooter, environment: .unspecified, style: .listPlainHeaderFooter),
        StyleChoice(factory: .listFooter, environment: .none, style: .listPlainHeaderFooter),
        StyleChoice(factory: .listFooter, environment: .plain, style: .listPlainHeaderFooter),
        StyleChoice(factory: .listFooter, environment: .grouped, style: .listGroupedHeaderFooter),
        StyleChoice(factory: .listFooter, environment: .insetGrouped, style: .listInsetGroupedHeaderFooter),
        StyleChoice(factory: .listFooter, environment: .sidebar, style: .listGroupedHeaderFooter),
        StyleChoice(factory: .listFooter, environment: .sidebarPlain, style: .listPlainHeaderFooter),
        // "On visionOS, grouped is promoted to inset-grouped."
        StyleChoice(factory: .listCell, environment: .grouped, idiom: .vision, style: .listInsetGroupedCell),
        StyleChoice(factory: .listHeader, environment: .grouped, idiom: .vision, style: .listInsetGroupedHeaderFooter),
        // The deprecated factories fix one style (§3.4).
        StyleChoice(factory: .listPlainCell, environment: .grouped, style: .listPlainCell),
        StyleChoice(factory: .listGroupedCell, environment: .sidebar, style: .listGroupedCell),
        StyleChoice(factory: .listSidebarCell, environment: .plain, style: .listSidebarCell),
        StyleChoice(factory: .listAccompaniedSidebarCell, environment: .plain, style: .listAccompaniedSidebarCell),
        StyleChoice(factory: .listPlainHeaderFooter, environment: .grouped, style: .listPlainHeaderFooter),
        StyleChoice(factory: .listGroupedHeaderFooter, environment: .plain, style: .listGroupedHeaderFooter),
        StyleChoice(factory: .listSidebarHeader, environment: .plain, style: .listSidebarHeader),
    ]

    @Test("Adaptive factories pick the §3.5 style", arguments: styleChoices)
    func adaptiveStyle(_ choice: StyleChoice) throws {
        let traits = TraitCollection(
            userInterfaceStyle: .light, userInterfaceIdiom: choice.idiom, listEnvironment: choice.environment,
            designGeneration: .ios18)
        let resolved = choice.factory.make().updated(for: CellConfigurationState(traitCollection: traits))
            .resolved(with: traits, tintColor: .systemBlue)
        let style = try #require(resolved.style)
        #expect(style == choice.style)
    }

    @Test func clearHasNoStyle() {
        #expect(BackgroundConfiguration.clear().style == nil)
        #expect(BackgroundConfiguration.clear().resolved(with: TraitCollection(), tintColor: .systemBlue).style == nil)
    }

    // MARK: Sidebar rows a state flag cannot reach

    /// §3.6: "selected, selection not key (another column holds focus) → secondarySystemFill". Whether the selection
    /// is key is not a state flag; the implementation always treats it as key (ReferenceChoices
    /// `selectionIsKey` = true, open question 8), so a selected row is tint-filled (see `rows`). This checks
    /// the recorded choice and that the not-key fill resolves, through a sidebar background, to the quick-lookup
    /// values `#787880 @40` / `#787880 @81` / same as dark.
    @Test(arguments: Appearance.allCases)
    func sidebarSelectedNotKeyFill(_ appearance: Appearance) {
        #expect(ReferenceChoices.selectionIsKey == true)
        let traits = appearance.traits(.sidebar)
        var state = CellConfigurationState(traitCollection: traits)
        state.isSelected = true
        var config = BackgroundConfiguration.listSidebarCell().updated(for: state)
        config.backgroundColor = .secondarySystemFill
        let resolved = config.resolved(with: traits, tintColor: .systemBlue)
        #expect(Hex.exact(resolved.backgroundColor.hexString) == Self.secondarySystemFillFill[appearance])
        #expect(resolved.isTintFilled == false)
        #expect(resolved.cornerRadius == 10)
    }

    /// §3.6 Mac-idiom sidebar metrics: selected gives systemBackground in light / secondarySystemFill in dark, with a
    /// soft shadow (radius 12, offset (0, 4)); the opacity is not recorded (ReferenceChoices
    /// `macSidebarSelectionShadowOpacity` = 0.1).
    @Test(arguments: [Factory.listSidebarCell, .listAccompaniedSidebarCell, .listCell], Appearance.allCases)
    func macIdiomSidebarSelection(_ factory: Factory, _ appearance: Appearance) {
        let traits = appearance.traits(.sidebar, idiom: .mac)
        var state = CellConfigurationState(traitCollection: traits)
        state.isSelected = true
        let updated = factory.make().updated(for: state)
        let light = appearance == .light
        #expect(updated.backgroundColor == (light ? Color.systemBackground : Color.secondarySystemFill))
        #expect(updated.backgroundColorTransformer == nil)
        #expect(updated.shadowProperties.radius == 12)
        #expect(updated.shadowProperties.offset == Size(width: 0, height: 4))
        #expect(updated.shadowProperties.opacity == 0.1)
        let hex = updated.resolved(with: traits, tintColor: .systemBlue).backgroundColor.hexString
        // §7.1 systemBackground light #FFFFFF; §3.6 quick lookup secondarySystemFill dark `#787880 @81`, rounded to
        // nearest by §12.3's correction: 0.32 × 255 = 81.6 → 0x52.
        #expect(hex == (light ? "#FFFFFF" : "#78788052"))
    }

    /// The drop-target insets of an unselected sidebar row are unknown (open question 5); ReferenceChoices
    /// `sidebarDropTargetInsets` = .zero, which the `rows` table expects.
    @Test func sidebarDropTargetInsetsChoice() {
        #expect(
            ReferenceChoices.sidebarDropTargetInsets
                == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }
}

extension BackgroundStateTableTests.Factory {
    var isAdaptive: Bool { self == .listCell || self == .listHeader || self == .listFooter }
}

extension BackgroundStateTableTests.Fill {
    var hexes: [String] {
        [light, dark, darkElevated].compactMap {
            if case .exact(let hex) = $0 { return hex }
            return nil
        }
    }
}
