import Foundation
import StrictJSON
import Testing

// The answer's section corner radius per environment and design (§12.3), and glass (§12.2) through the API: decoded
// from strings and objects, answered with the tint resolved, carried by the stylesheet and the tokens, and refused
// with 422 problems that point at the bad member.
@Suite("Section corner radius and glass over HTTP", .serialized)
struct BackgroundDesignEndpointTests {
    /// (style, traits JSON, expected sectionCornerRadius): 10 (ios18) / 26 (ios26, the default) for a cell in an
    /// inset-grouped list; 0 elsewhere.
    static let sectionCases: [(String, String, Double)] = [
        ("listCell", #"{"listEnvironment": "insetGrouped", "designGeneration": "ios18"}"#, 10),
        ("listCell", #"{"listEnvironment": "insetGrouped", "designGeneration": "ios26"}"#, 26),
        ("listCell", #"{"listEnvironment": "insetGrouped"}"#, 26),
        ("insetGroupedCell", #"{"listEnvironment": "insetGrouped", "designGeneration": "ios18"}"#, 10),
        ("listCell", #"{"listEnvironment": "grouped", "userInterfaceIdiom": "vision"}"#, 26),
        ("listCell", #"{"listEnvironment": "grouped"}"#, 0),
        ("listCell", #"{"listEnvironment": "plain"}"#, 0),
        ("listCell", #"{"listEnvironment": "sidebar"}"#, 0),
        ("listHeader", #"{"listEnvironment": "insetGrouped"}"#, 0),
        ("clear", #"{"listEnvironment": "insetGrouped"}"#, 0),
    ]

    @Test func theAnswerCarriesTheSectionCornerRadius() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        for (style, traits, expected) in Self.sectionCases {
            let reply = try await harness.send(
                "POST", "/v1/resolve", body: #"{"style": "\#(style)", "state": {"traits": \#(traits)}}"#)
            #expect(reply.status == 200)
            let background = try #require(reply.json?["background"])
            #expect(background["sectionCornerRadius"]?.doubleValue == expected, "\(style) \(traits)")
            if style == "listCell", traits.contains("insetGrouped") {
                #expect(background["cornerRadius"]?.doubleValue == 0, "the configuration's own radius stays 0")
            }
        }
        // The CSS answer carries it too.
        let css = try await harness.send(
            "POST", "/v1/resolve",
            body: #"{"style": "listCell", "state": {"traits": {"listEnvironment": "insetGrouped"}}}"#,
            headers: ["Accept": "text/css"])
        #expect(css.text.contains("--section-corner-radius: 26px;"))
    }

    @Test func glassIsDecodedAndAnsweredWithItsTintResolved() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        func effect(_ visualEffect: String, traits: String = "{}") async throws -> JSONValue? {
            let reply = try await harness.send(
                "POST", "/v1/resolve",
                body:
                    #"{"style": "cell", "state": {"traits": \#(traits)}, "overrides": {"background": {"visualEffect": \#(visualEffect)}}}"#
            )
            #expect(reply.status == 200, "\(visualEffect): \(reply.text)")
            return reply.json?["background"]?["visualEffect"]
        }
        let object = try await effect(
            ##"{"glass": {"style": "clear", "isInteractive": true, "tintColor": "#FF000080"}}"##)
        #expect(object?["glass"]?["style"]?.stringValue == "clear")
        #expect(object?["glass"]?["isInteractive"]?.boolValue == true)
        #expect(object?["glass"]?["tintColor"]?.stringValue == "#FF000080")
        // A system color tint is resolved for the traits (§7.2 label: black in light, white in dark).
        let light = try await effect(#"{"glass": {"tintColor": "label"}}"#, traits: #"{"userInterfaceStyle": "light"}"#)
        #expect(light?["glass"]?["tintColor"]?.stringValue == "#000000")
        #expect(light?["glass"]?["style"]?.stringValue == "regular", "UIKit's default style")
        #expect(light?["glass"]?["isInteractive"]?.boolValue == false, "UIKit's default")
        let dark = try await effect(#"{"glass": {"tintColor": "label"}}"#, traits: #"{"userInterfaceStyle": "dark"}"#)
        #expect(dark?["glass"]?["tintColor"]?.stringValue == "#FFFFFF")
        let untinted = try await effect(#""glass""#)
        #expect(untinted?["glass"]?["tintColor"]?.isNull == true)
        let named = try await effect(#""glass(clear,interactive,tint:#00FF00)""#)
        #expect(named?["glass"]?["tintColor"]?.stringValue == "#00FF00")
        #expect(named?["glass"]?["isInteractive"]?.boolValue == true)
        let container = try await effect(#"{"glassContainer": {"spacing": 12}}"#)
        #expect(container?["glassContainer"]?["spacing"]?.doubleValue == 12)
        let defaultContainer = try await effect(#"{"glassContainer": {}}"#)
        #expect(defaultContainer?["glassContainer"]?["spacing"]?.doubleValue == 0)
        // Blurs are still answered by name.
        #expect(try await effect(#""systemMaterial""#)?.stringValue == "systemMaterial")
    }

    /// (visualEffect, the pointer of the problem).
    static let badGlass: [(String, String)] = [
        (#"{"glass": {"style": "shiny"}}"#, "/overrides/background/visualEffect/glass/style"),
        (#"{"glass": {"isInteractive": "yes"}}"#, "/overrides/background/visualEffect/glass/isInteractive"),
        (#"{"glass": {"tintColor": "nope"}}"#, "/overrides/background/visualEffect/glass/tintColor"),
        (#"{"glass": {"tintColor": 3}}"#, "/overrides/background/visualEffect/glass/tintColor"),
        (#"{"glass": {"blur": 3}}"#, "/overrides/background/visualEffect/glass/blur"),
        (#"{"glass": "regular"}"#, "/overrides/background/visualEffect/glass"),
        (#"{"glassContainer": {"spacing": -1}}"#, "/overrides/background/visualEffect/glassContainer/spacing"),
        (#"{"glassContainer": {"spacing": "wide"}}"#, "/overrides/background/visualEffect/glassContainer/spacing"),
        (#"{"glass": {}, "glassContainer": {}}"#, "/overrides/background/visualEffect"),
        (#"{}"#, "/overrides/background/visualEffect"),
        (#"{"frost": {}}"#, "/overrides/background/visualEffect/frost"),
        (#""glass(shiny)""#, "/overrides/background/visualEffect"),
        (#""glassContainer(-2)""#, "/overrides/background/visualEffect"),
        ("7", "/overrides/background/visualEffect"),
    ]

    @Test func badGlassIsA422PointingAtTheMember() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        for (visualEffect, pointer) in Self.badGlass {
            let reply = try await harness.send(
                "POST", "/v1/resolve",
                body: #"{"style": "cell", "overrides": {"background": {"visualEffect": \#(visualEffect)}}}"#)
            #expect(reply.status == 422, "\(visualEffect)")
            #expect(reply.header("Content-Type") == "application/problem+json")
            #expect(reply.problemPointers == [pointer], "\(visualEffect): \(reply.problemPointers)")
        }
        // The same checks guard style documents.
        let document = try await harness.send(
            "PUT", "/v1/styles/frosted",
            body: #"{"extends": "cell", "overrides": {"background": {"visualEffect": {"glass": {"style": "matte"}}}}}"#)
        #expect(document.status == 422)
        #expect(document.problemPointers == ["/overrides/background/visualEffect/glass/style"])
    }

    @Test func stylesWithGlassCarryItIntoTheStylesheetAndTokens() async throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let put = try await harness.send(
            "PUT", "/v1/styles/frosted",
            body: """
                {"extends": "cell", "overrides": {"background": {"visualEffect":
                  {"glass": {"style": "clear", "isInteractive": true, "tintColor": "#FF0000"}}}}}
                """)
        #expect(put.status == 201 || put.status == 200, "\(put.text)")
        let stylesheet = try await harness.send("GET", "/v1/styles/frosted/stylesheet.css")
        #expect(stylesheet.status == 200)
        // docs/CSS.md: clear glass is blur 6px, fill at 0.15 (0x26); white moved 35 % toward red is #FFA6A6.
        #expect(stylesheet.text.contains("--background-backdrop-filter: blur(6px) saturate(1.8);"))
        #expect(stylesheet.text.contains("--background-glass-fill: #FFA6A626;"))
        #expect(stylesheet.text.contains("--visual-effect: glass(clear,interactive);"))
        #expect(stylesheet.text.contains(".cell:where(:first-child, [data-section-first]) {"))
        #expect(stylesheet.text.contains(".cell:where(:last-child, [data-section-last]) {"))
        #expect(stylesheet.text.contains("backdrop-filter: var(--background-backdrop-filter);"))

        let tokens = try await harness.send("GET", "/v1/styles/frosted/tokens.json")
        #expect(tokens.status == 200)
        let fill = try #require(tokens.json?["normal"]?["light"]?["background"]?["glass-fill"])
        #expect(fill["$type"]?.stringValue == "color")
        #expect(fill["$value"]?["alpha"]?.doubleValue == 0.15)
        let glass = try #require(fill["$extensions"]?["com.styleresolver"]?["glass"])
        #expect(glass["effect"]?.stringValue == "glass")
        #expect(glass["style"]?.stringValue == "clear")
        #expect(glass["isInteractive"]?.boolValue == true)
        #expect(glass["tintColor"]?.stringValue == "#FF0000")
        #expect(tokens.json?["normal"]?["light"]?["section-corner-radius"]?["$type"]?.stringValue == "dimension")
        // A style without glass: a transparent fill and no extensions.
        let plain = try await harness.send("GET", "/v1/styles/cell/tokens.json")
        let plainFill = try #require(plain.json?["normal"]?["dark"]?["background"]?["glass-fill"])
        #expect(plainFill["$value"]?["alpha"]?.doubleValue == 0)
        #expect(plainFill["$extensions"] == nil)
    }
}
