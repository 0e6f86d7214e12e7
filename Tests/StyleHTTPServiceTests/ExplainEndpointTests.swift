import Foundation
import StrictJSON
import Testing

@Suite("POST /v1/resolve?explain=true", .serialized)
struct ExplainEndpointTests {
    /// The value at a dotted path of the answer (`background.shadowProperties.color`).
    private func value(_ json: JSONValue, at path: String) -> JSONValue? {
        path.split(separator: ".").reduce(Optional(json)) { $0?[String($1)] }
    }

    @Test func everyExplainedPathIsAPropertyOfTheAnswer() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let reply = try await harness.send(
            "POST", "/v1/resolve?explain=true",
            body: """
                {"style": "sidebarCell", "state": {"isSelected": true, "traits": {"userInterfaceStyle": "dark"}}, "tintColor": "#34C759"}
                """)
        #expect(reply.status == 200)
        let json = try #require(reply.json)
        let explain = try #require(json["explain"]?.objectValue)
        // 59 since the image's iOS 18 stroke (strokeColor, strokeColorTransformer, strokeWidth, §12.2): was 56; 71
        // since the row: a sidebar's separators (visible, leading and trailing inset, color, top and bottom) and list
        // (backgroundColor, showsSeparators, headerTopPadding, sectionCornerRadius).
        #expect(explain.keys.count == 71)
        for path in explain.keys {
            #expect(value(json, at: path) != nil, "\(path) is in the answer")
            let source = explain[path]?["source"]?.stringValue ?? ""
            #expect(["factoryDefault", "styleOverride", "rule", "requestOverride", "tintFallback"].contains(source))
            #expect(explain[path]?["why"]?.stringValue?.isEmpty == false)
        }
        let background = try #require(explain["background.backgroundColor"])
        #expect(background["source"]?.stringValue == "tintFallback")
        #expect(background["factory"]?.stringValue == "listSidebarCell")
        #expect(background["tintColor"]?.stringValue == "#34C759")
        #expect(
            background["baseValue"]?.stringValue == (try #require(json["background"]?["backgroundColor"]?.stringValue)))
        #expect(background["transformers"]?.arrayValue?.isEmpty == true)
        let secondary = try #require(explain["content.secondaryTextProperties.color"])
        #expect(secondary["transformers"]?.arrayValue?.first?["name"]?.stringValue == "alpha(0.8)")
        #expect(
            secondary["transformers"]?.arrayValue?.last?["result"]?.stringValue
                == (try #require(json["content"]?["secondaryTextProperties"]?["color"]?.stringValue)))
    }

    @Test func namesTheOverrideAndTheRuleThatWon() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let put = try await harness.send("PUT", "/v1/styles/archivedCell", body: archivedCellDocument)
        #expect(put.status == 201)
        let reply = try await harness.send(
            "POST", "/v1/resolve?explain=true",
            body: """
                {"style": "archivedCell", "state": {"isSelected": true, "customStates": {"com.my-app.MyCell.isArchived": true}},
                 "overrides": {"background": {"cornerRadius": 12}}}
                """)
        let explain = try #require(reply.json?["explain"])
        #expect(explain["background.cornerRadius"]?["source"]?.stringValue == "requestOverride")
        #expect(
            explain["background.cornerRadius"]?["supersedes"]?.arrayValue?.first?["source"]?.stringValue
                == "styleOverride")
        #expect(explain["background.visualEffect"]?["source"]?.stringValue == "rule")
        #expect(explain["background.visualEffect"]?["rule"]?.intValue == 0)
        #expect(explain["content.textProperties.color"]?["rule"]?.intValue == 1)
        #expect(explain["content.textProperties.color"]?["why"]?.stringValue?.hasPrefix("set by rule 1") == true)
        #expect(explain["content.textProperties.font"]?["source"]?.stringValue == "factoryDefault")
        #expect(explain["content.textProperties.font"]?["factory"]?.stringValue == "subtitleCell")
        #expect(reply.json?["background"]?["cornerRadius"]?.intValue == 12)
    }

    @Test func explainIsAStrictBooleanAndNeverSharesTheAnswerCache() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let body = #"{"style": "valueCell", "state": {"isHighlighted": true}}"#
        let plain = try await harness.send("POST", "/v1/resolve", body: body)
        let explained = try await harness.send("POST", "/v1/resolve?explain=true", body: body)
        let plainAgain = try await harness.send("POST", "/v1/resolve", body: body)
        let explainedAgain = try await harness.send("POST", "/v1/resolve?explain=true", body: body)
        let explicitFalse = try await harness.send("POST", "/v1/resolve?explain=false", body: body)
        #expect(
            plain.json?["explain"] == nil && plainAgain.json?["explain"] == nil && explicitFalse.json?["explain"] == nil
        )
        #expect(explained.json?["explain"] != nil && explainedAgain.json?["explain"] != nil)
        #expect(plainAgain.body == plain.body && explicitFalse.body == plain.body)
        #expect(explained.header("ETag") != plain.header("ETag"))
        #expect(
            explained.json?["background"] == (try #require(plain.json?["background"])), "explaining changes no value")

        // An explained answer first must not be served for a plain request either.
        let other = #"{"style": "cell", "state": {"isSelected": true}}"#
        let first = try await harness.send("POST", "/v1/resolve?explain=true", body: other)
        let second = try await harness.send("POST", "/v1/resolve", body: other)
        #expect(first.json?["explain"] != nil && second.json?["explain"] == nil)

        for bad in ["yes", "1", "TRUE", ""] {
            let reply = try await harness.send("POST", "/v1/resolve?explain=\(bad)", body: body)
            #expect(reply.status == 422, "explain=\(bad)")
            #expect(reply.header("Content-Type") == "application/problem+json")
            #expect(reply.json?["type"]?.stringValue == "/problems/invalid-query-parameter")
            #expect(reply.json?["detail"]?.stringValue?.contains("explain") == true)
            #expect(
                reply.json?["errors"]?[0]?["message"]?.stringValue
                    == "query parameter explain: expected true or false, found \"\(bad)\"")
        }
    }
}
