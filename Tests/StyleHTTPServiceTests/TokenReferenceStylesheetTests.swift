import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

@testable import StyleService

/// The stylesheet of a style whose documents name design tokens: each property holding a token's value refers to the
/// token's custom property, defined once per mode at the root, and a value changed on top of the token is written out.
@Suite("Token references in the stylesheet")
struct TokenReferenceStylesheetTests {
    /// `brand.accent` differs between light and dark (the same in increased contrast); `radius.card` is one length;
    /// `text.color` has the name of a property of the style's own.
    static let tokens = DesignTokenSet(tokens: [
        DesignToken(
            path: "brand.accent",
            value: .color(
                TokenModes(
                    light: ResolvedColor(rgba: 0x3366_99FF), dark: ResolvedColor(rgba: 0x88AA_CCFF),
                    lightHighContrast: ResolvedColor(rgba: 0x3366_99FF),
                    darkHighContrast: ResolvedColor(rgba: 0x88AA_CCFF))),
            chain: ["brand.accent"]),
        DesignToken(path: "radius.card", value: .dimension(TokenModes(12)), chain: ["radius.card"]),
        DesignToken(
            path: "text.color", value: .color(TokenModes(ResolvedColor(rgba: 0x1020_30FF))), chain: ["text.color"]),
    ])

    /// The background is the accent, grayed while highlighted; the corner radius and the text color are tokens.
    static let document = """
        {"extends": "cell",
         "overrides": {"background": {"backgroundColor": "{brand.accent}", "cornerRadius": "{radius.card}"},
                       "content": {"textProperties": {"color": "{text.color}"}}},
         "rules": [{"when": {"isHighlighted": true}, "set": {"background": {"backgroundColorTransformer": "grayscale"}}}]}
        """

    static func style() throws -> StyleDefinition {
        guard
            case .success(let decoded) = StyleDocument.decode(
                try JSONReader().parse(Array(document.utf8)), tokens: tokens),
            case .success(let style) = StyleCompiler(documents: ["brand": decoded]).compile("brand")
        else { throw DecodingFailed() }
        return style
    }

    static func stylesheet(options: CSSOptions = CSSOptions()) throws -> String {
        let style = try style()
        return String(
            decoding: StylesheetBuilder(
                style: style, styleName: "brand", selector: ".cell", tintColor: .systemBlue, options: options
            ).build(), as: UTF8.self)
    }

    struct DecodingFailed: Error {}

    static func options(prefix: String? = nil, layer: String? = nil, theme: CSSOptions.Theme = .media) -> CSSOptions {
        var options = CSSOptions()
        options.prefix = prefix
        options.layer = layer
        options.theme = theme
        return options
    }

    /// The text between the header comment and the first rule of the cell.
    static func definitions(_ text: String, cell: String = "\n.cell {") -> Substring {
        guard let end = text.range(of: "*/\n"), let cellRule = text.range(of: cell) else { return "" }
        return text[end.upperBound..<cellRule.lowerBound]
    }

    /// A rule's text, from its selector line to its closing brace.
    static func rule(_ selector: String, in text: String) -> Substring {
        guard let start = text.range(of: "\n" + selector + " {\n"),
            let end = text[start.upperBound...].range(of: "}\n")
        else { return "" }
        return text[text.index(before: start.upperBound)..<end.lowerBound]
    }

