import Testing
import ViewConfigurations

@Suite("Geometry and resolution")
struct GeometryAndResolutionTests {
    @Test func directionalInsetsFlipForRightToLeft() {
        let insets = DirectionalEdgeInsets(top: 1, leading: 16, bottom: 3, trailing: 8)
        #expect(insets.edgeInsets(for: .leftToRight) == EdgeInsets(top: 1, left: 16, bottom: 3, right: 8))
        #expect(insets.edgeInsets(for: .unspecified) == EdgeInsets(top: 1, left: 16, bottom: 3, right: 8))
        #expect(insets.edgeInsets(for: .rightToLeft) == EdgeInsets(top: 1, left: 8, bottom: 3, right: 16))
    }

    @Test func cellMarginsResolveOnPhysicalEdgesForBothDirections() {
        let ltr = TraitCollection(layoutDirection: .leftToRight, designGeneration: .ios18)
        let rtl = TraitCollection(layoutDirection: .rightToLeft, designGeneration: .ios18)
        let cell = ListContentConfiguration.cell()
        let left = cell.updated(for: CellConfigurationState(traitCollection: ltr)).resolved(with: ltr)
        let right = cell.updated(for: CellConfigurationState(traitCollection: rtl)).resolved(with: rtl)
        // §4.7: cell() margins {11, 16, 11, 8}.
        #expect(left.directionalLayoutMargins == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
        #expect(left.layoutMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 8))
        #expect(right.directionalLayoutMargins == left.directionalLayoutMargins)
        #expect(right.layoutMargins == EdgeInsets(top: 11, left: 8, bottom: 11, right: 16))
        // §10.2 [inferred]: horizontal margins preserved against the cell's 16 pt, so trailing becomes 16.
        #expect(left.effectiveLayoutMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        // Natural alignment is physical right in RTL.
        #expect(right.textProperties.physicalAlignment == .right)
        #expect(left.textProperties.physicalAlignment == .left)
    }

    @Test func regularWidthCellsPreserveTwentyPointMargins() {
        let traits = TraitCollection(horizontalSizeClass: .regular, designGeneration: .ios18)
        let ios18 = CellConfigurationState(traitCollection: traits)
        let header = ListContentConfiguration.plainHeader().updated(for: ios18).resolved(with: traits)
        #expect(
            header.effectiveDirectionalLayoutMargins
                == DirectionalEdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20))
        let prominent = ListContentConfiguration.prominentInsetGroupedHeader().updated(for: ios18).resolved(
            with: traits)
        // axesPreservingSuperviewLayoutMargins is none for prominent headers (§4.7): margins stay {8, 3, 11, 3}.
        #expect(
            prominent.effectiveDirectionalLayoutMargins
                == DirectionalEdgeInsets(top: 8, leading: 3, bottom: 11, trailing: 3))
    }

    @Test func backgroundInsetsResolveForRightToLeft() {
        var background = BackgroundConfiguration.listSidebarCell()
        background.backgroundInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 2)
        let resolved = background.resolved(
            with: TraitCollection(layoutDirection: .rightToLeft, designGeneration: .ios18))
        #expect(resolved.physicalBackgroundInsets == EdgeInsets(top: 0, left: 2, bottom: 0, right: 10))
    }

    @Test func groupedHeaderTextIsUppercasedWhenResolved() {
        var header = ListContentConfiguration.groupedHeader().updated(
            for: CellConfigurationState(traitCollection: TraitCollection(designGeneration: .ios18)))
        header.text = "Recent items"
        header.secondaryText = "Kept as is"
        let resolved = header.resolved(with: TraitCollection(designGeneration: .ios18))
        #expect(resolved.text == "RECENT ITEMS")
        #expect(resolved.secondaryText == "Kept as is")
        #expect(header.text == "Recent items")
    }

    @Test func standardReservedImageSizeScalesAndVanishesAtAccessibilitySizes() {
        var cell = ListContentConfiguration.cell()
        let standard = ListContentConfiguration.ImageProperties.standardDimension
        cell.imageProperties.reservedLayoutSize = Size(width: standard, height: standard)
        let large = cell.resolved(with: TraitCollection(preferredContentSizeCategory: .large, designGeneration: .ios18))
            .imageProperties
        #expect(large.reservedLayoutSize.width == 24)  // §10.4
        #expect(abs(large.reservedLayoutSize.height - 20.29) < 0.01)
        #expect(large.symbolConfiguration == SymbolConfiguration(textStyle: .body, scale: .large))
        let xl = cell.resolved(
            with: TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge, designGeneration: .ios18)
        )
        .imageProperties
        #expect(abs(xl.reservedLayoutSize.width - 24 * 23 / 17) < 0.001)
        let ax1 = cell.resolved(
            with: TraitCollection(preferredContentSizeCategory: .accessibilityMedium, designGeneration: .ios18)
        )
        .imageProperties
        #expect(ax1.reservedLayoutSize.width == 0)
        #expect(ax1.symbolConfiguration.scale == .medium)
        let ax3 = cell.resolved(
            with: TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge, designGeneration: .ios18)
        )
        .imageProperties
        #expect(ax3.symbolConfiguration.scale == .small)
        let sidebar = ListContentConfiguration.sidebarCell()
        var reserved = sidebar
        reserved.imageProperties.reservedLayoutSize = Size(width: standard, height: 0)
        #expect(
            reserved.resolved(with: TraitCollection(designGeneration: .ios18)).imageProperties.reservedLayoutSize.width
                == 28)
    }

    @Test func fontsFollowTheTraitsAtResolution() {
        var cell = ListContentConfiguration.cell()
        let ax5 = TraitCollection(
            preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge, designGeneration: .ios18)
        #expect(cell.resolved(with: ax5).textProperties.font.pointSize == 53)
        cell.textProperties.adjustsFontForContentSizeCategory = false
        #expect(cell.resolved(with: ax5).textProperties.font.pointSize == 17)
    }

    @Test func strokeIsDrawnOnlyWithWidthAndAVisibleColor() {
        var background = BackgroundConfiguration.clear()
        #expect(!background.resolved(with: TraitCollection(designGeneration: .ios18)).hasStroke)
        background.strokeWidth = 2
        #expect(!background.resolved(with: TraitCollection(designGeneration: .ios18)).hasStroke, "clear stroke color")
        background.strokeColor = nil
        let resolved = background.resolved(
            with: TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios18), tintColor: .systemGreen)
        #expect(resolved.hasStroke)
        #expect(resolved.strokeColor.hexString == "#30D158")
    }
}

