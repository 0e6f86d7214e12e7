import StrictJSON
import StyleDefinitions
import StyleService
import Testing
import ViewConfigurations

/// The matrix body decoded into a ``MatrixRequest``: each axis, the problems with their pointers and suggestions, and
/// the combination limit and render budget checked before any axis value is decoded.
@Suite("Decoding a state matrix request")
struct MatrixRequestTests {
    let registry: StyleRegistry

    init() throws {
        registry = try .withArchivable()
    }

    /// The request `body` makes for `style`, or its error.
    func decode(
        _ body: String, style: String = "cell", limit: Int = 1_000, budget: Int = .max,
        defaultDesign: DesignGeneration = .ios26
    ) -> Result<MatrixRequest, ServiceError> {
        let object = (try? JSONReader().parse(Array(body.utf8)).objectValue) ?? JSONObject()
        return Result { () throws(ServiceError) in
            try MatrixRequest(
                decoding: object, style: style, snapshot: registry.snapshot, limit: limit, budget: budget,
                level: .aa, defaultDesign: defaultDesign)
        }
    }

    /// The problems of a failed decoding as (pointer, message, suggestion).
    func problems(_ result: Result<MatrixRequest, ServiceError>) -> [(String, String, String?)] {
        guard case .failure(let error) = result else { return [] }
        return error.problems.map { ($0.pointer.description, $0.message, $0.suggestion) }
    }

    /// The messages of a decoding refused for too many combinations; nil for any other outcome.
    func limitMessages(_ result: Result<MatrixRequest, ServiceError>) -> [String]? {
        guard case .failure(.tooManyCombinations(let problems)) = result else { return nil }
        return problems.map(\.message)
    }

    @Test func theDefaultAxesAreFiveStatesTwoAppearancesAndTwoContrastsInTheBaseDesign() throws {
        let request = try decode("{}", defaultDesign: .ios18).get()
        #expect(request.style == "cell")
        #expect(request.states.map(\.name) == ["normal", "highlighted", "selected", "disabled", "focused"])
        #expect(request.states[2].state.cell?.isSelected == true && request.states[0].state.cell?.isSelected == false)
        #expect(
            request.traits.map(\.axis) == [
                .userInterfaceStyle, .accessibilityContrast, .preferredContentSizeCategory, .layoutDirection,
            ])
        #expect(request.traits[0].values == [.userInterfaceStyle(.light), .userInterfaceStyle(.dark)])
        #expect(request.traits[1].values == [.accessibilityContrast(.normal), .accessibilityContrast(.high)])
        #expect(request.traits[2].values == [nil] && request.traits[3].values == [nil])
        #expect(request.traits.map(\.isListed) == [true, true, false, false])
        #expect(request.designs == [.ios18], "the server's default design without the axis or a design trait")
        #expect(request.combinationCount == 20)
        let traitDesign = decode(#"{"state": {"traits": {"designGeneration": "ios26"}}}"#, defaultDesign: .ios18)
        #expect(try traitDesign.get().designs == [.ios26], "the base state's design wins over the default")
    }

    @Test func eachAxisDecodesItsValuesAndNullKeepsTheBaseTrait() throws {
        let request = try decode(
            """
            {"state": {"traits": {"designGeneration": "ios18"}}, "tintColor": "#FF0000",
             "axes": {"states": ["dragging", {"name": "mine", "state": {"isFocused": true}}],
                      "userInterfaceStyle": ["dark"], "accessibilityContrast": ["high", null],
                      "preferredContentSizeCategory": ["accessibilityLarge", null], "layoutDirection": ["rightToLeft"],
                      "designGeneration": [null, "ios26"]}}
            """
        ).get()
        #expect(request.states.map(\.name) == ["dragging", "mine"])
        #expect(request.states[0].state.cell?.cellDragState == .dragging)
        let mine = try #require(request.states[1].state.cell)
        #expect(mine.isFocused && mine.cellDragState == .none)
        #expect(request.traits[0].values == [.userInterfaceStyle(.dark)])
        #expect(request.traits[1].values == [.accessibilityContrast(.high), nil])
        #expect(request.traits[2].values == [.preferredContentSizeCategory(.accessibilityLarge), nil])
        #expect(request.traits[3].values == [.layoutDirection(.rightToLeft)])
        #expect(request.traits.map(\.isListed) == [true, true, true, true], "every given axis is listed")
        #expect(request.designs == [.ios18, .ios26], "null is the base state's design")
        #expect(request.tintColor == Color(red: 1, green: 0, blue: 0))
        #expect(request.combinationCount == 2 * 1 * 2 * 2 * 1 * 2)
    }