    @Test func mediaThemeDefinesEachTokenOncePerModeAndRefersToIt() throws {
        let text = try Self.stylesheet()
        #expect(
            Self.definitions(text) == """

                :root {
                  --brand-accent: #336699;
                  --radius-card: 12px;
                }

                @media (prefers-color-scheme: dark) {
                  :root {
                    --brand-accent: #88AACC;
                  }
                }

                """)
        #expect(try ParsedStylesheet(text).undefinedVariables.isEmpty)
        let base = Self.rule(".cell", in: text)
        #expect(base.contains("\n  --background-color: var(--brand-accent);\n"))
        #expect(base.contains("\n  --corner-radius: var(--radius-card);\n"))
        // A token named like a property of the style's own stays a copied value.
        #expect(base.contains("\n  --text-color: #102030;\n"))
        #expect(!text.contains("--text-color: var("))
        #expect(text.components(separatedBy: "--brand-accent:").count == 3)
        // The grayscale transformer over the accent: its literal, not the reference.
        let highlighted = Self.rule(".cell:is(:active, [data-highlighted])", in: text)
        #expect(highlighted.contains("\n  --background-color: #5F5F5F;\n"))
        // Dark mode changes the token, not the properties referring to it.
        #expect(!Self.rule("@media (prefers-color-scheme: dark) {\n  .cell", in: text).contains("--background-color"))
    }

    @Test func attributeThemeWithPrefixAndLayerDefinesTokensUnderTheirSelectors() throws {
        let text = try Self.stylesheet(options: Self.options(prefix: "app", layer: "brand", theme: .attribute))
        #expect(
            Self.definitions(text, cell: "\n  .cell {") == """

                @layer brand {
                  [data-theme="light"] {
                    color-scheme: light;
                  }

                  [data-theme="dark"] {
                    color-scheme: dark;
                  }

                  :root {
                    --app-brand-accent: #336699;
                    --app-radius-card: 12px;
                  }

                  [data-theme="dark"] {
                    --app-brand-accent: #88AACC;
                  }

                """)
        #expect(Self.rule("  .cell", in: text).contains("\n    --app-background-color: var(--app-brand-accent);\n"))
        #expect(!text.contains("var(--brand-accent)"))
        #expect(try ParsedStylesheet(text).undefinedVariables.isEmpty)
    }

    @Test func lightDarkThemeDefinesOneLightDarkValue() throws {
        let text = try Self.stylesheet(options: Self.options(theme: .lightDark))
        #expect(
            Self.definitions(text) == """

                :where(:root) {
                  color-scheme: light dark;
                }

                :root {
                  --brand-accent: light-dark(#336699, #88AACC);
                  --radius-card: 12px;
                }

                """)
        #expect(Self.rule(".cell", in: text).contains("\n  --background-color: var(--brand-accent);\n"))
        #expect(
            Self.rule(".cell:is(:active, [data-highlighted])", in: text).contains(
                "\n  --background-color: light-dark(#5F5F5F, #A5A5A5);\n"))
    }

    /// The resolver document's sets alias the token where the stylesheet refers to it, and hold the token itself:
    /// its light value in the base set, its dark value in the dark modes' sets.
    @Test func theResolverSetsAliasTheTokenAndDefineIt() throws {
        let files = DesignTokenFiles(style: try Self.style(), styleName: "brand").files()
        func set(_ name: String) throws -> JSONValue {
            let bytes = try #require(files.first { $0.name == name }?.bytes)
            return try JSONReader().parse(bytes)
        }
        let base = try set("tokens/base.json")
        func alias(_ token: JSONValue?) -> [String?] {
            [token?["$type"]?.stringValue, token?["$value"]?.stringValue]
        }
        #expect(alias(base["background"]?["color"]) == ["color", "{brand.accent}"])
        #expect(alias(base["corner-radius"]) == ["dimension", "{radius.card}"])
        #expect(base["brand"]?["accent"]?["$type"]?.stringValue == "color")
        #expect(base["brand"]?["accent"]?["$value"]?["hex"]?.stringValue == "#336699")
        #expect(base["radius"]?["card"]?["$value"]?["value"]?.intValue == 12)
        // The token's own name is a property's: its value is copied.
        #expect(base["text"]?["color"]?["$value"]?["hex"]?.stringValue == "#102030")
        let dark = try set("tokens/mode-dark.json")
        #expect(dark["brand"]?["accent"]?["$value"]?["hex"]?.stringValue == "#88aacc")
        #expect(dark["background"]?["color"] == nil, "the alias holds in dark too")
        #expect(dark["radius"] == nil, "the same in every mode")
        #expect(try set("tokens/mode-light.json")["brand"] == nil)
        // Grayed while highlighted: a value, not the alias.
        let highlighted = try #require(dark["states"]?["highlighted"]?["background"]?["color"]?["$value"])
        #expect(highlighted["hex"]?.stringValue == "#a5a5a5")
    }

    /// The one-file tokens.json holds each design token once at the root, with its light value, and aliases it where
    /// a property holds it; a mode where the token's value differs holds that value under `normal.<mode>`, which the
    /// mode's properties alias, so a tool resolving the file without modes still gets each mode's values.
    @Test func theOneFileAliasesTheTokenAtTheRoot() throws {
        let file = try JSONReader().parse(
            DesignTokensEncoder(style: try Self.style(), styleName: "brand", tintColor: .systemBlue).encode())
        func value(_ token: JSONValue?) -> String? { token?["$value"]?.stringValue }
        #expect(file["brand"]?["accent"]?["$type"]?.stringValue == "color")
        #expect(file["brand"]?["accent"]?["$value"]?["hex"]?.stringValue == "#336699")
        #expect(file["radius"]?["card"]?["$value"]?["value"]?.intValue == 12)
        #expect(file["text"] == nil, "a token named like a property is copied, not written")
        let normal = try #require(file["normal"])
        #expect(value(normal["light"]?["background"]?["color"]) == "{brand.accent}")
        #expect(value(normal["light-high-contrast"]?["background"]?["color"]) == "{brand.accent}")
        #expect(value(normal["ios18-light"]?["background"]?["color"]) == "{brand.accent}")
        #expect(normal["light"]?["brand"] == nil)
        #expect(value(normal["dark"]?["background"]?["color"]) == "{normal.dark.brand.accent}")
        #expect(normal["dark"]?["brand"]?["accent"]?["$value"]?["hex"]?.stringValue == "#88aacc")
        #expect(
            value(normal["ios18-dark-high-contrast"]?["background"]?["color"])
                == "{normal.ios18-dark-high-contrast.brand.accent}")
        #expect(normal["ios18-dark-high-contrast"]?["brand"]?["accent"]?["$value"]?["hex"]?.stringValue == "#88aacc")
        for mode in ["light", "dark", "ios18-dark"] {
            #expect(value(normal[mode]?["corner-radius"]) == "{radius.card}", "\(mode)")
            #expect(normal[mode]?["radius"] == nil, "\(mode)")
        }
        #expect(normal["light"]?["text"]?["color"]?["$value"]?["hex"]?.stringValue == "#102030")
        // Highlighted grays the background: a value. Its radius is the normal state's: an alias to it.
        let highlighted = try #require(file["highlighted"])
        #expect(highlighted["dark"]?["background"]?["color"]?["$value"]?["hex"]?.stringValue == "#a5a5a5")
        #expect(value(highlighted["light"]?["corner-radius"]) == "{normal.light.corner-radius}")
        #expect(highlighted["dark"]?["brand"] == nil)
    }

    /// A design token whose first name is a group a token file has at its root (a state's in tokens.json, the mode
    /// files' `states` in the resolver sets) is copied in that file, so it cannot merge into that group; the other
    /// file still aliases it.
    @Test func aTokenNamedLikeAFilesOwnGroupIsCopiedThere() throws {
        let tokens = DesignTokenSet(tokens: [
            DesignToken(path: "selected.tint", value: .color(TokenModes(ResolvedColor(rgba: 0x1122_33FF))), chain: []),
            DesignToken(path: "states.edge", value: .color(TokenModes(ResolvedColor(rgba: 0x4455_66FF))), chain: []),
        ])
        let document = #"""
            {"extends": "cell", "overrides": {"background": {"backgroundColor": "{selected.tint}"},
                                              "content": {"textProperties": {"color": "{states.edge}"}}}}
            """#
        guard
            case .success(let decoded) = StyleDocument.decode(
                try JSONReader().parse(Array(document.utf8)), tokens: tokens),
            case .success(let style) = StyleCompiler(documents: ["named": decoded]).compile("named")
        else { throw DecodingFailed() }
        let single = try JSONReader().parse(
            DesignTokensEncoder(style: style, styleName: "named", tintColor: .systemBlue).encode())
        let light = try #require(single["normal"]?["light"])
        #expect(light["background"]?["color"]?["$value"]?["hex"]?.stringValue == "#112233")
        #expect(single["selected"]?["tint"] == nil)
        #expect(light["text"]?["color"]?["$value"]?.stringValue == "{states.edge}")
        #expect(single["states"]?["edge"]?["$value"]?["hex"]?.stringValue == "#445566")
        let files = DesignTokenFiles(style: style, styleName: "named").files()
        let base = try JSONReader().parse(try #require(files.first { $0.name == "tokens/base.json" }?.bytes))
        #expect(base["background"]?["color"]?["$value"]?.stringValue == "{selected.tint}")
        #expect(base["selected"]?["tint"]?["$value"]?["hex"]?.stringValue == "#112233")
        #expect(base["text"]?["color"]?["$value"]?["hex"]?.stringValue == "#445566")
        #expect(base["states"] == nil)
    }

    /// A button's colors derive from its base colors: the background of a filled button whose base background is a
    /// token refers to it, and so do the title, image and activity indicator of a base foreground token; a color
    /// UIKit derives otherwise (disabled's) is written out.
    @Test func aButtonsDerivedColorsReferToItsBaseColorTokens() throws {
        let document = #"""
            {"button": "filled",
             "overrides": {"button": {"baseBackgroundColor": "{brand.accent}", "baseForegroundColor": "{brand.accent}"}}}
            """#
        guard
            case .success(let decoded) = StyleDocument.decode(
                try JSONReader().parse(Array(document.utf8)), tokens: Self.tokens),
            case .success(let style) = StyleCompiler(documents: ["brandButton": decoded]).compile("brandButton")
        else { throw DecodingFailed() }
        let text = String(
            decoding: StylesheetBuilder(
                style: style, styleName: "brandButton", selector: ".button", tintColor: .systemBlue,
                options: CSSOptions()
            ).build(), as: UTF8.self)
        let base = Self.rule(".button", in: text)
        for name in ["background-color", "foreground-color", "image-color", "activity-indicator-color"] {
            #expect(base.contains("\n  --button-\(name): var(--brand-accent);\n"), "\(name) in \(base)")
        }
        #expect(text.contains("--button-background-color: #33669980;"), "disabled is a value of its own")
    }

    /// A group's root token: the stylesheet refers to it by its group's name, and the token files copy its value, as
    /// the 2025.10 schema's curly-brace references cannot name `$root`.
    @Test func aRootTokenIsReferredToInCSSAndCopiedInTheTokenFiles() throws {
        let tokens = DesignTokenSet(tokens: [
            DesignToken(
                path: "brand.accent.$root", value: .color(TokenModes(ResolvedColor(rgba: 0x1122_33FF))), chain: [])
        ])
        let document = #"{"extends": "cell", "overrides": {"background": {"backgroundColor": "{brand.accent.$root}"}}}"#
        guard
            case .success(let decoded) = StyleDocument.decode(
                try JSONReader().parse(Array(document.utf8)), tokens: tokens),
            case .success(let style) = StyleCompiler(documents: ["rooted": decoded]).compile("rooted")
        else { throw DecodingFailed() }
        let css = String(
            decoding: StylesheetBuilder(
                style: style, styleName: "rooted", selector: ".cell", tintColor: .systemBlue, options: CSSOptions()
            ).build(), as: UTF8.self)
        #expect(css.contains("--brand-accent: #112233;") && css.contains("--background-color: var(--brand-accent);"))
        let single = DesignTokensEncoder(style: style, styleName: "rooted", tintColor: .systemBlue).encode()
        let base = try #require(
            DesignTokenFiles(style: style, styleName: "rooted").files().first { $0.name == "tokens/base.json" })
        for bytes in [single, base.bytes] {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains("$root") && text.contains(##""hex": "#112233""##))
        }
    }

    /// Every built-in style names no token, so its stylesheet takes the path without references, unchanged.
    @Test func noBuiltInStyleHasReferences() throws {
        let styles = StyleRegistry(store: nil).snapshot.styles
        #expect(styles.count > 40)
        for (name, registered) in styles {
            let style = registered.definition
            #expect(TokenReferences(style: style, table: WebPropertyTable(style: style)) == nil, "\(name)")
        }
    }

    @Test func aTokenNameIsEscapedAsACSSIdentifier() {
        #expect(TokenReferences.cssName("brand.accent") == "--brand-accent")
        #expect(TokenReferences.cssName("brand.accent.$root") == "--brand-accent")
        #expect(TokenReferences.cssName("$root") == #"--\24 root"#)
        #expect(TokenReferences.cssName("brand.a;b}c") == "--brand-a\\3B b\\7D c")
        #expect(TokenReferences.cssName("couleur.été") == "--couleur-été")
    }
}
