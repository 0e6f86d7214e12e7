import Foundation
import StrictJSON
import StyleDefinitions
import StyleHTTPService
import Testing

@testable import style_resolver

/// Buttons and empty states over a real socket: a user button style put, listed, resolved through POST, GET and a
/// batch; a style mixing a button base with a cell base refused as problem+json with its pointer.
@Suite("Buttons and empty states over HTTP")
struct ComponentEndpointTests {
    @Test func aUserButtonStyleIsPutListedAndResolved() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let put = try await harness.send(
            "PUT", "/v1/styles/deleteButton",
            body:
                ##"{"extends": "borderedProminentButton", "overrides": {"button": {"baseBackgroundColor": "#FF3B30", "cornerStyle": "capsule"}}, "rules": [{"when": {"isDisabled": true}, "set": {"button": {"baseForegroundColor": "#000000"}}}]}"##
        )
        #expect(put.status == 201)

        let list = try await harness.send("GET", "/v1/styles")
        let styles = try #require(list.json?["styles"]?.arrayValue)
        let listed = try #require(styles.first { $0["name"]?.stringValue == "deleteButton" })
        #expect(listed["configurationKind"]?.stringValue == "button")
        #expect(listed["button"]?.stringValue == "borderedProminent")
        #expect(listed["background"]?.isNull == true)
        #expect(styles.first { $0["name"]?.stringValue == "cell" }?["configurationKind"]?.stringValue == "cell")
        for name in BuiltInStyles.buttons.map(\.name) + BuiltInStyles.contentUnavailables.map(\.name) {
            #expect(styles.contains { $0["name"]?.stringValue == name }, "\(name) is listed")
        }

        let posted = try await harness.send(
            "POST", "/v1/resolve", body: #"{"style": "deleteButton", "content": {"title": "Delete"}}"#)
        #expect(posted.status == 200)
        #expect(posted.header("ETag") != nil)
        #expect(posted.json?["kind"]?.stringValue == "button")
        #expect(posted.json?["button"]?["background"]?["backgroundColor"]?.stringValue == "#FF3B30")
        #expect(posted.json?["button"]?["foregroundColor"]?.stringValue == "#FFFFFF")
        #expect(posted.json?["button"]?["title"]?.stringValue == "Delete")

        let viaGET = try await harness.send("GET", "/v1/resolve?style=deleteButton&title=Delete")
        #expect(viaGET.status == 200)
        #expect(viaGET.body == posted.body, "GET stands for the POST body, byte for byte")

        // Disabled: the rule's base foreground gives way to tertiaryLabel (§3.6: a disabled button's foreground is
        // tertiaryLabel whatever the base), read here as the service resolves that system color for a cell's text.
        let disabled = try await harness.send(
            "POST", "/v1/resolve", body: #"{"style": "deleteButton", "state": {"isDisabled": true}}"#)
        let label = try await harness.send(
            "POST", "/v1/resolve",
            body: #"{"style": "cell", "overrides": {"content": {"textProperties": {"color": "tertiaryLabel"}}}}"#)
        let tertiaryLabel = try #require(label.json?["content"]?["textProperties"]?["color"]?.stringValue)
        #expect(disabled.json?["button"]?["foregroundColor"]?.stringValue == tertiaryLabel)
        #expect(tertiaryLabel != "#000000")

        let batch = try await harness.send(
            "POST", "/v1/resolve/batch",
            body: #"{"items": [{"id": 1, "style": "deleteButton"}, {"id": 2, "style": "loadingContentUnavailable"}]}"#
        )
        #expect(batch.status == 200)
        #expect(batch.json?["items"]?[0]?["button"]?["cornerStyle"]?.stringValue == "capsule")
        #expect(batch.json?["items"]?[1]?["contentUnavailable"]?["showsActivityIndicator"]?.boolValue == true)
    }

    @Test func aStyleMixingKindsIsAProblemAtItsPointer() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let mixed = try await harness.send(
            "PUT", "/v1/styles/mixed", body: #"{"extends": "insetGroupedCell", "button": "filled"}"#)
        #expect(mixed.status == 422)
        #expect(mixed.header("Content-Type")?.hasPrefix("application/problem+json") == true)
        let error = try #require(mixed.json?["errors"]?[0])
        #expect(error["pointer"]?.stringValue == "/button")
        #expect(
            error["message"]?.stringValue
                == "expected a cell base, as \"insetGroupedCell\" is a cell style; \"button\" starts a button: a style "
                + "cannot mix a button base with a cell base")

        let wrongState = try await harness.send(
            "POST", "/v1/resolve", body: #"{"style": "emptyContentUnavailable", "state": {"serchText": "x"}}"#)
        #expect(wrongState.status == 422)
        #expect(wrongState.json?["errors"]?[0]?["pointer"]?.stringValue == "/state/serchText")
        #expect(wrongState.json?["errors"]?[0]?["suggestion"]?.stringValue == "searchText")
    }
}
