import Foundation
import StrictJSON
import StyleHTTPService
import Testing
import ViewConfigurations

@testable import style_resolver

@Suite("POST /v1/styles/{name}/matrix", .serialized)
struct MatrixEndpointTests {
    private func combination(_ json: JSONValue, state: String, _ style: String, _ contrast: String) -> JSONValue? {
        json["combinations"]?.arrayValue?.first {
            $0["state"]?.stringValue == state && $0["traits"]?["userInterfaceStyle"]?.stringValue == style
                && $0["traits"]?["accessibilityContrast"]?.stringValue == contrast
        }
    }

    @Test func aButtonStylesMatrixMeasuresItsTitleAndRefusesACellsStates() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        let reply = try await harness.send(
            "POST", "/v1/styles/filledButton/matrix",
            body: """
                {"content": {"title": "Buy"},
                 "axes": {"states": ["normal", "held"], "userInterfaceStyle": ["light"],
                          "accessibilityContrast": ["normal"]}}
                """)
        #expect(reply.status == 200)
        let json = try #require(reply.json)
        #expect(json["kind"]?.stringValue == "button")
        let normal = try #require(combination(json, state: "normal", "light", "normal"))
        #expect(normal["background"] == nil && normal["content"] == nil, "a button, not a cell")
        #expect(normal["button"]?["title"]?.stringValue == "Buy")
        // White on systemBlue #007AFF: 4.017:1 by WCAG's formula, shown rounded down as 4.01, under 4.5:1.
        #expect(normal["contrast"]?["background"]?.stringValue == "#007AFF")
        #expect(normal["contrast"]?["title"]?["color"]?.stringValue == "#FFFFFF")
        #expect(normal["contrast"]?["title"]?["ratio"]?.doubleValue == 4.01)
        #expect(normal["contrast"]?["title"]?["outcome"]?.stringValue == "fail")
        #expect(json["summary"]?["titleFailing"]?.intValue == 2)

        let refused = try await harness.send(
            "POST", "/v1/styles/filledButton/matrix", body: #"{"axes": {"states": ["swiped"]}}"#)
        #expect(refused.status == 422)
        #expect(refused.header("Content-Type") == "application/problem+json")
        let error = refused.json?["errors"]?.arrayValue?.first
        #expect(error?["pointer"]?.stringValue == "/axes/states/0")
        #expect(error?["message"]?.stringValue?.contains("is a cell's state, and this is a button style") == true)
    }

