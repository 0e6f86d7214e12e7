import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

/// Shapes the 2025.10 specs allow that design tools write: reference objects with overriding members, mode contexts
/// named with punctuation and filler words, a contrast modifier beside the theme, and the composite values' parts the
/// schemas check.
@Suite struct DesignTokenSpecShapeTests {
    static let base = """
        { "color": { "$type": "color", "bg": { "$value": \(srgb(255, 255, 255)) }, "fg": { "$value": \(srgb(0, 0, 0)) } },
          "space": { "$type": "dimension", "s": { "$value": { "value": 4, "unit": "px" } } } }
        """
    static let dark = """
        { "color": { "$type": "color", "bg": { "$value": \(srgb(0, 0, 0)) }, "fg": { "$value": \(srgb(255, 255, 255)) } } }
        """

    /// Light and dark from base.json and dark.json, each high-contrast mode as its plain mode.
    static let lightAndDark = TokenModes(
        light: "#FFFFFF", dark: "#000000", lightHighContrast: "#FFFFFF", darkHighContrast: "#000000")

    /// A resolver document over `base.json` and `dark.json` with `sets`, `modifiers` and `resolutionOrder`, loaded.
    private func load(
        sets: String = ##"{ "base": { "sources": [ { "$ref": "base.json" } ] } }"##, modifiers: String = "{}",
        order: String
    ) throws -> Result<DesignTokenSet, DocumentProblems> {
        let folder = try TokenFolder()
        try folder.write("base.json", Self.base)
        try folder.write("dark.json", Self.dark)
        try folder.write(
            "doc.resolver.json",
            #"{ "version": "2025.10", "sets": \#(sets), "modifiers": \#(modifiers), "resolutionOrder": \#(order) }"#)
        return folder.load("doc.resolver.json")
    }

    @Test func membersBesideASourcesRefOverrideTheFilesMembers() throws {
        let set = try load(
            order: """
                [ { "type": "set", "name": "all", "sources": [ { "$ref": "base.json",
                    "space": { "s": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } } } ] } ]
                """
        ).set()
        #expect(set.token("space.s")?.value == .dimension(TokenModes(8)))
        #expect(try set.hex("color.fg") == TokenModes("#000000"))
    }

    @Test func aDefaultBesideAModifiersRefOverridesItsDefault() throws {
        let set = try load(
            modifiers: """
                { "theme": { "contexts": { "light": [], "dark": [ { "$ref": "dark.json" } ] } },
                  "brand": { "default": "plain", "contexts": { "plain": [],
                    "red": [ { "color": { "fg": { "$type": "color", "$value": \(srgb(255, 0, 0)) } } } ] } } }
                """,
            order: """
                [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" },
                  { "$ref": "#/modifiers/brand", "default": "red" } ]
                """
        ).set()
        #expect(try set.hex("color.fg") == TokenModes("#FF0000"))
        #expect(try set.hex("color.bg") == Self.lightAndDark)
    }

    @Test func anOverridingDefaultThatNamesNoContextIsAProblem() throws {
        let problems = try load(
            modifiers: #"{ "theme": { "contexts": { "light": [], "dark": [ { "$ref": "dark.json" } ] } } }"#,
            order: ##"[ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme", "default": "drak" } ]"##
        ).problems()
        #expect(problems.first?.pointer == JSONPointer(tokens: ["resolutionOrder", "1", "default"]))
        #expect(problems.first?.suggestion == "dark")
    }

    @Test func aSetAndAModifierMayShareAName() throws {
        let set = try load(
            sets: ##"{ "theme": { "sources": [ { "$ref": "base.json" } ] } }"##,
            modifiers: ##"{ "theme": { "contexts": { "light": [], "dark": [ { "$ref": "dark.json" } ] } } }"##,
            order: ##"[ { "$ref": "#/sets/theme" }, { "$ref": "#/modifiers/theme" } ]"##
        ).set()
        #expect(try set.hex("color.bg") == Self.lightAndDark)
    }

    /// A fragment without its leading `/` (`dark.json#color`) is read as the module's own example writes one.
    @Test func resolverReferencesMayEscapeCharacters() throws {
        let set = try load(
            sets: ##"{ "Brand Base": { "sources": [ { "$ref": "base.json#/col%6Fr" } ] } }"##,
            modifiers:
                ##"{ "Color Scheme": { "contexts": { "light": [], "dark": [ { "$ref": "dark.json#color" } ] } } }"##,
            order: ##"[ { "$ref": "#/sets/Brand%20Base" }, { "$ref": "#/modifiers/Color%20Scheme" } ]"##
        ).set()
        #expect(try set.hex("bg") == Self.lightAndDark)
    }

    @Test func contextNamesWithPunctuationAndModeWordsAreTheModes() throws {
        let yellow =
            #"[ { "$ref": "dark.json" }, { "color": { "fg": { "$type": "color", "$value": "#
            + "\(srgb(255, 255, 0)) } } } ]"
        let set = try load(
            modifiers: """
                { "appearance": { "contexts": { "Light Theme": [],
                  "Light Theme (High Contrast)": [ { "color": { "fg": { "$type": "color", "$value": \(srgb(0, 0, 255)) } } } ],
                  "Dark Theme": [ { "$ref": "dark.json" } ], "Dark Theme (High Contrast)": \(yellow) } } }
                """,
            order: ##"[ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/appearance" } ]"##
        ).set()
        #expect(
            try set.hex("color.fg")
                == TokenModes(
                    light: "#000000", dark: "#FFFFFF", lightHighContrast: "#0000FF", darkHighContrast: "#FFFF00"))
    }

