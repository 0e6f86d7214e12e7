import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

@testable import StyleHTTPService
@testable import StyleService

/// The `hover` option and keys bound to selectors: the rules written for the pointer over an element, the same
/// values the resolver answers for the state, and the default output left as it was.
@Suite("Hover: the hover option and keys bound to selectors")
struct HoverStylesheetTests {
    /// A cell with a plain boolean key, an integer key, a key bound to an attribute selector whose value needs
    /// escaping, and a key bound to `:hover`, each changing the background.
    static let hotCellDocument = #"""
        {"extends": "cell",
         "keys": {
           "isHot": {"type": "boolean"},
           "count": {"type": "integer"},
           "isLit": {"type": "boolean", "default": true},
           "isOpen": {"type": "boolean", "web": {"selector": "[data-open~=\"yes <b>\"]"}},
           "isPointed": {"type": "boolean", "web": {"selector": ":hover"}}
         },
         "rules": [
           {"when": {"customStates": {"isHot": true}}, "set": {"background": {"backgroundColor": "#FF3B30"}}},
           {"when": {"customStates": {"isOpen": true}}, "set": {"background": {"backgroundColor": "#34C759"}}},
           {"when": {"customStates": {"isPointed": true}}, "set": {"background": {"backgroundColor": "#5856D6"}}}
         ]}
        """#

    static let hoverSelector = #":hover:where(:not(:disabled, [aria-disabled="true"], [data-disabled]))"#

    static func fixture() throws -> WebFormatFixture {
        let fixture = try WebFormatFixture()
        _ = try fixture.registry.put(name: "hotCell", document: JSONReader().parse(Array(hotCellDocument.utf8)))
        return fixture
    }

    /// The stylesheet of a style with the given `hover` value, as the endpoint writes it.
    static func stylesheet(_ fixture: WebFormatFixture, _ name: String, hover: String? = nil) throws -> String {
        let items = hover.map { [(name: "hover", value: $0)] } ?? []
        let query = try FormatQuery.decode(items, accepting: StyleFormat.stylesheet.parameters)
        let style = try fixture.style(name)
        try query.check(against: style)
        return String(decoding: StyleFormat.stylesheet.build(style: style, named: name, query: query), as: UTF8.self)
    }

    /// The background color the resolver answers for a state of a style.
    static func background(_ fixture: WebFormatFixture, _ style: String, state: String) throws -> String? {
        let json = try fixture.json(#"{"style": "\#(style)", "state": {\#(state)}}"#)
        return (json["background"] ?? json["button"]?["background"])?["backgroundColor"]?.stringValue
    }

    @Test func aHighlightedCellIsAlsoMarkedByThePointerWhereTheDeviceHovers() throws {
        let fixture = try Self.fixture()
        let text = try Self.stylesheet(fixture, "cell", hover: "highlighted")
        let highlighted = try #require(try Self.background(fixture, "cell", state: #""isHighlighted": true"#))
        #expect(highlighted == "#D1D1D6")
        // The hover copy comes right after the rule it copies, so it takes the same place in the cascade.
        #expect(
            text.contains(
                """
                .cell:is(:active, [data-highlighted]) {
                  --background-color: \(highlighted);
                }

                @media (hover: hover) {
                  .cell\(Self.hoverSelector) {
                    --background-color: \(highlighted);
                  }
                }

