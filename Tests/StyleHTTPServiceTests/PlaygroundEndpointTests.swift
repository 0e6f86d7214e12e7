import Foundation
import StyleHTTPService
import StyleService
import Testing
import ViewConfigurations

@Suite("GET / (the playground page)", .serialized)
struct PlaygroundEndpointTests {
    /// A file of the playground as it is in the repository.
    private static func playgroundFile(_ name: String) -> Data? {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Sources/StyleHTTPService/Playground/\(name)")
        return try? Data(contentsOf: url)
    }

    /// The `connect-src` directive of a policy, without its name.
    private static func connectSources(_ policy: String) -> String? {
        policy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("connect-src ") }.map { String($0.dropFirst("connect-src ".count)) }
    }

    @Test func servesTheEmbeddedPageWithAStrongETag() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let page = try await harness.send("GET", "/")
        #expect(page.status == 200)
        #expect(page.header("Content-Type") == "text/html; charset=utf-8")
        let file = try #require(Self.playgroundFile("playground.html"))
        #expect(page.body == file, "the served bytes are playground.html, byte for byte (the EmbedResources plugin)")
        let policy = try #require(page.header("Content-Security-Policy"))
        #expect(policy.contains("default-src 'none'"), "nothing loads from outside the page")
        #expect(
            policy.contains("script-src 'self';") && policy.contains("style-src 'self';")
                && !policy.contains("unsafe-inline") && !policy.contains("unsafe-eval"),
            "scripts and styles only from the service's own files: no inline script or style runs (\(policy))")
        #expect(Self.connectSources(policy) == "'self'", "the page connects to its own service only (\(policy))")
        #expect(!page.text.contains("src=\"http") && !page.text.contains("href=\"http"), "no external assets")

        let etag = try #require(page.header("ETag"))
        #expect(etag.hasPrefix("\"playground-") && etag.hasSuffix("\""), "a strong ETag")
        let again = try await harness.send("GET", "/", headers: ["If-None-Match": etag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        #expect(again.header("ETag") == etag)
        let stale = try await harness.send("GET", "/", headers: ["If-None-Match": "\"playground-0\""])
        #expect(stale.status == 200)

        let withQuery = try await harness.send("GET", "/?style=sidebarCell&isSelected=true")
        #expect(
            withQuery.status == 200 && withQuery.header("ETag") == etag,
            "the page reads its state from the query itself")
    }

    @Test func thePageHasNoInlineScriptOrStyleAndLoadsItsOwnFiles() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let page = try await harness.send("GET", "/").text
        #expect(page.contains(#"<script src="playground.js" defer></script>"#))
        #expect(page.contains(#"<link rel="stylesheet" href="playground.css">"#))
        #expect(!page.contains("<script>") && !page.contains("<style") && !page.contains(" style="))
        #expect(!page.contains(" onclick=") && !page.contains(" onload="), "no inline event handlers")

        // The stylesheet ends with the accessory glyphs' masks, made from the stylesheet's table at startup.
        let masks = Data(AccessoryMaskRules.css(selector: ".accessory").utf8)
        for (path, file, type, appended) in [
            ("/playground.js", "playground.js", "text/javascript; charset=utf-8", Data()),
            ("/playground.css", "playground.css", "text/css; charset=utf-8", masks),
        ] {
            let answer = try await harness.send("GET", path)
            #expect(answer.status == 200 && answer.header("Content-Type") == type, "\(path) is served as \(type)")
            #expect(
                answer.body == Self.playgroundFile(file).map { $0 + appended },
                "\(path) is \(file), byte for byte, then \(appended.count) bytes of accessory masks")
            #expect(answer.header("Cache-Control") == "no-cache")
            let etag = try #require(answer.header("ETag"))
            let again = try await harness.send("GET", path, headers: ["If-None-Match": etag])
            #expect(again.status == 304 && again.body.isEmpty, "\(path) revalidates with its ETag")
        }
        let script = try await harness.send("GET", "/playground.js").text
        for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"] {
            #expect(!script.contains(sink), "the script never parses answer text as markup or code (\(sink))")
        }
    }

    @Test func thePolicyLetsThePageConnectOnlyToTheAPIOriginItNames() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let named: [(query: String, connect: String)] = [
            ("api=http://127.0.0.1:9/", "'self' http://127.0.0.1:9"),
            ("api=https%3A%2F%2FDesign.Example%2Fresolver%2F", "'self' https://design.example"),
            ("api=http://other-host:8080&style=cell", "'self' http://other-host:8080"),
        ]
        for (query, connect) in named {
            let page = try await harness.send("GET", "/?" + query)
            let policy = try #require(page.header("Content-Security-Policy"))
            #expect(page.status == 200 && Self.connectSources(policy) == connect, "?\(query): \(policy)")
            #expect(policy.contains("script-src 'self';") && !policy.contains("unsafe-inline"))
        }
        let refused = [
            "api=javascript:alert(document.domain)//", "api=data:text/html,x", "api=http://user@evil.example",
            "api=https://evil.example;script-src%20'unsafe-inline'", "api=https://evil.example%0d%0aX-Evil:%201",
            "api=http://evil.example:99999", "api=http://good.example%40evil.example", "api=http://[::1]:8080", "api=",
            "api=http://evil..example", "api=http://*.example",
        ]
        for query in refused {
            let page = try await harness.send("GET", "/?" + query)
            let policy = try #require(page.header("Content-Security-Policy"))
            #expect(page.status == 200 && Self.connectSources(policy) == "'self'", "?\(query): \(policy)")
            #expect(page.header("X-Evil") == nil)
        }
    }

    @Test func thePageIsReadableFromOtherOriginsUnderTheReadRule() async throws {
        let harness = try ServiceHarness { $0.corsReadOrigins = ["https://design.example"] }
        defer { harness.stop() }
        let allowed = try await harness.send("GET", "/", headers: ["Origin": "https://design.example"])
        #expect(allowed.header("Access-Control-Allow-Origin") == "https://design.example")
        let other = try await harness.send("GET", "/", headers: ["Origin": "https://elsewhere.example"])
        #expect(other.status == 200 && other.header("Access-Control-Allow-Origin") == nil)
    }

    /// The data: URIs of a CSS text's `mask-image` declarations, in order.
    private static func masks(in css: String) -> [Substring] {
        css.split(separator: "\n").filter { $0.contains("mask-image: url(\"data:image/svg+xml,") }
            .map { $0.drop { $0 != "(" } }
    }

    @Test func theStylesheetShapesEveryAccessoryWithTheStylesheetsOwnMasks() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let css = try await harness.send("GET", "/playground.css").text
        let types = CellAccessory.AccessoryType.allCases.filter { $0 != .label }
        for type in types.map(\.rawValue) {
            #expect(css.contains(".accessory[data-type=\"\(type)\"] > .glyph {"), "\(type) has a glyph mask")
        }
        for type in ["delete", "insert", "multiselect"] {
            #expect(css.contains(".accessory[data-type=\"\(type)\"] > .disc {"), "\(type) has a disc mask")
        }
        #expect(!css.contains("[data-type=\"label\"]"), "a label has no glyph")
        #expect(
            css.contains("--accessory-content-padding: \(Int(CellAccessory.contentToAccessoryPadding))px;")
                && css.contains(
                    "--accessory-trailing-padding: \(Int(CellAccessory.interAccessoryPadding(on: .trailing)))px;"),
            "UIKit's spacing around accessories comes with the masks")
        #expect(css.contains(".accessory[data-type=\"multiselect\"][data-symbol=\"circle\"] > .glyph {"))
        #expect(css.contains("[dir=\"rtl\"] .accessory[data-type=\"disclosureIndicator\"] > .glyph {"))

        // One table: the chevron, checkmark and delete disc are the very masks a style's stylesheet draws.
        let document =
            #"{"extends": "insetGroupedCell", "overrides": {"accessories": "#
            + #"[{"type": "delete"}, {"type": "checkmark"}, {"type": "disclosureIndicator"}]}}"#
        #expect(try await harness.send("PUT", "/v1/styles/maskedRow", body: document).status == 201)
        let sheet = try await harness.send("GET", "/v1/styles/maskedRow/stylesheet.css").text
        let served = Set(Self.masks(in: css))
        let drawn = Self.masks(in: sheet)
        #expect(drawn.count >= 4, "the style's stylesheet draws the chevron, the checkmark, delete's mark and disc")
        #expect(drawn.allSatisfy(served.contains), "every mask of the style's stylesheet is one the playground has")
    }
}
