import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

/// Aliases to design tokens through the service: a style put with aliases resolves to the token's value in each
/// mode, explain names the token, a request's overrides take aliases too, and each mistake is a 422 at its pointer.
@Suite("Token aliases over HTTP", .serialized)
struct TokenAliasEndpointTests {
    /// `brand.accent` (an alias of `palette.blue.500`) differs in all four modes; `radius.card` is 10: a resolver
    /// document whose four theme contexts are named as the modes.
    static let tokens = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"brand": {"accent": {"$value": "{palette.blue.500}"}},
                                        "radius": {"card": {"$type": "number", "$value": 10}}}]}},
         "modifiers": {"theme": {"default": "light", "contexts": {
           "light": [\(palette("#112233"))], "dark": [\(palette("#445566"))],
           "lightHighContrast": [\(palette("#001122"))], "darkHighContrast": [\(palette("#778899"))]}}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """

    /// A source setting `palette.blue.500` to `hex`.
    private static func palette(_ hex: String) -> String {
        let digits = Array(hex.dropFirst())
        let components = stride(from: 0, to: 6, by: 2).map { index in
            "\(Double(Int(String(digits[index...index + 1]), radix: 16) ?? 0) / 255)"
        }
        return #"{"palette": {"blue": {"500": {"$type": "color", "$value": {"colorSpace": "srgb", "components": ["#
            + components.joined(separator: ", ") + #"], "hex": ""# + hex + #""}}}}}"#
    }

    static let brandCell = """
        {"background": "listPlainCell", "content": "cell",
         "overrides": {"background": {"backgroundColor": "{brand.accent}", "cornerRadius": "{radius.card}"}}}
        """

    /// The resolve request for `brandCell` in the given traits.
    private func resolve(_ traits: String, overrides: String = "{}") -> String {
        #"{"style": "brandCell", "state": {"traits": \#(traits)}, "overrides": \#(overrides)}"#
    }

    @Test func aStyleWithAliasesResolvesToTheTokensModes() async throws {
        let harness = try ServiceHarness(tokens: Self.tokens)
        defer { harness.stop() }
        #expect(try await harness.send("PUT", "/v1/styles/brandCell", body: Self.brandCell).status == 201)
        let modes = [
            (#"{"userInterfaceStyle": "light"}"#, "#112233"), (#"{"userInterfaceStyle": "dark"}"#, "#445566"),
            (#"{"userInterfaceStyle": "light", "accessibilityContrast": "high"}"#, "#001122"),
            (#"{"userInterfaceStyle": "dark", "accessibilityContrast": "high"}"#, "#778899"),
        ]
        for (traits, expected) in modes {
            let reply = try await harness.send("POST", "/v1/resolve", body: resolve(traits))
            #expect(reply.status == 200)
            #expect(reply.json?["background"]?["backgroundColor"]?.stringValue == expected, "\(traits)")
            #expect(reply.json?["background"]?["cornerRadius"]?.intValue == 10)
        }
    }

    @Test func explainReportsTheTokenWithItsAliasChainAndModes() async throws {
        let harness = try ServiceHarness(tokens: Self.tokens)
        defer { harness.stop() }
        #expect(try await harness.send("PUT", "/v1/styles/brandCell", body: Self.brandCell).status == 201)
        let reply = try await harness.send(
            "POST", "/v1/resolve?explain=true",
            body: resolve(
                #"{"userInterfaceStyle": "dark"}"#,
                overrides: #"""
                    {"background": {"strokeColor": "{brand.accent}",
                                    "backgroundInsets": {"leading": "{radius.card}", "top": 1, "trailing": "{radius.card}"}}}
                    """#))
        #expect(reply.status == 200)
        let explain = try #require(reply.json?["explain"])
        let color = try #require(explain["background.backgroundColor"])
        #expect(color["source"]?.stringValue == "token")
        #expect(color["setBy"]?.stringValue == "styleOverride")
        #expect(color["alias"]?.stringValue == "{brand.accent}")
        #expect(color["chain"]?.arrayValue?.compactMap(\.stringValue) == ["brand.accent", "palette.blue.500"])
        #expect(color["values"]?["light"]?.stringValue == "#112233")
        #expect(color["values"]?["dark"]?.stringValue == "#445566")
        #expect(color["values"]?["lightHighContrast"]?.stringValue == "#001122")
        #expect(color["values"]?["darkHighContrast"]?.stringValue == "#778899")
        #expect(color["baseColor"]?.stringValue == "brand.accent")
        #expect(color["baseValue"]?.stringValue == "#445566")
        let radius = try #require(explain["background.cornerRadius"])
        #expect(radius["source"]?.stringValue == "token")
        #expect(radius["value"]?.intValue == 10)
        #expect(radius["values"] == nil)
        let stroke = try #require(explain["background.strokeColor"])
        #expect(stroke["setBy"]?.stringValue == "requestOverride")
        #expect(reply.json?["background"]?["strokeColor"]?.stringValue == "#445566")
        #expect(explain["background.strokeWidth"]?["source"]?.stringValue == "factoryDefault")
        let insets = try #require(explain["background.backgroundInsets"])
        #expect(insets["source"]?.stringValue == "token")
        #expect(insets["alias"] == nil, "several tokens are listed one by one")
        #expect(
            insets["tokens"]?.arrayValue?.compactMap { $0["alias"]?.stringValue } == ["{radius.card}", "{radius.card}"])
        #expect(insets["tokens"]?[0]?["value"]?.intValue == 10)
        #expect(reply.json?["background"]?["backgroundInsets"]?["trailing"]?.intValue == 10)
    }

    /// A glass effect's tint and an attributed run's color take an alias as every color does, as openapi.yaml's
    /// `ColorValue` there says, and follow the modes.
    @Test func aGlassTintAndARunColorTakeAliases() async throws {
        let harness = try ServiceHarness(tokens: Self.tokens)
        defer { harness.stop() }
        let glassy =
            #"{"extends": "cell", "overrides": {"background": {"visualEffect": {"glass": {"tintColor": "{brand.accent}"}}}}}"#
        #expect(try await harness.send("PUT", "/v1/styles/glassy", body: glassy).status == 201)
        for (style, expected) in [("light", "#112233"), ("dark", "#445566")] {
            let body = """
                {"style": "glassy", "state": {"traits": {"userInterfaceStyle": "\(style)"}},
                 "content": {"attributedText": {"runs": [{"text": "Due", "color": "{brand.accent}"}]}}}
                """
            let reply = try await harness.send("POST", "/v1/resolve", body: body).json
            #expect(reply?["background"]?["visualEffect"]?["glass"]?["tintColor"]?.stringValue == expected, "\(style)")
            #expect(reply?["content"]?["attributedText"]?["runs"]?[0]?["color"]?.stringValue == expected, "\(style)")
        }
    }

    /// A resolver whose dark context aliases another palette: the token list and explain give light's `chain` and,
    /// as the modes differ, each mode's in `chains`; a token whose modes alias alike has no `chains`.
    @Test func chainsThatDifferByModeAreListedByMode() async throws {
        let tokens = #"""
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"palette": {"$type": "color",
               "day": {"$value": {"colorSpace": "srgb", "components": [0, 0.4, 0.8]}},
               "night": {"$value": {"colorSpace": "srgb", "components": [0.4, 0.6, 1]}}},
               "radius": {"card": {"$type": "number", "$value": 10}}}]}},
             "modifiers": {"theme": {"default": "light", "contexts": {
               "light": [{"brand": {"accent": {"$value": "{palette.day}"}}}],
               "dark": [{"brand": {"accent": {"$value": "{palette.night}"}}}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """#
        let harness = try ServiceHarness(tokens: tokens)
        defer { harness.stop() }
        func strings(_ value: JSONValue?) -> [String]? { value?.arrayValue?.compactMap(\.stringValue) }
        let list = try await harness.send("GET", "/v1/tokens").json?["tokens"]?.arrayValue ?? []
        let accent = try #require(list.first { $0["path"]?.stringValue == "brand.accent" })
        #expect(strings(accent["chain"]) == ["brand.accent", "palette.day"])
        #expect(strings(accent["chains"]?["dark"]) == ["brand.accent", "palette.night"])
        #expect(strings(accent["chains"]?["darkHighContrast"]) == ["brand.accent", "palette.night"])
        #expect(strings(accent["chains"]?["lightHighContrast"]) == ["brand.accent", "palette.day"])
        #expect(list.first { $0["path"]?.stringValue == "radius.card" }?["chains"] == nil)
        #expect(try await harness.send("PUT", "/v1/styles/brandCell", body: Self.brandCell).status == 201)
        let reply = try await harness.send(
            "POST", "/v1/resolve?explain=true", body: resolve(#"{"userInterfaceStyle": "dark"}"#))
        let color = try #require(reply.json?["explain"]?["background.backgroundColor"])
        #expect(strings(color["chain"]) == ["brand.accent", "palette.day"])
        #expect(strings(color["chains"]?["dark"]) == ["brand.accent", "palette.night"])
        #expect(reply.json?["background"]?["backgroundColor"]?.stringValue == "#6699FF")
    }

    @Test func aMisspeltAliasIsA422WithThePointerAndWhatWasMeant() async throws {
        let harness = try ServiceHarness(tokens: Self.tokens)
        defer { harness.stop() }
        let put = try await harness.send(
            "PUT", "/v1/styles/typo",
            body: """
                {"extends": "cell", "rules": [{"set": {"background": {"backgroundColor": "{brand.acent}"}}}]}
                """)
        #expect(put.status == 422)
        #expect(put.problemPointers == ["/rules/0/set/background/backgroundColor"])
        #expect(put.json?["errors"]?[0]?["suggestion"]?.stringValue == "{brand.accent}")
        #expect(try await harness.send("PUT", "/v1/styles/brandCell", body: Self.brandCell).status == 201)
        let request = try await harness.send(
            "POST", "/v1/resolve",
            body: resolve("{}", overrides: #"{"background": {"cornerRadius": "{brand.accent}"}}"#))
        #expect(request.status == 422)
        #expect(request.problemPointers == ["/overrides/background/cornerRadius"])
        #expect(
            request.json?["errors"]?[0]?["message"]?.stringValue
                == #"expected a dimension or number token, "{brand.accent}" is a color"#)
    }

    @Test func withoutTokensAnAliasSaysHowToLoadThem() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let put = try await harness.send("PUT", "/v1/styles/brandCell", body: Self.brandCell)
        #expect(put.status == 422)
        #expect(put.problemPointers == ["/overrides/background/backgroundColor", "/overrides/background/cornerRadius"])
        #expect(
            put.json?["errors"]?[0]?["message"]?.stringValue?.hasSuffix(
                "no tokens file is loaded; start the service with --tokens FILE") == true)
    }
}
