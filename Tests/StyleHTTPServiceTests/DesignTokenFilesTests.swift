import Foundation
import StrictJSON
import StyleDefinitions
import TestSupport
import Testing
import ViewConfigurations

@testable import StyleService

/// A style whose reserved image size is the image's own (`auto`) except when selected, where it is 24 × 24: a
/// property that is a token in one state and a keyword in another.
let sizedImageDocument = """
    {"extends": "cell", "rules": [{"when": {"isSelected": true},
      "set": {"content": {"imageProperties": {"reservedLayoutSize": {"width": 24, "height": 24}}}}}]}
    """

/// A style with clear, interactive, red-tinted glass, and a system material when selected.
let frostedDocument = """
    {"extends": "cell", "overrides": {"background": {"visualEffect":
      {"glass": {"style": "clear", "isInteractive": true, "tintColor": "#FF0000"}}}},
     "rules": [{"when": {"isSelected": true}, "set": {"background": {"visualEffect": "systemMaterial"}}}]}
    """

/// The token files of one style resolved for one mode and state as a DTCG Resolver Module tool does: the base set,
/// the mode's file and the state's file merged in that order (a later token replaces an earlier one at its path),
/// aliases followed; the untyped values of `$extensions` merged the same way, then the mode file's for the state.
struct ResolvedTokenPermutation {
    /// The merged tokens by dotted path, aliases not yet followed.
    var tokens: [String: DTCGCheck.Token] = [:]
    /// The values no DTCG type holds, by dotted token path, as CSS writes them.
    var untyped: [String: String] = [:]

    init(files: [String: JSONValue], mode: String, state: String) throws {
        let resolver = try #require(files[DesignTokenFiles.resolverFileName])
        var sources: [String] = []
        for reference in [
            resolver["sets"]?["base"]?["sources"], resolver["modifiers"]?["mode"]?["contexts"]?[mode],
            resolver["modifiers"]?["state"]?["contexts"]?[state],
        ] {
            let references = try #require(reference?.arrayValue, "\(mode), \(state): a source list")
            sources += try references.map { try #require($0["$ref"]?.stringValue) }
        }
        for source in sources {
            let file = try #require(files[source], "\(source) is in the set")
            tokens.merge(DTCGCheck.tokens(in: file)) { _, later in later }
            untyped.merge(DTCGCheck.untypedValues(of: file)) { _, later in later }
        }
        let modeFile = try #require(files["tokens/mode-\(mode).json"])
        if let group = modeFile[DesignTokenFiles.statesGroup]?[state] {
            untyped.merge(DTCGCheck.untypedValues(of: group)) { _, later in later }
        }
    }

    /// A token's value with every alias followed; fails on a dangling alias, a type change or a loop.
    func value(_ path: String) throws -> JSONValue {
        var token = try #require(tokens[path], "\(path) is a token")
        var seen = [path]
        while let alias = token.value.stringValue, alias.hasPrefix("{"), alias.hasSuffix("}") {
            let target = String(alias.dropFirst().dropLast())
            let next = try #require(tokens[target], "\(seen.joined(separator: " -> ")) names no token \(alias)")
            try #require(next.type == token.type, "\(path) aliases \(target) of another type")
            try #require(!seen.contains(target), "an alias loop through \(target)")
            seen.append(target)
            token = next
        }
        return token.value
    }
}

@Suite("Design tokens as DTCG Resolver Module files: modes, states, keywords, one namespace, one naming table")
struct DesignTokenFilesTests {
    /// Every file of a style's set, parsed, by name.
    static func files(
        _ name: String, document: String? = nil, design: DesignGeneration = .ios26, tint: Color = .systemBlue
    ) throws -> (files: [String: JSONValue], order: [String]) {
        let fixture = try WebFormatFixture()
        if let document { _ = try fixture.registry.put(name: name, document: JSONReader().parse(Array(document.utf8))) }
        let set = DesignTokenFiles(style: try fixture.style(name), styleName: name, tintColor: tint, design: design)
            .files()
        var files: [String: JSONValue] = [:]
        for (file, bytes) in set { files[file] = try JSONReader().parse(bytes) }
        return (files, set.map(\.name))
    }