    @Test func theDefaultAxesGiveTwentyCombinationsWithContrastChecks() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        // The iOS 14–18 design (the tint #007AFF).
        let reply = try await harness.send(
            "POST", "/v1/styles/sidebarCell/matrix",
            body: """
                {"state": {"traits": {"designGeneration": "ios18"}},
                 "content": {"text": "Title", "secondaryText": "Detail"}}
                """)
        #expect(reply.status == 200)
        #expect(reply.header("Content-Type") == "application/json")
        let json = try #require(reply.json)
        #expect(json["style"]?.stringValue == "sidebarCell")
        #expect(
            json["axes"]?["states"]?.arrayValue?.compactMap(\.stringValue) == [
                "normal", "highlighted", "selected", "disabled", "focused",
            ])
        #expect(json["axes"]?["userInterfaceStyle"]?.arrayValue?.compactMap(\.stringValue) == ["light", "dark"])
        #expect(json["axes"]?["accessibilityContrast"]?.arrayValue?.compactMap(\.stringValue) == ["normal", "high"])
        let combinations = try #require(json["combinations"]?.arrayValue)
        #expect(combinations.count == 20)
        #expect(json["summary"]?["combinations"]?.intValue == 20)

        // Black label on white: 21:1, passes; secondaryLabel (60 % gray) on white draws #8A8A8E, 3.43:1, fails.
        let normal = try #require(combination(json, state: "normal", "light", "normal"))
        #expect(normal["background"]?["backgroundColor"]?.stringValue == "#00000000")
        #expect(
            normal["contrast"]?["background"]?.stringValue == "#FFFFFF",
            "a clear fill is measured over systemBackground")
        #expect(normal["content"]?["text"]?.stringValue == "Title")
        #expect(normal["contrast"]?["text"]?["ratio"]?.doubleValue == 21)
        #expect(normal["contrast"]?["text"]?["outcome"]?.stringValue == "pass")
        #expect(normal["contrast"]?["text"]?["threshold"]?.doubleValue == 4.5)
        #expect(normal["contrast"]?["text"]?["criterion"]?.stringValue == "1.4.3")
        #expect(normal["contrast"]?["text"]?["largeText"]?.boolValue == false)
        #expect(normal["contrast"]?["text"]?["reason"] == nil, "a reason only for an exemption")
        #expect(normal["contrast"]?["secondaryText"]?["color"]?.stringValue == "#8A8A8E")
        #expect(normal["contrast"]?["secondaryText"]?["ratio"]?.doubleValue == 3.43)
        #expect(normal["contrast"]?["secondaryText"]?["outcome"]?.stringValue == "fail")
        // The icon takes the tint, #007AFF on white: 4.01:1 (rounded down), above non-text contrast's 3:1.
        #expect(normal["contrast"]?["image"]?["color"]?.stringValue == "#007AFF")
        #expect(normal["contrast"]?["image"]?["ratio"]?.doubleValue == 4.01)
        #expect(normal["contrast"]?["image"]?["criterion"]?.stringValue == "1.4.11")
        #expect(normal["contrast"]?["image"]?["threshold"]?.doubleValue == 3)
        #expect(normal["contrast"]?["image"]?["outcome"]?.stringValue == "pass")
        #expect(normal["contrast"]?["image"]?["largeText"] == nil, "large text is a text matter")
        #expect(normal["contrast"]?["outcome"]?.stringValue == "fail")
        // A selected sidebar row fills with the tint: white text on #007AFF is 4.02:1, below 4.5.
        let selected = try #require(combination(json, state: "selected", "light", "normal"))
        #expect(selected["contrast"]?["background"]?.stringValue == "#007AFF")
        #expect(selected["contrast"]?["text"]?["color"]?.stringValue == "#FFFFFF")
        #expect(selected["contrast"]?["text"]?["ratio"]?.doubleValue == 4.01, "rounded down, never up past the minimum")
        #expect(selected["contrast"]?["text"]?["outcome"]?.stringValue == "fail")
        #expect(selected["contrast"]?["outcome"]?.stringValue == "fail")
        // Under high contrast the threshold is still AA's (the level decides it) and the darker blue passes 7:1.
        let selectedHigh = try #require(combination(json, state: "selected", "light", "high"))
        #expect(selectedHigh["contrast"]?["text"]?["threshold"]?.doubleValue == 4.5)
        #expect((selectedHigh["contrast"]?["text"]?["ratio"]?.doubleValue ?? 0) >= 7)
        #expect(selectedHigh["contrast"]?["text"]?["outcome"]?.stringValue == "pass")
        // Disabled cells are inactive components: exempt, with the reason, whatever their ratio.
        let disabled = combinations.filter { $0["state"]?.stringValue == "disabled" }
        #expect(disabled.count == 4)
        for cell in disabled {
            #expect(cell["contrast"]?["outcome"]?.stringValue == "exempt")
            for part in ["text", "secondaryText", "image"] {
                #expect(cell["contrast"]?[part]?["outcome"]?.stringValue == "exempt")
                #expect(cell["contrast"]?[part]?["reason"]?.stringValue?.contains("disabled") == true)
            }
        }
        // The summary counts what the combinations say: failures only, exempt cells apart.
        let failing = combinations.filter { $0["contrast"]?["outcome"]?.stringValue == "fail" }.count
        #expect(json["level"]?.stringValue == "AA")
        #expect(json["summary"]?["failing"]?.intValue == failing)
        #expect(json["summary"]?["exempt"]?.intValue == 4)
        #expect(failing > 0 && failing < 16)
        for (part, key) in [
            ("text", "textFailing"), ("secondaryText", "secondaryTextFailing"), ("image", "imageFailing"),
        ] {
            #expect(
                json["summary"]?[key]?.intValue
                    == combinations.filter { $0["contrast"]?[part]?["outcome"]?.stringValue == "fail" }.count, "\(key)")
        }
    }

    @Test func levelAAAAppliesTheEnhancedThresholdsAndIconsKeepThreeToOne() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        let body = #"{"axes": {"states": ["normal", "selected"], "accessibilityContrast": ["normal"]}}"#
        let reply = try await harness.send("POST", "/v1/styles/sidebarCell/matrix?level=AAA", body: body)
        #expect(reply.status == 200, "\(reply.text)")
        let json = try #require(reply.json)
        #expect(json["level"]?.stringValue == "AAA")
        let normal = try #require(combination(json, state: "normal", "light", "normal"))
        #expect(normal["contrast"]?["text"]?["criterion"]?.stringValue == "1.4.6")
        #expect(normal["contrast"]?["text"]?["threshold"]?.doubleValue == 7)
        #expect(normal["contrast"]?["text"]?["outcome"]?.stringValue == "pass", "21:1")
        #expect(normal["contrast"]?["image"]?["criterion"]?.stringValue == "1.4.11")
        #expect(normal["contrast"]?["image"]?["threshold"]?.doubleValue == 3, "non-text contrast has no AAA form")
        let selected = try #require(combination(json, state: "selected", "light", "normal"))
        #expect(selected["contrast"]?["text"]?["ratio"]?.doubleValue == 4.01)
        #expect(selected["contrast"]?["text"]?["outcome"]?.stringValue == "fail")
        #expect(selected["contrast"]?["image"]?["outcome"]?.stringValue == "pass", "white on #007AFF is 4.01:1 ≥ 3")

        let explicitAA = try await harness.send("POST", "/v1/styles/sidebarCell/matrix?level=AA", body: body)
        let implicitAA = try await harness.send("POST", "/v1/styles/sidebarCell/matrix", body: body)
        #expect(explicitAA.status == 200 && explicitAA.body == implicitAA.body, "AA is the default")

        for (query, pointer, suggestion) in [("level=aaa", "/level", "AAA"), ("levl=AAA", "/levl", "level")] {
            let bad = try await harness.send("POST", "/v1/styles/sidebarCell/matrix?\(query)", body: body)
            #expect(bad.status == 422, "\(query)")
            #expect(bad.problemPointers == [pointer], "\(query)")
            #expect(bad.json?["errors"]?[0]?["suggestion"]?.stringValue == suggestion, "\(query)")
        }
    }

    /// The issue's example: 40-point text at 4.01:1 is large text, which AA holds to 3:1.
    @Test func largeTextAtAccessibilitySizesIsHeldToThreeToOne() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        let reply = try await harness.send(
            "POST", "/v1/styles/sidebarCell/matrix",
            body: """
                {"axes": {"states": ["selected"], "userInterfaceStyle": ["light"], "accessibilityContrast": ["normal"],
                          "preferredContentSizeCategory": ["large", "accessibilityExtraExtraExtraLarge"]}}
                """)
        #expect(reply.status == 200, "\(reply.text)")
        let combinations = try #require(reply.json?["combinations"]?.arrayValue)
        #expect(combinations.count == 2)
        let (large, huge) = (combinations[0], combinations[1])
        #expect(large["content"]?["textProperties"]?["font"]?["pointSize"]?.doubleValue == 17)
        #expect(large["contrast"]?["text"]?["largeText"]?.boolValue == false)
        #expect(large["contrast"]?["text"]?["threshold"]?.doubleValue == 4.5)
        #expect(large["contrast"]?["text"]?["outcome"]?.stringValue == "fail")
        #expect((huge["content"]?["textProperties"]?["font"]?["pointSize"]?.doubleValue ?? 0) >= 24)
        #expect(huge["contrast"]?["text"]?["ratio"]?.doubleValue == 4.01)
        #expect(huge["contrast"]?["text"]?["largeText"]?.boolValue == true)
        #expect(huge["contrast"]?["text"]?["threshold"]?.doubleValue == 3)
        #expect(huge["contrast"]?["text"]?["outcome"]?.stringValue == "pass")
    }

    @Test func theDefaultStatesIncludeTheStylesCustomStates() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        _ = try await harness.send("PUT", "/v1/styles/archivedCell", body: archivedCellDocument)
        let reply = try await harness.send("POST", "/v1/styles/archivedCell/matrix", body: "{}")
        #expect(reply.status == 200, "\(reply.text)")
        let json = try #require(reply.json)
        let archived = "state-com-my-app-mycell-isarchived"
        #expect(
            json["axes"]?["states"]?.arrayValue?.compactMap(\.stringValue) == [
                "normal", "highlighted", "selected", "disabled", "focused", archived,
            ])
        #expect(json["summary"]?["combinations"]?.intValue == 24)
        let cells = try #require(json["combinations"]?.arrayValue).filter { $0["state"]?.stringValue == archived }
        #expect(cells.count == 4)
        #expect(
            cells.allSatisfy { $0["background"]?["visualEffect"]?.stringValue == "systemMaterial" },
            "the style's rule for the custom state applies")

        // The preset is a name the axis takes, and a near miss of it is told the name.
        let named = try await harness.send(
            "POST", "/v1/styles/archivedCell/matrix", body: #"{"axes": {"states": ["\#(archived)"]}}"#)
        #expect(named.json?["summary"]?["combinations"]?.intValue == 4)
        let misspelt = try await harness.send(
            "POST", "/v1/styles/archivedCell/matrix",
            body: #"{"axes": {"states": ["state-com-my-app-mycell-isarchive"]}}"#)
        #expect(misspelt.status == 422)
        #expect(misspelt.json?["errors"]?[0]?["suggestion"]?.stringValue == archived)
        // A style without custom states keeps the five.
        let plain = try await harness.send("POST", "/v1/styles/cell/matrix", body: "{}")
        #expect(plain.json?["summary"]?["combinations"]?.intValue == 20)
    }

    @Test func axesCustomStatesAndTheBaseRequest() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        _ = try await harness.send("PUT", "/v1/styles/archivedCell", body: archivedCellDocument)
        let reply = try await harness.send(
            "POST", "/v1/styles/archivedCell/matrix",
            body: """
                {"axes": {"states": ["normal", "dropTargeted", {"name": "archived", "state": {"customStates": {"com.my-app.MyCell.isArchived": true}}}],
                          "userInterfaceStyle": ["dark"], "accessibilityContrast": ["normal"],
                          "layoutDirection": ["leftToRight", "rightToLeft"]},
                 "state": {"traits": {"preferredContentSizeCategory": "extraLarge"}}, "tintColor": "systemGreen"}
                """)
        #expect(reply.status == 200, "\(reply.text)")
        let json = try #require(reply.json)
        let combinations = try #require(json["combinations"]?.arrayValue)
        #expect(combinations.count == 6)
        #expect(json["axes"]?["layoutDirection"]?.arrayValue?.count == 2)
        #expect(json["axes"]?["preferredContentSizeCategory"] == nil, "only the axes given are listed")
        #expect(
            combinations.map { $0["state"]?.stringValue ?? "" } == [
                "normal", "normal", "dropTargeted", "dropTargeted", "archived", "archived",
            ])
        let archived = combinations[4]
        #expect(
            archived["background"]?["visualEffect"]?.stringValue == "systemMaterial",
            "the style's rule for the custom state")
        #expect(
            archived["content"]?["textProperties"]?["font"]?["pointSize"]?.doubleValue == 19,
            "the base state's text size")
        #expect(
            combinations[5]["content"]?["layoutMargins"]?["right"]
                == (try #require(combinations[4]["content"]?["layoutMargins"]?["left"])))
        #expect(combinations[0]["traits"]?["layoutDirection"]?.stringValue == "leftToRight")
        #expect(combinations[0]["background"]?["visualEffect"]?.isNull == true)
    }

    @Test func tooManyCombinationsAndBadAxesAreProblems() async throws {
        let harness = try ServiceHarness { $0.matrixLimit = 12 }
        defer { harness.stop() }
        let tooMany = try await harness.send("POST", "/v1/styles/cell/matrix", body: "{}")
        #expect(tooMany.status == 422)
        #expect(tooMany.problemPointers == ["/axes"])
        #expect(
            tooMany.json?["errors"]?[0]?["message"]?.stringValue?.contains("20 combinations, more than the limit of 12")
                == true)
        let fits = try await harness.send(
            "POST", "/v1/styles/cell/matrix", body: #"{"axes": {"states": ["normal", "selected", "highlighted"]}}"#)
        #expect(fits.status == 200 && fits.json?["summary"]?["combinations"]?.intValue == 12)

        let invalid = try await harness.send(
            "POST", "/v1/styles/cell/matrix",
            body: """
                {"style": "cell", "axes": {"states": ["normal", "sleepy", {"name": "x", "state": {"isSelected": "yes"}}, 3],
                                           "userInterfaceStyle": ["sepia"], "accessibilityContrast": ["high"]}}
                """)
        #expect(invalid.status == 422)
        #expect(
            Set(invalid.problemPointers) == [
                "/style", "/axes/states/1", "/axes/states/2/state/isSelected", "/axes/states/3",
                "/axes/userInterfaceStyle/0",
            ])

        let shapes = try await harness.send(
            "POST", "/v1/styles/cell/matrix", body: #"{"axes": {"states": [], "speed": ["fast"]}, "tintColor": "nope"}"#
        )
        #expect(Set(shapes.problemPointers) == ["/axes/states", "/axes/speed", "/tintColor"])

        // An unknown top-level field is reported once, with the matrix's own list of fields.
        let stray = try await harness.send(
            "POST", "/v1/styles/cell/matrix",
            body: #"{"foo": 1, "state": {"isSelected": true}, "axes": {"states": ["normal"]}}"#)
        #expect(stray.status == 422)
        #expect(stray.problemPointers == ["/foo"])
        #expect(stray.json?["errors"]?[0]?["message"]?.stringValue?.contains("axes") == true)

        let unknown = try await harness.send("POST", "/v1/styles/nope/matrix", body: "{}")
        #expect(unknown.status == 404)
        let notJSON = try await harness.send("POST", "/v1/styles/cell/matrix", body: "{}", contentType: "text/plain")
        #expect(notJSON.status == 415)
        let wrongMethod = try await harness.send("GET", "/v1/styles/cell/matrix")
        #expect(wrongMethod.status == 405)
    }

    @Test func theLimitComesFromAFlagOrTheEnvironment() throws {
        #expect(ServiceSettings().matrixLimit == 256)
        guard
            case .serve(let fromFlag) = try StyleResolverCommand.parse(
                arguments: ["--matrix-limit", "40"], environment: [:]
            ).get(),
            case .serve(let fromEnvironment) = try StyleResolverCommand.parse(
                arguments: [], environment: ["STYLE_RESOLVER_MATRIX_LIMIT": "64"]
            ).get()
        else { throw HarnessError("expected serve") }
        #expect(fromFlag.matrixLimit == 40)
        #expect(fromEnvironment.matrixLimit == 64)
        for bad in ["0", "10001", "many"] {
            if case .failure(let error) = StyleResolverCommand.parse(
                arguments: ["--matrix-limit", bad], environment: [:])
            {
                #expect(error.message == "--matrix-limit expects 1 to 10000, got \(bad)")
            } else {
                Issue.record("--matrix-limit \(bad) was accepted")
            }
        }
    }
}
