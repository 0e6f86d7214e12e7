import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

/// What a tokens file gets wrong, each a problem with a pointer into the file and a did-you-mean where a name is
/// near: aliases, cycles, the chain bound, names, members, types and values.
@Suite struct DesignTokenProblemTests {
    private func problems(_ text: String) throws -> [String] {
        try DesignTokenSet.decode(text: text).problems().map(\.description)
    }

    /// `count` tokens `t0` … each aliasing the next, the last holding a number.
    private func chain(_ count: Int) -> String {
        let links = (0..<count).map { "\"t\($0)\": {\"$type\": \"number\", \"$value\": \"{t\($0 + 1)}\"}" }
        return "{" + (links + ["\"t\(count)\": {\"$type\": \"number\", \"$value\": 7}"]).joined(separator: ",") + "}"
    }

    @Test func chainsOfThirtyTwoAliasesAreFollowedAndLongerOnesRefused() throws {
        let set = try DesignTokenSet.decode(text: chain(32)).set()
        #expect(set.token("t0")?.value == .number(TokenModes(7)))
        #expect(set.token("t0")?.chain == (0...32).map { "t\($0)" })
        let refused = try problems(chain(33))
        #expect(refused == ["/t32/$value: the alias chain from \"t0\" is longer than 32 steps"])
    }

    @Test func cyclesAreRefusedWithTheirPaths() throws {
        let text = """
            {"a": {"$type": "color", "$value": "{b}"}, "b": {"$type": "color", "$value": "{c.d}"},
             "c": {"d": {"$type": "color", "$value": "{a}"}}}
            """
        let found = try problems(text)
        #expect(found.contains("/c/d/$value: aliases form a cycle: \"a\" → \"b\" → \"c.d\" → \"a\""))
        #expect(found.count == 3)
    }

