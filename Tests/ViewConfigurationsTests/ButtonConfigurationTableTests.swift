import Testing

@testable import ViewConfigurations

// `UIButton.Configuration` (buttons reference §3) in both designs: the selection swap of §3.2, the fresh values of
// §3.3, the colors per style and state of §3.6 and the metrics of §3.4–§3.5.
//
// Expected values are literals transcribed from `uikit-accessories-separators-buttons.md`, worked out by hand from its
// recipes (alphas rounded half up to a byte); colors are the facts file's (tint: systemBlue, #007AFF/#0A84FF in the
// iOS 14–18 design, #0088FF/#0091FF in iOS 26). Values the reference leaves open are the choices of
// `ReferenceChoices+Button.swift`, written here as literals and marked "ReferenceChoices".

@Suite("Button configuration (buttons reference §3)")
struct ButtonConfigurationTableTests {
    /// A row of the §3.6 color tables.
    struct ColorRow: Sendable, CustomStringConvertible {
        let design: DesignGeneration
        let dark: Bool
        let make: @Sendable () -> ButtonConfiguration
        let name: String
        let state: ButtonConfigurationState
        let foreground: String
        let background: String

        var description: String { "\(name) \(design) \(dark ? "dark" : "light") bits \(state.bits)" }
    }

    static func state(
        highlighted: Bool = false, disabled: Bool = false, selected: Bool = false, held: Bool = false
    ) -> ButtonConfigurationState {
        ButtonConfigurationState(isHighlighted: highlighted, isDisabled: disabled, isSelected: selected, isHeld: held)
    }

    static func traits(
        _ design: DesignGeneration, dark: Bool = false, size: ContentSizeCategory = .large
    )
        -> TraitCollection
    {
        TraitCollection(
            userInterfaceStyle: dark ? .dark : .light, preferredContentSizeCategory: size, designGeneration: design)
    }

    static let normal = state()
    static let highlighted = state(highlighted: true)
    static let held = state(held: true)
    static let disabled = state(disabled: true)
    static let selected = state(selected: true)

