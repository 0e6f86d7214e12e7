import Foundation
import StrictJSON
import StyleHTTPService
import Testing
import ViewConfigurations

@testable import StyleDefinitions
@testable import StyleService
@testable import style_resolver

/// A sidebar row whose rule tells the designs apart, so every test here sees a difference between them whatever the
/// reference values are: in the iOS 18 design only, a corner radius of 3 (the factory's is 10) and red Title 1
/// text (which Dynamic Type sizes, so the designs differ by category too).
let designRuleDocument = """
    {"background": "listSidebarCell", "content": "sidebarCell",
     "rules": [{"when": {"traits": {"designGeneration": "ios18"}},
                "set": {"background": {"cornerRadius": 3},
                        "content": {"textProperties": {"color": "#FF0000", "font": {"textStyle": "title1"}}}}}]}
    """

@Suite("Design generation: --default-design and STYLE_RESOLVER_DEFAULT_DESIGN")
struct DefaultDesignCommandLineTests {
    @Test(arguments: [
        (["--default-design", "ios18"], [String: String](), DesignGeneration.ios18),
        (["--default-design=ios26"], [:], .ios26),
        (["serve", "--default-design", "ios18"], [:], .ios18),
        ([], ["STYLE_RESOLVER_DEFAULT_DESIGN": "ios18"], .ios18),
        ([], ["STYLE_RESOLVER_DEFAULT_DESIGN": "ios26"], .ios26),
        (["--default-design", "ios26"], ["STYLE_RESOLVER_DEFAULT_DESIGN": "ios18"], .ios26),
        ([], [:], .ios26),
    ])
    func theDefaultDesignIsReadFromTheFlagThenTheEnvironment(
        _ arguments: [String], _ environment: [String: String], _ expected: DesignGeneration
    ) throws {
        var settings = ServiceSettings()
        settings.defaultDesign = expected
        #expect(
            try StyleResolverCommand.parse(arguments: arguments, environment: environment).get() == .serve(settings))
    }

    @Test(arguments: [
        (["--default-design", "ios19"], [String: String]()), (["--default-design", "iOS26"], [:]),
        (["--default-design"], [:]), (["--default-design="], [:]),
        ([], ["STYLE_RESOLVER_DEFAULT_DESIGN": "liquidGlass"]), ([], ["STYLE_RESOLVER_DEFAULT_DESIGN": ""]),
    ])
    func anUnknownDesignIsAUsageError(_ arguments: [String], _ environment: [String: String]) {
        guard case .failure(let error) = StyleResolverCommand.parse(arguments: arguments, environment: environment)
        else {
            Issue.record("accepted \(arguments) \(environment)")
            return
        }
        #expect(!error.message.isEmpty)
    }

    @Test func helpNamesTheFlagAndItsVariable() {
        #expect(StyleResolverCommand.helpText.contains("--default-design ios18|ios26"))
        #expect(StyleResolverCommand.helpText.contains("STYLE_RESOLVER_DEFAULT_DESIGN"))
    }
}

@Suite("Design generation over HTTP", .serialized)
struct DesignGenerationEndpointTests {
    static let plain = #"{"style": "sidebarCell"}"#
    static let ios18 = #"{"style": "sidebarCell", "state": {"traits": {"designGeneration": "ios18"}}}"#
    static let ios26 = #"{"style": "sidebarCell", "state": {"traits": {"designGeneration": "ios26"}}}"#