    @Test func theResolverDocumentNamesTheBaseSetTheModesAndTheStates() throws {
        let (files, order) = try Self.files("sidebarCell")
        let resolver = try #require(files["tokens.resolver.json"])
        #expect(resolver["version"]?.stringValue == "2025.10")
        #expect(resolver["name"]?.stringValue == "sidebarCell")
        #expect(
            resolver.objectValue?.keys == ["name", "version", "description", "sets", "modifiers", "resolutionOrder"])
        let resolutionOrder = resolver["resolutionOrder"]?.arrayValue?.compactMap { $0["$ref"]?.stringValue }
        #expect(resolutionOrder == ["#/sets/base", "#/modifiers/mode", "#/modifiers/state"])
        let modes = [
            "light", "dark", "light-high-contrast", "dark-high-contrast", "ios18-light", "ios18-dark",
            "ios18-light-high-contrast", "ios18-dark-high-contrast",
        ]
        #expect(resolver["modifiers"]?["mode"]?["contexts"]?.objectValue?.keys == modes)
        #expect(resolver["modifiers"]?["mode"]?["default"]?.stringValue == "light")
        let states = ["normal"] + WebStateMark.system.map(\.group)
        #expect(resolver["modifiers"]?["state"]?["contexts"]?.objectValue?.keys == states)
        #expect(resolver["modifiers"]?["state"]?["contexts"]?["normal"]?.arrayValue?.isEmpty == true)
        #expect(
            order
                == ["tokens.resolver.json", "tokens/base.json"] + modes.map { "tokens/mode-\($0).json" }
                + states.dropFirst().map { "tokens/state-\($0).json" })
        // The base and mode files pass the format's rules (the state files alias the mode files' tokens, so they
        // are checked merged, below, and by Scripts/check-tokens.sh against the official schemas).
        for file in order where !file.hasPrefix("tokens/state-") && file != "tokens.resolver.json" {
            let problems = DTCGCheck.problems(in: try #require(files[file]))
            #expect(problems.isEmpty, "\(file): \(problems.prefix(3))")
        }
        // A name prefix keeps styles apart in one folder, the references included.
        let fixture = try WebFormatFixture()
        let prefixed = DesignTokenFiles(
            style: try fixture.style("sidebarCell"), styleName: "sidebarCell", namePrefix: "sidebarCell."
        ).files()
        #expect(prefixed.map(\.name) == order.map { "sidebarCell." + $0 })
        let prefixedResolver = try JSONReader().parse(try #require(prefixed.first).bytes)
        #expect(
            prefixedResolver["modifiers"]?["mode"]?["contexts"]?["dark"]?[0]?["$ref"]?.stringValue
                == "sidebarCell.tokens/mode-dark.json")
        let plain = DesignTokenFiles(style: try fixture.style("sidebarCell"), styleName: "sidebarCell").files()
        #expect(prefixed.dropFirst(2).map(\.bytes) == plain.dropFirst(2).map(\.bytes), "the same mode and state sets")
        // The other design is the unprefixed one when asked: ios18's files name ios26's modes.
        let (ios18, _) = try Self.files("sidebarCell", design: .ios18)
        #expect(ios18["tokens.resolver.json"]?["modifiers"]?["mode"]?["contexts"]?["ios26-dark"] != nil)
    }

    /// (mode, state, token path, the hex and alpha a tool resolves), each checked against `POST /v1/resolve`'s JSON
    /// too. The iOS 26 design's blues: #0088FF light, #0091FF dark, #5CB8FF dark with high contrast; iOS 18's dark
    /// #0A84FF.
    static let modeValues: [(String, String, String, String, Double)] = [
        ("light", "normal", "text.color", "#000000", 1),
        ("dark", "normal", "text.color", "#ffffff", 1),
        ("dark", "normal", "secondary-text.color", "#ebebf5", 0.6),
        ("dark-high-contrast", "normal", "secondary-text.color", "#ebebf5", 0.6784),
        ("light", "selected", "background.color", "#0088ff", 1),
        ("dark", "selected", "background.color", "#0091ff", 1),
        ("dark-high-contrast", "selected", "background.color", "#5cb8ff", 1),
        ("ios18-dark", "selected", "background.color", "#0a84ff", 1),
        ("dark", "selected", "secondary-text.color", "#ffffff", 0.8),
        ("light", "disabled", "text.color", "#3c3c43", 0.1804),
        ("dark", "highlighted", "text.color", "#ffffff", 1),
    ]