    static let colorRows: [ColorRow] = [
        // plain: tint; highlighted f(0.75 / 0.2), held f(0.5 / 0.4); disabled tertiaryLabel; background clear.
        ColorRow(
            design: .ios18, dark: false, make: { .plain() }, name: "plain", state: normal,
            foreground: "#007AFF", background: "#00000000"),
        ColorRow(
            design: .ios18, dark: false, make: { .plain() }, name: "plain", state: highlighted,
            foreground: "#007AFFBF", background: "#00000000"),
        ColorRow(
            design: .ios18, dark: false, make: { .plain() }, name: "plain", state: held,
            foreground: "#007AFF80", background: "#00000000"),
        ColorRow(
            design: .ios18, dark: false, make: { .plain() }, name: "plain", state: disabled,
            foreground: "#3C3C434D", background: "#00000000"),
        ColorRow(
            design: .ios26, dark: true, make: { .plain() }, name: "plain", state: disabled,
            foreground: "#EBEBF54D", background: "#00000000"),
        // ReferenceChoices: dark mode adds white@0.4 source-over: #0091FF → #66BDFF.
        ColorRow(
            design: .ios26, dark: true, make: { .plain() }, name: "plain", state: held,
            foreground: "#66BDFF", background: "#00000000"),
        // Selected plain borrows tinted (§3.2); tinted fill 15 % light (ReferenceChoices).
        ColorRow(
            design: .ios18, dark: false, make: { .plain() }, name: "plain", state: selected,
            foreground: "#007AFF", background: "#007AFF26"),
        // plain keeps a base background as is in every state (systemGreen light #34C759).
        ColorRow(
            design: .ios18, dark: false,
            make: {
                var configuration = ButtonConfiguration.plain()
                configuration.baseBackgroundColor = .systemGreen
                return configuration
            }, name: "plain on green", state: highlighted, foreground: "#007AFFBF", background: "#34C759"),
        // gray: tint foreground (iOS 15–18), label (iOS 26); secondarySystemFill; disabled ×0.75.
        ColorRow(
            design: .ios18, dark: false, make: { .gray() }, name: "gray", state: normal,
            foreground: "#007AFF", background: "#78788029"),
        ColorRow(
            design: .ios26, dark: false, make: { .gray() }, name: "gray", state: normal,
            foreground: "#000000", background: "#78788029"),
        ColorRow(
            design: .ios26, dark: true, make: { .bordered() }, name: "bordered", state: normal,
            foreground: "#FFFFFF", background: "#78788052"),
        ColorRow(
            design: .ios18, dark: false, make: { .gray() }, name: "gray", state: disabled,
            foreground: "#3C3C434D", background: "#7878801F"),
        ColorRow(
            design: .ios18, dark: false, make: { .gray() }, name: "gray", state: highlighted,
            foreground: "#007AFFBF", background: "#7878801F"),
        // ReferenceChoices: selected gray borrows filled.
        ColorRow(
            design: .ios18, dark: false, make: { .gray() }, name: "gray", state: selected,
            foreground: "#FFFFFF", background: "#007AFF"),
        // tinted: ReferenceChoices 15 % light / 20 % dark, × h factors (0.65 / 0.7 highlighted, 0.5 / 0.55 held).
        ColorRow(
            design: .ios18, dark: false, make: { .tinted() }, name: "tinted", state: normal,
            foreground: "#007AFF", background: "#007AFF26"),
        ColorRow(
            design: .ios18, dark: false, make: { .borderedTinted() }, name: "borderedTinted", state: highlighted,
            foreground: "#007AFFBF", background: "#007AFF19"),
        ColorRow(
            design: .ios18, dark: false, make: { .tinted() }, name: "tinted", state: held,
            foreground: "#007AFF80", background: "#007AFF13"),
        ColorRow(
            design: .ios18, dark: true, make: { .tinted() }, name: "tinted", state: normal,
            foreground: "#0A84FF", background: "#0A84FF33"),
        ColorRow(
            design: .ios26, dark: false, make: { .tinted() }, name: "tinted", state: normal,
            foreground: "#0088FF", background: "#0088FF26"),
        ColorRow(
            design: .ios18, dark: false, make: { .tinted() }, name: "tinted", state: disabled,
            foreground: "#3C3C434D", background: "#7878801F"),
        // Selected tinted borrows filled.
        ColorRow(
            design: .ios26, dark: false, make: { .tinted() }, name: "tinted", state: selected,
            foreground: "#FFFFFF", background: "#0088FF"),
        // filled: white foreground, tint fill; highlighted ×0.75, held ×0.5; dark g adds white@0.2.
        ColorRow(
            design: .ios18, dark: false, make: { .filled() }, name: "filled", state: normal,
            foreground: "#FFFFFF", background: "#007AFF"),
        ColorRow(
            design: .ios18, dark: false, make: { .borderedProminent() }, name: "borderedProminent",
            state: highlighted, foreground: "#FFFFFFBF", background: "#007AFFBF"),
        ColorRow(
            design: .ios18, dark: true, make: { .filled() }, name: "filled", state: held,
            foreground: "#FFFFFF80", background: "#3B9DFF"),
        ColorRow(
            design: .ios18, dark: false, make: { .filled() }, name: "filled", state: disabled,
            foreground: "#3C3C434D", background: "#7878801F"),
        // Filled has no selected variant and does not update for selection.
        ColorRow(
            design: .ios26, dark: false, make: { .filled() }, name: "filled", state: selected,
            foreground: "#FFFFFF", background: "#0088FF"),
        // ReferenceChoices: glass foreground label, prominent white; no fill under the glass.
        ColorRow(
            design: .ios26, dark: false, make: { .glass() }, name: "glass", state: normal,
            foreground: "#000000", background: "#00000000"),
        ColorRow(
            design: .ios26, dark: false, make: { .prominentGlass() }, name: "prominentGlass", state: normal,
            foreground: "#FFFFFF", background: "#00000000"),
        ColorRow(
            design: .ios26, dark: true, make: { .clearGlass() }, name: "clearGlass", state: disabled,
            foreground: "#EBEBF54D", background: "#00000000"),
    ]

    @Test("foreground and background per style and state", arguments: colorRows)
    func colors(_ row: ColorRow) {
        let traits = Self.traits(row.design, dark: row.dark)
        var state = row.state
        state.traitCollection = traits
        let resolved = row.make().updated(for: state).resolved(with: traits)
        #expect(resolved.foregroundColor.hexString == row.foreground)
        #expect(resolved.background.backgroundColor.hexString == row.background)
    }
}
