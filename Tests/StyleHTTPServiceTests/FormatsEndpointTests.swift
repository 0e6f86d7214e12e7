import Foundation
import StrictJSON
import Testing
import ViewConfigurations

@Suite("CSS, stylesheet and token endpoints over HTTP", .serialized)
struct FormatsEndpointTests {
    /// The iOS 14–18 design (the dark tint #0A84FF).
    static let selectedDark =
        #"{"style": "sidebarCell", "state": {"isSelected": true, "traits": {"userInterfaceStyle": "dark", "designGeneration": "ios18"}}}"#
    /// The same in the default design, which the tokens' unprefixed modes carry.
    static let selectedDarkDefaultDesign =
        #"{"style": "sidebarCell", "state": {"isSelected": true, "traits": {"userInterfaceStyle": "dark"}}}"#

    @Test func resolveAnswersCSSWhenAskedAndNeverMixesItWithJSON() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        // Each asked twice, interleaved, so the second of each comes from the answer cache.
        for _ in 0..<2 {
            let css = try await harness.send(
                "POST", "/v1/resolve", body: Self.selectedDark, headers: ["Accept": "text/css"])
            #expect(css.status == 200)
            #expect(css.header("Content-Type") == "text/css; charset=utf-8")
            // Answers over 1 KB have a gzip variant too, so they also vary by Accept-Encoding.
            #expect(css.header("Vary") == (css.body.count > 1_024 ? "Accept, Accept-Encoding" : "Accept"))
            #expect(css.header("ETag")?.hasPrefix("\"") == true)
            let sheet = try ParsedStylesheet(css.text)
            #expect(sheet.rules.first?.selector == ":root")
            #expect(sheet.rules.first?["--background-color"] == "#0A84FF")
            #expect(sheet.rules.first?["--text-font-size"] == "17px")

            let json = try await harness.send(
                "POST", "/v1/resolve", body: Self.selectedDark, headers: ["Accept": "application/json"])
            #expect(json.header("Content-Type") == "application/json")
            // Answers over 1 KB have a gzip variant too, so they also vary by Accept-Encoding.
            #expect(json.header("Vary") == (json.body.count > 1_024 ? "Accept, Accept-Encoding" : "Accept"))
            #expect(json.json?["background"]?["backgroundColor"]?.stringValue == "#0A84FF")
            #expect(json.header("ETag") != css.header("ETag"))
        }
        let preferred = try await harness.send(
            "POST", "/v1/resolve", body: Self.selectedDark, headers: ["Accept": "application/json;q=0.5, text/*"])
        #expect(preferred.header("Content-Type") == "text/css; charset=utf-8")
        let anything = try await harness.send(
            "POST", "/v1/resolve", body: Self.selectedDark, headers: ["Accept": "*/*"])
        #expect(anything.header("Content-Type") == "application/json")
    }

    @Test func resolveRefusesAnAcceptItCannotMeet() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let refused = try await harness.send(
            "POST", "/v1/resolve", body: Self.selectedDark, headers: ["Accept": "text/html, application/xml;q=0.9"])
        #expect(refused.status == 406)
        #expect(refused.header("Content-Type") == "application/problem+json")
        #expect(refused.json?["type"]?.stringValue == "/problems/not-acceptable")
        #expect(refused.json?["status"]?.intValue == 406)
        // An explanation has no CSS form: asked only as CSS, it is refused; allowed as JSON, it is JSON.
        let explainedCSS = try await harness.send(
            "POST", "/v1/resolve?explain=true", body: Self.selectedDark, headers: ["Accept": "text/css"])
        #expect(explainedCSS.status == 406)
        #expect(explainedCSS.json?["detail"]?.stringValue?.contains("application/json only") == true)
        let explained = try await harness.send(
            "POST", "/v1/resolve?explain=true", body: Self.selectedDark,
            headers: ["Accept": "text/css, application/json;q=0.1"])
        #expect(explained.header("Content-Type") == "application/json")
        #expect(explained.json?["explain"] != nil)
        // A bad body asked as CSS is still a problem+json, with its pointers.
        let invalid = try await harness.send(
            "POST", "/v1/resolve", body: #"{"style": "sidebarCell", "state": {"isSelected": "yes"}}"#,
            headers: ["Accept": "text/css"])
        #expect(invalid.status == 422)
        #expect(invalid.problemPointers == ["/state/isSelected"])
    }

    @Test func theStylesheetIsCachedByItsStrongETag() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        let path = "/v1/styles/sidebarCell/stylesheet.css?selector=.sidebar%20.cell"
        let first = try await harness.send("GET", path, headers: ["Origin": "https://example.com"])
        #expect(first.status == 200)
        #expect(first.header("Content-Type") == "text/css; charset=utf-8")
        #expect(first.header("Cache-Control") == "public, max-age=60, must-revalidate")
        #expect(first.header("Access-Control-Allow-Origin") == "*")
        let etag = try #require(first.header("ETag"))
        #expect(etag.hasPrefix("\"") && !etag.hasPrefix("W/"), "strong")
        let sheet = try ParsedStylesheet(first.text)
        #expect(sheet.undefinedVariables.isEmpty)
        #expect(sheet.rules.contains { $0.selector == #".sidebar .cell:is([aria-selected="true"], [data-selected])"# })

        let notModified = try await harness.send("GET", path, headers: ["If-None-Match": etag])
        #expect(notModified.status == 304)
        #expect(notModified.header("ETag") == etag)
        #expect(notModified.header("Cache-Control") == "public, max-age=60, must-revalidate")
        #expect(notModified.body.isEmpty)

        // The tag follows the bytes: another style's change leaves it, a tint changes it.
        let put = try await harness.send("PUT", "/v1/styles/other", body: #"{"extends": "cell"}"#)
        #expect(put.status == 201)
        let unchanged = try await harness.send("GET", path, headers: ["If-None-Match": etag])
        #expect(unchanged.status == 304, "the registry changed, this stylesheet did not")
        let tinted = try await harness.send("GET", path + "&tintColor=systemGreen")
        #expect(tinted.status == 200)
        #expect(tinted.header("ETag") != etag)
        #expect(
            try ParsedStylesheet(tinted.text).rules.contains {
                $0.selector == #".sidebar .cell:is([aria-selected="true"], [data-selected])"#
                    && $0["--background-color"] == "#34C759"
            })

        let head = try await harness.send("HEAD", path)
        #expect(head.status == 200)
        #expect(head.header("ETag") == etag)
    }

    @Test func aUserStylesStylesheetAndTokensFollowItsChanges() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        _ = try await harness.send("PUT", "/v1/styles/archivedCell", body: archivedCellDocument)
        let stylesheet = try await harness.send("GET", "/v1/styles/archivedCell/stylesheet.css")
        let sheet = try ParsedStylesheet(stylesheet.text)
        #expect(
            sheet.rules.contains {
                $0.selector == ".cell[data-state-com-my-app-mycell-isarchived]"
                    && $0["--visual-effect"] == "systemMaterial"
            })
        #expect(sheet.rules.first?["--corner-radius"] == "8px")
        let tokens = try await harness.send("GET", "/v1/styles/archivedCell/tokens.json")
        #expect(
            tokens.json?["state-com-my-app-mycell-isarchived"]?["light"]?["corner-radius"]?["$value"]?.stringValue
                == "{normal.light.corner-radius}")

        let changed = archivedCellDocument.replacingOccurrences(of: #""cornerRadius": 8"#, with: #""cornerRadius": 6"#)
        _ = try await harness.send("PUT", "/v1/styles/archivedCell", body: changed)
        let after = try await harness.send(
            "GET", "/v1/styles/archivedCell/stylesheet.css",
            headers: ["If-None-Match": try #require(stylesheet.header("ETag"))])
        #expect(after.status == 200)
        #expect(try ParsedStylesheet(after.text).rules.first?["--corner-radius"] == "6px")
        let tokensAfter = try await harness.send(
            "GET", "/v1/styles/archivedCell/tokens.json",
            headers: ["If-None-Match": try #require(tokens.header("ETag"))])
        #expect(tokensAfter.status == 200)
        #expect(tokensAfter.json?["normal"]?["light"]?["corner-radius"]?["$value"]?["value"]?.intValue == 6)
    }

    @Test func tokensAreADTCGFileWithAnETag() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let reply = try await harness.send("GET", "/v1/styles/sidebarCell/tokens.json")
        #expect(reply.status == 200)
        #expect(reply.header("Content-Type") == "application/design-tokens+json")
        #expect(reply.header("Cache-Control") == "public, max-age=60, must-revalidate")
        let file = try #require(reply.json)
        #expect(DTCGCheck.problems(in: file).isEmpty)
        let resolved = try await harness.send("POST", "/v1/resolve", body: Self.selectedDarkDefaultDesign)
        let hex = try #require(resolved.json?["background"]?["backgroundColor"]?.stringValue)
        #expect(file["selected"]?["dark"]?["background"]?["color"]?["$value"]?["hex"]?.stringValue == hex.lowercased())

        let etag = try #require(reply.header("ETag"))
        let again = try await harness.send(
            "GET", "/v1/styles/sidebarCell/tokens.json", headers: ["If-None-Match": etag])
        #expect(again.status == 304)
        let tinted = try await harness.send("GET", "/v1/styles/sidebarCell/tokens.json?tintColor=%23FF9500")
        #expect(
            tinted.json?["selected"]?["light"]?["background"]?["color"]?["$value"]?["hex"]?.stringValue == "#ff9500")
    }

    @Test func unknownStylesAndBadQueriesAreProblems() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        for path in ["/v1/styles/nope/stylesheet.css", "/v1/styles/nope/tokens.json"] {
            let missing = try await harness.send("GET", path)
            #expect(missing.status == 404)
            #expect(missing.header("Content-Type") == "application/problem+json")
            #expect(missing.json?["type"]?.stringValue == "/problems/unknown-style")
        }
        let cases: [(String, [String])] = [
            ("/v1/styles/cell/stylesheet.css?selector=.cell%7Bcolor:red%7D", ["/selector"]),
            ("/v1/styles/cell/stylesheet.css?selector=%3C/style%3E", ["/selector"]),
            ("/v1/styles/cell/stylesheet.css?selector=.a,.b", ["/selector"]),
            ("/v1/styles/cell/stylesheet.css?selector=" + String(repeating: "a", count: 201), ["/selector"]),
            ("/v1/styles/cell/stylesheet.css?selector=.a&selector=.b", ["/selector"]),
            ("/v1/styles/cell/stylesheet.css?tintColor=blue-ish&colour=red", ["/tintColor", "/colour"]),
            ("/v1/styles/cell/tokens.json?selector=.cell", ["/selector"]),
        ]
        for (path, pointers) in cases {
            let reply = try await harness.send("GET", path)
            #expect(reply.status == 422, "\(path)")
            #expect(reply.header("Content-Type") == "application/problem+json")
            #expect(Set(reply.problemPointers) == Set(pointers), "\(path): \(reply.text)")
        }
        let wrongMethod = try await harness.send("POST", "/v1/styles/cell/tokens.json", body: "{}")
        #expect(wrongMethod.status == 405)
    }
}
