import StrictJSON
import StyleDefinitions
import StyleService
import Testing
import ViewConfigurations

/// The matrix's pure step (a decoded request and a snapshot to every combination resolved) and its encoder.
@Suite("Resolving and writing a state matrix")
struct MatrixResultTests {
    let registry = StyleRegistry(store: nil)

    /// A request for `cell` in the normal and selected states, both designs and both appearances, its sizes left to
    /// the base state but listed.
    func request(style: String = "cell") -> MatrixRequest {
        let base = CellConfigurationState(traitCollection: TraitCollection(preferredContentSizeCategory: .small))
        var selected = base
        selected.isSelected = true
        return MatrixRequest(
            style: style, level: .aaa, tintColor: Color(.systemBlue), content: CellContent(text: "Title"),
            overrides: ConfigurationOverrides(),
            states: [.init(name: "normal", state: base), .init(name: "picked", state: selected)],
            designs: [.ios18, .ios26],
            traits: [
                .init(
                    axis: .userInterfaceStyle, values: [.userInterfaceStyle(.light), .userInterfaceStyle(.dark)],
                    isListed: true),
                .init(axis: .preferredContentSizeCategory, values: [nil], isListed: true),
                .init(axis: .layoutDirection, values: [.layoutDirection(.rightToLeft)], isListed: false),
            ])
    }

    @Test func everyCombinationIsResolvedDesignsOutermostThenStatesThenTraits() throws {
        let snapshot = registry.snapshot
        let result = try MatrixResult(resolving: request(), in: snapshot)
        #expect(result.registryVersion == snapshot.version)
        #expect(result.combinations.count == 8)
        let order = result.combinations.map {
            let traits = $0.checked.traitCollection
            return "\(traits.designGeneration.rawValue) \($0.stateName) \(traits.userInterfaceStyle.rawValue)"
        }
        #expect(
            order == [
                "ios18 normal light", "ios18 normal dark", "ios18 picked light", "ios18 picked dark",
                "ios26 normal light", "ios26 normal dark", "ios26 picked light", "ios26 picked dark",
            ])
        let style = try #require(snapshot["cell"]).definition
        for combination in result.combinations {
            guard case .cell(let resolution, let contrast, _) = combination.checked else {
                Issue.record("a cell style's combination is a cell's")
                continue
            }
            let state = resolution.state
            #expect(state.traitCollection.preferredContentSizeCategory == .small, "nil keeps the base state's trait")
            #expect(state.traitCollection.layoutDirection == .rightToLeft)
            #expect(state.isSelected == (combination.stateName == "picked"))
            // The same resolution and check as resolving that state alone.
            let alone = style.resolve(
                state: state, tintColor: Color(.systemBlue), content: CellContent(text: "Title"),
                overrides: ConfigurationOverrides())
            #expect(resolution.resolvedBackground == alone.resolvedBackground)
            #expect(resolution.resolvedContent == alone.resolvedContent)
            let check = ContrastCheck(
                background: alone.resolvedBackground, content: alone.resolvedContent, traits: state.traitCollection,
                isDisabled: false, level: .aaa)
            #expect(contrast == check)
        }
    }

    @Test func aStyleTheSnapshotLacksIsNotFound() {
        #expect(throws: ServiceError.unknownStyle("nope", problems: [], suggestion: nil)) {
            try MatrixResult(resolving: request(style: "nope"), in: registry.snapshot)
        }
    }

    @Test func theAnswerListsTheGivenAxesAndEachCombinationsTraits() throws {
        let result = try MatrixResult(resolving: request(), in: registry.snapshot)
        let json = try JSONReader().parse(MatrixEncoder.encode(result))
        #expect(json["style"]?.stringValue == "cell")
        #expect(json["level"]?.stringValue == "AAA")
        #expect(
            json["axes"]?.objectValue?.keys.map { $0 } == [
                "states", "userInterfaceStyle", "preferredContentSizeCategory", "designGeneration",
            ])
        #expect(json["axes"]?["states"]?.arrayValue?.compactMap(\.stringValue) == ["normal", "picked"])
        #expect(json["axes"]?["preferredContentSizeCategory"]?.arrayValue?.compactMap(\.stringValue) == [""])
        #expect(json["axes"]?["designGeneration"]?.arrayValue?.compactMap(\.stringValue) == ["ios18", "ios26"])
        #expect(json["summary"]?["combinations"]?.intValue == 8)
        let last = try #require(json["combinations"]?.arrayValue?.last)
        #expect(last["state"]?.stringValue == "picked")
        #expect(
            last["traits"]?.objectValue?.keys.map { $0 } == [
                "userInterfaceStyle", "preferredContentSizeCategory", "designGeneration",
            ])
        #expect(last["traits"]?["preferredContentSizeCategory"]?.stringValue == "small")
        #expect(last["traits"]?["userInterfaceStyle"]?.stringValue == "dark")
        #expect(last["contrast"]?["text"]?["threshold"]?.doubleValue == 7, "AAA's threshold for body text")
    }
}