                """))
        let sheet = try ParsedStylesheet(text)
        let dark = try #require(
            sheet.rules.first {
                $0.media == "(hover: hover) and (prefers-color-scheme: dark)"
                    && $0.selector == ".cell" + Self.hoverSelector
            })
        let highlightedDark = try Self.background(
            fixture, "cell", state: #""isHighlighted": true, "traits": {"userInterfaceStyle": "dark"}"#)
        #expect(dark["--background-color"] == highlightedDark)
        #expect(highlightedDark == "#3A3A3C")
        let header = text.replacingOccurrences(of: "\n   ", with: " ")
        #expect(
            header.contains(
                "Where the device hovers (@media (hover: hover)), the pointer over the cell marks: highlighted."))
    }

    @Test func aHighlightedButtonIsMarkedByHoverOnlyWithTheOption() throws {
        let fixture = try Self.fixture()
        let plain = try ParsedStylesheet(Self.stylesheet(fixture, "filledButton"))
        #expect(!plain.rules.contains { $0.selector.contains(":hover") || $0.media?.contains("hover") == true })
        #expect(plain.rules.contains { $0.selector == ".button:is(:active, [data-highlighted])" })

        let text = try Self.stylesheet(fixture, "filledButton", hover: "highlighted")
        let json = try fixture.json(#"{"style": "filledButton", "state": {"isHighlighted": true}}"#)
        let background = try #require(json["button"]?["background"]?["backgroundColor"]?.stringValue)
        let foreground = try #require(json["button"]?["foregroundColor"]?.stringValue)
        #expect(background == "#0088FFBF")
        #expect(
            text.contains(
                """
                @media (hover: hover) {
                  .button\(Self.hoverSelector) {
                    --button-foreground-color: \(foreground);
                    --button-background-color: \(background);
                """))
        let sheet = try ParsedStylesheet(text)
        let pressed = try #require(
            sheet.rules.first { $0.media == nil && $0.selector == ".button:is(:active, [data-highlighted])" })
        let hovered = try #require(
            sheet.rules.first { $0.media == "(hover: hover)" && $0.selector == ".button" + Self.hoverSelector })
        #expect(hovered.declarations.map(\.name) == pressed.declarations.map(\.name))
        #expect(hovered.declarations.map(\.value) == pressed.declarations.map(\.value))
    }

    @Test func hoverOnACustomKeyWritesThatStatesRules() throws {
        let fixture = try Self.fixture()
        let text = try Self.stylesheet(fixture, "hotCell", hover: "state-isHot")
        let hot = try Self.background(fixture, "hotCell", state: #""customStates": {"isHot": true}"#)
        #expect(hot == "#FF3B30")
        #expect(
            text.contains(
                """
                .cell[data-state-ishot] {
                  --background-color: #FF3B30;
                }

                @media (hover: hover) {
                  .cell\(Self.hoverSelector) {
                    --background-color: #FF3B30;
                  }
                }

                """))
        // Without the option, the key is marked by its attribute only.
        let plain = try Self.stylesheet(fixture, "hotCell")
        #expect(!plain.contains(Self.hoverSelector))
        #expect(plain.contains(".cell[data-state-ishot] {\n  --background-color: #FF3B30;\n}\n"))
    }

    @Test func aBoundKeyIsMarkedByItsSelectorWrittenFromItsParts() throws {
        let fixture = try Self.fixture()
        let text = try Self.stylesheet(fixture, "hotCell")
        let open = try Self.background(fixture, "hotCell", state: #""customStates": {"isOpen": true}"#)
        let pointed = try Self.background(fixture, "hotCell", state: #""customStates": {"isPointed": true}"#)
        #expect(open == "#34C759")
        #expect(pointed == "#5856D6")
        // The value is a CSS string with `<` escaped; the attribute still marks the state too.
        #expect(
            text.contains(
                """
                .cell:is([data-state-isopen], [data-open~="yes \\3C b>"]) {
                  --background-color: #34C759;
                }

                """))
        // A key bound to :hover is written under the hover media query, after its attribute's rule.
        #expect(
            text.contains(
                """
                .cell[data-state-ispointed] {
                  --background-color: #5856D6;
                }

                @media (hover: hover) {
                  .cell:hover {
                    --background-color: #5856D6;
                  }
                }

                """))
        let sheet = try ParsedStylesheet(text)
        #expect(sheet.undefinedVariables.isEmpty)
        #expect(
            !sheet.rules.contains { $0.selector.contains(":hover") && $0.media?.hasPrefix("(hover: hover)") != true })
    }

    /// A bound selector as a document gives it, as the style list shows it, and as the stylesheet writes it.
    @Test(arguments: [
        (":focus-within", ":focus-within", ":focus-within"),
        ("[data-open]", "[data-open]", "[data-open]"),
        (#"[aria-current="page"]"#, #"[aria-current="page"]"#, #"[aria-current="page"]"#),
        (#"[data-tags~="a b"]"#, #"[data-tags~="a b"]"#, #"[data-tags~="a b"]"#),
        (#"[data-x="</style>{}"]"#, #"[data-x="</style>{}"]"#, #"[data-x="\3C /style>{}"]"#),
    ])
    func aBoundSelectorIsParsedAndWrittenFromItsParts(_ given: String, _ listed: String, _ css: String) throws {
        let quoted = given.replacingOccurrences(of: "\"", with: "\\\"")
        let text = #"{"extends": "cell", "keys": {"k": {"type": "boolean", "web": {"selector": "\#(quoted)"}}}}"#
        let source = try JSONReader().parse(Array(text.utf8))
        guard case .success(let document) = StyleDocument.decode(source) else {
            Issue.record("\(given) was refused")
            return
        }
        let selector = try #require(document.keys.first?.webSelector)
        #expect(selector.text == listed)
        #expect(CSSSyntax.selector(selector) == css)
    }

    /// Digests of the default stylesheets of the built-in cells and empty states, taken before the option existed;
    /// the option's default must leave every byte as it was.
    static let defaultDigests: [String: String] = [
        "accompaniedSidebarCell": "bf578514b9bf4fa6",
        "accompaniedSidebarSubtitleCell": "05e11cfa0f3cf0ec",
        "cell": "f9ac4475b94d75aa",
        "clear": "7ac179485c2b91b4",
        "emptyContentUnavailable": "c9ad87da4f886ef7",
        "extraProminentInsetGroupedHeader": "318f5ac3413d1d35",
        "groupedCell": "6c9326ab33c72809",
        "groupedFooter": "008306b9da268830",
        "groupedHeader": "0507bfa8548d066d",
        "groupedSubtitleCell": "13a66fe47702b14f",
        "groupedValueCell": "370d6a6e66cf6709",
        "insetGroupedCell": "fa703de49b14922c",
        "insetGroupedFooter": "4f8e45ab58271c47",
        "insetGroupedHeader": "4ddcbc39dd4d1f41",
        "insetGroupedSubtitleCell": "95106c8fa84f88a6",
        "insetGroupedValueCell": "43a84ebed6c53a75",
        "listCell": "b95695f1cce5df3b",
        "listFooter": "820bf67f4bab9b7a",
        "listHeader": "1474020b7274a082",
        "listSubtitleCell": "fb71d5743e13450d",
        "listValueCell": "6320d5a93d9af2a5",
        "loadingContentUnavailable": "a51d0bbf5849178b",
        "plainFooter": "11dab7dd3b9a1619",
        "plainHeader": "d0ad0a779f548146",
        "prominentInsetGroupedHeader": "ec066e2190f49e32",
        "searchContentUnavailable": "2e8a89b34729ec70",
        "sidebarCell": "9d574dd4d39a059c",
        "sidebarHeader": "e371b8843ab5ba1d",
        "sidebarSubtitleCell": "814a3ed7397db378",
        "subtitleCell": "580b5acffccee118",
        "valueCell": "2b3941471be297cd",
    ]

    @Test func theDefaultLeavesCellsAndEmptyStatesByteForByteAsTheyWere() throws {
        let fixture = try Self.fixture()
        var digests: [String: String] = [:]
        for name in fixture.registry.snapshot.orderedNames {
            let style = try fixture.style(name)
            guard style.kind == .builtIn, style.configurationKind != .button else { continue }
            let text = try Self.stylesheet(fixture, name)
            if name == "cell" { #expect(try Self.stylesheet(fixture, name, hover: "none") == text) }
            digests[name] = ContentDigest.hex(ContentDigest.of(Array(text.utf8)))
        }
        #expect(digests.count == Self.defaultDigests.count)
        for (name, digest) in digests.sorted(by: { $0.key < $1.key }) where Self.defaultDigests[name] != digest {
            Issue.record("\(name): \(digest), expected \(Self.defaultDigests[name] ?? "none")")
        }
    }
}
