import Foundation
import StrictJSON
import Testing

/// The row around the cell over HTTP: accessories, separators and the list in the resolve answer (single, GET and
/// batch), explained with their sources, and their mistakes answered as 422s.
@Suite("POST /v1/resolve: accessories, separators and the list", .serialized)
struct RowEndpointTests {
    static let settingsRow = """
        {"extends": "insetGroupedCell",
         "overrides": {"accessories": [{"type": "disclosureIndicator"}, {"type": "checkmark"}, {"type": "delete"},
                                       {"type": "label", "text": "On"}],
                       "separator": {"color": "systemIndigo"}}}
        """

    @Test func accessoriesAreAnsweredInDrawingOrderWithTheirDefaultsForTheState() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        #expect(try await harness.send("PUT", "/v1/styles/settingsRow", body: Self.settingsRow).status < 300)
        let body =
            #"{"style": "settingsRow", "state": {"traits": {"designGeneration": "ios18"}}, "content": {"text": "Wi-Fi"}}"#
        let reply = try await harness.send("POST", "/v1/resolve", body: body)
        #expect(reply.status == 200)
        let accessories = try #require(reply.json?["accessories"]?.arrayValue)
        // Leading edge first (delete, 101), then the trailing edge from the content outward: label 201,
        // checkmark 202, disclosure 205.
        #expect(accessories.map { $0["type"]?.stringValue } == ["delete", "label", "checkmark", "disclosureIndicator"])
        #expect(accessories.map { $0["placement"]?.stringValue } == ["leading", "trailing", "trailing", "trailing"])
        #expect(accessories[0]["visible"] == .bool(false), "delete shows only while editing")
        #expect(accessories[1]["text"]?.stringValue == "On")
        #expect(accessories[1]["font"]?["textStyle"]?.stringValue == "body", "a label's default font")
        #expect(accessories[2]["tintColor"]?.stringValue == "#007AFF", "the checkmark takes the tint")
        #expect(accessories[2]["reservedLayoutWidth"]?.doubleValue == 24, "standard width outside sidebars")
        #expect(accessories[3]["tintColor"]?.stringValue == "#3C3C434D", "tertiaryLabel: #3C3C43 at 30 %")
        #expect(accessories[3]["symbolName"]?.stringValue == "chevron.forward")
        #expect(accessories[3]["symbolConfiguration"]?["scale"]?.stringValue == "small")
        #expect(accessories[3]["reservedLayoutWidth"]?.doubleValue == 0, "the chevron takes its own width")

        let editing = try await harness.send(
            "POST", "/v1/resolve",
            body: #"{"style": "settingsRow", "state": {"isEditing": true, "traits": {"designGeneration": "ios18"}}}"#)
        let delete = try #require(editing.json?["accessories"]?[0])
        #expect(delete["visible"] == .bool(true))
        #expect(delete["discColor"]?.stringValue == "#FF3B30", "systemRed's disc in light")
    }

