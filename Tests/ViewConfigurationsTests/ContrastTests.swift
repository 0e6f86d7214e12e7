import Testing
import ViewConfigurations

@Suite("WCAG contrast and color traces")
struct ContrastTests {
    private func color(_ hex: String) throws -> ResolvedColor {
        try #require(Color(hex: hex)).resolvedColor(with: TraitCollection(designGeneration: .ios18))
    }

    @Test func contrastRatiosOfKnownPairs() throws {
        let white = try color("#FFFFFF")
        #expect(try color("#000000").contrastRatio(with: white) == 21, "black on white is 21:1")
        #expect(abs(try color("#777777").contrastRatio(with: white) - 4.48) < 0.005, "#777777 on white is about 4.48:1")
        #expect(
            try color("#767676").contrastRatio(with: white) >= 4.5,
            "#767676 is the lightest gray that passes AA on white")
        #expect(abs(try color("#007AFF").contrastRatio(with: white) - 4.02) < 0.01, "systemBlue on white")
        #expect(white.contrastRatio(with: white) == 1)
        let pair = (try color("#336699"), try color("#FFCC00"))
        #expect(pair.0.contrastRatio(with: pair.1) == pair.1.contrastRatio(with: pair.0), "the order does not matter")
    }

    @Test func contrastCheckCompositesTranslucentTextAndAppliesTheMinimum() {
        let state = CellConfigurationState(
            traitCollection: TraitCollection(userInterfaceStyle: .light, designGeneration: .ios18))
        let background = BackgroundConfiguration.listSidebarCell().updated(for: state).resolved(
            with: state.traitCollection)
        var configuration = ListContentConfiguration.sidebarCell().updated(for: state)
        let light = ContrastCheck(
            background: background, content: configuration.resolved(with: state.traitCollection),
            traits: state.traitCollection)
        #expect(light.backdrop.hexString == "#FFFFFF")
        #expect(
            background.backgroundColor.isClear && light.background.hexString == "#FFFFFF",
            "a clear fill shows the backdrop")
        #expect(light.level == .aa && light.text.threshold == 4.5 && light.text.criterion == .contrastMinimum)
        #expect(light.text.ratio == 21 && light.text.outcome == .pass, "label is black on white")
        // secondaryLabel is #3C3C43 at 60 %: over white it draws #8A8A8E, 3.43:1.
        #expect(light.secondaryText.color.hexString == "#8A8A8E")
        #expect(abs(light.secondaryText.ratio - 3.43) < 0.01)
        #expect(light.secondaryText.outcome == .fail && light.outcome == .fail)

        configuration.alpha = 0.5
        let faded = ContrastCheck(
            background: background, content: configuration.resolved(with: state.traitCollection),
            traits: state.traitCollection)
        #expect(faded.text.color.hexString == "#808080", "the content's alpha fades the text too")

        let highTraits = TraitCollection(
            userInterfaceStyle: .dark, accessibilityContrast: .high, designGeneration: .ios18)
        let high = ContrastCheck(
            background: BackgroundConfiguration.listPlainCell().resolved(with: highTraits),
            content: ListContentConfiguration.cell().resolved(with: highTraits), traits: highTraits)
        #expect(high.text.threshold == 4.5, "increased contrast is a setting checked under, not a stricter level")
        #expect(high.backdrop.hexString == "#000000")
        #expect(high.text.outcome == .pass)
        let highAAA = ContrastCheck(
            background: BackgroundConfiguration.listPlainCell().resolved(with: highTraits),
            content: ListContentConfiguration.cell().resolved(with: highTraits), traits: highTraits, level: .aaa)
        #expect(highAAA.text.threshold == 7 && highAAA.text.criterion == .contrastEnhanced, "AAA asks 7:1")
        #expect(highAAA.text.outcome == .pass)
    }

    @Test func aColorTraceEndsInTheResolvedColor() throws {
        var state = CellConfigurationState(
            traitCollection: TraitCollection(userInterfaceStyle: .dark, designGeneration: .ios18))
        state.isSelected = true
        state.isHighlighted = true
        let background = BackgroundConfiguration.listSidebarCell().updated(for: state)
        let transformer = try #require(background.backgroundColorTransformer)
        #expect(background.backgroundColor == nil, "a selected sidebar row fills with the tint")
        let trace = Color.systemGreen.trace(with: state.traitCollection, transformedBy: transformer)
        #expect(trace.base == "systemGreen")
        #expect(trace.baseValue == Color.systemGreen.resolvedColor(with: state.traitCollection))
        #expect(trace.steps.map(\.transformer) == [transformer.description])
        #expect(
            trace.steps.last?.result
                == background.resolved(with: state.traitCollection, tintColor: .systemGreen).backgroundColor)

        let twoSteps = ColorTransformer.darken(0.5).then(.alpha(0.5))
        let chained = try #require(Color(hex: "#FFFFFF")).withAlphaComponent(0.8).trace(
            with: TraitCollection(designGeneration: .ios18), transformedBy: twoSteps)
        #expect(chained.base == "#FFFFFF")
        #expect(
            chained.steps.map(\.transformer) == ["alpha(0.8)", "darken(0.5)", "alpha(0.5)"],
            "the color's own transformer first")
        #expect(chained.steps.map(\.result.hexString) == ["#FFFFFFCC", "#808080CC", "#80808080"])
    }
}
