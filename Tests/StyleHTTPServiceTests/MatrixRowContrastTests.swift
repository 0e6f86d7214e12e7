import Foundation
import StrictJSON
import StyleHTTPService
import Testing
import ViewConfigurations

@testable import style_resolver

/// The matrix's `rowContrast`: each visible accessory and the separator where it is the only boundary between rows,
/// against the row's background, the expected ratios computed here from WCAG 2.x's definitions on the colors.
@Suite("The matrix's row contrast", .serialized)
struct MatrixRowContrastTests {
    /// `#RRGGBB` or `#RRGGBBAA` as channels from 0 to 1.
    private func channels(_ hex: String) -> [Double] {
        let digits = Array(hex.dropFirst())
        var values = stride(from: 0, to: digits.count, by: 2).map {
            Double(Int(String(digits[$0..<$0 + 2]), radix: 16) ?? -1) / 255
        }
        if values.count == 3 { values.append(1) }
        return values
    }

    /// WCAG 2.x relative luminance of opaque channels.
    private func luminance(_ rgb: [Double]) -> Double {
        let linear = rgb.prefix(3).map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    /// The contrast ratio of `top` drawn ("source over") on the opaque `bottom`, rounded down to two decimals as the
    /// answer shows it.
    private func ratio(_ top: String, over bottom: String) -> Double {
        let (front, back) = (channels(top), channels(bottom))
        let alpha = front[3]
        let drawn = (0..<3).map { front[$0] * alpha + back[$0] * (1 - alpha) }
        let (a, b) = (luminance(drawn), luminance(back))
        return ((max(a, b) + 0.05) / (min(a, b) + 0.05) * 100).rounded(.down) / 100
    }

    private func matrix(_ harness: ServiceHarness, style: String, _ body: String) async throws -> JSONValue {
        let reply = try await harness.send("POST", "/v1/styles/\(style)/matrix", body: body)
        #expect(reply.status == 200, "\(reply.text)")
        return try #require(reply.json)
    }

    private func combination(_ json: JSONValue, _ state: String) throws -> JSONValue {
        try #require(json["combinations"]?.arrayValue?.first { $0["state"]?.stringValue == state })
    }

    private func accessory(_ row: JSONValue, _ type: String) -> JSONValue? {
        row["accessories"]?.arrayValue?.first { $0["type"]?.stringValue == type }
    }

    @Test func visibleAccessoriesAndTheSeparatorAreMeasuredOnTheRowBackground() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        let json = try await matrix(
            harness, style: "insetGroupedCell",
            """
            {"axes": {"states": ["normal", "editing", "disabled"], "userInterfaceStyle": ["light"],
                      "accessibilityContrast": ["normal"]},
             "content": {"text": "Wi-Fi"},
             "overrides": {"accessories": [{"type": "disclosureIndicator"}, {"type": "label", "text": "Home"},
                                           {"type": "checkmark", "isHidden": true}, {"type": "delete"}]}}
            """)
        let normal = try combination(json, "normal")
        let row = try #require(normal["rowContrast"])
        // The inset-grouped row is white (secondarySystemGroupedBackground) on the list's #F2F2F7.
        #expect(row["listBackground"]?.stringValue == normal["list"]?["backgroundColor"]?.stringValue)
        #expect(row["listBackground"]?.stringValue == "#F2F2F7")
        #expect(row["background"]?.stringValue == "#FFFFFF")
        // Only what shows: the hidden checkmark and the delete control (while not editing) are left out.
        #expect(
            row["accessories"]?.arrayValue?.compactMap { $0["type"]?.stringValue } == ["label", "disclosureIndicator"])
        // The chevron in tertiaryLabel on white.
        let tint = try #require(accessory(normal, "disclosureIndicator")?["tintColor"]?.stringValue)
        #expect(tint == "#3C3C434D")
        let chevron = try #require(accessory(row, "disclosureIndicator"))
        let chevronRatio = ratio(tint, over: "#FFFFFF")
        #expect(chevron["ratio"]?.doubleValue == chevronRatio)
        #expect(chevronRatio > 1.5 && chevronRatio < 2, "about 1.7:1")
        #expect(chevron["criterion"]?.stringValue == "1.4.11")
        #expect(chevron["threshold"]?.doubleValue == 3)
        #expect(chevron["placement"]?.stringValue == "trailing")
        #expect(chevron["outcome"]?.stringValue == "fail")
        // The label is text: secondaryLabel at the body size, held to 1.4.3's 4.5:1.
        let label = try #require(accessory(row, "label"))
        #expect(label["criterion"]?.stringValue == "1.4.3")
        #expect(label["largeText"]?.boolValue == false)
        #expect(label["threshold"]?.doubleValue == 4.5)
        #expect(label["ratio"]?.doubleValue == ratio("#3C3C4399", over: "#FFFFFF"))
        // White on #F2F2F7 is no boundary, so the separator is: separator gray on white.
        let separatorColor = try #require(normal["separators"]?["bottom"]?["color"]?.stringValue)
        #expect(ratio("#FFFFFF", over: "#F2F2F7") < 3)
        #expect(row["separator"]?["ratio"]?.doubleValue == ratio(separatorColor, over: "#FFFFFF"))
        #expect(row["separator"]?["outcome"]?.stringValue == "fail")
        #expect(row["outcome"]?.stringValue == "fail")

