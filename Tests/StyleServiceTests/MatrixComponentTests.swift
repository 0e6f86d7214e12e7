import Foundation
import StrictJSON
import StyleDefinitions
import StyleService
import Testing
import ViewConfigurations

/// The state matrix of button and empty-state styles: their own states axis, their answer objects, and the contrast
/// of a button's title and an empty state's texts, checked against ratios computed here with WCAG's formula from the
/// reference's colours.
@Suite("A state matrix of buttons and empty states")
struct MatrixComponentTests {
    let registry = StyleRegistry(store: nil)
    let resolver = Resolver(batchLimit: 100)

    /// The matrix answer of `style` for `body`, or the error.
    func matrix(_ style: String, _ body: String) -> Result<JSONObject, ServiceError> {
        Result { () throws(ServiceError) in
            let bytes = try resolver.resolveMatrix(
                style: style, body: Array(body.utf8), snapshot: registry.snapshot, limit: 256)
            return (try? JSONReader().parse(bytes).objectValue) ?? JSONObject()
        }
    }

    /// The pointers and messages of a refused matrix.
    func problems(_ style: String, _ body: String) -> [(pointer: String, message: String)] {
        guard case .failure(let error) = matrix(style, body) else { return [] }
        return error.problems.map { ($0.pointer.description, $0.message) }
    }

    /// The combinations of an answer.
    func combinations(_ answer: JSONObject) -> [JSONObject] {
        answer["combinations"]?.arrayValue?.compactMap(\.objectValue) ?? []
    }

