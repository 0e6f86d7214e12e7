import StrictJSON
import StyleDefinitions
import Testing
import ViewConfigurations

@testable import StyleService

/// The row around a cell in the web formats: the list's and separators' properties of a style in a list, each
/// declared accessory's, their values per state (UIKit's §1.2–§1.4 tints, editing visibility), the escaping of a
/// label's text, and the stylesheet's rules that draw them.
@Suite("Web formats: the list, separators and accessories")
struct StylesheetRowTests {
    private static func stylesheet(
        _ name: String, fixture: WebFormatFixture, options: CSSOptions = CSSOptions()
    ) throws -> ParsedStylesheet {
        var builder = StylesheetBuilder(
            style: try fixture.style(name), styleName: name, selector: ".cell", tintColor: .systemBlue)
        builder.options = options
        return try ParsedStylesheet(String(decoding: builder.build(), as: UTF8.self))
    }

    @Test func aStyleOutsideAListWithoutAccessoriesKeepsTheCellsPropertiesAndRules() throws {
        let fixture = try WebFormatFixture()
        let table = WebPropertyTable(style: try fixture.style("cell"))
        #expect(table.properties.map(\.cssName) == WebProperty.all.map(\.cssName))
        #expect(!table.inList && table.accessoryTypes.isEmpty)
        let sheet = try Self.stylesheet("cell", fixture: fixture)
        #expect(!sheet.rules.contains { $0.selector.contains("data-accessory") || $0.selector.contains("::after") })
        #expect(!sheet.rules.contains { $0.isListContainer })
        let css = try fixture.cssProperties(#"{"style": "cell"}"#)
        #expect(css.count == WebProperty.all.count)
    }

    @Test func aStyleInAListHasTheListAndSeparatorValues() throws {
        let fixture = try WebFormatFixture()
        let light = try fixture.cssProperties(
            #"{"style": "insetGroupedCell", "state": {"traits": {"designGeneration": "ios18"}}}"#)
        // §5.2: systemGroupedBackground; §2.2: the separator color; §2.3: the leading inset follows the text.
        #expect(light["--list-background-color"] == "#F2F2F7")
        #expect(light["--list-header-top-padding"] == "0px")
        #expect(light["--section-corner-radius"] == "10px")
        #expect(light["--separator-color"] == "#3C3C434A")
        #expect(light["--separator-bottom-visibility"] == "visible")
        #expect(light["--separator-top-visibility"] == "hidden")
        #expect(light["--separator-bottom-leading-inset"] == "16px")
        #expect(light["--separator-bottom-image-leading-inset"] == "56px")
        #expect(light["--separator-bottom-trailing-inset"] == "0px")
        let dark = try fixture.cssProperties(
            #"{"style": "insetGroupedCell", "state": {"traits": {"userInterfaceStyle": "dark"}}}"#)
        #expect(dark["--list-background-color"] == "#000000")
        #expect(dark["--separator-color"] == "#54545899")
        #expect(dark["--section-corner-radius"] == "26px")
        // A request's inset is the style's to draw, mirrored by the stylesheet's logical insets.
        let set = try fixture.cssProperties(
            #"{"style": "groupedCell", "state": {"traits": {"layoutDirection": "rightToLeft"}}, "overrides": {"separator": {"bottomSeparatorInsets": {"leading": 40, "trailing": 8}}}}"#
        )
        #expect(set["--separator-bottom-leading-inset"] == "40px")
        #expect(set["--separator-bottom-trailing-inset"] == "8px")
    }

    @Test func accessoryTintsFollowTheState() throws {
        let fixture = try WebFormatFixture()
        let accessories =
            #""accessories": [{"type": "disclosureIndicator"}, {"type": "checkmark"}, {"type": "label", "text": "3"}, {"type": "multiselect"}, {"type": "reorder"}, {"type": "delete"}]"#
        let normal = try fixture.cssProperties(
            #"{"style": "insetGroupedCell", "overrides": {\#(accessories)}}"#)
        // §1.2: tertiaryLabel for the chevron and reorder, the tint for the checkmark, secondaryLabel for a label.
        #expect(normal["--accessory-disclosure-indicator-color"] == "#3C3C434D")
        #expect(normal["--accessory-checkmark-color"] == "#0088FF")
        #expect(normal["--accessory-label-color"] == "#3C3C4399")
        #expect(normal["--accessory-label-text"] == #""3""#)
        #expect(normal["--accessory-reorder-color"] == "#3C3C434D")
        // §1.4: editing decides what is laid out.
        #expect(normal["--accessory-delete-display"] == "none")
        #expect(normal["--accessory-delete-visibility"] == "hidden")
        #expect(normal["--accessory-disclosure-indicator-display"] == "flex")
        let editing = try fixture.cssProperties(
            #"{"style": "insetGroupedCell", "state": {"isEditing": true}, "overrides": {\#(accessories)}}"#)
        #expect(editing["--accessory-delete-display"] == "flex")
        #expect(editing["--accessory-delete-visibility"] == "visible")
        #expect(editing["--accessory-delete-disc-color"] == "#FF383C")
        #expect(editing["--accessory-delete-color"] == "#FFFFFF")
        #expect(editing["--accessory-reorder-width"] == "24px")
        // §1.4: a selected sidebar row is tint-filled: white, or white at 80 %.
        let selected = try fixture.cssProperties(
            #"{"style": "sidebarCell", "state": {"isSelected": true}, "overrides": {\#(accessories)}}"#)
        #expect(selected["--background-color"] == "#0088FF")
        #expect(selected["--accessory-disclosure-indicator-color"] == "#FFFFFFCC")
        #expect(selected["--accessory-checkmark-color"] == "#FFFFFF")
        #expect(selected["--accessory-label-color"] == "#FFFFFFCC")
        #expect(selected["--accessory-reorder-color"] == "#FFFFFFCC")
        #expect(selected["--accessory-checkmark-width"] == "28px", "the standard width of a sidebar")
        // §1.3: a selected multiselect control without options: the check knocked out of a disc in the tint.
        let multiselect = try fixture.cssProperties(
            #"{"style": "insetGroupedCell", "state": {"isSelected": true, "isEditing": true}, "overrides": {\#(accessories)}}"#
        )
        #expect(multiselect["--accessory-multiselect-disc-color"] == "#0088FF")
        #expect(multiselect["--accessory-multiselect-color"] == "#00000000")
        #expect(normal["--accessory-multiselect-disc-color"] == "transparent")
    }

    @Test func aLabelsTextIsEscapedInEveryFormat() throws {
        let fixture = try WebFormatFixture()
        let hostile = #"12 </style><script>alert(1)</script> \" } .x { color: red } /* \\ \n"#
        _ = try fixture.registry.put(
            name: "hostileLabel",
            document: JSONReader().parse(
                Array(
                    #"{"extends": "cell", "overrides": {"accessories": [{"type": "label", "text": "\#(hostile)"}]}}"#
                        .utf8)))
        let escaped = #""12 \3C /style>\3C script>alert(1)\3C /script> \" } .x { color: red } /* \\ \A ""#
        let css = try fixture.cssProperties(#"{"style": "hostileLabel"}"#)
        #expect(css["--accessory-label-text"] == escaped)
        let sheet = try Self.stylesheet("hostileLabel", fixture: fixture)
        #expect(sheet.rules.first?["--accessory-label-text"] == escaped)
        #expect(!sheet.rules.contains { $0.selector.contains(".x") }, "the text opens no rule")
        let table = ExportTable(style: try fixture.style("hostileLabel"), tintColor: .systemBlue, design: .ios26)
        let scss = String(
            decoding: SCSSExport(table: table, styleName: "hostileLabel", options: CSSOptions()).build(), as: UTF8.self)
        // Sass reads the value through an interpolated string (it holds parentheses), which gives back the CSS string.
        #expect(
            scss.contains(
                #"$accessory-label-text: #{"\"12 \\3C /style>\\3C script>alert(1)\\3C /script> \\\" } .x { color: red } /* \\\\ \\A \""};"#
                    + "\n"))
        #expect(!scss.contains("</style>"))
        let module = String(
            decoding: TypeScriptExport(table: table, styleName: "hostileLabel", options: CSSOptions()).module(),
            as: UTF8.self)
        #expect(module.contains(#""accessoryLabelText": "\"12 \\3C /style>"#))
        #expect(!module.contains("</script>"))
    }

    @Test func theStylesheetDrawsTheRowFromItsProperties() throws {
        let fixture = try WebFormatFixture()
        let sheet = try Self.stylesheet("accessoryRow", fixture: fixture)
        #expect(sheet.undefinedVariables.isEmpty)
        // Editing lays the leading controls out; disabled hides the chevron (the rule's isHidden) but keeps its space.
        #expect(sheet.rules.first { $0.selector == ".cell[data-editing]" }?["--accessory-delete-display"] == "flex")
        let disabled = sheet.rules.first { $0.selector == #".cell:is([aria-disabled="true"], [data-disabled])"# }
        #expect(disabled?["--accessory-disclosure-indicator-visibility"] == "hidden")
        #expect(disabled?["--accessory-disclosure-indicator-display"] == nil, "still laid out")
        #expect(disabled?["--accessory-checkmark-display"] == "none", "the rule's list has no checkmark")
        // Each glyph a data: mask tinted by its color; the separators inset by theirs, the last row's hidden.
        let chevron = try #require(
            sheet.rules.first { $0.selector == #".cell [data-accessory="disclosure-indicator"]::after"# })
        #expect(chevron["background-color"] == "var(--accessory-disclosure-indicator-color)")
        #expect(chevron["mask-image"]?.hasPrefix(#"url("data:image/svg+xml,%3Csvg "#) == true)
        #expect(
            !sheet.rules.flatMap(\.declarations).contains {
                $0.value.contains("url(") && !$0.value.contains("url(\"data:")
            })
        let delete = try #require(sheet.rules.first { $0.selector == #".cell [data-accessory="delete"]::before"# })
        #expect(delete["background-color"] == "var(--accessory-delete-disc-color)")
        let separator = try #require(sheet.rules.first { $0.selector == ".cell::after" })
        #expect(separator["inset-inline-start"] == "var(--separator-bottom-leading-inset)")
        #expect(separator["visibility"] == "var(--separator-bottom-visibility)")
        #expect(
            sheet.rules.first { $0.selector == #".cell:has(> [data-part="image"])::after"# }?["inset-inline-start"]
                == "var(--separator-bottom-image-leading-inset)")
        #expect(
            sheet.rules.first { $0.selector == ".cell:where(:last-child, [data-section-last])::after" }?["visibility"]
                == "hidden")
        // A sidebar keeps its last row's separator (the hiding is grouped lists').
        let sidebar = try Self.stylesheet("sidebarCell", fixture: fixture)
        #expect(!sidebar.rules.contains { $0.selector == ".cell:where(:last-child, [data-section-last])::after" })
    }

    @Test(arguments: [CSSOptions.Theme.media, .attribute, .lightDark])
    func theListContainerGetsTheListsValuesInEveryMode(_ theme: CSSOptions.Theme) throws {
        let fixture = try WebFormatFixture()
        var options = CSSOptions()
        options.theme = theme
        options.units = .rem
        let sheet = try Self.stylesheet("insetGroupedCell", fixture: fixture, options: options)
        let list = sheet.rules.filter(\.isListContainer)
        func background(_ traits: String) throws -> String {
            try #require(
                fixture.json(#"{"style": "insetGroupedCell", "state": {"traits": {\#(traits)}}}"#)["list"]?[
                    "backgroundColor"]?.stringValue)
        }
        let container = "[data-list]:has(.cell)"
        let light = try background(#""userInterfaceStyle": "light""#)
        let dark = try background(#""userInterfaceStyle": "dark""#)
        let ios18Dark = try background(#""userInterfaceStyle": "dark", "designGeneration": "ios18""#)
        let plain = list.first { $0.selector == container && $0.media == nil }
        switch theme {
        case .media:
            #expect(plain?["--list-background-color"] == light)
            #expect(
                list.first { $0.selector == container && $0.media == "(prefers-color-scheme: dark)" }?[
                    "--list-background-color"] == dark)
            #expect(
                list.first {
                    $0.selector == #"[data-design="ios18"] "# + container && $0.media == "(prefers-color-scheme: dark)"
                }?["--list-background-color"] == ios18Dark)
        case .attribute:
            #expect(list.allSatisfy { $0.media == nil })
            #expect(
                list.first { $0.selector == container + #":is([data-theme="dark"] *)"# }?["--list-background-color"]
                    == dark)
        case .lightDark:
            #expect(plain?["--list-background-color"] == "light-dark(\(light), \(dark))")
        }
        #expect(list.filter { $0["--list-background-color"] != nil }.count == (theme == .lightDark ? 4 : 8))
        #expect(plain?["--list-header-top-padding"] == "0rem")
        #expect(!sheet.rules.flatMap(\.declarations).contains { $0.value.contains("px") }, "rem throughout")
        #expect(sheet.rules.first { $0.selector == container && $0["background-color"] != nil } != nil)
    }
}
