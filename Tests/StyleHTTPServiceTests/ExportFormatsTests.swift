import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

@testable import StyleHTTPService
@testable import StyleService

/// The export formats (`scss`, `tailwind`, `ts`, and `css`/`tokens` as the stylesheet and the tokens),
/// each read back and compared, value by value, with the CSS answer of `POST /v1/resolve` for the same state and mode.
@Suite("Export formats: SCSS, Tailwind, TypeScript")
struct ExportFormatsTests {
    /// A state of a style (its token group name and the resolve request's `state` members) in one mode.
    struct Case: CustomTestStringConvertible, Sendable {
        let style: String
        let state: String
        let flags: String
        let mode: String
        var testDescription: String { "\(style) \(state) in \(mode)" }
    }

    static let cases: [Case] = [
        Case(style: "sidebarCell", state: "normal", flags: "", mode: "light"),
        Case(style: "sidebarCell", state: "selected", flags: #""isSelected": true,"#, mode: "dark"),
        Case(
            style: "sidebarCell", state: "highlighted", flags: #""isHighlighted": true,"#, mode: "light-high-contrast"),
        Case(style: "sidebarCell", state: "disabled", flags: #""isDisabled": true,"#, mode: "ios18-dark"),
        Case(style: "insetGroupedCell", state: "normal", flags: "", mode: "ios18-light"),
        Case(style: "insetGroupedCell", state: "swiped", flags: #""isSwiped": true,"#, mode: "dark-high-contrast"),
        Case(style: "groupedHeader", state: "normal", flags: "", mode: "ios18-dark-high-contrast"),
        Case(
            style: "archivedCell", state: "state-com-my-app-mycell-isarchived",
            flags: #""customStates": {"com.my-app.MyCell.isArchived": true},"#, mode: "dark"),
        Case(style: "archivedCell", state: "drop-target", flags: #""cellDropState": "targeted","#, mode: "light"),
    ]

    /// The traits of a mode, as a resolve request writes them.
    static func traits(_ mode: String) -> String {
        let design = mode.hasPrefix("ios18-") ? "ios18" : "ios26"
        let dark = mode.contains("dark")
        let high = mode.hasSuffix("high-contrast")
        return
            #"{"userInterfaceStyle": "\#(dark ? "dark" : "light")", "accessibilityContrast": "\#(high ? "high" : "normal")", "designGeneration": "\#(design)"}"#
    }

    /// The CSS answer's custom properties for the case (`--text-color` → `#FFFFFF`).
    static func expected(
        _ item: Case, fixture: WebFormatFixture, options: CSSOptions = CSSOptions()
    ) throws
        -> [String: String]
    {
        try fixture.cssProperties(
            #"{"style": "\#(item.style)", "state": {\#(item.flags) "traits": \#(traits(item.mode))}}"#,
            options: options)
    }

    static func files(
        _ format: ExportFormat, _ item: Case, fixture: WebFormatFixture, options: CSSOptions = CSSOptions()
    ) throws -> [String: String] {
        var query = FormatQuery()
        query.css = options
        let files = try format.files(style: try fixture.style(item.style), named: item.style, query: query)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.name, String(decoding: $0.bytes, as: UTF8.self)) })
    }

    static func options(
        prefix: String? = nil, units: CSSOptions.Units = .px, theme: CSSOptions.Theme = .media
    )
        -> CSSOptions
    {
        var options = CSSOptions()
        options.prefix = prefix
        options.units = units
        options.theme = theme
        return options
    }

    // MARK: SCSS

    /// The SCSS file's maps, read line by line: state → mode → name → value (`#{"…"}` unwrapped), and its variables.
    static func readSCSS(
        _ text: String
    ) throws -> (maps: [String: [String: [String: String]]], variables: [String: String]) {
        var maps: [String: [String: [String: String]]] = [:]
        var variables: [String: String] = [:]
        var state: String?
        var mode: String?
        func unwrap(_ value: Substring) -> String {
            let value = String(value)
            guard value.hasPrefix("#{\""), value.hasSuffix("\"}") else { return value }
            return String(value.dropFirst(3).dropLast(2))
        }
        for line in text.split(separator: "\n") where !line.hasPrefix("//") {
            if line.hasPrefix("$"), line.hasSuffix(": (") {
                state = String(line.dropFirst().dropLast(3))
            } else if line.hasPrefix("$"), line.hasSuffix(";") {
                let parts = line.dropFirst().dropLast().split(separator: ":", maxSplits: 1)
                try #require(parts.count == 2)
                variables[String(parts[0])] = unwrap(parts[1].dropFirst())
            } else if line.hasPrefix("  \""), line.hasSuffix("\": (") {
                mode = String(line.dropFirst(3).dropLast(4))
            } else if line.hasPrefix("    \""), let state, let mode {
                let parts = line.dropFirst(5).dropLast().split(separator: ":", maxSplits: 1)
                try #require(parts.count == 2 && parts[0].hasSuffix("\""), "\(line)")
                maps[state, default: [:]][mode, default: [:]][String(parts[0].dropLast())] = unwrap(
                    parts[1].dropFirst())
            } else if line == ");" {
                state = nil
                mode = nil
            }
        }
        return (maps, variables)
    }

    @Test(arguments: cases)
    func theSCSSMapsHoldTheResolvedValues(_ item: Case) throws {
        let fixture = try WebFormatFixture()
        let options = Self.options(prefix: "app", units: .rem)
        let text = try #require(try Self.files(.scss, item, fixture: fixture, options: options)["\(item.style).scss"])
        let scss = try Self.readSCSS(text)
        let values = try #require(scss.maps["app-" + item.state]?[item.mode], "no map $app-\(item.state)")
        let expected = try Self.expected(item, fixture: fixture, options: options)
        #expect(values.count == WebPropertyTable(style: try fixture.style(item.style)).properties.count)
        for (name, value) in expected { #expect(values[String(name.dropFirst(2))] == value, "\(name)") }
    }

    @Test func theSCSSVariablesAreTheNormalStateInLightMode() throws {
        let fixture = try WebFormatFixture()
        let text = try #require(try Self.files(.scss, Self.cases[0], fixture: fixture)["sidebarCell.scss"])
        let scss = try Self.readSCSS(text)
        #expect(scss.variables["text-font-size"] == "17px")
        #expect(scss.variables["background-color"] == "#00000000")
        #expect(scss.variables["text-font"] == "400 17px/22px system-ui, -apple-system, sans-serif")
        #expect(text.contains("\n$text-font: #{\"400 17px/22px system-ui, -apple-system, sans-serif\"};\n"))
        #expect(text.contains("\n$states: (\n  \"normal\": $normal,\n  \"highlighted\": $highlighted,\n"))
        #expect(scss.maps["selected"]?["dark"]?["background-color"] == "#0091FF")
        #expect(scss.maps.count == 14)
    }

    // MARK: Tailwind

    /// A Tailwind file read back: the `@theme` variables and, in order, each rule's conditions (dark, increased
    /// contrast, the other design) with its variables.
    struct TailwindFile {
        var theme: [String: String] = [:]
        var rules: [(conditions: Int, layer: String?, values: [String: String])] = []

        init(_ text: String) throws {
            var conditions = 0
            var inTheme = false
            var layer: String?
            var media = 0
            var current: [String: String]?
            for raw in text.split(separator: "\n") {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line == "@theme {" {
                    inTheme = true
                } else if line.hasPrefix("@layer ") {
                    layer = String(line.dropFirst(7).dropLast(2))
                } else if line.hasPrefix("@media ") {
                    media =
                        (line.contains("prefers-color-scheme: dark") ? 1 : 0)
                        + (line.contains("prefers-contrast") ? 2 : 0)
                } else if line.hasSuffix("{") {
                    conditions =
                        media + (line.contains(#"data-theme="dark""#) ? 1 : 0)
                        + (line.contains(#"data-contrast="more""#) ? 2 : 0) + (line.contains("data-design") ? 4 : 0)
                    // The color-scheme rules declare no variable.
                    current = line.hasPrefix("[data-theme=\"light\"]") || line.hasPrefix(":where(:root)") ? nil : [:]
                } else if line == "}" {
                    if inTheme {
                        inTheme = false
                    } else if let values = current {
                        rules.append((conditions, layer, values))
                        current = nil
                    } else {
                        media = 0
                    }
                } else if line.hasPrefix("--") {
                    let parts = line.dropLast().split(separator: ":", maxSplits: 1)
                    try #require(parts.count == 2, "\(line)")
                    let (name, value) = (String(parts[0]), String(parts[1].dropFirst()))
                    if inTheme { theme[name] = value } else { current?[name] = value }
                }
            }
        }

        /// What the cascade gives a variable under the conditions: the last rule within them that declares it.
        func value(_ name: String, conditions: Int) -> String? {
            rules.last { $0.conditions & ~conditions == 0 && $0.values[name] != nil }?.values[name] ?? theme[name]
        }
    }

    /// The conditions of a mode, as the Tailwind file writes them.
    static func conditions(_ mode: String) -> Int {
        (mode.contains("dark") ? 1 : 0) + (mode.hasSuffix("high-contrast") ? 2 : 0) + (mode.hasPrefix("ios18-") ? 4 : 0)
    }

    @Test(arguments: cases, [CSSOptions.Theme.media, .attribute])
    func theTailwindThemeCascadesToTheResolvedValues(_ item: Case, theme: CSSOptions.Theme) throws {
        let fixture = try WebFormatFixture()
        let text = try #require(
            try Self.files(.tailwind, item, fixture: fixture, options: Self.options(theme: theme))[
                "\(item.style).tailwind.css"])
        let file = try TailwindFile(text)
        let expected = try Self.expected(item, fixture: fixture)
        let normal = try Self.expected(
            Case(style: item.style, state: "normal", flags: "", mode: item.mode), fixture: fixture)
        var checked = 0
        let table = WebPropertyTable(style: try fixture.style(item.style))
        let sample = table.values(
            of: try fixture.style(item.style).resolve(
                state: CellConfigurationState(traitCollection: TraitCollection()), tintColor: .systemBlue))
        for (index, property) in table.properties.enumerated() {
            guard let namespace = TailwindExport.namespace(of: property, value: sample[index]) else { continue }
            let name = String(property.cssName.dropFirst(2))
            let stateName = item.state == "normal" ? "" : item.state + "-"
            let variable = "--\(namespace)-\(stateName)\(name)"
            let value = file.value(variable, conditions: Self.conditions(item.mode))
            // A state's variable exists only where the state changes the property in some mode.
            if value == nil, item.state != "normal" {
                #expect(expected[property.cssName] == normal[property.cssName], "\(variable) is missing")
                checked += 1
                continue
            }
            #expect(value == expected[property.cssName], "\(variable)")
            checked += 1
        }
        #expect(checked > 0)
    }

    @Test func theTailwindThemeNamesAndOptions() throws {
        let fixture = try WebFormatFixture()
        let item = Self.cases[0]
        let plain = try TailwindFile(
            try #require(try Self.files(.tailwind, item, fixture: fixture)["sidebarCell.tailwind.css"]))
        #expect(plain.theme["--color-text-color"] == "#000000")
        #expect(plain.theme["--color-selected-background-color"] == "#0088FF")
        #expect(plain.theme["--radius-corner-radius"] == "10px")
        #expect(plain.theme["--text-text-font-size"] == "17px")
        #expect(plain.theme["--leading-text-line-height"] == "22px")
        #expect(plain.theme["--font-weight-text-font-weight"] == "400")
        #expect(plain.theme["--spacing-layout-margin-top"] == "11px")
        #expect(plain.theme["--text-font"] == nil && plain.theme["--color-pinned-background-color"] == nil)
        #expect(plain.value("--color-selected-background-color", conditions: 1) == "#0091FF")

        let options = Self.options(prefix: "app", units: .rem, theme: .lightDark)
        var layered = options
        layered.layer = "tokens"
        let text = try #require(
            try Self.files(.tailwind, item, fixture: fixture, options: layered)["sidebarCell.tailwind.css"])
        let themed = try TailwindFile(text)
        #expect(themed.theme["--color-app-text-color"] == "light-dark(#000000, #FFFFFF)")
        #expect(themed.theme["--text-app-text-font-size"] == "1.0625rem")
        #expect(text.hasPrefix("/* Style \"sidebarCell\"") && text.contains("\n@theme {\n"))
        #expect(text.contains("\n@layer tokens {\n  :where(:root) {\n    color-scheme: light dark;\n"))
        #expect(themed.rules.allSatisfy { $0.layer == "tokens" } && !themed.rules.isEmpty)
        #expect(!text.contains("prefers-color-scheme"), "sidebarCell's dark differences are all colors")
    }

    // MARK: TypeScript

    /// The module's `normal` and `states`, spreads applied: state → mode → key → value.
    static func readModule(_ text: String) throws -> [String: [String: [String: String]]] {
        var normal: [String: [String: String]] = [:]
        var states: [String: [String: [String: String]]] = [:]
        var mode: String?
        var state: String?
        var inNormal = false
        func pairs(_ text: Substring) -> [(String, String)] {
            // "key": "value" pairs; keys and values hold no quotes.
            let parts = text.split(separator: "\"", omittingEmptySubsequences: false)
            return stride(from: 1, to: parts.count - 2, by: 4).map { (String(parts[$0]), String(parts[$0 + 2])) }
        }
        for line in text.split(separator: "\n") {
            if line == "const normal = {" {
                inNormal = true
            } else if inNormal, line.hasPrefix("  \""), line.hasSuffix("\": {") {
                mode = String(line.dropFirst(3).dropLast(4))
            } else if inNormal, line.hasPrefix("    \""), let mode {
                for (key, value) in pairs(line) { normal[mode, default: [:]][key] = value }
            } else if line == "};" {
                inNormal = false
            } else if line.hasPrefix("  \""), line.hasSuffix("\": {") {
                state = String(line.dropFirst(3).dropLast(4))
            } else if line.hasPrefix("    \""), let state, let spread = line.range(of: ": { ...normal[\"") {
                let mode = String(
                    line[line.index(line.startIndex, offsetBy: 5)..<line.index(before: spread.lowerBound)])
                var values = try #require(normal[mode])
                let rest = line[spread.upperBound...].drop { $0 != "]" }.dropFirst()
                for (key, value) in pairs(rest) { values[key] = value }
                states[state, default: [:]][mode] = values
            }
        }
        states["normal"] = normal
        return states
    }

    @Test(arguments: cases)
    func theModuleHoldsTheResolvedValues(_ item: Case) throws {
        let fixture = try WebFormatFixture()
        let files = try Self.files(.ts, item, fixture: fixture, options: Self.options(prefix: "app", units: .rem))
        let module = try Self.readModule(try #require(files["\(item.style).js"]))
        let values = try #require(module[item.state]?[item.mode], "no \(item.state).\(item.mode)")
        let expected = try Self.expected(item, fixture: fixture, options: Self.options(units: .rem))
        let properties = WebPropertyTable(style: try fixture.style(item.style)).properties
        #expect(values.count == properties.count)
        for property in properties {
            #expect(values[TypeScriptExport.key(property)] == expected[property.cssName], "\(property.cssName)")
        }
        let text = try #require(files["\(item.style).js"])
        #expect(text.contains("\n  \"textFontSize\": \"--app-text-font-size\",\n"))
        #expect(text.contains("\nexport const properties = states.normal[\"light\"];\n"))
    }

    @Test func theDeclarationsTypeEveryStateModeAndProperty() throws {
        let fixture = try WebFormatFixture()
        let item = Self.cases[7]
        let files = try Self.files(.ts, item, fixture: fixture, options: Self.options(units: .rem))
        let declarations = try #require(files["archivedCell.d.ts"])
        #expect(declarations.contains(#"export type State = "normal" | "highlighted" | "selected" |"#))
        #expect(declarations.contains(#" | "drop-not-targeted" | "state-com-my-app-mycell-isarchived";"#))
        #expect(declarations.contains(#"export type Mode = "light" | "dark" | "light-high-contrast""#))
        #expect(declarations.contains("  readonly textFontSize: `${number}rem`;\n"))
        #expect(declarations.contains("  readonly backgroundColor: `#${string}`;\n"))
        #expect(declarations.contains("  readonly imageWidth: `${number}rem` | \"auto\";\n"))
        #expect(declarations.contains("  readonly textLineClamp: `${number}` | \"none\";\n"))
        let keys = declarations.split(separator: "\n").filter { $0.hasPrefix("  readonly ") }
        #expect(keys.count == WebProperty.all.count)
        #expect(TypeScriptExport.key(WebProperty.all[0]) == "backgroundColor")
    }

    // MARK: CSS and tokens

    @Test func cssAndTokensAreTheStylesheetAndTheTokenDocument() throws {
        let fixture = try WebFormatFixture()
        let style = try fixture.style("sidebarCell")
        var query = FormatQuery()
        query.css = Self.options(prefix: "app", theme: .attribute)
        query.design = .ios18
        let css = try ExportFormat.css.files(style: style, named: "sidebarCell", query: query)
        #expect(css.map(\.name) == ["sidebarCell.css"])
        #expect(css.first?.bytes == StyleFormat.stylesheet.build(style: style, named: "sidebarCell", query: query))
        let tokens = try ExportFormat.tokens.files(style: style, named: "sidebarCell", query: query)
        let set = DesignTokenFiles(style: style, styleName: "sidebarCell", query: query, namePrefix: "sidebarCell.")
            .files()
        #expect(tokens.map(\.name) == set.map(\.name) + ["sidebarCell.tokens.json"])
        #expect(tokens.first?.name == "sidebarCell.tokens.resolver.json")
        #expect(tokens.dropLast().map(\.bytes) == set.map(\.bytes))
        #expect(tokens.last?.bytes == StyleFormat.designTokens.build(style: style, named: "sidebarCell", query: query))
    }
}
