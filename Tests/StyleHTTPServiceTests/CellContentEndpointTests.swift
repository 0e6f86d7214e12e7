import Foundation
import StrictJSON
import Testing

/// The cell content's additions over HTTP: the image's stroke set by a request override (§12.2), attributed text and
/// the locale in the answer, and their 422s.
@Suite("POST /v1/resolve: image stroke, attributed text and locale", .serialized)
struct CellContentEndpointTests {
    @Test func aRequestOverrideOfTheImageStrokeIsAnsweredAndLocked() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let body = """
            {"style": "sidebarCell",
             "state": {"isSelected": true, "traits": {"designGeneration": "ios18"}},
             "overrides": {"content": {"imageProperties": {"strokeWidth": 1.5, "strokeColor": "systemRed"}}},
             "content": {"text": "Inbox", "image": "tray"}}
            """
        let reply = try await harness.send("POST", "/v1/resolve", body: body)
        #expect(reply.status == 200)
        let image = try #require(reply.json?["content"]?["imageProperties"])
        #expect(image["strokeWidth"]?.doubleValue == 1.5)
        #expect(image["strokeColor"]?.stringValue == "#FF3B30", "systemRed in light (§7.5)")
        #expect(image["strokeColorTransformer"] == .null)

        let css = try await harness.send("POST", "/v1/resolve", body: body, headers: ["Accept": "text/css"])
        #expect(css.text.contains("--image-stroke-width: 1.5px;"))
        #expect(css.text.contains("--image-stroke-color: #FF3B30;"))

        let explained = try await harness.send("POST", "/v1/resolve?explain=true", body: body)
        let explain = explained.json?["explain"]
        #expect(explain?["content.imageProperties.strokeWidth"]?["source"]?.stringValue == "requestOverride")
    }

    @Test func attributedTextAndLocaleAreAnsweredAndTheirMistakesAre422s() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let good = """
            {"style": "cell", "state": {"traits": {"designGeneration": "ios18"}},
             "content": {"attributedText": {"runs": [{"text": "Due ", "color": "systemRed"}]}, "locale": "tr"}}
            """
        let reply = try await harness.send("POST", "/v1/resolve", body: good)
        #expect(reply.status == 200)
        #expect(reply.json?["content"]?["attributedText"]?["runs"]?[0]?["color"]?.stringValue == "#FF3B30")

        let bad = """
            {"style": "cell", "content": {"text": "Due", "attributedText": {"runs": []}, "locale": "tr_TR"}}
            """
        let refused = try await harness.send("POST", "/v1/resolve", body: bad)
        #expect(refused.status == 422)
        #expect(
            Set(refused.problemPointers) == ["/content/text", "/content/attributedText", "/content/locale"])
    }
}
