// Resolves every state of the button and empty-state matrices with the generated builders and prints, per state,
// the request state and the answer's `button` or `contentUnavailable` object as the service writes it. Compiled with
// ExportDriver.swift (main.swift), which calls printEveryComponentState().
import StrictJSON
import UIKit
import ViewConfigurations

@testable import StyleService

/// One exported button style: its generated builder, given a button through the generated `State(button:)` with
/// the custom states set through the generated subscript.
struct ExportedButton {
    /// The style's name in the registry.
    let name: String
    /// The generated builder, for a button and custom states by raw key.
    let configuration: @MainActor (UIButton, [(String, ConfigurationValue)]) -> UIButton.Configuration
    /// Each combination of custom-state and trait values the style's rules test (the first changes nothing).
    let variations: [Variation]
}

/// One exported empty-state style: its generated builder.
struct ExportedEmptyState {
    /// The style's name in the registry.
    let name: String
    /// The generated builder.
    let configuration: @MainActor (UIContentUnavailableConfigurationState) -> UIContentUnavailableConfiguration
    /// Each combination of custom-state and trait values the style's rules test (the first changes nothing).
    let variations: [Variation]
}

/// The button states: normal, each of the five bits, a dimmed tint (disabled to UIKit's styles) and the selected
/// button highlighted and held.
let buttonPresets: [[(String, String)]] =
    [[]] + ["isHighlighted", "isDisabled", "isSelected", "isFocused", "isHeld"].map { [($0, "true")] }
    + [
        [("isDisabled", "dimmed")], [("isSelected", "true"), ("isHighlighted", "true")],
        [("isSelected", "true"), ("isHeld", "true")],
    ]

/// The empty states' search texts: none, a word, and one with quotes and a line break.
let searchTexts: [String?] = [nil, "cats", "say \"hi\"\n\\(x)"]

/// A button in a preset's state, and the library's state the service resolves for the same request.
@MainActor
func button(_ preset: [(String, String)], traits: UITraitCollection) -> (UIButton, ButtonConfigurationState) {
    let button = UIButton()
    button.traitCollection = traits
    var state = ButtonConfigurationState(traitCollection: traits)
    for (member, value) in preset {
        switch member {
        case "isHighlighted": (button.isHighlighted, state.isHighlighted) = (true, true)
        case "isSelected": (button.isSelected, state.isSelected) = (true, true)
        case "isFocused": (button.isFocused, state.isFocused) = (true, true)
        case "isHeld": (button.isHeld, state.isHeld) = (true, true)
        default:
            if value == "dimmed" { button.tintAdjustmentMode = .dimmed } else { button.isEnabled = false }
            state.isDisabled = true
        }
    }
    return (button, state)
}

/// One line for a button style: the request, and the `button` object of the generated configuration as the button
/// shows it (updated for its state, resolved for its traits, the tint and the normal role).
@MainActor
func buttonLine(
    _ style: ExportedButton, preset: [(String, String)], traits base: UITraitCollection, variation: Variation
) -> String {
    let traits = variation.traits.reduce(base) { setting($1.0, $1.1, in: $0) }
    let (button, state) = button(preset, traits: traits)
    let shown = style.configuration(button, variation.customStates).updated(for: state)
    var writer = JSONWriter()
    writer.beginObject()
    writeRequest(style.name, preset: preset, traits: traits, variation: variation, into: &writer)
    writer.key("button")
    ComponentEncoder.writeButton(
        shown.resolved(with: traits, tintColor: .systemBlue, role: .normal), of: shown, role: .normal,
        traits: traits, into: &writer)
    writer.endObject()
    return writer.string
}

/// One line for an empty-state style: the request, and the `contentUnavailable` object of the generated
/// configuration resolved for the state's traits and the tint.
@MainActor
func emptyStateLine(
    _ style: ExportedEmptyState, searchText: String?, traits base: UITraitCollection, variation: Variation
) -> String {
    let traits = variation.traits.reduce(base) { setting($1.0, $1.1, in: $0) }
    var state = UIContentUnavailableConfigurationState(traitCollection: traits, searchText: searchText)
    for (key, value) in variation.customStates { state[UIConfigurationStateCustomKey(key)] = value.anyHashable }
    let configuration = style.configuration(state)
    var writer = JSONWriter()
    writer.beginObject()
    let preset = searchText.map { [("searchText", $0)] } ?? []
    writeRequest(style.name, preset: preset, traits: traits, variation: variation, into: &writer)
    writer.key("contentUnavailable")
    ComponentEncoder.writeContentUnavailable(
        configuration.resolved(with: traits, tintColor: .systemBlue), of: configuration, state: state, traits: traits,
        into: &writer)
    writer.endObject()
    return writer.string
}

/// Every state of the button and empty-state matrices for every exported style of those kinds, one JSON line each.
@MainActor
func printEveryComponentState() {
    for style in exportedButtons {
        for preset in buttonPresets {
            for traits in matrixTraits {
                for variation in style.variations {
                    print(buttonLine(style, preset: preset, traits: traits, variation: variation))
                }
            }
        }
    }
    for style in exportedEmptyStates {
        for searchText in searchTexts {
            for traits in matrixTraits {
                for variation in style.variations {
                    print(emptyStateLine(style, searchText: searchText, traits: traits, variation: variation))
                }
            }
        }
    }
}
