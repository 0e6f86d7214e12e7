import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

@testable import StyleHTTPService
@testable import StyleService

/// The CSS options (`prefix`, `layer`, `units`, `theme`) on the stylesheet and the CSS resolve answer.
@Suite("CSS options: prefix, layer, units, theme")
struct CSSOptionsTests {
    static let selectedDark =
        #"{"style": "sidebarCell", "state": {"isSelected": true, "traits": {"userInterfaceStyle": "dark"}}}"#

    static func stylesheet(_ options: CSSOptions, style name: String = "sidebarCell") throws -> String {
        let fixture = try WebFormatFixture()
        _ = try fixture.registry.put(name: "darkRadius", document: JSONReader().parse(Array(darkRadiusDocument.utf8)))
        return String(
            decoding: StylesheetBuilder(
                style: try fixture.style(name), styleName: name, selector: ".cell", tintColor: .systemBlue,
                options: options
            ).build(), as: UTF8.self)
    }

    static func options(
        prefix: String? = nil, layer: String? = nil, units: CSSOptions.Units = .px,
        theme: CSSOptions.Theme = .media
    ) -> CSSOptions {
        var options = CSSOptions()
        options.prefix = prefix
        options.layer = layer
        options.units = units
        options.theme = theme
        return options
    }

    static let selected = #".cell:is([aria-selected="true"], [data-selected])"#

    // MARK: Each option's output

    @Test func thePrefixNamesEveryCustomPropertyAndEveryUse() throws {
        let text = try Self.stylesheet(Self.options(prefix: "app"))
        let sheet = try ParsedStylesheet(text)
        #expect(sheet.undefinedVariables.isEmpty)
        let declared = sheet.rules.flatMap { $0.declarations.map(\.name) }.filter { $0.hasPrefix("--") }
        #expect(declared.count > WebProperty.all.count)
        #expect(declared.allSatisfy { $0.hasPrefix("--app-") })
        #expect(sheet.rules.first?["--app-text-font-size"] == "17px")
        #expect(
            sheet.rules.contains { $0.selector == #".cell [data-part="text"]"# && $0["font"] == "var(--app-text-font)" }
        )
        #expect(!text.contains("var(--text-"))
    }

    @Test func theLayerWrapsEveryRule() throws {
        let text = try Self.stylesheet(Self.options(layer: "resolver"))
        let sheet = try ParsedStylesheet(text)
        #expect(sheet.rules.count > 20 && sheet.rules.allSatisfy { $0.layer == "resolver" })
        #expect(sheet.rules.contains { $0.media == "(prefers-color-scheme: dark)" && $0.layer == "resolver" })
        #expect(text.contains("\n@layer resolver {\n  .cell {\n    --background-color: #00000000;\n"))
        #expect(try ParsedStylesheet(Self.stylesheet(Self.options())).rules.allSatisfy { $0.layer == nil })
    }

    @Test(arguments: [
        ("--text-font-size", "17px", "1.0625rem"),
        ("--text-line-height", "22px", "1.375rem"),
        ("--corner-radius", "10px", "0.625rem"),
        (
            "--text-font", "400 17px/22px system-ui, -apple-system, sans-serif",
            "400 1.0625rem/1.375rem system-ui, -apple-system, sans-serif"
        ),
        ("--image-width", "auto", "auto"),
        ("--text-font-weight", "400", "400"),
    ])
    func remDividesEveryLengthBy16(_ property: String, _ px: String, _ rem: String) throws {
        let pixels = try ParsedStylesheet(Self.stylesheet(Self.options()))
        let rems = try ParsedStylesheet(Self.stylesheet(Self.options(units: .rem)))
        #expect(pixels.rules.first?[property] == px)
        #expect(rems.rules.first?[property] == rem)
        #expect(!rems.rules.flatMap(\.declarations).contains { $0.value.contains("px") })
    }

    @Test func theAttributeThemeSwitchesOnAncestorsAndSetsColorScheme() throws {
        let sheet = try ParsedStylesheet(Self.stylesheet(Self.options(theme: .attribute)))
        #expect(sheet.rules.allSatisfy { $0.media == nil })
        #expect(sheet.rules.contains { $0.selector == #"[data-theme="dark"]"# && $0["color-scheme"] == "dark" })
        #expect(sheet.rules.contains { $0.selector == #"[data-theme="light"]"# && $0["color-scheme"] == "light" })
        #expect(
            sheet.rules.first { $0.selector == Self.selected + #":is([data-theme="dark"] *)"# }?["--background-color"]
                == "#0091FF")
        #expect(sheet.rules.contains { $0.selector == #".cell:is([data-contrast="more"] *)"# })
    }