    @Test(arguments: modeValues)
    func eachModeAndStateResolvesToTheResolversColor(
        mode: String, state: String, path: String, hex: String, alpha: Double
    ) throws {
        let (files, _) = try Self.files("sidebarCell")
        let resolved = try ResolvedTokenPermutation(files: files, mode: mode, state: state)
        let value = try resolved.value(path)
        #expect(value["hex"]?.stringValue == hex)
        #expect(value["alpha"]?.doubleValue == alpha)
        // The same as the JSON answer for that state and mode.
        let traits =
            (mode.hasPrefix("ios18-") ? [#""designGeneration": "ios18""#] : [])
            + [
                #""userInterfaceStyle": "\#(mode.contains("dark") ? "dark" : "light")""#,
                #""accessibilityContrast": "\#(mode.hasSuffix("high-contrast") ? "high" : "normal")""#,
            ]
        let flag = state == "normal" ? "" : #""is\#(state.prefix(1).uppercased() + state.dropFirst())": true, "#
        let json = try WebFormatFixture().json(
            #"{"style": "sidebarCell", "state": {\#(flag)"traits": {\#(traits.joined(separator: ", "))}}}"#)
        let pointer = try #require(WebProperty.all.first { $0.tokenPath.joined(separator: ".") == path }).jsonPointer
        let expected = try #require(JSONPointer(parsing: pointer)?.resolve(in: json)?.stringValue)
        #expect(expected.prefix(7).lowercased() == hex)
    }

    @Test(arguments: ["sidebarCell", "archivedCell", "insetGroupedValueCell", "plainHeader", "accessoryRow"])
    func everyModeAndStateHasEveryPropertyWithTheCSSAnswersValue(_ name: String) throws {
        let (files, _) = try Self.files(name)
        let fixture = try WebFormatFixture()
        let resolver = try #require(files["tokens.resolver.json"])
        let modes = try #require(resolver["modifiers"]?["mode"]?["contexts"]?.objectValue?.keys)
        let marks = WebStateMark.system + (name == "archivedCell" ? [.archived] : [])
        let properties = WebPropertyTable(style: try fixture.style(name)).properties
        var compared = 0
        for mode in modes.prefix(4) {
            let traits =
                #""userInterfaceStyle": "\#(mode.contains("dark") ? "dark" : "light")", "accessibilityContrast": "\#(mode.hasSuffix("high-contrast") ? "high" : "normal")""#
            for (state, member) in [("normal", nil)] + marks.map({ ($0.group, Optional($0.stateMember)) }) {
                let resolved = try ResolvedTokenPermutation(files: files, mode: mode, state: state)
                let body =
                    #"{"style": "\#(name)", "state": {\#(member.map { $0 + ", " } ?? "")"traits": {\#(traits)}}}"#
                let css = try fixture.cssProperties(body)
                for property in properties {
                    let path = property.tokenPath.joined(separator: ".")
                    let expected = try #require(css[property.cssName])
                    if let untyped = resolved.untyped[path] {
                        #expect(resolved.tokens[path] == nil, "\(path) is a token and an untyped value")
                        #expect(untyped == expected, "\(mode) \(state) \(path)")
                    } else {
                        let value = try resolved.value(path)
                        let type = try #require(resolved.tokens[path]).type
                        // A typography token's line height is a rounded ratio: its CSS is compared up to the size.
                        let written = type == "typography" ? String(expected.prefix { $0 != "/" }) : expected
                        #expect(
                            Self.css(value, type: type) == written,
                            "\(mode) \(state) \(path): \(value) against \(expected)")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared == 4 * (marks.count + 1) * properties.count)
    }

    /// A token value as our CSS writes it, for the types whose CSS is one value.
    static func css(_ value: JSONValue, type: String) -> String {
        func number(_ number: Double) -> String { WebValue.number(number) }
        switch type {
        case "color":
            let alpha = Int(((value["alpha"]?.doubleValue ?? 0) * 255).rounded())
            let hex = (value["hex"]?.stringValue ?? "").uppercased()
            return alpha == 255 ? hex : hex + String(format: "%02X", alpha)
        case "dimension": return number(value["value"]?.doubleValue ?? -1) + "px"
        case "number", "fontWeight": return number(value.doubleValue ?? -1)
        case "typography":
            return "\(value["fontWeight"]?.intValue ?? -1) " + css(value["fontSize"] ?? nil, type: "dimension")
        case "shadow":
            guard let color = value["color"], color["alpha"]?.doubleValue != 0 else { return "none" }
            return ["offsetX", "offsetY", "blur"].map { css(value[$0] ?? nil, type: "dimension") }
                .joined(separator: " ") + " " + css(color, type: "color")
        default: return "\(value)"
        }
    }

    // MARK: Keywords

    /// (style document or nil for a built-in, style, mode, state, token path, the CSS keyword or length).
    static let keywordValues: [(String?, String, String, String, String, String)] = [
        (nil, "sidebarCell", "light", "normal", "image.width", "auto"),
        (nil, "sidebarCell", "dark", "selected", "image.height", "auto"),
        (nil, "sidebarCell", "light", "normal", "image.max-width", "none"),
        (nil, "sidebarCell", "light", "normal", "secondary-text.line-clamp", "none"),
        (nil, "sidebarCell", "light", "normal", "text.align", "left"),
        (nil, "sidebarCell", "light", "normal", "text-stack-direction", "column"),
        (nil, "sidebarCell", "light", "normal", "visual-effect", "none"),
        (sizedImageDocument, "sizedImage", "light", "normal", "image.width", "auto"),
        (sizedImageDocument, "sizedImage", "dark", "selected", "image.width", "24px"),
        (frostedDocument, "frosted", "light", "normal", "visual-effect", "glass(clear,interactive)"),
        (frostedDocument, "frosted", "light", "normal", "background.backdrop-filter", "blur(6px) saturate(1.8)"),
        (frostedDocument, "frosted", "dark", "selected", "visual-effect", "systemMaterial"),
        (frostedDocument, "frosted", "dark", "selected", "background.backdrop-filter", "none"),
    ]

    @Test(arguments: keywordValues)
    func keywordsAreUntypedValuesNeverZeroPixelTokens(
        document: String?, name: String, mode: String, state: String, path: String, css: String
    ) throws {
        let (files, _) = try Self.files(name, document: document)
        let resolved = try ResolvedTokenPermutation(files: files, mode: mode, state: state)
        #expect(resolved.untyped[path] == css)
        #expect(resolved.tokens[path] == nil, "a keyword property is no token in any mode or state")
        // Nowhere in any file is a token at that path, nor an image size of 0px.
        let sizes: Set<String> = ["image.width", "image.height", "image.max-width", "image.max-height"]
        for (file, json) in files where file.hasPrefix("tokens/") {
            for (tokenPath, token) in DTCGCheck.tokens(in: json) {
                let bare = Self.propertyPath(tokenPath)
                #expect(bare != path, "\(file): \(tokenPath) is a token")
                if sizes.contains(bare) { #expect(token.value["value"]?.doubleValue != 0, "\(file): \(tokenPath)") }
            }
        }
        // The one-file tokens.json decides value by value: a keyword is in the mode group's untyped values (the
        // normal state's all, another state's where they differ), a length a token.
        let fixture = try WebFormatFixture()
        if let document { _ = try fixture.registry.put(name: name, document: JSONReader().parse(Array(document.utf8))) }
        let single = try JSONReader().parse(
            DesignTokensEncoder(style: try fixture.style(name), styleName: name, tintColor: .systemBlue).encode())
        let token = DTCGCheck.tokens(in: single)["\(state).\(mode).\(path)"]
        let normalValues = DTCGCheck.untypedValues(of: try #require(single["normal"]?[mode]))
        let stateValues = DTCGCheck.untypedValues(of: try #require(single[state]?[mode]))
        if css.hasSuffix("px") && !css.contains("(") {
            #expect(token?.value["value"]?.doubleValue == Double(css.dropLast(2)))
        } else {
            #expect(token == nil)
            #expect((stateValues[path] ?? normalValues[path]) == css)
        }
    }

    /// A token path without the mode files' `states.<state>.` (`states.selected.text.color` is `text.color`).
    static func propertyPath(_ path: String) -> String {
        path.hasPrefix(DesignTokenFiles.statesGroup + ".")
            ? path.split(separator: ".").dropFirst(2).joined(separator: ".") : path
    }

    // MARK: One namespace

    @Test func everyExtensionIsUnderTheOneNamespaceAndGlassKeepsItsParameters() throws {
        let (files, _) = try Self.files("frosted", document: frostedDocument)
        func namespaces(_ value: JSONValue, _ found: inout [String]) {
            if let object = value.objectValue {
                for member in object.members {
                    if member.key == "$extensions" { found += member.value.objectValue?.keys ?? [] }
                    namespaces(member.value, &found)
                }
            }
        }
        var found: [String] = []
        for json in files.values { namespaces(json, &found) }
        let fixture = try WebFormatFixture()
        _ = try fixture.registry.put(name: "frosted", document: JSONReader().parse(Array(frostedDocument.utf8)))
        let single = try JSONReader().parse(
            DesignTokensEncoder(style: try fixture.style("frosted"), styleName: "frosted", tintColor: .systemBlue)
                .encode())
        namespaces(single, &found)
        #expect(found.count > 20)
        #expect(Set(found) == ["com.styleresolver"])

        let base = try #require(files["tokens/base.json"])
        let glass = try #require(base["background"]?["glass-fill"]?["$extensions"]?["com.styleresolver"]?["glass"])
        #expect(glass == ["effect": "glass", "style": "clear", "isInteractive": true, "tintColor": "#FF0000"])
        #expect(base["background"]?["glass-fill"]?["$value"]?["alpha"]?.doubleValue == 0.15)
        // Selected has a system material instead: the mode files' selected fill is transparent, without glass.
        let selected = try ResolvedTokenPermutation(files: files, mode: "dark", state: "selected")
        #expect(try selected.value("background.glass-fill")["alpha"]?.doubleValue == 0)
        let darkSelected = try #require(
            files["tokens/mode-dark.json"]?["states"]?["selected"]?["background"]?["glass-fill"])
        #expect(darkSelected["$extensions"] == nil)
    }

    // MARK: One naming table

    @Test func tokenPathsJoinedWithADashAreTheCSSNamesForEveryProperty() throws {
        let (files, _) = try Self.files("sidebarCell")
        let base = try #require(files["tokens/base.json"])
        let tokens = DTCGCheck.tokens(in: base)
        let untyped = DTCGCheck.untypedValues(of: base)
        var prefixed = CSSOptions()
        prefixed.prefix = "app"
        let properties = WebPropertyTable(style: try WebFormatFixture().style("sidebarCell")).properties
        for property in properties {
            let path = property.tokenPath.joined(separator: ".")
            #expect(tokens[path] != nil || untyped[path] != nil, "\(path) is in the base set")
            // The standard rule of token tools: the path joined with "-", after "--" or the prefix.
            let standard = "--" + property.tokenPath.joined(separator: "-")
            #expect(property.cssName == standard)
            #expect(prefixed.name(property) == "--app-" + property.tokenPath.joined(separator: "-"))
            #expect(!property.tokenPath.contains(DesignTokenFiles.statesGroup))
        }
        // And nothing else: every token and untyped value of every file names a property.
        let names = Set(properties.map { $0.tokenPath.joined(separator: ".") })
        for (file, json) in files where file.hasPrefix("tokens/") {
            for path in DTCGCheck.tokens(in: json).keys {
                #expect(names.contains(Self.propertyPath(path)), "\(file): \(path)")
            }
            for path in DTCGCheck.untypedValues(of: json).keys {
                #expect(names.contains(path), "\(file): \(path)")
            }
        }
        #expect(tokens.count + untyped.count == properties.count)
    }

    // MARK: Over HTTP

    @Test func theServiceServesTheResolverDocumentAndEverySetFileItNames() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let document = try await harness.send("GET", "/v1/styles/sidebarCell/tokens.resolver.json")
        #expect(document.status == 200)
        #expect(document.header("Content-Type") == "application/json")
        #expect(document.header("Cache-Control") == "public, max-age=60, must-revalidate")
        let resolver = try #require(document.json)
        let offline = try Self.files("sidebarCell").files
        #expect(resolver == offline["tokens.resolver.json"], "the library's bytes")
        var references: [String] = []
        for source in resolver["sets"]?["base"]?["sources"]?.arrayValue ?? [] {
            references.append(try #require(source["$ref"]?.stringValue))
        }
        for modifier in ["mode", "state"] {
            for context in resolver["modifiers"]?[modifier]?["contexts"]?.objectValue?.members ?? [] {
                references += context.value.arrayValue?.compactMap { $0["$ref"]?.stringValue } ?? []
            }
        }
        #expect(references.count == 1 + 8 + WebStateMark.system.count)
        for reference in references {
            // Relative to the document: the style's folder.
            let file = try await harness.send("GET", "/v1/styles/sidebarCell/" + reference)
            #expect(file.status == 200, "\(reference)")
            #expect(file.header("Content-Type") == "application/design-tokens+json")
            #expect(file.json == offline[reference], "\(reference)")
            let again = try await harness.send(
                "GET", "/v1/styles/sidebarCell/" + reference, headers: ["If-None-Match": file.header("ETag") ?? ""])
            #expect(again.status == 304, "\(reference)")
        }
        // The query reaches the set files through the $refs.
        let tinted = try await harness.send(
            "GET", "/v1/styles/sidebarCell/tokens.resolver.json?tintColor=%23FF9500&design=ios18")
        let base = try #require(tinted.json?["sets"]?["base"]?["sources"]?[0]?["$ref"]?.stringValue)
        #expect(base == "tokens/base.json?tintColor=%23FF9500&design=ios18")
        let tintedBase = try await harness.send("GET", "/v1/styles/sidebarCell/" + base)
        #expect(tintedBase.json?["image"]?["tint-color"]?["$value"]?["hex"]?.stringValue == "#ff9500")
        #expect(tinted.json?["modifiers"]?["mode"]?["contexts"]?["ios26-dark"] != nil)
    }

    @Test func aTargetSpellingTheFolderOtherwiseFillsTheCacheOnlyUnderTheRoutesTargets() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        /// The status of `GET path`, sent as it is written (one loop: every request shares its answer cache).
        func status(_ path: String) throws -> Int {
            let client = try RawHTTPClient(port: harness.baseURL.port ?? 0)
            try client.get(path)
            return client.status
        }
        // Each first request builds the style's token files; the second's route answers 404 whatever is cached.
        let seeds = [
            ("/v1/styles/sidebarCell/%74okens/x", 404, "/v1/styles/sidebarCell/%74okens/tokens.resolver.json"),
            ("/v1/styles/sidebarCell/tokens//base.json", 200, "/v1/styles/sidebarCell/tokens//tokens.resolver.json"),
        ]
        for (seed, seedStatus, path) in seeds {
            #expect(try status(seed) == seedStatus, "\(seed)")
            #expect(try status(path) == 404, "\(path) after \(seed)")
        }
        #expect(try status("/v1/styles/sidebarCell/tokens/base.json") == 200)
    }

    @Test func unknownFilesStylesAndQueriesAreProblems() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        for path in ["/v1/styles/sidebarCell/tokens/mode-sepia.json", "/v1/styles/sidebarCell/tokens/state-x.json"] {
            let missing = try await harness.send("GET", path)
            #expect(missing.status == 404, "\(path)")
            #expect(missing.header("Content-Type") == "application/problem+json")
            #expect(missing.json?["type"]?.stringValue == "/problems/not-found")
            #expect(missing.json?["detail"]?.stringValue?.contains("tokens.resolver.json") == true)
        }
        for path in ["/v1/styles/nope/tokens.resolver.json", "/v1/styles/nope/tokens/base.json"] {
            let missing = try await harness.send("GET", path)
            #expect(missing.status == 404)
            #expect(missing.json?["type"]?.stringValue == "/problems/unknown-style")
        }
        let bad = try await harness.send("GET", "/v1/styles/cell/tokens/base.json?design=ios19&prefix=app")
        #expect(bad.status == 422)
        #expect(Set(bad.problemPointers) == ["/design", "/prefix"])
    }
}