@Suite("Container values (§9)")
struct ContainerValuesTests {
    struct Title: ContainerValueKey { static let defaultValue = "Untitled" }
    struct Badge: ContainerValueKey { static let defaultValue: Int? = nil }
    struct Prominence: ContainerValueKey { static let defaultValue = 1.0 }

    @Test func unsetKeysReadTheirDefaults() {
        let values = ContainerValues()
        #expect(values[Title.self] == "Untitled")
        #expect(values[Badge.self] == nil)
        #expect(values[Prominence.self] == 1.0)
        #expect(!values.contains(Title.self))
    }

    @Test func writesOverrideAndTheLastWriteWins() {
        var values = ContainerValues()
        values[Title.self] = "Inbox"
        values[Badge.self] = 3
        #expect(values[Title.self] == "Inbox")
        #expect(values[Badge.self] == 3)
        #expect(values[Prominence.self] == 1.0)
        values[Title.self] = "Archive"
        #expect(values[Title.self] == "Archive")
        #expect(values.contains(Title.self))
    }

    @Test func containerValuesAreValues() {
        var original = ContainerValues()
        original[Title.self] = "Inbox"
        var copy = original
        copy[Title.self] = "Drafts"
        #expect(original[Title.self] == "Inbox")
        #expect(copy[Title.self] == "Drafts")
    }
}

@Suite("Value semantics")
struct ValueSemanticsTests {
    @Test func changingACopyNeverChangesTheOriginal() {
        let background = BackgroundConfiguration.listSidebarCell().updated(
            for: CellConfigurationState(traitCollection: TraitCollection(designGeneration: .ios18)))
        var copy = background
        copy.cornerRadius = 3
        copy.shadowProperties.radius = 9
        #expect(background.cornerRadius == 10)
        #expect(background.shadowProperties.radius == 0)
        #expect(!background.isCustomized(.cornerRadius))

        let content = ListContentConfiguration.valueCell()
        var contentCopy = content
        contentCopy.textProperties.color = .systemRed
        contentCopy.text = "copy"
        #expect(content.textProperties.color == .label)
        #expect(content.text == nil)
        #expect(!content.textProperties.isCustomized(.color))

        var state = CellConfigurationState(traitCollection: TraitCollection(designGeneration: .ios18))
        let original = state
        state.isSelected = true
        state[.init("k")] = 1
        #expect(!original.isSelected)
        #expect(original[.init("k")] == nil)
    }

    @Test func updatedReturnsACopyAndLeavesTheReceiverAlone() {
        let cell = BackgroundConfiguration.listPlainCell()
        var selected = CellConfigurationState(traitCollection: TraitCollection(designGeneration: .ios18))
        selected.isSelected = true
        let updated = cell.updated(for: selected)
        #expect(cell.backgroundColor == Color(.systemBackground))
        #expect(updated.backgroundColor == .systemGray4)
        #expect(cell != updated)
    }