    @Test func aLoneHighContrastContextGivesBothHighContrastModes() throws {
        let set = try load(
            modifiers: """
                { "Color Scheme": { "contexts": { "color-scheme-light": [], "color-scheme-dark": [ { "$ref": "dark.json" } ],
                  "High Contrast": [ { "color": { "fg": { "$type": "color", "$value": \(srgb(0, 0, 255)) } } } ] } } }
                """,
            order: ##"[ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/Color Scheme" } ]"##
        ).set()
        #expect(
            try set.hex("color.fg")
                == TokenModes(
                    light: "#000000", dark: "#FFFFFF", lightHighContrast: "#0000FF", darkHighContrast: "#0000FF"))
    }

    @Test func aContrastModifierBesideTheThemeGivesTheHighContrastModes() throws {
        let set = try load(
            modifiers: """
                { "theme": { "default": "light", "contexts": { "light": [], "dark": [ { "$ref": "dark.json" } ] } },
                  "contrast": { "default": "normal", "contexts": { "normal": [],
                    "high": [ { "color": { "fg": { "$type": "color", "$value": \(srgb(0, 0, 255)) } } } ] } } }
                """,
            order:
                ##"[ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/contrast" } ]"##
        ).set()
        #expect(
            try set.hex("color.fg")
                == TokenModes(
                    light: "#000000", dark: "#FFFFFF", lightHighContrast: "#0000FF", darkHighContrast: "#0000FF"))
        #expect(try set.hex("color.bg") == Self.lightAndDark)
    }

    @Test func aPointerMayEscapeCharactersAsAURIFragment() throws {
        let text = ##"""
            { "size": { "$type": "dimension", "my space": { "$value": { "value": 5, "unit": "px" } },
              "1/2": { "$value": { "value": 0.5, "unit": "rem" } },
              "escaped": { "$ref": "#/size/my%20space/$value" }, "half": { "$ref": "#/size/1~12/$value" },
              "inside": { "$value": { "value": { "$ref": "#/size/my%20space/$value/value" }, "unit": "rem" } } } }
            """##
        let set = try DesignTokenSet.decode(text: text).set()
        #expect(set.token("size.escaped")?.value == .dimension(TokenModes(5)))
        #expect(set.token("size.half")?.value == .dimension(TokenModes(8)))
        #expect(set.token("size.inside")?.value == .dimension(TokenModes(80)))
    }

    /// Resolver members the schema types: each document is refused at the member's pointer.
    static let badMembers: [(document: String, pointer: [String])] = [
        (#"{ "version": "2025.10", "name": 5, "resolutionOrder": [] }"#, ["name"]),
        (#"{ "version": "2025.10", "$defs": 5, "resolutionOrder": [] }"#, ["$defs"]),
        (#"{ "version": "2025.10", "description": [], "resolutionOrder": [] }"#, ["description"]),
        (
            #"{ "version": "2025.10", "resolutionOrder": [ { "type": "modifier", "name": "m", "description": 1, "#
                + #""contexts": { "x": [], "y": [] } } ] }"#,
            ["resolutionOrder", "0", "description"]
        ),
        (
            ##"{ "version": "2025.10", "sets": { "a": { "description": 1, "sources": [] } }, "resolutionOrder": [ { "$ref": "#/sets/a" } ] }"##,
            ["sets", "a", "description"]
        ),
        (
            ##"{ "version": "2025.10", "modifiers": { "m": { "contexts": { "": [], "x": [] } } }, "resolutionOrder": [ { "$ref": "#/modifiers/m" } ] }"##,
            ["modifiers", "m", "contexts", ""]
        ),
    ]

    @Test(arguments: badMembers.indices)
    func resolverMembersHaveTheirSchemaTypes(_ index: Int) throws {
        let (document, pointer) = Self.badMembers[index]
        let problems = try DesignTokenSet.decode(text: document).problems()
        #expect(problems.map(\.pointer).contains(JSONPointer(tokens: pointer)), "\(problems.map(\.description))")
    }

    /// Composite parts the schemas check: each value is refused at the part's pointer.
    static let badParts: [(value: String, type: String, pointer: [String])] = [
        (#"[ { "color": \#(srgb(0, 0, 0)), "position": 1.5 } ]"#, "gradient", ["0", "position"]),
        (#"{ "dashArray": [ { "value": 2, "unit": "px" } ], "lineCap": "pointy" }"#, "strokeStyle", ["lineCap"]),
        (#"{ "dashArray": [], "lineCap": "round" }"#, "strokeStyle", ["dashArray"]),
        (
            #"{ "dashArray": [ { "value": 2, "unit": "em" } ], "lineCap": "round" }"#, "strokeStyle",
            ["dashArray", "0", "unit"]
        ),
        (
            #"{ "color": \#(srgb(0, 0, 0)), "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 0, "unit": "px" }, "#
                + #""blur": { "value": 0, "unit": "px" }, "spread": { "value": 0, "unit": "px" }, "inset": "yes" }"#,
            "shadow", ["inset"]
        ),
    ]

    @Test(arguments: badParts.indices)
    func compositePartsAreCheckedAsTheSchemasCheckThem(_ index: Int) throws {
        let (value, type, pointer) = Self.badParts[index]
        let problems = try DesignTokenSet.decode(text: #"{ "t": { "$type": "\#(type)", "$value": \#(value) } }"#)
            .problems()
        #expect(problems.map(\.pointer) == [JSONPointer(tokens: ["t", "$value"] + pointer)])
    }
}