    @Test func theDefaultIsIOS26AndTheTraitOverridesIt() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        for _ in 0..<2 {  // the second round comes from the answer cache
            let plain = try await harness.send("POST", "/v1/resolve", body: Self.plain)
            #expect(plain.status == 200)
            #expect(plain.json?["designGeneration"]?.stringValue == "ios26")
            #expect(plain.json?.objectValue?.keys.prefix(3) == ["style", "designGeneration", "background"])
            let ios18 = try await harness.send("POST", "/v1/resolve", body: Self.ios18)
            #expect(ios18.json?["designGeneration"]?.stringValue == "ios18")
            #expect(ios18.header("ETag") != plain.header("ETag"))
        }
    }

    @Test func theServersDefaultDesignAppliesWithoutTheTrait() async throws {
        let harness = try ServiceHarness { $0.defaultDesign = .ios18 }
        defer { harness.stop() }
        let reference = try ServiceHarness()
        defer { reference.stop() }
        for _ in 0..<2 {
            let plain = try await harness.send("POST", "/v1/resolve", body: Self.plain)
            #expect(plain.json?["designGeneration"]?.stringValue == "ios18")
            let ios26 = try await harness.send("POST", "/v1/resolve", body: Self.ios26)
            #expect(ios26.json?["designGeneration"]?.stringValue == "ios26")
            // The same bytes on a server with the other default: another answer, and another ETag.
            let elsewhere = try await reference.send("POST", "/v1/resolve", body: Self.plain)
            #expect(elsewhere.json?["designGeneration"]?.stringValue == "ios26")
            #expect(elsewhere.header("ETag") != plain.header("ETag"))
            // Each design's values are the same whichever way it was chosen.
            #expect(
                plain.json?["background"]
                    == (try await reference.send("POST", "/v1/resolve", body: Self.ios18)).json?["background"])
            #expect(ios26.json?["content"] == elsewhere.json?["content"])
        }
    }

    @Test func aRuleCanTestTheDesign() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        #expect(try await harness.send("PUT", "/v1/styles/designRule", body: designRuleDocument).status == 201)
        let plain = try await harness.send("POST", "/v1/resolve?explain=true", body: #"{"style": "designRule"}"#)
        #expect(plain.json?["background"]?["cornerRadius"]?.doubleValue == 10)
        #expect(plain.json?["explain"]?["background.cornerRadius"]?["source"]?.stringValue == "factoryDefault")
        let ios18 = try await harness.send(
            "POST", "/v1/resolve?explain=true",
            body: #"{"style": "designRule", "state": {"traits": {"designGeneration": "ios18"}}}"#)
        #expect(ios18.json?["background"]?["cornerRadius"]?.doubleValue == 3)
        #expect(ios18.json?["content"]?["textProperties"]?["color"]?.stringValue == "#FF0000")
        #expect(ios18.json?["explain"]?["background.cornerRadius"]?["source"]?.stringValue == "rule")

        let ios18Server = try ServiceHarness { $0.defaultDesign = .ios18 }
        defer { ios18Server.stop() }
        #expect(try await ios18Server.send("PUT", "/v1/styles/designRule", body: designRuleDocument).status == 201)
        let byDefault = try await ios18Server.send("POST", "/v1/resolve", body: #"{"style": "designRule"}"#)
        #expect(byDefault.json?["background"]?["cornerRadius"]?.doubleValue == 3, "the server's default meets the rule")
    }

    @Test func batchItemsSayTheirOwnDesign() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        #expect(try await harness.send("PUT", "/v1/styles/designRule", body: designRuleDocument).status == 201)
        let body = """
            {"style": "designRule", "state": {"traits": {"designGeneration": "ios18"}},
             "items": [{"id": 1}, {"id": 2, "state": {"traits": {"designGeneration": "ios26"}}}, {"id": 3, "style": "cell"}]}
            """
        let reply = try await harness.send("POST", "/v1/resolve/batch", body: body)
        #expect(reply.status == 200)
        let items = try #require(reply.json?["items"]?.arrayValue)
        #expect(items.map { $0["designGeneration"]?.stringValue } == ["ios18", "ios26", "ios18"])
        #expect(items.map { $0["background"]?["cornerRadius"]?.doubleValue } == [3, 10, 0])
        #expect(items.allSatisfy { $0.objectValue?.keys.prefix(3) == ["id", "style", "designGeneration"] })
        let plain = try await harness.send(
            "POST", "/v1/resolve/batch", body: #"{"style": "designRule", "items": [{"id": 1}]}"#)
        #expect(plain.json?["items"]?[0]?["designGeneration"]?.stringValue == "ios26")
    }

    @Test func theMatrixHasADesignAxis() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        #expect(try await harness.send("PUT", "/v1/styles/designRule", body: designRuleDocument).status == 201)
        // Without the axis: the base state's design only, said in the axes and in every combination.
        let plain = try #require(try await harness.send("POST", "/v1/styles/designRule/matrix", body: "{}").json)
        #expect(plain["axes"]?["designGeneration"]?.arrayValue == ["ios26"])
        #expect(plain["summary"]?["combinations"]?.intValue == 20)
        let plainCombinations = try #require(plain["combinations"]?.arrayValue)
        #expect(plainCombinations.allSatisfy { $0["traits"]?["designGeneration"]?.stringValue == "ios26" })
        let based = try #require(
            try await harness.send(
                "POST", "/v1/styles/designRule/matrix", body: #"{"state": {"traits": {"designGeneration": "ios18"}}}"#
            ).json)
        #expect(based["axes"]?["designGeneration"]?.arrayValue == ["ios18"])
        #expect(based["combinations"]?[0]?["background"]?["cornerRadius"]?.doubleValue == 3)

        // Both designs: designs outermost, then the states.
        let both = try #require(
            try await harness.send(
                "POST", "/v1/styles/designRule/matrix",
                body: #"{"axes": {"designGeneration": ["ios18", "ios26"], "states": ["normal", "selected"]}}"#
            ).json)
        #expect(both["axes"]?["designGeneration"]?.arrayValue == ["ios18", "ios26"])
        let combinations = try #require(both["combinations"]?.arrayValue)
        #expect(combinations.count == 16)
        #expect(both["summary"]?["combinations"]?.intValue == 16)
        #expect(combinations.prefix(8).allSatisfy { $0["traits"]?["designGeneration"]?.stringValue == "ios18" })
        #expect(combinations.suffix(8).allSatisfy { $0["traits"]?["designGeneration"]?.stringValue == "ios26" })
        #expect(
            combinations.map(\.["state"]).prefix(5).compactMap { $0?.stringValue } == [
                "normal", "normal", "normal", "normal", "selected",
            ])
        #expect(combinations[0]["background"]?["cornerRadius"]?.doubleValue == 3)
        #expect(combinations[8]["background"]?["cornerRadius"]?.doubleValue == 10)
        #expect(combinations[0]["content"]?["textProperties"]?["color"]?.stringValue == "#FF0000")

        let ios18Server = try ServiceHarness { $0.defaultDesign = .ios18 }
        defer { ios18Server.stop() }
        let serverDefault = try await ios18Server.send("POST", "/v1/styles/sidebarCell/matrix", body: "{}")
        #expect(serverDefault.json?["axes"]?["designGeneration"]?.arrayValue == ["ios18"])

        let bad = try await harness.send(
            "POST", "/v1/styles/designRule/matrix", body: #"{"axes": {"designGeneration": ["ios19"]}}"#)
        #expect(bad.status == 422)
        #expect(bad.problemPointers == ["/axes/designGeneration/0"])
        let empty = try await harness.send(
            "POST", "/v1/styles/designRule/matrix", body: #"{"axes": {"designGeneration": []}}"#)
        #expect(empty.status == 422)
        #expect(empty.problemPointers == ["/axes/designGeneration"])
    }

    @Test func theWebFormatsTakeTheDesignAndKeepTheirCachingCorrect() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        #expect(try await harness.send("PUT", "/v1/styles/designRule", body: designRuleDocument).status == 201)
        let plain = try await harness.send("GET", "/v1/styles/designRule/stylesheet.css")
        #expect(plain.status == 200)
        let sheet = try ParsedStylesheet(plain.text)
        #expect(
            sheet.rules.contains { $0.selector == #"[data-design="ios18"] .cell"# && $0["--corner-radius"] == "3px" })
        #expect(!plain.text.contains(#"[data-design="ios26"]"#))
        let explicit = try await harness.send("GET", "/v1/styles/designRule/stylesheet.css?design=ios26")
        #expect(explicit.text == plain.text)

        let ios18 = try await harness.send("GET", "/v1/styles/designRule/stylesheet.css?design=ios18")
        #expect(ios18.status == 200)
        let ios18Sheet = try ParsedStylesheet(ios18.text)
        #expect(ios18Sheet.rules.first?.selector == ".cell")
        #expect(ios18Sheet.rules.first?["--corner-radius"] == "3px")
        #expect(
            ios18Sheet.rules.contains {
                $0.selector == #"[data-design="ios26"] .cell"# && $0["--corner-radius"] == "10px"
            })
        let etag = try #require(ios18.header("ETag"))
        #expect(etag != plain.header("ETag"))
        let again = try await harness.send(
            "GET", "/v1/styles/designRule/stylesheet.css?design=ios18", headers: ["If-None-Match": etag])
        #expect(again.status == 304)
        let other = try await harness.send(
            "GET", "/v1/styles/designRule/stylesheet.css", headers: ["If-None-Match": etag])
        #expect(other.status == 200, "the other design's ETag does not match")

        let tokens = try #require(try await harness.send("GET", "/v1/styles/designRule/tokens.json?design=ios18").json)
        #expect(tokens["normal"]?["light"]?["corner-radius"]?["$value"]?["value"]?.doubleValue == 3)
        #expect(tokens["normal"]?["ios26-light"]?["corner-radius"]?["$value"]?["value"]?.doubleValue == 10)

        // On a server whose default is ios18, no query means ios18.
        let ios18Server = try ServiceHarness { $0.defaultDesign = .ios18 }
        defer { ios18Server.stop() }
        #expect(try await ios18Server.send("PUT", "/v1/styles/designRule", body: designRuleDocument).status == 201)
        let byDefault = try await ios18Server.send("GET", "/v1/styles/designRule/stylesheet.css")
        #expect(byDefault.text == ios18.text)
        #expect(byDefault.header("ETag") == etag, "the same bytes, the same ETag")

        for path in ["/v1/styles/designRule/stylesheet.css?design=ios19", "/v1/styles/designRule/tokens.json?design="] {
            let bad = try await harness.send("GET", path)
            #expect(bad.status == 422, "\(path)")
            #expect(bad.problemPointers == ["/design"], "\(path)")
        }
    }
}