    /// WCAG 2.x relative luminance of an sRGB colour given as 0–255 channels.
    static func luminance(_ rgb: [Double]) -> Double {
        let linear = rgb.map { channel -> Double in
            let c = channel / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    /// WCAG's contrast ratio of two opaque colours.
    static func ratio(_ a: [Double], _ b: [Double]) -> Double {
        let (l1, l2) = (luminance(a), luminance(b))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// `color` at `alpha` drawn over the opaque `backdrop`.
    static func over(_ color: [Double], alpha: Double, _ backdrop: [Double]) -> [Double] {
        zip(color, backdrop).map { $0 * alpha + $1 * (1 - alpha) }
    }

    // The reference's colours (facts §7): light and dark.
    static let white: [Double] = [255, 255, 255]
    static let black: [Double] = [0, 0, 0]
    static let systemBlueLight: [Double] = [0x00, 0x7A, 0xFF]
    static let systemBlueDark: [Double] = [0x0A, 0x84, 0xFF]
    static let systemBlueLightIOS26: [Double] = [0x00, 0x88, 0xFF]
    static let secondaryLabelLight: [Double] = [0x3C, 0x3C, 0x43]
    static let secondaryLabelDark: [Double] = [0xEB, 0xEB, 0xF5]

    /// The measurement `part` of a combination's contrast.
    func measurement(_ combination: JSONObject, _ part: String) -> JSONObject? {
        combination["contrast"]?.objectValue?[part]?.objectValue
    }

    /// Expects a measurement's ratio to be WCAG's `expected` (the answer rounds down to two decimals).
    func expectRatio(
        _ measurement: JSONObject?, _ expected: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let ratio = measurement?["ratio"]?.doubleValue ?? -1
        #expect(abs(ratio - expected) < 0.02, "ratio \(ratio), expected \(expected)", sourceLocation: sourceLocation)
    }

    @Test func aButtonStylesMatrixResolvesButtonsOverItsFiveBits() throws {
        let answer = try matrix("filledButton", #"{"state": {"traits": {"designGeneration": "ios18"}}}"#).get()
        #expect(answer["kind"]?.stringValue == "button")
        let states = answer["axes"]?.objectValue?["states"]?.arrayValue?.compactMap(\.stringValue)
        #expect(states == ["normal", "highlighted", "selected", "disabled", "focused", "held"])
        let all = combinations(answer)
        #expect(all.count == 6 * 2 * 2)
        for combination in all {
            #expect(combination["button"]?.objectValue?["foregroundColor"] != nil)
            #expect(combination["background"] == nil && combination["content"] == nil, "no cell values for a button")
            #expect(combination["rowContrast"] == nil)
        }
        let summary = try #require(answer["summary"]?.objectValue)
        #expect(summary["titleFailing"] != nil && summary["textFailing"] == nil && summary["rowFailing"] == nil)
    }

    @Test func aFilledButtonsTitleIsWhiteOnSystemBlue() throws {
        let body = #"""
            {"content": {"title": "Buy"}, "state": {"traits": {"designGeneration": "ios18"}},
             "axes": {"states": ["normal"], "accessibilityContrast": ["normal"], "designGeneration": [null, "ios26"]}}
            """#
        let all = combinations(try matrix("filledButton", body).get())
        #expect(
            all.map { $0["traits"]?.objectValue?["designGeneration"]?.stringValue ?? "" } == [
                "ios18", "ios18", "ios26", "ios26",
            ])
        let expected: [(background: [Double], hex: String, backdrop: String)] = [
            (Self.systemBlueLight, "#007AFF", "#FFFFFF"), (Self.systemBlueDark, "#0A84FF", "#000000"),
            (Self.systemBlueLightIOS26, "#0088FF", "#FFFFFF"),
        ]
        for (combination, expected) in zip(all, expected) {
            #expect(combination["button"]?.objectValue?["foregroundColor"]?.stringValue == "#FFFFFF")
            let contrast = combination["contrast"]?.objectValue
            #expect(contrast?["background"]?.stringValue == expected.hex)
            #expect(contrast?["backdrop"]?.stringValue == expected.backdrop)
            let title = measurement(combination, "title")
            expectRatio(title, Self.ratio(Self.white, expected.background))
            #expect(title?["color"]?.stringValue == "#FFFFFF")
            #expect(title?["criterion"]?.stringValue == "1.4.3")
            #expect(title?["threshold"]?.doubleValue == 4.5, "a 17-point semibold title is not large text")
            #expect(title?["largeText"]?.boolValue == false)
            #expect(title?["outcome"]?.stringValue == "fail", "white on systemBlue is under 4.5:1")
            #expect(contrast?["outcome"]?.stringValue == "fail")
        }
    }

    @Test func aPlainButtonsTitleIsTheTintOnThePage() throws {
        let body = #"""
            {"state": {"traits": {"designGeneration": "ios18"}},
             "axes": {"states": ["normal"], "accessibilityContrast": ["normal"]}}
            """#
        let all = combinations(try matrix("plainButton", body).get())
        #expect(all.count == 2)
        let light = try #require(all.first)
        #expect(light["contrast"]?.objectValue?["background"]?.stringValue == "#FFFFFF", "a clear fill shows the page")
        expectRatio(measurement(light, "title"), Self.ratio(Self.systemBlueLight, Self.white))
        let dark = try #require(all.last)
        expectRatio(measurement(dark, "title"), Self.ratio(Self.systemBlueDark, Self.black))
        #expect(measurement(dark, "title")?["outcome"]?.stringValue == "pass", "#0A84FF on black reaches 4.5:1")
    }

    @Test func aDisabledButtonIsExemptAndLargeTitlesAreHeldToThreeToOne() throws {
        let body = #"""
            {"state": {"traits": {"designGeneration": "ios18"}},
             "axes": {"states": ["disabled", "normal"], "userInterfaceStyle": ["light"],
                      "accessibilityContrast": ["normal"],
                      "preferredContentSizeCategory": ["accessibilityExtraExtraExtraLarge"]}}
            """#
        let answer = try matrix("filledButton", body).get()
        let all = combinations(answer)
        let disabled = measurement(all[0], "title")
        #expect(disabled?["outcome"]?.stringValue == "exempt")
        #expect(disabled?["reason"]?.stringValue?.contains("button is disabled") == true)
        let large = measurement(all[1], "title")
        #expect(large?["largeText"]?.boolValue == true)
        #expect(large?["threshold"]?.doubleValue == 3)
        #expect(large?["outcome"]?.stringValue == "pass", "white on #007AFF reaches 3:1")
        let summary = answer["summary"]?.objectValue
        #expect(summary?["exempt"]?.intValue == 1 && summary?["failing"]?.intValue == 0)
        #expect(summary?["titleFailing"]?.intValue == 0)
    }

    @Test func anEmptyStatesTextsAreMeasuredOnItsBackground() throws {
        let body = #"""
            {"state": {"traits": {"designGeneration": "ios18"}},
             "axes": {"states": [{"name": "searching", "state": {"searchText": "fig"}}],
                      "accessibilityContrast": ["normal"]}}
            """#
        let answer = try matrix("searchContentUnavailable", body).get()
        #expect(answer["kind"]?.stringValue == "contentUnavailable")
        let all = combinations(answer)
        #expect(all.count == 2)
        let expected: [(page: [Double], label: [Double], secondary: [Double])] = [
            (Self.white, Self.black, Self.secondaryLabelLight), (Self.black, Self.white, Self.secondaryLabelDark),
        ]
        for (combination, expected) in zip(all, expected) {
            #expect(combination["contentUnavailable"]?.objectValue?["searchText"]?.stringValue == "fig")
            let text = measurement(combination, "text")
            expectRatio(text, Self.ratio(expected.label, expected.page))
            #expect(text?["largeText"]?.boolValue == true, "emphasized title 2 is bold 22 points")
            #expect(text?["threshold"]?.doubleValue == 3)
            let secondary = measurement(combination, "secondaryText")
            let secondaryRatio = Self.ratio(Self.over(expected.secondary, alpha: 0.6, expected.page), expected.page)
            expectRatio(secondary, secondaryRatio)
            #expect(secondary?["largeText"]?.boolValue == false && secondary?["threshold"]?.doubleValue == 4.5)
            let outcome = secondaryRatio >= 4.5 ? "pass" : "fail"
            #expect(secondary?["outcome"]?.stringValue == outcome)
            #expect(combination["contrast"]?.objectValue?["outcome"]?.stringValue == outcome)
        }
        // secondaryLabel on white is under 4.5:1 (about 3.4), on black above it.
        let summary = answer["summary"]?.objectValue
        #expect(summary?["textFailing"]?.intValue == 0 && summary?["secondaryTextFailing"]?.intValue == 1)
        #expect(summary?["titleFailing"] == nil)
        let defaults = try matrix("emptyContentUnavailable", "{}").get()
        #expect(defaults["axes"]?.objectValue?["states"]?.arrayValue == [.string("normal")])
    }

    @Test func statesOfAnotherKindAreRefusedWithPointers() {
        let base = problems("filledButton", #"{"state": {"isEditing": true}}"#)
        #expect(base.map(\.pointer) == ["/state/isEditing"])
        let button = problems(
            "filledButton", #"{"axes": {"states": ["editing", {"name": "x", "state": {"isSwiped": true}}]}}"#)
        #expect(button.map(\.pointer) == ["/axes/states/0", "/axes/states/1/state/isSwiped"])
        #expect((base + button).allSatisfy { $0.message.contains("is a cell's state, and this is a button style") })
        let cell = problems("cell", #"{"buttonSize": "large", "axes": {"states": ["normal", "held"]}}"#)
        #expect(cell.map(\.pointer) == ["/buttonSize", "/axes/states/1"])
        #expect(cell.last?.message.contains("\"held\" is a button's state, and this is a cell style") == true)
        let empty = problems(
            "emptyContentUnavailable",
            #"{"axes": {"states": ["highlighted", "held", {"name": "y", "state": {"isHeld": true}}]}}"#)
        #expect(empty.map(\.pointer) == ["/axes/states/0", "/axes/states/1", "/axes/states/2/state/isHeld"])
        #expect(
            empty.first?.message.contains("is a cell's or a button's state, and this is a content unavailable") == true)
        #expect(
            empty.dropFirst().first?.message.contains("\"held\" is a button's state, and this is a content unavailable")
                == true)
    }

    @Test func aButtonsNamedStatesSetItsBits() throws {
        let object = try #require(
            try JSONReader().parse(
                Array(
                    #"{"axes": {"states": ["held", {"name": "both", "state": {"isHighlighted": true, "isSelected": true}}]}}"#
                        .utf8)
            ).objectValue)
        let request = try MatrixRequest(
            decoding: object, style: "plainButton", snapshot: registry.snapshot, limit: 100, budget: .max, level: .aa,
            defaultDesign: .ios26)
        let held = try #require(request.states[0].state.button)
        #expect(held.isHeld && !held.isHighlighted && !held.isSelected)
        let both = try #require(request.states[1].state.button)
        #expect(both.isHighlighted && both.isSelected && !both.isHeld && !both.isDisabled)
    }
}
