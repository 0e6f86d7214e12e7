import Foundation
import StrictJSON
import Testing
import ViewConfigurations

@Suite("POST /v1/resolve and /v1/resolve/batch", .serialized)
struct ResolveEndpointTests {
    @Test func resolvesASelectedDarkSidebarCellWithUIKitsValues() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        let body = """
            {"style": "sidebarCell",
             "state": {"traits": {"userInterfaceStyle": "dark", "preferredContentSizeCategory": "extraLarge", "layoutDirection": "rightToLeft"},
                       "isSelected": true, "customStates": {"com.example.flag": true}},
             "tintColor": "#34C759",
             "content": {"text": "Inbox", "secondaryText": "12 unread", "image": "tray"}}
            """
        let reply = try await harness.send("POST", "/v1/resolve", body: body)
        #expect(reply.status == 200)
        #expect(reply.header("Content-Type") == "application/json")
        #expect(reply.header("ETag")?.hasPrefix("\"") == true)
        let json = try #require(reply.json)
        #expect(json["style"]?.stringValue == "sidebarCell")
        #expect(json["registryVersion"] == nil, "a resolve answer depends on its style, not on the registry's version")
        let background = try #require(json["background"])
        #expect(background["style"]?.stringValue == "listSidebarCell")
        #expect(
            background["backgroundColor"]?.stringValue == "#34C759", "selected sidebar rows fill with the tint (§3.6)")
        #expect(background["cornerRadius"]?.doubleValue == 10)
        let content = try #require(json["content"])
        #expect(content["text"]?.stringValue == "Inbox")
        #expect(content["textProperties"]?["color"]?.stringValue == "#FFFFFF")
        #expect(content["secondaryTextProperties"]?["color"]?.stringValue == "#FFFFFFCC")
        #expect(content["textProperties"]?["font"]?["pointSize"]?.doubleValue == 19, "body at extra large (§8.2)")
        #expect(content["textProperties"]?["font"]?["textStyle"]?.stringValue == "body")
        #expect(content["textProperties"]?["numberOfLines"]?.intValue == 1)
        #expect(content["directionalLayoutMargins"]?["leading"]?.doubleValue == 8)
        #expect(content["layoutMargins"]?["right"]?.doubleValue == 8, "leading is on the right in RTL")
        #expect(content["imageToTextPadding"]?.doubleValue == 10)

        // The same request answers the same bytes, so the ETag is stable.
        let again = try await harness.send("POST", "/v1/resolve", body: body)
        #expect(again.header("ETag") == reply.header("ETag"))
        #expect(again.body == reply.body)
    }

    @Test func cachedAnswersFollowRegistryChanges() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        _ = try await harness.send(
            "PUT", "/v1/styles/brand", body: #"{"extends": "cell", "overrides": {"background": {"cornerRadius": 4}}}"#)
        let request = #"{"style": "brand"}"#
        let first = try await harness.send("POST", "/v1/resolve", body: request)
        let cached = try await harness.send("POST", "/v1/resolve", body: request)
        #expect(cached.body == first.body)
        #expect(first.json?["background"]?["cornerRadius"]?.intValue == 4)
        _ = try await harness.send(
            "PUT", "/v1/styles/brand", body: #"{"extends": "cell", "overrides": {"background": {"cornerRadius": 9}}}"#)
        let changed = try await harness.send("POST", "/v1/resolve", body: request)
        #expect(changed.json?["background"]?["cornerRadius"]?.intValue == 9, "no stale answer after a change")
        #expect(changed.header("ETag") != first.header("ETag"))
    }

    @Test func everyDefaultIsUIKits() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        // The iOS 14–18 design's defaults (the tint's #007AFF); the iOS 26 design's have their own tests.
        let reply = try await harness.send(
            "POST", "/v1/resolve",
            body: #"{"style": "groupedCell", "state": {"traits": {"designGeneration": "ios18"}}}"#)
        #expect(reply.status == 200)
        let json = try #require(reply.json)
        #expect(json["background"]?["backgroundColor"]?.stringValue == "#FFFFFF")
        #expect(json["content"]?["textProperties"]?["font"]?["pointSize"]?.doubleValue == 17)
        #expect(json["content"]?["textProperties"]?["color"]?.stringValue == "#000000")
        #expect(
            json["content"]?["imageProperties"]?["tintColor"]?.stringValue == "#007AFF", "systemBlue tint by default")
        #expect(json["content"]?["text"]?.isNull == true)
    }

    @Test func errorsAreProblemsWithStatusAndPointer() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let wrongType = try await harness.send(
            "POST", "/v1/resolve", body: #"{"style":"cell"}"#, contentType: "text/plain")
        #expect(wrongType.status == 415)
        #expect(wrongType.header("Content-Type") == "application/problem+json")

        let malformed = try await harness.send("POST", "/v1/resolve", body: #"{"style": "cell",}"#)
        #expect(malformed.status == 400)
        // In {"style": "cell",} the stray "}" is at byte 17.
        #expect(malformed.json?["detail"]?.stringValue?.contains("byte 17") == true, "\(malformed.text)")

        let unknown = try await harness.send("POST", "/v1/resolve", body: #"{"style": "nope"}"#)
        #expect(unknown.status == 404)
        #expect(unknown.problemPointers == ["/style"])

        let invalid = try await harness.send(
            "POST", "/v1/resolve",
            body: """
                {"style": "cell", "state": {"isSelected": "yes", "traits": {"userInterfaceStyle": "sepia"}},
                 "tintColor": "blue-ish", "content": {"text": 3}, "overrides": {"background": {"cornerRadius": -2}}, "extra": 1}
                """)
        #expect(invalid.status == 422)
        #expect(invalid.header("Content-Type") == "application/problem+json")
        #expect(
            Set(invalid.problemPointers) == [
                "/extra", "/tintColor", "/content/text", "/overrides/background/cornerRadius", "/state/isSelected",
                "/state/traits/userInterfaceStyle",
            ])
        #expect(invalid.json?["status"]?.intValue == 422)
        #expect(invalid.json?["type"]?.stringValue == "/problems/invalid-value")

        let wrongMethod = try await harness.send("PUT", "/v1/resolve", body: "{}")
        #expect(wrongMethod.status == 405)
        #expect(wrongMethod.header("Allow")?.contains("POST") == true)
        #expect(wrongMethod.header("Content-Type") == "application/problem+json")
        #expect(wrongMethod.json?["type"]?.stringValue == "/problems/method-not-allowed")
        let unknownPath = try await harness.send("GET", "/v2/nothing")
        #expect(unknownPath.status == 404)
        #expect(unknownPath.header("Content-Type") == "application/problem+json")
        #expect(unknownPath.json?["status"]?.intValue == 404)
        #expect(unknownPath.json?["detail"]?.stringValue == "No resource lives at this path.")
        let hugeHeader = try await harness.send(
            "GET", "/healthz", headers: ["X-Padding": String(repeating: "p", count: 20_000)])
        #expect(hugeHeader.status == 431, "the HTTP layer's own errors are problem+json too")
        #expect(hugeHeader.header("Content-Type") == "application/problem+json")
        #expect(hugeHeader.json?["type"]?.stringValue == "/problems/header-fields-too-large")

        let missingStyle = try await harness.send("POST", "/v1/resolve", body: #"{"state": {"isSelected": true}}"#)
        #expect(missingStyle.status == 422, "a missing style is a missing field, not an unknown style")
        #expect(missingStyle.problemPointers == [""])

        let notObject = try await harness.send("POST", "/v1/resolve", body: "[1, 2]")
        #expect(notObject.status == 422)
    }

    @Test func requestOverridesStayLockedAcrossStates() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        // The iOS 14–18 design (systemIndigo #5856D6).
        let states = [
            #"{"traits": {"designGeneration": "ios18"}}"#,
            #"{"isSelected": true, "traits": {"designGeneration": "ios18"}}"#,
            #"{"isHighlighted": true, "traits": {"designGeneration": "ios18"}}"#,
            #"{"isDisabled": true, "traits": {"designGeneration": "ios18"}}"#,
            #"{"cellDropState": "targeted", "traits": {"designGeneration": "ios18"}}"#,
        ]
        var plainColors: Set<String> = []
        for state in states {
            let overridden = try await harness.send(
                "POST", "/v1/resolve",
                body: """
                    {"style": "cell", "state": \(state),
                     "overrides": {"background": {"backgroundColor": "#FF2D55"}, "content": {"textProperties": {"color": "systemIndigo"}}}}
                    """)
            #expect(overridden.json?["background"]?["backgroundColor"]?.stringValue == "#FF2D55")
            #expect(overridden.json?["content"]?["textProperties"]?["color"]?.stringValue == "#5856D6")
            let plain = try await harness.send("POST", "/v1/resolve", body: #"{"style": "cell", "state": \#(state)}"#)
            plainColors.insert(plain.json?["background"]?["backgroundColor"]?.stringValue ?? "")
        }
        #expect(plainColors == ["#FFFFFF", "#D1D1D6"], "without overrides the state moves the color")
    }

    @Test func batchItemsInheritAndBadItemsAreNamed() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        let reply = try await harness.send(
            "POST", "/v1/resolve/batch",
            body: """
                {"style": "groupedCell", "state": {"traits": {"userInterfaceStyle": "dark", "designGeneration": "ios18"}},
                 "items": [
                   {"id": "a", "content": {"text": "One"}},
                   {"id": 2, "state": {"isSelected": true}},
                   {"id": "c", "style": "sidebarCell", "state": {"isSelected": true, "traits": {"preferredContentSizeCategory": "small"}}}
                 ]}
                """)
        #expect(reply.status == 200)
        let items = try #require(reply.json?["items"]?.arrayValue)
        #expect(items.count == 3)
        #expect(items[0]["id"]?.stringValue == "a")
        #expect(items[0]["content"]?["text"]?.stringValue == "One")
        #expect(items[0]["background"]?["backgroundColor"]?.stringValue == "#1C1C1E")
        #expect(items[1]["id"]?.intValue == 2)
        #expect(
            items[1]["background"]?["backgroundColor"]?.stringValue == "#3A3A3C", "dark is inherited, selected is added"
        )
        #expect(items[2]["style"]?.stringValue == "sidebarCell")
        #expect(items[2]["background"]?["backgroundColor"]?.stringValue == "#0A84FF")
        #expect(items[2]["content"]?["textProperties"]?["font"]?["pointSize"]?.doubleValue == 15)

        let bad = try await harness.send(
            "POST", "/v1/resolve/batch",
            body: """
                {"style": "cell", "items": [{"id": 1}, {"id": 2, "state": {"isFocused": 1}}, {"id": 3, "style": "missing"}]}
                """)
        #expect(bad.status == 200, "an item's problem is that item's answer")
        let badItems = try #require(bad.json?["items"]?.arrayValue)
        #expect(bad.json?["failed"]?.intValue == 2)
        #expect(badItems.map { $0["id"]?.intValue } == [1, 2, 3])
        #expect(badItems[0]["background"] != nil && badItems[0]["problem"] == nil)
        #expect(badItems[1]["problem"]?["errors"]?[0]?["pointer"]?.stringValue == "/state/isFocused")
        #expect(badItems[2]["problem"]?["errors"]?[0]?["pointer"]?.stringValue == "/style")

        let contents = try await harness.send(
            "POST", "/v1/resolve/batch",
            body: """
                {"style": "subtitleCell", "content": {"text": "Shared", "secondaryText": "Both"},
                 "items": [{"id": 1, "content": {"text": "Own"}}, {"id": 2, "content": {"secondaryText": null}}, {"id": 3}]}
                """)
        #expect(contents.status == 200)
        let answered = try #require(contents.json?["items"]?.arrayValue)
        #expect(
            answered.map { $0["content"]?["text"]?.stringValue } == ["Own", "Shared", "Shared"],
            "content inherits member by member")
        #expect(
            answered.map { $0["content"]?["secondaryText"]?.stringValue } == ["Both", nil, "Both"],
            "null clears an inherited member")

        let unknownInItem = try await harness.send(
            "POST", "/v1/resolve/batch", body: #"{"style": "cell", "items": [{"id": 1, "colour": "red"}]}"#)
        #expect(unknownInItem.status == 200)
        #expect(unknownInItem.json?["failed"]?.intValue == 1)
        #expect(unknownInItem.json?["items"]?[0]?["problem"]?["errors"]?[0]?["pointer"]?.stringValue == "/colour")
        #expect(unknownInItem.json?["items"]?[0]?["problem"]?["status"]?.intValue == 422)

        let badShared = try await harness.send(
            "POST", "/v1/resolve/batch",
            body: """
                {"style": "cell", "state": {"isFocused": 1}, "items": [{"id": 1}, {"id": 2, "state": {"isSelected": true}}, {"id": 3}]}
                """)
        #expect(badShared.status == 422)
        #expect(
            badShared.problemPointers == ["/state/isFocused"], "a bad shared state is one problem, not one per item")

        let tooMany = try await harness.send(
            "POST", "/v1/resolve/batch",
            body: #"{"style": "cell", "items": [\#(Array(repeating: "{}", count: 1_001).joined(separator: ","))]}"#)
        #expect(tooMany.status == 422)
        #expect(tooMany.problemPointers == ["/items"])
    }

    /// OFREP-style bulk answers: each item answers for itself, in order; a bad item is a problem in its place.
    @Test func aBatchMixingGoodAndBadItemsKeepsItsOrder() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        let reply = try await harness.send(
            "POST", "/v1/resolve/batch",
            body: """
                {"style": "cell", "items": [
                   {"id": "a", "content": {"text": "One"}},
                   {"id": "b", "style": "sidebarcell"},
                   {"id": "c", "state": {"selected": true}},
                   "not an item",
                   {"id": "e", "state": {"isSelected": true}},
                   {"id": "f", "traits": {"userInterfaceStyle": "dark"}, "tintColor": "nope"},
                   {"id": "g", "style": "sidebarCell", "state": {"isSelected": true}}
                 ]}
                """)
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.header("Content-Type") == "application/json")
        let json = try #require(reply.json)
        #expect(json["failed"]?.intValue == 4)
        let items = try #require(json["items"]?.arrayValue)
        #expect(items.map { $0["id"]?.stringValue } == ["a", "b", "c", nil, "e", "f", "g"], "the request's order")
        #expect(items.map { $0["problem"] == nil } == [true, false, false, false, true, false, true])

        #expect(items[0]["content"]?["text"]?.stringValue == "One")
        #expect(items[4]["background"]?["backgroundColor"]?.stringValue == "#D1D1D6", "selected, light, iOS 18")
        #expect(items[6]["background"]?["backgroundColor"]?.stringValue == "#007AFF")

        // An unknown style: the unknown-style problem as a resolve would answer it, with the suggestion.
        let unknown = try #require(items[1]["problem"])
        #expect(unknown["type"]?.stringValue == "/problems/unknown-style")
        #expect(unknown["title"]?.stringValue == "Unknown style")
        #expect(unknown["status"]?.intValue == 404)
        #expect(unknown["suggestion"]?.stringValue == "sidebarCell")
        #expect(unknown["detail"]?.stringValue?.hasSuffix(#"Did you mean "sidebarCell"?"#) == true)
        #expect(unknown["errors"]?[0]?["pointer"]?.stringValue == "/style", "relative to the item")
        #expect(items[1]["background"] == nil && items[1]["content"] == nil)

        // A misplaced flag, a non-object and several problems at once: invalid-value, every pointer in the item.
        let selected = try #require(items[2]["problem"])
        #expect(selected["type"]?.stringValue == "/problems/invalid-value" && selected["status"]?.intValue == 422)
        #expect(selected["errors"]?[0]?["pointer"]?.stringValue == "/state/selected")
        #expect(selected["errors"]?[0]?["suggestion"]?.stringValue == "isSelected")
        #expect(items[3]["id"]?.isNull == true)
        #expect(items[3]["problem"]?["errors"]?[0]?["pointer"]?.stringValue == "")
        #expect(items[3]["problem"]?["errors"]?[0]?["message"]?.stringValue == "expected an object, found a string")
        let several = try #require(items[5]["problem"]?["errors"]?.arrayValue)
        #expect(several.compactMap { $0["pointer"]?.stringValue } == ["/traits", "/tintColor"])
        #expect(several[0]["suggestion"]?.stringValue == "state.traits")

        // Request-level problems still fail the whole call.
        let malformed = try await harness.send("POST", "/v1/resolve/batch", body: #"{"items": [{}"#)
        #expect(malformed.status == 400)
        let sharedProblem = try await harness.send(
            "POST", "/v1/resolve/batch", body: #"{"style": "cell", "tintColor": "nope", "items": [{"id": 1}]}"#)
        #expect(sharedProblem.status == 422 && sharedProblem.problemPointers == ["/tintColor"])
        let overLimit = try await harness.send(
            "POST", "/v1/resolve/batch",
            body: #"{"style": "cell", "items": [\#(Array(repeating: "{}", count: 1_001).joined(separator: ","))]}"#)
        #expect(overLimit.status == 422 && overLimit.problemPointers == ["/items"])

        // A batch with no failures says so.
        let good = try await harness.send("POST", "/v1/resolve/batch", body: #"{"style": "cell", "items": [{}]}"#)
        #expect(good.status == 200 && good.json?["failed"]?.intValue == 0)
    }

    @Test func aBatchWithNoItemsStillHasItsTopLevelChecked() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        // Found by fuzzing: this was answered 200.
        let fuzzed = try await harness.send(
            "POST", "/v1/resolve/batch",
            body: #"{"items": [], "style": "", "state": {"traits": {"activeAppearance": "__not_in_enum__"}}}"#)
        #expect(fuzzed.status == 422)
        #expect(fuzzed.json?["type"]?.stringValue == "/problems/invalid-value")
        #expect(fuzzed.problemPointers == ["/state/traits/activeAppearance", "/style"])

        let badState = try await harness.send(
            "POST", "/v1/resolve/batch",
            body: #"{"items": [], "style": "cell", "state": {"traits": {"activeAppearance": "__not_in_enum__"}}}"#)
        #expect(badState.status == 422)
        #expect(badState.problemPointers == ["/state/traits/activeAppearance"])

        // An unknown style alone is a 404 in a batch as in a single resolve.
        for (path, body) in [
            ("/v1/resolve/batch", #"{"items": [], "style": "nope"}"#), ("/v1/resolve", #"{"style": "nope"}"#),
        ] {
            let unknown = try await harness.send("POST", path, body: body)
            #expect(unknown.status == 404, "\(path)")
            #expect(unknown.json?["type"]?.stringValue == "/problems/unknown-style", "\(path)")
            #expect(unknown.problemPointers == ["/style"], "\(path)")
        }

        let empty = try await harness.send("POST", "/v1/resolve/batch", body: #"{"items": [], "style": "cell"}"#)
        #expect(empty.status == 200)
        #expect(empty.json?["items"]?.arrayValue?.isEmpty == true)
    }

    @Test func batchItemsEqualSingleResolutions() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        let items = [
            #"{"id": 1, "content": {"text": "Recent", "secondaryText": "2"}}"#,
            #"{"id": 2, "content": {"text": "Older"}, "state": {"isFocused": true}}"#,
            #"{"id": 3, "content": {"text": "Same state as 1"}}"#,
            #"{"id": 4, "style": "sidebarCell", "state": {"isSelected": true}, "content": {"text": "Inbox", "image": "tray"}}"#,
        ]
        let batch = try await harness.send(
            "POST", "/v1/resolve/batch",
            body: """
                {"style": "groupedHeader", "state": {"traits": {"userInterfaceStyle": "dark"}}, "tintColor": "systemPink",
                 "items": [\(items.joined(separator: ","))]}
                """)
        #expect(batch.status == 200)
        let answers = try #require(batch.json?["items"]?.arrayValue)
        #expect(answers.count == 4)
        #expect(answers[0]["content"]?["text"]?.stringValue == "RECENT", "grouped headers uppercase their text (§4.7)")
        #expect(answers[2]["content"]?["text"]?.stringValue == "SAME STATE AS 1")
        let singles = [
            #"{"style": "groupedHeader", "state": {"traits": {"userInterfaceStyle": "dark"}}, "tintColor": "systemPink", "content": {"text": "Recent", "secondaryText": "2"}}"#,
            #"{"style": "groupedHeader", "state": {"traits": {"userInterfaceStyle": "dark"}, "isFocused": true}, "tintColor": "systemPink", "content": {"text": "Older"}}"#,
            #"{"style": "groupedHeader", "state": {"traits": {"userInterfaceStyle": "dark"}}, "tintColor": "systemPink", "content": {"text": "Same state as 1"}}"#,
            #"{"style": "sidebarCell", "state": {"traits": {"userInterfaceStyle": "dark"}, "isSelected": true}, "tintColor": "systemPink", "content": {"text": "Inbox", "image": "tray"}}"#,
        ]
        for (index, single) in singles.enumerated() {
            let alone = try #require(try await harness.send("POST", "/v1/resolve", body: single).json)
            #expect(answers[index]["background"] == alone["background"], "item \(index)")
            #expect(answers[index]["content"] == alone["content"], "item \(index)")
        }
        #expect(
            answers[3]["background"]?["backgroundColor"]?.stringValue == "#FF375F", "the shared tint, dark systemPink")
    }

    @Test func theSeedsArchivedCellThroughTheAPI() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        let put = try await harness.send("PUT", "/v1/styles/archivedCell", body: archivedCellDocument)
        #expect(put.status == 201)
        let archived = try await harness.send(
            "POST", "/v1/resolve",
            body: """
                {"style": "archivedCell", "state": {"customStates": {"com.my-app.MyCell.isArchived": true}}}
                """)
        #expect(archived.json?["background"]?["visualEffect"]?.stringValue == "systemMaterial")
        #expect(archived.json?["background"]?["cornerRadius"]?.doubleValue == 8)
        let selected = try await harness.send(
            "POST", "/v1/resolve",
            body: """
                {"style": "archivedCell", "state": {"isSelected": true, "traits": {"userInterfaceStyle": "dark"}}}
                """)
        #expect(selected.json?["background"]?["visualEffect"]?.isNull == true, "isArchived defaults to false")
        #expect(selected.json?["background"]?["backgroundColor"]?.stringValue == "#3A3A3C")
        #expect(selected.json?["content"]?["textProperties"]?["color"]?.stringValue == "#FFFFFF")
        #expect(selected.json?["content"]?["imageProperties"]?["tintColor"]?.stringValue == "#FFFFFF")
        let wrongType = try await harness.send(
            "POST", "/v1/resolve",
            body: """
                {"style": "archivedCell", "state": {"customStates": {"com.my-app.MyCell.isArchived": 1}}}
                """)
        #expect(wrongType.status == 422)
        #expect(wrongType.problemPointers == ["/state/customStates/com.my-app.MyCell.isArchived"])
    }
}
