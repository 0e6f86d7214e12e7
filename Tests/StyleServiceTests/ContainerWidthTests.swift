import StrictJSON
import StyleDefinitions
import StyleService
import Testing

/// The `containerWidth` trait (wide phones): read from a request's `state.traits`,
/// checked, compared in rule conditions, and resolved into the preserved cell margins.
@Suite("The containerWidth trait")
struct ContainerWidthTests {
    let resolver = Resolver(batchLimit: 3)
    let registry: StyleRegistry

    init() throws {
        registry = try .holding(
            "wideAware",
            document: #"""
                {"extends": "cell",
                 "rules": [ { "when": { "containerWidth": { "atLeast": 414 } },
                              "set": { "content": { "textProperties": { "numberOfLines": 2 } } } } ] }
                """#)
    }

    /// The answer to a request body, as JSON.
    func answer(_ body: String) throws -> JSONValue {
        try JSONReader().parse(try resolver.resolve(body: Array(body.utf8), snapshot: registry.snapshot))
    }

    /// The preserved leading and trailing margins of a cell() answer.
    func horizontalMargins(_ answer: JSONValue) -> [Double?] {
        let margins = answer.objectValue?["content"]?.objectValue?["effectiveDirectionalLayoutMargins"]?.objectValue
        return [margins?["leading"]?.doubleValue, margins?["trailing"]?.doubleValue]
    }

    @Test(arguments: [
        ("", 16.0), (#", "containerWidth": 375"#, 16), (#", "containerWidth": 430"#, 20),
        (#", "containerWidth": 414"#, 20), (#", "horizontalSizeClass": "regular""#, 20),
    ])
    func wideContainersPreserveTwentyPointMargins(_ traits: String, _ margin: Double) throws {
        for design in ["ios18", "ios26"] {
            let body = #"{"style": "cell", "state": {"traits": {"designGeneration": "\#(design)"\#(traits)}}}"#
            #expect(horizontalMargins(try answer(body)) == [margin, margin], "\(design)\(traits)")
        }
    }

    @Test func rulesCompareTheContainerWidth() throws {
        func lines(_ traits: String) throws -> Double? {
            try answer(#"{"style": "wideAware", "state": {"traits": {\#(traits)}}}"#).objectValue?["content"]?
                .objectValue?["textProperties"]?.objectValue?["numberOfLines"]?.doubleValue
        }
        #expect(try lines(#""containerWidth": 430"#) == 2)
        #expect(try lines(#""containerWidth": 390"#) == 0)
        #expect(try lines("") == 0, "no container width: the comparison does not hold")
    }

    @Test(arguments: [#"-1"#, #"10001"#, #""wide""#, #"null"#])
    func outOfRangeOrNonNumericWidthsAreProblems(_ value: String) {
        let body = #"{"style": "cell", "state": {"traits": {"containerWidth": \#(value)}}}"#
        do throws(ServiceError) {
            _ = try resolver.resolve(body: Array(body.utf8), snapshot: registry.snapshot)
            Issue.record("\(value) was accepted")
        } catch {
            #expect(error.problems.map(\.pointer.description) == ["/state/traits/containerWidth"])
            #expect(error.problems.first?.message.contains("number") == true)
        }
    }
}
