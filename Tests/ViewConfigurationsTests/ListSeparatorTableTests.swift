import Testing

@testable import ViewConfigurations

// Separators (accessories reference §2) and the list around the rows (§5): the §2.2 defaults per appearance, the §2.3
// automatic inset that follows the text (cell margin from facts §10.2, image slot from facts §10.4, paddings from
// facts §4.7), visibility, colors and the multiple-selection color, right to left, both designs (§2.4, §5.3), and
// the §5.2 list values. Expected values are literals; the choices of `ReferenceChoices+Row.swift` are marked
// "ReferenceChoices".

@Suite("Separators and the list (accessories reference §2, §5)")
struct ListSeparatorTableTests {
    static func state(
        _ environment: ListEnvironment, design: DesignGeneration = .ios18, dark: Bool = false,
        category: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight,
        containerWidth: Double? = nil
    ) -> CellConfigurationState {
        CellConfigurationState(
            traitCollection: TraitCollection(
                userInterfaceStyle: dark ? .dark : .light, preferredContentSizeCategory: category,
                layoutDirection: direction, horizontalSizeClass: .compact, listEnvironment: environment,
                containerWidth: containerWidth, designGeneration: design))
    }

    static func content(
        _ state: CellConfigurationState, image: Bool, reserved: Size = .zero
    ) -> ResolvedListContentConfiguration {
        var content = ListContentConfiguration.cell()
        if image { content.image = "star" }
        content.imageProperties.reservedLayoutSize = reserved
        return content.updated(for: state).resolved(with: state.traitCollection)
    }

    /// §2.2: the same defaults in all five appearances.
    @Test(arguments: CollectionLayoutListConfiguration.Appearance.allCases)
    func defaultsPerAppearance(appearance: CollectionLayoutListConfiguration.Appearance) {
        let separators = CollectionLayoutListConfiguration(appearance: appearance).separatorConfiguration
        #expect(separators.topSeparatorVisibility == .automatic && separators.bottomSeparatorVisibility == .automatic)
        let automatic = DirectionalEdgeInsets(
            top: 0, leading: .greatestFiniteMagnitude, bottom: 0, trailing: .greatestFiniteMagnitude)
        #expect(separators.topSeparatorInsets == automatic && separators.bottomSeparatorInsets == automatic)
        #expect(separators.color == .separator && separators.multipleSelectionColor == nil)
    }

