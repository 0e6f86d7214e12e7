import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

@Suite("Explaining a resolution")
struct ExplanationTests {
    private func explain(
        _ style: StyleDefinition, _ state: CellConfigurationState, tint: Color = .systemBlue,
        overrides: ConfigurationOverrides = .init()
    ) -> [String: PropertyExplanation] {
        let resolution = style.resolve(state: state, tintColor: tint, overrides: overrides, recordingSources: true)
        return Dictionary(uniqueKeysWithValues: style.explain(resolution, tintColor: tint).map { ($0.path, $0) })
    }

    @Test func overridesRulesAndRequestOverridesAreNamedWithWhatTheyReplaced() throws {
        let style = try compile(
            """
            { "background": "listPlainCell", "content": "subtitleCell",
              "overrides": { "background": { "cornerRadius": 4 } },
              "rules": [
                { "when": { "isSelected": true }, "set": { "background": { "cornerRadius": 6 } } },
                { "when": { "isSelected": true }, "set": { "content": { "textProperties": { "color": "#FFFFFF", "colorTransformer": "alpha(0.5)" } } } }
              ] }
            """
        ).get()
        let explanations = explain(
            style, cellState { $0.isSelected = true },
            overrides: ConfigurationOverrides(background: [try backgroundAssignment("cornerRadius", .number(9))]))
        let radius = try #require(explanations["background.cornerRadius"])
        #expect(radius.source == .requestOverride)
        #expect(radius.supersedes == [.styleOverride, .rule(0)])
        #expect(radius.factory == nil)
        #expect(radius.summary == "set by the request's overrides; it replaces the style's overrides, then rule 0")

        let color = try #require(explanations["content.textProperties.color"])
        #expect(color.source == .rule(1))
        #expect(color.color?.base == "#FFFFFF")
        #expect(color.color?.steps.map(\.transformer) == ["alpha(0.5)"])
        #expect(color.color?.steps.last?.result.hexString == "#FFFFFF80")
        #expect(
            color.summary.contains("set by rule 1") && color.summary.contains("transformed by alpha(0.5) → #FFFFFF80"))
        #expect(explanations["content.textProperties.colorTransformer"]?.source == .rule(1))

        let font = try #require(explanations["content.textProperties.font"])
        #expect(font.source == .factoryDefault)
        #expect(font.factory == "subtitleCell")
        #expect(font.followsState)
        #expect(font.summary == "the subtitleCell factory's value for this state")
        #expect(explanations["background.backgroundColor"]?.factory == "listPlainCell")
    }

    @Test func aSelectedSidebarCellsBackgroundIsTheTintFallback() throws {
        let style = try compile(#"{ "background": "listSidebarCell", "content": "sidebarCell" }"#).get()
        let selected = explain(style, cellState { $0.isSelected = true }, tint: .systemGreen)
        let background = try #require(selected["background.backgroundColor"])
        #expect(background.source == .tintFallback)
        #expect(background.tintColor == .systemGreen)
        #expect(background.factory == "listSidebarCell")
        #expect(background.color?.base == "systemGreen")
        #expect(
            background.summary.hasPrefix(
                "the listSidebarCell factory leaves it unset for this state, so the tint color (systemGreen) fills it"))

        let normal = explain(style, cellState(), tint: .systemGreen)
        #expect(
            normal["background.backgroundColor"]?.source == .factoryDefault, "unselected rows have a color of their own"
        )
        #expect(normal["background.backgroundColor"]?.tintColor == nil)
        #expect(normal["content.imageProperties.tintColor"]?.source == .tintFallback, "the symbol takes the tint")

        // A color set to the tint on purpose keeps its source and says it is the tint.
        let assigned = explain(
            style, cellState(), tint: .systemGreen,
            overrides: ConfigurationOverrides(background: [try backgroundAssignment("strokeColor", .color(nil))]))
        #expect(assigned["background.strokeColor"]?.source == .requestOverride)
        #expect(
            assigned["background.strokeColor"]?.summary
                == "set by the request's overrides to the tint color (systemGreen)")
    }

    @Test func everySettablePropertyIsExplainedOnceAndAutomaticUpdatesOffAreSaid() throws {
        let style = try compile(
            """
            { "background": "listGroupedCell", "content": "valueCell", "automaticallyUpdatesBackgroundConfiguration": false }
            """
        ).get()
        let explanations = style.explain(
            style.resolve(state: cellState(), recordingSources: true), tintColor: .systemBlue)
        let paths = explanations.map(\.path)
        #expect(Set(paths).count == paths.count)
        // The image has 10 since its iOS 18 stroke (strokeColor, strokeColorTransformer, strokeWidth, §12.2).
        #expect(paths.count == 18 + 2 * 12 + 10 + 7, "background 13 + 5 shadow fields, two text roles, image, layout")
        #expect(paths.contains("content.imageProperties.symbolConfiguration"), "named as the answer names it")
        #expect(!paths.contains("content.imageProperties.preferredSymbolConfiguration"))
        let byPath = Dictionary(uniqueKeysWithValues: explanations.map { ($0.path, $0) })
        #expect(byPath["background.cornerRadius"]?.followsState == false)
        #expect(byPath["background.cornerRadius"]?.summary.contains("normal-state value") == true)
        #expect(byPath["content.alpha"]?.followsState == true)
    }
}