    @Test func theStylesCustomStatesAreNamedStates() throws {
        let request = try decode("{}", style: "archivable").get()
        #expect(request.states.count == 6)
        let custom = try #require(request.states.last)
        #expect(custom.name == "state-com-example-isarchived")
        let customState = try #require(custom.state.cell)
        #expect(customState[customState: ConfigurationStateCustomKey("com.example.isArchived")] == .bool(true))
    }

    @Test func anUnknownAxisSuggestsTheClosest() {
        let found = problems(decode(#"{"axes": {"layoutDirections": ["rightToLeft"]}}"#))
        #expect(found.map(\.0) == ["/axes/layoutDirections"])
        #expect(found.first?.1.hasPrefix("unknown axis \"layoutDirections\"") == true)
        #expect(found.first?.2 == "layoutDirection")
    }

    @Test(arguments: MatrixAxis.allCases)
    func eachAxisPointsAtItsInvalidValue(axis: MatrixAxis) {
        let found = problems(decode(#"{"axes": {"\#(axis.rawValue)": [null, "bogus"]}}"#))
        let expected =
            axis == .states
            ? [("/axes/states/0", false), ("/axes/states/1", true)] : [("/axes/\(axis.rawValue)/1", true)]
        #expect(found.map(\.0) == expected.map(\.0))
        #expect(found.last?.1.contains("\"bogus\"") == true)
    }

    @Test func anUnknownStateSuggestsAPreset() {
        let found = problems(decode(#"{"axes": {"states": ["selcted"]}}"#))
        #expect(found.map(\.0) == ["/axes/states/0"])
        #expect(found.first?.2 == "selected")
    }

    @Test func anAxisIsANonEmptyArrayInAnObject() {
        #expect(
            problems(decode(#"{"axes": {"states": [], "userInterfaceStyle": "dark"}}"#)).map { [$0.0, $0.1] } == [
                ["/axes/states", "expected a non-empty array, found an empty array"],
                ["/axes/userInterfaceStyle", "expected a non-empty array, found a string"],
            ])
        #expect(problems(decode(#"{"axes": ["states"]}"#)).map(\.0) == ["/axes"])
        #expect(
            problems(decode(#"{"style": "cell"}"#)).map(\.1) == [
                #"unknown field "style"; the style is named in the path"#
            ])
    }

    @Test func theLimitIsInclusiveAndSaysWhichAxesMakeTheCount() {
        #expect((try? decode("{}", limit: 20).get())?.combinationCount == 20)
        #expect(
            limitMessages(decode("{}", limit: 19)) == [
                "5 states × 2 userInterfaceStyle × 2 accessibilityContrast make 20 combinations, more than the limit "
                    + "of 19; give fewer axis values"
            ])
    }

    @Test func theLimitIsCheckedBeforeAnyValueIsDecoded() {
        let body = #"{"axes": {"layoutDirection": ["upward", "sideways"], "designGeneration": ["ios99"]}}"#
        #expect(
            limitMessages(decode(body, limit: 39)) == [
                "5 states × 2 userInterfaceStyle × 2 accessibilityContrast × 2 layoutDirection × 1 designGeneration "
                    + "make 40 combinations, more than the limit of 39; give fewer axis values"
            ])
    }

    @Test func aCountPastIntMaxSaturatesInsteadOfOverflowing() {
        let many = "[" + Array(repeating: "null", count: 1 << 16).joined(separator: ",") + "]"
        let body = """
            {"axes": {"preferredContentSizeCategory": \(many), "layoutDirection": \(many),
                      "designGeneration": \(many), "accessibilityContrast": \(many)}}
            """
        #expect(limitMessages(decode(body, limit: 10_000))?.first?.contains("make \(Int.max) combinations") == true)
    }

    @Test func theBudgetIsCheckedBeforeAnyValueIsDecoded() {
        let result = decode(#"{"axes": {"layoutDirection": ["upward"]}}"#, budget: 1)
        guard case .failure(.overBudget(let work, let budget)) = result else {
            Issue.record("expected over budget, got \(result)")
            return
        }
        #expect(work.resolutions == 20 && budget == 1)
    }

    @Test func anUnknownStyleIsNotFound() {
        #expect(problems(decode("{}", style: "nope")).isEmpty)
        guard case .failure(.unknownStyle("nope", _, _)) = decode("{}", style: "nope") else {
            Issue.record("expected an unknown style")
            return
        }
    }
}