    /// §2.3: leading inset = the content's leading margin (max(16, cell margin): facts §10.2), plus the image slot
    /// (24, 28 in sidebars, scaled; facts §10.4) and imageToTextPadding (16, sidebar 10: facts §4.7) when there is an
    /// image or a reserved width. Trailing 0 (ReferenceChoices). Both designs keep it (§2.4).
    @Test(arguments: DesignGeneration.allCases)
    func automaticInsetsFollowTheText(design: DesignGeneration) {
        let standard = ListContentConfiguration.ImageProperties.standardDimension
        let cases: [(ListEnvironment, ContentSizeCategory, Double?, Bool, Size, Double)] = [
            (.insetGrouped, .large, nil, false, .zero, 16),
            // ReferenceChoices: an image without a reserved width counts as a standard symbol.
            (.plain, .large, nil, true, .zero, 16 + 24 + 16),
            (.plain, .large, nil, true, Size(width: standard, height: 0), 16 + 24 + 16),
            (.grouped, .extraExtraExtraLarge, nil, true, Size(width: standard, height: 0), 16 + 24 * 23 / 17 + 16),
            (.plain, .large, nil, false, Size(width: 40, height: 0), 16 + 40 + 16),
            (.plain, .large, 414, true, Size(width: 30, height: 30), 20 + 30 + 16),
            (.sidebar, .large, nil, true, .zero, 16 + 28 + 10),
            (.sidebarPlain, .large, nil, false, .zero, 16),
            // At accessibility sizes the reserved width is ignored (facts §10.3); the image counts as standard.
            (.plain, .accessibilityMedium, nil, true, Size(width: standard, height: 0), 16 + 24 * 28 / 17 + 16),
        ]
        for (environment, category, width, image, reserved, leading) in cases {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let state = Self.state(
                    environment, design: design, category: category, direction: direction, containerWidth: width)
                let list = CollectionLayoutListConfiguration(listEnvironment: environment)
                let separators = list?.separatorConfiguration.resolved(
                    for: state, content: Self.content(state, image: image, reserved: reserved))
                let context = "\(environment) \(category) \(direction) image \(image) \(reserved)"
                #expect(abs((separators?.bottom.leadingInset ?? -1) - leading) < 1e-9, "\(context)")
                #expect(separators?.bottom.leadingInset == separators?.top.leadingInset, "\(context)")
                #expect(separators?.bottom.trailingInset == 0, "\(context)")
                let physical =
                    direction == .rightToLeft ? separators?.bottom.insets.right : separators?.bottom.insets.left
                #expect(abs((physical ?? -1) - leading) < 1e-9, "\(context)")
            }
        }
    }

    /// §2.3: edges the app sets win; without list content the cell's layout margin (16, regular width 20).
    @Test func setInsetsWinAndCustomContentTakesTheMargin() {
        var separators = ListSeparatorConfiguration(listAppearance: .plain)
        separators.bottomSeparatorInsets = DirectionalEdgeInsets(leading: 0, trailing: 12)
        let state = Self.state(.plain, direction: .rightToLeft)
        let resolved = separators.resolved(for: state, content: Self.content(state, image: true))
        #expect(resolved.bottom.leadingInset == 0 && resolved.bottom.trailingInset == 12)
        #expect(resolved.bottom.insets.left == 12 && resolved.bottom.insets.right == 0)
        #expect(resolved.top.leadingInset == 56)
        #expect(separators.resolved(for: state, content: nil).top.leadingInset == 16)
        var regular = state
        regular.traitCollection.horizontalSizeClass = .regular
        #expect(separators.resolved(for: regular, content: nil).top.leadingInset == 20)
    }

    /// ReferenceChoices: bottom on every row but a grouped section's last; top only on a plain list's first row
    /// under a header. Set visibilities win; `showsSeparators` false hides both (§2.3).
    @Test func visibility() {
        let rows: [(ListEnvironment, ListRowPosition, top: Bool, bottom: Bool)] = [
            (.plain, ListRowPosition(), false, true),
            (.plain, ListRowPosition(isFirstInSection: true, hasHeaderAbove: true), true, true),
            (.plain, ListRowPosition(isLastInSection: true), false, true),
            (.grouped, ListRowPosition(isFirstInSection: true, hasHeaderAbove: true), false, true),
            (.grouped, ListRowPosition(isLastInSection: true), false, false),
            (.insetGrouped, ListRowPosition(isLastInSection: true), false, false),
            (.insetGrouped, ListRowPosition(), false, true),
            (.sidebar, ListRowPosition(isLastInSection: true), false, true),
            (.sidebarPlain, ListRowPosition(isFirstInSection: true, hasHeaderAbove: true), false, true),
        ]
        for (environment, position, top, bottom) in rows {
            let state = Self.state(environment)
            guard let list = CollectionLayoutListConfiguration(listEnvironment: environment) else { continue }
            let resolved = list.separatorConfiguration.resolved(for: state, content: nil, position: position)
            #expect(resolved.top.isVisible == top && resolved.bottom.isVisible == bottom, "\(environment) \(position)")
            let hidden = list.separatorConfiguration.resolved(
                for: state, content: nil, position: position, showsSeparators: false)
            #expect(!hidden.top.isVisible && !hidden.bottom.isVisible)
        }
        var separators = ListSeparatorConfiguration(listAppearance: .insetGrouped)
        separators.topSeparatorVisibility = .visible
        separators.bottomSeparatorVisibility = .hidden
        let resolved = separators.resolved(for: Self.state(.insetGrouped), content: nil)
        #expect(resolved.top.isVisible && !resolved.bottom.isVisible)
    }

    /// §2.2 colors: `separator` (facts §7.2: #3C3C434A light, #54545899 dark) in both designs; inside a multiple
    /// selection the dynamic color: `separator`, or white at 20 % under focus (ReferenceChoices: a focused cell) and
    /// always in sidebar-plain lists; set colors win.
    @Test(arguments: DesignGeneration.allCases)
    func colors(design: DesignGeneration) {
        let group = ListRowPosition(isInMultipleSelectionGroup: true)
        for dark in [false, true] {
            let separatorHex = dark ? "#54545899" : "#3C3C434A"
            for environment in [ListEnvironment.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain] {
                var state = Self.state(environment, design: design, dark: dark)
                guard
                    let separators = CollectionLayoutListConfiguration(listEnvironment: environment)?
                        .separatorConfiguration
                else { continue }
                #expect(separators.resolved(for: state, content: nil).bottom.color.hexString == separatorHex)
                let inGroup = separators.resolved(for: state, content: nil, position: group).bottom.color.hexString
                #expect(inGroup == (environment == .sidebarPlain ? "#FFFFFF33" : separatorHex), "\(environment)")
                state.isFocused = true
                #expect(
                    separators.resolved(for: state, content: nil, position: group).bottom.color.hexString
                        == "#FFFFFF33")
            }
        }
        var separators = ListSeparatorConfiguration(listAppearance: .plain)
        separators.color = .systemRed
        separators.multipleSelectionColor = .systemGreen
        let state = Self.state(.plain)
        #expect(separators.resolved(for: state, content: nil).top.color.hexString == "#FF3B30")
        #expect(separators.resolved(for: state, content: nil, position: group).top.color.hexString == "#34C759")
    }

    /// Explain: the automatic values are inferred (§2.3 rules unknown, the inset rule inferred); in iOS 26 every
    /// value the list supplies is the iOS 18 one, kept (§2.4); set values are never marked.
    @Test func explainMarksTheAutomaticValues() {
        let separators = ListSeparatorConfiguration(listAppearance: .plain)
        let state18 = Self.state(.plain)
        let marked = separators.inferredDefaults(for: state18, content: Self.content(state18, image: false))
        #expect(
            Set(marked.keys) == [
                "top.isVisible", "top.leadingInset", "top.trailingInset", "bottom.isVisible", "bottom.leadingInset",
                "bottom.trailingInset",
            ])
        let state26 = Self.state(.plain, design: .ios26)
        let marked26 = separators.inferredDefaults(for: state26, content: Self.content(state26, image: false))
        #expect(marked26["bottom.color"]?.hasPrefix("iOS 26 design") == true)
        #expect(marked26["bottom.isVisible"]?.contains("iOS 26 design") == true)
        var set = separators
        set.bottomSeparatorVisibility = .visible
        set.bottomSeparatorInsets = DirectionalEdgeInsets(leading: 4, trailing: 4)
        set.color = .systemRed
        let none = set.inferredDefaults(for: state26, content: nil)
        #expect(none.keys.filter { $0.hasPrefix("bottom.") }.isEmpty)
    }

    // MARK: The list (§5)

    /// §5.2 and §5.3: background (systemGroupedBackground for grouped lists; ReferenceChoices systemBackground for
    /// plain, secondarySystemBackground for the sidebar), separators on, the automatic header top padding (22 in plain
    /// lists, 0 in grouped; ReferenceChoices for the first plain section and sidebars) and the section radius (10,
    /// 26 in iOS 26, for inset-grouped; facts §12.3), in both designs.
    @Test(arguments: DesignGeneration.allCases)
    func listValuesPerAppearance(design: DesignGeneration) {
        typealias Appearance = CollectionLayoutListConfiguration.Appearance
        let rows: [(Appearance, light: String, dark: String, first: Double, later: Double, radius: Double)] = [
            (.plain, "#FFFFFF", "#000000", 22, 22, 0),
            (.grouped, "#F2F2F7", "#000000", 0, 0, 0),
            (.insetGrouped, "#F2F2F7", "#000000", 0, 0, design == .ios26 ? 26 : 10),
            (.sidebar, "#F2F2F7", "#1C1C1E", 0, 0, 0),
            (.sidebarPlain, "#FFFFFF", "#000000", 22, 22, 0),
        ]
        for row in rows {
            let list = CollectionLayoutListConfiguration(appearance: row.0)
            for dark in [false, true] {
                let traits = TraitCollection(userInterfaceStyle: dark ? .dark : .light, designGeneration: design)
                let first = list.resolved(with: traits, isFirstSection: true)
                let later = list.resolved(with: traits)
                #expect(first.backgroundColor.hexString == (dark ? row.dark : row.light), "\(row.0)")
                #expect(
                    first.showsSeparators && first.headerTopPadding == row.first && later.headerTopPadding == row.later)
                #expect(first.sectionCornerRadius == row.radius, "\(row.0)")
            }
        }
        var list = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        list.backgroundColor = .systemRed
        list.headerTopPadding = 8
        list.showsSeparators = false
        var resolved = list.resolved(with: TraitCollection(designGeneration: design))
        #expect(resolved.backgroundColor.hexString == (design == .ios26 ? "#FF383C" : "#FF3B30"))
        #expect(resolved.headerTopPadding == 8 && !resolved.showsSeparators)
        list.headerTopPadding = -1  // negative resets to automatic (§5.1)
        resolved = list.resolved(with: TraitCollection(designGeneration: design))
        #expect(resolved.headerTopPadding == 0)
        #expect(CollectionLayoutListConfiguration(listEnvironment: .none) == nil)
    }

    /// Explain: the internal list colors and unknown paddings are inferred; iOS 26 keeps the iOS 18 paddings,
    /// backgrounds and `showsSeparators` default (§5.3); the grouped background and padding are observed in iOS 18
    /// and stay unmarked.
    @Test func listExplain() {
        let ios18 = TraitCollection(designGeneration: .ios18)
        let ios26 = TraitCollection(designGeneration: .ios26)
        #expect(CollectionLayoutListConfiguration(appearance: .grouped).inferredDefaults(with: ios18).isEmpty)
        let grouped26 = CollectionLayoutListConfiguration(appearance: .grouped).inferredDefaults(with: ios26)
        #expect(Set(grouped26.keys) == ["backgroundColor", "headerTopPadding", "showsSeparators"])
        let plain = CollectionLayoutListConfiguration(appearance: .plain)
        #expect(
            Set(plain.inferredDefaults(with: ios18, isFirstSection: true).keys) == [
                "backgroundColor", "headerTopPadding",
            ])
        #expect(Set(plain.inferredDefaults(with: ios18).keys) == ["backgroundColor"])
        var set = plain
        set.backgroundColor = .systemRed
        set.headerTopPadding = 4
        #expect(Set(set.inferredDefaults(with: ios26).keys) == ["showsSeparators"], "true is the default")
        set.showsSeparators = false
        #expect(set.inferredDefaults(with: ios26).isEmpty)
    }
}