    @Test func aTokenReferencingItselfIsACycle() throws {
        #expect(
            try problems(##"{"a": {"$type": "number", "$ref": "#/a/$value"}}"##) == [
                "/a/$ref: aliases form a cycle: \"a\" → \"a\""
            ])
    }

    @Test func anAliasToNoTokenSuggestsTheNearestPath() throws {
        let text = """
            {"brand": {"accent": {"$type": "color", "$value": \(srgb(1, 2, 3))}},
             "button": {"$type": "color", "$value": "{brand.acent}"}}
            """
        let found = try DesignTokenSet.decode(text: text).problems()
        #expect(
            found.map(\.description) == [
                "/button/$value: no token \"brand.acent\" for this alias; did you mean \"brand.accent\"?"
            ])
        #expect(found.first?.suggestion == "brand.accent")
    }

    @Test func anAliasToAGroupWithARootTokenSuggestsTheRoot() throws {
        let text = """
            {"accent": {"$type": "color", "$root": {"$value": \(srgb(1, 2, 3))}, "hover": {"$value": \(srgb(4, 5, 6))}},
             "button": {"$type": "color", "$value": "{accent}"}}
            """
        let found = try DesignTokenSet.decode(text: text).problems()
        #expect(
            found.map(\.description) == [
                "/button/$value: no token \"accent\" for this alias; did you mean \"accent.$root\"?"
            ])
    }

    @Test func aValuePointingIntoItselfIsRefused() throws {
        let text =
            ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/a/$value/components/1"}, 0, 0]}}}"##
        #expect(
            try problems(text) == [
                "/a/$value/components/0/$ref: a value points into itself through \"a\" → \"a\""
            ])
    }

    @Test func pointersInsideValuesNestAtMostThirtyTwoTokens() throws {
        /// `t0` … `t{count}`, each color's red taken from the next one's, the last holding 1.
        func pointers(_ count: Int) -> String {
            let links = (0..<count).map {
                "\"t\($0)\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": "
                    + "[{\"$ref\": \"#/t\($0 + 1)/$value/components/0\"}, 0, 0]}}"
            }
            let last = "\"t\(count)\": {\"$type\": \"color\", \"$value\": \(srgb(255, 0, 0))}"
            return "{" + (links + [last]).joined(separator: ",") + "}"
        }
        #expect(try DesignTokenSet.decode(text: pointers(32)).set().hex("t0") == TokenModes("#FF0000"))
        #expect(
            try problems(pointers(33)) == [
                "/t32/$value/components/0/$ref: pointers inside values nest deeper than 32 tokens"
            ])
    }

    @Test func anAliasInsideACompositeValueMustNameAToken() throws {
        let text = """
            {"w": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}},
             "b": {"$type": "border", "$value": {"color": "{colr}", "width": "{w}", "style": "solid"}},
             "colr2": {"$type": "color", "$value": \(srgb(0, 0, 0))}}
            """
        #expect(
            try problems(text) == [
                "/b/$value/color: no token \"colr\" for this alias; did you mean \"colr2\"?"
            ])
    }

    @Test func anAliasOfAnotherTypeIsRefused() throws {
        let text = """
            {"gap": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}},
             "ink": {"$type": "color", "$value": "{gap}"}}
            """
        #expect(try problems(text) == ["/ink/$type: a color token cannot alias \"gap\", a dimension token"])
    }

    @Test func namesMembersAndTypesFollowTheFormat() throws {
        let text = """
            {"a.b": {"$type": "number", "$value": 1},
             "c": {"$type": "colour", "$value": 1},
             "d": {"$type": "number", "$value": 1, "$ref": "#/a"},
             "e": {"$type": "number", "$value": 1, "$descriptoin": "x"},
             "f": {"$valeu": 1},
             "g": {"$type": "number", "$value": 1, "child": {"$value": 2}},
             "h": 5}
            """
        let found = try DesignTokenSet.decode(text: text).problems()
        #expect(
            found.map(\.description) == [
                "/a.b: the name \"a.b\" contains \".\"; names cannot contain \"{\", \"}\" or \".\"",
                "/c/$type: unknown token type \"colour\"; expected one of: color, dimension, fontFamily, fontWeight, "
                    + "duration, cubicBezier, number, strokeStyle, border, transition, shadow, gradient, typography; "
                    + "did you mean \"color\"?",
                "/d: a token has \"$value\" or \"$ref\", not both",
                "/e/$descriptoin: unknown token member \"$descriptoin\"; expected one of: $value, $type, $ref, "
                    + "$description, $extensions, $deprecated; did you mean \"$description\"?",
                "/f/$valeu: unknown group member \"$valeu\"; expected one of: $type, $description, $extensions, "
                    + "$extends, $deprecated, $root; did you mean \"$value\"?",
                "/g/child: a token cannot hold groups or tokens (\"child\"); move it into a group beside the token",
                "/h: expected a group or a token (an object) for \"h\", found an integer",
            ])
    }

    @Test func olderTokensStudioTypesSuggestTheirTwentyTwentyFiveType() throws {
        let found = try DesignTokenSet.decode(text: #"{"gap": {"$type": "spacing", "$value": "8px"}}"#).problems()
        #expect(found.first?.pointer == JSONPointer(tokens: ["gap", "$type"]))
        #expect(found.first?.suggestion == "dimension")
        #expect(found.first?.message.hasSuffix("did you mean \"dimension\"?") == true)
    }

    @Test func valuesHaveTheirTypesShape() throws {
        let text = """
            {"hexString": {"$type": "color", "$value": "#ff0000"},
             "space": {"$type": "color", "$value": {"colorSpace": "oklhc", "components": [0.5, 0.1, 20]}},
             "range": {"$type": "color", "$value": {"colorSpace": "hsl", "components": [360, 50, 50], "alpha": 2}},
             "unit": {"$type": "dimension", "$value": {"value": 4, "unit": "pt"}},
             "num": {"$type": "number", "$value": "4"},
             "weight": {"$type": "fontWeight", "$value": "bolder"},
             "shadow": {"$type": "shadow", "$value": {"color": "{x}", "offsetX": {"value": 0, "unit": "px"}}},
             "x": {"$type": "color", "$value": \(srgb(0, 0, 0))}}
            """
        let found = try DesignTokenSet.decode(text: text).problems()
        #expect(
            found.map(\.description) == [
                "/hexString/$value: expected a color object {\"colorSpace\": …, \"components\": […]}, found \"#ff0000\"; "
                    + "DTCG 2025.10 writes colors as objects: {\"colorSpace\": \"srgb\", \"components\": [r, g, b]}",
                "/space/$value/colorSpace: unknown color space \"oklhc\"; expected one of: srgb, srgb-linear, hsl, hwb, "
                    + "lab, lch, oklab, oklch, display-p3, a98-rgb, prophoto-rgb, rec2020, xyz-d65, xyz-d50; "
                    + "did you mean \"oklch\"?",
                "/range/$value/components/0: expected a hue from 0 up to (not including) 360 or \"none\" for hsl, found 360",
                "/range/$value/alpha: expected \"alpha\" from 0 to 1, found 2",
                "/unit/$value/unit: unknown unit \"pt\"; expected one of: px, rem; did you mean \"px\"?",
                "/num/$value: expected a number, found \"4\"",
                "/weight/$value: expected a weight from 1 to 1000 or a weight name (bold, regular, …), found \"bolder\"",
                "/shadow/$value: a shadow value needs \"offsetY\"",
                "/shadow/$value: a shadow value needs \"blur\"",
                "/shadow/$value: a shadow value needs \"spread\"",
            ])
    }

    @Test func aModifiersDefaultMustBeOneOfItsContexts() throws {
        let text = """
            {"version": "2025.10", "resolutionOrder": [{"type": "modifier", "name": "theme", "default": "ligth",
              "contexts": {"light": [], "dark": []}}]}
            """
        let found = try DesignTokenSet.decode(text: text).problems()
        #expect(found.first?.pointer == JSONPointer(tokens: ["resolutionOrder", "0", "default"]))
        #expect(found.first?.suggestion == "light")
    }

    @Test func resolverDocumentsAreCheckedToo() throws {
        let text = """
            {"version": "2025.11", "set": {}, "resolutionOrder": [{"$ref": "#/sets/bsae"}], "sets": {"base": {"sources": []}}}
            """
        #expect(
            try problems(text) == [
                "/set: unknown resolver member \"set\"; expected one of: $schema, name, version, description, sets, "
                    + "modifiers, resolutionOrder, $defs; did you mean \"sets\"?",
                "/version: expected \"version\": \"2025.10\", found \"2025.11\"",
                "/resolutionOrder/0/$ref: no set \"bsae\" in \"sets\"; did you mean \"base\"?",
            ])
    }
}
