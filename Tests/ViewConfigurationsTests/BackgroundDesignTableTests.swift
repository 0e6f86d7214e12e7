import Testing

@testable import ViewConfigurations

// Background defaults in both designs: every background factory, in every list environment, idiom and
// state row of §3.6, in light, dark and increased contrast, resolves exactly as the iOS 18 design (the legacy table
// in BackgroundStateTableTests) except in the rows §3.7 changes; those rows, the §12.3 press-fill correction and the
// section corner radius of §12.3 are checked here with literals from `uikit-configuration-facts.md`.
//
// Where the facts give a hex (§3.6 quick lookup, §7.3) it is written here; under increased contrast, whose values the
// palette owns (§7), the fill is checked against the named system color the row calls for.

@Suite("Background defaults per design (§3.6, §3.7, §12.3)")
struct BackgroundDesignTableTests {
    // MARK: Fixtures

    enum Mode: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case light, dark, darkElevated, lightHighContrast, darkHighContrast

        var testDescription: String { rawValue }

        func traits(
            _ environment: ListEnvironment, idiom: UserInterfaceIdiom = .unspecified,
            active: UserInterfaceActiveAppearance = .unspecified, design: DesignGeneration
        ) -> TraitCollection {
            TraitCollection(
                userInterfaceStyle: self == .light || self == .lightHighContrast ? .light : .dark,
                accessibilityContrast: self == .lightHighContrast || self == .darkHighContrast ? .high : .normal,
                userInterfaceIdiom: idiom, userInterfaceLevel: self == .darkElevated ? .elevated : .base,
                activeAppearance: active, listEnvironment: environment, designGeneration: design)
        }