@Suite("Design generation in the stylesheet and the tokens")
struct DesignGenerationFormatTests {
    static func fixture() throws -> WebFormatFixture {
        let fixture = try WebFormatFixture()
        _ = try fixture.registry.put(name: "designRule", document: JSONReader().parse(Array(designRuleDocument.utf8)))
        return fixture
    }

    /// The cascade of a stylesheet built for `design` against `POST /v1/resolve` for every covered element in both
    /// designs: the stylesheet's own unmarked, the other under `[data-design]`.
    @Test(arguments: [
        ("designRule", DesignGeneration.ios26), ("designRule", .ios18), ("sidebarCell", .ios26), ("cell", .ios18),
    ])
    func theCascadeGivesEveryCoveredStateItsResolvedValuesInBothDesigns(
        _ name: String, _ design: DesignGeneration
    ) throws {
        let fixture = try Self.fixture()
        let other = DesignGeneration.allCases.filter { $0 != design }.map(\.rawValue)
        let text = String(
            decoding: StylesheetBuilder(
                style: try fixture.style(name), styleName: name, selector: ".cell", tintColor: .systemBlue,
                design: design
            ).build(), as: UTF8.self)
        let sheet = try ParsedStylesheet(text)
        let cascade = WebCascade(sheet, cell: ".cell")
        let elements = WebElement.covered(by: WebStateMark.system, scopedDesigns: other)
        var mismatches: [String] = []
        for element in elements {
            let body = element.resolveBody(style: name, ownDesign: design.rawValue)
            let expected = try fixture.cssProperties(body)
            let cascaded = cascade.properties(for: element)
            if cascaded != expected {
                let wrong = expected.keys.filter { cascaded[$0] != expected[$0] }.sorted()
                mismatches.append("\(body): \(wrong.map { "\($0) \(cascaded[$0] ?? "-") ≠ \(expected[$0] ?? "-")" })")
            }
        }
        #expect(
            mismatches.isEmpty, "\(mismatches.count) of \(elements.count) states differ, first: \(mismatches.prefix(3))"
        )
        #expect(elements.count > 5_600)
        // Every rule on the cell is one the contract reads, so none is left out of the check above.
        for rule in sheet.rules where rule.declarations.allSatisfy({ $0.name.hasPrefix("--") }) && !rule.isListContainer
        {
            #expect(WebElement(rule: rule, cell: ".cell", marks: WebStateMark.system) != nil, "\(rule.selector)")
        }
        #expect(text.contains("Design: \(design.rawValue) unmarked; data-design=\"\(other[0])\" on an ancestor"))
        if name == "designRule" {
            let scoped = sheet.rules.filter { $0.selector.contains("[data-design=") }
            #expect(scoped.allSatisfy { $0.selector.contains(#"[data-design="\#(other[0])"]"#) })
            #expect(
                scoped.contains {
                    $0.selector.hasPrefix(#":is([data-design="\#(other[0])"][data-content-size-category=""#)
                })
        }
    }

    @Test(arguments: [DesignGeneration.ios26, .ios18])
    func theTokensHaveEveryModeInEachDesign(_ design: DesignGeneration) throws {
        let fixture = try Self.fixture()
        let other = DesignGeneration.allCases.first { $0 != design }?.rawValue ?? ""
        let file = try JSONReader().parse(
            DesignTokensEncoder(
                style: try fixture.style("designRule"), styleName: "designRule", tintColor: .systemBlue, design: design
            ).encode())
        #expect(DTCGCheck.problems(in: file).isEmpty, "\(DTCGCheck.problems(in: file).prefix(5))")
        let appearance = ["light", "dark", "light-high-contrast", "dark-high-contrast"]
        let modes = appearance + appearance.map { "\(other)-\($0)" }
        #expect(file["normal"]?.objectValue?.keys == ["$description"] + modes)
        #expect(file["selected"]?.objectValue?.keys == ["$description"] + modes)
        #expect(file["$description"]?.stringValue?.contains("are the \(design.rawValue) design") == true)

        let tokens = DTCGCheck.tokens(in: file)
        let traits = [
            "light": #""userInterfaceStyle": "light", "accessibilityContrast": "normal""#,
            "dark": #""userInterfaceStyle": "dark", "accessibilityContrast": "normal""#,
            "light-high-contrast": #""userInterfaceStyle": "light", "accessibilityContrast": "high""#,
            "dark-high-contrast": #""userInterfaceStyle": "dark", "accessibilityContrast": "high""#,
        ]
        var compared = 0
        for mode in modes {
            let isOther = mode.hasPrefix(other + "-")
            let modeDesign = isOther ? other : design.rawValue
            let appearanceTraits = traits[isOther ? String(mode.dropFirst(other.count + 1)) : mode] ?? ""
            for (group, member) in [("normal", ""), ("selected", #""isSelected": true, "#)] {
                let json = try fixture.json(
                    #"{"style": "designRule", "state": {\#(member)"traits": {\#(appearanceTraits), "designGeneration": "\#(modeDesign)"}}}"#
                )
                for path in [["corner-radius"], ["text", "color"], ["background", "color"]] {
                    let property = try #require(WebProperty.all.first { $0.tokenPath == path })
                    let token = try #require(tokens[([group, mode] + path).joined(separator: ".")])
                    var value = token.value
                    if let alias = value.stringValue, alias.hasPrefix("{") {
                        value = try #require(tokens[String(alias.dropFirst().dropLast())]).value
                        #expect(
                            alias == "{normal.\(mode).\(path.joined(separator: "."))}", "aliases stay in their mode")
                    }
                    let expected = try #require(JSONPointer(parsing: property.jsonPointer)?.resolve(in: json))
                    if let number = expected.doubleValue {
                        #expect(value["value"]?.doubleValue == number, "\(group).\(mode).\(path)")
                    } else {
                        #expect(
                            value["hex"]?.stringValue == expected.stringValue.map { String($0.prefix(7)).lowercased() },
                            "\(group).\(mode).\(path)")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared == 48)
        let ios18Mode = design == .ios18 ? "light" : "ios18-light"
        #expect(tokens["normal.\(ios18Mode).corner-radius"]?.value["value"]?.doubleValue == 3)
        #expect(tokens["normal.\(ios18Mode).text.color"]?.value["hex"]?.stringValue == "#ff0000")
    }

    @Test(arguments: ["ios18", "ios26"])
    func theFormatQueryTakesADesign(_ value: String) throws {
        let query = try FormatQuery.decode([("design", value)], accepting: StyleFormat.designTokens.parameters)
        #expect(query.design?.rawValue == value)
        #expect(try FormatQuery.decode([], accepting: StyleFormat.stylesheet.parameters).design == nil)
    }
}

@Suite("Explain says which factory values are inferred")
struct InferredExplanationTests {
    @Test func theSummaryAndTheAnswerCarryTheReason() throws {
        var explanation = PropertyExplanation(
            path: "content.directionalLayoutMargins", source: .factoryDefault, supersedes: [], factory: "cell",
            followsState: true, tintColor: nil, color: nil)
        #expect(explanation.inferred == nil)
        #expect(!explanation.summary.contains("inferred"))
        explanation.inferred = "no public iOS 26 value; the iOS 18 value is kept"
        #expect(
            explanation.summary
                == "the cell factory's value for this state (inferred: no public iOS 26 value; the iOS 18 value is kept)"
        )
        var writer = JSONWriter()
        ExplanationEncoder.write([explanation], into: &writer)
        let json = try JSONReader().parse(writer.bytes)
        let member = try #require(json["content.directionalLayoutMargins"])
        #expect(member["inferred"]?.stringValue == "no public iOS 26 value; the iOS 18 value is kept")
        #expect(member.objectValue?.keys == ["source", "factory", "followsState", "inferred", "why"])
        #expect(member["why"]?.stringValue?.contains("(inferred: no public iOS 26 value") == true)
    }

    /// Every built-in style, in both designs and several states: explain reports exactly the reasons the public
    /// lookups give (a property's own, then its base system color's), only for factory values, and says them in `why`.
    @Test(arguments: DesignGeneration.allCases)
    func explainReportsEveryInferredDefaultTheReferenceLists(_ design: DesignGeneration) throws {
        let fixture = try WebFormatFixture()
        let snapshot = fixture.registry.snapshot
        // The cells' explanations; ComponentResolveTests checks the buttons' and empty states'.
        let names = snapshot.orderedNames.filter {
            snapshot[$0]?.definition.kind == .builtIn && snapshot[$0]?.definition.configurationKind == .cell
        }
        #expect(names.count > 20)
        let states = ["", #""isSelected": true, "#, #""isHighlighted": true, "#, #""isDisabled": true, "#]
        var reported = 0
        var expectedCount = 0
        for name in names {
            let definition = try #require(snapshot[name]).definition
            for state in states {
                for appearance in ["light", "dark"] {
                    let body =
                        #"{"style": "\#(name)", "state": {\#(state)"traits": {"userInterfaceStyle": "\#(appearance)", "designGeneration": "\#(design.rawValue)"}}}"#
                    let json = try JSONReader().parse(
                        fixture.resolver.resolve(body: Array(body.utf8), snapshot: snapshot, explain: true))
                    #expect(json["designGeneration"]?.stringValue == design.rawValue)
                    let explain = try #require(json["explain"]?.objectValue)
                    // What the public lookups say, by explained path (built-ins follow the state).
                    let cellState = try #require(try Self.state(body, fixture: fixture, definition: definition))
                    let resolution = definition.resolve(state: cellState)
                    var expected: [String: String] = [:]
                    let background = resolution.background.style?.inferredDefaults(for: cellState) ?? [:]
                    for row in BackgroundConfiguration.catalogue.properties {
                        if let reason = background[row.path] { expected["background." + row.explanationPath] = reason }
                    }
                    let content = resolution.content.style.inferredDefaults(for: cellState)
                    for row in ListContentConfiguration.catalogue.properties {
                        if let reason = content[row.path] { expected["content." + row.explanationPath] = reason }
                    }
                    if let list = resolution.list {
                        let separators = list.separatorConfiguration.inferredDefaults(
                            for: resolution.state, content: resolution.resolvedContent)
                        for (path, reason) in separators {
                            expected["separators." + path.replacingOccurrences(of: "isVisible", with: "visible")] =
                                reason
                        }
                        for (path, reason) in list.inferredDefaults(with: resolution.traits) {
                            expected["list." + path] = reason
                        }
                    }
                    for (path, member) in explain {
                        guard let base = member["baseColor"]?.stringValue,
                            let reason = SystemColor(rawValue: base)?.inferredReason(for: cellState.traitCollection),
                            expected[path] != reason
                        else { continue }
                        expected[path] = expected[path].map { "\($0); \(reason)" } ?? reason
                    }
                    for (path, member) in explain {
                        let inferred = member["inferred"]?.stringValue
                        #expect(inferred == expected[path], "\(name) \(state) \(appearance) \(path)")
                        if let inferred {
                            #expect(["factoryDefault", "tintFallback"].contains(member["source"]?.stringValue))
                            #expect(member["why"]?.stringValue?.contains("(inferred: \(inferred))") == true)
                            reported += 1
                        }
                    }
                    expectedCount += expected.count
                }
            }
        }
        #expect(reported == expectedCount)
        #expect(reported > 100, "the reference infers values in both designs")
    }

    /// Values the reference infers, over a real socket: the iOS 26 sidebar row radius (kept from iOS 18), a plain
    /// cell's fill (a style's choice of system color, and that color's iOS 26 value), the disputed margins axes (both
    /// designs), a pressed sidebar row's fill.
    @Test func explainSaysInferredOverHTTP() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let sidebarRadius = "iOS 26 design: no public source gives it; the iOS 14–18 value is kept"
        let ios26 = try #require(
            try await harness.send("POST", "/v1/resolve?explain=true", body: #"{"style": "sidebarCell"}"#).json)
        #expect(ios26["designGeneration"]?.stringValue == "ios26")
        let radius = try #require(ios26["explain"]?["background.cornerRadius"])
        #expect(radius["source"]?.stringValue == "factoryDefault")
        #expect(radius["inferred"]?.stringValue == sidebarRadius)
        #expect(
            radius["why"]?.stringValue
                == "the listSidebarCell factory's value for this state (inferred: \(sidebarRadius))")
        #expect(
            ios26["explain"]?["content.axesPreservingSuperviewLayoutMargins"]?["inferred"]?.stringValue?.hasPrefix(
                "disputed: Apple's UIListContentConfiguration documentation says") == true)

        let ios18 = try #require(
            try await harness.send(
                "POST", "/v1/resolve?explain=true",
                body: #"{"style": "sidebarCell", "state": {"traits": {"designGeneration": "ios18"}}}"#
            ).json)
        #expect(ios18["explain"]?["background.cornerRadius"]?["inferred"] == nil, "the iOS 18 radius is observed")
        #expect(ios18["explain"]?["content.textProperties.color"]?["inferred"] == nil)

        let cell = try #require(
            try await harness.send("POST", "/v1/resolve?explain=true", body: #"{"style": "cell"}"#).json)
        let fill = try #require(cell["explain"]?["background.backgroundColor"])
        #expect(fill["baseColor"]?.stringValue == "systemBackground")
        #expect(
            fill["inferred"]?.stringValue
                == "UIKit's internal tableCellPlainBackgroundColor has no public value; taken as systemBackground; "
                + "iOS 26 design: no public source gives iOS 26 background colors; the iOS 14–18 value is kept")
        #expect(ios18["explain"]?["content.axesPreservingSuperviewLayoutMargins"]?["inferred"] != nil)

        let pressed = try #require(
            try await harness.send(
                "POST", "/v1/resolve?explain=true", body: #"{"style": "sidebarCell", "state": {"isHighlighted": true}}"#
            ).json)
        #expect(
            pressed["explain"]?["background.backgroundColor"]?["inferred"]?.stringValue?.hasPrefix(
                "a pressed row's fill is not public") == true)

        // Set by the request, the radius is no longer the factory's, so nothing about it is inferred.
        let set = try #require(
            try await harness.send(
                "POST", "/v1/resolve?explain=true",
                body: #"{"style": "sidebarCell", "overrides": {"background": {"cornerRadius": 4}}}"#
            ).json)
        #expect(set["explain"]?["background.cornerRadius"]?["source"]?.stringValue == "requestOverride")
        #expect(set["explain"]?["background.cornerRadius"]?["inferred"] == nil)
    }

    /// A request override is never called inferred, even over an inferred factory value.
    @Test func aValueSetByARequestIsNotInferred() throws {
        let fixture = try WebFormatFixture()
        let body =
            ##"{"style": "cell", "overrides": {"background": {"backgroundColor": "#123456"}, "content": {"textProperties": {"color": "#123456"}}}}"##
        let json = try JSONReader().parse(
            fixture.resolver.resolve(body: Array(body.utf8), snapshot: fixture.registry.snapshot, explain: true))
        for path in ["background.backgroundColor", "content.textProperties.color"] {
            #expect(json["explain"]?[path]?["source"]?.stringValue == "requestOverride")
            #expect(json["explain"]?[path]?["inferred"] == nil)
        }
    }

    /// The state a resolve body decodes to, as the resolver sees it.
    private static func state(
        _ body: String, fixture: WebFormatFixture, definition: StyleDefinition
    ) throws -> CellConfigurationState? {
        let object = try #require(try JSONReader().parse(Array(body.utf8)).objectValue)
        var decoder = RequestDecoder(snapshot: fixture.registry.snapshot, defaultDesign: .ios26)
        guard let stateValue = object["state"] else { return nil }
        return decoder.state(stateValue, at: JSONPointer().appending("state"), declaredKeys: definition.keys)
    }
}
