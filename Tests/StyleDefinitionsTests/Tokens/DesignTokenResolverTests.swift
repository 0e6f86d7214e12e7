import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

/// Resolver Module documents: sets by file reference, modifiers as modes, resolution order and merging.
@Suite struct DesignTokenResolverTests {
    static let baseSet = """
        {
          "palette": { "$type": "color",
            "white": { "$value": \(srgb(255, 255, 255)) }, "black": { "$value": \(srgb(0, 0, 0)) },
            "blue": { "$value": \(srgb(0, 102, 204)) }, "sky": { "$value": \(srgb(102, 178, 255)) } },
          "radius": { "$type": "dimension", "card": { "$value": { "value": 12, "unit": "px" } } }
        }
        """
    static let resolver = """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [ { "$ref": "sets/base.json" } ] } },
          "modifiers": {
            "theme": {
              "default": "light",
              "contexts": {
                "light": [ { "brand": { "$type": "color",
                  "surface": { "$value": "{palette.white}" }, "accent": { "$value": "{palette.blue}" } } } ],
                "dark": [ { "$ref": "themes/dark.json" } ],
                "dark-high-contrast": [ { "$ref": "themes/dark.json" },
                  { "brand": { "accent": { "$type": "color", "$value": \(srgb(255, 255, 0)) } } } ]
              }
            }
          },
          "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" } ]
        }
        """
    static let dark = """
        { "brand": { "$type": "color", "surface": { "$value": "{palette.black}" }, "accent": { "$value": "{palette.sky}" } } }
        """

    private func writeTheme(_ folder: borrowing TokenFolder) throws {
        try folder.write("sets/base.json", Self.baseSet)
        try folder.write("themes/dark.json", Self.dark)
        try folder.write("theme.resolver.json", Self.resolver)
    }