        var isHighContrast: Bool { self == .lightHighContrast || self == .darkHighContrast }
    }

    static let factories: [(name: String, make: @Sendable () -> BackgroundConfiguration)] = [
        ("clear", BackgroundConfiguration.clear), ("listCell", BackgroundConfiguration.listCell),
        ("listHeader", BackgroundConfiguration.listHeader), ("listFooter", BackgroundConfiguration.listFooter),
        ("listPlainCell", BackgroundConfiguration.listPlainCell),
        ("listGroupedCell", BackgroundConfiguration.listGroupedCell),
        ("listSidebarCell", BackgroundConfiguration.listSidebarCell),
        ("listAccompaniedSidebarCell", BackgroundConfiguration.listAccompaniedSidebarCell),
        ("listPlainHeaderFooter", BackgroundConfiguration.listPlainHeaderFooter),
        ("listGroupedHeaderFooter", BackgroundConfiguration.listGroupedHeaderFooter),
        ("listSidebarHeader", BackgroundConfiguration.listSidebarHeader),
    ]

    /// The state rows of §3.6 (each flag, the combinations the tables name, and the drag and drop rows).
    static let states: [StateSpec] = [
        StateSpec("normal"), StateSpec("highlighted") { $0.highlighted = true },
        StateSpec("selected") { $0.selected = true },
        StateSpec("selected and highlighted") {
            $0.selected = true
            $0.highlighted = true
        },
        StateSpec("disabled") { $0.disabled = true },
        StateSpec("selected and disabled") {
            $0.selected = true
            $0.disabled = true
        },
        StateSpec("focused") { $0.focused = true },
        StateSpec("selected and focused") {
            $0.selected = true
            $0.focused = true
        },
        StateSpec("pinned") { $0.pinned = true }, StateSpec("editing") { $0.editing = true },
        StateSpec("selected and editing") {
            $0.selected = true
            $0.editing = true
        },
        StateSpec("expanded") { $0.expanded = true }, StateSpec("swiped") { $0.swiped = true },
        StateSpec("swiped and highlighted") {
            $0.swiped = true
            $0.highlighted = true
        },
        StateSpec("swiped and selected") {
            $0.swiped = true
            $0.selected = true
        },
        StateSpec("swiped and reordering") {
            $0.swiped = true
            $0.reordering = true
        },
        StateSpec("reordering") { $0.reordering = true },
        StateSpec("drop targeted") { $0.drop = .targeted },
        StateSpec("drop targeted and highlighted") {
            $0.drop = .targeted
            $0.highlighted = true
        },
        StateSpec("selected, drop not targeted") {
            $0.selected = true
            $0.drop = .notTargeted
        },
        StateSpec("lifting") { $0.drag = .lifting },
    ]

    /// Idioms (with the Mac's window state) whose values §3.6/§3.7 distinguish.
    static let idioms: [(UserInterfaceIdiom, UserInterfaceActiveAppearance)] = [
        (.unspecified, .unspecified), (.phone, .unspecified), (.pad, .unspecified), (.vision, .unspecified),
        (.carPlay, .unspecified), (.mac, .active), (.mac, .inactive),
    ]

    // MARK: Both designs agree outside §3.7

    /// For every factory, environment, idiom, state and mode: the iOS 26 design's values equal the iOS 18 design's,
    /// except a swiped plain cell (§3.7 row 1) and a selected Mac sidebar row in an inactive window, where the
    /// selection is not key (§3.7 row 3), which the tables below check.
    @Test(arguments: factories.map(\.name))
    func bothDesignsAgreeOutsideTheIOS26Rows(_ factoryName: String) throws {
        let make = try #require(Self.factories.first { $0.name == factoryName }?.make)
        var compared = 0
        var differences: [String] = []
        for environment in ListEnvironment.allCases {
            for (idiom, active) in Self.idioms {
                for spec in Self.states {
                    for mode in Mode.allCases {
                        let old = make().updated(
                            for: spec.state(mode.traits(environment, idiom: idiom, active: active, design: .ios18)))
                        let traits26 = mode.traits(environment, idiom: idiom, active: active, design: .ios26)
                        let new = make().updated(for: spec.state(traits26))
                        let concrete = new.style?.concrete(for: traits26)
                        let swipedPlain = concrete == .listPlainCell && spec.swiped
                        let sidebar: Set<BackgroundStyle?> = [
                            .listSidebarCell, .listAccompaniedSidebarCell, .listSidebarPlainCell,
                        ]
                        let notKeyMac = sidebar.contains(concrete) && idiom == .mac && active == .inactive
                        if swipedPlain || notKeyMac { continue }
                        compared += 1
                        if old.values != new.values, differences.count < 5 {
                            differences.append("\(environment) \(idiom) \(spec.label) \(mode)")
                        }
                    }
                }
            }
        }
        #expect(differences.isEmpty, "iOS 26 differs from iOS 18 in: \(differences)")
        #expect(compared > 1_000)
    }

    // MARK: The rows §3.7 changes

    struct DesignRow: Sendable, CustomTestStringConvertible {
        var label: String
        var factory: String
        var environment: ListEnvironment
        var idiom: UserInterfaceIdiom = .unspecified
        var active: UserInterfaceActiveAppearance = .unspecified
        var spec: StateSpec
        var design: DesignGeneration
        /// nil stands for §3.6's Mac metrics: systemBackground in light, secondarySystemFill in dark.
        var color: Color?
        var transformer: ColorTransformer? = nil
        var cornerRadius: Double
        /// Light, dark, dark elevated fills (§3.6 quick lookup, §7); increased contrast resolves `color` by name.
        var fills: (String, String, String)
        var shadowOpacity: Double = 0

        var testDescription: String { "\(design.rawValue): \(label)" }
    }

    /// §3.6 quick lookup / §7.1: systemBackground `#FFFFFF` / `#000000` / `#1C1C1E`.
    static let systemBackgroundFills = ("#FFFFFF", "#000000", "#1C1C1E")
    /// §3.6 quick lookup: "iOS 26 plain cell, swiped (systemGray5)" `#E5E5EA` / `#2C2C2E` / `#2C2C2E`.
    static let gray5Fills = ("#E5E5EA", "#2C2C2E", "#2C2C2E")
    /// §3.6 quick lookup / §7.4: systemGray4 `#D1D1D6` / `#3A3A3C` / `#3A3A3C`.
    static let gray4Fills = ("#D1D1D6", "#3A3A3C", "#3A3A3C")
    /// §7.3 tertiarySystemFill (#767680 at 0.12 light, 0.24 dark), alphas rounded to the nearest byte (§12.3):
    /// 30.6 → 0x1F, 61.2 → 0x3D.
    static let tertiaryFills = ("#7676801F", "#7676803D", "#7676803D")
    /// §3.6 Mac-idiom metrics: systemBackground light, secondarySystemFill dark (`#787880 @81`, 0.32 × 255 = 81.6
    /// rounded to the nearest byte, §12.3: 0x52).
    static let macSelectionFills = ("#FFFFFF", "#78788052", "#78788052")
    /// §12.3 press fill: tertiarySystemFill through the highlight transformer #7 (ReferenceChoices: 15% toward
    /// black in light, toward white in dark, alpha kept).
    static let pressFills = ("#64646D1F", "#8B8B933D", "#8B8B933D")

    static let swiped = StateSpec("swiped") { $0.swiped = true }
    static let selected = StateSpec("selected") { $0.selected = true }
    static let highlighted = StateSpec("highlighted") { $0.highlighted = true }

    static let designRows: [DesignRow] =
        [DesignGeneration.ios18, .ios26].flatMap { design -> [DesignRow] in
            let ios26 = design == .ios26
            return [
                // §3.7 row 1: swiped plain cell, systemGray5 and radius 26 on phones, 16 visionOS, 10 CarPlay.
                DesignRow(
                    label: "listPlainCell swiped on a phone", factory: "listPlainCell", environment: .plain,
                    idiom: .phone, spec: swiped, design: design, color: ios26 ? .systemGray5 : .systemBackground,
                    cornerRadius: ios26 ? 26 : 0, fills: ios26 ? gray5Fills : systemBackgroundFills),
                DesignRow(
                    label: "listCell in plain, swiped", factory: "listCell", environment: .plain, spec: swiped,
                    design: design, color: ios26 ? .systemGray5 : .systemBackground, cornerRadius: ios26 ? 26 : 0,
                    fills: ios26 ? gray5Fills : systemBackgroundFills),
                DesignRow(
                    label: "listCell in none, swiped on visionOS", factory: "listCell", environment: .none,
                    idiom: .vision, spec: swiped, design: design, color: ios26 ? .systemGray5 : .systemBackground,
                    cornerRadius: ios26 ? 16 : 0, fills: ios26 ? gray5Fills : systemBackgroundFills),
                DesignRow(
                    label: "listPlainCell swiped on CarPlay", factory: "listPlainCell", environment: .unspecified,
                    idiom: .carPlay, spec: swiped, design: design, color: ios26 ? .systemGray5 : .systemBackground,
                    cornerRadius: ios26 ? 10 : 0, fills: ios26 ? gray5Fills : systemBackgroundFills),
                // A swiped row that is also highlighted keeps the selected gray; only its corners round.
                DesignRow(
                    label: "listPlainCell swiped and highlighted", factory: "listPlainCell", environment: .plain,
                    idiom: .phone,
                    spec: StateSpec("swiped and highlighted") {
                        $0.swiped = true
                        $0.highlighted = true
                    }, design: design, color: .systemGray4, cornerRadius: ios26 ? 26 : 0, fills: gray4Fills),
                // §3.7 names plain cells only: a swiped grouped cell is as in iOS 18 (its section is rounded).
                DesignRow(
                    label: "listCell in insetGrouped, swiped", factory: "listCell", environment: .insetGrouped,
                    spec: swiped, design: design, color: .secondarySystemGroupedBackground, cornerRadius: 0,
                    fills: ("#FFFFFF", "#1C1C1E", "#2C2C2E")),
                // §3.7 row 3: a selection that is not key (an inactive Mac window) is tertiarySystemFill in iOS 26;
                // iOS 18 keeps §3.6's Mac metrics.
                DesignRow(
                    label: "Mac sidebar selected, window inactive", factory: "listSidebarCell", environment: .sidebar,
                    idiom: .mac, active: .inactive, spec: selected, design: design,
                    color: ios26 ? .tertiarySystemFill : nil, cornerRadius: 10,
                    fills: ios26 ? tertiaryFills : macSelectionFills, shadowOpacity: ios26 ? 0 : 0.1),
                DesignRow(
                    label: "Mac sidebar selected, window active", factory: "listCell", environment: .sidebar,
                    idiom: .mac, active: .active, spec: selected, design: design, color: nil, cornerRadius: 10,
                    fills: macSelectionFills, shadowOpacity: 0.1),
                // §12.3 correction, both designs: a pressed, unselected sidebar row shows a fill.
                DesignRow(
                    label: "sidebar highlighted", factory: "listSidebarCell", environment: .sidebar,
                    spec: highlighted, design: design, color: .tertiarySystemFill, transformer: .highlight,
                    cornerRadius: 10, fills: pressFills),
                DesignRow(
                    label: "accompanied sidebar highlighted", factory: "listAccompaniedSidebarCell",
                    environment: .sidebar, spec: highlighted, design: design, color: .tertiarySystemFill,
                    transformer: .highlight, cornerRadius: 10, fills: pressFills),
                DesignRow(
                    label: "sidebarPlain highlighted", factory: "listCell", environment: .sidebarPlain,
                    spec: highlighted, design: design, color: .tertiarySystemFill, transformer: .highlight,
                    cornerRadius: 10, fills: pressFills),
                // Sidebar rows keep radius 10 (16 on visionOS) in iOS 26: no public source gives the new value
                // (ReferenceChoices, inferred).
                DesignRow(
                    label: "sidebar normal on visionOS", factory: "listSidebarCell", environment: .sidebar,
                    idiom: .vision, spec: StateSpec("normal"), design: design, color: .clear, cornerRadius: 16,
                    fills: ("#00000000", "#00000000", "#00000000")),
            ]
        }

    @Test(arguments: designRows, Mode.allCases)
    func ios26Rows(_ row: DesignRow, _ mode: Mode) throws {
        let make = try #require(Self.factories.first { $0.name == row.factory }?.make)
        let traits = mode.traits(row.environment, idiom: row.idiom, active: row.active, design: row.design)
        let updated = make().updated(for: row.spec.state(traits))
        if row.color == nil {
            // The Mac metrics' light/dark colors (§3.6).
            let light = mode == .light || mode == .lightHighContrast
            #expect(updated.backgroundColor == (light ? Color.systemBackground : Color.secondarySystemFill))
        } else {
            #expect(updated.backgroundColor == row.color)
        }
        #expect(updated.backgroundColorTransformer == row.transformer)
        #expect(updated.cornerRadius == row.cornerRadius)
        #expect(updated.shadowProperties.opacity == row.shadowOpacity)
        let resolved = updated.resolved(with: traits, tintColor: .systemBlue)
        switch mode {
        case .light: #expect(resolved.backgroundColor.hexString == row.fills.0)
        case .dark: #expect(resolved.backgroundColor.hexString == row.fills.1)
        case .darkElevated: #expect(resolved.backgroundColor.hexString == row.fills.2)
        case .lightHighContrast, .darkHighContrast:
            let base = updated.backgroundColor ?? .systemBlue
            #expect(
                resolved.backgroundColor
                    == base.resolvedColor(with: traits, transformedBy: updated.backgroundColorTransformer))
        }
    }

    /// The pinned plain header keeps its blur in iOS 26 (no public source for another default; ReferenceChoices,
    /// inferred), and explain says so.
    @Test(arguments: [DesignGeneration.ios18, .ios26])
    func pinnedPlainHeaderBlurs(_ design: DesignGeneration) {
        let traits = TraitCollection(listEnvironment: .plain, designGeneration: design)
        var state = CellConfigurationState(traitCollection: traits)
        state.isPinned = true
        #expect(BackgroundConfiguration.listHeader().updated(for: state).visualEffect == .blur(.systemChromeMaterial))
        let inferred = BackgroundStyle.listHeader.inferredDefaults(for: state)
        #expect((inferred["visualEffect"] != nil) == (design == .ios26))
    }

    // MARK: Section corner radius (§12.3)

    struct SectionRow: Sendable, CustomTestStringConvertible {
        var factory: String
        var environment: ListEnvironment
        var idiom: UserInterfaceIdiom = .unspecified
        var ios18: Double
        var ios26: Double

        var testDescription: String { "\(factory) in \(environment.rawValue) (\(idiom.rawValue))" }
    }

    /// 10 (iOS 14–18) / 26 (iOS 26) for a cell in an inset-grouped list (RevenueCat purchases-ios PR #5553, SAP
    /// cloud-sdk-ios-fiori PR #1771, via §12.3); 0 where the layout draws no rounding.
    static let sectionRows: [SectionRow] = [
        SectionRow(factory: "listCell", environment: .insetGrouped, ios18: 10, ios26: 26),
        SectionRow(factory: "listGroupedCell", environment: .insetGrouped, ios18: 10, ios26: 26),
        SectionRow(factory: "listPlainCell", environment: .insetGrouped, ios18: 10, ios26: 26),
        SectionRow(factory: "listCell", environment: .insetGrouped, idiom: .phone, ios18: 10, ios26: 26),
        // visionOS promotes grouped to inset-grouped (§3.5).
        SectionRow(factory: "listCell", environment: .grouped, idiom: .vision, ios18: 10, ios26: 26),
        SectionRow(factory: "listCell", environment: .grouped, ios18: 0, ios26: 0),
        SectionRow(factory: "listGroupedCell", environment: .grouped, ios18: 0, ios26: 0),
        SectionRow(factory: "listCell", environment: .plain, ios18: 0, ios26: 0),
        SectionRow(factory: "listCell", environment: .none, ios18: 0, ios26: 0),
        SectionRow(factory: "listCell", environment: .unspecified, ios18: 0, ios26: 0),
        SectionRow(factory: "listGroupedCell", environment: .unspecified, ios18: 0, ios26: 0),
        // Sidebars round each row through its own cornerRadius instead.
        SectionRow(factory: "listCell", environment: .sidebar, ios18: 0, ios26: 0),
        SectionRow(factory: "listCell", environment: .sidebarPlain, ios18: 0, ios26: 0),
        SectionRow(factory: "listSidebarCell", environment: .sidebar, ios18: 0, ios26: 0),
        // Headers and footers sit outside the rounded section; clear() is not known to be a cell.
        SectionRow(factory: "listHeader", environment: .insetGrouped, ios18: 0, ios26: 0),
        SectionRow(factory: "listFooter", environment: .insetGrouped, ios18: 0, ios26: 0),
        SectionRow(factory: "listGroupedHeaderFooter", environment: .insetGrouped, ios18: 0, ios26: 0),
        SectionRow(factory: "clear", environment: .insetGrouped, ios18: 0, ios26: 0),
    ]

    @Test(arguments: sectionRows, [DesignGeneration.ios18, .ios26])
    func sectionCornerRadius(_ row: SectionRow, _ design: DesignGeneration) throws {
        let make = try #require(Self.factories.first { $0.name == row.factory }?.make)
        let expected = design == .ios18 ? row.ios18 : row.ios26
        for spec in [StateSpec("normal"), Self.selected, Self.highlighted, Self.swiped] {
            let traits = TraitCollection(
                userInterfaceIdiom: row.idiom, listEnvironment: row.environment, designGeneration: design)
            var configuration = make().updated(for: spec.state(traits))
            #expect(configuration.resolved(with: traits).sectionCornerRadius == expected, "\(spec.label)")
            if row.environment == .insetGrouped, row.factory == "listCell", spec.label == "normal" {
                // The configuration's own radius stays as UIKit has it (§12.3): 0.
                #expect(configuration.cornerRadius == 0)
            }
            // Not a configuration property: assigning cornerRadius leaves it.
            configuration.cornerRadius = 4
            #expect(configuration.resolved(with: traits).sectionCornerRadius == expected)
        }
    }

    // MARK: Inferred defaults for explain

    @Test func inferredBackgroundDefaultsNameTheirChoices() {
        func inferred(
            _ style: BackgroundStyle, _ environment: ListEnvironment, _ design: DesignGeneration,
            idiom: UserInterfaceIdiom = .unspecified, _ spec: StateSpec = StateSpec("normal")
        ) -> [String: String] {
            let traits = TraitCollection(
                userInterfaceIdiom: idiom, listEnvironment: environment, designGeneration: design)
            return style.inferredDefaults(for: spec.state(traits))
        }
        // §3.6 / open question 2: the internal grouped colors.
        #expect(inferred(.listCell, .insetGrouped, .ios18)["backgroundColor"] != nil)
        #expect(inferred(.listGroupedCell, .grouped, .ios26, Self.selected)["backgroundColor"] != nil)
        // §12.3 (decision 8 of §12.5): the grouped configuration's cornerRadius 0 is settled, in both designs.
        #expect(inferred(.listGroupedCell, .grouped, .ios18)["cornerRadius"] == nil)
        #expect(inferred(.listGroupedCell, .insetGrouped, .ios26)["cornerRadius"] == nil)
        // The plain selected gray is observed (§3.6), not inferred, in the iOS 18 design; §3.7 does not give the iOS
        // 26 highlight fills, so they are (§12.5 decision 11).
        #expect(inferred(.listPlainCell, .plain, .ios18, Self.selected)["backgroundColor"] == nil)
        #expect(inferred(.listPlainCell, .plain, .ios26, Self.selected)["backgroundColor"] != nil)
        #expect(inferred(.listPlainCell, .plain, .ios26, Self.highlighted)["backgroundColor"] != nil)
        // §12.5 decision 3: the focus fill is the private transformer's, in both designs.
        let focused = StateSpec("focused") { $0.focused = true }
        #expect(inferred(.listPlainCell, .plain, .ios18, focused)["backgroundColor"] != nil)
        #expect(inferred(.listGroupedHeaderFooter, .grouped, .ios18, focused)["backgroundColor"] != nil)
        // §3.7: the swiped fill and phone radius are observed; an iPad's radius is the phone's, inferred.
        #expect(inferred(.listPlainCell, .plain, .ios26, idiom: .phone, Self.swiped).isEmpty)
        #expect(inferred(.listPlainCell, .plain, .ios26, idiom: .pad, Self.swiped)["cornerRadius"] != nil)
        #expect(inferred(.listPlainCell, .plain, .ios18, Self.swiped)["backgroundColor"] != nil)
        // Sidebar: the swiped and reordering fills, the press fill (§12.3), iOS 26's radius.
        #expect(inferred(.listSidebarCell, .sidebar, .ios18, Self.swiped)["backgroundColor"] != nil)
        #expect(
            inferred(.listSidebarCell, .sidebar, .ios18, StateSpec("reordering") { $0.reordering = true })[
                "backgroundColor"] != nil)
        #expect(inferred(.listSidebarCell, .sidebar, .ios18, Self.highlighted)["backgroundColor"] != nil)
        #expect(inferred(.listSidebarCell, .sidebar, .ios18)["cornerRadius"] == nil)
        #expect(inferred(.listSidebarCell, .sidebar, .ios26)["cornerRadius"] != nil)
        #expect(inferred(.listSidebarCell, .sidebar, .ios18)["backgroundColor"] == nil, "clear is observed")
        // Headers and footers of grouped lists are observed in the iOS 18 design; the iOS 26 design keeps their
        // radius 10 for want of an iOS 26 source (§12.4).
        #expect(inferred(.listGroupedHeaderFooter, .grouped, .ios18).isEmpty)
        #expect(inferred(.listGroupedHeaderFooter, .grouped, .ios26).keys.sorted() == ["cornerRadius"])
    }
}
