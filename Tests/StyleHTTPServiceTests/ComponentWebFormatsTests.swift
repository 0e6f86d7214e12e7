import Foundation
import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

@testable import StyleService

/// The web formats of button and empty-state styles: the resolve answer's CSS holds the JSON answer's values, the
/// stylesheet marks a button's states as a `<button>` has them, and glass is approximated as a cell background's.
@Suite("Web formats: buttons and empty states")
struct ComponentWebFormatsTests {
    /// A user button on filled whose selected state (a toggle: `aria-pressed`) takes a red background.
    static let toggleDocument = #"""
        {"extends": "filledButton",
         "rules": [{"when": {"isSelected": true}, "set": {"button": {"baseBackgroundColor": "#FF3B30"}}}]}
        """#

    static func fixture() throws -> WebFormatFixture {
        let fixture = try WebFormatFixture()
        _ = try fixture.registry.put(name: "toggle", document: JSONReader().parse(Array(toggleDocument.utf8)))
        return fixture
    }

    /// The value at a JSON pointer of the answer.
    static func value(_ json: JSONValue, at pointer: String) -> JSONValue? {
        pointer.split(separator: "/").reduce(json as JSONValue?) { $0?[String($1)] }
    }

    /// Every property of a button or an empty state whose answer member is a color or a length holds it in CSS.
    static func expectCSSIsTheAnswer(_ body: String, fixture: WebFormatFixture) throws -> [String: String] {
        let json = try fixture.json(body)
        let css = try fixture.cssProperties(body)
        let style = try fixture.style(try #require(json["style"]?.stringValue))
        var compared = 0
        for property in WebPropertyTable(style: style).properties {
            let declared = try #require(css[property.cssName], "\(property.cssName) is declared")
            guard let member = value(json, at: property.jsonPointer) else { continue }
            if let color = member.stringValue, color.hasPrefix("#"), property.cssName.hasSuffix("color") {
                #expect(declared == color, "\(property.cssName) at \(property.jsonPointer)")
                compared += 1
            } else if let number = member.doubleValue, declared.hasSuffix("px") {
                #expect(Double(declared.dropLast(2)) == number, "\(property.cssName) at \(property.jsonPointer)")
                compared += 1
            }
        }
        #expect(compared > 15, "\(compared) values compared")
        return css
    }

    @Test func aHighlightedFilledButtonInDarkIsTheJSONAnswerAsCSS() throws {
        let fixture = try Self.fixture()
        let body = #"""
            {"style": "filledButton", "state": {"isHighlighted": true, "traits": {"userInterfaceStyle": "dark"}},
             "content": {"title": "Buy"}}
            """#
        let css = try Self.expectCSSIsTheAnswer(body, fixture: fixture)
        let json = try fixture.json(body)
        #expect(css["--button-foreground-color"] == json["button"]?["foregroundColor"]?.stringValue)
        #expect(css["--button-background-color"] == json["button"]?["background"]?["backgroundColor"]?.stringValue)
        // §3.3: filled highlighted is the white foreground at alpha ×0.75, and the tint (dark, iOS 26 design:
        // #0091FF) with white at 0.2 over it: 0x91 + (0xFF − 0x91) × 0.2 = 0xA7.
        #expect(css["--button-foreground-color"] == "#FFFFFFBF")
        #expect(css["--button-background-color"] == "#33A7FF")
        #expect(css["--button-title-font"]?.hasSuffix("system-ui, -apple-system, sans-serif") == true)
    }

    @Test func anEmptyStateAsCSSIsTheJSONAnswer() throws {
        let fixture = try Self.fixture()
        let body = #"{"style": "searchContentUnavailable", "state": {"searchText": "tea"}}"#
        let css = try Self.expectCSSIsTheAnswer(body, fixture: fixture)
        let json = try fixture.json(body)
        let text = try #require(json["contentUnavailable"]?["text"])
        #expect(
            css["--content-unavailable-text-font-size"] == "\(try #require(text["font"]?["pointSize"]?.intValue))px")
        #expect(css["--content-unavailable-text-color"] == text["color"]?.stringValue)
        #expect(css["--content-unavailable-align"] == "center")
        // The search factory shows no button: its properties say so.
        #expect(json["contentUnavailable"]?["button"] == .null)
        #expect(css["--content-unavailable-button-display"] == "none")
        #expect(css["--content-unavailable-button-foreground-color"] == "transparent")
    }

    @Test func theToggleStylesheetMarksSelectedAsPressed() throws {
        let fixture = try Self.fixture()
        let sheet = try ParsedStylesheet(
            WebFormatsTests.stylesheet(try fixture.style("toggle"), name: "toggle", selector: ".button"))
        let pressed = try #require(
            sheet.rules.first {
                $0.media == nil && $0.selector == #".button:is([aria-pressed="true"], [data-selected])"#
            })
        let selected = try fixture.cssProperties(#"{"style": "toggle", "state": {"isSelected": true}}"#)
        #expect(pressed["--button-background-color"] == "#FF3B30")
        #expect(pressed["--button-background-color"] == selected["--button-background-color"])
        // The red is the same in dark: no dark rule of the pressed state changes it.
        let selectedDark = try fixture.cssProperties(
            #"{"style": "toggle", "state": {"isSelected": true, "traits": {"userInterfaceStyle": "dark"}}}"#)
        #expect(selectedDark["--button-background-color"] == "#FF3B30")
        #expect(
            !sheet.rules.contains {
                $0.selector == #".button:is([aria-pressed="true"], [data-selected])"# && $0.media != nil
                    && $0["--button-background-color"] != nil
            })
        // Highlighted is a pressed pointer (a hovered one only with the hover option), held a menu's aria-expanded,
        // focused a keyboard's focus.
        let selectors = Set(sheet.rules.map(\.selector))
        #expect(selectors.contains(".button:is(:active, [data-highlighted])"))
        #expect(!selectors.contains { $0.contains(":hover") })
        #expect(selectors.contains(#".button:is([aria-expanded="true"], [data-held])"#))
        let text = WebFormatsTests.stylesheet(try fixture.style("toggle"), name: "toggle", selector: ".button")
        // The header is wrapped at 100 columns: read it unwrapped.
        let header = text.replacingOccurrences(of: "\n   ", with: " ")
        #expect(header.contains(":focus-visible or [data-focused]"), "the header names focus's marks")
        #expect(!selectors.contains { $0.contains("aria-selected") || $0.contains("data-editing") }, "no cell marks")
    }

    @Test func disabledButtonsAreMarkedByTheElementAndByARIA() throws {
        let fixture = try Self.fixture()
        let sheet = try ParsedStylesheet(
            WebFormatsTests.stylesheet(try fixture.style("filledButton"), name: "filledButton", selector: ".button"))
        let disabled = try #require(
            sheet.rules.first {
                $0.media == nil && $0.selector == #".button:is(:disabled, [aria-disabled="true"], [data-disabled])"#
            })
        let json = try fixture.json(#"{"style": "filledButton", "state": {"isDisabled": true}}"#)
        #expect(disabled["--button-foreground-color"] == json["button"]?["foregroundColor"]?.stringValue)
        #expect(
            disabled["--button-background-color"] == json["button"]?["background"]?["backgroundColor"]?.stringValue)
        // §3.3: disabled is tertiaryLabel (light: #3C3C43 at 0.3) on secondarySystemFill at alpha ×0.75.
        #expect(disabled["--button-foreground-color"] == "#3C3C434D")
        #expect(sheet.undefinedVariables.isEmpty)
    }

    @Test func glassButtonsAreApproximatedAsGlassBackgrounds() throws {
        let fixture = try Self.fixture()
        for (name, traits, fill, blur) in [
            ("glassButton", "light", "#FFFFFF99", "blur(18px) saturate(1.8)"),
            ("glassButton", "dark", "#00000099", "blur(18px) saturate(1.8)"),
            ("clearGlassButton", "light", "#FFFFFF26", "blur(6px) saturate(1.8)"),
        ] {
            let body = #"{"style": "\#(name)", "state": {"traits": {"userInterfaceStyle": "\#(traits)"}}}"#
            let css = try Self.expectCSSIsTheAnswer(body, fixture: fixture)
            // docs/CSS.md: white (light) or black (dark) at 0.6 for regular glass, 0.15 for clear.
            #expect(css["--button-background-glass-fill"] == fill, "\(name) \(traits)")
            #expect(css["--button-background-backdrop-filter"] == blur, "\(name) \(traits)")
            #expect(css["--button-visual-effect"]?.hasPrefix("glass(") == true, "\(name) \(traits)")
        }
    }

    @Test func everyBuiltInComponentExportsInEveryWebFormat() throws {
        let fixture = try Self.fixture()
        for name in BuiltInStyles.buttons.map(\.name) + BuiltInStyles.contentUnavailables.map(\.name) + ["toggle"] {
            let style = try fixture.style(name)
            for format in ExportFormat.allCases where format != .swift {
                let files = try format.files(style: style, named: name, query: FormatQuery())
                #expect(!files.isEmpty, "\(name) \(format)")
            }
            let tokens = try JSONReader().parse(
                DesignTokensEncoder(style: style, styleName: name, tintColor: .systemBlue).encode())
            let prefix = style.configurationKind == .button ? "button" : "content-unavailable"
            #expect(tokens["normal"]?["light"]?[prefix] != nil, "\(name): tokens under \(prefix)")
        }
    }

    @Test func theRenderBudgetCountsAButtonsStatesAndOverrides() throws {
        let fixture = try Self.fixture()
        let filled = try fixture.style("filledButton")
        let toggle = try fixture.style("toggle")
        // Normal and five states in eight modes; the toggle's rule adds its steps to every resolution.
        #expect(RenderWork.tokens(of: filled).resolutions == 6 * 8)
        #expect(RenderWork.steps(of: toggle) > RenderWork.steps(of: filled))
        #expect(
            RenderWork.stylesheet(of: filled, theme: .media).resolutions
                == StylesheetBuilder.resolutions(of: filled, theme: .media))
        #expect(
            RenderWork.stylesheet(of: filled, theme: .media).resolutions
                < RenderWork.stylesheet(of: try fixture.style("sidebarCell"), theme: .media).resolutions,
            "five states pair up in fewer ways than a cell's thirteen")
    }
}
