import Foundation
import StrictJSON
import Testing

/// Every kind of near miss, each answered with the name meant: in the error at its pointer (`suggestion` and "did you
/// mean …?" in the message), and for an unknown style also at the top of the problem and in its `detail`.
@Suite("Near misses: a suggestion for each kind", .serialized)
struct NearMissTableTests {
    struct NearMiss: CustomTestStringConvertible, Sendable {
        var kind: String
        var method = "POST"
        var path = "/v1/resolve"
        var body: String?
        var status = 422
        /// Where the error is, relative to the problem's document (a batch item's, for a batch item).
        var pointer: String
        var suggestion: String
        /// The path to the problem in the answer: the root, or a batch item's `problem`.
        var inBatchItem: Int?

        var testDescription: String { kind }
    }

    static let nearMisses: [NearMiss] = [
        NearMiss(
            kind: "style in a body", body: #"{"style": "sidebarcell"}"#, status: 404, pointer: "/style",
            suggestion: "sidebarCell"),
        NearMiss(
            kind: "style in the path", method: "GET", path: "/v1/styles/valuecell", status: 404, pointer: "",
            suggestion: "valueCell"),
        NearMiss(
            kind: "style in a batch item", path: "/v1/resolve/batch",
            body: #"{"items": [{"style": "cell"}, {"style": "subtitlecel"}]}"#, status: 404, pointer: "/style",
            suggestion: "subtitleCell", inBatchItem: 1),
        NearMiss(
            kind: "style a document extends", method: "PUT", path: "/v1/styles/mine",
            body: #"{"extends": "groupedcell"}"#, pointer: "/extends", suggestion: "groupedCell"),
        NearMiss(
            kind: "top-level field", body: #"{"style": "cell", "tintColour": "systemRed"}"#,
            pointer: "/tintColour", suggestion: "tintColor"),
        NearMiss(
            kind: "content field", body: #"{"style": "cell", "content": {"secondarytext": "x"}}"#,
            pointer: "/content/secondarytext", suggestion: "secondaryText"),
        NearMiss(
            kind: "override field", body: #"{"style": "cell", "overrides": {"background": {"cornerradius": 4}}}"#,
            pointer: "/overrides/background/cornerradius", suggestion: "cornerRadius"),
        NearMiss(
            kind: "trait name", body: #"{"style": "cell", "state": {"traits": {"userInterfaceStle": "dark"}}}"#,
            pointer: "/state/traits/userInterfaceStle", suggestion: "userInterfaceStyle"),
        NearMiss(
            kind: "trait value", body: #"{"style": "cell", "state": {"traits": {"userInterfaceStyle": "drak"}}}"#,
            pointer: "/state/traits/userInterfaceStyle", suggestion: "dark"),
        NearMiss(
            kind: "trait value in another case",
            body: #"{"style": "cell", "state": {"traits": {"layoutDirection": "RightToLeft"}}}"#,
            pointer: "/state/traits/layoutDirection", suggestion: "rightToLeft"),
        NearMiss(
            kind: "state name misspelt", body: #"{"style": "cell", "state": {"isSelcted": true}}"#,
            pointer: "/state/isSelcted", suggestion: "isSelected"),
        NearMiss(
            kind: "selected for isSelected", body: #"{"style": "cell", "state": {"selected": true}}"#,
            pointer: "/state/selected", suggestion: "isSelected"),
        NearMiss(
            kind: "highlighted for isHighlighted", body: #"{"style": "cell", "state": {"highlighted": true}}"#,
            pointer: "/state/highlighted", suggestion: "isHighlighted"),
        NearMiss(
            kind: "disabled for isDisabled", body: #"{"style": "cell", "state": {"disabled": true}}"#,
            pointer: "/state/disabled", suggestion: "isDisabled"),
        NearMiss(
            kind: "focused for isFocused", body: #"{"style": "cell", "state": {"focused": true}}"#,
            pointer: "/state/focused", suggestion: "isFocused"),
        NearMiss(
            kind: "traits at the top", body: #"{"style": "cell", "traits": {"userInterfaceStyle": "dark"}}"#,
            pointer: "/traits", suggestion: "state.traits"),
        NearMiss(
            kind: "customStates at the top", body: #"{"style": "cell", "customStates": {"a": true}}"#,
            pointer: "/customStates", suggestion: "state.customStates"),
        NearMiss(
            kind: "a flag in a batch item", path: "/v1/resolve/batch",
            body: #"{"style": "cell", "items": [{"state": {"expanded": true}}]}"#, status: 422,
            pointer: "/state/expanded", suggestion: "isExpanded", inBatchItem: 0),
        NearMiss(
            kind: "matrix preset", path: "/v1/styles/cell/matrix", body: #"{"axes": {"states": ["slected"]}}"#,
            pointer: "/axes/states/0", suggestion: "selected"),
        NearMiss(
            kind: "matrix axis", path: "/v1/styles/cell/matrix", body: #"{"axes": {"layoutDirections": ["x"]}}"#,
            pointer: "/axes/layoutDirections", suggestion: "layoutDirection"),
        NearMiss(
            kind: "matrix level", path: "/v1/styles/cell/matrix?level=aaa", body: "{}", pointer: "/level",
            suggestion: "AAA"),
        NearMiss(
            kind: "hex color without its #", body: #"{"style": "cell", "tintColor": "34C759"}"#,
            pointer: "/tintColor", suggestion: "#34C759"),
        NearMiss(
            kind: "system color name", body: #"{"style": "cell", "tintColor": "systemblue"}"#,
            pointer: "/tintColor", suggestion: "systemBlue"),
        NearMiss(
            kind: "query parameter", method: "GET", path: "/v1/resolve?style=cell&selected=true",
            pointer: "/selected", suggestion: "isSelected"),
        NearMiss(
            kind: "stylesheet query parameter", method: "GET", path: "/v1/styles/cell/stylesheet.css?selectr=.row",
            pointer: "/selectr", suggestion: "selector"),
        NearMiss(
            kind: "query color without its #", method: "GET",
            path: "/v1/styles/cell/tokens.json?tintColor=FF9500", pointer: "/tintColor", suggestion: "#FF9500"),
    ]

    @Test(arguments: nearMisses)
    func eachNearMissIsToldTheNameMeant(_ nearMiss: NearMiss) async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let reply = try await harness.send(nearMiss.method, nearMiss.path, body: nearMiss.body)
        let json = try #require(reply.json, "\(reply.text)")
        let problem: JSONValue
        if let item = nearMiss.inBatchItem {
            #expect(reply.status == 200, "a batch item's problem is its answer")
            problem = try #require(json["items"]?[item]?["problem"])
        } else {
            #expect(reply.status == nearMiss.status, "\(reply.text)")
            problem = json
        }
        #expect(problem["status"]?.intValue == nearMiss.status)
        let errors = try #require(problem["errors"]?.arrayValue)
        let error = try #require(
            errors.first { $0["pointer"]?.stringValue == nearMiss.pointer }
                ?? (nearMiss.pointer.isEmpty && errors.isEmpty ? JSONValue.object(JSONObject()) : nil),
            "\(problem)")
        if nearMiss.status == 404 {
            // An unknown style says it at the top, in the detail's last sentence.
            #expect(problem["suggestion"]?.stringValue == nearMiss.suggestion)
            #expect(problem["detail"]?.stringValue?.hasSuffix("Did you mean \"\(nearMiss.suggestion)\"?") == true)
        }
        if !nearMiss.pointer.isEmpty || !errors.isEmpty {
            #expect(error["suggestion"]?.stringValue == nearMiss.suggestion, "\(error)")
            #expect(
                error["message"]?.stringValue?.hasSuffix("did you mean \"\(nearMiss.suggestion)\"?") == true
                    || error["message"]?.stringValue?.hasSuffix("move it under \"state\"") == true,
                "\(error)")
        }
    }

    /// An unencoded `#` leaves a query parameter empty: the problem says to encode it, on every endpoint with a
    /// color or selector in its query.
    @Test(arguments: [
        ("/v1/resolve?style=cell&tintColor=#34C759", "/tintColor", "tintColor=%2334C759"),
        ("/v1/styles/cell/stylesheet.css?tintColor=#34C759", "/tintColor", "tintColor=%2334C759"),
        ("/v1/styles/cell/tokens.json?tintColor=#34C759", "/tintColor", "tintColor=%2334C759"),
        ("/v1/styles/cell/stylesheet.css?selector=#list", "/selector", "selector=%23list%20.row"),
    ])
    func aBareHashIsToldToEncodeIt(path: String, pointer: String, example: String) async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let reply = try await harness.send("GET", path)
        #expect(reply.status == 422, "\(reply.text)")
        #expect(reply.problemPointers == [pointer])
        let message = reply.json?["errors"]?[0]?["message"]?.stringValue ?? ""
        #expect(message.hasPrefix("empty: a \"#\" must be encoded as %23 (\(example))"), "\(message)")
    }
}