    @Test func contextsNamedLikeTheModesAreTheModes() throws {
        let folder = try TokenFolder()
        try writeTheme(folder)
        let set = try folder.load("theme.resolver.json").set()
        // light-high-contrast has no context: it falls back to light.
        #expect(
            try set.hex("brand.surface")
                == TokenModes(
                    light: "#FFFFFF", dark: "#000000", lightHighContrast: "#FFFFFF", darkHighContrast: "#000000"))
        #expect(
            try set.hex("brand.accent")
                == TokenModes(
                    light: "#0066CC", dark: "#66B2FF", lightHighContrast: "#0066CC", darkHighContrast: "#FFFF00"))
        #expect(set.token("brand.accent")?.chain == ["brand.accent", "palette.blue"])
        #expect(
            set.token("brand.accent")?.chains
                == TokenModes(
                    light: ["brand.accent", "palette.blue"], dark: ["brand.accent", "palette.sky"],
                    lightHighContrast: ["brand.accent", "palette.blue"], darkHighContrast: ["brand.accent"]))
        #expect(set.token("radius.card")?.value == .dimension(TokenModes(12)))
    }

    @Test func aModeMapChoosesTheContexts() throws {
        let folder = try TokenFolder()
        try writeTheme(folder)
        let set = try folder.load("theme.resolver.json", modeMap: [.light: "dark", .dark: "light"]).set()
        #expect(
            try set.hex("brand.surface")
                == TokenModes(
                    light: "#000000", dark: "#FFFFFF", lightHighContrast: "#000000", darkHighContrast: "#FFFFFF"))
    }

    @Test func anEmptyModeMapLeavesTheNamesToDecide() throws {
        let folder = try TokenFolder()
        try writeTheme(folder)
        let set = try folder.load("theme.resolver.json", modeMap: [:]).set()
        #expect(try set.hex("brand.surface").dark == "#000000")
    }

    @Test func aModeMapNamingNoContextIsAProblemWithDidYouMean() throws {
        let folder = try TokenFolder()
        try writeTheme(folder)
        let problems = try folder.load("theme.resolver.json", modeMap: [.light: "light", .dark: "drak"]).problems()
        #expect(problems.count == 1)
        #expect(problems.first?.suggestion == "dark")
        #expect(problems.first?.message.contains("\"drak\" for dark") == true)
    }

    @Test func otherModifiersTakeTheirDefaultAndInlineItemsAreRead() throws {
        let folder = try TokenFolder()
        try folder.write(
            "doc.resolver.json",
            """
            {
              "version": "2025.10",
              "modifiers": {
                "density": { "default": "compact", "contexts": {
                  "compact": [ { "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } } ],
                  "roomy": [ { "gap": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } } ] } }
              },
              "resolutionOrder": [
                { "type": "set", "name": "core", "sources": [ { "ink": { "$type": "color", "$value": \(srgb(17, 17, 17)) } } ] },
                { "$ref": "#/modifiers/density" },
                { "type": "modifier", "name": "appearance", "contexts": {
                  "Day": [ { "ink": { "$type": "color", "$value": \(srgb(34, 34, 34)) } } ],
                  "Night": [ { "ink": { "$type": "color", "$value": \(srgb(238, 238, 238)) } } ] } }
              ]
            }
            """)
        let set = try folder.load("doc.resolver.json").set()
        #expect(set.token("gap")?.value == .dimension(TokenModes(4)))
        #expect(
            try set.hex("ink")
                == TokenModes(
                    light: "#222222", dark: "#EEEEEE", lightHighContrast: "#222222", darkHighContrast: "#EEEEEE"))
    }

    @Test func laterSourcesMergeIntoEarlierGroups() throws {
        let text = """
            {
              "version": "2025.10",
              "resolutionOrder": [ { "type": "set", "name": "all", "sources": [
                { "g": { "$type": "color", "a": { "$value": \(srgb(1, 1, 1)) }, "b": { "$value": \(srgb(2, 2, 2)) } } },
                { "g": { "b": { "$value": \(srgb(3, 3, 3)) }, "c": { "$value": \(srgb(4, 4, 4)) } } }
              ] } ]
            }
            """
        let set = try DesignTokenSet.decode(text: text).set()
        #expect(try set.hex("g.a") == TokenModes("#010101"))
        #expect(try set.hex("g.b") == TokenModes("#030303"))
        #expect(try set.hex("g.c") == TokenModes("#040404"))
    }

    @Test func aTokenMissingInOneModeIsAProblem() throws {
        let text = """
            {
              "version": "2025.10",
              "resolutionOrder": [ { "type": "modifier", "name": "theme", "contexts": {
                "light": [ { "only": { "$type": "number", "$value": 1 } } ], "dark": [ {} ] } } ]
            }
            """
        let problems = try DesignTokenSet.decode(text: text).problems()
        #expect(
            problems.map(\.description) == [
                "/resolutionOrder/0/contexts/light/0/only: token \"only\" has no value in the dark, darkHighContrast mode; "
                    + "define it for every context of the mode modifier, or in a set all modes read"
            ])
    }

    @Test func problemsInAReferencedFileNameTheFile() throws {
        let folder = try TokenFolder()
        try folder.write("sets/base.json", #"{ "palette": { "$type": "colour", "x": { "$value": 1 } } }"#)
        try folder.write(
            "theme.resolver.json",
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "sets/base.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
        )
        let problems = try folder.load("theme.resolver.json").problems()
        #expect(problems.first?.pointer == JSONPointer(tokens: ["palette", "$type"]))
        #expect(problems.first?.message.hasPrefix("sets/base.json: unknown token type \"colour\"") == true)
        #expect(problems.first?.suggestion == "color")
    }

    /// Each reference names an existing file with a token "secret" outside the document's folder `inner/`.
    @Test(arguments: [
        "../outside.json", "sub/../../outside.json", "%2E%2E/outside.json", "link.json", "sub/link.json",
        "https://example.com/outside.json", "file:///OUTSIDE",
    ])
    func referencesStayInsideTheFolder(_ reference: String) throws {
        let folder = try TokenFolder()
        let outside = try folder.write("outside.json", #"{"secret": {"$type": "number", "$value": 1}}"#)
        try folder.write("inner/sub/placeholder.json", "{}")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/inner/link.json", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/inner/sub/link.json", withDestinationPath: "../../outside.json")
        let resolved = reference.replacingOccurrences(of: "/OUTSIDE", with: outside)
        try folder.write(
            "inner/doc.json",
            """
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "\(resolved)"}]}]}
            """)
        let problems = try folder.load("inner/doc.json").problems()
        #expect(problems.count == 1)
        #expect(problems.first?.pointer == JSONPointer(tokens: ["resolutionOrder", "0", "sources", "0", "$ref"]))
        #expect(
            problems.first?.message.contains("leads outside") == true || problems.first?.message.contains("URL") == true
                || problems.first?.message.contains("leaves the resolver") == true)
    }

    @Test func escapedNamesAndPointersIntoAFileAreRead() throws {
        let folder = try TokenFolder()
        try folder.write("my colors.json", #"{"nested": {"ink": {"$type": "number", "$value": 5}}}"#)
        try folder.write(
            "doc.json",
            ##"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "my%20colors.json#/nested"}]}]}"##
        )
        #expect(try folder.load("doc.json").set().token("ink")?.value == .number(TokenModes(5)))
    }

    @Test func unusedDefinitionsAndInlineNamesAreChecked() throws {
        let text = """
            {"version": "2025.10",
             "sets": {"unused": {"sources": [{"x": {"$type": "numbr", "$value": 1}}]}},
             "resolutionOrder": [{"type": "set", "sources": []}, {"type": "set", "name": "a", "sources": []},
               {"type": "set", "name": "a", "sources": []}]}
            """
        let found = try DesignTokenSet.decode(text: text).problems().map(\.description)
        #expect(
            found == [
                "/resolutionOrder/0/name: an inline set or modifier needs a \"name\" (a string)",
                "/resolutionOrder/2: the set \"a\" appears twice in \"resolutionOrder\"; each name once",
                "/sets/unused/sources/0/x/$type: unknown token type \"numbr\"; expected one of: color, dimension, "
                    + "fontFamily, fontWeight, duration, cubicBezier, number, strokeStyle, border, transition, shadow, "
                    + "gradient, typography; did you mean \"number\"?",
            ])
    }
}