    @Test func lightDarkWritesBothColorsInOneValue() throws {
        let text = try Self.stylesheet(Self.options(theme: .lightDark))
        let sheet = try ParsedStylesheet(text)
        #expect(sheet.rules.contains { $0.selector == ":where(:root)" && $0["color-scheme"] == "light dark" })
        #expect(
            sheet.rules.first { $0.selector == Self.selected }?["--background-color"] == "light-dark(#0088FF, #0091FF)")
        #expect(sheet.rules.first { $0.selector == ".cell" }?["--text-color"] == "light-dark(#000000, #FFFFFF)")
        // sidebarCell differs between light and dark in colors only, so no rule asks for dark.
        #expect(!text.contains("prefers-color-scheme"))
        #expect(sheet.rules.contains { $0.media == "(prefers-contrast: more)" })
        #expect(text.utf8.count < (try Self.stylesheet(Self.options())).utf8.count)
    }

    @Test func theResolveAnswerTakesPrefixLayerAndUnits() throws {
        let fixture = try WebFormatFixture()
        let css = String(
            decoding: try fixture.resolver.resolve(
                body: Array(Self.selectedDark.utf8), snapshot: fixture.registry.snapshot, as: .css,
                cssOptions: Self.options(prefix: "app", layer: "base", units: .rem)), as: UTF8.self)
        let sheet = try ParsedStylesheet(css)
        #expect(sheet.rules.count == 1)
        #expect(sheet.rules.first?.layer == "base" && sheet.rules.first?.selector == ":root")
        #expect(sheet.rules.first?["--app-background-color"] == "#0091FF")
        #expect(sheet.rules.first?["--app-text-font-size"] == "1.0625rem")
    }

    // MARK: The cascade under the options

    @Test(arguments: ["sidebarCell", "archivedCell"])
    func theAttributeThemesCascadeGivesEveryCoveredStateItsResolvedValues(_ name: String) throws {
        let fixture = try WebFormatFixture()
        let options = Self.options(prefix: "app", units: .rem, theme: .attribute)
        let cascade = WebCascade(try ParsedStylesheet(Self.stylesheet(options, style: name)), cell: ".cell")
        let marks = WebStateMark.system + (name == "archivedCell" ? [.archived] : [])
        let elements = WebElement.covered(by: marks)
        var mismatches: [String] = []
        for element in elements {
            let expected = try fixture.cssProperties(element.resolveBody(style: name), options: options)
            if cascade.properties(for: element) != expected { mismatches.append(element.resolveBody(style: name)) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(elements.count) differ, first: \(mismatches.prefix(3))")
        #expect(elements.count > 2_800)
    }

    /// A style whose dark appearance differs in more than colors: a corner radius `light-dark()` cannot hold.
    static let darkRadiusDocument = #"""
        {"extends": "sidebarCell",
         "rules": [{"when": {"traits": {"userInterfaceStyle": "dark"}}, "set": {"background": {"cornerRadius": 20}}}]}
        """#

    @Test func aDarkDifferenceOtherThanColorKeepsADarkMediaRule() throws {
        let fixture = try WebFormatFixture()
        _ = try fixture.registry.put(
            name: "darkRadius", document: JSONReader().parse(Array(Self.darkRadiusDocument.utf8)))
        let sheet = try ParsedStylesheet(
            String(
                decoding: StylesheetBuilder(
                    style: try fixture.style("darkRadius"), styleName: "darkRadius", selector: ".cell",
                    tintColor: .systemBlue, options: Self.options(theme: .lightDark)
                ).build(), as: UTF8.self))
        let dark = sheet.rules.first { $0.media == "(prefers-color-scheme: dark)" && $0.selector == ".cell" }
        #expect(dark?.declarations.map(\.name) == ["--corner-radius"])
        #expect(dark?["--corner-radius"] == "20px")
    }

    @Test(arguments: ["sidebarCell", "archivedCell", "plainHeader", "darkRadius"])
    func theLightDarkCascadeGivesEveryCoveredStateItsResolvedValues(_ name: String) throws {
        let fixture = try WebFormatFixture()
        _ = try fixture.registry.put(
            name: "darkRadius", document: JSONReader().parse(Array(Self.darkRadiusDocument.utf8)))
        let cascade = WebCascade(
            try ParsedStylesheet(Self.stylesheet(Self.options(theme: .lightDark), style: name)), cell: ".cell")
        let marks = WebStateMark.system + (name == "archivedCell" ? [.archived] : [])
        let elements = WebElement.covered(by: marks)
        var mismatches: [String] = []
        for element in elements {
            let expected = try fixture.cssProperties(element.resolveBody(style: name))
            let cascaded = cascade.properties(for: element).mapValues { Self.used($0, dark: element.dark) }
            if cascaded != expected {
                let wrong = expected.keys.filter { cascaded[$0] != expected[$0] }.sorted()
                mismatches.append(
                    "\(element.resolveBody(style: name)): \(wrong.prefix(2).map { "\($0) \(cascaded[$0] ?? "-") ≠ \(expected[$0] ?? "-")" })"
                )
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(elements.count) differ, first: \(mismatches.prefix(3))")
    }

    /// A value as the browser uses it: `light-dark(a, b)` is `a` or `b`, a shadow whose color is clear is none.
    static func used(_ value: String, dark: Bool) -> String {
        guard let start = value.range(of: "light-dark(") else { return value }
        let inner = value[start.upperBound...].prefix { $0 != ")" }
        let parts = inner.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2 else { return value }
        let chosen = dark ? parts[1] : parts[0]
        let before = value[..<start.lowerBound]
        if !before.isEmpty, chosen.count == 9, chosen.hasSuffix("00") { return "none" }
        return before + chosen
    }

    // MARK: Over HTTP

    @Test(arguments: [
        ("prefix=1app", "/prefix"), ("prefix=", "/prefix"), ("prefix=a%20b", "/prefix"), ("layer=a.b", "/layer"),
        ("layer=x%7Bevil", "/layer"), ("units=em", "/units"), ("theme=dark", "/theme"),
        ("theme=media&theme=attribute", "/theme"),
    ])
    func badOptionsAreRefusedWithTheirPointer(_ query: String, _ pointer: String) async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let sheet = try await harness.send("GET", "/v1/styles/sidebarCell/stylesheet.css?" + query)
        #expect(sheet.status == 422)
        #expect(sheet.problemPointers == [pointer])
        let resolved = try await harness.send(
            "POST", "/v1/resolve?" + query, body: Self.selectedDark, headers: ["Accept": "text/css"])
        #expect(resolved.status == 422)
        #expect(resolved.problemPointers == [pointer])
        let linked = try await harness.send("GET", "/v1/resolve?style=sidebarCell&format=css&" + query)
        #expect(linked.status == 422)
        #expect(linked.problemPointers == [pointer])
    }

    @Test func getResolveTakesTheOptionsAndAnswersAsThePostDoes() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let options = "prefix=app&layer=base&units=rem&theme=attribute"
        let posted = try await harness.send(
            "POST", "/v1/resolve?" + options, body: Self.selectedDark, headers: ["Accept": "text/css"])
        let linked = try await harness.send(
            "GET", "/v1/resolve?style=sidebarCell&isSelected=true&userInterfaceStyle=dark&format=css&" + options)
        #expect(linked.status == 200 && posted.status == 200)
        #expect(linked.text == posted.text)
        #expect(linked.header("ETag") == posted.header("ETag"))
        #expect(linked.text.hasPrefix("@layer base {\n  :root {\n    --app-background-color: #0091FF;\n"))
    }

    @Test func theOptionsKeyTheETagAndTheCache() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let base = "/v1/styles/sidebarCell/stylesheet.css"
        var tags: Set<String> = []
        for query in ["", "?prefix=app", "?layer=x", "?units=rem", "?theme=attribute", "?theme=light-dark"] {
            let answer = try await harness.send("GET", base + query)
            #expect(answer.status == 200)
            #expect(try ParsedStylesheet(answer.text).undefinedVariables.isEmpty)
            tags.insert(try #require(answer.header("ETag")))
        }
        #expect(tags.count == 6)
        // The resolve answer's cache keys on the options: the same body answers each as asked.
        for _ in 0..<2 {
            let plain = try await harness.send(
                "POST", "/v1/resolve", body: Self.selectedDark, headers: ["Accept": "text/css"])
            let prefixed = try await harness.send(
                "POST", "/v1/resolve?prefix=app&units=rem", body: Self.selectedDark, headers: ["Accept": "text/css"])
            #expect(plain.text.contains("  --background-color: #0091FF;"))
            #expect(prefixed.text.contains("  --app-text-font-size: 1.0625rem;"))
            #expect(plain.header("ETag") != prefixed.header("ETag"))
        }
    }
}
