import StrictJSON
import StyleDefinitions
import ViewConfigurations

/// The Swift export of a button style and of an empty-state style: an enum whose builder starts from the style's
/// `UIButton.Configuration` or `UIContentUnavailableConfiguration` factory, sets the overrides, then applies the
/// rules in order over the kind's state.
extension SwiftExport {
    /// The button factories UIKit added in iOS 26: the Liquid Glass buttons.
    static let glassButtonFactories: Set<String> = ["glass", "prominentGlass", "clearGlass", "prominentClearGlass"]

    /// The button builder's body: the factory, the overrides, then each rule that sets something of the button.
    /// It leaves the state's colors and corner radius to the button, which updates its configuration for its state
    /// when it shows it, as the service does after the rules.
    func buttonBuilder(conditions: [SwiftCondition.Term], needs: inout SwiftExportNeeds) -> [String] {
        guard case .button(let factory) = style.factories else { return [] }
        if Self.glassButtonFactories.contains(factory) { needs.require(iOS: 26) }
        let lines = settings(conditions: conditions) { overrides, pointer in
            assignments(overrides.button, to: "configuration", at: pointer.appending("button"), needs: &needs)
        }
        let start = "UIButton.Configuration.\(factory)()"
        guard !lines.isEmpty else { return ["return \(start)"] }
        return ["var configuration = \(start)"] + lines + ["return configuration"]
    }

    /// The empty state's builder body: the factory, the overrides and the rules, then updated for the state (its
    /// traits and search text), which keeps what the style set, as the service resolves it.
    func contentUnavailableBuilder(conditions: [SwiftCondition.Term], needs: inout SwiftExportNeeds) -> [String] {
        guard case .contentUnavailable(let factory) = style.factories else { return [] }
        needs.require(iOS: 17)
        let lines = settings(conditions: conditions) { overrides, pointer in
            assignments(
                overrides.contentUnavailable, to: "configuration", at: pointer.appending("contentUnavailable"),
                needs: &needs)
        }
        let start = "UIContentUnavailableConfiguration.\(factory)()"
        guard !lines.isEmpty else { return ["return \(start).updated(for: state)"] }
        return ["var configuration = \(start)"] + lines + ["return configuration.updated(for: state)"]
    }

    /// A button style's enum: the state its rules read, and the builder of the configuration for a state.
    func buttonEnum(_ builder: [String], needs: SwiftExportNeeds) -> String {
        guard case .button(let factory) = style.factories else { return "" }
        let name = SwiftSyntax.string(styleName)
        var text = """
            /// The style \(name): a button's `UIButton.Configuration` for the button's state.
            ///
            /// UIKit has no state type for buttons: a button's `configurationUpdateHandler` reads the button itself.
            /// `State` holds what UIKit's button styles read of it (highlighted, disabled or dimmed, selected,
            /// focused, held, and the traits), so the builder runs with a button or without one (in tests and
            /// previews) and carries the app's custom states. In the handler:
            ///
            /// ```swift
            /// button.configurationUpdateHandler = { button in
            ///   var configuration = \(typeStem)Style.configuration(for: .init(button: button))
            ///   configuration.title = button.configuration?.title
            ///   button.configuration = configuration
            /// }
            /// ```

            """
        text += availability(needs) + "@MainActor\nenum \(typeStem)Style {\n" + buttonState()
        text +=
            "\n  /// The configuration for `state`: \(factory)(), then the style's overrides and rules; the button\n"
        text += "  /// gives it its state's colors and corner radius when it shows it.\n"
        text += "  static func configuration(for state: State) -> UIButton.Configuration {\n"
        return text + laidOut(builder) + "  }\n" + helpers(needs) + "}\n"
    }

    /// The button style's `State`: the button's five state bits, its traits and the app's custom states.
    private func buttonState() -> String {
        let flags: [(String, String)] = [
            ("isHighlighted", "Touched down (`UIButton.isHighlighted`)."),
            ("isDisabled", "Not enabled, or its tint adjustment mode dimmed (`!UIButton.isEnabled`)."),
            ("isSelected", "Selected (`UIButton.isSelected`)."),
            ("isFocused", "Focused by a focus system (`UIButton.isFocused`)."),
            ("isHeld", "Presenting its menu (`UIButton.isHeld`)."),
        ]
        var text = "  /// A button's state as the style's rules read it.\n  struct State {\n"
        text += "    /// The traits the button is shown in.\n    var traitCollection: UITraitCollection\n"
        for (flag, what) in flags { text += "    /// \(what)\n    var \(flag) = false\n" }
        text += "    /// The app's custom states, by key.\n"
        text += "    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]\n\n"
        text += "    /// A normal state in `traitCollection`.\n    init(traitCollection: UITraitCollection) {\n"
        text += "      self.traitCollection = traitCollection\n    }\n\n"
        text += "    /// The state `button` is in, with no custom states.\n"
        text += "    @MainActor\n    init(button: UIButton) {\n      traitCollection = button.traitCollection\n"
        text += "      isHighlighted = button.isHighlighted\n"
        text += "      isDisabled = !button.isEnabled || button.tintAdjustmentMode == .dimmed\n"
        text += "      isSelected = button.isSelected\n      isFocused = button.isFocused\n"
        text += "      isHeld = button.isHeld\n    }\n\n"
        text += "    /// A custom state's value, as `UIConfigurationState`'s subscript; nil when the state does not\n"
        text += "    /// carry it.\n    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {\n"
        text += "      get { customStates[key] }\n      set { customStates[key] = newValue }\n    }\n  }\n"
        return text
    }

    /// An empty-state style's enum: the builder of the configuration for a state.
    func contentUnavailableEnum(_ builder: [String], needs: SwiftExportNeeds) -> String {
        guard case .contentUnavailable(let factory) = style.factories else { return "" }
        let name = SwiftSyntax.string(styleName)
        var text = """
            /// The style \(name): an empty state's `UIContentUnavailableConfiguration` for its state (the traits,
            /// the search text and the app's custom states). In a view controller:
            ///
            /// ```swift
            /// override func updateContentUnavailableConfiguration(
            ///   using state: UIContentUnavailableConfigurationState
            /// ) {
            ///   contentUnavailableConfiguration = \(typeStem)Style.configuration(for: state)
            /// }
            /// ```

            """
        text += availability(needs) + "@MainActor\nenum \(typeStem)Style {\n"
        text += "  /// The configuration for `state`: \(factory)(), then the style's overrides and rules, updated for\n"
        text += "  /// the state.\n"
        text += "  static func configuration(for state: UIContentUnavailableConfigurationState)\n"
        text += "    -> UIContentUnavailableConfiguration\n  {\n"
        return text + laidOut(builder) + "  }\n" + helpers(needs) + "}\n"
    }
}
