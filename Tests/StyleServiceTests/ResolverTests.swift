import StrictJSON
import StyleDefinitions
import StyleService
import Testing

/// The core without HTTP: answers are bytes, failures are ``ServiceError``s carrying every problem with its pointer.
@Suite("The core: resolve, batch, matrix and formats")
struct ResolverTests {
    let resolver = Resolver(batchLimit: 3)
    let registry: StyleRegistry

    init() throws {
        registry = try .holding(
            "archivable",
            document: #"""
                {"extends": "cell", "keys": {"com.example.isArchived": {"type": "boolean", "default": false}}}
                """#)
    }

    /// The error `body` fails with, or nil when it answers.
    func failure(_ body: String, batch: Bool = false) -> ServiceError? {
        do throws(ServiceError) {
            _ =
                batch
                ? try resolver.resolveBatch(body: Array(body.utf8), snapshot: registry.snapshot)
                : try resolver.resolve(body: Array(body.utf8), snapshot: registry.snapshot)
            return nil
        } catch {
            return error
        }
    }

    /// The pointers of the problems, as strings.
    func pointers(_ error: ServiceError?) -> [String] {
        error?.problems.map(\.pointer.description) ?? []
    }

    @Test func aRequestResolvesToJSONNamingItsStyleAndNoRegistryVersion() throws {
        let resolved = try resolver.resolveAnswer(body: Array(#"{"style": "cell"}"#.utf8), snapshot: registry.snapshot)
        let answer = try JSONReader().parse(resolved.body)
        #expect(answer.objectValue?["style"]?.stringValue == "cell")
        #expect(
            answer.objectValue?["registryVersion"] == nil,
            "the answer depends on its style, not on the registry's version (per-style ETags)")
        #expect(answer.objectValue?["background"]?.objectValue != nil && answer.objectValue?["content"] != nil)
        #expect(resolved.styleName == "cell")
        #expect(resolved.styleDigest == registry.snapshot["cell"]?.digest)
        #expect(resolved.styleDigest != 0)
    }

    @Test func theCSSRepresentationIsOneRootRule() throws {
        let css = try resolver.resolve(body: Array(#"{"style": "cell"}"#.utf8), snapshot: registry.snapshot, as: .css)
        #expect(String(decoding: css, as: UTF8.self).hasPrefix(":root {\n"))
    }

    @Test func malformedJSONIsItsOwnCase() {
        guard case .malformedJSON(let error)? = failure("{") else {
            Issue.record("expected malformed JSON")
            return
        }
        #expect(error.offset == 1)
        #expect(pointers(failure("{")) == [""])
    }

    @Test func everyProblemOfARequestIsReportedWithItsPointer() {
        let error = failure(
            #"{"style": "archivable", "colour": 1, "#
                + #""state": {"customStates": {"com.example.isArchived": 1}, "isSelected": "yes"}}"#
        )
        guard case .invalid(let problems)? = error else {
            Issue.record("expected invalid, got \(String(describing: error))")
            return
        }
        #expect(
            Set(problems.map(\.pointer.description)) == [
                "/colour", "/state/customStates/com.example.isArchived", "/state/isSelected",
            ])
        #expect(problems.contains { $0.message.contains("the style declares \"com.example.isArchived\"") })
    }

    @Test func aMissingStyleIsReportedAtTheDocument() {
        let error = failure(#"{"tintColor": "systemRed"}"#)
        #expect(
            error
                == .invalid([
                    DocumentProblem(
                        pointer: JSONPointer(), message: "missing \"style\": the name of the style to resolve")
                ]))
    }

    @Test func anUnknownStyleCarriesItsPointer() {
        #expect(
            failure(#"{"style": "nope"}"#)
                == .unknownStyle(
                    "nope",
                    problems: [
                        DocumentProblem(pointer: JSONPointer(tokens: ["style"]), message: "no style named \"nope\"")
                    ]))
    }

    @Test func batchItemProblemsAreAnsweredInTheirItemsWithPointersRelativeToThem() throws {
        let body = #"{"style": "cell", "items": [{"state": {"isSelected": 1}}, {"style": "nope", "id": 7}, 4]}"#
        #expect(failure(body, batch: true) == nil, "an item's problems fail only that item")
        let answer = try JSONReader().parse(resolver.resolveBatch(body: Array(body.utf8), snapshot: registry.snapshot))
        let items = try #require(answer["items"]?.arrayValue)
        #expect(items.count == 3)
        #expect(answer["failed"]?.intValue == 3)
        #expect(
            items.map { $0["problem"]?["errors"]?[0]?["pointer"]?.stringValue } == ["/state/isSelected", "/style", ""])
        #expect(items.map { $0["id"] } == [.null, 7, .null])
        #expect(items.allSatisfy { $0["background"] == nil })
        #expect(pointers(failure(#"{"items": [{}, {}, {}, {}]}"#, batch: true)) == ["/items"], "over the limit of 3")
    }

    @Test(
        "A batch's top level is checked even with no items",
        arguments: [
            // The fuzzing run's body: the shared state has no style to be checked against, but its traits need none.
            (
                #"{"items": [], "style": "", "state": {"traits": {"activeAppearance": "__not_in_enum__"}}}"#,
                ["/state/traits/activeAppearance", "/style"]
            ),
            (
                #"{"items": [], "style": "cell", "state": {"traits": {"activeAppearance": "x"}}}"#,
                ["/state/traits/activeAppearance"]
            ),
            (
                #"{"items": [], "state": {"isSelected": 1, "traits": {"userInterfaceStyle": "dim"}}}"#,
                ["/state/isSelected", "/state/traits/userInterfaceStyle"]
            ),
            (
                #"{"items": [], "style": "archivable", "state": {"customStates": {"com.example.isArchived": 1}}}"#,
                ["/state/customStates/com.example.isArchived"]
            ),
            (#"{"items": [], "tintColor": "nope", "style": "nope"}"#, ["/tintColor", "/style"]),
            (#"{"items": [], "style": 4, "state": {"isFocused": "no"}}"#, ["/style", "/state/isFocused"]),
        ])
    func aBatchsTopLevelIsCheckedWithoutItems(body: String, expected: [String]) {
        let error = failure(body, batch: true)
        guard case .invalid = error else {
            Issue.record("expected invalid, got \(String(describing: error))")
            return
        }
        #expect(pointers(error) == expected)
    }

    @Test func anUnknownTopLevelStyleAloneFailsABatchAsItFailsAResolve() {
        let unknown = ServiceError.unknownStyle(
            "nope",
            problems: [DocumentProblem(pointer: JSONPointer(tokens: ["style"]), message: "no style named \"nope\"")])
        #expect(failure(#"{"style": "nope"}"#) == unknown)
        #expect(failure(#"{"items": [], "style": "nope"}"#, batch: true) == unknown)
        #expect(
            failure(#"{"items": [{"style": "cell"}], "style": "nope"}"#, batch: true) == unknown,
            "even when every item names its own style")
    }

    @Test func aBatchWithNoItemsAndAValidTopLevelAnswersNoItems() throws {
        for body in [
            #"{"items": []}"#, #"{"items": [], "style": "cell", "state": {"isSelected": true}}"#,
            // Without a style, a custom state's type is unknown, so any scalar passes.
            #"{"items": [], "state": {"customStates": {"com.example.isArchived": 1}}}"#,
        ] {
            let answer = try JSONReader().parse(
                resolver.resolveBatch(body: Array(body.utf8), snapshot: registry.snapshot))
            #expect(answer.objectValue?["items"]?.arrayValue == [], "\(body)")
        }
    }

    @Test func theOfflineAnswerParsesOnceAndPicksBatchOrSingle() throws {
        let single = try JSONReader().parse(
            resolver.answer(body: Array(#"{"style": "cell"}"#.utf8), snapshot: registry.snapshot))
        #expect(single.objectValue?["style"]?.stringValue == "cell")
        let batch = try JSONReader().parse(
            resolver.answer(
                body: Array(#"{"style": "cell", "items": [{"id": 1}]}"#.utf8), snapshot: registry.snapshot))
        #expect(batch.objectValue?["items"]?.arrayValue?.count == 1)
    }

    @Test func aMatrixOverTheLimitSaysWhichAxes() {
        do throws(ServiceError) {
            _ = try resolver.resolveMatrix(
                style: "cell", body: Array(#"{"axes": {"states": ["normal", "selected"]}}"#.utf8),
                snapshot: registry.snapshot, limit: 4)
            Issue.record("expected too many combinations")
        } catch {
            guard case .tooManyCombinations(let problems) = error else {
                Issue.record("expected too many combinations, got \(error)")
                return
            }
            #expect(problems.map(\.pointer.description) == ["/axes"])
            #expect(
                problems.first?.message.hasPrefix("2 states × 2 userInterfaceStyle × 2 accessibilityContrast") == true)
        }
    }

    @Test func aMatrixOfAnUnknownStyleNamesNoPointer() {
        #expect(throws: ServiceError.unknownStyle("nope", problems: [])) {
            try resolver.resolveMatrix(style: "nope", body: Array("{}".utf8), snapshot: registry.snapshot, limit: 4)
        }
    }

    @Test func formatQueriesPointAtTheirParameters() throws {
        #expect(throws: ServiceError.self) {
            try FormatQuery.decode(
                [("selector", "{"), ("tintColor", "nope"), ("x", "")], accepting: ["selector", "tintColor"])
        }
        do throws(ServiceError) {
            _ = try FormatQuery.decode(
                [("selector", "{"), ("tintColor", "nope"), ("x", "")], accepting: ["selector", "tintColor"])
        } catch {
            guard case .invalidQuery(let problems) = error else {
                Issue.record("expected an invalid query")
                return
            }
            #expect(problems.map(\.pointer.description) == ["/selector", "/tintColor", "/x"])
        }
        let query = try FormatQuery.decode([("selector", ".row")], accepting: StyleFormat.stylesheet.parameters)
        let style = try #require(registry.snapshot["cell"]).definition
        let css = String(
            decoding: StyleFormat.stylesheet.build(style: style, named: "cell", query: query), as: UTF8.self)
        #expect(css.contains(".row"))
        let tokens = try JSONReader().parse(StyleFormat.designTokens.build(style: style, named: "cell", query: query))
        #expect(tokens.objectValue != nil)
    }
}
