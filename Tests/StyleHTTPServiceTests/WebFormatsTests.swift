import EpollHTTP
import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

@testable import StyleHTTPService
@testable import StyleService

/// CSS weights of UIKit's weight names, as the contract states them.
private let cssWeights = [
    "ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
    "heavy": 800, "black": 900,
]

/// A style with a string key, an integer key and a boolean key whose default is true, values that need escaping.
private let customStatesDocument = #"""
    {"extends": "cell",
     "keys": {"com.example.Priority": {"type": "string", "default": "normal"},
              "com.example.count": {"type": "integer", "default": 0},
              "Com.Example.Flag": {"type": "boolean", "default": true}},
     "rules": [{"when": {"customStates": {"com.example.Priority": {"oneOf": ["high", "a\"b</style>"]}}},
                "set": {"background": {"backgroundColor": "#FF3B30"}}},
               {"when": {"customStates": {"com.example.count": {"greaterThan": 2}}},
                "set": {"background": {"cornerRadius": 12}}},
               {"when": {"allOf": [{"customStates": {"Com.Example.Flag": false}}, {"isSelected": true}]},
                "set": {"content": {"textProperties": {"color": "#34C759"}}}}]}
    """#

/// The marks of ``customStatesDocument``: the contract's attribute names and escaping (a key's values in the order
/// of their text).
private let customStateMarks = [
    WebStateMark(
        selector: #"[data-state-com-example-priority="a\"b\3C /style>"]"#,
        group: "state-com-example-priority-a-b-style",
        stateMember: #""customStates": {"com.example.Priority": "a\"b</style>"}"#, exclusion: "priority"),
    WebStateMark(
        selector: #"[data-state-com-example-priority="high"]"#, group: "state-com-example-priority-high",
        stateMember: #""customStates": {"com.example.Priority": "high"}"#, exclusion: "priority"),
    WebStateMark(
        selector: #"[data-state-com-example-count="3"]"#, group: "state-com-example-count-3",
        stateMember: #""customStates": {"com.example.count": 3}"#, exclusion: "count"),
    WebStateMark(
        selector: #"[data-state-com-example-flag="false"]"#, group: "state-com-example-flag-false",
        stateMember: #""customStates": {"Com.Example.Flag": false}"#, exclusion: "flag"),
]

@Suite("Web formats: CSS custom properties, the stylesheet, design tokens")
struct WebFormatsTests {
    // MARK: CSS custom properties of one resolution

    @Test(arguments: [
        #"{"style": "sidebarCell", "state": {"isSelected": true, "traits": {"userInterfaceStyle": "dark", "layoutDirection": "rightToLeft", "preferredContentSizeCategory": "accessibilityLarge"}}}"#,
        ##"{"style": "sidebarCell", "state": {"isReordering": true}, "tintColor": "#34C759"}"##,
        #"{"style": "archivedCell", "state": {"isHighlighted": true, "customStates": {"com.my-app.MyCell.isArchived": true}}}"#,
        ##"{"style": "insetGroupedCell", "state": {"traits": {"listEnvironment": "insetGrouped", "designGeneration": "ios26"}}, "overrides": {"background": {"visualEffect": {"glass": {"style": "clear", "isInteractive": true, "tintColor": "#FF000080"}}}}}"##,
        #"{"style": "cell", "state": {"traits": {"userInterfaceStyle": "dark"}}, "overrides": {"background": {"visualEffect": "glass"}}}"#,
        #"{"style": "cell", "overrides": {"background": {"visualEffect": {"glassContainer": {"spacing": 12}}}}}"#,
        #"{"style": "groupedFooter", "state": {"traits": {"preferredContentSizeCategory": "extraSmall"}}, "overrides": {"content": {"textProperties": {"numberOfLines": 2, "alignment": "center", "transform": "capitalized"}, "imageProperties": {"maximumSize": {"width": 40, "height": 30}}, "prefersSideBySideTextAndSecondaryText": true}}}"#,
        #"{"style": "accessoryRow", "state": {"isEditing": true, "isSelected": true, "traits": {"userInterfaceStyle": "dark"}}}"#,
        #"{"style": "accessoryRow", "content": {"text": "Wi-Fi", "image": "wifi"}, "state": {"isExpanded": true, "traits": {"layoutDirection": "rightToLeft", "designGeneration": "ios18"}}}"#,
        #"{"style": "sidebarCell", "state": {"isSelected": true}, "overrides": {"accessories": [{"type": "disclosureIndicator"}, {"type": "checkmark"}, {"type": "multiselect"}, {"type": "label", "text": "3"}], "separator": {"bottomSeparatorInsets": {"leading": 40, "trailing": 8}}}}"#,
    ])
    func theCSSAnswerHoldsEveryPropertyWithTheJSONAnswersValue(_ body: String) throws {
        let fixture = try WebFormatFixture()
        let json = try fixture.json(body)
        let answer = try ParsedStylesheet(
            String(
                decoding: try fixture.resolver.resolve(
                    body: Array(body.utf8), snapshot: fixture.registry.snapshot, as: .css), as: UTF8.self))
        #expect(answer.rules.count == 1 && answer.rules.first?.selector == ":root")
        let css = Dictionary(uniqueKeysWithValues: answer.rules.flatMap(\.declarations).map { ($0.name, $0.value) })
        #expect(css == (try fixture.cssProperties(body)), "the line reader of the other tests reads the same")
        // The answer's properties: every style's, the list's in a list, each accessory type's in drawing order.
        let types = (json["accessories"]?.arrayValue ?? []).compactMap {
            $0["type"]?.stringValue.flatMap(CellAccessory.AccessoryType.init(rawValue:))
        }
        let properties =
            WebPropertyTable(inList: json["list"] != .null, accessoryTypes: types).properties
        #expect(css.count == properties.count, "one declaration per property, none twice")
        let withImage = try fixture.json(try Self.addingImage(to: body))
        for property in properties {
            let jsonValue = try #require(
                Self.answerValue(property, in: property.answerHasImage ? withImage : json), "\(property.jsonPointer)")
            let cssValue = try #require(css[property.cssName])
            #expect(
                Self.glass(property.cssName, css: cssValue, matches: jsonValue)
                    ?? Self.row(property.cssName, css: cssValue, matches: jsonValue)
                    ?? Self.css(cssValue, matches: jsonValue),
                "\(property.cssName): \(cssValue) against \(property.jsonPointer): \(jsonValue)")
        }
        #expect(Set(properties.map(\.cssName)).count == properties.count, "names are unique")
    }

    /// A resolve body with an image in its content.
    static func addingImage(to body: String) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        var content = object["content"] as? [String: Any] ?? [:]
        content["image"] = "star"
        object["content"] = content
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    /// The value a property's JSON pointer names in an answer; an accessory's found by its type, so that in a state
    /// whose rule drops the accessory it reads as the stylesheet writes it: not laid out, hidden, no color, its own
    /// width, no text.
    static func answerValue(_ property: WebProperty, in json: JSONValue) -> JSONValue? {
        guard property.tokenPath.first == "accessory", property.tokenPath.count == 3 else {
            return JSONPointer(parsing: property.jsonPointer)?.resolve(in: json)
        }
        let field = String(property.jsonPointer.split(separator: "/").last ?? "")
        let accessory = json["accessories"]?.arrayValue?.first {
            $0["type"]?.stringValue.flatMap(CellAccessory.AccessoryType.init(rawValue:)).map(WebProperty.cssName)
                == property.tokenPath[1]
        }
        if let accessory { return accessory[field] }
        switch field {
        case "displayed", "visible": return .bool(false)
        case "reservedLayoutWidth": return .number(.integer(0))
        case "text": return .string("")
        default: return .null
        }
    }

    /// Whether a row property's CSS is the JSON value under the documented mapping: a visibility or display
    /// keyword for a boolean, `transparent` for a missing color, a CSS string for a label's text; nil for other
    /// properties.
    static func row(_ cssName: String, css: String, matches json: JSONValue) -> Bool? {
        if cssName.hasSuffix("-visibility"), let visible = json.boolValue {
            return css == (visible ? "visible" : "hidden")
        }
        if cssName.hasSuffix("-display"), let displayed = json.boolValue { return css == (displayed ? "flex" : "none") }
        if cssName.hasSuffix("-color"), json == .null { return css == "transparent" }
        if cssName.hasSuffix("-text"), let text = json.stringValue { return css == CSSSyntax.string(text) }
        return nil
    }

    @Test func theNamingSchemeJoinsTokenPathsAndKeepsTheIssuesNames() {
        for property in WebPropertyTable.every.properties {
            #expect(property.cssName == "--" + property.tokenPath.joined(separator: "-"))
            #expect(
                property.tokenPath.allSatisfy {
                    !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }
                })
        }
        let names = Set(WebPropertyTable.every.properties.map(\.cssName))
        #expect(names.count == WebPropertyTable.every.properties.count, "names are unique")
        for name in [
            "--background-color", "--corner-radius", "--text-font-size", "--text-color", "--layout-margin-left",
            "--separator-bottom-leading-inset", "--accessory-disclosure-indicator-color", "--accessory-label-text",
        ] {
            #expect(names.contains(name), "the issue's example \(name)")
        }
    }

    @Test func docsWriteOutTheWholeNamingScheme() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../docs/CSS.md")
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("| `--") }
        let every = WebPropertyTable.every.properties
        let fixture = try WebFormatFixture()
        let resolution = try Self.anyResolution(fixture)
        var written: [(WebProperty, WebValue)] = every.map { ($0, $0.read(resolution)) }
        // A button's properties with filledButton's values; an empty state's with emptyContentUnavailable's, its
        // buttons' written out once as a button's under their prefix (checked below), their display each.
        let filled = try fixture.style("filledButton")
        let button = WebPropertyTable(style: filled)
        written += zip(button.properties, button.values(of: filled.resolveButton(state: ButtonConfigurationState())))
        let empty = try fixture.style("emptyContentUnavailable")
        let contentUnavailable = WebPropertyTable(style: empty)
        let emptyValues = contentUnavailable.values(
            of: empty.resolveContentUnavailable(state: ContentUnavailableConfigurationState(traitCollection: .init())))
        for (property, value) in zip(contentUnavailable.properties, emptyValues) {
            // A button's token group, `content-unavailable.button.…`, but its display.
            let path = property.tokenPath
            guard path.count > 2, ["button", "secondary-button"].contains(path[1]), path.last != "display" else {
                written.append((property, value))
                continue
            }
            let asButton = ["button"] + path.dropFirst(2)
            #expect(button.properties.contains { $0.tokenPath == asButton }, "\(property.cssName) is a button's")
        }
        #expect(rows.count == written.count, "one row per property in docs/CSS.md")
        for (property, value) in written {
            let type = value.tokenType.map { "`\($0)`" } ?? "–"
            let start =
                "| `\(property.cssName)` | `\(property.tokenPath.joined(separator: "."))` | \(type) | `\(property.jsonPointer)` |"
            #expect(rows.contains { $0.hasPrefix(start) }, "docs/CSS.md lacks \(start)")
        }
    }

    // MARK: The stylesheet

    @Test(arguments: [
        "sidebarCell", "archivedCell", "insetGroupedValueCell", "plainHeader", "customStates", "accessoryRow",
    ])
    func theStylesheetsCascadeGivesEveryCoveredStateItsResolvedValues(_ name: String) throws {
        let fixture = try WebFormatFixture()
        _ = try fixture.registry.put(
            name: "customStates", document: JSONReader().parse(Array(customStatesDocument.utf8)))
        let marks =
            WebStateMark.system
            + (name == "archivedCell" ? [.archived] : name == "customStates" ? customStateMarks : [])
        let cascade = WebCascade(
            try ParsedStylesheet(Self.stylesheet(try fixture.style(name), name: name)), cell: ".cell")
        let elements = WebElement.covered(by: marks)
        var mismatches: [String] = []
        for element in elements {
            let expected = try fixture.cssProperties(element.resolveBody(style: name))
            let cascaded = cascade.properties(for: element)
            if cascaded != expected {
                let wrong = expected.keys.filter { cascaded[$0] != expected[$0] }.sorted()
                mismatches.append(
                    "\(element.resolveBody(style: name)): \(wrong.map { "\($0) \(cascaded[$0] ?? "-") ≠ \(expected[$0] ?? "-")" })"
                )
            }
        }
        #expect(
            mismatches.isEmpty, "\(mismatches.count) of \(elements.count) states differ, first: \(mismatches.prefix(3))"
        )
        #expect(elements.count > 2_800)
    }

    @Test(arguments: ["sidebarCell", "archivedCell", "customStates", "accessoryRow"])
    func everyRuleDeclaresOnlyWhatDiffersFromTheRulesItRefines(_ name: String) throws {
        let fixture = try WebFormatFixture()
        _ = try fixture.registry.put(
            name: "customStates", document: JSONReader().parse(Array(customStatesDocument.utf8)))
        let marks = WebStateMark.system + [.archived] + customStateMarks
        let sheet = try ParsedStylesheet(Self.stylesheet(try fixture.style(name), name: name))
        let cascade = WebCascade(sheet, cell: ".cell")
        var checked = 0
        for (index, rule) in sheet.rules.enumerated()
        where rule.declarations.allSatisfy({ $0.name.hasPrefix("--") }) && !rule.isListContainer {
            let element = try #require(WebElement(rule: rule, cell: ".cell", marks: marks), "\(rule.selector)")
            let before = cascade.properties(for: element, before: index)
            for (property, value) in rule.declarations {
                #expect(before[property] != value, "\(rule.media ?? "") \(rule.selector) repeats \(property): \(value)")
            }
            checked += 1
        }
        #expect(checked > 10)
        #expect(
            sheet.rules[0].declarations.count == WebPropertyTable(style: try fixture.style(name)).properties.count,
            "the normal state declares everything")
    }

    @Test func everyStylesheetParsesAndDefinesEveryPropertyItUses() throws {
        let fixture = try WebFormatFixture()
        _ = try fixture.registry.put(
            name: "customStates", document: JSONReader().parse(Array(customStatesDocument.utf8)))
        for name in fixture.registry.snapshot.orderedNames {
            let text = Self.stylesheet(
                try fixture.style(name), name: name, selector: ".list > li.row[data-kind=compact]")
            let sheet = try ParsedStylesheet(text)
            #expect(sheet.undefinedVariables.isEmpty, "\(name): \(sheet.undefinedVariables)")
            #expect(sheet.rules.allSatisfy { $0.selector.contains(".list > li.row[data-kind=compact]") })
            // Each kind draws its text with its own font property.
            let (part, font) =
                switch try fixture.style(name).configurationKind {
                case .cell: (#" [data-part="text"]"#, "var(--text-font)")
                case .button: (#" [data-part="title"]"#, "var(--button-title-font)")
                case .contentUnavailable: (#" > [data-part="text"]"#, "var(--content-unavailable-text-font)")
                }
            #expect(
                sheet.rules.contains {
                    $0.selector == ".list > li.row[data-kind=compact]" + part && $0["font"] == font
                }, "\(name)")
        }
        let once = Self.stylesheet(try fixture.style("sidebarCell"), name: "sidebarCell")
        #expect(Self.stylesheet(try fixture.style("sidebarCell"), name: "sidebarCell") == once, "deterministic")
    }

    @Test func theStylesheetMarksStatesAsTheWebDoes() throws {
        let fixture = try WebFormatFixture()
        _ = try fixture.registry.put(
            name: "customStates", document: JSONReader().parse(Array(customStatesDocument.utf8)))
        let sheet = try ParsedStylesheet(Self.stylesheet(try fixture.style("sidebarCell"), name: "sidebarCell"))
        let selectedDark = sheet.rules.first {
            $0.media == "(prefers-color-scheme: dark)"
                && $0.selector == #".cell:is([aria-selected="true"], [data-selected])"#
        }
        let json = try fixture.json(
            #"{"style": "sidebarCell", "state": {"isSelected": true, "traits": {"userInterfaceStyle": "dark"}}}"#)
        #expect(selectedDark?["--background-color"] == json["background"]?["backgroundColor"]?.stringValue)
        // The stylesheet's unmarked rules are the default design, iOS 26: the dark tint is §7.6's #0091FF. The
        // iOS 14–18 answer keeps #0A84FF.
        #expect(selectedDark?["--background-color"] == "#0091FF")
        let ios18 = try fixture.json(
            #"{"style": "sidebarCell", "state": {"isSelected": true, "traits": {"userInterfaceStyle": "dark", "designGeneration": "ios18"}}}"#
        )
        #expect(ios18["background"]?["backgroundColor"]?.stringValue == "#0A84FF")
        #expect(sheet.rules.contains { $0.selector == ".cell:dir(rtl)" && $0["--text-align"] == "right" })
        #expect(
            sheet.rules.contains {
                $0.selector == #"[data-content-size-category="accessibilityExtraExtraExtraLarge"] .cell"#
                    && $0["--text-font-size"] == "53px"
            })
        #expect(sheet.rules.contains { $0.media == "(prefers-contrast: more)" && $0.selector == ".cell" })

        let archived = try ParsedStylesheet(Self.stylesheet(try fixture.style("archivedCell"), name: "archivedCell"))
        #expect(
            archived.rules.contains {
                $0.selector == ".cell[data-state-com-my-app-mycell-isarchived]"
                    && $0["--visual-effect"] == "systemMaterial"
            })
        let custom = Self.stylesheet(try fixture.style("customStates"), name: "customStates")
        #expect(
            custom.contains(#".cell[data-state-com-example-priority="a\"b\3C /style>"] {"#),
            "escaped, and no </style> in the text")
        #expect(!custom.contains("</style>"))
    }

    @Test(arguments: [
        ("highlighted", ":active", "[data-highlighted]"),
        ("selected", #"[aria-selected="true"]"#, "[data-selected]"),
        ("disabled", #"[aria-disabled="true"]"#, "[data-disabled]"),
        ("focused", ":focus-visible", "[data-focused]"),
        ("expanded", #"[aria-expanded="true"]"#, "[data-expanded]"),
    ])
    func aWebNativeMarkMatchesWhatItsDataAttributeMatches(_ group: String, _ native: String, _ data: String) throws {
        let fixture = try WebFormatFixture()
        let mark = try #require(WebStateMark.system.first { $0.group == group })
        #expect(mark.alternatives == [native, data])
        let cascade = WebCascade(
            try ParsedStylesheet(Self.stylesheet(try fixture.style("sidebarCell"), name: "sidebarCell")), cell: ".cell")
        for dark in [false, true] {
            // choice 0 marks the state the native way, choice 1 with the data- attribute.
            var byNative = WebElement(marks: [mark], dark: dark)
            var byData = byNative
            byData.choice = 1
            #expect(byNative.carried.first == native && byData.carried.first == data)
            byNative.choice = 0
            let expected = try fixture.cssProperties(byNative.resolveBody(style: "sidebarCell"))
            #expect(cascade.properties(for: byNative) == expected)
            #expect(cascade.properties(for: byData) == expected)
            #expect(
                expected != cascade.properties(for: WebElement(dark: dark)) || group == "focused" || group == "expanded"
            )
        }
    }

    @Test func moreCustomStatesThanTheLimitAreNamedInTheHeader() throws {
        let fixture = try WebFormatFixture()
        let keys = (0..<40).map { #""com.example.flag\#($0)": {"type": "boolean", "default": false}"# }.joined(
            separator: ", ")
        _ = try fixture.registry.put(
            name: "many", document: JSONReader().parse(Array(#"{"extends": "cell", "keys": {\#(keys)}}"#.utf8)))
        let text = Self.stylesheet(try fixture.style("many"), name: "many")
        #expect(text.contains("8 custom-state values beyond the first 32 are not covered"))
        #expect(try ParsedStylesheet(text).undefinedVariables.isEmpty)
    }

    @Test(arguments: [
        ".cell", ".list > .cell", "li.cell[data-kind=compact]", #"[role="row"]"#, ":is(.a, .b)", "#main .cell:not(.x)",
        "td.cell ~ td", "ul li:nth-child(2n+1)",
    ])
    func selectorsThatStayInTheirRuleAreAccepted(_ selector: String) {
        #expect(CSSSyntax.problem(inSelector: selector) == nil)
    }

    @Test(arguments: [
        "", "   ", ".a{", ".a}", ".a;", "</style><script>", ".a, .b", ".a::before", ".a[b", ".a(b", ".a]", #".a[x="y]"#,
        #"\7B"#, ".a /* x */", "@media", ".a!important", "x\ny", String(repeating: "a", count: 201),
    ])
    func selectorsThatCouldLeaveTheirRuleAreRefused(_ selector: String) {
        #expect(CSSSyntax.problem(inSelector: selector) != nil, "\(selector)")
    }

    @Test func theTestsCSSReaderRefusesWhatABrowserWouldReadDifferently() {
        for broken in [
            ".a { --x: 1px; ", ".a { --x: 1px; } }", ".a { }", ".a { --x: 1px; --x: 2px; }", "/* open",
            ".a { --x: \"open; }",
            ".a { color }", "@media (x) { .a { --x: 1; }", ".a { --x: (1; }",
        ] {
            #expect(throws: ParsedStylesheet.ParseError.self, "\(broken)") { try ParsedStylesheet(broken) }
        }
        let undefined = try? ParsedStylesheet(".a { --x: 1px; color: var(--y, red); width: var(--x); }")
        #expect(undefined?.undefinedVariables == ["--y"])
    }

    // MARK: Content negotiation

    @Test(
        arguments: [
            (nil, ResolveRepresentation.json), ("*/*", .json), ("application/json", .json), ("text/css", .css),
            ("text/*", .css), ("TEXT/CSS", .css), ("text/css;q=0.5, application/json", .json),
            ("text/css, application/json;q=0.9", .css), ("application/json;q=0.2, text/css;q=0.8", .css),
            ("text/css, application/json", .json), ("*/*;q=0.1, text/css", .css), ("text/*;q=0, */*", .json),
            ("text/css;q=0, */*;q=0.5", .json), ("application/*, text/css;q=0.9", .json), ("", .json),
            ("text/css; charset=utf-8", .css), ("application/json;q=abc, text/css", .css),
        ] as [(String?, ResolveRepresentation)])
    func acceptPicksTheRepresentation(_ accept: String?, _ expected: ResolveRepresentation) {
        #expect(ResolveRepresentation.negotiate(accept: accept) == expected)
    }

    @Test(arguments: [
        "text/html", "application/xml, image/*", "text/css;q=0, application/json;q=0", "*/*;q=0", "garbage",
    ])
    func acceptThatAllowsNeitherIsRefused(_ accept: String) {
        #expect(ResolveRepresentation.negotiate(accept: accept) == nil)
    }

    /// The fields' negotiation, shared by both resolve routes, agrees with the value's: no field is JSON, a field
    /// that allows nothing offered is the 406 problem, with and without CSS offered.
    @Test(
        arguments: [
            (nil, true, ResolveRepresentation.json), (nil, false, .json), ("*/*", true, .json),
            ("text/css", true, .css), ("text/css", false, nil), ("text/*;q=0, */*", false, .json),
            ("text/css, application/json;q=0.9", true, .css), ("text/css, application/json;q=0.9", false, .json),
            ("text/html", true, nil), ("text/html", false, nil), ("", true, .json),
        ] as [(String?, Bool, ResolveRepresentation?)])
    func acceptFieldPicksTheRepresentationOrRefuses(
        _ accept: String?, _ offeringCSS: Bool, _ expected: ResolveRepresentation?
    ) {
        var fields = HTTPFields([.contentType: "application/json"])
        if let accept { fields.append(name: .accept, value: accept) }
        #expect(ResolveRepresentation.negotiate(accept: accept, offeringCSS: offeringCSS) == expected)
        do throws(ProblemDetails) {
            let representation = try ResolveRepresentation.negotiate(fields, offeringCSS: offeringCSS)
            #expect(representation == expected)
        } catch {
            #expect(expected == nil)
            #expect(error.type == .notAcceptable)
        }
    }

    // MARK: Design tokens

    @Test func everyStylesTokensFollowTheDTCGFormat() throws {
        let fixture = try WebFormatFixture()
        _ = try fixture.registry.put(
            name: "customStates", document: JSONReader().parse(Array(customStatesDocument.utf8)))
        for name in fixture.registry.snapshot.orderedNames {
            let file = try JSONReader().parse(
                DesignTokensEncoder(style: try fixture.style(name), styleName: name, tintColor: .systemBlue).encode())
            #expect(DTCGCheck.problems(in: file).isEmpty, "\(name): \(DTCGCheck.problems(in: file).prefix(5))")
        }
    }

    @Test(arguments: ["sidebarCell", "archivedCell", "customStates", "accessoryRow"])
    func everyTokenHasTheJSONAnswersValueForItsStateAndMode(_ name: String) throws {
        let fixture = try WebFormatFixture()
        _ = try fixture.registry.put(
            name: "customStates", document: JSONReader().parse(Array(customStatesDocument.utf8)))
        let marks =
            WebStateMark.system
            + (name == "archivedCell" ? [.archived] : name == "customStates" ? customStateMarks : [])
        let file = try JSONReader().parse(
            DesignTokensEncoder(style: try fixture.style(name), styleName: name, tintColor: .systemBlue).encode())
        let tokens = DTCGCheck.tokens(in: file)
        #expect(
            file.objectValue?.keys == ["$description", "normal"] + marks.map(\.group), "one group per state, in order")
        let modes = [
            "light": #""userInterfaceStyle": "light", "accessibilityContrast": "normal""#,
            "dark": #""userInterfaceStyle": "dark", "accessibilityContrast": "normal""#,
            "light-high-contrast": #""userInterfaceStyle": "light", "accessibilityContrast": "high""#,
            "dark-high-contrast": #""userInterfaceStyle": "dark", "accessibilityContrast": "high""#,
        ]
        var compared = 0
        for group in [("normal", nil)] + marks.map({ ($0.group, Optional($0.stateMember)) }) {
            for (mode, traits) in modes {
                let state = (group.1.map { [$0] } ?? []) + [#""traits": {\#(traits)}"#]
                let body = #"{"style": "\#(name)", "state": {\#(state.joined(separator: ", "))}}"#
                let answer = try fixture.json(body)
                let withImage = try fixture.json(try Self.addingImage(to: body))
                for property in WebPropertyTable(style: try fixture.style(name)).properties {
                    let json = property.answerHasImage ? withImage : answer
                    let path = ([group.0, mode] + property.tokenPath).joined(separator: ".")
                    guard let token = tokens[path] else {
                        // Not a token: a value no DTCG type holds, in the mode group's untyped values (a state other
                        // than normal lists those that differ from normal's), as CSS writes it.
                        let values = DTCGCheck.untypedValues(of: try #require(file[group.0]?[mode]))
                        let normal = DTCGCheck.untypedValues(of: try #require(file["normal"]?[mode]))
                        let untyped = property.tokenPath.joined(separator: ".")
                        let css = try #require(values[untyped] ?? normal[untyped], "\(path) is missing")
                        let expected = try #require(Self.answerValue(property, in: json))
                        #expect(
                            Self.glass(property.cssName, css: css, matches: expected)
                                ?? Self.row(property.cssName, css: css, matches: expected)
                                ?? Self.css(css, matches: expected),
                            "\(path): \(css) against \(expected)")
                        continue
                    }
                    let value = try Self.followingAliases(token.value, in: tokens)
                    let expected = try #require(Self.answerValue(property, in: json))
                    #expect(
                        Self.glass(property.cssName, token: value, matches: expected)
                            ?? Self.token(value, type: token.type, matches: expected),
                        "\(path): \(value) against \(expected)")
                    compared += 1
                }
            }
        }
        #expect(compared > 1_000)
        if name == "sidebarCell" {
            let selectedDark = try Self.followingAliases(
                try #require(tokens["selected.dark.background.color"]).value, in: tokens)
            // The unprefixed modes are the default design, iOS 26: §7.6's dark blue (#0A84FF in the iOS 14–18
            // design, mode ios18-dark).
            #expect(selectedDark["hex"]?.stringValue == "#0091ff")
            #expect(selectedDark["alpha"]?.doubleValue == 1)
            #expect(
                tokens["highlighted.light.text.font-size"]?.value.stringValue == "{normal.light.text.font-size}",
                "unchanged: an alias")
            #expect(tokens["normal.light.text.font-size"]?.value["value"]?.doubleValue == 17)
        }
    }

    @Test func theTokenCheckerFindsBrokenFiles() throws {
        let broken: [(String, String)] = [
            (#"{"a.b": {"$type": "number", "$value": 1}}"#, "illegal name"),
            (#"{"$a": {"$type": "number", "$value": 1}}"#, "unknown group property"),
            (#"{"a": {"$value": 1}}"#, "no $type"),
            (#"{"a": {"$type": "string", "$value": "x"}}"#, "unknown $type"),
            (#"{"a": {"$type": "dimension", "$value": {"value": 1}}}"#, "a dimension"),
            (#"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 2, 0]}}}"#, "a color"),
            (
                ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#ffffff"}}}"##,
                "not the components"
            ),
            (#"{"a": {"$type": "number", "$value": "{b}"}}"#, "names no token"),
            (
                #"{"a": {"$type": "number", "$value": "{b}"}, "b": {"$type": "fontWeight", "$value": 400}}"#,
                "not a number"
            ),
            (
                #"{"a": {"$type": "typography", "$value": {"fontFamily": "x", "fontSize": {"value": 1, "unit": "px"}}}}"#,
                "misses fontWeight"
            ),
            (#"{"a": {"$type": "fontWeight", "$value": 1200}}"#, "from 1 to 1000"),
            (#"{"g": {"$type": "number", "a": {"$value": 1, "extra": 2}}}"#, "neither a $ property"),
        ]
        for (text, expected) in broken {
            let problems = DTCGCheck.problems(in: try JSONReader().parse(Array(text.utf8)))
            #expect(problems.contains { $0.contains(expected) }, "\(text): \(problems)")
        }
        let valid = #"{"g": {"$type": "number", "a": {"$value": 1}, "b": {"$value": "{g.a}"}}}"#
        #expect(DTCGCheck.problems(in: try JSONReader().parse(Array(valid.utf8))).isEmpty, "group types are inherited")
    }

    // MARK: Helpers

    static func stylesheet(_ style: StyleDefinition, name: String, selector: String = ".cell") -> String {
        String(
            decoding: StylesheetBuilder(style: style, styleName: name, selector: selector, tintColor: .systemBlue)
                .build(), as: UTF8.self)
    }

    /// A resolution with every property: in a list, with every accessory type, in the editing state.
    private static func anyResolution(_ fixture: WebFormatFixture) throws -> StyleResolution {
        var state = CellConfigurationState(traitCollection: TraitCollection())
        state.isEditing = true
        return try fixture.style("accessoryRow").resolve(state: state)
    }

    private static func followingAliases(_ value: JSONValue, in tokens: [String: DTCGCheck.Token]) throws -> JSONValue {
        var value = value
        for _ in 0..<8 {
            guard let alias = value.stringValue, alias.hasPrefix("{") else { return value }
            value = try #require(tokens[String(alias.dropFirst().dropLast())]).value
        }
        Issue.record("an alias loop")
        return value
    }

    /// The color of a JSON hex, as components from 0 to 1.
    private static func components(_ hex: String) -> [Double] {
        let digits = Array(hex.dropFirst())
        return stride(from: 0, to: digits.count, by: 2).map {
            Double(Int(String(digits[$0...$0 + 1]), radix: 16) ?? -1) / 255
        }
            + (digits.count == 6 ? [1] : [])
    }

    private static func close(_ a: Double?, _ b: Double?) -> Bool {
        guard let a, let b else { return false }
        return abs(a - b) < 0.000_1
    }

    /// For the properties a visual effect gives (`--visual-effect`, `--background-glass-fill`,
    /// `--background-backdrop-filter`), whether the CSS value follows the answer's `visualEffect` under docs/CSS.md's
    /// glass approximation (fill alpha 0.6 regular / 0.15 clear, blur 18 / 6 px, saturate 1.8; transparent and
    /// `none` without glass); nil for other properties.
    static func glass(_ cssName: String, css: String, matches json: JSONValue) -> Bool? {
        let glass = json["glass"]
        let clear = glass?["style"]?.stringValue == "clear"
        switch cssName {
        case "--visual-effect":
            if let glass {
                let interactive = glass["isInteractive"]?.boolValue == true ? ",interactive" : ""
                return css == "glass(" + (glass["style"]?.stringValue ?? "") + interactive + ")"
            }
            if let spacing = json["glassContainer"]?["spacing"]?.doubleValue {
                return css == "glassContainer(\(Int(spacing)))"
            }
            return nil
        case "--background-glass-fill":
            guard glass != nil else { return css == "#00000000" }
            let rgba = components(css)
            return rgba.count == 4 && abs(rgba[3] - (clear ? 0.15 : 0.6)) < 1.0 / 255
        case "--background-backdrop-filter":
            guard glass != nil else { return css == "none" }
            return css == (clear ? "blur(6px) saturate(1.8)" : "blur(18px) saturate(1.8)")
        default: return nil
        }
    }

    /// The token side of ``glass(_:css:matches:)``: the glass fill's color token; nil for other tokens.
    static func glass(_ cssName: String, token value: JSONValue, matches json: JSONValue) -> Bool? {
        guard cssName == "--background-glass-fill" else { return nil }
        guard let glass = json["glass"] else { return value["alpha"]?.doubleValue == 0 }
        let clear = glass["style"]?.stringValue == "clear"
        return close(value["alpha"]?.doubleValue, clear ? 0.15 : 0.6)
    }

    /// Whether a CSS value is the JSON value under the documented mapping.
    private static func css(_ css: String, matches json: JSONValue) -> Bool {
        switch json {
        case .null: return css == "none"
        case .bool(let sideBySide): return css == (sideBySide ? "row" : "column")
        case .string(let text):
            if text.hasPrefix("#") { return css == text }
            if let weight = cssWeights[text] { return css == String(weight) }
            return css == (text == "capitalized" ? "capitalize" : text)
        case .number(let number):
            if css.hasSuffix("px") { return close(Double(css.dropLast(2)), number.doubleValue) }
            if css == "none" || css == "auto" { return number.doubleValue == 0 }
            return close(Double(css), number.doubleValue)
        case .object(let object):
            let parts = css.split(separator: " ").map(String.init)
            if let size = object["pointSize"]?.doubleValue {
                let lengths = parts.count > 1 ? parts[1].split(separator: "/").map { Double($0.dropLast(2)) } : []
                return parts.first == cssWeights[object["weight"]?.stringValue ?? ""].map(String.init)
                    && lengths.count == 2 && close(lengths[0], size)
                    && close(lengths[1], object["leading"]?.doubleValue)
                    && css.hasSuffix(" system-ui, -apple-system, sans-serif")
            }
            guard let opacity = object["opacity"]?.doubleValue, let color = object["color"]?.stringValue else {
                return false
            }
            guard opacity > 0 else { return css == "none" }
            let rgba = components(color)
            let expectedColor = components(parts.last ?? "")
            return parts.count == 4 && close(Double(parts[0].dropLast(2)), object["offset"]?["width"]?.doubleValue)
                && close(Double(parts[1].dropLast(2)), object["offset"]?["height"]?.doubleValue)
                && close(Double(parts[2].dropLast(2)), (object["radius"]?.doubleValue).map { $0 * 2 })
                && expectedColor.count == 4 && zip(rgba.prefix(3), expectedColor).allSatisfy { close($0, $1) }
                && abs(expectedColor[3] - rgba[3] * opacity) < 1.0 / 255
        case .array: return false
        }
    }

    /// Whether a token value (aliases followed) is the JSON value under the documented mapping.
    private static func token(_ value: JSONValue, type: String, matches json: JSONValue) -> Bool {
        switch type {
        case "color":
            guard let hex = json.stringValue else { return false }
            let rgba = components(hex)
            return value["hex"]?.stringValue == String(hex.prefix(7)).lowercased()
                && close(value["alpha"]?.doubleValue, rgba[3])
        case "dimension":
            return close(value["value"]?.doubleValue, json.doubleValue ?? 0) && value["unit"]?.stringValue == "px"
        case "number": return close(value.doubleValue, json.doubleValue)
        case "fontWeight": return value.intValue == cssWeights[json.stringValue ?? ""]
        case "typography":
            let size = json["pointSize"]?.doubleValue ?? 0
            return close(value["fontSize"]?["value"]?.doubleValue, size)
                && value["fontWeight"]?.intValue == cssWeights[json["weight"]?.stringValue ?? ""]
                && close(value["lineHeight"]?.doubleValue, (json["leading"]?.doubleValue ?? 0) / size)
        case "shadow":
            let opacity = json["opacity"]?.doubleValue ?? 0
            let rgba = components(json["color"]?.stringValue ?? "")
            return close(value["blur"]?["value"]?.doubleValue, (json["radius"]?.doubleValue ?? 0) * 2)
                && close(value["offsetX"]?["value"]?.doubleValue, json["offset"]?["width"]?.doubleValue)
                && close(value["offsetY"]?["value"]?.doubleValue, json["offset"]?["height"]?.doubleValue)
                && close(value["color"]?["alpha"]?.doubleValue, rgba[3] * opacity)
        default: return false
        }
    }
}
