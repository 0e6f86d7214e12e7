import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

/// A brand's DTCG 2025.10 tokens file read from disk: groups, inherited types, aliases, every value type.
@Suite struct DesignTokenFileTests {
    static let brand = """
        {
          "$schema": "https://www.designtokens.org/schemas/2025.10/format.json",
          "palette": {
            "$type": "color",
            "$description": "Raw brand colors",
            "blue": { "500": { "$value": \(srgb(0, 102, 204)), "$extensions": { "com.figma": { "id": "1:2" } } } },
            "red": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0], "alpha": 0.5, "hex": "#ff0000" } }
          },
          "brand": {
            "accent": { "$type": "color", "$value": "{palette.blue.500}", "$deprecated": "use brand.primary" },
            "primary": { "$ref": "#/brand/accent/$value" },
            "button": { "$root": { "$type": "color", "$value": "{brand.accent}" } }
          },
          "space": {
            "$type": "dimension",
            "small": { "$value": { "value": 8, "unit": "px" } },
            "large": { "$value": { "value": 1.5, "unit": "rem" } },
            "gutter": { "$value": "{space.large}" }
          },
          "opacity": { "disabled": { "$type": "number", "$value": 0.38 } },
          "font": {
            "body": { "$type": "fontFamily", "$value": ["Inter", "sans-serif"] },
            "weight": { "$type": "fontWeight", "$value": "semi-bold" },
            "heading": {
              "$type": "typography",
              "$value": {
                "fontFamily": "{font.body}", "fontSize": { "value": 20, "unit": "px" }, "fontWeight": 600,
                "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2
              }
            }
          },
          "elevation": {
            "$type": "shadow",
            "card": { "$value": { "color": "{palette.red}", "offsetX": { "value": 0, "unit": "px" },
              "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 4, "unit": "px" },
              "spread": { "value": 0, "unit": "px" } } }
          },
          "motion": { "fast": { "$type": "duration", "$value": { "value": 120, "unit": "ms" } } }
        }
        """

    @Test func readsABrandFileWithOneValueForEveryMode() throws {
        let folder = try TokenFolder()
        try folder.write("brand.tokens.json", Self.brand)
        let set = try folder.load("brand.tokens.json").set()
        // 0, 102, 204 written as fractions of 255 come back as the same bytes.
        #expect(try set.hex("palette.blue.500") == TokenModes("#0066CC"))
        #expect(try set.hex("palette.red") == TokenModes("#FF000080"))
        #expect(try set.hex("brand.accent") == TokenModes("#0066CC"))
        #expect(set.token("brand.accent")?.chain == ["brand.accent", "palette.blue.500"])
        #expect(set.token("brand.primary")?.chain == ["brand.primary", "brand.accent", "palette.blue.500"])
        #expect(try set.hex("brand.button.$root") == TokenModes("#0066CC"))
        #expect(set.token("space.small")?.value == .dimension(TokenModes(8)))
        #expect(set.token("space.large")?.value == .dimension(TokenModes(24)))
        #expect(set.token("space.gutter")?.value == .dimension(TokenModes(24)))
        #expect(set.token("space.gutter")?.chain == ["space.gutter", "space.large"])
        #expect(set.token("opacity.disabled")?.value == .number(TokenModes(0.38)))
        #expect(set.token("font.body")?.value == .other(type: "fontFamily"))
        #expect(set.token("font.weight")?.value == .other(type: "fontWeight"))
        #expect(set.token("font.heading")?.typeName == "typography")
        #expect(set.token("elevation.card")?.typeName == "shadow")
        #expect(set.token("motion.fast")?.typeName == "duration")
        #expect(set.paths.count == 14)
    }

    @Test func readsTheSameTextFromMemory() throws {
        let set = try DesignTokenSet.decode(text: Self.brand).set()
        #expect(try set.hex("brand.primary") == TokenModes("#0066CC"))
    }

    @Test func groupExtendsAnotherGroup() throws {
        let text = """
            {
              "base": { "$type": "color", "fg": { "$value": \(srgb(0, 0, 0)) }, "bg": { "$value": \(srgb(255, 255, 255)) } },
              "inverse": { "$extends": "{base}", "fg": { "$value": \(srgb(255, 255, 255)) } }
            }
            """
        let set = try DesignTokenSet.decode(text: text).set()
        #expect(try set.hex("inverse.fg") == TokenModes("#FFFFFF"))
        #expect(try set.hex("inverse.bg") == TokenModes("#FFFFFF"))
        #expect(try set.hex("base.fg") == TokenModes("#000000"))
    }

    @Test func pointersInsideValuesAreReplacedByWhatTheyName() throws {
        let text = """
            {"base": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.2, 0.4, 0.6]}},
             "r": {"$type": "number", "$value": 0.5},
             "mixed": {"$type": "color", "$value": {"colorSpace": "srgb",
               "components": [{"$ref": "#/r/$value"}, {"$ref": "#/base/$value/components/2"}, 0], "alpha": {"$ref": "#/r/$value"}}},
             "gap": {"$type": "dimension", "$value": {"value": {"$ref": "#/r/$value"}, "unit": "rem"}}}
            """
        let set = try DesignTokenSet.decode(text: text).set()
        // (0.5, 0.6, 0) at alpha 0.5: 127.5 and 153 of 255, rounded to 0x80 and 0x99.
        #expect(try set.hex("mixed") == TokenModes("#80990080"))
        #expect(set.token("gap")?.value == .dimension(TokenModes(8)))
    }

    @Test func untypedLiteralsTakeTheTypeTheirShapeHas() throws {
        let text = """
            { "c": { "$value": \(srgb(255, 0, 0)) }, "d": { "$value": { "value": 2, "unit": "rem" } }, "n": { "$value": 3 } }
            """
        let set = try DesignTokenSet.decode(text: text).set()
        #expect(try set.hex("c") == TokenModes("#FF0000"))
        #expect(set.token("d")?.value == .dimension(TokenModes(32)))
        #expect(set.token("n")?.value == .number(TokenModes(3)))
    }
}