    @Test func viewStatesUpdateConfigurationsToo() {
        var view = ViewConfigurationState(
            traitCollection: TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios18))
        view.isPinned = true
        let header = BackgroundConfiguration.listPlainHeaderFooter().updated(for: view)
        #expect(header.visualEffect == .blur(.systemChromeMaterial))
        view.isHighlighted = true
        let cell = BackgroundConfiguration.listGroupedCell().updated(for: view).resolved(with: view.traitCollection)
        #expect(cell.backgroundColor.hexString == "#3A3A3C")
    }
}

@Suite("Color transformers (§5)")
struct ColorTransformerTests {
    let light = TraitCollection(userInterfaceStyle: .light, designGeneration: .ios18)
    let dark = TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios18)

    @Test func publicTransformers() {
        // Rec. 709 luma of #FF3B30: 0.2126·255 + 0.7152·59 + 0.0722·48 ≈ 99.9 → 0x64.
        #expect(ColorTransformer.grayscale(.systemRed).resolvedColor(with: light).hexString == "#646464")
        #expect(ColorTransformer.preferredTint(.systemBlue).resolvedColor(with: light).hexString == "#007AFF")
        // monochromeTint [inferred]: systemGray with the input's alpha; secondarySystemFill's is 0x29 by §12.3's
        // correction (8-bit rounding to nearest: 0.16 × 255 = 40.8 → 41).
        #expect(ColorTransformer.monochromeTint(.systemBlue).resolvedColor(with: dark).hexString == "#8E8E93")
        #expect(
            ColorTransformer.monochromeTint(.secondarySystemFill).resolvedColor(with: light).hexString == "#8E8E9329")
    }

    @Test func parameterisedTransformers() {
        #expect(ColorTransformer.alpha(0.5)(.white).resolvedColor(with: light).hexString == "#FFFFFF80")
        #expect(
            ColorTransformer.multiplyAlpha(0.5)(.secondaryLabel).resolvedColor(with: light).hexString == "#3C3C434D")
        #expect(ColorTransformer.darken(0.5)(.white).resolvedColor(with: light).hexString == "#808080")
        #expect(ColorTransformer.lighten(0.5)(.black).resolvedColor(with: light).hexString == "#808080")
        #expect(
            ColorTransformer.mix(toward: .black, fraction: 0.25)(.white).resolvedColor(with: light).hexString
                == "#BFBFBF")
        let composed = ColorTransformer.grayscale.then(.alpha(0.5))
        #expect(composed(.systemRed).resolvedColor(with: light).hexString == "#64646480")
        #expect(composed.components == [.grayscale, .alpha(0.5)])
    }

    @Test func transformedDynamicColorsStayDynamic() {
        let transformed = Color.systemBackground.withAlphaComponent(0.8)
        #expect(transformed.resolvedColor(with: light).hexString == "#FFFFFFCC")
        #expect(transformed.resolvedColor(with: dark).hexString == "#000000CC")
        #expect(transformed.systemColor == nil)
        #expect(transformed.description == "systemBackground then alpha(0.8)")
    }

    @Test func privateListTransformerApproximations() {
        // [inferred] ReferenceChoices: highlight moves 15% toward black (light) or white (dark).
        #expect(ColorTransformer.highlight(.systemBlue).resolvedColor(with: light).hexString == "#0068D9")
        // #0A84FF → 15% toward white: 10 + 245·0.15 ≈ 47, 132 + 123·0.15 ≈ 150.
        #expect(ColorTransformer.highlight(.systemBlue).resolvedColor(with: dark).hexString == "#2F96FF")
        #expect(
            ColorTransformer.focus(.systemBlue.withAlphaComponent(0.3)).resolvedColor(with: light).hexString
                == "#007AFF")
        #expect(ColorTransformer.reorder(.white).resolvedColor(with: light).hexString == "#FFFFFFCC")
    }

    @Test(arguments: [
        "grayscale", "preferredTint", "monochromeTint", "alpha(0.5)", "multiplyAlpha(0.8)", "mix(#000000,0.2)",
        "mix(systemBlue,0.5)", "darken(0.1)", "lighten(1.0)", "highlight", "focus", "reorder", "sidebarNotTargeted",
        "accompaniedSidebarNotTargeted", "grayscale then alpha(0.5)",
    ])
    func namesRoundTrip(_ name: String) throws {
        let transformer = try #require(ColorTransformer(specification: name))
        #expect(transformer.description == name)
        #expect(ColorTransformer(specification: transformer.description) == transformer)
    }

    @Test(arguments: [
        "", "sepia", "alpha(2)", "alpha(-0.1)", "alpha()", "mix(#000000)", "mix(nope,0.2)", "darken(x)",
        "grayscale then ", "alpha(0.5",
    ])
    func rejectsUnknownOrOutOfRangeNames(_ name: String) {
        #expect(ColorTransformer(specification: name) == nil)
    }

    @Test func transformersAreComparableSoConfigurationsStayHashable() {
        var a = BackgroundConfiguration.listPlainCell()
        var b = BackgroundConfiguration.listPlainCell()
        a.backgroundColorTransformer = .alpha(0.5)
        b.backgroundColorTransformer = .alpha(0.5)
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        b.backgroundColorTransformer = .alpha(0.6)
        #expect(a != b)
    }

    @Test func statesHashByEveryTraitAndFlagConsistentlyWithEquality() {
        let base = CellConfigurationState(traitCollection: TraitCollection(designGeneration: .ios18))
        var variants: [CellConfigurationState] = [base]
        func vary<Value>(_ path: WritableKeyPath<CellConfigurationState, Value>, _ values: [Value]) {
            for value in values {
                var state = base
                state[keyPath: path] = value
                variants.append(state)
            }
        }
        vary(\.traitCollection.userInterfaceStyle, [.light, .dark])
        vary(\.traitCollection.accessibilityContrast, [.normal, .high])
        vary(\.traitCollection.preferredContentSizeCategory, Array(ContentSizeCategory.allCases.dropFirst()))
        vary(\.traitCollection.layoutDirection, [.leftToRight, .rightToLeft])
        vary(\.traitCollection.horizontalSizeClass, [.compact, .regular])
        vary(\.traitCollection.verticalSizeClass, [.compact, .regular])
        vary(\.traitCollection.userInterfaceIdiom, Array(UserInterfaceIdiom.allCases.dropFirst()))
        vary(\.traitCollection.legibilityWeight, [.regular, .bold])
        vary(\.traitCollection.userInterfaceLevel, [.base, .elevated])
        vary(\.traitCollection.activeAppearance, Array(UserInterfaceActiveAppearance.allCases.dropFirst()))
        vary(\.traitCollection.displayScale, [2, 3])
        vary(\.traitCollection.listEnvironment, Array(ListEnvironment.allCases.dropFirst()))
        vary(\.traitCollection.containerWidth, [375, 430])
        for flag in [
            \CellConfigurationState.isHighlighted, \.isSelected, \.isDisabled, \.isFocused, \.isPinned, \.isEditing,
            \.isExpanded, \.isSwiped, \.isReordering,
        ] {
            vary(flag, [true])
        }
        vary(\.cellDragState, [.lifting, .dragging])
        vary(\.cellDropState, [.notTargeted, .targeted])
        var archived = base
        archived[ConfigurationStateCustomKey("isArchived")] = true
        variants.append(archived)

        // Every variant differs from every other, and hashing tells them apart (a collision among ~70 values would
        // be a 64-bit coincidence, or a field left out of the hash).
        #expect(Set(variants).count == variants.count)
        #expect(Set(variants.map(\.hashValue)).count == variants.count)
        // Equal states built along different paths hash alike (custom states added in another order, traits set
        // through the initialiser or one by one).
        var first = CellConfigurationState(
            traitCollection: TraitCollection(
                userInterfaceStyle: .dark, preferredContentSizeCategory: .large, designGeneration: .ios18))
        first.isSelected = true
        for name in ["a", "b", "c", "d"] { first[ConfigurationStateCustomKey(name)] = name }
        var second = base
        second.traitCollection.preferredContentSizeCategory = .large
        for name in ["d", "c", "b", "a"] { second[ConfigurationStateCustomKey(name)] = name }
        second.isSelected = true
        second.traitCollection.userInterfaceStyle = .dark
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
    }

    @Test func visualEffectNamesRoundTrip() throws {
        for effect in [
            VisualEffect.blur(.systemMaterial), .vibrancy(blur: .systemThinMaterial, style: .secondaryLabel),
            .gaussianBlur(radius: 4),
        ] {
            #expect(VisualEffect(specification: effect.description) == effect)
        }
        #expect(VisualEffect(specification: "systemMaterial") == .blur(.systemMaterial))
        #expect(VisualEffect(specification: "plaid") == nil)
        #expect(VisualEffect(specification: "gaussianBlur(-1)") == nil)
    }

    @Test func factoryNamesAreUIKits() {
        #expect(
            BackgroundConfiguration.factoryNames == [
                "clear", "listCell", "listHeader", "listFooter", "listPlainCell", "listGroupedCell", "listSidebarCell",
                "listAccompaniedSidebarCell", "listPlainHeaderFooter", "listGroupedHeaderFooter", "listSidebarHeader",
            ])
        #expect(BackgroundConfiguration(factoryName: "listInsetGroupedCell") == nil, "UIKit-private style")
        #expect(ListContentConfiguration.factoryNames.count == 16)
        #expect(ListContentConfiguration(factoryName: "insetGroupedCell") == nil)
        #expect(ListContentConfiguration(factoryName: "sidebarCell")?.style == .sidebarCell)
    }
}