        // Editing shows the delete control, measured by its red disc.
        let editing = try combination(json, "editing")
        let editingRow = try #require(editing["rowContrast"])
        let delete = try #require(accessory(editingRow, "delete"))
        let disc = try #require(editing["accessories"]?[0]?["discColor"]?.stringValue)
        #expect(editing["accessories"]?[0]?["type"]?.stringValue == "delete")
        #expect(delete["placement"]?.stringValue == "leading")
        #expect(delete["ratio"]?.doubleValue == ratio(disc, over: "#FFFFFF"))
        #expect(delete["outcome"]?.stringValue == (ratio(disc, over: "#FFFFFF") >= 3 ? "pass" : "fail"))

        // A disabled row is an inactive component: every row check is exempt, with the reason.
        let disabledCell = try combination(json, "disabled")
        let disabled = try #require(disabledCell["rowContrast"])
        #expect(disabled["outcome"]?.stringValue == "exempt")
        #expect(disabled["accessories"]?[0]?["reason"]?.stringValue?.contains("disabled") == true)

        // The summary counts the row's failures apart from the cell's.
        #expect(json["summary"]?["accessoriesFailing"]?.intValue == 2)
        #expect(json["summary"]?["separatorFailing"]?.intValue == 2)
        #expect(json["summary"]?["rowFailing"]?.intValue == 2)
    }

    @Test func aTintFilledSidebarRowMeasuresItsWhiteAccessoriesOnTheTint() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        let json = try await matrix(
            harness, style: "sidebarCell",
            """
            {"axes": {"states": ["selected"], "userInterfaceStyle": ["light"], "accessibilityContrast": ["normal"]},
             "state": {"traits": {"designGeneration": "ios18"}},
             "overrides": {"accessories": [{"type": "disclosureIndicator"}, {"type": "multiselect", "displayed": "always"}]}}
            """)
        let cell = try combination(json, "selected")
        let row = try #require(cell["rowContrast"])
        #expect(row["background"]?.stringValue == "#007AFF")
        // The chevron turns white at 80 % on the tint.
        let chevron = try #require(accessory(cell, "disclosureIndicator")?["tintColor"]?.stringValue)
        #expect(chevron == "#FFFFFFCC")
        #expect(accessory(row, "disclosureIndicator")?["ratio"]?.doubleValue == ratio("#FFFFFFCC", over: "#007AFF"))
        #expect(accessory(row, "disclosureIndicator")?["outcome"]?.stringValue == "pass")
        // The selected multiselect is a white disc, measured by the disc.
        #expect(accessory(cell, "multiselect")?["discColor"]?.stringValue == "#FFFFFF")
        #expect(accessory(row, "multiselect")?["ratio"]?.doubleValue == ratio("#FFFFFF", over: "#007AFF"))
        // The filled row stands out from the list on its own: its separator is no only boundary.
        let list = try #require(cell["list"]?["backgroundColor"]?.stringValue)
        #expect(ratio("#007AFF", over: list) >= 3)
        #expect(cell["separators"]?["bottom"]?["visible"]?.boolValue == true)
        #expect(row["separator"] == .null)
    }

    @Test func aRowThatStandsOutFromTheListIsItsOwnBoundary() async throws {
        let harness = try ServiceHarness(defaultDesign: .ios18)
        defer { harness.stop() }
        let body = """
            {"axes": {"states": ["normal"], "userInterfaceStyle": ["light", "dark"], "accessibilityContrast": ["normal"]},
             "overrides": {"background": {"backgroundColor": "#1C1C1E"},
                           "accessories": [{"type": "checkmark", "tintColor": "#FFFFFF"}]}}
            """
        let json = try await matrix(harness, style: "insetGroupedCell", body)
        // Light: the dark row on #F2F2F7 reaches 3:1, so the separator is no row's only boundary.
        let light = try #require(json["combinations"]?[0]?["rowContrast"])
        #expect(ratio("#1C1C1E", over: "#F2F2F7") >= 3)
        #expect(light["background"]?.stringValue == "#1C1C1E")
        #expect(light["separator"] == .null)
        let check = try #require(accessory(light, "checkmark"))
        #expect(check["ratio"]?.doubleValue == ratio("#FFFFFF", over: "#1C1C1E"))
        #expect(check["outcome"]?.stringValue == "pass")
        // Dark: the same row on the black list does not, so the separator is measured.
        let dark = try #require(json["combinations"]?[1]?["rowContrast"])
        #expect(dark["listBackground"]?.stringValue == "#000000")
        #expect(ratio("#1C1C1E", over: "#000000") < 3)
        let separatorColor = try #require(json["combinations"]?[1]?["separators"]?["bottom"]?["color"]?.stringValue)
        #expect(dark["separator"]?["ratio"]?.doubleValue == ratio(separatorColor, over: "#1C1C1E"))

        // Outside a list there is no separator, and the row sits on systemBackground.
        let plain = try await matrix(
            harness, style: "cell",
            #"{"axes": {"states": ["normal"], "userInterfaceStyle": ["light"], "accessibilityContrast": ["normal"]}}"#)
        let row = try #require(plain["combinations"]?[0]?["rowContrast"])
        #expect(row["listBackground"]?.stringValue == "#FFFFFF")
        #expect(row["separator"] == .null)
        #expect(row["accessories"]?.arrayValue?.isEmpty == true)
        #expect(row["outcome"]?.stringValue == "pass")
    }
}
