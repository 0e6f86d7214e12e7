import Foundation
import StrictJSON
import StyleDefinitions
import TestSupport
import Testing

@testable import StyleHTTPService

/// A brand's tokens file with light and dark modes driving two user styles from a styles folder, on a real service
/// over real sockets: resolve in each mode, the other outputs, the token list, a live change of the file reaching an
/// event stream and exactly those styles' tags, a broken change kept out, and a broken file stopping the start.
@Suite("Design tokens end to end", .serialized)
struct TokensEndToEndTests {
    /// The brand's resolver document: `brand.accent` aliases `palette.blue` (light and dark contexts of a `theme`
    /// modifier, from a set file beside it), `radius.card` is a dimension of 10 px.
    static func resolverDocument() -> String {
        #"""
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
         "modifiers": {"theme": {"default": "light", "contexts": {
           "light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """#
    }

    static let base = #"""
        {"brand": {"accent": {"$value": "{palette.blue}"}},
         "radius": {"card": {"$type": "dimension", "$value": {"value": 10, "unit": "px"}}}}
        """#

    /// A theme context's file setting `palette.blue` to `hex`.
    static func palette(_ hex: String) -> String {
        let digits = Array(hex.dropFirst())
        let components = stride(from: 0, to: 6, by: 2).map { index in
            "\(Double(Int(String(digits[index...index + 1]), radix: 16) ?? 0) / 255)"
        }
        return #"{"palette": {"blue": {"$type": "color", "$value": {"colorSpace": "srgb", "components": ["#
            + components.joined(separator: ", ") + ##"], "hex": "\##(hex)"}}}}"##
    }

    static let styles = [
        "brandRow.json": #"""
        {"background": "listGroupedCell", "content": "cell",
         "overrides": {"background": {"backgroundColor": "{brand.accent}", "cornerRadius": "{radius.card}"}}}
        """#,
        "brandButton.json":
            #"{"button": "filled", "overrides": {"button": {"baseBackgroundColor": "{brand.accent}"}}}"#,
        "plainRow.json": #"{"extends": "groupedCell", "overrides": {"background": {"cornerRadius": 4}}}"#,
    ]

    /// A folder of the tokens files and one of the styles, on disk.
    struct Folders {
        let root = NSTemporaryDirectory() + "tokens-e2e-" + UUID().uuidString
        var tokens: String { root + "/tokens" }
        var styles: String { root + "/styles" }
        var resolver: String { tokens + "/brand.resolver.json" }

        init(light: String = "#336699", dark: String = "#66AAEE") throws {
            for folder in [tokens, styles] {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try write(TokensEndToEndTests.resolverDocument(), to: resolver)
            try write(TokensEndToEndTests.base, to: tokens + "/base.tokens.json")
            try setPalette(light: light, dark: dark)
            for (name, text) in TokensEndToEndTests.styles { try write(text, to: styles + "/" + name) }
        }

        /// Rewrites the two theme files (each by a rename, as an editor saves).
        func setPalette(light: String, dark: String) throws {
            try write(TokensEndToEndTests.palette(light), to: tokens + "/light.tokens.json")
            try write(TokensEndToEndTests.palette(dark), to: tokens + "/dark.tokens.json")
        }

        func write(_ text: String, to path: String) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    static func harness(_ folders: Folders) throws -> ServiceHarness {
        try ServiceHarness(configure: { settings in
            settings.stylesDirectory = folders.styles
            settings.tokensPath = folders.resolver
            settings.stylesWatchDebounce = .milliseconds(50)
        })
    }

    static func resolve(_ harness: ServiceHarness, _ style: String, dark: Bool) async throws -> JSONValue? {
        let traits = dark ? #"{"userInterfaceStyle": "dark"}"# : #"{"userInterfaceStyle": "light"}"#
        let body = #"{"style": "\#(style)", "state": {"traits": \#(traits)}}"#
        return try await harness.send("POST", "/v1/resolve", body: body).json
    }

    @Test func theTokensDriveTwoStylesInEachMode() async throws {
        let folders = try Folders()
        defer { folders.remove() }
        let harness = try Self.harness(folders)
        defer { harness.stop() }
        for (dark, hex) in [(false, "#336699"), (true, "#66AAEE")] {
            let row = try await Self.resolve(harness, "brandRow", dark: dark)
            #expect(row?["background"]?["backgroundColor"]?.stringValue == hex)
            #expect(row?["background"]?["cornerRadius"]?.doubleValue == 10)
            let button = try await Self.resolve(harness, "brandButton", dark: dark)
            #expect(button?["button"]?["background"]?["backgroundColor"]?.stringValue == hex)
        }
        let tokens = try await harness.send("GET", "/v1/tokens").json?["tokens"]?.arrayValue ?? []
        #expect(tokens.compactMap { $0["path"]?.stringValue } == ["brand.accent", "palette.blue", "radius.card"])
        #expect(tokens.first?["chain"]?.arrayValue?.compactMap(\.stringValue) == ["brand.accent", "palette.blue"])
        #expect(tokens.first?["values"]?["dark"]?.stringValue == "#66AAEE")
        for path in [
            "/v1/styles/brandRow/stylesheet.css", "/v1/styles/brandRow/tokens.json",
            "/v1/styles/brandButton/stylesheet.css", "/v1/styles/brandButton/tokens.resolver.json",
        ] {
            #expect(try await harness.send("GET", path).status == 200, "\(path)")
        }
        // The outputs keep the reference: the stylesheet defines the token once and uses it, the resolver
        // document's base set and the one-file tokens alias it, and the Swift export declares it once as a dynamic
        // color.
        let stylesheet = try await harness.send("GET", "/v1/styles/brandRow/stylesheet.css").text
        #expect(stylesheet.contains("--brand-accent: #336699;") && stylesheet.contains("var(--brand-accent)"))
        let base = try await harness.send("GET", "/v1/styles/brandRow/tokens/base.json").text
        #expect(base.contains(#""$value": "{brand.accent}""#), "\(base.prefix(400))")
        let single = try await harness.send("GET", "/v1/styles/brandRow/tokens.json").json
        #expect(single?["brand"]?["accent"]?["$value"]?["hex"]?.stringValue == "#336699")
        #expect(single?["normal"]?["light"]?["background"]?["color"]?["$value"]?.stringValue == "{brand.accent}")
        #expect(single?["normal"]?["dark"]?["brand"]?["accent"]?["$value"]?["hex"]?.stringValue == "#66aaee")
        let swift = try await harness.send("GET", "/v1/styles/brandRow/export?format=swift").text
        #expect(swift.contains("static let brandAccent = UIColor { traits in") && swift.contains("Tokens.brandAccent"))
    }

    @Test func aChangedTokenReachesTheEventStreamAndExactlyItsStylesTags() async throws {
        let folders = try Folders()
        defer { folders.remove() }
        let harness = try Self.harness(folders)
        defer { harness.stop() }
        let paths = ["brandRow", "brandButton", "plainRow"].map { "/v1/styles/\($0)/stylesheet.css" }
        var before: [String: String] = [:]
        for path in paths { before[path] = try await harness.send("GET", path).header("ETag") }
        let tokensTag = try await harness.send("GET", "/v1/tokens").header("ETag")
        let client = try EventStreamTests.subscribe(harness)
        let version = harness.service.registry.version
        #expect(try EventStreamTests.nextEvent(client) == EventStreamTests.Event(id: "\(version)"))

        try folders.setPalette(light: "#CC3300", dark: "#66AAEE")
        let event = try EventStreamTests.nextEvent(client)
        // Each theme file's rename may be its own reload: the first change names the two styles.
        #expect(event.event == "change")
        #expect(event.data?.contains(#""styles":["brandButton","brandRow"]"#) == true, "\(event)")
        #expect(Int(event.id ?? "") ?? 0 > Int(version))
        let row = try await Self.resolve(harness, "brandRow", dark: false)
        #expect(row?["background"]?["backgroundColor"]?.stringValue == "#CC3300")
        for path in paths {
            let tag = try await harness.send("GET", path).header("ETag")
            if path.contains("plainRow") {
                #expect(tag == before[path], "\(path)")
            } else {
                #expect(tag != before[path], "\(path)")
            }
        }
        #expect(try await harness.send("GET", "/v1/tokens").header("ETag") != tokensTag)
    }

    /// A format query's tint may be an alias too: the stylesheet, the token files and the export take the token's
    /// value in each mode, and follow it when the tokens file changes, though the style names no token.
    @Test func aTintAliasInAFormatQueryFollowsTheToken() async throws {
        let folders = try Folders()
        defer { folders.remove() }
        let harness = try Self.harness(folders)
        defer { harness.stop() }
        let tint = "tintColor=%7Bbrand.accent%7D"
        let stylesheet = "/v1/styles/plainRow/stylesheet.css?" + tint
        let baseSet = "/v1/styles/plainRow/tokens/base.json?" + tint
        let css = try await harness.send("GET", stylesheet)
        #expect(css.status == 200)
        #expect(css.text.contains("#336699") && css.text.contains("#66AAEE"))
        #expect(try await harness.send("GET", baseSet).text.contains(##""hex": "#336699""##))
        let export = try await harness.send("GET", "/v1/styles/plainRow/export?format=scss&" + tint)
        #expect(export.status == 200 && export.text.contains("#336699"))
        let typo = try await harness.send("GET", "/v1/styles/plainRow/tokens.json?tintColor=%7Bbrand.acent%7D")
        #expect(typo.status == 422 && typo.problemPointers == ["/tintColor"])
        #expect(typo.json?["errors"]?[0]?["suggestion"]?.stringValue == "{brand.accent}")

        try folders.setPalette(light: "#CC3300", dark: "#66AAEE")
        #expect(
            try await StylesFolderWatchTests.eventually {
                try await harness.send("GET", stylesheet).text.contains("#CC3300")
            })
        #expect(try await harness.send("GET", baseSet).text.contains(##""hex": "#cc3300""##))
    }

    @Test func aBrokenTokensFileKeepsTheLastGoodTokens() async throws {
        let folders = try Folders()
        defer { folders.remove() }
        let harness = try Self.harness(folders)
        defer { harness.stop() }
        try folders.write(
            #"{"palette": {"blue": {"$type": "color", "$value": "blue"}}}"#, to: folders.tokens + "/dark.tokens.json")
        #expect(
            try await StylesFolderWatchTests.eventually {
                let text = try await harness.send("GET", "/metrics").text
                return text.contains(#"style_resolver_tokens_reloads_total{outcome="failed"} 1"#)
            })
        let row = try await Self.resolve(harness, "brandRow", dark: true)
        #expect(row?["background"]?["backgroundColor"]?.stringValue == "#66AAEE")
    }

    @Test func aBrokenTokensFileStopsTheStartSayingWhereAndWhy() throws {
        let folders = try Folders()
        defer { folders.remove() }
        try folders.write(
            #"{"brand": {"accent": {"$value": "{palette.bleu}"}}}"#, to: folders.tokens + "/base.tokens.json")
        var settings = ServiceSettings()
        settings.dataDirectory = folders.root + "/data"
        settings.tokensPath = folders.resolver
        do {
            _ = try ResolverService(settings: settings, log: { _ in })
            Issue.record("the service started with a broken tokens file")
        } catch {
            let text = "\(error)"
            #expect(text.hasPrefix("the tokens file \(folders.resolver) does not load:"), "\(text)")
            #expect(text.contains("/brand/accent/$value"), "\(text)")
            #expect(text.contains(#"no token "palette.bleu" for this alias; did you mean "palette.blue"?"#), "\(text)")
        }
    }
}
