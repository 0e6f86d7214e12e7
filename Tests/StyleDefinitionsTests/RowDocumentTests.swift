import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

/// Style documents' `accessories` and `separator` overrides: decoded into the library's values, folded through
/// `extends`, set by rules and resolved; refused with a pointer and a suggestion where UIKit or the schema refuses.
@Suite("Style documents: accessories and separators")
struct RowDocumentTests {
    static let settingsRow = """
        {"extends": "insetGroupedCell",
         "overrides": {
           "accessories": [
             {"type": "disclosureIndicator"},
             {"type": "label", "text": "On", "font": {"textStyle": "footnote"}},
             {"type": "delete", "backgroundColor": "systemOrange", "tintColor": "#FFFFFF"},
             {"type": "reorder", "showsVerticalSeparator": false, "displayed": "always"}
           ],
           "separator": {"color": "systemIndigo", "bottomSeparatorInsets": {"leading": 60},
                         "topSeparatorVisibility": "hidden"}},
         "rules": [{"when": {"isEditing": true},
                    "set": {"accessories": [{"type": "checkmark", "reservedLayoutWidth": 30}],
                            "separator": {"bottomSeparatorVisibility": "hidden"}}}]}
        """

    @Test func aDocumentsAccessoriesAndSeparatorAreDecodedAsTheLibrarysValues() throws {
        let definition = try compile(Self.settingsRow).get()
        let accessories = try #require(definition.overrides.accessories)
        #expect(accessories.map(\.accessoryType) == [.disclosureIndicator, .label, .delete, .reorder])
        #expect(accessories[1].text == "On")
        #expect(accessories[1].font == Font.preferredFont(forTextStyle: .footnote))
        #expect(accessories[2].backgroundColor == Color(.systemOrange))
        #expect(accessories[2].tintColor == Color(hex: "#FFFFFF"))
        #expect(accessories[2].displayed == .whenEditing, "the delete control's default")
        #expect(accessories[3].displayed == .always)
        #expect(accessories[3].showsVerticalSeparator == false)
        #expect(
            definition.overrides.separator.map(\.path) == ["color", "bottomSeparatorInsets", "topSeparatorVisibility"])
    }

    @Test func resolvingAppliesTheSeparatorRowsAndTheAccessoriesAndRulesReplaceThem() throws {
        let definition = try compile(Self.settingsRow).get()
        let normal = definition.resolve(state: cellState(), recordingSources: true)
        let separators = try #require(normal.list?.separatorConfiguration)
        #expect(normal.list?.appearance == .insetGrouped, "the style's list environment")
        #expect(separators.color == Color(.systemIndigo))
        #expect(separators.bottomSeparatorInsets.leading == 60)
        #expect(separators.bottomSeparatorInsets.trailing == ListSeparatorConfiguration.automaticDimension)
        #expect(separators.topSeparatorVisibility == .hidden)
        #expect(separators.isCustomized(.color) && !separators.isCustomized(.multipleSelectionColor))
        #expect(normal.accessories.count == 4)
        #expect(normal.sources["separator.color"] == [.styleOverride])
        #expect(normal.sources["accessories"] == [.styleOverride])

        let editing = definition.resolve(state: cellState { $0.isEditing = true }, recordingSources: true)
        #expect(editing.accessories.map(\.accessoryType) == [.checkmark], "the rule's list replaces the style's")
        #expect(editing.accessories.first?.reservedLayoutWidth == .custom(30))
        #expect(editing.list?.separatorConfiguration.bottomSeparatorVisibility == .hidden)
        #expect(editing.sources["accessories"] == [.styleOverride, .rule(0)])
    }

    @Test func aChildKeepsItsParentsAccessoriesUnlessItSetsItsOwn() throws {
        let parent = try StyleDocument.decode(try json(Self.settingsRow)).get()
        let keeps = try StyleDocument.decode(
            try json(#"{"extends": "row", "overrides": {"separator": {"color": "systemRed"}}}"#)
        ).get()
        let replaces = try StyleDocument.decode(try json(#"{"extends": "row", "overrides": {"accessories": []}}"#))
            .get()
        let compiler = StyleCompiler(documents: ["row": parent, "keeps": keeps, "replaces": replaces])
        let kept = try compiler.compile("keeps").get()
        #expect(kept.overrides.accessories?.count == 4)
        #expect(
            kept.overrides.separator.map(\.path) == [
                "color", "bottomSeparatorInsets", "topSeparatorVisibility", "color",
            ])
        let resolved = kept.resolve(state: cellState())
        #expect(resolved.list?.separatorConfiguration.color == Color(.systemRed), "the child's color is applied last")
        #expect(try compiler.compile("replaces").get().overrides.accessories == [])
    }

    @Test func outsideAListTheSeparatorHasNoListToApplyTo() throws {
        let definition = try compile(#"{"extends": "cell", "overrides": {"separator": {"color": "systemRed"}}}"#).get()
        #expect(definition.resolve(state: cellState()).list == nil)
        var plain = TraitCollection(userInterfaceStyle: .light, designGeneration: .ios18)
        plain.listEnvironment = .plain
        #expect(definition.resolve(state: cellState(plain)).list?.separatorConfiguration.color == Color(.systemRed))
    }

    @Test(
        arguments: [
            (#"[{"type": "disclosure"}]"#, "/overrides/accessories/0/type", "disclosureIndicator"),
            (#"[{"type": "checkmark"}, {"type": "checkmark"}]"#, "/overrides/accessories/1/type", nil),
            (#"[{"type": "label"}]"#, "/overrides/accessories/0/text", nil),
            (#"[{"type": "label", "text": ""}]"#, "/overrides/accessories/0/text", nil),
            (
                #"[{"type": "checkmark", "backgroundColor": "systemRed"}]"#, "/overrides/accessories/0/backgroundColor",
                nil
            ),
            (
                #"[{"type": "checkmark", "tintColour": "systemRed"}]"#, "/overrides/accessories/0/tintColour",
                "tintColor"
            ),
            (
                #"[{"type": "detail", "reservedLayoutWidth": "wide"}]"#, "/overrides/accessories/0/reservedLayoutWidth",
                nil
            ),
            (#"[{"type": "detail", "reservedLayoutWidth": -1}]"#, "/overrides/accessories/0/reservedLayoutWidth", nil),
            (#"[{"displayed": "always"}]"#, "/overrides/accessories/0/type", nil),
            (#"{"type": "checkmark"}"#, "/overrides/accessories", nil),
        ] as [(String, String, String?)])
    func badAccessoriesAreRefusedAtTheirPointer(accessories: String, pointer: String, suggestion: String?) throws {
        try expectRefused(#""accessories": \#(accessories)"#, at: pointer, suggesting: suggestion)
    }

    @Test func aDuplicateSaysWhichElementHasTheTypeAlready() throws {
        let result = try compile(
            #"{"extends": "cell", "overrides": {"accessories": [{"type": "reorder"}, {"type": "label", "text": "x"}, {"type": "reorder"}]}}"#
        )
        guard case .failure(let problems) = result else {
            Issue.record("accepted")
            return
        }
        #expect(problems.problems.first?.message == "expected one reorder accessory per cell; element 0 is already one")
    }

    @Test(
        arguments: [
            (#"{"colr": "systemRed"}"#, "/overrides/separator/colr", "color"),
            (
                #"{"topSeparatorInsets": {"leading": "auto"}}"#, "/overrides/separator/topSeparatorInsets/leading",
                "automatic"
            ),
            (#"{"topSeparatorInsets": {"top": 3}}"#, "/overrides/separator/topSeparatorInsets/top", nil),
            (#"{"bottomSeparatorVisibility": "shown"}"#, "/overrides/separator/bottomSeparatorVisibility", nil),
            (#"{"color": null}"#, "/overrides/separator/color", nil),
        ] as [(String, String, String?)])
    func badSeparatorsAreRefusedAtTheirPointer(separator: String, pointer: String, suggestion: String?) throws {
        try expectRefused(#""separator": \#(separator)"#, at: pointer, suggesting: suggestion)
    }

    /// Expects a style with `overrides` members to be refused with exactly one problem at `pointer`.
    private func expectRefused(_ overrides: String, at pointer: String, suggesting suggestion: String?) throws {
        let result = try compile(#"{"extends": "cell", "overrides": {\#(overrides)}}"#)
        guard case .failure(let problems) = result else {
            Issue.record("\(overrides) was accepted")
            return
        }
        #expect(problems.problems.map(\.pointer.description) == [pointer], "\(overrides)")
        #expect(problems.problems.first?.suggestion == suggestion, "\(overrides)")
    }

    @Test func separatorInsetsTakeAutomaticEdgesAndTheMultipleSelectionColorTakesNull() throws {
        let definition = try compile(
            #"{"extends": "insetGroupedCell", "overrides": {"separator": {"topSeparatorInsets": "automatic", "bottomSeparatorInsets": {"trailing": 8}, "multipleSelectionColor": null}}}"#
        ).get()
        let separators = try #require(definition.resolve(state: cellState()).list?.separatorConfiguration)
        #expect(separators.topSeparatorInsets == ListSeparatorConfiguration.automaticInsets)
        #expect(separators.bottomSeparatorInsets.leading == ListSeparatorConfiguration.automaticDimension)
        #expect(separators.bottomSeparatorInsets.trailing == 8)
        #expect(separators.multipleSelectionColor == nil && separators.isCustomized(.multipleSelectionColor))
    }

    @Test func explainGivesTheRowsSourcesAndOnlyFactoryValuesAreInferred() throws {
        let definition = try compile(Self.settingsRow).get()
        let resolution = definition.resolve(state: cellState { $0.isEditing = true }, recordingSources: true)
        let explanations = Dictionary(
            uniqueKeysWithValues: definition.explain(resolution, tintColor: .systemBlue).map { ($0.path, $0) })
        #expect(explanations["accessories.0.type"]?.source == .rule(0))
        #expect(explanations["accessories.0.type"]?.supersedes == [.styleOverride])
        #expect(explanations["accessories.0.reservedLayoutWidth"]?.source == .rule(0), "the rule set 30 points")
        #expect(explanations["accessories.0.tintColor"]?.source == .factoryDefault)
        #expect(explanations["accessories.0.tintColor"]?.factory == "checkmark accessory")
        #expect(explanations["separators.bottom.visible"]?.source == .rule(0))
        #expect(explanations["separators.bottom.visible"]?.inferred == nil, "set values are never marked")
        #expect(explanations["separators.top.visible"]?.source == .styleOverride)
        #expect(explanations["separators.bottom.color"]?.source == .styleOverride)
        let inset = try #require(explanations["separators.bottom.leadingInset"])
        #expect(inset.source == .styleOverride, "the style set 60 points")
        let trailing = try #require(explanations["separators.bottom.trailingInset"])
        #expect(trailing.inferred == "the automatic trailing inset is not public; 0, as table views")
        #expect(explanations["list.backgroundColor"]?.source == .factoryDefault)
        #expect(explanations["list.backgroundColor"]?.inferred == nil, "systemGroupedBackground is observed")
        #expect(explanations.keys.filter { $0.hasPrefix("accessories.1") }.isEmpty, "the rule left one accessory")
    }
}