    @Test func aSelectedSidebarRowTurnsItsAccessoriesWhite() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let body = """
            {"style": "sidebarCell", "state": {"isSelected": true,
             "traits": {"designGeneration": "ios18", "listEnvironment": "sidebar"}},
             "overrides": {"accessories": [{"type": "checkmark"}, {"type": "disclosureIndicator"},
                                           {"type": "outlineDisclosure"}]}}
            """
        let reply = try await harness.send("POST", "/v1/resolve", body: body)
        #expect(reply.json?["background"]?["isTintFilled"] == .bool(true))
        let tints = reply.json?["accessories"]?.arrayValue?.map { $0["tintColor"]?.stringValue }
        #expect(tints == ["#FFFFFF", "#FFFFFFCC", "#FFFFFF"], "checkmark and outline white; disclosure white at 80 %")
        #expect(reply.json?["accessories"]?[0]?["reservedLayoutWidth"]?.doubleValue == 28, "sidebars' standard width")
    }

    @Test func separatorsFollowTheTextAndTheListGivesItsBackground() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        #expect(try await harness.send("PUT", "/v1/styles/settingsRow", body: Self.settingsRow).status < 300)
        let state = #""state": {"traits": {"designGeneration": "ios18"}}"#
        let plain = try await harness.send(
            "POST", "/v1/resolve", body: #"{"style": "settingsRow", \#(state), "content": {"text": "Wi-Fi"}}"#)
        let imaged = try await harness.send(
            "POST", "/v1/resolve",
            body: #"{"style": "settingsRow", \#(state), "content": {"text": "Wi-Fi", "image": "wifi"}}"#)
        let content = try #require(imaged.json?["content"])
        let margin = try #require(content["effectiveDirectionalLayoutMargins"]?["leading"]?.doubleValue)
        let padding = try #require(content["imageToTextPadding"]?.doubleValue)
        let bottom = try #require(plain.json?["separators"]?["bottom"])
        #expect(bottom["leadingInset"]?.doubleValue == margin, "no image: the text starts at the margin")
        #expect(bottom["visible"] == .bool(true))
        #expect(bottom["trailingInset"]?.doubleValue == 0)
        #expect(bottom["color"]?.stringValue == "#5856D6", "the style's systemIndigo in light")
        let withImage = imaged.json?["separators"]?["bottom"]?["leadingInset"]?.doubleValue
        #expect(withImage == margin + 24 + padding, "after a standard 24-point symbol slot and the padding")
        let list = try #require(plain.json?["list"])
        #expect(list["appearance"]?.stringValue == "insetGrouped")
        #expect(list["backgroundColor"]?.stringValue == "#F2F2F7", "systemGroupedBackground in light")
        #expect(list["sectionCornerRadius"]?.doubleValue == 10)
        #expect(list["showsSeparators"] == .bool(true))

        let outside = try await harness.send("POST", "/v1/resolve", body: #"{"style": "cell"}"#)
        #expect(outside.json?["accessories"] == .array([]))
        #expect(outside.json?["separators"] == .null && outside.json?["list"] == .null, "no list around the cell")
    }

    @Test func aRequestReplacesTheAccessoriesAndGetAndBatchAnswerAlike() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        #expect(try await harness.send("PUT", "/v1/styles/settingsRow", body: Self.settingsRow).status < 300)
        let replaced = try await harness.send(
            "POST", "/v1/resolve",
            body:
                #"{"style": "settingsRow", "state": {"traits": {"designGeneration": "ios18"}}, "overrides": {"accessories": [{"type": "detail"}], "separator": {"color": "systemRed"}}}"#
        )
        #expect(replaced.json?["accessories"]?.arrayValue?.map { $0["type"]?.stringValue } == ["detail"])
        #expect(replaced.json?["separators"]?["top"]?["color"]?.stringValue == "#FF3B30")

        let post = try await harness.send("POST", "/v1/resolve", body: #"{"style": "settingsRow"}"#)
        let get = try await harness.send("GET", "/v1/resolve?style=settingsRow")
        #expect(get.status == 200)
        #expect(get.json?["accessories"] == post.json?["accessories"])
        #expect(get.json?["separators"] == post.json?["separators"] && get.json?["list"] == post.json?["list"])
        let batch = try await harness.send(
            "POST", "/v1/resolve/batch",
            body: #"{"style": "settingsRow", "items": [{"id": 1}, {"id": 2, "content": {"image": "wifi"}}]}"#)
        let items = try #require(batch.json?["items"]?.arrayValue)
        #expect(items[0]["accessories"] == post.json?["accessories"])
        #expect(items[0]["separators"] == post.json?["separators"])
        let inset = { (item: JSONValue?) in item?["separators"]?["bottom"]?["leadingInset"]?.doubleValue ?? 0 }
        #expect(inset(items[1]) > inset(items[0]), "the item with an image has its separator after the image")
    }

    @Test func explainGivesEachRowValuesSourceAndInferredReasons() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        #expect(try await harness.send("PUT", "/v1/styles/settingsRow", body: Self.settingsRow).status < 300)
        let body = """
            {"style": "settingsRow", "state": {"traits": {"designGeneration": "ios26"}},
             "overrides": {"accessories": [{"type": "checkmark", "tintColor": "systemGreen"}]}}
            """
        let reply = try await harness.send("POST", "/v1/resolve?explain=true", body: body)
        let explain = try #require(reply.json?["explain"])
        #expect(explain["accessories.0.type"]?["source"]?.stringValue == "requestOverride")
        #expect(explain["accessories.0.tintColor"]?["source"]?.stringValue == "requestOverride")
        #expect(
            explain["accessories.0.tintColor"]?["supersedes"]?[0]?["source"]?.stringValue == "styleOverride",
            "the request's list replaced the style's")
        let symbol = try #require(explain["accessories.0.symbolConfiguration"])
        #expect(symbol["source"]?.stringValue == "factoryDefault")
        #expect(symbol["inferred"]?.stringValue?.contains("iOS 26 design") == true)
        #expect(explain["separators.top.color"]?["source"]?.stringValue == "styleOverride")
        let inset = try #require(explain["separators.bottom.leadingInset"])
        #expect(inset["source"]?.stringValue == "factoryDefault")
        #expect(inset["inferred"]?.stringValue?.contains("UIKit pins the separator to the text") == true)
        #expect(explain["list.backgroundColor"]?["factory"]?.stringValue == "insetGrouped list")
    }

    @Test func badAccessoriesAre422sWithPointersAndSuggestions() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let cases: [(String, [String], String?)] = [
            (#"[{"type": "disclosure"}]"#, ["/overrides/accessories/0/type"], "disclosureIndicator"),
            (#"[{"type": "checkmark"}, {"type": "checkmark"}]"#, ["/overrides/accessories/1/type"], nil),
            (#"[{"type": "label"}]"#, ["/overrides/accessories/0/text"], nil),
        ]
        for (accessories, pointers, suggestion) in cases {
            let reply = try await harness.send(
                "POST", "/v1/resolve", body: #"{"style": "cell", "overrides": {"accessories": \#(accessories)}}"#)
            #expect(reply.status == 422, "\(accessories)")
            #expect(reply.header("Content-Type") == "application/problem+json")
            #expect(reply.problemPointers == pointers, "\(accessories)")
            #expect(reply.json?["errors"]?[0]?["suggestion"]?.stringValue == suggestion, "\(accessories)")
        }
        let document = try await harness.send(
            "PUT", "/v1/styles/broken",
            body:
                #"{"extends": "cell", "rules": [{"when": {"isEditing": true}, "set": {"accessories": [{"type": "label", "text": ""}]}}]}"#
        )
        #expect(document.status == 422)
        #expect(document.problemPointers == ["/rules/0/set/accessories/0/text"])
    }
}
